import SwiftSyntax
import ThumbruleCore

/// A destructive action placed first in a context menu: the item nearest the finger, and
/// the one people hit when they open the menu by habit, deletes.
///
/// SwiftUI: the first item of `.contextMenu { … }` (looking into `Section`, `Group` and
/// `ControlGroup`, skipping `Divider`) is a `Button(role: .destructive)`, and the menu
/// holds more than that one item on some path (an `if` and its `else` are alternatives). UIKit: inside a `UIContextMenuConfiguration`, the first
/// child of a `UIMenu(children: [...])` is a `UIAction` with `attributes: .destructive`
/// (written inline or as a variable of the same function).
///
/// Known false negatives: menus built from arrays or helpers, `if` branches whose first
/// item differs. Known false positives: a menu whose only purpose is destructive (Delete,
/// Delete All) where the order matters less.
struct ContextMenuDestructiveFirst: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "nav-context-menu.destructive-first",
        ruleId: "nav-context-menu",
        summary: "A context menu whose first item is destructive",
        triggering: [
            CheckExample("""
            struct RecipeRow: View {
                var body: some View {
                    Text(recipe.title)
                        .contextMenu {
                            ↓Button("Delete", systemImage: "trash", role: .destructive) { delete() }
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                        }
                }
            }
            """),
            CheckExample("""
            func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in self.delete(indexPath) }
                    let share = UIAction(title: "Share") { _ in self.share(indexPath) }
                    return UIMenu(children: [↓delete, share])
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct RecipeRow: View {
                var body: some View {
                    Text(recipe.title)
                        .contextMenu {
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                            Divider()
                            Button("Delete", systemImage: "trash", role: .destructive) { delete() }
                        }
                    Text(draft.title)
                        .contextMenu { Button("Discard Draft", role: .destructive) { discard() } }
                }
            }
            """),
            // One item, written once per iOS version: the menu never holds more than the removal.
            CheckExample("""
            struct TemplateRow: View {
                var body: some View {
                    Text(template.name)
                        .contextMenu {
                            if #available(iOS 15.0, *) {
                                Button(role: .destructive) { remove(template) } label: { Label("Remove", systemImage: "trash") }
                            } else {
                                Button { remove(template) } label: { Label("Remove", systemImage: "trash") }
                            }
                        }
                }
            }
            """),
            CheckExample("""
            let menu = UIMenu(children: [UIAction(title: "Delete", attributes: .destructive) { _ in }, UIAction(title: "Share") { _ in }])
            let button = UIButton(primaryAction: nil)
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for menu in file.index.calls("contextMenu") where menu.modifiedExpression != nil {
            guard let content = menu.contentClosure(labels: ["menuItems", "menu"]) else { continue }
            let items = Self.flattenedItems(BuilderItems.expressions(in: content))
            guard (Self.largestPath(content.statements) ?? items.count) > 1, let first = items.first?.as(FunctionCallExprSyntax.self)?.rootViewCall,
                  first.calleeName == "Button", first.hasDestructiveRole else { continue }
            report(first, file: file, &output)
        }
        for menu in file.index.calls("UIMenu") {
            guard let children = menu.argument("children")?.expression.as(ArrayExprSyntax.self), children.elements.count > 1,
                  let first = children.elements.first?.expression, isInContextMenu(menu),
                  isDestructiveAction(first, in: menu, file: file) else { continue }
            report(first, file: file, &output)
        }
    }

    private func report(_ item: some SyntaxProtocol, file: SwiftFile, _ output: inout CheckOutput) {
        output.report(
            "This context menu opens with a destructive item, the one nearest the finger; put everyday actions first and the destructive one last (after a Divider or in its own section), still marked destructive so it shows red.",
            at: file.position(of: item))
    }

    /// Menu entries in order, with groups opened and dividers left out.
    static func flattenedItems(_ expressions: [ExprSyntax]) -> [ExprSyntax] {
        expressions.flatMap { expression -> [ExprSyntax] in
            guard let call = expression.as(FunctionCallExprSyntax.self)?.rootViewCall, let name = call.calleeName else { return [expression] }
            if name == "Divider" { return [] }
            if NavigationAPIs.menuGroups.contains(name), let content = call.contentClosure() {
                return flattenedItems(BuilderItems.expressions(in: content))
            }
            return [expression]
        }
    }

    /// The most entries one path through the menu shows: the branches of an `if` (an
    /// `#available` check with the same item written twice) are alternatives, groups are
    /// opened and dividers count nothing. Nil when it cannot be counted (a `ForEach`).
    static func largestPath(_ statements: CodeBlockItemListSyntax) -> Int? {
        BuilderItems.count(in: statements) { expression in
            guard let call = expression.as(FunctionCallExprSyntax.self)?.rootViewCall, let name = call.calleeName else { return 1 }
            if name == "Divider" { return 0 }
            if name == "ForEach" { return nil }
            if NavigationAPIs.menuGroups.contains(name), let content = call.contentClosure() { return largestPath(content.statements) }
            return 1
        }
    }

    /// True inside a `UIContextMenuConfiguration` or a `…contextMenuConfiguration…` delegate method.
    private func isInContextMenu(_ node: FunctionCallExprSyntax) -> Bool {
        node.hasAncestor { ancestor in
            if let call = ancestor.as(FunctionCallExprSyntax.self), call.calleeName == "UIContextMenuConfiguration" { return true }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { $0.firstName.text.hasPrefix("contextMenuConfiguration") }
            }
            return false
        }
    }

    /// `UIAction(…, attributes: .destructive)` written inline, or a variable holding one.
    private func isDestructiveAction(_ expression: ExprSyntax, in menu: FunctionCallExprSyntax, file: SwiftFile) -> Bool {
        var action = expression.as(FunctionCallExprSyntax.self)
        if action == nil, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let scope = menu.enclosingFunction.map(Syntax.init) ?? menu.enclosingClosureCall.map(Syntax.init) {
            action = file.declaredVariables[name]?.first { scope.encloses($0.binding) }?.binding.initializer?.value.as(FunctionCallExprSyntax.self)
        }
        guard let action, action.calleeName == "UIAction" else { return false }
        return action.argument("attributes")?.expression.trimmedSourceText.contains("destructive") ?? false
    }
}
