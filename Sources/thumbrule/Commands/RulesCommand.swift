import ThumbruleChecks
import ThumbruleRules


enum RulesCommand: Command {
    static let summary = "List the rulebook's rules and the checks that serve them"
    static let usage = """
    usage: thumbrule rules [--only ids,prefixes]

    One line per rule: id, priority, evidence, the number of checks, and the description.
    """
    static let options: Set<String> = ["only"]
    static let flags: Set<String> = []

    static func run(_ arguments: Arguments) throws -> Int32 {
        let rules = Rulebook.bundled.rules(matching: arguments.list("only"))
        guard !rules.isEmpty else { throw UsageError("--only matches no rule") }
        let width = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            let checks = CheckRegistry.checks(forRule: rule.id).count
            let checkText = checks == 0 ? "        " : "\(checks) check\(checks == 1 ? " " : "s")"
            Console.write("\(rule.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(rule.priority.rawValue)  \(rule.evidence.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0))  \(checkText)  \(rule.description)\n")
        }
        return 0
    }
}
