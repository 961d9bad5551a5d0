import SwiftSyntax
import ThumbruleCore

/// Two or more prominent controls drawn on one screen, counted across every view the
/// screen composes, whichever file declares it.
///
/// Prominent means SwiftUI `.borderedProminent` / `.glassProminent` (set on the control
/// or on a container above it, also across a composed view), a project `ButtonStyle`
/// whose `makeBody` lays a strong fill (`.background(.tint)`, a shape filled with the
/// accent colour), and UIKit `UIButton.Configuration.filled()`, `.borderedProminent()`
/// and `.prominentGlass()`. `.tinted()` is not counted: Apple ranks it with `.bordered`,
/// as the medium-emphasis look. Presented content (sheet, cover, popover, alert, dialog)
/// is a screen of its own; controls in different arms of an `if` or `switch`, in menus,
/// in repeated rows (`ForEach`, `List(data)`), and in views used as rows anywhere in the
/// project (their actions act on one item) are not counted. Reported at
/// the second control with every prominent control of the screen as related locations.
///
/// High confidence when the styles are SwiftUI's or UIKit's own, the screen is known and
/// the controls sit in one view; medium when a project style's fill decides, the screen
/// is a view nothing shows, or the controls come from different views, whose content may
/// depend on data the source does not show (a post with a poll never has media).
/// Not counted: destructive buttons (a role of their own), prominent styles tinted
/// `.clear`, code for other platforms, and UIKit configurations in a type that toggles
/// `isHidden`, whose buttons belong to states the source does not tell apart.
/// Known false positives: two prominent controls in states the source cannot tell apart
/// (shown by `opacity` or `.hidden()`, or by data, as a post that has either a poll or media). Known false negatives: styles set
/// through the environment outside the screen's own views, controls built by helpers
/// outside any view type, and screens the graph cannot see (see `ScreenGraph`).
struct ButtonOnePrimary: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "button-one-primary.prominent-controls",
        ruleId: "button-one-primary",
        summary: "More than one prominent control on one screen, counting the views it composes across files",
        optIn: "Judged true in 4 of 8 findings on apps nobody tuned it on: prominent controls are often on different screens or states of one view.",
        triggering: [
            CheckExample(files: [
                ("App/Checkout.swift", """
                struct CheckoutView: View {
                    var body: some View {
                        VStack {
                            OrderSummary()
                            Button("Pay now") { pay() }
                                .buttonStyle(.borderedProminent)
                        }
                    }
                }
                """),
                ("App/OrderSummary.swift", """
                struct OrderSummary: View {
                    var body: some View {
                        VStack {
                            Text("3 items")
                            ↓Button("Apply coupon") { applyCoupon() }
                                .buttonStyle(.borderedProminent)
                        }
                    }
                }
                """),
            ]),
            CheckExample("""
            struct Welcome: View {
                var body: some View {
                    HStack {
                        Button("Sign in") { signIn() }
                        ↓Button("Create account") { signUp() }
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
            """),
            CheckExample(files: [
                ("App/Styles.swift", """
                struct FilledStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.padding().background(Color.accentColor).foregroundStyle(.white).clipShape(Capsule())
                    }
                }
                extension ButtonStyle where Self == FilledStyle {
                    static var filled: FilledStyle { FilledStyle() }
                }
                """),
                ("App/Editor.swift", """
                struct Editor: View {
                    var body: some View {
                        Form { Text("Draft") }
                            .safeAreaInset(edge: .bottom) {
                                HStack {
                                    Button("Publish") { publish() }.buttonStyle(FilledStyle())
                                    ↓Button("Schedule") { schedule() }.buttonStyle(.filled)
                                }
                            }
                    }
                }
                """),
            ]),
            CheckExample("""
            import UIKit
            final class SignUpViewController: UIViewController {
                let joinButton = UIButton(configuration: .filled())
                let laterButton = UIButton(configuration: ↓UIButton.Configuration.borderedProminent())
            }
            """),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/List.swift", """
                struct RecipeList: View {
                    @State var showingPaywall = false
                    var body: some View {
                        Button("Unlock all") { showingPaywall = true }
                            .buttonStyle(.borderedProminent)
                            .sheet(isPresented: $showingPaywall) { Paywall() }
                            .alert("Saved", isPresented: .constant(false)) { Button("OK") {} }
                    }
                }
                """),
                ("App/Paywall.swift", """
                struct Paywall: View {
                    var body: some View {
                        VStack {
                            Button("Subscribe") { subscribe() }.buttonStyle(.borderedProminent)
                            Button("Restore purchases") { restore() }.buttonStyle(.bordered)
                        }
                    }
                }
                """),
            ]),
            CheckExample("""
            struct Account: View {
                var signedIn: Bool
                var body: some View {
                    if signedIn {
                        Button("Sign out") { signOut() }.buttonStyle(.borderedProminent)
                    } else {
                        Button("Sign in") { signIn() }.buttonStyle(.borderedProminent)
                    }
                    ForEach(offers) { offer in
                        Button("Claim") { claim(offer) }.buttonStyle(.borderedProminent)
                    }
                    Menu("More") {
                        Button("Export") { export() }.buttonStyle(.borderedProminent)
                    }
                }
            }
            """),
            CheckExample("""
            import UIKit
            final class SettingsViewController: UIViewController {
                let saveButton = UIButton(configuration: .filled())
                let resetButton = UIButton(configuration: .tinted())
                let helpButton = UIButton(configuration: .plain())
            }
            """),
            CheckExample("""
            struct Onboarding: View {
                var body: some View {
                    TabView {
                        Button("Next") { next() }.buttonStyle(.borderedProminent)
                        Button("Start") { start() }.buttonStyle(.borderedProminent)
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
        ]
    )

    /// A control that may be prominent, where it is drawn and the style set on it there.
    struct Control: Sendable, Codable {
        package let position: SourcePosition
        let placement: ViewPlacement
        /// The `.buttonStyle` argument set in the control's own view; nil when it inherits one.
        package let style: String?
        /// A UIKit configuration that is prominent by itself.
        let isUIKitConfiguration: Bool
        package let description: String
    }

    /// A project `ButtonStyle`, and whether its body lays a strong fill.
    struct ProjectStyle: Sendable, Codable {
        package let name: String
        let fills: Bool
    }

    /// `extension ButtonStyle where Self == FilledStyle { static var filled … }`.
    struct StyleMember: Sendable, Codable {
        let member: String
        package let type: String
    }

    static let controls = FactKey<Control>("button-one-primary.control")
    static let projectStyles = FactKey<ProjectStyle>("button-one-primary.style")
    static let styleMembers = FactKey<StyleMember>("button-one-primary.style-member")

    /// SwiftUI controls that take a `ButtonStyle`.
    static let styledControls = ["Button", "NavigationLink", "Link", "ShareLink"]
    static let prominentConfigurations = ["filled", "borderedProminent", "prominentGlass"]
    static let buttonStyleProtocols: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for control in file.index.calls(Self.styledControls) where !control.isInMenuContent && !Self.isSetApart(control) {
            guard let placement = file.placement(of: control), !file.isOutsideIOS(control) else { continue }
            let styleCall = file.index.innermostModifier("buttonStyle", around: control)
            let style = styleCall.flatMap { file.placement(of: $0)?.unit == placement.unit ? $0.arguments.first?.expression.trimmedSourceText : nil }
            if let style, case .system(_, prominent: false) = ButtonStyleName(style) { continue }
            output.facts.add(Control(
                position: file.position(of: control), placement: placement, style: style,
                isUIKitConfiguration: false, description: control.controlDescription), for: Self.controls)
        }
        if file.index.importedModules.contains("UIKit") {
            for configuration in file.index.calls(Self.prominentConfigurations) where Self.isButtonConfiguration(configuration) {
                guard let placement = file.placement(of: configuration), !file.isOutsideIOS(configuration),
                      !Self.togglesVisibility(around: configuration, file) else { continue }
                output.facts.add(Control(
                    position: file.position(of: configuration), placement: placement, style: nil,
                    isUIKitConfiguration: true, description: "UIButton.Configuration.\(configuration.calleeName ?? "")()"), for: Self.controls)
            }
        }
        recordProjectStyles(file, &output)
    }

    /// A destructive button has a role of its own, and a prominent style tinted `.clear`
    /// draws no fill: neither competes for the primary.
    static func isSetApart(_ control: FunctionCallExprSyntax) -> Bool {
        if control.argument("role")?.expression.trimmedSourceText.hasSuffix("destructive") == true { return true }
        return control.modifiersApplied.contains { modifier in
            modifier.calleeName == "tint" && ["clear", "Color.clear", ".clear"].contains(modifier.arguments.first?.expression.trimmedSourceText ?? "")
        }
    }

    /// A UIKit type that hides and shows its subviews (`isHidden`) draws its buttons per
    /// state, which the source does not tell apart, so its configurations are not counted.
    static func togglesVisibility(around node: some SyntaxProtocol, _ file: SwiftFile) -> Bool {
        guard let type = node.enclosingTypeDeclaration else { return false }
        return file.index.memberAccesses("isHidden").contains { type.position <= $0.position && $0.endPosition <= type.endPosition }
    }

    /// `.filled()` or `UIButton.Configuration.filled()`, not some other `filled` member.
    static func isButtonConfiguration(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), call.arguments.isEmpty else { return false }
        guard let base = member.base else { return true }
        return base.dottedPath?.hasSuffix("Configuration") ?? false
    }

    private func recordProjectStyles(_ file: SwiftFile, _ output: inout CheckOutput) {
        for type in file.index.typeDeclarations where !type.isExtension && type.inheritedNames.contains(where: Self.buttonStyleProtocols.contains) {
            let body = file.index.functions.filter { $0.name.text == "makeBody" && $0.enclosingTypeDeclaration?.id == type.node.id }
            let fills = body.contains { function in
                file.index.calls("background", "fill").contains { call in
                    function.position <= call.position && call.endPosition <= function.endPosition && ButtonPaint.weight(ofFillCall: call) == .strong
                }
            }
            output.facts.add(ProjectStyle(name: type.name, fills: fills), for: Self.projectStyles)
        }
        for type in file.index.typeDeclarations where type.isExtension && Self.buttonStyleProtocols.contains(type.name) {
            guard let requirement = type.node.as(ExtensionDeclSyntax.self)?.genericWhereClause?.requirements.first?
                .requirement.as(SameTypeRequirementSyntax.self) else { continue }
            let styleType = requirement.rightType.trimmedSourceText
            let members = file.index.variables.filter { $0.enclosingTypeDeclaration?.id == type.node.id }
                .compactMap { $0.bindings.first?.pattern.trimmedSourceText }
                + file.index.functions.filter { $0.enclosingTypeDeclaration?.id == type.node.id }.map(\.name.text)
            for member in members { output.facts.add(StyleMember(member: member, type: styleType), for: Self.styleMembers) }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let graph = project.screenGraph
        let fills = Dictionary(project.facts.values(Self.projectStyles).map { ($0.name, $0.fills) }, uniquingKeysWith: { $0 || $1 })
        let members = Dictionary(project.facts.values(Self.styleMembers).map { ($0.member, $0.type) }, uniquingKeysWith: { first, _ in first })
        let controlsByUnit = Dictionary(grouping: project.facts.values(Self.controls), by: \.placement.unit)

        /// Whether a control is prominent under the style it has or inherits, and whether SwiftUI's or UIKit's own style says so.
        func prominence(_ control: Control, _ environment: [String: String]) -> (prominent: Bool, systemStyle: Bool) {
            if control.isUIKitConfiguration { return (true, true) }
            guard let style = control.style ?? environment["buttonStyle"] else { return (false, false) }
            switch ButtonStyleName(style) {
            case .system(_, let prominent): return (prominent, true)
            case .type(let name): return (fills[name] ?? false, false)
            case .member(let name): return (members[name].flatMap { fills[$0] } ?? false, false)
            }
        }

        var reported = Set<SourcePosition>()
        for screen in graph.standaloneScreens where ![.alert, .confirmationDialog].contains(screen.kind) {
            var prominent: [(control: Control, arms: [DecisionArm], systemStyle: Bool)] = []
            var counted = Set<SourcePosition>()
            for reach in graph.reach(from: screen.id) where !reach.repeated && !(reach.via + [reach.unit]).contains(where: graph.isRepeated) {
                // A control reached through several uses of its view counts once: the uses
                // often sit in helpers the body shows one at a time.
                for control in controlsByUnit[reach.unit] ?? [] where !control.placement.repeated && !counted.contains(control.position) {
                    let (isProminent, systemStyle) = prominence(control, reach.environment)
                    guard isProminent else { continue }
                    counted.insert(control.position)
                    prominent.append((control, reach.arms + control.placement.arms, systemStyle))
                }
            }
            // The controls that can be on screen together with the first one.
            var together: [(control: Control, arms: [DecisionArm], systemStyle: Bool)] = []
            for candidate in prominent where together.allSatisfy({ ViewPlacement.canCoexist($0.arms, candidate.arms) }) {
                together.append(candidate)
            }
            guard together.count >= 2 else { continue }
            let (first, second) = (together[0].control, together[1].control)
            guard reported.insert(second.position).inserted else { continue }
            let related = together.enumerated().map { index, entry in
                RelatedLocation(entry.control.position, "prominent control \(index + 1) of \(together.count) on this screen: \(entry.control.description)")
            }
            let sure = together.allSatisfy(\.systemStyle) && screen.kind != .unreached
                && together.allSatisfy { graph.owningType(of: $0.control.placement.unit) == graph.owningType(of: first.placement.unit) }
            output.report(
                "\(second.description) is the \(Self.ordinal(together.count)) on \(screen.title), after \(first.description) at \(first.position.path):\(first.position.line); keep one prominent control for the action this screen exists for and give the others .bordered or .plain (UIKit: .tinted(), .gray() or .plain()), or move them into a menu.",
                at: second.position, confidence: sure ? .high : .medium, related: related)
        }
    }

    /// "second prominent control" for a pair, "second of 3 prominent controls" for more: the finding sits at the second.
    private static func ordinal(_ count: Int) -> String {
        count == 2 ? "second prominent control" : "second of \(count) prominent controls"
    }
}
