import SwiftSyntax
import ThumbruleCore

/// A paywall's subscription terms set in small print: a `Text` whose copy discloses the deal
/// (it renews, is billed or charged, how to cancel, the EULA a subscriber accepts) styled
/// `.footnote`, `.caption` or `.caption2`, or a system or custom size of 13pt or less, in code
/// `PriceLiteral.sale(tiedTo:)` ties to the app's own sale. The rulebook asks for terms at body
/// size, never the tiniest type on the screen (`pay-honest-paywall`); small grey print is what
/// reviewers read as hiding the terms. A font from the project's own helper
/// (`.font(Theme.fine())`, `.font(.fine)`) is followed across files when the helper's body
/// is one of those styles. Link titles ("Terms of Use") and copy of under five words are left
/// alone: they name the terms rather than state them.
///
/// The terms are only small beside the price: the check reports them when a price `Text` of
/// the same type (its copy reads a price, `Text(product.displayPrice)`) is set larger, a price
/// without a font at body size. A price font read through a project helper is followed to the
/// size the helper resolves to, a custom font to its fallback (`FontManager.primaryText()`
/// returning a custom font with a `.system(size: 12)` fallback is 12pt); where no price text
/// is found, or its size cannot be resolved, or it is no larger than the terms, nothing is
/// reported: terms at the paywall's own body size are not de-emphasised by size.
struct PaywallTinyTerms: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-honest-paywall.tiny-terms",
        ruleId: "pay-honest-paywall",
        summary: "Subscription terms on a paywall set in caption or footnote size",
        triggering: [
            CheckExample("""
            import StoreKit
            struct PaywallView: View {
                let product: Product
                var body: some View {
                    VStack {
                        Text(product.displayPrice)
                        ↓Text("Your subscription renews automatically unless cancelled 24 hours before the period ends.")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            """),
            CheckExample(files: [
                ("App/Theme.swift", """
                enum Fonts {
                    static func fine() -> Font { .caption }
                }
                """),
                ("App/UpgradeView.swift", """
                import StoreKit
                struct UpgradeView: View {
                    let product: Product
                    var body: some View {
                        Text(product.displayPrice)
                        ↓Text("Billed yearly. Cancel anytime in Settings.").font(Fonts.fine())
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample("""
            import StoreKit
            struct PaywallView: View {
                let product: Product
                var body: some View {
                    Text(product.displayPrice)
                    Text("Your subscription renews automatically unless cancelled 24 hours before the period ends.")
                        .font(.body)
                    Text("Terms of Use").font(.caption)
                    Text("Photos you share are visible to your followers until you cancel sharing.").font(.caption)
                }
            }
            """),
            // The paywall's price and body are set through a font helper that resolves to a
            // fixed 12pt (a custom font with a .system(size: 12) fallback), so .caption terms
            // are the same size as the price (from spot-ios).
            CheckExample(files: [
                ("App/Fonts.swift", """
                struct AppFonts {
                    static func customFont(name: String, size: CGFloat, fallback: Font) -> Font {
                        UIFont(name: name, size: size) != nil ? .custom(name, size: size) : fallback
                    }
                    static func regular() -> Font {
                        return customFont(name: "Brand-Regular", size: 12, fallback: .system(size: 12, weight: .regular))
                    }
                }
                """),
                ("App/ProPaywallView.swift", """
                import StoreKit
                struct ProPaywallView: View {
                    let priceLine: String
                    var body: some View {
                        Text(priceLine).font(AppFonts.regular())
                        Text("Your subscription renews automatically unless cancelled 24 hours before the period ends.")
                            .font(.caption)
                    }
                }
                """),
            ]),
            // Terms copy outside a paywall: a help page about the subscription.
            CheckExample("""
            struct BillingHelpView: View {
                var body: some View {
                    Text("Subscriptions renew automatically; manage them in the Settings app.").font(.footnote)
                }
            }
            """),
        ]
    )

    /// Words of copy that states the terms of a subscription.
    static let termsWords: Set<String> = [
        "renew", "renews", "renewal", "renewed", "billed", "charged", "cancel", "cancelled", "canceled",
        "eula", "subscribing", "subscription",
    ]
    /// Words that make copy about a subscription's billing rather than any cancellation.
    static let billingWords: Set<String> = ["renew", "renews", "renewal", "renewed", "billed", "charged", "eula", "subscribing", "subscription", "period", "trial"]
    static let largestSmallSize: Double = 13
    /// The text styles at or under that size: footnote, caption, caption2.
    static let smallStyles = Set(TypeScale.styles.filter { $0.points <= largestSmallSize }.map(\.swiftUI))

    static let termsUses = FactKey<TermsUse>("tiny-terms.terms-use")
    static let fontHelpers = FactKey<FontHelper>("tiny-terms.font-helper")

    /// A font the file pass saw: its size at the default text size, or the project helper it
    /// reads, or neither (a font chosen at run time).
    struct FontRef: Codable, Sendable {
        var points: Double?
        var label: String?
        var helper: String?
    }

    /// A project helper (a function or computed property) whose whole body is a font of a
    /// known size.
    struct FontHelper: Codable, Sendable {
        let name: String
        let points: Double
    }

    /// A terms `Text` whose size or price sizes a helper of another file decides.
    struct TermsUse: Codable, Sendable {
        let position: SourcePosition
        let terms: FontRef
        let prices: [FontRef]
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let sellsInApp = file.index.importedModules.contains { PriceLiteral.purchaseMarkers.contains($0) }
        let texts = file.index.calls("Text")
        for text in texts {
            guard let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self), Self.statesTerms(literal.plainText),
                  let font = text.modifiersApplied.last(where: { $0.calleeName == "font" })?.arguments.first?.expression,
                  PriceLiteral.sale(tiedTo: literal, in: file, sellsInApp: sellsInApp) != nil else { continue }
            let terms: FontRef
            if let size = Self.smallSize(font), let points = Self.points(of: font) {
                terms = FontRef(points: points, label: size)
            } else if let helper = Self.helperName(font) {
                terms = FontRef(label: helper, helper: helper)
            } else { continue }
            let scope = text.enclosingTypeDeclaration
            let prices = texts.filter { $0.id != text.id && Self.showsPrice($0) && (scope?.encloses($0) ?? true) }.map(Self.fontRef)
            let use = TermsUse(position: file.position(of: text), terms: terms, prices: prices)
            if terms.helper == nil, prices.allSatisfy({ $0.helper == nil }) {
                if let message = Self.message(for: use, helpers: [:]) { output.report(message, at: use.position) }
            } else {
                output.facts.add(use, for: Self.termsUses)
            }
        }
        for helper in Self.fontHelpers(in: file) { output.facts.add(helper, for: Self.fontHelpers) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        var helpers: [String: Double] = [:]
        for helper in project.facts.values(Self.fontHelpers) { helpers[helper.name] = helper.points }
        for use in project.facts.values(Self.termsUses) {
            if let message = Self.message(for: use, helpers: helpers) { output.report(message, at: use.position) }
        }
    }

    /// The message for terms smaller than the largest resolved price beside them, or nil when
    /// the terms are not small, or no price beside them is resolved and larger.
    static func message(for use: TermsUse, helpers: [String: Double]) -> String? {
        func resolve(_ ref: FontRef) -> Double? { ref.points ?? ref.helper.flatMap { helpers[$0] } }
        guard let terms = resolve(use.terms), terms <= largestSmallSize,
              let price = use.prices.compactMap(resolve).max(), price > terms else { return nil }
        let label = use.terms.helper.map { "\($0) (\(Self.format(terms))pt)" } ?? Self.sized(use.terms.label ?? "small type", terms)
        return message(label, price: price)
    }

    /// ".caption (12pt)"; "a fixed 11pt" already says its size.
    static func sized(_ label: String, _ points: Double) -> String {
        label.hasPrefix(".") ? "\(label) (\(format(points))pt)" : label
    }

    static func format(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(points)
    }

    static func message(_ size: String, price: Double) -> String {
        "These subscription terms are set in \(size), smaller than the \(format(price))pt price text of the same paywall; state renewal, billing and cancellation at body size so they read as plainly as the price (pay-honest-paywall; App Review 3.1.2)."
    }

    /// True for a `Text` whose copy reads a price: `Text(product.displayPrice)`,
    /// `Text(priceLine)`, `Text("\(price) / year")`, `Text("$4.99")`.
    static func showsPrice(_ text: FunctionCallExprSyntax) -> Bool {
        guard let argument = text.arguments.first?.expression else { return false }
        if let literal = argument.as(StringLiteralExprSyntax.self), Currency.price(in: literal.plainText) != nil { return true }
        if let literal = argument.as(StringLiteralExprSyntax.self), statesTerms(literal.plainText) { return false }
        return argument.trimmedDescription.lowercased().contains("price")
    }

    /// The font a `Text` is set in: its own `.font(…)`, body size without one.
    static func fontRef(_ text: FunctionCallExprSyntax) -> FontRef {
        guard let font = text.modifiersApplied.last(where: { $0.calleeName == "font" })?.arguments.first?.expression else {
            return FontRef(points: SwiftUIFontSize.ofStyle("body"))
        }
        if let points = points(of: font) { return FontRef(points: points) }
        if let helper = helperName(font) { return FontRef(helper: helper) }
        return FontRef()
    }

    /// The size a font expression draws at the default text size: a text style, a system size,
    /// `.custom(name, size: 12)`, or a helper call given a fixed `size:` or a `fallback:` font.
    static func points(of font: ExprSyntax) -> Double? {
        if let points = SwiftUIFontSize.of(font).points { return points }
        guard let call = font.as(FunctionCallExprSyntax.self) else { return nil }
        if let fallback = call.argument("fallback")?.expression, let points = points(of: fallback) { return points }
        if call.calleeName == "custom", let style = call.argument("relativeTo")?.expression.lastNameComponent, call.argument("size") == nil {
            return SwiftUIFontSize.ofStyle(style)
        }
        return call.argument("size")?.expression.numericLiteral
    }

    /// Functions and computed properties of a file whose whole body is a font of a known size.
    static func fontHelpers(in file: SwiftFile) -> [FontHelper] {
        var helpers: [FontHelper] = []
        for function in file.index.functions {
            if let body = function.body?.statements, body.count == 1, let value = Self.returned(body.first?.item), let points = points(of: value) {
                helpers.append(FontHelper(name: function.name.text, points: points))
            }
        }
        for variable in file.index.variables {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var value = binding.initializer?.value
                if value == nil, case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1 { value = Self.returned(body.first?.item) }
                if let value, let points = points(of: value) { helpers.append(FontHelper(name: name, points: points)) }
            }
        }
        return helpers
    }

    /// True for a sentence of five words or more that states how a subscription bills.
    static func statesTerms(_ text: String) -> Bool {
        let words = NameWords.split(text)
        return words.count >= 5 && !Set(words).isDisjoint(with: billingWords) && words.contains(where: termsWords.contains)
    }

    /// The size a font expression sets when it is small: `.caption`, `.system(size: 11)`.
    static func smallSize(_ font: ExprSyntax) -> String? {
        if let member = font.as(MemberAccessExprSyntax.self), member.base.map({ $0.trimmedDescription == "Font" }) ?? true {
            let name = member.declName.baseName.text
            return smallStyles.contains(name) ? "." + name : nil
        }
        if let call = font.as(FunctionCallExprSyntax.self), ["system", "custom"].contains(call.calleeName ?? ""),
           let size = call.argument("size")?.expression.numericLiteral, size <= largestSmallSize {
            return "a fixed \(Int(size))pt"
        }
        if let call = font.as(FunctionCallExprSyntax.self), call.calleeName == "system",
           let style = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, smallStyles.contains(style) {
            return "." + style
        }
        return nil
    }

    /// The project helper a font expression reads: `Theme.fine()`, `.fine`, `Fonts.fine`.
    static func helperName(_ font: ExprSyntax) -> String? {
        if let call = font.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { return call.calleeName }
        return font.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The expression a lone statement gives: `return x` or `x`.
    static func returned(_ item: CodeBlockItemSyntax.Item?) -> ExprSyntax? {
        if let statement = item?.as(ReturnStmtSyntax.self) { return statement.expression }
        return item?.as(ExprSyntax.self)
    }
}
