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
/// button's action or in a function of the same file that action calls (three calls deep).
/// Beside means in the same view-builder closure, or one closure out (an `HStack` of two
/// buttons in a `VStack`); for alert actions, the same function. A skip control whose own
/// action also requests is no skip. Known false negatives: labels read from a strings table,
/// and a request reached through a view model in another file. Reported at the skip label.
struct ExplainerSkipsSystemDialog: SwiftFileCheck {
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

    /// Labels of a control that leaves the explanation without the dialog.
    static let skipLabels: Set<String> = [
        "not now", "maybe later", "later", "skip", "skip for now", "no thanks", "no, thanks", "not right now",
        "remind me later", "ask me later", "ask later", "do it later", "i'll do it later", "not yet", "skip this step",
        "don't allow", "dont allow", "maybe later!", "continue without", "i'll decide later",
    ]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let requesting = Self.requestingFunctions(file)
        var requests: [Syntax] = []
        var skips: [(control: Syntax, label: StringLiteralExprSyntax)] = []
        for button in file.index.calls("Button") {
            guard let action = SwiftUIControls.action(of: button) else { continue }
            if Self.reaches(action, requesting, file) {
                requests.append(Syntax(button))
            } else if let label = Self.skipLabel(of: button, file) {
                skips.append((Syntax(button), label))
            }
        }
        for alertAction in file.index.calls("UIAlertAction") {
            let handler: ExprSyntax? = alertAction.argument("handler")?.expression ?? alertAction.trailingClosure.map(ExprSyntax.init)
            if let handler, Self.reaches(handler, requesting, file) {
                requests.append(Syntax(alertAction))
            } else if let title = alertAction.argument("title")?.expression.as(StringLiteralExprSyntax.self),
                      Self.skipLabels.contains(Self.normalised(title.plainText)) {
                skips.append((Syntax(alertAction), title))
            }
        }
        guard !requests.isEmpty else { return }
        for skip in skips where requests.contains(where: { Self.beside(skip.control, $0) }) {
            output.report(
                "This explanation offers \u{201C}\(skip.label.plainText)\u{201D} beside the control that raises the system permission dialog, so the person can leave it without the dialog ever appearing; on iOS the explanation's only control continues to the dialog, whose own Don't Allow is the refusal (reviewers have rejected Not now buttons that skip the alert, Guideline 5.1.1(iv)). Keep one Continue control that leads straight to the dialog.",
                at: file.position(of: skip.label), confidence: .medium)
        }
    }

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

    /// The skip words a button shows: `Button("Not now")`, or a lone `Text` literal in its label.
    static func skipLabel(of button: FunctionCallExprSyntax, _ file: SwiftFile) -> StringLiteralExprSyntax? {
        var texts: [StringLiteralExprSyntax] = []
        if let first = button.arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self) {
            texts = [literal]
        } else if let label = SwiftUIControls.label(of: button) {
            texts = file.index.calls(within: label).filter { $0.calleeName == "Text" }
                .compactMap { $0.arguments.first?.expression.as(StringLiteralExprSyntax.self) }
        }
        guard texts.count == 1, let text = texts.first, skipLabels.contains(normalised(text.plainText)) else { return nil }
        return text
    }

    static func normalised(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            .trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ".!…")))
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
        return closures(around: request, limit: 2).contains(where: around.contains)
    }
}
