import Foundation

extension GradleProject {
    /// Folders under `folder` that hold a Gradle build's `settings.gradle(.kts)`: the folder
    /// itself, a Flutter or React Native app's `android/`, or several apps in one repository.
    /// Builds inside another build (`build-logic`, `buildSrc`) belong to it and are left out,
    /// as are `build`, `node_modules` and hidden folders.
    public static func findRoots(under folder: URL, maximumDepth: Int = 6) -> [URL] {
        let fileManager = FileManager.default
        var roots: [URL] = []
        var queue: [(URL, Int)] = [(folder.standardizedFileURL, 0)]
        while !queue.isEmpty {
            let (current, depth) = queue.removeFirst()
            let hasSettings = ["settings.gradle.kts", "settings.gradle"].contains {
                fileManager.fileExists(atPath: current.appendingPathComponent($0).path)
            }
            if hasSettings {
                roots.append(current)
                continue
            }
            guard depth < maximumDepth,
                  let entries = try? fileManager.contentsOfDirectory(at: current, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else { continue }
            for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
                let name = entry.lastPathComponent
                guard !name.hasPrefix("."), !["build", "node_modules", "Pods", "DerivedData"].contains(name) else { continue }
                let values = try? entry.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                guard values?.isDirectory == true, values?.isSymbolicLink != true else { continue }
                queue.append((entry, depth + 1))
            }
        }
        return roots
    }
}
