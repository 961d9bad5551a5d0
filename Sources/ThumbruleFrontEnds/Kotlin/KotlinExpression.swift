/// An expression's place and what it is. Its calls are in `KotlinFile.calls` (with a container
/// saying they sit in this argument or lambda); this record keeps the text for messages.
public struct KotlinExpression: Sendable, Hashable {
    /// Token indices (into `KotlinSource.tokens`).
    public let tokenRange: Range<Int>
    public let position: TextPosition
    /// Source text from the first token through the last, cut after `maximumTextLength` bytes
    /// with `…` (nested arguments would otherwise copy a file once per level); the whole text
    /// is `KotlinFile.text(of: tokenRange)`.
    public let text: String
    public let value: KotlinValue

    /// Longest text kept in an expression or chain link.
    public static let maximumTextLength = 240
}
