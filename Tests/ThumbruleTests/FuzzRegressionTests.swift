import Foundation
import Testing
@testable import ThumbruleCore

/// Inputs the fuzz targets in fuzz/ found crashing a reader, each kept as a test.
@Suite struct FuzzRegressionTests {
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
}
