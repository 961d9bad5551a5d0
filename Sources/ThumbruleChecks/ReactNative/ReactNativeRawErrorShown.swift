import ThumbruleCore
import ThumbruleFrontEnds

/// A caught error turned into text whole and shown to the user: `String(e)`, `e.toString()`,
/// `` `${e}` ``, `JSON.stringify(e)`, `'Failed: ' + e` or the error itself as `Alert.alert(e)`'s
/// text, where `e` is the error of a `catch`
/// clause or of a promise's `.catch` callback, passed to `Alert.alert`, to a call named for an
/// alert, toast, snack bar or dialog (as an argument, or as its `title`, `message` or `text`),
/// or written as the child of a `<Text>`, directly or through a local of the handler
/// (`const detail = String(e)`), or kept in component state by the handler or an error
/// boundary's `getDerivedStateFromError` and shown from there (`message={this.state.message}`). That text starts with the error's class (`Error: `,
/// `TypeError: Network request failed`) or is a JSON dump, written for developers: the user
/// needs to know what failed and what to do next.
///
/// `e.message` alone is left alone: an app often throws its own errors with messages written
/// for people (`throw new Error(loc.errors.not_enough_funds)`), and the source cannot tell which
/// error arrived. So is a read behind a condition or a fallback (`e?.message ?? String(e)`,
/// `e instanceof Error ? e.message : String(e)`), a read inside any other call (a formatter, a
/// logger), and a file or component named for debugging.
struct ReactNativeRawErrorShown: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "state-error.rn-raw-error-text",
        ruleId: "state-error",
        summary: "A React Native screen shows the user a caught error's raw text",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/share.ts", """
                import { Alert } from 'react-native';
                import Share from 'react-native-share';

                export async function shareLogs(urls) {
                  try {
                    await Share.open({ urls });
                  } catch (e) {
                    Alert.alert('Error', ↓`${e}`);
                  }
                }

                export function createWallet(wallet, entropy) {
                  wallet.generateFromEntropy(entropy).catch((error) => presentAlert({ message: ↓error.toString() }));
                  FileViewer.open(wallet.path).catch(e => Alert.alert(↓e));
                }

                // trainlcd: the screen's helper receives the caught error as an `unknown` parameter.
                export async function shareShot(capture, showDialog) {
                  const captureError = (err: unknown) => {
                    console.error(err);
                    showDialog('Could not share', ↓String(err));
                  };
                  try {
                    await Share.open({ url: await capture() });
                  } catch (err) {
                    captureError(err);
                  }
                }
                """),
                ("src/Backup.tsx", """
                import { Text, View } from 'react-native';

                export async function upload(file, showToast) {
                  try {
                    await send(file);
                  } catch (err) {
                    const detail = ↓String(err);
                    showToast('Upload failed: ' + detail);
                    Toast.show({ text1: 'Upload failed', text2: ↓JSON.stringify(err) });
                  }
                }

                export class Boundary extends React.Component {
                  static getDerivedStateFromError(error) {
                    return { hasError: true, message: JSON.stringify(error) };
                  }

                  render() {
                    if (this.state.hasError) return <ErrorMessage title="Something went wrong" message={`Details: ${↓this.state.message}`} />;
                    return this.props.children;
                  }
                }

                export const Failure = ({ problem }) => {
                  try {
                    return <View>{render(problem)}</View>;
                  } catch (e) {
                    return <Text>{'Something broke: ' + ↓e}</Text>;
                  }
                };
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/send.ts", """
                import { Alert } from 'react-native';

                export async function broadcast(tx, loc) {
                  try {
                    await tx.broadcast();
                  } catch (error) {
                    console.log(String(error));
                    logger.warn(`broadcast failed: ${error}`);
                    presentAlert({ title: loc.errors.error, message: error.message });
                    presentAlert({ message: 'save to disk exception: ' + error.message });
                    presentAlert({ message: error instanceof Error ? error.message : String(error) });
                    presentAlert({ message: error?.message ?? String(error) });
                    Alert.alert(loc.errors.error, describeFailure(String(error)));
                    Alert.alert(loc.errors.error, loc.send.broadcast_failed);
                    report({ extra: JSON.stringify(error) });
                  }
                }

                // A value typed `unknown` that is not an error, and an error parameter only logged.
                export const showValue = (value: unknown) => Alert.alert('Value', String(value));
                export const logFailure = (error: Error) => console.warn(String(error));
                """),
                ("src/Boundary.tsx", """
                export class Boundary extends React.Component {
                  static getDerivedStateFromError(error) {
                    return { hasError: true, details: JSON.stringify(error) };
                  }

                  componentDidCatch(error) {
                    crashReporter.record(this.state.details);
                  }

                  render() {
                    return this.state.hasError ? <ErrorMessage title="Something went wrong" onRetry={this.retry} /> : this.props.children;
                  }
                }
                """),
                ("src/screens/DebugMenu.tsx", """
                import { Alert } from 'react-native';

                export async function replayQueue(queue) {
                  try {
                    await queue.replay();
                  } catch (e) {
                    Alert.alert('Replay failed', String(e));
                  }
                }
                """),
            ]),
            // A developer screen the navigator registers only in development builds.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("index.js", """
                import { AppRegistry } from 'react-native';
                import { AppNavigator } from './src/AppNavigator';

                AppRegistry.registerComponent('wallet', () => AppNavigator);
                """),
                ("src/AppNavigator.tsx", """
                import { DeveloperScreen } from './features/Dev/DeveloperScreen';
                import { HomeScreen } from './features/Home/HomeScreen';

                export const AppNavigator = () => (
                  <Stack.Navigator>
                    <Stack.Screen name="home" component={HomeScreen} />
                    {__DEV__ && (
                      <Stack.Group>
                        <Stack.Screen name="developer" component={DeveloperScreen} />
                      </Stack.Group>
                    )}
                  </Stack.Navigator>
                );
                """),
                ("src/features/Home/HomeScreen.tsx", """
                export const HomeScreen = () => <View />;
                """),
                ("src/features/Dev/DeveloperScreen.tsx", """
                import { Alert, Button } from 'react-native';

                export const DeveloperScreen = ({ storage }) => {
                  const wipe = async () => {
                    try {
                      await storage.clear();
                    } catch (e) {
                      Alert.alert('Error', String(e));
                    }
                  };
                  return <Button title="Wipe storage" onPress={wipe} />;
                };
                """),
            ]),
            // A screen's handler that only a button drawn in development builds calls.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/BackupScreen.tsx", """
                import { Alert, Button, View } from 'react-native';

                export default class BackupScreen extends React.Component {
                  private handleExport = async () => {
                    await this.props.store.export();
                  };

                  private handleDevClearLegacy = async () => {
                    try {
                      await this.props.store.clearLegacy();
                    } catch (error) {
                      Alert.alert('Error', String(error));
                    }
                  };

                  render() {
                    return (
                      <View>
                        <Button title="Export" onPress={this.handleExport} />
                        {__DEV__ && (
                          <Button title="DEV: clear legacy" onPress={this.handleDevClearLegacy} />
                        )}
                      </View>
                    );
                  }
                }
                """),
            ]),
        ]
    )

    /// Keys of an options object whose value a toast, alert or dialog shows as text.
    static let shownKeys: Set<String> = ["title", "message", "text", "text1", "text2", "description", "body", "content", "subtitle"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app && !file.baseName.lowercased().contains("debug") {
            let js = file.file
            var reported = Set<Int>()
            for handler in ReactNativeErrorHandler.all(in: js) + Self.errorParameterHandlers(in: js) {
                guard let variable = handler.variable else { continue }
                for read in Self.rawReads(of: variable, in: handler.body, js) where file.ships(read.token) {
                    guard !Self.inDebugComponent(read.token, js) else { continue }
                    // Kept in component state (`{ message: JSON.stringify(error) }`): reported where the state is shown.
                    let places = Self.isShown(read.range, in: js) || read.viaLocal ? [read.token] : Self.shownState(keptBy: read.range, in: js)
                    for place in places where file.ships(place) && reported.insert(place).inserted {
                        output.report(
                            "The text of a caught error (\(variable)) is shown to the user here: String(error), a template or JSON of it starts with the error's class (Error:, TypeError: Network request failed) and is written for developers. Say in plain words what failed and what to do next, and send the error itself to the log or a crash report.",
                            at: file.position(ofToken: place), confidence: .medium)
                    }
                }
            }
        }
    }

    /// Names of a parameter typed `unknown` that hold an error: a helper such as
    /// `const captureError = (err: unknown) => …` receives the caught error from its callers.
    static let errorParameterNames: Set<String> = ["e", "err", "error", "ex", "exception", "reason"]

    /// Functions whose one parameter is typed as an error (`(error: Error) =>`) or is an error
    /// typed `unknown` (`(err: unknown) =>`): their callers hand them a caught error, so the
    /// parameter is read like a `catch`'s (trainlcd's share and report helpers).
    static func errorParameterHandlers(in js: JSFile) -> [ReactNativeErrorHandler] {
        let source = js.source
        return js.functions.compactMap { function in
            let parameters = function.parameters
            guard parameters.count == 3, source.kind(at: parameters.lowerBound) == .identifier,
                  source.kind(at: parameters.lowerBound + 1) == .colon else { return nil }
            let name = source.text(at: parameters.lowerBound)
            let type = source.text(at: parameters.lowerBound + 2)
            guard type == "Error" || type == "unknown" && errorParameterNames.contains(name) else { return nil }
            return ReactNativeErrorHandler(variable: name, body: function.body, token: function.body.lowerBound)
        }
    }

    /// A read of the error's whole text: its first token, its tokens, and whether it reached the
    /// screen through a local (then it was already found shown).
    struct Read {
        let token: Int
        let range: Range<Int>
        let viaLocal: Bool
    }

    /// Reads of the error's whole text in the handler, shown or kept in a local that is shown.
    static func rawReads(of name: String, in body: Range<Int>, _ js: JSFile) -> [Read] {
        let source = js.source
        var reads: [Read] = []
        for index in body where source.isWord(name, at: index) {
            let previous = source.kind(at: index - 1)
            guard previous != .dot, previous != .optionalDot else { continue }
            var range: Range<Int>?
            if source.kind(at: index - 1) == .leftParen, source.kind(at: index + 1) == .rightParen,
               let call = js.calls.first(where: { $0.openParen == index - 1 }),
               (call.name == "String" && call.receiver.isEmpty) || (call.name == "stringify" && call.receiver == ["JSON"]) {
                // `String(e)`, `JSON.stringify(e)`.
                range = (call.receiver.isEmpty ? call.nameToken : call.nameToken - 2)..<(call.closeParen + 1)
            } else if source.kind(at: index + 1) == .dot, source.isWord("toString", at: index + 2), source.kind(at: index + 3) == .leftParen,
                      source.kind(at: index + 4) == .rightParen {
                range = index..<(index + 5)
            } else if previous == .templateExpressionOpen, source.kind(at: index + 1) == .templateExpressionClose {
                // `${e}` inside a template: the whole template is the text.
                var open = index - 1
                while open > body.lowerBound, source.kind(at: open) != .templateOpen { open -= 1 }
                if let close = source.partner(of: open) { range = open..<(close + 1) }
            } else if isConcatenatedWithString(index, in: source) {
                range = index..<(index + 1)
            } else if [.leftParen, .comma].contains(previous), [.rightParen, .comma].contains(source.kind(at: index + 1)),
                      let call = js.calls.first(where: { $0.name == "alert" && $0.receiver == ["Alert"] && $0.arguments.contains { $0 == index..<(index + 1) } }),
                      call.arguments.count <= 2 {
                // `Alert.alert(e)`: the error object itself as the alert's title or message.
                range = index..<(index + 1)
            }
            guard let read = range else { continue }
            if let local = localName(boundTo: read, in: source) {
                // `const detail = String(e)`: the local's shown uses are the reads.
                let shown = (read.upperBound..<body.upperBound).filter { source.isWord(local, at: $0) && isShown($0..<($0 + 1), in: js) }
                if !shown.isEmpty { reads.append(Read(token: read.lowerBound, range: read, viaLocal: true)) }
            } else {
                reads.append(Read(token: read.lowerBound, range: read, viaLocal: false))
            }
        }
        return reads
    }

    /// Where the file shows a state key a read is kept in: the read is a property's whole value
    /// (`return { message: JSON.stringify(error) }`, `setState({ message: String(e) })`) and
    /// `state.message` is shown (`<Text>{this.state.message}</Text>`, `message={…}` of an element).
    static func shownState(keptBy read: Range<Int>, in js: JSFile) -> [Int] {
        let source = js.source
        guard source.kind(at: read.lowerBound - 1) == .colon, source.kind(at: read.lowerBound - 2) == .identifier,
              [.leftBrace, .comma].contains(source.kind(at: read.lowerBound - 3)),
              [.rightBrace, .comma].contains(source.kind(at: read.upperBound)) else { return [] }
        let key = source.text(at: read.lowerBound - 2)
        return source.tokens.indices.filter { index in
            source.isWord(key, at: index) && source.kind(at: index - 1) == .dot && source.isWord("state", at: index - 2)
                && isShown((index - 2)..<(index + 1), in: js)
        }.map { source.isWord("this", at: $0 - 4) ? $0 - 4 : $0 - 2 }
    }

    /// `'Failed: ' + e` or `e + '…'`: the error itself (not `e.message`) joined to a string literal.
    static func isConcatenatedWithString(_ index: Int, in source: JSSource) -> Bool {
        guard ![.dot, .optionalDot, .leftBracket, .leftParen].contains(source.kind(at: index + 1)) else { return false }
        let plusBefore = source.kind(at: index - 1) == .operator && source.text(at: index - 1) == "+"
        let plusAfter = source.kind(at: index + 1) == .operator && source.text(at: index + 1) == "+"
        return (plusBefore && source.kind(at: index - 2) == .string) || (plusAfter && source.kind(at: index + 2) == .string)
    }

    /// The local a read initialises whole: `const detail = String(e);`.
    static func localName(boundTo read: Range<Int>, in source: JSSource) -> String? {
        guard source.kind(at: read.lowerBound - 1) == .assign, source.kind(at: read.lowerBound - 2) == .identifier,
              ["const", "let", "var"].contains(where: { source.isWord($0, at: read.lowerBound - 3) }) else { return nil }
        let next = source.kind(at: read.upperBound)
        guard next == .semicolon || source.tokens.indices.contains(read.upperBound) && source.tokens[read.upperBound].followsNewline else { return nil }
        return source.text(at: read.lowerBound - 2)
    }

    /// Whether the tokens reach the user: an argument (or a shown option) of an alert, toast or
    /// dialog call, or a `<Text>` child, with no other call, condition or fallback between.
    static func isShown(_ read: Range<Int>, in js: JSFile) -> Bool {
        let source = js.source
        let token = read.lowerBound
        let enclosing = js.calls.filter { $0.openParen < token && read.upperBound <= $0.closeParen }
        if let call = enclosing.max(by: { $0.openParen < $1.openParen }) {
            guard ReactNativeCode.showsMessage(call), let argument = call.arguments.first(where: { $0.contains(token) }) else { return false }
            var piece = argument
            if case .object(let brace) = js.value(of: argument) {
                guard let property = js.properties(ofObjectAt: brace).first(where: { $0.value.contains(token) }),
                      let key = property.key, shownKeys.contains(key), property.value.lowerBound <= token else { return false }
                piece = property.value
            }
            return isPlain(piece, around: read, in: source)
        }
        // `message={…}` of an element: the attribute names shown text.
        if let attribute = js.elements.lazy.flatMap(\.attributes).first(where: { $0.expression?.contains(token) == true && $0.expression!.upperBound >= read.upperBound }) {
            guard shownKeys.contains(attribute.name), let expression = attribute.expression else { return false }
            return isPlain(expression, around: read, in: source)
        }
        // `<Text>{…}</Text>`: the innermost element holding the read is a text.
        guard let element = js.elements.filter({ $0.content.contains(token) }).max(by: { $0.openToken < $1.openToken }),
              element.simpleName == "Text", source.kind(at: element.tagEnd) == .jsxTagEnd else { return false }
        // The `{…}` child holding the read.
        var open = token - 1
        while open > element.tagEnd, !(source.kind(at: open) == .leftBrace && (source.partner(of: open) ?? 0) >= read.upperBound) { open -= 1 }
        guard open > element.tagEnd, let close = source.partner(of: open) else { return false }
        return isPlain((open + 1)..<close, around: read, in: source)
    }

    /// Whether a value holding the read has no condition or fallback (`?`, `??`, `||`, `&&`)
    /// outside the read itself: then the read is what is shown.
    static func isPlain(_ piece: Range<Int>, around read: Range<Int>, in source: JSSource) -> Bool {
        !piece.contains { index in
            guard !read.contains(index) else { return false }
            if source.kind(at: index) == .question { return true }
            return source.kind(at: index) == .operator && ["??", "||", "&&"].contains(source.text(at: index))
        }
    }

    /// Whether the token is in a function named for debugging (`DebugPanel`, `showDevMenu`).
    static func inDebugComponent(_ token: Int, _ js: JSFile) -> Bool {
        js.functions.contains { function in
            guard let name = function.name, function.body.contains(token) else { return false }
            return NameWords.split(name).contains { $0.lowercased() == "debug" }
        }
    }
}
