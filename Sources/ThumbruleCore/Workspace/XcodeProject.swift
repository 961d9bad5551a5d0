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
        /// The text of the target's Run Script build phases: a script can change what the
        /// checked-in files say (add an entitlement, rewrite a plist) at build time.
        public var buildScripts: [String] = []

        public func contains(_ path: String) -> Bool {
            sourceFiles.contains(path) || synchronizedFolders.contains { path.hasPrefix($0 + "/") }
        }
    }

    public let path: String
    public let targets: [Target]

    /// Parses the project at `path` (relative to the root); `data` is the pbxproj's bytes.
    public init(path: String, data: Data) throws {
        guard let plist = try? PropertyList.object(from: data) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]],
              let rootId = plist["rootObject"] as? String,
              let project = objects[rootId] else {
            throw PropertyListError.malformed(path)
        }
        self.path = path
        // <root>/App.xcodeproj/project.pbxproj → the project folder is <root>/.
        let projectFolder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let paths = XcodeProject.resolvePaths(objects: objects, mainGroup: project["mainGroup"] as? String, base: projectFolder)
        var targets: [Target] = []
        for targetId in project["targets"] as? [String] ?? [] {
            guard let target = objects[targetId], target["isa"] as? String == "PBXNativeTarget" else { continue }
            let productType = target["productType"] as? String ?? ""
            let settings = XcodeProject.buildSettings(of: target, objects: objects)
            var sources = Set<String>()
            var scripts: [String] = []
            for phaseId in target["buildPhases"] as? [String] ?? [] {
                if let phase = objects[phaseId], phase["isa"] as? String == "PBXShellScriptBuildPhase",
                   let script = phase["shellScript"] as? String {
                    scripts.append(script)
                }
                guard let phase = objects[phaseId], phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileId in phase["files"] as? [String] ?? [] {
                    if let ref = objects[buildFileId]?["fileRef"] as? String, let file = paths[ref] { sources.insert(file) }
                }
            }
            let synchronized = (target["fileSystemSynchronizedGroups"] as? [String] ?? []).compactMap { paths[$0] }
            func projectRelative(_ value: String?) -> String? {
                guard var value, !value.isEmpty else { return nil }
                value = value.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "$(PROJECT_DIR)/", with: "")
                return XcodeProject.join(projectFolder, value)
            }
            var generated: [String: String] = [:]
            for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
                generated[String(key.dropFirst("INFOPLIST_KEY_".count))] = value
            }
            targets.append(Target(
                name: target["name"] as? String ?? "",
                productType: productType,
                kind: XcodeProject.kind(productType: productType, sdk: settings["SDKROOT"]),
                sourceFiles: sources,
                synchronizedFolders: synchronized,
                infoPlistPath: projectRelative(settings["INFOPLIST_FILE"]),
                generatedInfoPlistKeys: generated,
                entitlementsPath: projectRelative(settings["CODE_SIGN_ENTITLEMENTS"]),
                buildScripts: scripts
            ))
        }
        self.targets = targets.sorted { $0.name < $1.name }
    }

    /// A watchOS-only app target has the plain application product type; its SDK tells.
    package static func kind(productType: String, sdk: String?) -> TargetKind {
        let kind = TargetKind.fromProductType(productType) ?? .app
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
            case "<group>": folder = own.map { join(parent, $0) } ?? parent
            case "SOURCE_ROOT": folder = own.map { join(base, $0) } ?? base
            default: folder = nil
            }
            guard let folder else { return }
            result[id] = folder
            for child in object["children"] as? [String] ?? [] { visit(child, parent: folder) }
        }
        if let mainGroup { visit(mainGroup, parent: base) }
        return result
    }

    /// `base/path` with `.` and `..` worked out on the text alone: project paths name files
    /// under the checked root, and Foundation's `standardizingPath` asks the file system
    /// about every one (it resolves symbolic links), thousands of times for a large project.
    package static func join(_ base: String, _ path: String) -> String {
        let combined = base.isEmpty || base == "." ? path : base + "/" + path
        var parts: [Substring] = []
        for part in combined.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        let joined = parts.joined(separator: "/")
        return combined.hasPrefix("/") ? "/" + joined : joined
    }
}
