import Foundation

extension Project {
    /// The products that compile `path` and ship an Info.plist the system reads at run time
    /// (apps, extensions, watch apps, App Clips), for checks that compare code with that plist.
    ///
    /// Every Xcode target that lists the file and whose product type ships; else the
    /// resolver's target when it ships and the file is not inside a Swift package below its
    /// plist; else, for code in a package or framework, the only app target. Empty when the
    /// products cannot be told apart, so checks stay silent.
    public func shippingTargets(compiling path: String, resolved: BuildTarget) -> [BuildTarget] {
        let listing = xcodeProjects.flatMap(\.targets).filter { $0.contains(path) }
        let shipping = listing.filter { TargetKind.fromProductType($0.productType)?.shipsInfoPlist == true }.map { owner in
            BuildTarget(name: owner.name, kind: owner.kind, infoPlistPath: owner.infoPlistPath,
                        generatedInfoPlistKeys: owner.generatedInfoPlistKeys, entitlementsPath: owner.entitlementsPath, decidedBy: .xcodeProject)
        }
        if !shipping.isEmpty { return shipping }
        let inPackage = isInsidePackage(path, below: resolved.infoPlistPath)
        if listing.isEmpty, !inPackage, resolved.kind.shipsInfoPlist { return [resolved] }
        let packaged = inPackage || !listing.isEmpty || resolved.kind == .swiftPackage || resolved.kind == .framework
        let apps = xcodeProjects.flatMap(\.targets).filter { $0.productType == XcodeProductTypes.application }
        if packaged, apps.count == 1, let app = apps.first {
            return [BuildTarget(name: app.name, kind: .app, infoPlistPath: app.infoPlistPath, generatedInfoPlistKeys: app.generatedInfoPlistKeys,
                                entitlementsPath: app.entitlementsPath, decidedBy: .xcodeProject)]
        }
        return []
    }

    /// The Info.plists of the app targets (not extensions) that ship the code in `path`.
    public func appInfoPlists(compiling path: String, resolved: BuildTarget) -> [(path: String, plist: PropertyList)] {
        shippingTargets(compiling: path, resolved: resolved).filter { $0.kind == .app }.compactMap { target in
            target.infoPlistPath.flatMap { path in infoPlists[path].map { (path, $0) } }
        }
    }

    /// True when a `Package.swift` sits in a folder that holds `path` and lies below the plist's folder.
    private func isInsidePackage(_ path: String, below plistPath: String?) -> Bool {
        let plistFolder = plistPath.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        return files(of: .packageManifest).contains { manifest in
            let folder = (manifest.path as NSString).deletingLastPathComponent
            let holds = folder.isEmpty || path.hasPrefix(folder + "/")
            return holds && folder.count > plistFolder.count
        }
    }
}

extension TargetKind {
    /// True for products with an Info.plist of their own that the system reads at run time.
    public var shipsInfoPlist: Bool {
        switch self {
        case .app, .appExtension, .watchApp, .appClip: return true
        default: return false
        }
    }
}
