import ThumbruleCore
import ThumbruleFrontEnds

/// The `PurchaseStatus.error` branch of an in_app_purchase stream handler that tells the user
/// nothing: the purchase failed (declined card, store error, network) and the screen just
/// stops its spinner, or does nothing at all, so the user cannot tell a failure from a purchase
/// still on its way.
///
/// The branch is an `if` whose condition names `PurchaseStatus.error`, in the handler a
/// `purchaseStream.listen` call hands purchases to or a function of its file that handler
/// calls. It is silent when neither it nor the functions of the same file it calls (three calls
/// deep) show anything (a dialog, snack bar, toast, message, navigation, or a `setState`
/// setting an error, message or status field), and it hands the error to no other file's code,
/// which might (logging aside). Reported at the function that receives the error, when the
/// branch hands it to one of its file, else at the condition.
///
/// Known false negatives: an outcome shown through state another file renders.
struct FlutterPurchaseErrorSilent: FlutterCheck {
    package static let description = CheckDescription(
        id: "state-error.flutter-purchase-error-silent",
        ruleId: "state-error",
        summary: "A failed Flutter in-app purchase is dropped without telling the user",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("checkout", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class CheckoutState extends State<StatefulWidget> {
              bool _busy = false;

              @override
              void initState() {
                super.initState();
                InAppPurchase.instance.purchaseStream.listen(_onUpdates);
              }

              void _onUpdates(List<PurchaseDetails> updates) {
                for (final update in updates) {
                  if (update.status == PurchaseStatus.error) {
                    _failed(update.error);
                  }
                  if (update.pendingCompletePurchase) InAppPurchase.instance.completePurchase(update);
                }
              }

              void ↓_failed(IAPError? error) {
                debugPrint('purchase failed: $error');
                setState(() => _busy = false);
              }

              @override
              Widget build(BuildContext context) => const SizedBox();
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("checkout", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class CheckoutState extends State<StatefulWidget> {
              String? _problem;

              @override
              void initState() {
                super.initState();
                InAppPurchase.instance.purchaseStream.listen((updates) {
                  for (final update in updates) {
                    if (update.status == PurchaseStatus.error) setState(() => _problem = update.error?.message);
                    if (update.pendingCompletePurchase) InAppPurchase.instance.completePurchase(update);
                  }
                });
              }

              @override
              Widget build(BuildContext context) => Text(_problem ?? '');
            }
            """)]),
        ]
    )

    /// Calls that only log: handing them the error tells the user nothing.
    static let logging: Set<String> = ["print", "debugPrint", "log", "recordError", "captureException", "e", "w", "d", "i", "severe", "warning", "info", "fine"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<SourcePosition>()
        for failure in FlutterPurchaseCode.statusBranches("error", in: flutter) {
            let dart = failure.file.file
            let callees = failure.calls.flatMap { FlutterPurchaseCode.sameFileFunctions(called: $0, in: dart) }
            let reach = FlutterPurchaseCode.reach(from: callees, in: dart)
            guard !FlutterPurchaseCode.showsOutcome(reach, in: dart), !FlutterPurchaseCode.showsOutcome(calls: failure.calls, in: dart),
                  !handsErrorAway(failure.calls + reach.flatMap { FlutterPurchaseCode.calls(in: $0, of: dart) }, in: dart) else { continue }
            // The function of this file the branch hands the error to, if any.
            let receiver = callees.first { dart.functions[$0].parameterRange.count > 2 }
            let position = failure.file.position(dart.source.tokens[receiver.map { nameToken(of: $0, in: dart) } ?? failure.ifToken].position)
            guard reported.insert(position).inserted else { continue }
            output.report(
                "A failed purchase (PurchaseStatus.error) ends here without a word to the user: the error is dropped or only logged, so a declined payment looks like nothing happened. Say the purchase did not go through, in plain words with the store's reason where it helps, and offer to try again.",
                at: position, confidence: .medium)
        }
    }

    /// Whether a call of another file's code (not logging, not this file's functions) receives
    /// an argument naming `error`: it may show it.
    func handsErrorAway(_ calls: [Int], in dart: DartFile) -> Bool {
        calls.contains { index in
            let call = dart.calls[index]
            guard !Self.logging.contains(call.name), call.name != "setState", FlutterPurchaseCode.sameFileFunctions(called: index, in: dart).isEmpty else { return false }
            return call.arguments.contains { argument in
                argument.tokenRange.contains { dart.source.kind(at: $0) == .identifier && dart.source.text(at: $0).lowercased().contains("error") }
            }
        }
    }

    /// The name token of a declared function: the identifier before its parameter list.
    func nameToken(of function: Int, in dart: DartFile) -> Int {
        max(0, dart.functions[function].parameterRange.lowerBound - 1)
    }
}
