import SwiftSyntax
import ThumbruleCore

/// A UIKit overlay laid over the whole screen by hand, with `addSubview` onto the window (or the
/// root view controller's view), whose name says it is modal (a popup, alert, dialog, menu,
/// sheet, overlay, lock or login screen) and that never sets `accessibilityViewIsModal`. A
/// presented view controller or `UIAlertController` keeps VoiceOver inside; a view dropped on
/// the window does not, so swiping past its last element walks onto the screen underneath and
/// double-tapping there acts on something the person cannot see. No Android Lint check covers
/// this.
///
/// Left alone: views that do not block (toasts, banners, HUDs and loading or progress
/// indicators, blur covers, tooltips, bubbles), controls and floating pieces laid on the window
/// (a menu button), a view made with a frame under 200pt high (a reactions bar above its button),
/// a view whose touches the adding code turns off, a presenting type or an
/// overlay type (or one of its superclasses) that mentions `accessibilityViewIsModal`, and a
/// presenting type that posts `.screenChanged` or hides the screen behind with
/// `accessibilityElementsHidden`.
struct UIKitOverlayNotModal: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-focus.uikit-overlay-not-modal",
        ruleId: "a11y-focus",
        summary: "A custom UIKit overlay added onto the window that VoiceOver can leave for the screen behind",
        triggering: [
            CheckExample("""
            final class PopupMenuController {
                static func show(from sourceView: UIView, items: [MenuItem]) {
                    guard let window = sourceView.window else { return }
                    let menuController = PopupMenuViewController(items: items)
                    ↓window.addSubview(menuController.view)
                    menuController.view.frame = window.bounds
                }
            }
            """),
            // A lock screen laid over the app, and a dialog on the key window, built in another file.
            CheckExample(files: [
                ("App/LockFlow.swift", """
                final class LockFlow {
                    func showLock(in window: UIWindow) {
                        let lock = PasscodeLockView()
                        ↓window.addSubview(lock)
                        lock.pinToEdges()
                    }

                    func confirmDelete() {
                        let dialog = ConfirmDialogView(title: "Delete?")
                        ↓UIApplication.shared.keyWindow?.addSubview(dialog)
                    }
                }
                """),
                ("App/ConfirmDialogView.swift", """
                final class ConfirmDialogView: UIView {
                    init(title: String) {
                        super.init(frame: UIScreen.main.bounds)
                        backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The overlay marks itself modal in its own file, through a base class.
            CheckExample(files: [
                ("App/LockFlow.swift", """
                final class LockFlow {
                    func showLock(in window: UIWindow) {
                        let lock = PasscodeLockView()
                        window.addSubview(lock)
                    }
                }
                """),
                ("App/PasscodeLockView.swift", """
                final class PasscodeLockView: ModalCardView {}
                class ModalCardView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        accessibilityViewIsModal = true
                    }
                }
                """),
            ]),
            // The presenting code marks it modal and announces the new screen.
            CheckExample("""
            final class AlertPresenter {
                func show(_ alert: CustomAlertView, on window: UIWindow) {
                    alert.accessibilityViewIsModal = true
                    window.addSubview(alert)
                    UIAccessibility.post(notification: .screenChanged, argument: alert)
                }
            }
            """),
            // Views that do not block: a toast, a loading overlay, a privacy blur; and a menu
            // added to an ordinary view, not over the window.
            CheckExample("""
            final class Feedback {
                func showToast(_ toast: ToastView, in window: UIWindow) {
                    window.addSubview(toast)
                }
                func startLoading() {
                    let loadingOverlay = LoadingOverlayView()
                    UIApplication.shared.keyWindow?.addSubview(loadingOverlay)
                }
                func sceneWillResignActive(_ window: UIWindow) {
                    window.addSubview(blurringView)
                }
                func showMenu(in cell: UITableViewCell) {
                    cell.contentView.addSubview(menuView)
                }
                func addShortcut(to window: UIWindow) {
                    window.addSubview(floatingMenuButton)
                }
                // entourage-ios: a reactions bar, 50pt high, laid on the window just above the like button.
                func showReactionsPopup(above likeButton: UIView) {
                    let barHeight: CGFloat = 50
                    guard let anchor = likeButton.superview?.convert(likeButton.frame, to: nil) else { return }
                    let barFrame = CGRect(x: anchor.midX - 125, y: anchor.minY - barHeight, width: 250, height: barHeight)
                    let popup = ReactionPickerPopupView(frame: barFrame)
                    if let window = UIApplication.shared.windows.first(where: { $0.isKeyWindow }) {
                        window.addSubview(popup)
                    }
                }
                func showTutorial(on window: UIWindow) {
                    let overlay = TutorialOverlayView()
                    overlay.isUserInteractionEnabled = false
                    window.addSubview(overlay)
                }
            }
            """),
        ]
    )

    struct Candidate: Sendable, Codable {
        let position: SourcePosition
        let overlay: String
        let types: [String]
    }

    static let candidates = FactKey<Candidate>("a11y-focus.uikit-overlay-not-modal")
    /// Types whose own code mentions `accessibilityViewIsModal`.
    static let modalTypes = FactKey<String>("a11y-focus.uikit-overlay-not-modal.modal-type")

    /// Words of a name that say the view blocks the screen until it is answered or closed.
    private static let modalWords: Set<String> = [
        "popup", "pop", "alert", "dialog", "dialogue", "modal", "sheet", "menu", "overlay", "lock", "login", "passcode",
    ]
    /// Words of a name that say the view does not block: the reader may leave it.
    private static let passingWords: Set<String> = [
        "toast", "hud", "banner", "snackbar", "snack", "loading", "loader", "progress", "spinner", "activity", "indicator",
        "blur", "blurring", "splash", "launch", "tooltip", "tip", "hint", "bubble", "spotlight", "coach", "debug", "status",
        "confetti", "watermark", "touch", "fps",
        // A control or a small floating piece laid on the window, not a layer over it.
        "button", "badge", "label", "icon", "image", "bar", "handle", "chip", "floating", "mini", "pip",
    ]
    /// Names that mention containing focus.
    private static let focusNames: Set<String> = ["accessibilityViewIsModal", "screenChanged", "accessibilityElementsHidden"]
    /// The owners of a view that covers the screen: `rootViewController.view`.
    private static let rootOwners: Set<String> = ["rootViewController", "navigationController", "tabBarController", "splitViewController"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let name = "accessibilityViewIsModal"
        let mentions = file.index.references(name).map(Syntax.init) + file.index.memberAccesses(name).map(Syntax.init)
            + file.index.variables.filter { $0.bindings.contains { $0.pattern.trimmedSourceText == name } }.map(Syntax.init)
        for mention in mentions {
            if let type = mention.enclosingTypeName { output.facts.add(type, for: Self.modalTypes) }
        }
        for call in file.index.calls("addSubview") {
            guard let receiver = call.modifiedExpression, Self.coversScreen(receiver),
                  let added = call.arguments.first?.expression else { continue }
            let owner = call.enclosingTypeDeclaration.map(Syntax.init) ?? call.enclosingCodeBody
            if let owner, !file.index.names(within: owner).isDisjoint(with: Self.focusNames) { continue }
            let types = Self.declaredTypes(of: added, near: call, file.index)
            var words = Set(NameWords.split(added.trimmedSourceText))
            for type in types { words.formUnion(NameWords.split(type)) }
            let context = NameWords.split(receiver.trimmedSourceText) + NameWords.split(call.enclosingFunctionName ?? "")
            guard !words.isDisjoint(with: Self.modalWords), words.isDisjoint(with: Self.passingWords),
                  Set(context).isDisjoint(with: Self.passingWords) else { continue }
            if Self.passesTouches(added, near: call, file.index) || Self.hasSmallFrame(added, near: call, file.index) { continue }
            let overlay = types.first { $0.first?.isUppercase == true } ?? added.trimmedSourceText
            output.facts.add(Candidate(position: file.position(of: call), overlay: overlay, types: types), for: Self.candidates)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let modal = Set(project.facts.values(Self.modalTypes))
        for candidate in project.facts.values(Self.candidates) {
            let lineage = candidate.types.flatMap { [$0] + project.symbols.superclasses(of: $0) }
            guard modal.isDisjoint(with: lineage) else { continue }
            output.report(
                "\(candidate.overlay) is laid over the whole screen with addSubview but never sets accessibilityViewIsModal, so VoiceOver swipes past it onto the screen underneath and the person acts on controls they cannot see. Set accessibilityViewIsModal = true on the overlay and post UIAccessibility.post(notification: .screenChanged, argument:) with its first element when it appears, or present it as a view controller.",
                at: candidate.position, confidence: .medium)
        }
    }

    /// The code that adds the view turns its touches off (`overlay.isUserInteractionEnabled = false`):
    /// it is a picture laid over the screen, not something that waits for an answer.
    private static func passesTouches(_ added: ExprSyntax, near call: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        guard let body = call.enclosingCodeBody else { return false }
        let name = added.unwrapped.trimmedSourceText
        return index.memberAccesses(within: body).contains { access in
            access.declName.baseName.text == "isUserInteractionEnabled" && access.base?.unwrapped.trimmedSourceText == name
                && access.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        }
    }

    /// Heights under which a view laid on the window is a strip beside its anchor, not a layer over the screen.
    static let smallHeight = 200.0

    /// The added view is made with a frame whose height is a small number (`ReactionsPopupView(…,
    /// frame: popupFrame)` after `let popupFrame = CGRect(x: …, y: …, width: 250, height: 50)`):
    /// a bubble over its button, with the screen beside it in view, not an overlay.
    private static func hasSmallFrame(_ added: ExprSyntax, near call: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        var made = added.unwrapped.as(FunctionCallExprSyntax.self)
        if made == nil, let name = added.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text {
            made = localInitializer(of: name, near: call, index)?.as(FunctionCallExprSyntax.self)
        }
        guard var frame = made?.argument("frame")?.expression else { return false }
        if let name = frame.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = localInitializer(of: name, near: call, index) { frame = value }
        guard let rect = frame.as(FunctionCallExprSyntax.self), rect.calleeName == "CGRect",
              let height = rect.argument("height")?.expression, let points = number(height, near: call, index) else { return false }
        return points < smallHeight
    }

    /// A number literal, or a local constant set to one.
    private static func number(_ expression: ExprSyntax, near call: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Double? {
        var value = expression
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let initial = localInitializer(of: name, near: call, index) { value = initial }
        if let integer = value.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
        return value.as(FloatLiteralExprSyntax.self).flatMap { Double($0.literal.text) }
    }

    /// The initial value of a variable of this name declared in the function of the call.
    private static func localInitializer(of name: String, near call: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> ExprSyntax? {
        guard let function = call.ancestor(where: { $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self) }) else { return nil }
        for variable in index.variables where variable.position >= function.position && variable.endPosition <= function.endPosition {
            if let binding = variable.bindings.first(where: { $0.pattern.trimmedSourceText == name }) { return binding.initializer?.value }
        }
        return nil
    }

    /// A window (`window`, `keyWindow`, `view.window`, `windows.first`, `topWindow()`) or a root
    /// view controller's view.
    private static func coversScreen(_ receiver: ExprSyntax) -> Bool {
        let base = receiver.unwrapped
        let name = base.as(FunctionCallExprSyntax.self)?.calleeName ?? base.lastNameComponent ?? ""
        if name.lowercased().hasSuffix("window") { return true }
        guard let member = base.as(MemberAccessExprSyntax.self), let owner = member.base?.lastNameComponent else { return false }
        if ["first", "last"].contains(name) { return owner == "windows" }
        return name == "view" && rootOwners.contains(owner)
    }

    /// The types (or factory names) the added view is made from: `let menu = PopupMenuViewController()`
    /// for `menu.view`, `let lock: PasscodeLockView` for `lock`, in the same function or type.
    private static func declaredTypes(of added: ExprSyntax, near call: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> [String] {
        if let direct = added.as(FunctionCallExprSyntax.self) { return [direct.calleeName].compactMap { $0 } }
        // `menu.view` is the view of `menu`; `self.lock` is `lock`.
        var root = added.unwrapped
        if let member = root.as(MemberAccessExprSyntax.self), let base = member.base?.unwrapped {
            let owner = base.as(DeclReferenceExprSyntax.self)?.baseName.text
            if owner == "self" { return declaredTypes(of: member.declName.baseName.text, near: call, index) }
            if member.declName.baseName.text == "view" { root = base }
        }
        guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text, name != "self" else { return [] }
        return declaredTypes(of: name, near: call, index)
    }

    /// The types a variable of this name is declared with or made from, in the function or type of the call.
    private static func declaredTypes(of name: String, near call: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> [String] {
        let function = call.ancestor(where: { $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self) })
        let type = call.enclosingTypeDeclaration
        let declarations = index.variables.filter { variable in
            guard variable.bindings.contains(where: { $0.pattern.trimmedSourceText == name }) else { return false }
            if let function, variable.position >= function.position, variable.endPosition <= function.endPosition { return true }
            return type != nil && variable.enclosingTypeDeclaration?.id == type?.id && variable.ancestor(where: \.isCodeBody) == nil
        }
        var types: [String] = []
        for declaration in declarations {
            for binding in declaration.bindings where binding.pattern.trimmedSourceText == name {
                if let annotation = binding.typeAnnotation?.type { types += NameWords.classNames(in: annotation.trimmedSourceText) }
                if let made = binding.initializer?.value.as(FunctionCallExprSyntax.self), let callee = made.calleeName { types.append(callee) }
            }
        }
        return types
    }
}

private extension ExprSyntax {
    /// The expression without the `?` or `!` after it: `window?` → `window`.
    var unwrapped: ExprSyntax {
        if let optional = self.as(OptionalChainingExprSyntax.self) { return optional.expression.unwrapped }
        if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.unwrapped }
        return self
    }
}
