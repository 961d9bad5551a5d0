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
    /// So is an app target of a standalone nested project (`standaloneNestedProjects`).
    static func isDeveloperApp(_ target: XcodeProject.Target, in project: XcodeProject, appsElsewhere: Bool, standalone: Set<String> = []) -> Bool {
        guard target.kind == .app || target.kind == .appClip else { return false }
        return namesDeveloperApp(target.name) || isDeveloperCopyApp(target, in: project) || standalone.contains(project.path)
            || (appsElsewhere && liesInDeveloperFolder(project.path))
    }

    /// The paths of the Xcode projects with an app target of their own that lie inside the
    /// folder of another project with a shipping app target, and that no other project and no
    /// workspace references (`Frameworks/SmartKeys/smartkeys.xcodeproj` beside `Blink.xcodeproj`,
    /// with an app delegate and storyboard of its own): a harness its authors open on its own,
    /// which no build of the app includes. References are matched by the project's file name
    /// alone, so a reference the reader cannot place still keeps the project; a checkout with
    /// one project, or projects side by side, has none, and a framework-only project (which a
    /// generated workspace may build into the app) is never one.
    static func standaloneNestedProjects(_ projects: [XcodeProject], workspaces: [(path: String, text: String)]) -> Set<String> {
        guard projects.count > 1 else { return [] }
        func bundle(_ project: XcodeProject) -> String { ProjectPath.folder(of: project.path) }
        let mains = projects.filter { project in
            !liesInDeveloperFolder(project.path) && project.targets.contains { target in
                target.kind == .app && !namesDeveloperApp(target.name) && !isDeveloperCopyApp(target, in: project)
            }
        }
        let referenced = projects.reduce(into: Set<String>()) { $0.formUnion($1.referencedProjectNames) }
        var result = Set<String>()
        for project in projects {
            let name = (bundle(project) as NSString).lastPathComponent.lowercased()
            let folder = ProjectPath.folder(of: bundle(project))
            let nested = mains.contains { main in
                let mainFolder = ProjectPath.folder(of: bundle(main))
                return main.path != project.path && mainFolder != folder && (mainFolder.isEmpty || folder.hasPrefix(mainFolder + "/"))
            }
            guard nested, !referenced.contains(name), project.targets.contains(where: { $0.kind == .app }) else { continue }
            // A workspace inside the project's own bundle (`project.xcworkspace`) names only itself.
            let named = workspaces.contains { workspace in
                !workspace.path.hasPrefix(bundle(project) + "/") && workspace.text.lowercased().contains(name)
            }
            if !named { result.insert(project.path) }
        }
        return result
    }

    /// Last name words of a copy of the app set up to take the store's screenshots, or to
    /// debug it (mixin's `MixinDebug` beside `Mixin`, a tool app of its own bundle identifier),
    /// or built for the team against a development or staging server (ukrzoloto's `UkrZoloto Dev`).
    static let developerCopyWords: Set<String> = ["screenshot", "screenshots", "snapshot", "snapshots", "debug", "dev", "development", "staging"]

    /// True for an app target whose name ends, after other words, in `Screenshots`,
    /// `Snapshot`, `Debug`, `Dev` or `Staging` (`Pyto Screenshots`, `AppSnapshots`, `MixinDebug`) beside an app
    /// target of the same project not so named: a copy of the app that screenshot automation
    /// drives, or a debugging tool, built by its developers and never uploaded. An app called
    /// `Snapshot`, or a project whose every app is named so, is the app.
    public static func isDeveloperCopyApp(_ target: XcodeProject.Target, in project: XcodeProject) -> Bool {
        func namesDeveloperCopy(_ name: String) -> Bool {
            let nameWords = NameWords.split(name)
            return nameWords.count > 1 && nameWords.last.map(developerCopyWords.contains) == true
        }
        guard target.kind == .app, namesDeveloperCopy(target.name) else { return false }
        return project.targets.contains { $0.kind == .app && !namesDeveloperCopy($0.name) && !namesDeveloperApp($0.name) }
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
