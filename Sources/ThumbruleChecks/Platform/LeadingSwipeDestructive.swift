import SwiftSyntax
import ThumbruleCore

/// A destructive swipe action on the leading edge. iOS puts Delete and other destructive
/// row actions on the trailing edge (a leftward swipe); on the leading edge a rightward
/// swipe, made to pin or mark as read, deletes instead, and as the first action a full
/// swipe runs it without a tap.
///
/// SwiftUI: `Button(role: .destructive)` inside `.swipeActions(edge: .leading)` whose label or
/// action names a removal (the role also serves only to tint a pin red). UIKit: a
/// `UIContextualAction(style: .destructive, …)` whose title or handler names a removal, inside
/// `leadingSwipeActionsConfigurationForRowAt` / `…ForItemAt`, or inside a closure assigned
/// to `leadingSwipeActionsConfigurationProvider`.
///
/// Known false negatives: destructive actions styled only by tint (`.tint(.red)`), actions
/// built in helpers. Known false positives: none known; the edge and role are both in the code.
struct LeadingSwipeDestructive: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "list-swipe.leading-destructive",
        ruleId: "list-swipe",
        summary: "A destructive swipe action placed on the leading edge of a row",
        triggering: [
            CheckExample("""
            struct Inbox: View {
                var body: some View {
                    List(messages) { message in
                        MessageRow(message)
                            .swipeActions(edge: .leading) {
                                ↓Button("Delete", systemImage: "trash", role: .destructive) { delete(message) }
                                Button("Pin", systemImage: "pin") { pin(message) }
                            }
                    }
                }
            }
            """),
            CheckExample("""
            func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let delete = ↓UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct Inbox: View {
                var body: some View {
                    List(messages) { message in
                        MessageRow(message)
                            .swipeActions(edge: .leading) { Button("Pin", systemImage: "pin") { pin(message) } }
                            .swipeActions { Button("Delete", role: .destructive) { delete(message) } }
                    }
                }
            }
            """),
            CheckExample("""
            func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            """),
            // The destructive role used only for its red tint on a pin.
            CheckExample("""
            struct Watchlist: View {
                var body: some View {
                    List(coins) { coin in
                        CoinRow(coin)
                            .swipeActions(edge: .leading) {
                                Button(role: .destructive) { onFavourite(coin, !coin.isFavourite) } label: {
                                    Label(coin.isFavourite ? "Unfavourite" : "Favourite", systemImage: "star")
                                }
                            }
                    }
                }
            }
            """),
            // The destructive style used only for its dismissal animation on a pin.
            CheckExample("""
            func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let pin = UIContextualAction(style: .destructive, title: pinTitle) { _, _, done in
                    self.model.togglePin(at: indexPath)
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [pin])
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for swipe in file.index.calls("swipeActions") where swipe.argument("edge")?.expression.trimmedSourceText == ".leading" {
            guard let content = swipe.contentClosure() else { continue }
            for button in file.index.calls(["Button"], inside: content) where button.hasDestructiveRole && Self.namesRemoval([button.trimmedSourceText]) {
                report(button, file: file, &output)
            }
        }
        var leadingScopes: [Syntax] = file.index.functions.filter { function in
            function.signature.parameterClause.parameters.contains { $0.firstName.text.hasPrefix("leadingSwipeActionsConfigurationFor") }
        }.map(Syntax.init)
        leadingScopes += file.index.memberAccesses("leadingSwipeActionsConfigurationProvider").compactMap { $0.assignedValue.map(Syntax.init) }
        for scope in leadingScopes {
            for action in file.index.calls(["UIContextualAction"], inside: scope)
            where action.argument("style")?.expression.trimmedSourceText.hasSuffix("destructive") == true && Self.removesSomething(action) {
                report(action, file: file, &output)
            }
        }
    }

    /// Words in an action's title or handler that say it removes something.
    static let removalWords: Set<String> = ["delete", "remove", "trash", "discard", "erase", "destroy", "wipe"]

    /// True when the title or the handler of a `.destructive` `UIContextualAction` names a
    /// removal: apps also use the style only for its dismissal animation on a pin or a
    /// mark-as-read, which removes nothing.
    static func removesSomething(_ action: FunctionCallExprSyntax) -> Bool {
        namesRemoval([action.argument("title")?.expression.trimmedSourceText, action.trailingClosure?.trimmedSourceText].compactMap { $0 })
    }

    /// True when one of the texts (a title, a handler, a whole SwiftUI `Button` with its label)
    /// has a word of removal in it.
    static func namesRemoval(_ texts: [String]) -> Bool {
        texts.contains { !Set(NameWords.split($0)).isDisjoint(with: removalWords) }
    }

    private func report(_ action: FunctionCallExprSyntax, file: SwiftFile, _ output: inout CheckOutput) {
        output.report(
            "This destructive swipe action is on the leading edge, where a rightward swipe meant to pin or mark deletes instead; move it to the trailing edge (.swipeActions(edge: .trailing) / trailingSwipeActionsConfigurationForRowAt) and make a full-swipe delete undoable.",
            at: file.position(of: action))
    }
}
