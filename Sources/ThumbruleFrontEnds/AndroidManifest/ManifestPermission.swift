/// `<uses-permission>` (or `<uses-permission-sdk-23>`).
public struct ManifestPermission: Sendable, Hashable {
    /// `android.permission.POST_NOTIFICATIONS`, `com.google.android.gms.permission.AD_ID`.
    public let name: String
    public let maxSdkVersion: Int?
    /// `uses-permission-sdk-23`: only requested on API 23 and later.
    public let isSdk23Only: Bool
    /// `tools:node`, when set (`remove`, `replace`, `merge`…).
    public let toolsNode: String?
    public let position: TextPosition

    /// `tools:node="remove"`: a request to drop this permission from the merged manifest.
    public var isRemoval: Bool { toolsNode == "remove" }
}
