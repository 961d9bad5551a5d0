import Foundation
import PackagePlugin

/// `swift package thumbrule [--target NAME …] [check options]`: checks the package (or the
/// files of the targets named) and reports each finding as a diagnostic, so it
/// shows in the terminal and in Xcode's issue navigator. Error findings fail the command.
@main
struct ThumbruleCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        // The whole package, or the files of the targets named (thumbrule checks them as part
        // of the package, with its configuration and plists).
        let paths = names.isEmpty
            ? [context.package.directoryURL.path]
            : try context.package.targets(named: names).compactMap { $0 as? SourceModuleTarget }.flatMap { $0.sourceFiles.map(\.url.path) }
        guard !paths.isEmpty else {
            Diagnostics.remark("thumbrule: the targets named have no files to check")
            return
        }
        let tool = try context.tool(named: "thumbrule")
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("thumbrule-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        // The text report goes to the console as usual; the JSON copy becomes diagnostics.
        let status = try run(tool.url, ["check"] + paths + ["--format", "json", "--output", report.path, "--format", "text"]
                                 + extractor.remainingArguments, in: context.package.directoryURL)
        guard status != 2 else { throw PluginFailure("thumbrule check failed (exit 2); see its message above") }
        try emitDiagnostics(from: report, root: context.package.directoryURL)
    }

    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// One diagnostic per finding, at its file and line, at the finding's severity.
    private func emitDiagnostics(from report: URL, root: URL) throws {
        guard let data = FileManager.default.contents(atPath: report.path),
              let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let findings = document["findings"] as? [[String: Any]] else { return }
        for finding in findings {
            guard let path = finding["path"] as? String, let message = finding["message"] as? String else { continue }
            let file = path.hasPrefix("/") ? path : root.appendingPathComponent(path).path
            let line = finding["line"] as? Int
            let text = "\(message) [\(finding["ruleId"] as? String ?? "thumbrule")]"
            switch finding["severity"] as? String {
            case "error": Diagnostics.error(text, file: file, line: line)
            case "warning": Diagnostics.warning(text, file: file, line: line)
            default: Diagnostics.remark(text, file: file, line: line)
            }
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
