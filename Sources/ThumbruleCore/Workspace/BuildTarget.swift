import Foundation

/// The product a file belongs to, as far as the workspace can tell.
public struct BuildTarget: Sendable, Hashable, Codable {
    public var name: String
    public var kind: TargetKind
    /// The Info.plist that ships with the target, relative to the root, if one is known.
    public var infoPlistPath: String?
    /// Keys Xcode generates into the Info.plist from `INFOPLIST_KEY_*` build settings.
    public var generatedInfoPlistKeys: [String: String]
    public var entitlementsPath: String?
    /// How the target was decided, for `--explain`-style output and tests.
    public var decidedBy: Evidence
    /// True for an app its developers run and never upload (`DeveloperApps`): a library's
    /// example app, a sample, a test host. Its code gets the developer-app scope.
    public var isDeveloperApp = false
    /// True for a file that every target compiling it builds only for the Mac (or TV, Vision)
    /// by a platform filter (hdrezka-ios's iPad-and-Mac target). Its scope stays the app's, since
    /// VoiceOver and button findings hold on the Mac too; checks of iOS-only behaviour (the
    /// software keyboard, Dynamic Type, notification settings) skip it.
    public var buildsOnlyForOtherPlatforms = false
    /// The oldest iOS version the file runs on: the lowest `IPHONEOS_DEPLOYMENT_TARGET` of the
    /// targets that compile it; nil when one of them does not say (an xcconfig, a package).
    public var iOSDeploymentTarget: String? = nil

    /// `buildManifest`: a build tool's manifest (`BuildManifests`), which no product compiles.
    public enum Evidence: String, Sendable, Hashable, Codable { case xcodeProject, infoPlist, folderConvention, fallback, buildManifest }
}

/// Decides which product each Swift file belongs to: the Xcode project first, then the
/// nearest Info.plist's `NSExtension`, then folder conventions.
public struct TargetResolver: Sendable {
    package let projects: [XcodeProject]
    package let infoPlists: [String: PropertyList]
    /// The first Info.plist (by path) in each folder that has one, so finding the nearest
    /// plist costs one lookup per folder level, not a scan of every plist.
    let infoPlistByFolder: [String: String]
    let packageFolders: [String]
    /// The app's own Info.plist when the workspace holds exactly one non-extension plist.
    let soleAppInfoPlist: String?
    /// Whether an app lies outside every example, sample or demo folder (`DeveloperApps`).
    let appsOutsideDeveloperFolders: Bool
    /// Swift files inside an Xcode project's folder that none of its targets compiles.
    let notBuilt: Set<String>
    /// Xcode projects (by path) nested in a shipping app's project folder that nothing
    /// references (`DeveloperApps.standaloneNestedProjects`): their apps are developers' apps.
    package let standaloneProjects: Set<String>
    /// The Swift files a build tool compiles to describe the build, and the Info.plists of the
    /// Tuist targets that are not phone apps, with their kind (`BuildManifests`).
    let manifests: BuildManifests

    /// `swiftFiles`, when given, lets the resolver tell the Swift files no target compiles
    /// (`notBuilt`); `workspaces`, the text of each `contents.xcworkspacedata`, which projects
    /// a workspace opens (`standaloneProjects`).
    public init(projects: [XcodeProject], infoPlists: [String: PropertyList], packageManifests: [String], swiftFiles: [String] = [],
                workspaces: [(path: String, text: String)] = []) {
        self.init(projects: projects, infoPlists: infoPlists, packageManifests: packageManifests, swiftFiles: swiftFiles,
                  workspaces: workspaces, manifests: BuildManifests(files: []))
    }

    init(projects: [XcodeProject], infoPlists: [String: PropertyList], packageManifests: [String], swiftFiles: [String],
         workspaces: [(path: String, text: String)], manifests: BuildManifests) {
        self.manifests = manifests
        self.projects = projects
        self.standaloneProjects = DeveloperApps.standaloneNestedProjects(projects, workspaces: workspaces)
        self.notBuilt = TargetResolver.notBuilt(swiftFiles, projects: projects, packageFolders: packageManifests.map { ($0 as NSString).deletingLastPathComponent })
        self.infoPlists = infoPlists
        self.infoPlistByFolder = Dictionary(infoPlists.keys.map { (ProjectPath.folder(of: $0), $0) }, uniquingKeysWith: min)
        self.packageFolders = packageManifests.map { ($0 as NSString).deletingLastPathComponent }
        let appPlists = infoPlists.filter {
            ExtensionKind.from(infoPlist: $0.value) == nil && !TargetResolver.isWatchPlist($0.value) && manifests.infoPlistKinds[$0.key] == nil
        }
        self.soleAppInfoPlist = appPlists.count == 1 ? appPlists.keys.first : nil
        self.appsOutsideDeveloperFolders = DeveloperApps.hasAppOutsideDeveloperFolders(projects: projects, appInfoPlists: Array(appPlists.keys))
    }

    public func target(for path: String) -> BuildTarget {
        if manifests.paths.contains(path) {
            return BuildTarget(name: "build manifest", kind: .notBuilt, infoPlistPath: nil, generatedInfoPlistKeys: [:],
                               entitlementsPath: nil, decidedBy: .buildManifest)
        }
        if notBuilt.contains(path) {
            return BuildTarget(name: "none", kind: .notBuilt, infoPlistPath: nil, generatedInfoPlistKeys: [:],
                               entitlementsPath: nil, decidedBy: .xcodeProject)
        }
        if let target = fromProjects(path) { return target }
        // A Swift package built only for the Mac (BrrowAdmin's admin tool) is no part of the phone app.
        if manifests.isInOtherPlatformPackage(path) {
            return BuildTarget(name: "package", kind: .otherPlatformApp, infoPlistPath: nil, generatedInfoPlistKeys: [:],
                               entitlementsPath: nil, decidedBy: .folderConvention)
        }
        if let target = fromNearestInfoPlist(path) { return target }
        return fromConventions(path)
    }

    /// The Swift files that lie in an Xcode project's folder (and in no Swift package) but that
    /// none of its targets compiles: a file left on disk after it was removed from the project.
    /// Decided per project, and only for a project whose targets compile more than half the Swift
    /// files in its folder, so a project the reader cannot follow (paths it resolves wrongly,
    /// files added by a generator) never makes its files look unbuilt. Paths are compared without
    /// case: a project written on a Mac's case-insensitive disk may name `Views/Home.swift` for the
    /// checkout's `views/Home.swift`, and Xcode compiles it.
    static func notBuilt(_ swiftFiles: [String], projects: [XcodeProject], packageFolders: [String]) -> Set<String> {
        var result = Set<String>()
        let targets = projects.flatMap(\.targets)
        let compiled = Set(targets.flatMap(\.sourceFiles).map { $0.lowercased() })
        let synchronized = targets.flatMap(\.synchronizedFolders).map { $0.lowercased() + "/" }
        for project in projects where !project.targets.isEmpty {
            let projectFolder = ProjectPath.folder(of: ProjectPath.folder(of: project.path))
            let inside = swiftFiles.filter { path in
                (projectFolder.isEmpty || path.hasPrefix(projectFolder + "/"))
                    && !packageFolders.contains { $0.isEmpty || path.hasPrefix($0 + "/") }
            }
            let orphans = inside.filter { path in
                let folded = path.lowercased()
                return !compiled.contains(folded) && !synchronized.contains { folded.hasPrefix($0) }
            }
            guard !inside.isEmpty, orphans.count * 2 < inside.count else { continue }
            result.formUnion(orphans)
        }
        return result
    }

    private func fromProjects(_ path: String) -> BuildTarget? {
        let listing = projects.flatMap { project in project.targets.filter { $0.contains(path) }.map { ($0, project) } }
        // A file that a shipping product compiles is that product's, even when a demo app compiles it too.
        let shipping = listing.filter {
            !DeveloperApps.isDeveloperApp($0.0, in: $0.1, appsElsewhere: appsOutsideDeveloperFolders, standalone: standaloneProjects)
        }.map(\.0)
        let owners = shipping.isEmpty ? listing.map(\.0) : shipping
        guard let owner = owners.first(where: { $0.kind.isMainApp }) ?? owners.first else { return nil }
        var kind = owner.kind
        if case .appExtension = kind {
            let plist = owner.infoPlistPath.flatMap { infoPlists[$0] }
            kind = .appExtension(plist.flatMap(ExtensionKind.from(infoPlist:)) ?? ExtensionKind.fromFolderName(owner.name) ?? .other)
        }
        let versions = owners.map { $0.iOSDeploymentTarget.flatMap(OSVersion.init) }
        return BuildTarget(
            name: owner.name, kind: kind, infoPlistPath: owner.infoPlistPath,
            generatedInfoPlistKeys: owner.generatedInfoPlistKeys, entitlementsPath: owner.entitlementsPath,
            decidedBy: .xcodeProject, isDeveloperApp: shipping.isEmpty,
            buildsOnlyForOtherPlatforms: kind != .otherPlatformApp
                && owners.allSatisfy { $0.kind == .otherPlatformApp || $0.otherPlatformFiles.contains(path) },
            iOSDeploymentTarget: versions.contains(nil) ? nil : versions.compactMap { $0 }.min()?.description)
    }

    private func fromNearestInfoPlist(_ path: String) -> BuildTarget? {
        var folder = ProjectPath.folder(of: path)
        while true {
            if let plistPath = infoPlistByFolder[folder], let plist = infoPlists[plistPath] {
                let name = folder.isEmpty ? "app" : (folder as NSString).lastPathComponent
                let kind: TargetKind
                // A Tuist target's manifest says what it builds: a Mac tool, a framework, tests.
                if let declared = manifests.infoPlistKinds[plistPath] {
                    kind = declared
                // A WatchKit extension (`com.apple.watchkit`) is the watch app's code, not a phone extension.
                } else if TargetResolver.isWatchPlist(plist) {
                    kind = .watchApp
                } else if let extensionKind = ExtensionKind.from(infoPlist: plist) {
                    kind = .appExtension(extensionKind)
                } else {
                    kind = TargetResolver.conventionKind(path) ?? .app
                }
                return BuildTarget(name: name, kind: kind, infoPlistPath: plistPath, generatedInfoPlistKeys: [:],
                                   entitlementsPath: nil, decidedBy: .infoPlist,
                                   isDeveloperApp: kind == .app && appsOutsideDeveloperFolders && DeveloperApps.liesInDeveloperFolder(plistPath))
            }
            // A Swift package's code ships in whatever app links it, never by the plists above it.
            if folder.isEmpty || folder == "/" || packageFolders.contains(folder) { return nil }
            folder = ProjectPath.folder(of: folder)
        }
    }

    private func fromConventions(_ path: String) -> BuildTarget {
        if let kind = TargetResolver.conventionKind(path) {
            return BuildTarget(name: kind.description, kind: kind, infoPlistPath: nil, generatedInfoPlistKeys: [:],
                               entitlementsPath: nil, decidedBy: .folderConvention)
        }
        if packageFolders.contains(where: { $0.isEmpty || path.hasPrefix($0 + "/") }) {
            return BuildTarget(name: "package", kind: .swiftPackage, infoPlistPath: nil, generatedInfoPlistKeys: [:],
                               entitlementsPath: nil, decidedBy: .folderConvention)
        }
        return BuildTarget(name: "app", kind: .app, infoPlistPath: soleAppInfoPlist, generatedInfoPlistKeys: [:],
                           entitlementsPath: nil, decidedBy: .fallback)
    }

    /// Tests and extensions recognised by their folder names alone.
    package static func conventionKind(_ path: String) -> TargetKind? {
        let components = path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
        let folders = components.dropLast()
        if folders.contains(where: { $0.hasSuffix("Tests") || $0 == "Tests" }) || components.last?.hasSuffix("Tests.swift") == true {
            return .tests
        }
        for folder in folders.reversed() {
            if let kind = ExtensionKind.fromFolderName(folder) { return .appExtension(kind) }
            if folder.lowercased().containsBytes("watch") { return .watchApp }
        }
        return nil
    }

    /// A watch app's plist, or its WatchKit extension's (`NSExtensionPointIdentifier` `com.apple.watchkit`).
    static func isWatchPlist(_ plist: PropertyList) -> Bool {
        plist.root["WKApplication"] != nil || plist.root["WKWatchKitApp"] != nil || plist.root["WKCompanionAppBundleIdentifier"] != nil
            || plist.dictionary("NSExtension")?["NSExtensionPointIdentifier"]?.stringValue == "com.apple.watchkit"
    }
}
