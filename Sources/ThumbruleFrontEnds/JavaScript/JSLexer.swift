/// The hand-written lexer behind `JSSource`: one pass over UTF-8 bytes with a stack of modes,
/// so it is linear apart from a short, bounded lookahead where `<` could open JSX or a type
/// parameter list.
///
/// Code, template literals, JSX tags and JSX children share one stack of frames. A `}` closes a
/// `${…}` hole only when the hole is the innermost open frame, which is what lets templates hold
/// strings, objects and templates; a `{` inside a JSX tag or children opens code until its `}`.
/// Whether `/` starts a regular expression and `<` starts JSX is decided by the previous
/// significant token: after a value (a name, a literal, `)`, `]`, `}`) they are operators.
/// A closer that does not fit is recorded and skipped; frames left open are recorded as unclosed.
struct JSLexer: ByteLexer {
    static let operatorKind = JSTokenKind.operator
    static let lineCommentKind = JSTokenKind.lineComment
    static let blockCommentKind = JSTokenKind.blockComment

    struct Frame: LexerFrame {
        enum Kind: UInt8 { case paren, bracket, brace, templateExpression, template, jsxTag, jsxChildren }
        let kind: Kind
        /// Index of the opening token in `tokens`.
        let token: Int32
        /// For a JSX tag: whether it is a closing tag (`</…>`).
        var closing = false
        /// For a JSX tag: whether its name has been read.
        var named = false
    }

    /// Words after which an expression starts, so `/` is a regular expression and `<` JSX.
    static let expressionKeywords: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else",
        "yield", "await", "default", "extends",
    ]

    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    private let dialect: JSDialect
    var i = 0
    var line = 1
    var lineStart = 0
    var sawNewline = false
    var tokens: [JSToken] = []
    var comments: [JSToken] = []
    var matches: [Int32] = []
    var issues: [SyntaxIssue] = []
    var frames: [Frame] = []

    static func lex(_ bytes: [UInt8], dialect: JSDialect) -> LexerOutput<JSTokenKind> {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = JSLexer(buffer: buffer, dialect: dialect)
            lexer.run()
            return lexer.output
        }
    }

    private init(buffer: UnsafeBufferPointer<UInt8>, dialect: JSDialect) {
        p = buffer
        n = buffer.count
        self.dialect = dialect
        reserveTokens()
    }

    private mutating func run() {
        skipScriptTag()
        while i < n {
            switch frames.last?.kind {
            case .template?: scanTemplate()
            case .jsxTag?: scanJSXTag()
            case .jsxChildren?: scanJSXChildren()
            default: scanCode()
            }
        }
        reportOpenFrames { $0.kind == .template }
    }

    @inline(__always) static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == 0x5F || c == 0x24 || c >= 0x80
    }

    @inline(__always) static func isIdentifierByte(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || c &- 0x30 < 10
    }

    /// Whether the last significant token ends a value, so `/` divides and `<` compares.
    private func previousEndsValue() -> Bool {
        guard let last = tokens.last else { return false }
        switch last.kind {
        case .number, .string, .templateClose, .regex, .rightParen, .rightBracket, .rightBrace, .jsxTagEnd, .jsxSelfClose:
            return true
        case .identifier:
            let length = last.endOffset - last.offset
            guard length <= 10 else { return true }
            let word = String(decoding: UnsafeBufferPointer(rebasing: p[last.offset..<last.endOffset]), as: UTF8.self)
            return !Self.expressionKeywords.contains(word)
        case .operator:
            // `i++ / 2`, and TypeScript's non-null `value!`.
            let end = last.endOffset
            return end >= 2 && (p[end - 1] == UInt8(ascii: "+") && p[end - 2] == UInt8(ascii: "+")
                || p[end - 1] == UInt8(ascii: "-") && p[end - 2] == UInt8(ascii: "-"))
        default:
            return false
        }
    }

    // MARK: - Code

    private mutating func scanCode() {
        while i < n {
            let c = p[i]
            switch c {
            case 0x20, 0x09, 0x0D, 0x0C, 0x0B:
                i += 1
            case 0x0A:
                newline(at: i)
                i += 1
                sawNewline = true
            case _ where Self.isIdentifierStart(c) || c == UInt8(ascii: "#") || c == UInt8(ascii: "\\"):
                let start = i
                i += 1
                while i < n, Self.isIdentifierByte(p[i]) || p[i] == UInt8(ascii: "\\") { i += 1 }
                emit(.identifier, start, i)
            case _ where Self.isDigit(c):
                scanNumber()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanString(quote: c, escapes: true)
            case UInt8(ascii: "`"):
                emit(.templateOpen, i, i + 1)
                frames.append(Frame(kind: .template, token: Int32(tokens.count - 1)))
                i += 1
                return
            case UInt8(ascii: "/"):
                let next = byte(i + 1)
                if next == UInt8(ascii: "/") {
                    scanLineComment(.lineComment)
                } else if next == UInt8(ascii: "*") {
                    scanBlockComment(nests: false, docKind: nil)
                } else if previousEndsValue() {
                    operatorToken(next == UInt8(ascii: "=") ? 2 : 1)
                } else {
                    scanRegex()
                }
            case UInt8(ascii: "("): open(.paren, .leftParen)
            case UInt8(ascii: "["): open(.bracket, .leftBracket)
            case UInt8(ascii: "{"): open(.brace, .leftBrace)
            case UInt8(ascii: ")"): close(.paren, .rightParen)
            case UInt8(ascii: "]"): close(.bracket, .rightBracket)
            case UInt8(ascii: "}"):
                if frames.last?.kind == .templateExpression {
                    emit(.templateExpressionClose, i, i + 1)
                    pair(frames.removeLast().token, tokens.count - 1)
                    i += 1
                    return
                }
                close(.brace, .rightBrace)
                // Back to a JSX tag or children, or to a template.
                if let top = frames.last?.kind, top != .paren && top != .bracket && top != .brace { return }
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: ":"): single(.colon)
            case UInt8(ascii: "@"): single(.at)
            case UInt8(ascii: "."):
                if byte(i + 1) == UInt8(ascii: "."), byte(i + 2) == UInt8(ascii: ".") {
                    emit(.spread, i, i + 3)
                    i += 3
                } else if Self.isDigit(byte(i + 1)) {
                    scanNumber()
                } else {
                    single(.dot)
                }
            case UInt8(ascii: "?"):
                let next = byte(i + 1)
                if next == UInt8(ascii: "."), !Self.isDigit(byte(i + 2)) {
                    emit(.optionalDot, i, i + 2)
                    i += 2
                } else if next == UInt8(ascii: "?") {
                    operatorToken(byte(i + 2) == UInt8(ascii: "=") ? 3 : 2)
                } else {
                    single(.question)
                }
            case UInt8(ascii: "="):
                let next = byte(i + 1)
                if next == UInt8(ascii: ">") {
                    emit(.arrow, i, i + 2)
                    i += 2
                } else if next == UInt8(ascii: "=") {
                    operatorToken(byte(i + 2) == UInt8(ascii: "=") ? 3 : 2)
                } else {
                    single(.assign)
                }
            case UInt8(ascii: "<"):
                if dialect.allowsJSX, !previousEndsValue(), looksLikeJSX(at: i) {
                    emit(.jsxOpen, i, i + 1)
                    frames.append(Frame(kind: .jsxTag, token: Int32(tokens.count - 1)))
                    i += 1
                    return
                }
                let next = byte(i + 1)
                if next == UInt8(ascii: "=") {
                    operatorToken(2)
                } else if next == UInt8(ascii: "<") {
                    operatorToken(byte(i + 2) == UInt8(ascii: "=") ? 3 : 2)
                } else {
                    single(.less)
                }
            case UInt8(ascii: ">"):
                // Each `>` alone, so `Array<Array<string>>` closes two type lists.
                if byte(i + 1) == UInt8(ascii: "=") { operatorToken(2) } else { single(.greater) }
            default:
                operatorRun()
            }
        }
    }

    private mutating func open(_ kind: Frame.Kind, _ token: JSTokenKind) {
        emit(token, i, i + 1)
        frames.append(Frame(kind: kind, token: Int32(tokens.count - 1)))
        i += 1
    }

    /// Closes the innermost frame of this kind, within the current code region (not past a
    /// template hole, template or JSX frame); anything else is an unexpected closer.
    private mutating func close(_ kind: Frame.Kind, _ token: JSTokenKind) {
        emit(token, i, i + 1)
        let closer = tokens.count - 1
        i += 1
        var depth = frames.count - 1
        while depth >= 0 {
            let frame = frames[depth]
            if frame.kind == kind { break }
            guard frame.kind == .paren || frame.kind == .bracket || frame.kind == .brace else { depth = -1; break }
            depth -= 1
        }
        guard depth >= 0 else {
            let t = tokens[closer]
            issue(.unexpectedCloser, t.offset, t.line, t.column)
            return
        }
        pair(popFrames(to: depth).token, closer)
    }

    /// `+`, `-`, `*`, `%`, `&`, `|`, `^`, `!`, `~` and their compounds (`&&=`, `**`, `!==`).
    private mutating func operatorRun() {
        let start = i
        let c = p[i]
        i += 1
        let joins: Set<UInt8> = [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "&"), UInt8(ascii: "|")]
        switch c {
        case UInt8(ascii: "!"):
            while i < n, p[i] == UInt8(ascii: "="), i - start < 3 { i += 1 }
        case _ where joins.contains(c):
            if byte(i) == c { i += 1 }
            if byte(i) == UInt8(ascii: "=") { i += 1 }
        case UInt8(ascii: "%"), UInt8(ascii: "^"):
            if byte(i) == UInt8(ascii: "=") { i += 1 }
        case UInt8(ascii: "~"):
            break
        default:
            emit(.unknown, start, i)
            issueHere(.unexpectedCharacter, start)
            return
        }
        emit(.operator, start, i)
    }

    private mutating func scanNumber() {
        let start = i
        if p[i] == UInt8(ascii: "0"), i + 1 < n, [UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "o"), UInt8(ascii: "O")].contains(p[i + 1]) {
            i += 2
            while i < n, Self.isIdentifierByte(p[i]) { i += 1 }
            emit(.number, start, i)
            return
        }
        while i < n, Self.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
        if byte(i) == UInt8(ascii: "."), byte(i + 1) != UInt8(ascii: ".") {
            i += 1
            while i < n, Self.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
        }
        if byte(i) | 0x20 == UInt8(ascii: "e"), Self.isDigit(byte(i + 1)) || ((byte(i + 1) == UInt8(ascii: "-") || byte(i + 1) == UInt8(ascii: "+")) && Self.isDigit(byte(i + 2))) {
            i += 2
            while i < n, Self.isDigit(p[i]) { i += 1 }
        }
        if byte(i) == UInt8(ascii: "n") { i += 1 }
        emit(.number, start, i)
    }

    /// A quoted string. Code strings end at an unescaped line break (an issue); JSX attribute
    /// strings have no escapes and may span lines.
    private mutating func scanString(quote: UInt8, escapes: Bool) {
        let start = i, startLine = line, startColumn = i - lineStart + 1
        i += 1
        while i < n {
            let c = p[i]
            if c == quote {
                i += 1
                emit(.string, start, i, line: startLine, column: startColumn)
                return
            }
            if escapes && c == UInt8(ascii: "\\") {
                if byte(i + 1) == 0x0A { newline(at: i + 1) }
                i += 2
                continue
            }
            if c == 0x0A {
                if escapes { break }
                newline(at: i)
            }
            i += 1
        }
        i = min(i, n)
        issue(.unterminatedString, start, startLine, startColumn)
        emit(.string, start, i, line: startLine, column: startColumn)
    }

    /// `/…/flags`, with `[…]` classes (where `/` does not end it) and escapes. A line break
    /// before the closing slash means it was division after all: one operator token.
    private mutating func scanRegex() {
        let start = i
        var j = i + 1
        var inClass = false
        while j < n {
            let c = p[j]
            if c == 0x0A { break }
            if c == UInt8(ascii: "\\") { j += 2; continue }
            if c == UInt8(ascii: "[") { inClass = true } else if c == UInt8(ascii: "]") { inClass = false } else if c == UInt8(ascii: "/") && !inClass {
                j += 1
                while j < n, Self.isIdentifierByte(p[j]) { j += 1 }
                emit(.regex, start, j)
                i = j
                return
            }
            j += 1
        }
        operatorToken(byte(i + 1) == UInt8(ascii: "=") ? 2 : 1)
    }

    // MARK: - Templates

    private mutating func scanTemplate() {
        let start = i, startLine = line, startColumn = i - lineStart + 1
        func flushText(_ end: Int) {
            if end > start { emit(.templateText, start, end, line: startLine, column: startColumn) }
        }
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "`") {
                flushText(i)
                emit(.templateClose, i, i + 1)
                pair(frames.removeLast().token, tokens.count - 1)
                i += 1
                return
            }
            if c == UInt8(ascii: "$"), byte(i + 1) == UInt8(ascii: "{") {
                flushText(i)
                emit(.templateExpressionOpen, i, i + 2)
                frames.append(Frame(kind: .templateExpression, token: Int32(tokens.count - 1)))
                i += 2
                return
            }
            if c == UInt8(ascii: "\\") {
                if byte(i + 1) == 0x0A { newline(at: i + 1) }
                i += 2
                continue
            }
            if c == 0x0A { newline(at: i) }
            i += 1
        }
        i = n
        flushText(n)
    }

    // MARK: - JSX

    /// Whether `<` at `index` (where an expression may start) opens JSX: `<>` or `<Name`, but
    /// not a type-parameter list `<T,>`, `<T extends U>`, Flow's `<T: U>` or `<T>(x: T) =>`.
    private func looksLikeJSX(at index: Int) -> Bool {
        var j = index + 1
        while j < n, p[j] == 0x20 || p[j] == 0x09 || p[j] == 0x0A || p[j] == 0x0D { j += 1 }
        guard j < n else { return false }
        if p[j] == UInt8(ascii: ">") { return true }
        guard Self.isIdentifierStart(p[j]) else { return false }
        while j < n, Self.isIdentifierByte(p[j]) { j += 1 }
        while j < n, p[j] == 0x20 || p[j] == 0x09 || p[j] == 0x0A || p[j] == 0x0D { j += 1 }
        guard j < n else { return false }
        if p[j] == UInt8(ascii: ",") { return false }
        // Flow's bounded type parameter `<T: Bound>(…)`; a JSX namespaced name `<svg:rect` has no space after the colon.
        if p[j] == UInt8(ascii: ":"), j + 1 < n, p[j + 1] == 0x20 || p[j + 1] == 0x09 { return false }
        if p[j] == UInt8(ascii: "e"), j + 7 < n, String(decoding: UnsafeBufferPointer(rebasing: p[j..<(j + 7)]), as: UTF8.self) == "extends",
           !Self.isIdentifierByte(p[j + 7]) {
            // `<T extends U>`; an attribute named `extends` would be followed by `=`.
            var k = j + 7
            while k < n, p[k] == 0x20 { k += 1 }
            return k < n && p[k] == UInt8(ascii: "=")
        }
        guard p[j] == UInt8(ascii: ">") else { return true }
        // `<T>(…) =>` or `<T>(…): R =>` is a generic arrow function.
        var k = j + 1
        while k < n, p[k] == 0x20 || p[k] == 0x09 { k += 1 }
        guard k < n, p[k] == UInt8(ascii: "(") else { return true }
        var depth = 0
        let limit = min(n, k + 4000)
        while k < limit {
            let c = p[k]
            if c == UInt8(ascii: "(") { depth += 1 } else if c == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
            } else if c == UInt8(ascii: "<") && depth == 1 && Self.isIdentifierStart(byte(k + 1)) && k > 0 && p[k - 1] == UInt8(ascii: "(") {
                // `<T>(<b>bold</b>)`: markup inside the parentheses is an element's text.
                return true
            }
            k += 1
        }
        guard k < limit else { return true }
        k += 1
        while k < n, p[k] == 0x20 || p[k] == 0x09 || p[k] == 0x0A || p[k] == 0x0D { k += 1 }
        if k + 1 < n, p[k] == UInt8(ascii: "="), p[k + 1] == UInt8(ascii: ">") { return false }
        if k < n, p[k] == UInt8(ascii: ":") { return false }
        return true
    }

    private mutating func scanJSXTag() {
        while i < n {
            let c = p[i]
            switch c {
            case 0x20, 0x09, 0x0D, 0x0C:
                i += 1
            case 0x0A:
                newline(at: i)
                i += 1
                sawNewline = true
            case UInt8(ascii: "/"):
                if byte(i + 1) == UInt8(ascii: ">") {
                    emit(.jsxSelfClose, i, i + 2)
                    i += 2
                    pair(frames.removeLast().token, tokens.count - 1)
                    return
                } else if byte(i + 1) == UInt8(ascii: "/") {
                    scanLineComment(.lineComment)
                } else if byte(i + 1) == UInt8(ascii: "*") {
                    scanBlockComment(nests: false, docKind: nil)
                } else {
                    single(.unknown)
                    issueHere(.unexpectedCharacter, i - 1)
                }
            case UInt8(ascii: ">"):
                emit(.jsxTagEnd, i, i + 1)
                i += 1
                let tag = frames.removeLast()
                pair(tag.token, tokens.count - 1)
                if !tag.closing {
                    frames.append(Frame(kind: .jsxChildren, token: Int32(tokens.count - 1)))
                }
                return
            case UInt8(ascii: "{"):
                open(.brace, .leftBrace)
                return
            case UInt8(ascii: "="):
                single(.assign)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanString(quote: c, escapes: false)
            case UInt8(ascii: "<"):
                // Type arguments of a generic component: `<Picker<Item> …>`.
                let start = i
                var depth = 0
                while i < n {
                    if p[i] == UInt8(ascii: "<") { depth += 1 } else if p[i] == UInt8(ascii: ">") {
                        depth -= 1
                        if depth == 0 { i += 1; break }
                    } else if p[i] == 0x0A { newline(at: i) }
                    i += 1
                }
                emit(.operator, start, i)
            case _ where Self.isIdentifierStart(c):
                let start = i
                while i < n, Self.isIdentifierByte(p[i]) || p[i] == UInt8(ascii: "-") || p[i] == UInt8(ascii: ":") || p[i] == UInt8(ascii: ".") { i += 1 }
                let named = frames[frames.count - 1].named
                frames[frames.count - 1].named = true
                emit(named ? .jsxAttribute : .jsxName, start, i)
            default:
                single(.unknown)
                issueHere(.unexpectedCharacter, i - 1)
            }
        }
    }

    private mutating func scanJSXChildren() {
        var start = i, startLine = line, startColumn = i - lineStart + 1
        var meaningful = false
        var textEnd = i
        // The text without its surrounding white space.
        func flush() {
            if meaningful { emit(.jsxText, start, textEnd, line: startLine, column: startColumn) }
        }
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "{") {
                flush()
                open(.brace, .leftBrace)
                return
            }
            if c == UInt8(ascii: "<") {
                flush()
                var j = i + 1
                while j < n, p[j] == 0x20 || p[j] == 0x09 || p[j] == 0x0A || p[j] == 0x0D { j += 1 }
                if j < n, p[j] == UInt8(ascii: "/") {
                    emit(.jsxCloseOpen, i, j + 1)
                    let children = frames.removeLast()
                    pair(children.token, tokens.count - 1)
                    frames.append(Frame(kind: .jsxTag, token: Int32(tokens.count - 1), closing: true))
                    while i <= j {
                        if p[i] == 0x0A { newline(at: i) }
                        i += 1
                    }
                } else {
                    emit(.jsxOpen, i, i + 1)
                    frames.append(Frame(kind: .jsxTag, token: Int32(tokens.count - 1)))
                    i += 1
                }
                return
            }
            if c == 0x0A {
                newline(at: i)
            } else if c != 0x20 && c != 0x09 && c != 0x0D {
                if !meaningful {
                    meaningful = true
                    start = i
                    startLine = line
                    startColumn = i - lineStart + 1
                }
                textEnd = i + 1
            }
            i += 1
        }
        flush()
    }
}
