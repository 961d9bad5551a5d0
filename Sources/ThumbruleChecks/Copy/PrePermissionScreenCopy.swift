import SwiftSyntax
import ThumbruleCore

/// The app's own pre-permission screen: a SwiftUI button whose action raises a system
/// permission request (`PermissionAPIs` entries that prompt: notifications, location, camera,
/// photos, contacts, calendars, tracking, …), directly or through one function of the project
/// it calls (any file). Two classes are reported:
///
/// - the button is labelled like the system dialog's own buttons ("Allow", "Allow access",
///   "OK, allow"): a custom screen that imitates or steers the system ask is rejected under App
///   Review guideline 5.1.1 (warning);
/// - a decline control ("Not now", "Maybe later", "No thanks", "Don't allow", "Skip") sits
///   beside that button, in the same stack of the same view member: the choice belongs to the
///   system dialog that follows (note).
///
/// Left alone: alert actions (an alert is not a screen), a decline control in another branch of
/// a `switch` or outside the `TabView` page that asks (a Skip for a whole tour), a screen whose
/// asking buttons raise more than one kind of request (a permissions hub, where a per-row Skip
/// is fair), decline and Allow titles that are not literals (a conditional title's arms count).
/// Known false negatives: UIKit screens, custom button views, requests two calls away.
struct PrePermissionScreenCopy: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "copy-rationale.pre-permission-choice",
        ruleId: "copy-rationale",
        summary: "A pre-permission screen whose button imitates the system dialog (Allow) or offers a decline beside the button that asks",
        triggering: [
            CheckExample("""
            import SwiftUI
            import UserNotifications

            struct RemindersPrimer: View {
                var body: some View {
                    VStack {
                        Text("Get a nudge when your plants need water")
                        Button(↓"Allow") {
                            UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
                        }
                    }
                }
            }
            """),
            CheckExample(files: [
                ("App/LocationAccess.swift", """
                import CoreLocation
                final class LocationAccess {
                    let manager = CLLocationManager()
                    func askForAccess() { manager.requestWhenInUseAuthorization() }
                }
                """),
                ("App/NearbyPrimer.swift", """
                import SwiftUI
                struct NearbyPrimer: View {
                    let access: LocationAccess
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View {
                        VStack {
                            Text("See the trailheads closest to you")
                            Button("Continue") { access.askForAccess() }
                            Button(↓"Not now") { dismiss() }
                        }
                    }
                }
                """),
            ]),
            // The decline shows until access is granted; the asking button's label is drawn by hand.
            CheckExample("""
            import SwiftUI
            import HealthKit

            struct StepsPrimer: View {
                let store = HKHealthStore()
                @State private var granted = false
                var body: some View {
                    VStack {
                        Button { store.requestAuthorization(toShare: nil, read: [HKQuantityType(.stepCount)]) { ok, _ in granted = ok } } label: {
                            HStack { Image(systemName: "heart"); Text("Connect") }
                        }
                        Button { finish() } label: { Text(granted ? "Done" : ↓"Skip for now") }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // One Continue button that hands over to the system dialog.
            CheckExample("""
            import SwiftUI
            import AVFoundation

            struct ScannerPrimer: View {
                var body: some View {
                    VStack {
                        Text("Scan the code on a parcel to track it")
                        Button("Continue") { AVCaptureDevice.requestAccess(for: .video) { _ in } }
                    }
                }
            }
            """),
            // "Allow" in an alert, and a Skip on another step of a tour.
            CheckExample("""
            import SwiftUI
            import UserNotifications

            struct WelcomeTour: View {
                @State private var step = 0
                @State private var asking = false
                var body: some View {
                    switch step {
                    case 0:
                        VStack {
                            Text("Welcome")
                            Button("Skip") { finish() }
                        }
                    default:
                        Button("Turn on reminders") {
                            UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
                        }
                        .alert("Reminders", isPresented: $asking) {
                            Button("Allow") { UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in } }
                        }
                    }
                }
            }
            """),
            // A Skip for the whole paged tour, one page of which asks.
            CheckExample("""
            import SwiftUI
            import UserNotifications

            struct IntroPages: View {
                var body: some View {
                    ZStack(alignment: .topTrailing) {
                        TabView {
                            Text("Track every run")
                            Button("Turn on reminders") {
                                UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
                            }
                        }
                        .tabViewStyle(.page)
                        Button("Skip") { finish() }
                    }
                }
            }
            """),
            // A hub that asks for several kinds of access, each with its own row.
            CheckExample("""
            import SwiftUI
            import AVFoundation
            import CoreLocation

            struct AccessHub: View {
                let locations = CLLocationManager()
                var body: some View {
                    VStack {
                        Button("Camera") { AVCaptureDevice.requestAccess(for: .video) { _ in } }
                        Button("Location") { locations.requestWhenInUseAuthorization() }
                        Button("Skip") { finish() }
                    }
                }
            }
            """),
        ]
    )

    /// A button on a screen: whether its action asks for a permission, directly or through
    /// the project's functions, and where it sits.
    struct Control: Codable, Sendable {
        let position: SourcePosition
        /// Its title, when a literal gives it.
        let label: String?
        /// The screen type and the view member the button is written in.
        let screen: String
        let member: SourcePosition?
        /// The kind of access the action itself asks for.
        let asks: PermissionAPIs.Resource?
        let callees: [ProjectCall]
        /// The decline buttons written beside it, with their labels.
        let declines: [Decline]
    }

    struct Decline: Codable, Sendable {
        let position: SourcePosition
        let label: String
    }

    /// A function of the project whose body raises a permission request.
    struct Summary: Codable, Sendable {
        let position: SourcePosition
        let asks: PermissionAPIs.Resource
    }

    static let controls = FactKey<Control>("copy-rationale.control")
    static let summaries = FactKey<Summary>("copy-rationale.request")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let requests = PermissionUses.matches(in: file, where: \.prompts)
        for function in file.index.functions {
            guard let body = function.body, let request = requests.first(where: { body.encloses($0.node) }) else { continue }
            output.facts.add(Summary(position: file.position(of: function.name), asks: request.api.resource), for: Self.summaries)
        }
        let buttons = file.index.calls("Button").filter { DeletionOnlySignsOut.enclosingDialog(of: $0) == nil }
        let declines = buttons.compactMap { button in Self.declineLabel(of: button).map { (button, $0) } }
        for button in buttons where !declines.contains(where: { $0.0.id == button.id }) {
            let title = ButtonLabel.titleLiteral(of: button)
            let beside = declines.filter { Self.areBeside(button, $0.0) }
            guard title.map({ Self.imitatesSystemDialog($0.plainText) }) == true || !beside.isEmpty,
                  let action = SwiftUIControls.action(of: button), let screen = button.enclosingTypeName else { continue }
            var callees = file.index.calls(within: action).compactMap { ProjectCall($0, in: file) }
            if let reference = action.as(DeclReferenceExprSyntax.self) {
                callees.append(ProjectCall(name: reference.baseName.text, labels: [], receiverType: reference.enclosingTypeName))
            }
            let asks = requests.first { action.encloses($0.node) }?.api.resource
            output.facts.add(Control(
                position: file.position(of: title.map(Syntax.init) ?? Syntax(button)), label: title?.plainText, screen: screen,
                member: Self.member(of: button).map { file.position(of: $0) }, asks: asks, callees: callees,
                declines: beside.map { Decline(position: file.position(of: $0.1), label: $0.1.plainText) }), for: Self.controls)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let summaries = Dictionary(project.facts.values(Self.summaries).map { ($0.position, $0.asks) }, uniquingKeysWith: { first, _ in first })
        var asking: [(Control, PermissionAPIs.Resource)] = []
        for control in project.facts.values(Self.controls) {
            let reached = control.asks ?? control.callees.lazy.compactMap { callee in
                callee.functions(in: project).lazy.compactMap { summaries[$0.position] }.first
            }.first
            if let reached { asking.append((control, reached)) }
        }
        for (control, resource) in asking {
            if let label = control.label, Self.imitatesSystemDialog(label) {
                output.report(
                    "\"\(label)\" raises the system \(resource.rawValue) request and is labelled like the system dialog's own button, so this screen imitates the system ask, which App Review rejects under guideline 5.1.1; label it Continue and let the system dialog that follows hold the choice.",
                    at: control.position)
            }
            // A screen whose asking buttons raise several kinds of request is a permissions hub.
            let kinds = Set(asking.filter { $0.0.screen == control.screen && $0.0.member == control.member }.map(\.1))
            guard kinds.count == 1 else { continue }
            for decline in control.declines {
                output.report(
                    "\"\(decline.label)\" declines beside \(control.label.map { "\"\($0)\"" } ?? "the button"), which raises the system \(resource.rawValue) request, so this screen asks the person to decide before the system dialog does; leave one Continue button here and let the system dialog that follows hold the choice.",
                    at: decline.position, confidence: .low)
            }
        }
    }

    /// "Allow", "Allow access", "OK, allow", "Yes, allow notifications": the system dialog's words.
    static func imitatesSystemDialog(_ label: String) -> Bool {
        let words = NameWords.split(label).map { $0.lowercased() }.drop { ["ok", "okay", "yes"].contains($0) }
        return words.first == "allow"
    }

    /// The title of a decline button: a literal title, or the branch of a conditional title
    /// shown until access is granted (`Text(granted ? "Continue" : "Skip for now")`).
    static func declineLabel(of button: FunctionCallExprSyntax) -> StringLiteralExprSyntax? {
        if let title = ButtonLabel.titleLiteral(of: button) { return isDecline(title.plainText) ? title : nil }
        guard let text = button.labelClosure?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall, text.calleeName == "Text",
              let argument = text.arguments.first?.expression, let ternary = Ternary(whole: argument) else { return nil }
        return [ternary.thenExpression, ternary.elseExpression].lazy.compactMap { $0.flatMap(ButtonLabel.literalText) }.first { isDecline($0.plainText) }
    }

    /// "Not now", "Maybe later", "No thanks", "Don't allow", "Skip", "Skip for now".
    static func isDecline(_ label: String) -> Bool {
        let text = label.lowercased().trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)).replacingOccurrences(of: "’", with: "'")
        return declinePhrases.contains(text)
    }

    static let declinePhrases: Set<String> = [
        "not now", "not right now", "maybe later", "later", "no thanks", "no, thanks", "no thank you", "don't allow", "do not allow",
        "skip", "skip for now",
    ]

    /// Two buttons of the same view member with no `switch` case or `TabView` between either
    /// and the nearest container that holds both: on screen together, not on two steps of a tour.
    static func areBeside(_ first: FunctionCallExprSyntax, _ second: FunctionCallExprSyntax) -> Bool {
        guard let member = member(of: first), member.id == self.member(of: second)?.id else { return false }
        var common: Syntax? = first.parent
        while let node = common, !node.encloses(second) { common = node.parent }
        guard let common else { return false }
        return ![Syntax(first), Syntax(second)].contains { button in
            var current = button.parent
            while let node = current, node.id != common.id {
                // Another step of a tour: a `switch` case, or a page of a `TabView`.
                if node.is(SwitchCaseSyntax.self) || node.as(FunctionCallExprSyntax.self)?.calleeName == "TabView" { return true }
                current = node.parent
            }
            return false
        }
    }

    /// The function, property or initializer the node is written in.
    static func member(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(VariableDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return parent }
            current = parent.parent
        }
        return nil
    }
}
