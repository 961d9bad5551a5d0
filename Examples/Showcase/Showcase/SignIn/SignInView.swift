import AuthenticationServices
import FirebaseAuth
import GoogleSignIn
import SwiftUI

/// The sign-in sheet: Apple, Google, or a new account with email and password.
struct SignInView: View {
    @State private var email = ""
    @State private var password = ""
    let session: SessionRefresher

    var body: some View {
        VStack(spacing: 12) {
            Text("Save your recipes across devices")
                .font(.headline)
            Button(action: signInWithApple) {
                HStack {
                    Image(systemName: "applelogo")
                    Text("Sign in with Apple")
                }
                .frame(maxWidth: .infinity, minHeight: 44)
            }
            .buttonStyle(.borderedProminent)
            .tint(.black)
            Button("Continue with Google") { signInWithGoogle() }
                .buttonStyle(.bordered)
            TextField("Email", text: $email)
                .textContentType(.username)
            SecureField("Password", text: $password)
                .textContentType(.newPassword)
            Button("Create account") {
                Task { try? await createAccount() }
            }
        }
        .padding()
    }

    private func signInWithApple() {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.fullName, .email]
        ASAuthorizationController(authorizationRequests: [request]).performRequests()
    }

    private func signInWithGoogle() {
        guard let root = UIApplication.shared.connectedScenes.compactMap({ ($0 as? UIWindowScene)?.keyWindow }).first?.rootViewController else { return }
        GIDSignIn.sharedInstance.signIn(withPresenting: root) { result, _ in
            guard let idToken = result?.user.idToken?.tokenString, let accessToken = result?.user.accessToken.tokenString else { return }
            AccountStore().signedIn(token: idToken)
            Auth.auth().signIn(with: GoogleAuthProvider.credential(withIDToken: idToken, accessToken: accessToken)) { _, _ in }
        }
    }

    private func createAccount() async throws {
        try await Auth.auth().createUser(withEmail: email, password: password)
    }
}
