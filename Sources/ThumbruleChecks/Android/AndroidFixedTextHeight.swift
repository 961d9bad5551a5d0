import ThumbruleCore
import ThumbruleFrontEnds

/// A `TextView` or `Button` in a layout given a fixed `android:layout_height` in dp that is
/// shorter than one line of its own text at the largest font scale: the text grows with the
/// user's font size (Android 14 reaches 200%), the box does not, and TextView clips what runs
/// past its bounds. The layout counterpart of `type-scaling.swiftui-fixed-height`.
///
/// Only boxes that clip for certain are reported: the text size in sp is scaled along the
/// 200% curve (`largestScale`: text up to 12sp doubles, larger text grows less), one line of it
/// is taken at Roboto's ascent and descent without font padding (1.17 × the size, shorter than
/// the line a TextView really lays out), and the explicit vertical padding in dp is taken off
/// the box. A taller box might still hold its line, and a second line, and is left alone; so is a
/// box that does not hold one line even at the default size (a 2dp filler, a deliberate cut):
/// its text does not outgrow it, it never fit.
///
/// The size is read from `android:textSize` in sp; a view without one and without a style or
/// text appearance is taken at 12sp, a lower bound of the themes' default (14sp). A size from a
/// resource, a style or a text appearance is not resolved, and the view is passed over; so is a
/// size in dp (it does not scale: `type-scaling.android-fixed-font-scale`), text that shrinks to
/// fit (`autoSizeTextType`), a view showing only an emoji or a symbol (a glyph sized to its
/// slot), a count badge or monogram tile fixed at 48dp or less on both axes (its figure is sized
/// to the tile, as `type-scale.android-layout-literal-text-size` leaves it), layouts of test and debug source sets and a widget's picker preview. An app that pins
/// its font scale in code (`configuration.fontScale = 1f`) keeps its text at the size it was
/// drawn at, and is not read at all.
///
/// Known false negatives: heights and sizes from resources, text inside a fixed-height parent,
/// and custom TextView subclasses.
struct AndroidFixedTextHeight: AndroidCheck {
    package static let description = CheckDescription(
        id: "type-scaling.android-fixed-text-height",
        ruleId: "type-scaling",
        summary: "A layout TextView or Button with a fixed dp height shorter than one line of its text at the largest font scale",
        triggering: [
            CheckExample(files: [
                AndroidExample.layout("row_member", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <TextView
                        android:id="@+id/member_name"
                        android:layout_width="wrap_content"
                        ↓android:layout_height="20dp"
                        android:textSize="13sp" />
                    <Button
                        android:id="@+id/member_invite"
                        android:layout_width="wrap_content"
                        ↓android:layout_height="32dp"
                        android:paddingVertical="6dp"
                        android:text="@string/invite" />
                </LinearLayout>
                """),
            ]),
        ],
        nonTriggering: [
            // Tall enough for a line at 200%, a size the check cannot read, text that shrinks
            // to fit, a dp size, a glyph, a count badge's tile and a 2dp filler that never held a line.
            CheckExample(files: [
                AndroidExample.layout("row_member", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <TextView
                        android:layout_width="wrap_content"
                        android:layout_height="40dp"
                        android:textSize="13sp" />
                    <TextView
                        style="@style/MemberCaption"
                        android:layout_width="wrap_content"
                        android:layout_height="20dp" />
                    <TextView
                        android:layout_width="wrap_content"
                        android:layout_height="20dp"
                        android:autoSizeTextType="uniform"
                        android:textSize="13sp" />
                    <TextView
                        android:layout_width="wrap_content"
                        android:layout_height="20dp"
                        android:textSize="13dp" />
                    <TextView
                        android:layout_width="wrap_content"
                        android:layout_height="20dp"
                        android:text="★"
                        android:textSize="13sp" />
                    <TextView
                        android:layout_width="wrap_content"
                        android:layout_height="wrap_content"
                        android:minHeight="20dp"
                        android:textSize="13sp" />
                    <TextView
                        android:id="@+id/unread_count"
                        android:layout_width="20dp"
                        android:layout_height="20dp"
                        android:gravity="center"
                        android:textSize="13sp" />
                    <TextView
                        android:layout_width="match_parent"
                        android:layout_height="2dp"
                        android:textSize="13sp" />
                </LinearLayout>
                """),
            ]),
            // The app pins the font scale, so the text never grows past its box.
            CheckExample(files: [
                AndroidExample.kotlin("BaseActivity", """
                open class BaseActivity : AppCompatActivity() {
                    override fun attachBaseContext(base: Context) {
                        val configuration = Configuration(base.resources.configuration)
                        configuration.fontScale = 1.0f
                        super.attachBaseContext(base.createConfigurationContext(configuration))
                    }
                }
                """),
                AndroidExample.layout("row_member", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="20dp"
                    android:textSize="13sp" />
                """),
            ]),
        ]
    )

    /// Views that draw their own text in one box.
    static let textTags: Set<String> = [
        "TextView", "Button", "AppCompatTextView", "AppCompatButton", "MaterialTextView", "MaterialButton",
    ]

    /// Roboto's ascent plus descent per unit of text size, without font padding.
    static let lineHeightFactor = 1.17

    /// Size in sp → size in dp at the largest font scale (200%) of Android 14's nonlinear curve.
    static let largestScale: [(sp: Double, dp: Double)] = [
        (0, 0), (8, 16), (10, 20), (12, 24), (14, 26), (18, 30), (20, 34), (24, 36), (30, 38), (100, 100),
    ]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard !Self.pinsFontScale(android) else { return }
        let previews = project.androidWidgetPreviewLayouts
        var sources: [String: WorkspaceFile]?
        for layout in project.androidLayouts where !previews.contains(AndroidFixedFontScale.layoutName(layout.path))
            && !AndroidLayoutLiteralTextSize.isOutsideRelease(layout.path) {
            for (index, element) in layout.layout.elements.enumerated() where Self.textTags.contains(element.simpleTag) {
                guard let height = element.dimension("android:layout_height")?.dp, height > 0,
                      let size = Self.textSize(element), !Self.shrinksToFit(element),
                      !AndroidLayoutLiteralTextSize.showsGlyph(element), !AndroidLayoutLiteralTextSize.fillsBadge(element) else { continue }
                let line = Self.scaled(size) * Self.lineHeightFactor
                let room = height - Self.verticalPadding(element)
                // A box too short for its text at the default scale is a spacer or a deliberate cut, not a box the text outgrows.
                guard Int(line.rounded()) > Int(room), room >= size * Self.lineHeightFactor else { continue }
                let files = sources ?? Dictionary(project.files(of: .androidLayout).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
                sources = files
                let lines = files[layout.path].flatMap { try? $0.readData() }.map { String(decoding: $0, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) } ?? []
                let position = AndroidLayoutLiteralTextSize.attributePosition(of: index, in: layout, lines: lines, attribute: "android:layout_height")
                output.report(
                    "This \(element.simpleTag) is fixed at \(Self.format(height))dp tall, but one line of its \(Self.format(size))sp text is about \(Int(line.rounded()))dp at the largest font size (Android 14 scales text to 200%), so the text is cut off for the people who need it bigger; use wrap_content with a minHeight, so the view grows with its text.",
                    at: position, confidence: .medium)
            }
        }
    }

    /// The view's text size in sp: its `android:textSize` in sp, or 12sp when neither a size, a
    /// style nor a text appearance is given; nil when the size comes from elsewhere or is in dp.
    static func textSize(_ element: LayoutElement) -> Double? {
        if let value = element.attribute("android:textSize") {
            if case .size(let amount, .sp) = LayoutDimension(value) { return amount }
            return nil
        }
        guard element.attribute("style") == nil, element.attribute("android:textAppearance") == nil else { return nil }
        return 12
    }

    /// Whether the text shrinks to fit its box (`autoSizeTextType` other than `none`).
    static func shrinksToFit(_ element: LayoutElement) -> Bool {
        ["android:autoSizeTextType", "app:autoSizeTextType"].contains { element.attribute($0).map { $0 != "none" } ?? false }
    }

    /// The padding in dp above and below the text, as written; a padding from a resource counts
    /// as none (the box is then no taller than measured).
    static func verticalPadding(_ element: LayoutElement) -> Double {
        func dp(_ name: String) -> Double? { element.dimension(name)?.dp }
        let all = dp("android:padding")
        let vertical = dp("android:paddingVertical")
        let top = dp("android:paddingTop") ?? vertical ?? all ?? 0
        let bottom = dp("android:paddingBottom") ?? vertical ?? all ?? 0
        return max(0, top) + max(0, bottom)
    }

    /// A size in sp at the largest font scale, in dp, along `largestScale`.
    static func scaled(_ sp: Double) -> Double {
        guard let upper = largestScale.firstIndex(where: { $0.sp >= sp }) else { return sp }
        guard upper > 0 else { return largestScale[0].dp }
        let low = largestScale[upper - 1], high = largestScale[upper]
        return low.dp + (sp - low.sp) / (high.sp - low.sp) * (high.dp - low.dp)
    }

    /// Whether the app's code sets the configuration's font scale to a literal
    /// (`configuration.fontScale = 1f`): every view then keeps its text at the drawn size.
    static func pinsFontScale(_ android: AndroidModel) -> Bool {
        android.kotlinFiles.contains { file in
            file.file.source.bytes.contains(utf8: "fontScale")
                && file.file.assignments.contains { $0.operatorText == "=" && $0.target.last == "fontScale" && AndroidFixedFontScale.number($0.value.value) != nil }
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
