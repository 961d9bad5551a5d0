import ThumbruleCore
import ThumbruleFrontEnds

/// in_app_purchase's `restorePurchases()` called from a control whose action shows nothing
/// afterwards, in an app whose `purchaseStream` handlers show nothing either. Restored
/// purchases arrive on the stream, and when there is nothing to restore nothing arrives at all,
/// so the user who tapped Restore learns neither that it worked nor that nothing was found.
///
/// Shows an outcome: a call named for a dialog, snack bar, toast, message, navigation or restore
/// result, or a `setState` setting a message, error or status field, in the action, in the
/// functions of the same file it calls (three calls deep), in the functions that call the
/// action's named function, or in any purchase stream handler and what it calls in its file.
/// Nothing is reported when no stream handler is found, since the outcome may be shown there.
///
/// Known false negatives: a handler that shows only an error. Known false positives: an outcome
/// shown by code in another file the handler calls (a state store's listener).
struct FlutterSilentRestore: FlutterCheck {
    package static let description = CheckDescription(
        id: "pay-restore.flutter-silent-restore",
        ruleId: "pay-restore",
        summary: "A Flutter Restore Purchases control that never tells the user what was restored or that nothing was found",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("plans", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class PlansPage extends StatefulWidget {
              const PlansPage({super.key});
              @override
              State<PlansPage> createState() => _PlansPageState();
            }

            class _PlansPageState extends State<PlansPage> {
              final _store = InAppPurchase.instance;
              bool _busy = false;

              @override
              void initState() {
                super.initState();
                final updates = _store.purchaseStream;
                updates.listen(_onPurchases);
              }

              Future<void> _onPurchases(List<PurchaseDetails> purchases) async {
                for (final p in purchases) {
                  if (p.status == PurchaseStatus.restored) _unlock(p);
                  if (p.pendingCompletePurchase) await _store.completePurchase(p);
                }
              }

              void _unlock(PurchaseDetails p) => setState(() => _busy = false);

              @override
              Widget build(BuildContext context) => TextButton(
                    onPressed: () => _store.↓restorePurchases(),
                    child: const Text('Restore'),
                  );
            }
            """)]),
        ],
        nonTriggering: [
            // The stream handler says what came back.
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("plans", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class PlansPage extends StatefulWidget {
              const PlansPage({super.key});
              @override
              State<PlansPage> createState() => _PlansPageState();
            }

            class _PlansPageState extends State<PlansPage> {
              final _store = InAppPurchase.instance;

              @override
              void initState() {
                super.initState();
                _store.purchaseStream.listen((purchases) {
                  for (final p in purchases) {
                    if (p.status == PurchaseStatus.restored) _announce('Your plan is back.');
                    if (p.pendingCompletePurchase) _store.completePurchase(p);
                  }
                });
              }

              void _announce(String text) =>
                  ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text(text)));

              @override
              Widget build(BuildContext context) => TextButton(
                    onPressed: () => _store.restorePurchases(),
                    child: const Text('Restore'),
                  );
            }
            """)]),
            // The action says when nothing came back.
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("plans", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class Restorer {
              final _store = InAppPurchase.instance;
              var restored = false;

              void start() => _store.purchaseStream.listen((purchases) {
                    for (final p in purchases) {
                      if (p.status == PurchaseStatus.restored) restored = true;
                      if (p.pendingCompletePurchase) _store.completePurchase(p);
                    }
                  });

              Future<void> restore() => _store.restorePurchases();
            }

            class RestoreButton extends StatelessWidget {
              const RestoreButton(this.restorer, {super.key});
              final Restorer restorer;

              @override
              Widget build(BuildContext context) => TextButton(
                    onPressed: () async {
                      await restorer.restore();
                      await Future.delayed(const Duration(seconds: 3));
                      if (!restorer.restored && context.mounted) {
                        showDialog(context: context, builder: (_) => const AlertDialog(title: Text('Nothing to restore')));
                      }
                    },
                    child: const Text('Restore'),
                  );
            }
            """)]),
        ]
    )

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        let restores = flutter.shippingCalls(named: ["restorePurchases"]).filter { file, index in
            file.imports(package: "in_app_purchase") && !file.file.receiverNames(of: index).contains("Purchases")
        }
        guard !restores.isEmpty else { return }
        let listeners = FlutterPurchaseCode.listeners(in: flutter)
        guard !listeners.isEmpty else { return }
        for (file, listen) in listeners {
            let handlers = FlutterPurchaseCode.handlers(of: listen, in: file.file)
            // A handler that cannot be read may show the outcome.
            guard !handlers.isEmpty else { return }
            if FlutterPurchaseCode.showsOutcome(FlutterPurchaseCode.reach(from: handlers, in: file.file), in: file.file) { return }
        }
        for (file, index) in restores where !actionShowsOutcome(index, in: file, flutter: flutter) {
            output.report(
                "This restores purchases, but neither this action nor the purchaseStream handler tells the user the outcome: restored purchases arrive silently and, when there is nothing to restore, nothing arrives at all. Say what was restored, or that no purchase was found for this account, and show failures.",
                at: file.position(ofCall: index), confidence: .medium)
        }
    }

    /// Whether the code around the restore call shows an outcome: its function and what that
    /// calls in the file, or the callers of its named function anywhere.
    func actionShowsOutcome(_ index: Int, in file: FlutterDartFile, flutter: FlutterModel) -> Bool {
        let dart = file.file
        guard let innermost = dart.calls[index].enclosingFunction else { return true }
        if FlutterPurchaseCode.showsOutcome(FlutterPurchaseCode.reach(from: [innermost], in: dart), in: dart) { return true }
        guard let named = dart.namedFunction(around: index), let name = dart.functions[named].name, name != "build" else { return false }
        for (caller, call) in flutter.shippingCalls(named: [name]) {
            guard let function = caller.file.calls[call].enclosingFunction else { continue }
            if FlutterPurchaseCode.showsOutcome(FlutterPurchaseCode.reach(from: [function], in: caller.file), in: caller.file) { return true }
        }
        return false
    }
}
