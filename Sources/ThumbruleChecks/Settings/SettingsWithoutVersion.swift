import SwiftSyntax
import ThumbruleCore

/// The app has a settings screen, but nothing in its code reads its own version
/// (`CFBundleShortVersionString`, `CFBundleVersion`), so no screen can show it and a user
/// who writes to support cannot say which build they run. One note per app, at the settings
/// screen's declaration: a type named `SettingsView`, `SettingViewController`,
/// `PreferencesScreen` (an `App`/`Main`/`General` prefix allowed) that draws a list or form
/// (`List`, `Form`, `ForEach`, a table or collection view, a table view controller).
///
/// Anything that may show the version keeps the check silent: the keys above or
/// `kCFBundleVersionKey` anywhere in the app's Swift, a name that says it holds the app's
/// version (`appVersion`, `versionString`, `bundleShortVersion`, `buildNumber`; a helper of a
/// package may read the key), a version member of a type named for the app or bundle
/// (`SharedApp.getVersion()`), and a short string literal that names a version (`"Version"`,
/// `"settings.version"`, `"v1.2"`), which may be a version written by hand. Projects with Objective-C sources are
/// left alone, since those are not read. Known false positive: a version shown only by a
/// `Settings.bundle`'s fixed default value.
struct SettingsWithoutVersion: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "set-diagnostics.settings-without-version",
        ruleId: "set-diagnostics",
        summary: "A settings screen, and nothing in the app reads its own version to show it",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct ↓SettingsView: View {
                @AppStorage("soundOn") private var soundOn = true
                var body: some View {
                    Form {
                        Toggle("Sound", isOn: $soundOn)
                        Link("Privacy policy", destination: privacyURL)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import SwiftUI

            struct SettingsView: View {
                private let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? ""
                var body: some View {
                    List {
                        LabeledContent("Version", value: version)
                    }
                }
            }
            """),
            // A version written by hand: it may be stale, but it is shown.
            CheckExample("""
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    List {
                        Text("Tally v2.1")
                    }
                }
            }
            """),
            // A package's helper reads the version; the app names it.
            CheckExample("""
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    List {
                        Text(Bundle.main.appVersion)
                    }
                }
            }
            """),
            // cisum-ios: settings built from sections; one shows the version a package's app type returns.
            CheckExample(files: [
                ("App/SettingsView.swift", """
                import SwiftUI
                struct SettingsView: View {
                    var body: some View { List { AboutSection() } }
                }
                """),
                ("App/AboutSection.swift", """
                import SwiftUI
                import SharedKit
                struct AboutSection: View {
                    var body: some View { Text(SharedApp.getVersion()) }
                }
                """),
            ]),
            // A sub-screen of settings, not the settings screen itself.
            CheckExample("""
            import SwiftUI

            struct NotificationSettingsView: View {
                @AppStorage("digest") private var digest = true
                var body: some View {
                    Form { Toggle("Daily digest", isOn: $digest) }
                }
            }
            """),
            // A settings type that draws no list: a model, not a screen.
            CheckExample("""
            final class SettingsController {
                var units = "metric"
            }
            """),
        ]
    )

    package enum Evidence: Sendable, Codable {
        case settingsScreen(name: String, position: SourcePosition)
        case readsVersion
    }

    static let evidence = FactKey<Evidence>("set-diagnostics.version")

    static let versionKeys: Set<String> = ["CFBundleShortVersionString", "CFBundleVersion"]
    static let screenSuffixes: [[String]] = [["view", "controller"], ["view"], ["controller"], ["screen"], ["page"]]
    static let settingsWords: Set<String> = ["settings", "setting", "preferences"]
    static let allowedPrefixes: Set<String> = ["app", "main", "general", "root"]
    static let listNames: Set<String> = ["List", "Form", "ForEach", "UITableView", "UICollectionView", "tableView", "collectionView"]
    static let listControllers: Set<String> = ["UITableViewController", "UICollectionViewController", "FormViewController"]
    /// Words that, beside "version", say a name holds the app's version.
    static let appVersionWords: Set<String> = ["app", "bundle", "short", "marketing", "string", "number", "full", "current"]

    /// Every sign of a version has one of these in its text; files without them are not read for one.
    static let versionText = TextSearch(anyOf: ["version", "buildnumber", "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9"], ignoringCase: true)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.target.kind != .tests else { return }
        if Self.versionText.matches(file.text), Self.readsVersion(file.index) { output.facts.add(.readsVersion, for: Self.evidence) }
        for type in file.index.typeDeclarations where !type.isExtension {
            guard let name = type.node.asProtocol(NamedDeclSyntax.self)?.name, Self.isSettingsScreenName(name.text),
                  type.inheritedNames.contains(where: Self.listControllers.contains)
                    || !file.index.names(within: type.node).isDisjoint(with: Self.listNames) else { continue }
            output.facts.add(.settingsScreen(name: name.text, position: file.position(of: name)), for: Self.evidence)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard project.files(of: .objectiveC).isEmpty else { return }
        var screens: [(name: String, position: SourcePosition)] = []
        for fact in project.facts.values(Self.evidence) {
            switch fact {
            case .readsVersion: return
            case .settingsScreen(let name, let position): if project.ships(position) { screens.append((name, position)) }
            }
        }
        guard let screen = screens.min(by: { $0.position < $1.position }) else { return }
        output.report(
            "\(screen.name) is the app's settings screen, but nothing in the app reads its version (CFBundleShortVersionString, CFBundleVersion), so a user reporting a problem cannot tell support which build they run; show the version and build here.",
            at: screen.position, confidence: .medium)
    }

    /// `SettingsView`, `AppSettingsViewController`, `PreferencesScreen`: settings words, a screen suffix, at most an allowed prefix.
    static func isSettingsScreenName(_ name: String) -> Bool {
        let words = NameWords.split(name)
        guard let suffix = screenSuffixes.first(where: { words.count > $0.count && Array(words.suffix($0.count)) == $0 }) else { return false }
        let stem = words.dropLast(suffix.count)
        guard let last = stem.last, settingsWords.contains(last) else { return false }
        return stem.dropLast().allSatisfy(allowedPrefixes.contains)
    }

    /// The version keys, `kCFBundleVersionKey`, a name that holds the app's version, or a literal naming a version.
    static func readsVersion(_ index: SwiftFileIndex) -> Bool {
        if index.mentions("kCFBundleVersionKey") { return true }
        for literal in index.stringLiterals {
            let text = literal.plainText
            if versionKeys.contains(text) { return true }
            // A header's name (`"api-version"`) and prose ("the next version of you") show no version.
            if literal.parent?.as(LabeledExprSyntax.self)?.label?.text == "forHTTPHeaderField" { continue }
            let words = NameWords.split(text)
            if words.count <= 3, words.contains("version") { return true }
            if let v = words.firstIndex(of: "v"), v + 1 < words.count, words[v + 1].allSatisfy(\.isNumber) { return true }
        }
        // A version read from a type named for the app or bundle (`SharedApp.getVersion()`, cisum-ios).
        for (name, accesses) in index.memberAccessesByName where versionText.matches(name) && NameWords.split(name).contains("version") {
            if accesses.contains(where: { access in
                guard let base = access.base?.lastNameComponent, base.first?.isUppercase == true else { return false }
                return !Set(NameWords.split(base)).isDisjoint(with: ["app", "bundle", "application"])
            }) { return true }
        }
        let names = Set(index.referencesByName.keys).union(index.memberAccessesByName.keys).union(index.callsByName.keys)
        return names.contains { name in
            guard versionText.matches(name) else { return false }
            let words = NameWords.split(name)
            if words == ["build", "number"] { return true }
            return words.contains("version") && !Set(words).isDisjoint(with: appVersionWords)
        }
    }
}
