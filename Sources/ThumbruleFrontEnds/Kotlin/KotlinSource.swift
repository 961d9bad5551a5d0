/// A lexed Kotlin (or Groovy) file: the bytes, their significant tokens, the comments kept
/// apart (so the structure pass never steps over them), bracket pairs and lexical issues.
public struct KotlinSource: LexedSource, Sendable {
    public let dialect: KotlinDialect
    public let bytes: [UInt8]
    /// Tokens other than comments, in order.
    public let tokens: [KotlinToken]
    /// Line, block and KDoc comments, in order.
    public let comments: [KotlinToken]
    /// Unclosed or unexpected brackets, unterminated strings, comments and names.
    public let issues: [SyntaxIssue]
    /// For each token, the index of its partner (`(`↔`)`, `${`↔`}`, string open↔close), or -1.
    public let matches: [Int32]

    public init(bytes: [UInt8], dialect: KotlinDialect = .kotlin) {
        self.dialect = dialect
        self.bytes = bytes
        let output = KotlinLexer.lex(bytes, dialect: dialect)
        tokens = output.tokens
        comments = output.comments
        issues = output.issues
        matches = output.matches
    }

    public init(_ text: String, dialect: KotlinDialect = .kotlin) {
        self.init(bytes: Array(text.utf8), dialect: dialect)
    }

    /// A name token's name: identifiers as written, backtick names without their backticks.
    public func name(at index: Int) -> String {
        let token = tokens[index]
        if token.kind == .backtickIdentifier {
            let start = token.offset + 1
            let end = max(start, bytes[token.endOffset - 1] == UInt8(ascii: "`") ? token.endOffset - 1 : token.endOffset)
            return text(bytes: start..<end)
        }
        return text(of: token)
    }

    /// The decoded value of the string literal opening at `index`, or nil when it has templates
    /// or is unterminated. Escapes are decoded in strings that have them.
    public func stringLiteral(at index: Int) -> String? {
        guard index < tokens.count else { return nil }
        // Kotlin's `"""raw"""` strings decode no escapes.
        return stringText(opening: index, open: .stringOpen, text: .stringText, raw: dialect == .kotlin && tokens[index].length == 3)
    }
}
