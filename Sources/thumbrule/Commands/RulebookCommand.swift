import ThumbruleKit

enum RulebookCommand: Command {
    static let summary = "Lint the rulebook (with house rules from --rulebook DIR)"
    static let usage = """
    usage: thumbrule rulebook lint [--rulebook DIR …]

      lint    check every rule file; prints file:line: message and exits 1 on any problem
    """
    static let options: Set<String> = ["rulebook"]
    static let flags: Set<String> = []

    static func run(_ arguments: Arguments) throws -> Int32 {
        let rulebook = try Rulebook.load(extraFolders: arguments.values["rulebook"] ?? [])
        switch arguments.positional.first {
        case "lint":
            for issue in rulebook.issues { Console.write(issue.description + "\n") }
            Console.error("\(rulebook.rules.count) rules in \(rulebook.areas.count) files, \(rulebook.issues.count) problem\(rulebook.issues.count == 1 ? "" : "s")")
            return rulebook.issues.isEmpty ? 0 : 1
        default:
            throw UsageError("rulebook needs a subcommand: lint")
        }
    }
}
