import SwiftSyntax
import ThumbruleCore

/// A target that links an ad SDK and reads the advertising identifier
/// (`ASIdentifierManager.shared().advertisingIdentifier`) for it, while nothing in the project
/// requests tracking and its Info.plist has no `NSUserTrackingUsageDescription`.
///
/// The rule ties the key to the tracking request, not to the SDK: an app that never asks, because
/// it serves non-personalised ads (AdMob does without the IDFA), needs no key, so an ad SDK
/// alone is no finding. A request made without the key is reported once, by
/// `perm-purpose-string.missing-key`, which owns every permission key, so any tracking request in
/// shipping code silences this check. What is left is code that shows personalised-ad intent
/// without any request: it reads the IDFA, which is all zeros until the user allows tracking.
/// The code cannot say whether the read is meant to work, so this is a low-confidence note,
/// once per target, at the first read. No finding when no Info.plist for the target can be
/// found, since then nothing is proved.
struct AdsTrackingUsageDescription: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-consent.tracking-usage-description",
        ruleId: "ads-consent",
        summary: "Ad code reads the advertising identifier while the app never requests tracking and declares no NSUserTrackingUsageDescription",
        triggering: [
            CheckExample(files: [
                ("App/Ads.swift", """
                import GoogleMobileAds
                import AdSupport

                func targetingKeywords() -> [String: String] {
                    ["idfa": ASIdentifierManager.shared().↓advertisingIdentifier.uuidString]
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Demo"])),
            ]),
        ],
        nonTriggering: [
            // An ad SDK linked, serving non-personalised ads: no tracking request, no key needed.
            CheckExample(files: [
                ("App/Banner.swift", "import GoogleMobileAds\nfunc loadBanner() { banner.load(Request()) }\n"),
                ("App/AppDelegate.swift", "import Firebase\nfunc start() { GADMobileAds.sharedInstance().start(completionHandler: nil) }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Demo"])),
            ]),
            // The identifier is read after a tracking request: the missing key is perm-purpose-string's finding.
            CheckExample(files: [
                ("App/Ads.swift", """
                import GoogleMobileAds
                import AdSupport
                import AppTrackingTransparency

                func askThenRead() {
                    ATTrackingManager.requestTrackingAuthorization { _ in
                        print(ASIdentifierManager.shared().advertisingIdentifier)
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Demo"])),
            ]),
            // Declared: nothing to note.
            CheckExample(files: [
                ("App/Ads.swift", "import GoogleMobileAds\nimport AdSupport\nlet idfa = ASIdentifierManager.shared().advertisingIdentifier\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSUserTrackingUsageDescription": "Ads you see can match your interests."])),
            ]),
            // An identifier read in an app that links no ad SDK is not ad code.
            CheckExample(files: [
                ("App/Diagnostics.swift", "import AdSupport\nlet idfa = ASIdentifierManager.shared().advertisingIdentifier\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Demo"])),
            ]),
        ]
    )

    package struct Use: Sendable, Codable {
        package let position: SourcePosition
        package let target: BuildTarget
        package let sdk: String
    }

    /// A read of the advertising identifier.
    struct IdentifierRead: Sendable, Codable {
        let position: SourcePosition
        let target: BuildTarget
    }

    package static let uses = FactKey<Use>("ads-consent.use")
    static let identifierReads = FactKey<IdentifierRead>("ads-consent.idfa-read")
    static let trackingRequests = FactKey<SourcePosition>("ads-consent.tracking-request")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for use in AdCode.shared(file).sdkUses {
            output.facts.add(Use(position: file.position(of: use.node), target: file.target, sdk: use.sdk.name), for: Self.uses)
        }
        for read in file.index.memberAccesses("advertisingIdentifier") {
            output.facts.add(IdentifierRead(position: file.position(of: read.declName), target: file.target), for: Self.identifierReads)
        }
        for request in file.index.calls("requestTrackingAuthorization") {
            output.facts.add(file.position(of: request), for: Self.trackingRequests)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard project.shippingFacts(Self.trackingRequests, at: { $0 }).isEmpty else { return }
        let key = "NSUserTrackingUsageDescription"
        let sdksByTarget = Dictionary(grouping: project.shippingFacts(Self.uses, at: \.position), by: \.target.name)
        var reportedTargets = Set<String>()
        for read in project.shippingFacts(Self.identifierReads, at: \.position).sorted(by: { $0.position < $1.position }) {
            guard let sdk = sdksByTarget[read.target.name]?.first, reportedTargets.insert(read.target.name).inserted else { continue }
            let related: RelatedLocation
            switch project.infoPlistKey(key, for: read.target) {
            case .present(let value, let position):
                guard value.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                related = RelatedLocation(position, "\(key) is empty here")
            case .missing(let plist):
                related = RelatedLocation(plist, "this Info.plist has no \(key)")
            case .unknown:
                continue
            }
            output.report(
                "The advertising identifier is read here beside \(sdk.sdk), but the app never calls requestTrackingAuthorization and declares no \(key), so the identifier reads as all zeros; whether personalised ads are intended is unknown: if so, add the purpose string and request tracking before the read, otherwise drop the read.",
                at: read.position, confidence: .low, related: [related, RelatedLocation(sdk.position, "\(sdk.sdk) is linked here")])
        }
    }
}
