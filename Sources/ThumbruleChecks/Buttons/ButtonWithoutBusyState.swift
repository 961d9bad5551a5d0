import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `Button` whose action starts asynchronous work (a `Task` that awaits, a
/// completion-handler network call, directly or in a function of the same type it calls)
/// in a view that shows no busy state anywhere: no `.disabled`, no `ProgressView`, no
/// `.redacted`, no property named for work in flight (`isLoading`, `isSaving`). A second
/// tap during the work sends it twice.
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
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in file.index.calls("Button") {
            guard let action = Self.action(of: button), let type = button.enclosingTypeDeclaration,
                  !button.closesOnTap(in: file), !Self.dismisses(action),
                  let work = AsyncAction.startedWork(by: action, in: type, file),
                  let write = AsyncAction.write(among: work.names, title: button.literalTitle),
                  !AsyncAction.showsBusyState(type, markers: AsyncWork.swiftUIBusyMarkers, file) else { continue }
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

    /// An action that also closes the view cannot be tapped twice.
    static func dismisses(_ action: AsyncAction.Handler) -> Bool {
        guard case .body(let body) = action else { return false }
        return body.trimmedSourceText.contains("dismiss")
    }
}
