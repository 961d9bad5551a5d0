import ThumbruleCore

/// A value a file reads through a helper of the project (`plan.wasPrice(for:)`,
/// `.font(Theme.fine())`) that the file pass cannot see into. The file pass records the read,
/// and the helpers of the kind the check looks for from whichever file declares them; the
/// project pass keeps the reads whose helper is one of those.
struct HelperRead: Codable, Sendable {
    let position: SourcePosition
    let helper: String
}

extension Project {
    /// The recorded reads whose helper was recorded, from any file, under `helpers`.
    func helperReads(_ reads: FactKey<HelperRead>, through helpers: FactKey<String>) -> [HelperRead] {
        let names = Set(facts.values(helpers))
        return facts.values(reads).filter { names.contains($0.helper) }
    }
}
