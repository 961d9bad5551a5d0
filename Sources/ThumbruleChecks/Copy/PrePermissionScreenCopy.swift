import SwiftSyntax
import ThumbruleCore

/// The app's own pre-permission screen: a SwiftUI button whose action raises a system
/// permission request (`PermissionAPIs` entries that prompt: notifications, location, camera,
/// photos, contacts, calendars, tracking, …), directly or through one function of the project
/// it calls (any file), labelled like the system dialog's own buttons ("Allow", "Allow access",
/// "OK, allow"): a custom screen that imitates or steers the system ask is rejected under App
/// Review guideline 5.1.1. A decline control beside the asking button ("Not now", "Skip") is
/// `perm-rationale.ios-explainer-skip`'s.
///
/// Left alone: alert actions (an alert is not a screen), Allow titles that are not literals.
/// Known false negatives: UIKit screens, custom button views, requests two calls away.
struct PrePermissionScreenCopy: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "copy-rationale.pre-permission-choice",
        ruleId: "copy-rationale",
        summary: "A pre-permission screen whose asking button is labelled like the system dialog's Allow",
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
            // "Allow" in an alert.
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
        for button in buttons {
            guard let title = ButtonLabel.titleLiteral(of: button), Self.imitatesSystemDialog(title.plainText),
                  let action = SwiftUIControls.action(of: button), let screen = button.enclosingTypeName else { continue }
            var callees = file.index.calls(within: action).compactMap { ProjectCall($0, in: file) }
            if let reference = action.as(DeclReferenceExprSyntax.self) {
                callees.append(ProjectCall(name: reference.baseName.text, labels: [], receiverType: reference.enclosingTypeName))
            }
            let asks = requests.first { action.encloses($0.node) }?.api.resource
            output.facts.add(Control(
                position: file.position(of: title), label: title.plainText, screen: screen,
                member: ExplainerSkipsSystemDialog.member(of: button).map { file.position(of: $0) }, asks: asks, callees: callees), for: Self.controls)
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
        }
    }

    /// "Allow", "Allow access", "OK, allow", "Yes, allow notifications": the system dialog's words.
    static func imitatesSystemDialog(_ label: String) -> Bool {
        let words = NameWords.split(label).map { $0.lowercased() }.drop { ["ok", "okay", "yes"].contains($0) }
        return words.first == "allow"
    }
}
