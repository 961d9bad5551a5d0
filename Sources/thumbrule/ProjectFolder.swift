import Foundation
import ThumbruleCore

extension Console {
    /// The project folder of the brief commands: --dir, or the current folder.
    static func projectFolder(_ arguments: Arguments) throws -> String {
        guard let dir = arguments.value("dir") else { return currentDirectory }
        let path = dir.hasPrefix("/") ? dir : (currentDirectory as NSString).appendingPathComponent(dir)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("--dir \(dir) is not a folder")
        }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

/// A check of one file or a subfolder of a project. The project root is the nearest folder
/// at or above what was given that holds `.thumbrule.json`, a `.thumbrule` brief folder,
/// `Package.swift`, `.git`, an Xcode project or workspace, Gradle settings, `pubspec.yaml` or
/// `package.json`. The run is the project's: its configuration, its plists and targets, and
/// every source file, so checks that weigh other files (a deletion path, a manage-subscription
/// link, reachability) answer as they do for the whole project; only findings in the given
/// paths are reported, and only the given files are counted. The cost is the project's.
struct ProjectScope {
    let root: String
    /// The given files and folders, absolute and with symlinks resolved.
    let given: [String]

    /// Nil when the run is the whole project anyway (the root, or nothing given from the
    /// root), when no folder above looks like a project, or when the paths are in different ones.
    static func find(paths: [String], currentDirectory: String) -> ProjectScope? {
        let given = (paths.isEmpty ? [currentDirectory] : paths).map { Discovery.canonical(Discovery.absolutePath($0, relativeTo: currentDirectory)) }
        guard given.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) else { return nil }
        // Paths in two projects (two apps side by side) are checked as before, from here.
        let roots = Set(given.map { projectRoot(above: Discovery.isDirectory($0) ? $0 : ($0 as NSString).deletingLastPathComponent) })
        guard roots.count == 1, let found = roots.first, let root = found, given != [root] else { return nil }
        return ProjectScope(root: root, given: given)
    }

    /// Names that mark a folder as a project root.
    static let markerNames: Set<String> = [".thumbrule.json", ".thumbrule", "Package.swift", ".git", "settings.gradle", "settings.gradle.kts",
                                           "pubspec.yaml", "package.json"]

    static func projectRoot(above folder: String) -> String? {
        var current = folder
        while true {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if entries.contains(where: { markerNames.contains($0) || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                return current
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// The files to run: the project's, plus a given file its discovery passes over (an
    /// excluded file named on the command line is checked, as from the root). `checked`
    /// counts the given ones, for the tally.
    func files(configuration: Configuration) throws -> (files: [WorkspaceFile], checked: Int, skipped: [(path: String, reason: String)]) {
        let discovery = Discovery(include: configuration.include.map(Glob.init), exclude: configuration.exclude.map(Glob.init))
        let found = try discovery.discover([root], currentDirectory: root)
        var files = found.files
        var seen = Set(files.map(\.path))
        for path in given where !Discovery.isDirectory(path) {
            let relative = Discovery.relative(path, to: root)
            guard let kind = FileKind.classify(relative), seen.insert(relative).inserted else { continue }
            files.append(WorkspaceFile(path: relative, kind: kind, storage: .disk(path)))
        }
        files.sort { $0.path < $1.path }
        return (files, files.filter { contains($0.path) && !$0.kind.isPathOnly }.count, found.skipped.filter { contains($0.path) })
    }

    /// Whether a finding is in what was given.
    func contains(_ finding: Finding) -> Bool { contains(finding.position.path) }

    /// Whether a path relative to the root (or absolute) is in what was given.
    func contains(_ path: String) -> Bool {
        let absolute = path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
        return given.contains { absolute == $0 || absolute.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}
