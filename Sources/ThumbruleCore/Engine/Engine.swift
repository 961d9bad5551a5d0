import Dispatch
import Foundation
import SwiftSyntax
import ThumbruleRules

/// Runs the checks over a workspace: one parse and one index walk per Swift file, in
/// parallel, then the project pass, then suppressions, configuration and sorting.
public struct Engine: Sendable {
    public let configuration: Configuration
    public let rulebook: Rulebook
    public let checks: [any Check.Type]
    public let jobs: Int
    /// When set, the run adds the time of each stage and each check to it (`check --timings`).
    public let timings: CheckTimings?
    /// When set, file-pass results and final findings are kept between runs (`ResultCache`).
    public let cache: ResultCache?
    /// When set, counts the Swift files done, for `check`'s progress line.
    public var progress: RunProgress?

    public init(configuration: Configuration = Configuration(), rulebook: Rulebook = .bundled,
                checks: [any Check.Type], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                timings: CheckTimings? = nil, cache: ResultCache? = nil) {
        self.configuration = configuration
        self.rulebook = rulebook
        self.checks = checks
        self.jobs = max(1, jobs)
        self.timings = timings
        self.cache = cache
    }

    /// The outcome of a run: sorted findings plus the files passed over.
    public struct Report: Sendable {
        public var root: String
        public var findings: [Finding]
        public var filesChecked: Int
        public var checksRun: [String]
    }

    /// Checks whose rule is enabled by the configuration and selected by `only`; an opt-in
    /// check only when the configuration turns it on, or `only` names it by its check id.
    public func enabledChecks(only: [String] = []) -> [any Check.Type] {
        checks.filter { check in
            let description = check.description
            if !only.isEmpty, !only.contains(where: { $0 == description.id || Rulebook.selector($0, matches: description.ruleId) }) {
                return false
            }
            return configuration.setting(ruleId: description.ruleId, checkId: description.id).enabled
                ?? (description.optIn == nil || only.contains(description.id))
        }
    }

    public func run(files: [WorkspaceFile], root: String, only: [String] = []) -> Report {
        // Platform folders that ship nothing: an iOS scaffold a Flutter app never builds, a web-only
        // Flutter app's phone scaffolds, an iOS host only the simulator runs (`UnshippedFolders`).
        let files = UnshippedFolders.dropping(from: files)
        let active = enabledChecks(only: only)
        // Each description read once here: a check's static `description` costs a lazy-global
        // check and a copy per access, and the file pass asks it for every check on every file.
        let kindsPresent = Set(files.map(\.kind))
        let fileChecks = active.compactMap { check in check.asFileCheck.map { FileCheck(type: $0, description: $0.description) } }
            .filter { $0.type.documentsRead.map { !$0.isDisjoint(with: kindsPresent) } ?? true }
        let projectChecks = active.compactMap { $0.asProjectCheck }
        let fileFacts = Set(active.flatMap { $0.fileFacts })
        let swiftInputs = files.filter { $0.kind == .swift }
        let maxFileSize = configuration.maxFileSize
        let checksRun = active.map { $0.description.id }.sorted()
        let timings = self.timings
        let session = cache.map { cache in
            CheckTimings.measure(timings, "cache") {
                CacheSession(cache: cache, root: root, context: ResultCache.context(configuration: configuration, rulebook: rulebook, checks: active,
                                                                                 fileChecks: fileChecks.map(\.description.id), only: only),
                             files: files, jobs: jobs)
            }
        }
        if let session, let findings = CheckTimings.measure(timings, "cache", session.cachedFindings) {
            return Report(root: root, findings: findings, filesChecked: files.count, checksRun: checksRun)
        }
        // The first worker reads the plists and Xcode projects (a large project.pbxproj takes
        // as long as parsing dozens of Swift files) while the others parse and index files
        // ahead; a file's checks wait for it, since they need the file's target.
        let pendingProject = Pending<Project>()
        let progress = self.progress
        progress?.start(total: swiftInputs.count)
        let results = Engine.forEach(
            swiftInputs, jobs: jobs,
            first: { pendingProject.fulfil(CheckTimings.measure(timings, "project files") { Project(root: root, files: files) }) },
            ready: { pendingProject.isFulfilled },
            prepare: { Engine.prepare($0, maxFileSize: maxFileSize, timings: timings, session: session) },
            finish: {
                defer { progress?.fileDone() }
                return Engine.finish($0, checks: fileChecks, fileFacts: fileFacts, maxFileSize: maxFileSize, timings: timings, session: session) {
                    pendingProject.value.resolver.target(for: $0)
                }
            })
        let project = pendingProject.value

        var findings: [Finding] = []
        var suppressions: [String: Suppressions] = [:]
        for (input, result) in zip(swiftInputs, results) {
            findings += result.findings
            if let parsed = result.parsed {
                suppressions[input.path] = parsed.suppressions
                project.swiftFiles.append((input.path, parsed.target))
                project.facts.merge(result.facts)
            }
        }
        for (path, reason) in project.unreadable {
            findings.append(Finding(
                ruleId: ToolNotice.unreadableInput, checkId: ToolNotice.unreadableInput, severity: .note, confidence: .high,
                message: "Skipped: \(reason). Checks that need this file did not run on it.",
                position: SourcePosition(path: path, line: 1, column: 1)))
        }
        project.model = CheckTimings.measure(timings, "project model") { ProjectModel(project: project) }
        // Built here rather than by the first Android check, so its time is its own and no
        // project check waits on the memo's lock while it is built.
        if projectChecks.contains(where: { $0.languageModel == .android }), project.hasAndroidFiles {
            CheckTimings.measure(timings, "android model") { _ = project.android }
        }
        if projectChecks.contains(where: { $0.languageModel == .flutter }), project.hasFlutterFiles {
            CheckTimings.measure(timings, "flutter model") { _ = project.flutter }
        }
        if projectChecks.contains(where: { $0.languageModel == .reactNative }), project.hasReactNative {
            CheckTimings.measure(timings, "react native model") { _ = project.reactNative }
        }
        // Project checks only read the project (the screen graph is built once, under a lock),
        // so they run side by side; each writes its own slot, and slots are read in check order.
        let projectResults = ResultSlots<[Finding]>(count: projectChecks.count)
        let runProjectCheck: @Sendable (Int) -> Void = { index in
            let check = projectChecks[index]
            var output = CheckOutput(check: check.description)
            CheckTimings.measure(timings, check.description.id) { check.init().check(project, &output) }
            projectResults.store(index, output.findings)
        }
        if jobs > 1 {
            DispatchQueue.concurrentPerform(iterations: projectChecks.count, execute: runProjectCheck)
        } else {
            (0..<projectChecks.count).forEach(runProjectCheck)
        }
        findings += projectResults.values.compactMap { $0 }.flatMap { $0 }
        // The other languages' models: their suppression comments, and the files they could not read.
        let languageModels: [(suppressions: [String: Suppressions], unreadable: [(path: String, reason: String)])] = [
            project.androidIfBuilt.map { ($0.suppressions, $0.unreadable) },
            project.flutterIfBuilt.map { ($0.suppressions, $0.unreadable) },
            project.reactNativeIfBuilt.map { ($0.suppressions, $0.unreadable) },
            project.interfaceBuilderIfBuilt.map { ($0.suppressions, []) },
        ].compactMap { $0 }
        for model in languageModels {
            suppressions.merge(model.suppressions) { swift, _ in swift }
            for (path, reason) in model.unreadable {
                findings.append(Finding(
                    ruleId: ToolNotice.unreadableInput, checkId: ToolNotice.unreadableInput, severity: .note, confidence: .high,
                    message: "Skipped: \(reason). Checks that need this file did not run on it.",
                    position: SourcePosition(path: path, line: 1, column: 1)))
            }
        }
        findings = Engine.inScope(findings, checks: active, project: project)
        findings = Engine.withoutAppStoreHarms(findings, checks: active, project: project)
        findings = applySuppressions(findings, suppressions, only: only)
        findings = findings.compactMap(applyConfiguration)
        findings.sort(by: Finding.reportOrder)
        session?.store(findings: findings)
        return Report(root: root, findings: findings, filesChecked: files.count, checksRun: checksRun)
    }

    /// What the parse floor did: the Swift files it parsed and their size, and those it skipped.
    public struct ParseFloor: Sendable {
        public var filesParsed: Int
        public var bytesParsed: Int
        public var filesSkipped: Int
    }

    /// The floor under `run`, for the benchmark: the same Swift files, read and refused
    /// the same way, on the same worker threads, and parsed, with nothing else done
    /// (no rulebook, no project files, no index, no checks).
    public static func parseFloor(files: [WorkspaceFile], jobs: Int, maxFileSize: Int) -> ParseFloor {
        let swiftInputs = files.filter { $0.kind == .swift }
        let sizes = Engine.forEach(swiftInputs, jobs: jobs, prepare: { input -> (Int?, bytes: Int) in
            guard let text = try? Engine.readSource(input, maxFileSize: maxFileSize) else { return (nil, 0) }
            return (SwiftFile.parse(text).totalLength.utf8Length, text.utf8.count)
        }, finish: { $0 })
        let parsed = sizes.compactMap { $0 }
        return ParseFloor(filesParsed: parsed.count, bytesParsed: parsed.reduce(0, +), filesSkipped: sizes.count - parsed.count)
    }

    /// How much source a worker parses ahead while `run` waits for the project files.
    static let parseAheadBytes = 512 * 1024

    /// Runs `first`, then every input through `prepare` and `finish`, on `jobs` threads, each
    /// taking the next task when it is done, and returns the results in input order. At most
    /// `jobs` files are open at once. `first` is the first task taken, so nothing waits on a
    /// thread that has not started it. While `ready()` is false, a worker prepares further
    /// files (up to `parseAheadBytes` of source) before it finishes any, instead of idling.
    package static func forEach<Prepared, Result: Sendable>(
        _ inputs: [WorkspaceFile], jobs: Int, first: @Sendable () -> Void = {}, ready: @Sendable () -> Bool = { true },
        prepare: @Sendable (WorkspaceFile) -> (Prepared, bytes: Int), finish: @Sendable (Prepared) -> Result
    ) -> [Result] {
        let results = ResultSlots<Result>(count: inputs.count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(inputs.count, 1))) { _ in
            var ahead: [(index: Int, prepared: Prepared)] = []
            var aheadBytes = 0
            func finishAhead() {
                for (index, prepared) in ahead { results.store(index, finish(prepared)) }
                ahead.removeAll()
                aheadBytes = 0
            }
            while let task = next.take(below: inputs.count + 1) {
                if task == 0 { first(); continue }
                let (prepared, bytes) = prepare(inputs[task - 1])
                ahead.append((task - 1, prepared))
                aheadBytes += bytes
                if ready() || aheadBytes >= parseAheadBytes { finishAhead() }
            }
            finishAhead()
        }
        return results.values
    }

    /// What one Swift file yields: findings, facts, and its target and suppression comments
    /// (nil when the file was skipped).
    struct FileResult: Sendable {
        package var findings: [Finding]
        package var facts: FactStore
        package var parsed: (target: BuildTarget, suppressions: Suppressions)?
    }

    /// A Swift file read, parsed and indexed, not yet checked; or the reason it was skipped; or
    /// its cached result, good if the file's target is still the one it was computed for.
    enum PreparedFile {
        /// `content` is the SHA-256 of the bytes read, when the run has a cache.
        case parsed(path: String, text: String, tree: SourceFileSyntax, index: SwiftFileIndex, content: String?)
        case skipped(FileResult)
        case cached(ResultCache.Stored<ResultCache.FileEntry>, WorkspaceFile)
    }

    /// Reads, parses and indexes one file: everything that does not need its target. With a
    /// cache, takes the file's entry instead when `lookUp` and there is one.
    static func prepare(_ input: WorkspaceFile, maxFileSize: Int, timings: CheckTimings?, session: CacheSession? = nil,
                        lookUp: Bool = true) -> (PreparedFile, bytes: Int) {
        if lookUp, let session, let entry = CheckTimings.measure(timings, "cache", { session.fileEntry(for: input) }) {
            return (.cached(entry, input), 0)
        }
        do {
            let data = try CheckTimings.measure(timings, "read") { try input.readData() }
            let text = try checkedSource(data, input, maxFileSize: maxFileSize)
            let content = session.map { _ in CheckTimings.measure(timings, "cache") { SHA256.hex(data) } }
            let tree = CheckTimings.measure(timings, "parse") { SwiftFile.parse(text) }
            let index = CheckTimings.measure(timings, "index") { SwiftFileIndex(tree) }
            return (.parsed(path: input.path, text: text, tree: tree, index: index, content: content), text.utf8.count)
        } catch InputError.encrypted {
            return (.skipped(FileResult(findings: [], facts: FactStore(), parsed: nil)), 0)
        } catch {
            return (.skipped(FileResult(findings: [skipped(input.path, "\(error)")], facts: FactStore(), parsed: nil)), 0)
        }
    }

    /// Runs the checks on a prepared file, once its target is known (which may wait for the
    /// project files to be read).
    /// A file check with its description, read once per run.
    struct FileCheck: Sendable {
        let type: any SwiftFileCheck.Type
        let description: CheckDescription
    }

    static func finish(_ prepared: PreparedFile, checks: [FileCheck], fileFacts: Set<FileFact>, maxFileSize: Int,
                       timings: CheckTimings?, session: CacheSession? = nil, target: (String) -> BuildTarget) -> FileResult {
        let file: SwiftFile
        let content: String?
        switch prepared {
        case .skipped(let result): return result
        case let .cached(stored, input):
            let entry = stored.entry
            if entry.target == target(input.path) {
                return FileResult(findings: entry.findings, facts: FactStore(encoded: stored.facts), parsed: (entry.target, entry.suppressions))
            }
            let parsed = prepare(input, maxFileSize: maxFileSize, timings: timings, session: session, lookUp: false).0
            return finish(parsed, checks: checks, fileFacts: fileFacts, maxFileSize: maxFileSize, timings: timings, session: session, target: target)
        case let .parsed(path, text, tree, index, hash):
            file = SwiftFile(path: path, text: text, tree: tree, index: index, target: target(path))
            content = hash
        }
        var findings: [Finding] = []
        var facts = FactStore()
        CoreFacts.collect(file, into: &facts, timings: timings)
        if fileFacts.contains(.launchPathCalls) {
            CheckTimings.measure(timings, "launch-path calls") {
                for call in file.launchPathCalls { facts.add(call, for: LaunchPathCall.facts) }
                for edge in file.functionCallEdges { facts.add(edge, for: FunctionCallEdge.facts) }
            }
        }
        let scope = FileOutline.scope(of: file.target)
        for check in checks where check.description.scopes.contains(scope) {
            var output = CheckOutput(check: check.description)
            CheckTimings.measure(timings, check.description.id) { check.type.init().check(file, &output) }
            findings += output.findings
            facts.merge(output.facts)
        }
        file.dropSharedFacts()
        let comments = file.comments(containing: Suppressions.marker)
        let suppressions = comments.isEmpty ? Suppressions() : Suppressions(comments: comments, lineCount: file.lineCount)
        let result = FileResult(findings: findings, facts: facts, parsed: (file.target, suppressions))
        if let session, let content { CheckTimings.measure(timings, "cache") { session.store(result, path: file.path, content: content) } }
        return result
    }

    /// The findings inside their check's scopes: a finding in a preview (SwiftUI or Compose), in
    /// `#if DEBUG` code, in an Android test or debug source set, or in a declaration only debug code reaches is dropped unless its check asks for that scope.
    /// Tool notices have no check and are kept.
    static func inScope(_ findings: [Finding], checks: [any Check.Type], project: Project) -> [Finding] {
        let scopes = Dictionary(checks.map { ($0.description.id, $0.description.scopes) }, uniquingKeysWith: { first, _ in first })
        return findings.filter { finding in
            guard let wanted = scopes[finding.checkId] else { return true }
            return wanted.contains(project.scope(at: finding.position))
        }
    }

    /// The findings without those of `appStoreOnly` checks on the iOS side of a project whose
    /// release builds never reach the App Store (`Project.releasedOutsideAppStore`). Findings in
    /// Android files stay: the evidence is about the iOS app, and Google Play has its own review.
    static func withoutAppStoreHarms(_ findings: [Finding], checks: [any Check.Type], project: Project) -> [Finding] {
        let storeOnly = Set(checks.compactMap { check in check.description.appStoreOnly ? check.description.id : nil })
        guard !storeOnly.isEmpty, findings.contains(where: { storeOnly.contains($0.checkId) }),
              project.releasedOutsideAppStore != nil else { return findings }
        return findings.filter { finding in
            !storeOnly.contains(finding.checkId) || (FileKind.classify(finding.position.path)?.isAndroid ?? false)
        }
    }

    /// Reads Swift source, refusing what is not text, or is too large or shaped to parse in bounded time.
    static func readSource(_ input: WorkspaceFile, maxFileSize: Int) throws -> String {
        try checkedSource(input.readData(), input, maxFileSize: maxFileSize)
    }

    private static func checkedSource(_ data: Data, _ input: WorkspaceFile, maxFileSize: Int) throws -> String {
        if data.count > maxFileSize { throw InputError.tooLarge(input.path, data.count) }
        if data.starts(with: gitCryptHeader) { throw InputError.encrypted(input.path) }
        if data.withUnsafeBytes({ $0.count > 0 && memchr($0.baseAddress!, 0, $0.count) != nil }) { throw InputError.binary(input.path) }
        guard let text = String(data: data, encoding: .utf8) else { throw InputError.notUTF8(input.path) }
        if let reason = SwiftFile.parserTrap(in: text) { throw InputError.parserTrap(input.path, reason) }
        return text
    }

    /// The first bytes of a file git-crypt keeps encrypted in the repository: the project means
    /// the file to be unreadable without its key, so skipping it says nothing worth a notice.
    static let gitCryptHeader = Data("\0GITCRYPT\0".utf8)

    package static func skipped(_ path: String, _ reason: String) -> Finding {
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
            for (index, directive) in table.directives.enumerated() where !(used[path]?.contains(index) ?? false) && !namesOnlyTurnedOff(directive) {
                let ids = directive.ids.isEmpty ? "no ids" : directive.ids.joined(separator: ", ")
                kept.append(Finding(
                    ruleId: ToolNotice.unusedSuppression, checkId: ToolNotice.unusedSuppression, severity: .note, confidence: .high,
                    message: "This thumbrule:disable comment (\(ids)) suppresses nothing; remove it, or check the id with `thumbrule rules`.",
                    position: SourcePosition(path: path, line: directive.line, column: 1)))
            }
        }
        return kept
    }

    /// A suppression of rules the configuration turned off silences nothing because nothing runs,
    /// not because it is stale, so it is not reported.
    private func namesOnlyTurnedOff(_ directive: Suppressions.Directive) -> Bool {
        !directive.ids.isEmpty && directive.ids.allSatisfy { id in
            let ruleId = checks.first { $0.description.id == id }?.description.ruleId ?? id
            return configuration.setting(ruleId: ruleId, checkId: id).enabled == false
        }
    }

    /// Sets each finding's severity from its rule's priority and its confidence, then the config.
    /// The tool's own notices keep their severity but can be turned off by id.
    private func applyConfiguration(_ finding: Finding) -> Finding? {
        var finding = finding
        let setting = configuration.setting(ruleId: finding.ruleId, checkId: finding.checkId)
        if setting.enabled == false { return nil }
        guard !finding.ruleId.hasPrefix("thumbrule.") else { return finding }
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
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    package init(count: Int) { slots = Array(repeating: nil, count: count) }

    package func store(_ index: Int, _ result: Value) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    /// Every slot's value, once all have been stored.
    package var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// A value one worker thread produces and others may wait for.
package final class Pending<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var stored: Value?

    func fulfil(_ value: Value) {
        condition.lock()
        stored = value
        condition.broadcast()
        condition.unlock()
    }

    var isFulfilled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stored != nil
    }

    package var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while stored == nil { condition.wait() }
        return stored!
    }
}

/// Hands out work indices to worker threads.
final class Counter: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()

    package func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }
}
