import ThumbruleCore
import ThumbruleFrontEnds

/// in_app_purchase's `purchaseStream` listened to only in the `State` of a widget the app shows
/// in a dialog, a sheet or a pushed route. in_app_purchase's documentation asks for the
/// subscription as early as the app starts: purchases that settle while the screen is closed
/// (approved later after Ask to Buy or a pending Play payment, or interrupted and resumed) are
/// delivered to a stream nobody listens to, so they are never unlocked or completed.
///
/// Reported only when every listener sits in a `State` whose `dispose` cancels a subscription,
/// every other use of `purchaseStream` in shipping code
/// sits in such a `State`, and each construction of its widget is inside `showDialog`,
/// `showModalBottomSheet`, a page route or a `push` call, so it is never the app's root.
///
/// Known false negatives: screens shown through a router (`GoRoute`, auto_route), which are not
/// read. Known false positives: none seen; a root listener in native code is not read.
struct FlutterPurchaseListenerInScreen: FlutterCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.flutter-listener-in-screen",
        ruleId: "pay-outcome",
        summary: "Flutter purchase updates are listened to only while a dialog or screen is open",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("shop", """
            import 'dart:async';
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            Future<void> openShop(BuildContext context) => showDialog(context: context, builder: (_) => const ShopDialog());

            class ShopDialog extends StatefulWidget {
              const ShopDialog({super.key});
              @override
              State<ShopDialog> createState() => _ShopDialogState();
            }

            class _ShopDialogState extends State<ShopDialog> {
              late final StreamSubscription<List<PurchaseDetails>> _updates;

              @override
              void initState() {
                super.initState();
                _updates = InAppPurchase.instance.purchaseStream.↓listen(_settle);
              }

              Future<void> _settle(List<PurchaseDetails> purchases) async {
                for (final p in purchases) {
                  if (p.pendingCompletePurchase) await InAppPurchase.instance.completePurchase(p);
                }
              }

              @override
              void dispose() {
                _updates.cancel();
                super.dispose();
              }

              @override
              Widget build(BuildContext context) => const AlertDialog(title: Text('Go Pro'));
            }
            """)]),
        ],
        nonTriggering: [
            // A store object that lives as long as the app listens too.
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("shop", """
            import 'dart:async';
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class Entitlements {
              Entitlements() {
                InAppPurchase.instance.purchaseStream.listen((purchases) {
                  for (final p in purchases) {
                    if (p.pendingCompletePurchase) InAppPurchase.instance.completePurchase(p);
                  }
                });
              }
            }

            Future<void> openShop(BuildContext context) => showDialog(context: context, builder: (_) => const ShopDialog());

            class ShopDialog extends StatefulWidget {
              const ShopDialog({super.key});
              @override
              State<ShopDialog> createState() => _ShopDialogState();
            }

            class _ShopDialogState extends State<ShopDialog> {
              StreamSubscription<List<PurchaseDetails>>? _updates;

              @override
              void initState() {
                super.initState();
                _updates = InAppPurchase.instance.purchaseStream.listen((_) => setState(() {}));
              }

              @override
              void dispose() {
                _updates?.cancel();
                super.dispose();
              }

              @override
              Widget build(BuildContext context) => const AlertDialog(title: Text('Go Pro'));
            }
            """)]),
            // The root widget's state lives as long as the app.
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            void main() => runApp(const ShopApp());

            class ShopApp extends StatefulWidget {
              const ShopApp({super.key});
              @override
              State<ShopApp> createState() => _ShopAppState();
            }

            class _ShopAppState extends State<ShopApp> {
              @override
              void initState() {
                super.initState();
                InAppPurchase.instance.purchaseStream.listen((purchases) {
                  for (final p in purchases) {
                    if (p.pendingCompletePurchase) InAppPurchase.instance.completePurchase(p);
                  }
                });
              }

              @override
              Widget build(BuildContext context) => const MaterialApp(home: Text('Shop'));
            }
            """)]),
        ]
    )

    /// Calls whose arguments show a widget for a while: dialogs, sheets, routes.
    static let transientHosts: Set<String> = [
        "showDialog", "showGeneralDialog", "showCupertinoDialog", "showAdaptiveDialog", "showModalBottomSheet",
        "showCupertinoModalPopup", "showBottomSheet", "showMaterialModalBottomSheet", "showBarModalBottomSheet",
        "MaterialPageRoute", "CupertinoPageRoute", "PageRouteBuilder", "DialogRoute", "push", "pushReplacement",
    ]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        let listeners = FlutterPurchaseCode.listeners(in: flutter)
        guard !listeners.isEmpty else { return }
        var widgets: [String: (file: FlutterDartFile, call: Int)] = [:]
        for (file, index) in listeners {
            guard let widget = screenWidget(holding: index, in: file.file), cancelsInDispose(index, in: file.file) else { return }
            widgets[widget] = widgets[widget] ?? (file, index)
        }
        // Every other use of the stream must sit in those states too.
        for file in flutter.shippingFiles where file.file.source.mentions("purchaseStream") {
            for token in file.file.identifierTokens(["purchaseStream"]) {
                guard let widget = stateWidget(around: token, in: file.file), widgets[widget] != nil else { return }
            }
        }
        for (widget, listener) in widgets.sorted(by: { $0.key < $1.key }) {
            let constructions = flutter.shippingCalls(named: [widget])
            guard !constructions.isEmpty, constructions.allSatisfy({ isTransient($0.call, in: $0.file.file) }) else { continue }
            output.report(
                "Purchase updates are listened to only while \(widget) is open, and the subscription ends with it: a purchase that settles after it closes (approved later, pending, interrupted) reaches no listener and is never delivered or completed. Listen to purchaseStream once at app start in an object that lives as long as the app, and let this screen only show the state.",
                at: listener.file.position(ofCall: listener.call), confidence: .medium)
        }
    }

    /// The widget whose `State` holds this call, when the class extends `State<W>`.
    func screenWidget(holding call: Int, in dart: DartFile) -> String? {
        guard let owner = dart.calls[call].enclosingClass else { return nil }
        let type = dart.classes[owner]
        guard type.superclass == "State", let widget = type.superclassArguments.first else { return nil }
        return widget
    }

    /// Whether the `State` holding the call cancels a subscription in its `dispose`: without
    /// that the listener outlives the screen.
    func cancelsInDispose(_ call: Int, in dart: DartFile) -> Bool {
        guard let owner = dart.calls[call].enclosingClass else { return false }
        return dart.functions.indices.contains { function in
            dart.functions[function].name == "dispose" && dart.functions[function].enclosingClass == owner
                && dart.calls.contains { $0.name == "cancel" && dart.functions[function].bodyRange.contains($0.nameToken) }
        }
    }

    /// The widget of the `State` class whose body holds a token.
    func stateWidget(around token: Int, in dart: DartFile) -> String? {
        dart.classes.first { $0.bodyRange.contains(token) && $0.superclass == "State" }?.superclassArguments.first
    }

    /// Whether a widget's construction sits in the arguments of a dialog, sheet or route call.
    func isTransient(_ call: Int, in dart: DartFile) -> Bool {
        dart.ancestors(of: call).contains { Self.transientHosts.contains(dart.calls[$0].name) }
    }
}
