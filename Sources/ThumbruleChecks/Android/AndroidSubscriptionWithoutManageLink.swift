import ThumbruleCore
import ThumbruleFrontEnds

/// Subscriptions sold through Play Billing (`ProductType.SUBS` or the older `SkuType.SUBS`
/// named alongside `launchBillingFlow`) with no link to Play's subscription page
/// (`https://play.google.com/store/account/subscriptions`) in any shipping string. Play's
/// Subscriptions policy requires the app to say how to manage or cancel. A link kept in a
/// string resource or sent by the server is not seen, hence medium confidence. Android Lint
/// has no check for this.
struct AndroidSubscriptionWithoutManageLink: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-cancel.play-no-manage-link",
        ruleId: "pay-cancel",
        summary: "Play subscriptions are sold with no link to Play's subscription page",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Plans", """
                package com.example.app

                class Plans(private val billing: BillingClient) {
                    suspend fun load() = billing.queryProductDetails(
                        QueryProductDetailsParams.newBuilder().setProductList(listOf(product("pro_monthly", BillingClient.ProductType.↓SUBS))).build())

                    fun subscribe(activity: Activity, params: BillingFlowParams) = billing.launchBillingFlow(activity, params)
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Plans", """
                class Plans(private val billing: BillingClient) {
                    suspend fun load() = billing.queryProductDetails(
                        QueryProductDetailsParams.newBuilder().setProductList(listOf(product("pro_monthly", BillingClient.ProductType.SUBS))).build())

                    fun subscribe(activity: Activity, params: BillingFlowParams) = billing.launchBillingFlow(activity, params)

                    fun manage(context: Context, productId: String) {
                        val uri = Uri.parse("https://play.google.com/store/account/subscriptions?sku=$productId&package=" + context.packageName)
                        context.startActivity(Intent(Intent.ACTION_VIEW, uri))
                    }
                }
                """),
            ]),
            // One-time products only.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Plans", """
                class Plans(private val billing: BillingClient) {
                    fun product() = product("coins_100", BillingClient.ProductType.INAPP)
                    fun buy(activity: Activity, params: BillingFlowParams) = billing.launchBillingFlow(activity, params)
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard !android.shippingCalls(named: PlayBilling.purchaseCalls).isEmpty,
              !android.shippingStringsContain("play.google.com/store/account/subscriptions") else { return }
        // The first place subscriptions are named: one finding for the app, not one per product.
        let subscriptions = android.shippingKotlin.lazy.flatMap { file in
            file.identifierTokens(["SUBS"]).lazy.filter { token in
                token >= 2 && ["ProductType", "SkuType"].contains(file.file.source.text(at: token - 2))
            }.map { (file, $0) }
        }
        guard let (file, token) = subscriptions.first else { return }
        output.report(
            "The app sells Play subscriptions, but no shipping code links to Play's subscription page; Google Play's Subscriptions policy requires the app to show how a subscriber manages or cancels. Put a \"Manage subscription\" row on the account screen that opens https://play.google.com/store/account/subscriptions with the sku and package parameters.",
            at: file.position(ofToken: token), confidence: .medium)
    }
}
