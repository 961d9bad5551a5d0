/// The `<application>` element's attributes that checks read.
public struct ManifestApplication: Sendable, Hashable {
    /// `android:name`: the `Application` subclass, if any.
    public let name: String?
    /// `android:allowBackup` (Android's default when absent is true).
    public let allowBackup: Bool?
    public let usesCleartextTraffic: Bool?
    /// `@xml/network_security_config`
    public let networkSecurityConfig: String?
    /// `android:fullBackupContent` (API ≤ 30 backup rules).
    public let fullBackupContent: String?
    /// `android:dataExtractionRules` (API 31+ backup rules).
    public let dataExtractionRules: String?
    public let attributes: [XMLAttribute]
    public let position: TextPosition

    public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}
