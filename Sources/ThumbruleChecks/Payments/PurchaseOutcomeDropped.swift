import SwiftSyntax
import ThumbruleCore

/// The purchase counterpart of `pay-restore.outcome-dropped`: the app's own purchase function
/// hands the outcome to a completion closure and shows nothing itself, and a caller drops it:
/// it passes no closure, or one whose parameters are all `_`
/// (`store.purchase { _ in hideSpinner() }`). The person who tapped Buy is never told that the
/// purchase failed or is waiting for approval (`pay-outcome`: each outcome gets its own state).
///
/// The wrapper is a function of the project, in a file importing a purchase API, that buys
/// (`PurchaseCode.purchases`), calls one of its own parameters and calls nothing that shows an
/// alert, a message or a screen. Only calls whose value is unused are read, so a StoreKit 2
/// `let result = try await product.purchase()` is never one. Known false negative: a caller
/// that keeps the closure's argument but never reads it.
struct PurchaseOutcomeDropped: SwiftFileCheck, ProjectCheck {
    /// The app's own purchase function the examples call: it buys and reports through a
    /// completion, and shows nothing itself.
    static let unlocker = ("App/Store/Unlocker.swift", """
        import SwiftyStoreKit
        final class Unlocker {
            static let shared = Unlocker()
            func purchase(then done: ((Bool) -> Void)? = nil) {
                SwiftyStoreKit.purchaseProduct("com.example.full") { result in
                    if case .success = result { done?(true) } else { done?(false) }
                }
            }
        }
        """)

    package static let description = CheckDescription(
        id: "pay-outcome.outcome-dropped",
        ruleId: "pay-outcome",
        summary: "A call of the app's purchase function that drops the outcome it reports",
        triggering: [
            CheckExample(files: [
                unlocker,
                ("App/Screens/SettingsScreen.swift", """
                import UIKit
                final class SettingsScreen: UIViewController {
                    @IBAction func buyTapped(_ sender: UIButton) {
                        ↓Unlocker.shared.purchase()
                    }
                    func buyFromMenu() {
                        spinner.startAnimating()
                        ↓Unlocker.shared.purchase { _ in self.spinner.stopAnimating() }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                unlocker,
                ("App/Screens/SettingsScreen.swift", """
                import UIKit
                final class SettingsScreen: UIViewController {
                    @IBAction func buyTapped(_ sender: UIButton) {
                        Unlocker.shared.purchase { bought in
                            self.statusLabel.text = bought ? "Full access unlocked" : "The purchase didn't go through"
                        }
                    }
                }
                """),
            ]),
            // The purchase function shows the outcome itself.
            CheckExample(files: [
                ("App/Store/Unlocker.swift", """
                import SwiftyStoreKit
                final class Unlocker {
                    static let shared = Unlocker()
                    func purchase(then done: (() -> Void)? = nil) {
                        SwiftyStoreKit.purchaseProduct("com.example.full") { result in
                            Banner.show(result.isSuccess ? "Full access unlocked" : "The purchase didn't go through")
                            done?()
                        }
                    }
                }
                """),
                ("App/Screens/SettingsScreen.swift", """
                import UIKit
                final class SettingsScreen: UIViewController {
                    @IBAction func buyTapped(_ sender: UIButton) { Unlocker.shared.purchase() }
                }
                """),
            ]),
        ]
    )

    typealias Dropped = RestoreOutcomeDropped.Dropped

    static let wrappers = FactKey<SourcePosition>("pay-outcome.outcome-dropped.wrapper")
    static let dropped = FactKey<Dropped>("pay-outcome.outcome-dropped.call")
    static let purchaseWords: Set<String> = ["purchase", "buy"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let purchases = PurchaseCode(file).purchases
        if !purchases.isEmpty {
            for function in file.index.functions {
                guard let body = function.body, purchases.contains(where: { body.encloses($0) }),
                      let position = Self.wrapper(function, body, file) else { continue }
                output.facts.add(position, for: Self.wrappers)
            }
        }
        for (name, calls) in file.index.callsByName where !Self.purchaseWords.isDisjoint(with: NameWords.split(name).map { $0.lowercased() }) {
            for call in calls where Self.isStatement(call) && RestoreOutcomeDropped.dropsOutcome(call) {
                guard let projectCall = ProjectCall(call, in: file) else { continue }
                output.facts.add(Dropped(position: file.position(of: call), call: projectCall), for: Self.dropped)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        RestoreOutcomeDropped.reportDropped(project, wrappers: Self.wrappers, dropped: Self.dropped, &output) { name in
            "This purchase drops the outcome \(name)() reports, so the person who tapped Buy is never told that the purchase failed or is waiting for approval (Ask to Buy), and a spinner put up for it ends the same way whatever happened; pass a completion that shows success, failure and the pending state each in its own way."
        }
    }

    /// The function's name position when it calls a closure parameter of its own and shows
    /// nothing itself.
    static func wrapper(_ function: FunctionDeclSyntax, _ body: CodeBlockSyntax, _ file: SwiftFile) -> SourcePosition? {
        guard RestoreOutcomeDropped.handsOnSilently(function, file.index.calls(within: body)) else { return nil }
        return file.position(of: function.name)
    }

    /// True when the call's value is not used: it is a statement of its own, under `try` or `await` at most.
    static func isStatement(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent }
        return node.parent?.is(CodeBlockItemSyntax.self) == true
    }
}
