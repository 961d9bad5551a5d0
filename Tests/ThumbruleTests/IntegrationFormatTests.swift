import Foundation
import Testing

/// The integrations the repository ships: the GitHub Actions example, the pre-commit hook
/// definition, the Xcode Run Script phase and the SwiftPM plugins' declarations. The plugins
/// themselves run on a sample package in Tests/tools/plugin_sample.sh, which builds
/// Thumbrule from scratch and so is not part of `swift test`.
@Suite struct IntegrationFormatTests {
    /// A YAML file as JSON, read by PyYAML (what pre-commit itself uses).
    private func yaml(_ path: String) throws -> Any {
        let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))"
        let result = try runProgram("/usr/bin/env", ["python3", "-c", script, CLI.packageRoot + "/" + path])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// The workflow parses, uploads SARIF even when the check step fails, and its check
    /// command, run here, prints annotations and writes the SARIF file it uploads.
    @Test func githubActionsExampleUploadsSarifAndAnnotates() throws {
        let workflow = try #require(try yaml("Examples/ci/github-actions.yml") as? [String: Any])
        let job = try #require((workflow["jobs"] as? [String: Any])?["thumbrule"] as? [String: Any])
        let steps = try #require(job["steps"] as? [[String: Any]])
        let upload = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        #expect(upload["if"] as? String == "always()")
        let sarifFile = try #require((upload["with"] as? [String: Any])?["sarif_file"] as? String)
        #expect(((workflow["permissions"] as? [String: Any])?["security-events"] as? String) == "write")
        let command = try #require(steps.compactMap { $0["run"] as? String }.first { $0.contains("thumbrule check") })
        let words = command.split(separator: " ").map(String.init)
        let arguments = Array(words.drop { $0 != "check" })
        #expect(arguments.contains(sarifFile))

        let folder = try ScratchFolder()
        for name in ["Showcase/Kitchen/PantryScanner.swift", "Showcase/Info.plist"] {
            try folder.write(name, String(decoding: FileManager.default.contents(atPath: CLI.packageRoot + "/Examples/Showcase/" + name)!, as: UTF8.self))
        }
        let run = try CLI.run(arguments, in: folder.path)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("::error file=Showcase/Kitchen/PantryScanner.swift,line=11,col=13,title=Thumbrule perm-purpose-string::"), "\(run.stdout)")
        #expect(folder.read(sarifFile)?.contains("\"ruleId\" : \"perm-purpose-string\"") == true)
    }

    /// pre-commit's own manifest check accepts the hook, and the hook uses --since.
    @Test func preCommitHookDefinitionIsValid() throws {
        let result = try runProgram("/usr/bin/env", ["python3", "-m", "pre_commit", "validate-manifest", ".pre-commit-hooks.yaml"])
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        let hooks = try #require(try yaml(".pre-commit-hooks.yaml") as? [[String: Any]])
        let hook = try #require(hooks.first { $0["id"] as? String == "thumbrule" })
        #expect((hook["entry"] as? String)?.hasPrefix("thumbrule check --since ") == true)
        #expect(hook["pass_filenames"] as? Bool == false && hook["language"] as? String == "swift")
    }

    /// The Run Script phase prints clang-style findings for Xcode and fails on errors; without
    /// thumbrule installed it warns and lets the build go on.
    @Test func xcodeRunScriptPhase() throws {
        let script = CLI.packageRoot + "/Examples/xcode/thumbrule-build-phase.sh"
        let found = try runProgram("/usr/bin/env", ["THUMBRULE=" + CLI.executable, "SRCROOT=" + CLI.packageRoot + "/Examples/Showcase", "/bin/sh", script])
        #expect(found.status == 1, "\(found.stderr)")
        #expect(found.stdout.contains("Showcase/Kitchen/PantryScanner.swift:11:13: error: ") && !found.stdout.contains("\u{1B}["), "\(found.stdout)")
        let missing = try runProgram("/usr/bin/env", ["-i", "PATH=/usr/bin:/bin", "HOME=/nonexistent", "SRCROOT=/tmp", "/bin/sh", script])
        #expect(missing.status == 0 && missing.stdout.hasPrefix("warning: thumbrule is not installed"), "\(missing.stdout)")
    }

    /// Package.swift offers both plugins as products, each running the thumbrule executable.
    @Test func packageDeclaresTheCommandAndBuildToolPlugins() throws {
        // Its own scratch folder: `swift test` holds the lock on .build while this runs.
        let scratch = try ScratchFolder()
        let result = try runProgram("/usr/bin/env", ["swift", "package", "--scratch-path", scratch.path, "dump-package"])
        let package = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let products = (package["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(products.contains("ThumbruleCommand") && products.contains("ThumbruleBuildTool"), "\(products)")
        let targets = package["targets"] as? [[String: Any]] ?? []
        let command = try #require(targets.first { $0["name"] as? String == "ThumbruleCommand" })
        let text = String(describing: command["pluginCapability"] ?? "")
        #expect(text.contains("thumbrule"), "the verb is `swift package thumbrule`: \(text)")
        for name in ["ThumbruleCommand", "ThumbruleBuildTool"] {
            let target = try #require(targets.first { $0["name"] as? String == name })
            #expect(String(describing: target["dependencies"] ?? "").contains("thumbrule"), "\(name) runs the thumbrule executable")
        }
    }
}
