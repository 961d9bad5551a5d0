import ThumbruleRules

/// Which rules a review scores: the rules every screen owes, the areas every screen is
/// judged on, the areas the briefs open or close, and the areas the code shows it uses.
/// The briefs keep the last word: an area a brief closes stays closed whatever the code
/// shows, and an area only the code opens is flagged so the team confirms it in the brief.
public struct ReviewScope: Sendable, Codable, Equatable {
    /// Rules from other areas that hold for every screen, whatever its brief says.
    public static let alwaysInScope = [
        "nav-back", "nav-modal", "motion-reduced", "l10n-strings", "perm-purpose-string", "priv-declared",
    ]
    /// Areas every screen is judged on unless its brief closes them with a reason; `store`
    /// too, since every build that ships goes through a store's upload checks.
    public static let baseAreas = ["a11y", "touch", "type", "color", "layout", "copy", "state", "button", "store"]
    /// The rule whose checks decide whether a brief's primary action is the screen's one prominent control.
    public static let primaryActionRule = "button-one-primary"

    /// Where a rule in scope comes from, in the order a rule is counted under the first that applies.
    public enum Source: String, Sendable, Codable, CaseIterable {
        case base, always, brief, code
    }

    /// Areas in scope, in rulebook order.
    public var areas: [String]
    /// Rule ids in scope, in rulebook order.
    public var rules: [String]
    /// Areas a brief closed, with the reason.
    public var closed: [String: String]
    /// Areas a brief (or `--open`) opened.
    public var opened: [String]
    /// Areas in scope because the code uses them and no brief mentions them.
    public var openedByCode: [String]
    /// What the code showed for each area it uses, including areas a brief opened or closed.
    public var evidence: [String: [AreaSighting]]
    /// How many rules in scope come from each source.
    public var counts: [Source: Int]

    /// The scope for the briefs' open and closed areas (a screen brief's overriding the
    /// product brief's), plus any extra areas, plus the areas the code uses that no brief names.
    public init(rulebook: Rulebook, open: [String] = [], closed: [String: String] = [:], detected: [String: [AreaSighting]] = [:]) {
        let known = Set(rulebook.areas.map(\.prefix))
        let closedAreas = Set(closed.keys)
        let briefOpened = Set(open).subtracting(closedAreas)
        let mentioned = Set(open).union(closedAreas)
        let byCode = Set(detected.keys).intersection(known).subtracting(mentioned).subtracting(ReviewScope.baseAreas)
        let wanted = Set(ReviewScope.baseAreas).union(briefOpened).union(byCode).subtracting(closedAreas)
        let order = rulebook.areas.map(\.prefix)
        self.areas = order.filter(wanted.contains)
        self.opened = order.filter { briefOpened.contains($0) && !ReviewScope.baseAreas.contains($0) }
        self.openedByCode = order.filter(byCode.contains)
        let always = Set(ReviewScope.alwaysInScope)
        var counts: [Source: Int] = [:]
        var rules: [String] = []
        for rule in rulebook.rules {
            let source: Source
            if ReviewScope.baseAreas.contains(rule.area), wanted.contains(rule.area) {
                source = .base
            } else if always.contains(rule.id) {
                source = .always
            } else if wanted.contains(rule.area) {
                source = byCode.contains(rule.area) ? .code : .brief
            } else {
                continue
            }
            rules.append(rule.id)
            counts[source, default: 0] += 1
        }
        self.rules = rules
        self.closed = closed
        self.evidence = detected.filter { known.contains($0.key) }
        self.counts = counts
    }

    /// The number of rules in scope from a source.
    public func count(_ source: Source) -> Int { counts[source] ?? 0 }

    private enum CodingKeys: String, CodingKey {
        case areas, rules, closed, opened, openedByCode, evidence, counts
    }

    /// Archives written before the code opened areas lack the newer keys; they read as empty.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        areas = try container.decode([String].self, forKey: .areas)
        rules = try container.decode([String].self, forKey: .rules)
        closed = try container.decode([String: String].self, forKey: .closed)
        opened = try container.decodeIfPresent([String].self, forKey: .opened) ?? []
        openedByCode = try container.decodeIfPresent([String].self, forKey: .openedByCode) ?? []
        evidence = try container.decodeIfPresent([String: [AreaSighting]].self, forKey: .evidence) ?? [:]
        let named = try container.decodeIfPresent([String: Int].self, forKey: .counts) ?? [:]
        counts = Dictionary(uniqueKeysWithValues: named.compactMap { key, value in Source(rawValue: key).map { ($0, value) } })
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(areas, forKey: .areas)
        try container.encode(rules, forKey: .rules)
        try container.encode(closed, forKey: .closed)
        try container.encode(opened, forKey: .opened)
        try container.encode(openedByCode, forKey: .openedByCode)
        try container.encode(evidence, forKey: .evidence)
        try container.encode(Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) }), forKey: .counts)
    }
}
