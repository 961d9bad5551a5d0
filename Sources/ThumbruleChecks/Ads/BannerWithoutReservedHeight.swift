import SwiftSyntax
import ThumbruleCore

/// A SwiftUI banner slot with no height of its own: a `UIViewRepresentable` (or view
/// controller representable) that wraps an ad SDK banner, used without a height frame
/// (`.frame(height:)`, `minHeight:` or `maxHeight:`, the last because a representable fills
/// what it is offered) on it or on a container around it. Until the ad arrives the slot's
/// size is whatever the UIKit view reports, so content below can move when it fills.
///
/// A representable wraps a banner when it creates an SDK banner class: qualified by the
/// SDK's module (`GoogleMobileAds.BannerView(adSize:)`), or by a name the project does not
/// declare itself, or through another banner representable of the project. An app's own
/// type named like an SDK class (`struct BannerView: View`) is the app's, settled in the
/// project pass with the project's `SymbolTable`. A view whose whole body is the banner
/// (`struct AdFooter: View { var body: some View { BannerView() } }`) is sized where it is
/// placed: a height frame on any placement of it counts.
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
            CheckExample(files: [
                ("App/Ads/BannerView.swift", """
                import GoogleMobileAds
                import SwiftUI

                /// The app's own banner, named like the SDK class it wraps.
                struct BannerView: UIViewRepresentable {
                    let unitID: String
                    func makeUIView(context: Context) -> GoogleMobileAds.BannerView {
                        let banner = GoogleMobileAds.BannerView(adSize: AdSizeBanner)
                        banner.adUnitID = unitID
                        return banner
                    }
                    func updateUIView(_ uiView: GoogleMobileAds.BannerView, context: Context) {}
                }
                """),
                ("App/Feed/FeedView.swift", """
                struct FeedView: View {
                    var body: some View {
                        VStack {
                            List(posts) { PostRow(post: $0) }
                            ↓BannerView(unitID: "feed")
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Ads/BannerView.swift", """
                import GoogleMobileAds
                import SwiftUI

                struct BannerView: UIViewRepresentable {
                    let unitID: String
                    func makeUIView(context: Context) -> GoogleMobileAds.BannerView {
                        GoogleMobileAds.BannerView(adSize: AdSizeBanner)
                    }
                    func updateUIView(_ uiView: GoogleMobileAds.BannerView, context: Context) {}
                }
                """),
                ("App/Ads/AdFooter.swift", """
                struct AdFooter: View {
                    var body: some View {
                        BannerView(unitID: "footer")
                    }
                }
                """),
                ("App/Home/HomeView.swift", """
                struct HomeView: View {
                    var body: some View {
                        VStack {
                            List(items) { Text($0.title) }
                            AdFooter().frame(height: 50)
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Promo/BannerView.swift", """
                import SwiftUI

                /// A promotion banner of the app's own, named like the SDK's ad banner.
                struct BannerView: View {
                    let title: String
                    var body: some View { Text(title).padding() }
                }
                """),
                ("App/Promo/BannerCarousel.swift", """
                import GoogleMobileAds
                import SwiftUI

                struct BannerCarousel: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIView {
                        UIHostingController(rootView: BannerView(title: "Spring sale")).view
                    }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                """),
                ("App/Home/HomeView.swift", """
                struct HomeView: View {
                    var body: some View { VStack { BannerCarousel() } }
                }
                """),
            ]),
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

    struct Usage: Sendable, Codable {
        let typeName: String
        package let position: SourcePosition
        let modifiers: [String]
        /// The view whose whole body is this usage, which its own placements may size.
        let wrappingView: String?
    }

    /// A representable that creates a banner class, with its own methods that give it a height frame.
    struct BannerType: Sendable, Codable {
        package let name: String
        let sizingMethods: Set<String>
        /// True when it creates a banner qualified by the SDK's module, which no project type can be.
        let createsSDKBanner: Bool
        /// Banner class names it creates unqualified, which a project type of the same name takes over.
        let classNames: Set<String>
    }

    static let bannerTypes = FactKey<BannerType>("ads-reserve.banner-type")
    static let unsizedUsages = FactKey<Usage>("ads-reserve.unsized-usage")
    /// Views placed somewhere inside a height frame.
    static let heightFramedViews = FactKey<String>("ads-reserve.height-framed-view")
    static let heightLabels: Set<String> = ["height", "minHeight", "maxHeight"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let code = AdCode.shared(file)
        if code.usesAds {
            for type in file.index.typeDeclarations where !BannerHosts.representables.isDisjoint(with: type.inheritedNames) {
                let (qualified, classNames) = BannerHosts.bannerCreations(in: type, file, code)
                let methods = file.index.functions.filter { type.node.encloses($0) }
                guard qualified || !classNames.isEmpty, !methods.contains(where: { $0.name.text == "sizeThatFits" }) else { continue }
                let sizing = methods.filter { method in file.index.calls("frame").contains { method.encloses($0) && Self.setsHeight($0) } }
                output.facts.add(BannerType(name: type.name, sizingMethods: Set(sizing.map(\.name.text)), createsSDKBanner: qualified,
                                            classNames: classNames), for: Self.bannerTypes)
            }
        }
        for (name, calls) in file.index.callsByName where name.first?.isUppercase == true && AdCode.speaksOfAds(name) {
            // `GoogleMobileAds.BannerView(…)` is the SDK's class, never the project's type of that name.
            for call in calls where !Self.isQualifiedBySDK(call) && !Self.hasReservedHeight(call) {
                output.facts.add(Usage(typeName: name, position: file.position(of: call), modifiers: call.modifierNames,
                                       wrappingView: Self.viewWhoseBodyIs(call)), for: Self.unsizedUsages)
            }
        }
        var framed = Set<String>()
        for frame in file.index.calls("frame") where Self.setsHeight(frame) {
            guard let view = frame.modifiedExpression else { continue }
            for call in file.index.calls(within: view) where call.calleeName?.first?.isUppercase == true { framed.insert(call.calleeName!) }
        }
        for name in framed.sorted() { output.facts.add(name, for: Self.heightFramedViews) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let symbols = project.symbols
        let declared = Dictionary(project.facts.values(Self.bannerTypes).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // An SDK banner, or a class name the project does not declare itself; then representables of those.
        var banners = declared.filter { _, type in type.createsSDKBanner || type.classNames.contains { !symbols.isDeclaredInProject($0) } }
        var grew = true
        while grew {
            let wrappers = declared.filter { banners[$0.key] == nil && !$0.value.classNames.isDisjoint(with: banners.keys) }
            banners.merge(wrappers) { first, _ in first }
            grew = !wrappers.isEmpty
        }
        let framed = Set(project.facts.values(Self.heightFramedViews))
        for usage in project.facts.values(Self.unsizedUsages) {
            guard let banner = banners[usage.typeName], banner.sizingMethods.isDisjoint(with: usage.modifiers),
                  !(usage.wrappingView.map(framed.contains) ?? false) else { continue }
            output.report(
                "\(usage.typeName) wraps an ad banner but is placed with no height of its own, so the slot can change size when the ad arrives or fails and push the content around it. Give it .frame(height:) with the banner's height, computed before the request (for an adaptive banner, the size you request it with).",
                at: usage.position, confidence: .medium)
        }
    }

    static func isQualifiedBySDK(_ call: FunctionCallExprSyntax) -> Bool {
        guard let path = call.calleePath, let qualifier = path.split(separator: ".").dropLast().last else { return false }
        return AdNetworks.sdk(forModule: String(qualifier)) != nil
    }

    /// The view type whose `body` is this view alone (with its modifiers), if it is one.
    static func viewWhoseBodyIs(_ view: FunctionCallExprSyntax) -> String? {
        guard let list = view.outermostModifiedExpression.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
              list.parent?.is(ClosureExprSyntax.self) == false, view.enclosingScopeName == "body" else { return nil }
        return view.enclosingTypeName
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
