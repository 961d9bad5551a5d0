import Foundation
import Testing
import ThumbruleRules

/// Thumbrule reads the projects it checks and nothing more: `check` leaves every file and
/// folder of the tree as it found them (only `.thumbrule/` may change), and no command runs
/// the project's code or build scripts (issue 20, item 4).
@Suite struct NeverWriteTests {
    /// What a file or folder looks like on disk: kind, size, modification time and content hash.
    struct Entry: Equatable, CustomStringConvertible {
        var isFolder: Bool
        var size: Int
        var modified: Date
        var hash: String

        var description: String { "\(isFolder ? "folder" : "file") \(size) bytes, modified \(modified.timeIntervalSince1970), \(hash)" }
    }

    /// Every entry below `root` (folders too, so a file created and deleted again still shows
    /// in its folder's modification time), by relative path.
    static func listing(_ root: String) throws -> [String: Entry] {
        var entries: [String: Entry] = [:]
        let manager = FileManager.default
        let enumerator = manager.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let full = (root as NSString).appendingPathComponent(relative)
            let attributes = try manager.attributesOfItem(atPath: full)
            let isFolder = attributes[.type] as? FileAttributeType == .typeDirectory
            let data = isFolder ? Data() : try Data(contentsOf: URL(fileURLWithPath: full))
            entries[relative] = Entry(isFolder: isFolder, size: data.count, modified: attributes[.modificationDate] as? Date ?? .distantPast,
                                      hash: SHA256.hex(data))
        }
        let rootAttributes = try manager.attributesOfItem(atPath: root)
        entries["."] = Entry(isFolder: true, size: 0, modified: rootAttributes[.modificationDate] as? Date ?? .distantPast, hash: "")
        return entries
    }

    /// The entries that differ between two listings, leaving out `.thumbrule/` (where review
    /// archives and the cache belong) and the `.thumbrule` folder's own time.
    static func changes(_ before: [String: Entry], _ after: [String: Entry]) -> [String] {
        Set(before.keys).union(after.keys).sorted().filter { path in
            path != ".thumbrule" && !path.hasPrefix(".thumbrule/") && before[path] != after[path]
        }.map { "\($0): \(before[$0].map(\.description) ?? "absent") -> \(after[$0].map(\.description) ?? "absent")" }
    }

    /// A copy of the Showcase with the build files that run code when a build tool opens them.
    /// `markers` is a folder outside the tree: each file, run by the tool it belongs to,
    /// would leave a file there (and one named `ran-*` beside itself).
    static func projectWithBuildScripts(markers: String) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let showcase = CLI.packageRoot + "/Examples/Showcase"
        for name in try FileManager.default.contentsOfDirectory(atPath: showcase) {
            try FileManager.default.copyItem(atPath: showcase + "/" + name, toPath: folder.absolute(name))
        }
        func touch(_ name: String) -> String { "\(markers)/\(name)" }
        try folder.write("Package.swift", """
            // swift-tools-version:5.9
            import Foundation
            import PackageDescription
            FileManager.default.createFile(atPath: "\(touch("package-manifest"))", contents: nil)
            FileManager.default.createFile(atPath: "ran-package-manifest", contents: nil)
            let package = Package(name: "Showcase", targets: [.executableTarget(name: "Showcase", path: "Showcase")])
            """)
        try folder.write("Showcase/Generated/main.swift", """
            import Foundation
            FileManager.default.createFile(atPath: "\(touch("swift-top-level"))", contents: nil)
            """)
        try folder.write("Showcase.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tS1 = {isa = PBXShellScriptBuildPhase; shellPath = /bin/sh; shellScript = "touch \(touch("xcode-run-script")) ran-xcode-run-script\\n"; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = Showcase; productType = "com.apple.product-type.application"; };
            \t\tG1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (T1, ); };
            \t};
            \trootObject = P1;
            }
            """)
        try folder.write("android/settings.gradle.kts", """
            java.io.File("\(touch("gradle-settings"))").writeText("ran")
            include(":app")
            """)
        try folder.write("android/build.gradle", """
            new File('\(touch("gradle-groovy"))').text = 'ran'
            """)
        try folder.write("android/app/build.gradle.kts", """
            java.io.File("\(touch("gradle-script"))").writeText("ran")
            plugins { id("com.android.application") }
            tasks.register<Exec>("mark") { commandLine("touch", "\(touch("gradle-task"))") }
            android { compileSdk = 35 }
            """)
        try folder.write("android/gradlew", "#!/bin/sh\ntouch \(touch("gradle-wrapper")) ran-gradle-wrapper\n")
        try folder.write("Podfile", "system('touch \(touch("podfile"))')\ntarget 'Showcase' do\nend\n")
        try folder.write("package.json", #"{"name": "showcase", "scripts": {"preinstall": "touch \#(touch("npm-preinstall"))", "postinstall": "touch ran-npm"}}"#)
        try folder.write("Makefile", "all:\n\ttouch \(touch("makefile"))\n")
        for script in ["android/gradlew"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.absolute(script))
        }
        return folder
    }

    @Test func checkWritesNothingInsideTheCheckedTree() throws {
        let markers = try ScratchFolder()
        let project = try Self.projectWithBuildScripts(markers: markers.path)
        let outside = try ScratchFolder()
        let baseline = outside.absolute("baseline.json")
        let runs: [[String]] = [
            ["check", project.path],
            ["check", project.path, "-f", "json"],
            ["check", project.path, "-f", "sarif", "--jobs", "1"],
            ["check", project.path, "--write-baseline", baseline],
            ["check", project.path, "--baseline", baseline, "--strict-baseline"],
            ["check", "."],
        ]
        let before = try Self.listing(project.path)
        for arguments in runs {
            let result = try CLI.run(arguments, in: arguments.last == "." ? project.path : CLI.packageRoot)
            #expect([0, 1].contains(result.status), "\(arguments): \(result.stderr)")
            let changes = Self.changes(before, try Self.listing(project.path))
            #expect(changes.isEmpty, "\(arguments) changed the tree: \(changes)")
        }
        #expect(FileManager.default.fileExists(atPath: baseline), "the baseline went where it was asked to, outside the tree")
        #expect(try FileManager.default.contentsOfDirectory(atPath: markers.path).isEmpty)
    }

    /// Every command that reads a project, including those that write briefs, archives and
    /// skills by design, on a tree whose build files would leave a marker if anything ran them.
    @Test func noCommandRunsProjectCodeOrBuildScripts() throws {
        let markers = try ScratchFolder()
        let project = try Self.projectWithBuildScripts(markers: markers.path)
        let mcpInput = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"check","arguments":{"paths":["."]}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"review","arguments":{"paths":["."],"archive":false}}}"#,
        ].joined(separator: "\n") + "\n"
        let runs: [(arguments: [String], input: String?)] = [
            (["check", "."], nil),
            (["check", "android"], nil),
            (["review", ".", "--no-archive"], nil),
            (["review", "."], nil),
            (["doctor"], nil),
            (["spec"], nil),
            (["config", "--print", "."], nil),
            (["mcp"], mcpInput),
            (["init"], nil),
            (["install", "--agent", "claude"], nil),
        ]
        for run in runs {
            let result = try CLI.run(run.arguments, in: project.path, input: run.input)
            #expect(result.status >= 0 && result.status <= 2, "\(run.arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"), "\(run.arguments): \(result.stderr)")
        }
        let marked = try FileManager.default.contentsOfDirectory(atPath: markers.path)
        #expect(marked.isEmpty, "project code ran: \(marked)")
        let ranInside = try Self.listing(project.path).keys.filter { ($0 as NSString).lastPathComponent.hasPrefix("ran-") }
        #expect(ranInside.isEmpty, "project code ran: \(ranInside)")

        // The fixture is live: run by hand, the Gradle wrapper leaves its marker.
        let wrapper = Process()
        wrapper.executableURL = URL(fileURLWithPath: "/bin/sh")
        wrapper.arguments = [project.absolute("android/gradlew")]
        wrapper.currentDirectoryURL = URL(fileURLWithPath: project.absolute("android"))
        try wrapper.run()
        wrapper.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: markers.absolute("gradle-wrapper")))
    }

    /// The listing sees what the test relies on: a file written and removed again shows in its
    /// folder, and a rewrite with the same bytes shows in the modification time.
    @Test func listingSeesWritesThatLeaveNoFile() throws {
        let folder = try ScratchFolder()
        try folder.write("App/A.swift", "let a = 1\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: folder.absolute("App"))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: folder.absolute("App/A.swift"))
        let before = try Self.listing(folder.path)
        try folder.write("App/tmp", "x")
        try FileManager.default.removeItem(atPath: folder.absolute("App/tmp"))
        let created = Self.changes(before, try Self.listing(folder.path))
        #expect(created.map { $0.prefix(4) } == ["App:"], "\(created)")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: folder.absolute("App"))
        try folder.write("App/A.swift", "let a = 1\n")
        let rewritten = Self.changes(before, try Self.listing(folder.path))
        #expect(rewritten.map { $0.prefix(12) } == ["App/A.swift:"], "\(rewritten)")
    }
}
