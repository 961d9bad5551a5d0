import Foundation

extension GradleProject {
    /// The merged manifest of an application module: its `src/main` manifest, the `src/main`
    /// manifests of the library modules it ships with, and the known contributions of every
    /// shipping library dependency among them. Manifests that fail to parse are returned as
    /// errors with their paths; nil when the module has no readable main manifest.
    public func mergedManifest(of module: GradleModule) -> (manifest: MergedManifest?, errors: [(path: String, error: XMLReadError)]) {
        var errors: [(path: String, error: XMLReadError)] = []
        func mainManifest(_ module: GradleModule) -> (manifest: AndroidManifest, path: String)? {
            guard let path = module.mainManifest,
                  let data = files.read(path) else { return nil }
            do {
                return (try AndroidManifest(bytes: [UInt8](data)), path)
            } catch {
                errors.append((path, error))
                return nil
            }
        }
        guard let app = mainManifest(module) else { return (nil, errors) }
        let libraries = moduleClosure(of: module)
        let libraryManifests = libraries.compactMap(mainManifest)
        var dependencies: [String] = []
        for part in [module] + libraries {
            dependencies += part.dependencies.filter { $0.scope == .shipping && !$0.isPlatform }.map(\.module)
        }
        let merged = ManifestMerger.merge(app: app, libraries: libraryManifests, dependencies: dependencies, namespace: module.namespace)
        return (merged, errors)
    }

    /// Permissions a shipping variant's own manifest (`src/googlePlayRelease`, `src/play`, not
    /// `main`, debug or test source sets) removes with `tools:node="remove"`, with the source
    /// sets that remove each. That variant's build does not request the permission whatever
    /// `main` says. Manifests that do not parse are skipped: the main manifest's reading
    /// reports them.
    public func permissionsRemovedByVariants(of module: GradleModule) -> [String: [String]] {
        var removed: [String: [String]] = [:]
        for path in module.manifests.sorted() {
            guard let set = SourceSet.containing(path: path), set.name != "main", set.scope == .shipping,
                  let data = files.read(path), let manifest = try? AndroidManifest(bytes: [UInt8](data)) else { continue }
            for permission in manifest.permissions where permission.isRemoval && !(removed[permission.name] ?? []).contains(set.name) {
                removed[permission.name, default: []].append(set.name)
            }
        }
        return removed
    }
}
