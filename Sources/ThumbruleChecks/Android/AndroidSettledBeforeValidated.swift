import ThumbruleCore
import ThumbruleFrontEnds

/// A Play purchase consumed or acknowledged whatever the server said: a local holds the
/// result of a validation call (`val response = api.validatePurchase(…)`), the purchase is then
/// consumed or acknowledged without looking at it, and only afterwards does the same function
/// test that result for null (`if (response != null) showThanks()`). The code itself says the
/// validation can come back empty (a swallowed network or server error), and by then the
/// purchase is settled: a consumed item cannot be bought again and a settled order is not
/// refunded after three days, so the buyer has paid for nothing. A settle call after the test,
/// or inside it, is left alone, as is a result that is never tested (nothing proves it can fail).
struct AndroidSettledBeforeValidated: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.android-settled-unvalidated",
        ruleId: "pay-outcome",
        summary: "A Play purchase consumed or acknowledged before its validation result is checked",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("CoinShop", """
                class CoinShop(private val api: ShopApi, private val billing: BillingClient, private val ui: ShopUi) {
                    suspend fun deliver(purchase: Purchase) {
                        val receipt = api.verifyCoins(purchase.purchaseToken)
                        billing.↓consumePurchase(ConsumeParams.newBuilder().setPurchaseToken(purchase.purchaseToken).build())
                        if (receipt != null) ui.showCoinsAdded(receipt.coins)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("CoinShop", """
                class CoinShop(private val api: ShopApi, private val billing: BillingClient, private val ui: ShopUi) {
                    suspend fun deliver(purchase: Purchase) {
                        val receipt = api.verifyCoins(purchase.purchaseToken)
                        if (receipt != null) {
                            billing.consumePurchase(ConsumeParams.newBuilder().setPurchaseToken(purchase.purchaseToken).build())
                            ui.showCoinsAdded(receipt.coins)
                        }
                    }

                    suspend fun renew(purchase: Purchase) {
                        val result = api.validateSubscription(purchase.purchaseToken) ?: return
                        billing.acknowledgePurchase(AcknowledgePurchaseParams.newBuilder().setPurchaseToken(purchase.purchaseToken).build())
                        ui.showRenewed(result)
                    }

                    suspend fun gift(purchase: Purchase) {
                        val sent = api.validateGift(purchase.purchaseToken)
                        billing.consumePurchase(ConsumeParams.newBuilder().setPurchaseToken(purchase.purchaseToken).build())
                        ui.showGiftSent(sent)
                    }
                }
                """),
            ]),
        ]
    )

    static let validationWords = ["validate", "verify"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin where file.file.source.bytes.contains(utf8: "alidate") || file.file.source.bytes.contains(utf8: "erify") {
            let source = file.file.source
            let tokens = source.tokens
            let settles = file.file.calls.indices.filter { index in
                let name = file.file.calls[index].name
                return PlayBilling.settleNames.contains(name) || name == "consume" || name == "acknowledge"
            }
            guard !settles.isEmpty else { continue }
            for property in file.file.properties {
                guard let function = property.enclosingFunction, let initializer = property.initializer,
                      let body = file.file.functions[function].bodyRange else { continue }
                // The first call of the initializer names a validation: `api.validatePurchase(…)`.
                let firstCall = file.file.calls.indices.first { initializer.tokenRange.contains(file.file.calls[$0].nameToken) }
                guard let firstCall, initializer.tokenRange.upperBound <= tokens.count,
                      Self.validationWords.contains(where: { file.file.calls[firstCall].name.lowercased().hasPrefix($0) }),
                      !initializer.tokenRange.contains(where: { tokens[$0].kind == .operator && source.text(at: $0) == "?:" }) else { continue }
                let name = property.name
                // Uses of the local after its declaration, in this function.
                let uses = file.identifierTokens([name]).filter { body.contains($0) && $0 >= initializer.tokenRange.upperBound }
                guard let nullTest = uses.first(where: { index in
                    index + 2 < tokens.count && ["!=", "=="].contains(source.text(at: index + 1)) && source.name(at: index + 2) == "null"
                }) else { continue }
                // The first use is the null test, and a settle call sits between the declaration and it.
                guard uses.first == nullTest,
                      let settle = settles.first(where: { index in
                          let token = file.file.calls[index].nameToken
                          return file.file.calls[index].enclosingFunction == function && token > initializer.tokenRange.upperBound && token < nullTest
                      }) else { continue }
                output.report(
                    "This settles the purchase before anyone looks at what validation returned: \(name) is tested for null only afterwards (line \(file.position(ofToken: nullTest).line)), so when validation fails the purchase is already consumed or acknowledged and the buyer has paid for nothing. Consume or acknowledge only once the grant is confirmed, and otherwise keep the purchase and retry.",
                    at: file.position(ofCall: settle), confidence: .medium)
            }
        }
    }
}
