import ThumbruleCore


enum ConfigCommand: Command {
    static let summary = "Show the effective configuration"
    static let usage = """
    usage: thumbrule config --print [path] [--config FILE]

    Prints the configuration a check of `path` (default: the current folder) would use,
    as JSON on stdout (where it came from goes to stderr), with defaults filled in. A broken configuration exits 2.
    """
    static let options: Set<String> = ["config"]
    static let flags: Set<String> = ["print"]

    static func run(_ arguments: Arguments) throws -> Int32 {
        guard arguments.flags.contains("print") else { throw UsageError("config needs --print") }
        let root = Discovery.root(for: arguments.positional, currentDirectory: Console.currentDirectory)
        let configuration = try Console.configuration(arguments, root: root)
        Console.error("source: \(configuration.source ?? "defaults (no .thumbrule.json found)")")
        Console.write(configuration.json() + "\n")
        return 0
    }
}
