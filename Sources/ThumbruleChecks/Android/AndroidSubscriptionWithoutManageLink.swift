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
            // primal-android: the app's own account screen has a "Cancel subscription" button.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"plan_cancel_button\">Cancel Subscription</string></resources>"),
                AndroidExample.kotlin("Plans", """
                class Plans(private val billing: BillingClient) {
                    fun product() = product("pro_monthly", BillingClient.ProductType.SUBS)
                    fun buy(activity: Activity, params: BillingFlowParams) = billing.launchBillingFlow(activity, params)
                }

                @Composable
                fun PlanScreen(onCancel: () -> Unit) {
                    TextButton(onClick = onCancel) { Text(stringResource(R.string.plan_cancel_button)) }
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

    /// Whether the app shows its own control to cancel a subscription: a default string
    /// resource reading "Cancel subscription" that shipping Kotlin names (`R.string.…`), or a
    /// shipping string literal saying so. The app then shows subscribers how to cancel (its
    /// server cancels the Play subscription), so the policy claim does not hold.
    static func offersOwnCancel(_ android: AndroidModel, in project: Project) -> Bool {
        func says(_ text: String) -> Bool { text.lowercased().contains("cancel subscription") }
        let names = project.androidDefaultStrings.filter { says($0.value) }.map(\.key)
        return android.shippingKotlin.contains { file in
            let source = file.file.source
            if source.tokens.contains(where: { $0.kind == .stringText && says(source.text(of: $0)) }) { return true }
            return !names.isEmpty && !file.identifierTokens(Set(names)).isEmpty
        }
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard !android.shippingCalls(named: PlayBilling.purchaseCalls).isEmpty,
              !android.shippingStringsContain("play.google.com/store/account/subscriptions"),
              !Self.offersOwnCancel(android, in: project) else { return }
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
