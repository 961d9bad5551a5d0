import ThumbruleCore
import ThumbruleFrontEnds

/// Sign-in through Credential Manager (`getCredential`, `GetCredentialRequest`) in an app with a
/// sign-out (a function named `signOut`, `logout`…) and no `clearCredentialState` anywhere in
/// shipping code: after signing out, the next sign-in offers or auto-selects the same account.
/// Apps with no sign-out function are left alone. Android Lint has no check for this.
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
        guard !signIns.isEmpty, !android.shippingCodeNames(["clearCredentialState"]) else { return }
        let signOuts = android.shippingKotlin.flatMap { file in
            file.file.functions.filter { function in
                let name = function.name.lowercased()
                return function.bodyRange != nil && (name.contains("signout") || name.contains("logout"))
            }.map { file.position($0.position) }
        }
        guard !signOuts.isEmpty else { return }
        for (file, call) in signIns {
            output.report(
                "This signs in through Credential Manager, but sign-out never calls clearCredentialState, so the next sign-in offers or auto-selects the account the user just left. Call CredentialManager.clearCredentialState(ClearCredentialStateRequest()) when the user signs out.",
                at: file.position(ofCall: call), confidence: .medium,
                related: signOuts.prefix(3).map { RelatedLocation($0, "sign-out") })
        }
    }
}
