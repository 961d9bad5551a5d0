import Foundation

extension GradleProject {
    /// The merged manifest of an application module: its `src/main` manifest, the `src/main`
    /// manifests of the library modules it ships with, and the known contributions of every
    /// shipping library dependency among them. Manifests that fail to parse are returned as
    /// errors with their paths; nil when the module has no readable main manifest.
    public func mergedManifest(of module: GradleModule) -> (manifest: MergedManifest?, errors: [(path: String, error: XMLReadError)]) {
        var errors: [(path: String, error: XMLReadError)] = []
        func mainManifest(_ module: GradleModule) -> (manifest: AndroidManifest, path: String)? {
            guard let path = module.manifests.first(where: { SourceSet.containing(path: $0)?.name == "main" }),
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
}
