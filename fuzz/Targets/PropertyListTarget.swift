import Foundation
import ThumbruleCore

/// An Info.plist in XML (seeded from the examples' plists): the reader and the key-line table.
@Sendable func fuzzPropertyList(_ bytes: [UInt8]) {
    readPropertyList(bytes, path: "App/Info.plist")
}

/// What every plist target asks of a parsed list: values and the lines of keys and strings.
func readPropertyList(_ bytes: [UInt8], path: String) {
    guard let plist = try? PropertyList(path: path, data: Data(bytes)) else { return }
    for key in plist.root.keys.sorted() {
        _ = plist.line(of: key)
        for value in plist.strings(key) { _ = plist.line(of: value, inArray: key) }
        _ = plist.dictionary(key)
    }
}
