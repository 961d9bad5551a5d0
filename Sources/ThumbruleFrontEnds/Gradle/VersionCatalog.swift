/// A Gradle version catalog (`gradle/libs.versions.toml`): `[versions]`, `[libraries]` in
/// their three forms (`"g:a:v"`, `{ module = "g:a", version.ref = … }`,
/// `{ group = …, name = …, version = … }`), `[bundles]` and `[plugins]`. Aliases are stored
/// with `-` and `_` read as `.`, the way Gradle's `libs.a.b.c` accessors spell them.
public struct VersionCatalog: Sendable {
    public struct Library: Sendable, Hashable {
        public let group: String
        public let artifact: String
        public let version: String?
    }

    public struct Plugin: Sendable, Hashable {
        public let id: String
        public let version: String?
    }

    public let versions: [String: String]
    public let libraries: [String: Library]
    public let bundles: [String: [String]]
    public let plugins: [String: Plugin]
    /// Lines of the TOML file that were not read.
    public let issues: [(line: Int, reason: String)]

    public init(toml text: String) {
        let document = TOMLDocument(text)
        issues = document.issues
        var versions: [String: String] = [:]
        for (key, value) in document.table("versions") {
            switch value {
            case .string(let text): versions[Self.normalized(key)] = text
            case .integer(let number): versions[Self.normalized(key)] = String(number)
            case .table(let rich):
                // `{ strictly = "1.0" }`, `{ require = "1.0" }`, `{ prefer = … }`
                if let text = rich["strictly"]?.string ?? rich["require"]?.string ?? rich["prefer"]?.string {
                    versions[Self.normalized(key)] = text
                }
            default: break
            }
        }
        func version(_ value: TOMLValue?) -> String? {
            guard let value else { return nil }
            if let text = value.string { return text }
            if let reference = value["ref"]?.string { return versions[Self.normalized(reference)] }
            if let rich = value.table { return rich["strictly"]?.string ?? rich["require"]?.string ?? rich["prefer"]?.string }
            return nil
        }
        var libraries: [String: Library] = [:]
        for (key, value) in document.table("libraries") {
            var library: Library?
            switch value {
            case .string(let text):
                let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                if parts.count >= 2 {
                    library = Library(group: parts[0], artifact: parts[1], version: parts.count >= 3 ? parts[2] : nil)
                }
            case .table(let table):
                if let module = table["module"]?.string {
                    let parts = module.split(separator: ":").map(String.init)
                    if parts.count == 2 { library = Library(group: parts[0], artifact: parts[1], version: version(table["version"])) }
                } else if let group = table["group"]?.string, let name = table["name"]?.string {
                    library = Library(group: group, artifact: name, version: version(table["version"]))
                }
            default:
                break
            }
            if let library { libraries[Self.normalized(key)] = library }
        }
        var bundles: [String: [String]] = [:]
        for (key, value) in document.table("bundles") {
            if case .array(let items) = value { bundles[Self.normalized(key)] = items.compactMap(\.string).map(Self.normalized) }
        }
        var plugins: [String: Plugin] = [:]
        for (key, value) in document.table("plugins") {
            switch value {
            case .string(let text):
                let parts = text.split(separator: ":").map(String.init)
                if let id = parts.first { plugins[Self.normalized(key)] = Plugin(id: id, version: parts.count > 1 ? parts[1] : nil) }
            case .table(let table):
                if let id = table["id"]?.string { plugins[Self.normalized(key)] = Plugin(id: id, version: version(table["version"])) }
            default:
                break
            }
        }
        self.versions = versions
        self.libraries = libraries
        self.bundles = bundles
        self.plugins = plugins
    }

    /// `play-services_ads` → `play.services.ads`.
    public static func normalized(_ alias: String) -> String {
        String(alias.map { $0 == "-" || $0 == "_" ? "." : $0 })
    }

    public func version(_ key: String) -> String? { versions[Self.normalized(key)] }
    public func library(_ alias: String) -> Library? { libraries[Self.normalized(alias)] }
    public func bundle(_ alias: String) -> [Library] {
        (bundles[Self.normalized(alias)] ?? []).compactMap { libraries[$0] }
    }
    public func plugin(_ alias: String) -> Plugin? { plugins[Self.normalized(alias)] }
}
