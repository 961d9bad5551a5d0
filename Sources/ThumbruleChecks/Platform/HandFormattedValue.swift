import SwiftSyntax
import ThumbruleCore

/// A number, date or amount formatted by hand for display, so it ignores the reader's
/// region: a formatter forced to one currency symbol (`currencySymbol = "$"`) or to one
/// region (`locale = Locale(identifier: "en_US")` on a styled formatter), a fixed display
/// pattern with month or weekday names (`dateFormat = "MMMM, d"`), a percent sign glued to a
/// number (`"\(n)%"`, `String(format: "%.1f%%", …)`), a currency symbol glued to one
/// (`"$\(amount)"`), an amount with its currency kept in a constant shown as text
/// (`static let zero = "$0.0"`, `label.text = Copy.zero`), and a money value rounded with `%.2f`.
///
/// Parsing and wire formats are left alone: a formatter set to `en_US_POSIX`, one that
/// parses (`date(from:)`, `number(from:)`), patterns with a time zone, seconds or a literal
/// `'T'`, a formatter pinned to one region that the same code also pins to UTC
/// (`timeZone = TimeZone(secondsFromGMT: 0)`: a record stamped the same everywhere, such as a
/// support log header, not a time shown in the reader's zone), one in a function named for log text (`toStringForTrace`, `logTimestamp`), which
/// developers read, and one in a Codable `encode` method, whose text is JSON. So is a pattern set on a formatter the code then drops unused (a `return` of other
/// text right after it), and one in a member nothing calls (the model's unreachable scope). A
/// formatter pinned to one region in a shared factory (`static var scientificAmount: NumberFormatter`)
/// is judged by its uses in the project: left alone when shipping code uses it only to parse and
/// no other file names it. So is a currency symbol given to a formatter named for the one currency
/// it stands for (`usdFormatter`), or whose every use in the file sits in a function or variable
/// named for it (`formatUsd`): amounts in that currency by design, for which the symbol is right. So is a symbol
/// that is the code the same formatter sets as its `currencyCode` (`"BTC"` for both): the currency is named. The glued strings count only where they reach visible text: the first argument of
/// `Text`, `Label`, `Button`, `Link`, `setTitle`, a `text` or `title` assignment, or (for a
/// percent built with `String(format:)`) an argument labelled `title`, `value`, `text`,
/// `subtitle` or `detail`; never inside logging, URLs or keys.
/// A locale of another language than English is left alone in an app that ships no translation
/// into any other language: it is the UI's only language. `Text`'s literal is a localized key:
/// when a `.strings` table translates that key (`"%lld%% seen"` to other text), each language places
/// the number and the sign, so it is left alone.
///
/// Known false negatives: a display pattern without names (`"M/d"`), strings built in one
/// place and shown in another, `Double(input)` parsing of typed amounts.
struct HandFormattedValue: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "l10n-format.hand-formatted",
        ruleId: "l10n-format",
        summary: "A number, date or amount formatted by hand for display instead of for the reader's locale",
        triggering: [
            CheckExample("""
            extension Date {
                func headline() -> String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = ↓"MMMM, d"
                    return formatter.string(from: self)
                }
            }
            func receiptFormatter() -> NumberFormatter {
                let formatter = NumberFormatter()
                formatter.numberStyle = .currency
                formatter.currencySymbol = ↓"$"
                return formatter
            }
            func stamp() -> String {
                let formatter = DateFormatter()
                formatter.dateStyle = .medium
                formatter.locale = ↓Locale(identifier: "en_US")
                return formatter.string(from: Date())
            }
            """),
            CheckExample("""
            final class TipViewController: UIViewController {
                let percentLabel = UILabel()
                func sliderChanged(_ slider: UISlider) {
                    percentLabel.text = ↓"\\(Int(slider.value))%"
                    addCard(title: "Average", value: ↓String(format: "%.1f%%", average))
                    totalLabel.text = ↓"$\\(total)"
                }
            }
            struct PriceTag: View {
                var body: some View {
                    Text(↓"\\(product.price.doubleValue, specifier: "%.2f")")
                    Text(↓String(format: "%.2f", price))
                    Text(↓"\\(currencySymbol)\\(entry.amount, specifier: "%.2f")")
                    Text(↓"$\\(cart.totalPrice, specifier: "%.2f")")
                }
            }
            """),
            // A String Catalog that only holds the key Xcode extracted from the code, untranslated.
            CheckExample(files: [
                ("App/Localizable.xcstrings", """
                {"sourceLanguage": "en", "strings": {"%lld%%": {}}, "version": "1.0"}
                """),
                ("App/ScoreBadge.swift", """
                struct ScoreBadge: View {
                    let score: Int
                    var body: some View { Text(↓"\\(score)%") }
                }
                """),
            ]),
            // tip-calculator: an amount with its currency kept in a constant and set as a label's text.
            CheckExample(files: [
                ("App/Copy.swift", """
                struct Copy {
                    static let ↓zero = "$0.00"
                    static let dateStamp = "00/00/2023"
                }
                """),
                ("App/TotalView.swift", """
                final class TotalView: UIView {
                    let totalLabel = UILabel()
                    func reset() {
                        totalLabel.text = Copy.zero
                        totalLabel.accessibilityHint = Copy.dateStamp
                    }
                }
                """),
            ]),
            // The same shared formatter, also used to show an amount.
            CheckExample(files: [
                ("Kit/Formatters.swift", """
                extension NumberFormatter {
                    static var plainAmount: NumberFormatter {
                        let formatter = NumberFormatter()
                        formatter.numberStyle = .decimal
                        formatter.usesGroupingSeparator = false
                        formatter.locale = ↓Locale(identifier: "en_US")
                        return formatter
                    }
                }
                """),
                ("Kit/String+Amount.swift", """
                extension String {
                    var plainAmountValue: Decimal? {
                        let formatter = NumberFormatter.plainAmount
                        return formatter.number(from: self)?.decimalValue
                    }
                }
                func show(_ amount: NSNumber, in label: UILabel) {
                    label.text = NumberFormatter.plainAmount.string(from: amount)
                }
                """),
            ]),
            // A German locale in an app translated into English and French: French readers get German dates.
            CheckExample(files: [
                ("App/en.lproj/Localizable.strings", "\"events.title\" = \"Events\";\n"),
                ("App/fr.lproj/Localizable.strings", "\"events.title\" = \"Événements\";\n"),
                ("App/EventRow.swift", """
                struct EventRow: View {
                    let date: Date
                    var body: some View { Text(Self.formatter.string(from: date)) }
                    private static let formatter: DateFormatter = {
                        let f = DateFormatter()
                        f.locale = ↓Locale(identifier: "de_DE")
                        f.dateStyle = .medium
                        return f
                    }()
                    func joined(_ date: Date) -> String {
                        let formatter = DateFormatter()
                        formatter.dateStyle = .long
                        formatter.locale = ↓Locale(identifier: "de_DE")
                        return formatter.string(from: date)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // piraten-ios CalendarView, UserProfileView: a German locale in an app that ships no translation
            // (its text is German literals): the locale is the UI's only language, and dropping it would
            // print the bundle's English month names in German text.
            CheckExample("""
            struct MeetingRow: View {
                let date: Date
                var body: some View { Text("Termin am \\(Self.formatter.string(from: date))") }
                private static let formatter: DateFormatter = {
                    let f = DateFormatter()
                    f.locale = Locale(identifier: "de_DE")
                    f.dateStyle = .medium
                    return f
                }()
                func memberSince(_ date: Date) -> String {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    formatter.locale = Locale(identifier: "de_DE")
                    return formatter.string(from: date)
                }
            }
            """),
            // wxyc-ios: a Decimal written into JSON as text by a container's encode method: a wire format.
            CheckExample("""
            extension KeyedEncodingContainer {
                mutating func encode(_ amount: Decimal, forKey key: Key) throws {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .decimal
                    formatter.locale = Locale(identifier: "en_US")
                    formatter.usesGroupingSeparator = false
                    try encode(formatter.string(from: NSDecimalNumber(decimal: amount)) ?? "\\(amount)", forKey: key)
                }
            }
            """),
            // unstoppable-ios: a "$" formatter whose only use formats amounts named as US dollars
            // (fixed thresholds in formatUsd): it is always that one currency, so "$" is its symbol.
            CheckExample("""
            import Foundation
            enum Thresholds {
                private static let currencyFormatter: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    formatter.currencySymbol = "$"
                    return formatter
                }()
                static func formatUsd(_ value: Int) -> String {
                    let text = Self.currencyFormatter.string(from: value as NSNumber) ?? ""
                    return text
                }
                static let euroFormatter: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    formatter.currencySymbol = "€"
                    return formatter
                }()
            }
            """),
            // muun-falcon: a symbol given to a formatter whose style is .decimal, which prints no symbol.
            CheckExample("""
            import Foundation
            enum SatsText {
                static let formatter: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .decimal
                    formatter.currencySymbol = "BTC"
                    formatter.maximumFractionDigits = 8
                    return formatter
                }()
            }
            """),
            // A currency symbol that is the very code the same formatter names its currency by: the
            // currency is named, and a code is what every locale writes for a coin it has no symbol for.
            CheckExample("""
            import Foundation
            func coinFormatter(style: NumberFormatter.Style) -> NumberFormatter {
                let formatter = NumberFormatter()
                formatter.numberStyle = style
                formatter.currencyCode = "ETH"
                formatter.currencySymbol = "ETH"
                return formatter
            }
            """),
            // sora-ios: Text's literal is a localized key that every language's table translates,
            // so each places the number and the sign itself.
            CheckExample(files: [
                ("App/Library/ShelfRow.swift", """
                struct ShelfRow: View {
                    let watched: Double
                    var body: some View { Text("\\(Int(watched * 100))% watched") }
                }
                """),
                ("App/fr.lproj/Localizable.strings", "\"%lld%% watched\" = \"vu à %lld %%\";\n"),
            ]),
            CheckExample("""
            enum Wire {
                static let parser: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.locale = Locale(identifier: "en_US_POSIX")
                    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
                    return formatter
                }()
                static func parse(_ text: String) -> Date? {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "MMMM d"
                    return formatter.date(from: text)
                }
                static func fileName() -> String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd'T'HH-mm"
                    return "backup-" + formatter.string(from: Date())
                }
                static func heading() -> String {
                    let formatter = DateFormatter()
                    formatter.setLocalizedDateFormatFromTemplate("MMMMd")
                    return formatter.string(from: Date())
                }
                static func monthName() -> String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "MMMM"
                    return formatter.string(from: Date())
                }
                static func stamp(_ date: Date) -> String {
                    let formatter = DateFormatter()
                    if !Calendar.current.isDateInToday(date) {
                        formatter.dateFormat = "dd MMMM yyyy"
                        return date.formatted(date: .abbreviated, time: .omitted)
                    }
                    formatter.timeStyle = .short
                    return formatter.string(from: date)
                }
                static let supportHeader: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    formatter.timeStyle = .long
                    formatter.timeZone = TimeZone(secondsFromGMT: 0)
                    formatter.locale = Locale(identifier: "en_GB")
                    return formatter
                }()
                static func stampForLog(_ date: Date) -> String {
                    let formatter = DateFormatter()
                    formatter.locale = Locale(identifier: "en_GB")
                    formatter.dateStyle = .short
                    formatter.timeStyle = .medium
                    return formatter.string(from: date)
                }
            }
            """),
            CheckExample("""
            final class UploadViewController: UIViewController {
                func progressChanged(_ value: Double) {
                    print("\\(Int(value * 100))%")
                    logger.debug("upload at \\(value)%")
                    let url = "https://example.com/search?q=\\(query)%20more"
                    progressLabel.text = value.formatted(.percent)
                    titleLabel.text = "\\(count) items"
                    priceLabel.text = String(format: "%.2f km", distance)
                    rainLabel.text = "\\(snapshot.precipitationAmount, specifier: "%.2f") mm"
                    doseLabel.text = String(format: "%.2f", dose.amount)
                    cache["\\(id)%"] = value
                }
            }
            struct Ring: View {
                var body: some View {
                    Text(progress, format: .percent)
                    Text(price, format: .currency(code: currencyCode))
                }
            }
            """),
            // resumebuilder-ios score badges: the LocalizedStringKey "%lld%%" is a String Catalog entry
            // with a translation, so translators place the number and the sign per language.
            CheckExample(files: [
                ("App/Localizable.xcstrings", """
                {"sourceLanguage": "en", "strings": {"%lld%%": {"localizations": {"he": {"stringUnit": {"state": "translated", "value": "%1$lld%%"}}}}}, "version": "1.0"}
                """),
                ("App/ScoreBadge.swift", """
                struct ScoreBadge: View {
                    let score: Int
                    var body: some View { Text("\\(score)%") }
                }
                """),
            ]),
            // alphawallet-ios Formatter.scientificAmount: a shared formatter with a fixed locale that
            // shipping code only parses payment-link amounts with.
            CheckExample(files: [
                ("Kit/Formatters.swift", """
                extension NumberFormatter {
                    static var plainAmount: NumberFormatter {
                        let formatter = NumberFormatter()
                        formatter.numberStyle = .decimal
                        formatter.usesGroupingSeparator = false
                        formatter.locale = Locale(identifier: "en_US")
                        return formatter
                    }
                }
                """),
                ("Kit/String+Amount.swift", """
                extension String {
                    var plainAmountValue: Decimal? {
                        let formatter = NumberFormatter.plainAmount
                        return formatter.number(from: self)?.decimalValue
                    }
                }
                """),
            ]),
            // helium-wallet's balance widget: a view's date helper nothing calls, in a project with
            // Objective-C, which cannot call a struct's methods.
            CheckExample(files: [
                ("Widget/PriceWidget.swift", """
                @main
                struct PriceWidgets: WidgetBundle {
                    var body: some Widget { PriceWidget() }
                }
                struct PriceWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "price", provider: PriceProvider()) { entry in PriceWidgetView(entry: entry) }
                    }
                }
                struct PriceWidgetView: View {
                    var entry: PriceEntry
                    var body: some View { Text(entry.price.formatted(.currency(code: "USD"))) }
                    func yesterdayLabel() -> String {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "MMM d"
                        return formatter.string(from: Date())
                    }
                }
                """),
                ("App/ClockModule.m", """
                @implementation ClockModule
                - (NSString *)now { return [NSDate date].description; }
                @end
                """),
            ]),
            // Stock quantities called "amount" (grocy-swiftui's MyDoubleStepper and TransferProductView):
            // no money word in the name or beside it, and Text resolves the specifier with the locale.
            CheckExample("""
            struct AmountStepper: View {
                var body: some View {
                    Text("This cannot be lower than \\(smallestValidAmount, specifier: "%.2f") and needs to be a valid number")
                    Text("\\(Text("Amount")): \\(stockProduct.amount, specifier: "%.2f")")
                }
            }
            """),
        ]
    )

    /// Pattern letters that spell names (months, weekdays, the day period) for people.
    static let nameTokens = ["MMM", "LLL", "EEE", "ccc"]
    /// Pattern pieces that only machine formats carry.
    static let wireTokens = ["Z", "z", "X", "x", "'T'", "ss", "SSS"]
    static let parsingCalls: Set<String> = ["date", "number", "getObjectValue"]
    static let displayCalls: Set<String> = ["Text", "Label", "Button", "Link", "setTitle", "Toggle"]
    static let displayProperties: Set<String> = ["text", "title"]
    static let displayArgumentLabels: Set<String> = ["title", "value", "text", "subtitle", "detail"]
    static let quietCalls: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "notice", "warning", "error", "trace", "fault",
        "critical", "assert", "precondition", "fatalError", "URL", "URLQueryItem", "appendingPathComponent",
    ]
    static let moneyWords: Set<String> = ["price", "cost", "total", "balance", "fee", "salary", "payment", "subtotal", "budget",
                                          "spent", "expense", "income", "transaction", "currency", "money", "fiat"]
    /// "amount" names a stock quantity or a dose as often as money: it counts as money only
    /// beside a money word, in its own name or in a value shown with it (`\(currencySymbol)`).
    static let ambiguousMoneyWord = "amount"
    /// Name words of a quantity that is measured, not paid: "precipitationAmount" is rain.
    static let measureWords: Set<String> = ["precipitation", "rain", "rainfall", "snow", "snowfall", "water", "fuel", "dose",
                                            "distance", "weight", "volume", "calorie", "calories", "sugar", "protein", "fat", "carbs"]
    /// Units written right after a number: the value is a measurement.
    static let unitsAfter = ["mm", "cm", "km", "kg", "ml", "mi", "lb", "oz", "°", "g ", "l "]

    /// True when a `%.2f` value is money by its name and not a measurement by its name or
    /// by the unit written after it.
    static func namesMoney(_ value: String, textAfter: String? = nil, shownWith neighbours: [String] = []) -> Bool {
        let words = Set(NameWords.split(value))
        guard words.isDisjoint(with: measureWords) else { return false }
        let moneyBeside = neighbours.contains { !Set(NameWords.split($0)).isDisjoint(with: moneyWords) }
        guard !words.isDisjoint(with: moneyWords) || (words.contains(ambiguousMoneyWord) && moneyBeside) else { return false }
        let after = (textAfter ?? "").drop { $0 == " " }
        return !unitsAfter.contains { after.hasPrefix($0) || after == $0.trimmingCharacters(in: .whitespaces) }
    }
    static let currencySymbols: Set<Character> = ["$", "€", "£", "¥", "₹", "₩"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        checkFormatters(file, &output)
        checkGluedStrings(file, &output)
        recordFactoryUses(file, &output)
        recordShownConstants(file, &output)
    }

    /// `Owner.name` values that reach text (`reachesText`), for the project pass to read.
    private func recordShownConstants(_ file: SwiftFile, _ output: inout CheckOutput) {
        let targets = file.index.memberAccesses(Array(Self.displayProperties)).compactMap(\.assignedValue)
        let arguments = file.index.calls(Array(Self.displayCalls)).compactMap { $0.arguments.first?.expression }
        for value in targets + arguments {
            guard let member = value.as(MemberAccessExprSyntax.self), let owner = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  owner.first?.isUppercase == true, Self.reachesText(value, labels: []) else { continue }
            output.facts.add(ShownConstant(owner: owner, name: member.declName.baseName.text, position: file.position(of: value)), for: Self.shownConstants)
        }
    }

    // MARK: Formatters

    private func checkFormatters(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses("currencySymbol") where !Self.formatsForLogs(member) {
            guard let value = member.assignedValue?.as(StringLiteralExprSyntax.self), !value.hasInterpolation,
                  !value.plainText.isEmpty, !parses(member, file), !hasSymbollessStyle(member, file),
                  !symbolIsCurrencyCode(member, symbol: value.plainText, file),
                  !Self.isNamedForCurrency(member, symbol: value.plainText, file) else { continue }
            output.report(
                "This formatter writes the currency symbol \"\(value.plainText)\" in every region while leaving the currency itself unnamed, so the amount is right only if it is always in that one currency, and readers whose own currency uses that symbol cannot tell the two apart; set currencyCode (or use .formatted(.currency(code:))) and let the locale write the symbol.",
                at: file.position(of: value), confidence: .high)
        }
        for member in file.index.memberAccesses("dateFormat") where !Self.formatsForLogs(member) {
            guard let value = member.assignedValue?.as(StringLiteralExprSyntax.self), !value.hasInterpolation else { continue }
            let pattern = value.plainText
            guard Self.isDisplayPattern(pattern), !setsPOSIX(member, file), !parses(member, file), !file.index.isSetThenDropped(member) else { continue }
            output.report(
                "The fixed pattern \"\(pattern)\" puts the date's parts in one order with one punctuation for every language and region; use setLocalizedDateFormatFromTemplate(_:) or Date.FormatStyle so the locale picks the order and words.",
                at: file.position(of: value), confidence: .medium)
        }
        for member in file.index.memberAccesses("locale") where !Self.formatsForLogs(member) && !Self.formatsForEncoder(member) {
            guard let value = member.assignedValue?.as(FunctionCallExprSyntax.self), value.calleeName == "Locale" || value.calleeName == "init",
                  let identifier = value.argument("identifier")?.expression.as(StringLiteralExprSyntax.self),
                  !identifier.hasInterpolation, !identifier.plainText.contains("POSIX"),
                  styled(member, file), !parses(member, file), !pinsToUTC(member, file) else { continue }
            if let factory = Self.formatterFactory(around: member) {
                output.facts.add(FactoryLocale(factory: factory, locale: identifier.plainText, position: file.position(of: value)), for: Self.factoryLocales)
                continue
            }
            if Self.language(of: identifier.plainText) != "en" {
                output.facts.add(FactoryLocale(factory: "", locale: identifier.plainText, position: file.position(of: value)), for: Self.foreignLocales)
                continue
            }
            output.report(
                "This display formatter is forced to the \(identifier.plainText) locale, so every reader sees that region's date and number style; drop the locale (formatters use the reader's) and keep fixed locales for wire formats (en_US_POSIX).",
                at: file.position(of: value), confidence: .high)
        }
    }

    /// The language part of a locale identifier, lowercased: `de_DE` and `de-AT` are `de`.
    static func language(of identifier: String) -> String {
        identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() } ?? ""
    }

    /// A formatter pinned to a language other than English in an app that ships no translation
    /// into any other language (piraten-ios: `de_DE` in an app whose every string is a German
    /// literal, with only an en/Base bundle): the locale matches the only language of the UI,
    /// and dropping it would print month names in the bundle's English inside German text.
    static func pinsOnlyUILanguage(_ locale: String, _ project: Project) -> Bool {
        let pinned = language(of: locale)
        guard !pinned.isEmpty, pinned != "en" else { return false }
        let languages = project.appLanguages
        return languages.all.allSatisfy { language(of: $0) == pinned } && (languages.source.map { language(of: $0) == pinned } ?? true)
    }

    // MARK: Fixed locales of shared formatters

    /// A fixed locale set in a static property or function that hands out a formatter
    /// (`static var scientificAmount: NumberFormatter`): decided in the project pass by its uses.
    struct FactoryLocale: Sendable, Codable {
        let factory: String
        let locale: String
        let position: SourcePosition
    }

    /// A use of a formatter type's static member (`NumberFormatter.scientificAmount`), and whether
    /// the code around it parses text with it (`number(from:)`).
    struct FactoryUse: Sendable, Codable {
        let name: String
        let parses: Bool
        let position: SourcePosition
    }

    /// A glued string that is `Text`'s localized key: decided in the project pass by whether a
    /// string table translates that key, which lets each language place the number and sign.
    struct KeyedGlue: Sendable, Codable {
        let keys: [String]
        let problem: String
        let position: SourcePosition
    }

    /// A constant shown as text (`label.text = Copy.zero`), looked up in the project pass: an
    /// amount written with its currency (`static let zero = "$0.0"`) is formatted by hand.
    struct ShownConstant: Sendable, Codable {
        let owner: String
        let name: String
        let position: SourcePosition
    }

    static let shownConstants = FactKey<ShownConstant>("l10n-format.shown-constants")
    static let keyedGlues = FactKey<KeyedGlue>("l10n-format.keyed-glues")
    static let factoryLocales = FactKey<FactoryLocale>("l10n-format.factory-locales")
    /// A fixed locale of another language than English outside a factory, decided in the project pass by the app's languages.
    static let foreignLocales = FactKey<FactoryLocale>("l10n-format.foreign-locales")
    static let factoryUses = FactKey<FactoryUse>("l10n-format.factory-uses")
    static let formatterTypes: Set<String> = ["NumberFormatter", "DateFormatter"]

    /// The name of the static property or function without parameters, declared to give a
    /// formatter type, whose body sets `member`.
    static func formatterFactory(around member: MemberAccessExprSyntax) -> String? {
        guard let body = member.enclosingCodeBody else { return nil }
        if let function = body.as(FunctionDeclSyntax.self) {
            guard function.signature.parameterClause.parameters.isEmpty, function.modifiers.contains(where: { $0.name.text == "static" }),
                  let type = function.signature.returnClause?.type.trimmedSourceText, formatterTypes.contains(type) else { return nil }
            return function.name.text
        }
        let accessors = body.as(AccessorBlockSyntax.self) ?? body.parent?.parent?.as(AccessorBlockSyntax.self)
        guard let binding = accessors?.parent?.as(PatternBindingSyntax.self),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }),
              let type = binding.typeAnnotation?.type.trimmedSourceText, formatterTypes.contains(type) else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// Each `NumberFormatter.name` / `DateFormatter.name` of the file, parsing when it is read
    /// straight into a parsing call or into a `let` the same code parses with.
    func recordFactoryUses(_ file: SwiftFile, _ output: inout CheckOutput) {
        for type in Self.formatterTypes {
            for reference in file.index.references(type) {
                guard let use = reference.parent?.as(MemberAccessExprSyntax.self), use.base?.id == ExprSyntax(reference).id else { continue }
                let name = use.declName.baseName.text
                var parses = false
                if let call = use.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self) {
                    parses = Self.parsingCalls.contains(call.calleeName ?? "") && call.arguments.first?.label?.text == "from"
                } else if let binding = use.parent?.parent?.as(PatternBindingSyntax.self),
                          binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let),
                          let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let scope = use.enclosingCodeBody {
                    parses = file.index.calls(within: scope).contains { call in
                        call.calledExpression.as(MemberAccessExprSyntax.self)?.basePath == local
                            && Self.parsingCalls.contains(call.calleeName ?? "") && call.arguments.first?.label?.text == "from"
                    }
                }
                output.facts.add(FactoryUse(name: name, parses: parses, position: file.position(of: use)), for: Self.factoryUses)
            }
        }
    }

    /// A shared formatter with a fixed locale is a parser's (alphawallet-ios `scientificAmount`,
    /// read only to parse EIP-681 amounts) when shipping code uses it, every such use parses with
    /// it, and no other shipping Swift file writes its name: otherwise it is reported as display.
    package func check(_ project: Project, _ output: inout CheckOutput) {
        let glues = project.facts.values(Self.keyedGlues)
        if !glues.isEmpty {
            let tables = project.files(of: .strings).compactMap(project.text(of:))
            let catalogTranslated = Self.catalogTranslatedKeys(project)
            for glue in glues where !glue.keys.contains(where: { key in
                catalogTranslated.contains(key) || tables.contains { Self.translates(key, in: $0) }
            }) {
                output.report(glue.problem, at: glue.position, confidence: .medium)
            }
        }
        var amounts = Set<SourcePosition>()
        for use in project.shippingFacts(Self.shownConstants, at: \.position) {
            let declared = project.symbols.stringConstantDeclarations(use.name, of: use.owner)
            guard let first = declared.first, let position = first.position, declared.allSatisfy({ $0.value == first.value }),
                  Currency.amount(in: first.value) == first.value.trimmingCharacters(in: .whitespaces),
                  amounts.insert(position).inserted else { continue }
            output.report(
                "This amount is written by hand as \"\(first.value)\" and shown as text, so every region sees that symbol, its position and that decimal separator; format the value with .formatted(.currency(code:)) or a currency NumberFormatter.",
                at: position, confidence: .medium, related: [RelatedLocation(use.position, "shown here")])
        }
        let uses = project.shippingFacts(Self.factoryUses, at: \.position)
        for candidate in project.facts.values(Self.foreignLocales) where !Self.pinsOnlyUILanguage(candidate.locale, project) {
            output.report(
                "This display formatter is forced to the \(candidate.locale) locale, so every reader sees that region's date and number style; drop the locale (formatters use the reader's) and keep fixed locales for wire formats (en_US_POSIX).",
                at: candidate.position, confidence: .high)
        }
        for candidate in project.facts.values(Self.factoryLocales) where !Self.pinsOnlyUILanguage(candidate.locale, project) {
            let named = uses.filter { $0.name == candidate.factory }
            if !named.isEmpty, named.allSatisfy(\.parses), !Self.isWrittenElsewhere(candidate, besides: Set(named.map(\.position.path)), project) { continue }
            output.report(
                "This display formatter is forced to the \(candidate.locale) locale, so every reader sees that region's date and number style; drop the locale (formatters use the reader's) and keep fixed locales for wire formats (en_US_POSIX).",
                at: candidate.position, confidence: .high)
        }
    }

    /// True when a shipping Swift file other than the factory's and those using it as recorded writes its name.
    static func isWrittenElsewhere(_ candidate: FactoryLocale, besides files: Set<String>, _ project: Project) -> Bool {
        for file in project.files(of: .swift) where file.path != candidate.position.path && !files.contains(file.path) {
            guard project.ships(SourcePosition(path: file.path, line: 1, column: 1)) else { continue }
            guard let text = project.text(of: file) else { return true }
            if !WrittenNames.words(in: text, among: [candidate.factory]).isEmpty { return true }
        }
        return false
    }

    /// Words of a function name that say its text goes to a log or trace file, read by developers.
    static let logWords: Set<String> = ["trace", "log", "logs", "logging", "logger"]

    /// The formatter is set up in a function named for log text (`toStringForTrace`).
    static func formatsForLogs(_ member: MemberAccessExprSyntax) -> Bool {
        guard let function = member.enclosingFunctionName else { return false }
        return !logWords.isDisjoint(with: NameWords.split(function))
    }

    /// The formatter is set up in a Codable encoding method (`encode(_:forKey:)`, `encode(to:)`):
    /// its text goes into JSON or another wire format, which needs a fixed locale.
    static func formatsForEncoder(_ member: MemberAccessExprSyntax) -> Bool {
        guard let function = member.enclosingFunctionName else { return false }
        return function == "encode" || function == "encodeIfPresent"
    }

    /// A date pattern written for people, not machines: it spells a month or weekday name,
    /// carries no time zone, `'T'` or seconds, and has more than one field, so its order and
    /// punctuation are one region's. Shared by the Swift and the Kotlin readers.
    static func isDisplayPattern(_ pattern: String) -> Bool {
        nameTokens.contains(where: pattern.contains) && !wireTokens.contains(where: pattern.contains) && fieldCount(pattern) > 1
    }

    /// How many fields a date pattern has (`"MMMM, d"` has two): a lone field has no order to get wrong.
    static func fieldCount(_ pattern: String) -> Int {
        var count = 0
        var previous: Character?
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if !quoted, character.isLetter, character != previous { count += 1 }
            previous = character
        }
        return count
    }

    /// The same formatter parses text in the same function: a wire format, not display.
    private func parses(_ member: MemberAccessExprSyntax, _ file: SwiftFile) -> Bool {
        sameReceiverCalls(member, file).contains { Self.parsingCalls.contains($0.calleeName ?? "") && $0.arguments.first?.label?.text == "from" }
    }

    /// The currencies a symbol stands for, by the words code names them with.
    static let currencyWords: [String: Set<String>] = [
        "$": ["usd", "dollar", "dollars"], "US$": ["usd", "dollar", "dollars"], "€": ["eur", "euro", "euros"],
        "£": ["gbp", "pound", "pounds", "sterling"], "¥": ["jpy", "yen", "cny", "rmb", "yuan"], "₹": ["inr", "rupee", "rupees"],
        "₩": ["krw"],
    ]

    /// The formatter given `symbol` is named for the one currency that symbol stands for
    /// (`usdFormatter`, `euroAmount()`), or every use of it in the file is in a function or
    /// property named for that currency (`formatUsd`): its amounts are in that currency by
    /// design (unstoppable-ios's fixed rating thresholds in US dollars), so the symbol is right.
    static func isNamedForCurrency(_ member: MemberAccessExprSyntax, symbol: String, _ file: SwiftFile) -> Bool {
        guard let words = currencyWords[symbol], let holder = member.enclosingFunctionName else { return false }
        /// Whether a function or variable around `node` (`formatUsd`, or `let usdText = …` in it) names the currency.
        func named(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let next = current {
                let name = next.as(FunctionDeclSyntax.self)?.name.text
                    ?? next.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedSourceText
                if let name, !words.isDisjoint(with: NameWords.split(name)) { return true }
                current = next.parent
            }
            return false
        }
        if named(member) { return true }
        let uses = file.index.references(holder).map(Syntax.init) + file.index.memberAccesses(holder).map(Syntax.init)
        return !uses.isEmpty && uses.allSatisfy { named($0) }
    }

    /// Number styles that print no currency symbol.
    static let symbollessStyles: Set<String> = ["decimal", "percent", "scientific", "spellOut", "ordinal", "none"]

    /// The same formatter's `numberStyle`, set in the same code, is only ever a style without a
    /// currency symbol (`.decimal`): the symbol it is given never shows (muun's BTC amount formatter).
    private func hasSymbollessStyle(_ member: MemberAccessExprSyntax, _ file: SwiftFile) -> Bool {
        guard let scope = member.enclosingCodeBody else { return false }
        let styles = file.index.memberAccesses(within: scope).filter {
            $0.declName.baseName.text == "numberStyle" && $0.basePath == member.basePath && $0.isAssigned
        }
        return !styles.isEmpty && styles.allSatisfy { style in
            guard let value = style.assignedValue?.as(MemberAccessExprSyntax.self) else { return false }
            return Self.symbollessStyles.contains(value.declName.baseName.text)
        }
    }

    /// The same formatter names its currency with the code it also uses as the symbol
    /// (`currencyCode = "BTC"; currencySymbol = "BTC"`): the currency is named, and the code is
    /// what a locale writes for a currency it has no symbol for, so no reader misreads it.
    private func symbolIsCurrencyCode(_ member: MemberAccessExprSyntax, symbol: String, _ file: SwiftFile) -> Bool {
        guard let scope = member.enclosingCodeBody else { return false }
        return file.index.memberAccesses(within: scope).contains {
            $0.declName.baseName.text == "currencyCode" && $0.basePath == member.basePath
                && $0.assignedValue?.as(StringLiteralExprSyntax.self)?.plainText == symbol
        }
    }

    private func setsPOSIX(_ member: MemberAccessExprSyntax, _ file: SwiftFile) -> Bool {
        guard let scope = member.enclosingCodeBody else { return false }
        return file.index.memberAccesses(within: scope).contains {
            $0.declName.baseName.text == "locale" && $0.basePath == member.basePath && $0.assignedValue?.trimmedSourceText.contains("POSIX") == true
        }
    }

    /// The same formatter gets a fixed UTC zone in the same code: `TimeZone(secondsFromGMT: 0)`,
    /// `TimeZone(identifier: "UTC")`, `TimeZone(abbreviation: "GMT")`, `.gmt`.
    private func pinsToUTC(_ member: MemberAccessExprSyntax, _ file: SwiftFile) -> Bool {
        guard let scope = member.enclosingCodeBody else { return false }
        return file.index.memberAccesses(within: scope).contains { zone in
            guard zone.declName.baseName.text == "timeZone", zone.basePath == member.basePath,
                  let value = zone.assignedValue?.trimmedSourceText.replacingOccurrences(of: " ", with: "") else { return false }
            return value.hasSuffix(".gmt") || ["secondsFromGMT:0)", "\"UTC\")", "\"GMT\")"].contains { value.hasSuffix($0) }
        }
    }

    /// The formatter gets a display style (`dateStyle`, `timeStyle`, `numberStyle`, a template).
    private func styled(_ member: MemberAccessExprSyntax, _ file: SwiftFile) -> Bool {
        guard let scope = member.enclosingCodeBody else { return false }
        return file.index.memberAccesses(within: scope).contains {
            ["dateStyle", "timeStyle", "numberStyle", "setLocalizedDateFormatFromTemplate"].contains($0.declName.baseName.text)
                && $0.basePath == member.basePath
        }
    }

    private func sameReceiverCalls(_ member: MemberAccessExprSyntax, _ file: SwiftFile) -> [FunctionCallExprSyntax] {
        guard let scope = member.enclosingCodeBody, let receiver = member.basePath else { return [] }
        return file.index.calls(within: scope).filter { $0.calledExpression.as(MemberAccessExprSyntax.self)?.basePath == receiver }
    }

    // MARK: Glued strings

    private func checkGluedStrings(_ file: SwiftFile, _ output: inout CheckOutput) {
        for literal in file.index.stringLiterals where literal.hasInterpolation {
            guard let problem = Self.gluedProblem(literal), Self.reachesText(ExprSyntax(literal), labels: []) else { continue }
            if let keys = Self.localizedKeys(literal) {
                output.facts.add(KeyedGlue(keys: keys, problem: problem, position: file.position(of: literal)), for: Self.keyedGlues)
                continue
            }
            output.report(problem, at: file.position(of: literal), confidence: .medium)
        }
        for call in file.index.calls("String") {
            guard let format = call.argument("format")?.expression.as(StringLiteralExprSyntax.self), !format.hasInterpolation else { continue }
            let pattern = format.plainText
            let values = call.arguments.dropFirst().map { $0.expression.trimmedSourceText }
            if pattern.contains("%%"), Self.reachesText(ExprSyntax(call), labels: Self.displayArgumentLabels) {
                output.report(
                    "This percentage is built by hand with \"\(pattern)\", so the number and the % sign keep one order and separator in every region; format the fraction with .formatted(.percent) or a NumberFormatter with numberStyle = .percent.",
                    at: file.position(of: call), confidence: .medium)
            } else if pattern == "%.2f", values.contains(where: { Self.namesMoney($0, shownWith: values) }),
                      Self.reachesText(ExprSyntax(call), labels: []) {
                output.report(
                    "This amount is rounded by hand with \"%.2f\", so it always shows a point and two decimals with no currency, whatever the region; format it with .formatted(.currency(code:)) or a currency NumberFormatter.",
                    at: file.position(of: call), confidence: .medium)
            }
        }
    }

    /// What is wrong with an interpolated string shown to people, if anything.
    static func gluedProblem(_ literal: StringLiteralExprSyntax) -> String? {
        let segments = Array(literal.segments)
        let shown = segments.compactMap { $0.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression.trimmedSourceText }
        for (index, segment) in segments.enumerated() {
            if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                let specifier = interpolation.expressions.first { $0.label?.text == "specifier" }?.expression.as(StringLiteralExprSyntax.self)?.plainText
                let value = interpolation.expressions.first?.expression.trimmedSourceText ?? ""
                let after = index + 1 < segments.count ? segments[index + 1].as(StringSegmentSyntax.self)?.content.text : nil
                if specifier == "%.2f", namesMoney(value, textAfter: after, shownWith: shown) {
                    // A symbol typed in the same literal, before or after the amount: the
                    // string does show a currency, only one fixed symbol in one fixed place.
                    let before = index > 0 ? segments[index - 1].as(StringSegmentSyntax.self)?.content.text : nil
                    let symbol = before?.last.flatMap { currencySymbols.contains($0) ? $0 : nil }
                        ?? after?.drop { $0 == " " }.first.flatMap { currencySymbols.contains($0) ? $0 : nil }
                    if let symbol {
                        return "This amount glues \"\(symbol)\" to a number rounded by hand with specifier \"%.2f\", so every region sees that symbol in that position and a point with two decimals; show it with Text(value, format: .currency(code:))."
                    }
                    return "This amount is rounded by hand with specifier \"%.2f\", so it always shows a point and two decimals with no currency, whatever the region; show it with Text(value, format: .currency(code:))."
                }
                let next = index + 1 < segments.count ? segments[index + 1].as(StringSegmentSyntax.self)?.content.text : nil
                if let next, next.hasPrefix("%"), !next.dropFirst().hasPrefix("%"), next.dropFirst().first.map({ !$0.isLetter && !$0.isNumber }) ?? true {
                    return "This percentage glues a % sign to a number by hand, so the sign, spacing and separator are the same in every region; format the fraction with .formatted(.percent) (Text(value, format: .percent) in SwiftUI)."
                }
                let previous = index > 0 ? segments[index - 1].as(StringSegmentSyntax.self)?.content.text : nil
                if let previous, let symbol = previous.last, currencySymbols.contains(symbol) {
                    return "This amount glues \"\(symbol)\" to a number by hand, so every region sees that symbol in that position and the number without its own separators; format it with .formatted(.currency(code:)) or a currency NumberFormatter."
                }
            }
        }
        return nil
    }

    /// True when a `.strings` table maps the key to other text (`"%lld%% seen" = "%lld%% visti";`):
    /// someone translated it. A String Catalog counts only through `catalogTranslatedKeys`,
    /// since Xcode fills its keys from the code.
    static func translates(_ key: String, in table: String) -> Bool {
        let entry = "\"\(key)\" = \""
        guard let start = table.range(of: entry)?.upperBound, let end = table[start...].firstIndex(of: "\"") else { return false }
        return table[start..<end] != key
    }

    /// The keys of the app's String Catalogs that carry at least one localization
    /// (`"%lld%%": {"localizations": {"he": …}}`): a translator placed the number and the %
    /// sign for each language. A key Xcode only extracted from the code has none.
    static func catalogTranslatedKeys(_ project: Project) -> Set<String> {
        var keys = Set<String>()
        for catalog in project.files(of: .stringCatalog) {
            guard let text = project.text(of: catalog) else { continue }
            var seen = Set<String>()
            for entry in LocalizedStrings.catalog(text) where !seen.insert(entry.key).inserted { keys.insert(entry.key) }
        }
        return keys
    }

    /// Format specifiers SwiftUI writes into a `LocalizedStringKey`: `%lld` for an `Int`, `%lf`
    /// for a `Double`, `%@` for a `String`.
    static let keySpecifiers = ["%lld", "%@", "%lf"]

    /// The keys `Text("\(Int(seen * 100))% seen")` may look up (`%lld%% seen`), when the literal
    /// is the unlabeled first argument of `Text`, a `LocalizedStringKey`, with one or two values.
    static func localizedKeys(_ literal: StringLiteralExprSyntax) -> [String]? {
        guard let argument = literal.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calleeName == "Text",
              call.arguments.first?.id == argument.id else { return nil }
        var keys = [""]
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self)?.content.text {
                let escaped = text.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
                keys = keys.map { $0 + escaped }
            } else {
                guard keys.count < keySpecifiers.count * keySpecifiers.count else { return nil }
                let value = segment.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression.as(FunctionCallExprSyntax.self)?.calleeName
                let specifiers = value == "Int" ? ["%lld"] : keySpecifiers
                keys = keys.flatMap { key in specifiers.map { key + $0 } }
            }
        }
        return keys
    }

    /// The expression is shown as text: the first argument of a text view or `setTitle`, a
    /// `text` / `title` assignment, or an argument with one of `labels`; never inside a log,
    /// a URL or a subscript key.
    static func reachesText(_ expression: ExprSyntax, labels: Set<String>) -> Bool {
        if expression.hasAncestor(where: { node in
            node.is(SubscriptCallExprSyntax.self)
                || (node.as(FunctionCallExprSyntax.self)?.calleeName).map(quietCalls.contains) == true
        }) { return false }
        if let target = expression.assignmentTarget?.as(MemberAccessExprSyntax.self) {
            return displayProperties.contains(target.declName.baseName.text)
        }
        guard let argument = expression.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        if let label = argument.label?.text { return labels.contains(label) }
        return call.arguments.first?.id == argument.id && displayCalls.contains(call.calleeName ?? "")
    }
}
