import ThumbruleCore
import ThumbruleFrontEnds

/// Ad requests built (`AdRequest.Builder()`, `AdManagerAdRequest.Builder()`) in an app whose
/// shipping code never reads consent: no User Messaging Platform (`UserMessagingPlatform`,
/// `ConsentInformation`, `canRequestAds`) and no IAB TCF string (`IABTCF_…`). Such requests
/// are personalised whatever the user chose. Medium confidence: a mediation SDK or a
/// consent platform in Java code may read it. (No Android Lint check covers this.)
struct AndroidAdRequestWithoutConsent: AndroidCheck {
    package static let description = CheckDescription(
        id: "ads-consent.request-without-consent",
        ruleId: "ads-consent",
        summary: "Ad requests built in an app that never reads consent (UMP or another CMP)",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(dependencies: ["com.google.android.gms:play-services-ads:23.0.0"]),
                AndroidExample.kotlin("BannerSlot", """
                package com.example.app

                import com.google.android.gms.ads.AdRequest

                fun loadBanner(view: AdView) {
                    val request = AdRequest.↓Builder().build()
                    view.loadAd(request)
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(dependencies: ["com.google.android.gms:play-services-ads:23.0.0"]),
                AndroidExample.kotlin("BannerSlot", """
                fun loadBanner(activity: Activity, view: AdView) {
                    val consent = UserMessagingPlatform.getConsentInformation(activity)
                    if (consent.canRequestAds()) {
                        view.loadAd(AdRequest.Builder().build())
                    }
                }
                """),
            ]),
        ]
    )

    static let requestTypes: Set<String> = ["AdRequest", "AdManagerAdRequest"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let shipping = android.shippingKotlin
        var requests: [SourcePosition] = []
        for file in shipping {
            for index in file.file.callIndices(named: "Builder") where file.file.calls[index].receiverNames(in: file.file).last.map(Self.requestTypes.contains) == true {
                requests.append(file.position(ofCall: index))
            }
        }
        guard !requests.isEmpty, !android.shippingCodeNames(ConsentPlatforms.userMessagingPlatform), !Self.readsTCFString(shipping) else { return }
        for position in requests {
            output.report(
                "This ad request is built but no shipping code reads consent (no User Messaging Platform, no IAB TCF string), so it is personalised whatever the user chose. Gather consent with UMP (or your CMP) and read it each time a request is built; start from a non-personalised request.",
                at: position, confidence: .medium)
        }
    }

    /// A consent platform's TCF string, read from SharedPreferences by key.
    static func readsTCFString(_ files: [AndroidKotlinFile]) -> Bool {
        files.contains { file in
            file.file.source.bytes.contains(utf8: "IABTCF_") && file.file.source.tokens.indices.contains { index in
                file.file.source.tokens[index].kind == .stringOpen && (file.file.source.stringLiteral(at: index)?.hasPrefix(ConsentPlatforms.tcfKeyPrefix) ?? false)
            }
        }
    }
}
