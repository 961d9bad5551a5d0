import SwiftSyntax
import ThumbruleCore

/// A Sign in with Apple button drawn by hand: a SwiftUI `Button` or a UIKit button titled
/// "Sign in with Apple" (or built around the `applelogo` symbol) where the system control
/// is available. `SignInWithAppleButton` and `ASAuthorizationAppleIDButton` carry Apple's
/// approved artwork, their own localisation and VoiceOver label; a copy has to match the
/// HIG to the point and usually does not.
///
/// Swift code for iOS 13+, macOS 10.15+, tvOS and watchOS can always reach the system
/// control, so every hand-built one is reported (high confidence). Known false negatives:
/// titles in another language or looked up by localisation key, and buttons whose title is
/// built in another file. Known false positive: a confirmation dialog action worded
/// "Continue with Apple", where no button artwork can be shown.
struct HandBuiltAppleButton: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "auth-provider-button.apple-replica",
        ruleId: "auth-provider-button",
        summary: "A hand-built Sign in with Apple button instead of SignInWithAppleButton / ASAuthorizationAppleIDButton",
        triggering: [
            CheckExample("""
            struct SignInView: View {
                var body: some View {
                    VStack {
                        ↓Button(action: signInWithApple) {
                            HStack {
                                Image(systemName: "applelogo")
                                Text("Sign in with Apple")
                            }
                        }
                        .buttonStyle(.borderedProminent)
                        ↓Button("Continue with Apple") { signInWithApple() }
                    }
                }
            }
            """),
            CheckExample("""
            final class LoginViewController: UIViewController {
                let appleButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓appleButton.setTitle(NSLocalizedString("Sign in with Apple", comment: ""), for: .normal)
                }
            }
            """),
        ],
        nonTriggering: [
            // The Apple logo on a button that is not about signing in.
            CheckExample("""
            struct MusicSettingsView: View {
                @State private var showingOffer = false
                var body: some View {
                    Button { showingOffer = true } label: {
                        HStack { Image(systemName: "applelogo"); Text("Join") }
                    }
                    .musicSubscriptionOffer(isPresented: $showingOffer)
                }
            }
            """),
            CheckExample("""
            import AuthenticationServices

            struct SignInView: View {
                var body: some View {
                    VStack {
                        SignInWithAppleButton(.signIn) { request in
                            request.requestedScopes = [.fullName, .email]
                        } onCompletion: { result in
                            handle(result)
                        }
                        .frame(height: 44)
                        Text("Sign in with Apple keeps your email private.")
                        Button("Use email instead") { showEmail() }
                    }
                }
            }
            """),
            CheckExample("""
            struct RecipeRow: View {
                var body: some View {
                    Button { analytics.log("Sign in with Apple") } label: { Text("Apple pie") }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in ProviderButton.all(in: file) where button.provider == .apple {
            output.report(
                "This Sign in with Apple button is drawn by hand; use SignInWithAppleButton (SwiftUI) or ASAuthorizationAppleIDButton (UIKit), which bring Apple's approved artwork, localised title and VoiceOver label, and give it at least 140×30pt inside a 44pt tap area.",
                at: file.position(of: button.node))
        }
    }
}
