import Foundation
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

/// A scratch folder that removes itself, with helpers to lay out files.
final class ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "thumbrule-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, Data(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> String {
        let full = (path as NSString).appendingPathComponent(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
        return full
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: absolute(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func absolute(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    /// Every file below the folder with its content, to prove a command wrote nothing.
    func snapshot() -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let relative = enumerator?.nextObject() as? String {
            if let text = read(relative) { files[relative] = text }
        }
        return files
    }

    func link(_ relative: String, to destination: String) throws {
        let full = (path as NSString).appendingPathComponent(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: destination)
    }
}

/// Runs the built `thumbrule` executable and captures its output.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var executable: String {
        let folder = Bundle.main.bundleURL.path
        let candidates = [folder + "/thumbrule", (folder as NSString).deletingLastPathComponent + "/thumbrule"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    static func run(_ arguments: [String], in directory: String = CLI.packageRoot, input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Runs the engine over files on disk under a scratch folder.
func check(_ folder: ScratchFolder, configuration: Configuration = Configuration(), jobs: Int = 2) throws -> Engine.Report {
    let input = try ProjectInput(paths: [folder.path], currentDirectory: folder.path, configuration: configuration)
    return Engine(configuration: configuration, checks: CheckRegistry.all, jobs: jobs).run(files: input.files, root: input.root)
}
