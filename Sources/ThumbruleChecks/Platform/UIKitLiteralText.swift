import Foundation
import SwiftSyntax
import ThumbruleCore

/// Words typed straight into UIKit text (`label.text = "No results yet"`,
/// `button.setTitle("Try again", for: .normal)`, `UIAlertController(title: "Delete list?", …)`,
/// a notification's `content.title`), in an app localised into two languages or more: these
/// are plain `String`s, which no catalog translates, so that line stays in the source language
/// while the rest of the screen is translated. SwiftUI's `Text("…")` and `Button("…")` take a
/// localised key and are not reported, and neither is `Text(verbatim:)`, which says on its
/// face that the text is not to be translated (credits, attributions).
///
/// Only phrases of two words or more are reported (`LiteralText.isWords`): not a one-word
/// name (the app's, a brand's), codes, keys or addresses, a placeholder that starts with a
/// number (`"0 replies"`, replaced once data loads), nor text in developer pages
/// (`LiteralText.isDeveloperPage`, and a `Developer Menu` folder), nor a debug menu's text:
/// behind a flag named for debugging (`guard FeatureFlags.allowDebugFeatures`) or in a
/// private function only such code calls. The app counts as
/// localised when its `.strings` files or String Catalogs hold two languages or more.
struct UIKitLiteralText: SwiftFileCheck, ProjectCheck {
    /// Only an app localised through `.strings` files or String Catalogs is reported.
    static var documentsRead: Set<FileKind>? { [.strings, .stringCatalog] }

    package static let description = CheckDescription(
        id: "l10n-strings.uikit-literal-text",
        ruleId: "l10n-strings",
        summary: "Literal words set as UIKit text or notification text in a localised app",
        optIn: "Judged true in 15 of 33 findings on apps nobody tuned it on: literal text is often on developer-only screens or replaced by localised text before it shows.",
        triggering: [
            CheckExample(files: [
                ("App/ListViewController.swift", """
                import UIKit
                final class ListViewController: UIViewController {
                    let emptyLabel = UILabel()
                    let retryButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        emptyLabel.text = ↓"No lists yet"
                        retryButton.setTitle(↓"Try again", for: .normal)
                    }
                    func confirmDelete() {
                        let alert = UIAlertController(title: ↓"Delete this list?", message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: NSLocalizedString("delete", comment: ""), style: .destructive))
                        present(alert, animated: true)
                    }
                }
                func remind() {
                    let content = UNMutableNotificationContent()
                    content.title = ↓"Time to water the plants"
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"delete\" = \"Delete\";\n"),
                ("App/de.lproj/Localizable.strings", "\"delete\" = \"Löschen\";\n"),
            ]),
        ],
        nonTriggering: [
            // An English-only app whose only `.lproj` folders are a vendored SDK's (amakaflow-ios).
            CheckExample(files: [
                ("App/ListViewController.swift", """
                import UIKit
                final class ListViewController: UIViewController {
                    let emptyLabel = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        emptyLabel.text = "No lists yet"
                    }
                }
                """),
                ("Vendor/WatchKit/WatchSDK.xcframework/ios-arm64/WatchSDK.framework/en.lproj/Localizable.strings", "\"pair\" = \"Pair\";\n"),
                ("Vendor/WatchKit/WatchSDK.xcframework/ios-arm64/WatchSDK.framework/de.lproj/Localizable.strings", "\"pair\" = \"Koppeln\";\n"),
                ("Vendor/Maps/MapsKit.bundle/fr.lproj/Localizable.strings", "\"pair\" = \"Associer\";\n"),
            ]),
            // The row of a hidden developer section, English on purpose.
            CheckExample(files: [
                ("App/SettingsViewController.swift", """
                import UIKit
                final class SettingsViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = UITableViewCell()
                        switch sections[indexPath.section] {
                        case .general: cell.textLabel?.text = NSLocalizedString("general", comment: "")
                        case .secret: cell.textLabel?.text = "Internal Settings"
                        }
                        return cell
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"general\" = \"General\";\n"),
                ("App/de.lproj/Localizable.strings", "\"general\" = \"Allgemein\";\n"),
            ]),
            // A debug action sheet behind a flag named for debugging, and the sub-menu only it opens.
            CheckExample(files: [
                ("App/DashboardViewController.swift", """
                import UIKit
                final class DashboardViewController: UIViewController {
                    private func showToolsMenu() {
                        guard Flags.debugToolsEnabled else { return }
                        let sheet = UIAlertController(title: "Developer tools", message: nil, preferredStyle: .actionSheet)
                        sheet.addAction(UIAlertAction(title: "Reset onboarding", style: .default) { _ in self.resetOnboarding() })
                        sheet.addAction(UIAlertAction(title: "Sample data", style: .default) { _ in self.showSampleDataMenu() })
                        present(sheet, animated: true)
                    }
                    private func showSampleDataMenu() {
                        let sheet = UIAlertController(title: "Sample data", message: nil, preferredStyle: .actionSheet)
                        sheet.addAction(UIAlertAction(title: "Insert a week of readings", style: .default) { _ in self.insertReadings() })
                        present(sheet, animated: true)
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"general\" = \"General\";\n"),
                ("App/de.lproj/Localizable.strings", "\"general\" = \"Allgemein\";\n"),
            ]),
            // Localised text, the app's name, an address and a code; and SwiftUI's own keys.
            CheckExample(files: [
                ("App/ListViewController.swift", """
                import UIKit
                final class ListViewController: UIViewController {
                    let emptyLabel = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        emptyLabel.text = NSLocalizedString("No lists yet", comment: "Empty list")
                        title = String(localized: "Lists")
                        navigationItem.title = "Listly"
                        emptyLabel.accessibilityIdentifier = "empty-label"
                        emptyLabel.text = "support@listly.app"
                    }
                }
                final class ThreadHeader: UIView {
                    let repliesButton = UIButton(type: .system)
                    func prepare() { repliesButton.setTitle("0 replies", for: .normal) }
                }
                struct Footer: View {
                    var body: some View {
                        Text("Made with care")
                        Text(verbatim: "By Ada Lovelace and friends")
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"delete\" = \"Delete\";\n"),
                ("App/de.lproj/Localizable.strings", "\"delete\" = \"Löschen\";\n"),
            ]),
            // An app in one language.
            CheckExample(files: [
                ("App/ListViewController.swift", """
                import UIKit
                final class ListViewController: UIViewController {
                    let emptyLabel = UILabel()
                    override func viewDidLoad() { emptyLabel.text = "No lists yet" }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"delete\" = \"Delete\";\n"),
            ]),
        ]
    )

    /// Properties whose text a person reads: a view's, and a notification content's.
    static let textProperties: Set<String> = ["text", "placeholder"]
    static let notificationProperties: Set<String> = ["title", "subtitle", "body"]
    /// Calls whose listed arguments are text a person reads.
    static let textArguments: [String: Set<String>] = [
        "setTitle": [""], "UIAlertController": ["title", "message"], "UIAlertAction": ["title"],
        "UIBarButtonItem": ["title"], "UIMenu": ["title"], "UIAction": ["title"],
    ]

    static let literals = FactKey<SourcePosition>("l10n-strings.uikit-literal")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !LiteralText.isDeveloperPage(file.path) else { return }
        var shown: [StringLiteralExprSyntax] = []
        for literal in file.index.stringLiterals where !literal.hasInterpolation {
            if let target = ExprSyntax(literal).assignmentTarget?.as(MemberAccessExprSyntax.self) {
                let property = target.declName.baseName.text
                let receiver = target.base?.trimmedSourceText.lowercased() ?? ""
                if Self.textProperties.contains(property) || Self.notificationProperties.contains(property) && receiver.hasSuffix("content") {
                    shown.append(literal)
                }
                continue
            }
            guard let argument = literal.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = call.calleeName else { continue }
            let label = argument.label?.text ?? ""
            if Self.textArguments[name]?.contains(label) == true {
                shown.append(literal)
            }
        }
        // A debug menu's rows: behind a flag named for debugging, or in a private function only it calls.
        let debugOnly = shown.isEmpty ? nil : file.debugFlagGates
        for literal in shown where literal.plainText.contains(" ") && literal.plainText.first?.isNumber == false
            && LiteralText.isWords(literal.plainText, appNames: []) && !Self.isInDeveloperCase(literal) && debugOnly?.gate(literal) != true {
            output.facts.add(file.position(of: literal), for: Self.literals)
        }
    }

    /// True for text under a switch case named for a hidden developer section (`case .secret:`,
    /// `case .debug:`): a row of an internal menu, English on purpose like a developer page.
    static func isInDeveloperCase(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let switchCase = literal.ancestorOrSelf(mapping: { $0.as(SwitchCaseSyntax.self) }),
              let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { return false }
        let words = label.caseItems.flatMap { item in
            item.pattern.tokens(viewMode: .sourceAccurate).flatMap { token -> [String] in
                if case .identifier(let name) = token.tokenKind { return NameWords.split(name) }
                return []
            }
        }
        return !Set(words).isDisjoint(with: ["secret", "debug", "developer"])
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let languages = Self.languages(project)
        guard languages.count >= 2 else { return }
        for position in project.shippingFacts(Self.literals, at: { $0 }).sorted() {
            output.report(
                "This text is a plain string, so no catalog translates it and it stays in the source language while the app is localised into \(languages.count) languages; pass it through String(localized:) or NSLocalizedString and add it to the catalog.",
                at: position, confidence: .medium)
        }
    }

    /// The languages the app's `.strings` files (their `xx.lproj` folders) and String Catalogs hold.
    static func languages(_ project: Project) -> Set<String> { appLanguages(project).all }

    /// The app's languages and the one its text is written in: the first String Catalog's
    /// `sourceLanguage`, if any. Both come from one read of each catalog, shared by every check.
    static func appLanguages(_ project: Project) -> (all: Set<String>, source: String?) {
        project.appLanguages
    }
}
