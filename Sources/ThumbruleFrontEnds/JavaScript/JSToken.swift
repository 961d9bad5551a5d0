/// One JavaScript, TypeScript or JSX token.
public typealias JSToken = SourceToken<JSTokenKind>

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
