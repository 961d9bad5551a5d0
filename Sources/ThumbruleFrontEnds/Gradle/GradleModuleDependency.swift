/// A dependency on another module of the same build: `implementation(project(":core"))`.
public struct GradleModuleDependency: Sendable, Hashable {
    public let configuration: String
    /// The module's path (`:core:data`), resolved from type-safe accessors where possible.
    public let path: String
    public let position: TextPosition

    public var scope: SourceScope { SourceSet.scope(ofConfiguration: configuration) }
}
