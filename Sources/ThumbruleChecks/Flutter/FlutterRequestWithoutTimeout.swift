import ThumbruleCore
import ThumbruleFrontEnds

/// A package:http request with no deadline: `http.get(…)` (the package's own functions, through
/// its import prefix) or a request on an `http.Client()` made in the same function, awaited
/// without `.timeout(…)` chained to it. package:http's client has no timeout of its own, so a
/// request to a server that stops answering never completes, and the screen waiting on it never
/// reaches its error or retry state.
///
/// Code of a vendored package that the app's imports never reach is out of the run's scope
/// (`UnimportedDartFiles`). Left alone: a client made elsewhere (it may be a wrapper with its own deadline), a
/// request in a function that calls `timeout` on something else (the deadline may be applied to
/// a stored future), and a request to a server on the device itself (`http://localhost:$port`,
/// `127.0.0.1`: the app's own local server, which no lost connection can stall), and a request in a
/// private `Future<void>` function whose every use is a bare call statement that drops its future
/// (`_updateHomeWidget(title: t);`): nothing waits on it, so no screen hangs on it. Nor a request
/// in a function that every caller chains `.timeout(…)` to, when no other file names it.
struct FlutterRequestWithoutTimeout: FlutterCheck {
    package static let description = CheckDescription(
        id: "net-timeout.flutter-http-without-timeout",
        ruleId: "net-timeout",
        summary: "A Flutter package:http request with no timeout",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["http"]), FlutterExample.dart("api", """
            import 'package:http/http.dart' as http;

            Future<String> loadTrails(Uri endpoint) async {
              final client = http.Client();
              final response = await client.↓get(endpoint);
              client.close();
              return response.body;
            }

            Future<void> deleteTrail(Uri endpoint) => http.↓delete(endpoint);
            """)]),
            // A private helper whose future one caller awaits: that caller waits on the request.
            CheckExample(files: [FlutterExample.pubspec(["http"]), FlutterExample.dart("sync", """
            import 'package:http/http.dart' as http;

            class SyncLogic {
              void start() {
                _pull();
              }

              Future<void> refresh() async {
                await _pull();
              }

              Future<void> _pull() async {
                await http.↓get(Uri.parse('https://example.com/items'));
              }
            }
            """)]),
            // The same helper, also awaited bare by a second caller: that caller has no deadline.
            CheckExample(files: [FlutterExample.pubspec(["http"]), FlutterExample.dart("client", """
            import 'package:http/http.dart' as http;

            class FeedClient {
              Future<http.Response> load(Uri uri) => fetch(uri).timeout(const Duration(seconds: 30));

              Future<http.Response> reload(Uri uri) => fetch(uri);

              static Future<http.Response> fetch(Uri uri) async => await http.↓get(uri);
            }
            """)]),
            // The same host's getRepo once the app calls it.
            CheckExample(files: [
                ("pubspec.yaml", "name: journal\nenvironment:\n  sdk: \">=3.4.0 <4.0.0\"\ndependencies:\n  flutter:\n    sdk: flutter\n  repo_hosts:\n    path: packages/repo_hosts\n"),
                FlutterExample.dart("main", """
                import 'package:repo_hosts/repo_hosts.dart';

                Future<void> main() async {
                  final RepoHost host = Forge();
                  await host.listRepos();\n                  await host.getRepo('notes');
                }
                """),
                ("packages/repo_hosts/pubspec.yaml", "name: repo_hosts\npublish_to: none\ndependencies:\n  http: any\n"),
                ("packages/repo_hosts/lib/repo_hosts.dart", """
                import 'package:http/http.dart' as http;

                abstract class RepoHost {
                  Future<List<String>> listRepos();
                  Future<String> getRepo(String name);
                }

                class Forge implements RepoHost {
                  @override
                  Future<List<String>> listRepos() async {
                    final response = await http.get(Uri.parse('https://forge.example/repos')).timeout(const Duration(seconds: 30));
                    return response.body.split(',');
                  }

                  @override
                  Future<String> getRepo(String name) async {
                    final response = await http.↓get(Uri.parse('https://forge.example/repos/$name'));
                    return response.body;
                  }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // cake-wallet's tool/fiat_api_check.dart: a developer's script in the package's `tool/`
            // folder (the app's pubspec is written from a template), never built into the app.
            CheckExample(files: [
                ("pubspec_base.yaml", "name: coin_purse\ndependencies:\n  flutter:\n    sdk: flutter\n  http: any\n"),
                FlutterExample.dart("main", """
                import 'package:flutter/material.dart';

                void main() => runApp(const MaterialApp(home: Text('Purse')));
                """),
                ("tool/rates_check.dart", """
                import 'dart:io';
                import 'package:http/http.dart' as http;

                Future<void> main(List<String> args) async {
                  final response = await http.get(Uri.parse('https://rates.example.com/v1/latest'));
                  if (response.statusCode != 200) exit(1);
                }
                """),
            ]),
            // gitjournal's git_setup: GitLab.getRepo overrides the package's own GitHost interface and
            // nothing calls getRepo, so the request never runs.
            CheckExample(files: [
                ("pubspec.yaml", "name: journal\nenvironment:\n  sdk: \">=3.4.0 <4.0.0\"\ndependencies:\n  flutter:\n    sdk: flutter\n  repo_hosts:\n    path: packages/repo_hosts\n"),
                FlutterExample.dart("main", """
                import 'package:repo_hosts/repo_hosts.dart';

                Future<void> main() async {
                  final RepoHost host = Forge();
                  await host.listRepos();
                }
                """),
                ("packages/repo_hosts/pubspec.yaml", "name: repo_hosts\npublish_to: none\ndependencies:\n  http: any\n"),
                ("packages/repo_hosts/lib/repo_hosts.dart", """
                import 'package:http/http.dart' as http;

                abstract class RepoHost {
                  Future<List<String>> listRepos();
                  Future<String> getRepo(String name);
                }

                class Forge implements RepoHost {
                  @override
                  Future<List<String>> listRepos() async {
                    final response = await http.get(Uri.parse('https://forge.example/repos')).timeout(const Duration(seconds: 30));
                    return response.body.split(',');
                  }

                  @override
                  Future<String> getRepo(String name) async {
                    final response = await http.get(Uri.parse('https://forge.example/repos/$name'));
                    return response.body;
                  }
                }
                """),
            ]),
            CheckExample(files: [FlutterExample.pubspec(["http"]), FlutterExample.dart("api", """
            import 'package:http/http.dart' as http;

            Future<String> loadTrails(Uri endpoint) async {
              final client = http.Client();
              final response = await client.get(endpoint).timeout(const Duration(seconds: 20));
              client.close();
              return response.body;
            }

            Future<void> deleteTrail(http.Client client, Uri endpoint) => client.delete(endpoint);

            Future<void> warmTileCache(int port) => http.post(Uri.parse('http://127.0.0.1:$port/warm'));

            Future<void> saveTrail(Uri endpoint) {
              final pending = http.post(endpoint);
              return pending.timeout(const Duration(seconds: 20));
            }
            """)]),
            // hermez-flutter's exchange-rate client: a private _put left over from a template that
            // nothing calls; a generated file's lint comment (`always_put_control_body…`) spells
            // `_put` only inside a longer word.
            CheckExample(files: [
                FlutterExample.pubspec(["http"]),
                FlutterExample.dart("rates_client", """
                import 'package:http/http.dart' as http;

                class RatesClient {
                  Future<String> latest() async {
                    final response = await _get('https://rates.example.com/latest');
                    return response.body;
                  }

                  Future<http.Response> _get(String address) =>
                      http.get(Uri.parse(address)).timeout(const Duration(seconds: 20));

                  Future<http.Response> _put(String id, String body) async {
                    return await http.put(Uri.parse('https://rates.example.com/items/$id'), body: body);
                  }
                }
                """),
                FlutterExample.dart("main", """
                import 'rates_client.dart';
                import 'wallet.dart';

                void main() => RatesClient().latest().then((rate) => Wallet(rate));
                """),
                FlutterExample.dart("wallet", """
                part 'wallet.g.dart';

                class Wallet {
                  Wallet(this.rate);
                  final String rate;
                }
                """),
                ("lib/wallet.g.dart", """
                // GENERATED CODE - DO NOT MODIFY BY HAND

                part of 'wallet.dart';

                // ignore_for_file: always_put_control_body_on_new_line, unnecessary_new
                Map<String, dynamic> _walletToJson(Wallet wallet) => {'rate': wallet.rate};
                """),
            ]),
            // fritter: the request sits in a static fetch() whose only caller chains .timeout on its future.
            CheckExample(files: [FlutterExample.pubspec(["http"]), FlutterExample.dart("client", """
            import 'package:http/http.dart' as http;

            const Duration _deadline = Duration(seconds: 30);

            class FeedClient {
              Future<http.Response> load(Uri uri, {Duration? timeout}) {
                return fetch(uri).timeout(timeout ?? _deadline).then((response) => response);
              }

              static Future<http.Response> fetch(Uri uri) async {
                final response = await http.get(uri, headers: {'accept': 'application/json'});
                return response;
              }
            }
            """)]),
            // A home-screen widget's picture, fetched by a helper whose future every caller drops.
            CheckExample(files: [FlutterExample.pubspec(["http"]), FlutterExample.dart("collection", """
            import 'dart:convert';
            import 'package:http/http.dart' as http;

            class CollectionLogic {
              void discover(String title, String imageUrl) {
                save(title);
                _updateHomeWidget(title: title, imageUrl: imageUrl);
              }

              void reset() {
                _updateHomeWidget();
              }

              Future<void> _updateHomeWidget({String title = '', String imageUrl = ''}) async {
                var image = '';
                if (imageUrl.isNotEmpty) image = base64Encode(await http.readBytes(Uri.parse(imageUrl)));
                await homeWidget.save('image', image);
              }
            }
            """)]),
            // A vendored package's solver for a desktop runtime: only `solvers.dart`, which the app never imports, exports it.
            CheckExample(files: [
                FlutterExample.pubspec(),
                FlutterExample.dart("main", """
                import 'package:video_source/video_source.dart';

                void main() => runApp(PlayerApp(client: VideoClient()));
                """),
                ("packages/video_source/pubspec.yaml", "name: video_source\ndependencies:\n  http: any\n"),
                ("packages/video_source/lib/video_source.dart", "export 'src/client.dart';\n"),
                ("packages/video_source/lib/src/client.dart", "class VideoClient {}\n"),
                ("packages/video_source/lib/solvers.dart", "export 'src/deno_solver.dart';\n"),
                ("packages/video_source/lib/src/deno_solver.dart", """
                import 'package:http/http.dart' as http;

                class DenoSolver {
                  Future<String> modules(Uri source) async => (await http.get(source)).body;
                }
                """),
            ]),
        ]
    )

    static let requests: Set<String> = ["get", "post", "put", "patch", "delete", "head", "send", "read", "readBytes"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles {
            let dart = file.file
            let prefixes = Set(dart.imports.filter { $0.uri == "package:http/http.dart" }.compactMap(\.prefix))
            guard !prefixes.isEmpty else { continue }
            for index in dart.callIndices(named: Self.requests) {
                let call = dart.calls[index]
                guard call.receiver.count == 1, let receiver = call.receiverName, let function = dart.calls[index].enclosingFunction else { continue }
                guard prefixes.contains(receiver) || isFreshClient(receiver, before: call.startToken, in: function, prefixes: prefixes, dart) else { continue }
                let chain = dart.chain(of: index)
                guard !chain.contains(where: { dart.calls[$0].name == "timeout" }) else { continue }
                let body = dart.functions[function].bodyRange
                guard !dart.calls.contains(where: { $0.name == "timeout" && body.contains($0.nameToken) }),
                      !Self.asksLoopback(call, in: dart), !Self.nothingWaits(on: function, in: dart),
                      !Self.everyCallerTimesOut(function, in: file, flutter) else { continue }
                output.report(
                    "This request has no deadline: package:http never times out, so if the server stops answering the call never completes and the screen never reaches its error or retry state. Chain .timeout(…) with a duration that fits the call and handle the TimeoutException like any network failure.",
                    at: file.position(ofCall: index), confidence: .medium)
            }
        }
    }

    /// Whether the request's address, written in place, names the device itself:
    /// `Uri.parse('http://localhost:$port/…')`, `Uri.http('127.0.0.1:8080', …)`.
    static func asksLoopback(_ call: DartCall, in dart: DartFile) -> Bool {
        guard let address = call.positionalArguments.first else { return false }
        return address.tokenRange.contains { token in
            guard dart.source.kind(at: token) == .stringText, dart.source.kind(at: token - 1) == .stringOpen else { return false }
            let text = dart.source.text(at: token).lowercased()
            let host = text.range(of: "://").map { String(text[$0.upperBound...]) } ?? text
            return ["localhost", "127.0.0.1", "[::1]"].contains { loopback in
                host == loopback || host.hasPrefix(loopback + ":") || host.hasPrefix(loopback + "/")
            }
        }
    }

    /// Whether no code can wait on a function's work: it is a private `Future<void>` method or
    /// function of a library that shares no private names, and every other spelling of its name
    /// is a call in statement position whose future is dropped (`…; _refresh(id: id);`).
    static func nothingWaits(on function: Int, in dart: DartFile) -> Bool {
        let declared = dart.functions[function]
        let source = dart.source
        guard let name = declared.name, name.hasPrefix("_"), declared.enclosingFunction == nil, !dart.sharesPrivateNames,
              let nameToken = source.tokenIndex(at: declared.position), nameToken >= 4,
              source.tokenIs(nameToken - 4, "Future"), source.kind(at: nameToken - 3) == .less,
              source.tokenIs(nameToken - 2, "void"), source.kind(at: nameToken - 1) == .greater else { return false }
        let uses = dart.identifierTokens([name]).filter { $0 != nameToken }
        return !uses.isEmpty && uses.allSatisfy { use in
            guard use > 0, [.semicolon, .leftBrace, .rightBrace].contains(source.kind(at: use - 1)), source.kind(at: use + 1) == .leftParen,
                  let close = source.partner(of: use + 1) else { return false }
            return source.kind(at: close + 1) == .semicolon
        }
    }

    /// Whether the named function holding the request is only ever called with `.timeout(…)`
    /// chained to its future (`fetch(uri).timeout(timeout ?? _defaultTimeout)`): the deadline
    /// covers the request. Every other spelling of its name in its file must be such a call, and
    /// no other Dart file of the project may spell it (a private name of a library with parts may
    /// be used anywhere in the library).
    static func everyCallerTimesOut(_ function: Int, in file: FlutterDartFile, _ flutter: FlutterModel) -> Bool {
        let dart = file.file
        let declared = dart.functions[function]
        guard let name = declared.name, let nameToken = dart.source.tokenIndex(at: declared.position) else { return false }
        if name.hasPrefix("_") {
            guard !dart.sharesPrivateNames else { return false }
        } else if flutter.dartFiles.contains(where: { $0.path != file.path && $0.file.names([name]) }) {
            return false
        }
        let uses = dart.identifierTokens([name]).filter { $0 != nameToken }
        return !uses.isEmpty && uses.allSatisfy { use in
            guard let call = dart.calls.firstIndex(where: { $0.nameToken == use }) else { return false }
            return dart.chain(of: call).drop { $0 != call }.contains { dart.calls[$0].name == "timeout" }
        }
    }

    /// Whether `name` is a local the function assigns `http.Client()` before the call.
    func isFreshClient(_ name: String, before token: Int, in function: Int, prefixes: Set<String>, _ dart: DartFile) -> Bool {
        let source = dart.source
        let body = dart.functions[function].bodyRange
        return body.contains { index in
            index < token && source.kind(at: index) == .identifier && source.text(at: index) == name && source.kind(at: index + 1) == .assign
                && prefixes.contains(source.text(at: index + 2)) && source.kind(at: index + 3) == .dot && source.tokenIs(index + 4, "Client")
                && source.kind(at: index + 5) == .leftParen && source.kind(at: index + 6) == .rightParen
        }
    }
}
