import Foundation
import SwiftParser
import SwiftSyntax
import ThumbruleFrontEnds

/// Applies findings' fixes (`check --fix`): in each file every fix whose edits overlap no
/// other fix's, then the whole check again over the fixed text, a few rounds until no fix
/// is left to apply, so running it a second time changes nothing.
///
/// All of it happens in memory: a file is written only by `write`, and `--dry-run` prints
/// the same changes as a diff instead. A file is left alone when it is outside the checked
/// root, when its kind has no reader to prove the fixed text still reads (Swift is parsed
/// again and may not gain a syntax error, Kotlin is lexed again and may not gain a bracket or
/// string that does not pair up; property lists and JSON must still load), or when
/// a fix's positions no longer fit its text.
public struct FixApplier {
    public let engine: Engine
    /// The canonical checked root: no file outside it is changed.
    public let root: String
    public let only: [String]
    /// Rounds of fix-then-check; a fix that needs another's result lands in a later round.
    public let maxRounds: Int

    public init(engine: Engine, root: String, only: [String] = [], maxRounds: Int = 3) {
        self.engine = engine
        self.root = Discovery.canonical(root)
        self.only = only
        self.maxRounds = max(1, maxRounds)
    }

    /// One file the fixes change.
    public struct FileChange: Sendable {
        /// Relative to the checked root, as findings name it.
        public var path: String
        public var original: String
        public var fixed: String
        /// How many findings' fixes were applied to it, over all rounds.
        public var applied: Int
        /// The file on disk, or nil for an in-memory file.
        public var diskPath: String?
    }

    /// A finding whose fix was not applied, and why.
    public struct SkippedFix: Sendable {
        public var finding: Finding
        public var reason: String
    }

    public struct Outcome: Sendable {
        /// The changed files, sorted by path.
        public var changes: [FileChange]
        /// Findings still reported with a fix that was not applied, in report order.
        public var skipped: [SkippedFix]
        /// The check over the fixed text: what is left to report.
        public var report: Engine.Report

        public var appliedCount: Int { changes.reduce(0) { $0 + $1.applied } }
    }

    /// Fixes what `report` (a run of the same engine over `files`) offers, in memory.
    public func fix(files: [WorkspaceFile], report: Engine.Report) -> Outcome {
        var current = files
        var report = report
        var changes: [String: FileChange] = [:]
        var reasons: [Finding: String] = [:]
        for round in 1...maxRounds {
            reasons = [:]
            var changedThisRound = false
            let byPath = Dictionary(grouping: report.findings.filter { $0.fix != nil }, by: { $0.position.path })
            for path in byPath.keys.sorted() {
                let candidates = byPath[path]!
                guard let index = current.firstIndex(where: { $0.path == path }) else {
                    for finding in candidates { reasons[finding] = "the fix edits a file that was not checked" }
                    continue
                }
                let file = current[index]
                if let refusal = refusal(for: file) {
                    for finding in candidates { reasons[finding] = refusal }
                    continue
                }
                guard let data = try? file.readData(), let text = String(data: data, encoding: .utf8) else {
                    for finding in candidates { reasons[finding] = "the file could not be read as UTF-8 text" }
                    continue
                }
                let applied = FixApplier.apply(candidates, to: text, path: path)
                for (finding, reason) in applied.skipped { reasons[finding] = reason }
                guard applied.count > 0, applied.text != text else { continue }
                if let problem = FixApplier.verify(applied.text, comparedTo: text, kind: file.kind) {
                    for finding in candidates where reasons[finding] == nil { reasons[finding] = problem }
                    continue
                }
                var change = changes[path] ?? FileChange(path: path, original: text, fixed: text, applied: 0, diskPath: file.diskPath)
                change.fixed = applied.text
                change.applied += applied.count
                changes[path] = change
                current[index] = WorkspaceFile(path: file.path, kind: file.kind, storage: .memory(applied.text))
                changedThisRound = true
            }
            guard changedThisRound else { break }
            report = engine.run(files: current, root: report.root, only: only)
            if round == maxRounds {
                for finding in report.findings where finding.fix != nil {
                    reasons[finding] = "still offered after \(maxRounds) rounds of fixes"
                }
            }
        }
        let skipped = report.findings.filter { $0.fix != nil }.map { finding in
            SkippedFix(finding: finding, reason: reasons[finding] ?? "not applied")
        }
        let kept = changes.values.filter { $0.fixed != $0.original }.sorted { $0.path < $1.path }
        return Outcome(changes: kept, skipped: skipped, report: report)
    }

    /// Writes the fixed files. Each is written whole and atomically, keeping its permissions
    /// (an atomic write makes a new file); an in-memory file is skipped.
    public static func write(_ changes: [FileChange]) throws {
        let manager = FileManager.default
        for change in changes {
            guard let path = change.diskPath else { continue }
            do {
                let permissions = try manager.attributesOfItem(atPath: path)[.posixPermissions]
                try Data(change.fixed.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                if let permissions { try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: path) }
            } catch {
                throw FixError.unwritable(change.path)
            }
        }
    }

    /// Why a file may not be fixed at all, or nil when it may.
    func refusal(for file: WorkspaceFile) -> String? {
        if case .disk(let absolute) = file.storage {
            let canonical = Discovery.canonical(absolute)
            guard canonical.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return "the file is outside the checked root" }
        } else if file.path.hasPrefix("/") || file.path.split(separator: "/").contains("..") {
            return "the file is outside the checked root"
        }
        guard FixApplier.verifiableKinds.contains(file.kind) else {
            return "Thumbrule cannot read a \(file.kind.rawValue) file back to prove the fixed text, so it does not change one"
        }
        return nil
    }

    /// Kinds whose fixed text can be read again: Swift is parsed, Kotlin lexed, property lists and JSON loaded.
    static let verifiableKinds: Set<FileKind> = [.swift, .packageManifest, .kotlin, .infoPlist, .entitlements, .privacyManifest, .storeKitConfiguration, .colorSet]

    /// The text with every fix that overlaps no earlier one applied, taking the findings in
    /// report order; a fix identical to one applied counts as applied.
    static func apply(_ findings: [Finding], to text: String, path: String) -> (text: String, count: Int, skipped: [(Finding, String)]) {
        let bytes = Array(text.utf8)
        let lines = LineStarts(bytes)
        var accepted: [(range: Range<Int>, replacement: [UInt8])] = []
        var acceptedFixes: [[TextEdit]] = []
        var count = 0
        var skipped: [(Finding, String)] = []
        for finding in findings.sorted(by: Finding.reportOrder) {
            guard let fix = finding.fix else { continue }
            if acceptedFixes.contains(fix.edits) {
                count += 1
                continue
            }
            guard fix.edits.allSatisfy({ $0.start.path == path && $0.end.path == path }) else {
                skipped.append((finding, "the fix edits more than one file"))
                continue
            }
            let ranges = fix.edits.map { edit in
                lines.offset(edit.start).flatMap { start in lines.offset(edit.end).map { start..<max(start, $0) } }
            }
            guard !ranges.isEmpty, ranges.allSatisfy({ $0 != nil }) else {
                skipped.append((finding, "the fix's positions do not fit the file; it changed since it was checked"))
                continue
            }
            let edits = zip(ranges.compactMap { $0 }, fix.edits.map { Array($0.replacement.utf8) }).map { (range: $0, replacement: $1) }
            // Two edits clash when they share a start (their order would be a guess) or when one
            // reaches into the other; an insertion inside a replaced range counts, which
            // `Range.overlaps` does not see, since an empty range overlaps nothing.
            let clashes = { (a: Range<Int>, b: Range<Int>) in
                a.lowerBound == b.lowerBound || (a.lowerBound < b.upperBound && b.lowerBound < a.upperBound)
            }
            let selfClash = edits.indices.contains { i in edits.indices.contains { j in i < j && clashes(edits[i].range, edits[j].range) } }
            guard !selfClash, !edits.contains(where: { edit in accepted.contains { clashes($0.range, edit.range) } }) else {
                skipped.append((finding, "its edits overlap another fix's; run --fix again after this one"))
                continue
            }
            accepted += edits
            acceptedFixes.append(fix.edits)
            count += 1
        }
        var result = bytes
        for edit in accepted.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        guard let fixed = String(bytes: result, encoding: .utf8) else {
            return (text, 0, findings.filter { $0.fix != nil }.map { ($0, "the fix would split a character") })
        }
        return (fixed, count, skipped)
    }

    /// Nil when the fixed text reads as well as the original, else why it does not.
    static func verify(_ fixed: String, comparedTo original: String, kind: FileKind) -> String? {
        switch kind {
        case .swift, .packageManifest:
            let before = SyntaxProblems.count(in: Parser.parse(source: original))
            let after = SyntaxProblems.count(in: Parser.parse(source: fixed))
            return after > before ? "the fixed file would not parse (\(after - before) new syntax errors), so it was left as it is" : nil
        case .kotlin:
            let before = KotlinSource(original).issues.count, after = KotlinSource(fixed).issues.count
            return after > before ? "the fixed Kotlin file would have \(after - before) new unpaired brackets, strings or comments, so it was left as it is" : nil
        case .infoPlist, .entitlements, .privacyManifest:
            let readable = (try? PropertyList.object(from: Data(fixed.utf8))) != nil
            return readable ? nil : "the fixed property list would not load, so it was left as it is"
        case .storeKitConfiguration, .colorSet:
            let readable = (try? JSONSerialization.jsonObject(with: Data(fixed.utf8))) != nil
            return readable ? nil : "the fixed JSON would not load, so it was left as it is"
        default:
            return "Thumbrule cannot read this kind of file back, so it does not change one"
        }
    }

    /// Where each line of a text starts, with lines ending as the compiler ends them (`\n`,
    /// `\r\n`, a lone `\r`), as `SwiftFile.position(at:)` counts them.
    struct LineStarts {
        let starts: [Int]
        let lineEnds: [Int]

        init(_ bytes: [UInt8]) {
            var starts = [0]
            var ends: [Int] = []
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    ends.append(index > 0 && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index)
                    starts.append(index + 1)
                } else if byte == UInt8(ascii: "\r"), index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n") {
                    ends.append(index)
                    starts.append(index + 1)
                }
            }
            ends.append(bytes.count)
            self.starts = starts
            self.lineEnds = ends
        }

        /// The byte offset of a 1-based line and UTF-8 column, or nil when the line has no such column.
        func offset(_ position: SourcePosition) -> Int? {
            guard position.line >= 1, position.line <= starts.count, position.column >= 1 else { return nil }
            let offset = starts[position.line - 1] + position.column - 1
            return offset <= lineEnds[position.line - 1] ? offset : nil
        }
    }
}

/// Counts what the parser could not make sense of: missing tokens it had to invent and
/// unexpected text it had to skip. A fix may not raise the count.
final class SyntaxProblems: SyntaxVisitor {
    private(set) var count = 0

    static func count(in tree: SourceFileSyntax) -> Int {
        guard tree.hasError else { return 0 }
        let counter = SyntaxProblems(viewMode: .all)
        counter.walk(tree)
        return counter.count
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { count += 1 }
        return .visitChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        count += 1
        return .skipChildren
    }
}

public enum FixError: Error, CustomStringConvertible {
    case unwritable(String)

    public var description: String {
        switch self {
        case .unwritable(let path): return "could not write the fixed \(path)"
        }
    }
}

extension WorkspaceFile {
    /// The file on disk, or nil for one held in memory.
    var diskPath: String? {
        if case .disk(let path) = storage { return path }
        return nil
    }
}
