/// One entry of a `dependencies { }` block as written.
public struct GradleDeclaredDependency: Sendable, Hashable {
    /// `implementation`, `debugImplementation`, `testImplementation`, `ksp`…
    public let configuration: String
    public let notation: GradleDependencyNotation
    /// Wrapped in `platform(…)` or `enforcedPlatform(…)`: a BOM.
    public let isPlatform: Bool
    public let position: TextPosition
}
