import Foundation
import Testing

/// Cut and corrupted files, as `bench/mangle.py` makes them on real apps, here on the
/// examples from a fixed seed: every run ends with exit 0 or 1 and JSON output, and a file
/// Thumbrule cannot read is named in one of its notices (issue 20, item 2).
@Suite struct MangleTests {
    /// SplitMix64: a small generator whose sequence is the same on every platform and run.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE5_E4B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
    }

    enum Damage: CaseIterable { case cut, flip, cutAndFlip, nul, badUTF8 }

    static func damage(_ data: Data, _ kind: Damage, _ random: inout Generator) -> Data {
        var bytes = [UInt8](data)
        if kind == .cut || kind == .cutAndFlip { bytes = Array(bytes.prefix(random.below(bytes.count + 1))) }
        if (kind == .flip || kind == .cutAndFlip) && !bytes.isEmpty {
            for _ in 0...random.below(8) { bytes[random.below(bytes.count)] ^= UInt8(1 + random.below(255)) }
        }
        if kind == .nul { bytes.insert(0, at: random.below(bytes.count + 1)) }
        if kind == .badUTF8 { bytes.insert(contentsOf: [0xC3, 0x28], at: random.below(bytes.count + 1)) }
        return Data(bytes)
    }

    static func isText(_ data: Data) -> Bool { !data.contains(0) && String(data: data, encoding: .utf8) != nil }

    /// A scratch copy of one of the examples.
    static func copy(_ example: String) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let source = CLI.packageRoot + "/Examples/" + example
        for name in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + name, toPath: folder.absolute(name))
        }
        return folder
    }

    static func files(in folder: ScratchFolder, suffixes: [String]) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if suffixes.contains(where: relative.hasSuffix) { found.append(relative) }
        }
        return found.sorted()
    }

    /// Checks the folder as the command line does; the notices (`thumbrule.*`) by path.
    static func checkNotices(_ folder: ScratchFolder, _ label: String) throws -> [String: [String]] {
        let result = try CLI.run(["check", folder.path, "-f", "json", "--jobs", "2"])
        #expect([0, 1].contains(result.status), "\(label): exit \(result.status): \(result.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = try #require(document?["findings"] as? [[String: Any]], "\(label): \(result.stdout.prefix(300))")
        var notices: [String: [String]] = [:]
        for finding in findings {
            guard let check = finding["checkId"] as? String, check.hasPrefix("thumbrule."), let path = finding["path"] as? String else { continue }
            notices[path, default: []].append(check)
        }
        return notices
    }

    @Test func mangledShowcaseIsCheckedToTheEnd() throws {
        let folder = try Self.copy("Showcase")
        let files = Self.files(in: folder, suffixes: [".swift", ".plist"])
        #expect(files.count >= 20)
        var random = Generator(state: 20)
        var unreadableSeen = 0
        for round in 0..<4 {
            var originals: [String: Data] = [:]
            while originals.count < 8 {
                let file = files[random.below(files.count)]
                guard originals[file] == nil else { continue }
                originals[file] = try Data(contentsOf: URL(fileURLWithPath: folder.absolute(file)))
                let kind = Damage.allCases[(round + originals.count) % Damage.allCases.count]
                try folder.write(file, Self.damage(originals[file]!, kind, &random))
            }
            let notices = try Self.checkNotices(folder, "round \(round)")
            for file in originals.keys.sorted() where file.hasSuffix(".swift") {
                let data = try Data(contentsOf: URL(fileURLWithPath: folder.absolute(file)))
                guard !Self.isText(data) else { continue }
                unreadableSeen += 1
                #expect(notices[file] == ["thumbrule.skipped-file"], "round \(round): \(file) is not text: \(notices)")
            }
            #expect(Set(notices.keys).isSubset(of: originals.keys), "round \(round): a notice names a file left whole: \(notices)")
            for (file, data) in originals { try folder.write(file, data) }
        }
        #expect(unreadableSeen > 3, "the rounds made files that are not text")
    }

    /// A project file, Info.plist or manifest cut short is named, and the rest is still checked.
    @Test func cutProjectFilesAreNamedInNotices() throws {
        let showcase = try Self.copy("Showcase")
        let plist = try Data(contentsOf: URL(fileURLWithPath: showcase.absolute("Showcase/Info.plist")))
        try showcase.write("Showcase/Info.plist", plist.prefix(plist.count / 2))
        try showcase.write("Showcase.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tA1 = {isa = PBXNativeTarget; name = App")
        let notices = try Self.checkNotices(showcase, "Showcase")
        #expect(notices["Showcase/Info.plist"] == ["thumbrule.unreadable-input"], "\(notices)")
        #expect(notices["Showcase.xcodeproj/project.pbxproj"] == ["thumbrule.unreadable-input"], "\(notices)")

        let android = try Self.copy("AndroidShowcase")
        let manifest = "app/src/main/AndroidManifest.xml"
        let manifestData = try Data(contentsOf: URL(fileURLWithPath: android.absolute(manifest)))
        try android.write(manifest, manifestData.prefix(manifestData.count / 2))
        var random = Generator(state: 7)
        for file in Self.files(in: android, suffixes: [".kt"]) {
            let data = try Data(contentsOf: URL(fileURLWithPath: android.absolute(file)))
            try android.write(file, Self.damage(data, .cutAndFlip, &random))
        }
        let androidNotices = try Self.checkNotices(android, "AndroidShowcase")
        #expect(androidNotices[manifest] == ["thumbrule.unreadable-input"], "\(androidNotices)")
        // With the build scripts cut too, the app module may no longer be an app: the run still ends.
        for file in Self.files(in: android, suffixes: [".kts", ".toml"]) {
            let data = try Data(contentsOf: URL(fileURLWithPath: android.absolute(file)))
            try android.write(file, Self.damage(data, .cutAndFlip, &random))
        }
        _ = try Self.checkNotices(android, "AndroidShowcase, scripts cut")
    }
}
