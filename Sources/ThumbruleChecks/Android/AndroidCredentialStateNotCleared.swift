import ThumbruleCore
import ThumbruleFrontEnds

/// Sign-in through Credential Manager (`getCredential`, `GetCredentialRequest`) in an app with a
/// sign-out (a function named `signOut`, `logout`…) and no `clearCredentialState` in its shipping
/// code: after signing out, the next sign-in offers or auto-selects the same account. Each app
/// module is judged with the library modules it depends on, so a Wear OS app that clears the
/// state says nothing for the phone app beside it. Apps with no sign-out function are left alone.
/// Android Lint has no check for this. The sign-outs are named as related places, those of the
/// session layer (`UserManager`, `AuthRepository`) first, where the missing call belongs.
struct AndroidCredentialStateNotCleared: AndroidCheck {
    package static let description = CheckDescription(
        id: "auth-signout.android-credential-state",
        ruleId: "auth-signout",
        summary: "Credential Manager sign-in with no clearCredentialState on sign-out",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("SessionRepository", """
                package com.example.app

                class SessionRepository(private val credentials: CredentialManager, private val tokens: TokenStore) {
                    suspend fun signIn(activity: Activity, request: GetCredentialRequest) {
                        val response = credentials.↓getCredential(activity, request)
                        tokens.save(response.credential)
                    }

                    fun signOut() {
                        tokens.clear()
                    }
                }
                """),
            ]),
            // The watch app beside it clears the state; the phone app does not.
            CheckExample(files: [
                ("settings.gradle.kts", "include(\":app\", \":wear\")"), AndroidExample.build(),
                ("wear/build.gradle.kts", """
                plugins { id("com.android.application") }
                android { namespace = "com.example.wear" }
                """),
                AndroidExample.kotlin("AccountViewModel", """
                class AccountViewModel(private val store: TokenStore) {
                    suspend fun googleSignIn(context: Context, request: GetCredentialRequest) {
                        store.save(CredentialManager.create(context).↓getCredential(context, request).credential)
                    }

                    fun logout() {
                        store.clear()
                    }
                }
                """),
                ("wear/src/main/java/com/example/wear/SettingsScreen.kt", """
                class SettingsScreen(private val store: TokenStore) {
                    suspend fun logout(context: Context) {
                        store.clear()
                        CredentialManager.create(context).clearCredentialState(ClearCredentialStateRequest())
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("SessionRepository", """
                class SessionRepository(private val credentials: CredentialManager, private val tokens: TokenStore) {
                    suspend fun signIn(activity: Activity, request: GetCredentialRequest) {
                        tokens.save(credentials.getCredential(activity, request).credential)
                    }

                    suspend fun signOut() {
                        tokens.clear()
                        credentials.clearCredentialState(ClearCredentialStateRequest())
                    }
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let signIns = android.shippingCalls(named: ["getCredential"]).filter { file, call in
            !file.identifierTokens(["CredentialManager", "GetCredentialRequest"]).isEmpty
        }
        guard !signIns.isEmpty else { return }
        let clearers = android.shippingKotlin.filter { !$0.identifierTokens(["clearCredentialState"]).isEmpty }.map(\.path)
        let signOuts = android.shippingKotlin.flatMap { file in
            file.file.functions.filter { function in
                let name = function.name.lowercased()
                return function.bodyRange != nil && (name.contains("signout") || name.contains("logout"))
            }.map { file.position($0.position) }
        }
        for (file, call) in signIns {
            // The code of the apps this sign-in ships in; all shipping code when no module holds it.
            let apps = android.appCode(including: file.path)
            func sameApp(_ path: String) -> Bool { apps.isEmpty || apps.contains { $0(path) } }
            let signOuts = signOuts.filter { sameApp($0.path) }.sorted { (Self.layerRank($0.path), $0) < (Self.layerRank($1.path), $1) }
            guard !signOuts.isEmpty, !clearers.contains(where: sameApp) else { continue }
            output.report(
                "This signs in through Credential Manager, but sign-out never calls clearCredentialState, so the next sign-in offers or auto-selects the account the user just left. Call CredentialManager.clearCredentialState(ClearCredentialStateRequest()) when the user signs out.",
                at: file.position(ofCall: call), confidence: .medium,
                related: signOuts.prefix(3).map { RelatedLocation($0, "sign-out") })
        }
    }

    /// Words ending the name of a file that holds the session's own code (`UserManager.kt`,
    /// `AuthRepository.kt`), where the clearing call belongs, rather than a screen's handler.
    static let sessionLayerWords: Set<String> = ["manager", "repository", "service", "store", "impl", "usecase", "client"]

    /// Words of a file name that say it is about the signed-in person.
    static let accountWords: Set<String> = ["user", "account", "auth", "session", "login", "credential", "credentials"]

    /// 0 for a file named for the session layer and the account (`UserManager.kt`,
    /// `AuthRepository.kt`), 1 for another session-layer file (`SyncManagerImpl.kt`), 2 for the
    /// rest (a screen's handler): pocket-casts-android's reader names `UserManager.signOut`, not
    /// the three handlers of `AccountDetailsFragment` that came first.
    static func layerRank(_ path: String) -> Int {
        let name = path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? ""
        let words = NameWords.split(name)
        guard let last = words.last, sessionLayerWords.contains(last) else { return 2 }
        return accountWords.isDisjoint(with: words) ? 1 : 0
    }
}
