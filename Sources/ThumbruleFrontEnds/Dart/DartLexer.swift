/// The hand-written lexer behind `DartSource`: one pass over UTF-8 bytes with a few bytes of
/// lookahead, so it is linear and cannot hang on any input. Brackets, strings and `${…}`
/// interpolations share one stack of frames (`TemplatedStringLexer`); frames left open are
/// recorded as unclosed.
struct DartLexer: TemplatedStringLexer {
    static let operatorKind = DartTokenKind.operator
    static let lineCommentKind = DartTokenKind.lineComment
    static let blockCommentKind = DartTokenKind.blockComment
    static let stringOpenKind = DartTokenKind.stringOpen
    static let stringTextKind = DartTokenKind.stringText
    static let stringCloseKind = DartTokenKind.stringClose
    static let templateOpenKind = DartTokenKind.interpolationOpen
    static let templateNameKind = DartTokenKind.interpolationName
    static let templateCloseKind = DartTokenKind.interpolationClose

    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    var i = 0
    var line = 1
    var lineStart = 0
    var sawNewline = false
    var tokens: [DartToken] = []
    var comments: [DartToken] = []
    var matches: [Int32] = []
    var issues: [SyntaxIssue] = []
    var frames: [TemplatedFrame] = []

    static func lex(_ bytes: [UInt8]) -> LexerOutput<DartTokenKind> {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = DartLexer(buffer: buffer)
            lexer.run { $0.scanCode() }
            return lexer.output
        }
    }

    private init(buffer: UnsafeBufferPointer<UInt8>) {
        p = buffer
        n = buffer.count
        reserveTokens()
    }

    @inline(__always) static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c &- 0x30 < 10 || c == 0x5F || c == 0x24 || c >= 0x80
    }

    @inline(__always) static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == 0x5F || c == 0x24 || c >= 0x80
    }

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
                sawNewline = true
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
                    let isDoc = byte(i + 2) == UInt8(ascii: "/") && byte(i + 3) != UInt8(ascii: "/")
                    scanLineComment(isDoc ? .docComment : .lineComment)
                } else if next == UInt8(ascii: "*") {
                    scanBlockComment(nests: true, docKind: .docComment)
                } else {
                    operatorToken(next == UInt8(ascii: "=") ? 2 : 1)
                }
            case UInt8(ascii: "("): open(.paren, .leftParen)
            case UInt8(ascii: "["): open(.bracket, .leftBracket)
            case UInt8(ascii: "{"): open(.brace, .leftBrace)
            case UInt8(ascii: ")"): close(.rightParen, fits: .paren)
            case UInt8(ascii: "]"): close(.rightBracket, fits: .bracket)
            case UInt8(ascii: "}"):
                if close(.rightBrace, fits: .brace) { return }
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

    private mutating func scanNumber() {
        let start = i
        if p[i] == UInt8(ascii: "0"), byte(i + 1) | 0x20 == UInt8(ascii: "x") {
            i += 2
            while i < n, Self.isIdentifierByte(p[i]), p[i] != 0x24 { i += 1 }
            emit(.integer, start, i)
            return
        }
        let isDecimal = scanDecimalDigits(underscoresInExponent: false)
        emit(isDecimal ? .decimal : .integer, start, i)
    }

    // MARK: - Strings

    /// Opens a string at `i + prefix` (the prefix is a raw string's `r`).
    private mutating func openString(prefix: Int) {
        let quote = p[i + prefix]
        let triple = byte(i + prefix + 1) == quote && byte(i + prefix + 2) == quote
        let raw = prefix > 0
        openString(TemplatedFrame(kind: .string, token: Int32(tokens.count), quote: quote, triple: triple, escapes: !raw, templates: !raw),
                   length: prefix + (triple ? 3 : 1))
    }

    /// `$name`: a name of letters, digits and `_` (a `$` ends it).
    func templateNameEnd(at dollar: Int) -> Int? {
        let next = byte(dollar + 1)
        guard Self.isIdentifierStart(next), next != 0x24 else { return nil }
        var end = dollar + 1
        while end < n, Self.isIdentifierByte(p[end]), p[end] != 0x24 { end += 1 }
        return end
    }
}
