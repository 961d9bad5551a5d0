import ThumbruleCore
import ThumbruleFrontEnds

/// A React Native alert raised because the network went away: `Alert.alert`, a call named for
/// showing one (`showOfflineAlert`, `openNoInternetModal`) or a modal flag set
/// (`setShowOfflineModal(true)`) in the not-connected branch of a NetInfo listener
/// (`NetInfo.addEventListener`) or of an effect keyed on NetInfo's flag (`useEffect(…, [isConnected])`
/// with `useNetInfo()`), or a `Modal` shown by the flag alone (`<Modal visible={!isConnected}>`).
/// The rulebook (`state-offline`) treats no connection as a condition to work in: the screen keeps
/// what it holds with one quiet marker, and nothing waits to be dismissed.
///
/// The branch is read as `OfflineAlerts` reads it for every platform (`if (!state.isConnected)`,
/// `state.isInternetReachable === false`, `if (state.isConnected) return`). Left alone: an alert
/// after a request failed or a tap met no network (an error state, `state-error`), toasts and
/// banners, a listener that only hides the alert when the network is back, a `Modal` whose flag
/// says more than connectivity (`visible={showSync && !isConnected}`), and a null reachability
/// (`isInternetReachable === null`, not yet known). Medium confidence, as on iOS: the code cannot
/// show whether the screen behind the alert had content to show.
struct ReactNativeConnectivityAlert: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "state-offline.rn-connectivity-alert",
        ruleId: "state-offline",
        summary: "A React Native alert or modal raised when NetInfo reports that the device went offline",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@react-native-community/netinfo"]),
                ("src/App.tsx", """
                import NetInfo, { useNetInfo } from '@react-native-community/netinfo';
                import { Alert, Modal } from 'react-native';

                export class App extends React.Component {
                  componentDidMount() {
                    this.unsubscribe = NetInfo.addEventListener(this.handleNetworkChange);
                  }

                  handleNetworkChange = (state) => {
                    if (state.isConnected) return;
                    ↓Alert.alert('No internet connection', 'Check your network and try again.');
                  };
                }

                export const Feed = () => {
                  const { isConnected } = useNetInfo();
                  const [showOfflineModal, setShowOfflineModal] = useState(false);
                  useEffect(() => {
                    if (isConnected === false) ↓setShowOfflineModal(true);
                  }, [isConnected]);
                  return (
                    <>
                      <List />
                      <↓Modal visible={!isConnected} transparent><OfflineNotice /></Modal>
                    </>
                  );
                };
                """),
            ]),
        ],
        nonTriggering: [
            // A toast while offline, a listener that hides the alert when the network is back,
            // an unknown reachability, an alert for a tap that met no network, and a modal whose
            // flag says more than connectivity.
            CheckExample(files: [
                ReactNativeExample.package(["@react-native-community/netinfo"]),
                ("src/App.tsx", """
                import NetInfo, { useNetInfo } from '@react-native-community/netinfo';
                import { Alert, Modal } from 'react-native';

                NetInfo.addEventListener((state) => {
                  if (!state.isConnected) {
                    Toast.show({ text1: 'You are offline' });
                  } else {
                    hideOfflineAlert();
                  }
                  if (state.isInternetReachable === null) showReachabilityAlert();
                });

                export const Compose = ({ showSyncModal }) => {
                  const { isConnected } = useNetInfo();
                  const send = () => {
                    if (!isConnected) {
                      Alert.alert('Sending needs a connection');
                      return;
                    }
                    post();
                  };
                  return (
                    <>
                      <Button title="Send" onPress={send} />
                      <Modal visible={showSyncModal && !isConnected}><SyncHelp /></Modal>
                    </>
                  );
                };
                """),
            ]),
            // In a file that does not use NetInfo, `isConnected` may be anything (a scale, a socket).
            CheckExample(files: [
                ReactNativeExample.package(["@react-native-community/netinfo"]),
                ("src/Scale.tsx", "export const Scale = ({ scale }) => <Modal visible={!scale.isConnected}><Reconnect /></Modal>;\n"),
            ]),
        ]
    )

    static let netInfo = "@react-native-community/netinfo"

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        guard reactNative.dependsOn(Self.netInfo) else { return }
        for file in reactNative.files where file.scope == .app && (file.file.source.bytes.contains(utf8: "NetInfo") || file.file.source.bytes.contains(utf8: "Modal")) {
            let js = file.file
            let source = js.source
            let raises = js.calls.compactMap { call -> (name: Int, range: Range<Int>)? in
                guard OfflineAlerts.raisesAlert(callee: call.name, receiver: call.receiver.last) else { return nil }
                let name = OfflineAlerts.alertCallsByReceiver[call.receiver.last ?? ""] != nil ? call.nameToken - 2 : call.nameToken
                return (name, call.nameToken..<(call.closeParen + 1))
            }
            func code(strict: Bool) -> OfflineAlerts.Code<JSSource> {
                OfflineAlerts.Code(source: source, isIdentifier: { source.kind(at: $0) == .identifier }, strict: strict)
            }
            var reported = Set<Int>()
            func report(_ token: Int, _ place: String) {
                guard reported.insert(token).inserted else { return }
                output.report(
                    OfflineAlerts.message("This alert is raised \(place)", marker: "a banner or a line in the header"),
                    at: file.position(ofToken: token), confidence: .medium)
            }
            for reaction in ReactNativeCode.netInfoReactions(in: js) {
                let listener = js.calls.contains { $0.name == "addEventListener" && $0.argumentTokens == reaction }
                var bodies = [reaction]
                // `NetInfo.addEventListener(this.handleNetworkChange)`: the handler the file declares.
                if listener, let first = JSFile.split(reaction, in: source).first, case .reference(let names) = js.value(of: first) {
                    bodies = js.functions.filter { $0.name == names.last }.map(\.body)
                }
                for body in bodies {
                    for token in code(strict: false).offlineRaises(in: body, inherent: nil, exact: false, raises: raises) {
                        report(token, listener ? "in NetInfo's listener when it reports offline" : "by an effect that follows NetInfo's connectivity flag")
                    }
                }
            }
            // `<Modal visible={!isConnected}>`: shown by the flag alone. Outside a file that uses
            // NetInfo, only a flag named for the network counts (`isOffline`, `hasInternet`).
            let strict = !js.imports(Self.netInfo)
            for element in js.elements where element.simpleName == "Modal" {
                guard let shown = (element.attribute("visible") ?? element.attribute("isVisible"))?.expression,
                      let reading = code(strict: strict).condition(shown), reading.network == .offline, reading.exact else { continue }
                report(element.openToken + 1, "whenever NetInfo's flag says offline")
            }
        }
    }
}
