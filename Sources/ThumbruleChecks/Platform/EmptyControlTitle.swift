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
/// the label), replaced with `children: .ignore`, labelled, or hidden; and a toggle drawn by a
/// `ToggleStyle` of the same file that never shows the title; and a control bound to `.constant(…)`,
/// a mock in an illustration that edits nothing.
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
            // A style of the file's own that shows the (empty) title.
            CheckExample("""
            import SwiftUI
            struct AlarmRow: View {
                @Binding var isOn: Bool
                var body: some View {
                    ↓Toggle("", isOn: $isOn)
                        .toggleStyle(CheckToggleStyle())
                }
            }
            struct CheckToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                        configuration.label
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
            // amakaflow-ios DDGymDetailView: a screen linked only under a view's own name for a switch
            // that is `false` outside `#if DEBUG`, so the App Store build never opens it.
            CheckExample(files: [
                ("App/GymApp.swift", """
                import SwiftUI
                @main
                struct GymApp: App {
                    var body: some Scene { WindowGroup { SettingsScreen() } }
                }
                """),
                ("App/Fixtures.swift", """
                enum HandoffFixtures {
                    static var isEnabled: Bool {
                        #if DEBUG
                        return true
                        #else
                        return false
                        #endif
                    }
                }
                """),
                ("App/SettingsScreen.swift", """
                import SwiftUI
                struct SettingsScreen: View {
                    private var usesFixture: Bool { HandoffFixtures.isEnabled }
                    var body: some View {
                        List {
                            Text("Settings")
                            if usesFixture {
                                NavigationLink("Gym") { GymDetail() }
                            }
                        }
                    }
                }
                """),
                ("App/GymDetail.swift", """
                import SwiftUI
                struct GymDetail: View {
                    @State private var shared = false
                    var body: some View {
                        HStack {
                            Text("Share with members")
                            Toggle("", isOn: $shared)
                        }
                    }
                }
                """),
            ]),
            // iovmp-ios SettingPage: a developer's field under a parenthesised private state that
            // starts `false` and that nothing sets, so it never shows.
            CheckExample("""
            import SwiftUI
            struct ServerSettings: View {
                @State private var showServerField = false
                @Binding var serverAddress: String
                var body: some View {
                    VStack {
                        Text("Settings")
                        if(showServerField) {
                            TextField("", text: $serverAddress)
                        }
                    }
                }
            }
            """),
            // spot-ios PostPurchaseProOnboardingView: a field in a decorative tour mock, bound to a constant.
            CheckExample("""
            import SwiftUI
            struct MockCreateCollection: View {
                var body: some View {
                    HStack {
                        TextField("", text: .constant("Weekend trips"))
                        Toggle("", isOn: Binding.constant(true))
                        Text("Create")
                    }
                }
            }
            """),
            // flipper-ios: a widget's toggle drawn by the file's own style, which shows a name of its own and never the title.
            CheckExample("""
            import SwiftUI
            struct DeviceTile: View {
                let device: Device
                var body: some View {
                    Toggle(isOn: device.isActive, intent: ActivateIntent(device: device)) {
                    }
                    .toggleStyle(TileToggleStyle(device))
                }
            }
            struct TileToggleStyle: ToggleStyle {
                let device: Device
                init(_ device: Device) { self.device = device }
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        Image(device.symbol)
                        Text(device.name)
                        Text(configuration.isOn ? "On" : "Off")
                    }
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
            // Bound to `.constant(…)`: a mock drawn in an illustration that edits nothing.
            if Self.isBoundToConstant(control) { continue }
            guard !control.modifierNames.contains(where: IconOnlyControlName.labelModifiers.contains),
                  !control.isNamedByAccessibilityContainer(mergedChildrenName: true),
                  !control.hasAncestor(where: { $0.as(ClosureExprSyntax.self)?.invokingCall?.calleeName == "LabeledContent" }),
                  !Self.isDrawnByStyleWithoutLabel(control, in: file) else { continue }
            let kind = control.calleeName ?? "control"
            let bare = ["Toggle": "switch", "Stepper": "stepper"][kind] ?? "text field"
            output.report(
                "This \(kind) has an empty title, and its title is the name VoiceOver and Voice Control use, so it is announced as a bare \(bare) with nothing to say what it changes; give it a real title and hide it on screen with .labelsHidden(), or add .accessibilityLabel(\"…\").",
                at: file.position(of: control), confidence: .high)
        }
    }

    /// Whether the control is drawn by a `ToggleStyle` this file declares that never shows the
    /// title: no `label` in the style, and `configuration` only read member by member, never
    /// handed on whole. The empty title is then neither drawn nor the name the style gives it
    /// (flipper-ios's widget toggle, whose style draws the entity's name).
    static func isDrawnByStyleWithoutLabel(_ control: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        guard let style = control.modifiersApplied.first(where: { $0.calleeName == "toggleStyle" }),
              let name = style.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calleeName else { return false }
        return file.index.typeDeclarations.contains { type in
            guard type.name == name, !type.isExtension, type.inherits("ToggleStyle") else { return false }
            let tokens = Array(type.node.tokens(viewMode: .sourceAccurate))
            return tokens.indices.allSatisfy { index in
                switch tokens[index].text {
                case "label": return false
                case "configuration": return index + 1 < tokens.count && [".", ":"].contains(tokens[index + 1].text)
                default: return true
                }
            }
        }
    }

    /// The control's value is `.constant(…)` (`TextField("", text: .constant("Coffee runs"))`):
    /// a picture of a control in a decorative mock that changes nothing. What such a mock needs
    /// is hiding from VoiceOver, which is not what this check's message asks for.
    static func isBoundToConstant(_ control: FunctionCallExprSyntax) -> Bool {
        guard let value = (control.argument("text") ?? control.argument("isOn") ?? control.argument("value"))?.expression
            .as(FunctionCallExprSyntax.self) else { return false }
        let callee = value.calledExpression.trimmedDescription
        return callee == ".constant" || callee == "Binding.constant"
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
