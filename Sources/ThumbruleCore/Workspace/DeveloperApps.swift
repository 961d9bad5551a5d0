import Foundation

/// Apps a project's developers build and run but never upload: a library's example app, a
/// sample or demo, a benchmark, a UI-test host, an app that previews one feature. Store
/// checks leave their plists alone, and their code gets the developer-app scope, so design
/// findings in a vendored library's `Example/` app do not reach the app's team.
public enum DeveloperApps {
    /// Name words that mark a developer's app (`SettingsSampleApp`, `UITestsHost`, `MailExample`).
    static let words: Set<String> = ["sample", "samples", "example", "examples", "demo", "test", "testing",
                                     "harness", "playground", "host", "benchmark", "developer"]

    /// Platform names whose capitals would split a name wrongly (`SampleiOSApp` → `samplei`, `os`).
    static let platformNames = ["iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS"]

    /// True when a target's, module's or folder's name says it is a developer's app, or when it
    /// ends in `Preview` after other words (`HomeFeaturePreview`). A platform name is a word
    /// of its own (`BugReportSampleiOSApp`), and a word may run on into `app` or `apps`
    /// (a `sampleapps` folder).
    public static func namesDeveloperApp(_ name: String) -> Bool {
        let spaced = platformNames.reduce(name) { $0.replacingOccurrences(of: $1, with: " \($1) ") }
        let nameWords = NameWords.split(spaced)
        let runOn = nameWords.map { word in word.hasSuffix("apps") ? String(word.dropLast(4)) : word.hasSuffix("app") ? String(word.dropLast(3)) : word }
        return !words.isDisjoint(with: nameWords) || !words.isDisjoint(with: runOn) || (nameWords.count > 1 && nameWords.last == "preview")
    }

    /// Whether a folder of the path (not its file name) names a developer's app: `example/ios/…`.
    public static func liesInDeveloperFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { namesDeveloperApp(String($0)) }
    }

    /// True for an app target of a project that is a developer's app by its own name, or by
    /// a folder its project lies in when the workspace also holds an app outside such folders
    /// (GitHawk beside `Local Pods/SwipeCellKit/Example`): checked from a parent folder, an app
    /// kept in `Examples/` is the app being checked.
    static func isDeveloperApp(_ target: XcodeProject.Target, in project: XcodeProject, appsElsewhere: Bool) -> Bool {
        guard target.kind == .app || target.kind == .appClip else { return false }
        return namesDeveloperApp(target.name) || (appsElsewhere && liesInDeveloperFolder(project.path))
    }

    /// True when some app target (or, in a workspace without Xcode projects, some app
    /// Info.plist outside test folders) lies outside every developer's folder: the workspace
    /// ships an app of its own.
    static func hasAppOutsideDeveloperFolders(projects: [XcodeProject], appInfoPlists: [String]) -> Bool {
        guard projects.isEmpty else {
            return projects.contains { project in
                !liesInDeveloperFolder(project.path) && project.targets.contains { ($0.kind == .app || $0.kind == .appClip) && !namesDeveloperApp($0.name) }
            }
        }
        return appInfoPlists.contains { !liesInDeveloperFolder($0) && TargetResolver.conventionKind($0) != .tests }
    }
}
