import ThumbruleCore
import ThumbruleFrontEnds

/// A Compose paywall selling a Play subscription with no link to the Terms of Use and none to
/// the privacy policy anywhere on it. The rulebook (`pay-subscription-terms`) asks for working
/// links to both on the subscription screen itself, in the app's own build; Google Play's
/// Subscriptions policy asks for the terms to be clear before the purchase. The Android side of
/// `pay-subscription-terms.paywall-terms`.
///
/// A paywall is what `pay-restore.android-paywall-without-restore` reads as one: a top-level
/// composable named for selling and for a screen that takes or makes a purchase, in a file that
/// shows a price, in an app that launches a Play billing flow and sells subscriptions
/// (`ProductType.SUBS`). Its terms are any identifier or string naming terms, privacy, EULA,
/// legal or a policy (`R.string.terms_of_use`, `"https://example.com/privacy"`) in its file or
/// in the files of the composables it calls. Reported only when neither is found; a footer
/// composed from further away is not seen, hence medium confidence.
struct AndroidPaywallWithoutTerms: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-subscription-terms.android-paywall-terms",
        ruleId: "pay-subscription-terms",
        summary: "A Compose subscription paywall with no Terms of Use and no privacy policy link",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Billing", """
                class Billing(private val client: BillingClient) {
                    val type = BillingClient.ProductType.SUBS
                    fun buy(activity: Activity, params: BillingFlowParams) = client.launchBillingFlow(activity, params)
                }
                """),
                AndroidExample.kotlin("UpgradeScreen", """
                @Composable
                fun ↓UpgradeScreen(plans: List<Plan>, onSubscribePress: (Plan) -> Unit, onRestore: () -> Unit) {
                    Column {
                        plans.forEach { plan -> Text(plan.formattedPrice) }
                        Button(onClick = { onSubscribePress(plans.first()) }) { Text(stringResource(R.string.subscribe)) }
                        TextButton(onClick = onRestore) { Text(stringResource(R.string.restore_purchases)) }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The links are drawn by a footer composable of another file.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Billing", """
                class Billing(private val client: BillingClient) {
                    val type = BillingClient.ProductType.SUBS
                    fun buy(activity: Activity, params: BillingFlowParams) = client.launchBillingFlow(activity, params)
                }
                """),
                AndroidExample.kotlin("UpgradeScreen", """
                @Composable
                fun UpgradeScreen(plans: List<Plan>, onSubscribePress: (Plan) -> Unit) {
                    Column {
                        plans.forEach { plan -> Text(plan.formattedPrice) }
                        Button(onClick = { onSubscribePress(plans.first()) }) { Text(stringResource(R.string.subscribe)) }
                        LegalFooter()
                    }
                }
                """),
                AndroidExample.kotlin("LegalFooter", """
                @Composable
                fun LegalFooter() {
                    val uriHandler = LocalUriHandler.current
                    TextButton(onClick = { uriHandler.openUri(TERMS_URL) }) { Text(stringResource(R.string.terms_of_use)) }
                }
                """),
            ]),
            // An app that sells no subscription: a one-time unlock has no renewal terms to state.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Billing", """
                class Billing(private val client: BillingClient) {
                    fun buy(activity: Activity, params: BillingFlowParams) = client.launchBillingFlow(activity, params)
                }
                """),
                AndroidExample.kotlin("UnlockScreen", """
                @Composable
                fun UpgradeScreen(price: String, onPurchase: () -> Unit) {
                    Button(onClick = onPurchase) { Text("Unlock for " + price) }
                }
                """),
            ]),
        ]
    )

    /// Words of an identifier or string that name the terms or the privacy policy.
    static let termsWords: Set<String> = ["terms", "tos", "eula", "privacy", "legal", "policy", "policies", "conditions"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard !android.shippingCalls(named: PlayBilling.purchaseCalls).isEmpty, android.shippingCodeNames(["SUBS"]) else { return }
        let files = android.shippingKotlin
        var declaring: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            for function in file.file.functions where function.isComposable { declaring[function.name, default: []].append(index) }
        }
        for (index, file) in files.enumerated() {
            let functions = file.file.functions
            guard let paywall = functions.indices.first(where: { AndroidPaywallWithoutRestore.isPaywall($0, in: file) }),
                  AndroidPaywallWithoutRestore.names(["price", "pricing"], in: file.file.source) else { continue }
            var searched: Set<Int> = [index]
            for call in file.file.calls.indices where file.call(call, isInFunction: paywall) {
                searched.formUnion(declaring[file.file.calls[call].name] ?? [])
            }
            guard !searched.contains(where: { Self.namesTerms(in: files[$0].file.source) }) else { continue }
            output.report(
                "This subscription paywall has no link to the Terms of Use (EULA) and none to the privacy policy: the subscription screen itself must link to both before the purchase. Add labelled links to both beside the subscribe button.",
                at: file.position(functions[paywall].position), confidence: .medium)
        }
    }

    /// Whether an identifier or string of the source names terms or a privacy policy.
    static func namesTerms(in source: KotlinSource) -> Bool {
        source.tokens.contains { token in
            guard token.kind == .identifier || token.kind == .stringText else { return false }
            return !termsWords.isDisjoint(with: NameWords.split(source.text(of: token)))
        }
    }
}
