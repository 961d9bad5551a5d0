import SwiftSyntax
import ThumbruleCore

/// A sign-out triggered by a network failure (`catch let error as URLError`,
/// `.notConnectedToInternet`, `!isConnected`) or by any error at all from a token refresh
/// (`do { try await refreshToken() } catch { signOut() }`, a refresh completion's
/// `.failure` / `error != nil` branch). Only the server refusing the session ends it: a
/// phone in a lift or on a train would otherwise drop its user at the sign-in screen.
///
/// High confidence for a network condition, which proves it; medium for a catch-all around
/// a refresh, since the refresh function may already turn network errors into something
/// else. A condition that inspects the error (`error.code == .userTokenExpired`,
/// `statusCode == 401`) clears it. Names are in `SessionAPIs`. Known false negatives:
/// sign-out reached through a helper (`handleAuthError(error)`), and refresh calls named
/// otherwise.
struct SignOutOnRefreshError: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "auth-signout.on-refresh-error",
        ruleId: "auth-signout",
        summary: "Sign-out on a network error or on any token-refresh failure instead of on the server refusing the session",
        triggering: [
            CheckExample("""
            final class SessionStore {
                func restore() async {
                    do {
                        try await authClient.refreshSession()
                    } catch {
                        ↓signOut()
                    }
                }

                func load() async {
                    do {
                        profile = try await api.profile()
                    } catch let error as URLError where error.code == .notConnectedToInternet {
                        ↓logout()
                    } catch {
                        show(error)
                    }
                }

                func renew() {
                    Auth.auth().currentUser?.getIDTokenForcingRefresh(true) { token, error in
                        if error != nil {
                            try? ↓Auth.auth().signOut()
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            final class SessionStore {
                func restore() async {
                    do {
                        try await authClient.refreshSession()
                    } catch AuthError.sessionExpired {
                        signOut()
                    } catch {
                        showOfflineBanner()
                    }
                }

                func renew() {
                    refreshToken { result in
                        switch result {
                        case .failure(let error) where error.isInvalidGrant:
                            self.logout()
                        case .failure:
                            self.retryLater()
                        case .success(let token):
                            self.store(token)
                        }
                    }
                }

                func handle(_ response: HTTPURLResponse) {
                    if response.statusCode == 401 { logout() }
                }
            }
            """),
        ]
    )

    enum Cause { case network, anyRefreshError }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls(in: file.tree, lowercasedNames: SessionAPIs.signOutCalls) {
            switch cause(of: call, file) {
            case .network?:
                output.report(
                    "This signs the user out because the network failed; a lost connection or a timeout says nothing about the session. Keep the user signed in, show that the app is offline and retry; sign out only when the server refuses the session (HTTP 401, invalid_grant).",
                    at: file.position(of: call))
            case .anyRefreshError?:
                output.report(
                    "This signs the user out on any error from the token refresh, a timeout or lost connection included. Sign out only on the server's refusal (HTTP 400/401 invalid_grant, the SDK's session-expired error) and keep the user signed in and retry on everything else.",
                    at: file.position(of: call), confidence: .medium)
            case nil:
                break
            }
        }
    }

    /// Why this sign-out runs, read from the conditions, catch clauses and refresh
    /// completions between it and its function.
    private func cause(of signOut: FunctionCallExprSyntax, _ file: SwiftFile) -> Cause? {
        var underFailureCondition = false
        var previous = Syntax(signOut)
        var current = signOut.parent
        while let node = current {
            defer { previous = node; current = node.parent }
            var condition: Syntax?
            if let branch = node.as(IfExprSyntax.self), !branch.conditions.encloses(previous) { condition = Syntax(branch.conditions) }
            if let guardStatement = node.as(GuardStmtSyntax.self), guardStatement.body.encloses(previous) { condition = Syntax(guardStatement.conditions) }
            if let switchCase = node.as(SwitchCaseSyntax.self) { condition = Syntax(switchCase.label) }
            if let condition {
                switch classify(condition, file) {
                case .network: return .network
                case .anyFailure: underFailureCondition = true
                case .specific: return nil
                }
            }
            if let clause = node.as(CatchClauseSyntax.self) {
                switch classify(Syntax(clause.catchItems), file) {
                case .network: return .network
                case .specific: return nil
                case .anyFailure:
                    guard let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self) else { return nil }
                    return containsRefresh(doStatement.body, file) ? .anyRefreshError : nil
                }
            }
            if let closure = node.as(ClosureExprSyntax.self), let invoked = closure.invokingCall, Self.isRefresh(invoked) {
                return underFailureCondition ? .anyRefreshError : nil
            }
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) { return nil }
        }
        return nil
    }

    enum ConditionKind { case network, anyFailure, specific }

    /// Names a bare failure check is made of: `error != nil`, `let error`, `.failure(let error)`.
    static let failureNames: Set<String> = ["error", "err", "e", "failure", "success", "result", "token", "idToken", "accessToken", "newToken", "session", "credentials"]

    private func classify(_ condition: Syntax, _ file: SwiftFile) -> ConditionKind {
        let names = file.index.referencedNames(in: condition).union(file.index.memberNames(in: condition))
        if !names.isDisjoint(with: SessionAPIs.networkErrorNames) { return .network }
        if names.subtracting(Self.failureNames).isEmpty { return .anyFailure }
        return .specific
    }

    private func containsRefresh(_ body: CodeBlockSyntax, _ file: SwiftFile) -> Bool {
        file.index.calls(in: body, named: file.index.callsByName.keys).contains(where: Self.isRefresh)
    }

    /// `refreshToken()`, `getIDTokenForcingRefresh(_:)`, or a `refresh()` / `renew()` on
    /// something named after the session: `authService.refresh()`.
    static func isRefresh(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName?.lowercased() else { return false }
        if SessionAPIs.refreshCalls.contains(name) { return true }
        guard name.hasPrefix("refresh") || name.hasPrefix("renew") else { return false }
        let callee = call.calledExpression.trimmedSourceText.lowercased()
        return SessionAPIs.sessionWords.contains(where: callee.contains)
    }
}
