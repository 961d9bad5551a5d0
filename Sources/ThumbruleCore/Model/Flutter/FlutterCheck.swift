/// A check of a Flutter app: a project check that reads the shared Flutter model. It runs only
/// when the project has Dart files, and needs no test guard: the engine drops findings outside
/// the check's scopes (`test/`, `integration_test/`, `*_test.dart`).
public protocol FlutterCheck: ProjectCheck {
    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput)
}

extension FlutterCheck {
    public static var languageModel: LanguageModel? { .flutter }

    public func check(_ project: Project, _ output: inout CheckOutput) {
        guard project.hasFlutterFiles else { return }
        check(project.flutter, in: project, &output)
    }
}

extension Project {
    /// Whether any input is a Dart file.
    public var hasFlutterFiles: Bool {
        memo("has-flutter-files") { files.contains { $0.kind == .dart } }
    }

    /// The project's Flutter model, built on first use and shared by every Flutter check.
    public var flutter: FlutterModel {
        memo("flutter") { FlutterModel(project: self) }
    }

    /// The Flutter model when a check has already built it (the engine reads its suppressions).
    var flutterIfBuilt: FlutterModel? { memoIfBuilt("flutter") }
}
