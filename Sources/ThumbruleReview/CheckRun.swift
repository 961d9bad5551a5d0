import Foundation
import ThumbruleChecks
import ThumbruleCore
import ThumbruleRules

/// One `check` of some paths as the CLI runs it: `ProjectInput` (the configuration and the
/// files), then the engine. Shared by `review` and the MCP `check` tool.
public struct CheckRun {
    public let root: String
    public let engine: Engine
    public let report: Engine.Report
    /// The files checked, for `--fix` to change and check again.
    public let files: [WorkspaceFile]
    public let skipped: [(path: String, reason: String)]

    public init(paths: [String], currentDirectory: String, only: [String] = [], configuration: Configuration? = nil,
                rulebook: Rulebook? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                timings: CheckTimings? = nil, progress: RunProgress? = nil, cache: CacheSetting = .off) throws {
        if !only.isEmpty, let unknown = CheckRun.unknownSelector(in: only, rulebook: rulebook ?? .bundled) {
            throw CheckRunError.unknownSelector(unknown)
        }
        // Findings need the rulebook only at the end: with more than one thread to use, read it
        // on another core while the files are found.
        if rulebook == nil, jobs > 1 { DispatchQueue.global().async { _ = Rulebook.bundled } }
        let input = try ProjectInput(paths: paths, currentDirectory: currentDirectory, configuration: configuration)
        self.root = input.root
        self.skipped = input.skipped
        self.files = input.files
        var engine = Engine(configuration: input.configuration, rulebook: rulebook ?? .bundled, checks: CheckRegistry.all, jobs: jobs, timings: timings,
                            cache: cache.cache(root: input.root))
        engine.progress = progress
        self.engine = engine
        self.report = engine.run(files: input.files, root: input.root, only: only)
    }

    /// The first `--only` selector that names no rule, area or check.
    public static func unknownSelector(in only: [String], rulebook: Rulebook) -> String? {
        only.first { selector in
            !rulebook.ruleIds.contains { Rulebook.selector(selector, matches: $0) } && CheckRegistry.check(selector) == nil
        }
    }
}

public enum CheckRunError: Error, CustomStringConvertible {
    case unknownSelector(String)

    public var description: String {
        switch self {
        case .unknownSelector(let selector): return "--only \(selector) matches no rule, area or check; see 'thumbrule rules'"
        }
    }
}
