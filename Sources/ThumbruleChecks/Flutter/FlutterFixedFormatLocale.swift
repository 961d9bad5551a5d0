import ThumbruleCore
import ThumbruleFrontEnds

/// Dates and numbers formatted for one typed-in locale in an app that is localised (a pubspec
/// depends on flutter_localizations, easy_localization or slang): `Intl.defaultLocale = 'ja'`,
/// outside any `if`, which every `DateFormat` and `NumberFormat` without a locale then follows,
/// or a locale-aware formatter (a `DateFormat` skeleton such as `DateFormat.MMMd('ja_JP')` or
/// `DateFormat(DateFormat.NUM_MONTH_DAY, 'ja_JP')`, a `NumberFormat` style such as
/// `NumberFormat.decimalPattern('de')`) handed a literal locale. Every reader then sees that
/// region's order, separators and names. `en_US_POSIX` (a wire format) is left alone, and so is
/// a formatter in a function that also reads a locale or language (it picks per locale). So is a
/// locale in the one language the app ships in: every `supportedLocales:` a list of one `Locale`
/// of that language (`const [Locale('ko', 'KR')]` beside `NumberFormat.currency(locale: 'ko_KR')`),
/// which flutter_localizations then serves only for the framework's own strings.
///
/// Known false negatives: fixed patterns (`DateFormat('MM/dd')`), and hand-built times.
struct FlutterFixedFormatLocale: FlutterCheck {
    package static let description = CheckDescription(
        id: "l10n-format.flutter-fixed-locale",
        ruleId: "l10n-format",
        summary: "Dates or numbers formatted for one typed-in locale in a localised Flutter app",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations", "intl"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'package:intl/intl.dart';

            import 'formats.dart';

            Future<void> main() async {
              Intl.↓defaultLocale = 'de';
              runApp(const TripApp());
            }
            """), FlutterExample.dart("formats", """
            import 'package:intl/intl.dart';

            String shortDay(DateTime day) => DateFormat.↓MMMd('de_DE').format(day);
            String stamp(DateTime day) => ↓DateFormat(DateFormat.ABBR_MONTH_DAY, 'de_DE').format(day);
            String distance(double km) => NumberFormat.↓decimalPattern('de').format(km);
            """)]),
            // One supported language, but the formatter is pinned to another.
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations", "intl"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'package:flutter_localizations/flutter_localizations.dart';

            import 'amounts.dart';

            void main() => runApp(const MaterialApp(
                  localizationsDelegates: [GlobalMaterialLocalizations.delegate],
                  supportedLocales: [Locale('en', 'GB')],
                  home: Ledger(),
                ));
            """), FlutterExample.dart("amounts", """
            import 'package:intl/intl.dart';

            String amount(num value) => NumberFormat.↓currency(locale: 'de_DE', symbol: '€').format(value);
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations", "intl"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'package:intl/intl.dart';

            import 'formats.dart';

            Future<void> main() async {
              if (Platform.localeName.startsWith('de')) {
                Intl.defaultLocale = 'de';
              }
              Intl.defaultLocale = deviceLocale;
              runApp(const TripApp());
            }
            """), FlutterExample.dart("formats", """
            import 'package:intl/intl.dart';

            String shortDay(DateTime day) => DateFormat.MMMd().format(day);
            String header(DateTime day) => DateFormat('EEE, dd MMM yyyy HH:mm:ss', 'en_US').format(day.toUtc());
            String wire(DateTime day) => DateFormat.yMd('en_US_POSIX').format(day);
            String title(BuildContext context, DateTime day) {
              final language = Localizations.localeOf(context).languageCode;
              return language == 'ja' ? DateFormat.MMMd('ja').format(day) : DateFormat.MMMd(language).format(day);
            }
            """)]),
            // An app in one language formats for that language.
            CheckExample(files: [FlutterExample.pubspec(["intl"]), FlutterExample.dart("main", """
            import 'formats.dart';

            void main() => runApp(const TripApp());
            """), FlutterExample.dart("formats", """
            import 'package:intl/intl.dart';

            String shortDay(DateTime day) => DateFormat.MMMd('de_DE').format(day);
            """)]),
            // An app shipped in one language, pinned to it, that depends on flutter_localizations
            // only for the framework's own strings: its amounts follow that same language.
            CheckExample(files: [FlutterExample.pubspec(["flutter_localizations", "intl"]), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';
            import 'package:flutter_localizations/flutter_localizations.dart';

            import 'amounts.dart';

            void main() => runApp(const MaterialApp(
                  localizationsDelegates: [GlobalMaterialLocalizations.delegate],
                  supportedLocales: [Locale('ko', 'KR')],
                  locale: Locale('ko'),
                  home: Ledger(),
                ));
            """), FlutterExample.dart("amounts", """
            import 'package:intl/intl.dart';

            String amount(num value) => NumberFormat.currency(locale: 'ko_KR', symbol: '').format(value);
            """)]),
        ]
    )

    static let localisation: Set<String> = ["flutter_localizations", "easy_localization", "slang", "slang_flutter"]
    /// `NumberFormat` constructors that follow a locale's conventions.
    static let numberStyles: Set<String> = [
        "decimalPattern", "percentPattern", "decimalPercentPattern", "scientificPattern", "compact", "compactLong",
        "compactCurrency", "compactSimpleCurrency", "currency", "simpleCurrency", "decimalPatternDigits",
    ]
    /// Letters of a date skeleton (`yMMMd`, `jm`): a `DateFormat` constructor spelled only with them.
    static let skeletonLetters = Set("yMLdEjHhmsaQkKcv")

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        guard Self.localisation.contains(where: flutter.dependsOn) else { return }
        // The one language the app ships in, if it names only one: formatting for it is no pick.
        let onlyLanguage = FlutterLiteralText.onlyLanguage(in: flutter.shippingFiles)
        func isAppLanguage(_ locale: String) -> Bool {
            onlyLanguage != nil && locale.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) == onlyLanguage
        }
        for file in flutter.shippingFiles {
            let dart = file.file
            guard dart.source.mentions("Format") || dart.source.mentions("defaultLocale") else { continue }
            for index in dart.identifierTokens(["defaultLocale"]) {
                let source = dart.source
                guard source.text(at: index - 1) == ".", source.text(at: index - 2) == "Intl", source.kind(at: index + 1) == .assign,
                      source.kind(at: index + 2) == .stringOpen, let locale = source.stringLiteral(at: index + 2),
                      !Self.isConditional(index, in: source), !isAppLanguage(locale) else { continue }
                output.report(
                    "Intl.defaultLocale is set to '\(locale)' for everyone, so every DateFormat and NumberFormat without a locale shows that region's dates and numbers in an app translated into other languages. Set it from the app's current locale (Localizations.localeOf(context), or Intl.systemLocale), or pass the locale to each formatter.",
                    at: file.position(source.tokens[index].position), confidence: .high)
            }
            for index in Set(dart.callIndices(named: Self.numberStyles.union(["DateFormat"])) + Self.skeletonCalls(in: dart)).sorted() {
                guard let locale = Self.literalLocale(index, in: dart), locale != "en_US_POSIX", !isAppLanguage(locale),
                      !Self.readsLocale(around: index, in: dart) else { continue }
                output.report(
                    "This formatter is given the locale '\(locale)' in an app translated into other languages, so every reader sees that region's order, separators and names. Leave the locale out (it follows Intl.defaultLocale) or pass the app's current one (Localizations.localeOf(context).toString()).",
                    at: file.position(ofCall: index), confidence: .high)
            }
        }
    }

    /// `DateFormat.yMMMd(…)`-style calls: a named constructor spelled only with skeleton letters.
    static func skeletonCalls(in file: DartFile) -> [Int] {
        guard file.source.mentions("DateFormat.") else { return [] }
        return file.calls.indices.filter { index in
            let call = file.calls[index]
            return call.receiver.count == 1 && call.receiverName == "DateFormat" && call.name.allSatisfy(skeletonLetters.contains)
        }
    }

    /// The literal locale a locale-aware formatter is handed, if any.
    static func literalLocale(_ index: Int, in file: DartFile) -> String? {
        let call = file.calls[index]
        let value: DartValue?
        if call.name == "DateFormat" {
            // `DateFormat(DateFormat.ABBR_MONTH_DAY, 'ja')`: a skeleton constant, not a fixed pattern.
            let positional = call.positionalArguments
            guard call.receiver.isEmpty, positional.count == 2, case .reference(let names) = positional[0].value,
                  names.count == 2, names[0] == "DateFormat", names[1] == names[1].uppercased() else { return nil }
            value = positional[1].value
        } else if call.receiverName == "NumberFormat", call.receiver.count == 1, numberStyles.contains(call.name) {
            value = (call.argument("locale") ?? call.positionalArguments.first)?.value
        } else if call.receiverName == "DateFormat" {
            value = call.positionalArguments.first?.value
        } else {
            return nil
        }
        if case .string(let locale)? = value, !locale.isEmpty { return locale }
        return nil
    }

    /// Whether the function around a call also reads a locale or language (`localeName`,
    /// `languageCode`): it chooses the formatter per locale.
    static func readsLocale(around index: Int, in file: DartFile) -> Bool {
        guard let function = file.enclosingFunctions(startingAt: file.calls[index].enclosingFunction).last else { return false }
        let body = file.functions[function].bodyRange
        let own = file.calls[index].tokenRange
        return body.contains { token in
            guard !own.contains(token), file.source.kind(at: token) == .identifier else { return false }
            let name = file.source.text(at: token).lowercased()
            return name.contains("locale") || name.contains("language")
        }
    }

    /// Whether a token sits in a block an `if`, `else`, `switch` or `case` opens.
    static func isConditional(_ token: Int, in source: DartSource) -> Bool {
        source.tokensAround(before: token).contains { index in
            guard source.kind(at: index) == .leftBrace else { return source.text(at: index) == "case" }
            let before = index - 1
            if source.text(at: before) == "else" { return true }
            guard source.kind(at: before) == .rightParen, let open = source.partner(of: before) else { return false }
            return ["if", "switch"].contains(source.text(at: open - 1))
        }
    }
}
