import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `Button` dressed at its call site with a background, a foreground colour
/// and a corner shape, instead of a `ButtonStyle`: each copy drifts on its own, and the
/// same action ends up looking different on two screens.
///
/// Skipped: buttons that are the whole body of a view type or sit in a type whose name
/// says it is a button component (`PrimaryButton`), since such a component is the one
/// place the look is defined; circular icon buttons (see `button-fab` and `touch-floor`);
/// buttons with a style other than `.plain` / `.borderless`. Medium confidence: the code
/// proves the hand styling, but a one-off look is a smaller problem than a repeated one.
/// Known false negatives: looks built from a custom modifier (`.cardStyle()`), labels of
/// several statements, and UIKit buttons styled by setting `backgroundColor` and
/// `layer.cornerRadius`.
struct CallSiteButtonStyle: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "button-ladder.hand-styled",
        ruleId: "button-ladder",
        summary: "A button given its background, colour and corner shape at the call site instead of a ButtonStyle",
        triggering: [
            CheckExample("""
            struct Checkout: View {
                var body: some View {
                    VStack {
                        Text("Total: 3 items")
                        ↓Button {
                            placeOrder()
                        } label: {
                            Text("Place order")
                                .frame(maxWidth: .infinity)
                                .padding()
                                .background(Color.accentColor)
                                .foregroundColor(.white)
                                .cornerRadius(12)
                        }
                        ↓Button("Save for later") { save() }
                            .padding()
                            .background(.gray.opacity(0.2), in: Capsule())
                            .foregroundStyle(.primary)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct PrimaryButton: View {
                let title: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        Text(title).padding().background(Color.accentColor).foregroundColor(.white).cornerRadius(12)
                    }
                }
            }
            """),
            CheckExample("""
            struct Checkout: View {
                var body: some View {
                    VStack {
                        Button("Place order") { placeOrder() }.buttonStyle(.borderedProminent)
                        Button { close() } label: {
                            Image(systemName: "xmark").padding(8).background(Circle().fill(.gray)).foregroundStyle(.white)
                        }
                        Button("Details") { open() }.padding().background(Color.blue)
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in file.index.calls("Button") {
            guard let style = HandStyledButton(button, file: file), style.shape != .circle,
                  !Self.isButtonComponent(button) else { continue }
            output.report(
                "\(button.controlDescription) gets its background, colour and \(style.shape) at the call site; define the look once as a ButtonStyle (or use .borderedProminent / .bordered / .plain) and apply it with .buttonStyle(…), so every button of this rank matches.",
                at: file.position(of: button), confidence: .medium)
        }
    }

    /// A view type that exists to be this button: its name says so, or its body is the button.
    static func isButtonComponent(_ button: FunctionCallExprSyntax) -> Bool {
        if let typeName = button.enclosingTypeName, typeName.localizedCaseInsensitiveContains("button") { return true }
        guard let list = button.outermostModifiedExpression.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
              list.parent?.is(ClosureExprSyntax.self) == false else { return false }
        return button.enclosingFunctionName == "body"
    }
}
