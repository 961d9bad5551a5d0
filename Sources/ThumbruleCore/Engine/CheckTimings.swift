import Dispatch
import Foundation

/// Where a check run spends its time, for `check --timings`: CPU-thread time per stage
/// (read, parse, index) and per check, summed over files and worker threads. A slow check
/// makes every run slow, so this is how a contributor finds the one to fix.
public final class CheckTimings: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: [String: UInt64] = [:]

    public init() {}

    /// Runs `body`, adding its duration to `label`; a nil accumulator just runs it.
    @inline(__always)
    static func measure<T>(_ timings: CheckTimings?, _ label: @autoclosure () -> String, _ body: () throws -> T) rethrows -> T {
        guard let timings else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { timings.add(label(), DispatchTime.now().uptimeNanoseconds - start) }
        return try body()
    }

    package func add(_ label: String, _ duration: UInt64) {
        lock.lock()
        nanoseconds[label, default: 0] += duration
        lock.unlock()
    }

    /// Every label with its total in seconds, slowest first (ties by label, so the order is stable).
    public var totals: [(label: String, seconds: Double)] {
        lock.lock()
        defer { lock.unlock() }
        return nanoseconds.map { ($0.key, Double($0.value) / 1e9) }
            .sorted { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.label < $1.label }
    }
}
