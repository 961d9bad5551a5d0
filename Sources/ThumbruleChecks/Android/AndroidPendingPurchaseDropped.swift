import ThumbruleCore
import ThumbruleFrontEnds

/// A Play purchase whose state is compared against `PURCHASED` to skip it
/// (`purchase.purchaseState != PurchaseState.PURCHASED`), in an app whose shipping code never
/// names `PENDING`: a purchase paid in cash at a shop or waiting for a parent's approval is
/// dropped without a word, so the buyer has paid (or is about to) and the app shows nothing
/// until it completes. The rule asks for pending to be its own state. Android Lint has no
/// check for this.
struct AndroidPendingPurchaseDropped: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.play-pending-dropped",
        ruleId: "pay-outcome",
        summary: "Play purchases other than PURCHASED skipped, with no PENDING state anywhere in the app",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("GemStore", """
                package com.example.app

                class GemStore(private val server: Server) : PurchasesUpdatedListener {
                    override fun onPurchasesUpdated(result: BillingResult, purchases: List<Purchase>?) {
                        purchases?.forEach { grant(it) }
                    }

                    private fun grant(purchase: Purchase) {
                        if (purchase.↓purchaseState != Purchase.PurchaseState.PURCHASED) return
                        server.validate(purchase.purchaseToken)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("GemStore", """
                class GemStore(private val server: Server, private val ui: StoreUi) : PurchasesUpdatedListener {
                    override fun onPurchasesUpdated(result: BillingResult, purchases: List<Purchase>?) {
                        purchases?.forEach { grant(it) }
                    }

                    private fun grant(purchase: Purchase) {
                        if (purchase.purchaseState == Purchase.PurchaseState.PENDING) ui.showAwaitingPayment()
                        if (purchase.purchaseState != Purchase.PurchaseState.PURCHASED) return
                        server.validate(purchase.purchaseToken)
                    }
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard !android.shippingCodeNames(["PENDING"]),
              project.androidJavaFiles(mentioning: "PENDING").filter({ $0.scope == .app }).isEmpty else { return }
        for file in android.shippingKotlin {
            let source = file.file.source
            for token in file.identifierTokens(["purchaseState"]) where Self.skipsUnlessPurchased(token, in: source) {
                output.report(
                    "Purchases that are not PURCHASED are skipped here, and nothing in the app names PENDING, so a purchase paid in cash or waiting for approval disappears without a word. Give PENDING its own state: tell the buyer the payment is being processed and grant the item when the purchase turns PURCHASED.",
                    at: file.position(ofToken: token), confidence: .medium)
            }
        }
    }

    /// `purchaseState != … PURCHASED`: the comparison that skips every other state.
    static func skipsUnlessPurchased(_ index: Int, in source: KotlinSource) -> Bool {
        let tokens = source.tokens
        guard index + 2 < tokens.count, tokens[index + 1].kind == .operator, source.text(at: index + 1) == "!=" else { return false }
        var next = index + 2
        while next < tokens.count, next <= index + 8, [.identifier, .dot].contains(tokens[next].kind) {
            if tokens[next].kind == .identifier && source.name(at: next) == "PURCHASED" { return true }
            next += 1
        }
        return false
    }
}
