import Foundation
import ThumbruleCore

/// A project on disk for the brief commands (`doctor`, `spec`): its files as `check` would
/// find them, with Swift files parsed on demand and only once.
public final class ProjectSources {
    public let root: String
    public let project: Project
    private var parsed: [String: SwiftFile] = [:]
    /// The project's files by root-relative path, so a lookup by path is not a scan.
    private let filesByPath: [String: WorkspaceFile]

    public convenience init(root: String) throws {
        try self.init(paths: [root], currentDirectory: root)
    }

    /// The files `check` would find for these paths (`review` of part of a project).
    public init(paths: [String], currentDirectory: String) throws {
        let input = try ProjectInput(paths: paths, currentDirectory: currentDirectory)
        self.root = input.root
        let files = UnshippedFolders.dropping(from: input.files)
        self.project = Project(root: input.root, files: files)
        self.filesByPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public var swiftPaths: [String] { project.files(of: .swift).map(\.path) }

    /// The text of a project file by its root-relative path.
    public func text(_ path: String) -> String? {
        filesByPath[path].flatMap(project.text(of:))
    }

    /// The parsed Swift file at a root-relative path.
    public func swiftFile(_ path: String) -> SwiftFile? {
        if let file = parsed[path] { return file }
        guard path.hasSuffix(".swift"), let text = text(path), SwiftFile.parserTrap(in: text) == nil else { return nil }
        let file = SwiftFile(path: path, text: text, target: project.resolver.target(for: path))
        parsed[path] = file
        return file
    }

    /// The Swift files whose text holds any of the words, parsed. A text search first keeps
    /// the parse to the few files that can matter.
    public func swiftFiles(mentioningAnyOf words: [String]) -> [SwiftFile] {
        swiftFiles { text in words.contains(where: text.contains) }
    }

    /// The Swift files whose text passes the test, parsed.
    public func swiftFiles(whereText test: (String) -> Bool) -> [SwiftFile] {
        swiftPaths.compactMap { path in
            guard let text = text(path), test(text) else { return nil }
            return swiftFile(path)
        }
    }
}
