import ThumbruleCore
import ThumbruleFrontEnds

/// An error handler that signs the user out whatever failed: a `catch` clause or a promise's
/// `.catch(…)` callback that calls `signOut()`, `logout()` (or `logOut`, `signOutUser`,
/// `logoutUser`) with no condition in the handler. A dropped connection, a timeout or a
/// browser that would not open then sends a signed-in user back to the sign-in screen
/// (`Linking.openURL(accountPage).catch(() => signOut())`).
///
/// Left alone: a handler that decides anything before signing out (an `if`, a `switch`, a
/// `return`, `?`, `&&` or `||` in it: it may be asking whether the server refused the
/// session), a handler whose `try` block or promise chain signs in (undoing a half-finished
/// sign-in), and one inside a routine named for signing in or out (`logoutAndClear`), where
/// signing out is the routine's own job.
struct ReactNativeSignOutOnAnyError: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "auth-signout.rn-any-error",
        ruleId: "auth-signout",
        summary: "A React Native error handler signs the user out whatever the error was",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/AccountRow.tsx", """
                import { Linking } from 'react-native';

                export const AccountRow = ({ username, signOut }) => (
                  <DualButton
                    title={username}
                    onPressPrimary={() => Linking.openURL('https://example.com/account').catch(() => { ↓signOut(); })}
                  />
                );

                export async function refreshProfile(api, store) {
                  try {
                    await api.profile();
                  } catch (e) {
                    store.dispatch(↓logout());
                  }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/AccountRow.tsx", """
                import { Alert, Linking } from 'react-native';

                export const AccountRow = ({ username, signOut }) => (
                  <DualButton
                    title={username}
                    onPressPrimary={() => Linking.openURL('https://example.com/account').catch(() => Alert.alert('Could not open the page'))}
                    onPressSecondary={() => signOut()}
                  />
                );

                export async function refreshProfile(api, store) {
                  try {
                    await api.profile();
                  } catch (e) {
                    if (e.status === 401) store.dispatch(logout());
                  }
                  api.sync().catch((error) => error.status === 401 && logout());
                }

                export async function signInWithToken(api, token) {
                  try {
                    await api.login(token);
                    await api.profile();
                  } catch (e) {
                    await signOut();
                  }
                }

                async function logoutAndClear(api) {
                  try {
                    await api.revoke();
                  } finally {
                    await storage.clear();
                  }
                  api.flush().catch(() => logout());
                }
                """),
            ]),
        ]
    )

    static let signOutNames: Set<String> = ["signOut", "signout", "logout", "logOut", "signOutUser", "logoutUser", "logOutUser"]
    /// Tokens that make a handler decide something before it acts.
    static let deciding: Set<String> = ["if", "switch", "return"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app {
            let js = file.file
            let source = js.source
            guard Self.signOutNames.contains(where: { source.bytes.contains(utf8: $0) }) else { continue }
            for handler in ReactNativeErrorHandler.all(in: js) where !Self.decides(handler.body, source) {
                guard let call = js.calls.first(where: { handler.body.contains($0.nameToken) && Self.signOutNames.contains($0.name) }),
                      file.ships(call.nameToken), !Self.inSessionRoutine(handler.token, js), !Self.guardsSignIn(handler, js) else { continue }
                output.report(
                    "This error handler signs the user out whatever the error was: a dropped connection, a timeout or an app that would not open sends a signed-in user back to the sign-in screen. Sign out only when the server refused the session (401, an expired or revoked token), and otherwise keep the user signed in and offer a retry.",
                    at: file.position(ofToken: call.nameToken), confidence: .medium)
            }
        }
    }

    /// Whether the handler decides anything: a branch, an early return, a condition.
    static func decides(_ body: Range<Int>, _ source: JSSource) -> Bool {
        body.contains { index in
            if deciding.contains(where: { source.isWord($0, at: index) }) { return true }
            if source.kind(at: index) == .question { return true }
            return source.kind(at: index) == .operator && ["&&", "||", "??"].contains(source.text(at: index))
        }
    }

    /// Whether the handler sits in a routine (not a component) named for signing in or out.
    static func inSessionRoutine(_ token: Int, _ js: JSFile) -> Bool {
        js.functions.contains { function in
            guard let name = function.name, function.body.contains(token), let first = name.first, !first.isUppercase else { return false }
            return namesSession(name)
        }
    }

    /// Whether the `try` block before a `catch`, or the promise chain a `.catch` hangs on, signs in:
    /// then signing out undoes a half-finished sign-in.
    static func guardsSignIn(_ handler: ReactNativeErrorHandler, _ js: JSFile) -> Bool {
        let source = js.source
        let guarded: Range<Int>
        if source.kind(at: handler.token - 1) == .rightBrace, let open = source.partner(of: handler.token - 1) {
            guarded = open..<(handler.token - 1)
        } else if let chained = js.calls.firstIndex(where: { $0.closeParen == handler.token - 2 }) {
            // `api.login(…).then(…).catch(…)`: the calls of the chain before `.catch`.
            var start = js.calls[chained].nameToken
            var link = js.calls[chained].previousInChain
            while let previous = link { start = js.calls[previous].nameToken; link = js.calls[previous].previousInChain }
            guarded = start..<handler.token
        } else {
            return false
        }
        return js.calls.contains { guarded.contains($0.nameToken) && namesSession($0.name) }
    }

    /// A name about signing in or out: `login`, `signIn`, `logoutAndClear`, `authenticate`.
    static func namesSession(_ name: String) -> Bool {
        let words = NameWords.split(name).map { $0.lowercased() }
        if words.contains(where: { ["login", "logout", "signin", "signout", "authenticate", "authorize"].contains($0) }) { return true }
        return zip(words, words.dropFirst()).contains { pair in
            (pair.0 == "sign" || pair.0 == "log") && (pair.1 == "in" || pair.1 == "out")
        }
    }
}
