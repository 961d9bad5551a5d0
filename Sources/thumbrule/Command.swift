import Foundation
import ThumbruleCore
import ThumbruleRules

/// One CLI command: its words, its usage text, and a run that returns the exit code.
protocol Command {
    static var summary: String { get }
    static var usage: String { get }
    static var options: Set<String> { get }
    static var flags: Set<String> { get }
    static func run(_ arguments: Arguments) throws -> Int32
}

enum Console {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("thumbrule: \(message)\n".utf8))
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func mainUsage(_ commands: [String: Command.Type]) -> String {
        let lines = commands.keys.sorted().map { name in
            "  " + name.padding(toLength: 10, withPad: " ", startingAt: 0) + commands[name]!.summary
        }
        return """
        thumbrule \(ThumbruleVersion.current): checks mobile app source against the Thumbrule rulebook.

        usage: thumbrule <command> [options]

        commands:
        \(lines.joined(separator: "\n"))

        Run 'thumbrule <command> --help' for a command's options.
        """
    }

    /// Loads the configuration from --config, or from .thumbrule.json above the root.
    static func configuration(_ arguments: Arguments, root: String) throws -> Configuration {
        if let path = arguments.value("config") {
            guard FileManager.default.fileExists(atPath: path) else { throw UsageError("no configuration file at \(path)") }
        }
        return try ProjectInput.configuration(root: root, path: arguments.value("config"))
    }

    static var currentDirectory: String { FileManager.default.currentDirectoryPath }
}
