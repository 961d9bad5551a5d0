import 'dart:async';
import 'dart:io';

import 'package:flutter/material.dart';
import 'package:in_app_purchase/in_app_purchase.dart';

import '../l10n.dart';

const _planIds = {'trail_pro_subscription'};

/// Offers Trail Notes Pro.
Future<void> showUpgrade(BuildContext context) => showDialog(context: context, builder: (_) => const UpgradeDialog());

class UpgradeDialog extends StatefulWidget {
  const UpgradeDialog({super.key});

  @override
  State<UpgradeDialog> createState() => _UpgradeDialogState();
}

class _UpgradeDialogState extends State<UpgradeDialog> {
  final _store = InAppPurchase.instance;
  StreamSubscription<List<PurchaseDetails>>? _updates;
  List<ProductDetails> _plans = [];
  bool _unlocked = false;
  bool _waiting = false;

  @override
  void initState() {
    super.initState();
    // Violation (pay-outcome): purchases are never completed, and are heard only while this dialog is open.
    _updates = _store.purchaseStream.listen((purchases) {
      for (final purchase in purchases) {
        if (purchase.status == PurchaseStatus.purchased) setState(() => _unlocked = true);
        // Violation (pay-outcome): a pending purchase only turns on a spinner.
        if (purchase.status == PurchaseStatus.pending) setState(() => _waiting = true);
        // Violation (state-error): a failed purchase is only logged.
        if (purchase.status == PurchaseStatus.error) debugPrint('purchase failed: ${purchase.error}');
        // Violation (pay-outcome): a lifetime purchase waiting for approval is only logged.
        if (purchase.status == PurchaseStatus.pending && purchase.productID == 'trail_pro_lifetime') debugPrint('lifetime pending');
      }
    });
    _store.queryProductDetails(_planIds).then((response) => setState(() => _plans = response.productDetails));
  }

  @override
  void dispose() {
    _updates?.cancel();
    super.dispose();
  }

  @override
  Widget build(BuildContext context) {
    return AlertDialog(
      title: Text(_unlocked ? context.l10n.proActive : context.l10n.goPro),
      content: Column(mainAxisSize: MainAxisSize.min, children: [
        if (_waiting) const LinearProgressIndicator(),
        // Violation (pay-subscription-terms): the renewal terms are shown on iPhone only.
        if (Platform.isIOS) Text(context.l10n.proRenewalTerms),
        for (final plan in _plans)
          FilledButton(
            onPressed: () => _store.buyNonConsumable(purchaseParam: PurchaseParam(productDetails: plan)),
            // Violation (pay-subscription-terms): a price with no billing period.
            child: Text(plan.price),
          ),
      ]),
      // Violation (pay-honest-paywall): no close control; leaving takes a tap outside.
      actions: [
        // Violation (pay-restore): nothing tells the user what was restored, or that nothing was.
        TextButton(onPressed: () => _store.restorePurchases(), child: Text(context.l10n.restore)),
      ],
    );
  }
}
