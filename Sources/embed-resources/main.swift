import Foundation

// Build tool for the EmbedResources plugin:
//   embed-resources <resources folder> <output .swift> <relative path>…
// writes `EmbeddedResources.files`, each file's relative path and UTF-8 text as Swift string
// literals. Every character that could end or bend a literal is escaped, so no file content
// can break the generated source.

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            result += "\\u{\(String(scalar.value, radix: 16))}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: embed-resources <folder> <output.swift> <relative path>…\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1])
var source = """
// Generated at build time by the EmbedResources plugin from this target's Resources folder.
// Do not edit: change the files in Resources/ instead.

/// Every file under `Resources/`, by its path there, sorted, with its UTF-8 text.
package enum EmbeddedResources {
    package static let files: [(path: String, text: String)] = [

"""
for name in arguments.dropFirst(3) {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
          let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("embed-resources: \(name) is unreadable or not UTF-8 text\n".utf8))
        exit(1)
    }
    source += "        (\(literal(name)), \(literal(text))),\n"
}
source += "    ]\n}\n"
let output = URL(fileURLWithPath: arguments[2])
// Rewritten only when it changes, so an unchanged rulebook recompiles nothing.
if FileManager.default.contents(atPath: output.path) != Data(source.utf8) {
    do {
        try Data(source.utf8).write(to: output, options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("embed-resources: cannot write \(output.path): \(error)\n".utf8))
        exit(1)
    }
}
