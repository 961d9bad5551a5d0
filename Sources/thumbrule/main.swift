import Foundation
import ThumbruleRules

/// Entry point: picks the command and maps its outcome to an exit code
/// (0 clean, 1 findings at or above the fail level, 2 usage, config or I/O error).
let commands: [String: Command.Type] = [
    "check": CheckCommand.self,
    "rules": RulesCommand.self,
    "explain": ExplainCommand.self,
    "rulebook": RulebookCommand.self,
    "config": ConfigCommand.self,
    "version": VersionCommand.self,
    "rubric": RubricCommand.self,
    "init": InitCommand.self,
    "doctor": DoctorCommand.self,
    "spec": SpecCommand.self,
    "review": ReviewCommand.self,
    "install": InstallCommand.self,
    "mcp": McpCommand.self,
]

let words = Array(CommandLine.arguments.dropFirst())
let name = words.first ?? "--help"
if name == "--help" || name == "-h" || name == "help" {
    print(Console.mainUsage(commands))
    exit(0)
}
if name == "--version" {
    print(ThumbruleVersion.current)
    exit(0)
}
guard let command = commands[name] else {
    Console.error("unknown command '\(name)'")
    Console.error(Console.mainUsage(commands))
    exit(2)
}
do {
    let arguments = try Arguments(Array(words.dropFirst()), options: command.options, flags: command.flags)
    if arguments.help {
        print(command.usage)
        exit(0)
    }
    exit(try command.run(arguments))
} catch let error as UsageError {
    Console.error(error.description)
    Console.error(Console.usageHint(name, usage: command.usage))
    exit(2)
} catch {
    Console.error("\(error)")
    exit(2)
}
