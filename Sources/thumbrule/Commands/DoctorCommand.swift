import ThumbruleCore
import ThumbruleReview


enum DoctorCommand: Command {
    static let summary = "Check the briefs, STACK.md against the code, screen briefs and the agent install"
    static let usage = """
    usage: thumbrule doctor [--dir D]

    One line per check, PASS|FAIL  name  detail: the briefs exist (in .thumbrule/ or at
    the root) with their sections filled in; STACK.md's records agree with the code
    (background task identifiers, session lifetime and re-authentication constants,
    external purchase storefronts, per-store ad setup, offline collections); every rule
    area the code uses is opened or closed in PRODUCT.md's ## Areas; the screen briefs
    are valid; the agent skill install matches install.lock.
    Never writes. Exit codes: 0 all pass, 1 any failure, 2 usage or I/O error.
    """
    static let options: Set<String> = ["dir"]
    static let flags: Set<String> = []

    static func run(_ arguments: Arguments) throws -> Int32 {
        guard arguments.positional.isEmpty else { throw UsageError("doctor takes no paths; use --dir") }
        let results = try Doctor(root: try Console.projectFolder(arguments)).run()
        let width = results.map(\.name.count).max() ?? 0
        for result in results {
            Console.write("\(result.passed ? "PASS" : "FAIL")  \(result.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(result.detail)\n")
        }
        return results.allSatisfy(\.passed) ? 0 : 1
    }
}
