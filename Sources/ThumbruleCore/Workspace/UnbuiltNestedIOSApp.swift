import Foundation
import ThumbruleFrontEnds

/// An iOS host app nested in a Gradle module of an Android repository (a Kotlin Multiplatform
/// module's `iosApp/`) that only ever runs in the simulator: every configuration of its app
/// targets other than Debug looks for frameworks only in a simulator build's folder
/// (`build/bin/iosSimulatorArm64/debugFramework`), so an archive for a device cannot link, and
/// no CI or release recipe of the repository names anything Apple's. Such an app never ships:
/// its Xcode project's folder is left out of the run as a build folder is, and so is the whole
/// module when no build script outside it names it (no module depends on it, so its Kotlin
/// reaches no Android user either). An iOS app that a repository does build keeps everything: any Apple word in a
/// recipe, or a release configuration that can link a device framework, is enough.
package enum UnbuiltNestedIOSApp {
    /// The files without those of every such host app (and of its module, when unused).
    package static func dropping(from files: [WorkspaceFile]) -> [WorkspaceFile] {
        let folders = self.folders(in: files)
        guard !folders.isEmpty else { return files }
        return files.filter { file in !folders.contains { file.path.hasPrefix($0) } }
    }

    /// The folders (with their trailing slash) of the unbuilt host apps, or of their unused modules.
    package static func folders(in files: [WorkspaceFile]) -> [String] {
        let candidates = files.filter { $0.kind == .xcodeProject }.compactMap { project -> (project: String, module: String)? in
            guard let module = Self.enclosingModule(of: project.path, in: files),
                  let text = (try? project.readData()), Self.linksSimulatorFrameworksOnly(pbxproj: text) else { return nil }
            // <module>/iosApp/App.xcodeproj/project.pbxproj → <module>/iosApp/
            let folder = ((project.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            return (folder.isEmpty ? "" : folder + "/", module)
        }
        guard !candidates.isEmpty else { return [] }
        let pipelines = UnbuiltFlutterIOS.pipelineTexts(in: files)
        guard !pipelines.isEmpty, !pipelines.contains(where: { text in UnbuiltFlutterIOS.appleWords.contains { text.contains($0) } }) else { return [] }
        return candidates.map { candidate in
            Self.isUnused(module: candidate.module, in: files) ? candidate.module + "/" : candidate.project
        }
    }

    /// The deepest folder above an Xcode project, below a Gradle settings file's folder, that
    /// holds a module's build script: the module the host app belongs to.
    static func enclosingModule(of path: String, in files: [WorkspaceFile]) -> String? {
        let scripts = Set(files.filter { $0.kind == .gradle }.map(\.path))
        let settings = files.filter { $0.kind == .gradleSettings }.map { ($0.path as NSString).deletingLastPathComponent }
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            folder = (folder as NSString).deletingLastPathComponent
            guard !folder.isEmpty, !settings.contains(folder) else { return nil }
            if scripts.contains(folder + "/build.gradle.kts") || scripts.contains(folder + "/build.gradle") {
                return settings.contains { $0.isEmpty || folder.hasPrefix($0 + "/") } ? folder : nil
            }
        }
        return nil
    }

    /// Whether the project has an app target and every configuration of every app target that is
    /// not a Debug one searches for frameworks only in simulator build folders.
    static func linksSimulatorFrameworksOnly(pbxproj data: Data) -> Bool {
        guard let plist = try? PropertyList.object(from: data) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]],
              let project = (plist["rootObject"] as? String).flatMap({ objects[$0] }) else { return false }
        func configurations(of owner: [String: Any]) -> [String: [String]] {
            let ids = (owner["buildConfigurationList"] as? String).flatMap { objects[$0]?["buildConfigurations"] as? [String] } ?? []
            return Dictionary(ids.compactMap { objects[$0] }.compactMap { configuration -> (String, [String])? in
                guard let name = configuration["name"] as? String else { return nil }
                let settings = configuration["buildSettings"] as? [String: Any] ?? [:]
                let paths = (settings["FRAMEWORK_SEARCH_PATHS"] as? [String]) ?? (settings["FRAMEWORK_SEARCH_PATHS"] as? String).map { [$0] } ?? []
                return (name, paths.filter { $0 != "$(inherited)" && $0 != "\"$(inherited)\"" })
            }, uniquingKeysWith: { first, _ in first })
        }
        let projectPaths = configurations(of: project)
        let apps = (project["targets"] as? [String] ?? []).compactMap { objects[$0] }
            .filter { $0["productType"] as? String == "com.apple.product-type.application" }
        guard !apps.isEmpty else { return false }
        return apps.allSatisfy { target in
            let shipping = configurations(of: target).filter { !$0.key.lowercased().contains("debug") }
            return !shipping.isEmpty && shipping.allSatisfy { name, paths in
                let all = paths + (projectPaths[name] ?? [])
                return !all.isEmpty && all.allSatisfy { $0.lowercased().contains("simulator") }
            }
        }
    }

    /// Whether no build script outside the module names it, by path (`project(":wireone-kmp")`)
    /// or by accessor (`projects.wireoneKmp`): no module can depend on it. Read from the
    /// scripts' tokens, since a settings file may include modules by walking folders; a script
    /// that cannot be read may name it.
    static func isUnused(module folder: String, in files: [WorkspaceFile]) -> Bool {
        func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let name = key(String(FileKind.fileName(of: folder)))
        guard !name.isEmpty else { return false }
        return !files.contains { file in
            guard file.kind == .gradle, !file.path.hasPrefix(folder + "/") else { return false }
            guard let data = try? file.readData() else { return true }
            let source = KotlinSource(bytes: [UInt8](data), dialect: file.path.hasSuffix(".kts") ? .kotlin : .groovy)
            return source.tokens.indices.contains { index in
                let kind = source.kind(at: index)
                return (kind == .identifier || kind == .stringText) && key(source.text(at: index)).contains(name)
            }
        }
    }
}
