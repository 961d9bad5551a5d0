/// The project's files without the platform folders that ship nothing: an `ios/` scaffold a
/// Flutter app never builds (`UnbuiltFlutterIOS`), the `ios/` and `android/` scaffolds of a
/// Flutter app only a browser can run (`WebOnlyFlutterApp`), and an iOS host only the simulator
/// runs in an Android repository (`UnbuiltNestedIOSApp`). `check` and `review` both read
/// projects through it, so they leave out the same files.
package enum UnshippedFolders {
    package static func dropping(from files: [WorkspaceFile]) -> [WorkspaceFile] {
        let webOnly = WebOnlyFlutterApp.folders(in: files)
        let files = webOnly.isEmpty ? files : files.filter { file in !webOnly.contains { file.path.hasPrefix($0) } }
        return UnbuiltNestedIOSApp.dropping(from: UnbuiltFlutterIOS.dropping(from: files))
    }
}
