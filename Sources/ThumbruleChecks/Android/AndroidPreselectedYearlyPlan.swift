import ThumbruleCore
import ThumbruleFrontEnds

/// A yearly plan chosen for the buyer before they pick one, in an app that starts Play Billing
/// purchases: a property or parameter whose name says it holds the selection of a plan or a
/// billing cycle (`preselectedBillingCycle`, `selectedPlan`, `initialSubscription`) starts as
/// the yearly value (`= BillingCycle.Yearly`, `get() = Plan.ANNUAL`,
/// `mutableStateOf(Plan.Yearly)`). The Android side of `pay-honest-paywall.preselected-annual`.
/// A selection of some other kind (a chart's `selectedPeriod`, a filter's range) and a yearly
/// value that is not a selection (`val yearly = Plan.Yearly`) are left alone, as are apps that
/// sell nothing through Play.
struct AndroidPreselectedYearlyPlan: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-honest-paywall.android-preselected-yearly",
        ruleId: "pay-honest-paywall",
        summary: "An Android paywall that starts with the yearly plan selected",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("Upgrade", """
                enum class Cycle { Monthly, Yearly }

                sealed interface UpgradeEntry {
                    val preselectedCycle: Cycle get() = ↓Cycle.Yearly
                }

                class UpgradeViewModel(private val client: BillingClient) : ViewModel() {
                    var selectedPlan by mutableStateOf(↓Cycle.Yearly)
                    fun buy(activity: Activity, params: BillingFlowParams) = client.launchBillingFlow(activity, params)
                }

                @Composable
                fun PlanPicker(initialBillingCycle: Cycle = ↓Cycle.Yearly) { }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("Upgrade", """
                enum class Cycle { Monthly, Yearly }
                enum class Range { Week, Month, Yearly }

                class UpgradeViewModel(private val client: BillingClient) : ViewModel() {
                    var selectedPlan by mutableStateOf<Cycle?>(null)
                    var selectedPeriod by mutableStateOf(Range.Yearly)
                    val yearlyPlan = Cycle.Yearly
                    fun buy(activity: Activity, params: BillingFlowParams) = client.launchBillingFlow(activity, params)
                }
                """),
            ]),
            // An app that sells nothing through Play.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Budget", """
                class BudgetViewModel : ViewModel() {
                    var selectedPlan by mutableStateOf(BudgetPlan.Yearly)
                }
                """),
            ]),
        ]
    )

    static let selectionWords: Set<String> = ["selected", "selection", "preselected", "chosen", "initial", "default"]
    static let planWords: Set<String> = ["plan", "cycle", "billing", "subscription", "product", "offer", "sku"]
    static let yearlyWords: Set<String> = ["yearly", "annual", "annually", "year", "12month", "twelve"]
    /// Wrappers the first value sits in: `mutableStateOf(…)`, `remember { mutableStateOf(…) }`.
    static let wrappers: Set<String> = ["mutableStateOf", "MutableStateFlow", "remember", "rememberSaveable", "get"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard android.shippingCodeNames(PlayBilling.purchaseCalls) else { return }
        for file in android.shippingKotlin {
            let source = file.file.source
            let tokens = source.tokens
            for index in tokens.indices.dropLast() where tokens[index].kind == .identifier {
                // A declaration: `val name`, `var name`, or a parameter `name: Type`.
                let declared = tokens[index + 1].kind == .colon || (index > 0 && ["val", "var"].contains(source.text(at: index - 1)))
                guard declared else { continue }
                let words = Set(NameWords.split(source.name(at: index)).map { $0.lowercased() })
                guard !words.isDisjoint(with: Self.selectionWords), !words.isDisjoint(with: Self.planWords) else { continue }
                guard let value = Self.firstValue(after: index, in: source) else { continue }
                output.report(
                    "This starts the buyer with the yearly plan selected, a choice they did not make; stores treat a preselected plan as a dark pattern. Start with no plan selected (or show the plans as separate buttons) and select only what the buyer taps.",
                    at: file.position(ofToken: value), confidence: .medium)
            }
        }
    }

    /// The token of a yearly value a declaration starts with, after its type: `= Cycle.Yearly`,
    /// `get() = Cycle.Yearly`, `by mutableStateOf(Cycle.Yearly)`; nil otherwise.
    static func firstValue(after name: Int, in source: KotlinSource) -> Int? {
        let tokens = source.tokens
        var index = name + 1
        // The type: `: Cycle`, `: Cycle?`, `: BillingCycle<…>`.
        if index < tokens.count, tokens[index].kind == .colon {
            index += 1
            while index < tokens.count, [.identifier, .dot, .question, .less, .greater, .comma].contains(tokens[index].kind),
                  !(tokens[index].kind == .identifier && source.name(at: index) == "get" && index + 1 < tokens.count && tokens[index + 1].kind == .leftParen) {
                index += 1
            }
        }
        guard index < tokens.count else { return nil }
        if tokens[index].kind == .identifier, source.name(at: index) == "get", index + 3 < tokens.count,
           tokens[index + 1].kind == .leftParen, tokens[index + 2].kind == .rightParen { index += 3 }
        guard index < tokens.count, tokens[index].kind == .assign || (tokens[index].kind == .identifier && source.name(at: index) == "by") else { return nil }
        index += 1
        while index + 1 < tokens.count, tokens[index].kind == .identifier, wrappers.contains(source.name(at: index)),
              [.leftParen, .leftBrace].contains(tokens[index + 1].kind) {
            index += 2
            while index + 1 < tokens.count, tokens[index].kind == .identifier, wrappers.contains(source.name(at: index)), [.leftParen, .leftBrace].contains(tokens[index + 1].kind) { index += 2 }
        }
        // A qualified enum value: `Cycle.Yearly`, `Plans.Cycle.ANNUAL`, the last name yearly.
        let start = index
        while index + 2 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].kind == .dot, tokens[index + 2].kind == .identifier { index += 2 }
        guard index > start, tokens[index].kind == .identifier else { return nil }
        if index + 1 < tokens.count, [.dot, .safeDot, .leftParen, .leftBrace].contains(tokens[index + 1].kind) { return nil }
        let words = Set(NameWords.split(source.name(at: index)).map { $0.lowercased() })
        return words.isDisjoint(with: yearlyWords) ? nil : start
    }
}
