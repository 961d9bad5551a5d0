import Foundation

/// A problem found while reading a rulebook file, at `file:line`.
public struct RulebookIssue: Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public var description: String { "\(file):\(line): \(message)" }

    public static func < (lhs: RulebookIssue, rhs: RulebookIssue) -> Bool {
        (lhs.file, lhs.line, lhs.message) < (rhs.file, rhs.line, rhs.message)
    }
}

/// Reads one rulebook Markdown file into an area and its rules, noting every format
/// problem on the way. Cross-file problems (duplicates, citations) are `RulebookLint`'s.
struct RulebookParser {
    static let knownTags: Set<String> = ["Rule", "Check", "Verify", "Device"]
    static let ruleAttributes: Set<String> = ["id", "severity", "evidence", "description"]
    static let maxDescriptionLength = 90

    struct Output {
        package var area: RuleArea
        package var rules: [Rule]
        package var issues: [RulebookIssue]
        /// Citations with the line they stand on, for the lint's undefined-id check.
        package var citations: [(id: String, line: Int)]
        /// App Review guideline numbers with their line, for the lint's citation-table check.
        package var guidelineNumbers: [(number: String, line: Int)]
    }

    package let file: String
    package let prefix: String

    package init(file: String) {
        self.file = file
        self.prefix = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    package func parse(_ text: String) -> Output {
        var issues: [RulebookIssue] = []
        func issue(_ line: Int, _ message: String) { issues.append(RulebookIssue(file: file, line: line, message: message)) }
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(Substring($0)) }
        var title = ""
        var introduction: [String] = []
        var rules: [Rule] = []
        var body: [String] = []
        var verifies: [String: [(String, Int)]] = [:]
        var devices: [String: [(String, Int)]] = [:]
        var inCheck = false
        var checkBlocks = 0
        var citations: [(String, Int)] = []
        var guidelineNumbers: [(String, Int)] = []

        func closeRule() {
            guard !rules.isEmpty else { return }
            let parts = RulebookParser.splitBody(body)
            rules[rules.count - 1].rationale = parts.rationale
            rules[rules.count - 1].facts = parts.facts
            rules[rules.count - 1].instead = parts.instead
            body = []
        }

        for (offset, rawLine) in lines.enumerated() {
            let number = offset + 1
            let line = rawLine.trimmingSpaces
            for tag in RulebookParser.tags(in: line) where !RulebookParser.knownTags.contains(tag) {
                issue(number, "unknown tag <\(tag)>")
            }
            for id in RulebookParser.citedIds(in: line) { citations.append((id, number)) }
            for guideline in CitationTable.guidelineNumbers(in: line) { guidelineNumbers.append((guideline, number)) }

            if offset == 0 {
                if line.hasPrefix("# ") { title = String(line.dropFirst(2)) } else { issue(1, "the file must start with '# <Area title>'") }
                continue
            }
            if line == "<Check>" {
                if inCheck { issue(number, "<Check> opened twice without </Check>") }
                closeRule()
                inCheck = true
                checkBlocks += 1
                continue
            }
            if line == "</Check>" {
                if !inCheck { issue(number, "</Check> without an opening <Check>") }
                inCheck = false
                continue
            }
            if line.hasPrefix("<Verify") || line.hasPrefix("<Device") {
                let tag = line.hasPrefix("<Verify") ? "Verify" : "Device"
                guard inCheck else { issue(number, "<\(tag)> outside a <Check> block"); continue }
                guard let parsed = RulebookParser.parseBlockTag(line, tag: tag) else {
                    issue(number, "unbalanced <\(tag)>: write <\(tag) rule=\"id\">text</\(tag)> on one line")
                    continue
                }
                for name in parsed.attributes.keys where name != "rule" { issue(number, "unknown attribute '\(name)' on <\(tag)>") }
                guard let rule = parsed.attributes["rule"] else { issue(number, "<\(tag)> needs a rule attribute"); continue }
                if tag == "Verify" { verifies[rule, default: []].append((parsed.text, number)) } else { devices[rule, default: []].append((parsed.text, number)) }
                continue
            }
            if inCheck {
                if !line.isEmpty { issue(number, "only <Verify> and <Device> lines belong inside <Check>") }
                continue
            }
            if line.hasPrefix("## ") {
                closeRule()
                guard let attributes = RulebookParser.parseRuleHeading(line) else {
                    issue(number, "a level-2 heading must be a rule: ## <Rule id=\"…\" severity=\"…\" evidence=\"…\" description=\"…\" />")
                    continue
                }
                for name in attributes.keys where !RulebookParser.ruleAttributes.contains(name) {
                    issue(number, "unknown attribute '\(name)' on <Rule>")
                }
                for name in RulebookParser.ruleAttributes.sorted() where attributes[name] == nil {
                    issue(number, "<Rule> is missing the '\(name)' attribute")
                }
                let id = attributes["id"] ?? ""
                if !id.isEmpty, !id.hasPrefix(prefix + "-") {
                    issue(number, "rule id '\(id)' does not start with this file's prefix '\(prefix)-'")
                }
                let priority = Priority(rawValue: attributes["severity"] ?? "")
                if attributes["severity"] != nil, priority == nil {
                    issue(number, "invalid severity '\(attributes["severity"]!)': use p0, p1, p2 or p3")
                }
                let evidence = EvidenceKind(rawValue: attributes["evidence"] ?? "")
                if attributes["evidence"] != nil, evidence == nil {
                    issue(number, "invalid evidence '\(attributes["evidence"]!)': use source, device or source+device")
                }
                let description = attributes["description"] ?? ""
                if description.count > RulebookParser.maxDescriptionLength {
                    issue(number, "description is \(description.count) characters; keep it to \(RulebookParser.maxDescriptionLength)")
                }
                rules.append(Rule(
                    id: id, area: prefix, priority: priority ?? .p2, evidence: evidence ?? .source,
                    description: description, rationale: "", facts: [], instead: "", verify: "", device: nil,
                    citations: [], file: file, line: number))
                continue
            }
            if checkBlocks > 0 {
                if !line.isEmpty { issue(number, "text after </Check>: the check block ends the file") }
            } else if rules.isEmpty {
                introduction.append(rawLine)
            } else {
                body.append(rawLine)
            }
        }
        if checkBlocks == 0 { closeRule() }
        if inCheck { issue(lines.count, "<Check> is never closed with </Check>") }
        if checkBlocks > 1 { issue(lines.count, "a file holds one <Check> block; found \(checkBlocks)") }

        let ruleIds = Set(rules.map(\.id))
        for index in rules.indices {
            let id = rules[index].id
            let found = verifies[id] ?? []
            if found.count != 1 {
                issue(rules[index].line, "rule '\(id)' needs exactly one <Verify>; found \(found.count)")
            }
            rules[index].verify = found.first?.0 ?? ""
            let notes = devices[id] ?? []
            if rules[index].evidence.needsDevice, notes.count != 1 {
                issue(rules[index].line, "rule '\(id)' has \(rules[index].evidence.rawValue) evidence and needs exactly one <Device>; found \(notes.count)")
            }
            if !rules[index].evidence.needsDevice, let extra = notes.first {
                issue(extra.1, "rule '\(id)' has source evidence, so it takes no <Device> note")
            }
            rules[index].device = notes.first?.0
            rules[index].citations = RulebookParser.orderedUnique(
                RulebookParser.citedIds(in: ([rules[index].rationale, rules[index].instead, rules[index].verify, rules[index].device ?? ""] + rules[index].facts).joined(separator: "\n")))
        }
        for (id, entries) in verifies.merging(devices, uniquingKeysWith: +) where !ruleIds.contains(id) {
            for entry in entries { issue(entry.1, "'\(id)' is not a rule of this file") }
        }
        let area = RuleArea(
            prefix: prefix, title: title,
            introduction: introduction.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines),
            file: file, ruleIds: rules.map(\.id))
        return Output(area: area, rules: rules, issues: issues, citations: citations, guidelineNumbers: guidelineNumbers)
    }

    /// Splits a rule body into rationale paragraphs, fact bullets and the Instead paragraph.
    static func splitBody(_ lines: [String]) -> (rationale: String, facts: [String], instead: String) {
        var rationale: [String] = []
        var facts: [String] = []
        var instead: [String] = []
        var section = 0  // 0 rationale, 1 facts, 2 instead
        for line in lines {
            let trimmed = line.trimmingSpaces
            if trimmed.hasPrefix("**Instead:**") {
                section = 2
                instead.append(trimmed.dropFirst("**Instead:**".count).trimmingSpaces)
            } else if section < 2, trimmed.hasPrefix("- ") {
                section = 1
                facts.append(String(trimmed.dropFirst(2)))
            } else if section == 1, !trimmed.isEmpty, line.hasPrefix(" "), !facts.isEmpty {
                facts[facts.count - 1] += " " + trimmed
            } else if section == 2 {
                instead.append(trimmed)
            } else if section == 0 {
                rationale.append(trimmed)
            } else if !trimmed.isEmpty {
                rationale.append(trimmed)
            }
        }
        func paragraphs(_ lines: [String]) -> String {
            lines.split(separator: "", omittingEmptySubsequences: true).map { $0.joined(separator: " ") }.joined(separator: "\n\n")
        }
        return (paragraphs(rationale), facts, paragraphs(instead))
    }

    /// Tag names opened or closed on a line, ignoring anything inside backticks.
    package static func tags(in line: String) -> [String] {
        guard line.utf8.contains(UInt8(ascii: "<")) else { return [] }
        var names: [String] = []
        var inCode = false
        var characters = Array(line)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "`" { inCode.toggle(); continue }
            guard !inCode, character == "<" else { continue }
            let rest = characters.first == "/" ? characters.dropFirst() : characters
            let name = String(rest.prefix { $0.isLetter })
            if !name.isEmpty, name.first!.isUppercase || rest.dropFirst(name.count).first.map({ $0 == ">" || $0 == " " || $0 == "/" }) == true {
                names.append(name)
            }
        }
        return names
    }

    /// Backticked tokens shaped like rule ids: `touch-floor`. Works on bytes: a backtick
    /// and an id are ASCII, and this runs on every line of the rulebook at every start.
    static func citedIds(in text: String) -> [String] {
        let backtick = UInt8(ascii: "`")
        guard text.utf8.contains(backtick) else { return [] }
        return text.utf8.split(separator: backtick, omittingEmptySubsequences: false).enumerated().compactMap { index, piece in
            index % 2 == 1 && isRuleIdShaped(piece) ? String(decoding: piece, as: UTF8.self) : nil
        }
    }

    /// Lowercase ASCII letters and digits in two or more parts joined by single hyphens.
    static func isRuleIdShaped(_ bytes: some Collection<UInt8>) -> Bool {
        var parts = 1, partLength = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): partLength += 1
            case UInt8(ascii: "-"):
                guard partLength > 0 else { return false }
                parts += 1
                partLength = 0
            default: return false
            }
        }
        return parts >= 2 && partLength > 0
    }

    static func orderedUnique(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        return ids.filter { seen.insert($0).inserted }
    }

    /// `## <Rule a="b" ... />` → attributes, or nil when the heading is not a Rule tag.
    static func parseRuleHeading(_ line: String) -> [String: String]? {
        let content = line.dropFirst(3).trimmingSpaces
        guard content.hasPrefix("<Rule "), content.hasSuffix("/>") else { return nil }
        return parseAttributes(String(content.dropFirst(6).dropLast(2)))
    }

    /// `<Verify rule="x">text</Verify>` → attributes and text.
    static func parseBlockTag(_ line: String, tag: String) -> (attributes: [String: String], text: String)? {
        guard line.hasSuffix("</\(tag)>"), let close = line.range(of: ">") else { return nil }
        let head = line[line.index(line.startIndex, offsetBy: tag.count + 1)..<close.lowerBound]
        guard let attributes = parseAttributes(String(head)) else { return nil }
        let text = line[close.upperBound..<line.index(line.endIndex, offsetBy: -(tag.count + 3))]
        return (attributes, text.trimmingSpaces)
    }

    /// `a="b" c="d"` → `["a": "b", "c": "d"]`; nil on malformed input.
    static func parseAttributes(_ text: String) -> [String: String]? {
        var attributes: [String: String] = [:]
        var rest = text[...]
        while true {
            rest = rest.drop { $0 == " " }
            if rest.isEmpty { return attributes }
            let name = rest.prefix { $0.isLetter || $0 == "-" }
            guard !name.isEmpty else { return nil }
            rest = rest.dropFirst(name.count)
            guard rest.hasPrefix("=\"") else { return nil }
            rest = rest.dropFirst(2)
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            attributes[String(name)] = String(rest[..<end])
            rest = rest[rest.index(after: end)...]
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs, as `trimmingCharacters(in:
    /// .whitespaces)` gives it, without the trip through Foundation: the rulebook is read on
    /// every run, and that trip made reading it cost as much as parsing a small app.
    var trimmingSpaces: String {
        let scalars = Substring(self).unicodeScalars
        let isSpace = { (scalar: Unicode.Scalar) in scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(Substring(scalars[first...last]))
    }
}
