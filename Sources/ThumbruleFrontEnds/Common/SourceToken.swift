/// One token of a language Thumbrule lexes by hand (Kotlin and Groovy, Dart, JavaScript and
/// TypeScript). Kept to 20 bytes (32-bit fields) because a large app has millions of them;
/// files over 4 GB are not source. Each language names its own kinds (`KotlinTokenKind`, …).
public struct SourceToken<Kind: Hashable & Sendable>: Sendable, Hashable {
    public let kind: Kind
    @usableFromInline let flags: UInt8
    @usableFromInline let start: UInt32
    @usableFromInline let end: UInt32
    @usableFromInline let lineValue: UInt32
    @usableFromInline let columnValue: UInt32

    @usableFromInline static var newlineFlag: UInt8 { 1 }

    init(kind: Kind, start: Int, end: Int, line: Int, column: Int, followsNewline: Bool = false) {
        self.kind = kind
        flags = followsNewline ? Self.newlineFlag : 0
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        lineValue = UInt32(truncatingIfNeeded: line)
        columnValue = UInt32(truncatingIfNeeded: column)
    }

    /// Byte offset of the first byte.
    @inlinable public var offset: Int { Int(start) }
    /// Byte offset just past the last byte.
    @inlinable public var endOffset: Int { Int(end) }
    @inlinable public var length: Int { Int(end &- start) }
    @inlinable public var byteRange: Range<Int> { Int(start)..<Int(end) }
    /// 1-based line of the first byte.
    @inlinable public var line: Int { Int(lineValue) }
    /// 1-based UTF-8 column of the first byte.
    @inlinable public var column: Int { Int(columnValue) }
    @inlinable public var position: TextPosition { TextPosition(offset: offset, line: line, column: column) }
    /// Whether a line break (or a comment spanning one) separates this token from the previous
    /// significant one: Kotlin and JavaScript end statements there, Groovy ends command
    /// arguments there (Dart ends statements with `;`, so its parser does not ask).
    @inlinable public var followsNewline: Bool { flags & Self.newlineFlag != 0 }
}
