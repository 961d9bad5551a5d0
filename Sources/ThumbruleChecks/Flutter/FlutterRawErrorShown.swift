import ThumbruleCore
import ThumbruleFrontEnds

/// A caught error's own text put in front of the user: `e.toString()` or `'$e'` as the text of
/// a `Text`, or as the title, message or description of a snack bar, toast, dialog or alert,
/// directly or through a local of the same function built from it (`message = error.toString();`
/// … `Text(message)`). An exception's text is written for developers (`PlatformException(
/// network_error, …)`, `SocketException: Failed host lookup`); the user needs what failed and
/// what to do next in plain words.
///
/// The error is one the code cannot know the wording of: the variable of a `catch` clause that
/// catches everything or a broad type (`on Exception`, `on PlatformException`), the parameter of
/// an `onError:` or `catchError` callback, or a function's `Object error` / `dynamic e`
/// parameter. An app's own exception type caught by name (`on InvalidCodeException catch (e)`)
/// may carry a message written for people and is left alone, as are reads inside a
/// `kDebugMode` function or a debug page's file, logging calls, a `description:` or
/// `subtitle:` line under a title in plain words, text copied to the clipboard, text the code only tests
/// (`e.toString().contains('incorrect password') ? l10n.wrongPassword : …`), the functions a
/// tile titled for developers runs (`title: Text('(Dev) Edit raw json'), onTap: _editRawJson`),
/// and the file of a page whose own title is so marked (`String? get title => "[dev] network requests"`),
/// and private functions only a developer-mode branch reaches (`if (appState.developerModeEnabled) …`).
struct FlutterRawErrorShown: FlutterCheck {
    package static let description = CheckDescription(
        id: "state-error.flutter-raw-error-text",
        ruleId: "state-error",
        summary: "A Flutter screen shows the user a caught exception's raw text",
        triggering: [
            CheckExample(files: [FlutterExample.dart("backup", """
            import 'package:flutter/material.dart';

            Future<void> backUp(BuildContext context, Future<void> Function() upload) async {
              try {
                await upload();
              } catch (e) {
                ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text(↓e.toString())));
              }
              upload().catchError((error) => showToast(message: 'Failed: ↓$error'));
            }

            void showProblem(BuildContext context, Object error) {
              final String text;
              if (error is FormatException) {
                text = 'The file is damaged.';
              } else {
                text = ↓error.toString();
              }
              showDialog(context: context, builder: (_) => ProblemAlert(body: text));
            }

            class Sync {
              Future<void> run() async {
                try {
                  await upload();
                } catch (e) {
                  log('sync: $e');
                  rethrow;
                }
              }
            }

            Future<void> syncNow(BuildContext context, Sync sync) async {
              try {
                await sync.run();
              } catch (e) {
                ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text('Sync failed: ↓$e')));
              }
            }

            void closeWith(BuildContext context, String text) {
              try {
                Navigator.pop(context, parseAmount(text));
              } catch (e) {
                ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text(↓e.toString())));
              }
            }
            """)]),
            // The same loader once the section shows whatever the mode: every user can reach it.
            CheckExample(files: [FlutterExample.dart("settings_page", """
            import 'package:flutter/material.dart';

            class SettingsPage extends StatelessWidget {
              const SettingsPage({super.key, required this.prefs});
              final Prefs prefs;

              @override
              Widget build(BuildContext context) {
                return ListView(children: [
                  const ListTile(title: Text('Units')),
                  if (prefs.showAdvanced)
                    Column(children: [
                      const Text('Developer tools'),
                      TextButton(onPressed: () => _loadTrack(context), child: const Text('Load track file')),
                    ]),
                ]);
              }

              Future<void> _loadTrack(BuildContext context) async {
                try {
                  await prefs.loadTrack();
                } catch (e) {
                  ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text('Could not load: ↓$e')));
                }
              }

            }
            """)]),
            // The same screens once the notifier rethrows and the edit is awaited: the screen's `catch` runs.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("members_notifier", """
            @riverpod
            class MembersNotifier extends AutoDisposeAsyncNotifier<MembersState> {
              Future<void> add(String listId, String userId) async {
                state = const AsyncValue.loading();
                try {
                  await ref.read(membersRepositoryProvider).add(listId, userId);
                  state = const AsyncValue.data(MembersState.loaded());
                } catch (e) {
                  state = AsyncValue.data(MembersState.failed(e.toString()));
                  rethrow;
                }
              }
            }

            final notesProvider = StateNotifierProvider.autoDispose.family<NotesNotifier, NotesState, String>(
              (ref, id) => NotesNotifier(ref.watch(notesRepositoryProvider), id),
            );

            class NotesNotifier extends StateNotifier<NotesState> {
              Future<void> edit(String noteId, String text) async {
                await repository.edit(noteId, text);
              }
            }
            """), FlutterExample.dart("members_page", """
            import 'package:flutter/material.dart';

            import 'members_notifier.dart';

            Future<void> addAll(BuildContext context, WidgetRef ref, String listId, List<String> ids) async {
              final messenger = ScaffoldMessenger.of(context);
              try {
                for (final id in ids) {
                  await ref.read(membersNotifierProvider.notifier).add(listId, id);
                }
              } catch (e) {
                messenger.showSnackBar(SnackBar(content: Text('Could not add: ↓$e')));
              }
            }

            Future<void> save(BuildContext context, WidgetRef ref, String id, String noteId, String text) async {
              final messenger = ScaffoldMessenger.of(context);
              try {
                await ref.read(notesProvider(id).notifier).edit(noteId, text);
              } catch (e) {
                messenger.showSnackBar(SnackBar(content: Text('Error: ↓$e')));
              }
            }
            """)]),
            // The same post tile once the repository's method returns a bare future: its failure
            // passes through the cubit into the tile's `catchError`.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("post_cubit", """
            abstract class PostState {}
            class PostIdle extends PostState {}
            class PostLiked extends PostState {
              PostLiked(this.postId);
              final String postId;
            }

            abstract class PostRepository {
              Future<void> like(String postId);
            }

            class PostCubit extends Cubit<PostState> {
              PostCubit(this._repository) : super(PostIdle());
              final PostRepository _repository;

              Future<void> like(String postId) async {
                await _repository.like(postId);
                emit(PostLiked(postId));
              }
            }
            """), Self.postTile(marker: "↓")]),
        ],
        nonTriggering: [
            // futuristic-flutter's matches and live screens: one block only shows a toast (the
            // app's own helper looks its messenger up with `maybeOf` and builds a snack bar), the
            // other awaits a service call that catches everything and returns false, so neither
            // catch can run.
            CheckExample(files: [FlutterExample.dart("toast", """
            import 'package:flutter/material.dart';

            class Haptics {
              static Future<void> success() async {
                await HapticFeedback.lightImpact();
              }
            }

            class AppToast {
              static void success(BuildContext context, {required String message}) {
                Haptics.success();
                _show(context, message: message, color: Colors.green);
              }

              static void error(BuildContext context, {required String message}) {
                _show(context, message: message, color: Colors.red);
              }

              static void _show(BuildContext context, {required String message, required Color color}) {
                final messenger = ScaffoldMessenger.maybeOf(context);
                if (messenger == null) return;
                final bar = SnackBar(
                  content: _ToastBody(message: message),
                  backgroundColor: color,
                  shape: RoundedRectangleBorder(borderRadius: BorderRadius.circular(12)),
                );
                messenger.showSnackBar(bar);
              }
            }

            class _ToastBody extends StatelessWidget {
              const _ToastBody({required this.message});
              final String message;
              @override
              Widget build(BuildContext context) => Text(message);
            }
            """), FlutterExample.dart("streams", """
            import 'package:flutter/material.dart';
            import 'toast.dart';

            class StreamReports {
              StreamReports(this._client);
              final ApiClient _client;

              Future<bool> report(String id) async {
                try {
                  final response = await _client.post('/report', data: {'id': id});
                  return response.statusCode == 200;
                } catch (e) {
                  return false;
                }
              }
            }

            class MatchActions {
              Future<void> unmatch(BuildContext context) async {
                try {
                  AppToast.success(context, message: 'Unmatched');
                } catch (e) {
                  AppToast.error(context, message: 'Failed to unmatch: ${e.toString()}');
                }
              }

              Future<void> report(BuildContext context, String id) async {
                try {
                  final reports = StreamReports(ApiClient.instance);
                  final done = await reports.report(id);
                  if (done) {
                    AppToast.success(context, message: 'Reported');
                  } else {
                    AppToast.error(context, message: 'Could not report the stream.');
                  }
                } catch (e) {
                  AppToast.error(context, message: 'Error: ${e.toString()}');
                }
              }
            }
            """)]),
            CheckExample(files: [FlutterExample.dart("backup", """
            import 'package:flutter/material.dart';

            class CodeRejected implements Exception {
              CodeRejected(this.reason);
              final String reason;
              @override
              String toString() => reason;
            }

            Future<void> backUp(BuildContext context, Future<void> Function() upload) async {
              try {
                await upload();
              } on CodeRejected catch (e) {
                ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text(e.toString())));
              } catch (e) {
                debugPrint('backup failed: $e');
                final detail = e.toString();
                log(detail);
                ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text(context.l10n.backupFailed)));
              }
            }

            Future<void> share(BuildContext context, Future<void> Function() send) async {
              try {
                await send();
              } catch (e) {
                showAlertDialog(context, context.l10n.shareFailed, 'Copy details', () {
                  Clipboard.setData(ClipboardData(text: e.toString()));
                });
              }
            }

            Widget failureNote(Object error) {
              if (kDebugMode) return Text(error.toString());
              return const Text('Something went wrong. Try again.');
            }

            Future<void> unlock(BuildContext context, Future<void> Function() open) async {
              try {
                await open();
              } catch (e) {
                final note = e.toString().contains('bad key') || e.toString() == 'locked' ? context.l10n.wrongKey : context.l10n.unlockFailed;
                showDialog(context: context, builder: (_) => ProblemAlert(body: note));
              }
            }

            Future<void> restore(Future<void> Function() load) async {
              try {
                await load();
              } catch (e) {
                showNotice(AppSnackbar(title: 'The backup could not be restored.', description: e.toString()));
              }
            }
            """)]),
            // An image's error widget that only debug builds return: its one caller is under
            // `kDebugMode`, so the model gives the method the scope of that branch.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'package:flutter/foundation.dart';
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: ErrorImage()));

            class ErrorImage extends StatelessWidget {
              const ErrorImage({super.key, this.failure});

              final Object? failure;

              Widget _debugErrorWidget(Object error) => Text('$error');

              @override
              Widget build(BuildContext context) {
                if (failure != null && kDebugMode) {
                  return _debugErrorWidget(failure!);
                }
                return const Icon(Icons.broken_image);
              }
            }
            """)]),
            // cake-wallet's [dev] screens: a flag that defaults to kDebugMode gates the tile
            // that opens them, and each page's own title marks it for developers.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'package:flutter/foundation.dart';
            import 'package:flutter/material.dart';

            import 'dev/request_log.dart';

            void main() => runApp(MaterialApp(home: const WalletHome(), routes: {'/dev/requests': (_) => RequestLogPage()}));

            class Flags {
              static const bool hasDevTools = bool.fromEnvironment('hasDevTools', defaultValue: kDebugMode);
            }

            class WalletHome extends StatelessWidget {
              const WalletHome({super.key, this.failure});

              final Object? failure;

              Widget _syncNote(Object error) {
                if (Flags.hasDevTools) return Text('Sync stopped: $error');
                return const Text('Sync stopped. Pull to try again.');
              }

              @override
              Widget build(BuildContext context) => failure == null ? const Text('Wallet') : _syncNote(failure!);
            }
            """), FlutterExample.dart("dev/request_log", """
            import 'package:flutter/material.dart';

            class RequestLogPage extends BasePage {
              @override
              String? get title => "[dev] request log";
            }

            class RequestDetails extends BasePage {
              Widget bodyOf(String raw) {
                try {
                  return Text(prettyJson(raw));
                } catch (e) {
                  return SelectableText("Invalid JSON: $e");
                }
              }
            }
            """)]),
            // meshmapper-flutter's settings: the track loader of a GPS simulator, reached only from the
            // section shown when developer mode is on.
            CheckExample(files: [FlutterExample.dart("settings_page", """
            import 'package:flutter/material.dart';

            class SettingsPage extends StatelessWidget {
              const SettingsPage({super.key, required this.prefs});
              final Prefs prefs;

              @override
              Widget build(BuildContext context) {
                return ListView(children: [
                  const ListTile(title: Text('Units')),
                  if (prefs.developerModeEnabled)
                    Column(children: [
                      const Text('Developer tools'),
                      TextButton(onPressed: () => _loadTrack(context), child: const Text('Load track file')),
                    ]),
                ]);
              }

              Future<void> _loadTrack(BuildContext context) async {
                try {
                  await prefs.loadTrack();
                } catch (e) {
                  ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text('Could not load: $e')));
                }
              }

            }
            """)]),
            // A developer's raw-settings editor, opened from a tile marked "(Dev)": the parser's message is what its user needs.
            CheckExample(files: [FlutterExample.dart("advanced", """
            import 'package:flutter/material.dart';

            Widget rawPrefsTile(BuildContext context) => ListTile(
                  title: const Text('(Dev) Raw preferences'),
                  onTap: _openRawPrefs,
                );

            Future<void> _openRawPrefs() async {
              void onSaved(String text) {
                try {
                  applyPrefs(jsonDecode(text));
                } catch (e) {
                  showDialog(context: rootContext, builder: (_) => ProblemAlert(body: 'Save:\n$e'));
                }
              }
              await openEditor(onSaved);
            }
            """)]),
            // The `try` only gives the bloc an event or starts a Firestore write without awaiting
            // it: their failures never reach the `catch`.
            CheckExample(files: [FlutterExample.dart("save_button", """
            import 'package:flutter/material.dart';

            Future<void> save(BuildContext context, HomeworkBloc bloc) async {
              try {
                bloc.add(const Save());
              } on Exception catch (e) {
                ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text(e.toString())));
              }
            }

            Future<void> accept(BuildContext context, FirebaseFirestore firestore, String uid) async {
              try {
                firestore.collection('User').doc(uid).update({'accepted': true});
              } on Exception catch (e) {
                await showDialog(context: context, builder: (_) => AlertDialog(content: Text(e.toString())));
              }
            }
            """)]),
            // The `try` awaits nothing and only pops a route (the awaited save is commented
            // out): popping does not throw, so the `catch` never runs.
            CheckExample(files: [FlutterExample.dart("server_sheet", """
            import 'package:flutter/material.dart';

            Future<void> close(BuildContext context, ServerCubit cubit) async {
              try {
                // await cubit.saveServer();
                if (context.mounted) {
                  Navigator.pop(context);
                }
              } catch (err) {
                showAlertDialog(context, 'Error', [SelectableText(err.toString())]);
              }
              try {
                Navigator.of(context).pop(const Result(saved: false));
              } catch (err) {
                showAlertDialog(context, 'Error', [SelectableText(err.toString())]);
              }
            }
            """)]),
            // daegubus-flutter's favourites: the stop lookup goes through a forwarder to a
            // service whose whole body is a `try` with a bare `catch` returning an empty list,
            // and the alarm service returns `false` the same way, so the screen's `catch` never runs.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("services/stop_service", """
            class StopService {
              Future<List<String>> arrivals(String stopId) async {
                try {
                  final rows = await fetchRows(stopId);
                  return rows.map((row) => row.name).toList();
                } catch (e) {
                  logEvent('arrivals failed: $e');
                  return [];
                }
              }
            }

            class Api {
              static final Api _shared = Api._();
              Api._();
              final StopService _stops = StopService();

              static Future<List<String>> arrivals(String stopId) async {
                return _shared._stops.arrivals(stopId);
              }
            }

            class Reminders {
              Future<bool> set(String stopId, int minutes) async {
                logEvent('setting a reminder');
                try {
                  await schedule(stopId, minutes);
                  return true;
                } on PlatformException catch (e) {
                  logEvent('platform: $e');
                  return false;
                } catch (e) {
                  return false;
                }
              }
            }

            void logEvent(String text) => Logger('app').info(text);
            """), FlutterExample.dart("favourites", """
            import 'package:flutter/material.dart';

            import 'services/stop_service.dart';

            Future<void> pickStop(BuildContext context, String stopId) async {
              try {
                final arrivals = await Api.arrivals(stopId.trim());
                showModalBottomSheet(context: context, builder: (_) => Text(arrivals.first));
              } catch (e) {
                ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text('Could not load the stop: $e')));
              }
            }

            Future<void> remind(BuildContext context, Reminders reminders, String stopId) async {
              final messenger = ScaffoldMessenger.of(context);
              try {
                await reminders.set(stopId, 5);
                messenger.showSnackBar(const SnackBar(content: Text('Reminder set')));
              } catch (e) {
                messenger.showSnackBar(SnackBar(content: Text('Failed: $e')));
              }
            }
            """)]),
            // lakiite-flutter's list and comment screens: the notifier method the screen awaits
            // catches every error and stores it in the state, and the other is `async` and left
            // unawaited with its own `catchError`, so neither fails into the screen's `catch`.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("members_notifier", """
            import 'dart:developer' as developer;

            @riverpod
            class MembersNotifier extends AutoDisposeAsyncNotifier<MembersState> {
              Future<void> add(String listId, String userId) async {
                state = const AsyncValue.loading();
                try {
                  await ref.read(membersRepositoryProvider).add(listId, userId);
                  state = const AsyncValue.data(MembersState.loaded());
                } catch (e) {
                  state = AsyncValue.data(MembersState.failed(e.toString()));
                }
              }
            }

            class MembersState {
              const factory MembersState.loaded() = _Loaded;
              const factory MembersState.failed(String message) = _Failed;
            }

            final notesProvider = StateNotifierProvider.autoDispose.family<NotesNotifier, NotesState, String>(
              (ref, id) => NotesNotifier(ref.watch(notesRepositoryProvider), id),
            );

            class NotesNotifier extends StateNotifier<NotesState> {
              Future<void> edit(String noteId, String text) async {
                developer.log('editing $noteId');
                await repository.edit(noteId, text);
              }
            }
            """), FlutterExample.dart("members_page", """
            import 'dart:developer' as developer;
            import 'package:flutter/material.dart';

            import 'members_notifier.dart';

            Future<void> addAll(BuildContext context, WidgetRef ref, String listId, List<String> ids) async {
              final messenger = ScaffoldMessenger.of(context);
              final navigator = Navigator.of(context);
              try {
                for (final id in ids) {
                  await ref.read(membersNotifierProvider.notifier).add(listId, id);
                }
                navigator.pop();
              } catch (e) {
                messenger.showSnackBar(SnackBar(content: Text('Could not add: $e')));
              }
            }

            void save(BuildContext context, WidgetRef ref, String id, String noteId, String text) {
              final messenger = ScaffoldMessenger.of(context);
              try {
                developer.log('saving ${ref.read(sessionProvider).value?.id}');
                ref.read(notesProvider(id).notifier).edit(noteId, text).then((_) {
                  messenger.showSnackBar(const SnackBar(content: Text('Saved')));
                }).catchError((error) {
                  messenger.showSnackBar(SnackBar(content: Text(describeFailure(error))));
                });
              } catch (e) {
                messenger.showSnackBar(SnackBar(content: Text('Error: $e')));
              }
            }
            """)]),
            // lyxa-flutter's post tile: the cubit's method awaits a repository declared to return
            // a `Result` and only emits states from it, so the `catchError` on its future never runs.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("post_cubit", """
            class Result<T> {
              const Result(this.data, this.failure);
              final T? data;
              final Object? failure;

              bool get failed => failure != null;
              String describe() => failure == null ? '' : 'Could not reach the server.';
            }

            abstract class PostRepository {
              Future<Result<void>> like(String postId);
            }

            abstract class PostState {}
            class PostIdle extends PostState {}
            class PostLiked extends PostState {
              PostLiked(this.postId);
              final String postId;
            }
            class PostFailed extends PostState {
              PostFailed(this.message);
              final String message;
            }

            class PostCubit extends Cubit<PostState> {
              PostCubit(this._repository) : super(PostIdle());
              final PostRepository _repository;

              Future<void> like(String postId) async {
                final result = await _repository.like(postId);
                if (result.failed) {
                  _report(result);
                } else {
                  emit(PostLiked(postId));
                }
              }

              void _report(Result result) {
                Logger.logError('like failed');
                emit(PostFailed(result.describe()));
              }
            }
            """), Self.postTile(marker: "")]),
            CheckExample(files: [FlutterExample.dart("debug_page", """
            import 'package:flutter/material.dart';

            Future<void> replayQueue(BuildContext context, Future<void> Function() replay) async {
              try {
                await replay();
              } catch (e) {
                ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text(e.toString())));
              }
            }
            """)]),
        ]
    )

    /// A post tile whose like button shows the error of the cubit's `like` through `catchError`;
    /// `marker` marks the shown error text where the cubit can fail.
    static func postTile(marker: String) -> (String, String) {
        FlutterExample.dart("post_tile", """
        import 'package:flutter/material.dart';

        import 'post_cubit.dart';

        class PostTile extends StatelessWidget {
          const PostTile({super.key, required this.cubit, required this.postId});
          final PostCubit cubit;
          final String postId;

          void _like(BuildContext context) {
            cubit.like(postId).catchError((error) {
              ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text(\(marker)error.toString())));
            });
          }

          @override
          Widget build(BuildContext context) => IconButton(onPressed: () => _like(context), icon: const Icon(Icons.favorite));
        }
        """)
    }

    /// Parameter types that hold any error, and the names such a parameter goes by.
    static let errorParameterTypes: Set<String> = ["Object", "dynamic", "Exception", "Error"]
    static let errorParameterNames: Set<String> = ["error", "e", "err", "exception", "ex", "exc"]
    /// Labels of arguments a snack bar, toast, dialog or alert shows as text.
    /// A `description:` or `subtitle:` under a title in plain words is a detail line and is left out.
    static let shownLabels: Set<String> = ["title", "message", "content", "text", "body", "errorMessage", "msg", "errorText"]
    /// Words in the name of a call that shows its text arguments to the user.
    static let hostWords = ["snackbar", "toast", "dialog", "alert", "flushbar", "banner"]
    /// `Clipboard.setData(ClipboardData(text: e.toString()))` copies the text (a "Copy" action
    /// for a bug report), it does not show it, even inside a dialog's callback.
    static let clipboardData = "ClipboardData"
    static let logging: Set<String> = ["print", "debugPrint", "log", "recordError", "captureException", "captureMessage", "e", "w", "d", "i", "severe", "warning", "info", "fine", "write", "writeln", "add"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        // Built once, on the first `try` that needs the project's functions followed.
        var swallowed: SwallowedDartFailures?
        func followed() -> SwallowedDartFailures {
            if let swallowed { return swallowed }
            let made = SwallowedDartFailures(files: flutter.dartFiles)
            swallowed = made
            return made
        }
        // A debug page (`debugPage.dart`) is for the developers, who want the raw text.
        for file in flutter.shippingFiles where !file.path.split(separator: "/").last!.lowercased().contains("debug") {
            let dart = file.file
            guard !isDeveloperPage(dart) else { continue }
            guard dart.source.mentions("toString") || dart.source.mentions("$") else { continue }
            var reported = Set<Int>()
            let developerTools = developerActions(in: dart).union(developerModeActions(in: dart))
            for (variable, scope) in errorVariables(in: dart, path: file.path, followed) {
                for read in rawReads(of: variable, in: scope, dart) where !reported.contains(read) {
                    guard isInDebugFunction(read, dart) == false, isShown(read, dart),
                          !dart.functions.contains(where: { $0.name.map(developerTools.contains) == true && $0.bodyRange.contains(read) }) else { continue }
                    reported.insert(read)
                    output.report(
                        "The text of a caught error (\(variable)) is shown to the user here: exception text is written for developers (a class name, a code, a host name) and says nothing the user can act on. Say in plain words what failed and what to do next, and send the error itself to the log or a crash report.",
                        at: file.position(dart.source.tokens[read].position), confidence: .medium)
                }
            }
        }
    }

    /// Each name holding an unknown error, with the tokens where it is in scope.
    func errorVariables(in dart: DartFile, path: String, _ followed: () -> SwallowedDartFailures) -> [(String, Range<Int>)] {
        let source = dart.source
        // `catch (e) { … }` of everything or a broad type, `onError: (error) { … }`, `.catchError((e) => …)`.
        var result = FlutterCode.broadErrorHandlers(in: dart).filter { !catchesNothing($0, dart, path: path, followed) }.map { ($0.variable, $0.body) }
        // `void showProblem(BuildContext context, Object error)`.
        for function in dart.functions where !function.isClosure {
            let parameters = function.parameterRange
            for token in parameters where source.kind(at: token) == .identifier && Self.errorParameterTypes.contains(source.text(at: token)) {
                var name = token + 1
                if source.kind(at: name) == .question { name += 1 }
                let type = source.text(at: token)
                guard source.kind(at: name) == .identifier, Self.errorParameterNames.contains(source.text(at: name)),
                      type != "dynamic" || ["error", "err", "exception"].contains(source.text(at: name)),
                      let next = source.kind(at: name + 1), next == .comma || next == .rightParen || next == .rightBrace || next == .rightBracket else { continue }
                result.append((source.text(at: name), function.bodyRange))
            }
        }
        return result
    }

    /// Whether the handler's `try` block cannot fail into it, so the `catch` shows nothing: it
    /// awaits nothing and only hands work on or pops a route (`DartFile.canFail(in:)`), or it
    /// only calls project functions that catch every error themselves and return a fallback
    /// (`SwallowedDartFailures`); or, for a `catchError` callback, the future it is registered on
    /// comes from a project function that cannot throw (a cubit method that awaits a repository
    /// declared to return a `Result` and only emits states).
    func catchesNothing(_ handler: DartErrorHandler, _ dart: DartFile, path: String, _ followed: () -> SwallowedDartFailures) -> Bool {
        // `cubit.addComment(…).catchError((error) { … })` on a project method whose future cannot fail.
        if let call = handler.futureCall { return followed().futureCannotFail(call: call, path: path) }
        guard let statement = handler.tryStatement else { return false }
        return !dart.canFail(in: statement) || !followed().canFail(in: statement, path: path)
    }

    /// Tokens in `scope` where the error's text is taken whole: `e.toString()`, `'$e'`, `'${e}'`.
    func rawReads(of name: String, in scope: Range<Int>, _ dart: DartFile) -> [Int] {
        let source = dart.source
        var reads: [Int] = []
        for token in scope {
            switch source.kind(at: token) {
            case .interpolationName?:
                if source.text(at: token).dropFirst() == name { reads.append(token) }
            case .identifier?:
                guard source.text(at: token) == name, source.kind(at: token - 1) != .dot, source.kind(at: token - 1) != .nullAwareDot else { continue }
                if (source.kind(at: token + 1) == .dot || source.kind(at: token + 1) == .nullAwareDot) && source.tokenIs(token + 2, "toString")
                    && source.kind(at: token + 3) == .leftParen && source.kind(at: token + 4) == .rightParen && !isTested(from: token, to: token + 4, source)
                    || source.kind(at: token - 1) == .interpolationOpen && source.kind(at: token + 1) == .interpolationClose {
                    reads.append(token)
                }
            default: break
            }
        }
        return reads
    }

    /// Text the code only tests (`e.toString().contains('incorrect password')`, `e.toString() == …`)
    /// to pick a message of its own: the error's text is never shown from here.
    static let textTests: Set<String> = ["contains", "startsWith", "endsWith"]

    func isTested(from start: Int, to end: Int, _ source: DartSource) -> Bool {
        let equality = ["==", "!="]
        if source.kind(at: start - 1) == .operator, equality.contains(source.text(at: start - 1)) { return true }
        if source.kind(at: end + 1) == .operator, equality.contains(source.text(at: end + 1)) { return true }
        return (source.kind(at: end + 1) == .dot || source.kind(at: end + 1) == .nullAwareDot)
            && Self.textTests.contains(source.text(at: end + 2)) && source.kind(at: end + 3) == .leftParen
    }

    /// Whether the text read at `token` reaches the screen: as a shown argument, or through a
    /// local of the same function assigned from it and then shown.
    func isShown(_ token: Int, _ dart: DartFile) -> Bool {
        if let shown = isShownArgument(token, dart) { return shown }
        let source = dart.source
        // `local = …e.toString()…;` and later `Text(local)`.
        let statement = source.tokensAround(before: token).prefix(while: { ![.semicolon, .leftBrace, .rightBrace, .arrow].contains(source.kind(at: $0)) })
        guard let assign = statement.first(where: { source.kind(at: $0) == .assign }),
              source.kind(at: assign - 1) == .identifier,
              let function = dart.namedFunction(containing: token) else { return false }
        let local = source.text(at: assign - 1)
        let body = dart.functions[function].bodyRange
        return body.contains { later in
            later > token && source.kind(at: later) == .identifier && source.text(at: later) == local
                && source.kind(at: later - 1) != .dot && source.kind(at: later + 1) != .assign
                && isShownArgument(later, dart) == true
        }
    }

    /// Whether the argument holding `token` is shown text (true), logged or kept (false), or
    /// not an argument at all (nil).
    func isShownArgument(_ token: Int, _ dart: DartFile) -> Bool? {
        // The innermost call with an argument holding the token (not the token's own `toString()`).
        var innermost: (call: Int, argument: DartArgument)?
        for index in dart.calls.indices where dart.calls[index].tokenRange.contains(token) {
            guard let argument = dart.calls[index].arguments.first(where: { $0.tokenRange.contains(token) }) else { continue }
            if let current = innermost, dart.calls[current.call].tokenRange.count <= dart.calls[index].tokenRange.count { continue }
            innermost = (index, argument)
        }
        guard let (index, argument) = innermost else { return nil }
        let call = dart.calls[index]
        if Self.logging.contains(call.name) || call.name == Self.clipboardData { return false }
        if argument.label == nil {
            if call.name == "Text" || call.name == "SelectableText" { return true }
            let lower = call.name.lowercased()
            return Self.hostWords.contains { lower.contains($0) } && call.name != "showDialog"
        }
        guard let label = argument.label, Self.shownLabels.contains(label) else { return false }
        if label == "errorText" { return true }
        let names = [call.name] + dart.ancestors(of: index).prefix(2).map { dart.calls[$0].name }
        return names.contains { name in
            let lower = name.lowercased()
            return Self.hostWords.contains { lower.contains($0) }
        }
    }

    /// First words of a tile's title that mark it for developers: `(Dev) Edit raw json`, `Debug log`.
    static let developerMarks: Set<String> = ["dev", "debug", "developer"]

    /// Functions a tile marked for developers runs (`ListTile(title: const Text('(Dev) Edit raw json'),
    /// onTap: _editRawSettings)`): a developer's tool, whose user wants the error as it is.
    func developerActions(in dart: DartFile) -> Set<String> {
        var names: Set<String> = []
        for call in dart.calls {
            guard let title = call.arguments.first(where: { $0.label == "title" }), case .call(let text) = title.value,
                  dart.calls[text].name == "Text", case .string(let words)? = dart.calls[text].arguments.first?.value,
                  let first = NameWords.split(words).first, Self.developerMarks.contains(first) else { continue }
            for argument in call.arguments where argument.label == "onTap" || argument.label == "onPressed" {
                if case .reference(let path) = argument.value, path.count == 1 { names.insert(path[0]) }
            }
        }
        return names
    }

    /// Private functions that only a developer-mode branch reaches: every use of the name sits in
    /// the element or block an `if` on a developer-mode flag guards (`if (appState.developerModeEnabled)
    /// _buildSection(context, 'Developer Tools', [ … onPressed: () => _pickRouteFile(context) … ])`),
    /// or in the body of another such function. meshmapper-flutter's route loader for its GPS
    /// simulator, a tool the settings show only once developer mode is unlocked. Not decided in a
    /// library with parts (its private names are used elsewhere) or under a negated condition.
    func developerModeActions(in dart: DartFile) -> Set<String> {
        let source = dart.source
        guard !dart.sharesPrivateNames else { return [] }
        var guarded: [ClosedRange<Int>] = []
        for at in source.tokens.indices where source.kind(at: at) == .identifier && source.tokenIs(at, "if") && source.kind(at: at + 1) == .leftParen {
            guard let close = source.partner(of: at + 1), close > at + 2 else { continue }
            let condition = (at + 2)..<close
            guard !condition.contains(where: { source.kind(at: $0) == .bang || (source.kind(at: $0) == .operator && source.text(at: $0).hasPrefix("!")) || source.tokenIs($0, "false") }),
                  condition.contains(where: { source.kind(at: $0) == .identifier && Self.namesDeveloperMode(source.text(at: $0)) }),
                  let end = Self.guardedEnd(after: close, in: source) else { continue }
            guarded.append((close + 1)...end)
        }
        guard !guarded.isEmpty else { return [] }
        var candidates: [(name: String, declaration: Int, body: Range<Int>)] = []
        for function in dart.functions where function.enclosingFunction == nil {
            guard let name = function.name, name.hasPrefix("_"), let token = source.tokenIndex(at: function.position) else { continue }
            candidates.append((name, token, function.bodyRange))
        }
        var names: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for candidate in candidates where !names.contains(candidate.name) {
                let uses = dart.identifierTokens([candidate.name]).filter { $0 != candidate.declaration }
                guard !uses.isEmpty, uses.allSatisfy({ use in
                    guarded.contains { $0.contains(use) }
                        || candidates.contains { names.contains($0.name) && $0.body.contains(use) }
                }) else { continue }
                names.insert(candidate.name)
                changed = true
            }
        }
        return names
    }

    /// Whether a flag's name says developer mode or developer tools are on: `developerModeEnabled`,
    /// `showDevTools`, `devOptions`.
    static func namesDeveloperMode(_ name: String) -> Bool {
        let words = Set(NameWords.split(name))
        return !words.isDisjoint(with: ["developer", "dev"]) && !words.isDisjoint(with: ["mode", "tools", "options", "menu"])
    }

    /// The last token of what an `if` whose condition closes at `close` guards: its block, or
    /// in a collection or a statement the element up to the next `,`, `;`, `else` or closing bracket.
    static func guardedEnd(after close: Int, in source: DartSource) -> Int? {
        var at = close + 1
        while at < source.tokens.count, [.lineComment, .blockComment, .docComment].contains(source.kind(at: at)) { at += 1 }
        guard at < source.tokens.count else { return nil }
        if source.kind(at: at) == .leftBrace { return source.partner(of: at) }
        while at < source.tokens.count {
            switch source.kind(at: at) {
            case .leftParen, .leftBrace, .leftBracket:
                guard let partner = source.partner(of: at) else { return nil }
                at = partner + 1
                continue
            case .comma, .semicolon, .rightParen, .rightBrace, .rightBracket:
                return at - 1
            default:
                if source.kind(at: at) == .identifier && source.tokenIs(at, "else") { return at - 1 }
            }
            at += 1
        }
        return nil
    }

    /// Whether the file holds a page whose own title marks it for developers (`String? get title
    /// => "[dev] network requests";`): its menu offers it only to builds with developer options,
    /// and the file's other widgets (the request details it pushes) are its parts.
    func isDeveloperPage(_ dart: DartFile) -> Bool {
        let source = dart.source
        return dart.classes.contains { page in
            page.bodyRange.contains { at in
                source.tokenIs(at, "get") && source.tokenIs(at + 1, "title") && source.kind(at: at + 2) == .arrow
                    && source.stringLiteral(at: at + 3).flatMap { NameWords.split($0).first }.map(Self.developerMarks.contains) == true
            }
        }
    }

    /// Whether the read sits in a function that tests `kDebugMode`: a developer's view.
    func isInDebugFunction(_ token: Int, _ dart: DartFile) -> Bool {
        guard let function = dart.namedFunction(containing: token) else { return false }
        let source = dart.source
        return dart.functions[function].bodyRange.contains { source.kind(at: $0) == .identifier && source.tokenIs($0, "kDebugMode") }
    }
}

extension DartFile {
    /// The innermost named function whose body holds a token.
    func namedFunction(containing token: Int) -> Int? {
        functions.indices.filter { functions[$0].name != nil && functions[$0].bodyRange.contains(token) }
            .min { functions[$0].bodyRange.count < functions[$1].bodyRange.count }
    }
}
