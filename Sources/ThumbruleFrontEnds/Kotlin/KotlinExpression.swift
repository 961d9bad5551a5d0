/// An expression's place and what it is. Its calls are in `KotlinFile.calls` (with a container
/// saying they sit in this argument or lambda); this record keeps the text for messages.
public struct KotlinExpression: Sendable, Hashable {
    /// Token indices (into `KotlinSource.tokens`).
    public let tokenRange: Range<Int>
    public let position: TextPosition
    /// Source text, from the first token through the last.
    public let text: String
    public let value: KotlinValue
}
