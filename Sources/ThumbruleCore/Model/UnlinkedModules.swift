/// Third-party SDKs a project's Swift code tests for with `#if canImport(X)` but never links:
/// an app that keeps an ad integration for builds made with the SDK added, and ships without it
/// (`#if canImport(GoogleMobileAds)` around a whole banner view). The clause is never compiled,
/// so nothing in it ships.
///
/// Decided only for the modules of Thumbrule's own SDK tables (`AdNetworks`), so an Apple
/// framework (`canImport(ActivityKit)`) is never taken for a missing SDK, and only where the
/// project's build files can be read for what they link: Xcode projects, Swift package manifests
/// and lock files, and `.xcconfig` files. A project that also builds with CocoaPods, Carthage,
/// XcodeGen or Tuist names its SDKs by pod or spec names this does not map to modules, so there
/// nothing is decided. A module whose name any of those files writes counts as linked.
enum UnlinkedModules {
    /// The flag the outline records a `#if canImport(X)` clause under (`FileOutline.flagGatedLines`).
    static func flag(for module: String) -> String { "canImport(\(module))" }

    /// The SDK modules this can judge: those of the ad SDK table.
    static let knownSDKModules = Set(AdNetworks.sdks.flatMap(\.modules))

    /// Build files that name SDKs in a form this does not read as module names.
    static let otherDependencyFiles: Set<String> = ["Podfile", "Podfile.lock", "Cartfile", "Cartfile.resolved", "project.yml", "Project.swift", "Tuist.swift"]

    /// The `canImport` flags of the known SDKs the project's build files never name.
    static func offFlags(in project: Project) -> Set<String> {
        Set(unlinked(among: knownSDKModules, in: project).map(flag))
    }

    /// The modules among `modules` that the project's build files never name; none when the
    /// project has no Xcode project, builds with a dependency manager this does not read, or a
    /// build file cannot be read. An Xcode project is read as text, so one its parser refuses (a
    /// `project.pbxproj` left with merge-conflict markers) still names what it links.
    static func unlinked(among modules: Set<String>, in project: Project) -> Set<String> {
        guard !modules.isEmpty, project.files.contains(where: { $0.kind == .xcodeProject }),
              !project.hasFile(named: otherDependencyFiles) else { return [] }
        var unlinked = modules
        for file in project.files where [.xcodeProject, .packageManifest, .dependencyLock, .buildSettings].contains(file.kind) {
            guard let text = project.text(of: file) else { return [] }
            unlinked.subtract(WrittenNames.words(in: text, among: unlinked))
            if unlinked.isEmpty { return [] }
        }
        return unlinked
    }
}
