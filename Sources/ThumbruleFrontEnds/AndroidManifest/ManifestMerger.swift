/// Builds a `MergedManifest` the way Android's manifest merger orders priorities: the app's
/// manifest first, then library modules' manifests in dependency order, then known library
/// contributions. Higher priority wins a conflict; `tools:node="remove"` in any manifest drops
/// the matching element from lower-priority ones.
public enum ManifestMerger {
    /// - Parameters:
    ///   - app: the application module's main manifest and its path.
    ///   - libraries: library modules' manifests in priority order.
    ///   - dependencies: the app's shipping `group:artifact` modules (for the contribution table).
    ///   - namespace: the Gradle namespace, used when manifests have no `package`.
    public static func merge(app: (manifest: AndroidManifest, path: String),
                             libraries: [(manifest: AndroidManifest, path: String)],
                             dependencies: [String], namespace: String? = nil) -> MergedManifest {
        struct Source {
            let origin: ManifestOrigin
            let package: String?
            let permissions: [ManifestPermission]
            let components: [(ManifestComponent.Kind, String, ManifestComponent)]
        }
        let appPackage = app.manifest.package ?? namespace
        var sources: [Source] = []
        for (manifest, path) in [app] + libraries {
            let package = manifest.package ?? (path == app.path ? namespace : nil)
            sources.append(Source(origin: .file(path), package: package, permissions: manifest.permissions,
                                  components: manifest.components.map { ($0.kind, $0.qualifiedName(in: package), $0) }))
        }
        for contribution in LibraryManifestContributions.contributions(for: dependencies) {
            let module = contribution.modules.intersection(dependencies).sorted().first ?? contribution.modules.sorted()[0]
            let position = TextPosition(offset: 0, line: 0, column: 0)
            let permissions = contribution.permissions.map {
                ManifestPermission(name: $0, maxSdkVersion: nil, isSdk23Only: false, toolsNode: nil, position: position)
            }
            let components = contribution.components.map { fact in
                (fact.kind, fact.name, ManifestComponent(kind: fact.kind, name: fact.name,
                                                         exported: fact.attributes.first { $0.name == "android:exported" }.flatMap { AndroidManifest.boolean($0.value) },
                                                         foregroundServiceTypes: [], permission: nil, intentFilters: [], metaData: [],
                                                         toolsNode: nil, attributes: fact.attributes + [XMLAttribute(name: "android:name", value: fact.name)],
                                                         position: position))
            }
            sources.append(Source(origin: .library(module), package: nil, permissions: permissions, components: components))
        }

        // Removals, from every source, apply to the sources after it.
        var permissions: [MergedManifest.Permission] = []
        var removed: [MergedManifest.Removal] = []
        var removalIndex: [String: Int] = [:]
        var seenPermissions: Set<String> = []
        for source in sources {
            for permission in source.permissions where permission.isRemoval && removalIndex[permission.name] == nil {
                removalIndex[permission.name] = removed.count
                removed.append(MergedManifest.Removal(removal: permission, origin: source.origin, removedFrom: []))
            }
        }
        for source in sources {
            for permission in source.permissions where !permission.isRemoval {
                if let index = removalIndex[permission.name] {
                    if !removed[index].removedFrom.contains(source.origin) { removed[index].removedFrom.append(source.origin) }
                    continue
                }
                guard seenPermissions.insert(permission.name).inserted else { continue }
                permissions.append(MergedManifest.Permission(permission: permission, origin: source.origin))
            }
        }

        var components: [MergedManifest.Component] = []
        var componentIndex: [String: Int] = [:]
        var removedComponents: Set<String> = []
        for source in sources {
            for (kind, name, component) in source.components where component.toolsNode == "remove" {
                removedComponents.insert(kind.rawValue + " " + name)
            }
        }
        for source in sources {
            for (kind, name, component) in source.components where component.toolsNode != "remove" {
                let key = kind.rawValue + " " + name
                if removedComponents.contains(key) { continue }
                if let index = componentIndex[key] {
                    let existing = components[index]
                    let names = Set(existing.attributes.map(\.name))
                    let merged = existing.attributes + component.attributes.filter { !names.contains($0.name) }
                    components[index] = MergedManifest.Component(kind: kind, name: name, component: existing.component,
                                                                 attributes: merged.sorted { $0.name < $1.name }, origin: existing.origin)
                } else {
                    componentIndex[key] = components.count
                    components.append(MergedManifest.Component(kind: kind, name: name, component: component,
                                                               attributes: component.attributes, origin: source.origin))
                }
            }
        }
        // The app's `networkSecurityConfig`, or else the first library's: the merger carries it into the app.
        let networkSecurityConfig = ([app] + libraries).lazy.compactMap { $0.manifest.application?.networkSecurityConfig }.first
        return MergedManifest(package: appPackage, permissions: permissions, removedPermissions: removed,
                              components: components, application: app.manifest.application,
                              networkSecurityConfig: networkSecurityConfig)
    }
}
