import SwiftSyntax
import ThumbruleCore

/// An annual plan selected on the user's behalf: in a paywall type, a selection property
/// (`selectedPlan`, `selection`, `selectedProductID`) starts as the yearly plan (`.annual`,
/// `.yearly`, `"com.app.pro.yearly"`, `Service(type: .pro, duration: .year)`), or is set to it
/// when the paywall appears (`onAppear`, `task`, `init`, `viewDidLoad`, `viewDidAppear`) rather
/// than when the user taps a plan.
///
/// A property counts as the selection by its name, or, whatever its name (`var service`),
/// when the paywall itself sets it where the user picks a row or taps (`didSelectRowAt`, a
/// `Button`'s action), in the type or an extension of it in the same file. The screen that
/// opens the paywall may make the choice for it (ivpn-ios: `let payment = segue.destination
/// as! PaymentViewController; payment.service = Service(type: .pro, duration: .year)`): such a
/// hand-over of the yearly plan to a paywall's selection property is reported where it is
/// written, in any file; and a yearly default of a property found only by its tap-set use is
/// reported only when no screen hands the paywall a value of its own, since then the default
/// is what the user sees.
///
/// High confidence: the code proves the choice. Known false negatives: a preselection made
/// in a view model, or by index (`selectedIndex = 1`).
struct PaywallPreselectedAnnualPlan: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-honest-paywall.preselected-annual",
        ruleId: "pay-honest-paywall",
        summary: "An annual plan preselected on the paywall before the user picks one",
        triggering: [
            CheckExample("""
            struct PaywallView: View {
                enum Plan { case monthly, yearly }
                @State private var selectedPlan: Plan = ↓.yearly
                var body: some View { planPicker }
            }
            """),
            CheckExample("""
            struct UpgradeSheet: View {
                @State private var selectedProductID: String?
                var body: some View {
                    plans.task {
                        await store.load()
                        ↓selectedProductID = "com.example.pro.annual"
                    }
                }
            }
            """),
            // ivpn-ios: the plan screen hands the payment screen its yearly plan, and the payment
            // screen's table only marks and changes the plan the person taps.
            CheckExample(files: [
                ("App/Payment/CheckoutViewController.swift", """
                import StoreKit
                import UIKit
                final class CheckoutViewController: UITableViewController {
                    var offer = Offer(tier: .basic, term: .month)
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        if renewing { ↓offer = Offer(tier: currentTier, term: .year) }
                    }
                    func buy() async { _ = try? await Store.shared.purchase(offer.productID) }
                }
                extension CheckoutViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        offer = offers[indexPath.row]
                    }
                }
                """),
                ("App/Plans/TierViewController.swift", """
                import UIKit
                final class TierViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        let checkout = segue.destination as! CheckoutViewController
                        ↓checkout.offer = Offer(tier: .basic, term: .year)
                    }
                    static func renewal() -> UIViewController? {
                        let navigation = storyboard.instantiateInitialViewController() as? UINavigationController
                        if let checkout = navigation?.topViewController as? CheckoutViewController {
                            ↓checkout.offer = Offer(tier: .plus, term: .year)
                        }
                        return navigation
                    }
                }
                """),
            ]),
            // A tap-set selection whose yearly default nobody overrides: the default is the choice.
            CheckExample("""
            import StoreKit
            final class UpgradeController: UIViewController {
                var offer = ↓Offer(tier: .plus, term: .year)
                @IBAction func monthlyTapped() { offer = Offer(tier: .plus, term: .month) }
                @IBAction func buy() { Task { _ = try? await Store.shared.purchase(offer.productID) } }
                func build() { addButton(UIAction { _ in self.offer = Offer(tier: .plus, term: .month) }) }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct PaywallView: View {
                enum Plan { case monthly, yearly }
                @State private var selectedPlan: Plan?
                var body: some View {
                    Button("Yearly") { selectedPlan = .yearly }
                    Button("Monthly") { selectedPlan = .monthly }
                }
            }
            """),
            CheckExample("""
            struct ReportView: View {
                @State private var selectedRange: Range = .yearly
                var body: some View { chart }
            }
            """),
            // The opener hands the paywall the monthly plan; a yearly value handed to a property
            // the paywall never sets on a tap (a report's range) is no plan selection; a yearly
            // default is overridden by the screen that opens the paywall.
            CheckExample(files: [
                ("App/Payment/CheckoutViewController.swift", """
                import StoreKit
                import UIKit
                final class CheckoutViewController: UITableViewController {
                    var offer = Offer(tier: .basic, term: .year)
                    var chartRange = Range(period: .month)
                    func buy() async { _ = try? await Store.shared.purchase(offer.productID) }
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        offer = offers[indexPath.row]
                    }
                }
                """),
                ("App/Plans/TierViewController.swift", """
                import UIKit
                final class TierViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        let checkout = segue.destination as! CheckoutViewController
                        checkout.offer = Offer(tier: .basic, term: .month)
                        checkout.chartRange = Range(period: .year)
                    }
                }
                """),
            ]),
        ]
    )

    /// A property of a paywall type that holds the plan the user picks.
    struct SelectionProperty: Codable, Sendable, Hashable {
        let type: String
        let name: String
    }

    /// A value another screen writes into a paywall's property (`checkout.offer = …`), and
    /// whether it is the yearly plan.
    struct HandedValue: Codable, Sendable {
        let property: SelectionProperty
        let position: SourcePosition
        let annual: Bool
    }

    /// A yearly default of a property known as the selection only because the paywall sets it
    /// on a tap: reported in the project pass, when nothing hands the paywall another value.
    struct TapSetDefault: Codable, Sendable {
        let property: SelectionProperty
        let position: SourcePosition
    }

    static let selectionProperties = FactKey<SelectionProperty>("pay-honest-paywall.preselected-annual.selection")
    static let handedValues = FactKey<HandedValue>("pay-honest-paywall.preselected-annual.handed")
    static let tapSetDefaults = FactKey<TapSetDefault>("pay-honest-paywall.preselected-annual.default")

    static let selectionWords: Set<String> = ["selected", "selection", "chosen", "preselected"]
    static let annualWords: Set<String> = ["annual", "annually", "yearly", "year", "12month", "twelve"]
    static let appearanceContexts: Set<String> = ["onAppear", "task", "viewDidLoad", "viewWillAppear", "viewDidAppear", "init"]
    static let tapHandlers: Set<String> = ["Button", "onTapGesture", "onChange", "onSubmit", "addAction", "UIAction"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for paywall in Paywalls.types(in: file) {
            // The type and its extensions in this file.
            let scopes = file.index.typeDeclarations.filter { $0.name == paywall.name }.map(\.node)
            let tapSet = Self.tapSetProperties(of: paywall, in: scopes, file: file)
            for variable in file.index.variables where paywall.node.encloses(variable) && variable.parent?.is(MemberBlockItemSyntax.self) == true {
                guard let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let named = Self.isSelection(name)
                guard named || tapSet.contains(name) else { continue }
                let property = SelectionProperty(type: paywall.name, name: name)
                output.facts.add(property, for: Self.selectionProperties)
                guard let initial = binding.initializer?.value, Self.namesAnnualPlan(initial, file: file) else { continue }
                if named {
                    report(at: initial, file: file, &output)
                } else {
                    output.facts.add(TapSetDefault(property: property, position: file.position(of: initial)), for: Self.tapSetDefaults)
                }
            }
            let selections = file.index.referencesByName.filter { Self.isSelection($0.key) || tapSet.contains($0.key) }.values.joined().map(ExprSyntax.init)
                + file.index.memberAccessesByName.filter { Self.isSelection($0.key) || tapSet.contains($0.key) }.values.joined().map(ExprSyntax.init)
            for target in selections where scopes.contains(where: { $0.encloses(target) }) && target.isAssigned && Self.runsOnAppearance(target) {
                // A tap-set name on another object (`cell.service = …`) is that object's.
                if let member = target.as(MemberAccessExprSyntax.self), !Self.isSelection(member.declName.baseName.text),
                   let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { continue }
                guard let value = target.assignedValue, Self.namesAnnualPlan(value, file: file) else { continue }
                report(at: target, file: file, &output)
            }
        }
        recordHandedValues(file, &output)
    }

    /// Reports a yearly plan another screen hands a paywall's selection property, and a yearly
    /// default of a tap-set selection that no screen overrides.
    package func check(_ project: Project, _ output: inout CheckOutput) {
        let selections = Set(project.facts.values(Self.selectionProperties))
        let handed = project.facts.values(Self.handedValues).filter { selections.contains($0.property) }
        for value in handed where value.annual {
            output.report(Self.handedMessage, at: value.position)
        }
        let overridden = Set(handed.map(\.property))
        for tapSet in project.facts.values(Self.tapSetDefaults) where !overridden.contains(tapSet.property) {
            output.report(Self.message, at: tapSet.position)
        }
    }

    /// `checkout.offer = Offer(term: .year)` where `checkout` is a view controller the code
    /// cast or built as a type (`segue.destination as! CheckoutViewController`,
    /// `if let checkout = top as? CheckoutViewController`, `CheckoutViewController()`).
    private func recordHandedValues(_ file: SwiftFile, _ output: inout CheckOutput) {
        for (_, members) in file.index.memberAccessesByName {
            for member in members {
                guard let base = member.base?.as(DeclReferenceExprSyntax.self), ExprSyntax(member).isAssigned,
                      let value = ExprSyntax(member).assignedValue,
                      let source = base.optionalBindingValue ?? file.index.initialValue(of: base),
                      let type = Self.typeNamed(by: source) else { continue }
                let property = SelectionProperty(type: type, name: member.declName.baseName.text)
                output.facts.add(HandedValue(property: property, position: file.position(of: member), annual: Self.namesAnnualPlan(value, file: file)),
                                 for: Self.handedValues)
            }
        }
    }

    /// The type a value is cast to or built as: `x as! T`, `x as? T`, `T()`, `T(…)`.
    static func typeNamed(by value: ExprSyntax) -> String? {
        if let cast = value.as(AsExprSyntax.self) {
            return cast.type.as(IdentifierTypeSyntax.self)?.name.text
        }
        // The tree is not folded: `x as! T` is the sequence `x`, `as!`, `T`.
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            guard elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) else { return nil }
            return type.type.as(IdentifierTypeSyntax.self)?.name.text
        }
        if let call = value.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name.first?.isUppercase == true {
            return name
        }
        return nil
    }

    /// Stored properties the paywall sets where the user picks: in a table's or collection's
    /// `didSelect…` method, or in a tap handler's closure.
    static func tapSetProperties(of paywall: TypeDeclaration, in scopes: [DeclSyntax], file: SwiftFile) -> Set<String> {
        let stored = Set(file.index.variables.filter { paywall.node.encloses($0) && $0.parent?.is(MemberBlockItemSyntax.self) == true }
            .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } })
        guard !stored.isEmpty else { return [] }
        var names = Set<String>()
        for scope in scopes {
            for reference in file.index.references(within: scope) where stored.contains(reference.baseName.text) {
                let expression = ExprSyntax(reference)
                let target: ExprSyntax
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                    guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                    target = ExprSyntax(member)
                } else {
                    target = expression
                }
                if target.isAssigned, runsOnSelection(target) { names.insert(reference.baseName.text) }
            }
        }
        return names
    }

    /// Tap handlers whose closure runs when the user picks something.
    static let selectionHandlers: Set<String> = ["Button", "onTapGesture", "addAction", "UIAction"]

    /// True inside a `tableView(_:didSelectRowAt:)` / `collectionView(_:didSelectItemAt:)`
    /// method, an `@IBAction`, or a tap handler's closure.
    static func runsOnSelection(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), let name = closure.invokingCall?.calleeName, selectionHandlers.contains(name) {
                return true
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
                if labels.contains(where: { $0.hasPrefix("didSelect") }) { return true }
                return function.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBAction" }
            }
            current = ancestor.parent
        }
        return false
    }

    private func report(at node: some SyntaxProtocol, file: SwiftFile, _ output: inout CheckOutput) {
        output.report(Self.message, at: file.position(of: node))
    }

    static let message = "The paywall starts with the annual plan selected, a choice the user did not make; stores treat a preselected plan as a dark pattern. Start with no plan selected (or show the plans as separate buttons) and select only what the user taps."
    static let handedMessage = "This opens the paywall with the annual plan already selected, a choice the user did not make; stores treat a preselected plan as a dark pattern. Open it with no plan selected (or show the plans as separate buttons) and select only what the user taps."

    static func isSelection(_ name: String) -> Bool {
        !selectionWords.isDisjoint(with: NameWords.split(name))
    }

    /// `.yearly`, `Plan.annual`, `"com.app.pro.yearly"`, or a lookup by such an id; or a plan
    /// built with a term argument that is one (`Service(type: .pro, duration: .year)`).
    static func namesAnnualPlan(_ value: ExprSyntax, file: SwiftFile) -> Bool {
        if let member = value.as(MemberAccessExprSyntax.self) {
            return !annualWords.isDisjoint(with: NameWords.split(member.declName.baseName.text))
        }
        if let call = value.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name.first?.isUppercase == true,
           call.arguments.contains(where: { argument in
               guard let label = argument.label?.text, !termLabels.isDisjoint(with: NameWords.split(label)),
                     let member = argument.expression.as(MemberAccessExprSyntax.self) else { return false }
               return !annualWords.isDisjoint(with: NameWords.split(member.declName.baseName.text))
           }) {
            return true
        }
        return file.index.stringLiterals(within: value).contains { !annualWords.isDisjoint(with: NameWords.split($0.plainText)) }
    }

    /// Argument labels that give a plan's billing term (`duration: .year`, `period: .annual`).
    static let termLabels: Set<String> = ["duration", "period", "term", "cycle", "interval", "billing", "plan", "length"]

    /// True inside `onAppear`, `task`, `init`, `viewDidLoad`, `viewWillAppear` or `viewDidAppear`, not in a tap handler.
    static func runsOnAppearance(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), let name = closure.invokingCall?.calleeName {
                if appearanceContexts.contains(name) { return true }
                if tapHandlers.contains(name) { return false }
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) { return appearanceContexts.contains(function.name.text) }
            if ancestor.is(InitializerDeclSyntax.self) { return true }
            current = ancestor.parent
        }
        return false
    }
}
