import Foundation
import ThumbruleRules


enum RulebookCommand: Command {
    static let summary = "Lint the rulebook (with house rules from --rulebook DIR), or print it as a graph"
    static let usage = """
    usage: thumbrule rulebook lint [--rulebook DIR …]
           thumbrule rulebook graph [--format text|mermaid|dot|json] [--only area …] [--rulebook DIR …]
           thumbrule rulebook citations [--output FILE]

      lint    check every rule file; prints file:line: message and exits 1 on any problem
      graph   areas and their rules, citation edges, device rules marked; an unknown area exits 1
      citations
              the citation table (docs/CITATIONS.md): every App Review guideline, Play policy and
              store or platform number the rulebook cites, with the rules citing it, source and
              date checked; printed, or written to FILE with --output
    """
    static let options: Set<String> = ["rulebook", "format", "only", "output"]
    static let flags: Set<String> = []

    static func run(_ arguments: Arguments) throws -> Int32 {
        let rulebook = try Rulebook.load(extraFolders: arguments.values["rulebook"] ?? [])
        switch arguments.positional.first {
        case "lint":
            for issue in rulebook.issues { Console.write(issue.description + "\n") }
            Console.error("\(rulebook.rules.count) rules in \(rulebook.areas.count) files, \(rulebook.issues.count) problem\(rulebook.issues.count == 1 ? "" : "s")")
            return rulebook.issues.isEmpty ? 0 : 1
        case "graph":
            let name = arguments.value("format") ?? "text"
            guard let format = RulebookGraph.Format(rawValue: name) else { throw UsageError("--format must be text, mermaid, dot or json") }
            guard let graph = RulebookGraph(rulebook: rulebook, only: arguments.list("only")) else {
                Console.error("--only names no area; areas are \(rulebook.areas.map(\.prefix).joined(separator: ", "))")
                return 1
            }
            Console.write(graph.render(format))
            return 0
        case "citations":
            let markdown = CitationReport(rulebook: try Rulebook.load()).markdown()
            guard let output = arguments.value("output") else {
                Console.write(markdown)
                return 0
            }
            try markdown.write(toFile: output, atomically: true, encoding: .utf8)
            Console.error("wrote \(output)")
            return 0
        default:
            throw UsageError("rulebook needs a subcommand: lint, graph or citations")
        }
    }
}
