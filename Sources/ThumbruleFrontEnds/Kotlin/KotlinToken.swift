/// One token. Kept to 20 bytes (32-bit fields) because a large app has millions of them;
/// files over 4 GB are not source.
public struct KotlinToken: Sendable, Hashable {
    public let kind: KotlinTokenKind
    let flags: UInt8
    let start: UInt32
    let end: UInt32
    let lineValue: UInt32
    let columnValue: UInt32

    static let newlineFlag: UInt8 = 1

    init(kind: KotlinTokenKind, start: Int, end: Int, line: Int, column: Int, followsNewline: Bool) {
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
    public var length: Int { Int(end &- start) }
    public var byteRange: Range<Int> { Int(start)..<Int(end) }
    /// 1-based line of the first byte.
    public var line: Int { Int(lineValue) }
    /// 1-based UTF-8 column of the first byte.
    public var column: Int { Int(columnValue) }
    public var position: TextPosition { TextPosition(offset: offset, line: line, column: column) }
    /// Whether a line break (or a comment spanning one) separates this token from the previous
    /// significant one: Kotlin ends statements there, and Groovy ends command arguments there.
    public var followsNewline: Bool { flags & Self.newlineFlag != 0 }
}
