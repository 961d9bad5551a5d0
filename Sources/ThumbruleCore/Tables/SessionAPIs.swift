/// Names that mark the parts of a signed-in session in code: signing out, refreshing
/// tokens, network failures, biometric gates and session windows. One line per name.
public enum SessionAPIs {
    /// Calls that end the session, lowercased: `Auth.auth().signOut()`, `logout()`.
    public static let signOutCalls: Set<String> = [
        "signout", "logout", "signoutuser", "logoutuser", "forcelogout", "forcesignout", "performlogout",
        "performsignout", "signoutandclear",
    ]

    /// Calls that refresh a session whatever their receiver, lowercased.
    public static let refreshCalls: Set<String> = [
        "refreshtoken", "refreshtokens", "refreshaccesstoken", "refreshsession", "refreshauthtoken", "renewtoken",
        "renewsession", "refreshcredentials", "renewcredentials", "getidtokenforcingrefresh", "refreshidtoken",
    ]

    /// Words that make a generic `refresh()` / `renew()` a session refresh when they appear
    /// in its receiver: `authService.refresh()`, `session.renew()`.
    public static let sessionWords = ["token", "session", "auth", "credential"]

    /// Names that mean the request failed for want of a network, not because the server
    /// refused the session.
    public static let networkErrorNames: Set<String> = [
        "URLError", "notConnectedToInternet", "networkConnectionLost", "timedOut", "cannotConnectToHost",
        "cannotFindHost", "dataNotAllowed", "internationalRoamingOff", "NSURLErrorDomain", "networkError",
        "NSURLErrorNotConnectedToInternet", "NSURLErrorNetworkConnectionLost", "NSURLErrorTimedOut",
        "noConnection", "noInternet", "offline", "isOffline", "isOfflineError", "isNetworkError", "isConnectionError",
        "isNoConnectionError", "isNetworkConnectionError", "isNotConnectedToInternet", "isConnected", "isReachable",
    ]

    /// Name words (lowercased) of a signed-in state: `isLoggedIn`, `signedIn`.
    public static let signedInStateWords = ["loggedin", "signedin"]

    /// Name words (lowercased) of an authenticated state, which an app lock also uses.
    public static let authenticatedStateWords = ["authenticated", "isauthorized"]

    /// Calls that sign in, lowercased: a biometric success must not lead straight to one.
    /// The letters of a sign-in name, `signIn` or `login`, in any case.
    public static let signInLetters = TextSearch(anyOf: ["signin", "login"], ignoringCase: true)

    public static let signInCalls: Set<String> = ["signin", "login", "loginuser", "signinuser", "signinwithpassword"]

    /// Argument labels that make a sign-in call a credential sign-in the server checks:
    /// `signIn(withEmail:password:)`, `login(username:password:)`, `signIn(with: credential)`.
    public static let credentialLabels: Set<String> = ["password", "withEmail", "email", "username", "credential", "credentials", "with", "idToken", "token", "code"]

    /// Name words that say a biometric check guards money or credentials, matched as whole
    /// camel-case words (a plural `s` allowed) or two words run together (`privateKey`).
    public static let sensitiveWords = [
        "password", "credential", "keychain", "secret", "privatekey", "seed", "mnemonic", "wallet", "payment", "pay",
        "transfer", "withdraw", "withdrawal", "purchase", "card", "vault", "passphrase", "payout", "bank", "token",
    ]
}

/// Names of settings that hold how long a session lives or how long a re-authentication
/// counts. Names are split into lowercased camel-case words.
public enum SessionWindows {
    /// A session lifetime: a subject word and a duration word, as in `sessionLifetime`, `tokenTTL`.
    public static let lifetimeSubjects: Set<String> = ["session", "token", "login", "auth", "signin", "jwt"]
    public static let lifetimeDurations: Set<String> = ["lifetime", "ttl", "expiry", "expiration", "validity", "maxage", "timeout"]

    /// A re-authentication window, as in `reauthWindow`, `autoLockTimeout`, `vaultTimeout`,
    /// `lockGracePeriod`. Plain `interval` / `duration` are left out: they name timers and animations.
    public static let reauthSubjects: Set<String> = ["reauth", "reauthentication", "relock", "autolock", "lock", "unlock", "vault", "biometric", "passcode", "pin"]
    public static let reauthDurations: Set<String> = ["timeout", "window", "grace"]

    /// Words that make a name something else: a network setting (`sessionRequestTimeout`),
    /// an animation or a polling timer.
    public static let unrelatedWords: Set<String> = [
        "request", "network", "connection", "url", "http", "socket", "resource", "upload", "download",
        "animation", "fade", "check", "poll", "retry", "refresh",
    ]

    /// The LocalAuthentication property that sets how long a biometric match is reused.
    public static let biometricReuseProperty = "touchIDAuthenticationAllowableReuseDuration"
}
