import SwiftSyntax
import ThumbruleCore

/// `.font(.system(size: 17))` and `.custom("Brand", fixedSize: 17)`: a literal point size in
/// SwiftUI never follows Dynamic Type.
///
/// Reports only literal sizes, and none under 6pt (a placeholder size later replaced). A size read from `@ScaledMetric`, a parameter or a
/// constant is left alone (false negative for constants that hold a literal).
/// Preview code and test targets are skipped. Offers a fix to the nearest text style when only
/// `size:` and `weight:` are given, and for a custom font, `size:relativeTo:` with that style.
/// `.custom(_:size:)` without `relativeTo:` does scale (with Body), so it is
/// `type-scale.custom-font-relative-style`'s business, not this check's.
struct SwiftUIFixedFontSize: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "type-scale.swiftui-fixed-size",
        ruleId: "type-scale",
        summary: "A SwiftUI system or fixedSize custom font with a literal point size, which Dynamic Type cannot scale",
        triggering: [
            CheckExample("""
            struct Price: View {
                var body: some View {
                    Text("Total").font(↓.system(size: 17))
                }
            }
            """),
            CheckExample("""
            let title = Text("Welcome").font(↓Font.system(size: 34, weight: .bold))
            let brand = Text("Acme").font(↓.custom("Acme-Bold", fixedSize: 28))
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct Price: View {
                @ScaledMetric(relativeTo: .body) var size: CGFloat = 17
                var body: some View {
                    Text("Total").font(.system(size: size))
                }
            }
            """),
            CheckExample("""
            let title = Text("Welcome").font(.largeTitle.weight(.bold))
            let brand = Text("Acme").font(.custom("Acme-Bold", size: 28, relativeTo: .title))
            """),
            CheckExample("""
            #Preview { Text("Hi").font(.system(size: 12)) }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("system") {
            guard let path = call.calleePath, path == ".system" || path == "Font.system",
                  let points = call.argument("size")?.expression.numericLiteral, points >= TypeScale.smallestReadableSize else { continue }
            let style = TypeScale.nearest(to: points)
            output.report(
                "Font size \(Self.format(points))pt is fixed, so it ignores the reader's text size; use the .\(style.swiftUI) text style (\(Self.format(style.points))pt), or scale a custom size with @ScaledMetric.",
                at: file.position(of: call),
                fix: systemFix(call, style: style, in: file))
        }
        for call in file.index.calls("custom") {
            guard let path = call.calleePath, path == ".custom" || path == "Font.custom",
                  let size = call.argument("fixedSize"), let points = size.expression.numericLiteral else { continue }
            let style = TypeScale.nearest(to: points)
            output.report(
                "Font.custom(_:fixedSize:) pins this font at \(Self.format(points))pt, so it ignores the reader's text size; use Font.custom(_:size:relativeTo: .\(style.swiftUI)) so it scales like the \(style.swiftUI) style it sits nearest to.",
                at: file.position(of: call),
                fix: Fix("Scale relative to .\(style.swiftUI)", edits: [TextEdit(
                    start: file.position(of: size), end: file.position(at: size.expression.endPositionBeforeTrailingTrivia),
                    replacement: "size: \(size.expression.trimmedSourceText), relativeTo: .\(style.swiftUI)")]))
        }
    }

    private func systemFix(_ call: FunctionCallExprSyntax, style: TypeScale.Style, in file: SwiftFile) -> Fix? {
        let labels = Set(call.argumentLabels)
        guard labels.isSubset(of: ["size", "weight"]) else { return nil }
        let base = call.calleePath == "Font.system" ? "Font" : ""
        var replacement = "\(base).\(style.swiftUI)"
        if let weight = call.argument("weight") { replacement += ".weight(\(weight.expression.trimmedSourceText))" }
        return Fix("Use the .\(style.swiftUI) text style", edits: [TextEdit(
            start: file.position(of: call), end: file.position(at: call.endPositionBeforeTrailingTrivia), replacement: replacement)])
    }

    package static func format(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(points)
    }
}
