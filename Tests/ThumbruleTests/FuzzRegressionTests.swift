import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ThumbruleCore
@testable import ThumbruleFrontEnds

/// Inputs the fuzz targets in fuzz/ found crashing a reader, each kept as a test.
@Suite struct FuzzRegressionTests {
    /// An `.xcconfig` including another file many times, which includes itself as often: each
    /// include was read afresh, so the reading grew as the count of includes to the power of the
    /// depth and the fuzzer's run hung. Each file is now read once.
    @Test func xcconfigIncludedManyTimesIsReadOnce() {
        let includes = String(repeating: "#include \"Shared.xcconfig\"\n", count: 400)
        let files = ["Config/App.xcconfig": includes + "FLAG = NO\n", "Config/Shared.xcconfig": includes + "FLAG = YES\nOTHER = 1\n"]
        let settings = ReleaseSwitches.fileSettings("Config/App.xcconfig", files: files)
        #expect(settings["FLAG"] == "NO")
        #expect(settings["OTHER"] == "1")
    }

    /// A binary plist `{"k": set(["x"])}` laid out by hand: header, four objects (a one-entry
    /// dictionary, its key, a one-element set, the element), the offset table and the trailer.
    static let binaryPlistWithSet: Data = {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object: [UInt8] in [[0xD1, 1, 2], [0x51, 0x6B], [0xC1, 3], [0x51, 0x78]] {
            offsets += [0, UInt8(bytes.count)]
            bytes += object
        }
        let table = UInt8(bytes.count)
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 2, 1] + [0, 0, 0, 0, 0, 0, 0, 4] + [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, 0, table]
        return Data(bytes)
    }()

    /// swift-corelibs-foundation crashed the whole run (SIGSEGV) bridging a set out of a binary plist.
    @Test func binaryPlistHoldingASetIsRefusedNotACrash() throws {
        #expect(PropertyList.holdsBinarySet(Self.binaryPlistWithSet))
        #expect(throws: PropertyListError.self) { try PropertyList(path: "App/Info.plist", data: Self.binaryPlistWithSet) }
        #expect(throws: PropertyListError.self) { try XcodeProject(path: "App.xcodeproj/project.pbxproj", data: Self.binaryPlistWithSet) }

        let folder = try ScratchFolder()
        try folder.write("App/Info.plist", Self.binaryPlistWithSet)
        try folder.write("App/Title.swift", EngineTests.fixedFont)
        let report = try check(folder)
        #expect(report.findings.contains { $0.position.path == "App/Info.plist" && $0.checkId == ToolNotice.unreadableInput })
        #expect(report.findings.contains { $0.position.path == "App/Title.swift" && $0.ruleId == "type-scale" })
    }

    /// The guard reads only sets: other binary plists, and ones whose trailer does not fit, go to Foundation.
    @Test func otherBinaryPlistsStillRead() throws {
        let binary = try PropertyListSerialization.data(fromPropertyList: ["UIBackgroundModes": ["audio"], "Count": 3], format: .binary, options: 0)
        #expect(!PropertyList.holdsBinarySet(binary))
        #expect(try PropertyList(path: "Info.plist", data: binary).strings("UIBackgroundModes") == ["audio"])
        var badTrailer = [UInt8](Self.binaryPlistWithSet)
        badTrailer[badTrailer.count - 1] = 0xFF
        #expect(!PropertyList.holdsBinarySet(Data(badTrailer)))
        #expect(!PropertyList.holdsBinarySet(Data("bplist00".utf8)))
    }

    /// A comment that is not UTF-8 (`caf\u{E9}` in Latin-1), as a flipped byte leaves it.
    static func xml(_ body: String, declaration: String = #"<?xml version="1.0" encoding="utf-8"?>"#) -> [UInt8] {
        Array((declaration + "\n<!-- caf").utf8) + [0xE9] + Array(" -->\n\(body)\n".utf8)
    }

    /// FoundationXML stopped the process (SIGILL) on such a comment in a manifest (found by
    /// bench/mangle.py on a real app), a layout or a storyboard.
    @Test func xmlCommentThatIsNotUTF8IsRefusedNotACrash() throws {
        let manifest = Self.xml(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#)
        #expect(throws: XMLReadError(line: 2, column: 9, message: "not valid UTF-8")) { try AndroidManifest(bytes: manifest) }
        #expect(throws: XMLReadError.self) { try LayoutFile(bytes: Self.xml("<LinearLayout/>"), path: "app/src/main/res/layout/a.xml") }
        // A broken declaration naming an unknown encoding does not make the parser convert (fuzz/ found this).
        let undeclared = Self.xml("<LinearLayout/>", declaration: #"<?xml veroisn="1.0" encoding="utf-0"?>"#)
        #expect(throws: XMLReadError.self) { try XMLTree(bytes: undeclared) }
        // UTF-16 with its byte-order mark is converted to UTF-8 by the reader, so it is read.
        let utf16: [UInt8] = [0xFF, 0xFE] + "<LinearLayout/>\n".utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try XMLTree(bytes: utf16).elements.map(\.name) == ["LinearLayout"])

        let folder = try ScratchFolder()
        try folder.write("App/Main.storyboard", Data(Self.xml(#"<document initialViewController="a"><scenes><scene><objects><viewController id="a" customClass="StartController"/></objects></scene></scenes></document>"#)))
        try folder.write("App/Start.swift", "import UIKit\nclass StartController: UIViewController {}\n")
        _ = try check(folder)

        let android = try ScratchFolder()
        try android.write("settings.gradle.kts", "include(\":app\")\n")
        try android.write("app/build.gradle.kts", "plugins { id(\"com.android.application\") }\n")
        try android.write("app/src/main/AndroidManifest.xml", Data(manifest))
        let notices = try check(android).findings.filter { $0.checkId == ToolNotice.unreadableInput }
        #expect(notices.map(\.position.path) == ["app/src/main/AndroidManifest.xml"])
        #expect(notices.first?.message.contains("not valid UTF-8") == true)
    }

    /// SwiftParser's recovery from hundreds of unclosed `(` takes seconds (a fuzzed 796-byte line
    /// leaving 411 open took 4.5 s); such a file is skipped, and a few open ones are not.
    @Test func manyUnclosedParenthesesAreSkippedNotParsed() throws {
        let opened = String(repeating: "a.b(!c (", count: 40)
        #expect(SwiftFile.unclosedParentheses(in: opened) == 80)
        #expect(SwiftFile.parserTrap(in: opened)?.contains("80 '(' unclosed") == true)
        #expect(SwiftFile.parserTrap(in: opened + String(repeating: ")", count: 80)) == nil)
        #expect(SwiftFile.parserTrap(in: "let smile = \"" + String(repeating: ":(", count: 29) + "\"") == nil)

        let folder = try ScratchFolder()
        try folder.write("App/Trap.swift", opened + "\n")
        let notice = try check(folder).findings.first { $0.position.path == "App/Trap.swift" }
        #expect(notice?.checkId == ToolNotice.skippedFile)
    }

    /// SwiftParser's time doubles with each `[` of a run (a fuzzed 1 KB file with 110 of them
    /// never finished); such a file is skipped with a notice before it is parsed.
    @Test func longRunOfOpeningBracketsIsSkippedNotParsed() throws {
        let run = String(repeating: "[", count: 24)
        #expect(SwiftFile.bracketTrap(in: "let x = \(run)e") == 24)
        #expect(SwiftFile.bracketTrap(in: "let x = [ [\n[ /* a /* nested */ comment */ [ // line\n" + run) == 28)
        #expect(SwiftFile.bracketTrap(in: "let grid: " + String(repeating: "[", count: 12) + "Int" + String(repeating: "]", count: 12)) == nil)
        #expect(SwiftFile.bracketTrap(in: "let x = " + String(repeating: "[a, ", count: 40)) == nil)
        // A `/*` inside a string opens no comment: the run after it is parsed and counts.
        #expect(SwiftFile.bracketTrap(in: "let s = \"a /* b\"\nlet x = \(run)e") == 24)

        let folder = try ScratchFolder()
        try folder.write("App/Trap.swift", "let x = \(run)e\n")
        try folder.write("App/Title.swift", EngineTests.fixedFont)
        let report = try check(folder)
        let notice = report.findings.first { $0.position.path == "App/Trap.swift" }
        #expect(notice?.checkId == ToolNotice.skippedFile)
        #expect(notice?.message.contains("24 '[' in a row") == true, "\(String(describing: notice))")
        #expect(report.findings.contains { $0.position.path == "App/Title.swift" && $0.ruleId == "type-scale" })
    }

    /// A Swift file git-crypt keeps encrypted (its bytes start `\0GITCRYPT\0`) is skipped without
    /// a notice: the project means it to be unreadable here; other binary files keep theirs.
    @Test func gitCryptFileIsSkippedQuietly() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Secrets.swift", Data("\0GITCRYPT\0".utf8) + Data([0xC6, 0xC4, 0x70, 0x12, 0x00, 0x8D]))
        try folder.write("App/Blob.swift", Data([0x00, 0x01, 0x02]))
        try folder.write("App/Title.swift", EngineTests.fixedFont)
        let report = try check(folder)
        #expect(!report.findings.contains { $0.position.path == "App/Secrets.swift" })
        #expect(report.findings.contains { $0.position.path == "App/Blob.swift" && $0.checkId == ToolNotice.skippedFile })
        #expect(report.findings.contains { $0.position.path == "App/Title.swift" && $0.ruleId == "type-scale" })
    }

    /// A processing instruction with no data (`<?xml?>`, `<?foo?>`) reached FoundationXML as a
    /// null pointer and stopped the process (found by the manifest fuzz target).
    @Test func processingInstructionWithoutDataIsRefusedNotACrash() throws {
        #expect(throws: XMLReadError(line: 2, column: 11, message: "a processing instruction with no data")) {
            try AndroidManifest(bytes: Array("<?xml version=\"1.0\"?>\n<manifest><?foo?></manifest>\n".utf8))
        }
        #expect(throws: XMLReadError.self) { try LayoutFile(bytes: Array("<?xml?>\n<LinearLayout/>\n".utf8), path: "res/layout/a.xml") }
        #expect(try XMLTree(bytes: Array("<?xml version=\"1.0\"?>\n<?foo bar?><a/>\n".utf8)).elements.map(\.name) == ["a"])
        let folder = try ScratchFolder()
        try folder.write("App/Main.storyboard", "<?xml?>\n<document initialViewController=\"a\"/>\n")
        try folder.write("App/Start.swift", "import UIKit\nclass StartController: UIViewController {}\n")
        _ = try check(folder)
    }

    /// A constructor cut after a modifier (`class A(private `) read one token past the end of
    /// the file (found by the kotlin fuzz target).
    @Test func kotlinConstructorCutAfterAModifierIsReadNotACrash() {
        for text in ["class AccountRepository(private ", "class A(val", "class A(private val x: Int, override "] {
            #expect(KotlinFile(text).types.map(\.name).first == text.split(separator: " ")[1].split(separator: "(")[0].description)
        }
    }

    /// Stopping the parse at its first error (to spare the memory FoundationXML keeps per
    /// error) made libxml2 2.9 read freed memory while it switched encodings for this XML
    /// declaration (SIGSEGV, found by the layout fuzz target). The reader keeps the first error
    /// and lets the parse run to its end: here `b` and `c` are still read after the error on `a`.
    @Test func xmlReaderKeepsTheFirstErrorAndFinishesTheParse() throws {
        let stopped = try #require(Data(base64Encoded: "PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0idXRmLTciPz4KPExpbmVhckxhbyBsdHl4bXVuczphbmRyaW9kPSJodHRwOi8vc2NoZW1hAAAAAAAAAANzLmFuZHJvaWQuY29tL2E8P3htbCB2ZXJzaWtuPSIxLnAiIGVucGsvcmVjcw=="))
        #expect(throws: XMLReadError.self) { try LayoutFile(bytes: Array(stopped), path: "res/layout/a.xml") }

        let bytes = Array("<a x:p=\"1\">\n  <b y:q=\"2\"/>\n  <c z:r=\"3\"/>\n</a>\n".utf8)
        let delegate = XMLTree.Delegate(bytes: bytes, lines: LineTable(bytes))
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = delegate
        _ = parser.parse()
        #expect(delegate.elements.map(\.name) == ["a", "b", "c"])
        #expect(delegate.error?.line == 1)
        #expect(throws: XMLReadError.self) { try LayoutFile(bytes: bytes, path: "res/layout/a.xml") }
    }

    /// FoundationXML on Linux loses 72 bytes for every error libxml2 reports (the domain string
    /// of the `CFError` it makes, never released), and libxml2 recovers and reports on: the
    /// layout and manifest fuzz targets grew by gigabytes in a million executions. Once the
    /// document starts the reader takes libxml2's reports itself (`LibXMLErrorRoute`), and it
    /// reads the XML declaration, the encoding and NULs before the parse, so that no report is
    /// made before: none reaches FoundationXML, and the first error is still the one kept.
    @Test func xmlErrorsNeverReachFoundationXML() throws {
        let malformed = [
            "<a x:p=\"1\">\n  <b y:q=\"2\"/>\n  <c z:r=\"3\"/>\n</a>\n",
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<a><b></a>",
            "<?xml version=\"1.0\" encoding=\"utf-7\"?>\n<a>&bogus;<b x=1></a><?xml version=\"1.0\"?>",
            "  <?xml version=\"1.0\"?><a/>",
            "hello",
            "<?xmlstyle x?><a><<<</a></a>",
        ]
        for text in malformed {
            let input = XMLTree.parserInput(Array(text.utf8))
            #expect(input.refusal == nil, "\(text)")
            let delegate = XMLTree.Delegate(bytes: input.bytes, lines: LineTable(input.bytes))
            let parser = XMLParser(data: Data(input.bytes))
            parser.delegate = delegate
            _ = parser.parse()
            #expect(delegate.error != nil, "\(text)")
            #if canImport(FoundationXML) && os(Linux)
            #expect(delegate.reportsThroughFoundation == 0, "\(text)")
            #endif
            #expect(throws: XMLReadError.self) { try XMLTree(bytes: Array(text.utf8)) }
        }
        #expect(throws: XMLReadError(line: 1, column: 11, message: "not well-formed XML (XMLParser error 201)")) {
            try XMLTree(bytes: Array(malformed[0].utf8))
        }

        // What libxml2 would report before the document starts is refused before the parse.
        let refused: [(String, XMLReadError)] = [
            ("<?xml version=\"1.1\"?>\n<a/>", XMLReadError(line: 1, column: 14, message: "XML version other than 1.0")),
            ("<?xml version=\"1.0\"encoding=\"utf-8\"?>\n<a/>", XMLReadError(line: 1, column: 20, message: "malformed XML declaration")),
            ("<?xml version=\"1.0\" standalone=\"maybe\"?>\n<a/>", XMLReadError(line: 1, column: 39, message: "malformed XML declaration")),
            ("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a/>", XMLReadError(line: 1, column: 29, message: "document labelled UTF-16 but UTF-8")),
            ("<?xml version=\"1.0\"\n<a/>", XMLReadError(line: 2, column: 1, message: "malformed XML declaration")),
            ("<a>\u{0}</a>", XMLReadError(line: 1, column: 4, message: "a NUL character")),
        ]
        for (text, error) in refused {
            #expect(throws: error) { try XMLTree(bytes: Array(text.utf8)) }
        }
        #expect(throws: XMLReadError(line: 1, column: 1, message: "not valid UTF-16")) { try XMLTree(bytes: [0xFF, 0xFE, 0x3C]) }

        // A declaration that holds is blanked, keeping lines and columns; after a UTF-8 mark too.
        let declared = Array("<?xml version='1.0' encoding='UTF-8' standalone='no' ?>\n<a>\n  <b/></a>\n".utf8)
        #expect(try XMLTree(bytes: declared).elements.map(\.position.line) == [2, 3])
        #expect(try XMLTree(bytes: [0xEF, 0xBB, 0xBF] + declared).elements.map(\.name) == ["a", "b"])
        let blanked = XMLTree.parserInput(declared).bytes
        #expect(blanked.count == declared.count && blanked.starts(with: Array(String(repeating: " ", count: 55).utf8)))
        let utf16: [UInt8] = [0xFE, 0xFF] + "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a>\n<b/></a>".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try XMLTree(bytes: utf16).elements.map(\.position.line) == [2, 3])
    }

    /// The storyboard and xib reader behind the entry points (`InterfaceBuilderDocument`) drove
    /// FoundationXML's `XMLParser` itself, so every libxml2 error of a malformed document cost
    /// the 72 bytes `xmlErrorsNeverReachFoundationXML` is about (242 bytes a parse of a
    /// storyboard under a broken declaration, 1,170 of a xib with broken tags). It now reads
    /// through `XMLTree`, as `InterfaceBuilderFile` does: what that refuses is left unread, and
    /// a well-formed document gives the same classes, first screen and colours.
    @Test func storyboardReaderUsesTheXMLTreeReader() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document targetRuntime="iOS.CocoaTouch" initialViewController="nav">
              <scenes>
                <scene><objects>
                  <navigationController id="nav"><connections>
                    <segue destination="home" kind="relationship" relationship="rootViewController" id="s1"/>
                  </connections></navigationController>
                </objects></scene>
                <scene><objects>
                  <viewController id="home" customClass="HomeController"><view key="view" id="v1">
                    <color key="backgroundColor" name="Paper"/>
                  </view></viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="p1" customClass="Owner"/>
                </objects></scene>
              </scenes>
              <resources><namedColor name="Ink"/></resources>
            </document>
            """
        let document = try #require(InterfaceBuilderDocument(data: Data(storyboard.utf8)))
        #expect(document.customClasses == ["HomeController"])
        #expect(document.initialClasses == ["HomeController"])
        #expect(document.colorNames == ["Paper", "Ink"])

        let malformed = [
            "<?xml versoin=\"1.0\"?>\n<document initialViewController=\"a\"><viewController id=\"a\" customClass=\"A\"/></document>",
            "<document><view id=\"a\" customClass=\"A\" x:y=\"1\"><label text=\"a & b\"></labl></vew>",
            "<document><viewController id=\"a\" customClass=\"A\">\u{0}</viewController></document>",
        ]
        for text in malformed {
            #expect(InterfaceBuilderDocument(data: Data(text.utf8)) == nil, "\(text)")
            #expect(throws: XMLReadError.self) { try XMLTree(bytes: Array(text.utf8)) }
        }
    }

    /// `PropertyListSerialization` on Linux loses the `CFError` Core Foundation makes for each
    /// list it cannot read (about 600 bytes a parse of a malformed `project.pbxproj`): the
    /// pbxproj fuzz target grew to 485 MB in 862,352 executions. `PropertyList.object(from:)`
    /// asks Core Foundation first and releases its error; Foundation sees only what it reads.
    @Test func unreadablePropertyListsAreRefusedBeforeFoundation() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tA1 = {isa = PBXProject; targets = (); mainGroup = B1; };
            \t\tB1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t};
            \trootObject = A1;
            }
            """
        let broken = [
            String(project.prefix(60)),
            project.replacingOccurrences(of: "\"<group>\";", with: "\"<group>;"),
            project.replacingOccurrences(of: "isa = PBXGroup;", with: "isa = PBXGroup;; = ;"),
            "<?xml version=\"1.0\"?><plist><dict><key>a</key></plist>",
        ]
        #if os(Linux)
        #expect(CoreFoundationPropertyList.functions != nil)
        #expect(CoreFoundationPropertyList.reads(Data(project.utf8)) == true)
        for text in broken { #expect(CoreFoundationPropertyList.reads(Data(text.utf8)) == false, "\(text)") }
        #endif
        for text in broken {
            #expect(throws: (any Error).self) { try PropertyList.object(from: Data(text.utf8)) }
        }
        let read = try #require(try PropertyList.object(from: Data(project.utf8)) as? [String: Any])
        #expect((read["objects"] as? [String: [String: Any]])?.count == 2)
        #expect(try XcodeProject(path: "App.xcodeproj/project.pbxproj", data: Data(project.utf8)).targets.isEmpty)
    }
}
