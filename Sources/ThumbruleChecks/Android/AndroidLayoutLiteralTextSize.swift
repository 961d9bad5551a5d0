import ThumbruleCore
import ThumbruleFrontEnds

/// `android:textSize="14sp"` written on a view in a layout instead of taking a text appearance
/// from the theme's type scale (`android:textAppearance="?attr/textAppearanceBodyMedium"`, or a
/// style of the app's own scale): sp follows the user's font scale, but each view picks its own
/// size and the hierarchy becomes whatever each layout picked. The layout counterpart of
/// `type-scale.android-literal-font-size`: one note per layout file, at the first literal, naming
/// every other one as a related place, since the fix is a review of the file's text.
///
/// Only sp literals are counted: a size in dp is `type-scaling.android-fixed-font-scale`'s
/// business (it does not scale at all), and a size from a dimension resource
/// (`@dimen/text_size_body`) or a style is already named in one place. Sizes in styles and
/// themes (`res/values`) are where literals belong and are never read. Left alone: the picker
/// preview of an app widget (a fixed-size thumbnail), layouts of test and debug source sets, a
/// view showing only an emoji or a symbol (`android:text="★"`: a glyph sized to its slot), a
/// count badge or monogram tile fixed at 48dp or less on both axes (its text fits the box), and
/// the label of a third party's sign-in button ("Sign in with Google"), whose size the provider's
/// branding rules fix.
struct AndroidLayoutLiteralTextSize: AndroidCheck {
    package static let description = CheckDescription(
        id: "type-scale.android-layout-literal-text-size",
        ruleId: "type-scale",
        summary: "Layout views sized with literal android:textSize sp values outside the theme's text appearances (one note per layout)",
        triggering: [
            CheckExample(files: [
                AndroidExample.layout("item_price", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <TextView
                        android:id="@+id/price"
                        android:layout_width="wrap_content"
                        android:layout_height="wrap_content"
                        ↓android:textSize="28sp" />
                    <TextView
                        android:id="@+id/unit"
                        android:layout_width="wrap_content"
                        android:layout_height="wrap_content"
                        android:textAppearance="?attr/textAppearanceBodySmall"
                        android:textSize="12sp" />
                </LinearLayout>
                """),
            ]),
            // A home-screen widget's row is read at the user's font scale too.
            CheckExample(files: [
                AndroidExample.layout("widget_row", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:id="@+id/title"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    ↓android:textSize="16sp" />
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.layout("item_price", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content"
                    android:orientation="vertical">
                    <TextView
                        android:layout_width="wrap_content"
                        android:layout_height="wrap_content"
                        android:textAppearance="?attr/textAppearanceHeadlineSmall" />
                    <TextView
                        android:layout_width="wrap_content"
                        android:layout_height="wrap_content"
                        android:textSize="@dimen/text_size_caption" />
                </LinearLayout>
                """),
                ("app/src/main/res/values/styles.xml", """
                <resources>
                    <style name="PriceText" parent="TextAppearance.Material3.HeadlineSmall">
                        <item name="android:textSize">28sp</item>
                    </style>
                </resources>
                """),
            ]),
            // The widget picker's thumbnail is a fixed-size picture of the widget.
            CheckExample(files: [
                ("app/src/main/res/xml/status_widget_info.xml", """
                <appwidget-provider xmlns:android="http://schemas.android.com/apk/res/android"
                    android:initialLayout="@layout/widget_status"
                    android:previewLayout="@layout/widget_status_preview" />
                """),
                AndroidExample.layout("widget_status_preview", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content"
                    android:text="@string/widget_preview_city"
                    android:textSize="15sp" />
                """),
            ]),
            // balance-android's sign-in screen: the provider's button label keeps its branded
            // size; an emoji is a glyph sized to its slot; habitica-android's skill count badge,
            // a 24dp circle, sizes its number to the box.
            CheckExample(files: [
                AndroidExample.layout("activity_login", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="match_parent"
                    android:orientation="vertical">
                    <TextView
                        android:layout_width="wrap_content"
                        android:layout_height="wrap_content"
                        android:text="⭐"
                        android:textSize="24sp" />
                    <TextView
                        android:id="@+id/count_badge"
                        android:layout_width="24dp"
                        android:layout_height="24dp"
                        android:gravity="center"
                        android:textSize="14sp" />
                    <Button
                        android:layout_width="match_parent"
                        android:layout_height="wrap_content"
                        android:text="@string/continue_with_google"
                        android:textSize="15sp" />
                </LinearLayout>
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let previews = project.androidWidgetPreviewLayouts
        var sources: [String: WorkspaceFile]?
        for layout in project.androidLayouts where !previews.contains(AndroidFixedFontScale.layoutName(layout.path)) && !Self.isOutsideRelease(layout.path) {
            var literals: [(element: Int, value: String)] = []
            for (index, element) in layout.layout.elements.enumerated() {
                guard let size = element.attribute("android:textSize"), let value = Self.spLiteral(size),
                      !Self.showsGlyph(element), !Self.labelsBrandedSignIn(element), !Self.fillsBadge(element) else { continue }
                literals.append((index, value))
            }
            guard !literals.isEmpty else { continue }
            let files = sources ?? Dictionary(project.files(of: .androidLayout).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            sources = files
            let lines = files[layout.path].flatMap { try? $0.readData() }.map { String(decoding: $0, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) } ?? []
            let places = literals.map { (position: Self.attributePosition(of: $0.element, in: layout, lines: lines), value: $0.value) }
            let first = places[0]
            let count = LiteralTally.phrase(places.map(\.value), noun: "size")
            let related = places.dropFirst().map { RelatedLocation($0.position, "android:textSize=\"\($0.value)\"") }
            output.report(
                "This layout sizes its text with \(count) (first: android:textSize=\"\(first.value)\") instead of a text appearance from the type scale: sp follows the user's font scale, but each view picks its own size and the hierarchy drifts. Give these views an android:textAppearance (?attr/textAppearanceBodyMedium, or a style of the app's type scale) and keep sizes in styles.",
                at: first.position, confidence: .low, related: Array(related))
        }
    }

    /// `14sp`, `13.5sp`: a literal size in sp, as written; nil for a resource, a theme attribute,
    /// a data-binding expression or another unit.
    static func spLiteral(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix("sp") else { return nil }
        let number = trimmed.dropLast(2)
        guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }), Double(number) != nil else { return nil }
        return trimmed
    }

    /// Layouts of source sets that never ship in the release build: tests and debug-only screens.
    static func isOutsideRelease(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let src = components.lastIndex(of: "src"), src + 1 < components.count else { return false }
        let set = components[src + 1].lowercased()
        return set.hasPrefix("test") || set.hasPrefix("androidtest") || set == "debug"
    }

    /// Whether a view shows a literal of emoji or symbols only (`android:text="★"`): a pictograph
    /// sized to its slot, as an icon is, not a step in the text hierarchy.
    static func showsGlyph(_ element: LayoutElement) -> Bool {
        guard let text = element.attribute("android:text"), !text.hasPrefix("@"), !text.isEmpty else { return false }
        return !text.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether the view is a small box of fixed size on both axes (`layout_width="24dp"` and
    /// `layout_height="24dp"`, 48dp or less): a count badge or a monogram tile whose text is
    /// sized to fit its box, as an icon is, not a step in the text hierarchy.
    static func fillsBadge(_ element: LayoutElement) -> Bool {
        guard let width = element.dimension("android:layout_width")?.dp, let height = element.dimension("android:layout_height")?.dp else { return false }
        return width > 0 && width <= 48 && height > 0 && height <= 48
    }

    /// Whether the view's text, a literal or a string resource's name, reads "sign in with" or
    /// "continue with" a provider whose branding rules fix the button label's size.
    static func labelsBrandedSignIn(_ element: LayoutElement) -> Bool {
        guard let text = element.attribute("android:text") else { return false }
        let letters = String(text.lowercased().filter(\.isLetter))
        return AndroidLiteralFontSize.brandedSignInProviders.contains { letters.contains("signinwith" + $0) || letters.contains("continuewith" + $0) }
    }

    /// The place of an element's attribute (`android:textSize` unless named): the first line from
    /// the start tag on that holds it, at its column; the start tag itself when the text cannot be read.
    static func attributePosition(of element: Int, in layout: AndroidLayoutFile, lines: [Substring], attribute: String = "android:textSize") -> SourcePosition {
        let start = layout.position(of: element)
        guard start.line >= 1, start.line <= lines.count else { return start }
        for number in start.line...min(lines.count, start.line + 200) {
            let line = lines[number - 1]
            let from = number == start.line ? line.utf8.index(line.utf8.startIndex, offsetBy: max(0, start.column - 1), limitedBy: line.utf8.endIndex) ?? line.utf8.endIndex : line.utf8.startIndex
            let rest = line[from...]
            if let range = rest.range(of: attribute) {
                let column = line.utf8.distance(from: line.utf8.startIndex, to: range.lowerBound) + 1
                return SourcePosition(path: layout.path, line: number, column: column)
            }
            // The start tag ended on this line without the attribute.
            if rest.contains(">") { break }
        }
        return start
    }
}
