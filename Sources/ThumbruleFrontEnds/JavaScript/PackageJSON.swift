import Foundation

/// What Thumbrule reads from a `package.json`: the package's name, its entry file and its dependencies.
public struct PackageJSON: Sendable, Hashable {
    public let name: String?
    /// `main`: the module a bundler starts from (`index.js`, `expo-router/entry`).
    public let main: String?
    /// `dependencies`: what ships in the app bundle.
    public let dependencies: [String: String]
    /// `devDependencies`: build and test tools.
    public let devDependencies: [String: String]
    /// A `package.json` that only names its folder (`{ "name": "@covid" }` in `src/`, nothing but
    /// `name` and `private`): no version, entry, scripts or dependencies make it a package of its
    /// own; it is a name the app's imports use for the folder (`@covid/components`), as Metro's
    /// Haste packages were. A vendored library declares more and is not one.
    public let onlyNamesFolder: Bool

    /// Reads the JSON; nil when it is not a JSON object.
    public init?(data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        name = object["name"] as? String
        main = object["main"] as? String
        dependencies = PackageJSON.versions(object["dependencies"])
        devDependencies = PackageJSON.versions(object["devDependencies"])
        onlyNamesFolder = (name?.isEmpty == false) && Set(object.keys).isSubset(of: ["name", "private"])
    }

    public init(name: String? = nil, main: String? = nil, dependencies: [String: String], devDependencies: [String: String] = [:]) {
        self.name = name
        self.main = main
        self.dependencies = dependencies
        self.devDependencies = devDependencies
        onlyNamesFolder = false
    }

    static func versions(_ value: Any?) -> [String: String] {
        guard let table = value as? [String: Any] else { return [:] }
        return table.reduce(into: [:]) { result, entry in result[entry.key] = entry.value as? String ?? "" }
    }

    /// Whether the package depends on `name` at run time or for development.
    public func dependsOn(_ name: String) -> Bool {
        dependencies[name] != nil || devDependencies[name] != nil
    }

    /// A React Native or Expo app (or a package of one): it names `react-native` or `expo`.
    public var isReactNative: Bool {
        dependsOn("react-native") || dependsOn("expo")
    }
}
