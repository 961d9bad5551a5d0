extension Project {
    /// The Xcode projects a workspace opens (`location = "group:LibreTransmitter/LibreTransmitter.xcodeproj"`)
    /// that are not in the checkout: a git submodule left out, whose code the app builds but no
    /// check can read. CocoaPods' generated `Pods.xcodeproj` is left out, since its lock file
    /// names what it builds.
    package var missingWorkspaceProjects: [String] {
        memo("missing-workspace-projects") {
            let present = Set(xcodeProjects.map { ProjectPath.folder(of: $0.path) })
            var missing: [String] = []
            for file in files where file.kind == .xcodeWorkspace {
                guard let text = text(of: file) else { continue }
                // `X.xcworkspace/contents.xcworkspacedata`: locations are relative to the folder holding X.xcworkspace.
                let base = ProjectPath.folder(of: ProjectPath.folder(of: file.path))
                for piece in text.components(separatedBy: "location = \"").dropFirst() {
                    guard let end = piece.firstIndex(of: "\"") else { continue }
                    let location = piece[..<end]
                    guard location.hasPrefix("group:"), location.hasSuffix(".xcodeproj") else { continue }
                    let path = ProjectPath.join(base, String(location.dropFirst("group:".count)))
                    if !present.contains(path), FileKind.fileName(of: path) != "Pods.xcodeproj" { missing.append(path) }
                }
            }
            return missing
        }
    }
}
