/// Why an XML file could not be read, and where. Malformed files end in this error, never a crash.
public struct XMLReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}
