/// A check of an Android app: a project check that reads the shared Android model. It runs
/// only when the project has Android files, and needs no test or preview guard: the engine
/// drops findings outside the check's scopes (`src/test`, `src/debug`, `@Preview`).
public protocol AndroidCheck: ProjectCheck {
    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput)
}

extension AndroidCheck {
    public static var languageModel: LanguageModel? { .android }

    public func check(_ project: Project, _ output: inout CheckOutput) {
        guard project.hasAndroidFiles else { return }
        check(project.android, in: project, &output)
    }
}

extension Project {
    /// Whether any input is an Android file (Kotlin, Gradle, a manifest or a layout).
    public var hasAndroidFiles: Bool {
        memo("has-android-files") { files.contains { $0.kind.isAndroid } }
    }
}
