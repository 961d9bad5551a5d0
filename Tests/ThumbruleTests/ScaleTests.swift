import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

/// Work that must stay bounded as projects grow: open files, the parse floor, and the
/// shortcuts the engine takes for speed, which must give what the slow way gives.
@Suite struct ScaleTests {
    /// swift-format's parallel mode fails once the file count passes `ulimit -n`; a check
    /// holds at most one file open per worker, so thousands pass under a limit of 64.
    @Test func thousandsOfFilesUnderALowOpenFileLimit() throws {
        let folder = try ScratchFolder()
        // FileManager takes seconds for thousands of files here; stdio and rm take a moment.
        defer { _ = try? shell("rm -rf \"$0\"", folder.path) }
        let count = 3000
        for screen in 0..<(count / 100) {
            let screenFolder = folder.path + "/App/Screen\(screen)"
            try FileManager.default.createDirectory(atPath: screenFolder, withIntermediateDirectories: true)
            for index in (screen * 100)..<(screen * 100 + 100) {
                let file = try #require(fopen(screenFolder + "/View\(index).swift", "w"))
                fputs("let titleFont\(index) = UIFont.systemFont(ofSize: 17)\n", file)
                fclose(file)
            }
        }
        let result = try shell("ulimit -n 64 && exec \"$0\" \"$@\"", CLI.executable, "check", folder.path, "--only", "type-scale", "--format", "json", "--jobs", "8")
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        #expect(document["filesChecked"] as? Int == count)
        let findings = try #require(document["findings"] as? [[String: Any]])
        let checkedPaths = Set(findings.filter { $0["ruleId"] as? String == "type-scale" }.compactMap { $0["path"] as? String })
        #expect(checkedPaths.count == count, "every file was read, parsed and checked")
        #expect(!findings.contains { ($0["ruleId"] as? String)?.hasPrefix("thumbrule.") == true }, "nothing was skipped")
    }

    /// `--parse-only` reads and parses the same files a check does and runs nothing else.
    @Test func parseOnlyCountsWhatACheckWouldParse() throws {
        let folder = try ScratchFolder()
        try folder.write("App/A.swift", "let a = UIFont.systemFont(ofSize: 17)\n")
        try folder.write("App/B.swift", "struct B {}\n")
        try folder.write("App/Binary.swift", Data([0x00, 0x01, 0x02]))
        try folder.write("App/Info.plist", PlistExamples.infoPlist([:]))
        let result = try CLI.run(["check", folder.path, "--parse-only", "--jobs", "2"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let bytes = "let a = UIFont.systemFont(ofSize: 17)\n".utf8.count + "struct B {}\n".utf8.count
        #expect(result.stderr.contains("parsed 2 Swift files (\(bytes) bytes), skipped 1"), "\(result.stderr)")
    }

    /// The index reads type names from the source bytes; they must equal `trimmedDescription`
    /// for any node, comments and odd spacing included.
    @Test func trimmedSourceTextIsTrimmedDescription() {
        let source = """
        /// Doc
        extension  Foo . Bar /* inside */ : Baz<Int> , // trailing
            Qux where T: Equatable {
            @State private var x: [String: Int?] = [:]  // note
            func f(_ a: (Int) -> Void) async throws -> some View { Text("é \\(a)") }
        }
        #Preview { ContentView() }
        """
        let tree = Parser.parse(source: source)
        final class AllNodes: SyntaxAnyVisitor {
            var nodes: [Syntax] = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                nodes.append(node)
                return .visitChildren
            }
        }
        let visitor = AllNodes(viewMode: .sourceAccurate)
        visitor.walk(tree)
        #expect(visitor.nodes.count > 100)
        for node in visitor.nodes {
            #expect(node.trimmedSourceText == node.trimmedDescription, "\(node.kind)")
        }
    }

    /// A fact several checks need is computed once per file.
    @Test func sharedFactsAreComputedOncePerFile() {
        let file = SwiftFile(path: "App/A.swift", text: "let a = 1\n", target: BuildTarget(
            name: "app", kind: .app, infoPlistPath: nil, generatedInfoPlistKeys: [:], entitlementsPath: nil, decidedBy: .fallback))
        var computed = 0
        struct Words { let words: [String] }
        for _ in 0..<3 { #expect(file.shared(Words.self) { computed += 1; return Words(words: ["a"]) }.words == ["a"]) }
        #expect(computed == 1)
        file.dropSharedFacts()
        _ = file.shared(Words.self) { computed += 1; return Words(words: []) }
        #expect(computed == 2)
    }

    /// Runs a `sh -c` script with arguments ($0, $1, …), as a shell user would.
    @discardableResult
    private func shell(_ script: String, _ arguments: String...) throws -> CLI.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script] + arguments
        let output = try ScratchFolder()
        let out = output.path + "/stdout", err = output.path + "/stderr"
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try process.run()
        process.waitUntilExit()
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return CLI.Result(status: process.terminationStatus, stdout: read(out), stderr: read(err))
    }
}
