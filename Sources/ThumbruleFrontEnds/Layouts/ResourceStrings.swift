import Foundation

/// The `<string>` resources of a `res/values*/strings.xml` file, by name, with Android's escapes
/// decoded (`\u0024` is `$`, `\'` is `'`) and a value wrapped in double quotes unwrapped. A
/// string that holds markup (`<b>`, `<xliff:g>`) is left out: its text is split across elements.
public struct ResourceStrings: Sendable {
    public let strings: [String: String]

    public init(bytes: [UInt8]) throws(XMLReadError) {
        let tree = try XMLTree(bytes: bytes)
        var strings: [String: String] = [:]
        for element in tree.elements where element.name == "string" && element.depth == 1 && element.children.isEmpty {
            guard let name = element.attribute("name") else { continue }
            var text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
            strings[name] = StringEscapes.decode(text)
        }
        self.strings = strings
    }
}
