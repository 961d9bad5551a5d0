import Foundation
import ThumbruleCore

/// Turns the UTF-8 byte columns findings carry into the UTF-16 code-unit columns SARIF
/// declares (`columnKind: utf16CodeUnits`), which differ on a line with non-ASCII text
/// before the finding (`Text("Café").font(…)`). Reads each file with a finding once; a
/// file that cannot be read keeps its byte columns.
final class UTF16Columns {
    private let root: String
    private var lines: [String: [[UInt8]]] = [:]

    package init(root: String) {
        self.root = root
    }

    /// The UTF-16 column of `column` (a 1-based UTF-8 byte column) on `line` of `path`.
    package func column(_ column: Int, line: Int, path: String) -> Int {
        let fileLines = lines[path] ?? load(path)
        guard line >= 1, line <= fileLines.count else { return column }
        let bytes = fileLines[line - 1].prefix(max(column - 1, 0))
        guard bytes.contains(where: { $0 >= 0x80 }) else { return column }
        return String(decoding: bytes, as: UTF8.self).utf16.count + 1 + max(column - 1 - fileLines[line - 1].count, 0)
    }

    /// The file's lines as UTF-8 bytes, split as `SwiftFile` counts lines (`\n`, `\r\n`, a
    /// lone `\r`). A UTF-16 file (a `.strings` file may be one) is decoded first, as the
    /// checks read it.
    private func load(_ path: String) -> [[UInt8]] {
        let full = path.hasPrefix("/") ? path : (root.hasSuffix("/") ? root : root + "/") + path
        var result: [[UInt8]] = []
        if let data = FileManager.default.contents(atPath: full),
           let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) {
            var current: [UInt8] = []
            var previous: UInt8 = 0
            for byte in text.utf8 {
                if byte == UInt8(ascii: "\n") {
                    if previous != UInt8(ascii: "\r") { result.append(current) }
                    current = []
                } else if byte == UInt8(ascii: "\r") {
                    result.append(current)
                    current = []
                } else {
                    current.append(byte)
                }
                previous = byte
            }
            result.append(current)
        }
        lines[path] = result
        return result
    }
}
