import Dispatch
import Foundation

/// Runs the checks over a workspace: one parse and one index walk per Swift file, in
/// parallel, then the project pass, then suppressions, configuration and sorting.
public struct Engine: Sendable {
    public let configuration: Configuration
    public let rulebook: Rulebook
    public let checks: [any Check.Type]
    public let jobs: Int

    public init(configuration: Configuration = Configuration(), rulebook: Rulebook = .bundled,
                checks: [any Check.Type] = CheckRegistry.all, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.rulebook = rulebook
        self.checks = checks
        self.jobs = max(1, jobs)
    }

    /// The outcome of a run: sorted findings plus the files passed over.
    public struct Report: Sendable {
        public var root: String
        public var findings: [Finding]
        public var filesChecked: Int
        public var checksRun: [String]
    }

    /// Checks whose rule is enabled by the configuration and selected by `only`.
    public func enabledChecks(only: [String] = []) -> [any Check.Type] {
        checks.filter { check in
            let description = check.description
            if !only.isEmpty, !only.contains(where: { $0 == description.id || Rulebook.selector($0, matches: description.ruleId) }) {
                return false
            }
            return configuration.setting(ruleId: description.ruleId, checkId: description.id).enabled ?? true
        }
    }

    public func run(files: [WorkspaceFile], root: String, only: [String] = []) -> Report {
        let active = enabledChecks(only: only)
        let fileChecks = active.compactMap { $0 as? any SwiftFileCheck.Type }
        let projectChecks = active.compactMap { $0 as? any ProjectCheck.Type }
        let project = Project(root: root, files: files)
        let swiftInputs = files.filter { $0.kind == .swift }

        let results = ResultSlots(count: swiftInputs.count)
        let next = Counter()
        let maxFileSize = configuration.maxFileSize
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(swiftInputs.count, 1))) { _ in
            while let index = next.take(below: swiftInputs.count) {
                let input = swiftInputs[index]
                let target = project.resolver.target(for: input.path)
                results.store(index, Engine.analyse(input, target: target, checks: fileChecks, maxFileSize: maxFileSize))
            }
        }

        var findings: [Finding] = []
        var suppressions: [String: Suppressions] = [:]
        for (input, result) in zip(swiftInputs, results.values) {
            guard let result else { continue }
            findings += result.findings
            if let analysed = result.suppressions {
                suppressions[input.path] = analysed
                project.swiftFiles.append((input.path, project.resolver.target(for: input.path)))
                project.facts.merge(result.facts)
            }
        }
        for (path, reason) in project.unreadable {
            findings.append(Finding(
                ruleId: ToolNotice.unreadableInput, checkId: ToolNotice.unreadableInput, severity: .note, confidence: .high,
                message: "Skipped: \(reason). Checks that need this file did not run on it.",
                position: SourcePosition(path: path, line: 1, column: 1)))
        }
        for check in projectChecks {
            var output = CheckOutput(check: check.description)
            check.init().check(project, &output)
            findings += output.findings
        }
        findings = applySuppressions(findings, suppressions, only: only)
        findings = findings.compactMap(applyConfiguration)
        findings.sort(by: Finding.reportOrder)
        return Report(root: root, findings: findings, filesChecked: files.count, checksRun: active.map { $0.description.id }.sorted())
    }

    /// What one Swift file yields: findings, facts, and its suppression comments (nil when skipped).
    struct FileResult: Sendable {
        var findings: [Finding]
        var facts: FactStore
        var suppressions: Suppressions?
    }

    static func analyse(_ input: WorkspaceFile, target: BuildTarget, checks: [any SwiftFileCheck.Type], maxFileSize: Int) -> FileResult {
        let text: String
        do {
            text = try readSource(input, maxFileSize: maxFileSize)
        } catch {
            return FileResult(findings: [skipped(input.path, "\(error)")], facts: FactStore(), suppressions: nil)
        }
        let file = SwiftFile(path: input.path, text: text, target: target)
        var findings: [Finding] = []
        var facts = FactStore()
        CoreFacts.collect(file, into: &facts)
        for check in checks {
            var output = CheckOutput(check: check.description)
            check.init().check(file, &output)
            findings += output.findings
            facts.merge(output.facts)
        }
        let lineCount = file.position(at: file.tree.endPosition).line
        let suppressions = Suppressions(comments: file.comments(containing: Suppressions.marker), lineCount: lineCount)
        return FileResult(findings: findings, facts: facts, suppressions: suppressions)
    }

    /// Reads Swift source, refusing what is not text or is too large to parse in bounded time.
    static func readSource(_ input: WorkspaceFile, maxFileSize: Int) throws -> String {
        let data = try input.readData()
        if data.count > maxFileSize { throw InputError.tooLarge(input.path, data.count) }
        if data.contains(0) { throw InputError.binary(input.path) }
        guard let text = String(data: data, encoding: .utf8) else { throw InputError.notUTF8(input.path) }
        return text
    }

    static func skipped(_ path: String, _ reason: String) -> Finding {
        Finding(ruleId: ToolNotice.skippedFile, checkId: ToolNotice.skippedFile, severity: .note, confidence: .high,
                message: "Skipped: \(reason).", position: SourcePosition(path: path, line: 1, column: 1))
    }

    /// Drops suppressed findings and reports suppressions that silenced nothing.
    private func applySuppressions(_ findings: [Finding], _ tables: [String: Suppressions], only: [String]) -> [Finding] {
        var used: [String: Set<Int>] = [:]
        var kept: [Finding] = []
        for finding in findings {
            if let table = tables[finding.position.path], let index = table.directive(silencing: finding) {
                used[finding.position.path, default: []].insert(index)
            } else {
                kept.append(finding)
            }
        }
        // With --only, most checks did not run, so an idle suppression proves nothing.
        guard only.isEmpty else { return kept }
        for (path, table) in tables {
            for (index, directive) in table.directives.enumerated() where !(used[path]?.contains(index) ?? false) {
                let ids = directive.ids.isEmpty ? "no ids" : directive.ids.joined(separator: ", ")
                kept.append(Finding(
                    ruleId: ToolNotice.unusedSuppression, checkId: ToolNotice.unusedSuppression, severity: .note, confidence: .high,
                    message: "This thumbrule:disable comment (\(ids)) suppresses nothing; remove it, or check the id with `thumbrule rules`.",
                    position: SourcePosition(path: path, line: directive.line, column: 1)))
            }
        }
        return kept
    }

    /// Sets each finding's severity from its rule's priority and its confidence, then the config.
    private func applyConfiguration(_ finding: Finding) -> Finding? {
        guard !finding.ruleId.hasPrefix("thumbrule.") else { return finding }
        var finding = finding
        let setting = configuration.setting(ruleId: finding.ruleId, checkId: finding.checkId)
        if setting.enabled == false { return nil }
        let priority = rulebook.rule(finding.ruleId)?.priority ?? .p2
        finding.severity = setting.severity ?? Engine.severity(priority: priority, confidence: finding.confidence)
        return finding
    }

    /// The default severity: errors are for high-confidence findings of rules whose breach
    /// rejects the app or stops the user (p0); low confidence is never more than a note.
    public static func severity(priority: Priority, confidence: Confidence) -> Severity {
        switch (priority, confidence) {
        case (_, .low), (.p3, _): return .note
        case (.p0, .high): return .error
        case (.p2, .medium): return .note
        default: return .warning
        }
    }
}

/// Per-index result storage shared by the worker threads; each slot is written once.
final class ResultSlots: @unchecked Sendable {
    private var slots: [Engine.FileResult?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ result: Engine.FileResult) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var values: [Engine.FileResult?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}

/// Hands out work indices to worker threads.
final class Counter: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }
}
