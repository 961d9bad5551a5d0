import ThumbruleCore
import ThumbruleFrontEnds

/// An app that sells through Play Billing (`launchBillingFlow`) but never asks Play what the
/// account already owns (`queryPurchasesAsync`): a purchase made on another phone, before a
/// reinstall, or completed while the app was closed (a pending payment) never reaches it.
/// Medium confidence: entitlements kept on the app's own server may cover this. An app whose
/// purchases are all consumed (it calls `consumeAsync`, and never acknowledges a purchase nor
/// sells a subscription: donations, credits) leaves the account owning nothing to restore.
/// Android Lint has no check for this.
struct AndroidPurchasesNeverRestored: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-restore.play-no-query",
        ruleId: "pay-restore",
        summary: "Play Billing purchases are sold but owned purchases are never queried (queryPurchasesAsync)",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Paywall", """
                package com.example.app

                class Paywall(private val billing: BillingClient) {
                    fun subscribe(activity: Activity, params: BillingFlowParams) {
                        billing.↓launchBillingFlow(activity, params)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A tip jar: every tip is consumed on arrival, so the account owns nothing.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("TipJar", """
                class TipJar(private val billing: BillingClient) : PurchasesUpdatedListener {
                    fun tip(activity: Activity, params: BillingFlowParams) {
                        billing.launchBillingFlow(activity, params)
                    }

                    override fun onPurchasesUpdated(result: BillingResult, purchases: List<Purchase>?) {
                        purchases?.forEach { tip ->
                            billing.consumeAsync(ConsumeParams.newBuilder().setPurchaseToken(tip.purchaseToken).build()) { _, _ -> }
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Paywall", """
                class Paywall(private val billing: BillingClient, private val entitlements: Entitlements) {
                    fun subscribe(activity: Activity, params: BillingFlowParams) {
                        billing.launchBillingFlow(activity, params)
                    }

                    suspend fun restore() {
                        val owned = billing.queryPurchasesAsync(QueryPurchasesParams.newBuilder().setProductType(ProductType.SUBS).build())
                        entitlements.update(owned.purchasesList)
                    }
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let launches = android.shippingCalls(named: PlayBilling.purchaseCalls)
        guard !launches.isEmpty, !android.shippingCodeNames(PlayBilling.queryNames) else { return }
        // Everything sold is consumed: the account keeps nothing to restore.
        if android.shippingCodeNames(PlayBilling.consumeNames), !android.shippingCodeNames(PlayBilling.keptPurchaseNames) { return }
        for (file, call) in launches {
            output.report(
                "This sells through Play Billing, but no shipping code asks Play what the account already owns (queryPurchasesAsync); a purchase made on another phone, before a reinstall, or completed while the app was closed never reaches the user. Query purchases when the app starts and from a labelled restore control, and say what was found.",
                at: file.position(ofCall: call), confidence: .medium)
        }
    }
}
