import SwiftSyntax
import ThumbruleCore

/// An Info.plist whose `NSAppTransportSecurity` turns App Transport Security off broadly
/// (`NSAllowsArbitraryLoads`, `…InWebContent`, `…ForMedia`) with no `NSExceptionDomains` naming
/// the hosts that need plain HTTP. App Review asks for a justification of a broad exception.
/// A note: the code cannot show which hosts the app really loads (user-entered servers, a feed
/// reader's feeds and a browser's pages justify it), so the warning the issue sketches for apps
/// that only reach their own hosts is not given, and the note gives the fix for both cases:
/// name the hosts when they are known, give App Review the reason when people choose them.
/// Where shipping code has a field for a URL (`.keyboardType(.URL)`, `textContentType = .URL`),
/// the note points to it: if the app connects to what is typed there, no exception can name it. Test bundles', Mac apps' and leftover plists no target
/// names are skipped, and so is
/// `NSAllowsArbitraryLoads` beside a narrower key, which iOS 10 and later then ignore.
/// `NSAllowsArbitraryLoadsInWebContent` leaves the app's own connections under ATS and frees
/// only web views; it is skipped where shipping code hands a web view HTML it received
/// (`webView.loadHTMLString(body, baseURL:)`) and compiles content rules that govern what web
/// content may load (`WKContentRuleListStore`): HTML whose remote images the app itself lets
/// people block is other people's, pulling from hosts its senders chose, which no exception
/// can name (kmail-ios rendering received mail). HTML of the app's own service with no such
/// filter (openedx-ios course pages) is still reported.
struct ArbitraryLoadsAllowed: SwiftFileCheck, ProjectCheck {
    static let broadKeys = ["NSAllowsArbitraryLoads", "NSAllowsArbitraryLoadsInWebContent", "NSAllowsArbitraryLoadsForMedia"]
    static let narrowerKeys = ["NSAllowsArbitraryLoadsInWebContent", "NSAllowsArbitraryLoadsForMedia", "NSAllowsLocalNetworking"]

    static func plist(_ ats: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleName</key>
            <string>Recipes</string>
            <key>NSAppTransportSecurity</key>
            <dict>
        \(ats)
            </dict>
        </dict>
        </plist>
        """
    }

    package static let description = CheckDescription(
        id: "store-transport-security.arbitrary-loads",
        ruleId: "store-transport-security",
        summary: "App Transport Security is switched off app-wide with no per-domain exceptions",
        appStoreOnly: true,
        triggering: [
            // A self-hosted client: the note says to give App Review the reason.
            CheckExample(files: [
                ("App/ServerForm.swift", """
                struct ServerForm: View {
                    @Binding var address: String
                    var body: some View { TextField("Server URL", text: $address).keyboardType(.URL) }
                }
                """),
                ("App/Info.plist", Self.plist("""
                ↓<key>NSAllowsArbitraryLoads</key>
                <true/>
                """)),
            ]),
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n"),
                ("App/Info.plist", Self.plist("""
                ↓<key>NSAllowsArbitraryLoads</key>
                <true/>
                """)),
            ]),
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n"),
                ("App/Info.plist", Self.plist("""
                ↓<key>NSAllowsArbitraryLoadsInWebContent</key>
                <true/>
                <key>NSExceptionDomains</key>
                <dict/>
                """)),
            ]),
            // Course pages of the app's own service in a web view, nothing filtering their loads.
            CheckExample(files: [
                ("App/WebViewHtml.swift", """
                import WebKit
                struct WebViewHtml: UIViewRepresentable {
                    let htmlString: String
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ webView: WKWebView, context: Context) { webView.loadHTMLString(htmlString, baseURL: nil) }
                }
                """),
                ("App/Info.plist", Self.plist("""
                ↓<key>NSAllowsArbitraryLoadsInWebContent</key>
                <true/>
                """)),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n"),
                ("App/Info.plist", Self.plist("""
                <key>NSAllowsArbitraryLoads</key>
                <true/>
                <key>NSExceptionDomains</key>
                <dict>
                    <key>legacy.example.com</key>
                    <dict>
                        <key>NSExceptionAllowsInsecureHTTPLoads</key>
                        <true/>
                    </dict>
                </dict>
                """)),
            ]),
            // A mail client renders received HTML and lets people block its remote images, which
            // come from any sender's hosts (kmail-ios WebViewModel, ContentBlocker); the app's own
            // connections stay under ATS.
            CheckExample(files: [
                ("App/Thread/WebViewModel.swift", """
                import WebKit
                final class WebViewModel {
                    let webView = WKWebView()
                    func load(messageBody: String, blockRemoteContent: Bool) async throws {
                        if blockRemoteContent {
                            let rules = try await WKContentRuleListStore.default().compileContentRuleList(forIdentifier: "block", encodedContentRuleList: blockJSON)
                            if let rules { webView.configuration.userContentController.add(rules) }
                        }
                        await webView.loadHTMLString(messageBody, baseURL: nil)
                    }
                }
                """),
                ("App/Info.plist", Self.plist("""
                <key>NSAllowsArbitraryLoadsInWebContent</key>
                <true/>
                """)),
            ]),
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n"),
                ("App/Info.plist", Self.plist("""
                <key>NSAllowsLocalNetworking</key>
                <true/>
                <key>NSAllowsArbitraryLoads</key>
                <false/>
                """)),
            ]),
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n"),
                ("App/Info.plist", Self.plist("""
                <key>NSAllowsArbitraryLoads</key>
                <true/>
                <key>NSAllowsLocalNetworking</key>
                <true/>
                """)),
            ]),
            CheckExample(files: [
                ("Mac/Info.plist", Self.plist("""
                <key>NSAllowsArbitraryLoads</key>
                <true/>
                """).replacingOccurrences(of: "<key>CFBundleName</key>", with: "<key>LSMinimumSystemVersion</key>\n    <string>13.0</string>\n    <key>CFBundleName</key>")),
            ]),
            CheckExample(files: [
                ("AppTests/Info.plist", Self.plist("""
                <key>NSAllowsArbitraryLoads</key>
                <true/>
                """)),
            ]),
            // provenance, a localized copy of the TV app's plist (it.lproj) beside the en.lproj one the target names.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", ["INFOPLIST_FILE": "TV/en.lproj/Info.plist"])])),
                ("TV/ContentView.swift", "import SwiftUI\n"),
                ("TV/en.lproj/Info.plist", Self.plist("")),
                ("TV/it.lproj/Info.plist", Self.plist("""
                <key>NSAllowsArbitraryLoads</key>
                <true/>
                """)),
            ]),
            // A leftover of an old watch target: the one target names App/Info.plist.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", ["INFOPLIST_FILE": "App/Info.plist"])])),
                ("App/ContentView.swift", "import SwiftUI\n"),
                ("App/Info.plist", Self.plist("")),
                ("Watch Extension/Info.plist", Self.plist("""
                <key>NSAllowsArbitraryLoads</key>
                <true/>
                """)),
            ]),
        ]
    )

    /// Web views given HTML that is not a literal of the app: content from elsewhere.
    static let receivedHTML = FactKey<SourcePosition>("store-transport-security.received-html")
    /// Content rules compiled for web views (`WKContentRuleListStore`): the app filters what
    /// its web content loads from remote hosts.
    static let contentRules = FactKey<SourcePosition>("store-transport-security.content-rules")

    /// Fields that take a URL: where people type the servers the app connects to.
    static let urlFields = FactKey<SourcePosition>("store-transport-security.url-field")
    static let urlTraits: Set<String> = ["keyboardType", "textContentType"]

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for access in file.index.memberAccessesByName["URL"] ?? [] where access.base == nil {
            let modifier = access.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName
            let assigned = ExprSyntax(access).assignmentTarget?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            guard let trait = modifier ?? assigned, Self.urlTraits.contains(trait) else { continue }
            output.facts.add(file.position(of: access), for: Self.urlFields)
        }
        for load in file.index.calls("loadHTMLString") where load.argument("baseURL") != nil {
            guard let html = load.arguments.first?.expression, !html.is(StringLiteralExprSyntax.self) else { continue }
            output.facts.add(file.position(of: load), for: Self.receivedHTML)
        }
        for store in file.index.references("WKContentRuleListStore") {
            output.facts.add(file.position(of: store), for: Self.contentRules)
        }
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        let urlField = project.shippingFacts(Self.urlFields, at: { $0 }).min()
        let showsOthersHTML = !project.shippingFacts(Self.receivedHTML, at: { $0 }).isEmpty
            && !project.shippingFacts(Self.contentRules, at: { $0 }).isEmpty
        for (path, plist) in project.shippingPhoneInfoPlists {
            guard let ats = plist.dictionary("NSAppTransportSecurity") else { continue }
            // From iOS 10, any of the narrower keys makes the system ignore NSAllowsArbitraryLoads
            // (kept for iOS 9 only), so it then opens nothing.
            let ignoresArbitrary = Self.narrowerKeys.contains { ats[$0] != nil }
            let broad = Self.broadKeys.filter { key in
                Self.isTrue(ats[key]) && !(key == "NSAllowsArbitraryLoads" && ignoresArbitrary)
                    && !(key == "NSAllowsArbitraryLoadsInWebContent" && showsOthersHTML)
            }
            guard let first = broad.first else { continue }
            if case .dictionary(let domains)? = ats["NSExceptionDomains"], !domains.isEmpty { continue }
            let turnsOff = "\(broad.joined(separator: " and ")) turns App Transport Security off for every host, and App Review asks for a justification"
            if let urlField {
                output.report(
                    "\(turnsOff). The app has a field for URLs people type (\(urlField.path.split(separator: "/").last ?? ""):\(urlField.line)): if it connects to the servers entered there, their hosts no exception can name, so say so in the App Review notes and keep the app's own hosts on HTTPS; if not, name the hosts that need plain HTTP under NSExceptionDomains and remove \(first).",
                    at: SourcePosition(path: path, line: plist.line(of: first), column: 1), confidence: .low,
                    related: [RelatedLocation(urlField, "a field for a server's URL")])
            } else {
                output.report(
                    "\(turnsOff). If the app reaches only hosts known when it is built, serve them over HTTPS, or name the ones that need plain HTTP under NSExceptionDomains and remove \(first); if it connects to hosts people choose (their own servers, feeds, links), which no exception can name, keep it and give App Review that reason.",
                    at: SourcePosition(path: path, line: plist.line(of: first), column: 1), confidence: .low)
            }
        }
    }

    static func isTrue(_ value: PlistValue?) -> Bool {
        switch value {
        case .bool(true)?, .number(1)?: return true
        case .string(let text)?: return ["YES", "true", "1"].contains(text)
        default: return false
        }
    }
}
