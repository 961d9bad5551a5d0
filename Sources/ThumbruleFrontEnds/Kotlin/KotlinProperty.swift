/// `val`/`var` declarations (and Groovy `def`), top-level, members, locals, and `val`/`var`
/// parameters of a primary constructor.
public struct KotlinProperty: Sendable, Hashable {
    public let name: String
    /// `var` (mutable) rather than `val`.
    public let isMutable: Bool
    public let modifiers: [String]
    public let annotations: [KotlinAnnotation]
    /// `Context.dataStore` in `val Context.dataStore by …`.
    public let receiverType: String?
    public let type: String?
    public let initializer: KotlinExpression?
    /// The expression after `by`.
    public let delegate: KotlinExpression?
    public let position: TextPosition
    public let enclosingType: Int?
    public let enclosingFunction: Int?

    /// `const val`.
    public var isConst: Bool { modifiers.contains("const") }
}
