import SwiftSyntax
import ThumbruleCore

/// A StoreKit 2 purchase sets an entitlement flag (`isPro = true`, an `@AppStorage` or
/// `UserDefaults` flag, or a property in memory) and nothing in the project reads the store's
/// view of what the user owns again: no `Transaction.currentEntitlements` (which leaves refunded
/// purchases out), no `revocationDate`. A flag in storage then outlives a refund, and one in
/// memory is lost at the next launch.
///
/// The flag is set to `true` in the function that calls `product.purchase()`, after the call,
/// and its name says it unlocks something bought (`EntitlementFlags.words`). A purchase SDK
/// (RevenueCat and the rest of `PurchaseAPIs.modules`) keeps entitlements for the app, so a
/// project importing one is not judged. Reported at the first shipping flag.
///
/// Known false negatives: an entitlement granted in a helper the purchase function calls;
/// flags with other names. Known false positives: a server that re-checks receipts and sends
/// the flag back (the code shows no such read).
struct EntitlementNeverRevoked: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.entitlement-never-revoked",
        ruleId: "pay-outcome",
        summary: "A purchase kept in a flag that nothing re-checks against the store's current entitlements",
        triggering: [
            CheckExample("""
            import StoreKit
            import SwiftUI
            @MainActor final class Store: ObservableObject {
                @AppStorage("isPro") var isPro = false
                func buy(_ product: Product) async throws {
                    if case .success(.verified(let transaction)) = try await product.purchase() {
                        ↓isPro = true
                        await transaction.finish()
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Store.swift", """
                import StoreKit
                import SwiftUI
                @MainActor final class Store: ObservableObject {
                    @AppStorage("isPro") var isPro = false
                    @Published var isPurchasing = false
                    func buy(_ product: Product) async throws {
                        if case .success(.verified(let transaction)) = try await product.purchase() {
                            isPurchasing = true
                            isPro = true
                            await transaction.finish()
                        }
                    }
                }
                """),
                ("App/Entitlements.swift", """
                import StoreKit
                extension Store {
                    func refresh() async {
                        var owned = false
                        for await result in Transaction.currentEntitlements { if case .verified = result { owned = true } }
                        isPro = owned
                    }
                }
                """),
            ]),
        ]
    )

    struct Evidence: Codable, Sendable {
        var grants: [Grant] = []
        var readsStore = false
        var usesPurchaseSDK = false
    }

    struct Grant: Codable, Sendable {
        let position: SourcePosition
        let name: String
        /// Where the flag lives: "an @AppStorage flag", "UserDefaults", "memory".
        let store: String
    }

    static let evidence = FactKey<Evidence>("pay-outcome.entitlement-flag")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let modules = Set(file.index.importedModules)
        var evidence = Evidence()
        evidence.usesPurchaseSDK = !modules.isDisjoint(with: PurchaseAPIs.modules.subtracting(["StoreKit"]))
        evidence.readsStore = EntitlementFlags.storeReads.contains { name in
            file.index.memberAccesses(name).contains { $0.base != nil || name.hasSuffix("Task") } || !file.index.calls(name).isEmpty && name.hasSuffix("Task")
        }
        if modules.contains("StoreKit"), !evidence.usesPurchaseSDK {
            for purchase in file.index.calls("purchase") where purchase.receiver != nil {
                guard let scope = purchase.enclosingScope else { continue }
                let targets: [ExprSyntax] = file.index.references(within: scope).map(ExprSyntax.init)
                    + file.index.memberAccesses(within: scope).map(ExprSyntax.init)
                for target in targets where target.position > purchase.position {
                    guard target.as(MemberAccessExprSyntax.self)?.base == nil || target.is(MemberAccessExprSyntax.self) == false
                            || target.as(MemberAccessExprSyntax.self)?.base?.trimmedSourceText == "self",
                          target.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { continue }
                    let name = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.trimmedSourceText
                    guard !EntitlementFlags.words.isDisjoint(with: NameWords.split(name)) else { continue }
                    evidence.grants.append(Grant(position: file.position(of: target), name: name, store: Self.store(of: name, file)))
                }
            }
            for call in file.index.calls("set") where call.argumentLabels == ["_", "forKey"] {
                guard call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true),
                      let key = call.argument("forKey")?.expression.as(StringLiteralExprSyntax.self)?.plainText,
                      !EntitlementFlags.words.isDisjoint(with: NameWords.split(key)),
                      let scope = call.enclosingScope, !file.index.calls(within: scope).filter({ $0.calleeName == "purchase" && $0.receiver != nil }).isEmpty else { continue }
                evidence.grants.append(Grant(position: file.position(of: call), name: key, store: "UserDefaults"))
            }
        }
        guard evidence.readsStore || evidence.usesPurchaseSDK || !evidence.grants.isEmpty else { return }
        output.facts.add(evidence, for: Self.evidence)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard !evidence.contains(where: { $0.readsStore || $0.usesPurchaseSDK }),
              let grant = evidence.flatMap(\.grants).filter({ project.ships($0.position) }).min(by: { $0.position < $1.position }) else { return }
        let consequence = grant.store == "memory"
            ? "it is lost at the next launch, and"
            : "a refund never clears it, and"
        output.report(
            "The purchase is kept only in \(grant.store == "memory" ? "memory" : grant.store) (\(grant.name)) and nothing in the app reads Transaction.currentEntitlements or a transaction's revocationDate, so \(consequence) it drifts from what the user owns; at launch and on Transaction.updates, set \(grant.name) from Transaction.currentEntitlements, which leaves refunded and expired purchases out.",
            at: grant.position, confidence: .medium)
    }

    /// Where the flag named `name` lives, from its declaration in this file.
    static func store(of name: String, _ file: SwiftFile) -> String {
        let attributes = file.index.variables.filter { $0.bindings.contains { $0.pattern.trimmedSourceText == name } }
            .flatMap { $0.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText } }
        if attributes.contains("AppStorage") { return "an @AppStorage flag" }
        if attributes.contains(where: { $0.contains("UserDefault") }) { return "UserDefaults" }
        return "memory"
    }
}
