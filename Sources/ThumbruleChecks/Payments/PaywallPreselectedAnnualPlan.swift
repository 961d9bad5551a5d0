import SwiftSyntax
import ThumbruleCore

/// An annual plan selected on the user's behalf: in a paywall type, a selection property
/// (`selectedPlan`, `selection`, `selectedProductID`) starts as the yearly plan (`.annual`,
/// `.yearly`, `"com.app.pro.yearly"`), or is set to it when the paywall appears
/// (`onAppear`, `task`, `init`, `viewDidLoad`) rather than when the user taps a plan.
///
/// High confidence: the code proves the choice. Known false negatives: a preselection made
/// in a view model, or by index (`selectedIndex = 1`).
struct PaywallPreselectedAnnualPlan: SwiftFileCheck {
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
        ]
    )

    static let selectionWords: Set<String> = ["selected", "selection", "chosen", "preselected"]
    static let annualWords: Set<String> = ["annual", "annually", "yearly", "year", "12month", "twelve"]
    static let appearanceContexts: Set<String> = ["onAppear", "task", "viewDidLoad", "viewWillAppear", "init"]
    static let tapHandlers: Set<String> = ["Button", "onTapGesture", "onChange", "onSubmit", "addAction", "UIAction"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for paywall in Paywalls.types(in: file) {
            for variable in file.index.variables where paywall.node.encloses(variable) && variable.parent?.is(MemberBlockItemSyntax.self) == true {
                guard let binding = variable.bindings.first, Self.isSelection(binding.pattern.trimmedSourceText),
                      let initial = binding.initializer?.value, Self.namesAnnualPlan(initial, file: file) else { continue }
                report(at: initial, file: file, &output)
            }
            let selections = file.index.referencesByName.filter { Self.isSelection($0.key) }.values.joined().map(ExprSyntax.init)
                + file.index.memberAccessesByName.filter { Self.isSelection($0.key) }.values.joined().map(ExprSyntax.init)
            for target in selections where paywall.node.encloses(target) && target.isAssigned && Self.runsOnAppearance(target) {
                guard let value = target.assignedValue, Self.namesAnnualPlan(value, file: file) else { continue }
                report(at: target, file: file, &output)
            }
        }
    }

    private func report(at node: some SyntaxProtocol, file: SwiftFile, _ output: inout CheckOutput) {
        output.report(
            "The paywall starts with the annual plan selected, a choice the user did not make; stores treat a preselected plan as a dark pattern. Start with no plan selected (or show the plans as separate buttons) and select only what the user taps.",
            at: file.position(of: node))
    }

    static func isSelection(_ name: String) -> Bool {
        !selectionWords.isDisjoint(with: NameWords.split(name))
    }

    /// `.yearly`, `Plan.annual`, `"com.app.pro.yearly"`, or a lookup by such an id.
    static func namesAnnualPlan(_ value: ExprSyntax, file: SwiftFile) -> Bool {
        if let member = value.as(MemberAccessExprSyntax.self) {
            return !annualWords.isDisjoint(with: NameWords.split(member.declName.baseName.text))
        }
        return file.index.stringLiterals(within: value).contains { !annualWords.isDisjoint(with: NameWords.split($0.plainText)) }
    }

    /// True inside `onAppear`, `task`, `init`, `viewDidLoad` or `viewWillAppear`, not in a tap handler.
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
