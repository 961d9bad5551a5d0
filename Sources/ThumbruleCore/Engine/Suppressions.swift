import ThumbruleRules

/// `thumbrule:` comments in one Swift file and which findings they silence.
///
/// Forms (ids are rule ids, check ids, area prefixes, or `all`; text after ` - ` is the reason):
/// - `// thumbrule:disable:next <ids> - reason` silences the next line;
/// - `// thumbrule:disable:this <ids>` silences its own line;
/// - `// thumbrule:disable <ids>` … `// thumbrule:enable <ids>` silences the lines between;
/// - `// thumbrule:disable-file <ids>` silences the whole file.
public struct Suppressions: Sendable, Codable {
    public struct Directive: Sendable, Codable {
        public var ids: [String]
        public var line: Int
        /// Lines covered, inclusive.
        public var lines: ClosedRange<Int>
        public var text: String
    }

    public static let marker = "thumbrule:"
    public private(set) var directives: [Directive] = []

    public init() {}

    /// Reads the directives out of a file's `thumbrule:` comments.
    public init(comments: [(text: String, line: Int)], lineCount: Int) {
        var open: [String: Int] = [:]
        for comment in comments {
            guard let range = comment.text.range(of: Suppressions.marker) else { continue }
            var body = comment.text[range.upperBound...]
            if let reason = body.range(of: " - ") { body = body[..<reason.lowerBound] }
            body = body.prefix { $0 != "*" && $0 != "\n" }
            let words = body.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
            guard let command = words.first else { continue }
            let ids = Array(words.dropFirst())
            let line = comment.line
            switch command {
            case "disable:next": directives.append(Directive(ids: ids, line: line, lines: (line + 1)...(line + 1), text: comment.text))
            case "disable:this": directives.append(Directive(ids: ids, line: line, lines: line...line, text: comment.text))
            case "disable-file": directives.append(Directive(ids: ids, line: line, lines: 1...max(lineCount, 1), text: comment.text))
            case "disable": for id in ids where open[id] == nil { open[id] = line }
            case "enable":
                for id in ids {
                    if let start = open.removeValue(forKey: id) {
                        directives.append(Directive(ids: [id], line: start, lines: start...line, text: comment.text))
                    }
                }
            default: continue
            }
        }
        for (id, start) in open.sorted(by: { $0.value < $1.value }) {
            directives.append(Directive(ids: [id], line: start, lines: start...max(lineCount, start), text: "disable \(id)"))
        }
    }

    /// The index of the first directive that silences the finding, if any.
    public func directive(silencing finding: Finding) -> Int? {
        directive(silencing: finding.checkId, of: finding.ruleId, atLine: finding.position.line)
    }

    /// The index of the first directive that silences a check's finding on a line, if any.
    public func directive(silencing checkId: String, of ruleId: String, atLine line: Int) -> Int? {
        directives.firstIndex { directive in
            directive.lines.contains(line) && directive.ids.contains { id in
                id == "all" || id == checkId || Rulebook.selector(id, matches: ruleId)
            }
        }
    }
}
