import ThumbruleCore
import ThumbruleFrontEnds

/// A Compose paywall with no restore control, in an app that sells through Play Billing
/// (`launchBillingFlow`). Someone who paid on another phone or before a reinstall meets the
/// paywall first and finds only a buy button there. The Android side of
/// `pay-restore.paywall-without-restore`.
///
/// A paywall is a top-level composable named for selling and for a screen
/// (`SubscriptionScreen`, `UpgradeBottomSheet`, `PaywallPage`) that takes or makes a purchase
/// (a parameter or a call named for subscribing, purchasing or buying: `onSubscribePress`,
/// `subscribe(…)`), in a file that shows a price (a name or string with `price`); a teaser that
/// only sends people to the real paywall names no price, and a container that shows another
/// file's paywall leaves it to that one. Its file has no restore: no identifier or string naming restore, a purchase
/// refresh or sync, or a purchases query (`restorePurchases`, `R.string.restore`,
/// `refreshPurchases`, `queryPurchasesAsync`). A restore control drawn by a composable of
/// another file is not seen, hence medium confidence; one finding per file.
struct AndroidPaywallWithoutRestore: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-restore.android-paywall-without-restore",
        ruleId: "pay-restore",
        summary: "A Compose paywall that sells through Play Billing with no restore control in its file",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Billing", """
                class Billing(private val client: BillingClient) {
                    fun buy(activity: Activity, params: BillingFlowParams) = client.launchBillingFlow(activity, params)
                }
                """),
                AndroidExample.kotlin("UpgradeScreen", """
                @Composable
                fun ↓UpgradeScreen(plans: List<Plan>, onSubscribePress: (Plan) -> Unit, onClose: () -> Unit) {
                    Column {
                        plans.forEach { plan -> Text(plan.formattedPrice) }
                        Button(onClick = { onSubscribePress(plans.first()) }) { Text(stringResource(R.string.subscribe)) }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing-ktx:7.0.0"]),
                AndroidExample.kotlin("Billing", """
                class Billing(private val client: BillingClient) {
                    fun buy(activity: Activity, params: BillingFlowParams) = client.launchBillingFlow(activity, params)
                }
                """),
                AndroidExample.kotlin("UpgradeScreen", """
                @Composable
                fun UpgradeScreen(plans: List<Plan>, onSubscribePress: (Plan) -> Unit, onRestorePress: () -> Unit) {
                    Column {
                        Button(onClick = { onSubscribePress(plans.first()) }) { Text(stringResource(R.string.subscribe)) }
                        TextButton(onClick = onRestorePress) { Text(stringResource(R.string.restore_purchases)) }
                    }
                }
                """),
                // A container that shows the paywall below is not a second paywall.
                AndroidExample.kotlin("PurchaseScreen", """
                @Composable
                fun PurchaseScreen(viewModel: PurchaseViewModel) {
                    UpgradeScreen(plans = viewModel.plans, onSubscribePress = { viewModel.purchase(it) })
                }
                """),
                // A teaser that names no price sends people on to the real paywall.
                AndroidExample.kotlin("TranscriptsPaywall", """
                @Composable
                fun TranscriptsPaywallPage(onClickSubscribe: () -> Unit) {
                    Button(onClick = onClickSubscribe) { Text(stringResource(R.string.subscribe_to_plus)) }
                }
                """),
                // Named for a subscription but sells nothing: a list of the user's podcasts.
                AndroidExample.kotlin("SubscriptionsScreen", """
                @Composable
                fun SubscriptionsScreen(podcasts: List<Podcast>, onOpen: (Podcast) -> Unit) {
                    LazyColumn { items(podcasts) { podcast -> Text(podcast.title, Modifier.clickable { onOpen(podcast) }) } }
                }
                """),
            ]),
            // No Play Billing in the app: the purchase goes through another store or the web.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("UpgradeScreen", """
                @Composable
                fun UpgradeScreen(onSubscribePress: () -> Unit) {
                    Button(onClick = onSubscribePress) { Text("Subscribe") }
                }
                """),
            ]),
        ]
    )

    /// Name words of a screen that sells.
    static let sellingWords: Set<String> = ["paywall", "upgrade", "subscription", "subscribe", "purchase", "premium"]
    /// The last name word of a composable that is a whole screen or sheet.
    static let screenWords: Set<String> = ["screen", "page", "sheet", "dialog", "paywall"]
    /// Name words of a purchase action.
    static let buyWords: Set<String> = ["subscribe", "purchase", "buy"]
    /// Text in an identifier or string that names a restore (lowercased, joined words).
    static let restoreMarkers = ["restore", "refreshpurchase", "syncpurchase", "querypurchase"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard !android.shippingCalls(named: PlayBilling.purchaseCalls).isEmpty else { return }
        for file in android.shippingKotlin {
            let functions = file.file.functions
            guard let paywall = functions.indices.first(where: { Self.isPaywall($0, in: file) }),
                  Self.names(["price", "pricing"], in: file.file.source), !Self.names(Self.restoreMarkers, in: file.file.source) else { continue }
            output.report(
                "This paywall sells through Play Billing but has no restore control: someone who already paid, on another phone or before a reinstall, finds only a buy button here. Add a labelled Restore purchases button that queries Play (queryPurchasesAsync) and says what it found.",
                at: file.position(functions[paywall].position), confidence: .medium)
        }
    }

    /// A top-level composable named for selling and for a screen, with a purchase action among
    /// its parameters or its calls.
    static func isPaywall(_ index: Int, in file: AndroidKotlinFile) -> Bool {
        let function = file.file.functions[index]
        guard function.isComposable, !function.isPreview, function.enclosingFunction == nil, file.ships(function.position),
              isPaywallName(function.name) else { return false }
        func buys(_ name: String) -> Bool { !buyWords.isDisjoint(with: NameWords.split(name)) }
        let calls = file.file.calls.indices.filter { file.call($0, isInFunction: index) }
        // A container that shows another file's paywall (`PurchaseScreen` drawing `SubscriptionScreen`) leaves it to that one.
        let ownNames = Set(file.file.functions.map(\.name))
        guard !calls.contains(where: { isPaywallName(file.file.calls[$0].name) && !ownNames.contains(file.file.calls[$0].name) }) else { return false }
        return function.parameters.contains { buys($0.name) } || calls.contains { buys(file.file.calls[$0].name) }
    }

    /// A name for selling and for a screen: `SubscriptionScreen`, `UpgradeBottomSheet`.
    static func isPaywallName(_ name: String) -> Bool {
        let words = NameWords.split(name)
        guard let last = words.last, screenWords.contains(last) else { return false }
        return !sellingWords.isDisjoint(with: words)
    }

    /// Whether an identifier or string of the file holds one of these (lowercased, without underscores).
    static func names(_ markers: [String], in source: KotlinSource) -> Bool {
        source.tokens.contains { token in
            guard token.kind == .identifier || token.kind == .stringText else { return false }
            let text = source.text(of: token).lowercased().filter { $0 != "_" }
            return markers.contains { text.contains($0) }
        }
    }
}
