import ThumbruleCore
import ThumbruleFrontEnds

/// in_app_purchase's `restorePurchases()` followed, in the same block and under no condition, by
/// a message saying purchases were restored (`Text('Purchases restored')`, a key such as
/// `'purchases-restored'.tr()` in a snack bar, toast or dialog). `restorePurchases()` returns
/// nothing: restored purchases arrive later on `purchaseStream`, and when there is nothing to
/// restore nothing arrives at all. The message is shown whatever the store answers, so a
/// person with nothing to restore, or whose restore failed, is told it worked.
///
/// Left alone: RevenueCat's `Purchases.restorePurchases()`, which returns what was restored; a
/// message under an `if` or a `?:`; wording that does not claim a result ("Restoring…").
struct FlutterRestoreClaimsSuccess: FlutterCheck {
    package static let description = CheckDescription(
        id: "pay-restore.flutter-restore-claims-success",
        ruleId: "pay-restore",
        summary: "A Flutter restore says purchases were restored before the store has answered",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("plans", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            Future<void> restore(BuildContext context) async {
              await InAppPurchase.instance.restorePurchases();
              final bar = SnackBar(content: Text(↓'Your purchases were restored.'));
              ScaffoldMessenger.of(context).showSnackBar(bar);
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase", "purchases_flutter"]), FlutterExample.dart("plans", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';
            import 'package:purchases_flutter/purchases_flutter.dart';

            Future<void> restore(BuildContext context, bool Function() anyRestored) async {
              await InAppPurchase.instance.restorePurchases();
              ScaffoldMessenger.of(context).showSnackBar(const SnackBar(content: Text('Checking with the store…')));
              if (anyRestored()) {
                ScaffoldMessenger.of(context).showSnackBar(const SnackBar(content: Text('Purchases restored.')));
              }
            }

            Future<void> restoreWithRevenueCat(BuildContext context) async {
              await Purchases.restorePurchases();
              ScaffoldMessenger.of(context).showSnackBar(const SnackBar(content: Text('Purchases restored.')));
            }
            """)]),
        ]
    )

    /// Words in a call's name that show the user its text.
    static let hostWords = ["snack", "toast", "dialog", "alert", "flushbar", "banner", "message", "notice"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: ["restorePurchases"]) {
            let dart = file.file
            let source = dart.source
            guard file.imports(package: "in_app_purchase"), !dart.receiverNames(of: index).contains("Purchases"),
                  let open = source.tokensAround(before: dart.calls[index].nameToken).first(where: { source.kind(at: $0) == .leftBrace }),
                  let close = source.partner(of: open) else { continue }
            let after = dart.calls[index].tokenRange.upperBound
            for token in after..<close where source.kind(at: token) == .stringOpen {
                guard let text = source.stringLiteral(at: token)?.lowercased(), claimsRestored(text) else { continue }
                // In the restore's own block, after it: the walk back meets no `{`, `if`, `else`
                // or `?` before the restore call itself.
                let start = dart.calls[index].startToken
                let around = source.tokensAround(before: token).prefix { $0 > start }
                guard around.contains(dart.calls[index].nameToken),
                      !around.contains(where: { source.kind(at: $0) == .leftBrace || source.kind(at: $0) == .question || source.tokenIs($0, "if") || source.tokenIs($0, "else") }),
                      isShown(token, dart) else { continue }
                output.report(
                    "This says the purchases were restored as soon as restorePurchases() returns, whatever the store answers: restored purchases arrive later on purchaseStream, and when there is nothing to restore nothing arrives at all. Tell the user the outcome from the stream (what was restored), and say so when nothing was found or the restore failed.",
                    at: file.position(source.tokens[token].position), confidence: .medium)
                break
            }
        }
    }

    /// Whether wording claims a finished restore: "restored", "purchases-restored".
    func claimsRestored(_ text: String) -> Bool {
        text.contains("restored")
    }

    /// Whether the literal is the text of a `Text` or of a snack bar, toast, dialog or message call.
    func isShown(_ token: Int, _ dart: DartFile) -> Bool {
        let holders = dart.calls.indices.filter { index in dart.calls[index].arguments.contains { $0.tokenRange.contains(token) } }
        return holders.contains { index in
            let name = dart.calls[index].name
            let lower = name.lowercased()
            return name == "Text" || Self.hostWords.contains { lower.contains($0) }
        }
    }
}
