import ThumbruleCore
import ThumbruleFrontEnds

/// A sign-out run by an error handler that does not ask what failed: a `catch` of everything
/// (or of a broad type such as `PlatformException`), an `onError:` or `catchError` callback,
/// calling `signOut()`, `logout()`, a `UserLogout()` action or a function of the app that
/// signs out (`refreshSignIn()` that begins with `signOutGoogle()`). A dropped connection, a
/// timeout or a rate limit then sends a signed-in user back to the sign-in screen.
///
/// Left alone: a sign-out under a condition every branch of which names the server refusing
/// the session (`e.status == 401`, `'403'`, `unauthenticated`, `token`, `expired`) or the
/// stored credentials failing to decrypt (`e.toString().contains('BadPaddingException')`),
/// directly or through a local of the handler (`if (isBadPaddingError)`), a handler
/// inside a sign-in or sign-out function or a method of such a class (undoing a half-finished
/// sign-in; a logout use case finishing the sign-out the user chose), a handler whose
/// `try` block itself signs in, a `case` over the error, and a sign-out in a button's callback,
/// which the user asks for. A condition joined with `||` counts only if each side names such a
/// refusal: `status == 401 || e is PlatformException` still signs out on any platform error.
struct FlutterSignOutOnAnyError: FlutterCheck {
    package static let description = CheckDescription(
        id: "auth-signout.flutter-any-error",
        ruleId: "auth-signout",
        summary: "A Flutter error handler signs the user out whatever the error was",
        triggering: [
            CheckExample(files: [FlutterExample.dart("sync", """
            import 'package:flutter/material.dart';

            Future<void> resetSession() async {
              await accountClient.signOut();
              await accountClient.signInSilently();
            }

            Future<void> uploadPhoto(List<int> bytes) async {
              try {
                await storage.put(bytes);
              } catch (e) {
                await ↓resetSession();
              }
            }

            Future<void> syncNow() async {
              try {
                await storage.sync();
              } on ApiRequestError catch (e) {
                if (e.status == 401) await resetSession();
              } on PlatformException catch (e) {
                if (e.status == 401 || e.code == 'busy') {
                  ↓logout();
                }
              }
              api.refresh().catchError((Object error) {
                if ('$error'.startsWith('403') || '$error'.startsWith('429')) store.dispatch(↓UserLogout());
              });
            }

            Future<void> listBackups() async {
              try {
                await restoreSignIn();
                await storage.list();
              } catch (e) {
                if (e is ApiRequestError && e.status == 401) {
                  await resetSession();
                } else if (e is PlatformException) {
                  await ↓resetSession();
                }
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.dart("sync", """
            import 'package:flutter/material.dart';

            Future<void> syncNow(BuildContext context) async {
              try {
                await storage.sync();
              } catch (e) {
                if (e is ApiRequestError && e.status == 401) {
                  await accountClient.signOut();
                } else {
                  showRetry(context);
                }
              }
              api.refresh().catchError((Object error) {
                showDialog(context: context, builder: (_) => AlertDialog(
                  content: const Text('Could not refresh.'),
                  actions: [TextButton(onPressed: () => accountClient.signOut(), child: const Text('Sign out'))],
                ));
              });
            }

            Future<bool> signInWithGoogle() async {
              try {
                await accountClient.signIn();
                return true;
              } catch (e) {
                await accountClient.signOut();
                return false;
              }
            }

            Future<void> widenScopes() async {
              if (needsMoreScopes) await accountClient.signOut();
              await accountClient.requestScopes();
            }

            Future<void> save() async {
              try {
                await storage.put();
              } catch (e) {
                await widenScopes();
                showRetry(L.saveFailedLogOutWithAnonymousUserError());
              }
            }

            Future<void> loadState() async {
              try {
                await store.load();
              } catch (error) {
                final token = await tokens.read();
                if (token.isNotEmpty) {
                  showRetry(null);
                } else {
                  store.dispatch(UserLogout());
                }
              }
            }

            Future<void> link() async {
              try {
                await accountClient.authenticate();
              } catch (e) {
                await accountClient.logout();
              }
            }

            // tmail-flutter: the logout use case's own catch, which only reports a failure state.
            class LogoutSessionInteractor {
              Stream<Result> execute() async* {
                try {
                  await sessionRepository.revokeRemote();
                  yield Success(SignedOut());
                } catch (e) {
                  yield Failure(SignOutFailure(e));
                }
              }
            }

            class SessionCleaner {
              Future<void> run() async {
                try {
                  await cache.clear();
                } catch (e) {
                  emit(LogoutFailed(e));
                }
              }
            }

            Future<String?> readKey() async {
              try {
                return await secureStorage.read(key: 'key');
              } catch (e) {
                final bool unreadable = e.toString().contains('BadPaddingException') || e.toString().contains('KeyStoreException');
                if (unreadable) {
                  await logout();
                  return null;
                }
                rethrow;
              }
            }
            """)]),
        ]
    )

    /// Words in a condition that name the server refusing the session, or the stored session
    /// failing to decrypt (a corrupted Android keystore), after which it cannot be used.
    static let refusalWords = ["401", "403", "unauth", "auth", "token", "expire", "revoke", "credential", "signin", "sign_in", "login", "session", "forbidden", "invalid_grant",
                               "badpadding", "decrypt", "keystore", "keychain"]
    /// Words in a call's name that mean it asks or shows rather than signs out, or reports how a
    /// sign-out went (`LogoutFailure(e)`, a state object).
    static let askingWords = ["error", "exception", "fail", "message", "show", "confirm", "dialog", "button", "tile", "page", "view", "screen", "prompt", "ask", "widget", "icon", "label"]
    /// Words of a function that signs in or out, whose own handlers may undo a half-finished step.
    static let sessionFunctionWords = ["signin", "login", "logon", "signout", "logout", "authenticate"]

    /// Whether a call's name says it signs out: `signOut`, `logout`, `signOutGoogle`, `UserLogout`.
    static func isSignOutName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return (lower.contains("signout") || lower.contains("logout") || lower.contains("logoff"))
            && !askingWords.contains { lower.contains($0) }
    }

    /// Whether a call is a sign-in (`signIn`, `signInWithGoogle`, `authenticate`), so a handler of
    /// its failure may undo it. A longer step that only ends in one (`restoreSignIn`) is not.
    static func isSessionStep(_ name: String) -> Bool {
        let lower = name.lowercased()
        return !isSignOutName(name) && sessionFunctionWords.contains { lower.hasPrefix($0) }
    }

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        let files = flutter.shippingFiles.filter { file in
            ["signOut", "logout", "Logout", "logOut", "signout", "LogOut", "SignOut"].contains { file.file.source.mentions($0) }
        }
        guard !files.isEmpty else { return }
        let helpers = signingOutFunctions(files, among: flutter.shippingFiles)
        for file in flutter.shippingFiles where file.file.source.mentions("catch") || file.file.source.mentions("onError") {
            let dart = file.file
            let source = dart.source
            for handler in FlutterCode.broadErrorHandlers(in: dart) {
                // The function's own name, or its class's (`LogoutInteractor.execute`: the use
                // case the user started by choosing to sign out).
                if let function = dart.enclosingFunctions(startingAt: handler.function).first(where: { dart.functions[$0].name != nil }),
                   [dart.functions[function].name, dart.functions[function].enclosingClass.flatMap { dart.classes[$0].name }].contains(where: { name in
                       name.map { name in Self.sessionFunctionWords.contains { name.lowercased().contains($0) } } ?? false
                   }) { continue }
                if let statement = handler.tryStatement, statement.calls.contains(where: { Self.isSessionStep(dart.calls[$0].name) }) { continue }
                for index in dart.calls.indices where handler.body.contains(dart.calls[index].nameToken) && dart.calls[index].enclosingFunction == handler.function {
                    let call = dart.calls[index]
                    let direct = Self.isSignOutName(call.name)
                    // A call in a closure of the handler (a dialog's Sign out button) is left out
                    // by asking for the handler's own function.
                    guard direct || (call.receiver.isEmpty && helpers.contains(call.name)),
                          !isGuarded(call.nameToken, within: handler.body, source) else { continue }
                    let how = direct ? "signs the user out" : "signs the user out (\(call.name) always signs out)"
                    output.report(
                        "This error handler \(how) whatever the error was: a dropped connection, a timeout or a rate limit sends a signed-in person back to the sign-in screen, as if their account were gone. Sign out only when the server refuses the session (a 401, or the provider's sign-in-required code); on other errors keep the session, say what failed and offer to try again.",
                        at: file.position(ofCall: index), confidence: .medium)
                }
            }
        }
    }

    /// Named functions of the app whose own body signs out (not in a button's callback), by
    /// name; names declared more than once are left out, since a call cannot tell them apart.
    func signingOutFunctions(_ files: [FlutterDartFile], among all: [FlutterDartFile]) -> Set<String> {
        var counts: [String: Int] = [:]
        for file in all {
            for name in file.file.functions.compactMap(\.name) { counts[name, default: 0] += 1 }
        }
        var signing = Set<String>()
        for file in files {
            let dart = file.file
            for (function, declared) in dart.functions.enumerated() {
                guard let name = declared.name else { continue }
                // Only a sign-out the function always runs: `signInGoogle` that signs out when a
                // permission is missing is not a sign-out.
                let body = declared.bodyRange
                if !Self.isSignOutName(name), dart.calls.indices.contains(where: { index in
                    dart.calls[index].enclosingFunction == function && Self.isSignOutName(dart.calls[index].name)
                        && !dart.source.tokensAround(before: dart.calls[index].nameToken).contains { around in
                            around > body.lowerBound && (dart.source.kind(at: around) == .leftBrace || dart.source.tokenIs(around, "if") || dart.source.tokenIs(around, "case"))
                        }
                }) {
                    signing.insert(name)
                }
            }
        }
        return signing.filter { counts[$0] == 1 }
    }

    /// The `if` conditions (token ranges inside the parentheses) whose branch holds `token`, and
    /// whether a `case` does, from `token` out to `start`. An earlier sibling `if` is not one.
    func conditions(around token: Int, from start: Int, _ source: DartSource) -> (conditions: [Range<Int>], underCase: Bool) {
        var conditions: [Range<Int>] = []
        var statementEnded = false
        for around in source.tokensAround(before: token) {
            guard around > start else { break }
            switch source.kind(at: around) {
            case .semicolon?: statementEnded = true
            case .leftBrace?: statementEnded = false
            default: break
            }
            if source.tokenIs(around, "case") || source.tokenIs(around, "default") { return (conditions, true) }
            // `if (token.isNotEmpty) { … } else { logout(); }`: the else of a test of the session
            // is guarded by that test too.
            if source.tokenIs(around, "else"), source.kind(at: around + 1) == .leftBrace, (source.partner(of: around + 1) ?? 0) > token,
               source.kind(at: around - 1) == .rightBrace, let open = source.partner(of: around - 1),
               source.kind(at: open - 1) == .rightParen, let paren = source.partner(of: open - 1), source.tokenIs(paren - 1, "if") {
                conditions.append((paren + 1)..<(open - 1))
            }
            guard source.tokenIs(around, "if"), source.kind(at: around + 1) == .leftParen, let close = source.partner(of: around + 1) else { continue }
            let holds: Bool
            if source.kind(at: close + 1) == .leftBrace {
                holds = (source.partner(of: close + 1) ?? 0) > token
            } else {
                holds = !statementEnded
            }
            if holds { conditions.append((around + 2)..<close) }
        }
        return (conditions, false)
    }

    /// What a condition branch tests: its own text, or for a lone name bound in the handler
    /// (`if (isBadPaddingError)`), the text of the value it was given there.
    static func meaning(of branch: Range<Int>, within body: Range<Int>, _ source: DartSource) -> String {
        guard branch.count == 1, source.kind(at: branch.lowerBound) == .identifier else { return source.text(of: branch) }
        let name = source.text(at: branch.lowerBound)
        var index = body.lowerBound
        while index < branch.lowerBound {
            if source.text(at: index) == name, source.kind(at: index + 1) == .assign {
                var end = index + 2
                while end < body.upperBound, source.kind(at: end) != .semicolon { end += 1 }
                return source.text(of: (index + 2)..<end)
            }
            index += 1
        }
        return source.text(of: branch)
    }

    /// Whether the call sits, inside the handler, under an `if` whose every `||` branch names
    /// the server refusing the session, or under a `case`.
    func isGuarded(_ token: Int, within body: Range<Int>, _ source: DartSource) -> Bool {
        let (conditions, underCase) = conditions(around: token, from: body.lowerBound, source)
        if underCase { return true }
        return conditions.contains { condition in
            // Split the condition at its top-level `||`.
            var branches: [Range<Int>] = []
            var start = condition.lowerBound
            var index = start
            while index < condition.upperBound {
                if source.kind(at: index)?.isOpener == true || source.kind(at: index) == .stringOpen, let partner = source.partner(of: index) { index = partner + 1; continue }
                if source.tokenIs(index, "||") { branches.append(start..<index); start = index + 1 }
                index += 1
            }
            branches.append(start..<condition.upperBound)
            return branches.allSatisfy { branch in
                let text = Self.meaning(of: branch, within: body, source).lowercased()
                return Self.refusalWords.contains { text.contains($0) }
            }
        }
    }
}
