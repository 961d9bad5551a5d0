import ThumbruleChecks
import ThumbruleCore
import ThumbruleRules

/// The text `thumbrule explain` prints: the rule in full, its citations both ways, and
/// the checks that implement it with their examples.
public struct RuleExplanation {
    package let rule: Rule
    package let rulebook: Rulebook

    public init(rule: Rule, rulebook: Rulebook) {
        self.rule = rule
        self.rulebook = rulebook
    }

    public func render() -> String {
        var out = "\(rule.id)  [\(rule.priority.rawValue), evidence: \(rule.evidence.rawValue)]  \(rule.file):\(rule.line)\n"
        out += rule.description + "\n\n"
        out += rule.rationale + "\n\n"
        for fact in rule.facts { out += "- \(fact)\n" }
        out += "\nInstead: \(rule.instead)\n\nVerify: \(rule.verify)\n"
        if let device = rule.device { out += "\nDevice: \(device)\n" }
        out += "\nCites: " + (rule.citations.isEmpty ? "none" : rule.citations.joined(separator: ", ")) + "\n"
        let citers = rulebook.citers(of: rule.id).map(\.id)
        out += "Cited by: " + (citers.isEmpty ? "none" : citers.joined(separator: ", ")) + "\n"
        let checks = CheckRegistry.checks(forRule: rule.id)
        if checks.isEmpty {
            out += "\nChecks: none yet; this rule is settled by review\(rule.evidence.needsDevice ? " and on a device" : "").\n"
        }
        for check in checks {
            let description = check.description
            out += "\nCheck \(description.id): \(description.summary)\n"
            if let optIn = description.optIn { out += "  Opt-in (off unless turned on in .thumbrule.json): \(optIn)\n" }
            for (label, examples) in [("Triggers on", description.triggering), ("Passes", description.nonTriggering)] {
                for example in examples.prefix(2) {
                    out += "  \(label):\n"
                    for file in example.files {
                        if example.files.count > 1 { out += "    // \(file.path)\n" }
                        for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
                            out += "    " + line.replacingOccurrences(of: String(CheckExample.marker), with: "") + "\n"
                        }
                    }
                }
            }
        }
        return out
    }
}
