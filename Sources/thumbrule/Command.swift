import Foundation
import ThumbruleChecks
import ThumbruleCore
import ThumbruleRules

/// One CLI command: its words, its usage text, and a run that returns the exit code.
protocol Command {
    static var summary: String { get }
    static var usage: String { get }
    static var options: Set<String> { get }
    static var flags: Set<String> { get }
    static func run(_ arguments: Arguments) throws -> Int32
}

enum Console {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("thumbrule: \(message)\n".utf8))
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func mainUsage(_ commands: [String: Command.Type]) -> String {
        let lines = commands.keys.sorted().map { name in
            "  " + name.padding(toLength: 10, withPad: " ", startingAt: 0) + commands[name]!.summary
        }
        return """
        thumbrule \(ThumbruleVersion.current): checks mobile app source against the Thumbrule rulebook.

        usage: thumbrule <command> [options]

        commands:
        \(lines.joined(separator: "\n"))

        Run 'thumbrule <command> --help' for a command's options.
        """
    }

    /// After a usage error: the command's first usage line and where the rest is, not the whole help.
    static func usageHint(_ command: String, usage: String) -> String {
        let line = usage.split(separator: "\n").first.map(String.init) ?? "usage: thumbrule \(command)"
        return "\(line.trimmingCharacters(in: .whitespaces)) …\nrun 'thumbrule \(command) --help' for all options"
    }

    /// Loads the configuration from --config, or from .thumbrule.json above the root.
    /// A `rules` key that names nothing is an error, so a typo never turns a rule off silently.
    static func configuration(_ arguments: Arguments, root: String) throws -> Configuration {
        if let path = arguments.value("config") {
            guard FileManager.default.fileExists(atPath: path) else { throw UsageError("no configuration file at \(path)") }
        }
        let configuration = try ProjectInput.configuration(root: root, path: arguments.value("config"))
        for key in configuration.rules.keys.sorted() where !Selectors.isKnown(key, allowNotices: true) {
            throw ConfigurationError(path: configuration.source ?? Configuration.fileName, jsonPath: "$.rules.\(key)",
                                     message: "names no rule, area, check or notice; nearest: \(Selectors.nearest(key, allowNotices: true).joined(separator: ", "))")
        }
        return configuration
    }

    static var currentDirectory: String { FileManager.default.currentDirectoryPath }
}

/// What `--only` and the configuration's `rules` keys may name: a rule id, an area or id
/// prefix, a check id, and (in the configuration) the tool's own notice ids.
enum Selectors {
    static func isKnown(_ selector: String, allowNotices: Bool = false) -> Bool {
        Rulebook.bundled.ruleIds.contains { Rulebook.selector(selector, matches: $0) }
            || CheckRegistry.check(selector) != nil
            || (allowNotices && ToolNotice.all.contains { $0.id == selector })
    }

    /// Throws a usage error for the first `--only` value that names nothing.
    static func validateOnly(_ selectors: [String]) throws {
        for selector in selectors where !isKnown(selector) {
            throw UsageError("--only \(selector) matches no rule, area or check; nearest: \(nearest(selector).joined(separator: ", "))")
        }
    }

    /// The valid ids nearest to an unknown one by edit distance, closest first.
    static func nearest(_ unknown: String, allowNotices: Bool = false, limit: Int = 3) -> [String] {
        let rulebook = Rulebook.bundled
        var candidates = Set(rulebook.ruleIds).union(rulebook.areas.map(\.prefix)).union(CheckRegistry.all.map { $0.description.id })
        if allowNotices { candidates.formUnion(ToolNotice.all.map(\.id)) }
        let scored = candidates.map { ($0, editDistance(unknown, $0)) }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
