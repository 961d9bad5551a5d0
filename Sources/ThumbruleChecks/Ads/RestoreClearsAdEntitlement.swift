import SwiftSyntax
import ThumbruleCore

/// A restore that comes back empty or fails sets the purchase flag to `false`, and that flag
/// is what the app's ad code reads to decide whether to show ads. A restore finds nothing
/// when the network drops, the App Store sign-in fails or the person uses another Apple ID,
/// which says nothing about a purchase already made, so ads come back for someone who paid
/// to remove them (`ads-entitlement`: unknown means the last known state, never unentitled).
///
/// Read: a flag named for a purchase (`EntitlementFlags`: `isPurchased`, `adsRemoved`) set
/// to `false` inside the completion of a store restore (`PurchaseAPIs.restoreCalls`) or in a
/// StoreKit 1 observer's restore-finished or restore-failed handler, when a file that uses an
/// ad SDK names the same flag. Silent when the completion reads SwiftyStoreKit's
/// `restoreFailedPurchases`, which tells a failure from an empty result.
struct RestoreClearsAdEntitlement: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-entitlement.restore-clears-entitlement",
        ruleId: "ads-entitlement",
        summary: "A restore that finds nothing or fails clears the flag that turns ads off",
        triggering: [
            CheckExample(files: [
                ("App/Store.swift", """
                import SwiftyStoreKit
                final class Store {
                    static let shared = Store()
                    var isPurchased = UserDefaults.standard.bool(forKey: "purchased")
                    func restore() {
                        SwiftyStoreKit.restorePurchases { results in
                            if results.restoredPurchases.isEmpty {
                                ↓self.isPurchased = false
                                return
                            }
                            self.isPurchased = true
                        }
                    }
                }
                """),
                ("App/BannerScreen.swift", """
                import GoogleMobileAds
                final class BannerScreen: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        guard !Store.shared.isPurchased else { return }
                        banner.load(GADRequest())
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // No ad code reads the flag.
            CheckExample("""
            import SwiftyStoreKit
            final class Store {
                var isPurchased = false
                func restore() {
                    SwiftyStoreKit.restorePurchases { results in
                        if results.restoredPurchases.isEmpty { self.isPurchased = false }
                    }
                }
            }
            """),
            // A failed restore is told apart from one that found nothing.
            CheckExample(files: [
                ("App/Store.swift", """
                import SwiftyStoreKit
                final class Store {
                    static let shared = Store()
                    var isPurchased = false
                    func restore() {
                        SwiftyStoreKit.restorePurchases { results in
                            guard results.restoreFailedPurchases.isEmpty else { return showRetry() }
                            if results.restoredPurchases.isEmpty { self.isPurchased = false }
                        }
                    }
                }
                """),
                ("App/BannerScreen.swift", """
                import GoogleMobileAds
                final class BannerScreen: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if !Store.shared.isPurchased { banner.load(GADRequest()) }
                    }
                }
                """),
            ]),
        ]
    )

    struct Revocation: Codable, Sendable {
        let flag: String
        let position: SourcePosition
    }

    static let revocations = FactKey<Revocation>("ads-entitlement.restore-clears-entitlement.revocation")
    /// Purchase flags a file with ad code names.
    static let adFlags = FactKey<String>("ads-entitlement.restore-clears-entitlement.ad-flag")
    static let restoreHandlers: Set<String> = ["paymentQueueRestoreCompletedTransactionsFinished", "restoreCompletedTransactionsFailedWithError"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if AdCode.shared(file).usesAds {
            let names = Set(file.index.memberAccessesByName.keys).union(file.index.referencesByName.keys)
            for name in names where Self.isPurchaseFlag(name) { output.facts.add(name, for: Self.adFlags) }
        }
        var scopes: [Syntax] = []
        for call in file.index.calls(matching: PurchaseAPIs.restoreCalls) {
            guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                  !file.index.memberAccesses(within: closure).contains(where: { $0.declName.baseName.text == "restoreFailedPurchases" }) else { continue }
            scopes.append(Syntax(closure))
        }
        for function in file.index.functions where Self.restoreHandlers.contains(function.name.text)
            || function.signature.parameterClause.parameters.contains(where: { Self.restoreHandlers.contains($0.firstName.text) }) {
            scopes.append(Syntax(function))
        }
        guard !scopes.isEmpty else { return }
        for assignment in DeferredTransactionUnhandled.flagAssignments(file) where !assignment.value && Self.isPurchaseFlag(assignment.name) {
            guard scopes.contains(where: { $0.encloses(assignment.node) }) else { continue }
            output.facts.add(Revocation(flag: assignment.name, position: file.position(of: assignment.enclosingStatementNode)), for: Self.revocations)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let adFlags = Set(project.facts.values(Self.adFlags))
        for revocation in project.facts.values(Self.revocations) where adFlags.contains(revocation.flag) {
            output.report(
                "This restore sets \(revocation.flag) to false when it comes back empty or fails, and \(revocation.flag) is what the app's ad code reads: a restore finds nothing when the network drops, the App Store sign-in fails or another Apple ID is in use, so ads return for someone who paid to remove them. Leave the entitlement as last known, and clear it only when the store reports the purchase revoked or refunded.",
                at: revocation.position, confidence: .medium)
        }
    }

    static func isPurchaseFlag(_ name: String) -> Bool {
        !EntitlementFlags.words.isDisjoint(with: NameWords.split(name).map { $0.lowercased() })
    }
}

private extension DeferredTransactionUnhandled.Assignment {
    /// The statement of the assignment (`self.isPurchased = false`), for the finding's column.
    var enclosingStatementNode: Syntax { node.enclosingStatement ?? Syntax(node) }
}
