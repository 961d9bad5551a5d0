import ThumbruleRules

/// A house-rule file: parsed and linted together with nothing else, as `rulebook lint` does.
@Sendable func fuzzRulebook(_ bytes: [UInt8]) {
    let rulebook = Rulebook(sources: [(path: "house/rules.md", text: String(decoding: bytes, as: UTF8.self))])
    for rule in rulebook.rules { _ = rulebook.citers(of: rule.id) }
}
