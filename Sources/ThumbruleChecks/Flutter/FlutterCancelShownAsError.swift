import ThumbruleCore
import ThumbruleFrontEnds

/// in_app_purchase's `PurchaseStatus.canceled` handled in one branch with `PurchaseStatus.error`
/// (`if (status == PurchaseStatus.error || status == PurchaseStatus.canceled) { showError… }`),
/// and that branch shows the user something: the person who closed the store sheet on purpose
/// is told their purchase failed. A cancel is the user's own choice and needs no message; an
/// error needs one that says what went wrong.
///
/// Left alone: a branch that tells the two apart again inside (it names `canceled` or
/// `PurchaseStatus.error` itself), and one that shows nothing (it only clears a spinner).
struct FlutterCancelShownAsError: FlutterCheck {
    package static let description = CheckDescription(
        id: "state-error.flutter-cancel-as-error",
        ruleId: "state-error",
        summary: "A cancelled Flutter in-app purchase is shown to the user as an error",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("store", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            void onUpdates(BuildContext context, List<PurchaseDetails> updates) {
              for (final update in updates) {
                if (update.status == PurchaseStatus.error || update.status == PurchaseStatus.↓canceled) {
                  ScaffoldMessenger.of(context).showSnackBar(const SnackBar(content: Text('Your order could not be processed.')));
                }
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("store", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            void onUpdates(BuildContext context, List<PurchaseDetails> updates, VoidCallback stopSpinner) {
              for (final update in updates) {
                if (update.status == PurchaseStatus.error || update.status == PurchaseStatus.canceled) {
                  stopSpinner();
                  if (update.status == PurchaseStatus.error) {
                    ScaffoldMessenger.of(context).showSnackBar(const SnackBar(content: Text('Your card was declined.')));
                  }
                }
                if (update.status == PurchaseStatus.canceled || update.status == PurchaseStatus.error) stopSpinner();
              }
            }
            """)]),
        ]
    )

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles where file.file.source.mentions("PurchaseStatus.canceled") {
            let dart = file.file
            let source = dart.source
            for token in dart.identifierTokens(["if"]) where source.kind(at: token + 1) == .leftParen {
                guard let close = source.partner(of: token + 1),
                      FlutterPurchaseCode.names(status: "error", (token + 2)..<close, source),
                      FlutterPurchaseCode.names(status: "canceled", (token + 2)..<close, source),
                      !((token + 2)..<close).contains(where: { source.tokenIs($0, "&&") }),
                      let branch = FlutterPurchaseCode.branch(after: close, in: source),
                      !FlutterPurchaseCode.names(status: "error", branch, source),
                      !branch.contains(where: { source.kind(at: $0) == .identifier && source.text(at: $0).lowercased().hasPrefix("cancel") }) else { continue }
                let calls = dart.calls.indices.filter { branch.contains(dart.calls[$0].nameToken) }
                let reach = FlutterPurchaseCode.reach(from: calls.flatMap { FlutterPurchaseCode.sameFileFunctions(called: $0, in: dart) }, in: dart)
                guard FlutterPurchaseCode.showsOutcome(calls: calls, in: dart) || FlutterPurchaseCode.showsOutcome(reach, in: dart),
                      let canceled = ((token + 2)..<close).first(where: { source.tokenIs($0, "canceled") }) else { continue }
                output.report(
                    "A cancelled purchase (PurchaseStatus.canceled) goes down the same branch as a failed one, so the person who closed the store sheet on purpose is told their purchase went wrong. Let a cancel end quietly (stop the spinner, keep the paywall), and keep the error message for PurchaseStatus.error, with the store's reason where it helps.",
                    at: file.position(source.tokens[canceled].position), confidence: .medium)
            }
        }
    }
}
