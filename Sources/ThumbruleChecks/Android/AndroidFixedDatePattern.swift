import ThumbruleCore
import ThumbruleFrontEnds

/// A date shown with a fixed pattern that spells a month or weekday name
/// (`SimpleDateFormat("MMM d", Locale.getDefault())`, `DateTimeFormatter.ofPattern("MMMM dd, yyyy")`,
/// `DateFormat.format("EEE d MMM", date)`): the month name follows the locale, but the order of
/// the parts and their punctuation stay one region's ("Dec 7" where a German reader expects "7. Dez.").
///
/// The pattern must be one `HandFormattedValue.isDisplayPattern` accepts, the same test the
/// Swift check puts to `dateFormat`: a month or weekday name, more than one field, and none of the
/// pieces only machine formats carry (a time zone, `'T'`, seconds), so HTTP dates and feed stamps
/// are left alone; so is a formatter the same file parses text with (`formatter.parse(…)`), and
/// developer screens. Known false negatives: numeric patterns (`dd/MM/yyyy`), which are as often
/// a file name or a wire format as a label, and patterns held in constants.
struct AndroidFixedDatePattern: AndroidCheck {
    package static let description = CheckDescription(
        id: "l10n-format.android-fixed-date-pattern",
        ruleId: "l10n-format",
        summary: "A date shown with a fixed month-name pattern instead of the locale's order",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/java/com/acme/garden/SeasonBanner.kt", """
                package com.acme.garden

                class SeasonBanner(private val binding: BannerBinding) {
                    fun bind(start: Date, end: Date) {
                        val formatter = SimpleDateFormat(↓"MMM d", Locale.getDefault())
                        binding.range.text = formatter.format(start) + " – " + formatter.format(end)
                    }
                }

                @Composable
                fun HarvestDate(day: LocalDate) {
                    Text(day.format(DateTimeFormatter.ofPattern(↓"EEEE, MMMM d")))
                }

                fun caption(date: Date): CharSequence = DateFormat.format(↓"d MMM yyyy", date)
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/java/com/acme/garden/Dates.kt", """
                package com.acme.garden

                // An HTTP date (time zone and seconds), a lone month, the locale's own pattern,
                // and a pattern the same file parses the server's text with.
                private val httpDate = SimpleDateFormat("EEE, dd MMM yyyy HH:mm:ss z", Locale.US)
                private val monthOnly = SimpleDateFormat("MMMM", Locale.getDefault())
                private val serverDay = SimpleDateFormat("dd MMM yyyy", Locale.US)

                fun shown(date: Date, locale: Locale): String =
                    SimpleDateFormat(DateFormat.getBestDateTimePattern(locale, "MMMd"), locale).format(date)

                fun read(text: String): Date? = serverDay.parse(text)
                """),
                // A formatter only a preview reads.
                ("app/src/main/java/com/acme/garden/BannerPreview.kt", """
                package com.acme.garden

                private val previewDay = SimpleDateFormat("MMM d", Locale.US)

                @Preview
                @Composable
                private fun BannerPreview() {
                    Text(previewDay.format(Date(0)))
                }
                """),
            ]),
        ]
    )

    static let constructors: Set<String> = ["SimpleDateFormat", "ofPattern", "format"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in android.shippingCalls(named: Self.constructors) where !AndroidLiteralMessage.isDeveloperFile(file.path) {
            let kotlin = file.file
            let call = kotlin.calls[index]
            let receiver = call.receiverNames(in: kotlin)
            switch call.name {
            case "SimpleDateFormat": guard receiver.isEmpty || receiver == ["java", "text"] else { continue }
            case "ofPattern": guard receiver.last == "DateTimeFormatter" else { continue }
            default: guard receiver.last == "DateFormat", call.arguments.count == 2 else { continue }
            }
            guard let first = call.arguments.first, first.label == nil, case .string(let pattern) = first.value,
                  HandFormattedValue.isDisplayPattern(pattern),
                  file.scope(atLine: first.expression.position.line) == .app,
                  !AndroidLiteralMessage.insideDebugCall(index, in: kotlin), !Self.parses(index, in: kotlin),
                  !Self.onlyPreviewsRead(index, in: file) else { continue }
            output.report(
                "The fixed pattern \"\(pattern)\" puts the date's parts in one order with one punctuation for every language and region; build the pattern with DateFormat.getBestDateTimePattern(locale, skeleton) or use DateTimeFormatter.ofLocalizedDate so the locale picks the order.",
                at: file.position(first.expression.position), confidence: .medium)
        }
    }

    /// The property holding the formatter, when the call builds its initial value or delegate.
    static func holdingProperty(_ index: Int, in kotlin: KotlinFile) -> KotlinProperty? {
        let token = kotlin.calls[index].nameToken
        return kotlin.properties.first { property in
            [property.initializer, property.delegate].contains { $0?.tokenRange.contains(token) ?? false }
        }
    }

    /// A private property outside any function whose name only preview code reads (capod-android's
    /// `previewDateFormatter`, used by `@Preview` functions alone): it never formats a shown date.
    static func onlyPreviewsRead(_ index: Int, in file: AndroidKotlinFile) -> Bool {
        let kotlin = file.file
        guard let property = holdingProperty(index, in: kotlin), property.enclosingFunction == nil,
              property.modifiers.contains("private") else { return false }
        let source = kotlin.source
        let reads = source.tokens.indices.filter { source.tokens[$0].kind == .identifier && source.tokens[$0].line != property.position.line
            && source.name(at: $0) == property.name }
        return !reads.isEmpty && reads.allSatisfy { file.scope(atLine: source.tokens[$0].line) == .preview }
    }

    /// The formatter parses text in the same file: `SimpleDateFormat(…).parse(…)`, or a `parse`
    /// call on the property the formatter is stored in. Then the pattern is a wire format.
    static func parses(_ index: Int, in kotlin: KotlinFile) -> Bool {
        let parseNames: Set<String> = ["parse", "parseObject"]
        if let next = kotlin.calls[index].nextInChain, parseNames.contains(kotlin.calls[next].name) { return true }
        guard let property = holdingProperty(index, in: kotlin) else { return false }
        return kotlin.calls.contains { parseNames.contains($0.name) && $0.receiverNames(in: kotlin).last == property.name }
            || kotlin.calls.contains { call in
                // `LocalDate.parse(text, formatter)`: the property handed to a parse call.
                parseNames.contains(call.name) && call.arguments.contains { $0.expression.text == property.name }
            }
    }
}
