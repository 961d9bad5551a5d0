import Foundation

/// Walks the paths given on the command line and returns the files Thumbrule reads.
///
/// It skips build and dependency folders, never follows a symlink out of the root,
/// and visits each real folder once, so a symlink loop ends the walk of that branch.
public struct Discovery {
    /// Folder names that hold builds, dependencies or version control, never app source.
    public static let skippedFolders: Set<String> = [
        ".build", ".git", ".hg", ".svn", ".swiftpm", "DerivedData", "Pods", "Carthage",
        "node_modules", "SourcePackages", "checkouts", "xcuserdata", "build", ".gradle",
        ".dart_tool",
        // CMake's configure output (a vendored core's `cmake/…/CMakeFiles/Play.dir/Info.plist`).
        "CMakeFiles",
    ]

    public struct Result: Sendable {
        public var root: String
        public var files: [WorkspaceFile]
        /// Paths passed over, with the reason, in walk order.
        public var skipped: [(path: String, reason: String)]
    }

    public let include: [Glob]
    public let exclude: [Glob]

    public init(include: [Glob] = [], exclude: [Glob] = []) {
        self.include = include
        self.exclude = exclude
    }

    /// The checked root: the single folder given, or the current directory otherwise.
    public static func root(for arguments: [String], currentDirectory: String) -> String {
        let absolute = arguments.map { absolutePath($0, relativeTo: currentDirectory) }
        if absolute.count == 1, isDirectory(absolute[0]) { return canonical(absolute[0]) }
        return canonical(currentDirectory)
    }

    public func discover(_ arguments: [String], currentDirectory: String) throws -> Result {
        let root = Discovery.root(for: arguments, currentDirectory: currentDirectory)
        var result = Result(root: root, files: [], skipped: [])
        var visitedFolders = Set<String>()
        var seenFiles = Set<String>()
        let starts = arguments.isEmpty ? [root] : arguments.map { Discovery.absolutePath($0, relativeTo: currentDirectory) }
        for start in starts {
            guard FileManager.default.fileExists(atPath: start) else {
                throw DiscoveryError.missing(start)
            }
            walk(Discovery.canonical(start), root: root, visited: &visitedFolders, seen: &seenFiles, explicit: true, into: &result)
        }
        result.files.sort { $0.path < $1.path }
        return result
    }

    private func walk(
        _ path: String, root: String, visited: inout Set<String>, seen: inout Set<String>,
        explicit: Bool, into result: inout Result
    ) {
        let relative = Discovery.relative(path, to: root)
        if !explicit, exclude.contains(where: { $0.matches(relative) }) { return }
        if Discovery.isDirectory(path) {
            let name = String(FileKind.fileName(of: path))
            if !explicit, Discovery.skippedFolders.contains(name) || name.hasSuffix(".xcarchive") { return }
            // Thumbrule's own cache holds no input; the rest of `.thumbrule/` (briefs) is read.
            if !explicit, relative == CacheSetting.folderUnderRoot || relative.hasSuffix("/" + CacheSetting.folderUnderRoot) { return }
            guard visited.insert(path).inserted else { return }
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                result.skipped.append((relative, "the folder could not be read"))
                return
            }
            for entry in entries.sorted() {
                let child = (path as NSString).appendingPathComponent(entry)
                guard let resolved = followLink(child, root: root, into: &result) else { continue }
                walk(resolved, root: root, visited: &visited, seen: &seen, explicit: false, into: &result)
            }
            return
        }
        guard let kind = FileKind.classify(relative) else { return }
        if !include.isEmpty, !include.contains(where: { $0.matches(relative) }) { return }
        guard seen.insert(path).inserted else { return }
        result.files.append(WorkspaceFile(path: relative, kind: kind, storage: .disk(path)))
    }

    /// Resolves a symlink, or returns nil when it leads out of the root or nowhere.
    private func followLink(_ path: String, root: String, into result: inout Result) -> String? {
        // lstat, not FileManager.attributesOfItem: it runs on every entry of the tree, and
        // building the attributes dictionary cost a third of discovery.
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        let target = Discovery.canonical(path)
        let relative = Discovery.relative(path, to: root)
        guard FileManager.default.fileExists(atPath: target) else {
            result.skipped.append((relative, "a symlink whose target does not exist"))
            return nil
        }
        guard target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            result.skipped.append((relative, "a symlink that leads out of the checked root"))
            return nil
        }
        return target
    }

    package static func absolutePath(_ path: String, relativeTo base: String) -> String {
        path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
    }

    package static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    package static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The path relative to the root; a path outside the root keeps its absolute form.
    package static func relative(_ path: String, to root: String) -> String {
        if path == root { return (path as NSString).lastPathComponent }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

public enum DiscoveryError: Error, CustomStringConvertible {
    case missing(String)

    public var description: String {
        switch self {
        case .missing(let path): return "no such file or folder: \(path)"
        }
    }
}

extension Discovery {
    /// What to put before root-relative paths so they read from the current folder:
    /// `Examples/Showcase/` when the root is that folder below the current one.
    public static func displayPrefix(root: String, currentDirectory: String) -> String {
        let cwd = canonical(currentDirectory)
        guard root != cwd else { return "" }
        let relativeRoot = relative(root, to: cwd)
        return relativeRoot.hasPrefix("/") ? root + "/" : relativeRoot + "/"
    }
}
