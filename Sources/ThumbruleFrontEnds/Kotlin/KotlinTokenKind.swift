/// What a token is. Words are all `.identifier` (keywords included) because Kotlin's soft
/// keywords (`data`, `value`, `get`) are names elsewhere; the structure pass decides from context.
public enum KotlinTokenKind: UInt8, Sendable, Hashable {
    case identifier
    /// `` `name with spaces` ``; its text includes the backticks, `KotlinSource.name(of:)` drops them.
    case backtickIdentifier
    /// `34`, `1_000L`, `0xFF`, `0b1010`, `7u`.
    case integer
    /// `1.5f`, `.5`, `1e10`, `2.0`.
    case floatingPoint
    /// `'a'`, `'\n'`, `'\u0041'` (Kotlin only; Groovy's `'…'` is a string).
    case character
    /// The opening quote(s) of a string: `"`, `"""`, and in Groovy `'`, `'''`.
    case stringOpen
    /// Literal text between a string's quotes and templates, escapes undecoded.
    case stringText
    /// `$name` inside a string.
    case templateName
    /// `${` inside a string; code tokens follow until `.templateClose`.
    case templateOpen
    /// The `}` ending a `${…}` template.
    case templateClose
    /// The closing quote(s) of a string.
    case stringClose
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma
    /// `.`
    case dot
    /// `?.`
    case safeDot
    /// `:`
    case colon
    /// `::`
    case doubleColon
    case semicolon
    /// `@` of an annotation or a label.
    case at
    /// `->`
    case arrow
    /// `=` alone (not `==`, `+=`…).
    case assign
    /// `<` alone, which may open type arguments.
    case less
    /// `>` alone, which may close type arguments.
    case greater
    /// `?` alone (nullable types).
    case question
    /// Any other operator: `?:`, `!!`, `..`, `..<`, `==`, `+=`, `&&`, `*`…
    case `operator`
    case lineComment
    case blockComment
    /// `/** … */`
    case docComment
    /// A byte no token starts with.
    case unknown

    /// Whether this kind opens a bracket pair the lexer matches.
    public var isOpener: Bool {
        self == .leftParen || self == .leftBrace || self == .leftBracket || self == .templateOpen
    }

    /// Whether this kind closes a bracket pair the lexer matches.
    public var isCloser: Bool {
        self == .rightParen || self == .rightBrace || self == .rightBracket || self == .templateClose
    }

    public var isComment: Bool { self == .lineComment || self == .blockComment || self == .docComment }
}
