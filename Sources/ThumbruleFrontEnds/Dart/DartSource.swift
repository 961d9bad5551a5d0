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
        guard index < tokens.count, tokens[index].kind == .stringOpen, let close = partner(of: index) else { return nil }
        let raw = bytes[tokens[index].offset] == UInt8(ascii: "r")
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

    /// Decodes `\n`, `\t`, `\'`, `\$`, `\u{…}` and `\uXXXX`; other escapes keep the character.
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
            case "u":
                var hex = ""
                if let first = scalars.next() {
                    if first == "{" {
                        while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                    } else {
                        hex.unicodeScalars.append(first)
                        for _ in 0..<3 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                    }
                }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                    result.unicodeScalars.append(decoded)
                }
            case "\n": break
            default: result.unicodeScalars.append(escaped)
            }
        }
        return result
    }
}
