import ThumbruleRules


enum VersionCommand: Command {
    static let summary = "Print the version"
    static let usage = "usage: thumbrule version"
    static let options: Set<String> = []
    static let flags: Set<String> = []

    static func run(_ arguments: Arguments) throws -> Int32 {
        Console.write("thumbrule \(ThumbruleVersion.current) (rulebook: \(Rulebook.bundled.rules.count) rules)\n")
        return 0
    }
}
