/// `target = value` (and `+=`…) outside argument labels: Gradle's `targetSdk = 34`,
/// `ext.x = 1`, `extra["x"] = 1`, and any Kotlin assignment.
public struct KotlinAssignment: Sendable, Hashable {
    /// The target's names; a string subscript contributes its key: `extra["x"]` → `["extra", "x"]`.
    public let target: [String]
    /// `=`, `+=`, `-=`…
    public let operatorText: String
    public let value: KotlinExpression
    public let position: TextPosition
    public let container: KotlinCallContainer?
    public let enclosingFunction: Int?
    public let enclosingType: Int?
}
