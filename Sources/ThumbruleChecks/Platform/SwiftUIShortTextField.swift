import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `TextField` or `SecureField` pinned shorter than 36pt with `.frame(height:)`: the
/// field is the thing people aim at and read while typing, and a box that short is hard to hit
/// and crops its own text.
///
/// Only a literal height on the field's own chain counts, and only when nothing after it
/// grows the box again (`.padding`, another `.frame`): a field framed at 30pt inside 8pt of
/// padding and a background draws a 46pt box. Fields with the system's own styles and no
/// frame are left alone.
struct SwiftUIShortTextField: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "form-text-field.short-field",
        ruleId: "form-text-field",
        summary: "A SwiftUI text field pinned shorter than 36pt",
        triggering: [
            CheckExample("""
            struct InviteForm: View {
                @State private var email = ""
                @State private var code = ""
                var body: some View {
                    VStack {
                        TextField("Email", text: $email)
                            .textFieldStyle(.roundedBorder)
                            .frame(↓height: 28)
                        SecureField("Invite code", text: $code)
                            .frame(width: 240, ↓height: 30)
                            .background(Color(.secondarySystemBackground))
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct InviteForm: View {
                @State private var email = ""
                @State private var code = ""
                @State private var note = ""
                var body: some View {
                    VStack {
                        TextField("Email", text: $email)
                            .frame(height: 44)
                        SecureField("Invite code", text: $code)
                            .frame(height: 24)
                            .padding(12)
                            .background(RoundedRectangle(cornerRadius: 8).stroke(.gray))
                        TextField("Note", text: $note)
                            .frame(minHeight: 30)
                        Text("Pick a name").frame(height: 20)
                    }
                }
            }
            """),
        ]
    )

    private static let fields: Set<String> = ["TextField", "SecureField"]
    private static let minimum = 36.0
    /// Modifiers after the frame that make the drawn box taller than the frame.
    private static let growers: Set<String> = ["padding", "frame", "safeAreaPadding", "contentMargins"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for frame in file.index.calls("frame") {
            guard let height = frame.argument("height"), let points = height.expression.numericLiteral, points < Self.minimum,
                  frame.argument("minHeight") == nil,
                  let base = frame.modifiedExpression?.as(FunctionCallExprSyntax.self) else { continue }
            let root = base.rootViewCall
            guard Self.fields.contains(root.calleeName ?? "") else { continue }
            let later = root.modifiersApplied.drop { $0.id != frame.id }.dropFirst()
            guard !later.contains(where: { Self.growers.contains($0.calleeName ?? "") }) else { continue }
            output.report(
                "This \(root.calleeName ?? "field") is pinned at \(height.expression.trimmedSourceText)pt tall, under the 36pt a text field needs to be easy to hit and to show its text whole; use minHeight: 36 or more, or let the field size itself.",
                at: file.position(of: height), confidence: .medium)
        }
    }
}
