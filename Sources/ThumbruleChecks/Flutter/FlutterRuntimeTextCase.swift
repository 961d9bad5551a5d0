import ThumbruleCore
import ThumbruleFrontEnds

/// Translated Flutter text whose case code changes at run time: `toUpperCase()` or
/// `toLowerCase()` on a string read from the app's localisations (`AppLocalizations.of(context)!.save`,
/// `context.l10n.save`, easy_localization's `'save'.tr()`). The translator cannot choose the
/// case, Dart's `toUpperCase()` ignores the language (the Turkish dotted i), and many scripts
/// have no case.
///
/// Only apps that depend on a localisation package are read, as `l10n-strings.flutter-literal-text`
/// does; a string the code builds itself (an id, a code) is left alone.
struct FlutterRuntimeTextCase: FlutterCheck {
    package static let description = CheckDescription(
        id: "copy-case.flutter-runtime-transform",
        ruleId: "copy-case",
        summary: "Translated Flutter text uppercased or lowercased in code",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations", "easy_localization"]), FlutterExample.dart("header", """
            import 'package:flutter/material.dart';

            class SectionHeader extends StatelessWidget {
              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  Text(AppLocalizations.of(context)!.recentTitle.↓toUpperCase()),
                  Text(context.l10n.offerBadge.↓toUpperCase()),
                  Text('settings.title'.tr().↓toLowerCase()),
                ]);
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations"]), FlutterExample.dart("header", """
            import 'package:flutter/material.dart';

            class SectionHeader extends StatelessWidget {
              const SectionHeader(this.code);
              final String code;
              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  Text(AppLocalizations.of(context)!.recentTitle),
                  Text(code.toUpperCase()),
                ]);
              }
            }
            """)]),
            // No localisation package: nobody translates the text.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("header", """
            Widget header(BuildContext context) => Text(context.l10n.recentTitle.toUpperCase());
            """)]),
        ]
    )

    static let caseCalls: Set<String> = ["toUpperCase", "toLowerCase"]
    /// Names a localisations object is reached through (`context.l10n`, `localizations.save`).
    static let localisationNames: Set<String> = ["l10n", "localizations", "appLocalizations"]
    /// Classes whose `of(context)` returns the generated localisations.
    static let localisationClasses: Set<String> = ["AppLocalizations", "S", "L10n", "AppLocalization"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        guard FlutterLiteralText.localisation.contains(where: flutter.dependsOn) else { return }
        for file in flutter.shippingFiles where !LiteralText.isDeveloperPage(file.path) {
            let dart = file.file
            for call in dart.calls where Self.caseCalls.contains(call.name) && Self.isTranslated(call.receiver, in: dart) {
                output.report(
                    "This translated text has its case changed in code, so its translators cannot choose the case, Dart's \(call.name)() ignores the language (the Turkish dotted i), and scripts without case get nothing from it. Write the text in the case it should show in the ARB or translation file and drop the call.",
                    at: file.position(dart.source.tokens[call.nameToken].position), confidence: .medium)
            }
        }
    }

    /// True when a receiver chain reads a translation: ends in easy_localization's `tr()`, or
    /// passes through `AppLocalizations.of(context)` or an `l10n` object.
    static func isTranslated(_ receiver: [DartChainLink], in dart: DartFile) -> Bool {
        if case .call(let last)? = receiver.last, ["tr", "plural"].contains(dart.calls[last].name) { return true }
        return receiver.contains { link in
            switch link {
            case .name(let name): return localisationNames.contains(name)
            case .call(let index):
                let call = dart.calls[index]
                guard call.name == "of", case .name(let owner)? = call.receiver.last else { return false }
                return localisationClasses.contains(owner)
            default: return false
            }
        }
    }
}
