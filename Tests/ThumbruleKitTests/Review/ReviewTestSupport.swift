import Foundation
@testable import ThumbruleKit

/// A throwaway project folder for the brief, review and install tests.
final class TempProject {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "thumbrule-review-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) throws {
        let full = absolute(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
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

    /// A small SwiftUI app: one screen with a primary button, loading and empty branches,
    /// a detail view it shows, and an Info.plist.
    static func app() throws -> TempProject {
        let project = try TempProject()
        try project.write("App/Info.plist", PlistExamples.infoPlist([:]))
        try project.write("App/RecipesView.swift", """
        import SwiftUI

        struct RecipesView: View {
            @State private var recipes: [String] = []
            @State private var isLoading = true

            var body: some View {
                NavigationStack {
                    if isLoading {
                        ProgressView()
                    } else if recipes.isEmpty {
                        ContentUnavailableView("No recipes", systemImage: "book")
                    } else {
                        List(recipes, id: \\.self) { Text($0) }
                    }
                    CookBar()
                }
            }
        }
        """)
        try project.write("App/CookBar.swift", """
        import SwiftUI

        struct CookBar: View {
            var body: some View {
                Button("Start cooking") {}
                    .buttonStyle(.borderedProminent)
            }
        }
        """)
        return project
    }
}

/// Runs the built `thumbrule` executable.
enum Thumbrule {
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
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    static func run(_ arguments: [String], in directory: String = Thumbrule.packageRoot, input: String? = nil) throws -> Result {
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
