package com.example.showcase

import android.app.Activity
import com.android.billingclient.api.BillingClient
import com.android.billingclient.api.BillingFlowParams
import com.android.billingclient.api.BillingResult
import com.android.billingclient.api.Purchase
import com.android.billingclient.api.PurchasesUpdatedListener
import com.android.billingclient.api.QueryProductDetailsParams

/**
 * Sells a subscription but never acknowledges it (Play refunds it after three days), never
 * queries owned purchases, and links nowhere to manage or cancel it.
 */
class Paywall(private val billing: BillingClient, private val premium: Premium) : PurchasesUpdatedListener {
    val product = QueryProductDetailsParams.Product.newBuilder()
        .setProductId("premium_monthly")
        .setProductType(BillingClient.ProductType.SUBS)
        .build()

    fun subscribe(activity: Activity, params: BillingFlowParams) {
        billing.launchBillingFlow(activity, params)
    }

    override fun onPurchasesUpdated(result: BillingResult, purchases: List<Purchase>?) {
        if (purchases.orEmpty().any { it.purchaseState == Purchase.PurchaseState.PURCHASED }) premium.unlock()
    }
}

interface Premium {
    fun unlock()
}
