import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// A plain `<string>` resource of the default `res/values/` folder that puts a whole-number
/// placeholder before an English plural noun (`<string name="keep_x_tasks">Keep %d Tasks</string>`),
/// in an app translated into other languages: a `<string>` has one form, so either one reads
/// "Keep 1 Tasks" or the code picks a singular string by hand (`episodes_singular` /
/// `episodes_plural`), and a translator cannot give the several forms Polish, Russian or Arabic
/// need; a count takes a `<plurals>` resource read with `getQuantityString()` or
/// `pluralStringResource()`. Android Lint's `PluralsCandidate` warns of the same shape; a
/// `tools:ignore` of it is no plural form, so it is still reported.
///
/// Only `%d` placeholders count (`%d`, `%1$d`, `%,d`): a `%s` is as often a name as a number
/// (`%s Pets`). The noun is the word right after it: one ending in `s` (not `ss`, `us`, `is`)
/// or an irregular plural (`people`), not a unit symbol (`%d ms`, `%d kbps`). Strings marked
/// `translatable="false"`, strings named for developer tools (`settings_developer_tools_…`,
/// `debug_…`), resources of test and debug source sets, and apps with no translation (no
/// `res/values-xx` strings) are left alone. So is a string nothing names: no Kotlin names it
/// (`R.string.x`, or a string literal for `getIdentifier`), no Java file holds its name, and no
/// layout, menu, navigation graph, manifest or other resource says `@string/x` (audily-android's
/// `songs_count` left behind when the playlists moved to a shared string): it never shows.
///
/// Opt-in: on its first untuned app one of three findings was judged true; the others were a
/// string nothing used and a count the code only ever fills with 2 to 4 (a grid's columns,
/// one column having its own string), which no reading of the string alone can tell.
struct AndroidCountStringWithoutPlurals: AndroidCheck {
    package static let description = CheckDescription(
        id: "l10n-strings.android-count-string",
        ruleId: "l10n-strings",
        summary: "A count before a plural noun in a plain <string> resource instead of a <plurals> resource",
        optIn: "Judged true in 1 of 3 findings on the first app nobody tuned it on: a string nothing reads, and a count the code only fills with 2 to 4, where \"1 columns\" never shows.",
        triggering: [
            // habitica-android: task counts of a broken challenge's buttons, a flag count.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/res/values/strings.xml", """
                <resources xmlns:tools="http://schemas.android.com/tools">
                    <string name="app_name">Example</string>
                    ↓<string name="keep_x_tasks">Keep %d Tasks</string>
                    ↓<string name="message_flagged">Message flagged %1$d times.</string>
                    ↓<string name="next_prize" tools:ignore="PluralsCandidate">Next prize in %1$d Check-Ins</string>
                    ↓<string name="guests">%,d people are coming</string>
                </resources>
                """),
                ("app/src/main/res/values-de/strings.xml", "<resources><string name=\"keep_x_tasks\">%d Aufgaben behalten</string></resources>"),
                ("app/src/main/res/layout/challenge.xml", """
                <Button xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content"
                    android:text="@string/next_prize" />
                """),
                AndroidExample.kotlin("ChallengeDialog", """
                fun labels(context: Context, count: Int) = listOf(
                    context.getString(R.string.keep_x_tasks, count),
                    context.getString(R.string.message_flagged, count),
                    context.getString(R.string.guests, count),
                )
                """),
            ]),
            // pocket-casts-android: a singular and a plural string chosen in code by `count == 1`.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="episodes_singular">1 episode</string>
                    ↓<string name="episodes_plural">%d episodes</string>
                </resources>
                """),
                ("app/src/main/res/values-ru/strings.xml", "<resources><string name=\"episodes_plural\">%d эпизодов</string></resources>"),
                AndroidExample.kotlin("EpisodeCount", """
                fun episodeCount(resources: Resources, count: Int) =
                    if (count == 1) resources.getString(R.string.episodes_singular) else resources.getString(R.string.episodes_plural, count)
                """),
            ]),
        ],
        nonTriggering: [
            // A name in `%s`, a unit, a word that is no plural, a <plurals> resource, an
            // untranslatable string, and a count whose noun comes first.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="pet_category">%s Pets</string>
                    <string name="latency">%d ms</string>
                    <string name="speed">%d kbps</string>
                    <string name="level">Level %d class</string>
                    <string name="status">%d bonus</string>
                    <string name="tasks_count">Tasks: %d</string>
                    <string name="debug_rows" translatable="false">%d rows</string>
                    <string name="settings_developer_tools_summary">%d files cached</string>
                    <plurals name="x_tasks">
                        <item quantity="one">%d task</item>
                        <item quantity="other">%d tasks</item>
                    </plurals>
                </resources>
                """),
                AndroidChannelNameLiteral.germanStrings,
            ]),
            // rainmachine-android: an app in one language only (no `values-xx` strings).
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"every_n_days\">Every %d days</string></resources>"),
            ]),
            // audily-android: a count string no code or resource names any more (the screen
            // reads a shared string instead): it never shows.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="playlist_songs_count">%1$d songs</string>
                    <string name="shared_songs">Songs</string>
                </resources>
                """),
                AndroidChannelNameLiteral.germanStrings,
                AndroidExample.kotlin("PlaylistRow", """
                @Composable
                fun PlaylistRow(count: Int) {
                    Text(stringResource(R.string.shared_songs) + ": " + count)
                }
                """),
            ]),
            // Strings of a debug build's own resources ship in no release.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/debug/res/values/strings.xml", "<resources><string name=\"rows\">%d rows cached</string></resources>"),
                AndroidChannelNameLiteral.germanStrings,
            ]),
        ]
    )

    /// Plurals that do not end in `s`.
    static let irregularPlurals: Set<String> = ["people", "children", "men", "women", "feet", "teeth", "mice", "geese"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard AndroidModel.hasTranslatedStrings(project) else { return }
        var isNamed: ((String) -> Bool)?
        for file in project.files(of: .androidStrings).sorted(by: { $0.path < $1.path }) {
            guard file.path.split(separator: "/").dropLast().last == "values",
                  android.scope(at: SourcePosition(path: file.path, line: 1, column: 1)) == .app,
                  let data = try? file.readData(), let tree = try? XMLTree(bytes: [UInt8](data)) else { continue }
            for element in tree.elements where element.name == "string" && element.depth == 1 && element.children.isEmpty {
                guard element.attribute("translatable") != "false", let name = element.attribute("name"), !Self.isDeveloperName(name),
                      let noun = Self.countedNoun(element.text) else { continue }
                let named = isNamed ?? Self.resourceNames(android, in: project)
                isNamed = named
                guard named(name) else { continue }
                output.report(
                    "The string \"\(name)\" puts a count before the plural \"\(noun)\" in a plain <string>, which has one form: a count of one reads \"1 \(noun)\" unless the code picks a singular string by hand, and the app's translations cannot give the several forms languages such as Russian, Polish or Arabic need. Make it a <plurals> resource read with getQuantityString() or pluralStringResource().",
                    at: SourcePosition(path: file.path, line: element.position.line, column: element.position.column), confidence: .medium)
            }
        }
    }

    /// Whether code or a resource may name a string resource: an identifier or string literal of
    /// any Kotlin file, the text of a Java file (one that cannot be read names everything), or
    /// `@string/name` in a layout, manifest, other resource, menu or navigation graph.
    static func resourceNames(_ android: AndroidModel, in project: Project) -> (String) -> Bool {
        var kotlinNames = Set<String>(), literals: [String] = []
        for file in android.kotlinFiles {
            let source = file.file.source
            for token in source.tokens {
                if token.kind == .identifier { kotlinNames.insert(source.text(of: token)) } else if token.kind == .stringText { literals.append(source.text(of: token)) }
            }
        }
        let java = project.files(of: .java).map { project.text(of: $0) }
        let xmlFiles = project.files.filter { [.androidLayout, .androidManifest, .androidResource, .androidStrings].contains($0.kind) }
        let layouts = project.files(of: .androidLayout).map(\.path)
        let xml = xmlFiles.map { project.text(of: $0) ?? "" } + AndroidModel.menuTexts(besideLayouts: layouts, root: project.root).map { $0 ?? "@string/" }
            + AndroidModel.menuTexts(besideLayouts: project.files(of: .androidStrings).map(\.path), root: project.root, folder: "navigation").map { $0 ?? "@string/" }
        return { name in
            kotlinNames.contains(name) || literals.contains { $0.contains(name) }
                || java.contains { $0?.contains(name) ?? true }
                || xml.contains { $0.contains("@string/" + name) || $0 == "@string/" }
        }
    }

    /// A string named for developer tools or debugging (`settings_developer_tools_…`, `debug_rows`).
    static func isDeveloperName(_ name: String) -> Bool {
        !Set(name.split(separator: "_").flatMap { NameWords.split(String($0)) }).isDisjoint(with: ["debug", "dev", "developer"])
    }

    /// The plural noun right after a whole-number placeholder (`%d`, `%1$d`, `%,d`), if any.
    static func countedNoun(_ text: String) -> String? {
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            guard characters[index] == "%" else { continue }
            // `%%` is a literal percent sign.
            if index + 1 < characters.count, characters[index + 1] == "%" { index += 1; continue }
            var end = index + 1
            while end < characters.count, characters[end].isNumber || characters[end] == "$" || characters[end] == "," { end += 1 }
            guard end < characters.count, characters[end] == "d", end + 2 < characters.count, characters[end + 1] == " " else { continue }
            var word = String(characters[(end + 2)...].prefix { $0.isLetter || $0 == "-" })
            while word.hasSuffix("-") { word.removeLast() }
            guard !UnitSymbols.symbols.contains(word) else { continue }
            let lower = word.lowercased()
            if irregularPlurals.contains(lower) { return word }
            if lower.count >= 3, lower.hasSuffix("s"), !["ss", "us", "is"].contains(where: lower.hasSuffix), word.last?.isLowercase == true { return word }
        }
        return nil
    }
}
