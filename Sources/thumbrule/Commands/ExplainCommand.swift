import ThumbruleChecks
import ThumbruleCore
import ThumbruleReview
import ThumbruleRules


enum ExplainCommand: Command {
    static let summary = "Print a rule, check, area or notice in full: what it says, cites and runs"
    static let usage = """
    usage: thumbrule explain <id>

    The id may be a rule id (type-scale), a check id (type-scale.swiftui-fixed-size),
    an area (ads), or one of the tool's own notice ids (thumbrule.skipped-file): every id
    a finding or the configuration shows. A check prints its rule in full. An unknown id
    exits 1 and suggests the nearest ids.
    """
    static let options: Set<String> = []
    static let flags: Set<String> = []

    static func run(_ arguments: Arguments) throws -> Int32 {
        guard let id = arguments.positional.first, arguments.positional.count == 1 else { throw UsageError("explain takes one id") }
        let rulebook = Rulebook.bundled
        if let rule = rulebook.rule(id) {
            Console.write(RuleExplanation(rule: rule, rulebook: rulebook).render())
        } else if let check = CheckRegistry.check(id), let rule = rulebook.rule(check.description.ruleId) {
            Console.write("\(id) is a check of rule \(rule.id): \(check.description.summary)\n\n")
            Console.write(RuleExplanation(rule: rule, rulebook: rulebook).render())
        } else if let notice = ToolNotice.all.first(where: { $0.id == id }) {
            Console.write("\(notice.id)  [Thumbrule's own notice, not a rulebook rule]\n\(notice.summary).\n\n")
            Console.write("Turn it off in .thumbrule.json: {\"rules\": {\"\(notice.id)\": \"off\"}}\n")
        } else if let area = rulebook.areas.first(where: { $0.prefix == id }) {
            Console.write("\(area.prefix): \(area.title)  \(area.file)\n\n\(area.introduction)\n\nRules:\n")
            let width = area.ruleIds.map(\.count).max() ?? 0
            for ruleId in area.ruleIds {
                let description = rulebook.rule(ruleId)?.description ?? ""
                Console.write("  \(ruleId.padding(toLength: width, withPad: " ", startingAt: 0))  \(description)\n")
            }
        } else {
            Console.error("no rule, check, area or notice '\(id)'. Nearest: \(Selectors.nearest(id, allowNotices: true).joined(separator: ", "))")
            return 1
        }
        return 0
    }
}
