import ThumbruleCore

/// Example inputs the store checks share.
enum StoreExamples {
    /// An entitlements plist with these keys: a string value, or an array when it has several.
    static func entitlements(_ entries: [String: [String]]) -> String {
        var body = ""
        for (key, values) in entries.sorted(by: { $0.key < $1.key }) {
            if key == "com.apple.developer.applesignin" || key == "com.apple.developer.associated-domains"
                || key == "com.apple.security.application-groups" {
                body += "    <key>\(key)</key>\n    <array>\n" + values.map { "        <string>\($0)</string>\n" }.joined() + "    </array>\n"
            } else {
                body += "    <key>\(key)</key>\n    <string>\(values.first ?? "")</string>\n"
            }
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \(body)</dict>
        </plist>

        """
    }

    /// A `project.pbxproj` with one app target `App` (synchronized folder `App/`) whose Debug
    /// and Release configurations sign with the given entitlements files (nil: none).
    static func project(debug: String?, release: String?, infoPlistKeys: [String: String] = [:]) -> String {
        func settings(_ entitlements: String?) -> [String: String] {
            var settings = XcodeProjectExamples.infoPlistSettings(infoPlistKeys)
            settings["CODE_SIGN_ENTITLEMENTS"] = entitlements
            return settings
        }
        return XcodeProjectExamples.project(configurations: [("Debug", settings(debug)), ("Release", settings(release))])
    }

    /// A `project.pbxproj` with an app target `App` (folder `App/`) and an App Clip target `Clip`
    /// (folder `Clip/`), each signing every configuration with the given entitlements file.
    static func projectWithAppClip(app: String, clip: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, CLIP); };
        \t\tMAIN = {isa = PBXGroup; children = (APPSOURCES, CLIPSOURCES); sourceTree = "<group>"; };
        \t\tAPPSOURCES = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tCLIPSOURCES = {isa = PBXFileSystemSynchronizedRootGroup; path = Clip; sourceTree = "<group>"; };
        \t\tAPP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = APPCONFIGS; buildPhases = (); fileSystemSynchronizedGroups = (APPSOURCES); };
        \t\tCLIP = {isa = PBXNativeTarget; name = Clip; productType = "com.apple.product-type.application.on-demand-install-capable"; buildConfigurationList = CLIPCONFIGS; buildPhases = (); fileSystemSynchronizedGroups = (CLIPSOURCES); };
        \t\tAPPCONFIGS = {isa = XCConfigurationList; buildConfigurations = (APPRELEASE); };
        \t\tCLIPCONFIGS = {isa = XCConfigurationList; buildConfigurations = (CLIPRELEASE); };
        \t\tAPPRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {
        \t\t\t\tCODE_SIGN_ENTITLEMENTS = "\(app)";
        \t\t\t\tGENERATE_INFOPLIST_FILE = "YES";
        \t\t\t}; };
        \t\tCLIPRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {
        \t\t\t\tCODE_SIGN_ENTITLEMENTS = "\(clip)";
        \t\t\t\tGENERATE_INFOPLIST_FILE = "YES";
        \t\t\t}; };
        \t};
        \trootObject = ROOT;
        }

        """
    }
}
