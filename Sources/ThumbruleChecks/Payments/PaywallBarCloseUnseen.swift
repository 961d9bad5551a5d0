import SwiftSyntax
import ThumbruleCore

/// A UIKit paywall whose only close control is a navigation-bar item, presented bare: the
/// paywall view controller (named for selling: `PayWallViewController`, `PremiumViewController`)
/// sets `navigationItem.rightBarButtonItem` / `leftBarButtonItem(s)` to an item whose action is
/// the only code of the type that dismisses on a tap (a dismiss in a callback after a purchase
/// or restore succeeds is an outcome, not an exit), and some file presents it with
/// `present(PaywallViewController(), animated:)` (or a local made so) without a
/// `UINavigationController` around it. A bare presentation has no navigation bar, so the item
/// never shows and the person's only way out is the sheet's swipe-down, which the rulebook
/// counts as no visible exit (`pay-honest-paywall`). Reported at the presentation.
/// Presentations that wrap the paywall in a navigation controller, and paywalls with another
/// control that dismisses, are left alone.
struct PaywallBarCloseUnseen: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-honest-paywall.bar-close-unseen",
        ruleId: "pay-honest-paywall",
        summary: "A paywall whose only close control is a navigation-bar item is presented without a navigation controller",
        triggering: [
            // thoughts-ios, thinker-ios: the paywall puts its close item on the navigation bar, and is presented bare.
            CheckExample(files: [
                ("App/PaywallViewController.swift", """
                import UIKit
                final class PaywallViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(didTapClose))
                    }
                    @objc private func didTapClose() { dismiss(animated: true) }
                    @objc private func didTapSubscribe() {
                        store.buy { [weak self] success in if success { self?.dismiss(animated: true) } }
                    }
                }
                """),
                ("App/HomeViewController.swift", """
                import UIKit
                final class HomeViewController: UIViewController {
                    func showPaywall() {
                        let vc = PaywallViewController()
                        ↓present(vc, animated: true)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/PaywallViewController.swift", """
                import UIKit
                final class PaywallViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(didTapClose))
                    }
                    @objc private func didTapClose() { dismiss(animated: true) }
                }
                """),
                ("App/HomeViewController.swift", """
                import UIKit
                final class HomeViewController: UIViewController {
                    func showPaywall() {
                        let vc = PaywallViewController()
                        present(UINavigationController(rootViewController: vc), animated: true)
                    }
                }
                """),
            ]),
            // The paywall has a close button of its own in its view as well.
            CheckExample(files: [
                ("App/PaywallViewController.swift", """
                import UIKit
                final class PaywallViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(didTapClose))
                        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
                    }
                    @objc private func didTapClose() { dismiss(animated: true) }
                    @objc private func closeTapped() { dismiss(animated: true) }
                }
                """),
                ("App/HomeViewController.swift", """
                import UIKit
                final class HomeViewController: UIViewController {
                    func showPaywall() { present(PaywallViewController(), animated: true) }
                }
                """),
            ]),
        ]
    )

    package struct BarClosePaywall: Sendable, Codable {
        let name: String
    }

    package struct Presentation: Sendable, Codable {
        let typeName: String
        let position: SourcePosition
    }

    static let paywalls = FactKey<BarClosePaywall>("pay-honest-paywall.bar-close-unseen.paywall")
    static let presentations = FactKey<Presentation>("pay-honest-paywall.bar-close-unseen.presentation")
    static let barItems: Set<String> = ["rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems", "leftBarButtonItems"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for type in file.index.typeDeclarations where !type.isExtension && type.inherits("UIViewController")
            && !Paywalls.nameWords.isDisjoint(with: Paywalls.words(of: type.name)) {
            let items = Self.barItems.flatMap { file.index.memberAccesses($0) }.filter { item in
                type.node.encloses(item) && item.base?.trimmedDescription == "navigationItem" && ExprSyntax(item).isAssigned
            }
            guard !items.isEmpty else { continue }
            // The actions the bar items name, and every function of the type that dismisses.
            let actions = Set(items.flatMap { item -> [String] in
                guard let value = ExprSyntax(item).assignedValue else { return [] }
                return value.tokens(viewMode: .sourceAccurate).compactMap { token in
                    if case .identifier(let name) = token.tokenKind { return name }
                    return nil
                }
            })
            // A dismiss in a callback (after a purchase or restore succeeds) is an outcome, not an exit.
            let dismissing = file.index.calls("dismiss").filter { type.node.encloses($0) }
            let exits = dismissing.filter { !Self.inClosure($0) }
            guard dismissing.contains(where: { call in call.enclosingFunctionName.map(actions.contains) ?? false }),
                  exits.allSatisfy({ call in call.enclosingFunctionName.map(actions.contains) ?? false }) else { continue }
            output.facts.add(BarClosePaywall(name: type.name), for: Self.paywalls)
        }
        for call in file.index.calls("present") where call.arguments.count >= 1 {
            guard let argument = call.arguments.first?.expression, let typeName = Self.presentedType(argument, at: call, file) else { continue }
            output.facts.add(Presentation(typeName: typeName, position: file.position(of: call)), for: Self.presentations)
        }
    }

    /// True for code in a closure of its function: a callback, not the tap itself.
    static func inClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) { return true }
            if parent.is(FunctionDeclSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// The type a presented value is made of: `present(T(), …)` or a local `let vc = T()` of the
    /// same function, which the function never hands to a navigation controller.
    static func presentedType(_ argument: ExprSyntax, at call: FunctionCallExprSyntax, _ file: SwiftFile) -> String? {
        if let made = argument.as(FunctionCallExprSyntax.self), let name = made.calleeName, made.calledExpression.is(DeclReferenceExprSyntax.self) {
            return name.first?.isUppercase == true ? name : nil
        }
        guard let reference = argument.as(DeclReferenceExprSyntax.self), let scope = call.enclosingScope else { return nil }
        let name = reference.baseName.text
        // The nearest declaration of that name before the call, in a block around the call.
        let declarations = file.index.variables.filter { variable in
            scope.encloses(variable) && variable.position < call.position
                && variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
                && (variable.parent?.parent?.encloses(call) ?? false)
        }
        guard let declaration = declarations.last, let block = declaration.parent?.parent,
              let binding = declaration.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
              let made = binding.initializer?.value.as(FunctionCallExprSyntax.self), let type = made.calleeName,
              made.calledExpression.is(DeclReferenceExprSyntax.self), type.first?.isUppercase == true else { return nil }
        if file.index.calls(within: block).contains(where: { wrapper in
            wrapper.calleeName.map { $0.hasSuffix("NavigationController") } ?? false
                && file.index.references(within: wrapper).contains { $0.baseName.text == name }
        }) { return nil }
        return type
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let paywalls = Set(project.facts.values(Self.paywalls).map(\.name))
        guard !paywalls.isEmpty else { return }
        for presentation in project.facts.values(Self.presentations) where paywalls.contains(presentation.typeName) && project.ships(presentation.position) {
            output.report(
                "\(presentation.typeName) puts its only close control on the navigation bar (navigationItem), but it is presented here without a navigation controller, so no bar and no close button appear: the person can leave the paywall only by swiping the sheet down. Present it inside a UINavigationController, or give it a visible close button of its own.",
                at: presentation.position, confidence: .medium)
        }
    }
}
