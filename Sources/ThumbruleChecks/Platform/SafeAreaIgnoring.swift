import SwiftSyntax
import ThumbruleCore

/// A SwiftUI view that `.ignoresSafeArea(…)` or `.edgesIgnoringSafeArea(…)` lets run under
/// the status bar or the home indicator. Keyboard-only and side-only ignores are left out:
/// they do not move content under the bars of a phone in portrait.
struct SafeAreaIgnoringView {
    /// The `.ignoresSafeArea(…)` call.
    let modifier: FunctionCallExprSyntax
    /// The view it applies to.
    let view: ExprSyntax
    package let top: Bool
    let bottom: Bool

    package static func all(in file: SwiftFile) -> [SafeAreaIgnoringView] {
        file.index.calls("ignoresSafeArea", "edgesIgnoringSafeArea").compactMap { call in
            guard let view = call.modifiedExpression else { return nil }
            let regions = call.calleeName == "ignoresSafeArea" ? call.argument(nil)?.expression.trimmedSourceText : nil
            let edges = call.calleeName == "ignoresSafeArea" ? call.argument("edges")?.expression.trimmedSourceText
                                                             : call.argument(nil)?.expression.trimmedSourceText
            if let regions, regions.contains("keyboard"), !regions.contains("all"), !regions.contains("container") { return nil }
            let all = edges.map { $0.contains("all") || $0.contains("vertical") } ?? true
            let top = all || edges?.contains("top") == true
            let bottom = all || edges?.contains("bottom") == true
            guard top || bottom else { return nil }
            return SafeAreaIgnoringView(modifier: call, view: view, top: top, bottom: bottom)
        }
    }

    /// True when `node` is laid out in this view's frame: inside it, or a modifier applied
    /// after the ignore, and not in presented content on the way (a sheet's or a toolbar's
    /// content is placed on another surface).
    func covers(_ node: some SyntaxProtocol) -> Bool {
        if modifier.modifiersApplied.contains(where: { $0.id == node.id }) { return true }
        guard view.encloses(node) else { return false }
        var current = node.parent
        while let ancestor = current, ancestor.id != view.id {
            if let call = ancestor.as(FunctionCallExprSyntax.self), InteractiveViews.presentations.contains(call.calleeName ?? ""),
               !call.calledExpression.encloses(node) { return false }
            current = ancestor.parent
        }
        return true
    }
}
