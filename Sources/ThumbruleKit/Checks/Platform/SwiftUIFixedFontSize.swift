import SwiftSyntax

/// `.font(.system(size: 17))`: a literal point size in SwiftUI never follows Dynamic Type.
///
/// Reports only literal sizes, and none under 6pt (a placeholder size later replaced). A size read from `@ScaledMetric`, a parameter or a
/// constant is left alone (false negative for constants that hold a literal).
/// Preview code is skipped. Offers a fix to the nearest text style when only
/// `size:` and `weight:` are given.
struct SwiftUIFixedFontSize: SwiftFileCheck {
    static let description = CheckDescription(
        id: "type-scale.swiftui-fixed-size",
        ruleId: "type-scale",
        summary: "A SwiftUI system font with a literal point size, which Dynamic Type cannot scale",
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
            """),
            CheckExample("""
            #Preview { Text("Hi").font(.system(size: 12)) }
            """),
        ]
    )

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("system") {
            guard call.argument("size") != nil, let path = call.calleePath, path == ".system" || path == "Font.system",
                  let points = call.argument("size")?.expression.numericLiteral, points >= TypeScale.smallestReadableSize,
                  !file.index.isInPreview(call) else { continue }
            let style = TypeScale.nearest(to: points)
            output.report(
                "Font size \(Self.format(points))pt is fixed, so it ignores the reader's text size; use the .\(style.swiftUI) text style (\(Self.format(style.points))pt), or scale a custom size with @ScaledMetric.",
                at: file.position(of: call),
                fix: fix(call, style: style, in: file))
        }
    }

    private func fix(_ call: FunctionCallExprSyntax, style: TypeScale.Style, in file: SwiftFile) -> Fix? {
        let labels = Set(call.argumentLabels)
        guard labels.isSubset(of: ["size", "weight"]) else { return nil }
        let base = call.calleePath == "Font.system" ? "Font" : ""
        var replacement = "\(base).\(style.swiftUI)"
        if let weight = call.argument("weight") { replacement += ".weight(\(weight.expression.trimmedDescription))" }
        return Fix("Use the .\(style.swiftUI) text style", edits: [TextEdit(
            start: file.position(of: call), end: file.position(at: call.endPositionBeforeTrailingTrivia), replacement: replacement)])
    }

    static func format(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(points)
    }
}
