import Foundation
import SwiftSyntax
import ThumbruleCore

/// A price typed into a localisation file: a `.strings` value or a String Catalog
/// (`.xcstrings`) entry with an amount in a currency ("Unlock for $4.99", "4,99 €",
/// "USD 29.99"). Translating a price freezes one storefront's amount into every language.
///
/// Reported only when the app sells through the store (`PurchaseCode.sellsThroughStore`: a store
/// SDK, or StoreKit's products, purchases or transactions): in an app that sells nothing, StoreKit
/// imported only to ask for a review included, an amount is a fee, a quote or a broken
/// placeholder. And only where the entry's key or text names something sold (a price, a plan, a
/// subscription, a month): an amount filed under a wallet's balance threshold is not a store
/// price. A zero amount ("pay 0 SEK for a month") is no price either (`Currency.price`). Known false
/// positives: fixed amounts that are not store prices (a delivery fee). Known false negatives:
/// `.stringsdict` plurals, prices under opaque keys ("L123").
struct LocalizedPriceLiteral: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.localized-amount",
        ruleId: "pay-price-source",
        summary: "A currency amount written into a .strings or .xcstrings localisation file",
        triggering: [
            CheckExample(files: [
                ("App/Store.swift", "import StoreKit\n\nfunc plans() async throws -> [Product] { try await Product.products(for: ids) }\n"),
                ("App/en.lproj/Localizable.strings", """
                /* Paywall */
                "paywall.title" = "Go Pro";
                "paywall.price" = ↓"Only $4.99 a month";
                "paywall.price.de" = ↓"Nur 4,99 € im Monat";
                """),
            ]),
            CheckExample(files: [
                ("App/Paywall.swift", "import RevenueCat\n"),
                ("App/Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    ↓"Unlock everything for USD 9.99" : {
                      "localizations" : {
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : ↓"Tout débloquer pour 9,99 €" } }
                      }
                    },
                    "Restore purchases" : { }
                  },
                  "version" : "1.0"
                }
                """),
            ]),
            // A translation of a label the Base storyboard lays out.
            CheckExample(files: [
                ("App/Store.swift", "import StoreKit\n\nfunc plans() async throws -> [Product] { try await Product.products(for: ids) }\n"),
                ("App/Base.lproj/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="a1"><objects>
                            <label text="$49.99/year" id="XQI-S7-VjW"/>
                        </objects></scene>
                    </scenes>
                </document>
                """),
                ("App/en.lproj/Main.strings", """
                "XQI-S7-VjW.text" = ↓"$49.99/year after the trial";
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Store.swift", "import StoreKit\n\nfunc plans() async throws -> [Product] { try await Product.products(for: ids) }\n"),
                ("App/en.lproj/Localizable.strings", """
                "paywall.price" = "Only %@ a month";
                "referral.body" = "Invite a friend and you both pay 0 SEK for a month";
                "paywall.save" = "Save 40%";
                "onboarding.count" = "Over 10,000 recipes";
                "episode.title" = "S%1$@: E%2$@";
                "wallet.dustThreshold" = "Hide assets worth less than $0.05";
                """),
                // A machine translation that spaced out the positional specifiers.
                ("App/ar.lproj/Localizable.strings", """
                "episode.title" = "S٪ 1 $ @: E٪ 2 $ @";
                """),
            ]),
            // lockdown-ios: a translation of a storyboard label that only an old `en.lproj` copy of
            // the storyboard lays out; the Base storyboard the app ships has no such object.
            CheckExample(files: [
                ("App/Store.swift", "import StoreKit\n\nfunc plans() async throws -> [Product] { try await Product.products(for: ids) }\n"),
                ("App/Base.lproj/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="a1"><objects>
                            <label text="Upgrade" id="Abc-12-xyz"/>
                        </objects></scene>
                    </scenes>
                </document>
                """),
                ("App/en.lproj/Main.strings", """
                /* Class = "UILabel"; text = "$49.99/year after (~$4.17/month)"; ObjectID = "XQI-S7-VjW"; */
                "XQI-S7-VjW.text" = "$49.99/year after (~$4.17/month)";
                """),
            ]),
            // An app that sells nothing: an amount is a fee or a quote, not a store price.
            CheckExample(files: [
                ("App/en.lproj/Localizable.strings", """
                "delivery.fee" = "Delivery costs $4.99";
                """),
            ]),
            // StoreKit imported only to ask for a review: the app still sells nothing in the store.
            CheckExample(files: [
                ("App/Rating.swift", "import StoreKit\n\nfunc askForReview(in scene: UIWindowScene) { SKStoreReviewController.requestReview(in: scene) }\n"),
                ("App/en.lproj/Localizable.strings", """
                "plan.monthly" = "Home insurance from 99 SEK a month";
                """),
            ]),
        ]
    )

    static let sellsThroughStore = FactKey<Bool>("pay-price-source.localized.sells")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if PurchaseCode(file).sellsThroughStore { output.facts.add(true, for: Self.sellsThroughStore) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        // An app that sells nothing has no store price to freeze: its amounts are other things.
        guard !project.facts.values(Self.sellsThroughStore).isEmpty else { return }
        let files = project.files.filter { ($0.kind == .strings || $0.kind == .stringCatalog) && TargetResolver.conventionKind($0.path) != .tests }
        let interfacePaths = Set(project.files.filter { $0.kind == .interfaceBuilder }.map(\.path))
        let shippingInterfaces = Dictionary(project.interfaceBuilder.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for file in files {
            guard let data = try? file.readData(), let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else { continue }
            // A storyboard's or xib's translation shows only the objects its Base document lays
            // out, and nothing at all when that document does not ship.
            let shows: (LocalizedStrings.Entry) -> Bool
            if let base = Self.baseInterface(translatedBy: file.path, among: interfacePaths) {
                let document = shippingInterfaces[base]
                shows = { entry in document?.element(withID: String(entry.key.prefix { $0 != "." })) != nil }
            } else {
                shows = { _ in true }
            }
            let amounts = file.kind == .strings ? Self.stringsAmounts(text, shown: shows) : Self.catalogAmounts(text)
            for (amount, line, column) in amounts {
                output.report(
                    "\"\(amount)\" is a price written into a localisation file, so every storefront and every price change shows this amount. Keep the price out of the string: pass the store product's displayPrice (StoreKit 2) into a format such as \"Only %@ a month\".",
                    at: SourcePosition(path: file.path, line: line, column: column))
            }
        }
    }

    /// Amounts in `"key" = "value";` lines the app can show, at the value's opening quote.
    static func stringsAmounts(_ text: String, shown: (LocalizedStrings.Entry) -> Bool) -> [(String, Int, Int)] {
        // The amount first: its byte test settles most entries before any word is split.
        LocalizedStrings.strings(text).compactMap { entry in
            guard let amount = Currency.price(in: entry.text), namesSomethingSold(entry), shown(entry) else { return nil }
            return (amount, entry.line, entry.column)
        }
    }

    /// The Base storyboard or xib a `.strings` file translates (`fr.lproj/Main.strings` →
    /// `Base.lproj/Main.storyboard`), whose object ids its keys start with
    /// (`"XQI-S7-VjW.text"`); nil for other `.strings` files.
    static func baseInterface(translatedBy path: String, among interfacePaths: Set<String>) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let base = ((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Base.lproj/\(name)")
        return [base + ".storyboard", base + ".xib"].first(where: interfacePaths.contains)
    }

    /// Words of a key or a text that tie an amount to something the app sells.
    static let saleWords: Set<String> = [
        "price", "prices", "pricing", "paywall", "premium", "pro", "plus", "subscribe", "subscription", "subscriptions",
        "purchase", "purchases", "buy", "unlock", "upgrade", "trial", "plan", "plans", "iap", "store", "offer",
        "month", "monthly", "year", "yearly", "annual", "annually", "week", "weekly", "lifetime", "tip", "tips",
    ]

    /// Whether the entry's key or its text names a sale: `paywall.price`, "Unlock for $4.99",
    /// "$2.99 a month". A catalog's source string is its key, so its translations count by it.
    static func namesSomethingSold(_ entry: LocalizedStrings.Entry) -> Bool {
        NameWords.split(entry.key).contains(where: saleWords.contains)
            || NameWords.split(entry.text).contains(where: saleWords.contains)
    }

    /// Amounts in a String Catalog: its keys (the source strings) and every `"value"`, at their
    /// opening quote; a text written more than once is reported where it first appears.
    static func catalogAmounts(_ text: String) -> [(String, Int, Int)] {
        var seen = Set<String>()
        return LocalizedStrings.catalog(text).compactMap { entry in
            guard let amount = Currency.price(in: entry.text), namesSomethingSold(entry), seen.insert(entry.text).inserted else { return nil }
            return (amount, entry.line, entry.column)
        }
    }
}
