import SwiftSyntax
import ThumbruleCore

/// A "Sign in with Google" button the app draws with no image in it: Google's branding
/// guidelines require the standard multicolour "G" mark on the button.
///
/// A label holding an asset `Image`, `UIImage`, `setImage` or a view named `…Logo` /
/// `…Icon` counts as having the mark, and so does a property placed in the label named
/// `…Logo` / `…Mark` / `…Glyph` (a mark drawn in code), and so does a style named after Google
/// (`.buttonStyle(GoogleButtonStyle())`), and so does a custom view in the label handed an
/// asset named for Google through an image or icon parameter (`imageName: "Google"`); an
/// SF Symbol such as `globe` does not. Medium
/// confidence: a background or style set elsewhere may still draw it. Known false
/// negatives: titles in another language, custom button views (`PrimaryButton("Continue
/// with Google")`), and a wrong or recoloured mark.
struct GoogleButtonWithoutMark: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "auth-provider-button.google-without-mark",
        ruleId: "auth-provider-button",
        summary: "A hand-built Sign in with Google button with no Google mark",
        triggering: [
            CheckExample("""
            struct SignInView: View {
                var body: some View {
                    VStack {
                        ↓Button("Continue with Google") { signInWithGoogle() }
                        ↓Button(action: signInWithGoogle) {
                            HStack {
                                Image(systemName: "globe")
                                Text("Sign in with Google").bold()
                            }
                        }
                    }
                }
            }
            """),
            CheckExample("""
            final class LoginViewController: UIViewController {
                func styleButtons() {
                    ↓googleButton.setTitle("Sign in with Google", for: .normal)
                    googleButton.backgroundColor = .systemBlue
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import GoogleSignInSwift

            struct SignInView: View {
                var body: some View {
                    VStack {
                        GoogleSignInButton(action: signInWithGoogle)
                        Button("Continue with Google") { signInWithGoogle() }
                            .buttonStyle(GoogleButtonStyle())
                        Button(action: signInWithGoogle) {
                            HStack {
                                Image("google-g")
                                Text("Sign in with Google")
                            }
                        }
                    }
                }
            }
            """),
            // halofi-ios: the multicolour G drawn in a Canvas held in a property beside the title.
            CheckExample("""
            struct SocialButtons: View {
                var body: some View {
                    Button(action: signInWithGoogle) {
                        HStack {
                            googleLogo.frame(width: 18, height: 18)
                            Text("Sign in with Google")
                        }
                    }
                }
                private var googleLogo: some View {
                    Canvas { context, size in
                        context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
                    }
                }
            }
            """),
            // furniture-ios: the Google asset's name handed to a custom button view's image
            // parameter, which draws it beside the title.
            CheckExample("""
            struct LoginView: View {
                var body: some View {
                    Button {
                        signIn()
                    } label: {
                        RoundedActionView(action: signIn, title: "Sign In With Google", showsImage: true, imageName: "google_g")
                    }
                }
            }
            """),
            CheckExample("""
            final class LoginViewController: UIViewController {
                func styleButtons() {
                    googleButton.setImage(UIImage(named: "google-g"), for: .normal)
                    googleButton.setTitle("Sign in with Google", for: .normal)
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in ProviderButton.all(in: file) where button.provider == .google && !button.mayShowMark {
            output.report(
                "This Sign in with Google button shows no Google mark; use GoogleSignInButton (GoogleSignInSwift) or GIDSignInButton, or add Google's standard multicolour \"G\" asset beside the title as its branding guidelines require.",
                at: file.position(of: button.node), confidence: .medium)
        }
    }
}
