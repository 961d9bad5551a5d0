/// A parsed `AndroidManifest.xml`: package, permissions, `<uses-sdk>`, the application and its
/// components, each with the line and column of its element.
public struct AndroidManifest: Sendable {
    public let tree: XMLTree
    /// `package` on `<manifest>` (modern projects set the namespace in Gradle instead).
    public let package: String?
    public let permissions: [ManifestPermission]
    /// `<uses-sdk android:minSdkVersion/targetSdkVersion>` in old projects.
    public let usesSdkMin: Int?
    public let usesSdkTarget: Int?
    /// `<uses-feature android:name>` names.
    public let features: [String]
    public let application: ManifestApplication?
    public let components: [ManifestComponent]
    /// `<meta-data>` directly inside `<application>`.
    public let metaData: [ManifestMetaData]

    public init(text: String) throws(XMLReadError) {
        try self.init(bytes: Array(text.utf8))
    }

    public init(bytes: [UInt8]) throws(XMLReadError) {
        let tree = try XMLTree(bytes: bytes)
        guard let root = tree.root, root.name == "manifest" else {
            throw XMLReadError(line: tree.root?.position.line ?? 1, column: tree.root?.position.column ?? 1,
                               message: "root element is <\(tree.root?.name ?? "")>, not <manifest>")
        }
        self.tree = tree
        package = root.attribute("package")
        var permissions: [ManifestPermission] = []
        var usesSdkMin: Int?
        var usesSdkTarget: Int?
        var features: [String] = []
        var application: ManifestApplication?
        var components: [ManifestComponent] = []
        var metaData: [ManifestMetaData] = []
        for index in root.children {
            let element = tree.elements[index]
            switch element.name {
            case "uses-permission", "uses-permission-sdk-23", "uses-permission-sdk-m":
                guard let name = element.attribute("android:name") else { continue }
                permissions.append(ManifestPermission(
                    name: name, maxSdkVersion: element.attribute("android:maxSdkVersion").flatMap { Int($0) },
                    isSdk23Only: element.name != "uses-permission", toolsNode: element.attribute("tools:node"),
                    position: element.position))
            case "uses-sdk":
                usesSdkMin = element.attribute("android:minSdkVersion").flatMap { Int($0) }
                usesSdkTarget = element.attribute("android:targetSdkVersion").flatMap { Int($0) }
            case "uses-feature":
                if let name = element.attribute("android:name") { features.append(name) }
            case "application":
                application = ManifestApplication(
                    name: element.attribute("android:name"),
                    allowBackup: element.attribute("android:allowBackup").flatMap(Self.boolean),
                    usesCleartextTraffic: element.attribute("android:usesCleartextTraffic").flatMap(Self.boolean),
                    networkSecurityConfig: element.attribute("android:networkSecurityConfig"),
                    fullBackupContent: element.attribute("android:fullBackupContent"),
                    dataExtractionRules: element.attribute("android:dataExtractionRules"),
                    attributes: element.attributes, position: element.position)
                for childIndex in element.children {
                    let child = tree.elements[childIndex]
                    if let kind = ManifestComponent.Kind(rawValue: child.name) {
                        components.append(Self.component(kind, child, tree))
                    } else if child.name == "meta-data", let data = Self.metaData(child) {
                        metaData.append(data)
                    }
                }
            default:
                break
            }
        }
        self.permissions = permissions
        self.usesSdkMin = usesSdkMin
        self.usesSdkTarget = usesSdkTarget
        self.features = features
        self.application = application
        self.components = components
        self.metaData = metaData
    }

    /// Permissions this manifest requests (removals left out).
    public var requestedPermissions: [ManifestPermission] { permissions.filter { !$0.isRemoval } }

    /// Whether the manifest requests a permission (and does not remove it).
    public func requests(_ permission: String) -> Bool {
        permissions.contains { $0.name == permission && !$0.isRemoval }
    }

    /// Components of a kind.
    public func components(_ kind: ManifestComponent.Kind) -> [ManifestComponent] {
        components.filter { $0.kind == kind }
    }

    /// `true`/`false` as written; resource references (`@bool/x`) are not resolved.
    static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    static func metaData(_ element: XMLElementNode) -> ManifestMetaData? {
        guard let name = element.attribute("android:name") else { return nil }
        return ManifestMetaData(name: name, value: element.attribute("android:value"),
                                resource: element.attribute("android:resource"), position: element.position)
    }

    static func component(_ kind: ManifestComponent.Kind, _ element: XMLElementNode, _ tree: XMLTree) -> ManifestComponent {
        var filters: [ManifestIntentFilter] = []
        var metaData: [ManifestMetaData] = []
        for childIndex in element.children {
            let child = tree.elements[childIndex]
            if child.name == "intent-filter" {
                var actions: [String] = []
                var categories: [String] = []
                var schemes: [String] = []
                var mimeTypes: [String] = []
                for part in tree.children(of: childIndex) {
                    switch part.name {
                    case "action": part.attribute("android:name").map { actions.append($0) }
                    case "category": part.attribute("android:name").map { categories.append($0) }
                    case "data":
                        part.attribute("android:scheme").map { schemes.append($0) }
                        part.attribute("android:mimeType").map { mimeTypes.append($0) }
                    default: break
                    }
                }
                filters.append(ManifestIntentFilter(actions: actions, categories: categories, schemes: schemes, mimeTypes: mimeTypes,
                                                    position: child.position))
            } else if child.name == "meta-data", let data = Self.metaData(child) {
                metaData.append(data)
            }
        }
        let types = element.attribute("android:foregroundServiceType")?
            .split(separator: "|").map { String($0).trimmed }.filter { !$0.isEmpty } ?? []
        return ManifestComponent(
            kind: kind, name: element.attribute("android:name") ?? "",
            exported: element.attribute("android:exported").flatMap(boolean), foregroundServiceTypes: types,
            permission: element.attribute("android:permission"), intentFilters: filters, metaData: metaData,
            toolsNode: element.attribute("tools:node"), attributes: element.attributes, position: element.position)
    }
}
