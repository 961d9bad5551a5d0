import Foundation

/// A brief read as Markdown: its `## ` sections, and in each the `- Key: value` records
/// and table rows a person writes by hand. Every piece keeps its line for messages.
public struct MarkdownSections: Sendable {
    public struct Section: Sendable {
        public var title: String
        public var line: Int
        /// The lines under the heading, up to the next `## ` heading, with their numbers.
        public var body: [(text: String, line: Int)]

        /// The text of the body without HTML comments, trimmed.
        public var content: String {
            MarkdownSections.withoutComments(body.map(\.text).joined(separator: "\n")).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// `- Key: value` bullets, keyed by the lowercased key.
        public var records: [String: (value: String, line: Int)] {
            var found: [String: (String, Int)] = [:]
            for (text, line) in body {
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("- "), let colon = trimmed.firstIndex(of: ":") else { continue }
                let key = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if found[key] == nil { found[key] = (value, line) }
            }
            return found
        }

        /// Table rows below the header and separator, as trimmed cells; rows of empty cells are dropped.
        public var tableRows: [(cells: [String], line: Int)] {
            var rows: [([String], Int)] = []
            var seenSeparator = false
            for (text, line) in body {
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("|") else { continue }
                var cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                cells = Array(cells.dropFirst())
                if trimmed.hasSuffix("|") { cells = Array(cells.dropLast()) }
                if cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "-: ".contains($0) } }) { seenSeparator = true; continue }
                guard seenSeparator, cells.contains(where: { !$0.isEmpty }) else { continue }
                rows.append((cells, line))
            }
            return rows
        }
    }

    public let sections: [Section]

    public init(_ text: String) {
        var sections: [Section] = []
        var inFence = false
        for (offset, line) in text.components(separatedBy: "\n").enumerated() {
            let number = offset + 1
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix("## ") {
                sections.append(Section(title: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), line: number, body: []))
            } else if !sections.isEmpty {
                sections[sections.count - 1].body.append((line, number))
            }
        }
        self.sections = sections
    }

    /// The section with this title, compared without case.
    public func section(_ title: String) -> Section? {
        sections.first { $0.title.caseInsensitiveCompare(title) == .orderedSame }
    }

    static func withoutComments(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "<!--") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-->") else { return result }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// True for a value still holding the template's placeholder.
    public static func isPlaceholder(_ value: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.uppercased().hasPrefix("TODO")
    }

    /// True for `none`, `none (no sign-in)`, `n/a`: a record that says the thing does not exist.
    public static func isNone(_ value: String) -> Bool {
        let lower = value.trimmingCharacters(in: .whitespaces).lowercased()
        return ["none", "n/a", "no"].contains { lower == $0 || lower.hasPrefix($0 + " ") || lower.hasPrefix($0 + ",") || lower.hasPrefix($0 + ".") }
    }

    /// Backticked tokens in a value: `SessionPolicy.lifetime`.
    public static func codeSpans(_ value: String) -> [String] {
        value.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, piece in
            index % 2 == 1 && !piece.isEmpty ? String(piece) : nil
        }
    }
}
