/// One file of a language Thumbrule lexes by hand (Kotlin and Groovy, Dart, JavaScript and
/// TypeScript): its bytes, its significant tokens, the issues the lexer found, and for each
/// bracket, string or template token the index of its partner. The queries every front end
/// asks of its tokens are written here once.
public protocol LexedSource {
    associatedtype Kind: Hashable & Sendable
    var bytes: [UInt8] { get }
    var tokens: [SourceToken<Kind>] { get }
    /// Unclosed or unexpected brackets, unterminated strings and comments.
    var issues: [SyntaxIssue] { get }
    /// For each token, the index of its partner, or -1.
    var matches: [Int32] { get }
}

extension LexedSource {
    /// True when every bracket, string, template and comment pairs up.
    @inlinable public var isBalanced: Bool { !issues.contains { $0.breaksBalance } }

    /// The index of the token paired with `index`, if any.
    @inlinable public func partner(of index: Int) -> Int? {
        guard index >= 0, index < matches.count else { return nil }
        let match = matches[index]
        return match >= 0 ? Int(match) : nil
    }

    /// The token that opens the innermost pair (bracket, string or template) around the token
    /// at `index`; pairs closed before it are stepped over whole. Nil at the top level.
    @inlinable public func enclosingOpener(of index: Int) -> Int? {
        var current = index - 1
        while current >= 0 {
            if let partner = partner(of: current) {
                if partner > index { return current }
                if partner < current { current = partner }
            }
            current -= 1
        }
        return nil
    }

    /// The kind of the token at `index`, or nil out of range.
    @inlinable public func kind(at index: Int) -> Kind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    /// The source text of a token.
    @inlinable public func text(of token: SourceToken<Kind>) -> String { text(bytes: token.byteRange) }

    /// The source text of a token by index ("" out of range).
    @inlinable public func text(at index: Int) -> String {
        guard index >= 0, index < tokens.count else { return "" }
        return text(of: tokens[index])
    }

    /// The source text from the first token through the last of a token range, or "" if empty.
    @inlinable public func text(of range: Range<Int>) -> String {
        guard let first = range.first, range.upperBound <= tokens.count, range.lowerBound >= 0 else { return "" }
        return text(bytes: tokens[first].offset..<tokens[range.upperBound - 1].endOffset)
    }

    /// The text of a byte range, repairing invalid UTF-8 rather than failing.
    @inlinable public func text(bytes range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Whether the token at `index` is exactly the given ASCII word or operator, compared
    /// without building a string.
    @inlinable public func tokenIs(_ index: Int, _ word: StaticString) -> Bool {
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
}
