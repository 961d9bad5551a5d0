import SwiftSyntax
import ThumbruleCore

/// A StoreKit 2 purchase result whose `.pending` outcome is ignored or handled as a failure.
/// A purchase waits for a parent's approval (Ask to Buy) or a bank's check; the buyer who sees
/// nothing, or an error, buys again or gives up, and the purchase later completes on
/// `Transaction.updates`.
///
/// The switch is found by its `.userCancelled` or `.success` case in a file importing StoreKit
/// (RevenueCat's result is a tuple with a `userCancelled` flag, no case), and must switch over
/// a `purchase(…)` result or sit in a StoreKit view's `onInAppPurchaseCompletion`
/// (`PurchaseResultSwitches`). SwiftyStoreKit's `purchaseProduct` completion names the
/// outcome `.deferred`. Reported: no `.pending` case (it falls into `default`), or a
/// `.pending` case that does nothing but `break` / `return` or write to the log, that
/// throws or names an error or a failure, or that hands on a cancellation (`return .cancelled`
/// to a purchase controller's caller, which then drops the purchase as declined).
///
/// Known false negatives: results read with `if case .success = result` only. Known false
/// positives: a pending state the caller shows from a returned value (`return nil` read as
/// "pending" two calls up).
struct PendingPurchaseUnhandled: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.pending-unhandled",
        ruleId: "pay-outcome",
        summary: "A StoreKit purchase result whose pending outcome is ignored or treated as a failure",
        triggering: [
            // Cancelling and waiting both fall into default, which throws.
            CheckExample("""
            import StoreKit
            final class Membership {
                func subscribe(_ product: Product) async throws {
                    let result = try await product.purchase()
                    switch result {
                    case .success(let verification): try await activate(verification)
                    ↓default: throw MembershipError.purchaseFailed
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            final class Store {
                func buy(_ product: Product) async throws {
                    let result = try await product.purchase()
                    switch result {
                    case .success(let verification): await deliver(verification)
                    case .userCancelled: break
                    ↓default: throw StoreError.failed
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            @MainActor final class Store: ObservableObject {
                @Published var errorMessage: String?
                func buy(_ product: Product) async {
                    switch try? await product.purchase() {
                    case .success(let verification)?: await deliver(verification)
                    case .userCancelled?: return
                    ↓case .pending?: errorMessage = "Purchase failed"
                    default: return
                    }
                }
            }
            """),
            // An error that only says the purchase failed still fires.
            CheckExample("""
            import StoreKit
            final class PlanService {
                func buy(_ product: Product) async throws {
                    switch try await product.purchase() {
                    case .success(let verification): try await grant(verification)
                    case .userCancelled: throw PlanError.purchaseCancelled
                    ↓case .pending: throw PlanError.pendingFailed
                    @unknown default: throw PlanError.purchaseFailed
                    }
                }
            }
            """),
            // Waiting for approval handed to the caller as the buyer's cancellation.
            CheckExample("""
            import StoreKit
            final class PaywallPurchaser {
                func purchase(_ product: Product) async -> PaywallOutcome {
                    do {
                        let result = try await product.purchase()
                        switch result {
                        case .success: return .purchased
                        case .userCancelled: return .cancelled
                        ↓case .pending:
                            return .cancelled
                        @unknown default: return .cancelled
                        }
                    } catch {
                        return .failed(error)
                    }
                }
            }
            """),
            // A StoreKit view's completion: waiting for a parent's approval only reaches the log.
            CheckExample("""
            import StoreKit
            import SwiftUI
            struct PlansScreen: View {
                var body: some View {
                    SubscriptionStoreView(groupID: Plans.groupID)
                        .onInAppPurchaseCompletion { _, outcome in
                            guard case .success(let purchase) = outcome else { return }
                            switch purchase {
                            case .success: await Plans.refresh()
                            ↓case .pending: logger.info("purchase awaiting approval")
                            case .userCancelled: break
                            @unknown default: break
                            }
                        }
                }
            }
            """),
            // SwiftyStoreKit calls a waiting purchase `.deferred`.
            CheckExample("""
            import SwiftyStoreKit
            final class GemShop {
                var buying = false
                func buy(_ id: String) {
                    buying = true
                    SwiftyStoreKit.purchaseProduct(id) { outcome in
                        self.buying = false
                        switch outcome {
                        case .success(let receipt): self.credit(receipt)
                        case .error(let problem): self.show(problem)
                        ↓case .deferred: break
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The view's completion shows a waiting state of its own.
            CheckExample("""
            import StoreKit
            import SwiftUI
            struct PlansScreen: View {
                @State private var awaitingApproval = false
                var body: some View {
                    SubscriptionStoreView(groupID: Plans.groupID)
                        .onInAppPurchaseCompletion { _, outcome in
                            guard case .success(let purchase) = outcome else { return }
                            switch purchase {
                            case .success: await Plans.refresh()
                            case .pending:
                                logger.info("purchase awaiting approval")
                                awaitingApproval = true
                            default: break
                            }
                        }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            @MainActor final class Store: ObservableObject {
                @Published var state: PurchaseState = .idle
                func buy(_ product: Product) async throws {
                    switch try await product.purchase() {
                    case .success(let verification): await deliver(verification)
                    case .userCancelled: state = .idle
                    case .pending: state = .awaitingApproval
                    @unknown default: state = .idle
                    }
                }
            }
            """),
            // Waiting for approval handed to the caller as its own outcome, which the caller can show.
            CheckExample("""
            import StoreKit
            final class PaywallPurchaser {
                func purchase(_ product: Product) async -> PaywallOutcome {
                    do {
                        let result = try await product.purchase()
                        switch result {
                        case .success: return .purchased
                        case .userCancelled: return .cancelled
                        case .pending: return .pending
                        @unknown default: return .cancelled
                        }
                    } catch {
                        return .failed(error)
                    }
                }
            }
            """),
            // convos-ios: the wait thrown as an error of its own, which the paywall catches apart.
            CheckExample("""
            import StoreKit
            final class PlanService {
                func buy(_ product: Product) async throws {
                    switch try await product.purchase() {
                    case .success(let verification): try await grant(verification)
                    case .userCancelled: throw PlanError.purchaseCancelled
                    case .pending: throw PlanError.purchasePending
                    @unknown default: throw PlanError.purchaseFailed
                    }
                }
            }
            """),
            // RevenueCat's result is a tuple; no StoreKit switch.
            CheckExample("""
            import RevenueCat
            final class Store {
                func buy(_ package: Package) async throws {
                    let result = try await Purchases.shared.purchase(package: package)
                    if result.userCancelled { return }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.importedModules.contains("StoreKit") || file.index.importedModules.contains("SwiftyStoreKit") else { return }
        var seen: Set<SyntaxIdentifier> = []
        // The switch is found by a case it names: `.userCancelled`, or `.success` when cancelling
        // falls into `default` with the pending outcome.
        for named in file.index.memberAccesses("userCancelled", "success") where named.base == nil {
            guard let switchCase = Self.enclosing(SwitchCaseSyntax.self, of: named), switchCase.label.is(SwitchCaseLabelSyntax.self),
                  let statement = Self.enclosing(SwitchExprSyntax.self, of: switchCase), seen.insert(statement.id).inserted,
                  PurchaseResultSwitches.isOverPurchase(statement, file) else { continue }
            let cases = statement.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            let pendingName = PurchaseResultSwitches.pendingCaseName(of: statement)
            if let pending = cases.first(where: { Self.names($0, pendingName) }) {
                guard let how = Self.mishandling(pending, file) else { continue }
                output.report(
                    "The pending outcome of this purchase \(how), though the purchase is waiting for approval (Ask to Buy) or the bank and may still complete; show a pending state that says so, and grant the product when the transaction observer delivers it (Transaction.updates, SwiftyStoreKit.completeTransactions).",
                    at: file.position(of: pending), confidence: .medium)
            } else if let fallback = cases.first(where: { $0.label.is(SwitchDefaultLabelSyntax.self) }) {
                // At `default`, where the pending outcome lands.
                output.report(
                    "This switch over a purchase result has no .pending case, so a purchase waiting for approval (Ask to Buy) or the bank falls into default and is handled like a failure or not at all; add case .pending that shows a pending state, and grant the product when Transaction.updates delivers it.",
                    at: file.position(of: fallback), confidence: .medium)
            }
        }
    }

    /// True when the switch's subject is a `purchase(…)` call, or a variable its function sets
    /// from one: the store's result, not an app enum that happens to have a `userCancelled` case.
    static func switchesOverPurchase(_ statement: SwitchExprSyntax, _ file: SwiftFile) -> Bool {
        if file.index.calls(within: statement.subject).contains(where: { $0.calleeName == "purchase" }) { return true }
        guard let name = statement.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let function = statement.enclosingScope else { return false }
        return file.index.variables.contains { variable in
            function.encloses(variable) && variable.bindings.contains { binding in
                binding.pattern.trimmedSourceText == name
                    && binding.initializer.map { file.index.calls(within: $0).contains { $0.calleeName == "purchase" } } == true
            }
        }
    }

    /// True when the case's patterns name `.member` (`.pending`, `.pending?`).
    static func names(_ switchCase: SwitchCaseSyntax, _ member: String) -> Bool {
        guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { return false }
        return label.caseItems.contains { item in
            item.pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(member) }
        }
    }

    /// Outcome names that say the buyer cancelled (`.cancelled`, `.userCancelled`, `.canceled`).
    static let cancelWords: Set<String> = ["cancelled", "canceled", "cancel", "cancellation"]

    /// How a `.pending` case mishandles the outcome, or nil when it does something of its own.
    static func mishandling(_ pending: SwitchCaseSyntax, _ file: SwiftFile) -> String? {
        if throwsOwnPendingError(pending) { return nil }
        let tokens = Array(pending.statements.tokens(viewMode: .sourceAccurate))
        if tokens.contains(where: { $0.tokenKind == .keyword(.throw) }) { return "throws an error" }
        let names = file.index.names(within: pending.statements)
        if names.contains(where: { !DestructiveActions.failureWords.isDisjoint(with: NameWords.split($0)) })
            || file.index.stringLiterals(within: pending.statements).contains(where: { !DestructiveActions.failureWords.isDisjoint(with: NameWords.split($0.plainText)) }) {
            return "is reported as an error or a failure"
        }
        // Handed on as the buyer's own cancellation (`return .cancelled`): the caller drops a
        // purchase that may still go through.
        // Only an outcome value (`.cancelled`, `Outcome.cancelled`), not a method of some object
        // (`timer.cancel()`).
        let outcomes = file.index.memberAccesses(within: pending.statements).filter { $0.base == nil || $0.base?.trimmedSourceText.first?.isUppercase == true }
        if outcomes.contains(where: { !cancelWords.isDisjoint(with: NameWords.split($0.declName.baseName.text)) }) {
            return "is reported as a cancellation"
        }
        let onlyExits = tokens.allSatisfy { token in
            switch token.tokenKind {
            case .keyword(.break), .keyword(.return), .keyword(.nil), .keyword(.false): return true
            default: return false
            }
        }
        if onlyExits { return "does nothing (\(tokens.isEmpty ? "an empty case" : tokens.map(\.text).joined(separator: " ")))" }
        return PurchaseResultSwitches.onlyLogs(pending.statements) ? "is only written to the log" : nil
    }

    /// Words of an error case that says the purchase waits (`purchasePending`, `awaitingApproval`).
    static let waitingWords: Set<String> = ["pending", "deferred", "awaiting", "approval"]

    /// True when the case only throws an error of its own for the wait
    /// (`throw SubscriptionError.purchasePending`): like `return .pending`, the caller can catch it
    /// apart from a failure and show the wait.
    static func throwsOwnPendingError(_ pending: SwitchCaseSyntax) -> Bool {
        guard pending.statements.count == 1,
              let thrown = pending.statements.first?.item.as(ThrowStmtSyntax.self)?.expression else { return false }
        let member = thrown.as(MemberAccessExprSyntax.self) ?? thrown.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        guard let words = member.map({ Set(NameWords.split($0.declName.baseName.text)) }) else { return false }
        return !waitingWords.isDisjoint(with: words) && DestructiveActions.failureWords.isDisjoint(with: words)
    }

    static func enclosing<Node: SyntaxProtocol>(_ type: Node.Type, of node: some SyntaxProtocol) -> Node? {
        var current = node.parent
        while let parent = current {
            if let found = parent.as(type) { return found }
            if parent.is(FunctionDeclSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}
