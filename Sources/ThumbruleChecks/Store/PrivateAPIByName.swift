import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A private API reached by name: a selector, class or key-value path written as an
/// underscored string (`NSSelectorFromString("_setBackgroundStyle:")`,
/// `NSClassFromString("_UIStatusBar")`, `value(forKey: "_placeholderLabel")`), or `dlopen` of a
/// framework under `/System/Library/PrivateFrameworks`. The string hides the call from the
/// compiler, not from Apple's scan of the upload (App Review Guideline 2.5.1). Only literal
/// names are judged; a name assembled at run time is beyond the code's evidence.
struct PrivateAPIByName: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "store-private-api.private-by-name",
        ruleId: "store-private-api",
        summary: "A private selector, class or framework reached through a string",
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
        ],
        nonTriggering: [
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
                  text.hasPrefix("_"), text.count > 2, !Self.isOnlyCompared(call) else { continue }
            output.report(
                "\"\(text)\" names a private \(kind) (a leading underscore marks Apple's private API), and reaching it through a string hides it from the compiler, not from Apple's scan of the upload (App Review Guideline \(AppReview.guideline(.publicAPIs))); use the public API for this, or drop the customisation.",
                at: file.position(of: literal), confidence: .medium)
        }
        for call in file.index.calls("dlopen") {
            guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                  let text = Capability.literal(ExprSyntax(literal)), text.contains("/PrivateFrameworks/") else { continue }
            output.report(
                "dlopen loads a private system framework (\(text.split(separator: "/").last ?? "")), which App Review rejects as private API use (App Review Guideline \(AppReview.guideline(.publicAPIs))); use the public framework that offers this, or remove the feature.",
                at: file.position(of: literal), confidence: .medium)
        }
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

    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
