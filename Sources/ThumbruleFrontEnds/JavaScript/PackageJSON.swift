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

    /// Reads the JSON; nil when it is not a JSON object.
    public init?(data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        name = object["name"] as? String
        main = object["main"] as? String
        dependencies = PackageJSON.versions(object["dependencies"])
        devDependencies = PackageJSON.versions(object["devDependencies"])
    }

    public init(name: String? = nil, main: String? = nil, dependencies: [String: String], devDependencies: [String: String] = [:]) {
        self.name = name
        self.main = main
        self.dependencies = dependencies
        self.devDependencies = devDependencies
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
