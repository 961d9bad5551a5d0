/// Sign-in SDKs, the providers they sign in with, and the marks of Sign in with Apple.
/// One line per SDK or provider.
public enum SignInProviders {
    /// An SDK that signs in with one social provider: importing the module and making one
    /// of `signInCalls` offers that provider's sign-in. Each call name maps to the argument
    /// labels of which one must be present (empty: any call of that name).
    public struct SocialSDK: Sendable {
        public let provider: String
        public let signInCalls: [String: Set<String>]
    }

    /// Social sign-in SDKs by the module an app imports.
    public static let socialSDKs: [String: SocialSDK] = [
        "GoogleSignIn": SocialSDK(provider: "Google", signInCalls: ["signIn": ["withPresenting", "presenting", "with"], "GIDSignInButton": []]),
        "GoogleSignInSwift": SocialSDK(provider: "Google", signInCalls: ["GoogleSignInButton": []]),
        "FBSDKLoginKit": SocialSDK(provider: "Facebook", signInCalls: ["logIn": ["permissions", "readPermissions", "configuration"], "FBLoginButton": [], "FBSDKLoginButton": []]),
        "FacebookLogin": SocialSDK(provider: "Facebook", signInCalls: ["logIn": ["permissions", "readPermissions", "configuration"], "FBLoginButton": []]),
        "TwitterKit": SocialSDK(provider: "Twitter", signInCalls: ["logIn": []]),
        "LineSDK": SocialSDK(provider: "LINE", signInCalls: ["login": ["permissions"]]),
        "KakaoSDKUser": SocialSDK(provider: "Kakao", signInCalls: ["loginWithKakaoTalk": [], "loginWithKakaoAccount": []]),
        "NaverThirdPartyLogin": SocialSDK(provider: "Naver", signInCalls: ["requestThirdPartyLogin": []]),
    ]

    /// Social SDKs whose session outlives the app's own sign-out, by provider: the SDK's type,
    /// the call that signs in through it, and the calls that end its session
    /// (`auth-signout`: the credential goes at sign-out).
    public struct ProviderSession: Sendable {
        public let provider: String
        public let modules: Set<String>
        public let types: [String]
        public let signIn: String
        public let signOuts: Set<String>
    }

    public static let providerSessions: [ProviderSession] = [
        ProviderSession(provider: "Google", modules: ["GoogleSignIn"], types: ["GIDSignIn"], signIn: "signIn", signOuts: ["signOut", "disconnect"]),
        ProviderSession(provider: "Facebook", modules: ["FBSDKLoginKit", "FacebookLogin"], types: ["LoginManager", "FBSDKLoginManager"], signIn: "logIn", signOuts: ["logOut"]),
    ]

    /// Sign-in backends whose calls take the provider as an argument, by module, with those
    /// calls: `signInWithOAuth(provider: .google)`, `connection("google-oauth2")`.
    public static let backendSignInCalls: [String: Set<String>] = [
        "FirebaseAuth": ["credential", "OAuthProvider", "signIn"],
        "Supabase": ["signInWithOAuth", "signInWithIdToken", "getOAuthSignInURL"],
        "Auth": ["signInWithOAuth", "signInWithIdToken", "getOAuthSignInURL"],
        "Auth0": ["connection"],
        "Amplify": ["signInWithWebUI"],
    ]

    /// How a backend call names a social provider (a type, an enum case or a literal id),
    /// with the provider's name. Company and education providers (Azure AD, Okta, SAML) are
    /// left out: App Review 4.8 exempts them.
    public static let socialProviderMarkers: [String: String] = [
        "GoogleAuthProvider": "Google", "google": "Google", "google-oauth2": "Google", "google.com": "Google",
        "FacebookAuthProvider": "Facebook", "facebook": "Facebook", "facebook.com": "Facebook",
        "TwitterAuthProvider": "Twitter", "twitter": "Twitter", "twitter.com": "Twitter",
        "GitHubAuthProvider": "GitHub", "github": "GitHub", "github.com": "GitHub",
        "discord": "Discord", "twitch": "Twitch", "spotify": "Spotify", "slack": "Slack",
        "linkedin": "LinkedIn", "linkedin_oidc": "LinkedIn", "amazon": "Amazon", "yahoo.com": "Yahoo",
    ]

    /// Names whose presence shows Sign in with Apple is offered: the AuthenticationServices
    /// API and buttons, and Firebase's Apple credential.
    public static let appleAPIs: Set<String> = [
        "ASAuthorizationAppleIDProvider", "ASAuthorizationAppleIDButton", "SignInWithAppleButton",
        "appleCredential", "AppleAuthProvider",
    ]

    /// How a backend sign-in call names the Apple provider: `.apple`, `"apple.com"`.
    public static let appleProviderIds: Set<String> = ["apple", "apple.com"]

    /// The entitlement that turns Sign in with Apple on for an app.
    public static let appleEntitlement = "com.apple.developer.applesignin"

    /// Signs that a Google sign-in is exempt from App Review 4.8: a scope URL literal or a
    /// call or argument asking for more scopes (the app is a client for Google's own service,
    /// Drive or Calendar), or `hostedDomain` (a company or school Workspace domain).
    public static let serviceScopeLiteral = "googleapis.com/auth/"
    public static let exemptSignInNames: Set<String> = ["addScopes", "additionalScopes", "hostedDomain"]
}

/// Account creation and deletion as code shows them.
public enum AccountLifecycle {
    /// Calls that create an account, with an argument label that proves it (a call named
    /// `signUp` taking an `email:` is account creation whatever the backend).
    public static let creationCalls: [String: Set<String>] = [
        "createUser": ["withEmail"],
        "signUp": ["email", "password", "username", "phone"],
        "signup": ["email", "password", "username", "phone"],
        "createAccount": ["email", "password", "username", "phone"],
        "registerUser": ["email", "password", "username"],
    ]

    /// Firebase's provider credentials: `Auth.auth().signIn(with:)` given one makes a Firebase
    /// account the first time a person signs in with that provider.
    public static let firebaseProviderCredentials: Set<String> = [
        "GoogleAuthProvider", "FacebookAuthProvider", "TwitterAuthProvider", "GitHubAuthProvider", "OAuthProvider",
    ]

    /// Phrases of code or copy that start account deletion, matched against text split into
    /// lowercased words: `deleteAccount()`, `"Delete my account"`, `"/account/delete"`, `"delete_user"`.
    public static let deletionPhrases = [
        "delete account", "delete my account", "delete your account", "delete the account", "delete user",
        "remove account", "remove my account", "close account", "close my account", "account deletion",
        "account delete", "deactivate account", "deleting your account", "user deletion",
    ]

    /// SDK calls that delete the signed-in user (Firebase `user.delete()`, Amplify `deleteUser()`).
    public static let deletionCalls: Set<String> = ["deleteUser", "deleteAccount", "deleteCurrentUser"]
}
