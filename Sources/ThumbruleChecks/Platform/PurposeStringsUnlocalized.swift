import ThumbruleCore

/// Permission purpose strings written once in the Info.plist of an app that is translated into
/// other languages, with no `InfoPlist.strings` or `InfoPlist.xcstrings` anywhere in the project:
/// the camera, microphone or Health alert then reads in that one language for everyone, while
/// the rest of the app follows the reader's.
///
/// Translated means: a String Catalog with two or more languages, `.strings` tables whose values
/// differ between two language folders (not copies of one language, nor a second language holding
/// under a quarter of the table), or, for the
/// `ios/` runner of a Flutter app, a pubspec that depends on a localisation package and code that
/// lists more than one supported locale (`FlutterLiteralText.supportedLocales`). One note per Info.plist, at its first purpose key,
/// naming every key. Placeholders (empty values, `TODO`) and build settings (`$(…)`) are left alone, and so is any project
/// that has an InfoPlist table at all, even one that leaves some key out, since which target
/// copies which table is not read. Known false negatives: React Native apps, whose translations
/// live in JavaScript.
struct PurposeStringsUnlocalized: ProjectCheck {
    package static let description = CheckDescription(
        id: "l10n-strings.purpose-strings-unlocalized",
        ruleId: "l10n-strings",
        summary: "Purpose strings in one language in an app translated into others",
        triggering: [
            CheckExample(files: [
                ("Tally/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>CFBundleName</key>
                    <string>Tally</string>
                ↓    <key>NSCameraUsageDescription</key>
                    <string>Scan a receipt to split it.</string>
                    <key>NSMicrophoneUsageDescription</key>
                    <string>Say the amount instead of typing it.</string>
                </dict>
                </plist>
                """),
                ("Tally/Localizable.xcstrings", """
                {"sourceLanguage": "en", "version": "1.0", "strings": {"Split": {"localizations": {
                  "de": {"stringUnit": {"state": "translated", "value": "Teilen"}},
                  "fr": {"stringUnit": {"state": "translated", "value": "Partager"}}}}}}
                """),
            ]),
            // A Flutter app whose Dart is translated; its iOS runner's alerts are not.
            CheckExample(files: [
                FlutterExample.pubspec(["flutter_localizations", "intl"]),
                FlutterExample.dart("app", """
                import 'package:flutter/material.dart';

                Widget app() => MaterialApp(
                      localizationsDelegates: AppLocalizations.localizationsDelegates,
                      supportedLocales: AppLocalizations.supportedLocales,
                      home: const Home(),
                    );
                """),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["NSHealthShareUsageDescription": "Reads your cycle from Health to plan reminders."])
                    .replacingOccurrences(of: "    <key>NSHealthShareUsageDescription", with: "↓    <key>NSHealthShareUsageDescription")),
            ]),
        ],
        nonTriggering: [
            // A Flutter app that lists one locale, and a Swift app beside it in the repository.
            CheckExample(files: [
                FlutterExample.pubspec(["flutter_localizations"]),
                FlutterExample.dart("app", """
                import 'package:flutter/material.dart';

                Widget app() => MaterialApp(supportedLocales: const [Locale('en')], home: const Home());
                """),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "Scan a plant to name it."])),
                ("native/Notes/Info.plist", PlistExamples.infoPlist(["NSMicrophoneUsageDescription": "Dictate a note."])),
            ]),
            // The purpose strings have their own table.
            CheckExample(files: [
                ("Tally/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "Scan a receipt to split it."])),
                ("Tally/en.lproj/Localizable.strings", "\"split\" = \"Split\";\n"),
                ("Tally/de.lproj/Localizable.strings", "\"split\" = \"Teilen\";\n"),
                ("Tally/de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Scanne einen Beleg, um ihn zu teilen.\";\n"),
            ]),
            // An app in one language: its purpose strings are in that language like the rest, and a
            // second language folder that only copies the first translates nothing.
            CheckExample(files: [
                ("Tally/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "Scan a receipt to split it."])),
                ("Tally/en.lproj/Localizable.strings", "\"split\" = \"Split\";\n"),
                ("Tally/nl.lproj/Localizable.strings", "\"split\" = \"Split\";\n"),
            ]),
            // A second language with one key of a long table is a translation begun, not one shipped.
            CheckExample(files: [
                ("Tally/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "Scan a receipt to split it."])),
                ("Tally/en.lproj/Localizable.strings", "\"split\" = \"Split\";\n\"total\" = \"Total\";\n\"tip\" = \"Tip\";\n\"share\" = \"Share\";\n\"done\" = \"Done\";\n"),
                ("Tally/ru.lproj/Localizable.strings", "\"split\" = \"Разделить\";\n"),
            ]),
            // The plist of an internal Dev copy of the app, beside the app's own that has a table.
            CheckExample(files: [
                ("Shop/Prod/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Shop"])),
                ("Shop/Dev/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "Scan a gift card."])),
                ("Shop.xcodeproj/project.pbxproj", XcodeProjectExamples.apps([("Shop", "Shop/Prod/Info.plist", []),
                                                                               ("Shop Dev", "Shop/Dev/Info.plist", [])])),
                ("Shop/en.lproj/Localizable.strings", "\"cart\" = \"Cart\";\n"),
                ("Shop/uk.lproj/Localizable.strings", "\"cart\" = \"Кошик\";\n"),
            ]),
            // A build setting's value is not in the plist to judge.
            CheckExample(files: [
                ("Tally/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "$(CAMERA_REASON)"])),
                ("Tally/en.lproj/Localizable.strings", "\"split\" = \"Split\";\n"),
                ("Tally/de.lproj/Localizable.strings", "\"split\" = \"Teilen\";\n"),
            ]),
        ]
    )

    func check(_ project: Project, _ output: inout CheckOutput) {
        guard !project.infoPlists.isEmpty, InfoPlistLocalizations(project).files.isEmpty else { return }
        for (path, plist) in project.shippingPhoneInfoPlists {
            guard let languages = Self.translation(project, plist: path) else { continue }
            let keys = plist.root.keys.filter { key in
                key.hasPrefix("NS") && key.hasSuffix("UsageDescription")
                    && plist.string(key).map { !PurposeStringPlaceholders.isPlaceholder($0, key: key) && !Self.isBuildSetting($0) } == true
            }.sorted { (plist.line(of: $0), $0) < (plist.line(of: $1), $1) }
            guard let first = keys.first else { continue }
            output.report(
                "The app is translated (\(languages)), but its permission purpose strings (\(keys.joined(separator: ", "))) are written once here and no InfoPlist.strings or InfoPlist.xcstrings translates them, so every permission alert reads in this one language; add an InfoPlist.xcstrings with their translations.",
                at: SourcePosition(path: path, line: plist.line(of: first), column: 1), confidence: .medium)
        }
    }

    /// A value that is only a build setting (`$(CAMERA_REASON)`): its text is not in the plist.
    static func isBuildSetting(_ value: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.hasPrefix("$(") && trimmed.hasSuffix(")") || trimmed.hasPrefix("${") && trimmed.hasSuffix("}")
    }

    /// How the app whose Info.plist this is is translated, for the message, or nil when it is
    /// in one language.
    static func translation(_ project: Project, plist path: String) -> String? {
        let languages = project.appLanguages.all.subtracting(["Base"])
        if languages.count >= 2, translatesText(project) { return "\(languages.count) languages: \(languages.sorted().joined(separator: ", "))" }
        guard project.hasFlutterFiles, let root = flutterRoot(of: path) else { return nil }
        // The Flutter app this iOS runner builds: its pubspec depends on a localisation package and
        // its code lists more than one locale (ente's monorepo holds apps of either kind).
        let flutter = project.flutter
        let prefix = root.isEmpty ? "" : root + "/"
        guard let pubspec = flutter.pubspecs.first(where: { $0.path == prefix + "pubspec.yaml" })?.pubspec,
              FlutterLiteralText.localisation.contains(where: pubspec.dependsOn),
              FlutterLiteralText.supportedLocales(in: flutter.shippingFiles.filter { $0.path.hasPrefix(prefix + "lib/") }) == .several else { return nil }
        return "its Flutter code lists several locales"
    }

    /// Whether some String Catalog holds two languages, or some `.strings` table has a value in
    /// one language folder that differs from the same key's value in another. Copies do not count:
    /// 3dollars-ios ships an `en.lproj` whose every value is the Korean of its `ko.lproj`.
    static func translatesText(_ project: Project) -> Bool {
        for catalog in project.files(of: .stringCatalog) where !ProjectPath.isInsideDependency(catalog.path) {
            if let languages = project.text(of: catalog).flatMap(LocalizedStrings.catalogLanguages), languages.all.count >= 2 { return true }
        }
        // Each table (its folder above the `.lproj` and its name) with its values by language.
        var tables: [String: [[String: String]]] = [:]
        for file in project.files(of: .strings) where !ProjectPath.isInsideDependency(file.path) {
            let parts = file.path.split(separator: "/")
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), parts[parts.count - 2] != "Base.lproj",
                  let text = project.text(of: file) else { continue }
            let table = parts.dropLast(2).joined(separator: "/") + "/" + parts[parts.count - 1]
            var values: [String: String] = [:]
            for entry in LocalizedStrings.strings(text) { values[entry.key] = entry.text }
            if tables[table]?.contains(where: { other in translates(values, other) }) == true {
                return true
            }
            tables[table, default: []].append(values)
        }
        return false
    }

    /// Two language folders' copies of one table translate it when some key's value differs and
    /// the smaller copy holds at least a quarter of the larger's keys: flowcrypt-ios's `ru.lproj`
    /// with one key beside some 450 English ones is a start, not a language a person can use.
    static func translates(_ one: [String: String], _ other: [String: String]) -> Bool {
        guard min(one.count, other.count) * 4 >= max(one.count, other.count) else { return false }
        return one.contains { key, value in other[key].map { $0 != value } ?? false }
    }

    /// The folder of the Flutter app whose `ios/` folder holds this path (`""` at the root).
    static func flutterRoot(of path: String) -> String? {
        if path.hasPrefix("ios/") { return "" }
        guard let range = path.range(of: "/ios/") else { return nil }
        return String(path[..<range.lowerBound])
    }
}
