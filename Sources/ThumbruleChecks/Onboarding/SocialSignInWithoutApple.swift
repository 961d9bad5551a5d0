import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A third-party or social sign-in (Google, Facebook, a backend's `.google` provider…)
/// offered while nothing in the project offers Sign in with Apple: App Review Guideline
/// 4.8 asks for an equivalent option beside it, and Sign in with Apple is the one Apple
/// accepts without argument.
///
/// The SDKs and how backends name providers are in `SignInProviders`. Sign in with Apple
/// counts as offered when any file uses `ASAuthorizationAppleIDProvider`,
/// `SignInWithAppleButton`, `ASAuthorizationAppleIDButton` or a backend's `.apple` /
/// `"apple.com"` provider, or any entitlements file turns on
/// `com.apple.developer.applesignin`. Exemptions the rulebook names: company and education
/// providers are not in the table; an app that asks Google for its own service's scopes
/// (Drive, Calendar: `addScopes`, `additionalScopes`, a `googleapis.com/auth/` scope) is a
/// client of that service, and one that sets `hostedDomain` or turns away any email outside
/// one school's domain (`InstitutionAccounts`) signs in with a company or education account:
/// neither is reported for Google.
/// Medium confidence when the app also has its own accounts (an email and password sign-in
/// or sign-up) or several providers: a consumer app, where 4.8 applies; another
/// equivalent login meeting 4.8 would still do. Low (a note) when one provider is the only
/// way in, which is also the shape of the exempt company, school or single-service apps. Known false negatives: providers chosen
/// on a hosted login page (Auth0 Universal Login, Cognito Hosted UI) are invisible here.
struct SocialSignInWithoutApple: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "onboard-account.apple-equivalent",
        ruleId: "onboard-account",
        summary: "A third-party sign-in offered with no Sign in with Apple anywhere in the app (App Review \(AppReview.guideline(.loginServices)))",
        triggering: [
            CheckExample(files: [
                ("App/Login/GoogleLogin.swift", """
                import GoogleSignIn

                final class GoogleLogin {
                    func signIn(from controller: UIViewController) {
                        ↓GIDSignIn.sharedInstance.signIn(withPresenting: controller) { result, error in
                            self.finish(result?.user)
                        }
                    }
                }
                """),
                ("App/Login/SupabaseLogin.swift", """
                import Supabase

                func signInWithGitHub() async throws {
                    try await ↓supabase.auth.signInWithOAuth(provider: .github)
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Login/GoogleLogin.swift", """
                import GoogleSignIn

                func signInWithGoogle(from controller: UIViewController) {
                    GIDSignIn.sharedInstance.signIn(withPresenting: controller) { _, _ in }
                }
                """),
                ("App/Login/AppleLogin.swift", """
                import AuthenticationServices

                func signInWithApple() {
                    let request = ASAuthorizationAppleIDProvider().createRequest()
                    request.requestedScopes = [.fullName, .email]
                    ASAuthorizationController(authorizationRequests: [request]).performRequests()
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Drive/DriveAccount.swift", """
                import GoogleSignIn

                func connectDrive(from controller: UIViewController) {
                    GIDSignIn.sharedInstance.signIn(withPresenting: controller, hint: nil,
                        additionalScopes: ["https://www.googleapis.com/auth/drive.file"]) { _, _ in }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Login.swift", """
                import Supabase

                func signIn() async throws {
                    try await supabase.auth.signInWithOAuth(provider: .google)
                    try await supabase.auth.signInWithOAuth(provider: .apple)
                }
                """),
            ]),
            // uplift-ios, coursegrab-ios: Google sign-in that signs out any account outside
            // one school's domain is an education-account login, exempt from 4.8.
            CheckExample(files: [
                ("App/Login/CampusLogin.swift", """
                import GoogleSignIn

                final class CampusLogin {
                    private let schoolDomain = "@state.edu"
                    func signIn(from controller: UIViewController) {
                        GIDSignIn.sharedInstance.signIn(withPresenting: controller) { result, _ in
                            guard let email = result?.user.profile?.email, email.hasSuffix(self.schoolDomain) else {
                                GIDSignIn.sharedInstance.signOut()
                                return
                            }
                        }
                    }
                }
                """),
            ]),
        ]
    )

    struct SocialSignIn: Sendable, Codable {
        let provider: String
        package let position: SourcePosition
    }

    static let socialSignIns = FactKey<SocialSignIn>("onboard-account.social-sign-in")
    /// Where Sign in with Apple is offered.
    static let appleSignIns = FactKey<SourcePosition>("onboard-account.apple-sign-in")
    /// Where the app signs in or up with its own email and password.
    static let ownAccounts = FactKey<SourcePosition>("onboard-account.own-account")
    /// Providers whose sign-in the app uses in an exempt way (their own service, a school domain).
    static let exemptProviders = FactKey<String>("onboard-account.exempt-provider")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let modules = Set(file.index.importedModules)
        if SignInProviders.appleAPIs.contains(where: file.index.mentions) {
            output.facts.add(file.position(of: file.tree), for: Self.appleSignIns)
        }
        if let own = ownAccountRoute(in: file) { output.facts.add(own, for: Self.ownAccounts) }
        for module in modules.sorted() {
            if let sdk = SignInProviders.socialSDKs[module] {
                let calls = file.index.calls(in: file.tree, named: sdk.signInCalls.keys).filter { $0.matches(sdk.signInCalls) }
                for call in calls {
                    output.facts.add(SocialSignIn(provider: sdk.provider, position: file.position(of: call)), for: Self.socialSignIns)
                }
                if showsExemption(file) { output.facts.add(sdk.provider, for: Self.exemptProviders) }
            }
            if let names = SignInProviders.backendSignInCalls[module] {
                for call in file.index.calls(in: file.tree, named: names) {
                    let markers = providerMarkers(of: call, file)
                    if !markers.isDisjoint(with: SignInProviders.appleProviderIds) {
                        output.facts.add(file.position(of: call), for: Self.appleSignIns)
                    }
                    for provider in Set(markers.compactMap { SignInProviders.socialProviderMarkers[$0] }).sorted() {
                        output.facts.add(SocialSignIn(provider: provider, position: file.position(of: call)), for: Self.socialSignIns)
                    }
                }
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let appleEntitled = project.entitlements.values.contains { $0.root[SignInProviders.appleEntitlement] != nil }
        guard project.shippingFacts(Self.appleSignIns, at: { $0 }).isEmpty, !appleEntitled else { return }
        let exempt = Set(project.facts.values(Self.exemptProviders))
        var reported = Set<String>()
        let signIns = project.shippingFacts(Self.socialSignIns, at: \.position).sorted { $0.position < $1.position }
        let isConsumerApp = !project.shippingFacts(Self.ownAccounts) { $0 }.isEmpty || Set(signIns.map(\.provider)).count > 1
        for signIn in signIns where !exempt.contains(signIn.provider) && reported.insert(signIn.provider).inserted {
            let others = signIns.filter { $0.provider == signIn.provider && $0.position != signIn.position }
            let onlyRoute = isConsumerApp ? "" : " \(signIn.provider) is the only way in, which is also how exempt company, school and single-service apps look; confirm which this is."
            output.report(
                "The app offers sign-in with \(signIn.provider) but nothing in the project offers Sign in with Apple; App Review Guideline \(AppReview.guideline(.loginServices)) rejects a social login without an equivalent option beside it. Add SignInWithAppleButton (SwiftUI) or ASAuthorizationAppleIDButton with ASAuthorizationAppleIDProvider next to this button, at least as large, unless the app is a client for \(signIn.provider)'s own service or uses company or education accounts.\(onlyRoute)",
                at: signIn.position, confidence: isConsumerApp ? .medium : .low,
                related: others.prefix(5).map { RelatedLocation($0.position, "\(signIn.provider) sign-in also starts here") })
        }
    }

    /// An email and password sign-in or sign-up: `createUser(withEmail:password:)`, `signIn(email:password:)`.
    private func ownAccountRoute(in file: SwiftFile) -> SourcePosition? {
        let names = file.index.callsByName.keys.filter { name in
            AccountLifecycle.creationCalls[name] != nil || SessionAPIs.signInLetters.matches(name)
        }
        let call = file.index.calls(in: file.tree, named: names).first { call in
            call.matches(AccountLifecycle.creationCalls) || call.argumentLabels.contains("password")
        }
        return call.map { file.position(of: $0) }
    }

    /// Names and literal ids inside a backend sign-in call: `.google`, `GoogleAuthProvider`, `"github.com"`.
    private func providerMarkers(of call: FunctionCallExprSyntax, _ file: SwiftFile) -> Set<String> {
        var markers = file.index.memberNames(in: call).union(file.index.referencedNames(in: call))
        markers.formUnion(file.index.stringLiterals(within: call).map { $0.plainText.lowercased() })
        return markers
    }

    /// A Google sign-in for Google's own service or a company or school domain.
    private func showsExemption(_ file: SwiftFile) -> Bool {
        file.index.stringLiterals.contains { $0.plainText.contains(SignInProviders.serviceScopeLiteral) }
            || SignInProviders.exemptSignInNames.contains { file.index.mentions($0) }
            || InstitutionAccounts.restriction(in: file) != nil
            || file.index.calls(in: file.tree, named: file.index.callsByName.keys).contains { call in
                call.argumentLabels.contains(where: SignInProviders.exemptSignInNames.contains)
            }
    }
}
