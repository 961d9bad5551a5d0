import Foundation

/// The loaded rulebook: every area and rule, with the problems found while reading it.
public struct Rulebook: Sendable {
    public let areas: [RuleArea]
    public let rules: [Rule]
    public let issues: [RulebookIssue]
    private let byId: [String: Rule]

    /// The rulebook files compiled into Thumbrule, as `(rulebook/<area>.md, text)`, sorted.
    /// They are embedded at build time (the EmbedResources plugin), so nothing is read from
    /// disk and the binary works wherever it is copied.
    public static var bundledSources: [(path: String, text: String)] {
        EmbeddedResources.files.filter { $0.path.hasPrefix("rulebook/") && $0.path.hasSuffix(".md") }
    }

    /// The bundled rulebook, plus any house-rule folders.
    public static func load(extraFolders: [String] = []) throws -> Rulebook {
        var sources = bundledSources
        for folder in extraFolders {
            sources += try markdownFiles(in: folder, displayPrefix: folder)
        }
        return Rulebook(sources: sources)
    }

    /// The bundled rulebook, loaded once per process.
    public static let bundled: Rulebook = {
        do { return try load() } catch { return Rulebook(sources: []) }
    }()

    /// Builds a rulebook from `(display path, text)` pairs and lints them together, holding
    /// every App Review guideline number to the citation table.
    public init(sources: [(path: String, text: String)], citationTable: CitationTable = .bundled) {
        var areas: [RuleArea] = []
        var rules: [Rule] = []
        var issues: [RulebookIssue] = []
        var citations: [(file: String, id: String, line: Int)] = []
        for source in sources.sorted(by: { $0.path < $1.path }) {
            let output = RulebookParser(file: source.path).parse(source.text)
            areas.append(output.area)
            rules += output.rules
            issues += output.issues
            citations += output.citations.map { (source.path, $0.id, $0.line) }
            for guideline in output.guidelineNumbers where citationTable.guideline(guideline.number) == nil {
                issues.append(RulebookIssue(file: source.path, line: guideline.line, message: "App Review Guideline \(guideline.number) is not in the citation table: check it against the current App Review Guidelines, then add it with its source and date to citations.json"))
            }
        }
        var byId: [String: Rule] = [:]
        for rule in rules where !rule.id.isEmpty {
            if let first = byId[rule.id] {
                issues.append(RulebookIssue(file: rule.file, line: rule.line, message: "duplicate id '\(rule.id)', first defined at \(first.file):\(first.line)"))
            } else {
                byId[rule.id] = rule
            }
        }
        let prefixes = Set(areas.map(\.prefix))
        for citation in citations where !byId.keys.contains(citation.id) {
            let prefix = String(citation.id.prefix { $0 != "-" })
            guard prefixes.contains(prefix) || Rulebook.citedPrefixes.contains(prefix) else { continue }
            issues.append(RulebookIssue(file: citation.file, line: citation.line, message: "'\(citation.id)' is cited but no rulebook file defines it"))
        }
        self.areas = areas
        self.rules = rules
        self.issues = issues.sorted()
        self.byId = byId
    }

    /// Prefixes whose backticked tokens always count as citations, even before their file exists.
    static let citedPrefixes: Set<String> = [
        "a11y", "ads", "auth", "bg", "button", "color", "copy", "data", "fb", "form", "icon", "l10n", "layout", "list",
        "media", "motion", "nav", "net", "notify", "off", "onboard", "pay", "perf", "perm", "priv", "sense", "set",
        "splash", "state", "store", "touch", "type",
    ]

    public func rule(_ id: String) -> Rule? { byId[id] }

    public var ruleIds: [String] { rules.map(\.id) }

    /// Rules that cite the given id.
    public func citers(of id: String) -> [Rule] {
        rules.filter { $0.citations.contains(id) }
    }

    /// Rules matching an `--only` selector: an exact id, an area prefix, or an id prefix.
    public func rules(matching selectors: [String]) -> [Rule] {
        guard !selectors.isEmpty else { return rules }
        return rules.filter { rule in selectors.contains { Rulebook.selector($0, matches: rule.id) } }
    }

    /// `ads` matches `ads-consent`; `ads-con` matches it too; an exact id matches itself.
    public static func selector(_ selector: String, matches id: String) -> Bool {
        id == selector || id.hasPrefix(selector + "-") || (selector.contains("-") && id.hasPrefix(selector))
    }

    /// The ids nearest to an unknown one, for "did you mean" suggestions.
    public func suggestions(for unknown: String, limit: Int = 3) -> [String] {
        let scored = rules.map { ($0.id, Rulebook.editDistance(unknown, $0.id) - ($0.id.contains(unknown) ? 5 : 0)) }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    private static func markdownFiles(in folder: String, displayPrefix: String) throws -> [(path: String, text: String)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw RulebookError.unreadableFolder(folder)
        }
        return try names.filter { $0.hasSuffix(".md") }.sorted().map { name in
            let path = (folder as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw RulebookError.unreadableFile(path)
            }
            return ((displayPrefix as NSString).appendingPathComponent(name), text)
        }
    }
}

public enum RulebookError: Error, CustomStringConvertible {
    case unreadableFolder(String)
    case unreadableFile(String)

    public var description: String {
        switch self {
        case .unreadableFolder(let path): return "cannot read the rulebook folder \(path)"
        case .unreadableFile(let path): return "cannot read \(path) as UTF-8 text"
        }
    }
}
