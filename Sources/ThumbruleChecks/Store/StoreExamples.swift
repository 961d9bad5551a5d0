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
}
