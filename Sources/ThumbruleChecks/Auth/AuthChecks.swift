import ThumbruleCore

/// Sign-in and session checks, with the account duties of `onboard-account` (their files
/// live in Checks/Onboarding/) and the biometric gate of `sense-biometric`.
enum AuthChecks {
    package static let all: [any Check.Type] = [
        EmbeddedOAuthWebView.self,
        HandBuiltAppleButton.self,
        GoogleButtonWithoutMark.self,
        SocialSignInWithoutApple.self,
        AccountWithoutDeletion.self,
        DeletionOnlySignsOut.self,
        BiometricSignIn.self,
        BiometricOnlyGate.self,
        SignOutOnRefreshError.self,
        ProviderSessionKept.self,
        NotificationsKeptAtSignOut.self,
        SignOutBesideDeletion.self,
        RepeatedSessionLifetime.self,
        RepeatedReauthWindow.self,
        DeletionWithoutFreshProof.self,
        EmailLinkSignIn.self,
        LastUsedSignInMethod.self,
        ComposerWithoutActingAccount.self,
    ]
}
