/// A lexed Dart file: its bytes, significant tokens, comments kept apart (so the structure pass
/// never steps over them), bracket pairs and lexical issues.
public struct DartSource: LexedSource, Sendable {
    public let bytes: [UInt8]
    /// Tokens other than comments, in order.
    public let tokens: [DartToken]
    /// Line, block and doc comments, in order.
    public let comments: [DartToken]
    /// Unclosed or unexpected brackets, unterminated strings and comments.
    public let issues: [SyntaxIssue]
    /// For each token, the index of its partner (`(`↔`)`, `${`↔`}`, string open↔close), or -1.
    public let matches: [Int32]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        let output = DartLexer.lex(bytes)
        tokens = output.tokens
        comments = output.comments
        issues = output.issues
        matches = output.matches
    }

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Whether the file's bytes hold the UTF-8 of `text` anywhere, comments and strings
    /// included: a cheap test before tokens are read.
    public func mentions(_ text: String) -> Bool {
        bytes.containsBytes(Array(text.utf8))
    }

    /// The decoded value of the string literal opening at `index`, or nil when it interpolates
    /// or is unterminated. Adjacent literals (`'a' 'b'`) are not joined.
    public func stringLiteral(at index: Int) -> String? {
        guard index >= 0, index < tokens.count else { return nil }
        // `r'…'` strings decode no escapes.
        return stringText(opening: index, open: .stringOpen, text: .stringText, raw: bytes[tokens[index].offset] == UInt8(ascii: "r"))
    }
}
