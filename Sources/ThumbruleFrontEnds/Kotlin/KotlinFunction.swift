/// A `fun` declaration or a secondary `constructor`.
public struct KotlinFunction: Sendable, Hashable {
    public let name: String
    /// `Modifier` in `fun Modifier.touchTarget()`.
    public let receiverType: String?
    public let annotations: [KotlinAnnotation]
    public let modifiers: [String]
    public let parameters: [KotlinParameter]
    public let returnType: String?
    public let position: TextPosition
    /// Tokens inside the body braces, or of the expression body after `=`; nil when abstract.
    public internal(set) var bodyRange: Range<Int>?
    public let enclosingType: Int?
    public let enclosingFunction: Int?
    public let isConstructor: Bool

    /// Whether an annotation has this short name (`Composable`, `Preview`).
    public func hasAnnotation(_ shortName: String) -> Bool {
        annotations.contains { $0.shortName == shortName }
    }

    /// `@Composable`.
    public var isComposable: Bool { hasAnnotation("Composable") }

    /// `@Preview` or a multipreview annotation named like one (`@PreviewLightDark`,
    /// `@DevicePreviews`): preview-only code, a scope checks skip like iOS previews.
    public var isPreview: Bool {
        annotations.contains { $0.shortName.hasPrefix("Preview") || $0.shortName.hasSuffix("Previews") || $0.shortName.hasSuffix("Preview") }
    }
}

extension KotlinFunction {
    func with(parameters: [KotlinParameter]) -> KotlinFunction {
        KotlinFunction(
            name: name, receiverType: receiverType, annotations: annotations, modifiers: modifiers,
            parameters: parameters, returnType: returnType, position: position, bodyRange: bodyRange,
            enclosingType: enclosingType, enclosingFunction: enclosingFunction, isConstructor: isConstructor)
    }
}
