import ThumbruleRules

/// Which rules a review scores: the rules every screen owes, the areas every screen is
/// judged on, and the areas a screen brief opens or closes.
public struct ReviewScope: Sendable, Codable, Equatable {
    /// Rules from other areas that hold for every screen, whatever its brief says.
    public static let alwaysInScope = [
        "nav-back", "nav-modal", "motion-reduced", "l10n-strings", "perm-purpose-string", "priv-declared",
    ]
    /// Areas every screen is judged on unless its brief closes them with a reason.
    public static let baseAreas = ["a11y", "touch", "type", "color", "layout", "copy", "state", "button"]
    /// The rule whose checks decide whether a brief's primary action is the screen's one prominent control.
    public static let primaryActionRule = "button-one-primary"

    /// Areas in scope, in rulebook order.
    public var areas: [String]
    /// Rule ids in scope, in rulebook order.
    public var rules: [String]
    /// Areas a screen brief closed, with the reason.
    public var closed: [String: String]

    /// The scope for a screen brief's open and closed areas (none without a brief), plus any extra areas.
    public init(rulebook: Rulebook, open: [String] = [], closed: [String: String] = [:]) {
        let wanted = Set(ReviewScope.baseAreas + open).subtracting(closed.keys)
        self.areas = rulebook.areas.map(\.prefix).filter(wanted.contains)
        let always = Set(ReviewScope.alwaysInScope)
        self.rules = rulebook.rules.filter { wanted.contains($0.area) || always.contains($0.id) }.map(\.id)
        self.closed = closed
    }
}
