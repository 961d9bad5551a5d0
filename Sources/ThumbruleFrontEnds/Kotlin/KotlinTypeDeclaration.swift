/// A class, interface or object, including companion objects and object expressions.
public struct KotlinTypeDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `class`, interface, object, companionObject, enumClass, annotationClass
        /// `object : Runnable { … }` used as an expression.
        case objectExpression
    }

    public let kind: Kind
    /// nil for object expressions; `Companion` for an unnamed companion object.
    public let name: String?
    public let modifiers: [String]
    public let annotations: [KotlinAnnotation]
    /// Supertype names as written without type arguments: `ComponentActivity`, `Worker`.
    public let supertypes: [String]
    /// Entry names of an enum class.
    public internal(set) var enumEntries: [String]
    public let position: TextPosition
    /// Tokens inside the body braces, if there is a body.
    public internal(set) var bodyRange: Range<Int>?
    public let enclosingType: Int?
    public let enclosingFunction: Int?

    /// Whether a supertype has this name, qualified or not.
    public func inherits(_ name: String) -> Bool {
        supertypes.contains { $0 == name || $0.hasSuffix("." + name) }
    }
}
