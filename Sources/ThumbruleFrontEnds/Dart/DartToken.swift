/// One Dart token, kept small (32-bit fields) like `KotlinToken`: a large app has millions.
public struct DartToken: Sendable, Hashable {
    public let kind: DartTokenKind
    let start: UInt32
    let end: UInt32
    let lineValue: UInt32
    let columnValue: UInt32

    init(kind: DartTokenKind, start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        lineValue = UInt32(truncatingIfNeeded: line)
        columnValue = UInt32(truncatingIfNeeded: column)
    }

    /// Byte offset of the first byte.
    public var offset: Int { Int(start) }
    /// Byte offset just past the last byte.
    public var endOffset: Int { Int(end) }
    public var length: Int { Int(end &- start) }
    public var byteRange: Range<Int> { Int(start)..<Int(end) }
    /// 1-based line of the first byte.
    public var line: Int { Int(lineValue) }
    /// 1-based UTF-8 column of the first byte.
    public var column: Int { Int(columnValue) }
    public var position: TextPosition { TextPosition(offset: offset, line: line, column: column) }
}

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
