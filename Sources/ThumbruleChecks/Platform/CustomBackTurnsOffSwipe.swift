import SwiftSyntax
import ThumbruleCore

/// A pushed screen whose back button the app replaces with its own: SwiftUI's
/// `navigationBarBackButtonHidden(true)` on a view whose toolbar has a button that calls
/// `dismiss()`, or a UIKit `leftBarButtonItem` whose action pops the navigation controller. Either turns off the
/// edge swipe that pops the screen, and no file of the project gives it back through
/// `interactivePopGestureRecognizer` (the usual fix: set its delegate, or re-enable it).
///
/// Only replacements that go back are judged: a hidden back button with nothing that dismisses
/// is a deliberate dead end (a finished purchase), and a left item that closes a modal does not
/// pop. A hide inside one branch of an `if` is judged by that branch alone: a modifier whose
/// `hidden` branch only removes the back button and whose other branch adds the custom one has
/// its dead end in the first branch, and only the second replaces the back button. Medium confidence: whether the screen is pushed or the root of a modal is decided at
/// run time. Known false negatives: custom back buttons built in a helper of another file.
struct CustomBackTurnsOffSwipe: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "nav-back.custom-back-no-swipe",
        ruleId: "nav-back",
        summary: "A custom back button on a pushed screen turns off the edge swipe back",
        scopes: [.app],
        triggering: [
            CheckExample("""
            import SwiftUI

            struct OrderDetail: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    List { Text("Order") }
                        ↓.navigationBarBackButtonHidden(true)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button { dismiss() } label: { Image(systemName: "chevron.left") }
                            }
                        }
                }
            }
            """),
            CheckExample("""
            import SwiftUI

            struct ReportForm: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Form { Text("What happened?") }
                        ↓.navigationBarBackButtonHidden(true)
                        .navigationBarItems(leading: Button(action: { dismiss() }) { Image(systemName: "chevron.left") })
                }
            }
            """),
            CheckExample("""
            import UIKit

            final class PlanViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let back = UIButton(type: .system)
                    back.setImage(UIImage(systemName: "arrow.left"), for: .normal)
                    back.addTarget(self, action: #selector(goBack), for: .touchUpInside)
                    navigationItem.↓leftBarButtonItem = UIBarButtonItem(customView: back)
                }

                @objc private func goBack() {
                    navigationController?.popViewController(animated: true)
                }

                // A stack is built for the editor, but the editor is pushed onto this one.
                func openEditor() {
                    let editor = EditorViewController()
                    let stack = UINavigationController(rootViewController: editor)
                    editor.navigationItem.↓leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(goBack))
                    stack.modalPresentationStyle = .fullScreen
                    navigationController?.pushViewController(editor, animated: true)
                }
            }
            """),
        ],
        nonTriggering: [
            // The branch that only hides the back button adds nothing that goes back.
            CheckExample("""
            import SwiftUI

            struct PagerBackModifier: ViewModifier {
                @Environment(\\.dismiss) private var dismiss
                let locked: Bool
                func body(content: Content) -> some View {
                    if locked {
                        content
                            .navigationBarBackButtonHidden(true)
                    } else {
                        content
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) {
                                    Button { dismiss() } label: { Image(systemName: "arrow.left") }
                                }
                            }
                    }
                }
            }
            """),
            // The swipe is given back.
            CheckExample(files: [
                ("App/OrderDetail.swift", """
                import SwiftUI

                struct OrderDetail: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View {
                        List { Text("Order") }
                            .navigationBarBackButtonHidden(true)
                            .toolbar { Button("Back") { dismiss() } }
                    }
                }
                """),
                ("App/SwipeBack.swift", """
                import UIKit

                extension UINavigationController: @retroactive UIGestureRecognizerDelegate {
                    override open func viewDidLoad() {
                        super.viewDidLoad()
                        interactivePopGestureRecognizer?.delegate = self
                    }
                    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                        viewControllers.count > 1
                    }
                }
                """),
            ]),
            // A dead end on purpose: nothing goes back from the receipt.
            CheckExample("""
            import SwiftUI

            struct Receipt: View {
                var body: some View {
                    Text("Thank you").navigationBarBackButtonHidden(true)
                }
            }
            """),
            // Back asks before discarding edits; the dismiss is the alert's, not a back button's.
            CheckExample("""
            import SwiftUI

            struct EditProfile: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var confirming = false
                var body: some View {
                    Form { Text("Name") }
                        .navigationBarBackButtonHidden(true)
                        .toolbar { Button("Cancel") { confirming = true } }
                        .alert("Discard changes?", isPresented: $confirming) {
                            Button("Discard", role: .destructive) { dismiss() }
                        }
                }
            }
            """),
            // A wrapper that makes its content the root of a stack of its own, with a close button
            // in the back button's place: the root of a stack has no swipe back.
            CheckExample("""
            import SwiftUI

            struct ModalNavigation<Content: View>: View {
                @Environment(\\.dismiss) private var dismiss
                let content: () -> Content
                var body: some View {
                    NavigationStack {
                        content()
                            .navigationBarBackButtonHidden(true)
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) {
                                    Button { dismiss() } label: { Image(systemName: "arrow.backward") }
                                }
                            }
                    }
                }
            }
            """),
            // A modal's Close item dismisses the modal; nothing is popped.
            CheckExample("""
            import UIKit

            final class ComposeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
                }

                @objc private func close() { dismiss(animated: true) }
            }
            """),
            // The item sits on the root of a navigation controller built here and presented:
            // the first screen of a stack has no swipe back.
            CheckExample("""
            import UIKit

            final class LibraryViewController: UIViewController {
                func openEditor() {
                    let editor = EditorViewController()
                    let navigation = UINavigationController(rootViewController: editor)
                    editor.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(leave))
                    present(navigation, animated: true)
                }

                @objc private func leave() { navigationController?.popViewController(animated: true) }
            }
            """),
            // The item is set only when the screen is presented modally, where it is the first
            // screen and has no swipe back.
            CheckExample("""
            import UIKit

            final class NoticeViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    guard isModalInPresentation else { return }
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(leave))
                }

                @objc private func leave() {
                    if isModalInPresentation { dismiss(animated: true) } else { navigationController?.popViewController(animated: true) }
                }
            }
            """),
        ]
    )

    static let replacements = FactKey<SourcePosition>("nav-back.custom-back-no-swipe.replacement")
    static let restorations = FactKey<SourcePosition>("nav-back.custom-back-no-swipe.restoration")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses("interactivePopGestureRecognizer") {
            output.facts.add(file.position(of: member), for: Self.restorations)
        }
        for reference in file.index.references("interactivePopGestureRecognizer") {
            output.facts.add(file.position(of: reference), for: Self.restorations)
        }
        for call in file.index.calls("navigationBarBackButtonHidden") where Self.hides(call) && !Self.isOnItsOwnStacksRoot(call) {
            guard let type = call.enclosingTypeDeclaration,
                  Self.dismissesOnTap(within: Self.branch(of: call, within: type) ?? Syntax(type), file) else { continue }
            let name = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
            output.facts.add(file.position(of: name), for: Self.replacements)
        }
        for member in file.index.memberAccesses("leftBarButtonItem") where member.isAssigned {
            guard Self.popsThroughAction(member, file), !Self.isOnANewStacksRoot(member, file),
                  !Self.isSetOnlyWhenModal(member) else { continue }
            output.facts.add(file.position(of: member.declName), for: Self.replacements)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard project.shippingFacts(Self.restorations, at: { $0 }).isEmpty else { return }
        for position in project.shippingFacts(Self.replacements, at: { $0 }) {
            output.report(
                "This replaces the back button with the app's own, which turns off the swipe from the left edge that pops the screen, and nothing in the project gives it back; keep the system back button (style it through the navigation bar's appearance), or re-enable interactivePopGestureRecognizer for pushed screens.",
                at: position, confidence: .medium)
        }
    }

    /// `navigationBarBackButtonHidden()` and `navigationBarBackButtonHidden(true)`.
    static func hides(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.arguments.first else { return true }
        return argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// Containers whose content closure is the root screen of a navigation stack of its own.
    static let stackContainers: Set<String> = ["NavigationStack", "NavigationView"]

    /// True when the hidden back button is the root's of a stack built right there
    /// (`NavigationStack { build().navigationBarBackButtonHidden(true) … }`): the first screen of
    /// a stack has no back button and no edge swipe to lose, whether the stack is presented or a
    /// wrapper hosts it. The SwiftUI counterpart of `isOnANewStacksRoot`.
    static func isOnItsOwnStacksRoot(_ call: FunctionCallExprSyntax) -> Bool {
        guard let item = call.outermostModifiedExpression.parent?.as(CodeBlockItemSyntax.self),
              let stack = item.parent?.parent?.as(ClosureExprSyntax.self)?.invokingCall else { return false }
        return stackContainers.contains(stack.calleeName ?? "")
    }

    /// The innermost branch of an `if` inside `type` that holds `call`, or nil.
    static func branch(of call: FunctionCallExprSyntax, within type: DeclSyntax) -> Syntax? {
        var node = call.parent
        while let current = node, current.id != type.id {
            if current.is(CodeBlockSyntax.self), current.parent?.is(IfExprSyntax.self) == true { return current }
            node = current.parent
        }
        return nil
    }

    /// A `dismiss()` of the environment action, or `presentationMode.wrappedValue.dismiss()`,
    /// inside a button of `type` (the view, or the branch of it that hides the back button).
    static func dismissesOnTap(within type: Syntax, _ file: SwiftFile) -> Bool {
        file.index.calls("dismiss").contains { call in
            guard call.arguments.isEmpty, type.encloses(call) else { return false }
            // The button stands in the toolbar, where the back button was; a Discard in an alert
            // guards unsaved work instead.
            var node = call.parent
            var inButton = false
            while let current = node, current.id != type.id {
                if let closure = current.as(ClosureExprSyntax.self), let caller = closure.invokingCall?.calleeName {
                    if caller == "Button" { inButton = true }
                    if inButton, caller == "toolbar" { return true }
                }
                // `.navigationBarItems(leading: Button { dismiss() } …)`, the older form.
                if inButton, current.as(FunctionCallExprSyntax.self)?.calleeName == "navigationBarItems" { return true }
                node = current.parent
            }
            return false
        }
    }

    /// True when the item is set on `controller.navigationItem` where the same function makes
    /// `controller` the root of a new navigation controller and presents that
    /// (`let stack = UINavigationController(rootViewController: controller)`, `present(stack, …)`):
    /// the first screen of a stack has no edge swipe back to lose. A controller pushed after all
    /// is still reported.
    static func isOnANewStacksRoot(_ item: MemberAccessExprSyntax, _ file: SwiftFile) -> Bool {
        guard let navigationItem = item.base?.as(MemberAccessExprSyntax.self), navigationItem.declName.baseName.text == "navigationItem",
              let controller = navigationItem.base?.trimmedSourceText, let function = item.enclosingFunction else { return false }
        let presented = Set(file.index.calls("present").filter { function.encloses($0) }.compactMap { $0.arguments.first?.expression.trimmedSourceText })
        return file.index.calls("UINavigationController").contains { call in
            guard function.encloses(call), call.argument("rootViewController")?.expression.trimmedSourceText == controller,
                  let stack = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedSourceText else { return false }
            return presented.contains(stack)
        }
    }

    /// True when the assignment runs only under `isModalInPresentation`: inside
    /// `if isModalInPresentation { … }`, or after `guard isModalInPresentation else { return }` in
    /// the same function. A modally presented screen is the first of its stack: no swipe to lose.
    static func isSetOnlyWhenModal(_ item: MemberAccessExprSyntax) -> Bool {
        func isModalTest(_ conditions: ConditionElementListSyntax) -> Bool {
            conditions.contains { ["isModalInPresentation", "self.isModalInPresentation"].contains($0.condition.trimmedDescription) }
        }
        guard let function = item.enclosingFunction else { return false }
        var node = item.parent
        while let current = node, current.id != function.id {
            if let branch = current.as(CodeBlockSyntax.self), let test = branch.parent?.as(IfExprSyntax.self),
               test.body.id == branch.id, isModalTest(test.conditions) { return true }
            node = current.parent
        }
        return function.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.position < item.position, let statement = token.parent?.as(GuardStmtSyntax.self),
                  statement.guardKeyword.id == token.id else { return false }
            return isModalTest(statement.conditions)
        }
    }

    /// The item's action pops the navigation controller: the selector of
    /// `UIBarButtonItem(…, action: #selector(goBack))`, or of the `addTarget` of the view in
    /// `UIBarButtonItem(customView: back)`, names a function of the file that pops.
    static func popsThroughAction(_ item: MemberAccessExprSyntax, _ file: SwiftFile) -> Bool {
        guard let value = ExprSyntax(item).assignedValue?.as(FunctionCallExprSyntax.self), value.calleeName == "UIBarButtonItem" else { return false }
        var selectors: [MacroExpansionExprSyntax] = []
        if let action = value.argument("action")?.expression.as(MacroExpansionExprSyntax.self) { selectors.append(action) }
        if let view = value.argument("customView")?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let function = item.enclosingFunction {
            for target in file.index.calls("addTarget") where function.encloses(target)
                && target.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == view {
                if let action = target.argument("action")?.expression.as(MacroExpansionExprSyntax.self) { selectors.append(action) }
            }
        }
        let actions = selectors.filter { $0.macroName.text == "selector" }.compactMap { selector in
            selector.arguments.first?.expression.trimmedDescription.split(separator: ".").last.map { String($0.prefix { $0 != "(" }) }
        }
        guard !actions.isEmpty else { return false }
        let pops = file.index.calls("popViewController", "popToRootViewController")
        return file.index.functions.contains { action in
            actions.contains(action.name.text) && pops.contains { action.encloses($0) }
        }
    }
}
