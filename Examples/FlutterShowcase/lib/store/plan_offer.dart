import 'package:flutter/material.dart';
import 'package:in_app_purchase/in_app_purchase.dart';

import '../l10n.dart';

/// Tells the user how a purchase ended.
void tellOutcome(BuildContext context, PurchaseDetails purchase) {
  // Violation (state-error): a cancel is reported as a failure.
  if (purchase.status == PurchaseStatus.error || purchase.status == PurchaseStatus.canceled) {
    showMessage(context, context.l10n.purchaseFailed);
  }
}

/// The yearly plan's "was" price.
// Violation (pay-price-source): a price put together from the currency symbol and a raw number.
Widget yearlyWasPrice(ProductDetails yearly, ProductDetails monthly) =>
    Text(yearly.currencySymbol + (monthly.rawPrice * 12).toStringAsFixed(2));

/// Restores earlier purchases from the settings page.
Future<void> restoreFromSettings(BuildContext context) async {
  await InAppPurchase.instance.restorePurchases();
  // Violation (pay-restore): says the purchases came back before the store has answered.
  showMessage(context, 'purchases-restored');
}

void showMessage(BuildContext context, String key) =>
    ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text(key)));
