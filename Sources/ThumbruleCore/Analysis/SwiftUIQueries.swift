import SwiftSyntax

/// SwiftUI shapes checks share: modifier chains, the view at the root of a chain, and
/// the label closure of a control.
extension ExprSyntaxProtocol {
    /// The modifier calls applied to this view expression, innermost first:
    /// for `Button {…}.padding().accessibilityLabel("x")` on the Button, `[padding, accessibilityLabel]`;
    /// for a view property placed as `header.padding()`, `[padding]`.
    public var modifiersApplied: [FunctionCallExprSyntax] {
        var result: [FunctionCallExprSyntax] = []
        var current = Syntax(self)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            result.append(call)
            current = Syntax(call)
        }
        return result
    }

    /// This view with every modifier applied to it: for `Text("x")` in `Text("x").bold().padding()`, the whole chain.
    public var outermostModifiedExpression: ExprSyntax {
        modifiersApplied.last.map(ExprSyntax.init) ?? ExprSyntax(self)
    }

    /// True when this view, or a container around it, is always drawn redacted as a placeholder
    /// (`Group { … }.redacted(reason: .placeholder)`): its words show as grey bars, never as
    /// text, as in the loading skeleton of a screen whose real content is written elsewhere.
    /// A reason chosen at run time (`reason: isLoading ? .placeholder : []`) does not count.
    public var isDrawnAsRedactedPlaceholder: Bool {
        func redacts(_ expression: ExprSyntax) -> Bool {
            expression.modifiersApplied.contains { modifier in
                modifier.calleeName == "redacted" && modifier.arguments.count == 1
                    && modifier.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "placeholder"
            }
        }
        if redacts(ExprSyntax(self)) { return true }
        return hasAncestor { node in
            if let expression = node.as(ExprSyntax.self), redacts(expression) { return true }
            if let container = node.as(ClosureExprSyntax.self)?.invokingCall { return redacts(ExprSyntax(container)) }
            return false
        }
    }
}

extension FunctionCallExprSyntax {

    /// True when a container around this view names it or hides it: `.accessibilityHidden`,
    /// `.accessibilityRepresentation`, or `.accessibilityElement(children: .ignore)`, which
    /// replaces its children with one label. With `mergedChildrenName`, a container merged with
    /// `children: .combine` counts too, and so does a container's own `.accessibilityLabel`:
    /// the merged element reads the text beside this view (a row's title beside its switch),
    /// which names a control that has no words of its own, where it would not name an icon.
    public func isNamedByAccessibilityContainer(mergedChildrenName: Bool) -> Bool {
        hasAncestor { node in
            guard let container = node.as(ClosureExprSyntax.self)?.invokingCall else { return false }
            return container.modifiersApplied.contains { modifier in
                switch modifier.calleeName {
                case "accessibilityHidden", "accessibilityRepresentation": return true
                case "accessibilityLabel", "accessibility": return mergedChildrenName
                case "accessibilityElement":
                    let children = modifier.argument("children")?.expression.trimmedSourceText
                    return children != ".contain" && (mergedChildrenName || children != ".combine")
                default: return false
                }
            }
        }
    }

    /// The names of the modifiers applied to this view expression.
    public var modifierNames: [String] { modifiersApplied.compactMap(\.calleeName) }

    /// For a modifier chain, the call at its root: `Image("x").resizable().frame()` → `Image("x")`.
    public var rootViewCall: FunctionCallExprSyntax {
        var current = self
        while let base = current.modifiedExpression?.as(FunctionCallExprSyntax.self) { current = base }
        return current
    }

    /// The closure that builds a control's label: `label:` (argument or trailing), or the
    /// trailing closure when the action was passed as `action:` or `intent:`.
    public var labelClosure: ClosureExprSyntax? {
        if let labelled = additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return labelled.closure }
        if let argument = argument("label")?.expression.as(ClosureExprSyntax.self) { return argument }
        if argument("action") != nil || argument("intent") != nil, let trailing = trailingClosure { return trailing }
        return nil
    }
}

extension ClosureExprSyntax {
    /// The single expression a view-builder closure returns, or nil when it holds more.
    public var singleExpression: ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return nil
    }
}

extension ExprSyntax {
    /// How a message names the SF Symbol this expression gives: `"xmark"` for a literal,
    /// `.xmark` for a typed symbol (SFSafeSymbols), nil when it is chosen at run time. A
    /// message never pastes an expression, which may span lines.
    public var symbolNameForMessage: String? {
        if let literal = self.as(StringLiteralExprSyntax.self), !literal.hasInterpolation { return "\"\(literal.plainText)\"" }
        if let member = self.as(MemberAccessExprSyntax.self), member.base == nil { return "." + member.declName.baseName.text }
        return nil
    }
}

extension FunctionCallExprSyntax {
    /// The views whose content closures hold this view (with its modifiers), innermost first,
    /// up to its declaration: `[ForEach, Section, List]` for a list row. A closure passed to a
    /// modifier is named with a dot (`.overlay`): its views sit over the view, not in it.
    public var contentOwners: [String] {
        var owners: [String] = []
        var current = Syntax(outermostModifiedExpression)
        while let parent = current.parent {
            if let owner = parent.as(ClosureExprSyntax.self)?.invokingCall {
                owners.append((owner.modifiedExpression == nil ? "" : ".") + (owner.calleeName ?? ""))
            }
            if parent.is(DeclSyntax.self), !parent.is(IfConfigDeclSyntax.self) { break }
            current = parent
        }
        return owners
    }
}

/// Rows of SwiftUI lists: the views a `List` or `Form` lays out as its own cells.
public enum SwiftUIRows {
    /// True when the views holding a view (`FunctionCallExprSyntax.contentOwners`) make it a
    /// row of a `List` or `Form` (or of a project view that writes its content into one): each
    /// closure on the way is a `ForEach`, `Group` or `Section` (or a project view that writes
    /// its content into one) until the list's own. A view inside a row's stack is not a row.
    public static func isListRow(_ owners: [String], listWrappers: Set<String> = [], sectionWrappers: Set<String> = []) -> Bool {
        for owner in owners {
            if MotionAPIs.listContainers.contains(owner) || listWrappers.contains(owner) { return true }
            guard MotionAPIs.rowGroupingContainers.contains(owner) || sectionWrappers.contains(owner) else { return false }
        }
        return false
    }
}
