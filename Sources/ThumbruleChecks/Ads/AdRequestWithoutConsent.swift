import SwiftSyntax
import ThumbruleCore

/// Google Mobile Ads requests (`Request()`, `GADRequest()`, `load` on an ad class) in an app
/// whose shipping code never reads the user's ad consent: no User Messaging Platform
/// (`ConsentInformation`, `canRequestAds`, `ConsentForm`), no other consent platform linked,
/// no IAB TCF key read, and no non-personalised request (the `npa` extra). Such requests are
/// personalised whatever the user chose, which the EU and UK require consent for and Google's
/// EU user consent policy forbids.
///
/// Project-wide: a consent read anywhere that ships counts, since the request and the read
/// usually sit in different files (an `AdManager` and an app-start coordinator). Medium
/// confidence: a consent platform reached through Objective-C or a server is not seen. Other
/// networks' own consent APIs are not judged.
struct AdRequestWithoutConsent: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-consent.unconsented-request",
        ruleId: "ads-consent",
        summary: "Google ad requests built in an app that never reads consent (UMP, another CMP, or TCF)",
        triggering: [
            CheckExample(files: [
                ("App/AdManager.swift", """
                import GoogleMobileAds

                final class AdManager {
                    func loadBanner(into banner: BannerView) {
                        banner.load(↓Request())
                    }

                    func loadInterstitial() {
                        let request = ↓Request()
                        InterstitialAd.load(with: "ca-app-pub-1234/5678", request: request) { ad, _ in ad?.present(from: nil) }
                    }
                }
                """),
                ("App/RecipesApp.swift", """
                import SwiftUI
                import GoogleMobileAds

                @main
                struct RecipesApp: App {
                    let ads = AdManager()
                    init() { MobileAds.shared.start() }
                    var body: some Scene { WindowGroup { Text("Recipes").onAppear { ads.loadInterstitial(); ads.loadBanner(into: BannerView()) } } }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The consent read sits in another file than the request.
            CheckExample(files: [
                ("App/AdManager.swift", """
                import GoogleMobileAds

                final class AdManager {
                    func loadBanner(into banner: BannerView) {
                        banner.load(Request())
                    }
                }
                """),
                ("App/ConsentGate.swift", """
                import UserMessagingPlatform

                enum ConsentGate {
                    static var allowsAds: Bool { ConsentInformation.shared.canRequestAds }
                }
                """),
            ]),
            // Non-personalised ads only.
            CheckExample("""
            import GoogleMobileAds

            func loadBanner(_ banner: BannerView) {
                let request = Request()
                let extras = Extras()
                extras.additionalParameters = ["npa": "1"]
                request.register(extras)
                banner.load(request)
            }
            """),
            // A TCF string written by another consent platform.
            CheckExample("""
            import GoogleMobileAds

            func loadBanner(_ banner: BannerView) {
                guard UserDefaults.standard.string(forKey: "IABTCF_TCString") != nil else { return }
                banner.load(Request())
            }
            """),
        ]
    )

    static let requests = FactKey<SourcePosition>("ads-consent.google-request")
    static let consentReads = FactKey<SourcePosition>("ads-consent.consent-read")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let ads = AdCode.shared(file)
        if ads.sdks.contains(where: { $0.modules.contains("GoogleMobileAds") }) {
            // One per function: `let request = Request()` and the `load` it feeds are one request.
            var functions = Set<SyntaxIdentifier>()
            for request in ads.requests where functions.insert(request.enclosingFunction.map(\.id) ?? request.id).inserted {
                output.facts.add(file.position(of: request), for: Self.requests)
            }
        }
        if let read = Self.consentRead(in: file) { output.facts.add(file.position(of: read), for: Self.consentReads) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let requests = project.shippingFacts(Self.requests, at: { $0 })
        guard !requests.isEmpty, project.shippingFacts(Self.consentReads, at: { $0 }).isEmpty else { return }
        for position in requests.sorted() {
            output.report(
                "This ad request is built but no shipping code reads the user's consent (no User Messaging Platform, no other consent platform, no IAB TCF string, no non-personalised extra), so it is personalised whatever the user chose. Gather consent with UMP (ConsentInformation.shared.requestConsentInfoUpdate, then ConsentForm.loadAndPresentIfRequired) and request ads only when canRequestAds is true.",
                at: position, confidence: .medium)
        }
    }

    /// The first node of the file that reads consent or asks for non-personalised ads.
    static func consentRead(in file: SwiftFile) -> Syntax? {
        let index = file.index
        if let platform = index.imports.first(where: { ConsentPlatforms.iOSModules.contains($0.path.first?.name.text ?? "") }) {
            return Syntax(platform)
        }
        for name in ConsentPlatforms.userMessagingPlatform.sorted() where index.mentions(name) {
            if let node = index.references(name).first.map(Syntax.init) ?? index.memberAccesses(name).first.map(Syntax.init)
                ?? index.calls(name).first.map(Syntax.init) {
                return node
            }
        }
        return index.stringLiterals.first { literal in
            guard !literal.hasInterpolation else { return false }
            let text = literal.plainText
            return text.hasPrefix(ConsentPlatforms.tcfKeyPrefix) || text == ConsentPlatforms.nonPersonalisedExtraKey
        }.map(Syntax.init)
    }
}
