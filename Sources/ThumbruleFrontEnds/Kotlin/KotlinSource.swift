/// A lexed Kotlin (or Groovy) file: the bytes, their significant tokens, the comments kept
/// apart (so the structure pass never steps over them), bracket pairs and lexical issues.
public struct KotlinSource: Sendable {
    public let dialect: KotlinDialect
    public let bytes: [UInt8]
    /// Tokens other than comments, in order.
    public let tokens: [KotlinToken]
    /// Line, block and KDoc comments, in order.
    public let comments: [KotlinToken]
    /// Unclosed or unexpected brackets, unterminated strings, comments and names.
    public let issues: [SyntaxIssue]
    /// For each token, the index of its partner (`(`↔`)`, `${`↔`}`, string open↔close), or -1.
    let matches: [Int32]

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

    /// True when every bracket, template and string pairs up and every comment ends.
    public var isBalanced: Bool { !issues.contains { $0.breaksBalance } }

    /// The index of the token paired with `index` (bracket, template or string quotes).
    public func partner(of index: Int) -> Int? {
        guard index >= 0, index < matches.count else { return nil }
        let match = matches[index]
        return match >= 0 ? Int(match) : nil
    }

    /// The source text of a token.
    public func text(of token: KotlinToken) -> String {
        text(bytes: token.byteRange)
    }

    /// The source text of a token by index.
    public func text(at index: Int) -> String { text(of: tokens[index]) }

    /// The source text from the first token through the last of a token range, or "" if empty.
    public func text(of range: Range<Int>) -> String {
        guard let first = range.first, range.upperBound <= tokens.count, range.lowerBound >= 0 else { return "" }
        return text(bytes: tokens[first].offset..<tokens[range.upperBound - 1].endOffset)
    }

    /// The text of a byte range, repairing invalid UTF-8 rather than failing.
    public func text(bytes range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
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

    /// Whether the token at `index` is exactly the given ASCII word or operator.
    public func tokenIs(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.length == word.utf8CodeUnitCount else { return false }
        let start = token.offset
        return word.withUTF8Buffer { expected in
            var k = 0
            while k < expected.count {
                if bytes[start + k] != expected[k] { return false }
                k += 1
            }
            return true
        }
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
