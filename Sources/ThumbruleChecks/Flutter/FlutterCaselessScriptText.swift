import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// Copy written in a script without case (Japanese, Chinese, Korean, Thai, Arabic…) as a string
/// literal a widget shows (`Text('閉じる')`, `title: '체중 기록'`, `hintText: …`), in an app
/// translated into several languages (a localisation package, and a `supportedLocales:` that is
/// not a one-locale list): every reader of the other languages sees it untranslated. One finding
/// per literal, at the literal.
///
/// It is the part of `l10n-strings.flutter-literal-text` (opt-in, one note per file) that stays
/// precise on its own: text in these scripts is never a code in capitals, a key, an address or a
/// brand written in Latin letters, and developers' notes are rarely written in it. Interpolated
/// literals count by their own text (`'${n}日周期'`). Left alone as there: the `message:` of a
/// logging or reporting call, developer pages, a lone ideograph used as a unit (`'日'`), and
/// language pickers (a file, class or function named for a language or locale), whose entries
/// name each language in its own script on purpose.
///
/// Known false positives: developer screens a runtime flavour gates rather than `kDebugMode`
/// (pilll's rows under `if (Environment.isDevelopment)`, 18 of its 70 findings), which the Dart
/// scopes do not read yet, and dialogs no caller opens; hence opt-in. Known false negatives: copy picked by a conditional (`a ? '…' : '…'`),
/// returned by a helper, or passed positionally to the app's own functions.
struct FlutterCaselessScriptText: FlutterCheck {
    package static let description = CheckDescription(
        id: "l10n-strings.flutter-caseless-script-text",
        ruleId: "l10n-strings",
        summary: "Japanese, Chinese, Korean or other caseless-script copy written literally in a Flutter app translated into several languages",
        optIn: "Judged true in 27 of 40 findings by a reader who did not write it: copy on developer screens a runtime flavour hides, and on dialogs nothing opens, is literal and never shown.",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations", "intl"]), FlutterExample.dart("app", """
            import 'package:flutter/material.dart';

            class DiaryApp extends StatelessWidget {
              const DiaryApp({super.key});

              @override
              Widget build(BuildContext context) => const MaterialApp(
                    supportedLocales: AppLocalizations.supportedLocales,
                    home: WeightPage(),
                  );
            }
            """), FlutterExample.dart("weight_page", """
            import 'package:flutter/material.dart';

            class WeightPage extends StatelessWidget {
              const WeightPage({super.key, required this.days});
              final int days;

              @override
              Widget build(BuildContext context) => Column(children: [
                    Text(AppLocalizations.of(context)!.weightTitle),
                    const Text(↓'体重を記録しましょう'),
                    Text(↓'${days}日連続'),
                    ListTile(title: Text(AppLocalizations.of(context)!.goal), subtitle: const Text(↓'목표 체중')),
                    TextField(decoration: InputDecoration(hintText: ↓'体重を入力')),
                  ]);
            }
            """)]),
        ],
        nonTriggering: [
            // One language: a one-locale list gives nothing to translate the copy into.
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations"]), FlutterExample.dart("app", """
            import 'package:flutter/material.dart';

            class DiaryApp extends StatelessWidget {
              const DiaryApp({super.key});

              @override
              Widget build(BuildContext context) => const MaterialApp(
                    supportedLocales: [Locale('ja')],
                    home: Scaffold(body: Text('体重を記録しましょう')),
                  );
            }
            """)]),
            // easy_localization told of one locale, which MaterialApp is handed by name.
            CheckExample(files: [FlutterExample.pubspec(["easy_localization"]), FlutterExample.dart("app", """
            import 'package:easy_localization/easy_localization.dart';
            import 'package:flutter/material.dart';

            Widget app() => EasyLocalization(
                  supportedLocales: const [Locale('ko', 'KR')],
                  path: 'assets/translations',
                  child: Builder(builder: (context) => MaterialApp(
                        supportedLocales: context.supportedLocales,
                        home: const Text('오늘도 좋은 하루'),
                      )),
                );
            """)]),
            // No list of locales at all: the pubspec alone does not say the app is translated.
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations"]), FlutterExample.dart("home", """
            import 'package:flutter/material.dart';

            const greeting = Text('오늘도 좋은 하루');
            """)]),
            // A language picker names each language in its own script; a unit mark, English copy
            // (the opt-in check's), a log line and a developer page stay silent.
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations"]), FlutterExample.dart("app", """
            import 'package:flutter/material.dart';

            const app = MaterialApp(supportedLocales: AppLocalizations.supportedLocales, home: Home());
            """), FlutterExample.dart("language_picker", """
            import 'package:flutter/material.dart';

            Widget languageOptions() => Column(children: const [
                  ListTile(title: Text('日本語')),
                  ListTile(title: Text('한국어')),
                ]);
            """), FlutterExample.dart("streak", """
            import 'package:flutter/material.dart';

            Widget streak(int days) => Row(children: [
                  Text('$days'),
                  const Text('日'),
                  const Text('Keep going'),
                ]);

            void onSyncFailed(Object error) {
              Logs().e(message: '同期に失敗しました', error: error);
            }
            """), FlutterExample.dart("debug_menu", """
            import 'package:flutter/material.dart';

            const resetRow = ListTile(title: Text('データをリセット'));
            """)]),
        ]
    )

    /// Named arguments whose string a widget shows, beyond `FlutterLiteralText.labels`: titles and
    /// texts of the app's own widgets and a toast's `msg:`.
    static let shownLabels: Set<String> = FlutterLiteralText.labels.union(["title", "subtitle", "text", "label", "description", "content", "msg", "buttonText"])

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        guard FlutterLiteralText.localisation.contains(where: flutter.dependsOn),
              Self.listsSeveralLocales(flutter.shippingFiles) else { return }
        for file in flutter.shippingFiles where !LiteralText.isDeveloperPage(file.path) && !Self.namesLanguages(file.path) {
            let dart = file.file
            for (index, call) in dart.calls.enumerated() {
                var shown: [DartArgument] = []
                if FlutterLiteralText.textWidgets.contains(call.name), call.receiver.isEmpty, let first = call.arguments.first, first.label == nil {
                    shown.append(first)
                }
                if !call.arguments.isEmpty, !FlutterLiteralText.isReporting(index, in: dart) {
                    shown += call.arguments.filter { $0.label.map(Self.shownLabels.contains) ?? false }
                }
                for argument in shown {
                    guard let text = Self.literalText(argument, in: dart), Self.isCaselessCopy(text), !Self.isInLanguagePicker(index, in: dart) else { continue }
                    let shownText = text.count > 40 ? String(text.prefix(40)) + "…" : text
                    output.report(
                        "'\(shownText)' is written in the code of an app translated into several languages, so readers of every other language see it in this one. Add it to the app's translations (the ARB files) and read it from the localisations class.",
                        at: file.position(argument.position), confidence: .medium)
                }
            }
        }
    }

    /// Whether the app says it is translated: some `supportedLocales:` is a list of two `Locale`s
    /// or more, or none is a one-`Locale` list and some is a generated class's list
    /// (`AppLocalizations.supportedLocales`). A one-locale list wins over a name that only forwards
    /// it: easy_localization's `supportedLocales: [Locale('ko', 'KR')]` handed on to `MaterialApp` as
    /// `context.supportedLocales` is still one language.
    static func listsSeveralLocales(_ files: [FlutterDartFile]) -> Bool {
        var one = false, named = false
        for file in files {
            let dart = file.file
            for index in dart.calls.indices {
                guard let argument = dart.calls[index].argument("supportedLocales") else { continue }
                guard case .list = argument.value else { named = true; continue }
                switch dart.children(of: index, label: "supportedLocales").count {
                case 0: named = true
                case 1: one = true
                default: return true
                }
            }
        }
        return named && !one
    }

    /// The text of a string literal argument; for an interpolated one, its own text with the
    /// interpolations (`$name`, `${…}`) left out.
    static func literalText(_ argument: DartArgument, in dart: DartFile) -> String? {
        switch argument.value {
        case .string(let text): return text
        case .interpolated:
            let source = dart.text(of: argument.tokenRange)
            let body = source.drop { $0 == "r" || $0 == "'" || $0 == "\"" }.reversed().drop { $0 == "'" || $0 == "\"" }.reversed()
            return withoutInterpolations(String(body)).trimmingCharacters(in: .whitespaces)
        default: return nil
        }
    }

    /// Source text with each `${…}` (braces balanced) and `$name` removed.
    static func withoutInterpolations(_ source: String) -> String {
        var result = ""
        var characters = Array(source)[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            guard first == "$", let next = characters.first else {
                result.append(first)
                continue
            }
            if next == "{" {
                var depth = 0
                while let character = characters.first {
                    characters = characters.dropFirst()
                    if character == "{" { depth += 1 } else if character == "}" { depth -= 1; if depth == 0 { break } }
                }
            } else {
                while let character = characters.first, character.isLetter || character.isNumber || character == "_" {
                    characters = characters.dropFirst()
                }
            }
            result.append(" ")
        }
        return result
    }

    /// Two letters of a script without case in a row (`閉じ`, `체중`): words, whatever else the
    /// literal holds; a lone ideograph (`日`, a unit) is not enough.
    static func isCaselessCopy(_ text: String) -> Bool {
        var run = 0
        for character in text {
            run = character.isLetter && !character.isCased ? run + 1 : 0
            if run >= 2 { return true }
        }
        return false
    }

    static let languageWords: Set<String> = ["language", "languages", "lang", "locale", "locales", "i18n", "l10n"]

    /// A file named for languages or locales (`language_picker.dart`, `locale_settings.dart`).
    static func namesLanguages(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let words = name.split { $0 == "_" || $0 == "." || $0 == "-" }.flatMap { NameWords.split(String($0)) }
        return words.contains(where: languageWords.contains)
    }

    /// A call inside a class or function named for languages or locales (`_LanguageTile`,
    /// `buildLocaleOptions`).
    static func isInLanguagePicker(_ index: Int, in dart: DartFile) -> Bool {
        for function in dart.enclosingFunctions(startingAt: dart.calls[index].enclosingFunction) {
            let declared = dart.functions[function]
            var names = declared.name.map { [$0] } ?? []
            if let owner = declared.enclosingClass, let name = dart.classes[owner].name { names.append(name) }
            if names.flatMap(NameWords.split).contains(where: languageWords.contains) { return true }
        }
        return false
    }
}
