/// A check of a React Native app: a project check that reads the shared React Native model.
/// It runs only when a `package.json` names `react-native` or `expo`, and needs no test guard:
/// the engine drops findings outside the check's scopes (`__tests__`, stories, `__DEV__`).
public protocol ReactNativeCheck: ProjectCheck {
    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput)
}

extension ReactNativeCheck {
    public static var languageModel: LanguageModel? { .reactNative }

    public func check(_ project: Project, _ output: inout CheckOutput) {
        guard project.hasReactNative else { return }
        check(project.reactNative, in: project, &output)
    }
}

extension Project {
    /// Whether a `package.json` of the project names `react-native` or `expo`.
    public var hasReactNative: Bool {
        memo("has-react-native") { !ReactNativeModel.appRoots(in: self).isEmpty }
    }

    /// The project's React Native model, built on first use and shared by every check.
    public var reactNative: ReactNativeModel {
        memo("react-native") { ReactNativeModel(project: self) }
    }

    /// The React Native model when a check has already built it (the engine reads its suppressions).
    var reactNativeIfBuilt: ReactNativeModel? { memoIfBuilt("react-native") }
}
