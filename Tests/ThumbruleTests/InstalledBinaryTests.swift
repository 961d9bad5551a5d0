import Foundation
import Testing
@testable import ThumbruleRules

/// The binary works wherever it is copied: the rulebook is compiled in, nothing is looked up
/// in the build folder, and the libraries it loads are the toolchain's, not the build's.
@Suite struct InstalledBinaryTests {
    /// The built `thumbrule` copied into a scratch `bin/`.
    func installedCopy(_ folder: ScratchFolder) throws -> String {
        let bin = folder.absolute("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let copy = bin + "/thumbrule"
        try FileManager.default.copyItem(atPath: CLI.executable, toPath: copy)
        return copy
    }

    /// Runs `executable` in `directory` with an environment that holds only PATH: no
    /// `THUMBRULE_*` and nothing that points back at the package.
    func run(_ executable: String, _ arguments: [String], in directory: String) throws -> CLI.Result {
        // A binary just copied can be "text file busy" for a moment: another test's process,
        // forked while the copy was open for writing, still holds it. Wait for it to let go.
        for attempt in 1... {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.environment = ["PATH": "/usr/bin:/bin"]
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            do {
                try process.run()
            } catch let error as NSError where error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY) && attempt < 50 {
                Thread.sleep(forTimeInterval: 0.1)
                continue
            }
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return CLI.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
        }
        fatalError("unreachable: the loop returns or throws")
    }

    @Test func aCopyRunsFromAnotherFolderWithAClearedEnvironment() throws {
        let folder = try ScratchFolder(), elsewhere = try ScratchFolder()
        let copy = try installedCopy(folder)
        let rules = try run(copy, ["rules"], in: elsewhere.path)
        #expect(rules.status == 0, "\(rules.stderr)")
        #expect(rules.stdout.split(separator: "\n").count == Rulebook.bundled.rules.count)
        #expect(Rulebook.bundled.rules.count > 100)

        let showcase = CLI.packageRoot + "/Examples/Showcase"
        let installed = try run(copy, ["check", showcase, "--format", "json"], in: elsewhere.path)
        let built = try run(CLI.executable, ["check", showcase, "--format", "json"], in: elsewhere.path)
        #expect(installed.status == 1 && installed.stdout == built.stdout, "\(installed.stderr)")
        #expect(installed.stdout.contains("type-scale.swiftui-fixed-size"))

        let lint = try run(copy, ["rulebook", "lint"], in: elsewhere.path)
        #expect(lint.status == 0 && lint.stderr.contains("0 problems"), "\(lint.stderr)")
    }

    /// A SwiftPM resource bundle is found through a path baked into the binary, and the
    /// accessor stops the process when the bundle is not there: no target the binary links may have one.
    @Test func theBinaryNamesNoResourceBundle() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLI.executable))
        #expect(data.range(of: Data("Thumbrule_Thumbrule".utf8)) == nil)
        #expect(Rulebook.bundledSources.count > 20 && Rulebook.bundled.issues.isEmpty)
        #expect(!CitationTable.bundled.guidelines.isEmpty)
    }

    #if os(Linux)
    /// Every shared library the copy loads resolves, and none from the build folder.
    @Test func sharedLibrariesResolveOutsideTheBuildFolder() throws {
        let folder = try ScratchFolder()
        let copy = try installedCopy(folder)
        let ldd = try run("/usr/bin/ldd", [copy], in: folder.path)
        #expect(ldd.status == 0)
        let lines = ldd.stdout.split(separator: "\n")
        #expect(lines.contains { $0.contains("libswiftCore") })
        #expect(!lines.contains { $0.contains("not found") }, "\(ldd.stdout)")
        #expect(!lines.contains { $0.contains(CLI.packageRoot + "/.build") }, "\(ldd.stdout)")
    }
    #endif
}
