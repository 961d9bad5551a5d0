import Foundation

/// The parts of a `project.pbxproj` Thumbrule needs: each target's kind, its source
/// files, its Info.plist, and the Info.plist keys it generates from build settings.
public struct XcodeProject: Sendable {
    public struct Target: Sendable {
        public var name: String
        public var productType: String
        public var kind: TargetKind
        /// Source paths relative to the checked root.
        public var sourceFiles: Set<String>
        /// Folders (relative to the root) whose every file belongs to the target (Xcode 16 synchronized groups).
        public var synchronizedFolders: [String]
        /// `INFOPLIST_FILE`, relative to the root, if set.
        public var infoPlistPath: String?
        /// `INFOPLIST_KEY_*` build settings: keys Xcode writes into a generated Info.plist.
        public var generatedInfoPlistKeys: [String: String]
        /// `CODE_SIGN_ENTITLEMENTS`, relative to the root, if set.
        public var entitlementsPath: String?
        /// `CODE_SIGN_ENTITLEMENTS` of each build configuration that sets it, by configuration
        /// name: Xcode adds a capability to the configuration being edited, so Debug and Release
        /// can sign with different files.
        public var entitlementsByConfiguration: [String: String] = [:]
        /// The names of the target's build configurations.
        public var configurations: [String] = []

        /// The entitlements the shipping build signs with: the `Release` configuration's, else
        /// the one non-debug configuration's; nil when that cannot be told or none is set.
        public var releaseEntitlementsPath: String? {
            if configurations.contains("Release") { return entitlementsByConfiguration["Release"] }
            let shipping = configurations.filter { !$0.lowercased().contains("debug") }
            return shipping.count == 1 ? entitlementsByConfiguration[shipping[0]] : nil
        }
        /// The text of the target's Run Script build phases: a script can change what the
        /// checked-in files say (add an entitlement, rewrite a plist) at build time.
        public var buildScripts: [String] = []
        /// The Swift package products the target links (`XCSwiftPackageProductDependency`), by product name.
        public var packageProducts: [String] = []
        /// Files the Copy Bundle Resources phase puts in the bundle, relative to the root.
        public var resourceFiles: Set<String> = []
        /// Files of the synchronized folders that the target leaves out (membership exceptions), relative to the root.
        public var membershipExceptions: Set<String> = []
        /// Source files the target compiles only for platforms other than iOS (a multiplatform
        /// target's `platformFilters = (macos, )`), relative to the root.
        public var otherPlatformFiles: Set<String> = []
        /// `SDKROOT` (`iphoneos`, `macosx`, `watchos`, `auto`…), if set.
        public var sdk: String?
        /// `PRODUCT_BUNDLE_IDENTIFIER`, if set.
        public var bundleIdentifier: String?
        /// `IPHONEOS_DEPLOYMENT_TARGET` (`15.0`), the target's or else its project's, if set there.
        public var iOSDeploymentTarget: String?
        /// Each build configuration's settings as Xcode layers them, weakest first, by
        /// configuration name (`ReleaseSwitches` reads them).
        public var settingsLayers: [String: [SettingsLayer]] = [:]

        public func contains(_ path: String) -> Bool {
            sourceFiles.contains(path) || synchronizedFolders.contains { path.hasPrefix($0 + "/") }
        }
    }

    /// One layer of a configuration's build settings: an `.xcconfig` file (relative to the
    /// root) or the settings written in the project file. Later layers win: the project's
    /// xcconfig, the project's settings, the target's xcconfig, the target's settings.
    public enum SettingsLayer: Sendable {
        case file(String)
        case settings([String: String])
    }

    public let path: String
    public let targets: [Target]
    /// The file names, lowercased, of the other Xcode projects this one references
    /// (`libssh2.xcodeproj`): sub-projects whose targets it builds.
    public let referencedProjectNames: Set<String>

    /// Parses the project at `path` (relative to the root); `data` is the pbxproj's bytes.
    public init(path: String, data: Data) throws {
        guard let plist = try? PropertyList.object(from: data) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]],
              let rootId = plist["rootObject"] as? String,
              let project = objects[rootId] else {
            throw PropertyListError.malformed(path)
        }
        self.path = path
        self.referencedProjectNames = Set(objects.values.compactMap { object -> String? in
            guard object["isa"] as? String == "PBXFileReference", let reference = object["path"] as? String,
                  object["lastKnownFileType"] as? String == "wrapper.pb-project" || reference.hasSuffix(".xcodeproj") else { return nil }
            return (reference as NSString).lastPathComponent.lowercased()
        })
        // <root>/App.xcodeproj/project.pbxproj → the project folder is <root>/.
        let projectFolder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let paths = XcodeProject.resolvePaths(objects: objects, mainGroup: project["mainGroup"] as? String, base: projectFolder)
        // A target inherits what it does not set from the project's own configurations.
        let projectSettings = XcodeProject.buildSettings(of: project, objects: objects)
        let projectSDK = projectSettings["SDKROOT"]
        var targets: [Target] = []
        for targetId in project["targets"] as? [String] ?? [] {
            guard let target = objects[targetId], target["isa"] as? String == "PBXNativeTarget" else { continue }
            let productType = target["productType"] as? String ?? ""
            let settings = XcodeProject.buildSettings(of: target, objects: objects)
            var sources = Set<String>()
            var scripts: [String] = []
            var resources = Set<String>()
            var otherPlatformFiles = Set<String>()
            for phaseId in target["buildPhases"] as? [String] ?? [] {
                if let phase = objects[phaseId], phase["isa"] as? String == "PBXShellScriptBuildPhase",
                   let script = phase["shellScript"] as? String {
                    scripts.append(script)
                }
                if let phase = objects[phaseId], phase["isa"] as? String == "PBXResourcesBuildPhase" {
                    for buildFileId in phase["files"] as? [String] ?? [] {
                        guard let ref = objects[buildFileId]?["fileRef"] as? String else { continue }
                        // A localised file (`Base.lproj/Main.storyboard`) is a variant group of one file per language.
                        if objects[ref]?["isa"] as? String == "PBXVariantGroup" {
                            for child in objects[ref]?["children"] as? [String] ?? [] { if let file = paths[child] { resources.insert(file) } }
                        } else if let file = paths[ref] {
                            resources.insert(file)
                        }
                    }
                }
                guard let phase = objects[phaseId], phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileId in phase["files"] as? [String] ?? [] {
                    guard let buildFile = objects[buildFileId], let ref = buildFile["fileRef"] as? String, let file = paths[ref] else { continue }
                    sources.insert(file)
                    if XcodeProject.filtersToOtherPlatforms(buildFile["platformFilters"]) { otherPlatformFiles.insert(file) }
                }
            }
            let synchronizedIds = target["fileSystemSynchronizedGroups"] as? [String] ?? []
            let synchronized = synchronizedIds.compactMap { paths[$0] }
            var exceptions = Set<String>()
            // An exception set toggles membership: in a folder the target synchronizes it lists
            // files left out; in a folder it does not, the files added to it one by one (a
            // shared `Managers` folder whose files Xcode ticks for the app and its extensions).
            for (groupId, group) in objects where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
                guard let folder = paths[groupId] else { continue }
                let owned = synchronizedIds.contains(groupId)
                for exceptionId in group["exceptions"] as? [String] ?? [] {
                    guard let exception = objects[exceptionId], exception["target"] as? String == targetId else { continue }
                    for member in exception["membershipExceptions"] as? [String] ?? [] {
                        let path = ProjectPath.join(folder, member)
                        if owned { exceptions.insert(path) } else if XcodeProject.isSource(path) { sources.insert(path) }
                    }
                    for (member, filters) in exception["platformFiltersByRelativePath"] as? [String: Any] ?? [:]
                    where XcodeProject.filtersToOtherPlatforms(filters) {
                        otherPlatformFiles.insert(ProjectPath.join(folder, member))
                    }
                }
            }
            func projectRelative(_ value: String?) -> String? {
                guard var value, !value.isEmpty else { return nil }
                value = value.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "$(PROJECT_DIR)/", with: "")
                return ProjectPath.join(projectFolder, value)
            }
            // A target inherits the Info.plist settings its project sets and it does not
            // (gem-ios names the app's Info.plist at the project level only).
            // A target that sets its own SDK (AltServer's `SDKROOT = macosx` in an iOS project)
            // builds for it whatever device family the project sets for its phone targets.
            func platformDefault(_ key: String) -> String? { settings["SDKROOT"] == nil ? projectSettings[key] : nil }
            var generated: [String: String] = [:]
            for (key, value) in projectSettings.merging(settings, uniquingKeysWith: { $1 }) where key.hasPrefix("INFOPLIST_KEY_") {
                generated[String(key.dropFirst("INFOPLIST_KEY_".count))] = value
            }
            targets.append(Target(
                name: target["name"] as? String ?? "",
                productType: productType,
                kind: XcodeProject.kind(productType: productType, sdk: settings["SDKROOT"] ?? projectSDK,
                                        supportedPlatforms: settings["SUPPORTED_PLATFORMS"] ?? platformDefault("SUPPORTED_PLATFORMS"),
                                        deviceFamily: settings["TARGETED_DEVICE_FAMILY"] ?? platformDefault("TARGETED_DEVICE_FAMILY")),
                sourceFiles: sources,
                synchronizedFolders: synchronized,
                infoPlistPath: projectRelative(settings["INFOPLIST_FILE"] ?? projectSettings["INFOPLIST_FILE"]),
                generatedInfoPlistKeys: generated,
                entitlementsPath: projectRelative(settings["CODE_SIGN_ENTITLEMENTS"]),
                buildScripts: scripts,
                packageProducts: (target["packageProductDependencies"] as? [String] ?? []).compactMap { objects[$0]?["productName"] as? String },
                resourceFiles: resources,
                membershipExceptions: exceptions,
                otherPlatformFiles: otherPlatformFiles,
                sdk: settings["SDKROOT"] ?? projectSDK,
                bundleIdentifier: settings["PRODUCT_BUNDLE_IDENTIFIER"],
                iOSDeploymentTarget: settings["IPHONEOS_DEPLOYMENT_TARGET"] ?? projectSettings["IPHONEOS_DEPLOYMENT_TARGET"]
            ))
        }
        let perConfiguration = XcodeProject.entitlementsPerConfiguration(project: project, objects: objects, folder: projectFolder)
        for index in targets.indices {
            (targets[index].configurations, targets[index].entitlementsByConfiguration) = perConfiguration[targets[index].name] ?? ([], [:])
        }
        let layers = XcodeProject.settingsLayers(project: project, objects: objects, paths: paths)
        for index in targets.indices { targets[index].settingsLayers = layers[targets[index].name] ?? [:] }
        self.targets = targets.sorted { $0.name < $1.name }
    }

    /// Each native target's configuration names and its `CODE_SIGN_ENTITLEMENTS` per
    /// configuration (relative to the root), by target name.
    private static func entitlementsPerConfiguration(
        project: [String: Any], objects: [String: [String: Any]], folder: String
    ) -> [String: (configurations: [String], entitlements: [String: String])] {
        var result: [String: (configurations: [String], entitlements: [String: String])] = [:]
        for targetId in project["targets"] as? [String] ?? [] {
            guard let target = objects[targetId], target["isa"] as? String == "PBXNativeTarget",
                  let name = target["name"] as? String, let listId = target["buildConfigurationList"] as? String else { continue }
            var names: [String] = []
            var entitlements: [String: String] = [:]
            for configuration in (objects[listId]?["buildConfigurations"] as? [String] ?? []).compactMap({ objects[$0] }) {
                guard let configurationName = configuration["name"] as? String else { continue }
                names.append(configurationName)
                let settings = configuration["buildSettings"] as? [String: Any] ?? [:]
                guard let value = settings["CODE_SIGN_ENTITLEMENTS"] as? String, !value.isEmpty else { continue }
                let relative = value.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "$(PROJECT_DIR)/", with: "")
                entitlements[configurationName] = ProjectPath.join(folder, relative)
            }
            result[name] = (names.sorted(), entitlements)
        }
        return result
    }

    /// Each native target's settings layers per configuration name, by target name: the
    /// project's configuration of the same name first (its `baseConfigurationReference`, then
    /// its settings), then the target's.
    private static func settingsLayers(
        project: [String: Any], objects: [String: [String: Any]], paths: [String: String]
    ) -> [String: [String: [SettingsLayer]]] {
        func layers(of owner: [String: Any]) -> [String: [SettingsLayer]] {
            guard let listId = owner["buildConfigurationList"] as? String else { return [:] }
            var result: [String: [SettingsLayer]] = [:]
            for configuration in (objects[listId]?["buildConfigurations"] as? [String] ?? []).compactMap({ objects[$0] }) {
                guard let name = configuration["name"] as? String else { continue }
                let file = (configuration["baseConfigurationReference"] as? String).flatMap { paths[$0] }
                // A list (`SWIFT_ACTIVE_COMPILATION_CONDITIONS = ("$(inherited)", QA)`) reads as its words.
                let settings = (configuration["buildSettings"] as? [String: Any] ?? [:]).compactMapValues { value in
                    (value as? String) ?? (value as? [Any])?.compactMap { $0 as? String }.joined(separator: " ")
                }
                result[name] = [file.map(SettingsLayer.file), .settings(settings)].compactMap { $0 }
            }
            return result
        }
        let projectLayers = layers(of: project)
        var result: [String: [String: [SettingsLayer]]] = [:]
        for targetId in project["targets"] as? [String] ?? [] {
            guard let target = objects[targetId], target["isa"] as? String == "PBXNativeTarget", let name = target["name"] as? String else { continue }
            result[name] = layers(of: target).reduce(into: [:]) { merged, entry in
                merged[entry.key] = (projectLayers[entry.key] ?? []) + entry.value
            }
        }
        return result
    }

    /// A watchOS-only app target has the plain application product type; its SDK tells. A
    /// target builds for another platform than the phone when its SDK says so and neither its
    /// supported platforms nor its device family (1 is iPhone) name the phone: a target may
    /// inherit `SDKROOT = appletvos` from its project and still build only for iOS.
    package static func kind(productType: String, sdk: String?, supportedPlatforms: String? = nil, deviceFamily: String? = nil) -> TargetKind {
        let kind = TargetKind.fromProductType(productType) ?? .app
        let namesThePhone = (supportedPlatforms?.contains("iphoneos") ?? false)
            || (deviceFamily?.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "1" } ?? false)
        if ["macosx", "appletvos", "xros"].contains(sdk ?? ""), !namesThePhone, kind != .tests { return .otherPlatformApp }
        return kind == .app && sdk == "watchos" ? .watchApp : kind
    }

    /// The string build settings of a target, merged over its configurations (first value wins, sorted by config name).
    private static func buildSettings(of target: [String: Any], objects: [String: [String: Any]]) -> [String: String] {
        guard let listId = target["buildConfigurationList"] as? String,
              let configurationIds = objects[listId]?["buildConfigurations"] as? [String] else { return [:] }
        var merged: [String: String] = [:]
        let configurations = configurationIds.compactMap { objects[$0] }.sorted { ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "") }
        for configuration in configurations {
            for (key, value) in configuration["buildSettings"] as? [String: Any] ?? [:] {
                if merged[key] == nil, let string = value as? String { merged[key] = string }
            }
        }
        return merged
    }

    /// Maps every file reference and group id to its path relative to the checked root.
    private static func resolvePaths(objects: [String: [String: Any]], mainGroup: String?, base: String) -> [String: String] {
        var result: [String: String] = [:]
        var visited = Set<String>()
        func visit(_ id: String, parent: String) {
            guard visited.insert(id).inserted, let object = objects[id] else { return }
            let own = object["path"] as? String
            let folder: String?
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>": folder = own.map { ProjectPath.join(parent, $0) } ?? parent
            case "SOURCE_ROOT": folder = own.map { ProjectPath.join(base, $0) } ?? base
            default: folder = nil
            }
            guard let folder else { return }
            result[id] = folder
            for child in object["children"] as? [String] ?? [] { visit(child, parent: folder) }
        }
        if let mainGroup { visit(mainGroup, parent: base) }
        return result
    }

    /// True for a file a target compiles: Swift, Objective-C or C.
    /// Whether a build's platform filters (`(macos, )`) name only platforms other than iOS.
    /// Mac Catalyst runs the iOS code, and a value that is not a literal list keeps the file iOS.
    static func filtersToOtherPlatforms(_ filters: Any?) -> Bool {
        guard let filters = filters as? [String], !filters.isEmpty else { return false }
        return filters.allSatisfy { ["macos", "tvos", "xros", "driverkit"].contains($0) }
    }

    static func isSource(_ path: String) -> Bool {
        [".swift", ".m", ".mm", ".c"].contains { path.hasSuffix($0) }
    }
}
