/// One JavaScript, TypeScript or JSX token, kept small (32-bit fields) like `KotlinToken`:
/// a large app has millions of them.
public struct JSToken: Sendable, Hashable {
    public let kind: JSTokenKind
    let flags: UInt8
    let start: UInt32
    let end: UInt32
    let lineValue: UInt32
    let columnValue: UInt32

    static let newlineFlag: UInt8 = 1

    init(kind: JSTokenKind, start: Int, end: Int, line: Int, column: Int, followsNewline: Bool) {
        self.kind = kind
        flags = followsNewline ? Self.newlineFlag : 0
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        lineValue = UInt32(truncatingIfNeeded: line)
        columnValue = UInt32(truncatingIfNeeded: column)
    }

    /// Byte offset of the first byte.
    public var offset: Int { Int(start) }
    /// Byte offset just past the last byte.
    public var endOffset: Int { Int(end) }
    public var byteRange: Range<Int> { Int(start)..<Int(end) }
    /// 1-based line of the first byte.
    public var line: Int { Int(lineValue) }
    /// 1-based UTF-8 column of the first byte.
    public var column: Int { Int(columnValue) }
    public var position: TextPosition { TextPosition(offset: offset, line: line, column: column) }
    /// Whether a line break separates this token from the previous significant one.
    public var followsNewline: Bool { flags & Self.newlineFlag != 0 }
}

/// What a token is. Words are all `.identifier` (keywords included); the structure pass
/// decides from context.
public enum JSTokenKind: UInt8, Sendable, Hashable {
    case identifier
    /// `12`, `0xFF`, `1_000`, `1.5e3`, `10n`.
    case number
    /// `'…'` or `"…"`, quotes included, escapes undecoded; in JSX attributes too.
    case string
    /// The opening backtick of a template literal.
    case templateOpen
    /// Literal text of a template between its backticks and `${…}` holes.
    case templateText
    /// `${` inside a template; code tokens follow until `.templateExpressionClose`.
    case templateExpressionOpen
    /// The `}` ending a `${…}` hole.
    case templateExpressionClose
    /// The closing backtick of a template literal.
    case templateClose
    /// `/ab+c/gi`, told apart from division by the token before it.
    case regex
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, semicolon, colon
    /// `.`
    case dot
    /// `?.`
    case optionalDot
    /// `...` (spread and rest).
    case spread
    /// `?` alone (conditional, optional members).
    case question
    /// `=>`
    case arrow
    /// `=` alone.
    case assign
    /// `<` alone outside JSX: less-than or type arguments.
    case less
    /// `>` alone outside JSX.
    case greater
    /// `@` of a decorator.
    case at
    /// Any other operator: `===`, `&&`, `??`, `+=`, `!`…
    case `operator`
    case lineComment
    case blockComment
    /// The `<` opening a JSX element or fragment.
    case jsxOpen
    /// The `</` opening a JSX closing tag.
    case jsxCloseOpen
    /// The element's name in an opening or closing tag: `View`, `Animated.View`, `svg:path`.
    case jsxName
    /// An attribute's name: `onPress`, `aria-label`.
    case jsxAttribute
    /// The `>` ending a JSX tag.
    case jsxTagEnd
    /// `/>` ending a self-closing element.
    case jsxSelfClose
    /// Text between JSX tags (runs of only white space are not tokens).
    case jsxText
    /// A byte no token starts with.
    case unknown

    public var isComment: Bool { self == .lineComment || self == .blockComment }
}

/// Which grammar a file is lexed with, from its extension.
public enum JSDialect: Sendable, Hashable {
    /// `.js`, `.jsx`, `.mjs`, `.cjs`: JSX is allowed (React Native writes it in `.js`), and Flow
    /// type annotations are read as plain tokens.
    case javaScript
    /// `.ts`, `.mts`, `.cts`: no JSX, so `<T>x` is a type assertion.
    case typeScript
    /// `.tsx`: JSX, and type-parameter lists such as `<T,>(x: T) =>` are not elements.
    case tsx

    public init(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".tsx") { self = .tsx } else if lower.hasSuffix(".ts") || lower.hasSuffix(".mts") || lower.hasSuffix(".cts") { self = .typeScript } else { self = .javaScript }
    }

    var allowsJSX: Bool { self != .typeScript }
}
