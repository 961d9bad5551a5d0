/// One argument of a call: `contentDescription = null` has the label `contentDescription`;
/// Groovy's `plugin: 'x'` is labelled `plugin` too.
public struct KotlinArgument: Sendable, Hashable {
    public let label: String?
    /// `*array`
    public let isSpread: Bool
    public let expression: KotlinExpression

    public var value: KotlinValue { expression.value }
    public var text: String { expression.text }
}
