import SwiftSyntax
import ThumbruleCore

/// A purchase outcome the code does not know stops the app: the `default` or `@unknown default`
/// of a switch over a purchase result (`PurchaseResultSwitches`) or a StoreKit 1
/// `transactionState` calls `fatalError()` or `preconditionFailure()`. Apple adds outcomes to
/// these enums (`.deferred` came with Ask to Buy); when one arrives, the person who just paid
/// sees the app close, and may be charged without getting what they bought.
///
/// Only a call written directly in the case counts, not one a helper makes.
///
/// So does a product force-unwrapped from the store's answer (`Product.products(for: [id]).first!`,
/// `[0]`): the answer is empty offline, in a storefront without the product or while App Store
/// Connect is not ready, and the tap on Buy closes the app.
struct PurchaseOutcomeCrash: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.unknown-outcome-crash",
        ruleId: "pay-outcome",
        summary: "A purchase that crashes the app on an outcome it does not know or on a product the store did not return",
        triggering: [
            CheckExample("""
            import StoreKit
            final class Shop {
                func buy(_ product: Product) async throws -> Bool {
                    switch try await product.purchase() {
                    case .success(let verification): return try await unlock(verification)
                    case .userCancelled, .pending: return false
                    ↓@unknown default: fatalError("unexpected purchase result")
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            final class Observer: NSObject, SKPaymentTransactionObserver {
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        switch transaction.transactionState {
                        case .purchased, .restored: deliver(transaction)
                        case .failed, .deferred, .purchasing: report(transaction)
                        ↓@unknown default: preconditionFailure()
                        }
                    }
                }
            }
            """),
            // giganeko: the product to buy is force-unwrapped from the store's answer.
            CheckExample("""
            import StoreKit
            final class Billing {
                func buy(_ id: String) async throws {
                    let product = try await ↓Product.products(for: [id]).first!
                    _ = try await product.purchase()
                }
            }
            """),
        ],
        nonTriggering: [
            // The nearest correct code: a missing product becomes an error the screen can show.
            CheckExample("""
            import StoreKit
            final class Billing {
                func buy(_ id: String) async throws {
                    guard let product = try await Product.products(for: [id]).first else { throw BillingError.productUnavailable }
                    _ = try await product.purchase()
                }
            }
            """),
            CheckExample("""
            import StoreKit
            final class Shop {
                var state: ShopState = .idle
                func buy(_ product: Product) async throws {
                    switch try await product.purchase() {
                    case .success(let verification): try await unlock(verification)
                    case .pending: state = .waitingForApproval
                    case .userCancelled: state = .idle
                    @unknown default: state = .failed(ShopError.unknownOutcome)
                    }
                }
                func describe(_ level: Level) -> String {
                    switch level {
                    case .success: return "ok"
                    default: fatalError()
                    }
                }
            }
            """),
        ]
    )

    static let crashCalls: Set<String> = ["fatalError", "preconditionFailure"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard PurchaseCode(file).importsPurchaseAPI else { return }
        for load in file.index.calls("products") where load.receiver?.trimmedSourceText == "Product" && Self.forcesElement(of: load) {
            output.report(
                "This force-unwraps a product from Product.products(for:), which returns nothing offline, in a storefront without the product or while the product is not ready in App Store Connect, so the tap that buys closes the app; unwrap it with guard let and show that the store is unavailable.",
                at: file.position(of: load))
        }
        guard Self.crashCalls.contains(where: { !file.index.calls($0).isEmpty }) else { return }
        let results = PurchaseResultSwitches.switches(in: file, naming: "success", "userCancelled", "pending", "error", "failure")
        let states = file.index.memberAccesses("transactionState").compactMap { access in
            access.parent?.as(SwitchExprSyntax.self).flatMap { $0.subject.id == access.id ? $0 : nil }
        }
        for statement in results + states {
            guard let fallback = PurchaseResultSwitches.cases(of: statement).first(where: { $0.label.is(SwitchDefaultLabelSyntax.self) }),
                  fallback.statements.contains(where: { item in
                      BackgroundFailureOnlyLogged.call(in: item.item).flatMap(\.calleeName).map(Self.crashCalls.contains) ?? false
                  }) else { continue }
            output.report(
                "This switch over a purchase's outcome stops the app in its default case, so an outcome StoreKit adds later closes the app on the person who just paid, who may be charged without getting what they bought; handle it as a failed or pending purchase with a message, and log it.",
                at: file.position(of: fallback))
        }
    }

    /// The `.first!` or `[0]` taken straight from the store's answer: `Product.products(for:).first!`.
    static func forcesElement(of load: FunctionCallExprSyntax) -> Bool {
        if let access = load.parent?.as(MemberAccessExprSyntax.self), ["first", "last"].contains(access.declName.baseName.text) {
            return access.parent?.is(ForceUnwrapExprSyntax.self) == true
        }
        return load.parent?.as(SubscriptCallExprSyntax.self)?.calledExpression.id == ExprSyntax(load).id
    }
}
