import Foundation
import ThumbruleCore

/// What the terminal gets: colours only when stdout is one (or `--color always`), and a
/// progress line on stderr only when stderr is one.
enum Terminal {
    /// `--color auto|always|never`. `auto` colours a terminal unless `NO_COLOR` is set to
    /// anything non-empty (no-color.org) or `TERM` is `dumb`; an explicit flag wins.
    static func colors(_ option: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
                       isTerminal: Bool = isatty(STDOUT_FILENO) == 1) throws -> Bool {
        switch option ?? "auto" {
        case "always": return true
        case "never": return false
        case "auto": return isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        default: throw UsageError("--color must be auto, always or never")
        }
    }

    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb" }
}

/// `thumbrule: 120/4714 Swift files` on stderr, redrawn in place, from the first second of a
/// run on (`THUMBRULE_PROGRESS_DELAY` seconds, when set); erased when the run ends, so
/// nothing is left between the findings and the tally.
final class ProgressLine: @unchecked Sendable {
    private let progress: RunProgress
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?
    private var drawn = false

    /// Nil when stderr is not a terminal: logs and pipes never get carriage returns.
    /// A delay of 0 draws the first line before the run starts.
    init?(_ progress: RunProgress, delay: Double = ProgressLine.delay()) {
        guard Terminal.stderrIsTerminal else { return nil }
        self.progress = progress
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + max(delay, 0.2), repeating: 0.2)
        timer.setEventHandler { [weak self] in self?.draw() }
        self.timer = timer
        if delay <= 0 { draw() }
        timer.resume()
    }

    /// One second, or a non-negative number of seconds from `THUMBRULE_PROGRESS_DELAY`.
    static func delay(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        environment["THUMBRULE_PROGRESS_DELAY"].flatMap(Double.init).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } ?? 1.0
    }

    private func draw() {
        lock.lock()
        defer { lock.unlock() }
        guard timer != nil else { return }
        let (done, total) = progress.counts
        let text = total == 0 ? "thumbrule: checking…" : done < total ? "thumbrule: \(done)/\(total) Swift files" : "thumbrule: \(total)/\(total) Swift files, project checks…"
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        drawn = true
    }

    /// Stops drawing and erases the line if one was drawn.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        timer?.cancel()
        timer = nil
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        drawn = false
    }
}
