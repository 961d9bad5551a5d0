import Foundation

/// A Gradle build read from its files: settings, every included module's script, the root
/// script's `ext`, `gradle.properties`, version catalogs and build logic, with each module's
/// kind, SDK levels and dependencies resolved as far as static reading allows. It runs no
/// Gradle: what a script computes at configuration time stays `.unknown`.
public struct GradleProject: Sendable {
    /// The folder holding `settings.gradle(.kts)` (for a Flutter app, its `android/` folder).
    public let root: URL
    /// Where the build's files were read from, for reading manifests later.
    public let files: GradleFiles
    public let settings: GradleSettings?
    public let rootScript: GradleScript?
    public let properties: GradleProperties
    /// Catalogs by accessor name (`libs`).
    public let catalogs: [String: VersionCatalog]
    public let modules: [GradleModule]
    /// Files that could not be read, with a reason.
    public let notes: [String]

    public func module(_ path: String) -> GradleModule? {
        modules.first { $0.path == path }
    }

    public var applicationModules: [GradleModule] { modules.filter(\.isApplication) }

    /// The modules a module depends on, directly or through others, in breadth-first order;
    /// test and (unless asked) debug-only configurations are left out.
    public func moduleClosure(of module: GradleModule, includingDebug: Bool = false) -> [GradleModule] {
        var seen: Set<String> = [module.path]
        var queue = [module]
        var result: [GradleModule] = []
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for dependency in current.moduleDependencies {
                guard dependency.scope == .shipping || (includingDebug && dependency.scope == .debugOnly),
                      !seen.contains(dependency.path), let target = self.module(dependency.path) else { continue }
                seen.insert(dependency.path)
                result.append(target)
                queue.append(target)
            }
        }
        return result
    }

    /// Reads the build at `root`. Missing or unreadable files leave their parts empty.
    public static func load(root: URL) -> GradleProject {
        load(root: root, files: .disk(root: root))
    }

    /// Reads the build whose files `files` holds; `root` names it.
    public static func load(root: URL, files: GradleFiles) -> GradleProject {
        var loader = Loader(root: root, files: files)
        return loader.load()
    }

    init(root: URL, files: GradleFiles, settings: GradleSettings?, rootScript: GradleScript?, properties: GradleProperties,
         catalogs: [String: VersionCatalog], modules: [GradleModule], notes: [String]) {
        self.root = root
        self.files = files
        self.settings = settings
        self.rootScript = rootScript
        self.properties = properties
        self.catalogs = catalogs
        self.modules = modules
        self.notes = notes
    }

    /// The reading and resolving behind `load(root:)`.
    struct Loader {
        let root: URL
        let files: GradleFiles
        var notes: [String] = []
        var catalogs: [String: VersionCatalog] = [:]
        var properties = GradleProperties("")
        var rootDefinitions: [String: GradleValue] = [:]
        /// The root project's script, which may configure every module (`subprojects { }`).
        var rootScript: GradleScript?
        var buildLogic = GradleBuildLogic()

        init(root: URL, files: GradleFiles) {
            self.root = root
            self.files = files
        }

        func read(_ relative: String) -> String? {
            guard let data = files.read(relative), data.count < 8_000_000 else { return nil }
            return String(decoding: data, as: UTF8.self)
        }

        func exists(_ relative: String) -> Bool { files.exists(relative) }

        /// The script at `<folder>/<name>.gradle.kts` or `.gradle`, and its relative path.
        func script(in folder: String, named name: String) -> (GradleScript, String)? {
            for (suffix, kotlin) in [(".gradle.kts", true), (".gradle", false)] {
                let path = folder.isEmpty ? name + suffix : folder + "/" + name + suffix
                if let text = read(path) { return (GradleScript(text: text, kotlinDSL: kotlin), path) }
            }
            return nil
        }

        mutating func load() -> GradleProject {
            let settingsPair = script(in: "", named: "settings")
            let settings = settingsPair.map { GradleSettings(file: $0.0.file) }
            properties = GradleProperties(read("gradle.properties") ?? "")
            if let text = read("gradle/libs.versions.toml") { catalogs["libs"] = VersionCatalog(toml: text) }
            for (name, path) in settings?.catalogFiles ?? [:] {
                if let text = read(path) { catalogs[name] = VersionCatalog(toml: text) } else { notes.append("\(path): catalog not found") }
            }
            for (name, catalog) in catalogs {
                for issue in catalog.issues { notes.append("catalog \(name) line \(issue.line): \(issue.reason)") }
            }
            let rootPair = script(in: "", named: "build")
            rootScript = rootPair?.0
            if let rootScript = rootPair?.0 {
                rootDefinitions = definitions(of: rootScript, folder: "")
            }
            var logicFolders = ["buildSrc"]
            let rootPath = root.standardizedFileURL.path
            for build in settings?.includedBuilds ?? [] where !build.contains("$") {
                let folder = root.appendingPathComponent(build).standardizedFileURL.path
                if folder.hasPrefix(rootPath) {
                    logicFolders.append(String(folder.dropFirst(rootPath.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/")))
                }
            }
            buildLogic = GradleBuildLogic(files: files, folders: logicFolders.filter { exists($0) })
            // Registrations that name their id through the catalog (`libs.plugins.x.get().pluginId`).
            for (key, convention) in buildLogic.conventions where key.hasPrefix("alias:") {
                let parts = key.split(separator: ":", maxSplits: 2).map(String.init)
                if parts.count == 3, let id = catalogs[parts[1]]?.plugin(parts[2])?.id {
                    buildLogic.conventions[id] = convention
                }
            }

            var paths = settings?.includes ?? []
            var seenPaths = Set<String>()
            paths = paths.filter { seenPaths.insert($0).inserted }
            var modules: [GradleModule] = []
            if let rootScript = rootPair, paths.isEmpty || rootScript.0.plugins.contains(where: { $0.isApplied && $0.id.flatMap(GradleModuleKind.from) != nil }) {
                modules.append(module(path: ":", folder: "", script: rootScript.0, buildFile: rootScript.1, isRoot: true))
            }
            for path in paths {
                let folder = path.split(separator: ":").joined(separator: "/")
                let pair = script(in: folder, named: "build")
                if pair == nil && !exists(folder) { notes.append("\(path): folder \(folder) not found") }
                modules.append(module(path: path, folder: folder, script: pair?.0, buildFile: pair?.1, isRoot: false))
            }
            // Type-safe accessors (`projects.core.data`) name modules by camel-cased path parts.
            let known = Dictionary(modules.map { (Self.accessorKey($0.path), $0.path) }, uniquingKeysWith: { first, _ in first })
            modules = modules.map { module in
                let resolved = module.moduleDependencies.map { dependency -> GradleModuleDependency in
                    guard dependency.path.hasPrefix("projects."), let path = known[String(dependency.path.dropFirst("projects.".count))] else { return dependency }
                    return GradleModuleDependency(configuration: dependency.configuration, path: path, position: dependency.position)
                }
                return module.with(moduleDependencies: resolved)
            }
            return GradleProject(root: root, files: files, settings: settings, rootScript: rootPair?.0, properties: properties,
                                 catalogs: catalogs, modules: modules, notes: notes)
        }

        static func accessorKey(_ path: String) -> String {
            path.split(separator: ":").map { $0.lowercased().filter { $0 != "-" && $0 != "_" } }.joined(separator: ".")
        }

        /// A script's definitions plus those of scripts it applies that can be found.
        func definitions(of script: GradleScript, folder: String) -> [String: GradleValue] {
            var result: [String: GradleValue] = [:]
            for appliedScript in appliedScripts(of: script, folder: folder) {
                result.merge(appliedScript.definitions) { _, new in new }
            }
            result.merge(script.definitions) { _, new in new }
            return result
        }

        /// The scripts a script applies (`apply from:`) that can be found in the build.
        func appliedScripts(of script: GradleScript, folder: String) -> [GradleScript] {
            var result: [GradleScript] = []
            for applied in script.appliedScripts {
                var path = applied
                for variable in ["${rootDir}", "$rootDir", "${rootProject.projectDir}", "$rootProject.projectDir", "${project.rootDir}", "$project.rootDir"] {
                    path = path.replacingOccurrences(of: variable + "/", with: "")
                }
                for variable in ["${projectDir}", "$projectDir"] {
                    path = path.replacingOccurrences(of: variable + "/", with: folder.isEmpty ? "" : folder + "/")
                }
                guard !path.contains("$"), !path.hasPrefix("http") else { continue }
                let relative = path.hasPrefix("/") ? path : (folder.isEmpty || applied.hasPrefix("$") ? path : folder + "/" + path)
                if let text = read(Self.normalized(relative)) { result.append(GradleScript(text: text, kotlinDSL: relative.hasSuffix(".kts"))) }
            }
            return result
        }

        /// A relative path with its `.` and `dir/..` parts folded: `app/../common.gradle` → `common.gradle`.
        static func normalized(_ path: String) -> String {
            var parts: [Substring] = []
            for part in path.split(separator: "/", omittingEmptySubsequences: false) {
                if part == "." { continue }
                if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast(); continue }
                parts.append(part)
            }
            return parts.joined(separator: "/")
        }

        /// Whether an application module's `release` build type shrinks code: its own script's
        /// `release` setting (or, with none, AGP's default of off), unless build logic, the root
        /// script or a script the module applies sets shrinking too, a setting covers every build
        /// type, `release` copies another type, or the value is computed. Flutter's Gradle
        /// plugin turns shrinking on for release builds unless the script turns it off.
        func releaseMinify(of script: GradleScript?, folder: String, pluginIds: [String], context: Resolution) -> GradleReleaseMinify {
            guard let script, let android = script.buildTypes.androidBlock else { return .unknown }
            let types = script.buildTypes
            if buildLogic.setsMinify || (!folder.isEmpty && rootScript.map { GradleBuildTypes.mentionsMinify($0.file) } == true)
                || appliedScripts(of: script, folder: folder).contains(where: { GradleBuildTypes.mentionsMinify($0.file) }) {
                return .unknown
            }
            if types.hasUnreadMinify || types.minifySettings.contains(where: { $0.buildType == nil }) { return .unknown }
            let release = types.blocks.filter { $0.name == "release" }
            if release.contains(where: { $0.initWith != nil }) { return .unknown }
            if let setting = types.minifySettings.last(where: { $0.buildType == "release" }) {
                switch context.resolve(setting.value) {
                case .boolean(true): return .enabled
                case .boolean(false): return .disabled(setting.position)
                default: return .unknown
                }
            }
            if FlutterDefaults.shrinksRelease(pluginIds: pluginIds, appliedScripts: script.appliedScripts) { return .enabled }
            return .unset(release.first?.position ?? types.buildTypesBlock ?? android)
        }

        mutating func module(path: String, folder: String, script: GradleScript?, buildFile: String?, isRoot: Bool) -> GradleModule {
            var moduleDefinitions: [String: GradleValue] = [:]
            if let script { moduleDefinitions = isRoot ? rootDefinitions : definitions(of: script, folder: folder) }
            let context = Resolution(loader: self, definitions: moduleDefinitions)

            // Plugins, through the catalog and convention plugins.
            var pluginIds: [String] = []
            var conventionSettings: [String: GradleValue] = [:]
            var pending: [String] = []
            for request in script?.plugins ?? [] where request.isApplied {
                if let id = request.id { pending.append(id) }
                if let catalog = request.catalog, let alias = request.alias {
                    if let id = catalogs[catalog]?.plugin(alias)?.id { pending.append(id) } else { pending.append("alias:\(catalog):\(alias)") }
                }
            }
            var visited = Set<String>()
            while let id = pending.first {
                pending.removeFirst()
                guard visited.insert(id).inserted, visited.count < 200 else { continue }
                pluginIds.append(id)
                if let convention = buildLogic.conventions[id] {
                    pending += convention.pluginIds
                    for (catalog, alias) in convention.pluginAliases {
                        pending.append(catalogs[catalog]?.plugin(alias)?.id ?? "alias:\(catalog):\(alias)")
                    }
                    conventionSettings.merge(convention.settings) { current, _ in current }
                }
            }
            pluginIds = pluginIds.filter { !$0.hasPrefix("alias:") }
            let kind = pluginIds.lazy.compactMap(GradleModuleKind.from).first ?? .unknown

            func level(_ setting: GradleSetting?, _ key: String) -> SdkLevel {
                if let setting { return context.level(setting.value) }
                if let value = conventionSettings[key] { return context.level(value) }
                if kind != .unknown, let value = buildLogic.sharedSettings[key] { return context.level(value) }
                return .unknown
            }
            let compileSdk = level(script?.compileSdk, "compileSdk")
            let minSdk = level(script?.minSdk, "minSdk")
            var targetSdk = level(script?.targetSdk, "targetSdk")
            if case .unknown = targetSdk, kind == .application, script?.targetSdk == nil, conventionSettings["targetSdk"] == nil {
                targetSdk = minSdk
            }

            var dependencies: [GradleDependency] = []
            var moduleDependencies: [GradleModuleDependency] = []
            for declared in script?.dependencies ?? [] {
                switch declared.notation {
                case .coordinate(let group, let artifact, let version):
                    dependencies.append(GradleDependency(configuration: declared.configuration, group: group, artifact: artifact,
                                                         version: version.map { context.interpolate($0) }, isPlatform: declared.isPlatform,
                                                         position: declared.position))
                case .catalogLibrary(let catalog, let alias):
                    if let library = catalogs[catalog]?.library(alias) {
                        dependencies.append(GradleDependency(configuration: declared.configuration, group: library.group, artifact: library.artifact,
                                                             version: library.version, isPlatform: declared.isPlatform, position: declared.position))
                    }
                case .catalogBundle(let catalog, let alias):
                    for library in catalogs[catalog]?.bundle(alias) ?? [] {
                        dependencies.append(GradleDependency(configuration: declared.configuration, group: library.group, artifact: library.artifact,
                                                             version: library.version, isPlatform: declared.isPlatform, position: declared.position))
                    }
                case .project(let modulePath):
                    moduleDependencies.append(GradleModuleDependency(configuration: declared.configuration,
                                                                     path: modulePath.hasPrefix(":") ? modulePath : ":" + modulePath,
                                                                     position: declared.position))
                case .projectAccessor(let names):
                    moduleDependencies.append(GradleModuleDependency(configuration: declared.configuration,
                                                                     path: "projects." + names.map { $0.lowercased() }.joined(separator: "."),
                                                                     position: declared.position))
                case .other:
                    break
                }
            }

            return GradleModule(
                path: path, directory: folder, buildFile: buildFile, script: script, kind: kind, pluginIds: pluginIds,
                namespace: script?.namespace.flatMap { context.string($0.value) },
                applicationId: script?.applicationId.flatMap { context.string($0.value) },
                compileSdk: compileSdk, minSdk: minSdk, targetSdk: targetSdk,
                dependencies: dependencies, moduleDependencies: moduleDependencies,
                manifests: manifests(in: folder, main: script?.mainManifestFile),
                releaseMinify: kind == .application ? releaseMinify(of: script, folder: folder, pluginIds: pluginIds, context: context) : .unknown)
        }

        /// The module's manifests, main first: a main manifest the script moves out of
        /// `src/main` (`manifest.srcFile("AndroidManifest.xml")`) stands in for `src/main`'s.
        func manifests(in folder: String, main moved: String?) -> [String] {
            let source = folder.isEmpty ? "src" : folder + "/src"
            let found = files.entries(source).sorted { ($0 == "main" ? 0 : 1, $0) < ($1 == "main" ? 0 : 1, $1) }
                .map { source + "/" + $0 + "/AndroidManifest.xml" }
                .filter(exists)
            guard let moved, !moved.hasPrefix("/"), !moved.contains(".."), !moved.contains("$") else { return found }
            let main = folder.isEmpty ? moved : folder + "/" + moved
            guard exists(main) else { return found }
            return [main] + found.filter { $0 != source + "/main/AndroidManifest.xml" }
        }
    }

    /// Resolves values for one module: its own definitions, then the root project's, then
    /// `gradle.properties`, then build-logic constants.
    struct Resolution {
        let loader: Loader
        let definitions: [String: GradleValue]

        /// Prefixes that only say where a name lives.
        static let scopes: Set<String> = ["rootProject", "project", "ext", "extra", "properties", "extensions", "extraProperties"]

        func lookup(_ name: String) -> GradleValue? {
            if let value = definitions[name] ?? loader.rootDefinitions[name] { return value }
            if let text = loader.properties[name] { return Int(text.trimmed).map(GradleValue.integer) ?? .string(text.trimmed) }
            if !loader.buildLogic.ambiguousNames.contains(name) { return loader.buildLogic.constants[name] }
            return nil
        }

        func lookup(path: [String]) -> GradleValue? {
            var stripped = ArraySlice(path)
            let fromRoot = stripped.first == "rootProject"
            while let first = stripped.first, Self.scopes.contains(first), stripped.count > 1 { stripped = stripped.dropFirst() }
            guard let name = stripped.last else { return nil }
            if stripped.count == 1 {
                if fromRoot, let value = loader.rootDefinitions[name] { return value }
                return lookup(name)
            }
            if let constant = loader.buildLogic.constants[stripped.joined(separator: ".")] { return constant }
            // `ext.versions.targetSdk` as a nested map is not read; the last name may still be defined.
            return definitions[name] ?? loader.rootDefinitions[name]
        }

        func resolve(_ value: GradleValue, depth: Int = 0) -> GradleValue {
            guard depth < 8 else { return value }
            switch value {
            case .reference(let path):
                if path.count == 2, path[0] == "flutter" { return value }
                guard let found = lookup(path: path) else { return value }
                return resolve(found, depth: depth + 1)
            case .property(let name):
                guard let found = lookup(name) else { return value }
                return resolve(found, depth: depth + 1)
            case .catalogVersion(let catalog, let key):
                guard let text = loader.catalogs[catalog]?.version(key) else { return value }
                return Int(text).map(GradleValue.integer) ?? .string(text)
            default:
                return value
            }
        }

        func level(_ value: GradleValue) -> SdkLevel {
            switch resolve(value) {
            case .integer(let level): return .known(level)
            case .string(let text): return Int(text).map(SdkLevel.known) ?? .unknown
            case .reference(let path) where path.count == 2 && path[0] == "flutter":
                return FlutterDefaults.floors[path[1]].map(SdkLevel.unknownAtLeast) ?? .unknown
            default: return .unknown
            }
        }

        func string(_ value: GradleValue) -> String? {
            switch resolve(value) {
            case .string(let text): return text
            case .integer(let number): return String(number)
            default: return nil
            }
        }

        /// `$name` / `${name}` in a dependency version, when the name resolves to a literal.
        func interpolate(_ text: String) -> String {
            guard text.hasPrefix("$") else { return text }
            var name = String(text.dropFirst())
            if name.hasPrefix("{"), name.hasSuffix("}") { name = String(name.dropFirst().dropLast()) }
            let path = name.split(separator: ".").map(String.init)
            guard !path.isEmpty, path.allSatisfy({ !$0.isEmpty }) else { return text }
            if path.count >= 3, path[1] == "versions", let version = loader.catalogs[path[0]]?.version(path[2...].joined(separator: ".")) {
                return version
            }
            return string(.reference(path)) ?? text
        }
    }
}
