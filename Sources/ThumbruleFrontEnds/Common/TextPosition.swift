/// A place in a source file. Columns count UTF-8 bytes from 1, because every front end
/// here reads bytes, and a byte column converts to any other unit from the line's text.
public struct TextPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Bytes from the start of the file.
    public let offset: Int
    /// 1-based line.
    public let line: Int
    /// 1-based UTF-8 byte column.
    public let column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "\(line):\(column)" }
}
