import ThumbruleCore
import ThumbruleFrontEnds

/// A price put together by hand from a number: a format string, typed in Kotlin
/// (`String.format("$%.2f", …)`) or kept in a string resource (`stringResource(R.string.per_month,
/// amount)` with `<string name="per_month">\u0024%1$.2f/month</string>`), that glues a currency
/// symbol to a number conversion, or puts a decimal conversion beside a `%s` filled with a
/// currency code (`"%1$.2f %2$s"`, `amount, currencyCode`). The rule says the app never adds a
/// symbol: the decimal separator, the symbol's side and the digits differ by locale and currency.
/// Only apps that start a Play Billing purchase are read, so a budgeting app's amounts are left
/// alone; a format with a symbol beside text (`"$%s"`) or a whole-number percentage is not a price.
/// Android Lint has no check for this.
struct AndroidHandFormattedPrice: AndroidCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.android-hand-formatted",
        ruleId: "pay-price-source",
        summary: "A Play price formatted by hand, a currency symbol or code glued to a number",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                ("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="plan_monthly_usd">\\u0024%1$.2f a month</string>
                    <string name="plan_monthly">%1$.2f %2$s a month</string>
                </resources>
                """),
                AndroidExample.kotlin("PlanRow", """
                @Composable
                fun PlanRow(plan: Plan, onBuy: () -> Unit) {
                    val label = if (plan.currencyCode == "USD") {
                        ↓stringResource(R.string.plan_monthly_usd, plan.yearly / 12)
                    } else {
                        ↓stringResource(R.string.plan_monthly, plan.yearly / 12, plan.currencyCode)
                    }
                    Text(label)
                    Text(String.↓format("€%.2f", plan.weekly))
                }
                """),
                AndroidExample.kotlin("Store", """
                class Store(private val client: BillingClient) {
                    fun buy(activity: Activity, params: BillingFlowParams) = client.launchBillingFlow(activity, params)
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The store's formatted price, a percentage, a symbol beside text, a count.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["com.android.billingclient:billing:7.0.0"]),
                ("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="plan_monthly">%1$s a month</string>
                    <string name="plan_saving">Save %1$d%%</string>
                    <string name="plan_note">$%1$s is what the store charges</string>
                    <string name="plan_hours">%1$.1f hours of listening</string>
                </resources>
                """),
                AndroidExample.kotlin("PlanRow", """
                @Composable
                fun PlanRow(details: ProductDetails, hours: Double, unit: String) {
                    val phase = details.subscriptionOfferDetails?.first()?.pricingPhases?.pricingPhaseList?.first()
                    Text(stringResource(R.string.plan_monthly, phase?.formattedPrice ?: ""))
                    Text(stringResource(R.string.plan_saving, 16))
                    Text(stringResource(R.string.plan_note, phase?.formattedPrice ?: ""))
                    Text(stringResource(R.string.plan_hours, hours, unit))
                    Text(String.format("%.1f %s", hours, unit))
                }
                """),
                AndroidExample.kotlin("Store", """
                class Store(private val client: BillingClient) {
                    fun buy(activity: Activity, params: BillingFlowParams) = client.launchBillingFlow(activity, params)
                }
                """),
            ]),
            // An expense tracker that sells nothing: its dollar amounts are the user's own.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ExpenseRow", """
                @Composable
                fun ExpenseRow(expense: Expense) {
                    Text(String.format("$%.2f", expense.amount))
                    Text(String.format("%.2f %s", expense.amount, expense.currencyCode))
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard android.shippingCodeNames(PlayBilling.purchaseCalls) else { return }
        let strings = project.androidDefaultStrings
        for (file, index) in android.shippingCalls(named: ["stringResource", "getString", "format"]) {
            let call = file.file.calls[index]
            let arguments = call.positionalArguments
            var format: String?
            var rest: ArraySlice<KotlinArgument> = []
            if call.name == "format" {
                // String.format(format, …) or String.format(locale, format, …).
                guard file.receiverType(ofCall: index) == "String" else { continue }
                guard let at = arguments.prefix(2).firstIndex(where: { if case .string = $0.value { return true } else { return false } }),
                      case .string(let text) = arguments[at].value else { continue }
                format = text
                rest = arguments[(at + 1)...]
            } else {
                let labelled = call.argument("id")
                guard let first = labelled ?? arguments.first, case .reference(let names) = first.value,
                      names.count >= 3, names[names.count - 2] == "string", let text = strings[names[names.count - 1]] else { continue }
                format = text
                rest = labelled == nil ? arguments.dropFirst() : arguments[...]
            }
            guard let format, !rest.isEmpty else { continue }
            let conversions = FormatConversion.parse(format)
            let passesCurrency = rest.contains { $0.text.lowercased().hasSuffix("currencycode") || $0.text.lowercased().hasSuffix("currency") }
            guard Self.gluesSymbol(format, conversions) || (passesCurrency && Self.decimalBesideText(format, conversions)) else { continue }
            output.report(
                "This price is put together by hand: the format glues a currency symbol or code to a number, so the decimal separator, the symbol's side and the digits are the app's, not the buyer's locale's. Show the store's formatted price (ProductDetails' PricingPhase.getFormattedPrice()), and format a derived figure such as a monthly equivalent with NumberFormat.getCurrencyInstance() set to the product's priceCurrencyCode.",
                at: file.position(ofCall: index), confidence: .high)
        }
    }

    /// A currency symbol written next to a number conversion, with at most one space between:
    /// `$%.2f`, `%1$.2f €`, `£%d`.
    static func gluesSymbol(_ format: String, _ conversions: [FormatConversion]) -> Bool {
        let characters = Array(format)
        return conversions.contains { conversion in
            guard "fd".contains(conversion.letter) else { return false }
            var before = conversion.start - 1
            if before >= 0, characters[before] == " " { before -= 1 }
            var after = conversion.end
            if after < characters.count, characters[after] == " " { after += 1 }
            return (before >= 0 && Currency.symbols.contains(characters[before]))
                || (after < characters.count && Currency.symbols.contains(characters[after]))
        }
    }

    /// A decimal conversion and a text conversion side by side, one space apart at most:
    /// `%1$.2f %2$s`, `%s%.2f`.
    static func decimalBesideText(_ format: String, _ conversions: [FormatConversion]) -> Bool {
        let characters = Array(format)
        return zip(conversions, conversions.dropFirst()).contains { first, second in
            guard Set([first.letter, second.letter]) == ["f", "s"] else { return false }
            let gap = characters[first.end..<second.start]
            return gap.isEmpty || gap.allSatisfy { $0 == " " || $0 == "\u{00A0}" }
        }
    }
}

/// One `%` conversion of a Java format string, by character offsets: `%1$.2f` has letter `f`.
struct FormatConversion {
    let start: Int
    let end: Int
    let letter: Character

    /// The conversions of a format string, `%%` and `%n` left out.
    static func parse(_ format: String) -> [FormatConversion] {
        let characters = Array(format)
        var result: [FormatConversion] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            // Argument index (`1$`), flags, width, precision, then the letter.
            var digits = cursor
            while digits < characters.count, characters[digits].isASCII, characters[digits].isNumber { digits += 1 }
            if digits > cursor, digits < characters.count, characters[digits] == "$" { cursor = digits + 1 }
            while cursor < characters.count, "-#+ 0,(".contains(characters[cursor]) { cursor += 1 }
            while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber { cursor += 1 }
            if cursor < characters.count, characters[cursor] == "." {
                cursor += 1
                while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber { cursor += 1 }
            }
            guard cursor < characters.count else { break }
            let letter = characters[cursor]
            if letter.isASCII, letter.isLetter, letter != "n" {
                result.append(FormatConversion(start: index, end: cursor + 1, letter: letter))
            }
            index = cursor + 1
        }
        return result
    }
}
