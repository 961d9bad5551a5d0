import 'package:in_app_purchase/in_app_purchase.dart';

class ProStore {
  bool unlocked = false;

  void start() {
    // Violation (pay-outcome): purchases are never completed.
    InAppPurchase.instance.purchaseStream.listen((purchases) {
      for (final purchase in purchases) {
        if (purchase.status == PurchaseStatus.purchased) unlocked = true;
      }
    });
  }
}
