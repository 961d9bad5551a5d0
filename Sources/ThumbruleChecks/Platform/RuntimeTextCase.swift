import Foundation
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
/// is left alone, as are the `localized…` variants (`localizedUppercase`), which follow the locale,
/// and a string whose key is one word of letters and digits (`NSLocalizedString("Socks5", …)`): the
/// name of a protocol or format, which translations keep as it is. A case change whose result only
/// feeds a text test (`country.localizedName.lowercased().contains(query)`) matches search terms
/// without regard to case and shows nothing, and so does one kept in a local constant that only
/// text tests and log lines read (`let message = error.localizedDescription.lowercased()`).
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
                    let filter: SearchFilter
                    var body: some View {
                        List {
                            Section {
                                Text("Yesterday")
                            } header: {
                                Text("Recent searches")
                                    ↓.textCase(.uppercase)
                            } footer: {
                                Text(L10n.History.footer).font(.footnote)↓.textCase(.lowercase)
                                Text(filter.localizedName)↓.textCase(.uppercase)
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
                ("App/en.lproj/Localizable.strings", "\"new_badge\" = \"New\";\n\"tap_to_retry\" = \"Tap to retry\";\n\"Recent searches\" = \"Recent searches\";\n"),
                ("App/tr.lproj/Localizable.strings", "\"new_badge\" = \"Yeni\";\n\"tap_to_retry\" = \"Yeniden dene\";\n\"Recent searches\" = \"Son aramalar\";\n"),
            ]),
            // The same switch, turned on by a runtime attribute of a storyboard's label.
            CheckExample(files: [
                ("App/CaptionLabel.swift", """
                import UIKit
                @IBDesignable final class CaptionLabel: UILabel {
                    @IBInspectable var shouty: Bool = false
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        guard let key = text else { return }
                        if shouty {
                            text = ↓NSLocalizedString(key, comment: "").uppercased()
                        }
                    }
                }
                """),
                ("App/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes><scene sceneID="s1"><objects>
                        <label text="greeting" id="l1" customClass="CaptionLabel">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="shouty" value="YES"/>
                            </userDefinedRuntimeAttributes>
                        </label>
                    </objects></scene></scenes>
                </document>
                """),
                ("App/en.lproj/Localizable.strings", "\"greeting\" = \"Hello\";\n"),
                ("App/tr.lproj/Localizable.strings", "\"greeting\" = \"Merhaba\";\n"),
            ]),
            // Only the InfoPlist table is in the tree (the code's text is translated elsewhere), so
            // nothing says the key is untranslated.
            CheckExample(files: [
                ("App/WidgetSettingsView.swift", """
                import SwiftUI
                struct WidgetSettingsView: View {
                    var body: some View {
                        Text(↓String(localized: "Widget Layout").uppercased())
                            .font(.footnote)
                    }
                }
                """),
                ("App/InfoPlist.xcstrings", """
                {"sourceLanguage":"en","strings":{"NSHealthShareUsageDescription":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gesundheitsdaten"}}}}},"version":"1.0"}
                """),
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
                                Text(code).textCase(.uppercase)
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
                    let protocolLabel = UILabel()
                    func configure(tag: String) {
                        titleLabel.text = NSLocalizedString("new_badge", comment: "").localizedUppercase
                        protocolLabel.text = NSLocalizedString("Http2", comment: "Protocol name").uppercased()
                        let key = tag.lowercased()
                        print(key)
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"new_badge\" = \"NEW\";\n"),
                ("App/tr.lproj/Localizable.strings", "\"new_badge\" = \"YENİ\";\n"),
            ]),
            // An inspectable switch no storyboard, xib or code turns on: its branch never runs.
            CheckExample(files: [
                ("App/CaptionLabel.swift", """
                import UIKit
                @IBDesignable final class CaptionLabel: UILabel {
                    @IBInspectable var shouty: Bool = false
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        guard let key = text else { return }
                        if shouty {
                            text = NSLocalizedString(key, comment: "").uppercased()
                        } else {
                            text = NSLocalizedString(key, comment: "")
                        }
                    }
                }
                """),
                ("App/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes><scene sceneID="s1"><objects>
                        <label text="greeting" id="l1" customClass="CaptionLabel"/>
                    </objects></scene></scenes>
                </document>
                """),
                ("App/en.lproj/Localizable.strings", "\"greeting\" = \"Hello\";\n"),
                ("App/tr.lproj/Localizable.strings", "\"greeting\" = \"Merhaba\";\n"),
            ]),
            // An error's text lowered to test it and write it to the log, never shown.
            CheckExample(files: [
                ("App/ProgressSync.swift", """
                import Foundation
                final class ProgressSync {
                    var updateImpossible = false
                    func handle(_ error: Error) {
                        let errorString = error.localizedDescription.lowercased()
                        Logger.shared.log("Progress update failed: \\(errorString)", type: "Error")
                        if errorString.contains("access token not found") { updateImpossible = true }
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"done\" = \"Done\";\n"),
                ("App/de.lproj/Localizable.strings", "\"done\" = \"Fertig\";\n"),
            ]),
            // Lowered only to match a search term: nothing lowercased is shown.
            CheckExample(files: [
                ("App/CountryPicker.swift", """
                import UIKit
                final class CountryPicker: UIViewController {
                    var countries: [Country] = []
                    func filter(_ query: String) -> [Country] {
                        countries.filter { $0.localizedName.lowercased().contains(query) || query.hasPrefix(NSLocalizedString("any", comment: "").lowercased()) }
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"any\" = \"Any\";\n"),
                ("App/tr.lproj/Localizable.strings", "\"any\" = \"Herhangi\";\n"),
            ]),
            // meshtastic-apple: a key no catalog lists is shown as written in every language, so
            // no translation loses its case.
            CheckExample(files: [
                ("App/RouteKind.swift", """
                enum RouteKind {
                    case walking
                    var fileName: String { "Walking".localized.lowercased() }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"done\" = \"Done\";\n"),
                ("App/de.lproj/Localizable.strings", "\"done\" = \"Fertig\";\n"),
            ]),
            // brrow-ios: the same for `Text("literal")`, whose literal is its key: a key no table
            // lists is shown as written in every language.
            CheckExample(files: [
                ("App/MeetupCard.swift", """
                import SwiftUI
                struct MeetupCard: View {
                    var body: some View { Text("Upcoming Meetup").textCase(.uppercase) }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"meetup_title\" = \"Meetup\";\n"),
                ("App/de.lproj/Localizable.strings", "\"meetup_title\" = \"Treffen\";\n"),
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
        /// The literal key the string is looked up by, when the code spells it.
        var key: String?
    }

    static let transforms = FactKey<Transform>("copy-case.runtime-transform")
    /// Calls and properties that change a string's case without its locale.
    static let caseCalls: Set<String> = ["uppercased", "lowercased"]
    static let caseProperties: Set<String> = ["capitalized"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !LiteralText.isDeveloperPage(file.path) else { return }
        for call in file.index.calls("textCase") {
            guard let value = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  ["uppercase", "lowercase"].contains(value.declName.baseName.text), Self.modifiesTranslatedText(call) else { continue }
            let modifier = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
            output.facts.add(Transform(position: file.position(of: modifier), isModifier: true, key: Self.textLiteralKey(call)), for: Self.transforms)
        }
        for call in file.index.calls(Array(Self.caseCalls)) {
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, Self.isLocalized(base),
                  !Self.namesATechnicalTerm(base), !Self.onlyMatches(ExprSyntax(call)),
                  !Self.keptOnlyForTestsAndLogs(ExprSyntax(call), in: file) else { continue }
            output.facts.add(Transform(position: file.position(of: base), isModifier: false, key: Self.literalKey(base)), for: Self.transforms)
        }
        for access in file.index.memberAccesses(Array(Self.caseProperties)) {
            guard let base = access.base, Self.isLocalized(base), !Self.namesATechnicalTerm(base),
                  !Self.onlyMatches(ExprSyntax(access)), !Self.keptOnlyForTestsAndLogs(ExprSyntax(access), in: file) else { continue }
            output.facts.add(Transform(position: file.position(of: base), isModifier: false, key: Self.literalKey(base)), for: Self.transforms)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let languages = UIKitLiteralText.languages(project)
        guard languages.count >= 2 else { return }
        let keys = Self.translatedKeys(project)
        // A key no catalog lists shows as written in every language: there is no translation to lose its case.
        // Without any table of the code's text in the tree (managed elsewhere), nothing says which
        // keys are translated, so every transform stays.
        for transform in project.shippingFacts(Self.transforms, at: \.position).sorted(by: { $0.position < $1.position })
            where keys.isEmpty || transform.key.map(keys.contains) ?? true {
            let why = transform.isModifier ? "scripts without case get nothing from it"
                : "this call ignores the language, which is wrong for some of them (Turkish i), and scripts without case get nothing from it"
            output.report(
                "This translated text has its case changed in code, so its translators in \(languages.count) languages cannot choose the case, and \(why). Write the text in the case it should show in the string catalog and drop the transform.",
                at: transform.position, confidence: .medium)
        }
    }

    /// True when the modifier applies to a `Text` of translated text: a literal (a localized
    /// key), a localization call, or a generated catalog accessor (`L10n.seeMore`,
    /// `Strings.Settings.title`). A `Text` of a `String` variable shows it verbatim (a name the
    /// user typed), and other views, formatted dates and numbers are left alone.
    static func modifiesTranslatedText(_ modifier: FunctionCallExprSyntax) -> Bool {
        var current = modifier.modifiedExpression
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "Text", call.calledExpression.is(DeclReferenceExprSyntax.self) {
                guard call.arguments.count == 1 || call.argument("tableName") != nil || call.argument("bundle") != nil,
                      let content = call.arguments.first, content.label == nil else { return false }
                if let literal = content.expression.as(StringLiteralExprSyntax.self) { return !literal.plainText.isEmpty }
                return isLocalized(content.expression) || isCatalogAccessor(content.expression)
            }
            current = call.modifiedExpression
        }
        return false
    }

    /// The key of the `Text("key")` a modifier applies to, when it is one literal without
    /// interpolation: `Text` looks it up, so a key no table lists shows as written.
    static func textLiteralKey(_ modifier: FunctionCallExprSyntax) -> String? {
        var current = modifier.modifiedExpression
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "Text", call.calledExpression.is(DeclReferenceExprSyntax.self) {
                guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation else { return nil }
                return literal.plainText
            }
            current = call.modifiedExpression
        }
        return nil
    }

    /// Names generated string-catalog accessors start from (SwiftGen's `L10n`, R.swift's `R.string`).
    static let catalogRoots: Set<String> = ["L10n", "Strings", "Localizable", "LocalizedStrings", "R"]

    /// `L10n.seeMore`, `L10n.Settings.title(count)`: a chain whose first name is a catalog root.
    static func isCatalogAccessor(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let member = node.as(MemberAccessExprSyntax.self) { current = member.base; continue }
            return node.as(DeclReferenceExprSyntax.self).map { catalogRoots.contains($0.baseName.text) } ?? false
        }
        return false
    }

    /// True for `NSLocalizedString("Socks5", …)` or `String(localized: "H264")`: a key of one word
    /// mixing letters and digits names a protocol, codec or format, spelled alike in every language.
    static func namesATechnicalTerm(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let key = (call.argument("localized") ?? call.arguments.first)?.expression.as(StringLiteralExprSyntax.self),
              !key.hasInterpolation, let text = key.representedLiteralValue else { return false }
        return text.contains(where: \.isLetter) && text.contains(where: \.isNumber) && text.allSatisfy { $0.isLetter || $0.isNumber }
    }

    /// String methods that test text against other text.
    static let matchingMethods: Set<String> = ["contains", "hasPrefix", "hasSuffix", "starts", "range", "localizedStandardContains"]

    /// True when the transformed string goes straight into a text test, as the receiver
    /// (`name.lowercased().contains(query)`) or an argument (`query.hasPrefix(name.lowercased())`).
    static func onlyMatches(_ transformed: ExprSyntax) -> Bool {
        if let member = transformed.parent?.as(MemberAccessExprSyntax.self), member.base?.id == transformed.id,
           matchingMethods.contains(member.declName.baseName.text),
           let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            return true
        }
        guard let argument = transformed.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return false }
        return matchingMethods.contains(name)
    }

    /// Calls that write a line to a log, which people using the app do not read.
    static let loggingCalls: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "log"]

    /// True when the transformed string is the value of a local `let` that only text tests
    /// (`message.contains("token not found")`) and log lines (`Logger.shared.log("… \(message)")`)
    /// read, later in the same block: nothing shows it.
    static func keptOnlyForTestsAndLogs(_ transformed: ExprSyntax, in file: SwiftFile) -> Bool {
        guard let binding = transformed.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.let),
              let block = declaration.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        let uses = file.index.references(name).filter { block.encloses($0) && $0.position >= declaration.endPosition }
        return !uses.isEmpty && uses.allSatisfy { onlyMatches(ExprSyntax($0)) || isLogged($0) }
    }

    /// True inside the arguments of a logging call of the same statement.
    static func isLogged(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current, !ancestor.is(CodeBlockItemSyntax.self), !ancestor.is(ClosureExprSyntax.self) {
            if let call = ancestor.as(FunctionCallExprSyntax.self), loggingCalls.contains(call.calleeName ?? ""), call.arguments.encloses(node) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// The keys of the app's `.strings` files and String Catalogs, other than the `InfoPlist`
    /// table, which translates the bundle's own keys and none of the code's text.
    static func translatedKeys(_ project: Project) -> Set<String> {
        let isInfoPlistTable = { (file: WorkspaceFile) in ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased() == "infoplist" }
        var keys = Set<String>()
        for file in project.files(of: .strings) where !isInfoPlistTable(file) {
            if let text = project.text(of: file) { keys.formUnion(LocalizedStrings.strings(text).map(\.key)) }
        }
        for catalog in project.files(of: .stringCatalog) where !isInfoPlistTable(catalog) {
            if let text = project.text(of: catalog) { keys.formUnion(LocalizedStrings.catalog(text).map(\.key)) }
        }
        return keys
    }

    /// The key of `NSLocalizedString("key", …)`, `String(localized: "key")`, `"key".localized`
    /// or `"key".localized()`; nil when it is not one literal.
    static func literalKey(_ expression: ExprSyntax) -> String? {
        var literal: ExprSyntax?
        if let call = expression.as(FunctionCallExprSyntax.self) {
            switch call.calleeName {
            case "NSLocalizedString": literal = call.arguments.first?.expression
            case "String": literal = call.argument("localized")?.expression
            default: literal = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            }
        } else {
            literal = expression.as(MemberAccessExprSyntax.self)?.base
        }
        guard let string = literal?.as(StringLiteralExprSyntax.self), !string.hasInterpolation else { return nil }
        return string.representedLiteralValue
    }

    /// `NSLocalizedString(…)`, `String(localized: …)`, `"key".localized`, `.localized()` or a
    /// `localizedTitle` property.
    static func isLocalized(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            switch call.calleeName {
            case "NSLocalizedString", "localized": return true
            case "String": return call.argument("localized") != nil
            default: return false
            }
        }
        // `"key".localized`, or a property that names itself localized (`tag.localizedTitle`).
        guard let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        return NameWords.split(name).first == "localized"
    }
}
