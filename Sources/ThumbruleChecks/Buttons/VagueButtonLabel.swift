import SwiftSyntax
import ThumbruleCore

/// A button, alert action or bar item labelled with a word that says nothing about what
/// happens: "Submit", "Yes", "No", "Go", "Click here", "Tap here", "OK" where it confirms
/// something, or any label with the word "click".
///
/// How "OK" is treated: an alert, confirmation dialog or action sheet with a single
/// action is an acknowledgement, and "OK" is the right word for it (SwiftUI
/// `.alert { Button("OK") {} }`, `Alert(dismissButton: .default(Text("OK")))`, a
/// `UIAlertController` given one `UIAlertAction` by the `addAction` statements of its block
/// or by an array of actions). When the actions cannot be counted, "OK" is not flagged. With two or more actions
/// "OK" confirms a choice and must name it (high confidence). A SwiftUI button "OK"
/// outside an alert is flagged when its action does more than dismiss (medium: the
/// action may still be an acknowledgement); UIKit buttons and bar items titled "OK" are
/// not flagged, since the source rarely shows what their target does.
/// Known false negatives: titles from variables and string catalogs, labels built from
/// several views. Known false positive: "No" or "Yes" that is itself the complete answer
/// to a survey-style question.
struct VagueButtonLabel: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "button-label.vague-wording",
        ruleId: "button-label",
        summary: "A button labelled OK (confirming a choice), Submit, Yes, No, Go, Click here or Tap here, or saying click",
        triggering: [
            CheckExample("""
            struct Composer: View {
                @State var confirming = false
                var body: some View {
                    Form {
                        Button(↓"Submit") { send() }
                        Link(↓"Click here", destination: URL(string: "https://example.com/terms")!)
                        Button { openHelp() } label: { Text(↓"Click to learn more") }
                        Button("Delete draft") { confirming = true }
                    }
                    .alert("Delete this draft?", isPresented: $confirming) {
                        Button(↓"Yes", role: .destructive) { deleteDraft() }
                        Button(↓"No", role: .cancel) {}
                    }
                    .confirmationDialog("Discard changes?", isPresented: $confirming) {
                        Button(↓"OK", role: .destructive) { discard() }
                        Button("Cancel", role: .cancel) {}
                    }
                }
            }
            """),
            CheckExample("""
            import UIKit
            func confirmSignOut(_ presenter: AlertPresenting) {
                presenter.presentAlert(title: "Sign out?", actions: [
                    UIAlertAction(title: "Cancel", style: .cancel),
                    UIAlertAction(title: ↓"OK", style: .destructive) { _ in signOut() },
                ])
            }
            """),
            CheckExample("""
            import UIKit
            final class DraftsViewController: UIViewController {
                func confirmDelete() {
                    let alert = UIAlertController(title: "Delete draft?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: ↓"OK", style: .destructive) { _ in self.delete() })
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    present(alert, animated: true)
                }
                func makeButton() -> UIButton {
                    let button = UIButton(type: .system)
                    button.setTitle(↓"Go", for: .normal)
                    return button
                }
            }
            """),
            CheckExample("""
            import UIKit
            protocol AlertPresenting {
                func presentAlertWithAction(title: String, action: ((UIAlertAction) -> Void)?)
            }
            extension AlertPresenting where Self: UIViewController {
                func presentAlertWithAction(title: String, action: ((UIAlertAction) -> Void)?) {
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: ↓"Yes", style: .default, handler: action))
                    alert.addAction(UIAlertAction(title: ↓"No", style: .cancel))
                    present(alert, animated: true)
                }
            }
            final class SettingsViewController: UIViewController, AlertPresenting {
                func reset() { presentAlertWithAction(title: "Reset all settings?") { _ in } }
            }
            """),
            // "OK" that also saves confirms something: name it.
            CheckExample("""
            struct ReminderEditor: View {
                var body: some View {
                    Form {
                        Button(↓"OK") {
                            saveReminder()
                            close()
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // A protocol extension's helper that nothing in the project calls: no one sees its buttons.
            CheckExample("""
            import UIKit
            protocol AlertPresenting {
                func presentAlertWithAction(title: String, action: ((UIAlertAction) -> Void)?)
            }
            extension AlertPresenting where Self: UIViewController {
                func presentAlertWithAction(title: String, action: ((UIAlertAction) -> Void)?) {
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Yes", style: .default, handler: action))
                    alert.addAction(UIAlertAction(title: "No", style: .cancel))
                    present(alert, animated: true)
                }
            }
            """),
            CheckExample("""
            func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void) {
                let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in completionHandler(false) })
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in completionHandler(true) })
                present(alert, animated: true)
            }
            """),
            CheckExample("""
            struct Composer: View {
                @State var failed = false
                @Environment(\\.dismiss) var dismiss
                var body: some View {
                    Form {
                        Button("Send message") { send() }
                        Button("OK") { dismiss() }
                        Toggle("Yes", isOn: .constant(true))
                    }
                    .alert("Could not send", isPresented: $failed) {
                        Button("OK", role: .cancel) {}
                    }
                    .alert(isPresented: $failed) {
                        Alert(title: Text("Saved"), dismissButton: .default(Text("OK")))
                    }
                }
            }
            """),
            // flipcash CurrencyInfoErrorView: the one button of an error screen acknowledges it,
            // whatever handler the caller passes.
            CheckExample("""
            struct RatesErrorView: View {
                let title: String
                let onAction: () -> Void
                var body: some View {
                    VStack {
                        Text(title)
                        Spacer()
                        Button("OK") {
                            onAction()
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
            }
            """),
            // The one button of an information sheet closes it (phoenix ChannelSizeImpactWarning).
            CheckExample("""
            struct ChannelSizeImpactWarning: View {
                @State var doNotShowAgain = false
                var body: some View {
                    VStack {
                        Text("Funds sent on-chain are taken from your side of the channel.")
                        Toggle("Don't show this message again", isOn: $doNotShowAgain)
                        Button("OK") {
                            close()
                        }
                    }
                }
                func close() {
                    if doNotShowAgain { Prefs.current.doNotShowChannelImpactWarning = true }
                    smartModalState.close()
                }
            }
            """),
            CheckExample("""
            import UIKit
            final class DraftsViewController: UIViewController {
                func showError() {
                    let alert = UIAlertController(title: "Could not save", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
                func report(_ error: Error?) {
                    if error == nil {
                        let done = UIAlertController(title: "Sent", message: nil, preferredStyle: .alert)
                        done.addAction(UIAlertAction(title: "OK", style: .cancel))
                        present(done, animated: true)
                        return
                    }
                    let failed = UIAlertController(title: "Could not send", message: nil, preferredStyle: .alert)
                    failed.addAction(UIAlertAction(title: "OK", style: .cancel))
                    present(failed, animated: true)
                }
                func makeBarItem() -> UIBarButtonItem {
                    UIBarButtonItem(title: "OK", style: .done, target: self, action: #selector(done))
                }
                // OK closes the alert; the other action is the one that does something.
                func showLocationDenied() {
                    let alert = UIAlertController(title: "Location is off", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Settings", style: .default) { _ in self.openSettings() })
                    alert.addAction(UIAlertAction(title: "OK", style: .cancel))
                    present(alert, animated: true)
                }
            }
            """),
            // olvid-ios MutualScanFinalProgressView: the one button of a card telling the person
            // what will happen next; its OK acknowledges the notice.
            CheckExample("""
            struct ScanResultCard: View {
                @ObservedObject var model: ScanResultModel
                var body: some View {
                    VStack {
                        if let contact = model.contact {
                            Text("Contact added")
                            Button("Open chat") { model.openChat(with: contact) }
                        } else {
                            Text("Your contact will be added soon")
                            HStack {
                                Spacer()
                                Button("Ok", action: model.showChats)
                            }
                        }
                    }
                }
            }
            """),
            // The same in SwiftUI, through a project initializer that takes no action.
            CheckExample("""
            struct RecorderView: View {
                @State private var micDenied = false
                var body: some View {
                    RecordButton()
                        .alert("Microphone off", isPresented: $micDenied) {
                            Button(role: nil, label: { Text("OK") })
                            Button(role: nil, action: openSettings, label: { Text("Settings") })
                        }
                }
            }
            """),
        ]
    )

    /// Argument labels of the `WKUIDelegate` methods that answer a web page's JavaScript
    /// `confirm()` and `prompt()`: the page writes the question, so the app can only say OK.
    static let webPagePanelLabels: Set<String> = ["runJavaScriptConfirmPanelWithMessage", "runJavaScriptTextInputPanelWithPrompt"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for label in ButtonLabel.all(in: file) where !Self.answersAWebPage(label.literal) {
            let words = label.text.trimmingCharacters(in: .whitespaces).lowercased()
            let key = String(words.reversed().drop { ".!".contains($0) }.reversed())
            if let instead = ButtonWording.vague[key] {
                guard let confidence = confidence(forVague: key, label, in: file) else { continue }
                output.report(
                    "\"\(label.text)\" does not say what the button does, so the user has to reread the screen before tapping; label it with \(instead).",
                    at: file.position(of: label.literal), confidence: confidence)
            } else if ButtonWording.pointerWords.contains(where: { word in key.split(whereSeparator: { !$0.isLetter }).contains { $0.hasPrefix(word) } }) {
                output.report(
                    "\"\(label.text)\" asks the user to click on a touch screen; name the action or destination instead (\"Read the terms\", \"Show details\").",
                    at: file.position(of: label.literal), confidence: .high)
            }
        }
    }

    /// True inside a `WKUIDelegate` JavaScript confirm or prompt panel.
    static func answersAWebPage(_ node: some SyntaxProtocol) -> Bool {
        guard let function = node.enclosingFunction else { return false }
        return function.signature.parameterClause.parameters.contains { webPagePanelLabels.contains($0.firstName.text) }
    }

    /// Whether the action a label titles only closes its alert: a `UIAlertAction` with no
    /// handler that is not destructive, or an alert `Button` whose action only dismisses.
    static func onlyClosesTheAlert(_ label: ButtonLabel) -> Bool {
        guard let action = label.control ?? label.literal.enclosingCall(named: ["UIAlertAction", "Button"]) else { return false }
        if action.argument("role")?.expression.trimmedSourceText.hasSuffix("destructive") == true
            || action.argument("style")?.expression.trimmedSourceText.hasSuffix("destructive") == true { return false }
        if action.calleeName == "Button" { return ButtonLabel.onlyDismisses(action) ?? false }
        let handler = action.argument("handler")?.expression
        return action.trailingClosure == nil && (handler == nil || handler?.is(NilLiteralExprSyntax.self) == true)
    }

    /// Words of a view's name that make it an error screen.
    static let errorScreenWords: Set<String> = ["error", "failure", "failed"]

    /// True for the one button of a view named for an error (`CurrencyInfoErrorView`): like an
    /// alert's single action, its "OK" acknowledges the failure, whatever handler the caller
    /// passes (flipcash's `onAction()`, which dismisses the screen).
    static func isAnErrorScreensOnlyButton(_ control: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        guard let type = control.enclosingTypeDeclaration, let name = file.index.typeDeclaration(of: type)?.name,
              !Set(NameWords.split(name)).isDisjoint(with: errorScreenWords) else { return false }
        return file.index.calls("Button", "Link", "NavigationLink", "Toggle").filter { type.encloses($0) }.count == 1
    }

    /// Views a person acts on or fills in: beside one of them an "OK" confirms a choice.
    static let controlCalls: Set<String> = [
        "Button", "Link", "NavigationLink", "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "DatePicker",
        "Stepper", "Slider", "Menu",
    ]

    /// True for the one control of an `if`/`else` branch that shows text: a notice ("… will be
    /// added to your contacts") whose "OK" acknowledges it, like an alert's single action
    /// (olvid-ios MutualScanFinalProgressView). Any other button, link or field in the branch
    /// makes the "OK" a choice.
    static func isTheOneControlOfANotice(_ control: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        var current = control.parent
        while let node = current, !node.is(DeclSyntax.self) {
            if let branch = node.as(CodeBlockSyntax.self), branch.parent?.is(IfExprSyntax.self) == true {
                let calls = file.index.calls(within: branch)
                let controls = calls.filter { call in
                    guard let name = call.calleeName else { return false }
                    return controlCalls.contains(name) || (name.hasSuffix("Button") && name.first?.isUppercase == true)
                }
                return controls.count == 1 && controls[0].id == control.id
                    && calls.contains { $0.calleeName == "Text" && !control.encloses($0) }
            }
            current = node.parent
        }
        return false
    }

    /// Nil when the label is fine where it stands: an "OK" that only acknowledges.
    private func confidence(forVague key: String, _ label: ButtonLabel, in file: SwiftFile) -> Confidence? {
        guard key == "ok" || key == "okay" else { return .high }
        switch label.context {
        case .alertAction(let count):
            guard let count, count > 1 else { return nil }
            // An OK that only closes the alert beside the action that does something
            // ("Settings", "Copy") acknowledges; it confirms nothing.
            return Self.onlyClosesTheAlert(label) ? nil : .high
        case .control(let control):
            if Self.isAnErrorScreensOnlyButton(control, in: file) || Self.isTheOneControlOfANotice(control, in: file) { return nil }
            return ButtonLabel.onlyDismisses(control) == false ? .medium : nil
        case .uiKit:
            return nil
        }
    }
}
