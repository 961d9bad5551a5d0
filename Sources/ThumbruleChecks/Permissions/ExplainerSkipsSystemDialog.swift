import Foundation
import SwiftSyntax
import ThumbruleCore

/// An iOS explanation screen for a permission that offers a control skipping the system
/// dialog: a SwiftUI `Button` (or a `UIAlertAction`) labelled "Not now", "Maybe later",
/// "Skip for now", "No thanks" and the like, drawn beside a button whose action raises the
/// permission request. The rulebook's `perm-rationale` says that on iOS the explanation's
/// only control continues to the system dialog: reviewers have rejected pre-permission
/// screens whose Not now skips the alert (Guideline 5.1.1(iv)); the dialog's own Don't Allow
/// is the refusal.
///
/// A request is a call named `request…Authorization`, `request…Permission(s)` or
/// `request…Access` (`requestAuthorization(options:)`, `requestAccess(for:)`,
/// `requestRecordPermission`, an app's `requestNotificationPermission()`), made in the
/// button's action or in a function of the same file that action calls (three calls deep);
/// or a prompting request of `PermissionAPIs` (notifications, location, camera, photos,
/// contacts, calendars, tracking, …) raised in the action or in one function of the project
/// it calls, in any file (then reported at low confidence).
/// Beside means in the same view-builder closure, or one closure out (an `HStack` of two
/// buttons in a `VStack`), with no `switch` case or `TabView` page between them (a Skip on
/// another step, or for a whole paged tour); for alert actions, the same function. Left
/// alone: a screen whose asking buttons raise more than one kind of request (a permissions
/// hub, where a per-row Skip is fair), and a skip control whose own action also requests.
/// A conditional title's arms count (`Text(granted ? "Done" : "Skip for now")`). Known false
/// negatives: labels read from a strings table, custom button views. Reported at the skip label.
struct ExplainerSkipsSystemDialog: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perm-rationale.ios-explainer-skip",
        ruleId: "perm-rationale",
        summary: "An iOS permission explanation offers a Not now or Skip control that bypasses the system dialog",
        triggering: [
            CheckExample("""
            import SwiftUI
            import UserNotifications
            struct RemindersPrompt: View {
                let onContinue: () -> Void
                var body: some View {
                    VStack {
                        Text("Get a reminder when your streak is about to end")
                        Button(action: enable) { Text("Enable Reminders") }
                        Button(action: { onContinue() }) { Text(↓"Maybe Later") }
                    }
                }
                private func enable() {
                    Task {
                        _ = try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])
                        onContinue()
                    }
                }
            }
            """),
            // The request reached through an app helper named for it, the skip one closure out.
            CheckExample("""
            import SwiftUI
            struct LockingStep: View {
                let center: ScreenTimeAccess
                let onContinue: () -> Void
                var body: some View {
                    VStack {
                        HStack { Button { center.requestScreenTimeAuthorization() } label: { Text("Enable App Locking") } }
                        Button(↓"Skip for now") { onContinue() }
                    }
                }
            }
            """),
            CheckExample("""
            import AVFoundation
            import UIKit
            final class RecorderViewController: UIViewController {
                func explainMicrophone() {
                    let alert = UIAlertController(title: "Record voice notes", message: "Voice notes need the microphone.", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Continue", style: .default) { _ in
                        AVAudioSession.sharedInstance().requestRecordPermission { _ in }
                    })
                    alert.addAction(UIAlertAction(title: ↓"Not Now", style: .cancel))
                    present(alert, animated: true)
                }
            }
            """),
            // An onboarding step that asks for notifications through another file's helper,
            // with a decline beside (loopfollow).
            CheckExample(files: [
                ("App/AlertsAccess.swift", """
                import UserNotifications
                enum AlertsAccess {
                    static func askIfNeeded(_ done: @escaping () -> Void) {
                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { _, _ in done() }
                    }
                }
                """),
                ("App/Onboarding/NotificationsStepView.swift", """
                import SwiftUI
                struct NotificationsStepView: View {
                    let onNext: () -> Void
                    var body: some View {
                        VStack(spacing: 16) {
                            Image(systemName: "bell.badge")
                            Text("Alerts for highs and lows")
                            Button { AlertsAccess.askIfNeeded(onNext) } label: { Text("Enable Notifications") }
                            Button(↓"Not Now") { onNext() }
                        }
                        .padding()
                    }
                }
                """),
            ]),
            // The same step asking through a function of its own file.
            CheckExample("""
            import SwiftUI
            import UserNotifications
            struct NotificationsStepView: View {
                let onNext: () -> Void
                var body: some View {
                    VStack(spacing: 16) {
                        Text("Alerts for highs and lows")
                        Button(action: askForAlerts) { Text("Enable Notifications") }
                        Button(↓"Not Now") { onNext() }
                    }
                }
                private func askForAlerts() {
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in onNext() }
                }
            }
            """),
            // The request in another file's helper.
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
            // The only control continues to the system dialog.
            CheckExample("""
            import SwiftUI
            import UserNotifications
            struct RemindersPrompt: View {
                var body: some View {
                    VStack {
                        Text("Get a reminder when your streak is about to end")
                        Button("Continue") {
                            UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
                        }
                    }
                }
            }
            """),
            // The Later button leads to the dialog too.
            CheckExample("""
            import SwiftUI
            struct RemindersPrompt: View {
                let permissions: Permissions
                var body: some View {
                    VStack {
                        Button("Allow now") { permissions.requestNotificationPermission() }
                        Button("Later") { permissions.requestNotificationPermission() }
                    }
                }
            }
            """),
            // A skip of another part of the screen, far from the request.
            CheckExample("""
            import SwiftUI
            struct PlayerScreen: View {
                let player: Player
                let permissions: Permissions
                var body: some View {
                    VStack {
                        Section { HStack { VStack { Button("Skip") { player.next() } } } }
                        Section { Button("Turn on alerts") { permissions.requestNotificationPermission() } }
                    }
                }
            }
            """),
            // A Skip on another step of a tour.
            CheckExample("""
            import SwiftUI
            import UserNotifications

            struct WelcomeTour: View {
                @State private var step = 0
                var body: some View {
                    VStack {
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
            // A token request is no permission request.
            CheckExample("""
            import SwiftUI
            struct LinkScreen: View {
                let api: API
                var body: some View {
                    VStack {
                        Button("Connect") { api.requestAccessToken() }
                        Button("Not now") { api.cancel() }
                    }
                }
            }
            """),
        ]
    )

    /// A button beside a skip control whose action reaches a request only through a function
    /// of another file: resolved once the project is known.
    struct Control: Codable, Sendable {
        let screen: String
        let member: SourcePosition?
        let callees: [ProjectCall]
        let skips: [Skip]
    }

    struct Skip: Codable, Sendable {
        let position: SourcePosition
        let label: String
    }

    /// A function of the project whose body raises a prompting permission request.
    struct Summary: Codable, Sendable {
        let position: SourcePosition
        let asks: PermissionAPIs.Resource
    }

    static let controls = FactKey<Control>("perm-rationale.skip-beside")
    static let summaries = FactKey<Summary>("perm-rationale.request")

    static func message(_ label: String) -> String {
        "This explanation offers \u{201C}\(label)\u{201D} beside the control that raises the system permission dialog, so the person can leave it without the dialog ever appearing; on iOS the explanation's only control continues to the dialog, whose own Don't Allow is the refusal (reviewers have rejected Not now buttons that skip the alert, Guideline 5.1.1(iv)). Keep one Continue control that leads straight to the dialog."
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let prompts = PermissionUses.matches(in: file, where: \.prompts)
        for function in file.index.functions {
            guard let body = function.body, let request = prompts.first(where: { body.encloses($0.node) }) else { continue }
            output.facts.add(Summary(position: file.position(of: function.name), asks: request.api.resource), for: Self.summaries)
        }
        let requesting = Self.requestingFunctions(file)
        // Asking buttons with the kind of access they ask for, when the file shows it.
        var requests: [(control: Syntax, asks: PermissionAPIs.Resource?)] = []
        var others: [FunctionCallExprSyntax] = []
        var skips: [(control: Syntax, label: StringLiteralExprSyntax)] = []
        for button in file.index.calls("Button") {
            guard let action = SwiftUIControls.action(of: button) else { continue }
            let direct = prompts.first { action.encloses($0.node) }?.api.resource
            if direct != nil || Self.reaches(action, requesting, file) {
                requests.append((Syntax(button), direct))
            } else if let label = Self.declineLabel(of: button, file) {
                skips.append((Syntax(button), label))
            } else {
                others.append(button)
            }
        }
        for alertAction in file.index.calls("UIAlertAction") {
            let handler: ExprSyntax? = alertAction.argument("handler")?.expression ?? alertAction.trailingClosure.map(ExprSyntax.init)
            if let handler, Self.reaches(handler, requesting, file) || prompts.contains(where: { handler.encloses($0.node) }) {
                requests.append((Syntax(alertAction), nil))
            } else if let title = alertAction.argument("title")?.expression.as(StringLiteralExprSyntax.self), Self.isDecline(title.plainText) {
                skips.append((Syntax(alertAction), title))
            }
        }
        var reported: Set<SyntaxIdentifier> = []
        for skip in skips {
            let beside = requests.filter { Self.beside(skip.control, $0.control) }
            guard !beside.isEmpty else { continue }
            // A permissions hub: the asking buttons of this member raise several kinds of request.
            let member = Self.member(of: skip.control)?.id
            let kinds = Set(requests.filter { Self.member(of: $0.control)?.id == member }.compactMap(\.asks))
            reported.insert(skip.control.id)
            guard kinds.count <= 1 else { continue }
            output.report(Self.message(skip.label.plainText), at: file.position(of: skip.label), confidence: .medium)
        }
        // Buttons that may reach a request through another file's function.
        for button in others {
            let beside = skips.filter { !reported.contains($0.control.id) && Self.beside($0.control, Syntax(button)) }
            guard !beside.isEmpty, let action = SwiftUIControls.action(of: button), let screen = button.enclosingTypeName else { continue }
            var callees = file.index.calls(within: action).compactMap { ProjectCall($0, in: file) }
            if let reference = action.as(DeclReferenceExprSyntax.self) {
                callees.append(ProjectCall(name: reference.baseName.text, labels: [], receiverType: reference.enclosingTypeName))
            }
            guard !callees.isEmpty else { continue }
            output.facts.add(Control(
                screen: screen, member: Self.member(of: button).map { file.position(of: $0) }, callees: callees,
                skips: beside.map { Skip(position: file.position(of: $0.label), label: $0.label.plainText) }), for: Self.controls)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let summaries = Dictionary(project.facts.values(Self.summaries).map { ($0.position, $0.asks) }, uniquingKeysWith: { first, _ in first })
        var asking: [(Control, PermissionAPIs.Resource)] = []
        for control in project.facts.values(Self.controls) {
            let reached = control.callees.lazy.compactMap { callee in
                callee.functions(in: project).lazy.compactMap { summaries[$0.position] }.first
            }.first
            if let reached { asking.append((control, reached)) }
        }
        var reported: Set<SourcePosition> = []
        for (control, _) in asking {
            // A screen whose asking buttons raise several kinds of request is a permissions hub.
            let kinds = Set(asking.filter { $0.0.screen == control.screen && $0.0.member == control.member }.map(\.1))
            guard kinds.count == 1 else { continue }
            for skip in control.skips where reported.insert(skip.position).inserted {
                output.report(Self.message(skip.label), at: skip.position, confidence: .low)
            }
        }
    }

    /// The title of a decline button: a literal title, a lone `Text` literal in its label, or
    /// the branch of a conditional title shown until access is granted
    /// (`Text(granted ? "Continue" : "Skip for now")`).
    static func declineLabel(of button: FunctionCallExprSyntax, _ file: SwiftFile) -> StringLiteralExprSyntax? {
        if let title = ButtonLabel.titleLiteral(of: button) { return isDecline(title.plainText) ? title : nil }
        if let first = button.arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self) {
            return isDecline(literal.plainText) ? literal : nil
        }
        if let text = button.labelClosure?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall, text.calleeName == "Text",
           let argument = text.arguments.first?.expression, let ternary = Ternary(whole: argument) {
            return [ternary.thenExpression, ternary.elseExpression].lazy.compactMap { $0.flatMap(ButtonLabel.literalText) }.first { isDecline($0.plainText) }
        }
        guard let label = SwiftUIControls.label(of: button) else { return nil }
        let texts = file.index.calls(within: label).filter { $0.calleeName == "Text" }
            .compactMap { $0.arguments.first?.expression.as(StringLiteralExprSyntax.self) }
        guard texts.count == 1, let text = texts.first, isDecline(text.plainText) else { return nil }
        return text
    }

    /// "Not now", "Maybe later", "No thanks", "Don't allow", "Skip", "Skip for now", …
    static func isDecline(_ label: String) -> Bool {
        declinePhrases.contains(normalised(label))
    }

    /// Labels of a control that leaves the explanation without the dialog.
    static let declinePhrases: Set<String> = [
        "not now", "maybe later", "later", "skip", "skip for now", "no thanks", "no, thanks", "no thank you", "not right now",
        "remind me later", "ask me later", "ask later", "do it later", "i'll do it later", "not yet", "skip this step",
        "don't allow", "dont allow", "do not allow", "continue without", "i'll decide later",
    ]

    /// True for a call that raises a permission request: `request…Authorization`,
    /// `request…Permission(s)`, `request…Access`.
    static func isRequest(_ name: String) -> Bool {
        let words = NameWords.split(name).map { $0.lowercased() }
        guard words.first == "request", let last = words.last else { return false }
        return ["authorization", "permission", "permissions", "access"].contains(last)
    }

    /// The functions of the file whose body requests, directly or through others of the file.
    static func requestingFunctions(_ file: SwiftFile) -> Set<String> {
        var requesting: Set<String> = []
        for _ in 0..<3 {
            for function in file.index.functions where !requesting.contains(function.name.text) {
                guard let body = function.body else { continue }
                if file.index.calls(within: body).contains(where: { call in
                    guard let name = call.calleeName else { return false }
                    return isRequest(name) || (requesting.contains(name) && isOwnCall(call))
                }) { requesting.insert(function.name.text) }
            }
        }
        return requesting
    }

    /// A call on no receiver or on `self`: one of the file's own functions.
    static func isOwnCall(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self"
    }

    /// True when the action requests: a request call, a call of a requesting function of the
    /// file, or such a function passed by name (`Button(action: enable)`).
    static func reaches(_ action: ExprSyntax, _ requesting: Set<String>, _ file: SwiftFile) -> Bool {
        if let reference = action.as(DeclReferenceExprSyntax.self) { return requesting.contains(reference.baseName.text) || isRequest(reference.baseName.text) }
        if let member = action.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return requesting.contains(member.declName.baseName.text)
        }
        return file.index.calls(within: action).contains { call in
            guard let name = call.calleeName else { return false }
            return isRequest(name) || (requesting.contains(name) && isOwnCall(call))
        }
    }

    static func normalised(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            .trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters))
    }

    /// The closures around a control, innermost first, up to `limit`.
    static func closures(around node: Syntax, limit: Int) -> [SyntaxIdentifier] {
        var found: [SyntaxIdentifier] = []
        var current = node.parent
        while let parent = current, found.count < limit {
            if parent.is(ClosureExprSyntax.self) { found.append(parent.id) }
            if parent.is(FunctionDeclSyntax.self) || parent.is(VariableDeclSyntax.self) && parent.parent?.is(MemberBlockItemSyntax.self) == true { break }
            current = parent.parent
        }
        return found
    }

    /// Two buttons in the same view-builder closure or one closure out; two alert actions in
    /// the same function.
    static func beside(_ skip: Syntax, _ request: Syntax) -> Bool {
        if skip.as(FunctionCallExprSyntax.self)?.calleeName == "UIAlertAction" {
            guard let scope = skip.enclosingScope, let other = request.enclosingScope else { return false }
            return scope.id == other.id
        }
        let around = Set(closures(around: skip, limit: 2))
        guard closures(around: request, limit: 2).contains(where: around.contains) else { return false }
        return !separatedByStep(skip, request)
    }

    /// True when a `switch` case or a `TabView` lies between either control and the nearest
    /// node holding both: two steps of a tour, or a Skip for a whole paged tour.
    static func separatedByStep(_ first: Syntax, _ second: Syntax) -> Bool {
        var common: Syntax? = first.parent
        while let node = common, !node.encloses(second) { common = node.parent }
        guard let common else { return true }
        return [first, second].contains { control in
            var current = control.parent
            while let node = current, node.id != common.id {
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
