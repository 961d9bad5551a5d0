import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `TextField` or `SecureField` pinned shorter than 36pt with `.frame(height:)`: the
/// field is the thing people aim at and read while typing, and a box that short is hard to hit
/// and crops its own text.
///
/// Only a literal height on the field's own chain counts, and only when nothing after it
/// grows the box again (`.padding`, another `.frame`): a field framed at 30pt inside 8pt of
/// padding and a background draws a 46pt box. Fields with the system's own styles and no
/// frame are left alone, and so is an unstyled field written straight as a `Form` or `List`
/// row and framed no shorter than a line of body text (22pt): the field draws no box of its
/// own and is that tall unframed, so the frame shrinks and crops nothing; what people see is
/// the row, which adds its own insets around it.
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
            // In a form, a field that draws its own box, or is framed shorter than a line of text.
            CheckExample("""
            struct AddSubject: View {
                @State private var title = ""
                @State private var room = ""
                var body: some View {
                    Form {
                        TextField("Title", text: $title)
                            .textFieldStyle(.roundedBorder)
                            .frame(↓height: 30)
                        TextField("Room", text: $room)
                            .frame(↓height: 18)
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
            // meshtastic-apple: an invisible 1pt field behind a list that only takes emoji
            // keyboard input for a reaction.
            CheckExample("""
            struct ReactionList: View {
                @State private var reaction = ""
                var body: some View {
                    List {}
                        .background {
                            TextField("", text: $reaction)
                                .frame(width: 1, height: 1)
                                .opacity(0.01)
                                .allowsHitTesting(false)
                        }
                }
            }
            """),
            // Borderless fields that are a form's rows: the row is the box, not the field.
            CheckExample("""
            struct AddSubject: View {
                @State private var title = ""
                @State private var room = ""
                var body: some View {
                    Form {
                        Section {
                            TextField("Title", text: $title)
                                .frame(height: 30)
                            TextField("Room", text: $room)
                                .frame(height: 30)
                                .disabled(title.isEmpty)
                        }
                    }
                    .environment(\\.defaultMinListRowHeight, 10)
                }
            }
            """),
        ]
    )

    private static let fields: Set<String> = ["TextField", "SecureField"]
    private static let minimum = 36.0
    /// Modifiers after the frame that make the drawn box taller than the frame.
    private static let growers: Set<String> = ["padding", "frame", "safeAreaPadding", "contentMargins"]

    /// The height of one line of body text at the default text size: a field framed at least
    /// this tall shows its text whole.
    private static let bodyLineHeight = 22.0
    /// Modifiers that draw a box of the field's own size.
    private static let boxDrawers: Set<String> = ["background", "border", "overlay", "clipShape", "cornerRadius"]
    /// Text field styles that draw no box: the field is bare text on its row.
    private static let borderlessStyles: Set<String> = [".plain", ".automatic", "PlainTextFieldStyle()", "DefaultTextFieldStyle()"]

    /// True for a field written straight as a row of a `List` or `Form` (through `Section`,
    /// `ForEach` or `Group` only) that draws no box of its own.
    private static func isBorderlessRow(_ field: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        guard SwiftUIRows.isListRow(field.contentOwners), !field.modifierNames.contains(where: boxDrawers.contains) else { return false }
        guard let style = file.index.innermostModifier("textFieldStyle", around: field) else { return true }
        return borderlessStyles.contains(style.arguments.first?.expression.trimmedSourceText ?? "")
    }

    /// Opacity at or under which a view is drawn to no one's eye.
    private static let invisibleOpacity = 0.05

    /// True for a field made invisible on its own chain (`.opacity(0.01)`, `.hidden()`): a proxy
    /// that only takes keyboard input, which nobody reads or aims at.
    private static func isInvisible(_ field: FunctionCallExprSyntax) -> Bool {
        field.modifiersApplied.contains { modifier in
            switch modifier.calleeName {
            case "hidden": return true
            case "opacity": return modifier.arguments.first?.expression.numericLiteral.map { $0 <= invisibleOpacity } ?? false
            default: return false
            }
        }
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for frame in file.index.calls("frame") {
            guard let height = frame.argument("height"), let points = height.expression.numericLiteral, points < Self.minimum,
                  frame.argument("minHeight") == nil,
                  let base = frame.modifiedExpression?.as(FunctionCallExprSyntax.self) else { continue }
            let root = base.rootViewCall
            guard Self.fields.contains(root.calleeName ?? "") else { continue }
            let later = root.modifiersApplied.drop { $0.id != frame.id }.dropFirst()
            guard !later.contains(where: { Self.growers.contains($0.calleeName ?? "") }),
                  !(points >= Self.bodyLineHeight && Self.isBorderlessRow(root, in: file)),
                  !Self.isInvisible(root) else { continue }
            output.report(
                "This \(root.calleeName ?? "field") is pinned at \(height.expression.trimmedSourceText)pt tall, under the 36pt a text field needs to be easy to hit and to show its text whole; use minHeight: 36 or more, or let the field size itself.",
                at: file.position(of: height), confidence: .medium)
        }
    }
}
