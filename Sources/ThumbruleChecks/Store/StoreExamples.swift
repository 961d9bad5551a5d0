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
        func settings(_ entitlements: String?) -> String {
            var lines = ["\t\t\t\tGENERATE_INFOPLIST_FILE = YES;"]
            if let entitlements { lines.append("\t\t\t\tCODE_SIGN_ENTITLEMENTS = \(entitlements);") }
            lines += infoPlistKeys.sorted { $0.key < $1.key }.map { "\t\t\t\tINFOPLIST_KEY_\($0.key) = \"\($0.value)\";" }
            return lines.joined(separator: "\n")
        }
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET); };
        \t\tMAIN = {isa = PBXGroup; children = (SOURCES); sourceTree = "<group>"; };
        \t\tSOURCES = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tTARGET = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = CONFIGURATIONS; buildPhases = (); fileSystemSynchronizedGroups = (SOURCES); };
        \t\tCONFIGURATIONS = {isa = XCConfigurationList; buildConfigurations = (DEBUG, RELEASE); };
        \t\tDEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
        \(settings(debug))
        \t\t\t}; };
        \t\tRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {
        \(settings(release))
        \t\t\t}; };
        \t};
        \trootObject = ROOT;
        }

        """
    }
}
