import ThumbruleCore

/// Builds a minimal `project.pbxproj` for check examples: one app target named `App` whose
/// sources are the synchronized folder `App/`, with an Xcode-generated Info.plist made from
/// `INFOPLIST_KEY_*` build settings. Place it at `App.xcodeproj/project.pbxproj`.
enum XcodeProjectExamples {
    package static let path = "App.xcodeproj/project.pbxproj"

    /// `buildScript`, when given, becomes the target's one Run Script phase (no quotes in it).
    static func generatedInfoPlist(_ keys: [String: String], buildScript: String? = nil) -> String {
        let settings = keys.sorted { $0.key < $1.key }
            .map { "\t\t\t\tINFOPLIST_KEY_\($0.key) = \"\($0.value)\";" }
            .joined(separator: "\n")
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET); };
        \t\tMAIN = {isa = PBXGroup; children = (SOURCES); sourceTree = "<group>"; };
        \t\tSOURCES = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tTARGET = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = CONFIGURATIONS; buildPhases = (\(buildScript == nil ? "" : "SCRIPT")); fileSystemSynchronizedGroups = (SOURCES); };
        \t\tSCRIPT = {isa = PBXShellScriptBuildPhase; shellScript = "\(buildScript ?? "")"; };
        \t\tCONFIGURATIONS = {isa = XCConfigurationList; buildConfigurations = (DEBUG); };
        \t\tDEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \(settings)
        \t\t\t}; };
        \t};
        \trootObject = ROOT;
        }

        """
    }
}
