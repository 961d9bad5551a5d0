import SwiftSyntax

/// A SwiftUI banner slot with no height of its own: a `UIViewRepresentable` (or view
/// controller representable) that wraps an ad SDK banner, used without `.frame(height:)` or
/// `.frame(minHeight:)` on it or on a container around it. Until the ad arrives the slot's
/// size is whatever the UIKit view reports, so content below can move when it fills.
///
/// Medium confidence: a banner created with a fixed ad size may report that size early.
/// Representables that implement `sizeThatFits` are trusted. Known false negatives:
/// representables whose name does not speak of ads (`PromoView`), and height given
/// through a custom modifier.
struct BannerWithoutReservedHeight: SwiftFileCheck, ProjectCheck {
    static let description = CheckDescription(
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
                    var body: some View { VStack { AdBanner(); AdCounterView() } }
                }
                """),
            ]),
        ]
    )

    struct Usage: Sendable {
        let typeName: String
        let position: SourcePosition
    }

    static let bannerTypes = FactKey<String>("ads-reserve.banner-type")
    static let unsizedUsages = FactKey<Usage>("ads-reserve.unsized-usage")
    static let representables: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]
    static let heightLabels: Set<String> = ["height", "minHeight"]

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.target.kind != .tests else { return }
        let code = AdCode(file)
        if code.usesAds {
            let bannerClasses = Set(code.sdks.flatMap { $0.classes.filter { $0.value == .banner }.keys })
            for type in file.index.typeDeclarations where !Self.representables.isDisjoint(with: type.inheritedNames) {
                let makesBanner = file.index.calls(within: type.node).contains { bannerClasses.contains($0.calleeName ?? "") }
                let sizesItself = file.index.functions.contains { $0.name.text == "sizeThatFits" && type.node.encloses($0) }
                if makesBanner && !sizesItself { output.facts.add(type.name, for: Self.bannerTypes) }
            }
        }
        for (name, calls) in file.index.callsByName where name.first?.isUppercase == true && AdCode.speaksOfAds(name) {
            for call in calls where !file.index.isInPreview(call) && !Self.hasReservedHeight(call) {
                output.facts.add(Usage(typeName: name, position: file.position(of: call)), for: Self.unsizedUsages)
            }
        }
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        let banners = Set(project.facts.values(Self.bannerTypes))
        for usage in project.facts.values(Self.unsizedUsages) where banners.contains(usage.typeName) {
            output.report(
                "\(usage.typeName) wraps an ad banner but is placed with no height of its own, so the slot can change size when the ad arrives or fails and push the content around it. Give it .frame(height:) with the banner's height, computed before the request (for an adaptive banner, the size you request it with).",
                at: usage.position, confidence: .medium)
        }
    }

    /// True when the view, or a container it sits in, has a `.frame(height:)` or `.frame(minHeight:)`.
    static func hasReservedHeight(_ view: FunctionCallExprSyntax) -> Bool {
        var current: FunctionCallExprSyntax? = view
        while let call = current {
            if call.modifiersApplied.contains(where: { $0.calleeName == "frame" && $0.arguments.contains { heightLabels.contains($0.label?.text ?? "") } }) {
                return true
            }
            current = call.enclosingContainerCall
        }
        return false
    }
}

extension SyntaxProtocol {
    /// The view container whose builder closure holds this expression, e.g. the `VStack` of
    /// `VStack { Banner() }`, taken with its modifiers applied to its root call.
    var enclosingContainerCall: FunctionCallExprSyntax? {
        var current = parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) { return closure.invokingCall?.rootViewCall }
            if node.is(DeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}
