import Foundation

/// One third-party dependency the project locks or vendors, with the version it locks.
public struct Dependency: Sendable, Hashable {
    public enum Source: String, Sendable, Hashable {
        case swiftPM = "Package.resolved"
        case cocoaPods = "Podfile.lock"
        case carthage = "Cartfile.resolved"
        case pub = "pubspec.lock"
        case npm = "package-lock.json"
        case yarn = "yarn.lock"
        case gradle = "Gradle"
        case vendored = "vendored framework"
    }

    /// The name the ecosystem knows it by: a Swift package's identity (`alamofire`), a pod
    /// without its subspec (`Firebase` for `Firebase/Analytics`), a Carthage repository
    /// name, a pub or npm package, a Gradle `group:artifact`, or a framework's name.
    public let name: String
    /// The locked version; nil for a branch or revision pin, or a vendored binary.
    public let version: String?
    public let source: Source
    /// Where the lock file names it.
    public let position: SourcePosition
    /// For a vendored `.xcframework`: whether it carries its own privacy manifest and a signature.
    public var vendoredManifest: Bool = false
    public var vendoredSignature: Bool = false
}

/// Reads the dependency lock files and vendored frameworks of a project. Every reader
/// skips what it cannot read; a malformed file gives no dependencies, never an error.
public enum DependencyInventory {
    /// The dependencies a lock file names, by its file name.
    public static func read(path: String, text: String) -> [Dependency] {
        switch String(FileKind.fileName(of: path)) {
        case "Package.resolved": return packageResolved(path: path, text: text)
        case "Podfile.lock": return podfileLock(path: path, text: text)
        case "Cartfile.resolved": return cartfileResolved(path: path, text: text)
        case "pubspec.lock": return pubspecLock(path: path, text: text)
        case "package-lock.json": return packageLock(path: path, text: text)
        case "yarn.lock": return yarnLock(path: path, text: text)
        default: return []
        }
    }

    /// `Package.resolved` version 1 (`object.pins[].package`, `repositoryURL`) and versions 2
    /// and 3 (`pins[].identity`, `location`).
    static func packageResolved(path: String, text: String) -> [Dependency] {
        guard let json = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { return [] }
        let pins = (json["pins"] as? [[String: Any]]) ?? ((json["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
        let lines = LineFinder(text)
        return pins.compactMap { pin in
            let location = (pin["location"] as? String) ?? (pin["repositoryURL"] as? String) ?? ""
            guard let name = (pin["identity"] as? String) ?? repositoryName(location) ?? (pin["package"] as? String)?.lowercased() else { return nil }
            let version = (pin["state"] as? [String: Any])?["version"] as? String
            let line = lines.line(containing: location.isEmpty ? "\"\(name)\"" : location)
            return Dependency(name: name, version: version, source: .swiftPM, position: SourcePosition(path: path, line: line, column: 1))
        }
    }

    /// The repository name of a URL or `owner/name`, lowercased, without `.git`: how
    /// SwiftPM names a package's identity.
    package static func repositoryName(_ location: String) -> String? {
        var last = Substring(location)
        while last.hasSuffix("/") { last = last.dropLast() }
        if let slash = last.lastIndex(where: { $0 == "/" || $0 == ":" }) { last = last[last.index(after: slash)...] }
        if last.hasSuffix(".git") { last = last.dropLast(4) }
        return last.isEmpty ? nil : last.lowercased()
    }

    /// `Podfile.lock`: the entries of `PODS:` written `  - Name (1.2.3)` or `  - Name (1.2.3):`.
    static func podfileLock(path: String, text: String) -> [Dependency] {
        var result: [Dependency] = []
        var inPods = false
        var seen = Set<String>()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if !line.hasPrefix(" ") {
                inPods = line == "PODS:"
                continue
            }
            guard inPods, line.hasPrefix("  - ") else { continue }
            var entry = line.dropFirst(4)
            if entry.hasSuffix(":") { entry = entry.dropLast() }
            if entry.hasPrefix("\""), entry.hasSuffix("\""), entry.count >= 2 { entry = entry.dropFirst().dropLast() }
            guard let open = entry.firstIndex(of: "("), entry.hasSuffix(")") else { continue }
            let fullName = entry[..<open].trimmingCharacters(in: .whitespaces)
            let version = String(entry[entry.index(after: open)..<entry.index(before: entry.endIndex)])
            let pod = String(fullName.split(separator: "/").first ?? "")
            guard !pod.isEmpty, seen.insert(pod).inserted else { continue }
            result.append(Dependency(name: pod, version: version, source: .cocoaPods, position: SourcePosition(path: path, line: index + 1, column: 1)))
        }
        return result
    }

    /// The pods of a `Podfile.lock` that only npm packages no longer installed bring in: a
    /// React Native library's pod (`react-native-appsflyer`, from `../node_modules/…`) and what
    /// it alone depends on (`AppsFlyerFramework`), when `isInstalled` says the package is gone
    /// from the `node_modules` folder the pod's source lies in (given as written, `../node_modules`):
    /// the app dropped it from package.json and its JavaScript lock file but never ran
    /// `pod install` again (`podsOfRemovedSources`).
    static func podsOfUninstalledNodePackages(podfileLock text: String, isInstalled: (_ package: String, _ nodeModules: String) -> Bool) -> Set<String> {
        podsOfRemovedSources(podfileLock: text) { source in
            nodePackage(source).map { !isInstalled($0.package, $0.folder) } ?? false
        }
    }

    /// The pods of a Flutter app's `Podfile.lock` that only plugins its `pubspec.lock` no longer
    /// lists bring in: a plugin's pod comes from `.symlinks/plugins/<package>/ios` (or `darwin`),
    /// and the app dropped the package (`file_picker`) without building for iOS since
    /// (`podsOfRemovedSources`).
    package static func podsOfRemovedFlutterPlugins(podfileLock text: String, locked: Set<String>) -> Set<String> {
        podsOfRemovedSources(podfileLock: text) { source in
            flutterPlugin(source).map { !locked.contains($0) } ?? false
        }
    }

    /// The pods of a `Podfile.lock` whose source `isRemoved` says is gone (given as the lock
    /// writes it), with what they alone depend on. The next `pod install` removes them, and no
    /// build can link them: the pod's source folder is missing. A pod that any other entry of
    /// the Podfile's `DEPENDENCIES` reaches stays.
    static func podsOfRemovedSources(podfileLock text: String, isRemoved: (_ source: String) -> Bool) -> Set<String> {
        var requires: [String: Set<String>] = [:]
        var direct: [(pod: String, source: String?)] = []
        var sources: [String: String] = [:]
        var section = "", current: String?
        func podName(_ entry: Substring) -> String {
            var name = entry.trimmingCharacters(in: CharacterSet(charactersIn: " :\""))
            if let open = name.firstIndex(of: "(") { name = name[..<open].trimmingCharacters(in: .whitespaces) }
            return String(name.split(separator: "/").first ?? "")
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if !line.hasPrefix(" ") {
                section = String(line)
                current = nil
                continue
            }
            switch section {
            case "PODS:":
                if line.hasPrefix("  - ") {
                    current = podName(line.dropFirst(4))
                } else if line.hasPrefix("    - "), let parent = current {
                    let child = podName(line.dropFirst(6))
                    if child != parent { requires[parent, default: []].insert(child) }
                }
            case "DEPENDENCIES:":
                guard line.hasPrefix("  - ") else { continue }
                let entry = line.dropFirst(4)
                let from = entry.range(of: "(from `").flatMap { start in entry[start.upperBound...].firstIndex(of: "`").map { String(entry[start.upperBound..<$0]) } }
                direct.append((podName(entry), from))
            case "EXTERNAL SOURCES:":
                if line.hasPrefix("  "), !line.hasPrefix("   ") {
                    current = podName(line)
                } else if let pod = current, let colon = line.range(of: ":path: ") ?? line.range(of: ":podspec: ") {
                    sources[pod] = line[colon.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
                }
            default:
                continue
            }
        }
        var gone: [String] = [], live: [String] = []
        for entry in direct {
            if let source = sources[entry.pod] ?? entry.source, isRemoved(source) { gone.append(entry.pod) } else { live.append(entry.pod) }
        }
        guard !gone.isEmpty else { return [] }
        func closure(_ roots: [String]) -> Set<String> {
            var seen = Set<String>(), pending = roots
            while let pod = pending.popLast() {
                guard seen.insert(pod).inserted else { continue }
                pending += requires[pod] ?? []
            }
            return seen
        }
        return closure(gone).subtracting(closure(live))
    }

    /// The npm package a pod's source folder lies in, and its `node_modules` folder:
    /// `../node_modules/@scope/name/ios` → `@scope/name` in `../node_modules`.
    static func nodePackage(_ path: String) -> (package: String, folder: String)? {
        guard let range = path.range(of: "node_modules/", options: .backwards) else { return nil }
        let parts = path[range.upperBound...].split(separator: "/")
        let folder = String(path[..<range.upperBound].dropLast())
        guard let first = parts.first else { return nil }
        if first.hasPrefix("@") { return parts.count > 1 ? ("\(first)/\(parts[1])", folder) : nil }
        return (String(first), folder)
    }

    /// The Flutter plugin package a pod's source folder belongs to: `.symlinks/plugins/file_picker/ios` → `file_picker`.
    static func flutterPlugin(_ path: String) -> String? {
        guard let range = path.range(of: ".symlinks/plugins/") else { return nil }
        return path[range.upperBound...].split(separator: "/").first.map(String.init)
    }

    /// `Cartfile.resolved`: `github "owner/name" "1.2.3"`, `git "url" "ref"`, `binary "url" "1.2.3"`.
    static func cartfileResolved(path: String, text: String) -> [Dependency] {
        var result: [Dependency] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let quoted = quotedStrings(line)
            guard quoted.count >= 2, let kind = line.split(separator: " ").first, ["github", "git", "binary"].contains(kind),
                  var name = repositoryName(quoted[0]) else { continue }
            if kind == "binary", name.hasSuffix(".json") { name = String(name.dropLast(5)) }
            result.append(Dependency(name: name, version: quoted[1], source: .carthage, position: SourcePosition(path: path, line: index + 1, column: 1)))
        }
        return result
    }

    /// The double-quoted strings of a line, in order (no escapes in the formats read here).
    private static func quotedStrings(_ line: Substring) -> [String] {
        var result: [String] = []
        var current: String?
        for character in line {
            if character == "\"" {
                if let value = current { result.append(value); current = nil } else { current = "" }
            } else if current != nil {
                current?.append(character)
            }
        }
        return result
    }

    /// `pubspec.lock`: each package under `packages:` (two spaces in) with its `version:` (four spaces in).
    static func pubspecLock(path: String, text: String) -> [Dependency] {
        var result: [Dependency] = []
        var inPackages = false
        var current: (name: String, line: Int)?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if !line.hasPrefix(" ") {
                inPackages = line == "packages:"
                current = nil
                continue
            }
            guard inPackages else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                current = (String(line.dropFirst(2).dropLast()).trimmingCharacters(in: CharacterSet(charactersIn: "\"")), index + 1)
            } else if let package = current, line.hasPrefix("    version:") {
                let version = line.dropFirst("    version:".count).trimmingCharacters(in: CharacterSet(charactersIn: " \""))
                result.append(Dependency(name: package.name, version: version, source: .pub, position: SourcePosition(path: path, line: package.line, column: 1)))
                current = nil
            }
        }
        return result
    }

    /// `package-lock.json`: `packages["node_modules/name"].version` (lock versions 2 and 3) or
    /// `dependencies[name].version` (version 1); top-level packages only.
    static func packageLock(path: String, text: String) -> [Dependency] {
        guard let json = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { return [] }
        let keys = LineFinder.keyLines(text)
        var found: [String: String?] = [:]
        if let packages = json["packages"] as? [String: Any] {
            for (key, value) in packages where key.hasPrefix("node_modules/") {
                let name = String(key.dropFirst("node_modules/".count))
                guard !name.contains("/node_modules/") else { continue }
                found[name] = (value as? [String: Any])?["version"] as? String
            }
        } else if let dependencies = json["dependencies"] as? [String: Any] {
            for (name, value) in dependencies { found[name] = (value as? [String: Any])?["version"] as? String }
        }
        return found.keys.sorted().map { name in
            Dependency(name: name, version: found[name] ?? nil, source: .npm,
                       position: SourcePosition(path: path, line: keys["node_modules/" + name] ?? keys[name] ?? 1, column: 1))
        }
    }

    /// `yarn.lock`, classic and Berry: a header line naming one or more specifiers
    /// (`"@scope/name@^1.0.0", name@^1.0.1:`) and an indented `version` line under it.
    static func yarnLock(path: String, text: String) -> [Dependency] {
        var result: [Dependency] = []
        var seen = Set<String>()
        var current: (name: String, line: Int)?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.isEmpty || line.hasPrefix("#") { continue }
            if !line.hasPrefix(" ") {
                current = nil
                guard line.hasSuffix(":"), let first = line.dropLast().split(separator: ",").first else { continue }
                var specifier = first.trimmingCharacters(in: CharacterSet(charactersIn: " \""))
                if let at = specifier.dropFirst().lastIndex(of: "@") { specifier = String(specifier[..<at]) }
                if !specifier.isEmpty, specifier != "__metadata" { current = (specifier, index + 1) }
                continue
            }
            let trimmed = line.drop { $0 == " " }
            guard let package = current, trimmed.hasPrefix("version") else { continue }
            let version = trimmed.dropFirst("version".count).trimmingCharacters(in: CharacterSet(charactersIn: ": \""))
            if seen.insert(package.name).inserted {
                result.append(Dependency(name: package.name, version: version, source: .yarn, position: SourcePosition(path: path, line: package.line, column: 1)))
            }
            current = nil
        }
        return result
    }

    /// Vendored `.xcframework`s, from the files discovery found inside them (an xcframework
    /// always holds an `Info.plist`): each with whether it carries a privacy manifest and a signature.
    static func vendoredFrameworks(_ files: [WorkspaceFile]) -> [Dependency] {
        var frameworks: [String: (manifest: Bool, signed: Bool)] = [:]
        for file in files {
            guard let range = file.path.range(of: ".xcframework/") else { continue }
            let root = String(file.path[..<range.lowerBound]) + ".xcframework"
            var entry = frameworks[root] ?? (false, false)
            if file.kind == .privacyManifest { entry.manifest = true }
            if file.kind == .codeSignature, file.path == root + "/_CodeSignature/CodeResources" { entry.signed = true }
            frameworks[root] = entry
        }
        return frameworks.keys.sorted().map { root in
            let name = String(FileKind.fileName(of: root).dropLast(".xcframework".count))
            var dependency = Dependency(name: name, version: nil, source: .vendored, position: SourcePosition(path: root + "/Info.plist", line: 1, column: 1))
            dependency.vendoredManifest = frameworks[root]?.manifest ?? false
            dependency.vendoredSignature = frameworks[root]?.signed ?? false
            return dependency
        }
    }
}

/// Finds the line of the first occurrence of a text, for pointing into JSON lock files.
struct LineFinder {
    private let lines: [Substring]

    init(_ text: String) { lines = text.split(separator: "\n", omittingEmptySubsequences: false) }

    func line(containing needle: String, orElse fallback: String? = nil) -> Int {
        if let index = lines.firstIndex(where: { $0.contains(needle) }) { return index + 1 }
        if let fallback, let index = lines.firstIndex(where: { $0.contains(fallback) }) { return index + 1 }
        return 1
    }

    /// The first line of each key that opens a line (`"node_modules/react": {`), in one pass:
    /// a lock file names thousands of packages, and a search per package was quadratic.
    static func keyLines(_ text: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.first == "\"", let close = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
            let key = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            if result[key] == nil { result[key] = index + 1 }
        }
        return result
    }
}

extension Project {
    /// The packages the `pubspec.lock` beside a Flutter app's `ios/` folder locks, for the
    /// folder's `Podfile.lock` (`app/ios/Podfile.lock` → `app/pubspec.lock`); nil without one.
    static func flutterPackagesLocked(besideIOSFolderOf podfileLock: String, in dependencies: [Dependency]) -> Set<String>? {
        let ios = ProjectPath.folder(of: podfileLock)
        guard FileKind.fileName(of: ios) == "ios" else { return nil }
        let app = ProjectPath.folder(of: ios)
        let lock = app.isEmpty ? "pubspec.lock" : app + "/pubspec.lock"
        let locked = Set(dependencies.filter { $0.source == .pub && $0.position.path == lock }.map(\.name))
        return locked.isEmpty ? nil : locked
    }

    /// Whether any input file has one of these names (`Podfile.lock`, `pubspec.lock`).
    package func hasFile(named names: Set<String>) -> Bool {
        files.contains { names.contains(String(FileKind.fileName(of: $0.path))) }
    }

    /// Every dependency the project's lock files, vendored frameworks and Gradle builds name,
    /// in path and line order.
    public var dependencies: [Dependency] {
        memo("dependency-inventory") {
            let androidModel = files.contains(where: { $0.kind == .gradle }) ? android : nil
            var result: [Dependency] = []
            let locks = files(of: .dependencyLock)
            // A workspace's own Package.resolved is what the app builds with; the one Xcode keeps
            // inside the project beside it (`App.xcodeproj/project.xcworkspace/…`) goes stale.
            let workspaceFolders = Set(locks.map(\.path).filter { $0.contains(".xcworkspace/") && !$0.contains(".xcodeproj/") }
                .map { String($0[..<$0.range(of: ".xcworkspace/")!.lowerBound]).split(separator: "/").dropLast().joined(separator: "/") })
            // A local package's own Package.resolved is ignored when the app builds: SwiftPM
            // resolves from the root (the app's workspace), never from a dependency's lock file.
            let packageFolders = Set(files.map(\.path).filter { FileKind.fileName(of: $0) == "Package.swift" }.map(ProjectPath.folder))
            let hasAppProject = !xcodeProjects.isEmpty
            // The folders of the Xcode projects with an app target that is not a developer's.
            let appFolders = xcodeProjects.filter { project in
                !DeveloperApps.liesInDeveloperFolder(project.path) && project.targets.contains { $0.kind == .app }
            }.map { ProjectPath.folder(of: $0.path) }
            for file in locks {
                // A vendored package's own CocoaPods or Carthage lock (provenance's
                // `Packages/RxRealm/Cartfile.resolved`, its `Examples/Podfile.lock`) builds only that
                // package's harness: the app outside its folder resolves the package's dependencies itself.
                if FileKind.fileName(of: file.path) != "Package.resolved",
                   let package = packageFolders.filter({ !$0.isEmpty && file.path.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }),
                   !appFolders.isEmpty, !appFolders.contains(where: { $0 == package || $0.hasPrefix(package + "/") }) { continue }
                // Beside the app's Xcode project, SwiftPM reads a Package.resolved only inside a
                // workspace or project bundle; a loose one with no Package.swift beside it (a
                // stray copy at the repository root) is read by no build.
                if hasAppProject, FileKind.fileName(of: file.path) == "Package.resolved",
                   packageFolders.contains(ProjectPath.folder(of: file.path))
                    || !(file.path.contains(".xcworkspace/") || file.path.contains(".xcodeproj/")) { continue }
                if let project = file.path.range(of: ".xcodeproj/project.xcworkspace/"),
                   workspaceFolders.contains(String(file.path[..<project.lowerBound]).split(separator: "/").dropLast().joined(separator: "/")) { continue }
                guard let text = text(of: file) else { continue }
                result += DependencyInventory.read(path: file.path, text: text)
            }
            // Pods of React Native packages that neither the JavaScript lock file nor the
            // package.json of the folder holding their `node_modules` lists any more: left in
            // Podfile.lock, built by nothing. A folder without a lock file read counts as installed.
            var installedByFolder: [String: Set<String>] = [:]
            for dependency in result where dependency.source == .npm || dependency.source == .yarn {
                installedByFolder[ProjectPath.folder(of: dependency.position.path), default: []].insert(dependency.name)
            }
            if !installedByFolder.isEmpty {
                for file in locks where FileKind.fileName(of: file.path) == "Podfile.lock" {
                    guard let text = text(of: file) else { continue }
                    let gone = DependencyInventory.podsOfUninstalledNodePackages(podfileLock: text) { package, nodeModules in
                        guard let nodeModules = ProjectPath.join(ProjectPath.folder(of: file.path), inside: nodeModules),
                              let installed = installedByFolder[ProjectPath.folder(of: nodeModules)] else { return true }
                        let root = ProjectPath.folder(of: nodeModules)
                        let manifest = self.files(of: .packageJSON).first { $0.path == (root.isEmpty ? "package.json" : root + "/package.json") }
                        return installed.contains(package) || manifest.flatMap { self.text(of: $0) }.map { $0.contains("\"\(package)\"") } ?? false
                    }
                    result.removeAll { $0.source == .cocoaPods && $0.position.path == file.path && gone.contains($0.name) }
                }
            }
            // Pods of Flutter plugins the pubspec.lock beside the `ios/` folder no longer lists.
            for file in locks where FileKind.fileName(of: file.path) == "Podfile.lock" {
                guard let locked = Self.flutterPackagesLocked(besideIOSFolderOf: file.path, in: result), let text = text(of: file) else { continue }
                let gone = DependencyInventory.podsOfRemovedFlutterPlugins(podfileLock: text, locked: locked)
                result.removeAll { $0.source == .cocoaPods && $0.position.path == file.path && gone.contains($0.name) }
            }
            result += DependencyInventory.vendoredFrameworks(files)
            if let androidModel {
                for build in androidModel.builds {
                    for app in build.apps {
                        for dependency in app.shippingDependencies(in: build) {
                            result.append(Dependency(
                                name: dependency.module, version: dependency.version, source: .gradle,
                                position: SourcePosition(path: app.buildFilePath ?? build.root, line: 1, column: 1)))
                        }
                    }
                }
            }
            return result.sorted { ($0.position, $0.name) < ($1.position, $1.name) }
        }
    }
}
