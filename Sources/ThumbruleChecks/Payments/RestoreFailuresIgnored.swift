import SwiftSyntax
import ThumbruleCore

/// SwiftyStoreKit's `restorePurchases` completion reads what came back
/// (`results.restoredPurchases`) and never its failures (`restoreFailedPurchases`), so a
/// restore that failed (no network, the App Store sign-in failed) reads as one that found
/// nothing: the paying customer is told, or shown, that they own nothing, and code that
/// clears the entitlement on an empty result takes it away (`pay-restore` asks every run to
/// report restored, none found, or an error).
struct RestoreFailuresIgnored: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-restore.failures-ignored",
        ruleId: "pay-restore",
        summary: "A SwiftyStoreKit restore that reads what came back but never its failures",
        triggering: [
            CheckExample("""
            import SwiftyStoreKit
            final class Unlocker {
                func restore(done: @escaping (Bool) -> Void) {
                    SwiftyStoreKit.restorePurchases { outcome in
                        ↓done(!outcome.restoredPurchases.isEmpty)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import SwiftyStoreKit
            final class Unlocker {
                func restore(done: @escaping (RestoreOutcome) -> Void) {
                    SwiftyStoreKit.restorePurchases { outcome in
                        if !outcome.restoreFailedPurchases.isEmpty { done(.failed) }
                        else { done(outcome.restoredPurchases.isEmpty ? .nothingFound : .restored) }
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.importedModules.contains("SwiftyStoreKit") else { return }
        for call in file.index.calls("restorePurchases") where call.receiver?.trimmedSourceText == "SwiftyStoreKit" {
            guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { continue }
            let reads = file.index.memberAccesses(within: closure)
            guard !reads.contains(where: { $0.declName.baseName.text == "restoreFailedPurchases" }),
                  let first = reads.first(where: { $0.declName.baseName.text == "restoredPurchases" }) else { continue }
            output.report(
                "This restore reads what came back (restoredPurchases) but never what failed (restoreFailedPurchases), so a restore that failed for lack of network or an App Store sign-in reads as one that found nothing, and a paying customer is told they own nothing; check restoreFailedPurchases first and report the failure with a retry.",
                at: file.position(of: first.enclosingStatement ?? Syntax(first)), confidence: .medium)
        }
    }
}
