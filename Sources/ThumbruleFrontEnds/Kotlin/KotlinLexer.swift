/// The hand-written lexer behind `KotlinSource`: one pass over UTF-8 bytes, no backtracking
/// beyond a few bytes of lookahead, so it is linear and cannot hang on any input. Brackets,
/// strings and `${…}` templates share one stack of frames (`TemplatedStringLexer`); frames
/// left open at a closer's match or at the end are recorded as unclosed.
struct KotlinLexer: TemplatedStringLexer {
    static let operatorKind = KotlinTokenKind.operator
    static let lineCommentKind = KotlinTokenKind.lineComment
    static let blockCommentKind = KotlinTokenKind.blockComment
    static let stringOpenKind = KotlinTokenKind.stringOpen
    static let stringTextKind = KotlinTokenKind.stringText
    static let stringCloseKind = KotlinTokenKind.stringClose
    static let templateOpenKind = KotlinTokenKind.templateOpen
    static let templateNameKind = KotlinTokenKind.templateName
    static let templateCloseKind = KotlinTokenKind.templateClose

    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    private let groovy: Bool
    var i = 0
    var line = 1
    var lineStart = 0
    var sawNewline = false
    var tokens: [KotlinToken] = []
    var comments: [KotlinToken] = []
    var matches: [Int32] = []
    var issues: [SyntaxIssue] = []
    var frames: [TemplatedFrame] = []

    static func lex(_ bytes: [UInt8], dialect: KotlinDialect) -> LexerOutput<KotlinTokenKind> {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = KotlinLexer(buffer: buffer, groovy: dialect == .groovy)
            lexer.run { $0.scanCode() }
            return lexer.output
        }
    }

    private init(buffer: UnsafeBufferPointer<UInt8>, groovy: Bool) {
        p = buffer
        n = buffer.count
        self.groovy = groovy
        reserveTokens()
    }

    // MARK: - Code

    @inline(__always) private static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c &- 0x30 < 10 || c == 0x5F || c >= 0x80
    }

    @inline(__always) private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == 0x5F || c >= 0x80
    }

    /// Lexes code until the end, or until a string opens or a template closes (the driver then
    /// switches to string scanning).
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
                let start = i
                i += 1
                while i < n, Self.isIdentifierByte(p[i]) { i += 1 }
                emit(.identifier, start, i)
            case _ where Self.isDigit(c):
                scanNumber()
            case UInt8(ascii: "\""):
                openString(quote: c)
                return
            case UInt8(ascii: "'"):
                if groovy {
                    openString(quote: c)
                    return
                }
                scanCharacter()
            case UInt8(ascii: "`"):
                scanBacktickName()
            case UInt8(ascii: "/"):
                let next = byte(i + 1)
                if next == UInt8(ascii: "/") {
                    scanLineComment(.lineComment)
                } else if next == UInt8(ascii: "*") {
                    scanBlockComment(nests: !groovy, docKind: .docComment)
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
            case UInt8(ascii: "."):
                let next = byte(i + 1)
                if next == UInt8(ascii: ".") {
                    if byte(i + 2) == UInt8(ascii: "<") || (groovy && byte(i + 2) == UInt8(ascii: ".")) {
                        operatorToken(3)
                    } else {
                        operatorToken(2)
                    }
                } else if Self.isDigit(next) {
                    scanNumber()
                } else if groovy && next == UInt8(ascii: "@") {
                    operatorToken(2)
                } else {
                    single(.dot)
                }
            case UInt8(ascii: "?"):
                let next = byte(i + 1)
                if next == UInt8(ascii: ".") {
                    emit(.safeDot, i, i + 2)
                    i += 2
                } else if next == UInt8(ascii: ":") {
                    operatorToken(2)
                } else {
                    single(.question)
                }
            case UInt8(ascii: ":"):
                if byte(i + 1) == UInt8(ascii: ":") {
                    emit(.doubleColon, i, i + 2)
                    i += 2
                } else {
                    single(.colon)
                }
            case UInt8(ascii: "-"):
                let next = byte(i + 1)
                if next == UInt8(ascii: ">") {
                    emit(.arrow, i, i + 2)
                    i += 2
                } else {
                    operatorToken(next == UInt8(ascii: "-") || next == UInt8(ascii: "=") ? 2 : 1)
                }
            case UInt8(ascii: "="):
                if byte(i + 1) == UInt8(ascii: "=") {
                    operatorToken(byte(i + 2) == UInt8(ascii: "=") || (groovy && byte(i + 2) == UInt8(ascii: "~")) ? 3 : 2)
                } else if groovy && byte(i + 1) == UInt8(ascii: "~") {
                    operatorToken(2)
                } else {
                    single(.assign)
                }
            case UInt8(ascii: "!"):
                let next = byte(i + 1)
                if next == UInt8(ascii: "=") {
                    operatorToken(byte(i + 2) == UInt8(ascii: "=") ? 3 : 2)
                } else {
                    operatorToken(next == UInt8(ascii: "!") ? 2 : 1)
                }
            case UInt8(ascii: "<"):
                let next = byte(i + 1)
                if next == UInt8(ascii: "=") {
                    operatorToken(groovy && byte(i + 2) == UInt8(ascii: ">") ? 3 : 2)
                } else if groovy && next == UInt8(ascii: "<") {
                    operatorToken(byte(i + 2) == UInt8(ascii: "=") ? 3 : 2)
                } else {
                    single(.less)
                }
            case UInt8(ascii: ">"):
                // `>>` is never one Kotlin token, and keeping `>` single lets `List<List<Int>>` close.
                if byte(i + 1) == UInt8(ascii: "=") { operatorToken(2) } else { single(.greater) }
            case UInt8(ascii: "&"), UInt8(ascii: "|"):
                let next = byte(i + 1)
                operatorToken(next == c || next == UInt8(ascii: "=") ? 2 : 1)
            case UInt8(ascii: "+"):
                let next = byte(i + 1)
                operatorToken(next == c || next == UInt8(ascii: "=") ? 2 : 1)
            case UInt8(ascii: "*"):
                let next = byte(i + 1)
                if groovy && next == UInt8(ascii: "*") {
                    operatorToken(byte(i + 2) == UInt8(ascii: "=") ? 3 : 2)
                } else if groovy && next == UInt8(ascii: ".") {
                    operatorToken(2)
                } else {
                    operatorToken(next == UInt8(ascii: "=") ? 2 : 1)
                }
            case UInt8(ascii: "%"), UInt8(ascii: "^"):
                operatorToken(byte(i + 1) == UInt8(ascii: "=") ? 2 : 1)
            case UInt8(ascii: "~"):
                single(.operator)
            case UInt8(ascii: "$") where groovy:
                // A `$` outside a string is an identifier character in Groovy.
                let start = i
                i += 1
                while i < n, Self.isIdentifierByte(p[i]) || p[i] == UInt8(ascii: "$") { i += 1 }
                emit(.identifier, start, i)
            default:
                issueHere(.unexpectedCharacter, i)
                single(.unknown)
            }
        }
    }

    private mutating func scanNumber() {
        let start = i
        let first = p[i]
        let second = byte(i + 1) | 0x20
        if first == UInt8(ascii: "0") && (second == UInt8(ascii: "x") || second == UInt8(ascii: "b")) {
            i += 2
            while i < n, Self.isIdentifierByte(p[i]) { i += 1 }
            emit(.integer, start, i)
            return
        }
        var kind: KotlinTokenKind = scanDecimalDigits(underscoresInExponent: true) ? .floatingPoint : .integer
        // Suffixes (`L`, `u`, `uL`, `f`, and Groovy's `G`, `d`, `i`…) run on as letters.
        if i < n, Self.isIdentifierStart(p[i]) {
            let suffix = p[i] | 0x20
            if suffix == UInt8(ascii: "f") || suffix == UInt8(ascii: "d") { kind = .floatingPoint }
            while i < n, Self.isIdentifierByte(p[i]) { i += 1 }
        }
        emit(kind, start, i)
    }

    private mutating func scanCharacter() {
        let start = i
        var j = i + 1
        if j < n, p[j] == UInt8(ascii: "\\") {
            j += 1
            if j < n, p[j] == UInt8(ascii: "u") {
                j += 1
                var digits = 0
                while digits < 4, j < n, Self.isIdentifierByte(p[j]) { j += 1; digits += 1 }
            } else if j < n, p[j] != 0x0A {
                j += 1
            }
        } else if j < n, p[j] != 0x0A, p[j] != UInt8(ascii: "'") {
            let lead = p[j]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            j += length
            // Stop a multi-byte character cut by a line break or the end of the file.
            j = min(j, n)
            var k = start + 1
            while k < j { if p[k] == 0x0A { j = k; break }; k += 1 }
        }
        if j < n, p[j] == UInt8(ascii: "'") {
            emit(.character, start, j + 1)
            i = j + 1
        } else {
            issueHere(.unterminatedCharacter, start)
            single(.unknown)
        }
    }

    private mutating func scanBacktickName() {
        let start = i
        var j = i + 1
        while j < n, p[j] != UInt8(ascii: "`"), p[j] != 0x0A { j += 1 }
        if j < n, p[j] == UInt8(ascii: "`") {
            emit(.backtickIdentifier, start, j + 1)
            i = j + 1
        } else {
            issueHere(.unterminatedBacktickName, start)
            emit(.backtickIdentifier, start, j)
            i = j
        }
    }

    // MARK: - Strings

    private mutating func openString(quote: UInt8) {
        let triple = byte(i + 1) == quote && byte(i + 2) == quote
        openString(TemplatedFrame(kind: .string, token: Int32(tokens.count), quote: quote, triple: triple,
                                  escapes: groovy || !triple, templates: quote != UInt8(ascii: "'")),
                   length: triple ? 3 : 1)
    }

    /// `$name`, and in Kotlin `$`name``; a `$` before anything else is text.
    func templateNameEnd(at dollar: Int) -> Int? {
        let next = byte(dollar + 1)
        if Self.isIdentifierStart(next) && next != UInt8(ascii: "$") {
            var end = dollar + 1
            while end < n, Self.isIdentifierByte(p[end]) { end += 1 }
            return end
        }
        guard next == UInt8(ascii: "`"), !groovy else { return nil }
        var end = dollar + 2
        while end < n, p[end] != UInt8(ascii: "`"), p[end] != 0x0A { end += 1 }
        return end < n && p[end] == UInt8(ascii: "`") ? end + 1 : end
    }
}
