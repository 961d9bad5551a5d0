import ThumbruleCore

/// Builds small XML property lists for check examples.
enum PlistExamples {
    static func infoPlist(_ entries: [String: String], arrays: [String: [String]] = [:],
                          dictionaries: [String: [String: String]] = [:]) -> String {
        var body = ""
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            body += "    <key>\(key)</key>\n    <string>\(value)</string>\n"
        }
        for (key, dictionary) in dictionaries.sorted(by: { $0.key < $1.key }) {
            body += "    <key>\(key)</key>\n    <dict>\n"
            for (inner, value) in dictionary.sorted(by: { $0.key < $1.key }) {
                body += "        <key>\(inner)</key>\n        <string>\(value)</string>\n"
            }
            body += "    </dict>\n"
        }
        for (key, values) in arrays.sorted(by: { $0.key < $1.key }) {
            body += "    <key>\(key)</key>\n    <array>\n"
            for value in values { body += "        <string>\(value)</string>\n" }
            body += "    </array>\n"
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)</dict>
        </plist>

        """
    }
}
