import SwiftSyntax
import ThumbruleCore

/// The app sells ad removal, yet an ad request is made in a function that never looks at
/// the entitlement. The rulebook asks for the check before the request, in the one path
/// every banner and interstitial goes through, not per screen.
///
/// "Sells ad removal": a product id that names it (`com.app.removeads`), such copy in a file
/// that uses a purchase API ("Remove Ads"),
/// or a flag named for it (`isAdFree`, `hasRemovedAds`). A request (`GADRequest()`,
/// `InterstitialAd.load`, MAX `loadAd()`, …; not a call through a type the project declares
/// under an SDK class's name, such as the app's own `Request(path:)`) is gated when its
/// function mentions such a flag, a premium flag (`isPro`, `isPremium`, `isSubscribed`,
/// `purchased`), a gate (`shouldShowAds`, `adsEnabled`) or an ad-removal product id. It is
/// gated too when the view or type making it is only created under such a check where it is
/// used (`if !store.isPremium { BannerAdView() }` in another file), directly or through the views
/// that compose it, as the screen graph records the uses. Medium
/// confidence: a caller may hold the check, which the rule still asks to move into the
/// request path. Known false negatives: gates named in no words the check knows.
struct AdRequestWithoutEntitlementCheck: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-entitlement.ungated-request",
        ruleId: "ads-entitlement",
        summary: "An ad request that does not check the ad-removal entitlement the app sells",
        triggering: [
            CheckExample(files: [
                ("App/Store.swift", """
                import StoreKit

                final class Store: ObservableObject {
                    @Published var hasRemovedAds = false
                    let productID = "com.example.removeads"
                }
                """),
                ("App/BannerAdView.swift", """
                import GoogleMobileAds

                struct BannerAdView: UIViewRepresentable {
                    func makeUIView(context: Context) -> BannerView {
                        let banner = BannerView(adSize: AdSizeBanner)
                        banner.load(↓Request())
                        return banner
                    }
                }
                """),
                ("App/Interstitials.swift", """
                import GoogleMobileAds

                final class Interstitials {
                    func load() async {
                        guard !Store.shared.hasRemovedAds else { return }
                        ad = try? await InterstitialAd.load(with: unit, request: Request())
                    }
                    func preloadNext() {
                        ↓InterstitialAd.load(with: unit, request: Request()) { ad, _ in self.ad = ad }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Store.swift", "let removeAdsProduct = \"com.example.removeads\"\n"),
                ("App/Ads.swift", """
                import GoogleMobileAds

                final class Ads {
                    func loadBanner(_ banner: BannerView) {
                        guard shouldShowAds else { return }
                        banner.load(Request())
                    }
                    func loadInterstitial() {
                        if Entitlements.shared.isPro { return }
                        InterstitialAd.load(with: unit, request: Request()) { ad, _ in self.ad = ad }
                    }
                }
                """),
            ]),
            CheckExample("""
            import GoogleMobileAds

            struct BannerAdView: UIViewRepresentable {
                func makeUIView(context: Context) -> BannerView {
                    let banner = BannerView(adSize: AdSizeBanner)
                    banner.load(Request())
                    return banner
                }
            }
            """, path: "App/BannerAdView.swift"),
            // The banner view loads without a check, but every screen creates it only for non-buyers.
            CheckExample(files: [
                ("App/Store.swift", "import StoreKit\nfinal class Store: ObservableObject { @Published var hasRemovedAds = false }\n"),
                ("App/BannerSlot.swift", """
                import GoogleMobileAds

                struct BannerSlot: UIViewRepresentable {
                    func makeUIView(context: Context) -> BannerView {
                        let banner = BannerView(adSize: AdSizeBanner)
                        banner.load(Request())
                        return banner
                    }
                }
                """),
                ("App/FooterAd.swift", """
                struct FooterAd: View {
                    var body: some View { BannerSlot().frame(height: 50) }
                }
                """),
                ("App/HomeView.swift", """
                struct HomeView: View {
                    @ObservedObject var store: Store
                    var body: some View {
                        VStack {
                            List(items) { Row(item: $0) }
                            if !store.hasRemovedAds { FooterAd() }
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Store.swift", "let removeAdsProduct = \"com.example.removeads\"\n"),
                ("App/Networking/Request.swift", """
                struct Request {
                    let path: String
                }
                """),
                ("App/Feed/FeedLoader.swift", """
                import GoogleMobileAds

                final class FeedLoader {
                    func reload() {
                        client.send(Request(path: "/feed"))
                    }
                }
                """),
            ]),
        ]
    )

    struct AdRequest: Sendable, Codable {
        package let position: SourcePosition
        let gated: Bool
        /// The type the call is written through (`Request`), which a project type of the same name takes over.
        var typeName: String?
        /// The type the request is made in (`BannerAdView`), gated where it is created.
        var enclosingType: String?
    }

    static let removalSignals = FactKey<SourcePosition>("ads-entitlement.removal-signal")
    package static let requests = FactKey<AdRequest>("ads-entitlement.request")
    /// Where a type is created (`BannerAdView()`) inside code an entitlement check decides.
    static let gatedUses = FactKey<SourcePosition>("ads-entitlement.gated-use")
    /// Letters every entitlement flag or ads gate has: names without them are settled before the split.
    static let entitlementLetters = TextSearch(anyOf: AdNetworks.entitlementWords, ignoringCase: true)
    static let adLetters = TextSearch(anyOf: ["ad", "banner", "interstitial", "rewarded", "applovin"], ignoringCase: true)
    static let gateWords: Set<String> = ["should", "can", "enabled", "disabled", "allowed", "hidden", "visible", "eligible", "eligibility"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        // Copy such as "No ads found" is not a product; ids and purchase files are.
        let sellsHere = file.index.importedModules.contains { PurchaseAPIs.modules.contains($0) }
        for literal in file.index.stringLiterals where AdNetworks.mayNameAdRemoval(literal, in: file) && AdNetworks.namesAdRemoval(in: literal.plainText) {
            guard sellsHere || PurchaseAPIs.looksLikeProductID(literal.plainText) else { continue }
            output.facts.add(file.position(of: literal), for: Self.removalSignals)
        }
        for variable in file.index.variables {
            for binding in variable.bindings where AdNetworks.mayNameAdRemoval(binding.pattern, in: file) && AdNetworks.namesAdRemoval(in: binding.pattern.trimmedSourceText) {
                output.facts.add(file.position(of: binding), for: Self.removalSignals)
            }
        }
        var scopesSeen = Set<SyntaxIdentifier>()
        let code = AdCode.shared(file)
        for request in code.requests {
            guard let scope = request.enclosingScope, scopesSeen.insert(scope.id).inserted else { continue }
            output.facts.add(AdRequest(position: file.position(of: request), gated: Self.checksEntitlement(in: scope, file: file),
                                       typeName: code.typeName(reliedOnBy: request),
                                       enclosingType: request.enclosingTypeName), for: Self.requests)
        }
        let gates = ConditionGates.find(in: file, whenSet: false) { name in
            (Self.entitlementLetters.matches(name) || Self.adLetters.matches(name)) && Self.namesEntitlement(name)
        }
        guard !gates.isEmpty else { return }
        for (name, calls) in file.index.callsByName where name.first?.isUppercase == true {
            for call in calls where gates.gate(call) { output.facts.add(file.position(of: call), for: Self.gatedUses) }
        }
        for member in file.index.memberAccesses("init") where gates.gate(member) {
            output.facts.add(file.position(of: member), for: Self.gatedUses)
        }
    }

    /// True when every use of the type the screen graph records is gated by an entitlement
    /// check, or sits in a view that is itself only created so, a few compositions up.
    static func createdOnlyWhenUnentitled(_ type: String, _ project: Project) -> Bool {
        let usesByName = project.memo("ads-entitlement.uses") {
            Dictionary(grouping: project.shippingFacts(ScreenFacts.uses, at: \.position), by: \.name)
        }
        let gated = project.memo("ads-entitlement.gated-uses") { Set(project.facts.values(Self.gatedUses)) }
        let graph = project.screenGraph
        var visiting = Set<String>()
        func gatedAtUse(_ name: String, depth: Int) -> Bool {
            guard depth <= 4, visiting.insert(name).inserted, let uses = usesByName[name], !uses.isEmpty else { return false }
            defer { visiting.remove(name) }
            return uses.allSatisfy { use in
                gated.contains(use.position) || gatedAtUse(graph.owningType(of: use.placement.unit), depth: depth + 1)
            }
        }
        return gatedAtUse(type, depth: 0)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard let signal = project.shippingFacts(Self.removalSignals, at: { $0 }).min() else { return }
        for request in project.facts.values(Self.requests) where !request.gated && !project.declaresType(request.typeName) {
            if let type = request.enclosingType, Self.createdOnlyWhenUnentitled(type, project) { continue }
            output.report(
                "The app sells ad removal, but this ad request is made without checking the entitlement, so a buyer can still be served ads here. Check the persisted entitlement in the one function every ad request goes through, before the request is built, and skip the request when it is set.",
                at: request.position, confidence: .medium, related: [RelatedLocation(signal, "ad removal is sold here")])
        }
    }

    /// True when the code in `scope` mentions an entitlement: an ad-removal or premium flag,
    /// an ads gate, or an ad-removal product id.
    static func checksEntitlement(in scope: Syntax, file: SwiftFile) -> Bool {
        let mentionsFlag = file.index.names(within: scope).contains(where: namesEntitlement)
        return mentionsFlag || file.index.stringLiterals(within: scope).contains { AdNetworks.namesAdRemoval(in: $0.plainText) }
    }

    /// An ad-removal or premium flag, or an ads gate: `hasRemovedAds`, `isPremium`, `shouldShowAds`.
    static func namesEntitlement(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return AdNetworks.namesAdRemoval(words) || !AdNetworks.entitlementWords.isDisjoint(with: words)
            || (!AdNetworks.adWords.isDisjoint(with: words) && !gateWords.isDisjoint(with: words))
    }
}
