import ThumbruleCore
import ThumbruleFrontEnds

/// Words written as a string literal where a person reads them, in an app translated into other
/// languages (a string resource in a `res/values-xx` folder): a Compose `Text("Export data")`
/// (its first argument or `text =`), a `contentDescription = "Delete"` (or an `Icon`'s or
/// `Image`'s second argument), and in a layout an `android:text`, `android:hint` or
/// `android:contentDescription` that is not a resource (`@string/…`). The literal is never
/// translated, so every other language sees it as written.
///
/// Only plain literals with a word in them count (`LiteralText.isWords`: no templates, codes in
/// capitals, identifiers, addresses, names with an inner capital, lorem ipsum, the app's own
/// `app_name` where no translation changes it). Left alone: `@Preview` functions and the
/// composables only previews draw, debug-only code, test and sample modules and layouts nothing
/// inflates (all by scope), developer screens (`AndroidLiteralMessage.isDeveloperFile`: `debug`
/// or `developer` folders, files named for debugging, dev mode or beta flags, `sample` folders)
/// and text inside a call named for debugging; `tools:text`, which only the layout editor shows;
/// and a layout view with an id that a file setting texts in code names (`R.id.title`,
/// `binding.title`), whose layout text is often a placeholder code replaces.
/// Known false negatives: literals passed through variables or a project's own composables'
/// parameters (`SettingsRow(title = "…")`), and `Modifier.semantics { contentDescription = … }`.
struct AndroidLiteralText: AndroidCheck {
    package static let description = CheckDescription(
        id: "l10n-strings.android-literal-text",
        ruleId: "l10n-strings",
        summary: "A Compose Text, content description or layout text written as a literal in a translated Android app",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), AndroidChannelNameLiteral.germanStrings,
                ("app/src/main/java/com/acme/tasks/FilterScreen.kt", """
                package com.acme.tasks

                @Composable
                fun FilterRow(onDelete: () -> Unit) {
                    Row {
                        Text(stringResource(R.string.filter_title))
                        Text(↓"Matches every task")
                        Text(text = ↓"Tap to edit", style = MaterialTheme.typography.bodySmall)
                        IconButton(onClick = onDelete) {
                            Icon(Icons.Outlined.Delete, contentDescription = ↓"Delete")
                        }
                        Image(painterResource(R.drawable.badge), ↓"Achievement badge")
                    }
                }
                """),
                AndroidExample.layout("item_tavern_intro", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools">
                    <TextView android:text="@string/tavern_title" />
                    ↓<TextView android:text="Say hello to everyone in the tavern." />
                    ↓<EditText android:id="@+id/message" android:hint="Write a message" />
                    ↓<ImageButton android:contentDescription="Send message" />
                </LinearLayout>
                """),
            ]),
        ],
        nonTriggering: [
            // Resources, templates, symbols, codes, the app's own name, and previews.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), AndroidChannelNameLiteral.germanStrings,
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"app_name\">Beispiel</string></resources>"),
                ("app/src/main/java/com/acme/tasks/Row.kt", """
                package com.acme.tasks

                @Composable
                fun CountRow(count: Int) {
                    Row {
                        Text(stringResource(R.string.count))
                        Text("$count")
                        Text("•")
                        Text("PRO")
                        Text("Beispiel")
                        Text("GitHub")
                        Icon(Icons.Outlined.Star, contentDescription = null)
                    }
                }

                @Composable
                fun Home() { CountRow(1) }

                @Preview
                @Composable
                fun CountRowPreview() {
                    Column {
                        CountRow(3)
                        Text("Preview of the count row")
                    }
                }
                """),
            ]),
            // habitica-android: a layout's tools:text only shows in the editor, and a view code
            // fills (its id named where the file sets texts) holds a placeholder.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), AndroidChannelNameLiteral.germanStrings,
                AndroidExample.layout("item_member", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools">
                    <TextView android:id="@+id/display_name" tools:text="Jane Doe" />
                    <TextView android:id="@+id/level_label" android:text="Level 12" />
                    <TextView android:text="@{viewModel.title}" />
                </LinearLayout>
                """),
                ("app/src/main/java/com/acme/tasks/MemberViewHolder.kt", """
                package com.acme.tasks

                class MemberViewHolder(private val binding: ItemMemberBinding) {
                    fun bind(member: Member) {
                        binding.displayName.text = member.name
                        binding.levelLabel.text = member.levelText
                    }
                }
                """),
                ("app/src/main/java/com/acme/tasks/Screen.kt", """
                package com.acme.tasks

                fun render(activity: Activity) { activity.setContentView(R.layout.item_member) }
                """),
            ]),
            // pocket-casts-android: a stand-in only the IDE's preview draws, and sample data built
            // from a model class named Text; evcharge-android: the else branch of a preview test.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), AndroidChannelNameLiteral.germanStrings,
                ("app/src/main/java/com/acme/tasks/VideoBox.kt", """
                package com.acme.tasks

                @Composable
                fun VideoBox(modifier: Modifier = Modifier) {
                    if (LocalInspectionMode.current) {
                        Box(modifier) { Text(text = "Video player stand-in") }
                    } else {
                        AndroidView(factory = { VideoView(it) })
                    }
                }

                @Composable
                fun CardForm(onFill: (Card) -> Unit) {
                    Box {
                        if (isPreview().not()) CardInput(onFill = onFill) else Text(
                            text = "Card form stand-in",
                        )
                    }
                }
                """),
                ("app/src/main/java/com/acme/tasks/Transcript.kt", """
                package com.acme.tasks

                sealed interface Entry {
                    data class Text(val value: String) : Entry

                    companion object {
                        val SampleList = listOf(Text("The first line of a sample transcript"))
                    }
                }
                """),
            ]),
            // pocket-casts-android and protonvpn-android: developer settings screens.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), AndroidChannelNameLiteral.germanStrings,
                ("app/src/main/java/com/acme/tasks/developer/DeveloperPage.kt", """
                package com.acme.tasks.developer

                @Composable
                fun DeveloperPage() { Text("Crash the app") }
                """),
                ("app/src/main/java/com/acme/tasks/DebugToolsScreen.kt", """
                package com.acme.tasks

                @Composable
                fun ToolsScreen() { Text("Show every notification") }
                """),
            ]),
            // m2-android: a screen whose route only a navigate function nothing calls names (and the
            // row only that screen draws) never shows.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), AndroidChannelNameLiteral.germanStrings,
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
                ("app/src/main/java/com/acme/tasks/MainActivity.kt", """
                package com.acme.tasks

                class MainActivity : ComponentActivity() {
                    override fun onCreate(state: Bundle?) { setContent { TasksNavigation(Screen.Home.route) } }
                }
                """),
                ("app/src/main/java/com/acme/tasks/Navigation.kt", """
                package com.acme.tasks

                sealed class Screen(val route: String, val path: String) {
                    data object Home : Screen("home", "home")
                    data object Stats : Screen("stats?site={site}", "stats")
                }

                @Composable
                fun TasksNavigation(startDestination: String) {
                    val navController = rememberNavController()
                    NavHost(navController = navController, startDestination = startDestination) {
                        composable(Screen.Home.route) {
                            HomeScreen(onRefresh = { navController.navigateToHome() })
                        }
                        composable(
                            route = Screen.Stats.route,
                            arguments = listOf(navArgument("site") { nullable = true }),
                        ) { entry ->
                            StatsScreen(site = entry.arguments?.getString("site"))
                        }
                    }
                }

                fun NavController.navigateToHome() {
                    navigate(Screen.Home.route)
                }

                fun NavController.navigateToStats(site: String? = null) {
                    navigate(if (site != null) "${Screen.Stats.path}?site=$site" else Screen.Stats.path)
                }
                """),
                ("app/src/main/java/com/acme/tasks/StatsScreen.kt", """
                package com.acme.tasks

                @Composable
                fun HomeScreen(onRefresh: () -> Unit) { Text(stringResource(R.string.home)) }

                @Composable
                fun StatsScreen(site: String?) {
                    Column {
                        Text("Level statistics")
                        StatsRow()
                    }
                }

                @Composable
                fun StatsRow() { Text("No levels found") }
                """),
            ]),
            // An app with no translations: a resource would hold the same words.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/java/com/acme/tasks/FilterScreen.kt", """
                package com.acme.tasks

                @Composable
                fun FilterRow() { Text("Matches every task") }
                """),
            ]),
        ]
    )

    /// Layout attributes whose value a person reads or hears.
    static let layoutAttributes = ["android:text", "android:hint", "android:contentDescription"]
    /// Compose calls whose first argument, or `text =`, is shown as text.
    static let textComposables: Set<String> = ["Text", "BasicText"]
    /// Composables whose second positional argument is the content description.
    static let images: Set<String> = ["Icon", "Image"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard AndroidModel.hasTranslatedStrings(project) else { return }
        var appNames = Set<String>()
        if let launcherName = project.androidDefaultStrings["app_name"],
           project.androidTranslations(of: "app_name").allSatisfy({ $0 == launcherName }) { appNames.insert(launcherName.lowercased()) }
        for file in android.kotlinFiles where file.scope == .app && !AndroidLiteralMessage.isDeveloperFile(file.path) {
            let kotlin = file.file
            guard kotlin.source.bytes.contains(utf8: "Text") || kotlin.source.bytes.contains(utf8: "contentDescription") else { continue }
            let ownText = Self.namesOwnText(kotlin)
            let inspectionOnly = Self.inspectionOnlyLines(kotlin.source)
            for (index, call) in kotlin.calls.enumerated() {
                var shown: [(KotlinArgument, String)] = []
                if Self.textComposables.contains(call.name), call.receiver.isEmpty, !ownText,
                   let text = call.argument("text") ?? call.positionalArguments.first {
                    shown.append((text, "text"))
                }
                if let description = Self.images.contains(call.name) && call.receiver.isEmpty
                    ? ComposeCode.contentDescription(of: call) : call.argument("contentDescription") {
                    shown.append((description, "content description"))
                }
                for (argument, what) in shown {
                    let line = argument.expression.position.line
                    guard case .string(let text) = argument.value, LiteralText.isWords(text, appNames: appNames),
                          file.scope(atLine: line) == .app, !inspectionOnly.contains(where: { $0.contains(line) }),
                          !AndroidLiteralMessage.insideDebugCall(index, in: kotlin) else { continue }
                    output.report(
                        "This \(call.name)'s \(what) \"\(Self.shortened(text))\" is a string literal in an app translated into other languages, so it reads the same in every language; move it to a string resource and read it with stringResource(R.string.…).",
                        at: file.position(argument.expression.position), confidence: .medium)
                }
            }
        }
        var filled: (byLayout: [String: Set<String>], named: Set<String>, anywhere: Set<String>)?
        for layout in project.androidLayouts where !AndroidLiteralMessage.isDeveloperFile(layout.path) {
            let layoutName = String((layout.path.split(separator: "/").last ?? "").dropLast(".xml".count))
            for (index, element) in layout.layout.elements.enumerated() {
                for attribute in Self.layoutAttributes {
                    guard let value = element.attribute(attribute), !value.hasPrefix("@"), !value.hasPrefix("?"),
                          LiteralText.isWords(value, appNames: appNames) else { continue }
                    if element.attribute("android:id") != nil {
                        if filled == nil { filled = Self.namesFilledInCode(android, project) }
                        // Files that name this layout, or any file that fills views when no code names it
                        // (a layout only `<include>`d or inflated by a library).
                        let names = filled!.named.contains(layoutName) ? filled!.byLayout[layoutName] ?? [] : filled!.anywhere
                        if AndroidUnnamedControl.codeMayName(element, names) { continue }
                    }
                    output.report(
                        "This \(element.simpleTag)'s \(attribute) \"\(Self.shortened(value))\" is a literal in an app translated into other languages, so it reads the same in every language; move it to a string resource (@string/…).",
                        at: layout.position(of: index), confidence: .medium)
                }
            }
        }
    }

    /// Whether the file declares a type named `Text` or imports one from outside Compose
    /// (pocket-casts-android's `TranscriptEntry.Text` sample data): its `Text("…")` builds that
    /// type, not the composable.
    static func namesOwnText(_ kotlin: KotlinFile) -> Bool {
        kotlin.types.contains { $0.name.map(textComposables.contains) ?? false }
            || kotlin.imports.contains { $0.path.hasSuffix(".Text") && !$0.path.hasPrefix("androidx.") }
    }

    /// Names in an `if` condition that say the IDE's layout preview is rendering.
    static let previewConditions: Set<String> = ["LocalInspectionMode", "isPreview", "inPreview", "isInPreview", "isInspectionMode", "isInEditMode"]

    /// Lines of the branch of an `if` that runs only in the IDE's preview:
    /// `if (LocalInspectionMode.current) { … }` (pocket-casts-android's stand-in for a video
    /// view), or the `else` of `if (isPreview().not()) CardInput(…) else Text(…)`
    /// (evcharge-android's stand-in for a card form).
    static func inspectionOnlyLines(_ source: KotlinSource) -> [ClosedRange<Int>] {
        guard previewConditions.contains(where: { source.bytes.contains(utf8: $0) }) else { return [] }
        let tokens = source.tokens
        /// The last token of the branch starting at `index`: a block, or a call with its lambda.
        func branchEnd(_ index: Int) -> Int? {
            guard index < tokens.count else { return nil }
            if tokens[index].kind == .leftBrace { return source.partner(of: index) }
            var cursor = index
            while cursor + 1 < tokens.count, [.identifier, .dot].contains(tokens[cursor].kind) { cursor += 1 }
            guard cursor > index, tokens[cursor].kind == .leftParen, var end = source.partner(of: cursor) else { return nil }
            if end + 1 < tokens.count, tokens[end + 1].kind == .leftBrace, let lambda = source.partner(of: end + 1) { end = lambda }
            return end
        }
        var lines: [ClosedRange<Int>] = []
        for index in tokens.indices.dropLast() where source.tokenIs(index, "if") && tokens[index + 1].kind == .leftParen {
            guard let close = source.partner(of: index + 1), close > index + 2 else { continue }
            let condition = (index + 2)..<close
            guard condition.contains(where: { tokens[$0].kind == .identifier && previewConditions.contains(source.name(at: $0)) }),
                  !condition.contains(where: { ["&&", "||"].contains(source.text(of: tokens[$0])) }) else { continue }
            let negated = source.text(of: tokens[index + 2]) == "!"
                || condition.contains { tokens[$0].kind == .identifier && source.name(at: $0) == "not" }
            guard let thenEnd = branchEnd(close + 1) else { continue }
            if !negated {
                lines.append(tokens[close + 1].line...tokens[thenEnd].line)
            } else if thenEnd + 2 < tokens.count, source.tokenIs(thenEnd + 1, "else"), let elseEnd = branchEnd(thenEnd + 2) {
                lines.append(tokens[thenEnd + 2].line...tokens[elseEnd].line)
            }
        }
        return lines
    }

    /// The names in shipping Kotlin and Java files that set a view's text, hint or description
    /// in code, by the layouts each file names (`R.layout.x`, `XBinding`); the layouts any file
    /// names; and every such name, wherever written.
    static func namesFilledInCode(_ android: AndroidModel, _ project: Project) -> (byLayout: [String: Set<String>], named: Set<String>, anywhere: Set<String>) {
        var java: [String: KotlinSource] = [:]
        for word in ["ext", "layout", "Binding"] {
            for file in project.androidJavaFiles(mentioning: word) where file.scope == .app { java[file.path] = file.source }
        }
        let sources = android.kotlinFiles.filter { $0.scope == .app }.map(\.file.source) + java.keys.sorted().map { java[$0]! }
        var byLayout: [String: Set<String>] = [:], named = Set<String>(), anywhere = Set<String>()
        for source in sources {
            let layouts = AndroidUnnamedControl.layoutsNamed(source)
            named.formUnion(layouts)
            guard source.bytes.contains(utf8: "ext"),
                  source.setsViewProperty(setters: ["setText", "setHint", "setContentDescription"], properties: ["text", "hint", "contentDescription"])
            else { continue }
            var names = Set<String>()
            for index in source.tokens.indices where source.tokens[index].kind == .identifier { names.insert(source.name(at: index)) }
            anywhere.formUnion(names)
            for layout in layouts { byLayout[layout, default: []].formUnion(names) }
        }
        return (byLayout, named, anywhere)
    }

    static func shortened(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(60)) + "…" : text
    }
}
