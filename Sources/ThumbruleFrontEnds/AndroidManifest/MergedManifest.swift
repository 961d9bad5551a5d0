/// An approximate merged manifest of an application module: what Android's manifest merger
/// would produce from the app's manifest, its library modules' manifests and known library
/// contributions, with `tools:node="remove"` honoured. Approximate because library AARs are not
/// read: only the libraries in `LibraryManifestContributions` contribute.
public struct MergedManifest: Sendable {
    public struct Permission: Sendable, Hashable {
        public let permission: ManifestPermission
        public let origin: ManifestOrigin
        public var name: String { permission.name }
    }

    public struct Component: Sendable, Hashable {
        public let kind: ManifestComponent.Kind
        /// The fully qualified class name.
        public let name: String
        /// The highest-priority declaration (the app's when it declares one).
        public let component: ManifestComponent
        /// Attributes merged: higher priority wins, lower priority fills gaps.
        public let attributes: [XMLAttribute]
        public let origin: ManifestOrigin

        public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

        /// Foreground service types after merging (an app often adds them to a library's service).
        public var foregroundServiceTypes: [String] {
            (attribute("android:foregroundServiceType") ?? "").split(separator: "|").map { String($0).trimmed }.filter { !$0.isEmpty }
        }
    }

    /// A `tools:node="remove"` and the sources whose declaration it removed (empty when nothing
    /// the merger knows of declared it).
    public struct Removal: Sendable, Hashable {
        public let removal: ManifestPermission
        /// The manifest that holds the removal.
        public let origin: ManifestOrigin
        public internal(set) var removedFrom: [ManifestOrigin]
    }

    /// `package` of the app's manifest, or the namespace passed to `merge`.
    public let package: String?
    public let permissions: [Permission]
    /// Permissions a `tools:node="remove"` took out, with the removing element and what it removed.
    public let removedPermissions: [Removal]
    public let components: [Component]
    public let application: ManifestApplication?
    /// `android:networkSecurityConfig` after merging: the app's own, or else a library module's.
    public let networkSecurityConfig: String?

    /// Whether the merged manifest requests a permission.
    public func requests(_ permission: String) -> Bool {
        permissions.contains { $0.name == permission }
    }

    /// Whether a `tools:node="remove"` removes this permission.
    public func removes(_ permission: String) -> Bool {
        removedPermissions.contains { $0.removal.name == permission }
    }

    public func components(_ kind: ManifestComponent.Kind) -> [Component] {
        components.filter { $0.kind == kind }
    }
}
