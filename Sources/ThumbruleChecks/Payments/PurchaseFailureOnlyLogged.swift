import SwiftSyntax
import ThumbruleCore

/// A purchase that fails while the person hears nothing: the `.failure` / `.error` case of a
/// switch over a purchase's outcome (`PurchaseResultSwitches`: StoreKit 2, a StoreKit view's
/// `onInAppPurchaseCompletion`, SwiftyStoreKit's `purchaseProduct`) only writes to the log, or
/// every `catch` of the `do` around `try await product.purchase()` does. The buyer tapped
/// Buy, the sheet closed, and nothing says the purchase did not go through or what to do;
/// many buy again or think they were charged (`pay-outcome` asks for a failure state with a
/// retry).
///
/// A `try await store.purchase(product)` written straight in a `Task { … }` that nothing keeps,
/// with no `do` around it in the task, is as silent: the error ends the task and goes nowhere.
///
/// A case or `catch` that does anything besides logging (sets state, calls the app's code,
/// rethrows) is left alone, and so is a purchase whose error reaches the caller.
struct PurchaseFailureOnlyLogged: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.failure-only-logged",
        ruleId: "pay-outcome",
        summary: "A failed purchase that is only written to the log",
        triggering: [
            CheckExample("""
            import StoreKit
            import SwiftUI
            struct UpgradeScreen: View {
                var body: some View {
                    StoreView(ids: Catalog.ids)
                        .onInAppPurchaseCompletion { _, outcome in
                            switch outcome {
                            case .success(let purchase): await Catalog.apply(purchase)
                            ↓case .failure(let problem): os_log("purchase failed %@", problem.localizedDescription)
                            }
                        }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            @MainActor final class Checkout: ObservableObject {
                func buy(_ product: Product) async {
                    do {
                        let result = try await product.purchase()
                        await handle(result)
                    } ↓catch {
                        print("purchase failed", error)
                    }
                }
            }
            """),
            // naturefm's product row: the store's purchase rethrows, and the Buy button's task drops it.
            CheckExample("""
            import StoreKit
            import SwiftUI
            struct PlanRow: View {
                let plan: Product
                @EnvironmentObject var shop: Shop
                var body: some View {
                    Button {
                        Task {
                            ↓try await shop.purchase(plan)
                        }
                    } label: {
                        Text(plan.displayPrice)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import StoreKit
            import SwiftUI
            struct UpgradeScreen: View {
                @State private var failure: String?
                var body: some View {
                    StoreView(ids: Catalog.ids)
                        .onInAppPurchaseCompletion { _, outcome in
                            switch outcome {
                            case .success(let purchase): await Catalog.apply(purchase)
                            case .failure(let problem):
                                os_log("purchase failed %@", problem.localizedDescription)
                                failure = problem.localizedDescription
                            }
                        }
                }
            }
            """),
            // The task catches the failure and tells the screen.
            CheckExample("""
            import StoreKit
            import SwiftUI
            struct PlanRow: View {
                let plan: Product
                @EnvironmentObject var shop: Shop
                @State private var failure: String?
                var body: some View {
                    Button(plan.displayPrice) {
                        Task {
                            do { try await shop.purchase(plan) } catch { failure = error.localizedDescription }
                        }
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            @MainActor final class Checkout: ObservableObject {
                func buy(_ product: Product) async throws {
                    let result = try await product.purchase()
                    await handle(result)
                }
                func parse(_ data: Data) {
                    switch Decoder.decode(data) {
                    case .success(let value): apply(value)
                    case .failure(let error): print(error)
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard PurchaseCode(file).importsPurchaseAPI else { return }
        for statement in PurchaseResultSwitches.switches(in: file, naming: "failure", "error") {
            for failure in PurchaseResultSwitches.cases(of: statement)
            where PendingPurchaseUnhandled.names(failure, "failure") || PendingPurchaseUnhandled.names(failure, "error") {
                guard PurchaseResultSwitches.onlyLogs(failure.statements) else { continue }
                output.report(Self.message, at: file.position(of: failure), confidence: .medium)
            }
        }
        for call in file.index.calls("purchase") where file.index.importedModules.contains("StoreKit") && call.receiver != nil {
            guard let tried = RestoreErrorOnlyLogged.tryExpression(of: call), tried.questionOrExclamationMark == nil else { continue }
            if let clause = RestoreErrorOnlyLogged.loggingOnlyCatch(around: tried) {
                output.report(Self.message, at: file.position(of: clause.catchKeyword), confidence: .medium)
            } else if tried.throwsIntoDroppedTask {
                output.report(Self.droppedMessage, at: file.position(of: tried), confidence: .medium)
            }
        }
    }

    static let droppedMessage = "This purchase throws its error into a Task nothing awaits, so when it fails (a declined card, a store or network error) the buyer sees nothing happen and cannot tell whether they were charged or should try again; catch the error inside the task, show that the purchase did not go through, and offer a retry."

    static let message = "This failed purchase is only written to the log, so the buyer sees the sheet close and nothing else, and cannot tell whether they were charged or should try again; show that the purchase did not go through, why if known, and a way to retry."
}
