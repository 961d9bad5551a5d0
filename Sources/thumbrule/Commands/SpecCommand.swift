import Foundation
import ThumbruleReview

enum SpecCommand: Command {
    static let summary = "Validate screen briefs and hold them against the code"
    static let usage = """
    usage: thumbrule spec [briefs …] [--dir D]

    Validates screen briefs (default: every D/.thumbrule/screens/*.md) and prints
    file:line: message for each problem: front matter keys (target, user_goal, context,
    primary_action, states, scope), the target on disk, the primary action as a real
    control of the screen, and a visible branch for each state the brief describes.
    Exit codes: 0 all valid, 1 any problem, 2 usage or I/O error.
    """
    static let options: Set<String> = ["dir"]
    static let flags: Set<String> = []

    static func run(_ arguments: Arguments) throws -> Int32 {
        let root = try Console.projectFolder(arguments)
        let cwd = Console.currentDirectory
        let briefs = arguments.positional.isEmpty
            ? ScreenSpec.defaultBriefs(root: root)
            : arguments.positional.map { $0.hasPrefix("/") ? $0 : (cwd as NSString).appendingPathComponent($0) }
        guard !briefs.isEmpty else {
            Console.error("no screen briefs in \(ScreenBrief.folder)/; write one per screen (see docs/REVIEW.md)")
            return 1
        }
        for brief in briefs where !FileManager.default.fileExists(atPath: brief) { throw UsageError("no brief at \(brief)") }
        let spec = ScreenSpec(sources: try ProjectSources(root: root))
        var problems = 0
        for brief in briefs {
            let display = brief.hasPrefix(cwd + "/") ? String(brief.dropFirst(cwd.count + 1)) : brief
            let issues = spec.check(path: brief, display: display).issues
            for issue in issues { Console.write(issue.description + "\n") }
            problems += issues.count
        }
        Console.error("\(briefs.count) brief\(briefs.count == 1 ? "" : "s"), \(problems) problem\(problems == 1 ? "" : "s")")
        return problems == 0 ? 0 : 1
    }
}
