import SwiftSyntax
import ThumbruleCore

/// A SwiftUI view (a type declared `View`) that places an ad banner (a view of the project that shows an SDK banner,
/// `BannerHosts`) with no "Ad" or "Sponsored" label the app draws around it: in the view
/// itself, in a view that draws it, on any screen it is drawn on, or in the banner's own code.
/// The rulebook asks for an app-owned label on every unit, banners included, since the
/// creative and its AdChoices mark are the network's and may say nothing.
///
/// Labels are found as `ads-labelled.native-ad-without-label` finds them
/// (`NativeAdWithoutLabel.labelsDrawn`, in the languages its table lists). Reported at each
/// placement. Medium confidence: a label may be drawn from remote configuration, or by a
/// parent view the screen graph does not connect.
struct BannerWithoutLabel: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-labelled.banner-without-label",
        ruleId: "ads-labelled",
        summary: "An ad banner placed with no Ad or Sponsored label of the app's own",
        triggering: [
            CheckExample(files: [
                ("App/Ads/BannerAd.swift", """
                import GoogleMobileAds
                import SwiftUI

                struct BannerAd: UIViewRepresentable {
                    let adUnitID: String
                    func makeUIView(context: Context) -> BannerView {
                        let banner = BannerView(adSize: AdSizeBanner)
                        banner.adUnitID = adUnitID
                        banner.load(Request())
                        return banner
                    }
                    func updateUIView(_ uiView: BannerView, context: Context) {}
                }
                """),
                ("App/Home/HomeView.swift", """
                import SwiftUI
                struct HomeView: View {
                    var body: some View {
                        VStack {
                            CatView()
                            ↓BannerAd(adUnitID: "ca-app-pub-1/2")
                                .frame(height: 50)
                        }
                    }
                }
                """),
            ]),
            // The representable makes a view controller that makes the SDK banner.
            CheckExample(files: [
                ("App/Ads/BannerAdView.swift", """
                import GoogleMobileAds
                import SwiftUI

                struct BannerAdView: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> BannerAdViewController { BannerAdViewController() }
                    func updateUIViewController(_ controller: BannerAdViewController, context: Context) {}
                }

                final class BannerAdViewController: UIViewController {
                    private var bannerView: GADBannerView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        bannerView = GADBannerView(adSize: GADAdSizeBanner)
                        view.addSubview(bannerView)
                        bannerView.load(GADRequest())
                    }
                }
                """),
                ("App/ContentView.swift", """
                import SwiftUI
                struct ContentView: View {
                    var body: some View {
                        VStack {
                            CounterList()
                            if !store.isPremium { ↓BannerAdView().frame(height: 50) }
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A label beside the banner, in the banner's own code, or in the app's own language.
            CheckExample(files: [
                ("App/Ads/BannerAd.swift", """
                import GoogleMobileAds
                import SwiftUI

                struct BannerAd: UIViewRepresentable {
                    func makeUIView(context: Context) -> BannerView { BannerView(adSize: AdSizeBanner) }
                    func updateUIView(_ uiView: BannerView, context: Context) {}
                }
                """),
                ("App/Home/HomeView.swift", """
                import SwiftUI
                struct HomeView: View {
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("Advertisement").font(.caption2)
                            BannerAd().frame(height: 50)
                        }
                    }
                }
                """),
                ("App/Shop/ShopView.swift", """
                import SwiftUI
                struct ShopView: View {
                    var body: some View {
                        VStack {
                            Text("広告").font(.caption2)
                            BannerAd().frame(height: 50)
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Ads/LabelledBanner.swift", """
                import GoogleMobileAds
                import SwiftUI

                struct LabelledBanner: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIView {
                        let container = UIView()
                        let badge = UILabel()
                        badge.text = "Ad"
                        container.addSubview(badge)
                        container.addSubview(BannerView(adSize: AdSizeBanner))
                        return container
                    }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                """),
                ("App/Home/HomeView.swift", """
                import SwiftUI
                struct HomeView: View {
                    var body: some View { LabelledBanner().frame(height: 50) }
                }
                """),
            ]),
            // An app's own view named like the SDK's banner shows no ad.
            CheckExample(files: [
                ("App/Promo/BannerView.swift", """
                import SwiftUI
                struct BannerView: View {
                    var body: some View { Text("New: dark mode") }
                }
                """),
                ("App/Promo/PromoAd.swift", """
                import GoogleMobileAds
                import SwiftUI
                struct PromoAd: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIView { UIHostingController(rootView: BannerView()).view }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                """),
                ("App/Home/HomeView.swift", """
                import SwiftUI
                struct HomeView: View {
                    var body: some View { PromoAd() }
                }
                """),
            ]),
        ]
    )

    /// One place a SwiftUI view draws a view whose name speaks of ads.
    struct Placement: Sendable, Codable {
        let typeName: String
        let inType: String
        let position: SourcePosition
    }

    static let placements = FactKey<Placement>("ads-labelled.banner-placement")
    static let labels = FactKey<NativeAdWithoutLabel.Label>("ads-labelled.banner-label")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        BannerHosts.record(file, &output)
        for label in NativeAdWithoutLabel.labelsDrawn(in: file) { output.facts.add(label, for: Self.labels) }
        let views = Set(file.index.typeDeclarations.filter { $0.inherits("View") }.map(\.name))
        for (name, calls) in file.index.callsByName where name.first?.isUppercase == true && AdCode.speaksOfAds(name) {
            for call in calls where !BannerWithoutReservedHeight.isQualifiedBySDK(call) && !file.index.isInPreview(call) {
                guard let inType = call.enclosingTypeName, views.contains(inType) else { continue }
                output.facts.add(Placement(typeName: name, inType: inType, position: file.position(of: call)), for: Self.placements)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let banners = BannerHosts.names(in: project)
        let labels = project.facts.values(Self.labels)
        for placement in project.facts.values(Self.placements) where banners.contains(placement.typeName) {
            guard !banners.contains(placement.inType), !NativeAdWithoutLabel.isLabelled(placement.typeName, labels: labels, in: project),
                  !NativeAdWithoutLabel.isLabelled(placement.inType, labels: labels, in: project) else { continue }
            output.report(
                "\(placement.typeName) shows an ad banner here, and nothing the app draws around it says \"Ad\" or \"Sponsored\"; the creative and its AdChoices mark are the network's and may not say it. Put a small legible \"Ad\" label of the app's own (localized) on the banner's container.",
                at: placement.position, confidence: .medium)
        }
    }
}
