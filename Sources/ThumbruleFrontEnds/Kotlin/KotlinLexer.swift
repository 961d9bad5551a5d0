/// The hand-written lexer behind `KotlinSource`: one pass over UTF-8 bytes, no backtracking
/// beyond a few bytes of lookahead, so it is linear and cannot hang on any input.
///
/// Brackets, strings and `${…}` templates share one stack of open frames: a `}` closes a
/// template only when the template is the innermost open frame above its string, which is what
/// lets templates nest strings that nest templates. A closer that does not fit is recorded and
/// skipped; frames left open at a closer's match or at the end are recorded as unclosed.
struct KotlinLexer {
    struct Output {
        var tokens: [KotlinToken]
        var comments: [KotlinToken]
        var matches: [Int32]
        var issues: [SyntaxIssue]
    }

    private struct Frame {
        enum Kind: UInt8 { case paren, bracket, brace, template, string }
        let kind: Kind
        /// Index of the opening token in `tokens`.
        let token: Int32
        /// For strings: the quote byte and whether it is tripled, escaped, templated.
        let quote: UInt8
        let triple: Bool
        let escapes: Bool
        let templates: Bool
    }

    private let p: UnsafeBufferPointer<UInt8>
    private let n: Int
    private let groovy: Bool
    private var i = 0
    private var line = 1
    private var lineStart = 0
    private var sawNewline = false
    private var tokens: [KotlinToken] = []
    private var comments: [KotlinToken] = []
    private var matches: [Int32] = []
    private var issues: [SyntaxIssue] = []
    private var frames: [Frame] = []

    static func lex(_ bytes: [UInt8], dialect: KotlinDialect) -> Output {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = KotlinLexer(buffer: buffer, groovy: dialect == .groovy)
            lexer.run()
            return Output(tokens: lexer.tokens, comments: lexer.comments, matches: lexer.matches, issues: lexer.issues)
        }
    }

    private init(buffer: UnsafeBufferPointer<UInt8>, groovy: Bool) {
        p = buffer
        n = buffer.count
        self.groovy = groovy
        tokens.reserveCapacity(n / 5 + 16)
        matches.reserveCapacity(n / 5 + 16)
    }

    // MARK: - Driver

    private mutating func run() {
        if n >= 2, p[0] == UInt8(ascii: "#"), p[1] == UInt8(ascii: "!") {
            let start = i
            while i < n, p[i] != 0x0A { i += 1 }
            comments.append(KotlinToken(kind: .lineComment, start: start, end: i, line: 1, column: 1, followsNewline: false))
        }
        while i < n {
            if let top = frames.last, top.kind == .string {
                scanString(top)
            } else {
                scanCode()
            }
        }
        // Whatever is still open at the end was never closed.
        for frame in frames.reversed() {
            let token = tokens[Int(frame.token)]
            issue(frame.kind == .string ? .unterminatedString : .unclosedBracket, token.offset, token.line, token.column)
        }
        frames.removeAll()
    }

    // MARK: - Emitting

    private mutating func emit(_ kind: KotlinTokenKind, _ start: Int, _ end: Int, line: Int, column: Int) {
        tokens.append(KotlinToken(kind: kind, start: start, end: end, line: line, column: column, followsNewline: sawNewline))
        matches.append(-1)
        sawNewline = false
    }

    private mutating func emit(_ kind: KotlinTokenKind, _ start: Int, _ end: Int) {
        emit(kind, start, end, line: line, column: start - lineStart + 1)
    }

    private mutating func issue(_ kind: SyntaxIssue.Kind, _ offset: Int, _ line: Int, _ column: Int) {
        issues.append(SyntaxIssue(kind: kind, position: TextPosition(offset: offset, line: line, column: column)))
    }

    private mutating func issueHere(_ kind: SyntaxIssue.Kind, _ offset: Int) {
        issue(kind, offset, line, offset - lineStart + 1)
    }

    @inline(__always) private mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    // MARK: - Code

    @inline(__always) private static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c &- 0x30 < 10 || c == 0x5F || c >= 0x80
    }

    @inline(__always) private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == 0x5F || c >= 0x80
    }

    @inline(__always) private static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

    @inline(__always) private func byte(_ index: Int) -> UInt8 { index < n ? p[index] : 0 }

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
                    let start = i
                    while i < n, p[i] != 0x0A { i += 1 }
                    comments.append(KotlinToken(kind: .lineComment, start: start, end: i, line: line, column: start - lineStart + 1, followsNewline: sawNewline))
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

    @inline(__always) private mutating func single(_ kind: KotlinTokenKind) {
        emit(kind, i, i + 1)
        i += 1
    }

    @inline(__always) private mutating func operatorToken(_ length: Int) {
        let end = min(i + length, n)
        emit(.operator, i, end)
        i = end
    }

    private mutating func scanNumber() {
        let start = i
        var kind = KotlinTokenKind.integer
        let first = p[i]
        let second = byte(i + 1) | 0x20
        if first == UInt8(ascii: "0") && (second == UInt8(ascii: "x") || second == UInt8(ascii: "b")) {
            i += 2
            while i < n, Self.isIdentifierByte(p[i]) { i += 1 }
            emit(.integer, start, i)
            return
        }
        while i < n, Self.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
        if i < n, p[i] == UInt8(ascii: "."), Self.isDigit(byte(i + 1)) {
            kind = .floatingPoint
            i += 1
            while i < n, Self.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
        }
        if i < n, p[i] | 0x20 == UInt8(ascii: "e") {
            let next = byte(i + 1)
            if Self.isDigit(next) || ((next == UInt8(ascii: "+") || next == UInt8(ascii: "-")) && Self.isDigit(byte(i + 2))) {
                kind = .floatingPoint
                i += 2
                while i < n, Self.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
            }
        }
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
            } else if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*"), !groovy {
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
        // A comment's own `followsNewline` is whether a break precedes it; the break inside it
        // (already in `sawNewline`) belongs to the next significant token.
        comments.append(KotlinToken(kind: isDoc ? .docComment : .blockComment, start: start, end: i, line: startLine, column: startColumn, followsNewline: false))
    }

    private mutating func open(_ kind: Frame.Kind, _ tokenKind: KotlinTokenKind) {
        frames.append(Frame(kind: kind, token: Int32(tokens.count), quote: 0, triple: false, escapes: false, templates: false))
        single(tokenKind)
    }

    /// Closes the innermost frame this closer fits, reporting the frames it skips over.
    /// Returns true when it closed a template, so the caller goes back to the string.
    @discardableResult
    private mutating func close(_ kind: KotlinTokenKind) -> Bool {
        var found = -1
        var k = frames.count - 1
        while k >= 0 {
            let frame = frames[k]
            if frame.kind == .string { break }
            if frame.kind == .template {
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
            issueHere(.unexpectedCloser, i)
            single(kind)
            return false
        }
        while frames.count - 1 > found {
            let open = tokens[Int(frames.removeLast().token)]
            issue(.unclosedBracket, open.offset, open.line, open.column)
        }
        let frame = frames.removeLast()
        let isTemplate = frame.kind == .template
        let closer = tokens.count
        single(isTemplate ? .templateClose : kind)
        matches[Int(frame.token)] = Int32(closer)
        matches[closer] = frame.token
        return isTemplate
    }

    // MARK: - Strings

    private mutating func openString(quote: UInt8) {
        let triple = byte(i + 1) == quote && byte(i + 2) == quote
        let isSingleQuoted = quote == UInt8(ascii: "'")
        let frame = Frame(kind: .string, token: Int32(tokens.count), quote: quote, triple: triple,
                          escapes: groovy || !triple, templates: !isSingleQuoted)
        frames.append(frame)
        let length = triple ? 3 : 1
        emit(.stringOpen, i, i + length)
        i += length
    }

    /// Scans string text until the string closes, a template opens, or a single-line string
    /// meets a line break (unterminated: the string ends there and code resumes).
    private mutating func scanString(_ frame: Frame) {
        var textStart = i
        var textLine = line
        var textColumn = i - lineStart + 1
        func flushText(_ lexer: inout KotlinLexer, upTo end: Int) {
            if end > textStart {
                lexer.emit(.stringText, textStart, end, line: textLine, column: textColumn)
            }
        }
        while i < n {
            let c = p[i]
            if c == frame.quote {
                if frame.triple {
                    var run = 0
                    while i + run < n, p[i + run] == frame.quote { run += 1 }
                    if run >= 3 {
                        // Extra quotes before the closing three belong to the text.
                        flushText(&self, upTo: i + run - 3)
                        i += run - 3
                        closeString(length: 3)
                        return
                    }
                    i += run
                    continue
                }
                flushText(&self, upTo: i)
                closeString(length: 1)
                return
            }
            if c == UInt8(ascii: "\\"), frame.escapes {
                if byte(i + 1) == 0x0A { newline(at: i + 1) }
                i = min(i + 2, n)
                continue
            }
            if c == UInt8(ascii: "$"), frame.templates {
                let next = byte(i + 1)
                if next == UInt8(ascii: "{") {
                    flushText(&self, upTo: i)
                    frames.append(Frame(kind: .template, token: Int32(tokens.count), quote: 0, triple: false, escapes: false, templates: false))
                    emit(.templateOpen, i, i + 2)
                    i += 2
                    return
                }
                if Self.isIdentifierStart(next) && next != UInt8(ascii: "$") {
                    flushText(&self, upTo: i)
                    let start = i
                    i += 1
                    while i < n, Self.isIdentifierByte(p[i]) { i += 1 }
                    emit(.templateName, start, i)
                    textStart = i
                    textLine = line
                    textColumn = i - lineStart + 1
                    continue
                }
                if next == UInt8(ascii: "`") && !groovy {
                    flushText(&self, upTo: i)
                    let start = i
                    i += 2
                    while i < n, p[i] != UInt8(ascii: "`"), p[i] != 0x0A { i += 1 }
                    if i < n, p[i] == UInt8(ascii: "`") { i += 1 }
                    emit(.templateName, start, i)
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
                    flushText(&self, upTo: i)
                    let open = tokens[Int(frame.token)]
                    issue(.unterminatedString, open.offset, open.line, open.column)
                    frames.removeLast()
                    return
                }
                newline(at: i)
            }
            i += 1
        }
        flushText(&self, upTo: n)
        // The end of the file: `run()` reports the frame.
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
