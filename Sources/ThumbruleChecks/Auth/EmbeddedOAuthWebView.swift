import SwiftSyntax
import ThumbruleCore

/// An OAuth or OpenID Connect authorisation URL opened in `SFSafariViewController`, a
/// `WKWebView` or a `UIWebView` instead of `ASWebAuthenticationSession`. Google rejects
/// embedded web views outright (`disallowed_useragent`), an app can read what is typed
/// into its own web view, and a browsing view's custom-scheme redirect can be claimed by
/// another app.
///
/// The URL counts as an authorisation request when a literal in it (or in the variable it
/// comes from) carries an OAuth marker (`/authorize`, `accounts.google.com`,
/// `response_type=`; see `OAuthURLs`), or the library handler is made for OAuth (OAuthSwift's
/// `SafariURLHandler`): high confidence. Medium: a name such as `authorizeURL`; an
/// authorisation URL or `response_type` / `redirect_uri` query item built in the same
/// function; a web view loaded inside a type named for OAuth (`OAuthViewController`, a
/// subclass of OAuthSwift's `OAuthWebViewController`); and any URL handed to the app's own
/// `SafariView(url:)` / `WebsiteViewController(url:)` wrapper. A help page in Safari View
/// Controller is never flagged, nor a link of a screen whose only tie to sign-in is Apple's
/// own sheet (`ASAuthorizationControllerDelegate`).
/// Known false negatives: URLs that arrive from another file or the server with no telling
/// name, and web views loaded through a helper in another file. Known false positive: a
/// page merely *about* OAuth whose path contains `/oauth/`.
struct EmbeddedOAuthWebView: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "auth-web-flow.embedded-view",
        ruleId: "auth-web-flow",
        summary: "An OAuth authorisation URL opened in SFSafariViewController or a web view instead of ASWebAuthenticationSession",
        triggering: [
            CheckExample("""
            import SafariServices

            final class LoginViewController: UIViewController {
                func signInWithGoogle() {
                    let url = URL(string: "https://accounts.google.com/o/oauth2/v2/auth?client_id=\\(clientID)&response_type=code")!
                    present(↓SFSafariViewController(url: url), animated: true)
                }
            }
            """),
            CheckExample("""
            import WebKit

            final class OAuthViewController: UIViewController {
                let webView = WKWebView()

                func start(authorizeURL: URL) {
                    ↓webView.load(URLRequest(url: authorizeURL))
                }

                func startOAuthSwift() {
                    oauthSwift.authorizeURLHandler = ↓SafariURLHandler(viewController: self, oauthSwift: oauthSwift)
                }

                func startGitHub() {
                    var components = URLComponents(string: "https://github.com/login/oauth/authorize")!
                    components.queryItems = [URLQueryItem(name: "client_id", value: clientID)]
                    let request = URLRequest(url: components.url!)
                    ↓webView.load(request)
                }
            }
            """),
            CheckExample("""
            import WebKit

            final class OAuthViewController: OAuthWebViewController {
                lazy var webView = WKWebView(frame: view.bounds)

                override func handle(_ url: URL) {
                    ↓webView.load(URLRequest(url: url))
                }
            }

            func addRedditAccount() throws {
                guard let authorizationURL = URL(string: "https://www.reddit.com/api/v1/authorize.compact?client_id=\\(id)") else { throw LoginError.url }
                present(↓WebsiteViewController(url: authorizationURL), animated: true)
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import SafariServices
            import AuthenticationServices

            final class LoginViewController: UIViewController {
                func showHelp() {
                    present(SFSafariViewController(url: URL(string: "https://example.com/help/sign-in")!), animated: true)
                }

                func signIn(authorizeURL: URL) {
                    let session = ASWebAuthenticationSession(url: authorizeURL, callbackURLScheme: "myapp") { url, error in
                        self.finish(url, error)
                    }
                    session.presentationContextProvider = self
                    session.start()
                }
            }
            """),
            CheckExample("""
            import WebKit

            final class ArticleViewController: UIViewController {
                let webView = WKWebView()
                func show(_ article: Article) {
                    webView.load(URLRequest(url: article.url))
                }
                func authorName() -> String { article.author }
            }

            func open(_ item: SettingItem) {
                switch item.kind {
                case "link":
                    present(SFSafariViewController(url: item.url), animated: true)
                case "login":
                    guard item.method == "oauth" else { return }
                    startSignIn(item)
                default:
                    break
                }
            }

            struct HelpView: View {
                var body: some View {
                    SafariView(url: URL(string: "https://example.com/help/two-factor")!)
                }
            }
            """),
            // A start screen that signs in with Apple's own sheet opens its terms link in Safari View Controller.
            CheckExample("""
            import SafariServices
            import AuthenticationServices

            final class WelcomeViewController: UIViewController, ASAuthorizationControllerDelegate {
                func termsTapped(_ link: URL) {
                    present(SFSafariViewController(url: link), animated: true)
                }
            }
            """),
        ]
    )

    /// A place where a URL is shown in a browsing view or web view.
    struct Opening {
        package let call: FunctionCallExprSyntax
        /// The URL shown; nil for a library handler that gets it from the OAuth library.
        package let url: ExprSyntax?
        let view: String
        /// The app's own wrapper (`SafariView(url:)`): what it wraps is not visible here.
        let isWrapper: Bool
        /// For a library handler made for OAuth, what it is: the call proves the flow.
        var handler: String?
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for opening in openings(in: file) {
            guard let evidence = evidence(for: opening, file) else { continue }
            let confidence: Confidence = evidence.isProof && !opening.isWrapper ? .high : .medium
            output.report(
                "This opens a provider's sign-in (authorisation) URL (\(evidence.reason)) in \(opening.view); providers block sign-in in embedded views, the app could read what is typed there, and another app can claim the redirect. Start the flow with ASWebAuthenticationSession(url:callbackURLScheme:completionHandler:) (SwiftUI: @Environment(\\.webAuthenticationSession)) and return to this screen from its callback.",
                at: file.position(of: opening.call), confidence: confidence)
        }
    }

    private func openings(in file: SwiftFile) -> [Opening] {
        var found: [Opening] = []
        for call in file.index.calls("SFSafariViewController") {
            if let url = call.argument("url")?.expression {
                found.append(Opening(call: call, url: url, view: "SFSafariViewController", isWrapper: false))
            }
        }
        let usesWebView = file.index.mentions("WKWebView") || file.index.mentions("UIWebView")
        if usesWebView {
            for call in file.index.calls("load", "loadRequest") where call.arguments.count == 1 && call.arguments.first?.label == nil {
                guard let argument = call.arguments.first?.expression, let url = requestURL(argument, in: file) else { continue }
                found.append(Opening(call: call, url: url, view: "a web view", isWrapper: false))
            }
        }
        for (name, what) in OAuthURLs.embeddedHandlers {
            for call in file.index.calls(name) {
                found.append(Opening(call: call, url: nil, view: what, isWrapper: false, handler: "the library's authorize URL"))
            }
        }
        for (name, calls) in file.index.callsByName where Self.isWrapperName(name) {
            for call in calls {
                if let url = call.argument("url")?.expression {
                    found.append(Opening(call: call, url: url, view: "\(name), which wraps a browsing view", isWrapper: true))
                }
            }
        }
        return found
    }

    /// `SafariView`, `WebView`, `WebsiteViewController`, `InAppBrowserViewController`: the
    /// app's own web wrappers, named after the web and ending as a view or controller.
    static func isWrapperName(_ name: String) -> Bool {
        guard name.first?.isUppercase == true, ["View", "ViewController", "Controller"].contains(where: name.hasSuffix),
              name != "SFSafariViewController", !OAuthURLs.embeddedHandlers.keys.contains(name) else { return false }
        return webWords.matches(name)
    }

    private static let webWords = TextSearch(anyOf: ["Safari", "Web", "Browser"], ignoringCase: false)

    /// The URL inside `URLRequest(url:)`, directly or through a local `request` variable.
    private func requestURL(_ expression: ExprSyntax, in file: SwiftFile) -> ExprSyntax? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.calleeName == "URLRequest" ? call.argument("url")?.expression : nil
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let initializer = file.index.variables(named: name, near: expression).first?.bindings.first?.initializer?.value,
              let call = initializer.as(FunctionCallExprSyntax.self), call.calleeName == "URLRequest" else { return nil }
        return call.argument("url")?.expression
    }

    package struct Evidence {
        package let reason: String
        /// A literal proves it; a name or query items built nearby only suggest it.
        let isProof: Bool
    }

    private func evidence(for opening: Opening, _ file: SwiftFile) -> Evidence? {
        if let handler = opening.handler { return Evidence(reason: handler, isProof: true) }
        return opening.url.flatMap { authorizationEvidence($0, at: opening.call, in: file) }
    }

    /// Why the URL is an authorisation request, or nil when nothing says so: first what the
    /// URL is written with, then what surrounds the call.
    private func authorizationEvidence(_ url: ExprSyntax, at call: FunctionCallExprSyntax, in file: SwiftFile) -> Evidence? {
        if let literal = authorizationLiteral(in: url, file) { return Evidence(reason: "\"\(literal)\"", isProof: true) }
        let names = file.index.referencedNames(in: url)
        for name in names.sorted() {
            if let variable = file.index.variables(named: name, near: url).first, let literal = authorizationLiteral(in: variable, file) {
                return Evidence(reason: "\"\(literal)\"", isProof: true)
            }
        }
        if let name = names.union(file.index.memberNames(in: url)).sorted().first(where: Self.isAuthorizationName) {
            return Evidence(reason: "`\(name)`", isProof: false)
        }
        if let scope = Self.nearestScope(of: call),
           let literal = file.index.stringLiterals(within: scope).map(\.plainText).first(where: Self.buildsAuthorizationURL) {
            return Evidence(reason: "built in the same function with \"\(literal)\"", isProof: false)
        }
        if let type = file.index.typeDeclarations.filter({ $0.node.encloses(call) }).last,
           let name = ([type.name] + type.inheritedNames.filter { !Self.isNativeAuthorizationProtocol($0) }).first(where: Self.isAuthorizationName) {
            return Evidence(reason: "loaded inside `\(name)`", isProof: false)
        }
        return nil
    }

    /// The `case` of a switch the call sits in, or else its function: one `case "oauth":`
    /// of a long settings switch says nothing about another case's help page.
    static func nearestScope(of call: FunctionCallExprSyntax) -> Syntax? {
        var current = call.parent
        while let node = current, node.id != call.enclosingFunctionScope?.id {
            if node.is(SwitchCaseSyntax.self) { return node }
            current = node.parent
        }
        return call.enclosingFunctionScope
    }

    /// A literal that builds an authorisation URL: a URL or path with a marker
    /// (`"https://github.com/login/oauth/authorize"`), or a query item name
    /// (`"response_type"`). A bare word such as `"oauth"` is a setting's name, not a URL.
    static func buildsAuthorizationURL(_ text: String) -> Bool {
        OAuthURLs.queryItemNames.contains(text) || (text.contains("/") || text.contains("=")) && OAuthURLs.isAuthorizationURL(text)
    }

    /// `ASAuthorizationControllerDelegate` and its kin: a screen that adopts them signs in with
    /// Apple's own sheet (Sign in with Apple, passkeys), which names no web URL, so the links
    /// that screen opens (its terms, its privacy policy) are no authorisation requests.
    static func isNativeAuthorizationProtocol(_ name: String) -> Bool {
        name.hasPrefix("ASAuthorization")
    }

    static func isAuthorizationName(_ name: String) -> Bool {
        OAuthURLs.nameFragments.contains { name.lowercased().contains($0) }
    }

    private func authorizationLiteral(in node: some SyntaxProtocol, _ file: SwiftFile) -> String? {
        file.index.stringLiterals(within: node).map(\.plainText).first(where: OAuthURLs.isAuthorizationURL)
    }
}
