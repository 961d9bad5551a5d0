import 'package:flutter/widgets.dart';
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

/// The banner under the trail list.
class TrailBannerSlot extends StatelessWidget {
  const TrailBannerSlot({super.key, this.banner});
  final BannerAd? banner;

  @override
  Widget build(BuildContext context) {
    final ad = banner;
    if (ad != null) {
      return SizedBox(height: ad.size.height.toDouble(), child: AdWidget(ad: ad));
    }
    // Violation (ads-reserve): no space until the ad loads, then the list below jumps.
    return const SizedBox.shrink();
  }
}
