import SwiftSyntax

/// Swift that a build tool compiles to describe the build, never into the app: Tuist's
/// manifests (`Project.swift`, `Workspace.swift`, `Tuist.swift`, `Tuist/Config.swift`, a
/// template's `Template.swift`, a plugin's `Plugin.swift`) with the `ProjectDescriptionHelpers`
/// they share, and SwiftPM's manifests for one tools version (`Package@swift-5.9.swift`;
/// `Package.swift` is a file kind of its own). `TargetResolver` gives them no target, so no
/// check reads `.project(target: "Payment")` as app code. A file counts when it imports
/// `ProjectDescription` or `PackageDescription` (or the helpers), or lies in a
/// `ProjectDescriptionHelpers` folder, which only Tuist compiles: an app's own `Project.swift`
/// model type stays app code.
///
/// Tuist's targets also say what they build (`infoPlistKinds`): an Info.plist named by a target
/// whose destinations hold no phone (`destinations: .macOS`, `platform: .tvOS`, a
/// `.commandLineTool`) belongs to a product for another platform, and one named by a framework,
/// library, bundle or test target belongs to no app. Targets built by helper functions, whose
/// arguments are variables, are left to the other evidence.
///
/// A SwiftPM package whose `Package(platforms:)` names only platforms that are not a phone
/// (`[.macOS(.v13)]`: a Mac admin tool kept beside the app) builds no part of the iOS app:
/// its Swift files and Info.plists belong to another platform's product
/// (`otherPlatformPackageFolders`). A package that names iOS, or no platforms, stays in.
struct BuildManifests: Sendable {
    /// Root-relative paths of the manifests.
    let paths: Set<String>
    /// By Info.plist path, the kind of product a Tuist target says it builds with it, for the
    /// targets that are not phone apps or extensions.
    let infoPlistKinds: [String: TargetKind]
    /// Folders of every `Package.swift`, and those of the packages built only for the Mac (or TV, Vision).
    let packageFolders: Set<String>
    let otherPlatformPackageFolders: Set<String>

    /// Names Tuist gives the manifests it compiles.
    static let tuistNames: Set<String> = ["Project.swift", "Workspace.swift", "Tuist.swift", "Config.swift", "Template.swift", "Plugin.swift", "Dependencies.swift"]
    static let helpersFolder = "ProjectDescriptionHelpers"
    static let manifestModules: Set<String> = ["ProjectDescription", "ProjectDescriptionHelpers", "PackageDescription"]
    /// Tuist's destinations and platforms that are not a phone.
    static let otherPlatforms: Set<String> = ["macOS", "mac", "tvOS", "appleTv", "visionOS", "appleVision"]
    /// Every other name a destinations or platform argument is written with.
    static let phoneOrWatchPlatforms: Set<String> = [
        "iOS", "iPhone", "iPad", "macCatalyst", "macWithiPadDesign", "appleVisionWithiPadDesign", "watchOS", "appleWatch",
    ]
    /// The types a destinations argument may name its values through (`Destinations.macOS`).
    static let platformTypes: Set<String> = ["Destinations", "Destination", "Platform"]
    /// Tuist products that are no app, by the kind of target they are.
    static let productKinds: [String: TargetKind] = [
        "framework": .framework, "staticFramework": .framework, "staticLibrary": .framework, "dynamicLibrary": .framework,
        "bundle": .framework, "unitTests": .tests, "uiTests": .tests,
        // Tuist builds command-line tools for macOS alone.
        "commandLineTool": .otherPlatformApp,
    ]

    init(files: [WorkspaceFile]) {
        var paths = Set<String>()
        var kinds: [String: TargetKind] = [:]
        for file in files where file.kind == .swift && BuildManifests.mayBeManifest(file.path) {
            guard let data = try? file.readData(), let text = String(data: data, encoding: .utf8) else { continue }
            let index = SwiftFileIndex(SwiftFile.parse(text))
            let inHelpers = file.path.split(separator: "/").dropLast().contains { $0 == BuildManifests.helpersFolder }
            guard inHelpers || index.importedModules.contains(where: BuildManifests.manifestModules.contains) else { continue }
            paths.insert(file.path)
            let folder = ProjectPath.folder(of: file.path)
            for target in index.calls("Target", "target") {
                guard let plist = target.argument("infoPlist").flatMap({ BuildManifests.infoPlistPath($0.expression, manifestFolder: folder) }),
                      let kind = BuildManifests.kind(of: target) else { continue }
                kinds[plist] = kind
            }
        }
        var packages = Set<String>()
        var otherPlatformPackages = Set<String>()
        for file in files where file.kind == .packageManifest {
            let folder = ProjectPath.folder(of: file.path)
            packages.insert(folder)
            guard let data = try? file.readData(), let text = String(data: data, encoding: .utf8) else { continue }
            if BuildManifests.packageBuildsOnlyForOtherPlatforms(SwiftFileIndex(SwiftFile.parse(text))) {
                otherPlatformPackages.insert(folder)
            }
        }
        self.paths = paths
        packageFolders = packages
        otherPlatformPackageFolders = otherPlatformPackages
        if !otherPlatformPackages.isEmpty {
            for file in files where file.kind == .infoPlist && kinds[file.path] == nil
                && BuildManifests.nearestPackage(of: file.path, in: packages).map(otherPlatformPackages.contains) == true {
                kinds[file.path] = .otherPlatformApp
            }
        }
        infoPlistKinds = kinds
    }

    /// Whether the package `Package.swift` declares lists platforms, none of them a phone or a watch.
    static func packageBuildsOnlyForOtherPlatforms(_ index: SwiftFileIndex) -> Bool {
        index.calls("Package").contains { call in
            guard let argument = call.argument("platforms") else { return false }
            let platforms = names(in: argument.expression)
            return !platforms.isDisjoint(with: otherPlatforms) && platforms.isDisjoint(with: phoneOrWatchPlatforms)
                && !platforms.contains("driverKit")
        }
    }

    /// True when the nearest `Package.swift` above `path` builds only for another platform.
    func isInOtherPlatformPackage(_ path: String) -> Bool {
        guard !otherPlatformPackageFolders.isEmpty else { return false }
        return BuildManifests.nearestPackage(of: path, in: packageFolders).map(otherPlatformPackageFolders.contains) == true
    }

    /// The folder of the nearest `Package.swift` above `path`, if any.
    static func nearestPackage(of path: String, in packageFolders: Set<String>) -> String? {
        var folder = ProjectPath.folder(of: path)
        while true {
            if packageFolders.contains(folder) { return folder }
            if folder.isEmpty || folder == "/" { return nil }
            folder = ProjectPath.folder(of: folder)
        }
    }

    /// A name Tuist or SwiftPM compiles, or a file in Tuist's helpers folder.
    static func mayBeManifest(_ path: String) -> Bool {
        let name = String(FileKind.fileName(of: path))
        return tuistNames.contains(name) || name.hasPrefix("Package@swift") || path.split(separator: "/").dropLast().contains { $0 == helpersFolder }
    }

    /// What a Tuist target builds when it is not a phone app: another platform's product when
    /// every destination it names is not a phone, else the kind its product gives.
    static func kind(of target: FunctionCallExprSyntax) -> TargetKind? {
        if let platforms = (target.argument("destinations") ?? target.argument("platform")).map({ names(in: $0.expression) }),
           !platforms.isEmpty, platforms.isSubset(of: otherPlatforms.union(phoneOrWatchPlatforms).union(platformTypes)),
           platforms.isDisjoint(with: phoneOrWatchPlatforms), !platforms.isDisjoint(with: otherPlatforms) {
            return .otherPlatformApp
        }
        return target.argument("product")?.expression.lastNameComponent.flatMap { productKinds[$0] }
    }

    /// The names an argument is written with: `.macOS` → macOS, `[.mac, .appleTv]` → mac, appleTv.
    static func names(in expression: ExprSyntax) -> Set<String> {
        Set(expression.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        })
    }

    /// The root-relative path of an `infoPlist:` argument that names a file: `"Info.plist"` or
    /// `.file(path: "Info.plist")` beside the manifest, `.file(path: .relativeToRoot("App/Info.plist"))`.
    /// Nil for a plist Tuist writes (`.default`, `.extendingDefault(with:)`).
    static func infoPlistPath(_ expression: ExprSyntax, manifestFolder: String) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation {
            return ProjectPath.join(manifestFolder, inside: literal.plainText)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        switch call.calleeName {
        case "file": return call.argument("path").flatMap { infoPlistPath($0.expression, manifestFolder: manifestFolder) }
        case "relativeToManifest", "relativeToCurrentFile":
            return call.arguments.first.flatMap { infoPlistPath($0.expression, manifestFolder: manifestFolder) }
        case "relativeToRoot": return call.arguments.first.flatMap { infoPlistPath($0.expression, manifestFolder: "") }
        default: return nil
        }
    }
}
