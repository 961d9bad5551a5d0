import SwiftSyntax
import ThumbruleCore

/// Where a control sits, as the button checks need to know it.
extension SyntaxProtocol {
    /// True inside the items of a `Menu`, a `.contextMenu` or `.swipeActions`: rows the
    /// system draws in its own style and size, not free-standing buttons.
    var isInMenuContent: Bool {
        hasAncestor { node in
            guard let closure = node.as(ClosureExprSyntax.self), let call = closure.invokingCall else { return false }
            switch call.calleeName {
            case "contextMenu", "swipeActions":
                return true
            case "Menu":
                let label = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
                    ?? call.argument("label")?.expression.as(ClosureExprSyntax.self)
                let primary = call.additionalTrailingClosures.first { $0.label.text == "primaryAction" }?.closure
                return closure.id != label?.id && closure.id != primary?.id
            default:
                return false
            }
        }
    }

    /// True inside the content of a call named in `names`: its closures and arguments,
    /// not the view it modifies (`Text("x").contextMenu { here }`).
    func isInContent(ofCallsNamed names: Set<String>) -> Bool {
        hasAncestor { ancestor in
            guard let call = ancestor.as(FunctionCallExprSyntax.self), names.contains(call.calleeName ?? "") else { return false }
            return position >= call.calledExpression.endPosition
        }
    }

    /// True inside a `.toolbar { … }` or `ToolbarItem`: bar items the system sizes and spaces.
    var isInToolbar: Bool {
        hasAncestor { node in
            guard let call = node.as(ClosureExprSyntax.self)?.invokingCall else { return false }
            return ["toolbar", "ToolbarItem", "ToolbarItemGroup", "bottomBar"].contains(call.calleeName ?? "")
        }
    }
}

/// Containers whose buttons close them on the tap: menus, swipe actions, alerts.
let closingContainers: Set<String> = [
    "contextMenu", "swipeActions", "alert", "confirmationDialog", "actionSheet", "accessibilityActions",
    "accessibilityAction", "confirmationDialogOrAlert",
]

extension FunctionCallExprSyntax {
    /// True for a button whose tap closes what holds it (a menu item, a swipe action, an
    /// alert action), directly or through the helper it is built in (`var menuItems: some View`
    /// shown in `.contextMenu { menuItems }`), or in a type named as a menu.
    func closesOnTap(in file: SwiftFile) -> Bool {
        func closes(_ node: some SyntaxProtocol) -> Bool {
            node.isInMenuContent || node.isInContent(ofCallsNamed: closingContainers)
        }
        if closes(self) || enclosingTypeName?.hasSuffix("Menu") == true { return true }
        guard let helper = enclosingFunctionName, helper != "body" else { return false }
        // A helper named for a menu's items fills a menu, often one attached in another file.
        let lower = helper.lowercased()
        if lower.contains("contextmenu") || ["menu", "menucontent", "menuitems", "menuactions"].contains(where: lower.hasSuffix) { return true }
        return file.index.references(helper).contains { closes($0) }
    }

    /// The text a control shows, when it is a literal: `Button("Save")`, or a label closure
    /// holding a single `Text("Save")` or `Label("Save", …)`.
    var literalTitle: String? {
        if let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self), arguments.first?.label == nil {
            return literal.hasInterpolation ? nil : literal.plainText
        }
        guard let label = labelClosure?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall,
              ["Text", "Label"].contains(label.calleeName ?? ""),
              let literal = label.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return literal.plainText
    }

    /// `Button "Save"`, `Button (L10n.save)` for a title held in a constant,
    /// `Button ("\(count) items")` for an interpolated one, or the control's name alone.
    var controlDescription: String {
        let name = calleeName ?? "control"
        if let title = literalTitle { return "\(name) \"\(title)\"" }
        let label = labelClosure?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall
        let titleExpression = arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
            ?? (["Text", "Label"].contains(label?.calleeName ?? "") ? label?.arguments.first?.expression : nil)
        guard let titleExpression, titleExpression.dottedPath != nil || titleExpression.is(StringLiteralExprSyntax.self) else { return name }
        return "\(name) (\(titleExpression.trimmedSourceText))"
    }
}
