import ThumbruleCore
import ThumbruleFrontEnds

/// in_app_purchase's `purchaseStream` listened to in an app whose shipping code never calls
/// `completePurchase`. On iOS an uncompleted transaction stays in the payment queue and is
/// delivered again on every launch; on Android a purchase not acknowledged within three days
/// is refunded and taken back.
///
/// Known false positives: completion done in native code of the `android/` or `ios/` folders.
struct FlutterPurchaseNeverCompleted: FlutterCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.flutter-never-completed",
        ruleId: "pay-outcome",
        summary: "Flutter in-app purchases listened to but never completed",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("store", """
            import 'package:in_app_purchase/in_app_purchase.dart';

            class Store {
              void start() {
                InAppPurchase.instance.purchaseStream.↓listen((purchases) {
                  for (final purchase in purchases) {
                    if (purchase.status == PurchaseStatus.purchased) _unlock(purchase.productID);
                  }
                });
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("store", """
            import 'package:in_app_purchase/in_app_purchase.dart';

            class Store {
              final _iap = InAppPurchase.instance;

              void start() {
                _iap.purchaseStream.listen(_handle);
              }

              Future<void> _handle(List<PurchaseDetails> purchases) async {
                for (final purchase in purchases) {
                  if (purchase.status == PurchaseStatus.purchased) await _unlock(purchase.productID);
                  if (purchase.pendingCompletePurchase) await _iap.completePurchase(purchase);
                }
              }
            }
            """)]),
        ]
    )

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        let listeners = flutter.shippingCalls(named: ["listen"]).filter { file, index in
            file.file.receiverNames(of: index).last == "purchaseStream"
        }
        guard !listeners.isEmpty, !flutter.shippingCodeNames(["completePurchase"]) else { return }
        for (file, index) in listeners {
            output.report(
                "Purchases from purchaseStream are handled, but nothing calls completePurchase: on iOS the transaction stays in the queue and comes back on every launch, and on Android a purchase not acknowledged within three days is refunded. After delivering the content, call completePurchase(purchase) whenever purchase.pendingCompletePurchase is true, for errors too.",
                at: file.position(ofCall: index), confidence: .high)
        }
    }
}
