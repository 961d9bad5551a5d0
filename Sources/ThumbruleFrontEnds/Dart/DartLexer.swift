/// The hand-written lexer behind `DartSource`: one pass over UTF-8 bytes with a few bytes of
/// lookahead, so it is linear and cannot hang on any input.
///
/// Brackets, strings and `${…}` interpolations share one stack of open frames: a `}` closes an
/// interpolation only when it is the innermost frame above its string, which lets
/// interpolations hold strings that hold interpolations. A closer that does not fit is
/// recorded and skipped; frames left open are recorded as unclosed.
struct DartLexer {
    struct Output {
        var tokens: [DartToken]
        var comments: [DartToken]
        var matches: [Int32]
        var issues: [SyntaxIssue]
    }

    private struct Frame {
        enum Kind: UInt8 { case paren, bracket, brace, interpolation, string }
        let kind: Kind
        /// Index of the opening token in `tokens`.
        let token: Int32
        /// For strings: the quote byte, whether it is tripled, and whether it is raw.
        var quote: UInt8 = 0
        var triple = false
        var raw = false
    }

    private let p: UnsafeBufferPointer<UInt8>
    private let n: Int
    private var i = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [DartToken] = []
    private var comments: [DartToken] = []
    private var matches: [Int32] = []
    private var issues: [SyntaxIssue] = []
    private var frames: [Frame] = []

    static func lex(_ bytes: [UInt8]) -> Output {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = DartLexer(buffer: buffer)
            lexer.run()
            return Output(tokens: lexer.tokens, comments: lexer.comments, matches: lexer.matches, issues: lexer.issues)
        }
    }

    private init(buffer: UnsafeBufferPointer<UInt8>) {
        p = buffer
        n = buffer.count
        tokens.reserveCapacity(n / 5 + 16)
        matches.reserveCapacity(n / 5 + 16)
    }

    private mutating func run() {
        // A script tag (`#!/usr/bin/env dart`) is a comment to us.
        if n >= 2, p[0] == UInt8(ascii: "#"), p[1] == UInt8(ascii: "!") {
            while i < n, p[i] != 0x0A { i += 1 }
            comments.append(DartToken(kind: .lineComment, start: 0, end: i, line: 1, column: 1))
        }
        while i < n {
            if let top = frames.last, top.kind == .string {
                scanString(top)
            } else {
                scanCode()
            }
        }
        for frame in frames.reversed() {
            let token = tokens[Int(frame.token)]
            issue(frame.kind == .string ? .unterminatedString : .unclosedBracket, token.offset, token.line, token.column)
        }
        frames.removeAll()
    }

    // MARK: - Emitting

    private mutating func emit(_ kind: DartTokenKind, _ start: Int, _ end: Int, line: Int, column: Int) {
        tokens.append(DartToken(kind: kind, start: start, end: end, line: line, column: column))
        matches.append(-1)
    }

    private mutating func emit(_ kind: DartTokenKind, _ start: Int, _ end: Int) {
        emit(kind, start, end, line: line, column: start - lineStart + 1)
    }

    private mutating func issue(_ kind: SyntaxIssue.Kind, _ offset: Int, _ line: Int, _ column: Int) {
        issues.append(SyntaxIssue(kind: kind, position: TextPosition(offset: offset, line: line, column: column)))
    }

    @inline(__always) private mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    @inline(__always) static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c &- 0x30 < 10 || c == 0x5F || c == 0x24 || c >= 0x80
    }

    @inline(__always) static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == 0x5F || c == 0x24 || c >= 0x80
    }

    @inline(__always) private static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

    @inline(__always) private func byte(_ index: Int) -> UInt8 { index < n ? p[index] : 0 }

    @inline(__always) private static func isQuote(_ c: UInt8) -> Bool { c == 0x27 || c == 0x22 }

    // MARK: - Code

    /// Lexes code until the end, or until a string opens or an interpolation closes (the
    /// driver then scans the string).
    private mutating func scanCode() {
        while i < n {
            let c = p[i]
            switch c {
            case 0x20, 0x09, 0x0D, 0x0C:
                i += 1
            case 0x0A:
                newline(at: i)
                i += 1
            case _ where Self.isIdentifierStart(c):
                // `r'…'` is a raw string: the `r` touches the quote.
                if c == UInt8(ascii: "r"), Self.isQuote(byte(i + 1)) {
                    openString(prefix: 1)
                    return
                }
                let start = i
                i += 1
                while i < n, Self.isIdentifierByte(p[i]) { i += 1 }
                emit(.identifier, start, i)
            case _ where Self.isDigit(c):
                scanNumber()
            case 0x27, 0x22:
                openString(prefix: 0)
                return
            case UInt8(ascii: "/"):
                let next = byte(i + 1)
                if next == UInt8(ascii: "/") {
                    let start = i
                    let isDoc = byte(i + 2) == UInt8(ascii: "/") && byte(i + 3) != UInt8(ascii: "/")
                    while i < n, p[i] != 0x0A { i += 1 }
                    comments.append(DartToken(kind: isDoc ? .docComment : .lineComment, start: start, end: i, line: line, column: start - lineStart + 1))
                } else if next == UInt8(ascii: "*") {
                    scanBlockComment()
                } else {
                    operatorToken(next == UInt8(ascii: "=") ? 2 : 1)
                }
            case UInt8(ascii: "("): open(.paren, .leftParen)
            case UInt8(ascii: "["): open(.bracket, .leftBracket)
            case UInt8(ascii: "{"): open(.brace, .leftBrace)
            case UInt8(ascii: ")"): close(.rightParen)
            case UInt8(ascii: "]"): close(.rightBracket)
            case UInt8(ascii: "}"):
                if close(.rightBrace) { return }
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: "@"): single(.at)
            case UInt8(ascii: ":"): single(.colon)
            case UInt8(ascii: "."):
                if byte(i + 1) == UInt8(ascii: ".") {
                    if byte(i + 2) == UInt8(ascii: ".") {
                        fixed(.spread, byte(i + 3) == UInt8(ascii: "?") ? 4 : 3)
                    } else {
                        fixed(.cascade, 2)
                    }
                } else if Self.isDigit(byte(i + 1)) {
                    scanNumber()
                } else {
                    single(.dot)
                }
            case UInt8(ascii: "?"):
                let next = byte(i + 1)
                if next == UInt8(ascii: ".") {
                    fixed(byte(i + 2) == UInt8(ascii: ".") ? .cascade : .nullAwareDot, byte(i + 2) == UInt8(ascii: ".") ? 3 : 2)
                } else if next == UInt8(ascii: "?") {
                    operatorToken(byte(i + 2) == UInt8(ascii: "=") ? 3 : 2)
                } else {
                    single(.question)
                }
            case UInt8(ascii: "="):
                let next = byte(i + 1)
                if next == UInt8(ascii: ">") {
                    fixed(.arrow, 2)
                } else if next == UInt8(ascii: "=") {
                    operatorToken(2)
                } else {
                    single(.assign)
                }
            case UInt8(ascii: "!"):
                if byte(i + 1) == UInt8(ascii: "=") { operatorToken(2) } else { single(.bang) }
            case UInt8(ascii: "<"):
                let next = byte(i + 1)
                if next == UInt8(ascii: "=") {
                    operatorToken(2)
                } else if next == UInt8(ascii: "<") {
                    operatorToken(byte(i + 2) == UInt8(ascii: "=") ? 3 : 2)
                } else {
                    single(.less)
                }
            case UInt8(ascii: ">"):
                // `>>` stays two tokens so `List<List<int>>` closes; `>=` is one.
                if byte(i + 1) == UInt8(ascii: "=") { operatorToken(2) } else { single(.greater) }
            case UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "+"), UInt8(ascii: "-"):
                let next = byte(i + 1)
                operatorToken(next == c || next == UInt8(ascii: "=") ? 2 : 1)
            case UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "^"):
                operatorToken(byte(i + 1) == UInt8(ascii: "=") ? 2 : 1)
            case UInt8(ascii: "~"):
                operatorToken(byte(i + 1) == UInt8(ascii: "/") ? (byte(i + 2) == UInt8(ascii: "=") ? 3 : 2) : 1)
            case UInt8(ascii: "#"):
                // A symbol literal `#name`: the name follows as an identifier.
                single(.operator)
            default:
                issue(.unexpectedCharacter, i, line, i - lineStart + 1)
                single(.unknown)
            }
        }
    }

    @inline(__always) private mutating func single(_ kind: DartTokenKind) {
        emit(kind, i, i + 1)
        i += 1
    }

    @inline(__always) private mutating func fixed(_ kind: DartTokenKind, _ length: Int) {
        let end = min(i + length, n)
        emit(kind, i, end)
        i = end
    }

    @inline(__always) private mutating func operatorToken(_ length: Int) {
        fixed(.operator, length)
    }

    private mutating func scanNumber() {
        let start = i
        var kind = DartTokenKind.integer
        if p[i] == UInt8(ascii: "0"), byte(i + 1) | 0x20 == UInt8(ascii: "x") {
            i += 2
            while i < n, Self.isIdentifierByte(p[i]), p[i] != 0x24 { i += 1 }
            emit(.integer, start, i)
            return
        }
        while i < n, Self.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
        if i < n, p[i] == UInt8(ascii: "."), Self.isDigit(byte(i + 1)) {
            kind = .decimal
            i += 1
            while i < n, Self.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
        }
        if i < n, p[i] | 0x20 == UInt8(ascii: "e") {
            let next = byte(i + 1)
            if Self.isDigit(next) || ((next == UInt8(ascii: "+") || next == UInt8(ascii: "-")) && Self.isDigit(byte(i + 2))) {
                kind = .decimal
                i += 2
                while i < n, Self.isDigit(p[i]) { i += 1 }
            }
        }
        emit(kind, start, i)
    }

    /// `/* … */`, nesting as Dart's do; `/**` starts a doc comment.
    private mutating func scanBlockComment() {
        let start = i
        let startLine = line
        let startColumn = start - lineStart + 1
        let isDoc = byte(i + 2) == UInt8(ascii: "*") && byte(i + 3) != UInt8(ascii: "/")
        var depth = 1
        i += 2
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { break }
            } else if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else {
                if c == 0x0A { newline(at: i) }
                i += 1
            }
        }
        if depth > 0 { issue(.unterminatedComment, start, startLine, startColumn) }
        comments.append(DartToken(kind: isDoc ? .docComment : .blockComment, start: start, end: i, line: startLine, column: startColumn))
    }

    private mutating func open(_ kind: Frame.Kind, _ tokenKind: DartTokenKind) {
        frames.append(Frame(kind: kind, token: Int32(tokens.count)))
        single(tokenKind)
    }

    /// Closes the innermost frame this closer fits, reporting the frames it skips over.
    /// Returns true when it closed an interpolation, so the driver goes back to the string.
    @discardableResult
    private mutating func close(_ kind: DartTokenKind) -> Bool {
        var found = -1
        var k = frames.count - 1
        while k >= 0 {
            let frame = frames[k]
            if frame.kind == .string { break }
            if frame.kind == .interpolation {
                if kind == .rightBrace { found = k }
                break
            }
            if (frame.kind == .paren && kind == .rightParen) || (frame.kind == .bracket && kind == .rightBracket) || (frame.kind == .brace && kind == .rightBrace) {
                found = k
                break
            }
            k -= 1
        }
        guard found >= 0 else {
            issue(.unexpectedCloser, i, line, i - lineStart + 1)
            single(kind)
            return false
        }
        while frames.count - 1 > found {
            let open = tokens[Int(frames.removeLast().token)]
            issue(.unclosedBracket, open.offset, open.line, open.column)
        }
        let frame = frames.removeLast()
        let isInterpolation = frame.kind == .interpolation
        let closer = tokens.count
        single(isInterpolation ? .interpolationClose : kind)
        matches[Int(frame.token)] = Int32(closer)
        matches[closer] = frame.token
        return isInterpolation
    }

    // MARK: - Strings

    /// Opens a string at `i + prefix` (the prefix is a raw string's `r`).
    private mutating func openString(prefix: Int) {
        let quote = p[i + prefix]
        let triple = byte(i + prefix + 1) == quote && byte(i + prefix + 2) == quote
        frames.append(Frame(kind: .string, token: Int32(tokens.count), quote: quote, triple: triple, raw: prefix > 0))
        fixed(.stringOpen, prefix + (triple ? 3 : 1))
    }

    /// Scans string text until the string closes, an interpolation opens, or a single-line
    /// string meets a line break (unterminated: the string ends there and code resumes).
    private mutating func scanString(_ frame: Frame) {
        var textStart = i
        var textLine = line
        var textColumn = i - lineStart + 1
        func flush(_ lexer: inout DartLexer, upTo end: Int) {
            if end > textStart { lexer.emit(.stringText, textStart, end, line: textLine, column: textColumn) }
        }
        while i < n {
            let c = p[i]
            if c == frame.quote {
                if frame.triple {
                    var run = 0
                    while i + run < n, p[i + run] == frame.quote { run += 1 }
                    if run >= 3 {
                        // Quotes before the closing three belong to the text.
                        flush(&self, upTo: i + run - 3)
                        i += run - 3
                        closeString(length: 3)
                        return
                    }
                    i += run
                    continue
                }
                flush(&self, upTo: i)
                closeString(length: 1)
                return
            }
            if c == UInt8(ascii: "\\"), !frame.raw {
                if byte(i + 1) == 0x0A { newline(at: i + 1) }
                i = min(i + 2, n)
                continue
            }
            if c == UInt8(ascii: "$"), !frame.raw {
                let next = byte(i + 1)
                if next == UInt8(ascii: "{") {
                    flush(&self, upTo: i)
                    frames.append(Frame(kind: .interpolation, token: Int32(tokens.count)))
                    fixed(.interpolationOpen, 2)
                    return
                }
                // `$name`: a name of letters, digits and `_` (a `$` ends it).
                if Self.isIdentifierStart(next), next != 0x24 {
                    flush(&self, upTo: i)
                    let start = i
                    i += 1
                    while i < n, Self.isIdentifierByte(p[i]), p[i] != 0x24 { i += 1 }
                    emit(.interpolationName, start, i)
                    textStart = i
                    textLine = line
                    textColumn = i - lineStart + 1
                    continue
                }
                i += 1
                continue
            }
            if c == 0x0A {
                if !frame.triple {
                    flush(&self, upTo: i)
                    let open = tokens[Int(frame.token)]
                    issue(.unterminatedString, open.offset, open.line, open.column)
                    frames.removeLast()
                    return
                }
                newline(at: i)
            }
            i += 1
        }
        flush(&self, upTo: n)
    }

    private mutating func closeString(length: Int) {
        let frame = frames.removeLast()
        let closer = tokens.count
        emit(.stringClose, i, i + length)
        i += length
        matches[Int(frame.token)] = Int32(closer)
        matches[closer] = frame.token
    }
}
