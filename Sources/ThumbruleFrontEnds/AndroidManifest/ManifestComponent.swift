/// An `<activity>`, `<activity-alias>`, `<service>`, `<receiver>` or `<provider>`.
public struct ManifestComponent: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case activity
        case activityAlias = "activity-alias"
        case service, receiver, provider
    }

    public let kind: Kind
    /// `android:name` as written (`.MainActivity` stays relative; see `qualifiedName(in:)`).
    public let name: String
    /// `android:exported`, when written.
    public let exported: Bool?
    /// `android:foregroundServiceType` split at `|` (`dataSync`, `location`…).
    public let foregroundServiceTypes: [String]
    public let permission: String?
    public let intentFilters: [ManifestIntentFilter]
    public let metaData: [ManifestMetaData]
    public let toolsNode: String?
    /// Every attribute, names normalised (`android:enabled`, `tools:targetApi`).
    public let attributes: [XMLAttribute]
    public let position: TextPosition

    public var isLauncher: Bool { intentFilters.contains { $0.isLauncher } }

    public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    /// The class name with a relative name (`.Main`, `Main`) completed by the package.
    public func qualifiedName(in package: String?) -> String {
        guard let package, !package.isEmpty else { return name }
        if name.hasPrefix(".") { return package + name }
        if !name.contains(".") { return package + "." + name }
        return name
    }
}
