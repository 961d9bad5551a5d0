import SwiftSyntax
import ThumbruleCore

extension FunctionCallExprSyntax {
    /// Whether this modifier is a padding (`.padding`, or the app's own `…Padding`) that pads
    /// `edge`: one naming no edge (`.padding()`, `.padding(24)`, `.padding(spacing)`), or an
    /// edge set that holds it (`.top`, `.vertical`, `[.top, .bottom]`, `.all`). `axis` is the
    /// set covering the edge and its opposite: `vertical` for top and bottom, `horizontal` for
    /// leading and trailing.
    func padsEdge(_ edge: String, axis: String) -> Bool {
        guard let name = calleeName, name == "padding" || name.hasSuffix("Padding") else { return false }
        guard let first = arguments.first, first.label == nil else { return true }
        let text = first.expression.trimmedSourceText
        if first.expression.constantNumber.isConstant { return true }
        guard text.hasPrefix(".") || text.hasPrefix("[") else { return true }
        return text.contains("all") || text.contains(axis) || text.contains(edge)
    }
}
