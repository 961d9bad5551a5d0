import Foundation
import ThumbruleCore
import ThumbruleReport
import ThumbruleRules

/// A coding agent whose project folder can hold a Thumbrule skill.
public enum AgentKind: String, CaseIterable, Sendable, Codable {
    case claude, codex, agents, opencode, antigravity

    /// The folder the agent keeps in a project; its presence means the project uses the agent.
    public var folder: String {
        switch self {
        case .claude: return ".claude"
        case .codex: return ".codex"
        case .agents: return ".agents"
        case .opencode: return ".opencode"
        case .antigravity: return ".agent"
        }
    }

    /// Where the skill goes, relative to the project root.
    public var skillPath: String { folder + "/skills/thumbrule" }
}

/// `.thumbrule/install.lock`: which version wrote which skill files, with their hashes, so
/// `doctor` can tell a hand-edited copy from an outdated one.
public struct InstallLock: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        public var agent: AgentKind
        public var path: String
        public var version: String
        /// Path relative to the skill folder → SHA-256 of the content written.
        public var files: [String: String]
    }

    public var version: String
    public var installs: [Entry]

    public static let path = "\(ProjectBrief.folder)/install.lock"

    public static func load(root: String) throws -> InstallLock? {
        let file = (root as NSString).appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        do {
            return try JSONDecoder().decode(InstallLock.self, from: data)
        } catch {
            throw InstallError.unreadableLock(path)
        }
    }
}

public enum InstallError: Error, CustomStringConvertible, Equatable {
    case noAgentFolder(String)
    case downgrade(installed: String, current: String)
    case unreadableLock(String)

    public var description: String {
        switch self {
        case .noAgentFolder(let root):
            let folders = AgentKind.allCases.map(\.folder).joined(separator: ", ")
            return "no agent folder (\(folders)) in \(root); pass --agent \(AgentKind.allCases.map(\.rawValue).joined(separator: "|")) to create one"
        case .downgrade(let installed, let current):
            return "the installed skill is from thumbrule \(installed), newer than this thumbrule \(current); pass --force to downgrade"
        case .unreadableLock(let path):
            return "\(path) is not a valid install lock; delete it and run thumbrule install again"
        }
    }
}

/// Writes the rulebook and a short skill entry point into agent folders, and checks them later.
public struct AgentInstaller {
    public let root: String
    public let version: String
    /// The files of one skill install: `SKILL.md` and `rulebook/<area>.md`.
    public let payload: [(path: String, text: String)]

    public init(root: String, version: String = ThumbruleVersion.current) throws {
        self.root = root
        self.version = version
        self.payload = [("SKILL.md", AgentInstaller.skillText)] + Rulebook.bundledSources
    }

    /// What one install did, for the command's output.
    public struct Outcome: Sendable {
        public var agent: AgentKind
        public var path: String
        public var written: Int
        public var removed: [String]
        public var replacedEdits: [String]
    }

    /// The agents whose folder the project already has.
    public func detectedAgents() -> [AgentKind] {
        AgentKind.allCases.filter { FileManager.default.fileExists(atPath: absolute($0.folder)) }
    }

    /// Installs into the given agents, or every detected one; refuses a downgrade unless forced.
    @discardableResult
    public func install(agents requested: [AgentKind] = [], force: Bool = false) throws -> [Outcome] {
        let agents = requested.isEmpty ? detectedAgents() : requested
        guard !agents.isEmpty else { throw InstallError.noAgentFolder(root) }
        let existing = try InstallLock.load(root: root)
        if !force, let newer = existing?.installs.map(\.version).first(where: { AgentInstaller.compare($0, version) == .orderedDescending }) {
            throw InstallError.downgrade(installed: newer, current: version)
        }
        var lock = InstallLock(version: version, installs: existing?.installs ?? [])
        var outcomes: [Outcome] = []
        for agent in agents {
            let previous = lock.installs.first { $0.agent == agent }
            var outcome = Outcome(agent: agent, path: agent.skillPath, written: 0, removed: [], replacedEdits: [])
            var hashes: [String: String] = [:]
            for file in payload {
                let target = absolute(agent.skillPath + "/" + file.path)
                if let recorded = previous?.files[file.path], let current = hash(ofFileAt: target), current != recorded {
                    outcome.replacedEdits.append(file.path)
                }
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: target))
                hashes[file.path] = SHA256.hex(file.text)
                outcome.written += 1
            }
            for stale in (previous?.files.keys.sorted() ?? []) where hashes[stale] == nil {
                try? FileManager.default.removeItem(atPath: absolute(agent.skillPath + "/" + stale))
                outcome.removed.append(stale)
            }
            lock.installs.removeAll { $0.agent == agent }
            lock.installs.append(InstallLock.Entry(agent: agent, path: agent.skillPath, version: version, files: hashes))
            outcomes.append(outcome)
        }
        lock.installs.sort { $0.agent.rawValue < $1.agent.rawValue }
        let lockFile = absolute(InstallLock.path)
        try FileManager.default.createDirectory(atPath: (lockFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(SortedJSON.encode(lock).utf8).write(to: URL(fileURLWithPath: lockFile))
        return outcomes
    }

    /// One doctor line per recorded install: missing, hand-edited, outdated or current.
    public func verify() -> [DoctorCheck] {
        let lock: InstallLock?
        do {
            lock = try InstallLock.load(root: root)
        } catch {
            return [DoctorCheck(name: "install", passed: false, detail: "\(error)")]
        }
        guard let lock else {
            return [DoctorCheck(name: "install", passed: true, detail: "no agent install recorded (thumbrule install adds one)")]
        }
        let expected = Dictionary(payload.map { ($0.path, SHA256.hex($0.text)) }, uniquingKeysWith: { first, _ in first })
        return lock.installs.map { entry in
            var missing: [String] = [], edited: [String] = [], outdated: [String] = []
            for (path, recorded) in entry.files.sorted(by: { $0.key < $1.key }) {
                guard let current = hash(ofFileAt: absolute(entry.path + "/" + path)) else { missing.append(path); continue }
                if current != recorded { edited.append(path) } else if expected[path] != recorded { outdated.append(path) }
            }
            let absent = expected.keys.filter { entry.files[$0] == nil }.sorted()
            var problems: [String] = []
            if !missing.isEmpty { problems.append("missing " + AgentInstaller.summary(missing)) }
            if !edited.isEmpty { problems.append("hand-edited " + AgentInstaller.summary(edited)) }
            switch AgentInstaller.compare(entry.version, version) {
            case .orderedDescending:
                problems.append("installed by thumbrule \(entry.version), newer than this \(version)")
            case .orderedAscending:
                problems.append("outdated: installed by thumbrule \(entry.version), this is \(version)")
            case .orderedSame:
                if !outdated.isEmpty || !absent.isEmpty {
                    problems.append("outdated " + AgentInstaller.summary(outdated + absent) + " (the bundled rulebook changed)")
                }
            }
            let name = "install \(entry.agent.rawValue)"
            guard problems.isEmpty else {
                return DoctorCheck(name: name, passed: false, detail: "\(entry.path): " + problems.joined(separator: "; ") + "; run thumbrule install to restore")
            }
            return DoctorCheck(name: name, passed: true, detail: "\(entry.path): \(entry.files.count) files match thumbrule \(entry.version)")
        }
    }

    private func absolute(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

    private func hash(ofFileAt path: String) -> String? {
        FileManager.default.contents(atPath: path).map(SHA256.hex)
    }

    package static func summary(_ paths: [String]) -> String {
        paths.count <= 3 ? paths.joined(separator: ", ") : paths.prefix(3).joined(separator: ", ") + " and \(paths.count - 3) more"
    }

    /// Compares dotted version numbers numerically: 0.10.0 is newer than 0.9.1.
    public static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }, right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0, b = index < right.count ? right[index] : 0
            if a != b { return a < b ? .orderedAscending : .orderedDescending }
        }
        return .orderedSame
    }

    /// The skill entry point: what Thumbrule is for and the commands an agent runs.
    static let skillText = """
    ---
    name: thumbrule
    description: Check and review iOS app source against the Thumbrule rulebook of mobile design and store-policy rules. Use when building or changing a screen, before asking a person to review it, and when a store rejection or a design rule is in question.
    ---

    # Thumbrule

    Thumbrule checks app source against a rulebook of mobile design and App Store / Play policy rules, and turns the rules into a review scorecard. The rules are in `rulebook/`, one Markdown file per area; each rule has a Verify sentence, and device rules have a Device procedure.

    ## Before building a screen
    - Read the project briefs in `.thumbrule/`: PRODUCT.md (who and what for), DESIGN.md (identity), STACK.md (codebase and recorded decisions). `thumbrule init` writes starters; `thumbrule doctor` says what is missing or disagrees with the code.
    - Write the screen brief `.thumbrule/screens/<name>.md` and validate it with `thumbrule spec`.
    - `thumbrule rubric --only <area>` prints the rules in scope with their Verify sentences and the checks that settle them.

    ## While building
    - `thumbrule check [paths] --format json` lists findings with rule ids; fix errors and warnings, and read notes.
    - `thumbrule explain <rule-id>` prints a rule in full with examples of what triggers its checks.

    ## Before handing over
    - `thumbrule review --screen <name>` scores every rule in scope from 1 to 5. Rules marked `needs review` or `needs device` are yours to judge: write `{"rule-id": {"score": 4, "evidence": "source", "note": "why"}}` to a file and pass it with `--scores FILE`. Use `"evidence": "device"` only for what you ran on a device.
    - A BLOCKED review means a p0 or p1 rule scores 1 or 2: fix it before asking for review.

    `thumbrule mcp` serves check, explain, rubric and review as MCP tools over stdio.

    """
}
