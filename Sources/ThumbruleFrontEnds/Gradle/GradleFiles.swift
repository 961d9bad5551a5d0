import Foundation

/// Where a Gradle build's files are read from: the disk, or text held in memory (a linter's
/// examples and editors hand over files that were never saved). Paths are relative to the
/// build's root and `/`-separated.
public struct GradleFiles: Sendable {
    /// The bytes of a file, or nil when there is none (or it is too large to be a script).
    let read: @Sendable (String) -> Data?
    /// Whether a file or folder exists.
    let exists: @Sendable (String) -> Bool
    /// Names of the entries directly inside a folder.
    let entries: @Sendable (String) -> [String]
    /// Every file below a folder, as root-relative paths, build output and hidden folders left out.
    let files: @Sendable (String) -> [String]

    /// The text of a file of the build (its README, say), or nil when there is none.
    public func text(_ path: String) -> String? {
        read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The files under a folder on disk.
    public static func disk(root: URL) -> GradleFiles {
        GradleFiles(
            read: { try? Data(contentsOf: root.appendingPathComponent($0)) },
            exists: { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) },
            entries: { (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent($0).path)) ?? [] },
            files: { folder in
                let base = root.appendingPathComponent(folder)
                guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
                var result: [String] = []
                let prefix = base.standardizedFileURL.path + "/"
                for case let url as URL in enumerator {
                    if GradleFiles.skippedFolders.contains(url.lastPathComponent) {
                        enumerator.skipDescendants()
                        continue
                    }
                    let path = url.standardizedFileURL.path
                    guard path.hasPrefix(prefix) else { continue }
                    result.append(folder + "/" + path.dropFirst(prefix.count))
                }
                return result
            })
    }

    /// Files held in memory, by root-relative path.
    public static func memory(_ texts: [String: String]) -> GradleFiles {
        @Sendable func inside(_ folder: String) -> [String] {
            let prefix = folder.isEmpty ? "" : folder + "/"
            return texts.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        }
        return GradleFiles(
            read: { texts[$0].map { Data($0.utf8) } },
            exists: { path in texts[path] != nil || !inside(path).isEmpty },
            entries: { folder in Array(Set(inside(folder).compactMap { $0.split(separator: "/").first.map(String.init) })) },
            files: { folder in
                inside(folder).filter { !$0.split(separator: "/").contains { GradleFiles.skippedFolders.contains(String($0)) } }
                    .map { folder + "/" + $0 }
            })
    }

    static let skippedFolders: Set<String> = ["build", ".gradle", ".git", "node_modules"]
}
