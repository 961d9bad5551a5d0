import ThumbruleCore
import ThumbruleFrontEnds

/// Account creation in shipping code (Firebase `createUserWithEmailAndPassword`, Supabase
/// `signUpWith`, Amplify `Auth.signUp`) in an app with no in-app deletion path: no `delete()`
/// on a user, no name or string about deleting an account or user (`deleteAccount`,
/// `delete_user`…). Google Play requires apps that create accounts to let people delete them
/// in the app and on the web. A deletion flow hidden behind a generic name is missed (a false
/// positive), hence medium confidence. Android Lint has no check for this.
struct AndroidAccountWithoutDeletion: AndroidCheck {
    package static let description = CheckDescription(
        id: "onboard-account.android-no-deletion",
        ruleId: "onboard-account",
        summary: "Accounts are created in the app but it offers no way to delete one",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("SignUpViewModel", """
                package com.example.app

                class SignUpViewModel(private val auth: FirebaseAuth) : ViewModel() {
                    fun signUp(email: String, password: String) {
                        auth.↓createUserWithEmailAndPassword(email, password)
                    }

                    fun signOut() = auth.signOut()
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AccountViewModel", """
                class AccountViewModel(private val auth: FirebaseAuth) : ViewModel() {
                    fun signUp(email: String, password: String) {
                        auth.createUserWithEmailAndPassword(email, password)
                    }

                    fun deleteAccount() {
                        auth.currentUser?.delete()
                    }
                }
                """),
            ]),
            // Supabase sign-up, deleted through a database function.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AuthRepository", """
                class AuthRepository(private val supabase: SupabaseClient) {
                    suspend fun register(email: String, password: String) {
                        supabase.auth.signUpWith(Email) { this.email = email; this.password = password }
                    }

                    suspend fun removeMe() {
                        supabase.postgrest.rpc("delete_user")
                        supabase.auth.signOut()
                    }
                }
                """),
            ]),
        ]
    )

    /// Deletion wording in names and strings, lowercased with `_` and `-` removed.
    static let deletionWords = ["deleteaccount", "deleteuser", "deletemyaccount", "accountdeletion", "deletecurrentuser", "removeaccount", "closeaccount"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var creations: [(file: AndroidKotlinFile, call: Int)] = []
        for (file, call) in android.shippingCalls(named: ["createUserWithEmailAndPassword", "signUpWith", "signUp"]) {
            let name = file.file.calls[call].name
            if name == "signUp" && !file.file.calls[call].receiverNames(in: file.file).contains("Auth") { continue }
            creations.append((file, call))
        }
        guard !creations.isEmpty, !Self.hasDeletionPath(android) else { return }
        for (file, call) in creations {
            output.report(
                "This creates an account, but the app has no way to delete one (no user delete() call, nothing named for account deletion); Google Play requires an app that creates accounts to let people start deleting them in the app, and on a web page. Add a Delete account row in account settings that deletes (not deactivates) the account and says what goes and when.",
                at: file.position(ofCall: call), confidence: .medium)
        }
    }

    /// A `delete()` whose receiver names a user, or deletion wording in a name or string.
    static func hasDeletionPath(_ android: AndroidModel) -> Bool {
        android.shippingKotlin.contains { file in
            let source = file.file.source
            guard source.bytes.contains(utf8: "elete") || source.bytes.contains(utf8: "emove") || source.bytes.contains(utf8: "lose") else { return false }
            let userDelete = file.file.calls.contains { call in
                call.name == "delete" && call.receiverNames(in: file.file).contains { $0.lowercased().hasSuffix("user") }
            }
            return userDelete || source.tokens.contains { token in
                guard token.kind == .identifier || token.kind == .stringText else { return false }
                let text = source.text(of: token).lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " }
                return deletionWords.contains { text.contains($0) }
            }
        }
    }
}
