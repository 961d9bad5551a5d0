import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A private API reached by name: a selector, class or key-value path written as an
/// underscored string (`NSSelectorFromString("_setBackgroundStyle:")`,
/// `NSClassFromString("_UIStatusBar")`, `value(forKey: "_placeholderLabel")`), or `dlopen` of a
/// framework under `/System/Library/PrivateFrameworks`, or a Settings page opened by its
/// non-public URL scheme (`App-prefs:`, `prefs:root=`), or UIApplication sent the undocumented
/// `suspend` message to close the app. The string hides the call from the
/// compiler, not from Apple's scan of the upload (App Review Guideline 2.5.1). Only literal
/// names are judged; a name assembled at run time is beyond the code's evidence. A key read or
/// written on user defaults is a stored setting, not an API, underscore or not.
struct PrivateAPIByName: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "store-private-api.private-by-name",
        ruleId: "store-private-api",
        summary: "A private selector, class, framework or Settings URL reached through a string",
        appStoreOnly: true,
        triggering: [
            CheckExample("""
            import UIKit

            func tint(_ bar: UISearchBar) {
                let field = bar.value(forKey: ↓"_searchField") as? UITextField
                field?.textColor = .label
                if bar.responds(to: NSSelectorFromString(↓"_setBackgroundStyle:")) { }
            }
            """),
            CheckExample("""
            import Darwin

            let handle = dlopen(↓"/System/Library/PrivateFrameworks/MobileGestalt.framework/MobileGestalt", RTLD_NOW)
            """),
            CheckExample("""
            import UIKit

            enum SystemPages {
                static func openWiFi() {
                    guard let url = URL(string: ↓"App-prefs:root=WIFI") else { return }
                    UIApplication.shared.open(url)
                }
                static func leaveApp() {
                    UIControl().↓sendAction(#selector(URLSessionTask.suspend), to: UIApplication.shared, for: nil)
                }
            }
            """),
        ],
        nonTriggering: [
            // An app released as an unsigned IPA for AltStore, listed in the source it publishes.
            CheckExample(files: [
                ("Reader/LiveTextView.swift", "import UIKit\n\nfunc translate(_ view: UIView) {\n    view.perform(NSSelectorFromString(\"_translate:\"), with: nil)\n}\n"),
                ("AltStore.json", "{\"name\": \"Reader\", \"apps\": [{\"name\": \"Reader\", \"bundleIdentifier\": \"app.reader\", \"downloadURL\": \"https://example.com/Reader.ipa\"}]}\n"),
            ]),
            CheckExample("""
            import UIKit

            func configure(_ button: UIButton) {
                let action = NSSelectorFromString("refresh:")
                button.addTarget(nil, action: action, for: .touchUpInside)
                let cls: AnyClass? = NSClassFromString("MyApp.PlayerView")
                _ = cls
            }
            """),
            CheckExample("""
            import Darwin

            let handle = dlopen("/usr/lib/libsqlite3.dylib", RTLD_NOW)
            """),
            // The public way to the app's own Settings page; a task suspended, not the app.
            CheckExample("""
            import UIKit

            func openOwnSettings(_ download: URLSessionTask) {
                if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }
                download.suspend()
                let note = "Open Settings > Wi-Fi (prefs are yours to change)"
                print(note)
            }
            """),
            // A defaults key that turns off UIKit's constraint log: a stored setting, not an API.
            CheckExample("""
            import UIKit

            func quietLayoutLog(_ shared: UserDefaults) {
                UserDefaults.standard.setValue(false, forKey: "_UIConstraintBasedLayoutLogUnsatisfiable")
                let sharedDefaults = shared
                _ = sharedDefaults.value(forKey: "_lastLaunch")
            }
            """),
            // Compared, never called: hiding a system menu item.
            CheckExample("""
            import UIKit

            final class MessageTextView: UITextView {
                override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                    if action == NSSelectorFromString("_showTextFormattingOptions:") { return false }
                    return super.canPerformAction(action, withSender: sender)
                }
            }
            """),
        ]
    )

    /// Calls whose first argument names a selector, class or key, and what each reaches.
    static let byName: [String: String] = [
        "NSSelectorFromString": "selector", "Selector": "selector", "NSClassFromString": "class",
        "value": "key", "setValue": "key",
    ]

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls(Array(Self.byName.keys)) {
            guard let name = Self.calledName(call), let kind = Self.byName[name] else { continue }
            let argument: LabeledExprSyntax?
            switch name {
            case "value": argument = call.arguments.first { $0.label?.text == "forKey" }
            case "setValue": argument = call.arguments.first { $0.label?.text == "forKey" }
            default: argument = call.arguments.first.flatMap { $0.label == nil ? $0 : nil }
            }
            guard let literal = argument?.expression.as(StringLiteralExprSyntax.self), let text = Capability.literal(ExprSyntax(literal)),
                  text.hasPrefix("_"), text.count > 2, !Self.isOnlyCompared(call), !Self.isDefaultsKey(call) else { continue }
            output.report(
                "\"\(text)\" names a private \(kind) (a leading underscore marks Apple's private API), and reaching it through a string hides it from the compiler, not from Apple's scan of the upload (App Review Guideline \(AppReview.guideline(.publicAPIs))); use the public API for this, or drop the customisation.",
                at: file.position(of: literal), confidence: .medium)
        }
        for literal in file.index.stringLiterals {
            guard let text = Capability.literal(ExprSyntax(literal)), Self.opensSettingsBySchemeName(text) else { continue }
            output.report(
                "\"\(text.prefix(40))\" opens a Settings page by a URL scheme Apple does not publish, which App Review rejects as non-public API (App Review Guideline \(AppReview.guideline(.publicAPIs))); open UIApplication.openSettingsURLString (the app's own page) or openNotificationSettingsURLString instead.",
                at: file.position(of: literal), confidence: .medium)
        }
        for call in file.index.calls("sendAction", "perform") where Self.suspendsTheApp(call) {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
            output.report(
                "Sending \"suspend\" to UIApplication closes the app through an undocumented method, which App Review rejects (App Review Guideline \(AppReview.guideline(.publicAPIs))), and Apple asks that an app never quit itself; remove it and let the person leave with the Home gesture.",
                at: file.position(of: name), confidence: .medium)
        }
        for call in file.index.calls("dlopen") {
            guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                  let text = Capability.literal(ExprSyntax(literal)), text.contains("/PrivateFrameworks/") else { continue }
            output.report(
                "dlopen loads a private system framework (\(text.split(separator: "/").last ?? "")), which App Review rejects as private API use (App Review Guideline \(AppReview.guideline(.publicAPIs))); use the public framework that offers this, or remove the feature.",
                at: file.position(of: literal), confidence: .medium)
        }
    }

    /// `App-prefs:root=WIFI`, `prefs:root=General`: Settings pages by their private scheme.
    static func opensSettingsBySchemeName(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("app-prefs:") || lowered.hasPrefix("prefs:root")
    }

    /// `sendAction(#selector(X.suspend), to: UIApplication.shared, …)` or
    /// `UIApplication.shared.perform(#selector(X.suspend))`.
    static func suspendsTheApp(_ call: FunctionCallExprSyntax) -> Bool {
        let namesSuspend = call.arguments.contains { argument in
            guard let selector = argument.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector" else { return false }
            return selector.arguments.first?.expression.trimmedDescription.split(separator: ".").last == "suspend"
        }
        guard namesSuspend else { return false }
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
        return receiver.hasPrefix("UIApplication") || call.arguments.contains { $0.label?.text == "to" && $0.expression.trimmedDescription.hasPrefix("UIApplication") }
    }

    /// Whether the selector is only compared with another (`action == NSSelectorFromString("_x:")`
    /// in `canPerformAction` hides a system menu item): nothing private is called.
    static func isOnlyCompared(_ call: FunctionCallExprSyntax) -> Bool {
        guard let list = call.parent?.as(ExprListSyntax.self) else { return false }
        let items = Array(list)
        guard let index = items.firstIndex(where: { $0.id == call.id }) else { return false }
        let neighbours = [index > 0 ? items[index - 1] : nil, index + 1 < items.count ? items[index + 1] : nil]
        return neighbours.contains { ["==", "!="].contains($0?.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }
    }

    /// Whether the call reads or writes a defaults entry (`UserDefaults.standard.setValue(false,
    /// forKey: "_UIConstraintBasedLayoutLogUnsatisfiable")`, `sharedDefaults.value(forKey:)`): the
    /// key names a stored setting, not a class or selector, so no private API is called.
    static func isDefaultsKey(_ call: FunctionCallExprSyntax) -> Bool {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription else { return false }
        return base.hasPrefix("UserDefaults") || base.split(separator: ".").last?.lowercased().hasSuffix("defaults") == true
    }

    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
