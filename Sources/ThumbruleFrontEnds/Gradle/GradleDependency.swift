/// A library dependency resolved to Maven coordinates (catalog aliases and bundles expanded).
public struct GradleDependency: Sendable, Hashable {
    public let configuration: String
    public let group: String
    public let artifact: String
    /// Resolved when written or found in the catalog or `ext`; otherwise as written or nil.
    public let version: String?
    /// A BOM (`platform(…)`).
    public let isPlatform: Bool
    public let position: TextPosition

    /// `group:artifact`
    public var module: String { group + ":" + artifact }

    /// `group:artifact:version` or `group:artifact`.
    public var coordinate: String { version.map { module + ":" + $0 } ?? module }

    /// Shipping, test or debug-only, from the configuration name.
    public var scope: SourceScope { SourceSet.scope(ofConfiguration: configuration) }
}
