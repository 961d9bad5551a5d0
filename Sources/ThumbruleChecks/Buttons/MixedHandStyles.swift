import SwiftSyntax
import ThumbruleCore

/// One screen holding hand-styled buttons of the same rank in different shapes: a
/// capsule next to a rounded rectangle, radius 8 next to radius 12. The screen then
/// shows two looks for one level of emphasis, the composite look of a screen assembled
/// from parts.
///
/// Only the top rank is compared: text buttons with a strong fill (accent or saturated
/// colour), drawn once (not chips in a `ForEach`); a destructive red and a primary blue
/// are compared only by shape. Icon buttons, quiet fills and fills that change with state
/// are left alone, and so are Cancel, Close and Dismiss buttons (by title or `role: .cancel`):
/// they back out of the screen's action, a rank of their own even when filled.
/// Counts every view composed onto the screen (see `ScreenGraph`); buttons in different
/// arms of an `if` are not compared. Medium confidence: a radius written as a variable
/// is compared as written. Known false negatives: looks that differ only in height,
/// padding or font; looks built from custom modifiers.
struct MixedHandStyles: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "button-ladder.mixed-looks",
        ruleId: "button-ladder",
        summary: "One screen mixing hand-styled buttons of the same rank in different shapes",
        triggering: [
            CheckExample(files: [
                ("App/Profile.swift", """
                struct ProfileView: View {
                    var body: some View {
                        VStack {
                            FollowBar()
                            Button { message() } label: {
                                Text("Message").padding().background(Color.accentColor).foregroundColor(.white).cornerRadius(8)
                            }
                        }
                    }
                }
                """),
                ("App/FollowBar.swift", """
                struct FollowBar: View {
                    var body: some View {
                        ↓Button { follow() } label: {
                            Text("Follow").padding().background(Color.blue).foregroundColor(.white).clipShape(Capsule())
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample("""
            struct ProfileView: View {
                var body: some View {
                    VStack {
                        Button { message() } label: {
                            Text("Message").padding().background(Color.accentColor).foregroundColor(.white).cornerRadius(8)
                        }
                        Button { follow() } label: {
                            Text("Follow").padding().background(Color.accentColor).foregroundColor(.white).cornerRadius(8)
                        }
                        Button { later() } label: {
                            Text("Later").padding().background(Color.gray.opacity(0.2)).foregroundColor(.primary).clipShape(Capsule())
                        }
                        Button { edit() } label: {
                            Image(systemName: "pencil").padding(8).background(Color.blue).foregroundColor(.white).cornerRadius(6)
                        }
                        ForEach(tags) { tag in
                            Button(tag.name) { select(tag) }.padding(8).background(.blue).foregroundStyle(.white).clipShape(Capsule())
                        }
                    }
                }
            }
            """),
            CheckExample("""
            struct Gate: View {
                var isMember: Bool
                var body: some View {
                    if isMember {
                        Button { open() } label: { Text("Open").padding().background(.blue).foregroundStyle(.white).cornerRadius(8) }
                    } else {
                        Button { join() } label: { Text("Join").padding().background(.blue).foregroundStyle(.white).clipShape(Capsule()) }
                    }
                }
            }
            """),
            // A sheet's Cancel beside its primary action: a rank of its own.
            CheckExample("""
            struct NewChatSheet: View {
                var body: some View {
                    HStack {
                        Button { dismiss() } label: { Text("取消").padding().background(.red).foregroundStyle(.white).cornerRadius(12) }
                        Button { start() } label: { Text("Start").padding().background(.blue).foregroundStyle(.white).cornerRadius(10) }
                        Button(role: .cancel) { dismiss() } label: { Text("Back").padding().background(.gray).foregroundStyle(.white).clipShape(Capsule()) }
                    }
                }
            }
            """),
        ]
    )

    struct Look: Sendable, Codable {
        package let position: SourcePosition
        let placement: ViewPlacement
        let shape: String
        package let description: String
    }

    package static let looks = FactKey<Look>("button-ladder.look")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in file.index.calls("Button") {
            guard let style = HandStyledButton(button, file: file), style.fill == .strong, style.shape != .circle,
                  Self.hasTextLabel(button), !Self.isDismissal(button),
                  let placement = file.placement(of: button), !placement.repeated else { continue }
            output.facts.add(Look(
                position: file.position(of: button), placement: placement,
                shape: style.shape.description, description: button.controlDescription), for: Self.looks)
        }
    }

    /// Titles of buttons that back out rather than act, in English and Chinese.
    static let dismissalWords = ["cancel", "close", "dismiss", "not now", "取消", "关闭", "關閉"]

    /// A Cancel, Close or Dismiss button: by its title (a literal or a localisation key) or its role.
    static func isDismissal(_ button: FunctionCallExprSyntax) -> Bool {
        if button.argument("role")?.expression.lastNameComponent == "cancel" { return true }
        let title = button.controlDescription.lowercased()
        return dismissalWords.contains { title.contains($0) }
    }

    /// A button that shows words (`Button("Save")`, a `Text` or `Label` in its label), not an icon.
    static func hasTextLabel(_ button: FunctionCallExprSyntax) -> Bool {
        if button.arguments.first?.label == nil, button.arguments.first != nil { return true }
        let label = button.labelClosure?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall
        if ["Text", "Label"].contains(label?.calleeName ?? "") { return true }
        guard let content = label?.trailingClosure, ["HStack", "VStack"].contains(label?.calleeName ?? "") else { return false }
        return content.statements.contains { ["Text", "Label"].contains($0.item.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName ?? "") }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let graph = project.screenGraph
        let looksByUnit = Dictionary(grouping: project.facts.values(Self.looks), by: \.placement.unit)
        var reported = Set<SourcePosition>()
        for screen in graph.standaloneScreens {
            var seen = Set<SourcePosition>()
            var onScreen: [(look: Look, arms: [DecisionArm])] = []
            for reach in graph.reach(from: screen.id) {
                for look in looksByUnit[reach.unit] ?? [] where seen.insert(look.position).inserted {
                    onScreen.append((look, reach.arms + look.placement.arms))
                }
            }
            guard let first = onScreen.first,
                  let odd = onScreen.first(where: { $0.look.shape != first.look.shape && ViewPlacement.canCoexist(first.arms, $0.arms) }),
                  reported.insert(odd.look.position).inserted else { continue }
            let related = onScreen.filter { ViewPlacement.canCoexist(first.arms, $0.arms) }.map {
                RelatedLocation($0.look.position, "\($0.look.description): \($0.look.shape)")
            }
            output.report(
                "\(odd.look.description) uses \(odd.look.shape) while \(first.look.description) at \(first.look.position.path):\(first.look.position.line), also filled with a strong colour, uses \(first.look.shape) on \(screen.title); give buttons of one rank one ButtonStyle so they share a shape.",
                at: odd.look.position, confidence: .medium, related: related)
        }
    }
}
