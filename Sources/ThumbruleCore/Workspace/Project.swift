import Foundation

/// The whole checked project as project checks see it: its property lists, Xcode
/// targets and other inputs, every Swift file's target, and the facts file checks recorded.
public final class Project: @unchecked Sendable {
    public let root: String
    public let files: [WorkspaceFile]
    public let infoPlists: [String: PropertyList]
    public let entitlements: [String: PropertyList]
    public let xcodeProjects: [XcodeProject]
    public let resolver: TargetResolver
    /// Every Swift file that was analysed, with its target, in path order.
    public internal(set) var swiftFiles: [(path: String, target: BuildTarget)] = []
    public internal(set) var facts = FactStore()
    /// The project model, built by the engine after the file pass (`ProjectModel`).
    public internal(set) var model: ProjectModel!
    /// Inputs that could not be read, with the reason (reported as tool notices).
    public let unreadable: [(path: String, reason: String)]
    private var memos: [String: Any] = [:]
    /// Recursive: a value may be built from other memoised values (the screen graph from the
    /// model) on the thread that holds the lock.
    private let memoLock = NSRecursiveLock()

    public init(root: String, files: [WorkspaceFile]) {
        self.root = root
        self.files = files
        var infoPlists: [String: PropertyList] = [:]
        var entitlements: [String: PropertyList] = [:]
        var projects: [XcodeProject] = []
        var unreadable: [(String, String)] = []
        for file in files {
            do {
                switch file.kind {
                case .infoPlist:
                    infoPlists[file.path] = try PropertyList(path: file.path, data: file.readData())
                case .entitlements:
                    entitlements[file.path] = try PropertyList(path: file.path, data: file.readData())
                case .xcodeProject:
                    projects.append(try XcodeProject(path: file.path, data: file.readData()))
                default:
                    break
                }
            } catch {
                unreadable.append((file.path, "\(error)"))
            }
        }
        self.infoPlists = infoPlists
        self.entitlements = entitlements
        self.xcodeProjects = projects
        self.unreadable = unreadable
        self.resolver = TargetResolver(
            projects: projects, infoPlists: infoPlists,
            packageManifests: files.filter { $0.kind == .packageManifest }.map(\.path),
            swiftFiles: files.filter { $0.kind == .swift }.map(\.path),
            workspaces: files.filter { $0.kind == .xcodeWorkspace }.compactMap { file in
                (try? file.readData()).map { (file.path, String(decoding: $0, as: UTF8.self)) }
            },
            manifests: BuildManifests(files: files))
    }

    /// A value derived from the whole project (such as the screen graph), built on first
    /// use and shared by every project check after that.
    /// Values are kept boxed, so an optional answer (nil included) is built once too.
    public func memo<Value>(_ key: String, _ build: () -> Value) -> Value {
        memoLock.lock()
        defer { memoLock.unlock() }
        if let box = memos[key] as? MemoBox<Value> { return box.value }
        let value = build()
        memos[key] = MemoBox(value: value)
        return value
    }

    /// A memoised value if something has built it, without building it.
    func memoIfBuilt<Value>(_ key: String) -> Value? {
        memoLock.lock()
        defer { memoLock.unlock() }
        return (memos[key] as? MemoBox<Value>)?.value
    }

    public func files(of kind: FileKind) -> [WorkspaceFile] {
        files.filter { $0.kind == kind }
    }

    /// The text of an input file, or nil when it cannot be read as UTF-8.
    public func text(of file: WorkspaceFile) -> String? {
        (try? file.readData()).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The targets that ship as the main app, one per distinct Info.plist, deduplicated.
    public var appTargets: [BuildTarget] {
        var seen = Set<String>()
        return swiftFiles.map(\.target).filter { $0.kind == .app && seen.insert($0.name + ($0.infoPlistPath ?? "")).inserted }
    }

    /// Where an Info.plist key of a target stands: present with its value, missing from a
    /// known plist, or unknown because no plist for the target was found.
    public enum PlistKeyState: Equatable {
        case present(String, SourcePosition)
        case missing(plist: SourcePosition)
        case unknown
    }

    public func infoPlistKey(_ key: String, for target: BuildTarget) -> PlistKeyState {
        // A generated plist is reported at the project that holds the target.
        let projectPath = xcodeProjects.first { $0.targets.contains { $0.name == target.name } }?.path ?? xcodeProjects.first?.path ?? ""
        if let value = target.generatedInfoPlistKeys[key] {
            return .present(value, SourcePosition(path: projectPath, line: 1, column: 1))
        }
        guard let plistPath = target.infoPlistPath, let plist = infoPlists[plistPath] else {
            // A plist the project names but the checkout lacks (often git-ignored) may hold the key.
            let namedButAbsent = target.infoPlistPath != nil
            return target.generatedInfoPlistKeys.isEmpty || namedButAbsent
                ? .unknown : .missing(plist: SourcePosition(path: projectPath, line: 1, column: 1))
        }
        if let value = plist.string(key) {
            return .present(value, SourcePosition(path: plistPath, line: plist.line(of: key), column: 1))
        }
        if plist.root[key] != nil {
            return .present("", SourcePosition(path: plistPath, line: plist.line(of: key), column: 1))
        }
        // A project generated from a spec (XcodeGen, Tuist) may add the key from build settings the spec sets.
        if xcodeProjects.isEmpty && generatesXcodeProject { return .unknown }
        return .missing(plist: SourcePosition(path: plistPath, line: 1, column: 1))
    }

    /// What shows that the project's iOS release builds are distributed outside the App Store
    /// (an enterprise export, an unsigned IPA for sideloading), or nil when nothing does or
    /// anything shows an App Store upload (`OutsideAppStore`). The engine drops the iOS findings
    /// of `appStoreOnly` checks when it is set.
    package var releasedOutsideAppStore: OutsideAppStore.Evidence? {
        memo("released-outside-app-store") { OutsideAppStore.evidence(in: files) }
    }

    /// Whether the checkout holds no Xcode project but the spec one is generated from:
    /// XcodeGen's `project.yml` or Tuist's `Project.swift` at the root, or one `project.yml` per
    /// target in folders up to two levels down (`Apps/Main/project.yml`, `Core/project.yml`).
    public var generatesXcodeProject: Bool {
        memo("generates-xcode-project") {
            if files.contains(where: { $0.path == "Project.swift" || $0.path == "Tuist/Config.swift" }) { return true }
            guard !root.isEmpty else { return false }
            var folders: Set<String> = [""]
            for file in files {
                let parts = file.path.split(separator: "/").dropLast()
                if let first = parts.first { folders.insert(String(first) + "/") }
                if parts.count >= 2 { folders.insert(parts.prefix(2).joined(separator: "/") + "/") }
            }
            return folders.contains { folder in
                ["project.yml", "project.yaml"].contains { FileManager.default.fileExists(atPath: root + "/" + folder + $0) }
            }
        }
    }
}

/// A memoised value, boxed so that `as?` never has to look through an optional.
private struct MemoBox<Value> {
    let value: Value
}
