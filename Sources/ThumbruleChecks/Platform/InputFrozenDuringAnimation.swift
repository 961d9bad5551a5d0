import SwiftSyntax
import ThumbruleCore

/// Input switched off for the whole screen while something animates: UIKit's
/// `beginIgnoringInteractionEvents()` (deprecated since iOS 13), which drops every touch in the
/// app until the matching end call, or `isUserInteractionEnabled = false` on a window or a view
/// controller's root view that only an animation's completion turns back on. Either way a tap
/// made during the transition is lost without a sign, and a completion that never runs leaves
/// the screen dead.
///
/// `beginIgnoringInteractionEvents()` is reported only in a function that also starts an
/// animation (`UIView.animate…`, `transition…`, `startAnimation`, `addCompletion`); a freeze
/// around a network wait belongs to the loading rules. For `isUserInteractionEnabled` only the
/// root of the screen counts (a receiver named `window` or `keyWindow`, or `view` / `self.view` /
/// `navigationController?.view` in a type named `…Controller`): turning off one control while
/// its own action runs is the right way to stop a double tap. The re-enable must sit in a
/// completion (`completion:` or the trailing closure of `UIView.animate…` /
/// `transition…`, or `addCompletion`) in the same function. No Android Lint check covers this.
struct InputFrozenDuringAnimation: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "motion-blocks.input-frozen",
        ruleId: "motion-blocks",
        summary: "All touches ignored while an animation runs (beginIgnoringInteractionEvents, or a window or root view disabled until the completion)",
        triggering: [
            CheckExample("""
            final class OnboardingViewController: UIViewController {
                func showNextPage() {
                    ↓UIApplication.shared.beginIgnoringInteractionEvents()
                    UIView.animate(withDuration: 0.6, animations: { self.pageView.alpha = 1 }) { _ in
                        UIApplication.shared.endIgnoringInteractionEvents()
                    }
                }
            }
            """),
            CheckExample("""
            final class CardStackViewController: UIViewController {
                func flipCard() {
                    ↓view.isUserInteractionEnabled = false
                    UIView.transition(with: cardView, duration: 0.8, options: .transitionFlipFromLeft, animations: {
                        self.cardView.showBack()
                    }, completion: { _ in
                        self.view.isUserInteractionEnabled = true
                    })
                }
                func dismissBanner(in window: UIWindow) {
                    ↓window.isUserInteractionEnabled = false
                    UIView.animate(withDuration: 0.4) {
                        self.banner.alpha = 0
                    } completion: { _ in
                        window.isUserInteractionEnabled = true
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // One control off while its own animation runs: the rest of the screen still answers.
            CheckExample("""
            final class CardStackViewController: UIViewController {
                func flipCard() {
                    flipButton.isUserInteractionEnabled = false
                    UIView.animate(withDuration: 0.3, animations: { self.cardView.alpha = 0 }) { _ in
                        self.flipButton.isUserInteractionEnabled = true
                    }
                }
            }
            """),
            // Input allowed during the animation; a passthrough overlay window never takes touches.
            CheckExample("""
            final class ToastPresenter {
                func show(in window: UIWindow) {
                    UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction], animations: { self.toast.alpha = 1 })
                    let overlay = UIWindow(frame: window.bounds)
                    overlay.isUserInteractionEnabled = false
                }
            }
            """),
            // Input frozen around a network wait, not an animation.
            CheckExample("""
            final class PaymentViewController: UIViewController {
                func pay() {
                    UIApplication.shared.beginIgnoringInteractionEvents()
                    api.charge(order) { _ in UIApplication.shared.endIgnoringInteractionEvents() }
                }
            }
            """),
            // A root view of a plain view, not of a controller, and re-enabled outside any completion.
            CheckExample("""
            final class LoadingCover: UIView {
                func block() {
                    view.isUserInteractionEnabled = false
                    spinner.startAnimating()
                }
                func unblock() { view.isUserInteractionEnabled = true }
            }
            """),
        ]
    )

    /// Calls whose closures run when an animation ends.
    static func isAnimationCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName else { return false }
        return name.hasPrefix("animate") || name.hasPrefix("transition") || name == "addCompletion" || name == "startAnimation"
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("beginIgnoringInteractionEvents") {
            // Frozen around an animation of the same function; a freeze around a network wait is another rule's (state-loading).
            guard let body = call.enclosingCodeBody, file.index.calls(within: body).contains(where: Self.isAnimationCall) else { continue }
            output.report(
                "beginIgnoringInteractionEvents() drops every touch in the app until the matching end call, so a tap made while this runs is lost without a sign (and the API is deprecated since iOS 13). Let input through: animate with .allowUserInteraction or a UIViewPropertyAnimator, and disable only the control whose action must not run twice.",
                at: file.position(of: call))
        }
        let accesses = file.index.memberAccesses("isUserInteractionEnabled")
        guard accesses.count >= 2 else { return }
        let enables = accesses.filter { $0.isSetToTrue && Self.inAnimationCompletion($0) }
        guard !enables.isEmpty else { return }
        for access in accesses where Self.isSetToFalse(access) {
            guard let receiver = Self.receiver(access), Self.isScreenRoot(receiver, access),
                  let function = access.enclosingCodeBody,
                  enables.contains(where: { function.encloses($0) && $0.position > access.position && Self.receiver($0) == receiver }) else { continue }
            let what = receiver.lowercased().hasSuffix("window") ? "the whole window" : "the screen's root view"
            output.report(
                "This turns off touches for \(what) until the animation's completion turns them back on, so a tap made during the animation is lost without a sign, and a completion that never runs leaves the screen dead. Let input through (.allowUserInteraction, or a UIViewPropertyAnimator that can be interrupted) and disable only the control whose action must not run twice.",
                at: file.position(of: access))
        }
    }

    /// `x.isUserInteractionEnabled = false`.
    static func isSetToFalse(_ access: MemberAccessExprSyntax) -> Bool {
        access.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }

    /// The receiver's text without `self.` and optional marks: `self.view` → `view`.
    static func receiver(_ access: MemberAccessExprSyntax) -> String? {
        guard let base = access.base?.trimmedSourceText else { return nil }
        let plain = base.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        return plain.hasPrefix("self.") ? String(plain.dropFirst(5)) : plain
    }

    /// A window, or a controller's root view.
    static func isScreenRoot(_ receiver: String, _ access: MemberAccessExprSyntax) -> Bool {
        let last = receiver.split(separator: ".").last.map(String.init) ?? receiver
        if last == "window" || last == "keyWindow" { return true }
        guard receiver == "view" || receiver == "navigationController.view" || receiver == "tabBarController.view" else { return false }
        return access.enclosingTypeName?.hasSuffix("Controller") == true
    }

    /// True inside a closure an animation call runs at its end: its `completion:` argument, the
    /// trailing closure after an `animations:` argument, a `completion:` trailing closure, or
    /// an `addCompletion` closure.
    static func inAnimationCompletion(_ access: MemberAccessExprSyntax) -> Bool {
        var current = access.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                if let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "completion",
                   let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), isAnimationCall(call) { return true }
                if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id, isAnimationCall(call),
                   call.calleeName == "addCompletion" || call.argument("animations") != nil { return true }
                if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self), trailing.label.text == "completion",
                   let call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self), isAnimationCall(call) { return true }
            }
            if node.is(FunctionDeclSyntax.self) { return false }
            current = node.parent
        }
        return false
    }
}
