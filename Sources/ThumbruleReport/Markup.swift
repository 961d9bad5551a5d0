import ThumbruleCore
import ThumbruleRules

/// Escaping and small helpers the XML, HTML and workflow-command reporters share.
enum Markup {
    /// Text for an XML or HTML attribute or element. Control characters other than tab,
    /// newline and carriage return are not allowed in XML 1.0, so they are dropped.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// "1 finding", "2 findings".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The rule's one-line description, or a tool notice's summary, as a title.
    static func title(_ ruleId: String, rulebook: Rulebook) -> String {
        rulebook.rule(ruleId)?.description ?? ToolNotice.all.first { $0.id == ruleId }?.summary ?? ruleId
    }

    /// The rule's area prefix; the tool's own notices are the `thumbrule` area.
    static func area(_ ruleId: String, rulebook: Rulebook) -> String {
        rulebook.rule(ruleId)?.area ?? String(ruleId.split(separator: ".").first ?? Substring(ruleId))
    }

    /// A path as the reader types it: relative paths get the prefix, absolute ones are kept.
    static func display(_ path: String, prefix: String) -> String {
        prefix.isEmpty || path.hasPrefix("/") ? path : prefix + path
    }
}
