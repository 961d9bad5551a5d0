import SwiftSyntax
import ThumbruleCore

/// A button title written as a literal, with the control that shows it and where it sits.
/// Shared by the `button-label` checks.
struct ButtonLabel {
    package enum Context {
        /// An action of an alert, dialog or action sheet with this many actions (nil when
        /// they are built in a loop and cannot be counted).
        case alertAction(count: Int?)
        /// A SwiftUI control outside an alert.
        case control(FunctionCallExprSyntax)
        /// A UIKit button, bar item or menu action outside an alert.
        case uiKit
    }

    package let literal: StringLiteralExprSyntax
    package let text: String
    package let context: Context
    /// The SwiftUI control the title labels, whose action says what the title does.
    var control: FunctionCallExprSyntax?

    static let swiftUIControls = ["Button", "NavigationLink", "Link", "Menu", "ShareLink"]
    /// `Alert.Button.default(Text("OK"))` and friends, from the pre-iOS 15 alert API.
    static let legacyAlertButtons = ["default", "cancel", "destructive"]
    static let alertModifiers: Set<String> = ["alert", "confirmationDialog", "actionSheet"]

    package static func all(in file: SwiftFile) -> [ButtonLabel] {
        var labels: [ButtonLabel] = []
        for control in file.index.calls(swiftUIControls) {
            guard let literal = titleLiteral(of: control) else { continue }
            labels.append(ButtonLabel(literal: literal, text: literal.plainText, context: swiftUIContext(control, file), control: control))
        }
        for button in file.index.calls(legacyAlertButtons) {
            guard let text = button.arguments.first?.expression.as(FunctionCallExprSyntax.self), text.calleeName == "Text",
                  let literal = literalText(text.arguments.first?.expression) else { continue }
            labels.append(ButtonLabel(literal: literal, text: literal.plainText, context: .alertAction(count: legacyAlertCount(button))))
        }
        for action in file.index.calls("UIAlertAction") {
            guard let literal = literalText(action.argument("title")?.expression) else { continue }
            labels.append(ButtonLabel(literal: literal, text: literal.plainText, context: .alertAction(count: uiKitAlertCount(action))))
        }
        for call in file.index.calls("UIBarButtonItem", "UIAction") {
            guard let literal = literalText(call.argument("title")?.expression) else { continue }
            labels.append(ButtonLabel(literal: literal, text: literal.plainText, context: .uiKit))
        }
        for call in file.index.calls("setTitle") where call.argumentLabels == ["_", "for"] {
            guard let literal = literalText(call.arguments.first?.expression) else { continue }
            labels.append(ButtonLabel(literal: literal, text: literal.plainText, context: .uiKit))
        }
        return labels.filter { $0.literal.openingPounds == nil }
    }

    /// `Button("Save")`, `Button(NSLocalizedString("Save", …))`, or a label closure holding
    /// only `Text("Save")` or `Label("Save", systemImage:)`.
    static func titleLiteral(of control: FunctionCallExprSyntax) -> StringLiteralExprSyntax? {
        if let first = control.arguments.first, first.label == nil, let literal = literalText(first.expression) { return literal }
        guard let label = control.labelClosure?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall,
              ["Text", "Label"].contains(label.calleeName ?? "") else { return nil }
        return literalText(label.arguments.first?.expression)
    }

    /// A literal, or the literal inside `NSLocalizedString("…")`, `String(localized: "…")`,
    /// `LocalizedStringKey("…")` or `Text("…")`.
    static func literalText(_ expression: ExprSyntax?) -> StringLiteralExprSyntax? {
        guard let expression else { return nil }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.hasInterpolation ? nil : literal }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              ["NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource", "Text"].contains(call.calleeName ?? "") else {
            return nil
        }
        return literalText(call.arguments.first?.expression)
    }

    private static func swiftUIContext(_ control: FunctionCallExprSyntax, _ file: SwiftFile) -> Context {
        var current = control.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let presenter = closure.invokingCall,
               isAlertModifier(presenter.calleeName ?? ""), presenter.modifiedExpression != nil {
                let inLoop = file.index.calls("ForEach").contains { closure.position <= $0.position && $0.endPosition <= closure.endPosition }
                let count = file.index.calls("Button").filter { closure.position <= $0.position && $0.endPosition <= closure.endPosition }.count
                return .alertAction(count: inLoop ? nil : count)
            }
            if node.is(DeclSyntax.self) { break }
            current = node.parent
        }
        return .control(control)
    }

    /// `.alert`, `.confirmationDialog`, `.actionSheet`, and project wrappers named after them
    /// (`.confirmationDialogOrAlert`).
    static func isAlertModifier(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return alertModifiers.contains(name) || lowered.contains("alert") || lowered.contains("confirmationdialog")
    }

    /// `Alert(…, dismissButton: .default(…))` has one action; `primaryButton:` and
    /// `secondaryButton:` two; `ActionSheet(buttons: […])` as many as listed.
    private static func legacyAlertCount(_ button: FunctionCallExprSyntax) -> Int? {
        if let argument = button.parent?.as(LabeledExprSyntax.self) {
            switch argument.label?.text {
            case "dismissButton": return 1
            case "primaryButton", "secondaryButton": return 2
            default: return nil
            }
        }
        return button.parent?.parent?.parent?.as(ArrayExprSyntax.self)?.elements.count
    }

    /// The actions of the `UIAlertController` a `UIAlertAction` joins: the elements of the
    /// array it is listed in, or the `alert.addAction(…)` statements on the same alert in the
    /// same block. Nil when the source does not show them together.
    private static func uiKitAlertCount(_ action: FunctionCallExprSyntax) -> Int? {
        if let array = action.parent?.parent?.parent?.as(ArrayExprSyntax.self) { return array.elements.count }
        guard let add = action.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), add.calleeName == "addAction",
              let alert = add.modifiedExpression?.trimmedSourceText,
              let statements = add.parent?.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        return statements.filter { statement in
            guard let call = statement.item.as(FunctionCallExprSyntax.self) else { return false }
            return call.calleeName == "addAction" && call.modifiedExpression?.trimmedSourceText == alert
        }.count
    }

    /// True when a SwiftUI control's action only closes what is shown: `dismiss()`,
    /// `isPresented = false`, `showing.toggle()`, or a call named for closing (`close()`,
    /// `hideSheet()`: phoenix ChannelSizeImpactWarning's "OK" closes its notice).
    static func onlyDismisses(_ control: FunctionCallExprSyntax) -> Bool? {
        // `Button(role: nil, label: { Text("OK") })`, a project's initializer with no action: nothing runs.
        if control.argument("action") == nil, control.trailingClosure == nil, control.argument("label")?.expression.is(ClosureExprSyntax.self) == true {
            return true
        }
        let action = control.argument("action")?.expression.as(ClosureExprSyntax.self)
            ?? (control.labelClosure == nil ? control.trailingClosure : nil)
        if action == nil, let reference = control.argument("action")?.expression.trimmedSourceText {
            return reference.lowercased().contains("dismiss")
        }
        guard let action else { return nil }
        return action.statements.allSatisfy { statement in
            if let name = statement.item.as(FunctionCallExprSyntax.self)?.calleeName,
               closingVerbs.contains(NameWords.split(name).first ?? "") { return true }
            let text = statement.trimmedSourceText
            return text.contains("dismiss") || text.hasSuffix("= false") || text.hasSuffix("= nil") || text.hasSuffix(".toggle()")
        }
    }

    /// First words of a call that closes what is shown.
    static let closingVerbs: Set<String> = ["close", "dismiss", "hide"]
}
