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
/// they back out of the screen's action, a rank of their own even when filled. A translucent
/// tint (`accent.opacity(0.6)`) is a tonal button, not a strong fill. Buttons drawn in a modal
/// dialog, alert or modal type (`ConfirmationDialog`, `DeleteAlert`, `RewardModalView`) are compared only with each other:
/// a dialog's confirm is not the same rank as the screen's primary behind it. Corner radii
/// written as numbers that differ by 2pt or less (12 next to 14) are one look: nobody sees it.
/// Counts every view composed onto the screen (see `ScreenGraph`); buttons in different
/// arms of an `if` are not compared, nor are buttons under two `if`s of one type that test
/// one condition and its negation. Medium confidence: a radius written as a variable
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
            // A button under `if canLocate` and one under `if !canLocate` are never on screen
            // together (from brrow-ios ModernCreateGarageSaleView).
            CheckExample(files: [
                ("App/PlaceStep.swift", """
                struct PlaceStep: View {
                    @ObservedObject var locator: Locator
                    var body: some View {
                        VStack {
                            if locator.canLocate {
                                Button { locate() } label: { Text("Use my location").padding().background(.blue).foregroundStyle(.white).cornerRadius(12) }
                            }
                            if !locator.canLocate {
                                PermissionPill()
                            }
                        }
                    }
                }
                """),
                ("App/PermissionPill.swift", """
                struct PermissionPill: View {
                    var body: some View {
                        Button { askPermission() } label: { Text("Enable").padding(6).background(.blue).foregroundStyle(.white).cornerRadius(16) }
                    }
                }
                """),
            ]),
            // A pill filled with a colour named for borders is a quiet neutral, not the screen's
            // strong rank (from mundo-ios MyProfileView's `themeBorder` Edit profile button).
            CheckExample("""
            struct ProfileHeader: View {
                var body: some View {
                    VStack {
                        Button { editProfile() } label: {
                            Text("Edit profile").padding(6).background(Color.themeBorder).foregroundStyle(.primary).cornerRadius(5)
                        }
                        Button { follow() } label: {
                            Text("Follow").padding().background(Color.accentColor).foregroundStyle(.white).cornerRadius(16)
                        }
                    }
                }
            }
            """),
            // The owner's Edit and the visitor's Buy, in the arms of two `if isOwner … else …` of
            // one type: the same viewer never sees both (from brrow-ios ProfessionalListingDetailView).
            CheckExample("""
            struct ListingPage: View {
                var isOwner: Bool
                var body: some View {
                    VStack {
                        actions
                        bottomBar
                    }
                }
                private var actions: some View {
                    VStack {
                        if isOwner {
                            Button { edit() } label: { Text("Edit").padding().background(.blue).foregroundStyle(.white).cornerRadius(8) }
                        }
                    }
                }
                private var bottomBar: some View {
                    HStack {
                        if isOwner {
                            Text("Your listing")
                        } else {
                            Button { buy() } label: { Text("Buy now").padding().background(.blue).foregroundStyle(.white).cornerRadius(22) }
                        }
                    }
                }
            }
            """),
            // Two light tonal buttons (accent at 55-65% opacity, dark label) are not strong
            // fills, and a 10 vs 12pt radius is not a visible difference (from spot-ios).
            CheckExample("""
            struct PlacePicker: View {
                var body: some View {
                    VStack {
                        Button { widen() } label: {
                            Label("Search a wider area", systemImage: "scope").foregroundColor(.primary).background(Color.accentColor.opacity(0.65)).clipShape(RoundedRectangle(cornerRadius: 12))
                        }
                        Button { pick() } label: {
                            Text("Use this place").padding().background(Color.blue).foregroundColor(.white).cornerRadius(10)
                        }
                        Button { save() } label: {
                            Text("Save").padding().background(Color.blue).foregroundColor(.white).cornerRadius(12)
                        }
                    }
                }
            }
            """),
            // A destructive confirm inside a modal dialog overlay beside the screen's own
            // primary button: the dialog is a surface of its own (from spot-ios).
            CheckExample(files: [
                ("App/EditView.swift", """
                struct EditView: View {
                    @State var confirming = false
                    var body: some View {
                        VStack {
                            Button { save() } label: {
                                Text("Save").padding().background(Color.accentColor).foregroundColor(.white).clipShape(Capsule())
                            }
                            DeleteConfirmationDialog(isPresented: $confirming)
                        }
                    }
                }
                """),
                ("App/DeleteConfirmationDialog.swift", """
                struct DeleteConfirmationDialog: View {
                    @Binding var isPresented: Bool
                    var body: some View {
                        Button { delete() } label: {
                            Text("Delete").padding().background(Color.red).foregroundColor(.white).cornerRadius(8)
                        }
                    }
                }
                """),
            ]),
            // A full-screen modal overlay shown after a rewarded ad, over a screen whose own
            // primary button it is never seen beside (from cleanswipe).
            CheckExample(files: [
                ("App/SwipeView.swift", """
                struct SwipeView: View {
                    @State var rewarded = false
                    var body: some View {
                        ZStack {
                            Button { restart() } label: {
                                Text("Start over").padding().background(Color.accentColor).foregroundColor(.white).cornerRadius(12)
                            }
                            if rewarded { RewardModalView() }
                        }
                    }
                }
                """),
                ("App/RewardModalView.swift", """
                struct RewardModalView: View {
                    var body: some View {
                        Button { close() } label: {
                            Text("Back to the photos").padding().background(Color.green).foregroundColor(.white).cornerRadius(18)
                        }
                    }
                }
                """),
            ]),
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
        /// True for a button drawn in a modal dialog, alert or modal overlay type.
        var inDialog: Bool?
    }

    /// Words of a type name that draws a modal dialog over the screen.
    static let dialogWords: Set<String> = ["dialog", "alert", "popup", "modal"]

    package static let looks = FactKey<Look>("button-ladder.look")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for button in file.index.calls("Button") {
            guard let style = HandStyledButton(button, file: file), style.fill == .strong, style.shape != .circle,
                  !Self.isTonal(style.background),
                  Self.hasTextLabel(button), !Self.isDismissal(button),
                  let placement = file.placement(of: button), !placement.repeated else { continue }
            let inDialog = button.enclosingTypeName.map { !Self.dialogWords.isDisjoint(with: NameWords.split($0)) } ?? false
            output.facts.add(Look(
                position: file.position(of: button), placement: placement,
                shape: style.shape.description, description: button.controlDescription, inDialog: inDialog), for: Self.looks)
        }
    }

    /// Translucency under which a fill is a tonal tint rather than a strong fill.
    static let largestTonalOpacity = 0.8

    /// A `.background(color.opacity(0.6))`: a light tint of a strong colour, a tonal button.
    static func isTonal(_ background: FunctionCallExprSyntax) -> Bool {
        guard let fill = background.arguments.first?.expression.as(FunctionCallExprSyntax.self), fill.calleeName == "opacity",
              let amount = fill.arguments.first?.expression.numericLiteral else { return false }
        return amount < largestTonalOpacity
    }

    /// The numeric radius of a "corner radius 12" shape description.
    static func radius(_ shape: String) -> Double? {
        guard shape.hasPrefix("corner radius ") else { return nil }
        return Double(shape.dropFirst("corner radius ".count))
    }

    /// True when two shapes look alike: the same, or radii written as numbers 2pt or less apart.
    static func sameLook(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        guard let a = radius(first), let b = radius(second) else { return false }
        return abs(a - b) <= 2
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
            // A modal dialog's buttons are compared with each other, the screen's with the screen's.
            for inDialog in [false, true] {
                let group = onScreen.filter { ($0.look.inDialog ?? false) == inDialog }
                guard let first = group.first,
                      let odd = group.first(where: { !Self.sameLook($0.look.shape, first.look.shape) && ViewPlacement.canCoexist(first.arms, $0.arms) }),
                      reported.insert(odd.look.position).inserted else { continue }
                let related = group.filter { ViewPlacement.canCoexist(first.arms, $0.arms) }.map {
                    RelatedLocation($0.look.position, "\($0.look.description): \($0.look.shape)")
                }
                output.report(
                    "\(odd.look.description) uses \(odd.look.shape) while \(first.look.description) at \(first.look.position.path):\(first.look.position.line), also filled with a strong colour, uses \(first.look.shape) on \(screen.title); give buttons of one rank one ButtonStyle so they share a shape.",
                    at: odd.look.position, confidence: .medium, related: related)
            }
        }
    }
}
