import SwiftSyntax
import ThumbruleCore

/// The SwiftUI controls a person taps, one list for every check that asks about them: the
/// touch-target checks measure their hit area, the accessibility-name checks read their label.
enum SwiftUIControls {
    /// The button controls (`InteractiveViews.buttons`) and `Toggle`.
    static let names = InteractiveViews.buttons.sorted() + ["Toggle"]

    /// The closure that draws a control's label: `label:` (argument or trailing closure), or
    /// the trailing closure where that control takes its label last (`Button(action:) { … }`,
    /// `Link(destination:) { … }`, `Toggle(isOn:) { … }`, `NavigationLink(destination:) { … }`,
    /// `ShareLink(item:) { … }`). A `Menu`'s lone trailing closure is its content, not its label.
    static func label(of control: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let label = control.labelClosure { return label }
        guard control.additionalTrailingClosures.isEmpty, let trailing = control.trailingClosure else { return nil }
        switch control.calleeName {
        case "Link": return control.argument("destination") != nil ? trailing : nil
        case "Toggle": return control.argument("isOn") != nil ? trailing : nil
        case "NavigationLink": return control.argument("destination") != nil || control.argument("value") != nil ? trailing : nil
        case "ShareLink": return control.argument("item") != nil || control.argument("items") != nil ? trailing : nil
        default: return nil
        }
    }
}
