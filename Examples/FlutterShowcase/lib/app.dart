import 'package:flutter/material.dart';

import 'ads/trail_banner.dart';
import 'background/sync.dart';
import 'data/track_import.dart';
import 'data/trail_api.dart';
import 'data/trail_feedback.dart';
import 'screens/home_screen.dart';
import 'screens/settings_screen.dart';
import 'screens/splash_screen.dart';
import 'store/plan_offer.dart';
import 'store/pro_store.dart';
import 'store/upgrade_dialog.dart';

class TrailApp extends StatelessWidget {
  const TrailApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Trail Notes',
      supportedLocales: AppLocalizations.supportedLocales,
      // Violation (type-scaling): text ignores the user's font size everywhere.
      builder: (context, child) => MediaQuery(
        data: MediaQuery.of(context).copyWith(textScaler: TextScaler.noScaling),
        child: child!,
      ),
      home: const HomeScreen(),
      routes: {
        '/welcome-back': (context) => const SplashScreen(),
        '/settings': (context) => const SettingsScreen(),
      },
    );
  }
}
