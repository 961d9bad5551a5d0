import Dispatch
import Foundation
import ThumbruleFrontEnds

/// The Android side of a project: each Gradle build with its application modules' merged
/// manifests, and every Kotlin file lexed and structured once. Built on first use
/// (`Project.android`) and shared by every Android check, so no check reads or lexes a file
/// again; a project with no Android files gets an empty model at no cost.
public final class AndroidModel: Sendable {
    /// Gradle builds, by folder: the repository itself, or a Flutter or React Native app's `android/`.
    public let builds: [AndroidBuild]
    /// Every Kotlin file outside build logic, in path order, with its scope.
    public let kotlinFiles: [AndroidKotlinFile]
    /// Files that could not be read or parsed, with the reason (reported as tool notices).
    public let unreadable: [(path: String, reason: String)]
    /// `thumbrule:` comments of the Kotlin files, by path.
    let suppressions: [String: Suppressions]
    /// Positions in `kotlinFiles`, by path.
    private let kotlinFileIndex: [String: Int]
    /// Folders of test harness and sample app modules (`isDeveloperApp`), with a trailing slash.
    private let developerFolders: [String]
    /// Layout files nothing names (`UnusedLayouts`): what they draw never ships.
    private let unusedLayouts: Set<String>

    init(project: Project) {
        let androidFiles = project.files.filter(\.kind.isAndroid)
        let roots = AndroidModel.buildRoots(androidFiles)
        var unreadable: [(String, String)] = []
        var builds: [AndroidBuild] = []
        // A build in an example or sample folder (a Flutter package's `example/android`) is a
        // developer's app when the workspace has a build outside such folders.
        func inDeveloperFolder(_ root: String) -> Bool { DeveloperApps.liesInDeveloperFolder(root + "/settings.gradle") }
        let buildsElsewhere = roots.contains { !inDeveloperFolder($0) }
        for root in roots {
            let prefix = root.isEmpty ? "" : root + "/"
            let members = project.files.filter { $0.path.hasPrefix(prefix) }
            let gradleFiles: GradleFiles
            if members.contains(where: { if case .memory = $0.storage { return true } else { return false } }) {
                var texts: [String: String] = [:]
                for file in members { texts[String(file.path.dropFirst(prefix.count))] = project.text(of: file) }
                gradleFiles = .memory(texts)
            } else {
                gradleFiles = .disk(root: URL(fileURLWithPath: project.root).appendingPathComponent(root))
            }
            let gradle = GradleProject.load(root: URL(fileURLWithPath: project.root).appendingPathComponent(root), files: gradleFiles)
            // The build's README, or the repository's when the build sits in a folder (`android/`).
            let readme = ReadmeChannels.names.lazy.compactMap { gradleFiles.text($0) }.first
                ?? (root.isEmpty ? nil : ReadmeChannels.names.lazy.compactMap { GradleFiles.disk(root: URL(fileURLWithPath: project.root)).text($0) }.first)
            var apps: [AndroidApp] = []
            let developerApps = AndroidModel.developerApps(gradle.applicationModules.map(\.directory))
            for module in gradle.applicationModules where !developerApps.contains(module.directory) && !(buildsElsewhere && inDeveloperFolder(root)) {
                let merged = gradle.mergedManifest(of: module)
                for error in merged.errors { unreadable.append((prefix + error.path, "\(error.error)")) }
                guard let manifest = merged.manifest else { continue }
                apps.append(AndroidApp(module: module, manifest: manifest, buildRoot: root,
                                       permissionsRemovedByVariants: gradle.permissionsRemovedByVariants(of: module),
                                       isDistributedOutsidePlay: AndroidApp.distributesOutsidePlay(module, in: gradle, readme: readme)))
            }
            builds.append(AndroidBuild(root: root, gradle: gradle, apps: apps))
        }
        self.builds = builds

        // Kotlin of included builds (`build-logic`, `buildSrc`) configures the build and never ships.
        let buildLogic = roots.flatMap { root in
            let build = builds.first { $0.root == root }
            return (["buildSrc"] + (build?.gradle.settings?.includedBuilds ?? [])).map { (root.isEmpty ? "" : root + "/") + $0 + "/" }
        } + AndroidModel.nestedSettingsFolders(androidFiles, roots: roots)
        let inputs = androidFiles.filter { file in file.kind == .kotlin && !buildLogic.contains { file.path.hasPrefix($0) } }
        let lexed = ResultSlots<Result<AndroidKotlinFile, InputError>>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let input = inputs[index]
            do {
                let data = try input.readData()
                lexed.store(index, .success(AndroidKotlinFile(path: input.path, file: KotlinFile(bytes: [UInt8](data)))))
            } catch let error as InputError {
                lexed.store(index, .failure(error))
            } catch {
                lexed.store(index, .failure(.unreadable(input.path)))
            }
        }
        var kotlinFiles: [AndroidKotlinFile] = []
        var suppressions: [String: Suppressions] = [:]
        for (input, result) in zip(inputs, lexed.values) {
            switch result {
            case .success(let file):
                kotlinFiles.append(file)
                let comments = file.comments(containing: Suppressions.marker)
                if !comments.isEmpty { suppressions[file.path] = Suppressions(comments: comments, lineCount: file.lineCount) }
            case .failure(let error):
                unreadable.append((input.path, "\(error)"))
            }
        }
        // Manifests, layouts, string resources and other XML resources take suppression comments too; they are small, so reading them again costs little.
        for file in androidFiles where [.androidManifest, .androidLayout, .androidResource, .androidStrings].contains(file.kind) {
            guard let data = try? file.readData() else { continue }
            let bytes = [UInt8](data)
            guard bytes.contains(utf8: Suppressions.marker) else { continue }
            let found = XMLComments.comments(in: bytes, containing: Suppressions.marker)
            if !found.comments.isEmpty { suppressions[file.path] = Suppressions(comments: found.comments, lineCount: found.lineCount) }
        }
        // A test harness or sample app of the repository never reaches users: its code is the developers'.
        var developerFolders: [String] = []
        for build in builds {
            let prefix = build.root.isEmpty ? "" : build.root + "/"
            let directories: [String] = build.gradle.applicationModules.map(\.directory)
            developerFolders += AndroidModel.developerApps(directories).sorted().map { prefix + $0 + "/" }
        }
        developerFolders += roots.filter { buildsElsewhere && inDeveloperFolder($0) }.map { $0 + "/" }
        for index in kotlinFiles.indices where developerFolders.contains(where: kotlinFiles[index].path.hasPrefix) {
            kotlinFiles[index].scope = .test
        }
        self.developerFolders = developerFolders
        let resourceFiles = androidFiles.filter { $0.kind == .androidLayout || $0.kind == .androidManifest }
        let resourceTexts = resourceFiles.map { project.text(of: $0) }
        let resources = resourceTexts.map { $0 ?? "" }
        // Java is read as text, and only when a public Kotlin function no Kotlin names is judged.
        // A Java file that cannot be read may name anything.
        var javaTexts: [[UInt8]?]?
        // Other XML resources, read here once (the unused layouts below need them too), and the
        // navigation graphs, which name fragments: no project files, they are read beside the
        // layouts, as menus are. One that cannot be read may name anything.
        let otherResourceTexts = androidFiles.filter { $0.kind == .androidResource }.map { project.text(of: $0) }
        let navigationTexts = AndroidModel.menuTexts(besideLayouts: androidFiles.filter { $0.kind == .androidLayout }.map(\.path),
                                                     root: project.root, folder: "navigation")
        // The dead-code search asks the same names of every layout many times over: one byte buffer
        // and a memo (String.contains here cost 97% of a run on a 2,000-file app).
        let layoutsAndManifests = NameSearch(resources)
        let otherResources = NameSearch(otherResourceTexts + navigationTexts)
        let unreachable = UnreachableKotlinCode.lines(in: kotlinFiles, apps: builds.flatMap(\.apps), resourcesName: { word in
            layoutsAndManifests.names(word)
        }, javaNames: { word in
            let texts = javaTexts ?? project.files.filter { $0.kind == .java }.map { (try? $0.readData()).map { [UInt8]($0) } }
            javaTexts = texts
            return texts.contains { $0?.contains(utf8: word) ?? true }
        }, otherResourcesName: { word in
            otherResources.names(word)
        }, dartOpens: project.hasFlutterFiles ? AndroidModel.dartOpensChannel(in: project) : nil,
           componentFolders: AndroidModel.componentFolders(of: builds, in: project))
        let positions = Dictionary(kotlinFiles.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        for (path, lines) in PreviewOnlyComposables.lines(in: kotlinFiles, unreachable: unreachable) {
            if let index = positions[path] { kotlinFiles[index].previewLines += lines }
        }
        for (path, lines) in unreachable {
            if let index = positions[path] { kotlinFiles[index].unreachableLines += lines }
        }
        for (path, lines) in DebugOnlyKotlinCode.lines(in: kotlinFiles) {
            if let index = positions[path] { kotlinFiles[index].debugOnlyLines += lines }
        }
        // The layouts and manifests were read above and the Kotlin lexed: only Java and the other
        // resources are read here.
        let unusedLayouts = UnusedLayouts.paths(
            layouts: androidFiles.filter { $0.kind == .androidLayout }.map(\.path),
            texts: resourceTexts + androidFiles.filter { $0.kind == .java }.map { project.text(of: $0) } + otherResourceTexts
                + AndroidModel.menuTexts(besideLayouts: androidFiles.filter { $0.kind == .androidLayout }.map(\.path), root: project.root),
            kotlin: kotlinFiles.count == inputs.count ? kotlinFiles.map(\.file.source.bytes) : nil,
            layoutTexts: Dictionary(zip(resourceFiles, resourceTexts).compactMap { file, text in
                file.kind == .androidLayout ? text.map { (file.path, $0) } : nil
            }, uniquingKeysWith: { first, _ in first }),
            libraryFolders: builds.flatMap { build in
                build.gradle.modules.filter { $0.kind == .library && !$0.directory.isEmpty }.map { (build.root.isEmpty ? "" : build.root + "/") + $0.directory + "/" }
            })
        // Layouts only dead code names (an unused fragment's), and those only they include.
        let layoutPaths = androidFiles.filter { $0.kind == .androidLayout }.map(\.path)
        let layoutTexts = Dictionary(zip(resourceFiles, resourceTexts).compactMap { file, text in
            file.kind == .androidLayout ? text.map { (file.path, $0) } : nil
        }, uniquingKeysWith: { first, _ in first })
        self.unusedLayouts = unusedLayouts.union(UnusedLayouts.onlyNamedByDeadCode(
            layouts: layoutPaths,
            otherTexts: zip(resourceFiles, resourceTexts).filter { $0.0.kind == .androidManifest }.map(\.1) + otherResourceTexts + navigationTexts
                + (javaTexts.map { $0.map { $0.map { String(decoding: $0, as: UTF8.self) } } } ?? androidFiles.filter { $0.kind == .java }.map { project.text(of: $0) })
                + AndroidModel.menuTexts(besideLayouts: layoutPaths, root: project.root),
            layoutTexts: layoutTexts,
            kotlin: kotlinFiles.count == inputs.count ? kotlinFiles : nil,
            unused: unusedLayouts))
        self.kotlinFiles = kotlinFiles
        kotlinFileIndex = Dictionary(kotlinFiles.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.suppressions = suppressions
        self.unreadable = unreadable
    }

    /// The folders (with a trailing slash) of the app's own component modules: the library modules
    /// an application module depends on, directly or through others, that are not published (no
    /// `maven-publish` or publishing block in their script). A dependency on a module the settings
    /// include by a computed path (`include(":core:$it")`, so the build lists no such module) is
    /// taken from its path when that folder's script applies the Android library plugin.
    static func componentFolders(of builds: [AndroidBuild], in project: Project) -> [String] {
        let scripts = Dictionary(project.files.filter { $0.kind == .gradle }.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        func scriptText(in folder: String) -> String? {
            for name in ["build.gradle.kts", "build.gradle"] {
                if let file = scripts[folder + name] { return project.text(of: file) }
            }
            return nil
        }
        func isPublished(_ text: String) -> Bool {
            ["maven-publish", "maven.publish", "mavenPublish", "publishing {", "publishing{", "MavenPublication", "plugin-publish"].contains { text.contains($0) }
        }
        var result: [String] = []
        for build in builds where !build.apps.isEmpty {
            let prefix = build.root.isEmpty ? "" : build.root + "/"
            for app in build.apps {
                let closure = build.gradle.moduleClosure(of: app.module)
                for module in closure where module.kind == .library && !module.directory.isEmpty {
                    let folder = prefix + module.directory + "/"
                    guard !module.pluginIds.contains(where: { $0.contains("publish") }),
                          let text = scriptText(in: folder), !isPublished(text) else { continue }
                    result.append(folder)
                }
                for module in [app.module] + closure {
                    for dependency in module.moduleDependencies where dependency.scope == .shipping && build.gradle.module(dependency.path) == nil {
                        guard dependency.path.hasPrefix(":"), !dependency.path.contains("$") else { continue }
                        let folder = prefix + dependency.path.split(separator: ":").joined(separator: "/") + "/"
                        guard let text = scriptText(in: folder), text.contains("android.library") || text.contains("android-library"),
                              !isPublished(text) else { continue }
                        result.append(folder)
                    }
                }
            }
        }
        return Array(Set(result)).sorted()
    }

    /// The texts of the menu resources (`res/menu/*.xml`) in the resource folders that hold these
    /// files (layouts, or string files), read from disk: discovery keeps no menu, yet a menu item's `app:actionLayout`
    /// names a layout. A menu that cannot be read is a nil text, so nothing is decided. With
    /// another `kind`, the same for that folder (`navigation` graphs name fragments).
    package static func menuTexts(besideLayouts layouts: [String], root: String, folder kind: String = "menu") -> [String?] {
        let folders = Set(layouts.compactMap { path -> String? in
            guard let range = path.range(of: "/res/", options: .backwards) ?? (path.hasPrefix("res/") ? path.range(of: "res/") : nil) else { return nil }
            return String(path[..<range.upperBound])
        })
        let manager = FileManager.default
        var texts: [String?] = []
        for folder in folders.sorted() {
            let url = URL(fileURLWithPath: root).appendingPathComponent(folder)
            guard let entries = try? manager.contentsOfDirectory(atPath: url.path) else { continue }
            for entry in entries.sorted() where entry == kind || entry.hasPrefix(kind + "-") {
                let menus = url.appendingPathComponent(entry)
                guard let files = try? manager.contentsOfDirectory(atPath: menus.path) else { texts.append(nil); continue }
                for file in files.sorted() where file.hasSuffix(".xml") {
                    texts.append((try? Data(contentsOf: menus.appendingPathComponent(file))).map { String(decoding: $0, as: UTF8.self) })
                }
            }
        }
        return texts
    }

    /// Words that name an application module kept for developers, not users: a test harness,
    /// a sample or demo, a benchmark, a component catalog or playground.
    static let developerAppWords = ["harness", "sample", "demo", "benchmark", "catalog", "playground"]

    /// True for an application module whose folder is named for developers (`testharness`, `sample-app`).
    /// Whether a Flutter app's Dart may open a platform channel of a name: a Dart file, generated
    /// or not, spells it, or some Dart builds a method channel's name (`MethodChannel(kName)`,
    /// `MethodChannel('$prefix/storage')`), so that any name may be opened. Dart is read on first ask.
    static func dartOpensChannel(in project: Project) -> (String) -> Bool {
        var texts: [[UInt8]?]?
        var buildsNames: Bool?
        return { name in
            let built = buildsNames ?? project.flutter.dartFiles.contains { file in
                file.file.calls.contains { call in
                    guard ["MethodChannel", "OptionalMethodChannel"].contains(call.name) else { return false }
                    guard let first = call.arguments.first(where: { $0.label == nil }), case .string = first.value else { return true }
                    return false
                }
            }
            buildsNames = built
            if built { return true }
            let read = texts ?? project.files.filter { $0.kind == .dart }.map { (try? $0.readData()).map { [UInt8]($0) } }
            texts = read
            return read.contains { $0?.contains(utf8: name) ?? true }
        }
    }

    static func isDeveloperApp(_ directory: String) -> Bool {
        let name = (directory.split(separator: "/").last.map(String.init) ?? directory).lowercased()
        return name.hasPrefix("test") || developerAppWords.contains(where: name.contains)
    }

    /// Words that name an application module built as a developer's utility that makes
    /// something for the real app: a generator or converter of its data (quranacademy-android's
    /// `quransqliteciphergenerator`, which writes the encrypted database the app ships).
    static let buildToolAppWords = ["generator", "converter"]

    /// The application modules of a build kept for developers: those named for developers
    /// (`isDeveloperApp`), and those named for a build utility (`buildToolAppWords`) when the
    /// build has another application module named for neither, the app the utility serves. A
    /// build whose only app is named so (a converter app) keeps it.
    static func developerApps(_ directories: [String]) -> Set<String> {
        let named = Set(directories.filter(isDeveloperApp))
        let tools = directories.filter { directory in
            let name = (directory.split(separator: "/").last.map(String.init) ?? directory).lowercased()
            return !named.contains(directory) && buildToolAppWords.contains(where: name.contains)
        }
        let served = directories.contains { !named.contains($0) && !tools.contains($0) }
        return served ? named.union(tools) : named
    }

    /// Every application module of every build.
    public var apps: [AndroidApp] { builds.flatMap(\.apps) }

    /// The scope of code at a position in an Android file: its source set's (`src/test` is test,
    /// `src/debug` debug-only), `@Preview` functions are previews and `if (BuildConfig.DEBUG)`
    /// blocks debug-only.
    public func scope(at position: SourcePosition) -> CodeScope {
        if let index = kotlinFileIndex[position.path] {
            let file = kotlinFiles[index]
            return file.scope(atLine: position.line)
        }
        if developerFolders.contains(where: position.path.hasPrefix) { return .test }
        if unusedLayouts.contains(position.path) { return .unreachable }
        return AndroidModel.scope(ofPath: position.path)
    }

    /// A path's scope from its source set alone.
    public static func scope(ofPath path: String) -> CodeScope {
        switch SourceSet.scope(ofPath: path) {
        case .shipping: return .app
        case .test: return .test
        case .debugOnly: return .debugOnly
        case .otherPlatform: return .otherPlatform
        }
    }

    /// Folders that hold a Gradle build: each folder with a settings script that is not inside
    /// another such folder, and where there is none above them, the topmost folders with a build
    /// script (a lone module, as in examples).
    static func buildRoots(_ files: [WorkspaceFile]) -> [String] {
        func folder(_ path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }
        func isInside(_ path: String, _ root: String) -> Bool { root.isEmpty || path.hasPrefix(root + "/") }
        var roots: [String] = []
        for settings in files.filter({ $0.kind == .gradleSettings }).map({ folder($0.path) }).sorted(by: { $0.count < $1.count })
        where !roots.contains(where: { isInside(settings, $0) }) {
            roots.append(settings)
        }
        let scripts = files.filter { $0.kind == .gradle && ["build.gradle", "build.gradle.kts"].contains(String(FileKind.fileName(of: $0.path))) }
        for script in scripts.map({ folder($0.path) }).sorted(by: { $0.count < $1.count })
        where !roots.contains(where: { isInside(script, $0) || script == $0 }) {
            roots.append(script)
        }
        return roots.sorted()
    }

    /// Folders of settings scripts inside a build root: included builds such as `build-logic`.
    static func nestedSettingsFolders(_ files: [WorkspaceFile], roots: [String]) -> [String] {
        files.filter { $0.kind == .gradleSettings }.compactMap { file -> String? in
            let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
            return roots.contains(folder) ? nil : folder + "/"
        }
    }
}

/// One Gradle build of the project.
public struct AndroidBuild: Sendable {
    /// The build's folder relative to the checked root (`""`, `android`).
    public let root: String
    public let gradle: GradleProject
    public let apps: [AndroidApp]

    /// A path of the build (relative to its root) as a project path.
    public func projectPath(_ path: String) -> String {
        root.isEmpty ? path : root + "/" + path
    }
}

/// An application module and what it ships with.
public struct AndroidApp: Sendable {
    public let module: GradleModule
    /// Its manifest merged with its library modules' and known library contributions.
    public let manifest: MergedManifest
    /// The folder of the build the module belongs to.
    public let buildRoot: String
    /// Permissions a shipping variant's manifest removes (`tools:node="remove"` in
    /// `src/googlePlayRelease/AndroidManifest.xml`), with the source sets that remove each:
    /// `manifest` merges `main` alone, so that variant's build lacks what it lists.
    public let permissionsRemovedByVariants: [String: [String]]

    /// Distributed outside Google Play, as far as its build says (`distributesOutsidePlay`).
    public let isDistributedOutsidePlay: Bool

    public var targetSdk: SdkLevel { module.targetSdk }

    /// An app Google Play never receives, so Play's policies and upload rules do not apply to
    /// it: its application id is still a template's (`com.example.…`), which Play Console does
    /// not take, as in a sample or a teaching project; or its build is made for other channels.
    public var isNeverUploaded: Bool {
        isDistributedOutsidePlay || ((module.applicationId?.lowercased()).map { $0.hasPrefix("com.example.") || $0 == "com.example" } ?? false)
    }

    /// Name words of a flavor or build type made for a channel other than Play (`fdroid`,
    /// `foss`, `githubPreview`, a `site` module for the app's own website download), and of one
    /// made for Play (`gplay`, `playStore`, `google`).
    static let otherChannelWords: Set<String> = ["fdroid", "foss", "libre", "github", "izzy", "izzyondroid", "accrescent", "site", "website"]
    package static let playChannelWords: Set<String> = ["play", "gplay", "playstore", "google", "gms", "googleplay", "store"]
    /// Dependency groups only an app on Play would link: Play services, Firebase, Play's own libraries and billing.
    static let playOnlyGroups = ["com.google.android.gms", "com.google.firebase", "com.google.android.play", "com.android.billingclient"]

    /// True when the module's name, flavors or build types name another channel (`fdroid`, `foss`,
    /// `github`), none names Play, and neither the module nor a library module it depends on
    /// links Play services, Firebase, a Play library or Play Billing, nor applies the Google
    /// services plugin. A build with a Play flavor, or with any of those, may reach Play.
    ///
    /// A README that names only other channels (F-Droid, GitHub releases) and never Google Play
    /// settles it too, whatever Play services or Firebase the build links, unless a flavor is
    /// named for Play or the app links Play Billing, which works only for an app on Play.
    static func distributesOutsidePlay(_ module: GradleModule, in gradle: GradleProject, readme: String? = nil) -> Bool {
        let modules = [module] + gradle.moduleClosure(of: module)
        // The module's own name counts as a variant's: `:fdroid` beside `:store`, one app module per channel.
        let moduleName = module.path.split(separator: ":").last.map(String.init) ?? ""
        let variantWords = Set((modules.compactMap(\.script).flatMap(\.variantNames) + [moduleName]).flatMap { NameWords.split($0) })
        guard variantWords.isDisjoint(with: playChannelWords) else { return false }
        func links(_ groups: [String]) -> Bool {
            modules.flatMap(\.dependencies).contains { dependency in
                groups.contains { dependency.group == $0 || dependency.group.hasPrefix($0 + ".") }
            }
        }
        if let readme, ReadmeChannels.namesOnlyOtherChannels(readme, applicationId: module.applicationId), !links(["com.android.billingclient"]) { return true }
        guard !variantWords.isDisjoint(with: otherChannelWords) else { return false }
        let linksPlay = links(playOnlyGroups)
        let appliesPlayPlugins = modules.flatMap(\.pluginIds).contains { $0.hasPrefix("com.google.gms") || $0.hasPrefix("com.google.firebase") }
        return !linksPlay && !appliesPlayPlugins
    }

    /// A React Native or Flutter app: its native modules come from `node_modules` or pub
    /// packages, whose manifests and code the model neither merges nor reads.
    public var linksCrossPlatformModules: Bool {
        module.pluginIds.contains { ["com.facebook.react", "dev.flutter.flutter-gradle-plugin", "dev.flutter.flutter-plugin-loader"].contains($0) }
    }

    /// The project path of a manifest entry's origin, or nil when a library's own manifest
    /// (not in the project) declared it.
    public func path(of origin: ManifestOrigin) -> String? {
        guard case .file(let path) = origin else { return nil }
        return buildRoot.isEmpty ? path : buildRoot + "/" + path
    }

    /// A position in a manifest of the build.
    public func position(_ position: TextPosition, in origin: ManifestOrigin) -> SourcePosition? {
        path(of: origin).map { SourcePosition(path: $0, line: position.line, column: position.column) }
    }

    /// The module's build script, as a project path.
    public var buildFilePath: String? {
        module.buildFile.map { buildRoot.isEmpty ? $0 : buildRoot + "/" + $0 }
    }

    /// The app's own main manifest, as a project path.
    public var mainManifestPath: String? {
        module.mainManifest.map { buildRoot.isEmpty ? $0 : buildRoot + "/" + $0 }
    }

    /// Whether any shipping dependency of the app or its library modules is `group:artifact`
    /// (or, with a trailing `:`, any artifact of the group).
    public func ships(_ module: String, in build: AndroidBuild) -> Bool {
        shippingDependencies(in: build).contains { module.hasSuffix(":") ? $0.group + ":" == module : $0.module == module }
    }

    /// The shipping dependencies of the module and the library modules it depends on.
    public func shippingDependencies(in build: AndroidBuild) -> [GradleDependency] {
        ([module] + build.gradle.moduleClosure(of: module)).flatMap(\.dependencies).filter { $0.scope == .shipping }
    }
}
