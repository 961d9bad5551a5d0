/// Custom compilation conditions that no build file of the project defines: the clause of
/// `#if HAS_QA_FEATURES` around a QA build's diagnostics screen, set only by a build outside the
/// repository, is never compiled by the project's own builds, so nothing in it ships.
///
/// Decided only where the project's build settings can be read: it has an Xcode project, uses no
/// generator (XcodeGen, Tuist) whose own files set them, and every build file can be read. A
/// condition counts as defined wherever any of them writes its name, even inside a longer word
/// (`-DHAS_QA_FEATURES` in `OTHER_SWIFT_FLAGS`, an `xcodebuild` argument in a CI recipe).
enum UndefinedConditions {
    /// The flag the outline records an `#if NAME` clause under (`FileOutline.flagGatedLines`).
    static func flag(for condition: String) -> String { "#if \(condition)" }

    /// Conditions read elsewhere: `DEBUG` is a scope of its own, and SwiftPM defines
    /// `SWIFT_PACKAGE` in every package build without any file writing it.
    static let predefined: Set<String> = ["DEBUG", "SWIFT_PACKAGE"]

    /// Files that set build settings in a form the Xcode project does not show.
    static let generatorFiles: Set<String> = ["project.yml", "project.json", "Project.swift", "Tuist.swift", "Workspace.swift"]

    /// Kinds of file that may define a condition: build settings and the recipes that run builds.
    static let buildFileKinds: Set<FileKind> = [.xcodeProject, .packageManifest, .buildSettings, .buildPipeline, .buildScript, .podfile]

    /// The flags of the conditions the outlines test that no build file writes.
    static func offFlags(_ outlines: [FileOutline], in project: Project) -> Set<String> {
        let prefix = flag(for: "")
        var undefined = Set(outlines.flatMap { $0.flagGatedLines.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) } })
        guard !undefined.isEmpty, project.files.contains(where: { $0.kind == .xcodeProject }),
              !project.hasFile(named: generatorFiles) else { return [] }
        for file in project.files where buildFileKinds.contains(file.kind) {
            guard let text = project.text(of: file) else { return [] }
            undefined = undefined.filter { !text.contains($0) }
            if undefined.isEmpty { return [] }
        }
        return Set(undefined.map(flag))
    }
}
