import ThumbruleReview


enum InstallCommand: Command {
    static let summary = "Install the rulebook and a skill entry point into the project's agent folders"
    static let usage = """
    usage: thumbrule install [--dir D] [--agent claude|codex|agents|opencode|antigravity …] [--force]

    Writes SKILL.md (how to run check, rubric, explain and review) and the rulebook into
    <agent folder>/skills/thumbrule/ for each agent folder D already has (.claude, .codex,
    .agents, .opencode, .agent), or for the agents named with --agent, and records the
    version and content hashes in D/.thumbrule/install.lock. 'thumbrule doctor' then reports
    a hand-edited or outdated copy. Installing over a newer version needs --force.
    """
    static let options: Set<String> = ["dir", "agent"]
    static let flags: Set<String> = ["force"]

    static func run(_ arguments: Arguments) throws -> Int32 {
        guard arguments.positional.isEmpty else { throw UsageError("install takes no paths; use --dir") }
        let agents = try arguments.list("agent").map { name in
            guard let agent = AgentKind(rawValue: name) else {
                throw UsageError("--agent \(name) is unknown; use \(AgentKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return agent
        }
        let root = try Console.projectFolder(arguments)
        let outcomes: [AgentInstaller.Outcome]
        do {
            outcomes = try AgentInstaller(root: root).install(agents: agents, force: arguments.flags.contains("force"))
        } catch let error as InstallError {
            Console.error(error.description)
            return 1
        }
        for outcome in outcomes {
            var line = "installed \(outcome.agent.rawValue): \(outcome.path) (\(outcome.written) files)"
            if !outcome.removed.isEmpty { line += ", removed \(outcome.removed.joined(separator: ", "))" }
            Console.write(line + "\n")
            if !outcome.replacedEdits.isEmpty {
                Console.error("replaced hand-edited \(outcome.replacedEdits.joined(separator: ", ")) in \(outcome.path)")
            }
        }
        Console.write("wrote \(InstallLock.path)\n")
        return 0
    }
}
