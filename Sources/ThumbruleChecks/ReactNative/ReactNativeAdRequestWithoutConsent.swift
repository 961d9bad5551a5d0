import ThumbruleCore
import ThumbruleFrontEnds

/// Ads requested with react-native-google-mobile-ads (`<BannerAd>`, `<GAMBannerAd>`,
/// `InterstitialAd.createForAdRequest(…)` and the other formats, the `use…Ad` hooks) in an app
/// whose shipping code never reads consent: no `AdsConsent` (the package's User Messaging
/// Platform API) and no other consent platform among its dependencies (`ConsentPlatforms`).
/// Such requests are personalised whatever the user chose. A request that sets
/// `requestNonPersonalizedAdsOnly: true` is left alone.
///
/// Medium confidence: a native module or a consent platform the table does not know may read
/// consent. Requests built in a file the app does not ship (tests, stories) do not count.
struct ReactNativeAdRequestWithoutConsent: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "ads-consent.rn-request-without-consent",
        ruleId: "ads-consent",
        summary: "React Native ad requests in an app that never reads consent (AdsConsent or another CMP)",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-google-mobile-ads"]),
                ("src/Ads.tsx", """
                import { BannerAd, BannerAdSize, InterstitialAd, TestIds } from 'react-native-google-mobile-ads';

                const interstitial = InterstitialAd.↓createForAdRequest(AD_UNIT, { keywords: ['games'] });

                export const Footer = () => ↓<BannerAd unitId={BANNER_UNIT} size={BannerAdSize.BANNER} />;
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-google-mobile-ads"]),
                ("src/Ads.tsx", """
                import { BannerAd, BannerAdSize } from 'react-native-google-mobile-ads';

                export const Footer = () => (
                  <BannerAd unitId={BANNER_UNIT} size={BannerAdSize.BANNER} requestOptions={{ requestNonPersonalizedAdsOnly: true }} />
                );
                """),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(["react-native-google-mobile-ads"]),
                ("src/consent.ts", """
                import { AdsConsent } from 'react-native-google-mobile-ads';

                export async function gather() {
                  const { canRequestAds } = await AdsConsent.gatherConsent();
                  return canRequestAds;
                }
                """),
                ("src/Ads.tsx", """
                import { BannerAd, BannerAdSize } from 'react-native-google-mobile-ads';

                export const Footer = () => <BannerAd unitId={BANNER_UNIT} size={BannerAdSize.BANNER} />;
                """),
            ]),
        ]
    )

    static let module = "react-native-google-mobile-ads"
    static let bannerElements: Set<String> = ["BannerAd", "GAMBannerAd"]
    static let fullScreenFormats: Set<String> = ["InterstitialAd", "RewardedAd", "AppOpenAd", "RewardedInterstitialAd", "GAMInterstitialAd"]
    static let hooks: Set<String> = ["useInterstitialAd", "useRewardedAd", "useAppOpenAd", "useRewardedInterstitialAd"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        guard reactNative.dependsOn(Self.module), !ConsentPlatforms.reactNativePackages.contains(where: reactNative.dependsOn) else { return }
        let shipping = reactNative.files.filter { $0.scope == .app }
        let readsConsent = shipping.contains { file in
            file.file.source.bytes.contains(utf8: ConsentPlatforms.reactNativeConsentObject)
                && file.file.source.tokens.indices.contains { file.file.source.isWord(ConsentPlatforms.reactNativeConsentObject, at: $0) && file.ships($0) }
        }
        guard !readsConsent else { return }
        for file in shipping where file.file.imports(Self.module) {
            let js = file.file
            var requests: [(TextPosition, Range<Int>?)] = []
            for element in js.elements where Self.bannerElements.contains(element.name) {
                requests.append((element.position, element.attribute("requestOptions")?.expression))
            }
            for call in js.calls {
                if call.name == "createForAdRequest", let format = call.receiver.last, Self.fullScreenFormats.contains(format) {
                    requests.append((call.position, call.arguments.count > 1 ? call.arguments[1] : nil))
                } else if Self.hooks.contains(call.name) {
                    requests.append((call.position, call.arguments.count > 1 ? call.arguments[1] : nil))
                }
            }
            for (position, options) in requests where !Self.isNonPersonalised(options, in: js) {
                output.report(
                    "This requests ads but no shipping code reads consent (no AdsConsent, no consent platform), so the ads are personalised whatever the user chose. Gather consent with AdsConsent.gatherConsent() (or your CMP) before the first request, and request non-personalised ads until it is given.",
                    at: file.position(position), confidence: .medium)
            }
        }
    }

    /// Whether request options set `requestNonPersonalizedAdsOnly: true`.
    static func isNonPersonalised(_ options: Range<Int>?, in file: JSFile) -> Bool {
        guard let options, case .object(let brace) = file.value(of: options),
              let property = file.property("requestNonPersonalizedAdsOnly", ofObjectAt: brace) else { return false }
        return file.value(of: property.value) == .bool(true)
    }
}
