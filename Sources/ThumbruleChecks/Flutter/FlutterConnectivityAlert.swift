import ThumbruleCore
import ThumbruleFrontEnds

/// A Flutter alert raised because the network went away: `showDialog`, `showCupertinoDialog`,
/// an `AlertDialog`, GetX's `Get.dialog`, a call named for showing one (`showNoInternetDialog`)
/// or a dialog flag (`_showOfflineDialog = true`) in the offline branch of a connectivity
/// listener: connectivity_plus's `onConnectivityChanged.listen`, internet_connection_checker(_plus)'s
/// `onStatusChange.listen`, a stream, provider or bloc named for connectivity
/// (`isOnlineStream.listen`, `ref.listen(connectivityProvider, …)`,
/// `BlocListener<ConnectivityCubit, ConnectivityState>(listener: …)`). The rulebook
/// (`state-offline`) treats no connection as a condition to work in: the screen keeps what it
/// holds with one quiet marker, and nothing waits to be dismissed.
///
/// The offline branch is read as `OfflineAlerts` reads it for every platform:
/// `result.contains(ConnectivityResult.none)`, `case InternetStatus.disconnected:`, `if (!connected)`,
/// `state is ConnectivityDisconnected`. Left alone: a dialog after a request failed or a tap met
/// no network (an error state, `state-error`), snack bars and toasts, a listener that only pops the
/// dialog when the network is back, branches on the connection's kind (`ConnectivityResult.mobile`),
/// and another kind of connection (a socket, a VPN). Medium confidence, as on iOS: the code cannot
/// show whether the screen behind the dialog had content to show.
struct FlutterConnectivityAlert: FlutterCheck {
    package static let description = CheckDescription(
        id: "state-offline.flutter-connectivity-alert",
        ruleId: "state-offline",
        summary: "A Flutter dialog raised when the connectivity listener reports that the device went offline",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["connectivity_plus", "internet_connection_checker_plus"]), FlutterExample.dart("home", """
            import 'dart:async';
            import 'package:connectivity_plus/connectivity_plus.dart';
            import 'package:flutter/material.dart';
            import 'package:internet_connection_checker_plus/internet_connection_checker_plus.dart';

            class _HomeState extends State<Home> {
              late final StreamSubscription<List<ConnectivityResult>> _connectivity;
              late final StreamSubscription<InternetStatus> _internet;

              @override
              void initState() {
                super.initState();
                _connectivity = Connectivity().onConnectivityChanged.listen((results) {
                  if (results.contains(ConnectivityResult.none)) {
                    ↓showDialog(
                      context: context,
                      builder: (context) => const AlertDialog(title: Text('No internet connection')),
                    );
                  }
                });
                _internet = InternetConnection().onStatusChange.listen(_onStatus);
              }

              void _onStatus(InternetStatus status) {
                switch (status) {
                  case InternetStatus.connected:
                    Navigator.of(context).pop();
                    break;
                  case InternetStatus.disconnected:
                    ↓_showOfflineDialog();
                    break;
                }
              }
            }
            """)]),
            CheckExample(files: [FlutterExample.pubspec(["flutter_bloc", "flutter_riverpod"]), FlutterExample.dart("shell", """
            import 'package:flutter/material.dart';

            class Shell extends ConsumerWidget {
              @override
              Widget build(BuildContext context, WidgetRef ref) {
                ref.listen<bool>(isOnlineProvider, (previous, online) {
                  if (!online) ↓showCupertinoDialog(context: context, builder: (_) => const OfflineAlert());
                });
                return BlocListener<ConnectivityCubit, ConnectivityState>(
                  listener: (context, state) {
                    if (state is ConnectivityDisconnected) ↓Get.dialog(const OfflineAlert());
                  },
                  child: const Feed(),
                );
              }
            }
            """)]),
        ],
        nonTriggering: [
            // A snack bar that stays while offline, a listener that only reacts to the network
            // coming back, a branch on the connection's kind, and a dialog after a failed request.
            CheckExample(files: [FlutterExample.pubspec(["connectivity_plus", "internet_connection_checker_plus"]), FlutterExample.dart("home", """
            import 'package:connectivity_plus/connectivity_plus.dart';
            import 'package:flutter/material.dart';
            import 'package:internet_connection_checker_plus/internet_connection_checker_plus.dart';

            class _HomeState extends State<Home> {
              @override
              void initState() {
                super.initState();
                InternetConnection().onStatusChange.listen((InternetStatus status) {
                  switch (status) {
                    case InternetStatus.connected:
                      _hideNoConnectionSnackBar();
                      break;
                    case InternetStatus.disconnected:
                      _showNoConnectionSnackBar();
                      break;
                  }
                });
                Connectivity().onConnectivityChanged.listen((results) {
                  if (!results.contains(ConnectivityResult.none)) {
                    showDialog(context: context, builder: (_) => const AlertDialog(title: Text('Back online')));
                  }
                  if (results.contains(ConnectivityResult.mobile)) {
                    showDialog(context: context, builder: (_) => const AlertDialog(title: Text('Using mobile data')));
                  }
                });
              }

              Future<void> refresh() async {
                try {
                  await repository.refresh();
                } catch (_) {
                  showDialog(context: context, builder: (_) => const AlertDialog(title: Text('Could not refresh')));
                }
              }
            }
            """)]),
            // A tap while offline, a socket's connection, and a dialog the listener only offers
            // from a snack bar's action.
            CheckExample(files: [FlutterExample.pubspec(["connectivity_plus"]), FlutterExample.dart("chat", """
            import 'package:connectivity_plus/connectivity_plus.dart';
            import 'package:flutter/material.dart';

            class _ChatState extends State<Chat> {
              void listen() {
                socket.connectionStream.listen((connected) {
                  if (!connected) showDialog(context: context, builder: (_) => const ReconnectDialog());
                });
                Connectivity().onConnectivityChanged.listen((results) {
                  if (results.contains(ConnectivityResult.none)) {
                    ScaffoldMessenger.of(context).showSnackBar(SnackBar(
                      content: const Text('Offline'),
                      action: SnackBarAction(label: 'Why?', onPressed: () => showDialog(context: context, builder: (_) => const OfflineHelp())),
                    ));
                  }
                });
              }

              Widget sendButton(bool isOnline) => IconButton(
                    icon: const Icon(Icons.send),
                    onPressed: () {
                      if (!isOnline) showDialog(context: context, builder: (_) => const AlertDialog(title: Text('Sending needs a connection')));
                    },
                  );
            }
            """)]),
        ]
    )

    /// Packages whose `onStatusChange` stream reports that the internet came or went.
    static let checkerPackages = ["internet_connection_checker", "internet_connection_checker_plus"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles where file.file.source.mentions("listen") || file.file.source.mentions("BlocListener") {
            let dart = file.file
            let source = dart.source
            let raises = dart.calls.indices.compactMap { index -> (name: Int, range: Range<Int>)? in
                let call = dart.calls[index]
                guard OfflineAlerts.raisesAlert(callee: call.name, receiver: call.receiverName) else { return nil }
                let name = OfflineAlerts.alertCallsByReceiver[call.receiverName ?? ""] != nil ? call.nameToken - 2 : call.nameToken
                return (name, call.tokenRange)
            }
            let checker = Self.checkerPackages.contains(where: file.imports(package:))
            var reported = Set<Int>()
            for listener in Self.listeners(in: dart, checker: checker) {
                for function in listener.callbacks {
                    var subjects: [String: OfflineAlerts.Network] = [:]
                    if let network = listener.subject, let name = Self.parameters(of: function, in: dart).dropFirst(listener.subjectIndex).first {
                        subjects[name] = network
                    }
                    let code = OfflineAlerts.Code(source: source, isIdentifier: { source.kind(at: $0) == .identifier }, strict: false, subjects: subjects)
                    for token in code.offlineRaises(in: dart.functions[function].bodyRange, inherent: nil, exact: false, raises: raises)
                    where reported.insert(token).inserted {
                        output.report(
                            OfflineAlerts.message("This dialog is raised when \(listener.name) reports offline", marker: "a banner or a line in the app bar"),
                            at: file.position(source.tokens[token].position), confidence: .medium)
                    }
                }
            }
        }
    }

    /// A place that hears connectivity change: the functions it calls, what it is called in the
    /// message, and for a flag it delivers (`isOnlineProvider`'s `bool`), which parameter holds
    /// the flag and what its truth says.
    struct ConnectivityListener {
        let name: String
        let callbacks: [Int]
        var subject: OfflineAlerts.Network?
        var subjectIndex = 0
    }

    /// The connectivity listeners of a file: `….onConnectivityChanged.listen(…)`,
    /// `InternetConnection().onStatusChange.listen(…)` (with a checker package imported),
    /// `isOnlineStream.listen(…)`, `ref.listen(connectivityProvider, …)` and `BlocListener`s
    /// whose bloc or state is named for connectivity.
    static func listeners(in dart: DartFile, checker: Bool) -> [ConnectivityListener] {
        var result: [ConnectivityListener] = []
        for index in dart.calls.indices {
            let call = dart.calls[index]
            if call.name == "listen" {
                let receiver = dart.receiverNames(of: index)
                if receiver == ["ref"], call.positionalArguments.count == 2, case .reference(let provider) = call.positionalArguments[0].value,
                   OfflineAlerts.reading(of: provider, strict: true) != .other {
                    let subject: OfflineAlerts.Network?
                    if case .reads(let network) = OfflineAlerts.reading(of: provider, strict: true) { subject = network } else { subject = nil }
                    result.append(ConnectivityListener(name: "the \(provider.joined(separator: ".")) provider", callbacks: callbacks(call.positionalArguments[1], in: dart), subject: subject, subjectIndex: 1))
                    continue
                }
                let heard = receiver.contains("onConnectivityChanged")
                    || (receiver.contains("onStatusChange") && (checker || receiver.contains { $0.hasPrefix("InternetConnection") }))
                    || (!receiver.isEmpty && OfflineAlerts.reading(of: receiver, strict: true) != .other)
                guard heard, let first = call.positionalArguments.first else { continue }
                result.append(ConnectivityListener(name: receiver.last.map { "\($0)'s listener" } ?? "the listener", callbacks: callbacks(first, in: dart)))
            } else if call.name == "BlocListener" || call.name == "BlocConsumer", let types = call.typeArguments,
                      OfflineAlerts.reading(of: types.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init), strict: true) != .other,
                      let listener = call.argument("listener") {
                result.append(ConnectivityListener(name: "the connectivity \(call.name)", callbacks: callbacks(listener, in: dart)))
            }
        }
        return result
    }

    /// The functions an argument passes: a closure, or a method of the file named by it (`_onStatus`).
    static func callbacks(_ argument: DartArgument, in dart: DartFile) -> [Int] {
        switch argument.value {
        case .function(let function): return [function]
        case .reference(let names) where names.count == 1 || names.first == "this":
            return dart.functions.indices.filter { dart.functions[$0].name == names.last && !dart.functions[$0].bodyRange.isEmpty }
        default: return []
        }
    }

    /// A function's parameter names, in order (`(previous, online)` gives both; `(InternetStatus status)` gives `status`).
    static func parameters(of function: Int, in dart: DartFile) -> [String] {
        let source = dart.source
        let range = dart.functions[function].parameterRange
        guard range.count > 2 else { return [] }
        var names: [String] = []
        var last: String?
        for token in (range.lowerBound + 1)..<(range.upperBound - 1) {
            if source.kind(at: token) == .identifier { last = source.text(at: token) }
            if source.kind(at: token) == .comma || source.kind(at: token) == .leftBrace || source.kind(at: token) == .leftBracket {
                if let name = last { names.append(name) }
                last = nil
            }
        }
        if let name = last { names.append(name) }
        return names
    }
}
