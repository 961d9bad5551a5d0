import 'package:google_mobile_ads/google_mobile_ads.dart';

/// Violation (ads-consent): no code in the app ever reads consent.
BannerAd loadTrailBanner() {
  return BannerAd(
    adUnitId: 'ca-app-pub-3940256099942544/6300978111',
    size: AdSize.banner,
    request: const AdRequest(),
    listener: BannerAdListener(),
  )..load();
}
