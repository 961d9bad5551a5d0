import Foundation

/// The files changed since a git revision, for `check --since REF`: what `git diff
/// --name-status REF` lists against the working tree (staged or not), plus untracked files
/// that are not ignored. Paths are relative to the checked root.
public struct ChangedFiles: Sendable, Equatable {
    /// Added, modified, copied and untracked files, and the new path of a renamed file.
    public var present: Set<String>
    /// Deleted files and the old path of a renamed file.
    public var removed: Set<String>

    public init(present: Set<String>, removed: Set<String>) {
        self.present = present
        self.removed = removed
    }

    /// Whether a file that decides things for every source file changed: a property
    /// list, entitlements, an Xcode or Gradle project, a manifest, a pubspec, a storyboard, a brief.
    /// They set targets, keys and entry points, so any project-level finding may follow.
    public var projectInputChanged: Bool {
        present.union(removed).contains { path in
            guard let kind = FileKind.classify(path) else { return false }
            return !kind.isSource
        }
    }

    /// The findings a change since the revision is answerable for: those in a changed file or
    /// pointing at one, and, when a project input changed, every finding of a project check.
    public func filter(_ findings: [Finding], projectChecks: Set<String>) -> [Finding] {
        let everyProjectFinding = projectInputChanged
        return findings.filter { finding in
            if present.contains(finding.position.path) { return true }
            if finding.related.contains(where: { present.contains($0.position.path) }) { return true }
            return everyProjectFinding && projectChecks.contains(finding.checkId)
        }
    }

    /// Asks git, run in `root`, what changed since `revision`.
    public static func since(_ revision: String, root: String) throws -> ChangedFiles {
        guard !revision.isEmpty, !revision.hasPrefix("-") else { throw ChangedFilesError("'\(revision)' is not a git revision") }
        guard let git = executable(named: "git") else { throw ChangedFilesError("git was not found on PATH") }
        let verify = try run(git, ["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: root)
        guard verify.status == 0 else {
            throw ChangedFilesError(verify.error.isEmpty ? "'\(revision)' names no commit in the repository at \(root)" : verify.error)
        }
        // `--relative`: paths relative to the root, and only those under it.
        let diff = try run(git, ["diff", "--name-status", "-z", "-M", "--relative", revision, "--"], in: root)
        guard diff.status == 0 else { throw ChangedFilesError(diff.error.isEmpty ? "git diff failed" : diff.error) }
        let untracked = try run(git, ["ls-files", "--others", "--exclude-standard", "-z"], in: root)
        guard untracked.status == 0 else { throw ChangedFilesError(untracked.error.isEmpty ? "git ls-files failed" : untracked.error) }
        var changes = parse(nameStatus: diff.output)
        changes.present.formUnion(fields(untracked.output))
        return changes
    }

    /// Reads `git diff --name-status -z`: a status field, then one path, or two for a rename
    /// or copy (`R100`, `C75`: old path, new path).
    static func parse(nameStatus data: Data) -> ChangedFiles {
        var result = ChangedFiles(present: [], removed: [])
        let words = fields(data)
        var index = 0
        while index < words.count {
            let status = words[index]
            index += 1
            switch status.first {
            case "R", "C":
                guard index + 1 < words.count else { return result }
                if status.first == "R" { result.removed.insert(words[index]) }
                result.present.insert(words[index + 1])
                index += 2
            case "D":
                guard index < words.count else { return result }
                result.removed.insert(words[index])
                index += 1
            default:
                guard index < words.count else { return result }
                result.present.insert(words[index])
                index += 1
            }
        }
        return result
    }

    private static func fields(_ data: Data) -> [String] {
        data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The first executable of that name in a PATH folder.
    static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs a program without a shell and collects its output and its first error line.
    static func run(_ executable: URL, _ arguments: [String], in folder: String) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        // A read-only question: git need not refresh the index under a lock other runs wait on.
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ChangedFilesError("could not run git in \(folder): \(error.localizedDescription)")
        }
        // Both pipes are drained at once, so a full one never blocks git.
        let errorText = ResultSlots<Data>(count: 1)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorText.store(0, error.fileHandleForReading.readDataToEndOfFile()) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let message = String(decoding: errorText.values[0], as: UTF8.self)
            .split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return (process.terminationStatus, data, message)
    }
}

/// Why the changed files could not be listed (no git, not a repository, a bad revision).
public struct ChangedFilesError: Error, CustomStringConvertible {
    public var reason: String

    init(_ reason: String) { self.reason = reason }

    public var description: String { "--since: \(reason)" }
}
