import ThumbruleCore
import ThumbruleFrontEnds

/// Play Billing purchases started (`launchBillingFlow`) by an app whose shipping code never
/// acknowledges or consumes one (`acknowledgePurchase`, `consumeAsync`, billing-ktx's
/// `consumePurchase`): Play refunds and revokes a purchase left unacknowledged for three days.
/// A backend can acknowledge through the Play Developer API instead, so when the code reads
/// `purchaseToken` (to send it somewhere) confidence is medium, and when the token is handed
/// to a call named for verifying (`api.verifyPlayPurchase(…purchaseToken…)`, `validate…`, `confirm…`) the
/// app's backend checks the purchase, and acknowledges it there: nothing is reported. Android
/// Lint has no check for this.
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
            // The token goes to the app's own server, which verifies and acknowledges it.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Checkout", """
                class Checkout(private val billing: BillingClient, private val api: AccountApi) : PurchasesUpdatedListener {
                    fun buy(activity: Activity, params: BillingFlowParams) {
                        billing.launchBillingFlow(activity, params)
                    }

                    override fun onPurchasesUpdated(result: BillingResult, purchases: List<Purchase>?) {
                        purchases?.forEach { bought -> scope.launch { api.validateReceipt(bought.products.first(), bought.purchaseToken) } }
                    }
                }
                """),
            ]),
            // The token goes to the server in a request body to confirm the purchase there.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Subscriptions", """
                class Subscriptions(private val billing: BillingClient, private val service: SubscriptionsService) {
                    fun buy(activity: Activity, params: BillingFlowParams) {
                        billing.launchBillingFlow(activity, params)
                    }

                    suspend fun attemptConfirm(packageName: String, token: String) =
                        service.confirm(ConfirmationBody(packageName = packageName, purchaseToken = token))
                }
                """),
            ]),
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
        guard !launches.isEmpty, !android.shippingCodeNames(PlayBilling.settleNames), !Self.verifiesOnServer(android) else { return }
        let sendsToken = android.shippingCodeNames(["purchaseToken", "getPurchaseToken"])
        let server = sendsToken ? " The code reads purchaseToken: if your server acknowledges through the Play Developer API, say so in a suppression comment." : ""
        for (file, call) in launches {
            output.report(
                "This starts a Play Billing purchase, but no shipping code acknowledges or consumes a purchase (acknowledgePurchase, consumeAsync); Google Play refunds and revokes a purchase left unacknowledged for three days, so every buyer loses what they paid for. Once a purchase is PURCHASED and granted, acknowledge it (consume it if it is consumable).\(server)",
                at: file.position(ofCall: call), confidence: sendsToken ? .medium : .high)
        }
    }

    /// Words (lowercased) a call's name starts with when it hands a purchase to the app's
    /// backend to check.
    static let verifyingWords = ["verify", "validate", "confirm"]

    /// Whether shipping code passes `purchaseToken` to a call named for verifying
    /// (`verifyPlayPurchase(PlayPurchase(token = purchase.purchaseToken))`): the backend that
    /// verifies the token acknowledges the purchase through the Play Developer API.
    static func verifiesOnServer(_ android: AndroidModel) -> Bool {
        android.shippingKotlin.contains { file in
            let source = file.file.source
            guard source.bytes.contains(utf8: "urchaseToken") else { return false }
            return file.file.calls.contains { call in
                let name = call.name.lowercased()
                return verifyingWords.contains(where: name.hasPrefix) && call.tokenRange.contains { index in
                    source.tokens[index].kind == .identifier && ["purchaseToken", "getPurchaseToken"].contains(source.name(at: index))
                }
            }
        }
    }
}
