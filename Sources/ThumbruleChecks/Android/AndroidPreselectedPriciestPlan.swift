import ThumbruleCore
import ThumbruleFrontEnds

/// The dearest Play product chosen for the user: `products.maxByOrNull { …priceAmountMicros }`
/// handed to a selection (`?.let { selectPlan(it) }`, `selectPlan(….maxBy { … })`,
/// `selectedPlan = ….maxByOrNull { … }`). The paywall opens with the most expensive plan
/// already ticked, which the rule rules out: only a plan the user tapped is selected. The
/// Android counterpart of `pay-honest-paywall.preselected-annual`; the price is read from the
/// code, so the choice is proven, not guessed from plan names.
struct AndroidPreselectedPriciestPlan: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-honest-paywall.android-preselected-priciest",
        ruleId: "pay-honest-paywall",
        summary: "An Android paywall that selects the most expensive Play product before the user picks one",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("PlansFragment", """
                class PlansFragment : Fragment() {
                    private var chosen: ProductDetails? = null

                    fun show(plans: List<ProductDetails>) {
                        if (chosen == null) {
                            plans.↓maxByOrNull { it.subscriptionOfferDetails?.firstOrNull()?.pricingPhases?.pricingPhaseList?.first()?.priceAmountMicros ?: 0 }
                                ?.let { selectPlan(it) }
                        }
                    }

                    fun showGifts(gifts: List<ProductDetails>) {
                        chosen = gifts.↓maxBy { it.oneTimePurchaseOfferDetails!!.priceAmountMicros }
                    }

                    private fun selectPlan(plan: ProductDetails) { chosen = plan }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.kotlin("PlansFragment", """
                class PlansFragment : Fragment() {
                    fun show(plans: List<ProductDetails>) {
                        val top = plans.maxByOrNull { it.oneTimePurchaseOfferDetails?.priceAmountMicros ?: 0 }
                        badge.text = top?.name
                        plans.maxByOrNull { it.rating }?.let { selectPlan(it) }
                    }
                }
                """),
            ]),
        ]
    )

    static let maxCalls: Set<String> = ["maxByOrNull", "maxBy", "maxWithOrNull", "maxWith"]
    static let priceNames: Set<String> = ["priceAmountMicros", "getPriceAmountMicros"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin where file.file.source.bytes.contains(utf8: "riceAmountMicros") {
            let calls = file.file.calls
            for index in calls.indices where Self.maxCalls.contains(calls[index].name) {
                guard Self.priceNames.contains(where: { file.call(index, names: $0) }), Self.selects(index, in: file) else { continue }
                output.report(
                    "This picks the most expensive product and selects it before the user has chosen, so the paywall opens with the dearest plan ticked. Leave every plan unselected until the user taps one, or select the one they had before.",
                    at: file.position(ofCall: index), confidence: .high)
            }
        }
    }

    /// Whether the chosen product goes to a selection: a `select…` call in the `let`/`also`
    /// lambda chained after it, a `select…` call it is an argument of, or an assignment to a
    /// `selected…`/`chosen…` property.
    static func selects(_ index: Int, in file: AndroidKotlinFile) -> Bool {
        let calls = file.file.calls
        func isSelection(_ name: String) -> Bool { name.hasPrefix("select") && name != "select" }
        if let next = calls[index].nextInChain, ["let", "also", "run"].contains(calls[next].name),
           file.file.calls(inLambdaOf: next).contains(where: { isSelection(calls[$0].name) }) {
            return true
        }
        if case .argument(let owner, _)? = calls[index].container, isSelection(calls[owner].name) { return true }
        let nameToken = calls[index].nameToken
        return file.file.assignments.contains { assignment in
            guard let target = assignment.target.last?.lowercased(), target.hasPrefix("selected") || target.hasPrefix("chosen") else { return false }
            return assignment.value.tokenRange.contains(nameToken)
        }
    }
}
