import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `Toggle`, `Stepper`, `TextField` or `SecureField` given an empty title (`Toggle("", isOn: $on)`,
/// `Toggle(isOn: $on) { EmptyView() }`), usually to hide it beside a `Text` in the same row.
/// The title is the control's accessibility label, so VoiceOver and Voice Control meet a bare
/// "switch button, off" with nothing to say what it switches. Apple's pattern is a real title
/// with `.labelsHidden()`, which hides it on screen and keeps it for assistive technologies.
///
/// Left alone: a control with `.accessibilityLabel` (or hidden) on its own chain, one inside a
/// `LabeledContent` (which reads its label with the value), and one in a container that names
/// it: merged with `.accessibilityElement(children: .combine)` (the row's text becomes part of
/// the label), replaced with `children: .ignore`, labelled, or hidden.
struct EmptyControlTitle: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "a11y-name.empty-control-title",
        ruleId: "a11y-name",
        summary: "A SwiftUI Toggle, Stepper or text field with an empty title, so assistive technologies have no name for it",
        triggering: [
            CheckExample("""
            import SwiftUI
            struct ReminderRow: View {
                @Binding var isOn: Bool
                @Binding var minutes: Int
                @Binding var title: String
                var body: some View {
                    HStack {
                        Text("Morning reminder")
                        Spacer()
                        ↓Toggle("", isOn: $isOn)
                            .labelsHidden()
                    }
                    HStack {
                        Text("Snooze \\(minutes) min")
                        ↓Stepper("", value: $minutes, in: 1...30)
                    }
                    ↓Toggle(isOn: $isOn) { EmptyView() }
                    HStack {
                        Text("!!")
                        ↓TextField("", text: $title)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import SwiftUI
            struct ReminderRow: View {
                @Binding var isOn: Bool
                @Binding var minutes: Int
                @Binding var title: String
                var body: some View {
                    HStack {
                        Text("Morning reminder")
                        Toggle("Morning reminder", isOn: $isOn).labelsHidden()
                    }
                    Toggle("", isOn: $isOn)
                        .labelsHidden()
                        .accessibilityLabel("Morning reminder")
                    HStack {
                        Text("Snooze \\(minutes) min")
                        Stepper("", value: $minutes, in: 1...30)
                    }
                    .accessibilityElement(children: .combine)
                    LabeledContent("Vibrate") {
                        Toggle("", isOn: $isOn).labelsHidden()
                    }
                    Toggle(isOn: $isOn) { Text("Sound") }
                    TextField("", text: $title, prompt: Text("Title"))
                    TextField("", text: $title).accessibilityLabel("Title")
                    TextField("Title", text: $title)
                }
            }
            """),
        ]
    )

    static let controls = ["Toggle", "Stepper", "TextField", "SecureField"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for control in file.index.calls(Self.controls) where Self.hasEmptyTitle(control) {
            // A field's prompt is its placeholder, which VoiceOver reads while the field is empty.
            if control.argument("prompt") != nil { continue }
            guard !control.modifierNames.contains(where: IconOnlyControlName.labelModifiers.contains),
                  !control.isNamedByAccessibilityContainer(mergedChildrenName: true),
                  !control.hasAncestor(where: { $0.as(ClosureExprSyntax.self)?.invokingCall?.calleeName == "LabeledContent" }) else { continue }
            let kind = control.calleeName ?? "control"
            let bare = ["Toggle": "switch", "Stepper": "stepper"][kind] ?? "text field"
            output.report(
                "This \(kind) has an empty title, and its title is the name VoiceOver and Voice Control use, so it is announced as a bare \(bare) with nothing to say what it changes; give it a real title and hide it on screen with .labelsHidden(), or add .accessibilityLabel(\"…\").",
                at: file.position(of: control), confidence: .high)
        }
    }

    /// `Toggle("", …)`, `Stepper(" ", …)`, or a label closure with nothing in it or only `EmptyView()`.
    static func hasEmptyTitle(_ control: FunctionCallExprSyntax) -> Bool {
        if let first = control.arguments.first, first.label == nil,
           let literal = first.expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.allSatisfy { segment in
                segment.as(StringSegmentSyntax.self)?.content.text.allSatisfy(\.isWhitespace) ?? false
            }
        }
        guard control.calleeName == "Toggle", control.argument("isOn") != nil, let label = control.trailingClosure ?? control.argument("label")?.expression.as(ClosureExprSyntax.self) else { return false }
        let items = label.statements.map { $0.item.trimmedDescription }
        return items.isEmpty || items == ["EmptyView()"]
    }
}
