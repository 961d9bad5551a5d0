import SwiftSyntax
import ThumbruleCore

/// A SwiftUI banner slot with no height of its own: a `UIViewRepresentable` (or view
/// controller representable) that wraps an ad SDK banner, used without a height frame
/// (`.frame(height:)`, `minHeight:` or `maxHeight:`, the last because a representable fills
/// what it is offered) on it or on a container around it. Until the ad arrives the slot's
/// size is whatever the UIKit view reports, so content below can move when it fills.
///
/// Medium confidence: a banner created with a fixed ad size may report that size early.
/// Representables that implement `sizeThatFits`, and usages that call one of the
/// representable's own methods that sets a height frame (`.adapt()`), are trusted. Known
/// false negatives: representables whose name does not speak of ads (`PromoView`).
struct BannerWithoutReservedHeight: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-reserve.banner-height",
        ruleId: "ads-reserve",
        summary: "A SwiftUI ad banner placed with no height reserved before it loads",
        triggering: [
            CheckExample(files: [
                ("App/BannerAdView.swift", """
                import GoogleMobileAds
                import SwiftUI

                struct BannerAdView: UIViewRepresentable {
                    func makeUIView(context: Context) -> BannerView {
                        let banner = BannerView(adSize: AdSizeBanner)
                        banner.load(Request())
                        return banner
                    }
                    func updateUIView(_ uiView: BannerView, context: Context) {}
                }
                """),
                ("App/HomeView.swift", """
                struct HomeView: View {
                    var body: some View {
                        VStack {
                            List(items) { Text($0.title) }
                            ↓BannerAdView()
                                .padding(.horizontal)
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/BannerAdView.swift", """
                import GoogleMobileAds
                import SwiftUI

                struct BannerAdView: UIViewRepresentable {
                    func makeUIView(context: Context) -> BannerView { BannerView(adSize: AdSizeBanner) }
                    func updateUIView(_ uiView: BannerView, context: Context) {}
                }
                """),
                ("App/HomeView.swift", """
                struct HomeView: View {
                    var body: some View {
                        VStack {
                            BannerAdView().frame(width: 320, height: 50)
                            HStack { BannerAdView() }.frame(minHeight: 50)
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/AdBanner.swift", """
                import GoogleMobileAds
                import SwiftUI

                struct AdBanner: UIViewRepresentable {
                    func makeUIView(context: Context) -> GADBannerView { GADBannerView(adSize: GADAdSizeBanner) }
                    func updateUIView(_ uiView: GADBannerView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: GADBannerView, context: Context) -> CGSize? {
                        GADAdSizeBanner.size
                    }
                }
                """),
                ("App/HomeView.swift", """
                struct HomeView: View {
                    var body: some View { VStack { AdBanner(); AdCounterView(); AdaptiveBanner().adapt() } }
                }
                """),
                ("App/AdaptiveBanner.swift", """
                import GoogleMobileAds
                import SwiftUI

                struct AdaptiveBanner: UIViewControllerRepresentable {
                    let size = currentOrientationAnchoredAdaptiveBanner(width: 375)
                    func makeUIViewController(context: Context) -> UIViewController {
                        let controller = UIViewController()
                        controller.view.addSubview(BannerView(adSize: size))
                        return controller
                    }
                    func adapt() -> some View { frame(maxHeight: size.size.height) }
                }
                """),
            ]),
        ]
    )

    struct Usage: Sendable {
        let typeName: String
        package let position: SourcePosition
        let modifiers: [String]
    }

    /// A representable that wraps a banner, with its own methods that give it a height frame.
    struct BannerType: Sendable {
        package let name: String
        let sizingMethods: Set<String>
    }

    static let bannerTypes = FactKey<BannerType>("ads-reserve.banner-type")
    static let unsizedUsages = FactKey<Usage>("ads-reserve.unsized-usage")
    static let representables: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]
    static let heightLabels: Set<String> = ["height", "minHeight", "maxHeight"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let code = AdCode.shared(file)
        if code.usesAds {
            let bannerClasses = Set(code.sdks.flatMap { $0.classes.filter { $0.value == .banner }.keys })
            for type in file.index.typeDeclarations where !Self.representables.isDisjoint(with: type.inheritedNames) {
                let makesBanner = file.index.calls(within: type.node).contains { bannerClasses.contains($0.calleeName ?? "") }
                let methods = file.index.functions.filter { type.node.encloses($0) }
                guard makesBanner, !methods.contains(where: { $0.name.text == "sizeThatFits" }) else { continue }
                let sizing = methods.filter { method in file.index.calls("frame").contains { method.encloses($0) && Self.setsHeight($0) } }
                output.facts.add(BannerType(name: type.name, sizingMethods: Set(sizing.map(\.name.text))), for: Self.bannerTypes)
            }
        }
        for (name, calls) in file.index.callsByName where name.first?.isUppercase == true && AdCode.speaksOfAds(name) {
            for call in calls where !Self.hasReservedHeight(call) {
                output.facts.add(Usage(typeName: name, position: file.position(of: call), modifiers: call.modifierNames), for: Self.unsizedUsages)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let banners = Dictionary(project.facts.values(Self.bannerTypes).map { ($0.name, $0.sizingMethods) }, uniquingKeysWith: { $0.union($1) })
        for usage in project.facts.values(Self.unsizedUsages) {
            guard let sizing = banners[usage.typeName], sizing.isDisjoint(with: usage.modifiers) else { continue }
            output.report(
                "\(usage.typeName) wraps an ad banner but is placed with no height of its own, so the slot can change size when the ad arrives or fails and push the content around it. Give it .frame(height:) with the banner's height, computed before the request (for an adaptive banner, the size you request it with).",
                at: usage.position, confidence: .medium)
        }
    }

    static func setsHeight(_ frame: FunctionCallExprSyntax) -> Bool {
        frame.calleeName == "frame" && frame.arguments.contains { heightLabels.contains($0.label?.text ?? "") }
    }

    /// True when the view, or a container it sits in, has a height frame.
    static func hasReservedHeight(_ view: FunctionCallExprSyntax) -> Bool {
        var current: FunctionCallExprSyntax? = view
        while let call = current {
            if call.modifiersApplied.contains(where: setsHeight) {
                return true
            }
            current = call.enclosingContainerCall
        }
        return false
    }
}
