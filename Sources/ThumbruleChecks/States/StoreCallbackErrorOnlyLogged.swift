import SwiftSyntax
import ThumbruleCore

/// A RevenueCat call made for the person (`Purchases.shared.purchase…`, `restorePurchases`,
/// `offerings`) whose completion handler only logs its `error`: `if let error { print(error) }`.
/// When the purchase fails the sheet closes and nothing more happens; when the offerings do not
/// load, the paywall keeps blank prices. `state-error` asks that a failure say what failed
/// and offer a way on.
///
/// Only a handler whose every use of the error is a logging-only `if let error` /
/// `if error != nil`, or a success test `if error == nil` with no `else`, is reported; a handler
/// with a `guard` or an `else` may tell the person through another path and is left alone.
struct StoreCallbackErrorOnlyLogged: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "state-error.store-callback-error-only-logged",
        ruleId: "state-error",
        summary: "A RevenueCat purchase, restore or offerings callback that only logs its error",
        triggering: [
            // mind-hooks' purchase service: the purchase and the offerings load only print their errors.
            CheckExample("""
            final class Billing: ObservableObject {
                @Published var monthlyTitle = ""
                func buy(_ package: Package, done: @escaping () -> Void) {
                    Purchases.shared.purchase(package: package) { _, _, error, cancelled in
                        if error == nil && !cancelled { done() }
                        ↓if let failure = error { print("purchase failed", failure.localizedDescription) }
                    }
                }
                func loadPrices() {
                    Purchases.shared.getOfferings { offerings, error in
                        if let monthly = offerings?.current?.monthly { self.monthlyTitle = monthly.localizedPriceString }
                        ↓if error != nil { os_log("offerings failed") }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The error sets state the paywall shows; a guard's else may tell the person.
            CheckExample("""
            final class Billing: ObservableObject {
                @Published var failure: String?
                @Published var monthlyTitle = ""
                func buy(_ package: Package) {
                    Purchases.shared.purchase(package: package) { _, _, error, _ in
                        if let error {
                            print(error)
                            self.failure = error.localizedDescription
                        }
                    }
                }
                func loadPrices() {
                    Purchases.shared.getOfferings { offerings, error in
                        guard let monthly = offerings?.current?.monthly else {
                            print(error ?? "no offerings")
                            self.failure = "Prices could not be loaded."
                            return
                        }
                        self.monthlyTitle = monthly.localizedPriceString
                    }
                }
                func refreshCustomer() {
                    Purchases.shared.getCustomerInfo { info, error in
                        if let error { print(error) }
                    }
                }
            }
            """),
        ]
    )

    /// RevenueCat calls a person starts or waits on, whose failure they should hear about.
    private static let storeCalls = [
        "purchase", "purchaseProduct", "purchasePackage", "restorePurchases", "syncPurchases", "offerings", "getOfferings",
    ]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls(Self.storeCalls) where call.calleePath?.hasPrefix("Purchases.shared.") == true {
            guard let handler = call.trailingClosure, let error = Self.errorParameter(of: handler),
                  !handler.statements.contains(where: { $0.item.is(GuardStmtSyntax.self) }) else { continue }
            let branches = handler.statements.compactMap { $0.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) }
            guard branches.allSatisfy({ $0.elseBody == nil }) else { continue }
            // `if let error { print(error) }`: the shorthand binds the name without reading it.
            var logging = branches.filter { branch in
                branch.conditions.contains { $0.condition.as(OptionalBindingConditionSyntax.self).map { $0.initializer == nil && $0.pattern.trimmedSourceText == error } ?? false }
                    && PurchaseResultSwitches.onlyLogs(branch.body.statements)
            }
            var handled = false
            for reference in file.index.references(within: Syntax(handler)) where reference.baseName.text == error {
                if reference.hasAncestor(where: { $0.as(FunctionCallExprSyntax.self).map(BackgroundFailureOnlyLogged.isLog) ?? false }) { continue }
                guard let condition = reference.ancestor(where: { $0.is(ConditionElementSyntax.self) })?.as(ConditionElementSyntax.self),
                      let branch = branches.first(where: { $0.conditions.contains { $0.id == condition.id } }) else { handled = true; break }
                switch Self.test(of: reference, in: condition) {
                case .present where PurchaseResultSwitches.onlyLogs(branch.body.statements): logging.append(branch)
                case .absent: continue
                default: handled = true
                }
            }
            guard !handled else { continue }
            var seen = Set<SyntaxIdentifier>()
            for branch in logging where seen.insert(branch.id).inserted {
                output.report(Self.message, at: file.position(of: branch.ifKeyword), confidence: .medium)
            }
        }
    }

    /// The name of the handler's parameter that carries the error: `error` in `{ offerings, error in … }`.
    private static func errorParameter(of handler: ClosureExprSyntax) -> String? {
        let names: [String]
        switch handler.signature?.parameterClause {
        case .simpleInput(let list): names = list.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map(\.firstName.text)
        default: names = []
        }
        return names.first { $0.lowercased().hasSuffix("error") }
    }

    private enum Test { case present, absent, other }

    /// What an `if` tests of the error: that it is there (`if let e = error as NSError?`,
    /// `error != nil`) or that it is not (`error == nil`).
    private static func test(of reference: DeclReferenceExprSyntax, in condition: ConditionElementSyntax) -> Test {
        if condition.condition.is(OptionalBindingConditionSyntax.self) { return .present }
        guard let sequence = reference.parent?.as(ExprListSyntax.self) else { return .other }
        let elements = Array(sequence)
        guard let index = elements.firstIndex(where: { $0.id == reference.id }), index + 2 < elements.count,
              elements[index + 2].is(NilLiteralExprSyntax.self),
              let op = elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return .other }
        return op == "!=" ? .present : op == "==" ? .absent : .other
    }

    static let message = "This store call's failure is only written to the log, so when the purchase, restore or price load fails the person sees nothing happen, or blank prices, and cannot tell what went wrong; show that it failed in plain words and offer to try again."
}
