import SwiftSyntax
import ThumbruleCore

/// A UIKit button whose tap handler starts asynchronous work (a `Task` that awaits, a
/// completion-handler network call) in a type that never disables a control or shows
/// progress: no `isEnabled`, `isUserInteractionEnabled`, `showsActivityIndicator`,
/// `UIActivityIndicatorView`, and no property named for work in flight.
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
            final class MenuViewController: UIViewController {
                let menu = UIMenu(children: [UIAction(title: "Refresh") { _ in Task { await reload() } }])
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.importedModules.contains("UIKit") else { return }
        var handlers: [(node: Syntax, action: AsyncAction.Handler)] = []
        for target in file.index.calls("addTarget") {
            guard target.argument("for")?.expression.trimmedSourceText.contains("touchUpInside") ?? true,
                  let selector = target.argument("action")?.expression.as(MacroExpansionExprSyntax.self),
                  let name = selector.arguments.first?.expression.lastNameComponent
                    ?? selector.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent
            else { continue }
            handlers.append((Syntax(target), .function(name)))
        }
        for action in file.index.calls("UIAction") {
            guard let closure = action.trailingClosure ?? action.argument("handler")?.expression.as(ClosureExprSyntax.self),
                  let argument = action.parent?.as(LabeledExprSyntax.self),
                  let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  owner.calleeName == "UIButton" && argument.label?.text == "primaryAction" || owner.calleeName == "addAction" else { continue }
            handlers.append((Syntax(action), .body(Syntax(closure))))
        }
        for handler in handlers {
            guard let type = handler.node.enclosingTypeDeclaration,
                  let work = AsyncAction.startedWork(by: handler.action, in: type, file),
                  let write = AsyncAction.write(among: work.names, title: nil),
                  !AsyncAction.showsBusyState(type, markers: AsyncWork.uiKitBusyMarkers + ["ProgressView"], file) else { continue }
            output.report(
                "This button's handler starts \(write) asynchronously (line \(file.line(of: work.call))) and nothing in this type disables the button or shows progress while it runs, so a second tap sends it again; set isEnabled = false (or configuration.showsActivityIndicator = true) when the work starts and restore it when it ends.",
                at: file.position(of: handler.node), confidence: .medium)
        }
    }
}
