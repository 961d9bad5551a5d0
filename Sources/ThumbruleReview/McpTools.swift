import Foundation
import ThumbruleCore
import ThumbruleReport
import ThumbruleRules

/// The tools `thumbrule mcp` serves: `check`, `explain`, `rubric` and `review`, each with a
/// JSON schema for its arguments. Bad arguments come back as a tool error the agent can
/// read and correct, never as a crash.
public struct McpTools: Sendable {
    public struct Outcome {
        public var text: String
        public var isError: Bool
    }

    struct ArgumentError: Error {
        package let message: String
    }

    public let currentDirectory: String
    public let rulebook: Rulebook
    let now: @Sendable () -> Date

    public init(currentDirectory: String, rulebook: Rulebook = .bundled, now: @escaping @Sendable () -> Date = { Date() }) {
        self.currentDirectory = currentDirectory
        self.rulebook = rulebook
        self.now = now
    }

    public var names: [String] { ["check", "explain", "rubric", "review"] }

    static var stringList: [String: Any] { ["type": "array", "items": ["type": "string"]] }

    /// The `tools/list` entries.
    public var definitions: [[String: Any]] {
        func schema(_ properties: [String: [String: Any]], required: [String] = []) -> [String: Any] {
            ["type": "object", "properties": properties, "required": required, "additionalProperties": false]
        }
        func list(_ description: String) -> [String: Any] { McpTools.stringList.merging(["description": description]) { $1 } }
        let judgment: [String: Any] = [
            "type": "object",
            "properties": [
                "score": ["type": "integer", "minimum": 1, "maximum": 5],
                "evidence": ["type": "string", "enum": Judgment.Evidence.allCases.map(\.rawValue)],
                "note": ["type": "string"],
            ],
            "required": ["score", "evidence"],
            "additionalProperties": false,
        ]
        return [
            [
                "name": "check",
                "title": "Check app source",
                "description": "Check Swift source, Info.plists and Xcode projects against the Thumbrule rulebook. Returns the findings as JSON: rule id, check id, severity, message with what to do instead, path, line and column.",
                "inputSchema": schema([
                    "paths": list("Files or folders to check, relative to the server's working folder; the folder itself when empty."),
                    "only": list("Rule ids, area prefixes (ads, pay) or check ids to run; all when empty."),
                ]),
            ],
            [
                "name": "explain",
                "title": "Explain a rule",
                "description": "Print one rule in full: rationale, facts, what to do instead, its Verify sentence and Device procedure, what it cites and what cites it, and the checks that implement it with examples.",
                "inputSchema": schema(["id": ["type": "string", "description": "A rule id such as pay-price-source."]], required: ["id"]),
            ],
            [
                "name": "rubric",
                "title": "Review rubric",
                "description": "The review checklist: one row per rule with severity, evidence and Verify sentence, the Device notes per area, and the checks that settle each rule automatically. With scope (implied by paths, screen or open), only the rules review would score: the base areas, the rules every screen owes, the areas the briefs open and the areas the code uses, less those a brief closes.",
                "inputSchema": schema([
                    "only": list("Areas (ads), id prefixes or rule ids; every rule when empty."),
                    "format": ["type": "string", "enum": ["markdown", "json", "ids"], "description": "markdown (default), json or ids."],
                    "scope": ["type": "boolean", "description": "Cut the rubric to the review scope of the server's working folder (default false)."],
                    "paths": list("Files or folders whose review scope to use, relative to the server's working folder."),
                    "screen": ["type": "string", "description": "A screen brief name: the scope of that screen's code and brief."],
                    "open": list("Rule areas to add to the scope."),
                ]),
            ],
            [
                "name": "review",
                "title": "Review a screen or project",
                "description": "Score every rule in scope from 1 to 5: errors score 1, warnings 2 or 3, clean checks 5; device and judgment rules are marked needs device or needs review with their procedure. The scope is the base areas, the rules every screen owes, the areas PRODUCT.md or the screen brief opens and the areas the code uses (listed with what showed them), less those a brief closes. Merges judgments given in scores (device evidence overrides source), archives the run in .thumbrule/review/ and reports the trend.",
                "inputSchema": schema([
                    "paths": list("Files or folders to check, relative to the server's working folder; the folder itself when empty."),
                    "screen": ["type": "string", "description": "A screen brief name: .thumbrule/screens/<screen>.md sets the scope and the screen's files."],
                    "open": list("Rule areas to add to the scope beyond the base areas."),
                    "scores": ["type": "object", "description": "Judgments by rule id.", "additionalProperties": judgment],
                    "archive": ["type": "boolean", "description": "Write the run to .thumbrule/review/ (default true)."],
                    "format": ["type": "string", "enum": ["markdown", "json"], "description": "markdown (default) or json."],
                ]),
            ],
        ]
    }

    public func call(_ name: String, _ arguments: [String: Any]) -> Outcome {
        do {
            switch name {
            case "check": return try check(arguments)
            case "explain": return try explain(arguments)
            case "rubric": return try rubric(arguments)
            case "review": return try review(arguments)
            default: return Outcome(text: "unknown tool \(name)", isError: true)
            }
        } catch let error as ArgumentError {
            return Outcome(text: "Invalid arguments: \(error.message)", isError: true)
        } catch {
            return Outcome(text: "\(error)", isError: true)
        }
    }

    package func check(_ arguments: [String: Any]) throws -> Outcome {
        try McpTools.allow(arguments, ["paths", "only"])
        let run = try CheckRun(paths: try McpTools.strings(arguments, "paths"), currentDirectory: currentDirectory,
                               only: try McpTools.strings(arguments, "only"), rulebook: rulebook)
        return Outcome(text: JSONReporter().render(run.report), isError: false)
    }

    package func explain(_ arguments: [String: Any]) throws -> Outcome {
        try McpTools.allow(arguments, ["id"])
        guard let id = try McpTools.string(arguments, "id") else { throw ArgumentError(message: "id is required") }
        guard let rule = rulebook.rule(id) else {
            return Outcome(text: "no rule '\(id)'. Nearest: \(rulebook.suggestions(for: id).joined(separator: ", "))", isError: true)
        }
        return Outcome(text: RuleExplanation(rule: rule, rulebook: rulebook).render(), isError: false)
    }

    package func rubric(_ arguments: [String: Any]) throws -> Outcome {
        try McpTools.allow(arguments, ["only", "format", "scope", "paths", "screen", "open"])
        let format = try McpTools.string(arguments, "format") ?? "markdown"
        guard ["markdown", "json", "ids"].contains(format) else { throw ArgumentError(message: "format must be markdown, json or ids") }
        var scoped = false
        if let value = arguments["scope"] {
            guard JSONNumbers.isBoolean(value), let flag = value as? Bool else { throw ArgumentError(message: "scope must be true or false") }
            scoped = flag
        }
        let paths = try McpTools.strings(arguments, "paths"), screen = try McpTools.string(arguments, "screen"), open = try McpTools.strings(arguments, "open")
        scoped = scoped || !paths.isEmpty || screen != nil || !open.isEmpty
        let scope = scoped ? try ResolvedScope(paths: paths, currentDirectory: currentDirectory, screen: screen, open: open, rulebook: rulebook).scope : nil
        let rubric = try Rubric(rulebook: rulebook, only: try McpTools.strings(arguments, "only"), scope: scope)
        let text = format == "json" ? rubric.json() : format == "ids" ? rubric.ids() : rubric.markdown()
        return Outcome(text: text, isError: false)
    }

    package func review(_ arguments: [String: Any]) throws -> Outcome {
        try McpTools.allow(arguments, ["paths", "screen", "open", "scores", "archive", "format"])
        let format = try McpTools.string(arguments, "format") ?? "markdown"
        guard ["markdown", "json"].contains(format) else { throw ArgumentError(message: "format must be markdown or json") }
        var judgments: [String: Judgment] = [:]
        if let scores = arguments["scores"] {
            do {
                judgments = try Judgment.parse(decoded: scores, path: "scores", rulebook: rulebook)
            } catch let error as ConfigurationError {
                throw ArgumentError(message: error.description)
            }
        }
        var archive = true
        if let value = arguments["archive"] {
            guard JSONNumbers.isBoolean(value), let flag = value as? Bool else { throw ArgumentError(message: "archive must be true or false") }
            archive = flag
        }
        let request = ReviewRunner.Request(
            paths: try McpTools.strings(arguments, "paths"), currentDirectory: currentDirectory, screen: try McpTools.string(arguments, "screen"),
            open: try McpTools.strings(arguments, "open"), judgments: judgments, archive: archive, date: now())
        let outcome = try ReviewRunner(rulebook: rulebook).run(request)
        if format == "json" { return Outcome(text: SortedJSON.encode(outcome.card), isError: false) }
        var text = outcome.markdown + "\n" + outcome.trend
        if let archived = outcome.archived { text += "Archived: \(archived.json)\n" }
        for issue in outcome.briefIssues { text += "Brief: \(issue)\n" }
        for problem in outcome.productProblems { text += "Brief: \(problem)\n" }
        return Outcome(text: text, isError: false)
    }

    static func allow(_ arguments: [String: Any], _ known: [String]) throws {
        if let unknown = arguments.keys.sorted().first(where: { !known.contains($0) }) {
            throw ArgumentError(message: "unknown argument '\(unknown)'; this tool takes \(known.joined(separator: ", "))")
        }
    }

    static func strings(_ arguments: [String: Any], _ key: String) throws -> [String] {
        guard let value = arguments[key] else { return [] }
        guard let list = value as? [Any], let strings = list as? [String], strings.count == list.count else {
            throw ArgumentError(message: "\(key) must be an array of strings")
        }
        return strings
    }

    static func string(_ arguments: [String: Any], _ key: String) throws -> String? {
        guard let value = arguments[key] else { return nil }
        guard let string = value as? String else { throw ArgumentError(message: "\(key) must be a string") }
        return string
    }
}
