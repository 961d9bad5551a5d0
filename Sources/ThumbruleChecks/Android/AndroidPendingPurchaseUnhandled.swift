import ThumbruleCore
import ThumbruleFrontEnds

/// A purchase acknowledged or consumed where nothing reads its state: the file never names
/// `purchaseState` (or `PurchaseState`), so a `PENDING` purchase (cash at a shop, a slow card)
/// is settled or granted as if paid, before any money has moved. Checking the state in a
/// caller in another file is not seen (a false positive, hence medium confidence), except that a
/// file taking no purchases from the library itself (no `onPurchasesUpdated`, no query) is left
/// alone when some file branches on `PurchaseState.PENDING`: its purchases were sorted there. A wrapper
/// named for the call it wraps (`fun acknowledgePurchase(purchase)`) is left to its callers. Android
/// Lint has no check for this.
struct AndroidPendingPurchaseUnhandled: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.play-pending-settled",
        ruleId: "pay-outcome",
        summary: "A Play purchase acknowledged or consumed without reading its state (PENDING treated as paid)",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("CoinShop", """
                package com.example.app

                class CoinShop(private val billing: BillingClient, private val wallet: Wallet) : PurchasesUpdatedListener {
                    override fun onPurchasesUpdated(result: BillingResult, purchases: List<Purchase>?) {
                        if (result.responseCode != BillingClient.BillingResponseCode.OK) return
                        purchases?.forEach { purchase ->
                            wallet.addCoins(100)
                            billing.↓consumeAsync(ConsumeParams.newBuilder().setPurchaseToken(purchase.purchaseToken).build()) { _, _ -> }
                        }
                    }
                }
                """),
            ]),
            // The same thank-you sheet where nothing sorts PENDING purchases out: it still fires.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("TipStore", """
                class TipStore(private val client: BillingClient) : PurchasesUpdatedListener {
                    override fun onPurchasesUpdated(result: BillingResult, purchases: List<Purchase>?) {
                        purchases?.forEach { purchase -> listeners.forEach { it.onTipPaid(purchase) } }
                    }
                }
                """),
                AndroidExample.kotlin("TipThanksSheet", """
                class TipThanksSheet : BottomSheetDialogFragment() {
                    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                        val purchase = Purchase(requireArguments().getString("json")!!, requireArguments().getString("sig")!!)
                        viewModel.↓consumePurchase(purchase)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("CoinShop", """
                class CoinShop(private val billing: BillingClient, private val wallet: Wallet) : PurchasesUpdatedListener {
                    override fun onPurchasesUpdated(result: BillingResult, purchases: List<Purchase>?) {
                        purchases?.forEach { purchase ->
                            when (purchase.purchaseState) {
                                Purchase.PurchaseState.PURCHASED -> {
                                    wallet.addCoins(100)
                                    billing.consumeAsync(ConsumeParams.newBuilder().setPurchaseToken(purchase.purchaseToken).build()) { _, _ -> }
                                }
                                Purchase.PurchaseState.PENDING -> wallet.showPending()
                                else -> Unit
                            }
                        }
                    }
                }
                """),
            ]),
            // noice-android: a thank-you sheet consumes the purchase it is handed; the billing
            // provider sends PENDING purchases to another listener method and only PURCHASED ones here.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("TipStore", """
                class TipStore(private val client: BillingClient) : PurchasesUpdatedListener {
                    override fun onPurchasesUpdated(result: BillingResult, purchases: List<Purchase>?) {
                        purchases?.forEach { purchase ->
                            when (purchase.purchaseState) {
                                Purchase.PurchaseState.PENDING -> listeners.forEach { it.onTipPending(purchase) }
                                Purchase.PurchaseState.PURCHASED -> listeners.forEach { it.onTipPaid(purchase) }
                                else -> Unit
                            }
                        }
                    }
                }
                """),
                AndroidExample.kotlin("TipThanksSheet", """
                class TipThanksSheet : BottomSheetDialogFragment() {
                    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                        val purchase = Purchase(requireArguments().getString("json")!!, requireArguments().getString("sig")!!)
                        viewModel.consumePurchase(purchase)
                    }
                }
                """),
            ]),
            // A data source's acknowledgePurchase only passes the call on; its callers decide
            // which purchases reach it, and are checked where they call it.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("BillingDataSource", """
                class BillingDataSource(private val client: BillingClient) : PaymentDataSource {
                    override suspend fun acknowledgePurchase(purchase: Purchase): BillingResult {
                        val params = AcknowledgePurchaseParams.newBuilder().setPurchaseToken(purchase.purchaseToken).build()
                        return client.acknowledgePurchase(params)
                    }
                }
                """),
            ]),
        ]
    )

    /// Whether the settle call sits in a function that is itself named for settling
    /// (`suspend fun acknowledgePurchase(purchase: Purchase)` around `client.acknowledgePurchase`):
    /// a wrapper that passes the call on, whose own callers are the settle calls to judge.
    static func isSettleWrapper(_ call: Int, in file: KotlinFile) -> Bool {
        guard let function = file.calls[call].enclosingFunction else { return false }
        return PlayBilling.settleNames.contains(file.functions[function].name)
    }

    /// Names through which a file takes purchases from the billing library itself.
    static let purchaseSources: Set<String> = PlayBilling.queryNames.union(["onPurchasesUpdated", "PurchasesUpdatedListener"])

    /// Whether some shipping file branches on `PurchaseState.PENDING`: the project sorts pending
    /// purchases out where it takes them from the library.
    static func sortsPending(_ android: AndroidModel) -> Bool {
        android.shippingKotlin.contains { file in
            let source = file.file.source
            return file.identifierTokens(["PENDING"]).contains { index in
                index >= 2 && source.tokens[index - 1].kind == .dot && source.tokens[index - 2].kind == .identifier
                    && source.name(at: index - 2).hasSuffix("PurchaseState")
            }
        }
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var pendingSorted: Bool?
        for (file, call) in android.shippingCalls(named: PlayBilling.settleNames) {
            guard file.identifierTokens(["purchaseState", "getPurchaseState", "PurchaseState"]).isEmpty,
                  !Self.isSettleWrapper(call, in: file.file) else { continue }
            // A screen handed a purchase by the project's own code (noice-android's purchase-complete
            // sheet), in a project that sends PENDING purchases elsewhere, settles only paid ones.
            if file.identifierTokens(Self.purchaseSources).isEmpty {
                if pendingSorted == nil { pendingSorted = Self.sortsPending(android) }
                if pendingSorted == true { continue }
            }
            output.report(
                "This \(file.file.calls[call].name == "acknowledgePurchase" ? "acknowledges" : "consumes") a purchase without reading its state; a PENDING purchase (cash at a shop, a slow card) has not been paid yet and must get neither the item nor an acknowledgement. Check purchase.purchaseState == PURCHASED first and show PENDING as its own waiting state.",
                at: file.position(ofCall: call), confidence: .medium)
        }
    }
}
