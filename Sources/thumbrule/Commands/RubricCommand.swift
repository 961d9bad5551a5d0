import ThumbruleReview
import ThumbruleRules


enum RubricCommand: Command {
    static let summary = "Print the review rubric: Verify sentences, Device notes, and the checks that settle each rule"
    static let usage = """
    usage: thumbrule rubric [--only area|prefix|id …] [--format markdown|json|ids] [--rulebook DIR …]

    One row per rule in scope with its id, severity, evidence and Verify sentence; the
    Device notes of each area; and for each rule the Thumbrule checks that settle it
    automatically, so a reviewer knows what is left to judge.
    An --only that matches no rule exits 1 and lists the areas.
    """
    static let options: Set<String> = ["only", "format", "rulebook"]
    static let flags: Set<String> = []

    static func run(_ arguments: Arguments) throws -> Int32 {
        let format = arguments.value("format") ?? "markdown"
        guard ["markdown", "json", "ids"].contains(format) else { throw UsageError("--format must be markdown, json or ids") }
        let rulebook = try Rulebook.load(extraFolders: arguments.values["rulebook"] ?? [])
        let rubric: Rubric
        do {
            rubric = try Rubric(rulebook: rulebook, only: arguments.list("only"))
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
