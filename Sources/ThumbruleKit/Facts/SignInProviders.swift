/// Sign-in SDKs, the providers they sign in with, and the marks of Sign in with Apple.
/// One line per SDK or provider.
public enum SignInProviders {
    /// An SDK that signs in with one social provider: importing the module and calling one
    /// of `signInCalls` offers that provider's sign-in.
    public struct SocialSDK: Sendable {
        public let provider: String
        public let signInCalls: Set<String>
    }

    /// Social sign-in SDKs by the module an app imports.
    public static let socialSDKs: [String: SocialSDK] = [
        "GoogleSignIn": SocialSDK(provider: "Google", signInCalls: ["signIn", "GIDSignInButton"]),
        "GoogleSignInSwift": SocialSDK(provider: "Google", signInCalls: ["GoogleSignInButton"]),
        "FBSDKLoginKit": SocialSDK(provider: "Facebook", signInCalls: ["logIn", "FBLoginButton", "FBSDKLoginButton"]),
        "FacebookLogin": SocialSDK(provider: "Facebook", signInCalls: ["logIn", "FBLoginButton"]),
        "TwitterKit": SocialSDK(provider: "Twitter", signInCalls: ["logIn"]),
        "LineSDK": SocialSDK(provider: "LINE", signInCalls: ["login"]),
        "KakaoSDKUser": SocialSDK(provider: "Kakao", signInCalls: ["loginWithKakaoTalk", "loginWithKakaoAccount"]),
        "NaverThirdPartyLogin": SocialSDK(provider: "Naver", signInCalls: ["requestThirdPartyLogin"]),
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

    /// OAuth scopes that show an app signs in to use one provider's own service (Drive,
    /// Calendar, YouTube…): a client for that service, exempt from App Review 4.8.
    public static let serviceScopeMarkers = ["googleapis.com/auth/", "addScopes"]
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

    /// Name fragments (lowercased, separators removed) of code or copy that starts account
    /// deletion: `deleteAccount()`, `"Delete account"`, `"/account/delete"`.
    public static let deletionFragments = [
        "deleteaccount", "deletemyaccount", "deleteuser", "removeaccount", "closeaccount", "accountdeletion",
        "deactivateaccount", "accountdelete", "deletionrequest",
    ]

    /// SDK calls that delete the signed-in user (Firebase `user.delete()`, Amplify `deleteUser()`).
    public static let deletionCalls: Set<String> = ["deleteUser", "deleteAccount", "deleteCurrentUser"]
}
