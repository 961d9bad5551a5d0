/// What marks a URL as an OAuth or OpenID Connect authorisation request rather than a page
/// to read. One line per marker.
public enum OAuthURLs {
    /// Fragments of a lowercased URL literal, written with a leading `/` and a trailing
    /// space added, so `"oauth/authorize"` and `"https://x/authorize"` both match.
    public static let fragments = [
        "/authorize ", "/authorize?", "/authorize/", "/oauth/", "/oauth?", "/oauth ", "/oauth2/", "/oauth2?",
        "accounts.google.com/o/oauth2", "/dialog/oauth", "appleid.apple.com/auth", "login.microsoftonline.com",
        "github.com/login/oauth", "/protocol/openid-connect/auth", "/connect/authorize",
        "response_type=", "redirect_uri=", "code_challenge=",
    ]

    /// Query item names only an authorisation request carries: `URLQueryItem(name: "response_type", …)`.
    public static let queryItemNames: Set<String> = ["response_type", "redirect_uri", "code_challenge"]

    /// Lowercased fragments of a variable, property or type name that holds or shows an
    /// authorisation URL: `authorizeURL`, `authorizationURL`, `oauthURL`, `authURL`,
    /// `OAuthViewController`, OAuthSwift's `OAuthWebViewController`.
    public static let nameFragments = ["authoriz", "oauth", "authurl"]

    /// Library types that show an authorisation URL in a browsing view by design, with
    /// what they use: OAuthSwift's `SafariURLHandler`.
    public static let embeddedHandlers: [String: String] = [
        "SafariURLHandler": "OAuthSwift's SafariURLHandler, an SFSafariViewController",
    ]
}
