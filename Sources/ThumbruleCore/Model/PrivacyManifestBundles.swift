import SwiftSyntax

extension Project {
    /// The manifests that can declare what a Swift file in `target` calls, or nil when that
    /// cannot be told. An Xcode target answers with the manifests it bundles; code of a local
    /// Swift package with the manifests its Package.swift declares as resources and those of
    /// every app target (it links into the app's binary); any other file with the manifests
    /// under its target's folder.
    public func privacyManifests(covering path: String, in target: BuildTarget) -> [PrivacyManifest]? {
        if target.decidedBy == .xcodeProject, let xcodeTarget = xcodeTarget(named: target.name) {
            return privacyManifests(bundledBy: xcodeTarget)
        }
        let own = privacyManifests.filter { !$0.isInsideFramework }
        if target.kind == .swiftPackage {
            let apps = xcodeProjects.flatMap(\.targets).filter { $0.kind.isMainApp }.flatMap { privacyManifests(bundledBy: $0) }
            let packages = resolver.packageFolders.filter { $0.isEmpty || path.hasPrefix($0 + "/") }
            let declared = packageResourceManifests
            let inPackage = own.filter { manifest in
                declared.contains(manifest.path) && packages.contains { $0.isEmpty || manifest.path.hasPrefix($0 + "/") }
            }
            let all = apps + inPackage
            return all.isEmpty ? nil : all
        }
        guard let plist = target.infoPlistPath else { return nil }
        let folder = ProjectPath.folder(of: plist)
        let near = own.filter { folder.isEmpty || $0.path.hasPrefix(folder + "/") }
        return near.isEmpty ? nil : near
    }

    /// The manifests inside local Swift packages that their `Package.swift` declares as a
    /// resource: a `.process("…")` or `.copy("…")` string that names the manifest or a folder
    /// holding it. Only those reach the package's resource bundle.
    public var packageResourceManifests: Set<String> {
        // Read before this memo starts: `memo` holds its lock while it builds.
        let manifests = privacyManifests.filter { !$0.isInsideFramework }.map(\.path)
        return memo("package-resource-manifests") {
            var declared = Set<String>()
            for file in files(of: .packageManifest) {
                guard let text = text(of: file) else { continue }
                let index = SwiftFileIndex(SwiftFile.parse(text))
                let resources = index.calls("process", "copy").compactMap { call -> String? in
                    guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation else { return nil }
                    return literal.plainText.split(separator: "/").joined(separator: "/")
                }.filter { !$0.isEmpty }
                let folder = ProjectPath.folder(of: file.path)
                for manifest in manifests where folder.isEmpty || manifest.hasPrefix(folder + "/") {
                    let relative = "/" + (folder.isEmpty ? manifest : String(manifest.dropFirst(folder.count + 1)))
                    if resources.contains(where: { relative.hasSuffix("/" + $0) || relative.contains("/" + $0 + "/") }) { declared.insert(manifest) }
                }
            }
            return declared
        }
    }
}
