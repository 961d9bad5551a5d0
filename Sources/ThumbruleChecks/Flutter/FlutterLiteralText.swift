import ThumbruleCore
import ThumbruleFrontEnds

/// Words shown as string literals (`Text('Save')`, `tooltip: 'Share'`, `labelText: 'Email'`,
/// local_auth's `localizedReason: 'Unlock'`)
/// in an app that is localised (a pubspec depends on flutter_localizations,
/// easy_localization or slang): those strings stay in one language for every user. One note
/// per file, at the first literal, with the count.
///
/// Literals with no word in them (`'•'`, `'42'`, `'—'`), codes in capitals (`'PROD'`),
/// interpolations, the app's own name, one-word names with an inner capital (`GitHub`), a
/// type specimen (`Aa`), a diagnostic naming code (`MediaItem isn't null`),
/// identifiers and addresses (`@bad_guy:domain.abc`, `example.org`), the `message:` of a
/// logging or reporting call (`sendErrorReport`, `Logs().e`), and
/// developer screens (`debug` folders, files named for debugging or dev mode) are left alone. Known false positives: other brand and proper names, which need
/// no translation; known false negatives: literals passed through variables or helpers.
struct FlutterLiteralText: FlutterCheck {
    package static let description = CheckDescription(
        id: "l10n-strings.flutter-literal-text",
        ruleId: "l10n-strings",
        summary: "Literal user-visible text in a localised Flutter app (one note per file)",
        optIn: "Judged true in 41 of 66 findings on apps nobody tuned it on: developer fallbacks, product names and debug screens are often literal by design.",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations"]), FlutterExample.dart("settings", """
            import 'package:flutter/material.dart';

            class SettingsScreen extends StatelessWidget {
              const SettingsScreen({super.key});

              @override
              Widget build(BuildContext context) {
                return ListView(children: [
                  ListTile(title: Text(AppLocalizations.of(context)!.theme)),
                  const ListTile(title: Text(↓'Export data')),
                  IconButton(icon: const Icon(Icons.share), tooltip: 'Share', onPressed: () {}),
                ]);
              }
            }
            """)]),
            // The biometric prompt's reason, shown by the system sheet.
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations", "local_auth"]), FlutterExample.dart("lock", """
            import 'package:local_auth/local_auth.dart';

            Future<bool> unlock() => LocalAuthentication().authenticate(localizedReason: ↓'Unlock your journal');
            """)]),
            // Copy in a script without case (pilll's Japanese dialogs) in an app with ARB catalogs.
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations", "intl"]), FlutterExample.dart("confirm_close", """
            import 'package:flutter/material.dart';

            Future<void> confirmClose(BuildContext context) => showDialog(
                  context: context,
                  builder: (context) => AlertDialog(
                    title: const Text(↓'本当に閉じますか？'),
                    actions: [TextButton(onPressed: () {}, child: const Text('閉じる'))],
                  ),
                );
            """)]),
        ],
        nonTriggering: [
            // One language only: flutter_localizations brings the framework's own strings for it.
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations"]), FlutterExample.dart("app", """
            import 'package:flutter/material.dart';
            import 'package:flutter_localizations/flutter_localizations.dart';

            class ReaderApp extends StatelessWidget {
              const ReaderApp({super.key});

              @override
              Widget build(BuildContext context) {
                return MaterialApp(
                  localizationsDelegates: GlobalMaterialLocalizations.delegates,
                  supportedLocales: const [Locale('en', 'GB')],
                  home: const Scaffold(body: Text('Your shelf')),
                );
              }
            }
            """)]),
            // A row only debug builds show (`kDebugMode && …`) never reaches a user.
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations"]), FlutterExample.dart("notifications", """
            import 'package:flutter/foundation.dart';
            import 'package:flutter/material.dart';

            Widget pushDiagnostics(BuildContext context, DateTime? lastPush) => Column(children: [
                  Text(AppLocalizations.of(context)!.notifications),
                  if (kDebugMode && lastPush != null)
                    ListTile(
                      title: const Text('Last received push notification'),
                      subtitle: Text(lastPush.toIso8601String()),
                    ),
                ]);
            """), FlutterExample.dart("main", "import 'notifications.dart';\n\nvoid main() {}\n")]),
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations"]), FlutterExample.dart("settings", """
            import 'package:flutter/material.dart';

            Widget row(BuildContext context, int count) => Row(children: [
                  Text(AppLocalizations.of(context)!.exportData),
                  const Text('•'),
                  Text('$count'),
                  const Text('42 %'),
                  const Text('ExampleApp'),
                  const Text('TEST ENV'),
                  const Text('Aa'),
                  const Text("Stream has no data and PlayerState isn't null?"),
                ]);
            """), FlutterExample.dart("user_preferences_dev_mode", """
            import 'package:flutter/material.dart';

            const serverTitle = Text('Server environment for testers');
            """)]),
            // An example identifier in a hint, and messages only an error report or a log receives.
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations"]), FlutterExample.dart("ignore_list", """
            import 'package:flutter/material.dart';

            Widget ignoreField(BuildContext context) => TextField(
                  decoration: InputDecoration(
                    labelText: L10n.of(context).blockUsername,
                    hintText: '@bad_guy:domain.abc',
                    helperText: 'support@example.org',
                  ),
                );

            void onFlutterError(Object error) {
              sendErrorReport(message: 'Flutter Error', error: error);
              Logs().e(message: 'Error from error reporting dialog');
            }
            """)]),
            // Caseless-script text only a log receives, and a lone ideograph used as a unit mark
            // (from pilll, whose Japanese copy is otherwise reported).
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations"]), FlutterExample.dart("sync", """
            import 'package:flutter/material.dart';

            Widget dayBadge(int day) => Row(children: [Text('$day'), const Text('日')]);

            void onSyncFailed(Object error) {
              Logs().e(message: '同期に失敗しました', error: error);
            }
            """)]),
            // A file of the repository's shared UI package that nothing imports: no app ships it.
            CheckExample(files: [
                FlutterExample.pubspec(["flutter_localizations"]),
                FlutterExample.dart("main", "import 'package:shared_ui/palette.dart';\n\nvoid main() => runApp(const App(palette: brandPalette));\n"),
                ("packages/shared_ui/pubspec.yaml", "name: shared_ui\ndependencies:\n  flutter:\n    sdk: flutter\n"),
                ("packages/shared_ui/lib/palette.dart", "const brandPalette = Palette(0xFF1976D2);\n"),
                ("packages/shared_ui/lib/palette_showcase.dart", """
                import 'package:flutter/material.dart';

                const heading = Text('Every colour of the palette');
                """),
            ]),
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("settings", """
            import 'package:flutter/material.dart';

            const title = Text('Export data');
            """)]),
        ]
    )

    static let localisation: Set<String> = ["flutter_localizations", "easy_localization", "slang", "slang_flutter"]
    static let textWidgets: Set<String> = ["Text", "SelectableText"]
    /// Arguments whose string the user reads; local_auth's prompt texts (`localizedReason:`, the
    /// Android sheet's `signInTitle:` and `biometricHint:`) are shown by the system dialog.
    static let labels: Set<String> = ["tooltip", "labelText", "hintText", "helperText", "semanticLabel", "semanticsLabel", "message", "localizedReason", "signInTitle", "biometricHint"]

    /// True when every `supportedLocales:` the app gives is a list literal of one `Locale`: it
    /// depends on flutter_localizations only for the framework's own strings in that language,
    /// and has nothing to translate its literals into.
    static func shipsOneLanguage(_ flutter: FlutterModel) -> Bool {
        supportedLocales(in: flutter.shippingFiles) == .one
    }

    /// What the `supportedLocales:` arguments of these files say: none given, only one-`Locale`
    /// list literals, or more (a longer list, or a generated class's list).
    enum SupportedLocales { case none, one, several }

    static func supportedLocales(in files: [FlutterDartFile]) -> SupportedLocales {
        var lists = 0
        for file in files {
            let dart = file.file
            for index in dart.calls.indices {
                guard let argument = dart.calls[index].argument("supportedLocales") else { continue }
                guard case .list = argument.value, dart.children(of: index, label: "supportedLocales").count == 1 else { return .several }
                lists += 1
            }
        }
        return lists > 0 ? .one : .none
    }

    /// The language of the one `Locale` every `supportedLocales:` of the app names (`ko` for
    /// `const [Locale('ko', 'KR')]`), when each is a list literal of one `Locale` with a literal
    /// language and they all agree: the app ships in that language alone. Nil otherwise.
    static func onlyLanguage(in files: [FlutterDartFile]) -> String? {
        var language: String?
        for file in files {
            let dart = file.file
            for index in dart.calls.indices {
                guard let argument = dart.calls[index].argument("supportedLocales") else { continue }
                let locales = dart.children(of: index, label: "supportedLocales")
                guard case .list = argument.value, locales.count == 1, dart.calls[locales[0]].name == "Locale",
                      dart.calls[locales[0]].receiver.isEmpty,
                      case .string(let code)? = dart.calls[locales[0]].positionalArguments.first?.value,
                      !code.isEmpty, language == nil || language == code.lowercased() else { return nil }
                language = code.lowercased()
            }
        }
        return language
    }

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        guard Self.localisation.contains(where: flutter.dependsOn), !Self.shipsOneLanguage(flutter) else { return }
        let appNames = Set(flutter.pubspecs.compactMap { $0.pubspec.name?.lowercased().replacingOccurrences(of: "_", with: "") })
        for file in flutter.shippingFiles where !LiteralText.isDeveloperPage(file.path) {
            let dart = file.file
            var literals: [DartArgument] = []
            for (index, call) in dart.calls.enumerated() {
                if Self.textWidgets.contains(call.name), call.receiver.isEmpty, let first = call.arguments.first, first.label == nil, Self.isWords(first.value, appNames: appNames) {
                    literals.append(first)
                }
                guard !call.arguments.isEmpty, !Self.isReporting(index, in: dart) else { continue }
                for argument in call.arguments where argument.label.map(Self.labels.contains) ?? false && Self.isWords(argument.value, appNames: appNames) {
                    literals.append(argument)
                }
            }
            guard let first = literals.min(by: { $0.tokenRange.lowerBound < $1.tokenRange.lowerBound }), case .string(let text) = first.value else { continue }
            output.report(
                LiteralText.message(count: literals.count, first: text, translations: "the app's translations (the ARB files) and read them from the localisations class"),
                at: file.position(first.position), confidence: .low)
        }
    }

    /// Words in a call's name or receiver that say it logs or reports (`sendErrorReport`,
    /// `Logs().e`, `Sentry.captureMessage`): its `message:` goes to a developer, not a screen.
    static let reportingWords: Set<String> = [
        "log", "logs", "logger", "logging", "report", "reporter", "reporting", "sentry", "crashlytics", "capture",
        "breadcrumb", "trace", "analytics", "track", "tracking",
    ]

    /// A logging or reporting call, not one that shows something (`showReportDialog` shows).
    static func isReporting(_ index: Int, in dart: DartFile) -> Bool {
        let words = NameWords.split(dart.calls[index].name)
        guard words.first != "show" else { return false }
        return (words + dart.receiverNames(of: index).flatMap(NameWords.split)).contains(where: reportingWords.contains)
    }

    /// A string value a person reads as words (`LiteralText.isWords`).
    static func isWords(_ value: DartValue, appNames: Set<String>) -> Bool {
        guard case .string(let text) = value else { return false }
        return LiteralText.isWords(text, appNames: appNames)
    }
}
