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

    static let helperFonts = FactKey<HelperRead>("tiny-terms.helper-font")
    static let smallFontHelpers = FactKey<String>("tiny-terms.small-font-helper")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let sellsInApp = file.index.importedModules.contains { PriceLiteral.purchaseMarkers.contains($0) }
        for text in file.index.calls("Text") {
            guard let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self), Self.statesTerms(literal.plainText),
                  let font = text.modifiersApplied.last(where: { $0.calleeName == "font" })?.arguments.first?.expression,
                  PriceLiteral.sale(tiedTo: literal, in: file, sellsInApp: sellsInApp) != nil else { continue }
            if let size = Self.smallSize(font) {
                output.report(Self.message(size), at: file.position(of: text))
            } else if let helper = Self.helperName(font) {
                output.facts.add(HelperRead(position: file.position(of: text), helper: helper), for: Self.helperFonts)
            }
        }
        for helper in Self.smallFontHelpers(in: file) { output.facts.add(helper, for: Self.smallFontHelpers) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        for use in project.helperReads(Self.helperFonts, through: Self.smallFontHelpers) {
            output.report(Self.message("\(use.helper), a caption or footnote size"), at: use.position)
        }
    }

    static func message(_ size: String) -> String {
        "These subscription terms are set in \(size), below body size and among the smallest type on the paywall; state renewal, billing and cancellation at body size so they read as plainly as the price (pay-honest-paywall; App Review 3.1.2)."
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

    /// Functions and computed properties of a file whose whole body is a small font.
    static func smallFontHelpers(in file: SwiftFile) -> [String] {
        var names: [String] = []
        for function in file.index.functions {
            if let body = function.body?.statements, body.count == 1, let value = Self.returned(body.first?.item), smallSize(value) != nil {
                names.append(function.name.text)
            }
        }
        for variable in file.index.variables {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var value = binding.initializer?.value
                if value == nil, case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1 { value = Self.returned(body.first?.item) }
                if let value, smallSize(value) != nil { names.append(name) }
            }
        }
        return names
    }

    /// The expression a lone statement gives: `return x` or `x`.
    static func returned(_ item: CodeBlockItemSyntax.Item?) -> ExprSyntax? {
        if let statement = item?.as(ReturnStmtSyntax.self) { return statement.expression }
        return item?.as(ExprSyntax.self)
    }
}
