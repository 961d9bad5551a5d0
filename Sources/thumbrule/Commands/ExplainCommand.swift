import ThumbruleReview
import ThumbruleRules


enum ExplainCommand: Command {
    static let summary = "Print a rule in full, what it cites, and the checks that implement it"
    static let usage = """
    usage: thumbrule explain <rule-id>

    An unknown id exits 1 and suggests the nearest ids.
    """
    static let options: Set<String> = []
    static let flags: Set<String> = []

    static func run(_ arguments: Arguments) throws -> Int32 {
        guard let id = arguments.positional.first, arguments.positional.count == 1 else { throw UsageError("explain takes one rule id") }
        let rulebook = Rulebook.bundled
        guard let rule = rulebook.rule(id) else {
            Console.error("no rule '\(id)'. Nearest: \(rulebook.suggestions(for: id).joined(separator: ", "))")
            return 1
        }
        Console.write(RuleExplanation(rule: rule, rulebook: rulebook).render())
        return 0
    }
}
