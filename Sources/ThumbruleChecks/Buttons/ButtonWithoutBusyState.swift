import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `Button` whose action starts asynchronous work (a `Task` that awaits, a
/// completion-handler network call, directly or in a function of the same type it calls)
/// and that shows no busy state of its own. The busy state is the button's: its label,
/// the modifiers on it (`.disabled`, `.overlay`, `.allowsHitTesting`), the modifiers on the
/// stacks around it, or the `if` it is drawn under must read a flag this button's action
/// sets (or a name for work in flight, `isLoading`, `isSaving`), or show a `ProgressView`;
/// an action that guards itself (`guard !isSaving`) counts too. Another button's
/// `.disabled(flag)` in the same view does not. A second tap during the work sends it twice.
///
/// Only work that writes is reported: the awaited calls, the function that starts the work
/// or the button's title lead with a verb from `AsyncWork.writeVerbs` (`restorePurchases`,
/// `submit`, "Send message"); reads and toggles repeat harmlessly. Skipped: buttons in
/// alerts, dialogs, menus and swipe actions, which close on the tap; actions that also
/// dismiss the view. Medium confidence: quick local writes need no busy state. Known false negatives: busy state shown by a parent view
/// or a view model's flag read elsewhere; known false positives: views whose busy state
/// comes from a shared component under a name without a busy word.
struct ButtonWithoutBusyState: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "button-state.no-busy-state",
        ruleId: "button-state",
        summary: "A SwiftUI button that starts async work in a view that never disables it or shows progress",
        triggering: [
            CheckExample("""
            struct CheckoutView: View {
                let cart: Cart
                var body: some View {
                    VStack {
                        ↓Button("Place order") {
                            Task { await cart.placeOrder() }
                        }
                        ↓Button("Use this address", action: saveAddress)
                    }
                }
                private func saveAddress() {
                    URLSession.shared.dataTask(with: cart.addressRequest) { data, _, _ in cart.update(data) }.resume()
                }
            }
            """),
            CheckExample("""
            struct ReviewView: View {
                @State private var isPosting = false
                let store: ReviewStore
                var body: some View {
                    HStack {
                        Button("Post review") {
                            isPosting = true
                            Task { await store.post(); isPosting = false }
                        }
                        .disabled(isPosting)
                        ↓Button("Report review") {
                            Task { await store.report() }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct CheckoutView: View {
                let cart: Cart
                @State private var isPlacingOrder = false
                var body: some View {
                    Button {
                        isPlacingOrder = true
                        Task { await cart.placeOrder(); isPlacingOrder = false }
                    } label: {
                        if isPlacingOrder { ProgressView() } else { Text("Place order") }
                    }
                    .disabled(isPlacingOrder)
                }
            }
            """),
            CheckExample("""
            struct DraftRow: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var confirming = false
                var body: some View {
                    Text("Draft")
                        .alert("Delete draft?", isPresented: $confirming) {
                            Button("Delete", role: .destructive) { Task { await store.delete() } }
                        }
                        .toolbar {
                            Button("Save") { Task { await store.save() }; dismiss() }
                        }
                    Button("Count") { Task { count += 1 } }
                    Button("Refresh") { Task { await store.reload() } }
                }
            }
            """),
            CheckExample("""
            struct ComposeView: View {
                @State private var isSending = false
                @State private var draft = ""
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        Button("Clear") { draft = "" }
                        Button("Send and close") { Task { await outbox.send(draft) }; dismiss() }
                        Button {
                            Task { isSending = true; await outbox.send(draft); isSending = false }
                        } label: {
                            Label("Send", systemImage: "paperplane")
                        }
                        .overlay { if isSending { ProgressView() } }
                        .allowsHitTesting(!isSending)
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.target.kind != .tests else { return }
        for button in file.index.calls("Button") {
            guard let action = Self.action(of: button), let type = button.enclosingTypeDeclaration,
                  !button.closesOnTap(in: file), !file.index.isInPreview(button),
                  let work = AsyncAction.startedWork(by: action, in: type, file),
                  let write = AsyncAction.write(among: work.names, title: button.literalTitle) else { continue }
            let scopes = AsyncAction.scopes(of: action, in: type, file)
            let flags = AsyncAction.flagsSet(in: scopes, file)
            guard !AsyncAction.dismisses(scopes, file), !AsyncAction.guardsReentry(scopes, flags: flags, file),
                  !AsyncAction.showsBusyState(in: Self.drawing(of: button), flags: flags, markers: AsyncWork.swiftUIBusyMarkers, file)
            else { continue }
            output.report(
                "\(button.controlDescription) starts \(write) asynchronously (line \(file.line(of: work.call))) and nothing in this view marks it busy while it runs, so a second tap sends it again; set a flag when the work starts, bind .disabled(flag) to it and show a ProgressView in the label until the work ends.",
                at: file.position(of: button), confidence: .medium)
        }
    }

    /// The action closure or function reference: `Button("x") { … }`, `Button(action: f)`,
    /// `Button { … } label: { … }`.
    package static func action(of button: FunctionCallExprSyntax) -> AsyncAction.Handler? {
        if let action = button.argument("action") { return AsyncAction.Handler(action.expression) }
        if let trailing = button.trailingClosure, trailing.id != button.labelClosure?.id { return .body(Syntax(trailing)) }
        return nil
    }

    /// The code that draws this one button and its state: its label and other arguments (not
    /// its action), the modifiers on it, the modifiers on each container around it, and the
    /// conditions of the `if`s and ternaries it sits in, up to the declaration.
    static func drawing(of button: FunctionCallExprSyntax) -> [Syntax] {
        let action = action(of: button)
        var parts: [Syntax] = button.arguments.filter { argument in
            guard case .body(let body) = action else { return true }
            return !argument.expression.encloses(body)
        }.map(Syntax.init)
        parts += button.additionalTrailingClosures.map { Syntax($0.closure) }
        if let label = button.labelClosure, button.trailingClosure?.id == label.id { parts.append(Syntax(label)) }
        parts += modifierArguments(of: button)
        var current = button.parent
        while let node = current, !node.is(DeclSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self), let container = closure.invokingCall {
                parts += modifierArguments(of: container)
            } else if let branch = node.as(IfExprSyntax.self) {
                parts.append(Syntax(branch.conditions))
            } else if let ternary = node.as(TernaryExprSyntax.self) {
                parts.append(Syntax(ternary.condition))
            }
            current = node.parent
        }
        return parts
    }

    /// The arguments and closures of the modifiers chained on a view: `.disabled(isSaving)`,
    /// `.overlay { ProgressView() }`.
    private static func modifierArguments(of view: FunctionCallExprSyntax) -> [Syntax] {
        view.modifiersApplied.flatMap { modifier in
            modifier.arguments.map(Syntax.init) + [modifier.trailingClosure].compactMap { $0.map(Syntax.init) }
                + modifier.additionalTrailingClosures.map { Syntax($0.closure) }
        }
    }
}
