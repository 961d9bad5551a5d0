import SwiftSyntax
import ThumbruleCore

/// A destructive SwiftUI button that deletes the user's data on one tap, with no confirmation
/// and no undo: a slip loses the data.
///
/// Destructive: `Button(role: .destructive)`, a trash symbol in its label, or a title that
/// starts with Delete / Remove / Erase. Deletes: its action calls SwiftData's or Core Data's
/// `context.delete`, `FileManager.removeItem` and the like, or calls a function of the project
/// whose body deletes (`delete…` / `remove…` calls, store deletions), one hop, in any file.
/// Swipe actions count for their first button, which a full swipe runs with no tap, unless
/// `allowsFullSwipe: false`; in UIKit, the first `UIContextualAction(style: .destructive)` of a
/// `UISwipeActionsConfiguration` unless `performsFirstActionWithFullSwipe = false`.
///
/// Not reported: buttons inside `.alert` / `.confirmationDialog` (they are the confirmation),
/// a title that toggles between removing and adding (`isSaved ? "Remove…" : "Add…"`),
/// inside `Menu` and `.contextMenu` (a second gesture), a later swipe button (swipe, then tap),
/// `.onDelete` in a `List` (the platform's own two-step edit), an action that presents an
/// alert or sets a flag that does, and any deletion where the button's file or the deleting
/// function's file mentions undo (`UndoManager`, an "Undo" banner).
///
/// Known false negatives: deletions behind closures handed down from a parent view
/// (`onDelete()`), or in SDK or package code the project does not declare; UIKit buttons and
/// bar items.
/// Known false positives: an undo offered from a file that neither the button nor the
/// deleting function sits in.
struct DestructiveWithoutGuard: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "touch-destructive.unguarded-delete",
        ruleId: "touch-destructive",
        summary: "A destructive button or full swipe that deletes data at once, with no confirmation and no undo",
        optIn: "Judged true in 22 of 38 findings on apps nobody tuned it on: many deletes move items to a trash with undo, or already sit inside a confirmation the code builds elsewhere.",
        triggering: [
            CheckExample("""
            struct NoteDetail: View {
                @Environment(\\.modelContext) private var modelContext
                let note: Note
                var body: some View {
                    Form { Text(note.text) }
                        .toolbar {
                            ↓Button("Delete", systemImage: "trash", role: .destructive) {
                                modelContext.delete(note)
                            }
                        }
                }
            }
            """),
            // The deletion sits in a store in another file; the first swipe button runs on a full swipe.
            CheckExample(files: [
                ("App/Store.swift", """
                @Observable final class JournalStore {
                    var entries: [Entry] = []
                    func remove(_ entry: Entry) {
                        entries.removeAll { $0.id == entry.id }
                        save()
                    }
                }
                """),
                ("App/JournalList.swift", """
                struct JournalList: View {
                    let store: JournalStore
                    var body: some View {
                        List(store.entries) { entry in
                            Text(entry.title)
                                .swipeActions {
                                    ↓Button(role: .destructive) { store.remove(entry) } label: { Label("Delete", systemImage: "trash") }
                                    Button("Pin") { store.pin(entry) }
                                }
                        }
                    }
                }
                """),
            ]),
            CheckExample("""
            struct Attachments: View {
                let file: URL
                var body: some View {
                    ↓Button {
                        discard()
                    } label: {
                        Image(systemName: "trash.fill")
                    }
                }
                private func discard() {
                    try? FileManager.default.removeItem(at: file)
                }
            }
            """),
            CheckExample("""
            final class NotesViewController: UITableViewController {
                func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                    let delete = ↓UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        self.context.delete(self.notes[indexPath.row])
                        done(true)
                    }
                    return UISwipeActionsConfiguration(actions: [delete])
                }
            }
            """),
        ],
        nonTriggering: [
            // UIKit: the full swipe turned off, and a deletion that asks first.
            CheckExample("""
            final class NotesViewController: UITableViewController {
                func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        self.context.delete(self.notes[indexPath.row])
                        done(true)
                    }
                    let configuration = UISwipeActionsConfiguration(actions: [delete])
                    configuration.performsFirstActionWithFullSwipe = false
                    return configuration
                }
                func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        let alert = UIAlertController(title: "Delete note?", message: nil, preferredStyle: .actionSheet)
                        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.context.delete(self.notes[indexPath.row]) })
                        self.present(alert, animated: true)
                        done(false)
                    }
                    return UISwipeActionsConfiguration(actions: [delete])
                }
            }
            """),
            // The button asks first; the deletion runs from the dialog.
            CheckExample("""
            struct NoteDetail: View {
                @Environment(\\.modelContext) private var modelContext
                @State private var confirming = false
                let note: Note
                var body: some View {
                    Button("Delete", role: .destructive) { confirming = true }
                        .confirmationDialog("Delete this note?", isPresented: $confirming) {
                            Button("Delete Note", role: .destructive) { modelContext.delete(note) }
                        }
                }
            }
            """),
            // The store registers an undo for every removal.
            CheckExample(files: [
                ("App/Store.swift", """
                @Observable final class JournalStore {
                    var entries: [Entry] = []
                    var undoManager: UndoManager?
                    func remove(_ entry: Entry) {
                        entries.removeAll { $0.id == entry.id }
                        undoManager?.registerUndo(withTarget: self) { $0.entries.append(entry) }
                    }
                }
                """),
                ("App/JournalList.swift", """
                struct JournalList: View {
                    let store: JournalStore
                    var body: some View {
                        List(store.entries) { entry in
                            Text(entry.title)
                                .swipeActions { Button(role: .destructive) { store.remove(entry) } label: { Label("Delete", systemImage: "trash") } }
                        }
                    }
                }
                """),
            ]),
            // Full swipe off; a later swipe button; a context menu; the platform's onDelete; a cancel that
            // throws away a draft it made is no destructive button.
            CheckExample("""
            struct Inbox: View {
                @Environment(\\.modelContext) private var modelContext
                var body: some View {
                    List {
                        ForEach(messages) { message in
                            Row(message)
                                .swipeActions(allowsFullSwipe: false) { Button(role: .destructive) { modelContext.delete(message) } label: { Text("Delete") } }
                                .swipeActions(edge: .leading) {
                                    Button("Read") { message.read = true }
                                    Button(role: .destructive) { modelContext.delete(message) } label: { Text("Delete") }
                                }
                                .contextMenu { Button("Delete", role: .destructive) { modelContext.delete(message) } }
                        }
                        .onDelete { offsets in offsets.forEach { modelContext.delete(messages[$0]) } }
                    }
                    .toolbar { Button("Cancel") { modelContext.delete(draft); dismiss() } }
                }
            }
            """),
            // The view model asks through the app's own alert wrapper; a keypad's backspace is no deletion.
            CheckExample(files: [
                ("App/DetailModel.swift", """
                final class DetailModel: ObservableObject {
                    let alerts: AlertProvider
                    func deleteTapped() {
                        alerts.showConfirmAlert(title: "Delete?", onConfirm: { [weak self] in self?.deleteItem() })
                    }
                    func deleteItem() { repository.delete(item) }
                }
                """),
                ("App/Detail.swift", """
                struct Detail: View {
                    @ObservedObject var model: DetailModel
                    @Binding var digits: String
                    var body: some View {
                        Button(action: { model.deleteTapped() }, label: { Image(systemName: "trash") })
                        Button { digits.removeLast() } label: { Image(systemName: "delete.left") }
                    }
                }
                """),
            ]),
            // The app's own confirmation: a sheet that asks the question and offers Cancel, and a
            // view named for an alert. Their Delete buttons are the second step.
            CheckExample("""
            struct ExpenseEditor: View {
                @Environment(\\.managedObjectContext) var moc
                let expense: Expense
                @State private var confirming = false
                var body: some View {
                    Button("Delete Expense") { confirming = true }
                        .fullScreenCover(isPresented: $confirming) {
                            VStack {
                                Text("Delete Expense?")
                                Text("This action cannot be undone.")
                                Button("Delete", role: .destructive) { moc.delete(expense) }
                                Button("Cancel") { confirming = false }
                            }
                        }
                }
            }
            struct DeleteBudgetAlert: View {
                @Environment(\\.managedObjectContext) var moc
                let budget: Budget
                var body: some View {
                    Button("Delete", role: .destructive) { moc.delete(budget) }
                }
            }
            """),
            // Removing a tag from a form not yet saved, signing out, and clearing a cache lose no data.
            CheckExample("""
            struct EditGroup: View {
                @State private var tags: [String] = []
                var body: some View {
                    ForEach(tags, id: \\.self) { tag in
                        Button(role: .destructive) { deleteTag(tag) } label: { Image(systemName: "trash") }
                    }
                    Button("Sign Out", role: .destructive) { logoutAccount() }
                    Button("Delete Cache", role: .destructive) { clearCache() }
                }
                private func deleteTag(_ tag: String) { tags.removeAll { $0 == tag } }
                private func logoutAccount() { session.deleteSubscription() }
                private func clearCache() { try? FileManager.default.removeItem(at: cacheURL) }
            }
            """),
            // A membership toggle: the same button adds back what it removes.
            CheckExample(files: [
                ("App/Wishlist.swift", """
                @Observable final class Wishlist {
                    var ids: Set<Int> = []
                    func toggle(_ id: Int) {
                        if ids.contains(id) { deleteEntry(id) } else { ids.insert(id) }
                    }
                    func deleteEntry(_ id: Int) { ids.remove(id); save() }
                }
                """),
                ("App/MovieMenu.swift", """
                struct MovieMenu: View {
                    let wishlist: Wishlist
                    let movieId: Int
                    var body: some View {
                        Button(action: { wishlist.toggle(movieId) }) {
                            HStack {
                                Text(wishlist.ids.contains(movieId) ? "Remove from wishlist" : "Add to wishlist")
                                Image(systemName: wishlist.ids.contains(movieId) ? "trash" : "heart")
                            }
                        }
                    }
                }
                """),
            ]),
            // The delete offers an Undo banner.
            CheckExample("""
            struct Photos: View {
                @Environment(\\.modelContext) private var modelContext
                @State private var lastDeleted: Photo?
                var body: some View {
                    Button(role: .destructive) { modelContext.delete(photo); lastDeleted = photo } label: { Image(systemName: "trash") }
                    if lastDeleted != nil { Button("Undo") { restore() } }
                }
            }
            """),
        ]
    )

    /// A destructive control found in the file pass, with what its action does.
    struct Candidate: Codable, Sendable {
        let position: SourcePosition
        let isSwipe: Bool
        /// A deletion the action makes itself: `modelContext.delete (line 12)`.
        let deletion: String?
        /// The calls of the action, for the project pass to follow into the project's functions.
        let callees: [ProjectCall]
    }

    /// A function of the project, as far as deleting goes.
    struct Summary: Codable, Sendable {
        let position: SourcePosition
        /// The deletion its body makes, as a message names it.
        let deletion: String?
        /// Its body or its file confirms or offers undo.
        let guarded: Bool
    }

    static let candidates = FactKey<Candidate>("touch-destructive.candidate")
    static let summaries = FactKey<Summary>("touch-destructive.summary")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let fileHasUndo = Self.mentionsUndo(file)
        let words = NameVerdicts()
        for function in file.index.functions {
            guard let body = function.body else { continue }
            let guarded = fileHasUndo || Self.namesConfirmation(function.name.text) || Self.confirms(body, file, words)
            var deletion: String?
            if !guarded {
                let calls = file.index.calls(within: body)
                let saves = calls.contains { call in call.calleeName.map(words.persists) ?? false }
                deletion = calls.lazy.compactMap { Self.deletion($0, file, byName: true, saves: saves, words) }.first
            }
            guard guarded || deletion != nil else { continue }
            output.facts.add(Summary(position: file.position(of: function.name), deletion: deletion, guarded: guarded), for: Self.summaries)
        }
        guard !fileHasUndo else { return }
        for button in file.index.calls("Button") where Self.isDestructive(button, file) {
            guard let action = SwiftUIControls.action(of: button) else { continue }
            var isSwipe = false
            if let container = Self.twoStepContainer(of: button) {
                guard container.calleeName == "swipeActions", Self.runsOnFullSwipe(button, in: container, file) else { continue }
                isSwipe = true
            }
            guard !Self.isInsideConfirmation(button), !Self.namesConfirmation(button.enclosingMemberName ?? ""),
                  !Self.isInsideOwnConfirmation(button, file) else { continue }
            Self.record(button, action: action, isSwipe: isSwipe, file, words, &output)
        }
        // UIKit: the first destructive action of a swipe configuration that keeps the full swipe.
        for action in file.index.calls("UIContextualAction") where action.argument("style")?.expression.trimmedSourceText.hasSuffix("destructive") == true {
            // The style alone is also used for its dismissal animation ("Make unavailable offline").
            let titles = action.argument("title").map { file.index.stringLiterals(within: $0) } ?? []
            guard LeadingSwipeDestructive.removesSomething(action), !titles.contains(where: { !Self.namesData($0.plainText) }),
                  let handler = action.trailingClosure ?? action.argument("handler")?.expression.as(ClosureExprSyntax.self),
                  Self.isFirstOnFullSwipe(action, file) else { continue }
            Self.record(action, action: ExprSyntax(handler), isSwipe: true, file, words, &output)
        }
    }

    /// Records a destructive control whose action deletes, or calls what may, unless the
    /// action confirms first or the control serves developers.
    static func record(_ control: FunctionCallExprSyntax, action: ExprSyntax, isSwipe: Bool, _ file: SwiftFile, _ words: NameVerdicts,
                       _ output: inout CheckOutput) {
        guard !confirms(action, file, words), !DeveloperCode.contains(control, in: file) else { return }
        let calls = file.index.calls(within: action)
        let deletion = calls.lazy.compactMap { Self.deletion($0, file, byName: false, saves: false, words) }.first
        var callees = calls.compactMap { call in
            call.calleeName.flatMap { namesData($0) ? ProjectCall(call, in: file) : nil }
        }
        if let reference = action.as(DeclReferenceExprSyntax.self), namesData(reference.baseName.text) {
            callees.append(ProjectCall(name: reference.baseName.text, labels: [], receiverType: reference.enclosingTypeName))
        }
        guard deletion != nil || !callees.isEmpty else { return }
        output.facts.add(Candidate(position: file.position(of: control), isSwipe: isSwipe, deletion: deletion, callees: callees), for: candidates)
    }

    /// True for a `UIContextualAction` that is the first of the `UISwipeActionsConfiguration`
    /// its function returns (inline, or through the variable holding it), when that function
    /// does not set `performsFirstActionWithFullSwipe = false`.
    static func isFirstOnFullSwipe(_ action: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let scope = action.enclosingScope else { return false }
        let turnedOff = file.index.memberAccesses(within: scope).contains { member in
            member.declName.baseName.text == "performsFirstActionWithFullSwipe" && ExprSyntax(member).assignedValue?.trimmedSourceText == "false"
        }
        guard !turnedOff else { return false }
        let variable = action.parent?.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedSourceText
        return file.index.calls(within: scope).contains { configuration in
            guard configuration.calleeName == "UISwipeActionsConfiguration",
                  let first = configuration.argument("actions")?.expression.as(ArrayExprSyntax.self)?.elements.first?.expression else { return false }
            return first.id == ExprSyntax(action).id || (variable != nil && first.trimmedSourceText == variable)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let summaries = Dictionary(project.facts.values(Self.summaries).map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        for candidate in project.facts.values(Self.candidates) {
            var deletion = candidate.deletion
            var guarded = false
            for callee in candidate.callees {
                for function in callee.functions(in: project) {
                    guard let summary = summaries[function.position] else { continue }
                    if summary.guarded { guarded = true }
                    if deletion == nil, let inner = summary.deletion { deletion = "\(callee.name)(), which calls \(inner)" }
                }
            }
            guard !guarded, let deletion else { continue }
            let what = candidate.isSwipe
                ? "This destructive swipe action is the row's first, so a full swipe runs it with no tap, and it deletes at once (\(deletion))"
                : "This destructive button deletes at once (\(deletion))"
            output.report(
                "\(what) with no confirmation and no undo, so a slip loses the data; offer undo (UndoManager, or a banner with an Undo action), or confirm with .confirmationDialog whose destructive button names what is lost\(candidate.isSwipe ? ", or set allowsFullSwipe: false" : "").",
                at: candidate.position, confidence: .medium)
        }
    }

    // MARK: - What the syntax says

    /// Role `.destructive`, a trash symbol, or a title starting with a deletion verb.
    static func isDestructive(_ button: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        let action = SwiftUIControls.action(of: button)
        let literals = file.index.stringLiterals(within: button).filter { literal in action.map { !$0.encloses(literal) } ?? true }
        // "Sign Out", "Delete Cache": a destructive style on something that loses no data.
        if literals.contains(where: { !namesData($0.plainText) }) { return false }
        // "Remove from wishlist" / "Add to wishlist": a toggle the same button turns back.
        if literals.contains(where: togglesWithAnAdd) { return false }
        if button.hasDestructiveRole { return true }
        return literals.contains { literal in
            let text = literal.plainText
            if DestructiveActions.symbolPrefixes.contains(where: { text == $0 || text.hasPrefix($0 + ".") }) { return true }
            let label = literal.parent?.as(LabeledExprSyntax.self)?.label?.text ?? ""
            return !["systemName", "systemImage", "image"].contains(label) && namesDeletion(NameWords.split(text))
        }
    }

    /// True for a title chosen by a condition between a deletion and an adding verb
    /// (`isSaved ? "Remove from wishlist" : "Add to wishlist"`, either way round): the control
    /// toggles membership and adds back what it removes.
    static func togglesWithAnAdd(_ literal: StringLiteralExprSyntax) -> Bool {
        let other: ExprSyntax?
        switch Ternary.parts(holding: literal).first(where: { $0.part != .condition }) {
        case let (ternary, .then)?: other = ternary.elseExpression
        case let (ternary, .otherwise)? where ternary.elseExpression?.id == literal.id: other = ternary.thenExpression
        default: other = nil
        }
        guard let otherTitle = other?.as(StringLiteralExprSyntax.self) else { return false }
        let pair = [literal.plainText, otherTitle.plainText].map { NameWords.split($0).first ?? "" }
        return pair.contains(where: DestructiveActions.verbs.contains) && pair.contains(where: DestructiveActions.addingVerbs.contains)
    }

    /// Words that start with a deletion verb and name no view, observer or other non-data thing.
    static func namesDeletion(_ words: [String]) -> Bool {
        guard let first = words.first, DestructiveActions.verbs.contains(first) else { return false }
        return DestructiveActions.nonDataWords.isDisjoint(with: words)
    }

    /// The nearest `Menu`, `.contextMenu` or `.swipeActions` whose content holds the button.
    static func twoStepContainer(of node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self), let call = closure.invokingCall,
               DestructiveActions.twoStepContainers.contains(call.calleeName ?? "") {
                return call
            }
            if parent.is(DeclSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// True for the first button of swipe actions that allow a full swipe (the default).
    static func runsOnFullSwipe(_ button: FunctionCallExprSyntax, in swipe: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard swipe.argument("allowsFullSwipe")?.expression.trimmedSourceText != "false",
              let content = swipe.contentClosure() else { return false }
        let first = file.index.calls(within: content).first { $0.calleeName == "Button" }
        return first?.id == button.id
    }

    /// True inside the content of an `.alert` or `.confirmationDialog`, or of the project's own
    /// modifier named for one (`.confirmationDialogOrAlert`): the confirmation itself.
    static func isInsideConfirmation(_ node: some SyntaxProtocol) -> Bool {
        node.hasAncestor { ancestor in
            guard let closure = ancestor.as(ClosureExprSyntax.self), let name = closure.invokingCall?.calleeName else { return false }
            return DestructiveActions.confirmations.contains(name) || namesConfirmation(name)
        }
    }

    /// True inside the app's own confirmation: a type named for one (`DeleteCategoryAlert`),
    /// or a type or sheet whose text asks the question (`"Delete 'Food'?"`, `"This action cannot
    /// be undone."`) and offers a Cancel button. Its Delete button is the second step.
    static func isInsideOwnConfirmation(_ button: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        if let typeName = button.enclosingTypeName, namesConfirmation(typeName) { return true }
        var scopes: [Syntax] = []
        if let sheet = button.ancestor(where: { ($0.as(ClosureExprSyntax.self)?.invokingCall?.calleeName).map(InteractiveViews.modalSheets.contains) ?? false }) {
            scopes.append(sheet)
        }
        if let type = button.enclosingTypeDeclaration { scopes.append(Syntax(type)) }
        return scopes.contains { scope in
            let texts = file.index.stringLiterals(within: scope).map { $0.plainText.lowercased() }
            let asks = texts.contains { text in
                text.contains("be undone") || text.hasSuffix("?") && namesDeletion(NameWords.split(text.split(separator: " ").first.map(String.init) ?? ""))
            }
            return asks && texts.contains("cancel")
        }
    }

    /// A name that says it asks first (`showConfirmAlert`), not one that reports a failure (`showErrorAlert`).
    static func namesConfirmation(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return !DestructiveActions.confirmationWords.isDisjoint(with: words) && DestructiveActions.failureWords.isDisjoint(with: words)
    }

    /// True when the code presents an alert or a dialog, through the system's API or a name
    /// that says so (`showConfirmAlert`), or offers undo.
    static func confirms(_ scope: some SyntaxProtocol, _ file: SwiftFile, _ words: NameVerdicts) -> Bool {
        let names = file.index.names(within: scope)
        if !names.isDisjoint(with: DestructiveActions.confirmations) || !names.isDisjoint(with: DestructiveActions.undoNames) { return true }
        // An argument label counts too: `delete(withAlertOn: viewController)` asks first.
        return names.contains(where: words.confirms)
            || file.index.calls(within: scope).contains { $0.arguments.contains { $0.label.map { words.confirms($0.text) } ?? false } }
    }

    /// The word questions this check asks of names, answered once per distinct name of a file:
    /// every function of every file is summarised, and a file repeats the same names thousands
    /// of times, each of which would be split into words again.
    final class NameVerdicts {
        private var confirming: [String: Bool] = [:]
        private var persisting: [String: Bool] = [:]
        private var deleting: [String: Bool] = [:]

        /// `namesConfirmation(name)`.
        func confirms(_ name: String) -> Bool {
            Self.memo(&confirming, name) { DestructiveWithoutGuard.namesConfirmation($0) }
        }

        /// Whether a call's name has a word for saving (`save`, `persist`, `commit`).
        func persists(_ name: String) -> Bool {
            Self.memo(&persisting, name) { !DestructiveActions.persistWords.isDisjoint(with: NameWords.split($0)) }
        }

        /// `namesDeletion` of the name's words.
        func deletes(_ name: String) -> Bool {
            Self.memo(&deleting, name) { DestructiveWithoutGuard.namesDeletion(NameWords.split($0)) }
        }

        private static func memo(_ table: inout [String: Bool], _ name: String, _ decide: (String) -> Bool) -> Bool {
            if let known = table[name] { return known }
            let verdict = decide(name)
            table[name] = verdict
            return verdict
        }
    }

    /// True when the file registers an undo or shows an "Undo" control.
    static func mentionsUndo(_ file: SwiftFile) -> Bool {
        DestructiveActions.undoNames.contains { file.index.mentions($0) }
            || file.index.stringLiterals.contains { $0.plainText.lowercased().hasPrefix("undo") }
    }

    /// False for a name that says it signs out or removes a cache, a view or an observer.
    static func namesData(_ name: String) -> Bool {
        let words = NameWords.split(name)
        let joined = words.joined()
        return DestructiveActions.nonDataWords.isDisjoint(with: words) && !DestructiveActions.signOutPhrases.contains { joined.contains($0) }
    }

    /// What a call deletes, as a message names it: a store deletion (`modelContext.delete`,
    /// `FileManager.removeItem`) and, with `byName`, any `delete…` / `remove…` call that names
    /// no view or observer; a collection edit (`items.removeAll`) only in a function that saves.
    static func deletion(_ call: FunctionCallExprSyntax, _ file: SwiftFile, byName: Bool, saves: Bool, _ words: NameVerdicts) -> String? {
        guard let name = call.calleeName else { return nil }
        if DestructiveActions.storeDeletionCalls.contains(name)
            || (name == "delete" && !DestructiveActions.storeReceiverWords.isDisjoint(with: call.receiver.map { NameWords.split($0.trimmedSourceText) } ?? [])) {
            return "\(call.calleeChain) on line \(file.position(of: call).line)"
        }
        guard byName, words.deletes(name),
              saves || !DestructiveActions.collectionRemovals.contains(name) else { return nil }
        return "\(call.calleeChain) on line \(file.position(of: call).line)"
    }
}
