import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A Restore Purchases button that does nothing, or that restores and tells the user nothing.
/// `pay-restore.missing` asks whether the app restores at all; this one judges each restore
/// control on its own, so a working one on one paywall does not excuse a dead one on another.
///
/// Restore control: a SwiftUI `Button`, or an app's own `…Button` view taking an action and a
/// label the same way, whose title, label text or localized key names a restore. Dead: its
/// action is empty or only logs. Silent: the action reaches a restore (`AppStore.sync()`,
/// `restoreCompletedTransactions()`, RevenueCat's `restorePurchases`, a re-read of
/// `Transaction.currentEntitlements`), itself or in a function of the project it calls (one
/// hop, any file), and neither the action nor that function sets or calls anything that shows
/// an outcome: an alert, a message, a status, an error, a dismissal.
///
/// Known false negatives: UIKit restore buttons; a restore two calls away; an outcome shown by
/// a name the outcome words do not cover. Known false positives: a paywall that observes the
/// entitlement and closes itself when one comes back still tells nothing when none does,
/// which is the case reported; an outcome shown from a third function is not seen.
struct SilentRestore: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-restore.silent-restore",
        ruleId: "pay-restore",
        summary: "A Restore Purchases button that does nothing, or restores and tells the user nothing",
        triggering: [
            CheckExample("""
            import StoreKit
            struct PaywallView: View {
                var body: some View {
                    VStack {
                        Button("Subscribe") { Task { await subscribe() } }
                        ↓Button("Restore Purchases") { }
                    }
                }
            }
            """),
            // The store re-reads the entitlements and says nothing when none comes back; a failure
            // goes only to the log.
            CheckExample(files: [
                ("App/Store.swift", """
                import StoreKit
                @MainActor final class Store: ObservableObject {
                    @Published var isPro = false
                    func restore() async {
                        do { try await AppStore.sync() } catch { Logger.store.error("restore failed: \\(error)") }
                        for await result in Transaction.currentEntitlements {
                            if case .verified = result { isPro = true }
                        }
                    }
                }
                """),
                ("App/UpgradeSheet.swift", """
                import SwiftUI
                struct UpgradeSheet: View {
                    @EnvironmentObject var store: Store
                    var body: some View {
                        ↓Button { Task { await store.restore() } } label: { Text("Restore") }
                    }
                }
                """),
            ]),
            // The app's own async button, titled by a localized key: it awaits the sync and
            // shows nothing, whether something came back or not.
            CheckExample("""
            import StoreKit
            import SwiftUI
            struct PlansFooter: View {
                var body: some View {
                    ↓LoadingButton {
                        try await AppStore.sync()
                    } label: {
                        Text(Strings.Plans.restorePurchases).underline()
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The observer of the payment queue fills an alert the restore button's view presents.
            CheckExample(files: [
                ("App/Purchases.swift", """
                import StoreKit
                final class Purchases: NSObject, ObservableObject {
                    @Published var restoreNote: String?
                    @Published var showsRestoreNote = false
                    func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
                }
                """),
                ("App/ProSection.swift", """
                import SwiftUI
                struct ProSection: View {
                    @ObservedObject var purchases: Purchases
                    var body: some View {
                        Button(action: { purchases.restore() }) { Text("Restore Purchases") }
                            .alert("Purchases", isPresented: $purchases.showsRestoreNote) {
                                Button("OK", role: .cancel) { }
                            } message: { Text(purchases.restoreNote ?? "") }
                    }
                }
                """),
            ]),
            // The outcome is shown either way.
            CheckExample(files: [
                ("App/Store.swift", """
                import StoreKit
                @MainActor final class Store: ObservableObject {
                    @Published var isPro = false
                    func restore() async -> Bool {
                        try? await AppStore.sync()
                        for await result in Transaction.currentEntitlements {
                            if case .verified = result { isPro = true }
                        }
                        return isPro
                    }
                }
                """),
                ("App/UpgradeSheet.swift", """
                import SwiftUI
                struct UpgradeSheet: View {
                    @EnvironmentObject var store: Store
                    @State private var restoreMessage: String?
                    var body: some View {
                        Button("Restore Purchases") {
                            Task { restoreMessage = await store.restore() ? "Pro restored" : "No purchases to restore" }
                        }
                    }
                }
                """),
            ]),
            // The app's own button says what the sync found.
            CheckExample("""
            import StoreKit
            import SwiftUI
            struct PlansFooter: View {
                @State private var restoreNotice: String?
                var body: some View {
                    LoadingButton {
                        try await AppStore.sync()
                        restoreNotice = await Entitlements.hasPlan() ? Strings.Plans.restored : Strings.Plans.nothingToRestore
                    } label: {
                        Text(Strings.Plans.restorePurchases)
                    }
                }
            }
            """),
            // An alert for the outcome, set in the store; a restore behind a call the project does not declare.
            CheckExample("""
            import StoreKit
            final class Paywall: ObservableObject {
                @Published var showAlert = false
                func restorePurchases() async {
                    try? await AppStore.sync()
                    showAlert = true
                }
            }
            struct PaywallView: View {
                @StateObject var model: Paywall
                var body: some View {
                    Button("Restore") { Task { await model.restorePurchases() } }
                    Button("Restore purchases") { Purchases.shared.restorePurchases { info, error in handle(info, error) } }
                }
            }
            """),
        ]
    )

    /// A restore control, as the file pass sees it.
    struct Control: Codable, Sendable {
        let position: SourcePosition
        /// Its action is empty or only logs.
        let dead: Bool
        /// The action restores itself: the call as a message names it.
        let restore: String?
        /// The action itself shows an outcome.
        let tells: Bool
        let callees: [ProjectCall]
    }

    /// A function of the project, as far as restoring goes.
    struct Summary: Codable, Sendable {
        let position: SourcePosition
        let restore: String?
        let tells: Bool
    }

    static let controls = FactKey<Control>("pay-restore.control")
    static let summaries = FactKey<Summary>("pay-restore.summary")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for function in file.index.functions {
            guard let body = function.body, let restore = Self.restore(in: body, file) else { continue }
            output.facts.add(Summary(position: file.position(of: function.name), restore: restore, tells: Self.tells(body, file)), for: Self.summaries)
        }
        for button in Self.buttons(in: file) where Self.isRestoreControl(button, file) {
            guard let action = SwiftUIControls.action(of: button) else { continue }
            let calls = file.index.calls(within: action)
            let dead: Bool
            if let closure = action.as(ClosureExprSyntax.self), Self.namesPurchases(button, file) {
                dead = closure.statements.isEmpty
                    || (calls.allSatisfy { RestoreFeedback.logCalls.contains($0.calleeName ?? "") } && !Self.assigns(in: closure, file))
            } else {
                dead = false
            }
            var callees = calls.compactMap { ProjectCall($0, in: file) }
            if let reference = action.as(DeclReferenceExprSyntax.self) {
                callees.append(ProjectCall(name: reference.baseName.text, labels: [], receiverType: reference.enclosingTypeName))
            }
            output.facts.add(Control(position: file.position(of: button), dead: dead, restore: Self.restore(in: action, file),
                                     tells: Self.tells(action, file) || Self.hasRestoreAlert(file), callees: callees), for: Self.controls)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let summaries = Dictionary(project.facts.values(Self.summaries).map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        for control in project.facts.values(Self.controls) {
            if control.dead {
                output.report(
                    "This Restore Purchases button does nothing when tapped, so a customer who paid stays locked out (App Review \(AppReview.guideline(.inAppPurchase))); call AppStore.sync() (StoreKit 2) or Purchases.shared.restorePurchases() (RevenueCat), then say what came back, or that nothing did.",
                    at: control.position)
                continue
            }
            var restore = control.restore
            var tells = control.tells
            for callee in control.callees {
                for function in callee.functions(in: project) {
                    guard let summary = summaries[function.position] else { continue }
                    if restore == nil, let inner = summary.restore { restore = "\(callee.name)(), which calls \(inner)" }
                    tells = tells || summary.tells
                }
            }
            guard let restore, !tells else { continue }
            output.report(
                "This Restore Purchases button restores (\(restore)) but shows no outcome, so when nothing comes back the tap seems to do nothing; tell the user what was restored, or that no purchases were found for this Apple Account, in an alert or a message on the paywall.",
                at: control.position, confidence: .medium)
        }
    }

    /// SwiftUI `Button`s and the app's own button views built the same way, with an action
    /// closure and a label (`AsyncButton { try await … } label: { … }`).
    static func buttons(in file: SwiftFile) -> [FunctionCallExprSyntax] {
        file.index.callsByName.filter { name, _ in name == "Button" || (name.hasSuffix("Button") && name.first?.isUppercase == true) }
            .flatMap(\.value).sorted { $0.position < $1.position }
    }

    /// A button whose title or label names a restore: its text ("Restore Purchases",
    /// `restore_purchases`) or a localized string's key (`L10n.Store.restorePurchases`).
    static func isRestoreControl(_ button: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        let action = SwiftUIControls.action(of: button)
        let outsideAction = { (node: Syntax) in action.map { !$0.encloses(node) } ?? true }
        let names = file.index.memberAccesses(within: button).map { (Syntax($0), $0.declName.baseName.text) }
        let texts = file.index.stringLiterals(within: button).map { (Syntax($0), $0.plainText) } + names
        return texts.contains { node, text in
            outsideAction(node) && !RestoreFeedback.titleWords.isDisjoint(with: NameWords.split(text))
        }
    }

    /// True when the button's text names purchases ("Restore Purchases") or its file uses a
    /// purchase API, so "Restore" is not a backup's or the defaults'.
    static func namesPurchases(_ button: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        PurchaseCode(file).importsPurchaseAPI || file.index.stringLiterals(within: button).contains { literal in
            !RestoreFeedback.purchaseWords.isDisjoint(with: NameWords.split(literal.plainText))
        }
    }

    /// The first restore the code makes, as a message names it.
    static func restore(in scope: some SyntaxProtocol, _ file: SwiftFile) -> String? {
        for call in file.index.calls(within: scope) where PurchaseAPIs.restoreCalls.contains(where: { $0.matches(call) }) {
            return "\(call.calleeChain) on line \(file.position(of: call).line)"
        }
        let reads = file.index.memberAccesses(within: scope).filter { RestoreFeedback.entitlementReads.contains($0.declName.baseName.text) }
        return reads.first.map { "\($0.trimmedSourceText) on line \(file.position(of: $0).line)" }
    }

    /// True when the code names an outcome shown to the user (outside logging calls), returns
    /// a value, or throws.
    static func tells(_ scope: some SyntaxProtocol, _ file: SwiftFile) -> Bool {
        let logging = file.index.calls(within: scope).filter { !RestoreFeedback.loggingWords.isDisjoint(with: NameWords.split($0.calleeChain)) }
        let names = file.index.references(within: scope).map { (Syntax($0), $0.baseName.text) }
            + file.index.memberAccesses(within: scope).map { (Syntax($0), $0.declName.baseName.text) }
        if names.contains(where: { node, name in
            !RestoreFeedback.outcomeWords.isDisjoint(with: NameWords.split(name)) && !logging.contains { $0.encloses(node) }
        }) { return true }
        return scope.tokens(viewMode: .sourceAccurate).contains { token in
            if token.tokenKind == .keyword(.throw) { return true }
            guard token.tokenKind == .keyword(.return), let next = token.nextToken(viewMode: .sourceAccurate) else { return false }
            return next.tokenKind != .rightBrace && !next.leadingTrivia.contains { $0.isNewline }
        }
    }

    /// True when the file presents an alert or dialog about restoring (its title or the flag that
    /// shows it names a restore): the outcome arrives later, from the purchase observer.
    static func hasRestoreAlert(_ file: SwiftFile) -> Bool {
        file.index.calls("alert", "confirmationDialog").contains { call in
            call.arguments.contains { $0.expression.trimmedSourceText.lowercased().contains("restore") }
        }
    }

    /// True when the closure assigns a value (`isRestoring = true`): it changes what the screen shows.
    static func assigns(in closure: ClosureExprSyntax, _ file: SwiftFile) -> Bool {
        closure.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .equal }
    }
}
