/// Where a piece of code ends up. The engine decides it once per file and per region, and
/// drops a check's findings outside the scopes the check declares, so no check writes its
/// own test or preview guard.
public enum CodeScope: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// The app itself (an iOS, iPadOS or Mac Catalyst app target, or code whose target is unknown).
    case app
    /// An app extension: widget, share sheet, notification service, keyboard…
    case appExtension = "app-extension"
    /// A watchOS app or its extension.
    case watchApp = "watch-app"
    /// Code for a platform that is not a phone: a macOS, tvOS or visionOS target, or an
    /// `#if os(macOS)` / `os(tvOS)` / `os(visionOS)` clause.
    case otherPlatform = "other-platform"
    /// An app its developers run and never upload: a library's example app, a sample, a
    /// benchmark or test host, a copy of the app for screenshot automation, the app of a
    /// nested project nothing references (`DeveloperApps`).
    case developerApp = "developer-app"
    /// Code a tool wrote and rewrites (Pigeon's platform channels, an OpenAPI client's models,
    /// bindings a Rust crate generates): it ships, but nobody edits it, so a finding there can
    /// only be fixed where the app calls it or in the generator's input.
    case generated
    /// A unit or UI test target.
    case test
    /// `#Preview` bodies and `PreviewProvider` types: built for Xcode's canvas, never run by users.
    case preview
    /// `#if DEBUG` and `#if targetEnvironment(simulator)` code, `#if canImport` code for an
    /// SDK the project never links (`UnlinkedModules`), `#if QA` code for a condition the store
    /// build leaves undefined (`CompilationConditions`), and declarations that only such code reaches.
    case debugOnly = "debug-only"
    /// Declared but reached from no entry point and named by no other shipping code; or the
    /// `else` of an `#available` check that every supported iOS version passes.
    case unreachable

    /// What users run: the default scopes of a check.
    public static let shipping: Set<CodeScope> = [.app, .appExtension, .watchApp]

    public static func < (lhs: CodeScope, rhs: CodeScope) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
