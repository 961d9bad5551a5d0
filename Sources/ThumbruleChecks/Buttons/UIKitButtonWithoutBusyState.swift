import SwiftSyntax
import ThumbruleCore

/// A UIKit button whose tap handler starts asynchronous work (a `Task` that awaits, a
/// completion-handler network call) and never marks that button busy. The handler (or a
/// method of the type it calls) must set `isEnabled` or `showsActivityIndicator` on this
/// button, its sender or a view around it (not on another button of the file), block
/// the screen (`isUserInteractionEnabled`, a spinner's `startAnimating`, a HUD), set a
/// flag named for work in flight or one with a `didSet`, or guard itself against a second
/// tap. Another button's busy state in the same type does not count; a handler that
/// dismisses the screen needs none.
///
/// Handlers are found through `addTarget(_:action: #selector(name), for:)` and
/// `UIAction` closures given to `UIButton(primaryAction:)` or `addAction(_:for:)`.
/// Only work that writes is reported (see `ButtonWithoutBusyState`).
/// Medium confidence: quick work needs no busy state, and a busy state may be shown by a
/// shared HUD under a name without a busy word. Known false negatives: handlers in
/// another type, busy state set by a superclass.
struct UIKitButtonWithoutBusyState: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "button-state.uikit-no-busy-state",
        ruleId: "button-state",
        summary: "A UIKit button handler that starts async work in a type that never disables a control or shows progress",
        triggering: [
            CheckExample("""
            import UIKit
            final class CommentViewController: UIViewController {
                private let sendButton = UIButton(type: .system)
                private lazy var likeButton = UIButton(primaryAction: ↓UIAction { [weak self] _ in
                    Task { await self?.api.sendLike() }
                })

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓sendButton.addTarget(self, action: #selector(send), for: .touchUpInside)
                }

                @objc private func send() {
                    URLSession.shared.dataTask(with: request) { _, _, _ in }.resume()
                }
            }
            """),
            CheckExample("""
            import UIKit
            final class OrderViewController: UIViewController {
                private let payButton = UIButton(type: .system)
                private let saveButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    payButton.addTarget(self, action: #selector(pay), for: .touchUpInside)
                    ↓saveButton.addTarget(self, action: #selector(saveDraft), for: .touchUpInside)
                }

                @objc private func pay() {
                    payButton.isEnabled = false
                    Task { await checkout.pay(); payButton.isEnabled = true }
                }

                @objc private func saveDraft() {
                    Task { await drafts.save(order) }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import UIKit
            final class CommentViewController: UIViewController {
                private let sendButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    sendButton.addTarget(self, action: #selector(send), for: .touchUpInside)
                }

                @objc private func send() {
                    sendButton.isEnabled = false
                    Task {
                        await api.send()
                        sendButton.isEnabled = true
                    }
                }
            }
            """),
            CheckExample("""
            import UIKit
            final class ShareViewController: UIViewController {
                private let postButton = UIButton(type: .system)
                private let doneButton = UIButton(type: .system)
                private var isPosting = false { didSet { postButton.configuration?.showsActivityIndicator = isPosting } }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    postButton.addTarget(self, action: #selector(post), for: .touchUpInside)
                    doneButton.addTarget(self, action: #selector(saveAndClose), for: .touchUpInside)
                }

                @objc private func post() {
                    isPosting = true
                    Task { await api.post(draft); isPosting = false }
                }

                @objc private func saveAndClose() {
                    Task { await drafts.save(draft) }
                    dismiss(animated: true)
                }
            }
            """),
            CheckExample("""
            import UIKit
            final class MenuViewController: UIViewController {
                let menu = UIMenu(children: [UIAction(title: "Refresh") { _ in Task { await reload() } }])
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.importedModules.contains("UIKit") else { return }
        var handlers: [(node: Syntax, action: AsyncAction.Handler, button: String?)] = []
        for target in file.index.calls("addTarget") {
            guard target.argument("for")?.expression.trimmedSourceText.contains("touchUpInside") ?? true,
                  let selector = target.argument("action")?.expression.as(MacroExpansionExprSyntax.self),
                  let name = selector.arguments.first?.expression.lastNameComponent
                    ?? selector.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent
            else { continue }
            handlers.append((Syntax(target), .function(name), target.receiver?.lastNameComponent))
        }
        for action in file.index.calls("UIAction") {
            guard let closure = action.trailingClosure ?? action.argument("handler")?.expression.as(ClosureExprSyntax.self),
                  let argument = action.parent?.as(LabeledExprSyntax.self),
                  let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  owner.calleeName == "UIButton" && argument.label?.text == "primaryAction" || owner.calleeName == "addAction" else { continue }
            var button = owner.receiver?.lastNameComponent
            if owner.calleeName == "UIButton", case .stored(let name, _, _) = ExprSyntax(owner).valueDestination { button = name }
            handlers.append((Syntax(action), .body(Syntax(closure)), button))
        }
        let buttons = Set(handlers.compactMap(\.button))
        for handler in handlers {
            guard let type = handler.node.enclosingTypeDeclaration,
                  let work = AsyncAction.startedWork(by: handler.action, in: type, file),
                  let write = AsyncAction.write(among: work.names, title: nil) else { continue }
            let scopes = AsyncAction.scopes(of: handler.action, in: type, file)
            let flags = AsyncAction.flagsSet(in: scopes, file)
            guard !AsyncAction.dismisses(scopes, file), !AsyncAction.guardsReentry(scopes, flags: flags, file),
                  !Self.marksBusy(scopes, otherButtons: buttons.subtracting([handler.button].compactMap { $0 }), flags: flags, in: type, file)
            else { continue }
            output.report(
                "This button's handler starts \(write) asynchronously (line \(file.line(of: work.call))) and nothing in this type disables the button or shows progress while it runs, so a second tap sends it again; set isEnabled = false (or configuration.showsActivityIndicator = true) when the work starts and restore it when it ends.",
                at: file.position(of: handler.node), confidence: .medium)
        }
    }

    /// Members that disable one control or show it busy: they count unless set on another button.
    static let controlBusyMembers: Set<String> = ["isEnabled", "showsActivityIndicator"]

    /// True when the tap's code marks this button busy (see the type's comment).
    static func marksBusy(_ scopes: [Syntax], otherButtons: Set<String>, flags: Set<String>, in type: DeclSyntax, _ file: SwiftFile) -> Bool {
        let observed = file.index.variables.contains { variable in
            type.encloses(variable) && variable.bindings.contains { binding in
                binding.accessorBlock != nil && flags.contains(binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "")
            }
        }
        if observed || flags.contains(where: AsyncAction.isBusyName) { return true }
        return scopes.contains { scope in
            let screenWide = Set(AsyncWork.uiKitBusyMarkers).subtracting(controlBusyMembers).union(["ProgressView"])
            if file.index.names(within: scope).contains(where: { screenWide.contains($0) || AsyncAction.isBusyName($0) }) { return true }
            return file.index.memberAccesses(within: scope).contains { access in
                guard controlBusyMembers.contains(access.declName.baseName.text) else { return false }
                let path = access.basePath ?? ""
                let root = (path.hasPrefix("self.") ? path.dropFirst(5) : Substring(path)).split(separator: ".").first.map(String.init) ?? ""
                return !otherButtons.contains(root)
            }
        }
    }
}
