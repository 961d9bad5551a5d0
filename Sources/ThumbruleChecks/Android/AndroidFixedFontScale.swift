import ThumbruleCore
import ThumbruleFrontEnds

/// Text that cannot follow the user's font scale: a `Density` built with a literal
/// `fontScale` (`Density(density, fontScale = 1f)`, usually provided as `LocalDensity`), a
/// `fontScale` assigned a literal (`configuration.fontScale = 1f` before
/// `createConfigurationContext`), a text size converted from dp (`14.dp.toSp()`,
/// `setTextSize(TypedValue.COMPLEX_UNIT_DIP, …)`), and in layouts an `android:textSize` in dp.
/// Whoever raised their font size (Android 14 goes to 200%) gets the designer's size instead.
///
/// An emoji drawn as an icon is not text: in a function named for emoji or icons, or that
/// takes an emoji (`StatusEmojiBadge`, `SkinTonePicker(emoji: Emoji)`), a glyph pinned to
/// the size of the icon slot it fills is left alone, as icons do not follow the font scale.
///
/// Android Lint's SpUsage covers the layout case only; this check adds Compose and code, and
/// runs where Lint does not. A layout element that silences SpUsage (`tools:ignore="SpUsage"`)
/// says the dp size is meant, and a widget's picker preview (a provider's `previewLayout`) is a
/// fixed-size thumbnail, not text anyone reads at their font size. A text view turned on its
/// side (`android:rotation`) is a drawn stamp or badge, a graphic sized with its artwork, not
/// text in the reading flow. A clamp computed from the user's scale
/// (`fontScale.coerceAtMost(1.5f)`) is not a literal and is left alone, and so is a dp size
/// computed from a text size the function is handed (`followsChosenSize`: the sample of the
/// app's own font size setting, kept in dp so the system's scale is not applied twice).
/// A text view that spells the app's name (its `app_name` string, or `@string/app_name`) at a
/// display size in dp (`Wordmark.displaySize` and up) is the logo set in type beside the logo's
/// glyph (balance-android's login header), a graphic, not reading text.
///
/// Two cases get a fix, since sp and dp are the same size at the default font scale:
/// `11.dp.toSp()` becomes `11.sp`, and `TypedValue.COMPLEX_UNIT_DIP` in `setTextSize` becomes
/// `TypedValue.COMPLEX_UNIT_SP` (only when written qualified, so the new name needs no import).
struct AndroidFixedFontScale: AndroidCheck {
    package static let description = CheckDescription(
        id: "type-scaling.android-fixed-font-scale",
        ruleId: "type-scaling",
        summary: "An Android font scale pinned to a literal, or text sized in dp",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("Theme", """
                @Composable
                fun FixedScale(content: @Composable () -> Unit) {
                    val density = LocalDensity.current
                    CompositionLocalProvider(LocalDensity provides ↓Density(density.density, fontScale = 1f)) {
                        content()
                    }
                }

                @Composable
                fun Badge(count: Int) {
                    Text("$count", fontSize = with(LocalDensity.current) { 11.dp.↓toSp() })
                }

                class BaseActivity : AppCompatActivity() {
                    override fun attachBaseContext(base: Context) {
                        val configuration = Configuration(base.resources.configuration)
                        ↓configuration.fontScale = 1.0f
                        super.attachBaseContext(base.createConfigurationContext(configuration))
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.kotlin("PriceView", """
                class PriceView(context: Context) : AppCompatTextView(context) {
                    init {
                        ↓setTextSize(TypedValue.COMPLEX_UNIT_DIP, 14f)
                    }

                    fun showBadge(fontSize: Float, count: Int) {
                        text = "$count"
                        ↓setTextSize(TypedValue.COMPLEX_UNIT_DIP, 12f)
                    }

                    fun setSizeDp(textSize: Float) {
                        ↓setTextSize(TypedValue.COMPLEX_UNIT_DIP, textSize)
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.layout("item_price", """
                ↓<TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content"
                    android:textSize="14dp" />
                """),
            ]),
        ],
        nonTriggering: [
            // balance-android: the app's name as a wordmark beside its logo on the sign-in screen.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"app_name\">SNAPCLUB</string></resources>"),
                AndroidExample.layout("activity_login", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="horizontal">
                    <ImageView
                        android:layout_width="40dp"
                        android:layout_height="40dp"
                        android:src="@drawable/ic_logo" />
                    <TextView
                        android:layout_width="wrap_content"
                        android:layout_height="wrap_content"
                        android:text="SNAPCLUB"
                        android:textSize="40dp" />
                </LinearLayout>
                """),
            ]),
            CheckExample(files: [
                AndroidExample.kotlin("Theme", """
                @Composable
                fun ClampedScale(content: @Composable () -> Unit) {
                    val density = LocalDensity.current
                    CompositionLocalProvider(LocalDensity provides Density(density.density, density.fontScale.coerceAtMost(1.5f))) {
                        content()
                    }
                    Text("12", fontSize = 14.sp)
                    Spacer(Modifier.height(with(LocalDensity.current) { 14.sp.toDp() }))
                }
                """),
                AndroidExample.kotlin("StatusBadge", """
                @Composable
                fun StatusEmojiBadge(emoji: String) {
                    val density = LocalDensity.current
                    CompositionLocalProvider(LocalDensity provides Density(density.density, fontScale = 1f)) {
                        Box(Modifier.size(20.dp)) { Text(emoji, fontSize = 12.sp) }
                    }
                }

                @Composable
                fun SkinTones(emoji: Emoji) {
                    val glyphSize = 32.dp.toSp()
                    Text(emoji.unicode, fontSize = glyphSize)
                }
                """),
                AndroidExample.kotlin("Units", """
                // Converts units for a chart drawn off screen; no text reads this density.
                val chartDensity = Density(2f, 1f)
                """),
                AndroidExample.layout("item_price", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="24dp"
                    android:textSize="14sp" />
                """),
            ]),
            // The sample of the app's own text size setting, in dp so the system's scale is not applied twice.
            CheckExample(files: [
                AndroidExample.kotlin("AccessibilityActivity", """
                class AccessibilityActivity : AppCompatActivity() {
                    private fun renderFontSize(fontSize: Float, overrideSystemFontSize: Boolean) {
                        val newValue = fontSize / 100
                        binding.accessibilitySliderValue.text = NumberFormat.getPercentInstance().format(newValue)
                        binding.accessibilityHint.setTextSize(TypedValue.COMPLEX_UNIT_DIP, 16 * newValue)
                    }
                }
                """),
            ]),
            // A widget's picker preview, and a size Lint's SpUsage is told is meant.
            CheckExample(files: [
                AndroidExample.layout("widget_player_preview", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="240dp"
                    android:layout_height="wrap_content"
                    android:textSize="14dp" />
                """),
                ("app/src/main/res/xml/player_widget_info.xml", """
                <appwidget-provider xmlns:android="http://schemas.android.com/apk/res/android"
                    android:initialLayout="@layout/widget_player"
                    android:previewLayout="@layout/widget_player_preview" />
                """),
                AndroidExample.layout("badge", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools"
                    android:layout_width="16dp"
                    android:layout_height="16dp"
                    android:textSize="10dp"
                    tools:ignore="SpUsage" />
                """),
                AndroidExample.layout("header_sold_out", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="40dp"
                    android:rotation="-12"
                    android:text="@string/sold_out"
                    android:textSize="24dp" />
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.kotlinFiles {
            let bytes = file.file.source.bytes
            let mentionsScale = bytes.contains(utf8: "fontScale")
            guard mentionsScale || bytes.contains(utf8: "toSp") || bytes.contains(utf8: "COMPLEX_UNIT_DIP") else { continue }
            // A Density only reaches text when provided as LocalDensity; elsewhere it converts units.
            let providesDensity = mentionsScale && !file.identifierTokens(["LocalDensity"]).isEmpty
            let calls = file.file.calls
            for index in calls.indices where !Self.drawsAnIcon(file.file, inFunction: calls[index].enclosingFunction) {
                let call = calls[index]
                switch call.name {
                case "Density" where providesDensity:
                    let positional = call.positionalArguments
                    guard let scale = call.argument("fontScale") ?? (positional.count == 2 ? positional[1] : nil),
                          let value = Self.number(scale.value) else { continue }
                    report(file.position(ofCall: index), "This Density pins the font scale to \(value)", &output)
                case "toSp" where call.arguments.isEmpty && call.receiverNames(in: file.file).last == "dp":
                    report(file.position(ofCall: index), "This text size is converted from dp, which divides out the font scale", &output,
                           fix: Self.spFix(index, in: file))
                case "setTextSize" where call.arguments.count == 2:
                    guard case .reference(let unit) = call.arguments[0].value, unit.last == "COMPLEX_UNIT_DIP",
                          !Self.followsChosenSize(call.arguments[1], in: file.file, function: call.enclosingFunction) else { continue }
                    report(file.position(ofCall: index), "This text size is set in dp (COMPLEX_UNIT_DIP)", &output,
                           fix: Self.unitFix(call.arguments[0], in: file))
                default:
                    continue
                }
            }
            guard mentionsScale else { continue }
            for assignment in file.file.assignments where assignment.operatorText == "=" && assignment.target.last == "fontScale"
                && !Self.drawsAnIcon(file.file, inFunction: assignment.enclosingFunction) {
                guard let value = Self.number(assignment.value.value) else { continue }
                report(file.position(assignment.position), "This sets the font scale to \(value)", &output)
            }
        }
        let previews = project.androidWidgetPreviewLayouts
        var nameWords: Set<String>?
        for layout in project.androidLayouts where !previews.contains(Self.layoutName(layout.path)) {
            for (index, element) in layout.layout.elements.enumerated() {
                guard let size = element.attribute("android:textSize"), let dp = LayoutDimension(size).dp,
                      !element.ignoresLint("SpUsage"), !Self.isTurned(element) else { continue }
                if dp >= Wordmark.displaySize, let text = element.attribute("android:text") {
                    if text == "@string/app_name" { continue }
                    let words = nameWords ?? Self.appNameWords(project)
                    nameWords = words
                    if !text.hasPrefix("@"), Wordmark.namesApp(text, nameWords: words) { continue }
                }
                report(layout.position(of: index), "This \(element.simpleTag)'s text size is in dp (\(size))", &output)
            }
        }
    }

    /// The distinctive words of the app's name: the `app_name` strings of the default `values` folders.
    static func appNameWords(_ project: Project) -> Set<String> {
        var names: [String] = []
        for file in project.files(of: .androidStrings) where file.path.split(separator: "/").dropLast().last == "values" {
            guard let data = try? file.readData(), let tree = try? XMLTree(bytes: [UInt8](data)) else { continue }
            for element in tree.elements where element.name == "string" && element.attribute("name") == "app_name" && element.children.isEmpty {
                names.append(element.text)
            }
        }
        return Wordmark.nameWords(names)
    }

    /// Whether a view is drawn turned (`android:rotation="-10"`): a stamp or badge, not reading text.
    static func isTurned(_ element: LayoutElement) -> Bool {
        guard let rotation = element.attribute("android:rotation"), let degrees = Double(rotation) else { return false }
        return degrees.truncatingRemainder(dividingBy: 360) != 0
    }

    /// Words (lowercased) of a name that holds a text size or scale.
    static let sizeWords = ["fontsize", "textsize", "fontscale", "textscale", "textzoom"]

    /// Whether a dp text size scales a base size by a text size handed to the function around
    /// it (`renderFontSize(fontSize: Float)` setting `16 * newValue` dp with `newValue =
    /// fontSize / 100`), directly or through a local computed from it: the sample of a size the
    /// user picks in the app, in dp so the system's scale is not applied on top of the chosen
    /// one. A size only passed through (`setTextSize(COMPLEX_UNIT_DIP, textSize)`) is a
    /// designer's size in dp, and stays reported.
    static func followsChosenSize(_ size: KotlinArgument, in file: KotlinFile, function: Int?) -> Bool {
        let functions = file.enclosingFunctions(startingAt: function)
        let sizes = Set(functions.flatMap { file.functions[$0].parameters.map(\.name) }.filter { name in
            sizeWords.contains(where: name.lowercased().contains)
        })
        guard !sizes.isEmpty else { return false }
        let source = file.source
        func names(_ range: Range<Int>) -> Set<String> {
            Set(range.filter { source.tokens[$0].kind == .identifier }.map { source.text(at: $0) })
        }
        var derived = sizes
        for property in file.properties where !property.isMutable && property.enclosingFunction.map(functions.contains) == true {
            if let initializer = property.initializer, !names(initializer.tokenRange).isDisjoint(with: derived) { derived.insert(property.name) }
        }
        return size.expression.tokenRange.contains { source.text(at: $0) == "*" } && !names(size.expression.tokenRange).isDisjoint(with: derived)
    }

    /// `widget_preview` for `…/res/layout/widget_preview.xml`.
    static func layoutName(_ path: String) -> String {
        String((path.split(separator: "/").last ?? "").split(separator: ".").first ?? "")
    }

    func report(_ position: SourcePosition, _ what: String, _ output: inout CheckOutput, fix: Fix? = nil) {
        output.report(
            "\(what), so text ignores the user's font size setting (Android 14 scales to 200%) and whoever needs bigger text gets the designer's size. Size text in sp and let layouts grow with it.",
            at: position, fix: fix)
    }

    /// `11.dp.toSp()` → `11.sp`: `dp.toSp()` written as `value . dp . toSp ( )`, nothing else.
    static func spFix(_ index: Int, in file: AndroidKotlinFile) -> Fix? {
        let source = file.file.source, call = file.file.calls[index], name = call.nameToken
        guard name >= 2, call.hasParentheses, call.arguments.isEmpty, call.trailingLambda == nil,
              source.tokens[name - 1].kind == .dot, source.tokens[name - 2].kind == .identifier, source.text(at: name - 2) == "dp",
              let close = call.tokenRange.last, source.tokens[close].kind == .rightParen else { return nil }
        return Fix("Size the text in sp: dp.toSp() becomes sp", edits: [
            TextEdit(start: file.position(source.tokens[name - 2].position), end: end(of: source.tokens[close], in: file), replacement: "sp"),
        ])
    }

    /// `TypedValue.COMPLEX_UNIT_DIP` → `TypedValue.COMPLEX_UNIT_SP` in `setTextSize`.
    static func unitFix(_ unit: KotlinArgument, in file: AndroidKotlinFile) -> Fix? {
        let source = file.file.source
        guard unit.text == "TypedValue.COMPLEX_UNIT_DIP", let last = unit.expression.tokenRange.last else { return nil }
        let token = source.tokens[last]
        return Fix("Size the text in sp: COMPLEX_UNIT_DIP becomes COMPLEX_UNIT_SP", edits: [
            TextEdit(start: file.position(token.position), end: end(of: token, in: file), replacement: "COMPLEX_UNIT_SP"),
        ])
    }

    /// The position just past a one-line token.
    static func end(of token: KotlinToken, in file: AndroidKotlinFile) -> SourcePosition {
        SourcePosition(path: file.path, line: token.line, column: token.column + token.length)
    }

    /// True inside a function that draws an emoji or an icon: named for one, or taking one.
    static func drawsAnIcon(_ file: KotlinFile, inFunction function: Int?) -> Bool {
        file.enclosingFunctions(startingAt: function).contains { index in
            let function = file.functions[index]
            let words = [function.name] + function.parameters.flatMap { [$0.name, $0.type ?? ""] }
            return words.contains { word in
                let lowered = word.lowercased()
                return lowered.contains("emoji") || lowered.contains("icon") || lowered.contains("glyph")
            }
        }
    }

    /// A number literal's text (`1`, `1.0`).
    static func number(_ value: KotlinValue) -> String? {
        switch value {
        case .integer(let number): return String(number)
        case .decimal(let number): return String(number)
        default: return nil
        }
    }
}
