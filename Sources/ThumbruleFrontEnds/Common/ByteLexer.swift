/// What one run of a hand-written lexer leaves: significant tokens, comments, each token's
/// partner index (-1 for none) and the issues found.
struct LexerOutput<Kind: Hashable & Sendable> {
    var tokens: [SourceToken<Kind>]
    var comments: [SourceToken<Kind>]
    var matches: [Int32]
    var issues: [SyntaxIssue]
}

/// An open bracket, string or template on a lexer's stack.
protocol LexerFrame {
    /// Index of the opening token in `tokens`.
    var token: Int32 { get }
}

/// The state and moves the hand-written lexers share (Kotlin and Groovy, Dart, JavaScript and
/// TypeScript): a cursor over UTF-8 bytes with its line, the tokens, comments and issues
/// written so far, each token's partner, and a stack of open frames. Each lexer adds what is
/// its language's own: which bytes make a name, its operators, strings and templates.
///
/// Every move advances the cursor or ends the scan, so a lexer built on them stays linear.
protocol ByteLexer {
    associatedtype Kind: Hashable & Sendable
    associatedtype Frame: LexerFrame

    var p: UnsafeBufferPointer<UInt8> { get }
    var n: Int { get }
    var i: Int { get set }
    var line: Int { get set }
    /// Byte offset of the first byte of the current line.
    var lineStart: Int { get set }
    /// Whether a line break came after the last significant token (`followsNewline`).
    var sawNewline: Bool { get set }
    var tokens: [SourceToken<Kind>] { get set }
    var comments: [SourceToken<Kind>] { get set }
    var matches: [Int32] { get set }
    var issues: [SyntaxIssue] { get set }
    var frames: [Frame] { get set }

    static var operatorKind: Kind { get }
    static var lineCommentKind: Kind { get }
    static var blockCommentKind: Kind { get }
}

extension ByteLexer {
    var output: LexerOutput<Kind> { LexerOutput(tokens: tokens, comments: comments, matches: matches, issues: issues) }

    /// Room for the tokens of typical source (about one token per five bytes).
    mutating func reserveTokens() {
        tokens.reserveCapacity(n / 5 + 16)
        matches.reserveCapacity(n / 5 + 16)
    }

    /// The byte at `index`, or 0 past the end (lookahead never needs a bounds check).
    @inline(__always) func byte(_ index: Int) -> UInt8 { index < n ? p[index] : 0 }

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

    @inline(__always) var column: Int { i - lineStart + 1 }

    // MARK: - Emitting

    mutating func emit(_ kind: Kind, _ start: Int, _ end: Int, line: Int, column: Int) {
        tokens.append(SourceToken(kind: kind, start: start, end: end, line: line, column: column, followsNewline: sawNewline))
        matches.append(-1)
        sawNewline = false
    }

    mutating func emit(_ kind: Kind, _ start: Int, _ end: Int) {
        emit(kind, start, end, line: line, column: start - lineStart + 1)
    }

    /// A one-byte token at the cursor.
    @inline(__always) mutating func single(_ kind: Kind) {
        emit(kind, i, i + 1)
        i += 1
    }

    /// A token of `length` bytes at the cursor (cut at the end of the file).
    @inline(__always) mutating func fixed(_ kind: Kind, _ length: Int) {
        let end = min(i + length, n)
        emit(kind, i, end)
        i = end
    }

    @inline(__always) mutating func operatorToken(_ length: Int) {
        fixed(Self.operatorKind, length)
    }

    /// A comment; its `followsNewline` says whether a break precedes it, and a break inside a
    /// block comment belongs to the next significant token.
    mutating func comment(_ kind: Kind, _ start: Int, _ end: Int, line: Int, column: Int) {
        comments.append(SourceToken(kind: kind, start: start, end: end, line: line, column: column, followsNewline: sawNewline))
    }

    mutating func issue(_ kind: SyntaxIssue.Kind, _ offset: Int, _ line: Int, _ column: Int) {
        issues.append(SyntaxIssue(kind: kind, position: TextPosition(offset: offset, line: line, column: column)))
    }

    /// An issue at `offset` on the current line.
    mutating func issueHere(_ kind: SyntaxIssue.Kind, _ offset: Int) {
        issue(kind, offset, line, offset - lineStart + 1)
    }

    /// Records the line break at `offset`.
    @inline(__always) mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    mutating func pair(_ opener: Int32, _ closer: Int) {
        matches[Int(opener)] = Int32(closer)
        matches[closer] = opener
    }

    // MARK: - Shared scans

    /// The digits of a decimal literal at the cursor (with `_` separators), then a fraction
    /// (`.` and a digit) and an exponent when present. Returns true when it read either, so
    /// the literal is floating-point.
    mutating func scanDecimalDigits(underscoresInExponent: Bool) -> Bool {
        var isFloatingPoint = false
        while i < n, Self.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
        if i < n, p[i] == UInt8(ascii: "."), Self.isDigit(byte(i + 1)) {
            isFloatingPoint = true
            i += 1
            while i < n, Self.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
        }
        if i < n, p[i] | 0x20 == UInt8(ascii: "e") {
            let next = byte(i + 1)
            if Self.isDigit(next) || ((next == UInt8(ascii: "+") || next == UInt8(ascii: "-")) && Self.isDigit(byte(i + 2))) {
                isFloatingPoint = true
                i += 2
                while i < n, Self.isDigit(p[i]) || (underscoresInExponent && p[i] == UInt8(ascii: "_")) { i += 1 }
            }
        }
        return isFloatingPoint
    }

    /// A script tag on the first line (`#!/usr/bin/env …`) is a comment.
    mutating func skipScriptTag() {
        guard n >= 2, p[0] == UInt8(ascii: "#"), p[1] == UInt8(ascii: "!") else { return }
        while i < n, p[i] != 0x0A { i += 1 }
        comment(Self.lineCommentKind, 0, i, line: 1, column: 1)
    }

    /// `// …` to the end of the line.
    mutating func scanLineComment(_ kind: Kind) {
        let start = i
        while i < n, p[i] != 0x0A { i += 1 }
        comment(kind, start, i, line: line, column: start - lineStart + 1)
    }

    /// `/* … */` from the cursor, nesting where the language nests them; `/**` is a doc comment
    /// where the language has the kind. An unterminated comment runs to the end of the file.
    mutating func scanBlockComment(nests: Bool, docKind: Kind?) {
        let start = i, startLine = line, startColumn = column
        let isDoc = byte(i + 2) == UInt8(ascii: "*") && byte(i + 3) != UInt8(ascii: "/")
        let precededByNewline = sawNewline
        var depth = 1
        i += 2
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { break }
            } else if nests, c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else {
                if c == 0x0A {
                    newline(at: i)
                    sawNewline = true
                }
                i += 1
            }
        }
        if depth > 0 { issue(.unterminatedComment, start, startLine, startColumn) }
        let kind = (isDoc ? docKind : nil) ?? Self.blockCommentKind
        comments.append(SourceToken(kind: kind, start: start, end: i, line: startLine, column: startColumn, followsNewline: precededByNewline))
    }

    /// At the end of the file: every frame still open was never closed.
    mutating func reportOpenFrames(isString: (Frame) -> Bool) {
        for frame in frames.reversed() {
            let token = tokens[Int(frame.token)]
            issue(isString(frame) ? .unterminatedString : .unclosedBracket, token.offset, token.line, token.column)
        }
        frames.removeAll()
    }

    /// Pops the frames above `depth`, each an unclosed bracket, and returns the frame at `depth`.
    mutating func popFrames(to depth: Int) -> Frame {
        while frames.count - 1 > depth {
            let open = tokens[Int(frames.removeLast().token)]
            issue(.unclosedBracket, open.offset, open.line, open.column)
        }
        return frames.removeLast()
    }
}
