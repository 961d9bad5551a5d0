/// A lexed Dart file: its bytes, significant tokens, comments kept apart (so the structure pass
/// never steps over them), bracket pairs and lexical issues.
public struct DartSource: Sendable {
    public let bytes: [UInt8]
    /// Tokens other than comments, in order.
    public let tokens: [DartToken]
    /// Line, block and doc comments, in order.
    public let comments: [DartToken]
    /// Unclosed or unexpected brackets, unterminated strings and comments.
    public let issues: [SyntaxIssue]
    /// For each token, the index of its partner (`(`↔`)`, `${`↔`}`, string open↔close), or -1.
    let matches: [Int32]

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

    /// True when every bracket, interpolation and string pairs up and every comment ends.
    public var isBalanced: Bool { !issues.contains { $0.breaksBalance } }

    /// The index of the token paired with `index` (bracket, interpolation or string quotes).
    public func partner(of index: Int) -> Int? {
        guard index >= 0, index < matches.count else { return nil }
        let match = matches[index]
        return match >= 0 ? Int(match) : nil
    }

    /// The source text of a token.
    public func text(of token: DartToken) -> String { text(bytes: token.byteRange) }

    /// The source text of a token by index ("" out of range).
    public func text(at index: Int) -> String {
        guard index >= 0, index < tokens.count else { return "" }
        return text(of: tokens[index])
    }

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

    /// Whether the file's bytes hold the UTF-8 of `text` anywhere, comments and strings
    /// included: a cheap test before tokens are read.
    public func mentions(_ text: String) -> Bool {
        bytes.containsBytes(Array(text.utf8))
    }

    /// The kind of the token at `index`, or nil out of range.
    public func kind(at index: Int) -> DartTokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
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
