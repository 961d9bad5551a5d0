import SwiftSyntax
import ThumbruleCore

/// `Font.custom("Brand", size: 28)` with no `relativeTo:`: the font does scale, but always
/// along the Body curve, whatever role the text plays.
///
/// Apple documents `custom(_:size:)` as scaling with `.body`. For text near body size that
/// is right, so only sizes nearest a title style (20pt and up) are reported: those grow
/// at body's rate and overshoot their own style at large and accessibility sizes. It is
/// a note (low confidence) because the text still scales; the fix adds `relativeTo:` with
/// the nearest style. Only literal sizes are reported; previews are skipped.
///
/// Icon fonts (a font name mentioning "icon") are skipped: their glyphs are images.
///
/// Known false negatives: small custom sizes (13pt, 11pt) that also follow the wrong curve,
/// but by little; sizes held in constants. Known false positives: a title that was
/// deliberately meant to grow with body text.
struct CustomFontRelativeStyle: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "type-scale.custom-font-relative-style",
        ruleId: "type-scale",
        summary: "A title-sized Font.custom(_:size:) with no relativeTo:, which scales along the Body curve",
        triggering: [
            CheckExample("""
            struct Header: View {
                var body: some View {
                    Text("Recipes").font(↓.custom("Lora-Bold", size: 34))
                    Text("Today").font(↓Font.custom("Lora", size: 22).weight(.semibold))
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct Header: View {
                var body: some View {
                    Text("Recipes").font(.custom("Lora-Bold", size: 34, relativeTo: .largeTitle))
                    Text("Step one").font(.custom("Lora", size: 17))
                    Text("Note").font(.custom("Lora", size: 13))
                }
            }
            """),
            CheckExample("""
            #Preview { Text("Recipes").font(.custom("Lora-Bold", size: 34)) }
            let glyph = Text(icon.unicode).font(.custom(MaterialDesignIcons.familyName, size: 24))
            """),
            CheckExample("let font = Font.custom(\"Baskerville\", size: 43)\n", path: "AppTests/FontTests.swift"),
        ]
    )

    /// Styles whose scaling curve is close enough to Body's that `relativeTo:` changes little.
    static let bodyLikeStyles: Set<String> = ["body", "headline", "callout", "subheadline", "footnote", "caption", "caption2"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("custom") {
            guard let path = call.calleePath, path == ".custom" || path == "Font.custom",
                  call.argument("relativeTo") == nil, let size = call.argument("size"),
                  !(call.arguments.first?.expression.trimmedSourceText.lowercased().contains("icon") ?? false),
                  let points = size.expression.numericLiteral else { continue }
            let style = TypeScale.nearest(to: points)
            guard !Self.bodyLikeStyles.contains(style.swiftUI) else { continue }
            output.report(
                "Font.custom(_:size:) scales with the Body style when relativeTo: is missing, so this \(SwiftUIFixedFontSize.format(points))pt title grows at body text's rate and outgrows the .\(style.swiftUI) style at large sizes; add relativeTo: .\(style.swiftUI) so it scales like its role.",
                at: file.position(of: call), confidence: .low,
                fix: Fix("Scale relative to .\(style.swiftUI)", edits: [TextEdit(
                    start: file.position(at: size.expression.endPositionBeforeTrailingTrivia),
                    end: file.position(at: size.expression.endPositionBeforeTrailingTrivia),
                    replacement: ", relativeTo: .\(style.swiftUI)")]))
        }
    }
}
