import SwiftSyntax
import ThumbruleCore

/// Translated text whose case code changes at run time: SwiftUI `.textCase(.uppercase)`, or
/// `uppercased()`, `lowercased()` and `capitalized` on a localized string
/// (`NSLocalizedString(…)`, `String(localized:)`, a `.localized` helper). The translator then
/// cannot choose the case, Swift's plain `uppercased()` ignores the language (Turkish dotted i),
/// and many scripts have no case at all; the capitalisation belongs in the string itself.
///
/// Reported only in an app localised into two languages or more (its `.strings` files or String
/// Catalogs), and not on developer pages. `.textCase(nil)` undoes the system's header case and
/// is left alone, as are the `localized…` variants (`localizedUppercase`), which follow the locale.
struct RuntimeTextCase: SwiftFileCheck, ProjectCheck {
    static var documentsRead: Set<FileKind>? { [.strings, .stringCatalog] }

    package static let description = CheckDescription(
        id: "copy-case.runtime-transform",
        ruleId: "copy-case",
        summary: "Translated text uppercased or lowercased in code instead of written in that case",
        triggering: [
            CheckExample(files: [
                ("App/HistoryView.swift", """
                import SwiftUI
                struct HistoryView: View {
                    var body: some View {
                        List {
                            Section {
                                Text("Yesterday")
                            } header: {
                                Text("Recent searches")
                                    ↓.textCase(.uppercase)
                            }
                        }
                    }
                }
                """),
                ("App/BannerView.swift", """
                import UIKit
                final class BannerView: UIView {
                    let titleLabel = UILabel()
                    let hintLabel = UILabel()
                    func configure() {
                        titleLabel.text = ↓NSLocalizedString("new_badge", comment: "").uppercased()
                        hintLabel.text = ↓"tap_to_retry".localized.capitalized
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"new_badge\" = \"New\";\n"),
                ("App/tr.lproj/Localizable.strings", "\"new_badge\" = \"Yeni\";\n"),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/HistoryView.swift", """
                import SwiftUI
                struct HistoryView: View {
                    let code: String
                    var body: some View {
                        List {
                            Section {
                                Text(code.uppercased())
                                Text(Date.now.formatted(date: .abbreviated, time: .omitted)).textCase(.uppercase)
                            } header: {
                                Text("Recent searches").textCase(nil)
                            }
                        }
                    }
                }
                """),
                ("App/BannerView.swift", """
                import UIKit
                final class BannerView: UIView {
                    let titleLabel = UILabel()
                    func configure(tag: String) {
                        titleLabel.text = NSLocalizedString("new_badge", comment: "").localizedUppercase
                        let key = tag.lowercased()
                        print(key)
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"new_badge\" = \"NEW\";\n"),
                ("App/tr.lproj/Localizable.strings", "\"new_badge\" = \"YENİ\";\n"),
            ]),
            // An app in one language: nobody translates the text.
            CheckExample(files: [
                ("App/HistoryView.swift", """
                import SwiftUI
                struct HistoryView: View {
                    var body: some View { Text("Recent searches").textCase(.uppercase) }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"recent\" = \"Recent searches\";\n"),
            ]),
        ]
    )

    struct Transform: Codable, Sendable {
        let position: SourcePosition
        /// SwiftUI's `.textCase`, which follows the locale; else a plain string call.
        let isModifier: Bool
    }

    static let transforms = FactKey<Transform>("copy-case.runtime-transform")
    /// Calls and properties that change a string's case without its locale.
    static let caseCalls: Set<String> = ["uppercased", "lowercased"]
    static let caseProperties: Set<String> = ["capitalized"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !LiteralText.isDeveloperPage(file.path) else { return }
        for call in file.index.calls("textCase") {
            guard let value = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  ["uppercase", "lowercase"].contains(value.declName.baseName.text), !Self.showsFormattedValue(call) else { continue }
            let modifier = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
            output.facts.add(Transform(position: file.position(of: modifier), isModifier: true), for: Self.transforms)
        }
        for call in file.index.calls(Array(Self.caseCalls)) {
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, Self.isLocalized(base) else { continue }
            output.facts.add(Transform(position: file.position(of: base), isModifier: false), for: Self.transforms)
        }
        for access in file.index.memberAccesses(Array(Self.caseProperties)) {
            guard let base = access.base, Self.isLocalized(base) else { continue }
            output.facts.add(Transform(position: file.position(of: base), isModifier: false), for: Self.transforms)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let languages = UIKitLiteralText.languages(project)
        guard languages.count >= 2 else { return }
        for transform in project.shippingFacts(Self.transforms, at: \.position).sorted(by: { $0.position < $1.position }) {
            let why = transform.isModifier ? "scripts without case get nothing from it"
                : "this call ignores the language, which is wrong for some of them (Turkish i), and scripts without case get nothing from it"
            output.report(
                "This translated text has its case changed in code, so its translators in \(languages.count) languages cannot choose the case, and \(why). Write the text in the case it should show in the string catalog and drop the transform.",
                at: transform.position, confidence: .medium)
        }
    }

    /// True when the modified view is a `Text` of a formatted value (`Text(date.formatted())`,
    /// `Text(date, style: .date)`, `Text(amount, format: .currency(…))`): a date or number, not
    /// text a translator writes.
    static func showsFormattedValue(_ modifier: FunctionCallExprSyntax) -> Bool {
        var current = modifier.modifiedExpression
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "Text", call.calledExpression.is(DeclReferenceExprSyntax.self) {
                return call.argument("style") != nil || call.argument("format") != nil
                    || call.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calleeName == "formatted"
            }
            current = call.modifiedExpression
        }
        return false
    }

    /// `NSLocalizedString(…)`, `String(localized: …)`, `"key".localized` or `.localized()`.
    static func isLocalized(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            switch call.calleeName {
            case "NSLocalizedString", "localized": return true
            case "String": return call.argument("localized") != nil
            default: return false
            }
        }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "localized"
    }
}
