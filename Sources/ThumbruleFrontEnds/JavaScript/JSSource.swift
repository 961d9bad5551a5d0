/// A lexed JavaScript, TypeScript or JSX file: the bytes, their significant tokens, comments
/// kept apart, bracket, template and JSX tag pairs, and lexical issues.
public struct JSSource: LexedSource, Sendable {
    public let dialect: JSDialect
    public let bytes: [UInt8]
    /// Tokens other than comments, in order.
    public let tokens: [JSToken]
    /// Line and block comments, in order.
    public let comments: [JSToken]
    /// Unclosed or unexpected brackets, unterminated strings, templates, comments and elements.
    public let issues: [SyntaxIssue]
    /// For each token, the index of its partner, or -1: `(`↔`)`, `[`↔`]`, `{`↔`}`, `${`↔`}`,
    /// backtick↔backtick, a JSX `<`↔ its tag's `>` or `/>`, an opening tag's `>`↔ the `</` of
    /// its closing tag, and that `</`↔ its `>`.
    public let matches: [Int32]

    public init(bytes: [UInt8], dialect: JSDialect) {
        self.dialect = dialect
        self.bytes = bytes
        let output = JSLexer.lex(bytes, dialect: dialect)
        tokens = output.tokens
        comments = output.comments
        issues = output.issues
        matches = output.matches
    }

    public init(_ text: String, dialect: JSDialect = .tsx) {
        self.init(bytes: Array(text.utf8), dialect: dialect)
    }

    /// Whether the token at `index` is this identifier, compared without building a string.
    public func isWord(_ word: String, at index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        let range = tokens[index].byteRange
        return range.count == word.utf8.count && bytes[range].elementsEqual(word.utf8)
    }

    /// A string literal's contents without its quotes, escapes decoded.
    public func stringValue(at index: Int) -> String? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .string else { return nil }
        let raw = text(at: index)
        guard raw.count >= 2 else { return "" }
        return StringEscapes.decode(String(raw.dropFirst().dropLast()))
    }

    /// The number a numeric literal holds (`1_000`, `0x10`, `.5`), if it is one.
    public func numberValue(at index: Int) -> Double? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .number else { return nil }
        var raw = text(at: index).replacingOccurrences(of: "_", with: "")
        if raw.hasSuffix("n") { raw.removeLast() }
        let lower = raw.lowercased()
        if lower.hasPrefix("0x") { return UInt64(lower.dropFirst(2), radix: 16).map(Double.init) }
        if lower.hasPrefix("0b") { return UInt64(lower.dropFirst(2), radix: 2).map(Double.init) }
        if lower.hasPrefix("0o") { return UInt64(lower.dropFirst(2), radix: 8).map(Double.init) }
        return Double(raw)
    }
}

extension JSSource {
    /// The innermost `{…}` around a token, braces included: a block or an object literal.
    /// Balanced pairs before the token are stepped over whole. Nil at the top level.
    public func enclosingBrace(of token: Int) -> Range<Int>? {
        var index = token - 1
        while index >= 0 {
            switch kind(at: index) {
            case .rightBrace?, .rightParen?, .rightBracket?:
                index = (partner(of: index) ?? index) - 1
            case .leftBrace?:
                guard let close = partner(of: index) else { return nil }
                return index..<(close + 1)
            default:
                index -= 1
            }
        }
        return nil
    }
}
