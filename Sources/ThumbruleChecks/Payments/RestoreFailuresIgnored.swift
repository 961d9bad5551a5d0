import SwiftSyntax
import ThumbruleCore

/// SwiftyStoreKit's `restorePurchases` completion reads what came back
/// (`results.restoredPurchases`) and never its failures (`restoreFailedPurchases`), so a
/// restore that failed (no network, the App Store sign-in failed) reads as one that found
/// nothing: the paying customer is told, or shown, that they own nothing, and code that
/// clears the entitlement on an empty result takes it away (`pay-restore` asks every run to
/// report restored, none found, or an error).
///
/// Only a restore the person asked for is read: one written in a function or closure named
/// for restoring, or in a control's action (a `Button`, `UIAlertAction` or `UIAction` closure,
/// an `@IBAction` method), or in a function the file calls from one. A restore the
/// app runs on its own, to choose which product to offer (a purchase promoted on the App
/// Store, `shouldAddStorePaymentHandler`), reports nothing to anyone, so there is no answer
/// for its failures to spoil.
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
            // A purchase promoted on the App Store: the restore only picks which product to offer.
            CheckExample("""
            import SwiftyStoreKit
            final class Store {
                func start() {
                    SwiftyStoreKit.shouldAddStorePaymentHandler = { payment, product in
                        SwiftyStoreKit.restorePurchases { results in
                            var offer = Product.full
                            for purchase in results.restoredPurchases where purchase.productId == Product.lite.rawValue {
                                offer = .upgrade
                            }
                            self.offer(offer)
                        }
                        return false
                    }
                }
            }
            """),
        ]
    )

    /// Calls whose closures run when the person acts on a control.
    static let actionCalls: Set<String> = ["Button", "UIAction", "UIAlertAction", "UIBarButtonItem", "addAction", "onTapGesture"]
    /// Argument labels of closures that run when the person acts on a control.
    static let actionLabels: Set<String> = ["action", "handler", "primaryAction"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.importedModules.contains("SwiftyStoreKit") else { return }
        for call in file.index.calls("restorePurchases") where call.receiver?.trimmedSourceText == "SwiftyStoreKit"
            && Self.isAskedFor(call, in: file) {
            guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { continue }
            let reads = file.index.memberAccesses(within: closure)
            guard !reads.contains(where: { $0.declName.baseName.text == "restoreFailedPurchases" }),
                  let first = reads.first(where: { $0.declName.baseName.text == "restoredPurchases" }) else { continue }
            output.report(
                "This restore reads what came back (restoredPurchases) but never what failed (restoreFailedPurchases), so a restore that failed for lack of network or an App Store sign-in reads as one that found nothing, and a paying customer is told they own nothing; check restoreFailedPurchases first and report the failure with a retry.",
                at: file.position(of: first.enclosingStatement ?? Syntax(first)), confidence: .medium)
        }
    }

    /// True for a restore the person asked for: in a restore-named function or closure or in a
    /// control's action, directly or in a function of the file that one of those calls.
    static func isAskedFor(_ call: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        if isInAction(call) { return true }
        guard let function = call.enclosingFunction else { return false }
        return file.index.calls(function.name.text).contains { !function.encloses($0) && isInAction($0) }
    }

    /// True when a function or closure around `node` is named for restoring or is a control's action.
    static func isInAction(_ node: some SyntaxProtocol) -> Bool {
        func namesRestore(_ name: String?) -> Bool {
            name.map { NameWords.split($0).contains { $0.lowercased().hasPrefix("restor") } } ?? false
        }
        var current = node.parent
        while let at = current {
            if let function = at.as(FunctionDeclSyntax.self) {
                let attributes = function.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText }
                if namesRestore(function.name.text) || attributes.contains("IBAction") { return true }
            } else if let closure = at.as(ClosureExprSyntax.self) {
                let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text
                    ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text
                if namesRestore(label) || label.map(actionLabels.contains) == true
                    || closure.invokingCall?.calleeName.map(actionCalls.contains) == true { return true }
            }
            current = at.parent
        }
        return false
    }
}
