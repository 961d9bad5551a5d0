import SwiftSyntax
import ThumbruleCore

/// `UIFont.systemFont(ofSize: 17)` used as is: a UIKit font that Dynamic Type cannot scale.
///
/// Judged font by font: a font is skipped when that value reaches
/// `UIFontMetrics.scaledFont(for:)`: as its argument, through a variable or property passed
/// to it, through a function or computed property that returns it and is passed to it, or
/// through a function of the same file that passes its parameter to it. Another font in the
/// same file that is scaled does not excuse this one. Only literal sizes are reported, and
/// none under 6pt: code such as `UIFont(name: "X", size: 1)` makes a descriptor whose size
/// is set later. Known false negatives: a variable of the same name scaled elsewhere in the
/// same function or, for a property, the same file.
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
            CheckExample("""
            final class ProfileHeader: UIView {
                private let nameLabel = UILabel()
                private let handleLabel = UILabel()
                private let nameFont = UIFont(name: "Avenir-Heavy", size: 22)!

                func configure() {
                    let handleFont = ↓UIFont.systemFont(ofSize: 15)
                    nameLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: nameFont)
                    handleLabel.font = handleFont
                }

                func configureBadge(_ badge: UILabel) {
                    badge.font = ↓UIFont.boldSystemFont(ofSize: 11)
                    let handleFont = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 13))
                    badge.attributedText = NSAttributedString(string: "new", attributes: [.font: handleFont])
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
            CheckExample("""
            final class ProfileHeader: UIView {
                private let nameLabel = UILabel()
                private let handleLabel = UILabel()
                private let bioLabel = UILabel()
                private let nameFont = UIFont(name: "Avenir-Heavy", size: 22)!
                private var handleFont: UIFont { UIFont.systemFont(ofSize: 15, weight: .medium) }

                func configure() {
                    let bioFont = UIFont.italicSystemFont(ofSize: 14)
                    nameLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: nameFont)
                    handleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: handleFont)
                    bioLabel.font = UIFontMetrics.default.scaledFont(for: bioFont)
                    bioLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """),
            CheckExample("""
            let warning = UIImage(systemName: "exclamationmark.triangle")?
                .withConfiguration(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17)))
            """),
            CheckExample("""
            enum Typography {
                static func scaled(_ font: UIFont, as style: UIFont.TextStyle) -> UIFont {
                    UIFontMetrics(forTextStyle: style).scaledFont(for: font)
                }
            }
            let caption = Typography.scaled(UIFont.systemFont(ofSize: 12), as: .caption1)
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let uiKitSizeCalls = file.index.calls("systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont")
            .filter { $0.argument("ofSize") != nil }
        let namedFonts = file.index.calls("UIFont").filter { $0.argument("name") != nil && $0.argument("size") != nil }
        for call in (uiKitSizeCalls + namedFonts).sorted(by: { $0.position < $1.position }) {
            let size = call.argument("ofSize") ?? call.argument("size")
            guard let points = size?.expression.numericLiteral, points >= TypeScale.smallestReadableSize,
                  !file.index.isInPreview(call), !Self.scalesOrSizesASymbol(ExprSyntax(call), file) else { continue }
            let style = TypeScale.nearest(to: points)
            output.report(
                "Font size \(SwiftUIFixedFontSize.format(points))pt is fixed, so it ignores the reader's text size; use UIFont.preferredFont(forTextStyle: .\(style.uiKit)), or pass the font through UIFontMetrics(forTextStyle:).scaledFont(for:) and set adjustsFontForContentSizeCategory.",
                at: file.position(of: call),
                fix: fix(call, style: style, in: file))
        }
    }

    /// True when this font value is scaled: passed to `scaledFont(for:)` itself, or stored in
    /// a variable, returned by a function or computed property, or handed to a function of
    /// this file, that then reaches it. A font that only sizes a symbol image
    /// (`UIImage.SymbolConfiguration(font:)`) is not text, and counts as settled too.
    static func scalesOrSizesASymbol(_ font: ExprSyntax, _ file: SwiftFile) -> Bool {
        let scaled = file.index.calls("scaledFont").compactMap { $0.argument("for")?.expression }
        guard let destination = font.valueDestination else { return false }
        switch destination {
        case .argument(let call, _) where call.calleeName == "SymbolConfiguration":
            // The font sizes an SF Symbol image, not text.
            return true
        case .argument(let call, let position):
            if call.calleeName == "scaledFont" { return call.arguments.count > position && call.argumentLabels[position] == "for" }
            // A helper of this file (`scaled(_ font:)`) whose parameter it scales.
            return file.index.functions.contains { function in
                guard function.name.text == call.calleeName, let parameter = function.parameterName(at: position) else { return false }
                return scaled.contains { function.encloses($0) && file.index.names(within: $0).contains(parameter) }
            }
        case .stored(let name, let path, let scope):
            return scaled.contains { argument in
                guard scope?.encloses(argument) ?? true else { return false }
                if path.contains(".") { return argument.strippingOptionality.dottedPath.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 } == path }
                return file.index.names(within: argument).contains(name)
            }
        case .returned(let name):
            return scaled.contains { file.index.names(within: $0).contains(name) }
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
