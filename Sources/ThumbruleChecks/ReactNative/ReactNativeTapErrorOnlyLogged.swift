import ThumbruleCore
import ThumbruleFrontEnds

/// The work a press starts catches its failure and only writes it to the log: a
/// `try { await … } catch (e) { console.log(e) }` or a promise's `.catch(e => logger.error(e))`
/// in the function a control's `onPress` (`onConfirm`, `on…Press`, `onSubmit`) runs — the
/// inline arrow, a handler the attribute names (`onPress={handleSave}`, `{this.handleSave}`,
/// `useCallback(async () => …)`), or a function of the same file the handler calls whose
/// name says it acts (`deleteWallet`, `onSend`; `TapErrorOnlyLogged.namesAction`). The person
/// pressed, nothing happened, and nothing says the save, the send or the payment failed
/// (`state-error`: a failure says what failed and offers a way on). The React Native sibling
/// of `state-error.tap-error-only-logged`.
///
/// Only-logs means every statement of the handler is a log call (`console.*`, a logger's
/// method, the app's own `log…` function, `Sentry.captureException`), a busy state set back
/// (`setLoading(false)`) or a `return`, and at least one logs; an empty catch, one that
/// shows, rethrows, navigates or sets an error state is left alone, and so is a failure the
/// work goes on after (more statements follow the `try` or the promise, or a `finally` does
/// more than stop a busy state): the failure is tolerated on purpose and the person sees the
/// next step (a restart, the local sign-out); and a function that returns a value (its caller
/// may tell the person) or is named for signing out. A `try` must await work,
/// and a `try` or promise nested inside another `try` (a side job) is left alone. So is work
/// whose failure the person does not need to hear of, or that rejects when the person cancels:
/// sharing, pickers, opening a link, the clipboard, haptics, analytics, review prompts and a
/// provider's sign-in sheet (`GoogleSignin.signIn()`, `AppleAuthentication.signInAsync()`); and
/// purchases, which the payment checks read. Files and functions named for debugging are skipped.
struct ReactNativeTapErrorOnlyLogged: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "state-error.rn-tap-error-only-logged",
        ruleId: "state-error",
        summary: "A React Native press whose failure is caught and only logged",
        optIn: "Judged true in 19 of 30 findings by a fresh reader: work that only writes to the device's own storage (a keychain save) can hardly fail, and a called store or API client often shows the error itself.",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Draft.tsx", """
                import { Button, View } from 'react-native';

                export function DraftScreen({ api, draft }) {
                  const [busy, setBusy] = useState(false);
                  const publish = useCallback(async () => {
                    setBusy(true);
                    try {
                      await api.publish(draft);
                    } ↓catch (error) {
                      setBusy(false);
                      console.warn('publish failed', error);
                    }
                  }, [api, draft]);
                  return (
                    <View>
                      <Button title="Publish" onPress={publish} />
                      <Button
                        title="Send tip"
                        onPress={() => {
                          api.sendTip(draft.author)
                            .then(() => setBusy(false))
                            .↓catch((err) => logger.error('tip failed', err));
                        }}
                      />
                    </View>
                  );
                }
                """),
                // A class component: the press names a method that calls an action of the file.
                ("src/Wallets.tsx", """
                export default class Wallets extends React.Component {
                  removeWallet = async (id) => {
                    try {
                      await this.props.store.remove(id);
                    } ↓catch (e) {
                      log('remove failed', e);
                    } finally {
                      this.setState({ removing: false });
                    }
                  };

                  onRemovePress = () => {
                    this.removeWallet(this.props.id);
                  };

                  render() {
                    return <Row title="Remove wallet" onConfirmPress={this.onRemovePress} />;
                  }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Draft.tsx", """
                import { Alert, Button, Linking, Share, View } from 'react-native';

                export function DraftScreen({ api, draft, url }) {
                  const [error, setError] = useState(null);
                  const publish = async () => {
                    try {
                      await api.publish(draft);
                    } catch (e) {
                      console.warn(e);
                      setError(t('publish.failed'));
                    }
                  };
                  const share = async () => {
                    try {
                      await Share.share({ message: url });
                    } catch (e) {
                      console.log(e);
                    }
                  };
                  const signInWithApple = async () => {
                    try {
                      const credential = await AppleAuthentication.signInAsync({ requestedScopes: [] });
                      await api.exchange(credential.identityToken);
                    } catch (e) {
                      console.log('apple sign-in', e);
                    }
                  };
                  return (
                    <View>
                      <Button title="Publish" onPress={publish} />
                      <Button title="Share" onPress={share} />
                      <Button title="Sign in with Apple" onPress={signInWithApple} />
                      <Button title="Help" onPress={() => Linking.openURL(url).catch((e) => console.log(e))} />
                      <Button title="Delete" onPress={() => api.remove(draft).catch(() => {})} />
                      <Button
                        title="Save"
                        onPress={async () => {
                          try {
                            await api.save(draft);
                          } catch (e) {
                            console.log(e);
                            Alert.alert(t('save.failed'));
                          }
                        }}
                      />
                    </View>
                  );
                }

                // Not pressed by anyone: a refresh on mount that only logs.
                export function Feed({ api }) {
                  useEffect(() => {
                    api.refresh().catch((e) => console.log(e));
                  }, []);
                  return <List onPress={() => api.open()} />;
                }
                """),
                // A function the press calls whose name says it loads, and a sync try.
                ("src/Settings.tsx", """
                export function Settings({ api, raw }) {
                  const loadProfile = async () => {
                    try {
                      await api.profile();
                    } catch (e) {
                      console.log(e);
                    }
                  };
                  const onOpen = () => {
                    loadProfile();
                    try {
                      JSON.parse(raw);
                    } catch (e) {
                      console.log(e);
                    }
                  };
                  // The work goes on after the failure: the app restarts, the local sign-out happens.
                  const reset = async () => {
                    try {
                      await api.clearCaches();
                    } catch (e) {
                      console.log('clearing failed (expected offline)', e);
                    }
                    restartApp();
                  };
                  const leave = () => {
                    api.revoke().catch((e) => console.log(e));
                    dispatch(signedOut());
                  };
                  // A failure inside an `if` that the next step follows, and one the catch calls harmless.
                  const onContinue = async () => {
                    if (remember) {
                      try {
                        await prefs.saveHint(true);
                      } catch (e) {
                        console.log(e);
                      }
                    }
                    goNext();
                  };
                  const onDismiss = async () => {
                    try {
                      await prefs.saveSeen(true);
                    } catch (e) {
                      // non-fatal: the tip shows once more next launch
                      console.log(e);
                    }
                  };
                  // A helper whose caller hears of the failure through its value, and a sign-out.
                  const connectPrinter = async () => {
                    try {
                      return await printers.connect(savedId);
                    } catch (e) {
                      console.log(e);
                    }
                    return null;
                  };
                  async function logOut() {
                    await secureStore.remove('session').catch((e) => console.log(e));
                  }
                  return (
                    <View>
                      <Row title="Print" onPress={connectPrinter} />
                      <Row title="Log out" onPress={logOut} />
                      <Row title="Continue" onPress={onContinue} />
                      <Row title="Got it" onPress={onDismiss} />
                      <Row title="Profile" onPress={onOpen} />
                      <Row title="Reset" onPress={reset} />
                      <Row title="Leave" onPress={leave} />
                    </View>
                  );
                }
                """),
            ]),
        ]
    )

    static let message = "This press's work catches its failure and only writes it to the log: when it fails, the person who pressed sees nothing and believes it worked or cannot tell what went wrong. Show what failed in plain words where they pressed, with a retry, and keep the log line for yourself."

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app && !Self.namesDebug(file.baseName) {
            let js = file.file
            let source = js.source
            guard source.bytes.contains(utf8: "catch"), !js.elements.isEmpty else { continue }
            let handlers = ReactNativeErrorHandler.all(in: js).filter { $0.token > 0 && source.isWord("catch", at: $0.token) }
            let silent = handlers.filter { Self.onlyLogs($0.body, js) }
            guard !silent.isEmpty else { continue }
            let tries = handlers.compactMap { Self.tryBlock(of: $0, source) }
            var reported = Set<Int>()
            for scope in Self.pressScopes(in: js) {
                for handler in silent where scope.body.contains(handler.token) && file.ships(handler.token) {
                    guard let work = Self.work(of: handler, js), Self.awaitsWork(work, handler, js),
                          !tries.contains(where: { $0.lowerBound < work.lowerBound && work.upperBound <= $0.upperBound }),
                          !Self.leftAlone(work, js), Self.endsTheWork(handler, js), !Self.saysTolerated(handler, js), !Self.inDebugFunction(handler.token, js),
                          !Self.returnsValueOrSignsOut(handler.token, js),
                          reported.insert(handler.token).inserted else { continue }
                    output.report(Self.message, at: file.position(ofToken: handler.token), confidence: .medium)
                }
            }
        }
    }

    // MARK: - What a press runs

    /// Attribute names of a control's press: `onPress`, `onLongPress`, `onConfirmPress`,
    /// `onSubmit`, `onConfirm`, `onClick`, `onTap`.
    static func isPressAttribute(_ name: String) -> Bool {
        guard name.hasPrefix("on"), name.count > 2 else { return false }
        return name.hasSuffix("Press") || name.hasSuffix("Tap") || name.hasSuffix("Click") || ["onSubmit", "onConfirm"].contains(name)
    }

    /// A function body a press runs.
    struct Scope {
        let body: Range<Int>
    }

    /// The bodies a press runs: the inline handler or the handler it names, and the functions
    /// of the file those call whose names say they act.
    static func pressScopes(in js: JSFile) -> [Scope] {
        var direct: [JSFunction] = []
        for element in js.elements {
            for attribute in element.attributes where isPressAttribute(attribute.name) {
                guard let expression = attribute.expression else { continue }
                if case .reference(let names) = js.value(of: expression), let name = names.last,
                   names.count == 1 || (names.count == 2 && names[0] == "this") {
                    direct.append(contentsOf: functions(named: name, in: js))
                } else if let inline = js.functions.first(where: { expression.contains($0.body.lowerBound) && $0.body.upperBound == expression.upperBound }) {
                    direct.append(inline)
                }
            }
        }
        var scopes = direct.map { Scope(body: $0.body) }
        var seen = Set(direct.map(\.body.lowerBound))
        for function in direct {
            for call in js.calls where function.body.contains(call.nameToken) {
                guard call.receiver.isEmpty || call.receiver == ["this"], TapErrorOnlyLogged.namesAction(call.name) else { continue }
                for callee in functions(named: call.name, in: js) where seen.insert(callee.body.lowerBound).inserted {
                    scopes.append(Scope(body: callee.body))
                }
            }
        }
        return scopes
    }

    /// The functions bound to a name: `const name = async () => …`, a method or class property
    /// `name = …`, a declaration `function name()`, or `const name = useCallback(fn, deps)`.
    static func functions(named name: String, in js: JSFile) -> [JSFunction] {
        let source = js.source
        var found = js.functions.filter { $0.name == name }
        if found.isEmpty {
            for call in js.calls where call.name == "useCallback" && call.receiver.isEmpty {
                guard source.kind(at: call.nameToken - 1) == .assign, source.isWord(name, at: call.nameToken - 2),
                      let first = call.arguments.first,
                      let function = js.functions.first(where: { first.contains($0.body.lowerBound) && $0.body.upperBound == first.upperBound }) else { continue }
                found.append(function)
            }
        }
        return found
    }

    // MARK: - The catch

    /// The `{…}` of the `try` a `} catch` closes.
    static func tryBlock(of handler: ReactNativeErrorHandler, _ source: JSSource) -> Range<Int>? {
        let close = handler.token - 1
        guard source.kind(at: close) == .rightBrace, let open = source.partner(of: close), source.isWord("try", at: open - 1) else { return nil }
        return open..<(close + 1)
    }

    /// The work whose failure the handler receives: the `try` block, or the promise chain a
    /// `.catch` ends (from the chain's first call to the `catch`).
    static func work(of handler: ReactNativeErrorHandler, _ js: JSFile) -> Range<Int>? {
        let source = js.source
        if let block = tryBlock(of: handler, source) { return block }
        // `catch` is a keyword to the structure pass: the chain is read from the call before it.
        guard source.kind(at: handler.token - 1) == .dot || source.kind(at: handler.token - 1) == .optionalDot,
              source.kind(at: handler.token - 2) == .rightParen,
              var call = js.calls.first(where: { $0.closeParen == handler.token - 2 }) else { return nil }
        var steps = 0
        while let previous = call.previousInChain, js.calls.indices.contains(previous), steps < 20 {
            call = js.calls[previous]
            steps += 1
        }
        // The chain's head: `api.sendTip(…)` starts at `api`.
        var start = call.nameToken
        while start >= 2, source.kind(at: start - 1) == .dot || source.kind(at: start - 1) == .optionalDot, source.kind(at: start - 2) == .identifier {
            start -= 2
        }
        if source.isWord("await", at: start - 1) { start -= 1 }
        return start..<handler.token
    }

    /// True when nothing follows the failure but the end of the block: a `finally` that only
    /// stops a busy state, then `}` or `return`. Work that goes on after the catch (a restart,
    /// the local sign-out, the next step of a restore) tolerates the failure on purpose, and the
    /// person sees that next step.
    static func endsTheWork(_ handler: ReactNativeErrorHandler, _ js: JSFile) -> Bool {
        let source = js.source
        var next: Int
        if tryBlock(of: handler, source) != nil {
            next = handler.body.upperBound
            if source.isWord("finally", at: next), source.kind(at: next + 1) == .leftBrace, let close = source.partner(of: next + 1) {
                guard onlyResets((next + 1)..<(close + 1), js) else { return false }
                next = close + 1
            }
        } else {
            guard source.kind(at: handler.token + 1) == .leftParen, let close = source.partner(of: handler.token + 1) else { return false }
            next = close + 1
        }
        while source.kind(at: next) == .semicolon { next += 1 }
        guard next < source.tokens.count else { return true }
        if source.isWord("return", at: next) { return true }
        // The end of the function itself, not of an `if` inside it that more work follows.
        return js.functions.contains { function in
            function.body.contains(handler.token) && (function.body.upperBound == next || function.body.upperBound - 1 == next && source.kind(at: next) == .rightBrace)
        }
    }

    /// True when the function holding the catch returns a value (`return null` after a failed
    /// printer connection: its caller may tell the person), or is named for signing out, whose
    /// local sign-out goes on whatever the server answers.
    static func returnsValueOrSignsOut(_ token: Int, _ js: JSFile) -> Bool {
        let source = js.source
        guard let function = js.functions.filter({ $0.body.contains(token) }).min(by: { $0.body.count < $1.body.count }) else { return false }
        if let name = function.name {
            let joined = NameWords.split(name).joined()
            if ["logout", "signout", "logoff"].contains(where: joined.contains) { return true }
        }
        return function.body.contains { index in
            guard source.isWord("return", at: index), ![.semicolon, .rightBrace].contains(source.kind(at: index + 1)),
                  index + 1 < source.tokens.count, !source.tokens[index + 1].followsNewline else { return false }
            // The innermost function of the `return` is this one, not a callback inside it.
            let owner = js.functions.filter { $0.body.contains(index) }.min { $0.body.count < $1.body.count }
            return owner?.body == function.body
        }
    }

    /// Words of a comment in the catch that says the failure is tolerated on purpose.
    static let toleratedWords = ["expected", "non-fatal", "nonfatal", "not fatal", "ignore", "best effort", "best-effort", "not critical", "harmless"]

    /// True when a comment inside the handler says the failure is expected or harmless
    /// ("non-fatal error, just log it").
    static func saysTolerated(_ handler: ReactNativeErrorHandler, _ js: JSFile) -> Bool {
        let source = js.source
        guard source.tokens.indices.contains(handler.body.lowerBound), source.tokens.indices.contains(handler.body.upperBound - 1) else { return false }
        let first = source.tokens[handler.body.lowerBound], last = source.tokens[handler.body.upperBound - 1]
        return source.comments.contains { comment in
            guard comment.byteRange.lowerBound >= first.byteRange.lowerBound, comment.byteRange.upperBound <= last.byteRange.upperBound else { return false }
            let text = source.text(of: comment).lowercased()
            return toleratedWords.contains { text.contains($0) }
        } || handler.body.contains { index in
            source.kind(at: index) == .string && toleratedWords.contains { source.text(at: index).lowercased().contains("(\($0)") }
        }
    }

    /// True when a `finally` only stops a busy state: `setLoading(false)`,
    /// `this.setState({ loading: false })`, `stopLoading()`.
    static func onlyResets(_ body: Range<Int>, _ js: JSFile) -> Bool {
        let source = js.source
        var cursor = body.lowerBound + 1
        while cursor < body.upperBound - 1 {
            if source.kind(at: cursor) == .semicolon { cursor += 1; continue }
            guard let call = js.calls.first(where: { $0.previousInChain == nil && $0.nameToken - 2 * $0.receiver.count == cursor }),
                  call.closeParen < body.upperBound, resetsBusyState(call, js) else { return false }
            cursor = call.closeParen + 1
        }
        return true
    }

    /// True when a `try` awaits something (a promise's `.catch` always follows work).
    static func awaitsWork(_ work: Range<Int>, _ handler: ReactNativeErrorHandler, _ js: JSFile) -> Bool {
        guard tryBlock(of: handler, js.source) != nil else { return true }
        return work.contains { js.source.isWord("await", at: $0) }
    }

    /// Receivers and calls whose failure the person need not hear of, or that reject when the
    /// person cancels; purchases are left to the payment checks.
    static let quietReceivers: Set<String> = [
        "Share", "Linking", "Clipboard", "Haptics", "ReactNativeHapticFeedback", "Vibration", "InAppReview", "StoreReview",
        "ImagePicker", "DocumentPicker", "analytics", "Analytics", "Keyboard", "WebBrowser", "InAppBrowser", "RNIap", "Purchases",
        // Sign-in sheets reject when the person closes them.
        "GoogleSignin", "AppleAuthentication", "appleAuth", "LoginManager",
    ]
    static let quietCalls: Set<String> = [
        "share", "open", "openURL", "openSettings", "launchImageLibrary", "launchCamera", "launchImageLibraryAsync", "launchCameraAsync",
        "pick", "pickSingle", "getDocumentAsync", "openBrowserAsync", "requestReview", "setString", "setStringAsync", "impactAsync",
        "notificationAsync", "selectionAsync", "trigger", "logEvent", "track", "requestPurchase", "requestSubscription",
        "purchasePackage", "purchaseProduct", "purchaseStoreProduct", "restorePurchases", "restoreTransactions",
        "requestPermission", "requestPermissions", "requestPermissionsAsync", "signOut", "logout", "logOut", "revokeAccess",
    ]

    /// True when the work shares, picks, links, buzzes, tracks, buys, asks a permission or
    /// refreshes: failures the person need not hear of, or cancellations.
    static func leftAlone(_ work: Range<Int>, _ js: JSFile) -> Bool {
        js.calls.contains { call in
            guard work.contains(call.nameToken) else { return false }
            if call.receiver.contains(where: quietReceivers.contains) || quietCalls.contains(call.name) { return true }
            let first = NameWords.split(call.name).first ?? ""
            return ["refresh", "load", "fetch", "sync", "track", "log", "prefetch", "preload"].contains(first)
        }
    }

    /// True when every statement of the handler's body logs, sets a busy state back or returns,
    /// and at least one logs.
    static func onlyLogs(_ body: Range<Int>, _ js: JSFile) -> Bool {
        let source = js.source
        var range = body
        if source.kind(at: body.lowerBound) == .leftBrace, source.partner(of: body.lowerBound) == body.upperBound - 1 {
            range = (body.lowerBound + 1)..<(body.upperBound - 1)
        }
        var cursor = range.lowerBound
        var logs = false
        while cursor < range.upperBound {
            if source.kind(at: cursor) == .semicolon { cursor += 1; continue }
            if source.isWord("return", at: cursor), [.semicolon, .rightBrace].contains(source.kind(at: cursor + 1)) || cursor + 1 == range.upperBound {
                cursor += 1
                continue
            }
            // `const detail = toAppError(e)`: a local worded for the log line, awaiting nothing.
            if ["const", "let"].contains(where: { source.isWord($0, at: cursor) }), source.kind(at: cursor + 1) == .identifier,
               source.kind(at: cursor + 2) == .assign, let end = statementEnd(from: cursor + 3, before: range.upperBound, source),
               !((cursor + 3)..<end).contains(where: { source.isWord("await", at: $0) }) {
                cursor = end
                continue
            }
            if source.isWord("await", at: cursor) || source.isWord("void", at: cursor) { cursor += 1 }
            // A call whose chain starts here: `console.log(…)`, `this.logger.error(…)`, `setBusy(false)`.
            guard let call = js.calls.first(where: { $0.previousInChain == nil && $0.nameToken - 2 * $0.receiver.count == cursor && $0.nameToken < range.upperBound })
            else { return false }
            if isLog(call) {
                logs = true
            } else if !resetsBusyState(call, js) {
                return false
            }
            cursor = call.closeParen + 1
        }
        return logs
    }

    /// The token after an initialiser that starts at `start`: its `;`, or the first token on a
    /// new line once brackets are closed and the line does not end in an operator.
    static func statementEnd(from start: Int, before limit: Int, _ source: JSSource) -> Int? {
        var cursor = start
        while cursor < limit {
            let kind = source.kind(at: cursor)
            if kind == .semicolon { return cursor + 1 }
            if let partner = source.partner(of: cursor), partner > cursor { cursor = partner }
            let next = cursor + 1
            if next >= limit { return limit }
            let continues = [.dot, .optionalDot, .operator, .comma, .question, .colon, .arrow].contains(source.kind(at: cursor))
                || [.dot, .optionalDot, .operator, .question, .colon].contains(source.kind(at: next))
            if source.tokens[next].followsNewline, !continues { return next }
            cursor = next
        }
        return nil
    }

    /// `console.*`, a logger's or `log`'s method, a free function named for logging
    /// (`log`, `logError`, `debugLog`), or an error reporter's capture.
    static func isLog(_ call: JSCall) -> Bool {
        if let receiver = call.receiver.last {
            if receiver == "console" { return true }
            let words = NameWords.split(receiver)
            if words.last == "logger" || words.last == "log" || receiver == "Log" { return true }
            if receiver == "Sentry" && call.name.hasPrefix("capture") { return true }
            return false
        }
        let words = NameWords.split(call.name)
        return words.first == "log" || words.last == "log" || words.last == "logger"
    }

    /// `setBusy(false)`, `setIsLoading(false)`: a state setter handed `false` and nothing else.
    static func resetsBusyState(_ call: JSCall, _ js: JSFile) -> Bool {
        if call.name == "setState", call.receiver == ["this"], let argument = call.arguments.first, case .object(let brace) = js.value(of: argument) {
            let properties = js.properties(ofObjectAt: brace)
            return !properties.isEmpty && properties.allSatisfy { js.value(of: $0.value) == .bool(false) }
        }
        let words = NameWords.split(call.name)
        if call.receiver.isEmpty, call.arguments.isEmpty, ["stop", "hide", "end"].contains(words.first ?? ""),
           !Set(words).isDisjoint(with: ["loading", "spinner", "progress", "indicator", "busy"]) {
            return true
        }
        guard call.receiver.isEmpty, call.name.hasPrefix("set"), call.arguments.count == 1, let argument = call.arguments.first else { return false }
        return js.value(of: argument) == .bool(false)
    }

    static func namesDebug(_ name: String) -> Bool {
        NameWords.split(name).contains { ["debug", "dev", "developer"].contains($0) }
    }

    /// True inside a function named for debugging (`DebugPanel`, `devReset`).
    static func inDebugFunction(_ token: Int, _ js: JSFile) -> Bool {
        js.functions.contains { function in
            guard let name = function.name, function.body.contains(token) else { return false }
            return namesDebug(name)
        }
    }
}
