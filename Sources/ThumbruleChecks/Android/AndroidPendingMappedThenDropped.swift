import ThumbruleCore
import ThumbruleFrontEnds

/// Play's `PENDING` purchase state mapped to a value of the app's own type
/// (`Purchase.PurchaseState.PENDING -> PurchaseState.Pending`) that no shipping code then reads,
/// while the function that acknowledges or consumes purchases lets only another value of that
/// type through (`if (purchase.state is PurchaseState.Purchased)`): the app names pending, so
/// `pay-outcome.play-pending-dropped` stays silent, but a purchase paid in cash or waiting for a
/// parent is still dropped without a word. The app's value counts as read when code compares
/// with it, tests it with `is`, or branches on it in a `when`, qualified or not.
struct AndroidPendingMappedThenDropped: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.play-pending-mapped-dropped",
        ruleId: "pay-outcome",
        summary: "Play's PENDING mapped to the app's own state, which nothing reads, and only purchased settled",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("Orders", """
                sealed interface OrderState {
                    data class Paid(val orderId: String) : OrderState
                    data object AwaitingPayment : OrderState
                    data object Unknown : OrderState
                }

                class OrderMapper {
                    fun state(purchase: Purchase): OrderState = when (purchase.purchaseState) {
                        Purchase.PurchaseState.PENDING -> OrderState.AwaitingPayment
                        Purchase.PurchaseState.PURCHASED -> OrderState.Paid(purchase.orderId ?: "")
                        else -> OrderState.Unknown
                    }
                }

                sealed interface Download { data object AwaitingPayment : Download }

                fun describe(download: Download) = when (download) { is Download.AwaitingPayment -> "queued" }

                class Checkout(private val client: BillingClient, private val mapper: OrderMapper) {
                    suspend fun settle(purchase: Purchase) {
                        if (mapper.state(purchase) ↓is OrderState.Paid) {
                            client.acknowledgePurchase(AcknowledgePurchaseParams.newBuilder().setPurchaseToken(purchase.purchaseToken).build())
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The pending value is read: the screen says the payment is on its way.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("Orders", """
                sealed interface OrderState {
                    data class Paid(val orderId: String) : OrderState
                    data object AwaitingPayment : OrderState
                }

                class Checkout(private val client: BillingClient, private val ui: CheckoutUi) {
                    fun state(purchase: Purchase): OrderState? = when (purchase.purchaseState) {
                        Purchase.PurchaseState.PENDING -> OrderState.AwaitingPayment
                        Purchase.PurchaseState.PURCHASED -> OrderState.Paid(purchase.orderId ?: "")
                        else -> null
                    }

                    suspend fun settle(purchase: Purchase) {
                        when (val state = state(purchase)) {
                            is OrderState.Paid -> client.acknowledgePurchase(AcknowledgePurchaseParams.newBuilder().setPurchaseToken(purchase.purchaseToken).build())
                            OrderState.AwaitingPayment -> ui.showPaymentOnItsWay()
                            null -> Unit
                        }
                    }
                }
                """),
            ]),
            // Mapped and never read, but nothing settles purchases behind a test of that type.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                AndroidExample.kotlin("Orders", """
                enum class OrderState { Paid, AwaitingPayment }

                class Receipts {
                    fun state(purchase: Purchase) = when (purchase.purchaseState) {
                        Purchase.PurchaseState.PENDING -> OrderState.AwaitingPayment
                        else -> OrderState.Paid
                    }

                    fun label(purchase: Purchase) = if (state(purchase) == OrderState.Paid) "Paid" else "Processing"
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        // (type, value) pairs Play's PENDING is mapped to, with the token of the mapping.
        var mappings: [(file: AndroidKotlinFile, token: Int, type: String, value: String)] = []
        for file in android.shippingKotlin {
            let source = file.file.source
            let tokens = source.tokens
            for index in file.identifierTokens(["PENDING"]) where index >= 2 && index + 4 < tokens.count {
                guard tokens[index - 1].kind == .dot, tokens[index - 2].kind == .identifier,
                      source.name(at: index - 2).hasSuffix("PurchaseState"), tokens[index + 1].kind == .arrow,
                      tokens[index + 2].kind == .identifier, tokens[index + 3].kind == .dot, tokens[index + 4].kind == .identifier
                else { continue }
                let value = source.name(at: index + 4)
                guard value != "PENDING", value.lowercased().contains("pending") || value.lowercased().contains("await") else { continue }
                mappings.append((file, index + 4, source.name(at: index + 2), value))
            }
        }
        for mapping in mappings {
            let read = android.shippingKotlin.contains { file in
                let source = file.file.source
                let tokens = source.tokens
                return file.identifierTokens([mapping.value]).contains { index in
                    if file.path == mapping.file.path && index == mapping.token { return false }
                    // Another type's value of the same name (`DownloadState.Pending`) is not this one.
                    if index >= 2, [.dot, .safeDot].contains(tokens[index - 1].kind) { return source.name(at: index - 2) == mapping.type }
                    let tested = index >= 1 && tokens[index - 1].kind == .identifier && source.name(at: index - 1) == "is"
                    let branch = index + 1 < tokens.count && tokens[index + 1].kind == .arrow
                    return tested || branch
                }
            }
            guard !read else { continue }
            for file in android.shippingKotlin {
                let source = file.file.source
                let tokens = source.tokens
                for index in file.identifierTokens([mapping.type]) where index >= 1 && index + 2 < tokens.count {
                    guard tokens[index + 1].kind == .dot, tokens[index + 2].kind == .identifier, source.name(at: index + 2) != mapping.value
                    else { continue }
                    let before = source.text(at: index - 1)
                    guard ["is", "==", "!="].contains(before) else { continue }
                    // Only a gate in a function that acknowledges or consumes purchases.
                    guard let function = file.file.functions.indices.last(where: { candidate in
                        file.file.functions[candidate].bodyRange.map { $0.contains(index) } ?? false
                    }), let body = file.file.functions[function].bodyRange,
                          file.identifierTokens(PlayBilling.settleNames).contains(where: body.contains) else { continue }
                    output.report(
                        "Play's PENDING is mapped to \(mapping.type).\(mapping.value) (\(mapping.file.path.split(separator: "/").last ?? ""):\(mapping.file.position(ofToken: mapping.token).line)), but no code reads that value, and here only \(mapping.type).\(source.name(at: index + 2)) goes on to be settled: a purchase paid in cash or waiting for a parent's approval gets no state and no word. Handle \(mapping.value): tell the buyer the payment is being processed, and grant the item when the purchase turns PURCHASED.",
                        at: file.position(ofToken: index - 1), confidence: .medium,
                        related: [RelatedLocation(mapping.file.position(ofToken: mapping.token), "PENDING mapped here")])
                }
            }
        }
    }
}
