import 'package:app_tracking_transparency/app_tracking_transparency.dart';
import 'package:flutter/material.dart';
import 'package:google_mobile_ads/google_mobile_ads.dart';

import 'app.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  // Violation (ads-cost): the first frame waits for the ad SDK.
  await MobileAds.instance.initialize();
  // Violation (perm-tracking): asked before the app is active.
  await AppTrackingTransparency.requestTrackingAuthorization();
  runApp(const TrailApp());
}
