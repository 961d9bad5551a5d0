import ThumbruleCore
import ThumbruleFrontEnds

/// A Flutter paywall (a file that starts an in_app_purchase or RevenueCat purchase) that is
/// hard to leave or hides its terms in small type.
///
/// - An `AlertDialog`, `Dialog`, `SimpleDialog` or `CupertinoAlertDialog` that is the paywall (a
///   purchase starts inside it, or the `build` of the class that starts purchases returns it), when
///   nothing in the file closes it: no `pop` or `maybePop`, no `CloseButton` or `BackButton`, no
///   `Icons.close`, and no action labelled close, cancel, dismiss, later or no thanks. The user
///   is left with tapping outside or the system back gesture, which App Review and the rule ask
///   never to be the only way out.
/// - Renewal terms (a `Text` whose string or localised key speaks of renewal) drawn with a
///   literal `fontSize` under 14 (Material's body size) that is also the smallest literal size
///   in the file.
///
/// Known false negatives: a dialog closed from a helper in another file; terms sized by a theme.
struct FlutterPaywallHonesty: FlutterCheck {
    package static let description = CheckDescription(
        id: "pay-honest-paywall.flutter-paywall",
        ruleId: "pay-honest-paywall",
        summary: "A Flutter paywall dialog with no close control, or its renewal terms in the smallest type",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("offer", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class OfferDialog extends StatelessWidget {
              const OfferDialog(this.plan, {super.key});
              final ProductDetails plan;

              @override
              Widget build(BuildContext context) => AlertDialog(
                    title: Text(plan.title),
                    content: Column(children: [
                      Text(plan.description, style: const TextStyle(fontSize: 16)),
                      const Text('Renews every month until cancelled in your store account.', style: TextStyle(fontSize: ↓11)),
                    ]),
                    actions: ↓[
                      FilledButton(
                        onPressed: () => InAppPurchase.instance.buyNonConsumable(purchaseParam: PurchaseParam(productDetails: plan)),
                        child: Text(plan.price),
                      ),
                    ],
                  );
            }
            """)]),
        ],
        nonTriggering: [
            // The page sells; the dialog it opens only shows a QR code.
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("support", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class SupportPage extends StatelessWidget {
              const SupportPage(this.tip, {super.key});
              final ProductDetails tip;

              @override
              Widget build(BuildContext context) => ListView(children: [
                    ListTile(title: Text(tip.price), onTap: () => InAppPurchase.instance.buyConsumable(purchaseParam: PurchaseParam(productDetails: tip))),
                    ListTile(
                      title: Text(context.l10n.bankTransfer),
                      onTap: () => showDialog(context: context, builder: (_) => AlertDialog(content: Image.asset('assets/qr.png'))),
                    ),
                  ]);
            }
            """)]),
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("offer", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class OfferDialog extends StatelessWidget {
              const OfferDialog(this.plan, {super.key});
              final ProductDetails plan;

              @override
              Widget build(BuildContext context) => AlertDialog(
                    title: Text(plan.title),
                    content: Column(children: [
                      Text(plan.description, style: const TextStyle(fontSize: 12)),
                      const Text('Renews every month until cancelled in your store account.', style: TextStyle(fontSize: 14)),
                    ]),
                    actions: [
                      TextButton(onPressed: () => Navigator.of(context).pop(), child: Text(context.l10n.notNow)),
                      FilledButton(
                        onPressed: () => InAppPurchase.instance.buyNonConsumable(purchaseParam: PurchaseParam(productDetails: plan)),
                        child: Text(plan.price),
                      ),
                    ],
                  );
            }
            """)]),
        ]
    )

    static let purchases: Set<String> = ["buyNonConsumable", "buyConsumable", "purchasePackage", "purchaseStoreProduct", "purchaseProduct"]
    static let dialogs: Set<String> = ["AlertDialog", "Dialog", "SimpleDialog", "CupertinoAlertDialog"]
    static let closers: Set<String> = ["pop", "maybePop", "CloseButton", "BackButton", "close"]
    static let closeWords = ["close", "cancel", "dismiss", "later", "nothanks", "notnow", "skip"]
    static let bodySize = 14.0

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles where file.imports(package: "in_app_purchase") || file.imports(package: "purchases_flutter") {
            let dart = file.file
            guard !dart.callIndices(named: Self.purchases).isEmpty else { continue }
            if !closes(dart) {
                for index in dart.callIndices(named: Self.dialogs) where dart.calls[index].receiver.isEmpty && sells(index, in: dart) {
                    let call = dart.calls[index]
                    let position = (call.argument("actions") ?? call.argument("children")).map { file.position($0.position) } ?? file.position(ofCall: index)
                    output.report(
                        "This paywall dialog has no close control: nothing in it pops the route or offers Close, Cancel or Not now, so leaving takes a tap outside or the system back gesture. Add a visible close button (a CloseButton, or a TextButton that pops) from the first frame.",
                        at: position, confidence: .medium)
                }
            }
            for (argument, size) in smallTerms(dart) {
                output.report(
                    "The renewal terms are set at fontSize \(FlutterFixedTextScale.format(size)), the smallest type on this paywall and under body size (14). Show the terms at body size, with body text contrast, so they can be read before paying.",
                    at: file.position(argument.position), confidence: .medium)
            }
        }
    }

    /// Whether the dialog is the paywall: a purchase starts inside it, or it is what the `build`
    /// of a class that starts purchases returns (not a dialog that class opens for something else).
    func sells(_ dialog: Int, in dart: DartFile) -> Bool {
        let call = dart.calls[dialog]
        let purchases = dart.callIndices(named: Self.purchases)
        if purchases.contains(where: { call.tokenRange.contains(dart.calls[$0].nameToken) }) { return true }
        guard let owner = call.enclosingClass, purchases.contains(where: { dart.calls[$0].enclosingClass == owner }),
              let function = dart.namedFunction(around: dialog), dart.functions[function].name == "build" else { return false }
        return !dart.ancestors(of: dialog).contains { FlutterPurchaseListenerInScreen.transientHosts.contains(dart.calls[$0].name) }
    }

    /// Whether anything in the file closes a dialog.
    func closes(_ dart: DartFile) -> Bool {
        if !dart.callIndices(named: Self.closers).isEmpty { return true }
        let source = dart.source
        for token in dart.identifierTokens(["close"]) where source.kind(at: token - 1) == .dot && source.tokenIs(token - 2, "Icons") { return true }
        // Labels: string text, or a name read without a call (`l10n.notNow`, not `sub.cancel()`).
        return source.tokens.indices.contains { index in
            guard source.kind(at: index) == .stringText
                || (source.kind(at: index) == .identifier && source.kind(at: index - 1) == .dot && source.kind(at: index + 1) != .leftParen) else { return false }
            let text = source.text(at: index).lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "_", with: "")
            return text.count < 24 && Self.closeWords.contains(where: text.hasPrefix)
        }
    }

    /// `fontSize:` arguments of renewal-terms `Text`s under body size and no larger than any
    /// other literal size in the file.
    func smallTerms(_ dart: DartFile) -> [(DartArgument, Double)] {
        let sizes = dart.calls.compactMap { FlutterCode.number($0.argument("fontSize")) }
        guard let smallest = sizes.min() else { return [] }
        var found: [(DartArgument, Double)] = []
        for index in dart.callIndices(named: "Text") {
            let text = dart.calls[index]
            guard let words = FlutterCode.wording(of: text.positionalArguments.first, in: dart)?.lowercased(), words.contains("renew"),
                  let style = FlutterCode.call(in: text.argument("style")),
                  let argument = dart.calls[style].argument("fontSize"), let size = FlutterCode.number(argument),
                  size < Self.bodySize, size <= smallest else { continue }
            found.append((argument, size))
        }
        return found
    }
}
