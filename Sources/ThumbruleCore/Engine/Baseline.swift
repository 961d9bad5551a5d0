import Foundation
import ThumbruleRules

/// Today's accepted findings, so a team can adopt Thumbrule on an existing app and fail
/// only on new ones (`check --write-baseline`, then `check --baseline`).
///
/// An entry names the rule, the check, the file (relative to the root) and a fingerprint of
/// the finding's line and the lines above and below it, trimmed. Line numbers are left out,
/// so findings survive code inserted above them and re-indentation. Entries with the same
/// key are interchangeable: the n-th finding with a key matches the n-th entry, so removing
/// one of two identical violations leaves one stale entry and reports nothing.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Codable, Hashable, Sendable, Comparable {
        public var rule: String
        public var check: String
        public var path: String
        public var fingerprint: String

        public init(rule: String, check: String, path: String, fingerprint: String) {
            self.rule = rule
            self.check = check
            self.path = path
            self.fingerprint = fingerprint
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.check, lhs.fingerprint) < (rhs.path, rhs.rule, rhs.check, rhs.fingerprint)
        }
    }

    /// What the file says it is, so a report or another tool's JSON is refused by name.
    public static let kind = "thumbrule-baseline"
    public static let version = 1

    /// Sorted, so the file is byte-identical for the same findings on any machine.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries.sorted() }

    /// The baseline of a run's findings; `root` is where their relative paths start.
    public init(findings: [Finding], root: String) {
        var lines = SourceLines(root: root)
        self.init(entries: findings.map { lines.entry(for: $0) })
    }

    /// The entry of each finding, in the findings' order (for reports that fingerprint findings).
    public static func entries(for findings: [Finding], root: String) -> [Entry] {
        var lines = SourceLines(root: root)
        return findings.map { lines.entry(for: $0) }
    }

    /// What a run reports against this baseline: findings no entry accounts for, and how many
    /// entries matched nothing. Entries of checks that did not run (`--only`) are not stale.
    public func filter(_ findings: [Finding], root: String, checksRun: [String]) -> (new: [Finding], stale: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var lines = SourceLines(root: root)
        var new: [Finding] = []
        for finding in findings.sorted(by: Finding.reportOrder) {
            let entry = lines.entry(for: finding)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
            } else {
                new.append(finding)
            }
        }
        let ran = Set(checksRun)
        let stale = remaining.filter { entry, _ in ran.contains(entry.check) || ToolNotice.all.contains { $0.id == entry.check } }
        return (new, stale.values.reduce(0, +))
    }

    private struct File: Codable {
        var kind: String
        var version: Int
        var entries: [Entry]
    }

    /// The file's text: sorted JSON with no timestamps and no absolute paths.
    public func encoded() -> String {
        SortedJSON.encode(File(kind: Baseline.kind, version: Baseline.version, entries: entries))
    }

    public func write(to path: String) throws {
        do {
            try Data(encoded().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BaselineError(path: path, message: "cannot write the file (\(error.localizedDescription))")
        }
    }

    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(path: path, message: "cannot read the file")
        }
        return try parse(data, path: path)
    }

    /// Refuses anything but a baseline of this version, naming the file.
    public static func parse(_ data: Data, path: String) throws -> Baseline {
        guard let top = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any], top["kind"] as? String == kind else {
            throw BaselineError(path: path, message: "not a Thumbrule baseline; write one with 'thumbrule check --write-baseline \(path)'")
        }
        guard let version = top["version"] as? Int, version == Baseline.version else {
            throw BaselineError(path: path, message: "baseline version \(top["version"].map { "\($0)" } ?? "missing") is not \(Baseline.version); rewrite it with --write-baseline")
        }
        do {
            return Baseline(entries: try JSONDecoder().decode(File.self, from: data).entries)
        } catch {
            throw BaselineError(path: path, message: "malformed baseline entries; rewrite it with --write-baseline")
        }
    }
}

/// A baseline file that cannot be read, parsed or written.
public struct BaselineError: Error, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}

/// The lines of the files findings point at, read once each, for fingerprints.
private struct SourceLines {
    let root: String
    var files: [String: [Substring]] = [:]

    init(root: String) { self.root = root }

    mutating func entry(for finding: Finding) -> Baseline.Entry {
        Baseline.Entry(rule: finding.ruleId, check: finding.checkId, path: finding.position.path,
                       fingerprint: fingerprint(path: finding.position.path, line: finding.position.line))
    }

    /// The first 16 hex digits of SHA-256 over the trimmed line and its neighbours. A file that
    /// cannot be read (or a binary plist) still gets a stable value from whatever text it has.
    mutating func fingerprint(path: String, line: Int) -> String {
        let lines = text(of: path)
        func trimmed(_ number: Int) -> Substring {
            guard number >= 1, number <= lines.count else { return "" }
            return Substring(lines[number - 1].trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let window = [trimmed(line - 1), trimmed(line), trimmed(line + 1)].joined(separator: "\n")
        return String(SHA256.hex(window).prefix(16))
    }

    private mutating func text(of path: String) -> [Substring] {
        if let lines = files[path] { return lines }
        let full = path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
        let data = path.isEmpty ? nil : FileManager.default.contents(atPath: full)
        let lines = data.map { String(decoding: $0, as: UTF8.self).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" } } ?? []
        files[path] = lines
        return lines
    }
}
