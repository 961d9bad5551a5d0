import Foundation

extension Console {
    /// The project folder of the brief commands: --dir, or the current folder.
    static func projectFolder(_ arguments: Arguments) throws -> String {
        guard let dir = arguments.value("dir") else { return currentDirectory }
        let path = dir.hasPrefix("/") ? dir : (currentDirectory as NSString).appendingPathComponent(dir)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("--dir \(dir) is not a folder")
        }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
