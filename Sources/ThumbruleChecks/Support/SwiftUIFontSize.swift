import SwiftSyntax
import ThumbruleCore

/// The point size a SwiftUI font expression draws at the default (Large) text size, one parser
/// for the checks that measure text: the contrast check asks whether text is large, the touch
/// checks how tall a label is.
enum SwiftUIFontSize {
    static let boldWeights: Set<String> = ["bold", "semibold", "heavy", "black"]

    /// The size of a font expression (`.headline`, `.title.bold()`, `.system(size: 15, weight:
    /// .semibold)`, `.system(.title2)`), and whether it is bold; the size is nil for anything
    /// else (a custom font, a font chosen at run time).
    static func of(_ font: ExprSyntax) -> (points: Double?, bold: Bool) {
        var current = font
        var bold = false
        while let call = current.as(FunctionCallExprSyntax.self) {
            switch call.calleeName {
            case "bold": bold = true
            case "weight":
                if let weight = call.arguments.first?.expression.lastNameComponent, boldWeights.contains(weight) { bold = true }
            case "system":
                if let weight = call.argument("weight")?.expression.lastNameComponent, boldWeights.contains(weight) { bold = true }
                if let size = call.argument("size")?.expression.numericLiteral { return (size, bold) }
                if let style = call.arguments.first?.expression.lastNameComponent { return (ofStyle(style), bold || style == "headline") }
                return (nil, bold)
            default: return (nil, bold)
            }
            guard let base = call.modifiedExpression else { return (nil, bold) }
            current = base
        }
        guard let member = current.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedSourceText == "Font" else { return (nil, bold) }
        let style = member.declName.baseName.text
        return (ofStyle(style), bold || style == "headline")
    }

    /// The point size of a text style (SwiftUI or UIKit name) at the default text size.
    static func ofStyle(_ style: String) -> Double? {
        TypeScale.styles.first { $0.swiftUI == style || $0.uiKit == style }?.points
    }
}
