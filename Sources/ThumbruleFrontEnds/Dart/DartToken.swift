/// One Dart token.
public typealias DartToken = SourceToken<DartTokenKind>

/// What a Dart token is. Words are all `.identifier` (keywords included): Dart's built-in
/// identifiers (`get`, `show`, `on`, `required`) are names elsewhere, so the structure pass
/// decides from context.
public enum DartTokenKind: UInt8, Sendable, Hashable {
    case identifier
    /// `34`, `0xFF`, `1_000`.
    case integer
    /// `1.5`, `.5`, `1e10`.
    case decimal
    /// The opening quote(s) of a string, with an `r` prefix for raw strings: `'`, `"""`, `r'`.
    case stringOpen
    /// Literal text between quotes and interpolations, escapes undecoded.
    case stringText
    /// `$name` inside a string.
    case interpolationName
    /// `${` inside a string; code tokens follow until `.interpolationClose`.
    case interpolationOpen
    /// The `}` ending a `${…}`.
    case interpolationClose
    /// The closing quote(s) of a string.
    case stringClose
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma
    /// `.`
    case dot
    /// `?.`
    case nullAwareDot
    /// `..` and `?..`: a cascade section.
    case cascade
    /// `...` and `...?`: a spread in a collection literal.
    case spread
    case colon
    case semicolon
    /// `@` of an annotation.
    case at
    /// `=>`
    case arrow
    /// `=` alone.
    case assign
    /// `<` alone, which may open type arguments.
    case less
    /// `>` alone, which may close type arguments.
    case greater
    /// `?` alone (nullable types, conditionals).
    case question
    /// `!` alone (negation, null assertion).
    case bang
    /// Any other operator: `??`, `==`, `+=`, `&&`, `*`, `#`…
    case `operator`
    case lineComment
    /// `/* … */`, nested ones included.
    case blockComment
    /// `///` and `/** … */`
    case docComment
    /// A byte no token starts with.
    case unknown

    /// Whether this kind opens a bracket pair the lexer matches.
    public var isOpener: Bool {
        self == .leftParen || self == .leftBrace || self == .leftBracket || self == .interpolationOpen
    }

    /// Whether this kind closes a bracket pair the lexer matches.
    public var isCloser: Bool {
        self == .rightParen || self == .rightBrace || self == .rightBracket || self == .interpolationClose
    }

    public var isComment: Bool { self == .lineComment || self == .blockComment || self == .docComment }
}
