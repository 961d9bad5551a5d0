import SwiftSyntax
import ThumbruleCore

/// `UIWebView` (or its delegate protocol) named in shipping code: App Store Connect rejects
/// new apps and updates that use it (ITMS-90809). Any mention links the symbol, so even a type
/// check or an unused conformance counts. Reported once per file, at the first mention.
struct UIWebViewUse: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "store-private-api.uiwebview",
        ruleId: "store-private-api",
        summary: "UIWebView, which App Store Connect no longer accepts",
        appStoreOnly: true,
        triggering: [
            CheckExample("""
            import UIKit

            final class HelpViewController: UIViewController {
                private let webView = ↓UIWebView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(webView)
                }
            }
            """),
            CheckExample("""
            import UIKit

            final class Legacy: NSObject, ↓UIWebViewDelegate {}
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import WebKit

            final class HelpViewController: UIViewController {
                private let webView = WKWebView()
            }
            """),
            CheckExample("""
            // Migrated from UIWebView to WKWebView in 2020.
            let note = "UIWebView is gone"
            """),
            // A kiosk app exported for enterprise distribution, never uploaded to App Store Connect.
            CheckExample(files: [
                ("Kiosk/HelpViewController.swift", "import UIKit\n\nfinal class HelpViewController: UIViewController {\n    private let webView = UIWebView()\n}\n"),
                ("fastlane/Fastfile", "lane :deploy do\n  gym(scheme: \"Kiosk\", export_method: 'enterprise')\n  hockey(api_token: ENV[\"HOCKEY_API_TOKEN\"])\nend\n"),
            ]),
        ]
    )

    static let names: Set<String> = ["UIWebView", "UIWebViewDelegate", "UIWebViewNavigationType"]
    static let search = TextSearch(anyOf: ["UIWebView"], ignoringCase: false)

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard Self.search.mayMatch(in: file), Self.search.matches(file.text) else { return }
        var positions: [AbsolutePosition] = file.index.references(Array(Self.names)).map(\.position)
        for type in file.index.typeNamesInOrder {
            if let identifier = type.as(IdentifierTypeSyntax.self), Self.names.contains(identifier.name.text) { positions.append(identifier.position) }
            if let member = type.as(MemberTypeSyntax.self), Self.names.contains(member.name.text) { positions.append(member.name.position) }
        }
        guard let first = positions.min() else { return }
        output.report(
            "UIWebView is deprecated and App Store Connect rejects new apps and updates that use it (ITMS-90809); use WKWebView (WebKit), with WKNavigationDelegate in place of UIWebViewDelegate.",
            at: file.position(at: first), confidence: .high,
            related: positions.sorted().dropFirst().prefix(5).map { RelatedLocation(file.position(at: $0), "also uses UIWebView") })
    }
}
