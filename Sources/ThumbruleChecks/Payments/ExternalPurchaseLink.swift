import Foundation
import SwiftSyntax
import ThumbruleCore

/// A link to an outside purchase page (Stripe Payment Links, Gumroad, Paddle, PayPal, a
/// tip jar on Ko-fi or Patreon, or the app's own `/pricing` page) in a project that never
/// reads the App Store storefront (`Storefront.current`, `SKPaymentQueue.default().storefront`).
/// Such links are allowed only in some storefronts, so the app has to know where it runs.
///
/// Checkout hosts are high confidence when the app also sells through StoreKit or RevenueCat,
/// medium otherwise; tip and membership hosts are medium. A developer's own page counts only
/// when it is opened (`Link`, `openURL`, `UIApplication.open`, `SFSafariViewController`) and
/// the app sells in-app, since a shop for physical goods may link its own checkout. A project
/// that uses StoreKit's external purchase APIs (`PurchaseAPIs.externalPurchaseAPIs`, which
/// `thumbrule doctor` reads too) is left alone. Known false negatives:
/// addresses assembled at runtime or fetched from a server.
struct ExternalPurchaseLink: SwiftFileCheck, ProjectCheck {
    static let description = CheckDescription(
        id: "pay-steering.no-storefront-check",
        ruleId: "pay-steering",
        summary: "A link to an outside purchase page with no storefront check anywhere in the app",
        appStoreOnly: true,
        triggering: [
            CheckExample("""
            import StoreKit

            struct UpgradeView: View {
                var body: some View {
                    Link("Get Pro on the web", destination: URL(string: ↓"https://buy.stripe.com/7sI5kE2bW")!)
                }
            }
            """),
            CheckExample(files: [
                ("App/Store.swift", "import StoreKit\nfunc buy(_ product: Product) async throws { _ = try await product.purchase() }\n"),
                ("App/AboutView.swift", """
                struct AboutView: View {
                    @Environment(\\.openURL) private var openURL
                    var body: some View {
                        Button("See plans") { openURL(URL(string: ↓"https://example.com/pricing")!) }
                        Button("Tip the developer") { openURL(URL(string: ↓"https://ko-fi.com/example")!) }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/UpgradeView.swift", """
                import StoreKit
                struct UpgradeView: View {
                    @State private var allowsWeb = false
                    var body: some View {
                        if allowsWeb { Link("Get Pro on the web", destination: URL(string: "https://buy.stripe.com/7sI5kE2bW")!) }
                    }
                }
                """),
                ("App/Storefronts.swift", """
                import StoreKit
                func webCheckoutAllowed() async -> Bool { await Storefront.current?.countryCode == "USA" }
                """),
            ]),
            // The membership service's bare host as an API client's base URL and a cookie domain.
            CheckExample("""
            final class MembershipClient {
                private let baseURL = URL(string: "https://www.patreon.com/")!
                var authCookies: [HTTPCookie] { HTTPCookieStorage.shared.cookies(for: URL(string: "https://www.patreon.com")!) ?? [] }
            }
            """),
            CheckExample("""
            struct ShopView: View {
                let api = URL(string: "https://api.paypal.com/v2/checkout/orders")!
                var body: some View {
                    Link("Our pricing", destination: URL(string: "https://example.com/pricing")!)
                }
            }
            """),
        ]
    )

    struct Link: Sendable, Codable {
        let position: SourcePosition
        let host: String
        let kind: Kind
    }

    enum Kind: Sendable, Codable { case checkout, support, ownPage }

    struct FileFacts: Sendable, Codable {
        let sellsInApp: Bool
        let readsStorefront: Bool
    }

    static let links = FactKey<Link>("pay-steering.link")
    static let fileEvidence = FactKey<FileFacts>("pay-steering.file")
    static let openingCalls: Set<String> = ["Link", "openURL", "open", "SFSafariViewController", "load"]
    static let assetExtensions: Set<String> = ["svg", "png", "jpg", "jpeg", "gif", "webp", "pdf", "css", "js"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let code = PurchaseCode(file)
        let usesExternalPurchaseAPI = PurchaseAPIs.externalPurchaseAPIs.contains(where: file.index.mentions)
        output.facts.add(FileFacts(sellsInApp: !code.purchases.isEmpty, readsStorefront: code.readsStorefront || usesExternalPurchaseAPI),
                         for: Self.fileEvidence)
        for literal in file.index.stringLiterals {
            guard let url = URL(string: literal.plainText), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
                  let host = url.host?.lowercased(), !host.hasPrefix("api.") && !host.hasPrefix("api-") else { continue }
            let address = host + url.path
            // Badge images and assets on these hosts are not links to a purchase page.
            guard !Self.assetExtensions.contains(url.pathExtension.lowercased()) else { continue }
            // A bare host that nothing opens (an API client's base URL, the domain whose cookies
            // a sign-in reads) names the service, not a page anyone pays on.
            guard !(Self.isBareHost(url) && !Self.isOpened(literal)) else { continue }
            let kind: Kind
            if PurchaseAPIs.checkoutHosts.contains(where: { Self.matches(host: host, address: address, $0) }) {
                kind = .checkout
            } else if PurchaseAPIs.supportHosts.contains(where: { Self.matches(host: host, address: address, $0) }) {
                kind = .support
            } else if !PurchaseAPIs.purchasePathWords.isDisjoint(with: url.pathComponents.flatMap(NameWords.split)),
                      !host.hasSuffix("apple.com"), Self.isOpened(literal) {
                kind = .ownPage
            } else {
                continue
            }
            output.facts.add(Link(position: file.position(of: literal), host: host, kind: kind), for: Self.links)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let files = project.facts.values(Self.fileEvidence)
        guard !files.contains(where: \.readsStorefront) else { return }
        let sellsInApp = files.contains(where: \.sellsInApp)
        for link in project.facts.values(Self.links) {
            let confidence: Confidence
            switch link.kind {
            case .checkout: confidence = sellsInApp ? .high : .medium
            case .support: confidence = .medium
            case .ownPage:
                guard sellsInApp else { continue }
                confidence = .medium
            }
            output.report(
                "This opens an outside purchase page (\(link.host)) in every storefront, but the app never reads the App Store storefront; such links are allowed only in some storefronts, and only with Apple's entitlement in most. Show it only after checking Storefront.current?.countryCode against a written allow-list, and remove it elsewhere.",
                at: link.position, confidence: confidence)
        }
    }

    package static func matches(host: String, address: String, _ entry: String) -> Bool {
        entry.contains("/") ? address.hasPrefix(entry) || address.hasPrefix("www." + entry) : host == entry || host.hasSuffix("." + entry)
    }

    /// True for an address with no path and no query: `https://www.patreon.com/`.
    static func isBareHost(_ url: URL) -> Bool {
        (url.path.isEmpty || url.path == "/") && url.query == nil
    }

    /// True when the literal is, directly or through `URL(string:)`, an argument of a call that opens it.
    static func isOpened(_ literal: StringLiteralExprSyntax) -> Bool {
        var current = literal.parent
        var depth = 0
        while let node = current, depth < 8 {
            if let call = node.as(FunctionCallExprSyntax.self), openingCalls.contains(call.calleeName ?? "") { return true }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return false }
            current = node.parent
            depth += 1
        }
        return false
    }
}
