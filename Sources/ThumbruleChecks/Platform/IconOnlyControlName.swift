import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `Button` whose label is only an `Image`, or a tappable `Image`, with no
/// accessibility label: VoiceOver has no name to read.
///
/// `Image(systemName:)` (and SFSafeSymbols' `Image(systemSymbol:)`) is a note (low confidence): VoiceOver reads the symbol's built-in
/// description ("xmark" reads as a close glyph), which is often but not always what the
/// button does. Asset images (`Image("x")`) and `Image(decorative:)` get high confidence:
/// VoiceOver reads the file name or nothing.
/// Known false negatives: labels built by custom views, and names set through
/// `.accessibilityElement(children:)` on a container above the button.
struct IconOnlyControlName: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "a11y-name.icon-only-control",
        ruleId: "a11y-name",
        summary: "An icon-only SwiftUI button or tappable image with no accessibility label",
        triggering: [
            CheckExample("""
            struct Toolbar: View {
                var body: some View {
                    ↓Button(action: share) {
                        Image("share-icon")
                    }
                    ↓Button { close() } label: { Image(systemName: "xmark").font(.title2) }
                    ↓Image(systemName: "heart").onTapGesture { like() }
                    ↓Button { refresh() } label: { Image(systemSymbol: .arrowClockwise) }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct Toolbar: View {
                var body: some View {
                    Button(action: share) { Image("share-icon") }
                        .accessibilityLabel("Share")
                    Button { close() } label: { Label("Close", systemImage: "xmark") }
                        .labelStyle(.iconOnly)
                    Button("Delete", systemImage: "trash") { delete() }
                    Button(action: like) { Image(systemName: "heart"); Text("Like") }
                }
            }
            """),
        ]
    )

    static let labelModifiers: Set<String> = ["accessibilityLabel", "accessibility", "accessibilityRepresentation"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in file.index.calls("Button") {
            guard let label = button.labelClosure, let image = Self.soleImage(in: label),
                  !hasLabel(button) else { continue }
            report(image, at: button, kind: "button", file: file, &output)
        }
        for tap in file.index.calls("onTapGesture") {
            let root = tap.rootViewCall
            guard root.calleeName == "Image", root.argument("label") == nil, !hasLabel(root) else { continue }
            report(root, at: root, kind: "tappable image", file: file, &output)
        }
    }

    private func report(_ image: FunctionCallExprSyntax, at node: FunctionCallExprSyntax, kind: String,
                        file: SwiftFile, _ output: inout CheckOutput) {
        // `systemSymbol:` is SFSafeSymbols' typed spelling of the same SF Symbol.
        let symbol = image.argument("systemName") ?? image.argument("systemSymbol")
        let confidence: Confidence = symbol == nil ? .high : .low
        let reads = symbol.map { "only the built-in description of " + ($0.expression.symbolNameForMessage.map { "the symbol \($0)" } ?? "a symbol chosen at run time") + ", which may not say what it does" } ?? "the image's file name, or nothing"
        output.report(
            "This \(kind) shows only an image, so VoiceOver reads \(reads); add .accessibilityLabel(\"…\") saying what it does, or use Label(\"…\", systemImage:) with .labelStyle(.iconOnly).",
            at: file.position(of: node), confidence: confidence)
    }

    /// The Image a label closure holds when it holds nothing else with a name.
    static func soleImage(in closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let expression = closure.singleExpression?.as(FunctionCallExprSyntax.self) else { return nil }
        let root = expression.rootViewCall
        guard root.calleeName == "Image", root.argument("label") == nil,
              !expression.modifierNames.contains(where: labelModifiers.contains),
              !root.modifierNames.contains(where: labelModifiers.contains) else { return nil }
        return root
    }

    private func hasLabel(_ view: FunctionCallExprSyntax) -> Bool {
        view.modifierNames.contains(where: Self.labelModifiers.contains)
    }
}
