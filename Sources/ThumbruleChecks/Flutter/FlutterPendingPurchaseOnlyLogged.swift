import ThumbruleCore
import ThumbruleFrontEnds

/// The `PurchaseStatus.pending` branch of an in_app_purchase stream handler that only logs
/// (`print('purchase pending')`): the developer hears about the pending payment and the user
/// does not. A pending purchase (Ask to Buy, a Play payment in cash or awaiting a bank) can take
/// days, and without a word the user thinks it failed or buys again.
///
/// Reported when the branch makes at least one call and every call is a logging call, with no
/// assignment (a flag the screen may draw is `FlutterPendingPurchaseSpinner`'s business).
struct FlutterPendingPurchaseOnlyLogged: FlutterCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.flutter-pending-only-logged",
        ruleId: "pay-outcome",
        summary: "A pending Flutter purchase is only logged, and the user is told nothing",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("store", """
            import 'package:flutter/foundation.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            void watchPurchases() {
              InAppPurchase.instance.purchaseStream.listen((updates) {
                for (final update in updates) {
                  ↓if (update.status == PurchaseStatus.pending) {
                    debugPrint('waiting for ${update.productID}');
                  } else if (update.pendingCompletePurchase) {
                    InAppPurchase.instance.completePurchase(update);
                  }
                }
              });
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("store", """
            import 'package:flutter/foundation.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            void watchPurchases(void Function(String) showNotice) {
              var waiting = false;
              InAppPurchase.instance.purchaseStream.listen((updates) {
                for (final update in updates) {
                  if (update.status == PurchaseStatus.pending) {
                    debugPrint('waiting for ${update.productID}');
                    showNotice('Waiting for approval. It will unlock by itself.');
                  }
                  if (update.status == PurchaseStatus.pending) {
                    print('pending');
                    waiting = true;
                  }
                }
              });
              debugPrint('$waiting');
            }
            """)]),
        ]
    )

    static let logging: Set<String> = ["print", "debugPrint", "log", "d", "i", "v", "info", "fine", "finest", "debug"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for pending in FlutterPurchaseCode.statusBranches("pending", in: flutter) {
            let dart = pending.file.file
            let source = dart.source
            guard !pending.branch.contains(where: { source.kind(at: $0) == .assign || source.tokenIs($0, "return") || source.tokenIs($0, "throw") }) else { continue }
            // Calls inside a logging call's argument (`'$x'.toString()`) log too.
            let outer = pending.calls.filter { call in !dart.ancestors(of: call).contains(where: { pending.calls.contains($0) }) }
            guard !outer.isEmpty, outer.allSatisfy({ Self.logging.contains(dart.calls[$0].name) }) else { continue }
            output.report(
                "A pending purchase is only logged here: the user is told nothing while the payment waits (for a parent's approval, or a cash or bank payment), so it looks as if it failed and they may buy again. Show a pending state in words, say it will unlock by itself, and deliver the purchase when the stream reports it.",
                at: pending.file.position(source.tokens[pending.ifToken].position), confidence: .medium)
        }
    }
}
