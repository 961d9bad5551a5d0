/// `<meta-data android:name=… android:value=… android:resource=…>`.
public struct ManifestMetaData: Sendable, Hashable {
    public let name: String
    public let value: String?
    public let resource: String?
    public let position: TextPosition
}
