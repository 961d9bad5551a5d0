import Foundation
import ThumbruleReview

enum InitCommand: Command {
    static let summary = "Write starter briefs (PRODUCT.md, DESIGN.md, STACK.md) into .thumbrule/"
    static let usage = """
    usage: thumbrule init [--dir D]

    Writes PRODUCT.md, DESIGN.md and STACK.md into D/.thumbrule/ (default: the current
    folder), each with the sections it needs and the STACK.md records the rules ask for.
    An existing brief, in .thumbrule/ or at the root, is never overwritten.
    """
    static let options: Set<String> = ["dir"]
    static let flags: Set<String> = []

    static func run(_ arguments: Arguments) throws -> Int32 {
        guard arguments.positional.isEmpty else { throw UsageError("init takes no paths; use --dir") }
        let root = try Console.projectFolder(arguments)
        let folder = (root as NSString).appendingPathComponent(ProjectBrief.folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for brief in ProjectBrief.allCases {
            if let existing = brief.locate(in: root) {
                Console.write("kept     \(existing)\n")
                continue
            }
            let path = (folder as NSString).appendingPathComponent(brief.rawValue)
            try Data(brief.template.utf8).write(to: URL(fileURLWithPath: path))
            Console.write("wrote    \(path)\n")
        }
        Console.error("fill in every TODO, then run 'thumbrule doctor'")
        return 0
    }
}
