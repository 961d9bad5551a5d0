import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `Button` whose action starts asynchronous work (a `Task` that awaits, a
/// completion-handler network call, directly or in a function of the same type it calls)
/// and that shows no busy state of its own. The busy state is the button's: its label,
/// the display modifiers on it (`.disabled`, `.overlay`, `.allowsHitTesting`), those on the
/// stacks around it, or the `if` it is drawn under must read a flag this button's action
/// sets (or a name for work in flight, `isLoading`, `isSaving`), or show a `ProgressView`;
/// its modifiers and conditions may also read the object whose work the action awaits
/// (`.disabled(model.isUpdating)` for `await model.accept()`), whose flag is set out of
/// sight. An action that guards itself (`guard !isSaving`) counts too. Another button's
/// `.disabled(flag)` in the same view does not. A second tap during the work sends it twice.
///
/// Only work that writes is reported: the awaited calls, the function that starts the work
/// or the button's title lead with a verb from `AsyncWork.writeVerbs` (`restorePurchases`,
/// `submit`, "Send message"); reads and toggles repeat harmlessly. Skipped: buttons in
/// alerts, dialogs, menus and swipe actions, which close on the tap; actions that also
/// dismiss the view; buttons of developer screens (`DebugView`, a type documented as a
/// developer tool), which users never meet. Medium confidence: quick local writes need no busy state. Known false negatives: busy state shown by a parent view
/// or a view model's flag read elsewhere; known false positives: views whose busy state
/// comes from a shared component under a name without a busy word.
struct ButtonWithoutBusyState: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "button-state.no-busy-state",
        ruleId: "button-state",
        summary: "A SwiftUI button that starts async work in a view that never disables it or shows progress",
        optIn: "Judged true in 10 of 28 findings on apps nobody tuned it on: the busy state is often drawn by the screen or a shared loader the button's code does not name.",
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
            CheckExample("""
            struct QuickReply: View {
                @State private var showReply = true
                @State private var text = ""
                let thread: CommentThread
                var body: some View {
                    if showReply {
                        ↓Button("Send") {
                            Task { await thread.reply(text); showReply = false }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // A helper named for a context menu's items: the menu it fills (in another file) closes on the tap.
            CheckExample("""
            extension PhotoView {
                @ViewBuilder
                func contextMenuItems() -> some View {
                    Button("Save to Photos") {
                        Task { await savePhoto(url: photoURL) }
                    }
                }
            }
            """),
            // The tap opens a sheet built with a callback; the update starts when the user picks.
            CheckExample("""
            struct TopicsSettings: View {
                let router: Router
                var body: some View {
                    Button("Add Topic…") {
                        router.openSheet(.topicPicker(excluding: topics) { topic in
                            Task { await updateTopics(adding: topic) }
                        })
                    }
                }
            }
            """),
            // The flag is set right after the task starts, not after its await: the button gives
            // way to a "Sending…" text at once.
            CheckExample("""
            struct TipComposer: View {
                @ObservedObject var draft: TipDraft
                var body: some View {
                    if draft.sending {
                        Text("Sending…")
                    } else {
                        Button("Send tip") {
                            let amount = draft.amount
                            Task { await sendTip(amount: amount, to: draft.recipient) }
                            draft.sending = true
                        }
                    }
                }
            }
            """),
            // The tap pushes a picker; the save starts in its callback, when the user picks.
            CheckExample("""
            struct PlaybackSettings: View {
                let model: PlaybackSettingsModel
                var body: some View {
                    Button("Stream quality") {
                        model.router.showQualityPicker(current: model.quality, didPick: { quality in
                            Task { await model.save(quality: quality) }
                        })
                    }
                }
            }
            """),
            // The tap sets the state the body switches on, and the confirm screen gives way to progress.
            CheckExample("""
            struct SendPaymentView: View {
                enum SendState { case confirm, processing, done }
                @State private var sendState = SendState.confirm
                let wallet: Wallet
                var body: some View {
                    switch sendState {
                    case .confirm: confirmView
                    case .processing: ProgressView()
                    case .done: Text("Sent")
                    }
                }
                var confirmView: some View {
                    Button("Send payment") {
                        Task {
                            sendState = .processing
                            await wallet.send()
                            sendState = .done
                        }
                    }
                }
            }
            """),
            CheckExample("""
            struct DebugView: View {
                let sync: WatchSync
                var body: some View {
                    Button("Send watch context") { Task { await sync.sendContext() } }
                }
            }
            """),
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
            CheckExample("""
            struct FollowRequestRow: View {
                let requests: FollowRequests
                let id: String
                var body: some View {
                    HStack {
                        Button("Accept") { Task { await requests.accept(id) } }
                        Button("Reject") { Task { await requests.reject(id) } }
                    }
                    .disabled(requests.changing.contains(id))
                    .task { await requests.load() }
                }
            }
            """),
            CheckExample("""
            struct FilterEditor: View {
                @State private var isSaving = false
                @State private var keywords: [String] = []
                let api: FiltersAPI
                var body: some View {
                    Form { keywordList }
                        .disabled(isSaving)
                }
                private var keywordList: some View {
                    ForEach(keywords, id: \\.self) { keyword in
                        Button("Delete \\(keyword)") { Task { await delete(keyword) } }
                    }
                }
                private func delete(_ keyword: String) async {
                    isSaving = true
                    await api.delete(keyword)
                    isSaving = false
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in file.index.calls("Button") {
            // Purchases and restores are reported by default (`StoreButtonWithoutBusyState`).
            guard let unmarked = Self.unmarkedWork(of: button, file), !StoreButtonWithoutBusyState.isStoreWork(unmarked.work, file) else { continue }
            output.report(Self.message(button, unmarked, file), at: file.position(of: button), confidence: .medium)
        }
    }

    static func message(_ button: FunctionCallExprSyntax, _ unmarked: (work: AsyncAction.Work, write: String), _ file: SwiftFile) -> String {
        "\(button.controlDescription) starts \(unmarked.write) asynchronously (line \(file.line(of: unmarked.work.call))) and nothing in this view marks it busy while it runs, so a second tap sends it again; set a flag when the work starts, bind .disabled(flag) to it and show a ProgressView in the label until the work ends."
    }

    /// The writing work a button starts and how a message names it, when nothing about the
    /// button shows that work in flight or refuses a second tap; nil otherwise.
    static func unmarkedWork(of button: FunctionCallExprSyntax, _ file: SwiftFile) -> (work: AsyncAction.Work, write: String)? {
        guard let action = Self.action(of: button), let type = button.enclosingTypeDeclaration,
              !button.closesOnTap(in: file), !DeveloperCode.contains(button, in: file),
              let work = AsyncAction.startedWork(by: action, in: type, file),
              let write = AsyncAction.write(among: work.names, title: button.literalTitle) else { return nil }
        let scopes = AsyncAction.scopes(of: action, in: type, file)
        let flags = AsyncAction.flagsSet(in: scopes, file)
        // The state may live on the object whose work the tap awaits: `.disabled(model.isUpdating(id))`.
        let stateFlags = flags.union(AsyncAction.workObjects(in: scopes, file))
        guard !AsyncAction.dismisses(scopes, file), !AsyncAction.guardsReentry(scopes, flags: flags, file),
              !AsyncAction.showsBusyState(in: Self.label(of: button), flags: flags, markers: AsyncWork.swiftUIBusyMarkers, type: type, file),
              !AsyncAction.showsBusyState(in: Self.state(of: button, in: type, file), flags: stateFlags,
                                          markers: AsyncWork.swiftUIBusyMarkers, type: type, file)
        else { return nil }
        return (work, write)
    }

    /// The action closure or function reference: `Button("x") { … }`, `Button(action: f)`,
    /// `Button { … } label: { … }`.
    package static func action(of button: FunctionCallExprSyntax) -> AsyncAction.Handler? {
        if let action = button.argument("action") { return AsyncAction.Handler(action.expression) }
        if let trailing = button.trailingClosure, trailing.id != button.labelClosure?.id { return .body(Syntax(trailing)) }
        return nil
    }

    /// The code that draws this one button: its label and other arguments (not its action).
    static func label(of button: FunctionCallExprSyntax) -> [Syntax] {
        let action = action(of: button)
        var parts: [Syntax] = button.arguments.filter { argument in
            guard case .body(let body) = action else { return true }
            return !argument.expression.encloses(body)
        }.map(Syntax.init)
        parts += button.additionalTrailingClosures.map { Syntax($0.closure) }
        if let label = button.labelClosure, button.trailingClosure?.id == label.id { parts.append(Syntax(label)) }
        return parts
    }

    /// The code that sets this one button's state: the display modifiers on it and on each
    /// container around it (`.disabled`, `.overlay`, `.allowsHitTesting`, not `.task` or
    /// `.sheet`), and the conditions of the `if`s, ternaries and `switch`es it sits in. A button built in
    /// a view helper of the type (`var keywordsSection: some View`) is followed to where the
    /// helper is used, one helper deep.
    static func state(of button: FunctionCallExprSyntax, in type: DeclSyntax, _ file: SwiftFile) -> [Syntax] {
        var parts: [Syntax] = []
        var starts = [Syntax(button)]
        for depth in 0..<2 {
            var helpers: [String] = []
            for start in starts {
                var previous = start
                while let node = previous.parent, !node.is(DeclSyntax.self) {
                    if let member = node.as(MemberAccessExprSyntax.self), member.base?.id == previous.id,
                       let modifier = member.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == member.id {
                        parts += displayArguments(of: modifier)
                    } else if let branch = node.as(IfExprSyntax.self) {
                        parts.append(Syntax(branch.conditions))
                    } else if let choice = node.as(SwitchExprSyntax.self) {
                        // `switch sendState { case .confirm: confirmView … }`: a state the tap sets swaps the screen.
                        parts.append(Syntax(choice.subject))
                    }
                    // `isSending ? ProgressView() : sendButton`: the condition swaps the button.
                    for (ternary, part) in Ternary.parts(holding: previous) where part != .condition {
                        parts += ternary.conditionElements.map(Syntax.init)
                    }
                    previous = node
                }
                if depth == 0, let name = start.enclosingScopeName, name != "body" { helpers.append(name) }
            }
            starts = helpers.flatMap { name in
                file.index.references(name).filter { type.encloses($0) && $0.parent?.is(MemberAccessExprSyntax.self) != true }.map(Syntax.init)
            }
            if starts.isEmpty { break }
        }
        return parts
    }

    /// Modifiers that can show a control busy or stop its taps: the names here, and any
    /// named for work in flight (`.loadingOverlay(isPresented:)`).
    static let displayModifiers: Set<String> = [
        "disabled", "overlay", "allowsHitTesting", "opacity", "redacted", "buttonStyle", "background", "foregroundStyle",
        "foregroundColor", "tint", "hidden", "blur", "saturation", "grayscale",
    ]

    /// The arguments and closures of a display modifier; nothing for any other modifier.
    private static func displayArguments(of modifier: FunctionCallExprSyntax) -> [Syntax] {
        let name = modifier.calleeName ?? ""
        guard displayModifiers.contains(name) || AsyncAction.isBusyName(name) else { return [] }
        return modifier.arguments.map(Syntax.init) + [modifier.trailingClosure].compactMap { $0.map(Syntax.init) }
            + modifier.additionalTrailingClosures.map { Syntax($0.closure) }
    }
}
