import SwiftSyntax
import ThumbruleCore

/// A `Transaction.updates` handler that grants for every verified transaction it gets
/// (`purchased.insert(product)`, `isPro = true`) and never reads `revocationDate`. Refunds and
/// Family Sharing revocations arrive on the same stream as purchases, as verified transactions
/// with a revocation date, so such a handler grants what should be taken away.
///
/// The handler is the loop's body and the functions of the same file it calls by name. No
/// finding when that handler reads `Transaction.currentEntitlements` (which leaves revoked
/// purchases out) or when anything in the project reads `revocationDate` or
/// `revocationReason`. A grant is an `insert`, `append` or `formUnion` into, or a `true`
/// assigned to, a name that speaks of something bought (`EntitlementFlags.words`, `owned`).
/// Reported once per loop, at the handler's first grant.
struct UpdatesGrantIgnoringRevocation: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.updates-grant-ignoring-revocation",
        ruleId: "pay-outcome",
        summary: "A Transaction.updates handler grants every verified transaction without reading its revocation date",
        triggering: [
            // naturefm: the listener hands each update to a handler that adds the product to the purchased set.
            CheckExample("""
            import StoreKit
            @MainActor final class Shop: ObservableObject {
                @Published var products: [Product] = []
                @Published var purchasedPlans: Set<Product> = []
                func listen() -> Task<Void, Never> {
                    Task.detached {
                        for await update in Transaction.updates { await self.apply(update) }
                    }
                }
                private func apply(_ update: VerificationResult<Transaction>) async {
                    guard case .verified(let transaction) = update,
                          let product = products.first(where: { $0.id == transaction.productID }) else { return }
                    ↓purchasedPlans.insert(product)
                    await transaction.finish()
                }
            }
            """),
        ],
        nonTriggering: [
            // The nearest correct handler: a revoked transaction takes the product away.
            CheckExample("""
            import StoreKit
            @MainActor final class Shop: ObservableObject {
                @Published var purchasedIDs: Set<String> = []
                func listen() -> Task<Void, Never> {
                    Task.detached {
                        for await update in Transaction.updates { await self.apply(update) }
                    }
                }
                private func apply(_ update: VerificationResult<Transaction>) async {
                    guard case .verified(let transaction) = update else { return }
                    if transaction.revocationDate == nil {
                        purchasedIDs.insert(transaction.productID)
                    } else {
                        purchasedIDs.remove(transaction.productID)
                    }
                    await transaction.finish()
                }
            }
            """),
            // The handler rebuilds what is owned from the current entitlements.
            CheckExample("""
            import StoreKit
            @MainActor final class Shop: ObservableObject {
                @Published var ownedIDs: Set<String> = []
                func listen() -> Task<Void, Never> {
                    Task.detached {
                        for await update in Transaction.updates {
                            guard case .verified(let transaction) = update else { continue }
                            await self.refresh()
                            await transaction.finish()
                        }
                    }
                }
                func refresh() async {
                    var owned: Set<String> = []
                    for await result in Transaction.currentEntitlements {
                        if case .verified(let transaction) = result { owned.insert(transaction.productID) }
                    }
                    ownedIDs = owned
                }
            }
            """),
        ]
    )

    package struct Evidence: Sendable, Codable {
        var grants: [Grant] = []
        var readsRevocation = false
    }

    package struct Grant: Sendable, Codable {
        let position: SourcePosition
        let text: String
        let loop: SourcePosition
    }

    static let evidence = FactKey<Evidence>("pay-outcome.updates-grant")
    static let grantCalls: Set<String> = ["insert", "append", "formUnion"]
    static let ownedWords: Set<String> = EntitlementFlags.words.union(["owned"])
    static let revocationReads: Set<String> = ["revocationDate", "revocationReason"]
    static let entitlementReads: Set<String> = ["currentEntitlements", "currentEntitlement"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var evidence = Evidence()
        evidence.readsRevocation = Self.revocationReads.contains(where: file.index.mentions)
        if file.index.importedModules.contains("StoreKit") {
            for updates in file.index.memberAccesses("updates") where updates.base?.trimmedSourceText.hasSuffix("Transaction") == true {
                guard let loop = updates.parent?.as(ForStmtSyntax.self), loop.sequence.id == ExprSyntax(updates).id else { continue }
                let handler = Self.handler(of: loop, file)
                guard !handler.contains(where: { body in
                    !file.index.names(within: body).isDisjoint(with: Self.entitlementReads.union(Self.revocationReads))
                }) else { continue }
                // One finding per loop, at its handler's first grant.
                guard let grant = handler.flatMap({ Self.grants(in: $0, file) }).min(by: { $0.position < $1.position }) else { continue }
                evidence.grants.append(Grant(position: file.position(of: grant), text: grant.trimmedSourceText, loop: file.position(of: loop)))
            }
        }
        guard evidence.readsRevocation || !evidence.grants.isEmpty else { return }
        output.facts.add(evidence, for: Self.evidence)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard !evidence.contains(where: \.readsRevocation) else { return }
        for grant in evidence.flatMap(\.grants).filter({ project.ships($0.position) }) {
            output.report(
                "This Transaction.updates handler grants (\(grant.text)) for every verified transaction and never reads its revocationDate, so a refund or a Family Sharing revocation, which arrives on the same stream, grants the product instead of taking it away; remove it when transaction.revocationDate is set, or rebuild what the user owns from Transaction.currentEntitlements.",
                at: grant.position, confidence: .medium, related: [RelatedLocation(grant.loop, "the Transaction.updates loop")])
        }
    }

    /// The loop's body and the bodies of this file's functions it calls by name.
    static func handler(of loop: ForStmtSyntax, _ file: SwiftFile) -> [Syntax] {
        let called = Set(file.index.calls(within: loop.body).compactMap(\.calleeName))
        let functions = file.index.functions.filter { called.contains($0.name.text) }.compactMap { $0.body.map(Syntax.init) }
        return [Syntax(loop.body)] + functions
    }

    /// `purchased.insert(product)` and `isPro = true` inside `body`.
    static func grants(in body: Syntax, _ file: SwiftFile) -> [ExprSyntax] {
        let calls: [ExprSyntax] = file.index.calls(within: body).filter { call in
            guard let name = call.calleeName, grantCalls.contains(name),
                  let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.lastNameComponent else { return false }
            return !ownedWords.isDisjoint(with: NameWords.split(receiver))
        }.map(ExprSyntax.init)
        let flags: [ExprSyntax] = (file.index.references(within: body).map(ExprSyntax.init) + file.index.memberAccesses(within: body).map(ExprSyntax.init))
            .filter { target in
                guard target.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { return false }
                let name = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.trimmedSourceText
                return !EntitlementFlags.words.isDisjoint(with: NameWords.split(name))
            }
        return (calls + flags).sorted { $0.position < $1.position }
    }
}
