import 'package:flutter/material.dart';
import 'package:in_app_purchase/in_app_purchase.dart';

import '../ads/trail_banner.dart';
import '../data/session_store.dart';
import '../l10n.dart';
import '../store/plan_offer.dart';

/// The plan and account settings: the yearly offer, restoring purchases and uploading notes,
/// with the banner under them.
class SettingsScreen extends StatelessWidget {
  const SettingsScreen({super.key, this.yearly, this.monthly, this.lastPurchase});

  final ProductDetails? yearly;
  final ProductDetails? monthly;
  final PurchaseDetails? lastPurchase;

  @override
  Widget build(BuildContext context) {
    final purchase = lastPurchase;
    if (purchase != null) {
      WidgetsBinding.instance.addPostFrameCallback((_) => tellOutcome(context, purchase));
    }
    return ListView(children: [
      if (yearly != null && monthly != null) yearlyWasPrice(yearly!, monthly!),
      ListTile(title: Text(context.l10n.restore), onTap: () => restoreFromSettings(context)),
      ListTile(title: Text(context.l10n.uploadNotes), onTap: () => uploadNotes(_upload, _signOut)),
      TrailBannerSlot(banner: loadTrailBanner()),
    ]);
  }

  Future<void> _upload() async {}

  Future<void> _signOut() => SessionStore().clear();
}
