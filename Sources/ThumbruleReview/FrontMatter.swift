import Foundation

/// The YAML front matter of a screen brief, read as the small subset briefs use:
/// `key: value`, nested maps by two-space indentation, `- item` lists and `[a, b]`
/// flow lists, `#` comments. Every node keeps its line, so problems point at `file:line`.
public indirect enum FrontMatterNode: Sendable {
    /// `raw` is the text as written (quotes kept); `value` is unquoted.
    case scalar(value: String, raw: String, line: Int)
    case map([(key: String, value: FrontMatterNode, line: Int)], line: Int)
    case list([FrontMatterNode], line: Int)

    public var line: Int {
        switch self {
        case .scalar(_, _, let line), .map(_, let line), .list(_, let line): return line
        }
    }

    public var scalarValue: String? {
        if case .scalar(let value, _, _) = self { return value }
        return nil
    }

    public var entries: [(key: String, value: FrontMatterNode, line: Int)]? {
        if case .map(let entries, _) = self { return entries }
        return nil
    }

    /// A list's items, a flow list's items, or a lone scalar as a list of one.
    public var listItems: [FrontMatterNode]? {
        switch self {
        case .list(let items, _): return items
        case .scalar(let value, _, _) where value.isEmpty: return []
        case .scalar: return [self]
        case .map: return nil
        }
    }

    public subscript(key: String) -> FrontMatterNode? {
        entries?.first { $0.key == key }?.value
    }
}

public struct FrontMatter: Sendable {
    public struct Problem: Error, Sendable {
        public var line: Int
        public var message: String
    }

    public let root: FrontMatterNode
    /// The Markdown after the closing `---`.
    public let body: String

    /// Splits `---` front matter from the body and parses it.
    public init(_ text: String) throws {
        let lines = text.components(separatedBy: "\n")
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else {
            throw Problem(line: 1, message: "a screen brief starts with '---' front matter (target, user_goal, context, primary_action, states, scope)")
        }
        guard let close = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else {
            throw Problem(line: 1, message: "the front matter opened on line 1 is never closed with '---'")
        }
        let content = lines[1..<close].enumerated().map { (text: $0.element, line: $0.offset + 2) }
        var parser = Parser(lines: content.filter { !Parser.isBlank($0.text) })
        root = try parser.parseMap(indent: 0, line: 1)
        if let extra = parser.remaining.first {
            throw Problem(line: extra.line, message: "this line is indented deeper than the key above it allows")
        }
        body = lines[(close + 1)...].joined(separator: "\n")
    }

    struct Parser {
        var remaining: ArraySlice<(text: String, line: Int)>

        package init(lines: [(text: String, line: Int)]) { remaining = lines[...] }

        static func isBlank(_ line: String) -> Bool {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("#")
        }

        static func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }

        mutating func parseMap(indent: Int, line: Int) throws -> FrontMatterNode {
            var entries: [(key: String, value: FrontMatterNode, line: Int)] = []
            while let next = remaining.first, Self.indentation(next.text) == indent {
                let text = next.text.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("\t") || next.text.prefix(indent + 1).contains("\t") {
                    throw Problem(line: next.line, message: "indent with spaces, not tabs")
                }
                guard !text.hasPrefix("- ") && text != "-" else {
                    throw Problem(line: next.line, message: "a list item where a 'key: value' line was expected")
                }
                guard let colon = Self.keyColon(in: text) else {
                    throw Problem(line: next.line, message: "expected 'key: value', found '\(text)'")
                }
                let key = String(text[..<colon]).trimmingCharacters(in: .whitespaces)
                let rawValue = Self.stripComment(String(text[text.index(after: colon)...])).trimmingCharacters(in: .whitespaces)
                remaining = remaining.dropFirst()
                if entries.contains(where: { $0.key == key }) {
                    throw Problem(line: next.line, message: "'\(key)' is given twice")
                }
                let value: FrontMatterNode
                if !rawValue.isEmpty {
                    value = try Self.scalarOrFlowList(rawValue, line: next.line)
                } else if let child = remaining.first, Self.indentation(child.text) > indent {
                    let childIndent = Self.indentation(child.text)
                    if child.text.trimmingCharacters(in: .whitespaces).hasPrefix("-") {
                        value = try parseList(indent: childIndent, line: next.line)
                    } else {
                        value = try parseMap(indent: childIndent, line: next.line)
                    }
                } else {
                    value = .scalar(value: "", raw: "", line: next.line)
                }
                entries.append((key, value, next.line))
            }
            if let next = remaining.first, Self.indentation(next.text) > indent, entries.isEmpty == false {
                throw Problem(line: next.line, message: "this line is indented deeper than the key above it allows")
            }
            return .map(entries, line: line)
        }

        mutating func parseList(indent: Int, line: Int) throws -> FrontMatterNode {
            var items: [FrontMatterNode] = []
            while let next = remaining.first, Self.indentation(next.text) == indent {
                let text = next.text.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("-") else { break }
                remaining = remaining.dropFirst()
                let item = Self.stripComment(String(text.dropFirst())).trimmingCharacters(in: .whitespaces)
                items.append(try Self.scalarOrFlowList(item, line: next.line))
            }
            return .list(items, line: line)
        }

        /// The colon that ends a key: the first one followed by a space or the end of the line.
        static func keyColon(in text: String) -> String.Index? {
            var index = text.startIndex
            while index < text.endIndex {
                if text[index] == "\"" || text[index] == "'" { return nil }
                if text[index] == ":" {
                    let after = text.index(after: index)
                    if after == text.endIndex || text[after] == " " { return index }
                }
                index = text.index(after: index)
            }
            return nil
        }

        /// Drops a ` #` comment; in a value that opens with a quote, only after the closing quote.
        static func stripComment(_ text: String) -> String {
            let value = text.drop { $0 == " " }
            if value.hasPrefix("#") { return "" }
            var searchFrom = value.startIndex
            if let quote = value.first, quote == "\"" || quote == "'",
               let close = value.dropFirst().firstIndex(of: quote) {
                searchFrom = close
            }
            guard let comment = value[searchFrom...].range(of: " #") else { return text }
            return String(value[..<comment.lowerBound])
        }

        static func scalarOrFlowList(_ raw: String, line: Int) throws -> FrontMatterNode {
            if raw.hasPrefix("[") {
                guard raw.hasSuffix("]") else { throw Problem(line: line, message: "a '[' list must close with ']' on the same line") }
                let inner = raw.dropFirst().dropLast()
                let items = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                return .list(items.map { .scalar(value: unquote($0), raw: $0, line: line) }, line: line)
            }
            return .scalar(value: unquote(raw), raw: raw, line: line)
        }

        static func unquote(_ text: String) -> String {
            for quote in ["\"", "'"] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
                let inner = String(text.dropFirst().dropLast())
                if !inner.contains(quote) { return inner }
            }
            return text
        }
    }
}
