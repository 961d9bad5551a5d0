import ThumbruleCore
import ThumbruleFrontEnds

/// Play Billing purchases started (`launchBillingFlow`) by an app whose shipping code never
/// acknowledges or consumes one (`acknowledgePurchase`, `consumeAsync`, billing-ktx's
/// `consumePurchase`): Play refunds and revokes a purchase left unacknowledged for three days.
/// A backend can acknowledge through the Play Developer API instead, so when the code reads
/// `purchaseToken` (to send it somewhere) confidence is medium. Android Lint has no check for this.
struct AndroidPurchaseNeverAcknowledged: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.play-unacknowledged",
        ruleId: "pay-outcome",
        summary: "Play Billing purchases are started but never acknowledged or consumed (refunded after three days)",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Store", """
                package com.example.app

                class Store(private val billing: BillingClient, private val entitlements: Entitlements) : PurchasesUpdatedListener {
                    fun buy(activity: Activity, details: ProductDetails) {
                        val params = BillingFlowParams.newBuilder()
                            .setProductDetailsParamsList(listOf(BillingFlowParams.ProductDetailsParams.newBuilder().setProductDetails(details).build()))
                            .build()
                        billing.↓launchBillingFlow(activity, params)
                    }

                    override fun onPurchasesUpdated(result: BillingResult, purchases: List<Purchase>?) {
                        purchases?.filter { it.purchaseState == Purchase.PurchaseState.PURCHASED }?.forEach { entitlements.grant(it.products) }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Store", """
                class Store(private val billing: BillingClient, private val entitlements: Entitlements) : PurchasesUpdatedListener {
                    fun buy(activity: Activity, params: BillingFlowParams) {
                        billing.launchBillingFlow(activity, params)
                    }

                    override fun onPurchasesUpdated(result: BillingResult, purchases: List<Purchase>?) {
                        for (purchase in purchases.orEmpty()) {
                            if (purchase.purchaseState != Purchase.PurchaseState.PURCHASED || purchase.isAcknowledged) continue
                            entitlements.grant(purchase.products)
                            val params = AcknowledgePurchaseParams.newBuilder().setPurchaseToken(purchase.purchaseToken).build()
                            billing.acknowledgePurchase(params) { }
                        }
                    }
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let launches = android.shippingCalls(named: PlayBilling.purchaseCalls)
        guard !launches.isEmpty, !android.shippingCodeNames(PlayBilling.settleNames) else { return }
        let sendsToken = android.shippingCodeNames(["purchaseToken", "getPurchaseToken"])
        let server = sendsToken ? " The code reads purchaseToken: if your server acknowledges through the Play Developer API, say so in a suppression comment." : ""
        for (file, call) in launches {
            output.report(
                "This starts a Play Billing purchase, but no shipping code acknowledges or consumes a purchase (acknowledgePurchase, consumeAsync); Google Play refunds and revokes a purchase left unacknowledged for three days, so every buyer loses what they paid for. Once a purchase is PURCHASED and granted, acknowledge it (consume it if it is consumable).\(server)",
                at: file.position(ofCall: call), confidence: sendsToken ? .medium : .high)
        }
    }
}
