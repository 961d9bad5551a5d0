/// Apps a project's developers build and run but never upload: a library's example app, a
/// sample or demo, a benchmark, a UI-test host, an app that previews one feature. Store
/// checks leave their plists alone, and their code gets the developer-app scope, so design
/// findings in a vendored library's `Example/` app do not reach the app's team.
public enum DeveloperApps {
    /// Name words that mark a developer's app (`SettingsSampleApp`, `UITestsHost`, `MailExample`).
    static let words: Set<String> = ["sample", "samples", "example", "examples", "demo", "test", "testing",
                                     "harness", "playground", "host", "benchmark", "developer"]

    /// True when a target's, module's or folder's name says it is a developer's app, or when it
    /// ends in `Preview` after other words (`HomeFeaturePreview`).
    public static func namesDeveloperApp(_ name: String) -> Bool {
        let nameWords = NameWords.split(name)
        return !words.isDisjoint(with: nameWords) || (nameWords.count > 1 && nameWords.last == "preview")
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
