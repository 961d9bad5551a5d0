import SwiftSyntax
import ThumbruleCore

/// Two tappable elements side by side in an `HStack` or `VStack` whose literal `spacing`
/// leaves less than 8pt between them, where both have a literal frame along the stack's
/// axis, so the layout settles the gap.
///
/// Only adjacent children count: a `Spacer`, `Divider` or any other view between them
/// breaks the pair. Medium confidence: a SwiftUI button hit-tests its label's shape, so a
/// frame larger than the drawing can leave a wider gap between the real hit areas than
/// between the frames. Skipped: toolbars, menus and alerts, which the system lays out;
/// code for other platforms. Known false negatives: gaps set by constants, `ForEach`
/// rows of buttons, UIKit stack views.
struct TightTargetSpacing: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "touch-spacing.literal-gap",
        ruleId: "touch-spacing",
        summary: "Adjacent tappable elements with literal frames set less than 8pt apart by a literal stack spacing",
        triggering: [
            CheckExample("""
            struct Rating: View {
                var body: some View {
                    HStack(spacing: 2) {
                        Button { rate(1) } label: { Image(systemName: "star").frame(width: 44, height: 44) }
                        ↓Button { rate(2) } label: { Image(systemName: "star").frame(width: 44, height: 44) }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct Rating: View {
                var body: some View {
                    HStack(spacing: 12) {
                        Button { rate(1) } label: { Image(systemName: "star").frame(width: 44, height: 44) }
                        Button { rate(2) } label: { Image(systemName: "star").frame(width: 44, height: 44) }
                    }
                    HStack(spacing: 0) {
                        Button { rate(1) } label: { Image(systemName: "star").frame(width: 44, height: 44) }
                        Spacer()
                        Button { rate(2) } label: { Image(systemName: "star").frame(width: 44, height: 44) }
                    }
                    HStack(spacing: 4) {
                        Button("Cancel") { cancel() }
                        Button("Save") { save() }
                    }
                    // The padding below the first button widens the gap to 9.5pt.
                    VStack(spacing: 1.5) {
                        Button { remove() } label: { Text("Delete").frame(height: 45) }
                            .padding(.bottom, 8)
                        Button { dismiss() } label: { Text("Cancel").frame(height: 45) }
                    }
                }
            }
            """),
        ]
    )

    static let minimumGap = 8.0

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let targets = Dictionary(TapTarget.all(in: file).map { ($0.element.id, $0) }, uniquingKeysWith: { first, _ in first })
        for stack in file.index.calls("HStack", "VStack") {
            guard let spacingArgument = stack.argument("spacing"), let spacing = spacingArgument.expression.numericLiteral, spacing < Self.minimumGap,
                  let content = stack.trailingClosure, !file.isOutsideIOS(stack) else { continue }
            let horizontal = stack.calleeName == "HStack"
            let children = content.statements.map { item -> (target: TapTarget, expression: ExprSyntax)? in
                guard let call = item.item.as(FunctionCallExprSyntax.self), let target = targets[call.rootViewCall.id],
                      let size = TapSize(target.effects(in: file)), (horizontal ? size.width : size.height) != nil,
                      !target.isSystemSized(in: file) else { return nil }
                return (target, ExprSyntax(call))
            }
            for (before, after) in zip(children, children.dropFirst()) {
                guard let before, let after,
                      !Self.padsEdge(before.expression, facing: horizontal ? "trailing" : "bottom", horizontal: horizontal),
                      !Self.padsEdge(after.expression, facing: horizontal ? "leading" : "top", horizontal: horizontal) else { continue }
                let previous = before.target, next = after.target
                output.report(
                    "This \(next.kind) sits \(SmallTapTarget.points(spacing)) from the \(previous.kind) on line \(file.line(of: previous.element)) (\(stack.calleeName ?? "stack")(spacing: \(spacingArgument.expression.trimmedSourceText))), closer than the 8pt that keeps a thumb from hitting the neighbour; set spacing to 8 or more, or move the rarer action into a menu.",
                    at: file.position(of: next.element), confidence: .medium,
                    related: [RelatedLocation(file.position(of: previous.element), "the neighbouring \(previous.kind)")])
            }
        }
    }

    /// True when a padding on the child widens the gap on the edge facing its neighbour
    /// (`PaddingEdges`): the gap is then more than the stack's spacing.
    static func padsEdge(_ child: ExprSyntax, facing edge: String, horizontal: Bool) -> Bool {
        guard let call = child.as(FunctionCallExprSyntax.self) else { return false }
        return call.rootViewCall.modifiersApplied.contains { $0.padsEdge(edge, axis: horizontal ? "horizontal" : "vertical") }
    }
}
