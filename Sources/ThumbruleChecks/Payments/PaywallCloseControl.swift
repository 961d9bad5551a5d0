import SwiftSyntax
import ThumbruleCore

/// A paywall's close control under the 44pt touch floor, or shown only after a delay.
///
/// Small: a SwiftUI `Button` in a paywall type that dismisses (`dismiss()`, `isPresented = false`,
/// `dismiss(animated:)`, or an action named for closing such as `closePaywall`) and whose frame, on the button or its image label, is under 44pt in
/// either dimension with nothing after it to grow the target (`.padding`, `.contentShape`).
/// Delayed: in a paywall type, a value whose name speaks of the close control
/// (`showCloseButton`, `closeButton.isHidden`, `canDismiss`) is changed inside
/// `asyncAfter`, a timer, or after `Task.sleep`; setting the control's action there is not
/// delaying it. Also delayed: a close or decline button (`maybeLaterButtonTapped`) drawn only
/// on one side of an `if` that compares a countdown (`secondsPassed >= duration`,
/// `remainingSeconds > 0`). All are what the code proves, so high
/// confidence. Known false negatives: a small target drawn with a font size and no frame,
/// and a delay hidden in a view model.
struct PaywallCloseControl: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-honest-paywall.close-control",
        ruleId: "pay-honest-paywall",
        summary: "A paywall close control smaller than 44pt, or shown only after a delay or a countdown",
        triggering: [
            CheckExample("""
            struct PaywallView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    ZStack(alignment: .topTrailing) {
                        offer
                        ↓Button { dismiss() } label: {
                            Image(systemName: "xmark").font(.caption).frame(width: 24, height: 24)
                        }
                    }
                }
            }
            """),
            CheckExample("""
            struct PremiumSheet: View {
                @Binding var isPresented: Bool
                @State private var showClose = false
                var body: some View {
                    offer.overlay(alignment: .topLeading) {
                        if showClose { Button("Close") { isPresented = false } }
                    }
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 5) { ↓showClose = true }
                    }
                }
            }
            """),
            // isowords: the decline button appears only when the seconds counted reach the interstitial's duration.
            CheckExample("""
            struct UpgradeSheet: View {
                let model: UpgradeModel
                var body: some View {
                    VStack {
                        Button("Upgrade") { model.buyTapped() }
                        if model.secondsPassed >= model.waitDuration {
                            ↓Button { model.maybeLaterTapped() } label: { Text("Maybe later") }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The nearest correct interstitial: a countdown is shown, but the decline button is there from the start.
            CheckExample("""
            struct UpgradeSheet: View {
                let model: UpgradeModel
                var body: some View {
                    VStack {
                        Button("Upgrade") { model.buyTapped() }
                        if model.remainingSeconds > 0 { Text("Offer ends in \\(model.remainingSeconds)s") }
                        Button { model.maybeLaterTapped() } label: { Text("Maybe later") }
                    }
                }
            }
            """),
            CheckExample("""
            struct PaywallView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button { dismiss() } label: {
                        Image(systemName: "xmark").frame(width: 24, height: 24).padding(10)
                    }
                    Button { dismiss() } label: { Image(systemName: "xmark") }
                        .frame(width: 44, height: 44)
                }
            }
            """),
            CheckExample("""
            final class HomeViewController: UIViewController {
                private func showOneTimeOffer() {
                    Task { @MainActor in
                        try? await Task.sleep(nanoseconds: 1_000_000_000)
                        let model = OneTimePaywallModel(products: VPNSubscription.oneTimeProducts)
                        model.closeAction = { [weak self] in self?.dismiss(animated: true) }
                        model.continueAction = { [weak self] pid in
                            VPNSubscription.purchase { self?.handlePurchaseSuccessful() } errored: { err in self?.handlePurchaseFailed(error: err) }
                        }
                        self.present(UIHostingController(rootView: OneTimePaywallView(model: model)), animated: true)
                    }
                }
            }
            """),
            CheckExample("""
            struct SettingsView: View {
                @State private var showClose = false
                var body: some View {
                    Button { dismiss() } label: { Image(systemName: "xmark").frame(width: 20, height: 20) }
                        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { showClose = true } }
                }
            }
            """),
        ]
    )

    static let touchFloor = 44.0
    static let dismissNames: Set<String> = ["dismiss", "popViewController", "isPresented", "showPaywall", "showingPaywall", "isShowingPaywall"]
    static let closeWords: Set<String> = ["close", "dismiss", "skip", "xmark", "exit"]
    static let delayCalls: Set<String> = ["asyncAfter", "scheduledTimer", "after"]
    /// Action words of a button that declines the offer (`maybeLaterButtonTapped`).
    static let declineWords: Set<String> = ["later"]
    /// Words of a value that counts down to the exit (`secondsPassedCount`, `remainingSeconds`).
    static let countdownWords: Set<String> = ["seconds", "countdown", "remaining", "elapsed", "passed"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for paywall in Paywalls.types(in: file) {
            for button in file.index.calls("Button") where paywall.node.encloses(button) {
                guard closes(button, file: file), let size = Self.smallestSize(of: button, file: file), size < Self.touchFloor else { continue }
                output.report(
                    "The paywall's close button is \(Int(size))pt, under the 44pt touch floor, so leaving takes aim and retries. Give it a 44×44pt target (.frame(width: 44, height: 44) with .contentShape(Rectangle())) and keep it visible from the first frame.",
                    at: file.position(of: button))
            }
            for button in file.index.calls("Button") where paywall.node.encloses(button) {
                guard closes(button, file: file, also: Self.declineWords), Self.countdownGate(of: button, in: paywall.node) != nil else { continue }
                output.report(
                    "The paywall's way out is drawn only when a countdown ends, so the user is held on the offer with no way out until then. Show the close or decline button from the first frame; a timed exit is a pattern App Review and Google Play treat as manipulative.",
                    at: file.position(of: button))
            }
            for change in Self.delayedCloseChanges(in: paywall.node, file: file) {
                output.report(
                    "The paywall's close control appears only after a delay, so the user is held on the offer with no way out. Show the close button from the first frame; a timed exit is a pattern App Review and Google Play treat as manipulative.",
                    at: file.position(of: change))
            }
        }
    }

    private func closes(_ button: FunctionCallExprSyntax, file: SwiftFile, also words: Set<String> = []) -> Bool {
        let action = button.argument("action")?.expression ?? button.trailingClosure.map(ExprSyntax.init)
        guard let action, button.labelClosure?.id != action.id else { return false }
        return file.index.names(within: action).contains { name in
            Self.dismissNames.contains(name) || !Self.closeWords.union(words).isDisjoint(with: NameWords.split(name))
        }
    }

    /// The `if` around `button`, inside the paywall, whose condition compares a countdown
    /// (`secondsPassed >= duration`, `remainingSeconds > 0`): the button is drawn on one side of it only.
    static func countdownGate(of button: FunctionCallExprSyntax, in paywall: DeclSyntax) -> IfExprSyntax? {
        var current = button.parent
        while let node = current, node.id != paywall.id {
            if let gate = node.as(IfExprSyntax.self), gate.conditions.contains(where: comparesCountdown) { return gate }
            if node.is(ClosureExprSyntax.self), node.parent?.is(FunctionCallExprSyntax.self) == false { return nil }
            current = node.parent
        }
        return nil
    }

    /// A comparison (`>=`, `>`, `<`, `<=`, `==`) whose operands name seconds, a countdown or time remaining.
    static func comparesCountdown(_ condition: ConditionElementSyntax) -> Bool {
        let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
        guard tokens.contains(where: { token in
            if case .binaryOperator(let op) = token.tokenKind { return ["<", "<=", ">", ">=", "=="].contains(op) }
            return false
        }) else { return false }
        return tokens.contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return !countdownWords.isDisjoint(with: NameWords.split(name))
        }
    }

    /// The smallest frame dimension on the button, or on its label when the button adds no
    /// frame or padding of its own; nil when no frame settles it or something after it grows it.
    static func smallestSize(of button: FunctionCallExprSyntax, file: SwiftFile) -> Double? {
        let growers: Set<String> = ["padding", "contentShape"]
        let buttonChain = button.modifiersApplied
        if buttonChain.contains(where: { $0.calleeName == "frame" }) { return smallestFrame(in: buttonChain, growers: growers) }
        guard !buttonChain.contains(where: { growers.contains($0.calleeName ?? "") }),
              let label = button.labelClosure?.singleExpression?.as(FunctionCallExprSyntax.self) else { return nil }
        return smallestFrame(in: label.rootViewCall.modifiersApplied, growers: growers)
    }

    /// The smallest literal dimension of the last `frame` in a modifier chain, unless a grower follows it.
    private static func smallestFrame(in chain: [FunctionCallExprSyntax], growers: Set<String>) -> Double? {
        guard let index = chain.lastIndex(where: { $0.calleeName == "frame" }),
              !chain[index...].contains(where: { growers.contains($0.calleeName ?? "") }) else { return nil }
        return ["width", "height"].compactMap { chain[index].argument($0)?.expression.numericLiteral }.min()
    }

    /// Changes to a close-control value inside a delayed closure, or after `Task.sleep` in the same closure.
    static func delayedCloseChanges(in paywall: DeclSyntax, file: SwiftFile) -> [ExprSyntax] {
        let delayed: [Syntax] = delayCalls.flatMap { file.index.calls($0) }.filter { paywall.encloses($0) }.compactMap { $0.bodyClosure.map(Syntax.init) }
            + file.index.calls("sleep").filter { paywall.encloses($0) && $0.calleeText.contains("Task") }.compactMap { sleep in
                sleep.ancestorClosure.map(Syntax.init)
            }
        let targets: [ExprSyntax] = file.index.referencesByName.values.joined().map(ExprSyntax.init)
            + file.index.memberAccessesByName.values.joined().map(ExprSyntax.init)
        return targets.filter { target in
            // A closure set there says what the close control does (`model.closeAction = { dismiss() }`
            // after the sleep that delays presenting the whole paywall), not when it shows.
            target.isAssigned && target.assignedValue?.is(ClosureExprSyntax.self) != true && delayed.contains { $0.encloses(target) }
                && !closeWords.isDisjoint(with: NameWords.split(target.trimmedSourceText))
        }.sorted { $0.position < $1.position }
    }
}
