import Foundation
import PackagePlugin

/// Compiles a target's `Resources/` folder into it: at build time `embed-resources` writes a
/// Swift file holding every file's text, so the built binary reads nothing from disk and
/// runs wherever it is copied. The file list is read on every build, so an added, changed
/// or removed resource regenerates the source. The folder is `Sources/<target>/Resources`,
/// found from the package (a target's own `directoryURL` needs tools version 6.1).
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("Sources/\(target.name)/Resources")
        let names = Self.files(under: folder)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedResources.swift")
        return [.buildCommand(
            displayName: "Embedding \(names.count) resource files in \(target.name)",
            executable: try context.tool(named: "embed-resources").url,
            arguments: [folder.path, output.path] + names,
            inputFiles: names.map { folder.appendingPathComponent($0) },
            outputFiles: [output]
        )]
    }

    /// Regular files under `folder`, as sorted relative paths; hidden files are left out.
    static func files(under folder: URL) -> [String] {
        let manager = FileManager.default
        let paths = (try? manager.subpathsOfDirectory(atPath: folder.path)) ?? []
        return paths.filter { path in
            var isFolder: ObjCBool = false
            let hidden = path.split(separator: "/").contains { $0.hasPrefix(".") }
            return !hidden && manager.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }
}
