import SwiftSyntax
import ThumbruleCore

/// `UIFont.systemFont(ofSize: 17)` used as is: a UIKit font that Dynamic Type cannot scale.
///
/// Skipped when the font is passed straight to `UIFontMetrics.scaledFont(for:)`, or when
/// the file calls `scaledFont` anywhere (it may scale the font later: a false negative
/// we accept). Only literal sizes are reported, and none under 6pt: code such as
/// `UIFont(name: "X", size: 1)` makes a descriptor whose size is set later.
struct UIKitFixedFontSize: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "type-scale.uikit-fixed-size",
        ruleId: "type-scale",
        summary: "A UIKit font with a literal point size that is never passed through UIFontMetrics",
        triggering: [
            CheckExample("""
            final class PriceCell: UITableViewCell {
                let label = UILabel()
                func configure() {
                    label.font = ↓UIFont.systemFont(ofSize: 15)
                    label.font = ↓UIFont(name: "Avenir-Heavy", size: 22)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
            label.adjustsFontForContentSizeCategory = true
            """),
            CheckExample("""
            label.font = UIFont.preferredFont(forTextStyle: .headline)
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.index.mentions("scaledFont") else { return }
        let uiKitSizeCalls = file.index.calls("systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont")
            .filter { $0.argument("ofSize") != nil }
        let namedFonts = file.index.calls("UIFont").filter { $0.argument("name") != nil && $0.argument("size") != nil }
        for call in (uiKitSizeCalls + namedFonts).sorted(by: { $0.position < $1.position }) {
            let size = call.argument("ofSize") ?? call.argument("size")
            guard let points = size?.expression.numericLiteral, points >= TypeScale.smallestReadableSize else { continue }
            let style = TypeScale.nearest(to: points)
            output.report(
                "Font size \(SwiftUIFixedFontSize.format(points))pt is fixed, so it ignores the reader's text size; use UIFont.preferredFont(forTextStyle: .\(style.uiKit)), or pass the font through UIFontMetrics(forTextStyle:).scaledFont(for:) and set adjustsFontForContentSizeCategory.",
                at: file.position(of: call),
                fix: fix(call, style: style, in: file))
        }
    }

    private func fix(_ call: FunctionCallExprSyntax, style: TypeScale.Style, in file: SwiftFile) -> Fix? {
        guard call.calleeName == "systemFont", call.argumentLabels == ["ofSize"],
              call.calleePath == "UIFont.systemFont" || call.calleePath == ".systemFont" else { return nil }
        let base = call.calleePath == "UIFont.systemFont" ? "UIFont" : ""
        return Fix("Use the .\(style.uiKit) text style", edits: [TextEdit(
            start: file.position(of: call), end: file.position(at: call.endPositionBeforeTrailingTrivia),
            replacement: "\(base).preferredFont(forTextStyle: .\(style.uiKit))")])
    }
}
