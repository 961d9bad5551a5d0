import Foundation
import PackagePlugin

/// Checks a target's files, as part of its package, on every build that changes them. The findings print in the clang
/// style (`path:line:col: warning: …`), which Xcode and SwiftPM show as build diagnostics;
/// the JSON report in the plugin's work folder is the command's declared output, so an
/// unchanged target is not checked again. Error findings fail the build, as `check` exits 1.
@main
struct ThumbruleBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles.map(\.url)
        let report = context.pluginWorkDirectoryURL.appendingPathComponent("thumbrule-\(target.name).json")
        return [.buildCommand(
            displayName: "Thumbrule: checking \(target.name)",
            executable: try context.tool(named: "thumbrule").url,
            arguments: ["check"] + inputs.map(\.path) + ["--allow-empty", "--format", "json", "--output", report.path, "--format", "text", "--color", "never"],
            inputFiles: inputs,
            outputFiles: [report])]
    }
}
