import ThumbruleCore
import ThumbruleFrontEnds

/// An ad request (`AdRequest()`, `AdManagerAdRequest()`) built in an app whose shipping Dart
/// code never reads consent: no User Messaging Platform (`ConsentInformation`,
/// `ConsentForm`, `ConsentRequestParameters`), no IAB TCF string (`IABTCF_`), and no consent
/// platform package in the pubspec. Requests asking for non-personalised ads
/// (`nonPersonalizedAds: true`) are left alone.
///
/// Known false positives: consent read in native code of the `android/` or `ios/` folders.
struct FlutterAdRequestWithoutConsent: FlutterCheck {
    package static let description = CheckDescription(
        id: "ads-consent.flutter-request-without-consent",
        ruleId: "ads-consent",
        summary: "A Flutter ad request in an app that never reads ad consent",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["google_mobile_ads"]), FlutterExample.dart("banner", """
            import 'package:google_mobile_ads/google_mobile_ads.dart';

            BannerAd loadBanner() {
              return BannerAd(
                adUnitId: 'ca-app-pub-3940256099942544/6300978111',
                size: AdSize.banner,
                request: const ↓AdRequest(),
                listener: BannerAdListener(),
              )..load();
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["google_mobile_ads"]), FlutterExample.dart("banner", """
            import 'package:google_mobile_ads/google_mobile_ads.dart';

            BannerAd loadBanner() {
              return BannerAd(adUnitId: unitId, size: AdSize.banner, request: const AdRequest(), listener: BannerAdListener())..load();
            }
            """), FlutterExample.dart("consent", """
            import 'package:google_mobile_ads/google_mobile_ads.dart';

            void gatherConsent(void Function() done) {
              ConsentInformation.instance.requestConsentInfoUpdate(ConsentRequestParameters(), () => done(), (error) => done());
            }
            """)]),
            CheckExample(files: [FlutterExample.pubspec(["google_mobile_ads"]), FlutterExample.dart("banner", """
            final request = AdRequest(nonPersonalizedAds: true);
            """)]),
        ]
    )

    static let requests: Set<String> = ["AdRequest", "AdManagerAdRequest"]
    /// Pub packages of consent platforms other than Google's UMP (which ships in google_mobile_ads).
    static let consentPackages: Set<String> = ["usercentrics_sdk", "didomi_sdk", "gdpr_dialog", "consent_manager", "sourcepoint_unified_cmp", "onetrust_publishers_native_cmp", "appconsent_cmp", "iabtcf_consent_info"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        let requests = flutter.shippingCalls(named: Self.requests).filter { file, index in
            let call = file.file.calls[index]
            return call.receiver.isEmpty && !FlutterCode.isTrue(call.argument("nonPersonalizedAds"))
        }
        guard !requests.isEmpty,
              !flutter.shippingCodeNames(ConsentPlatforms.userMessagingPlatform),
              !flutter.shippingFiles.contains(where: { $0.file.source.mentions(ConsentPlatforms.tcfKeyPrefix) }),
              !Self.consentPackages.contains(where: flutter.dependsOn) else { return }
        for (file, index) in requests {
            output.report(
                "This ad request is built but no shipping code reads consent (no User Messaging Platform, no IAB TCF string), so it is personalised whatever the user chose. Gather consent with ConsentInformation and ConsentForm (or your CMP) before the first request, and read it each time one is built.",
                at: file.position(ofCall: index), confidence: .medium)
        }
    }
}
