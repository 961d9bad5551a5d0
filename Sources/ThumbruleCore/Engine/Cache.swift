import Foundation
import ThumbruleRules

/// Where `check` keeps its results between runs (`.thumbrule/cache/` under the checked root,
/// `--cache-path`, or nowhere with `--no-cache`).
public enum CacheSetting: Sendable, Equatable {
    case off
    case underRoot
    case folder(String)

    public static let folderUnderRoot = ".thumbrule/cache"

    /// The cache for a run over `root`, or nil when caching is off.
    public func cache(root: String) -> ResultCache? {
        switch self {
        case .off: return nil
        case .underRoot: return ResultCache(folder: URL(fileURLWithPath: root).appendingPathComponent(CacheSetting.folderUnderRoot).path)
        case .folder(let path): return ResultCache(folder: path)
        }
    }
}

/// The results cache: what the file pass found in each Swift file, and the final findings of
/// the last run over a root. See "Cache" in docs/ARCHITECTURE.md for what is kept and why.
///
/// Every entry carries the run's context (tool version and binary, rulebook priorities,
/// configuration, selected checks) and the content hash of what it was computed from, and is
/// used only when both match. Entries are written to a temporary file and renamed into place,
/// so a reader sees a whole entry or none; an entry that does not decode, or was written by
/// another binary or configuration, is ignored and written again.
public struct ResultCache: Sendable {
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// Bumped when the layout of an entry changes.
    static let format = "thumbrule-cache 2"

    /// What a run's results depend on besides the files themselves.
    /// `fileChecks` are the checks the file pass runs: a project that gains its first storyboard
    /// turns checks on there, and the files' cached facts lack theirs.
    static func context(configuration: Configuration, rulebook: Rulebook, checks: [any Check.Type], fileChecks: [String], only: [String]) -> String {
        var parts = [format, ThumbruleVersion.current, binaryIdentity]
        var settings = configuration
        settings.source = nil
        parts.append(settings.json())
        parts.append(only.joined(separator: ","))
        parts.append(checks.map { $0.description.id }.joined(separator: ","))
        parts.append(fileChecks.joined(separator: ","))
        parts.append(rulebook.rules.map { "\($0.id)=\($0.priority)" }.joined(separator: ","))
        return SHA256.hex(parts.joined(separator: "\n"))
    }

    /// The running binary's path, size and modification time: a rebuilt tool may record facts
    /// differently under the same version number, so its entries are not trusted.
    static let binaryIdentity: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }()

    /// One Swift file's file-pass result.
    struct FileEntry: Codable {
        var context: String
        var path: String
        var content: String
        var target: BuildTarget
        var findings: [Finding]
        var suppressions: Suppressions
    }

    /// The final findings of a run over every input as it was.
    struct ProjectEntry: Codable {
        var context: String
        var inputs: String
        var findings: [Finding]
    }

    func fileEntryPath(root: String, path: String) -> String {
        folder + "/files/" + SHA256.hex(root + "\u{0}" + path)
    }

    func projectEntryPath(root: String) -> String {
        folder + "/project/" + SHA256.hex(root)
    }

    /// An entry as read back, with the facts that follow it.
    struct Stored<Entry> {
        var entry: Entry
        var facts: [String: [Data]]
    }

    /// Reads an entry: a format line with a checksum of the rest, the length of the entry's
    /// JSON on a line, the JSON, then each fact key's JSON arrays as `name NUL length NUL bytes`
    /// (left as they are, so they are not parsed twice). Nil for anything else: missing,
    /// torn, corrupt or foreign.
    func read<Entry: Decodable>(_ type: Entry.Type, at path: String) -> Stored<Entry>? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        var position = 0
        func field(until terminator: UInt8) -> [UInt8]? {
            guard let end = bytes[position...].firstIndex(of: terminator) else { return nil }
            defer { position = end + 1 }
            return Array(bytes[position..<end])
        }
        func number(until terminator: UInt8) -> Int? {
            field(until: terminator).flatMap { Int(String(decoding: $0, as: UTF8.self)) }.flatMap { $0 >= 0 && $0 <= bytes.count - position ? $0 : nil }
        }
        guard let header = field(until: UInt8(ascii: "\n")),
              String(decoding: header, as: UTF8.self) == ResultCache.format + " " + ResultCache.checksum(bytes[position...]),
              let length = number(until: UInt8(ascii: "\n")),
              let entry = try? JSONDecoder().decode(Entry.self, from: Data(bytes[position..<(position + length)])) else { return nil }
        position += length
        var facts: [String: [Data]] = [:]
        while position < bytes.count {
            guard let name = field(until: 0), let size = number(until: 0) else { return nil }
            facts[String(decoding: name, as: UTF8.self), default: []].append(Data(bytes[position..<(position + size)]))
            position += size
        }
        return Stored(entry: entry, facts: facts)
    }

    /// Writes an entry under a temporary name and renames it into place. A failure only
    /// means the next run recomputes, so it is not reported.
    func write<Entry: Encodable>(_ entry: Entry, facts: [String: [Data]] = [:], to path: String) {
        guard let json = try? JSONEncoder().encode(entry) else { return }
        var body = Data("\(json.count)\n".utf8)
        body.append(json)
        for (name, chunks) in facts.sorted(by: { $0.key < $1.key }) {
            for chunk in chunks {
                body.append(Data("\(name)\u{0}\(chunk.count)\u{0}".utf8))
                body.append(chunk)
            }
        }
        var data = Data((ResultCache.format + " " + ResultCache.checksum([UInt8](body)[...]) + "\n").utf8)
        data.append(body)
        let folder = (path as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: folder) { createFolder(folder) }
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// FNV-1a (64 bits) of an entry's body: it catches a damaged entry; what an entry is for
    /// is decided by its SHA-256 keys, not by this.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// Creates an entry folder, and tells git to ignore the cache, as it holds nothing to review.
    private func createFolder(_ entryFolder: String) {
        try? FileManager.default.createDirectory(atPath: entryFolder, withIntermediateDirectories: true)
        let ignore = folder + "/.gitignore"
        if !FileManager.default.fileExists(atPath: ignore) {
            _ = FileManager.default.createFile(atPath: ignore, contents: Data("# Thumbrule's results cache\n*\n".utf8))
        }
    }
}

/// The cache as one run uses it: the context and every input's content hash, taken once at
/// the start.
final class CacheSession: @unchecked Sendable {
    let cache: ResultCache
    let root: String
    let context: String
    /// SHA-256 of each input's bytes, by path; nil for a file that could not be read.
    let contentHashes: [String: String?]
    /// The hash of every input (paths, kinds and contents) and the context: the project
    /// entry's key.
    let inputs: String
    private let lock = NSLock()
    private var inputsChanged = false

    init(cache: ResultCache, root: String, context: String, files: [WorkspaceFile], jobs: Int) {
        self.cache = cache
        self.root = root
        self.context = context
        let hashes = ResultSlots<String?>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(files.count, 1))) { worker in
            for index in stride(from: worker, to: files.count, by: min(jobs, max(files.count, 1))) {
                hashes.store(index, files[index].kind.isPathOnly ? "path" : (try? files[index].readData()).map(SHA256.hex))
            }
        }
        var table: [String: String?] = [:]
        var summary = context
        for (file, hash) in zip(files, hashes.values).sorted(by: { $0.0.path < $1.0.path }) {
            table[file.path] = hash
            summary += "\n\(file.path)\u{0}\(file.kind.rawValue)\u{0}\(hash ?? "unreadable")"
        }
        self.contentHashes = table
        self.inputs = SHA256.hex(summary)
    }

    /// The final findings of an earlier run over exactly these inputs.
    func cachedFindings() -> [Finding]? {
        guard let entry = cache.read(ResultCache.ProjectEntry.self, at: cache.projectEntryPath(root: root))?.entry,
              entry.context == context, entry.inputs == inputs else { return nil }
        return entry.findings
    }

    /// The file-pass result of a file whose content and context are as recorded.
    func fileEntry(for input: WorkspaceFile) -> ResultCache.Stored<ResultCache.FileEntry>? {
        guard let hash = contentHashes[input.path] ?? nil,
              let stored = cache.read(ResultCache.FileEntry.self, at: cache.fileEntryPath(root: root, path: input.path)),
              stored.entry.context == context, stored.entry.path == input.path, stored.entry.content == hash else { return nil }
        return stored
    }

    /// Records a file's result under the hash of the bytes it was computed from; bytes that
    /// differ from those hashed at the start mean the file changed during the run, and the
    /// run's final findings are then not recorded.
    func store(_ result: Engine.FileResult, path: String, content: String) {
        guard let parsed = result.parsed, let facts = try? result.facts.encoded() else { return }
        if contentHashes[path] != content { markChanged() }
        let entry = ResultCache.FileEntry(
            context: context, path: path, content: content, target: parsed.target,
            findings: result.findings, suppressions: parsed.suppressions)
        cache.write(entry, facts: facts, to: cache.fileEntryPath(root: root, path: path))
    }

    func markChanged() {
        lock.lock()
        inputsChanged = true
        lock.unlock()
    }

    /// Records a run's final findings, unless an input changed while it ran.
    func store(findings: [Finding]) {
        lock.lock()
        let changed = inputsChanged
        lock.unlock()
        guard !changed else { return }
        cache.write(ResultCache.ProjectEntry(context: context, inputs: inputs, findings: findings), to: cache.projectEntryPath(root: root))
    }
}
