/// A function, constructor or lambda-typed parameter: `modifier: Modifier = Modifier`.
public struct KotlinParameter: Sendable, Hashable {
    public let name: String
    /// The type as written, when declared.
    public let type: String?
    public let defaultValue: KotlinExpression?
    public let annotations: [KotlinAnnotation]
    /// `val`, `var`, `vararg`, `noinline`, `crossinline`, visibility…
    public let modifiers: [String]
    public let position: TextPosition
}
