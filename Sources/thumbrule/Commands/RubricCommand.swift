import ThumbruleReview
import ThumbruleRules


enum RubricCommand: Command {
    static let summary = "Print the review rubric: Verify sentences, Device notes, and the checks that settle each rule"
    static let usage = """
    usage: thumbrule rubric [--only area|prefix|id …] [--format markdown|json|ids] [--rulebook DIR …]
           thumbrule rubric --scope [paths …] [--screen NAME] [--open area,…] [--only …] [--format …]

    One row per rule with its id, severity, evidence and Verify sentence; the Device notes
    of each area; and for each rule the Thumbrule checks that settle it automatically, so
    a reviewer knows what is left to judge. Every rule of the rulebook, unless cut down:
    --scope (implied by paths, --screen or --open) keeps the rules `review` would score for
    those paths (default: the current folder): the base areas, the rules every screen owes,
    the areas PRODUCT.md's ## Areas or the screen brief opens, and the areas the code uses,
    less those a brief closes; the scope and what the code showed head the rubric.
    An --only that matches no rule exits 1 and lists the areas.
    """
    static let options: Set<String> = ["only", "format", "rulebook", "screen", "open"]
    static let flags: Set<String> = ["scope"]

    static func run(_ arguments: Arguments) throws -> Int32 {
        let format = arguments.value("format") ?? "markdown"
        guard ["markdown", "json", "ids"].contains(format) else { throw UsageError("--format must be markdown, json or ids") }
        let rulebook = try Rulebook.load(extraFolders: arguments.values["rulebook"] ?? [])
        let scoped = arguments.flags.contains("scope") || !arguments.positional.isEmpty || arguments.value("screen") != nil || !arguments.list("open").isEmpty
        let scope = scoped ? try ResolvedScope(paths: arguments.positional, currentDirectory: Console.currentDirectory, screen: arguments.value("screen"),
                                               open: arguments.list("open"), rulebook: rulebook).scope : nil
        let rubric: Rubric
        do {
            rubric = try Rubric(rulebook: rulebook, only: arguments.list("only"), scope: scope)
        } catch let error as Rubric.NoMatch {
            Console.error(error.description)
            return 1
        }
        switch format {
        case "json": Console.write(rubric.json())
        case "ids": Console.write(rubric.ids())
        default: Console.write(rubric.markdown())
        }
        return 0
    }
}
