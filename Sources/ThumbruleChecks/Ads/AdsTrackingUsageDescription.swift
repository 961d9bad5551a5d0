import SwiftSyntax
import ThumbruleCore

/// An ad SDK linked (imported, or used through an umbrella module or bridging header, such as
/// `GADMobileAds` under `import Firebase`) while the target's Info.plist has no
/// `NSUserTrackingUsageDescription`.
///
/// A tracking request without the key, which crashes the app, is reported once, by
/// `perm-purpose-string.missing-key`, which owns every permission key; reporting it here too
/// would say the same thing twice. An ad SDK without the key is medium confidence: an app that never asks to track
/// and serves only non-personalised ads needs no key, but most ad stacks ask. It is reported
/// once per target and SDK, at the first import. No finding when no Info.plist for the target
/// can be found, since then nothing is proved. Known false negative: an SDK linked in the
/// Xcode project but imported by no Swift file (Objective-C code, or a mediation adapter).
struct AdsTrackingUsageDescription: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-consent.tracking-usage-description",
        ruleId: "ads-consent",
        summary: "An ad SDK linked in a target whose Info.plist lacks NSUserTrackingUsageDescription",
        triggering: [
            CheckExample(files: [
                ("App/Ads.swift", """
                ↓import GoogleMobileAds
                import AppTrackingTransparency

                func loadBanner() { banner.load(Request()) }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Demo"])),
            ]),
            CheckExample(files: [
                ("App/AppDelegate.swift", "import Firebase\nfunc start() { ↓GADMobileAds.sharedInstance().start(completionHandler: nil) }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Demo"])),
            ]),
            CheckExample(files: [
                ("App/Banner.swift", "↓import GoogleMobileAds\n"),
                ("App/Interstitials.swift", "import GoogleMobileAds\n↓import AppLovinSDK\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSUserTrackingUsageDescription": " "])),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Ads.swift", "import GoogleMobileAds\n"),
                ("App/AppDelegate.swift", "import Firebase\nfunc start() { GADMobileAds.sharedInstance().start(completionHandler: nil) }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSUserTrackingUsageDescription": "Ads you see can match your interests."])),
            ]),
            CheckExample("import GoogleMobileAds\n", path: "App/Ads.swift"),
            CheckExample(files: [
                ("AppTests/AdsTests.swift", "import GoogleMobileAds\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Demo"])),
            ]),
        ]
    )

    package struct Use: Sendable {
        package let position: SourcePosition
        package let target: BuildTarget
        package let sdk: String
    }

    package static let uses = FactKey<Use>("ads-consent.use")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for use in AdCode.shared(file).sdkUses {
            output.facts.add(Use(position: file.position(of: use.node), target: file.target, sdk: use.sdk.name), for: Self.uses)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let key = "NSUserTrackingUsageDescription"
        var reportedSDKs = Set<[String]>()
        for use in project.shippingFacts(Self.uses, at: \.position).sorted(by: { $0.position < $1.position }) {
            guard reportedSDKs.insert([use.target.name, use.target.infoPlistPath ?? "", use.sdk]).inserted else { continue }
            let related: RelatedLocation
            switch project.infoPlistKey(key, for: use.target) {
            case .present(let value, let position):
                guard value.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                related = RelatedLocation(position, "\(key) is empty here")
            case .missing(let plist):
                related = RelatedLocation(plist, "this Info.plist has no \(key)")
            case .unknown:
                continue
            }
            output.report(
                "\(use.sdk) is linked but the app's Info.plist has no \(key); add a purpose string that says what tracking buys the user, and read the consent state before every ad request.",
                at: use.position, confidence: .medium, related: [related])
        }
    }
}
