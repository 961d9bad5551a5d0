import Foundation
import ThumbruleCore

/// A React Native app whose iOS target signs with the Sign in with Apple entitlement while
/// nothing in it can sign in with Apple: no dependency of the app is a Sign in with Apple module
/// (`@invertase/react-native-apple-authentication`, `expo-apple-authentication`: a name with
/// "apple" and "auth" or "sign") and no Swift or Objective-C file of the project names the
/// Apple ID provider or button. An unused capability widens what the build may do and draws
/// questions in review. The counterpart of `store-entitlements.unused`, which leaves
/// cross-platform apps alone because their sign-in lives in JavaScript.
///
/// A note: a web sign-in (an identity provider's page) needs no entitlement, and an SDK could in
/// principle ask for an Apple ID natively without a module of its own, so the app's auth SDKs
/// that offer native Apple sign-in keep it silent (`appleSignInSDKs`).
struct ReactNativeUnusedAppleSignIn: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "store-entitlements.rn-unused-apple-sign-in",
        ruleId: "store-entitlements",
        summary: "A React Native app signed with Sign in with Apple that has no Sign in with Apple code",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-app-auth"]),
                ("src/SignIn.tsx", """
                import { authorize } from 'react-native-app-auth';

                export const signIn = () => authorize({ issuer: 'https://id.example.com', clientId: 'app', redirectUrl: 'app:/cb', scopes: ['openid'] });
                """),
                ("App/App.entitlements", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                ↓<key>com.apple.developer.applesignin</key>
                <array>
                    <string>Default</string>
                </array>
                </dict>
                </plist>
                """),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@invertase/react-native-apple-authentication"]),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.applesignin": ["Default"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(["expo-apple-authentication"]),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.applesignin": ["Default"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            // The app's own native module asks for an Apple ID.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("App/AppleSignIn.swift", """
                import AuthenticationServices

                @objc(AppleSignIn) final class AppleSignIn: NSObject {
                    @objc func start() { _ = ASAuthorizationAppleIDProvider().createRequest() }
                }
                """),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.applesignin": ["Default"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(["react-native-auth0"]),
                ("App/App.entitlements", StoreExamples.entitlements(["com.apple.developer.applesignin": ["Default"]])),
                (XcodeProjectExamples.path, StoreExamples.project(debug: "App/App.entitlements", release: "App/App.entitlements")),
            ]),
        ]
    )

    /// Auth SDKs whose native side can ask for an Apple ID for the app.
    static let appleSignInSDKs: Set<String> = [
        "react-native-auth0", "@clerk/clerk-expo", "@clerk/clerk-react-native", "@stytch/react-native", "@descope/react-native-sdk",
        "@react-native-google-signin/google-signin", "@supabase/supabase-js", "aws-amplify", "@aws-amplify/react-native", "@aws-amplify/auth",
        "react-native-firebaseui", "@kinde-oss/react-native-sdk-0-7x", "realm", "@realm/react",
    ]

    /// Names native code uses to ask for an Apple ID.
    static let nativeNames = ["ASAuthorizationAppleIDProvider", "ASAuthorizationAppleIDButton", "SignInWithAppleButton"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        let dependencies = reactNative.packages.values.flatMap { Array($0.dependencies.keys) + Array($0.devDependencies.keys) }
        guard !dependencies.contains(where: { Self.isAppleSignInModule($0) || Self.appleSignInSDKs.contains($0) }) else { return }
        let native = project.files(of: .swift) + project.files(of: .objectiveC)
        guard !native.contains(where: { file in
            guard let text = project.text(of: file) else { return true }
            return Self.nativeNames.contains(where: text.contains)
        }) else { return }
        var reported = Set<String>()
        for target in project.xcodeProjects.flatMap(\.targets) where target.kind.shipsInfoPlist {
            guard let signing = SigningEntitlements.of(target: target.name, in: project),
                  Capability.signInWithApple.isGranted(by: signing.release.plist, group: nil),
                  reported.insert(signing.release.path).inserted else { continue }
            output.report(
                "com.apple.developer.applesignin grants Sign in with Apple, but no package of this React Native app signs in with Apple (such as @invertase/react-native-apple-authentication or expo-apple-authentication) and no native code asks for an Apple ID; remove the capability from \(target.name) (and this key), or add the sign-in that needs it.",
                at: SourcePosition(path: signing.release.path, line: signing.release.plist.line(of: Capability.signInWithApple.entitlement), column: 1),
                confidence: .low)
        }
    }

    /// An npm package for Sign in with Apple: its name holds "apple" and "auth" or "sign".
    static func isAppleSignInModule(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("apple") && (lower.contains("auth") || lower.contains("sign"))
    }
}
