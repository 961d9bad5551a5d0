import ThumbruleCore

enum PaymentsChecks {
    package static let all: [any Check.Type] = [
        PriceLiteral.self,
        LocalizedPriceLiteral.self,
        FixedCurrencyCode.self,
        HandAssembledPrice.self,
        InventedReferencePrice.self,
        TypedSavingsPercent.self,
        MissingRestore.self,
        PaywallWithoutRestore.self,
        SilentRestore.self,
        PendingPurchaseUnhandled.self,
        RevenueCatPendingUnhandled.self,
        TypedProductPrice.self,
        DeferredTransactionUnhandled.self,
        TransactionListenerMissing.self,
        EntitlementNeverRevoked.self,
        MissingManageSubscriptions.self,
        HandDrawnApplePayButton.self,
        ExternalPurchaseLink.self,
        PaymentRequestWithoutIdempotencyKey.self,
        PaywallCloseControl.self,
        PaywallResettingCountdown.self,
        PaywallPreselectedAnnualPlan.self,
        OutsidePaymentSDK.self,
        SubscriptionTerms.self,
        StoreSheetImitation.self,
        CardFieldsWithoutAutofill.self,
        PartialTotalAtCommit.self,
        PaymentLeavesWithoutReturn.self,
    ]
}
