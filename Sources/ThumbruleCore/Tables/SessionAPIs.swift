/// Names that mark the parts of a signed-in session in code: signing out, refreshing
/// tokens, network failures and biometric gates. One line per name. Session lifetimes and
/// re-authentication windows are `SessionWindows`.
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

/// What a "Delete account" action may do besides signing out and still delete nothing: close
/// the screen, clear the app's own local state. For `auth-delete.signs-out-only`.
public enum LocalSessionCleanup {
    /// Calls that only touch the screen or the app's local state, lowercased.
    public static let calls: Set<String> = [
        "dismiss", "task", "withanimation", "print", "debugprint", "async", "asyncafter", "removeobject", "removeall",
        "removepersistentdomain", "synchronize", "reset", "resetstate", "clear", "clearcache", "popToRoot".lowercased(),
    ]
}
