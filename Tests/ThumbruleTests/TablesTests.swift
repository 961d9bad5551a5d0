import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore

/// `ThumbruleCore/Tables/` holds data: the code that reads with a table lives in `Analysis/`.
@Suite struct TablesTests {
    @Test func tablesDeclareNoFunctions() throws {
        let folder = "Sources/ThumbruleCore/Tables"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for name in files {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            let index = SwiftFileIndex(SwiftFile.parse(text))
            #expect(index.functions.isEmpty, "\(name) declares \(index.functions.map(\.name.text))")
        }
    }

    /// The Xcode product types the project reader, the target kinds and the shipping targets
    /// use all come from `XcodeProductTypes`.
    /// Dependency names are matched lowercased, and each SDK answers for keys the check knows
    /// (or for any key, a permission library).
    @Test func permissionSDKsNameLowercasedPackagesAndPurposeKeys() {
        let known = Set(PurposeStringUsers.all.map(\.key))
        var seen = Set<String>()
        for sdk in PurposeStringSDKs.all {
            for name in sdk.names {
                #expect(name == name.lowercased(), "\(name)")
                #expect(seen.insert(name).inserted, "\(name) is listed twice")
            }
            #expect(sdk.keys.contains(where: known.contains) || sdk.keys.isEmpty, "\(sdk.names)")
        }
    }

    @Test func productTypesMapToKinds() {
        #expect(TargetKind.fromProductType(XcodeProductTypes.application) == .app)
        #expect(TargetKind.fromProductType("com.apple.product-type.application.watchapp2") == .watchApp)
        #expect(TargetKind.fromProductType("com.apple.product-type.watchkit2-extension") == .watchApp)
        #expect(TargetKind.fromProductType("com.apple.product-type.app-extension") == .appExtension(.other))
        #expect(TargetKind.fromProductType("com.apple.product-type.bundle.unit-test") == .tests)
        #expect(TargetKind.fromProductType("com.apple.product-type.tool") == nil)
    }
}
