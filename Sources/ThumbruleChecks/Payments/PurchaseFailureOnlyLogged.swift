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
            guard let tried = RestoreErrorOnlyLogged.tryExpression(of: call), tried.questionOrExclamationMark == nil,
                  let clause = RestoreErrorOnlyLogged.loggingOnlyCatch(around: tried) else { continue }
            output.report(Self.message, at: file.position(of: clause.catchKeyword), confidence: .medium)
        }
    }

    static let message = "This failed purchase is only written to the log, so the buyer sees the sheet close and nothing else, and cannot tell whether they were charged or should try again; show that the purchase did not go through, why if known, and a way to retry."
}
