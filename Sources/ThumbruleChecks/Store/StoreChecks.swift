import ThumbruleCore

/// Checks of what the stores read from the build before review: export compliance, transport
/// security, entitlements, deprecated and private API, and SDK test keys.
enum StoreChecks {
    package static let all: [any Check.Type] = [
        ExportComplianceMissing.self,
        ExportComplianceEncryption.self,
        ArbitraryLoadsAllowed.self,
        CapabilityWithoutEntitlement.self,
        UnusedEntitlement.self,
        UIWebViewUse.self,
        PrivateAPIByName.self,
        DownloadedScriptEvaluated.self,
        SDKTestKeyInRelease.self,
    ]
}

extension Project {
    /// True when this Info.plist belongs to a Mac build, outside what the phone checks judge:
    /// every Xcode target that names it is a Mac app, or (for a plist named from an xcconfig
    /// the reader does not follow) it sets macOS-only keys such as `LSMinimumSystemVersion`.
    func isMacOnlyInfoPlist(_ path: String) -> Bool {
        let owners = xcodeProjects.flatMap(\.targets).filter { $0.infoPlistPath == path }
        if !owners.isEmpty { return owners.allSatisfy { $0.kind == .otherPlatformApp } }
        guard let plist = infoPlists[path], plist.root["LSRequiresIPhoneOS"] == nil else { return false }
        return plist.root["LSMinimumSystemVersion"] != nil || plist.string("NSPrincipalClass") == "NSApplication"
    }

    /// True when the Xcode project around this Info.plist names an Info.plist for each of its
    /// bundle targets and none of them is this one: a leftover of a target that was removed or
    /// rebuilt, which no build copies into a bundle. False when a target's plist cannot be told
    /// (set from an xcconfig, or generated), since this one may then be it. So is a localized
    /// copy no target names beside one a target does (provenance's `ProvenanceTV/it.lproj/Info.plist`
    /// when `INFOPLIST_FILE` is `ProvenanceTV/en.lproj/Info.plist`): a build copies one plist only.
    func isLeftoverInfoPlist(_ path: String) -> Bool {
        let named = Set(xcodeProjects.flatMap(\.targets).compactMap(\.infoPlistPath))
        let folder = ProjectPath.folder(of: path)
        if folder.hasSuffix(".lproj"), !named.contains(path),
           named.contains(where: { ProjectPath.folder(of: ProjectPath.folder(of: $0)) == ProjectPath.folder(of: folder) && ProjectPath.folder(of: $0).hasSuffix(".lproj") }) {
            return true
        }
        let around = xcodeProjects.filter { project in
            let folder = project.path.components(separatedBy: "/").prefix { !$0.hasSuffix(".xcodeproj") }.joined(separator: "/")
            return folder.isEmpty || path.hasPrefix(folder + "/")
        }
        let bundles = around.flatMap(\.targets).filter { $0.kind == .app || $0.kind.isSecondaryProduct }
        guard !bundles.isEmpty, bundles.allSatisfy({ $0.infoPlistPath != nil }) else { return false }
        return !around.flatMap(\.targets).contains { $0.infoPlistPath == path }
    }

    /// Info.plists a shipping phone build may use, by path: not a test bundle's, a Mac build's,
    /// a developer's app's or a leftover no target names.
    var shippingPhoneInfoPlists: [(path: String, plist: PropertyList)] {
        infoPlists.sorted { $0.key < $1.key }.filter { path, _ in
            TargetResolver.conventionKind(path) != .tests && !isMacOnlyInfoPlist(path) && !isLeftoverInfoPlist(path)
                && !isDeveloperAppInfoPlist(path)
        }.map { ($0.key, $0.value) }
    }

    /// True when an app target is one its developers run and never upload: a sample, demo,
    /// preview or test-host app by its name (`HomeFeaturePreview`), a copy of the app for
    /// screenshot automation or a debugging tool (`DeveloperApps.isDeveloperCopyApp`), an app of a standalone nested
    /// project (`TargetResolver.standaloneProjects`), an app whose bundle
    /// identifier is still a template's placeholder (`com.example.…`, which App Store Connect
    /// does not take), or one whose project sits in an example, sample, demo or benchmark
    /// folder (a Flutter plugin's `example/ios`).
    func isNeverUploaded(_ target: XcodeProject.Target, in xcodeProject: XcodeProject) -> Bool {
        if DeveloperApps.namesDeveloperApp(target.name) || DeveloperApps.isDeveloperCopyApp(target, in: xcodeProject)
            || resolver.standaloneProjects.contains(xcodeProject.path) { return true }
        if let identifier = target.bundleIdentifier?.lowercased(),
           ["com.example.", "com.yourcompany.", "com.mycompany."].contains(where: identifier.hasPrefix) { return true }
        return DeveloperApps.liesInDeveloperFolder(xcodeProject.path)
    }

    /// The same for a resolved target: every Xcode target of its name is never uploaded (names
    /// repeat across projects: a Flutter app's `ios/Runner` and `macos/Runner`).
    func isNeverUploaded(_ target: BuildTarget) -> Bool {
        if let plist = target.infoPlistPath, DeveloperApps.liesInDeveloperFolder(plist) { return true }
        let named = xcodeProjects.flatMap { project in project.targets.filter { $0.name == target.name }.map { ($0, project) } }
        // The one whose Info.plist it is, when that tells them apart.
        let byPlist = named.filter { $0.0.infoPlistPath != nil && $0.0.infoPlistPath == target.infoPlistPath }
        let owners = byPlist.isEmpty ? named : byPlist
        guard !owners.isEmpty else { return DeveloperApps.namesDeveloperApp(target.name) }
        return owners.allSatisfy { isNeverUploaded($0.0, in: $0.1) }
    }

    /// True when every target that names this Info.plist is never uploaded, or, when no target
    /// names it, when it lies in a developer's app's folder.
    private func isDeveloperAppInfoPlist(_ path: String) -> Bool {
        let owners = xcodeProjects.flatMap { project in project.targets.filter { $0.infoPlistPath == path }.map { ($0, project) } }
        guard !owners.isEmpty else { return DeveloperApps.liesInDeveloperFolder(path) }
        return owners.allSatisfy { isNeverUploaded($0.0, in: $0.1) }
    }
}
