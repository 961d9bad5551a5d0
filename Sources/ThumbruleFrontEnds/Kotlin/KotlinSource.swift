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
        guard index < tokens.count, tokens[index].kind == .stringOpen, let close = partner(of: index) else { return nil }
        let open = tokens[index]
        let raw = dialect == .kotlin && open.length == 3
        var result = ""
        var k = index + 1
        while k < close {
            guard tokens[k].kind == .stringText else { return nil }
            let piece = text(of: tokens[k])
            result += raw ? piece : Self.unescape(piece)
            k += 1
        }
        return result
    }

    /// Decodes `\n`, `\t`, `\"`, `\uXXXX` and the like; unknown escapes keep the character.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escaped = scalars.next() else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch escaped {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "b": result += "\u{8}"
            case "0": result += "\0"
            case "u":
                var hex = ""
                for _ in 0..<4 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                    result.unicodeScalars.append(decoded)
                } else {
                    result += "\\u" + hex
                }
            case "\n": break
            default: result.unicodeScalars.append(escaped)
            }
        }
        return result
    }
}
