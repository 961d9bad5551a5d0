import Foundation
import SwiftSyntax

/// A price typed into a localisation file: a `.strings` value or a String Catalog
/// (`.xcstrings`) entry with an amount in a currency ("Unlock for $4.99", "4,99 €",
/// "USD 29.99"). Translating a price freezes one storefront's amount into every language.
///
/// High confidence when the app sells through a purchase API (StoreKit, RevenueCat), medium
/// otherwise. Known false positives: fixed amounts that are not store prices (a delivery
/// fee). Known false negative: `.stringsdict` plurals.
struct LocalizedPriceLiteral: SwiftFileCheck, ProjectCheck {
    static let description = CheckDescription(
        id: "pay-price-source.localized-amount",
        ruleId: "pay-price-source",
        summary: "A currency amount written into a .strings or .xcstrings localisation file",
        triggering: [
            CheckExample(files: [
                ("App/Store.swift", "import StoreKit\n"),
                ("App/en.lproj/Localizable.strings", """
                /* Paywall */
                "paywall.title" = "Go Pro";
                "paywall.price" = ↓"Only $4.99 a month";
                "paywall.price.de" = ↓"Nur 4,99 € im Monat";
                """),
            ]),
            CheckExample(files: [
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
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/en.lproj/Localizable.strings", """
                "paywall.price" = "Only %@ a month";
                "paywall.save" = "Save 40%";
                "onboarding.count" = "Over 10,000 recipes";
                """),
            ]),
        ]
    )

    static let usesPurchaseAPI = FactKey<Bool>("pay-price-source.localized.purchase-api")
    private static let stringsLine = try! NSRegularExpression(pattern: #"^\s*"(?:[^"\\]|\\.)*"\s*=\s*("(?:[^"\\]|\\.)*")\s*;"#)

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if PurchaseCode(file).importsPurchaseAPI { output.facts.add(true, for: Self.usesPurchaseAPI) }
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        let confidence: Confidence = project.facts.values(Self.usesPurchaseAPI).isEmpty ? .medium : .high
        let files = project.files.filter { ($0.kind == .strings || $0.kind == .stringCatalog) && TargetResolver.conventionKind($0.path) != .tests }
        for file in files {
            guard let data = try? file.readData(), let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else { continue }
            let amounts = file.kind == .strings ? Self.stringsAmounts(text) : Self.catalogAmounts(text)
            for (amount, line, column) in amounts {
                output.report(
                    "\"\(amount)\" is a price written into a localisation file, so every storefront and every price change shows this amount. Keep the price out of the string: pass the store product's displayPrice (StoreKit 2) into a format such as \"Only %@ a month\".",
                    at: SourcePosition(path: file.path, line: line, column: column), confidence: confidence)
            }
        }
    }

    /// Amounts in `"key" = "value";` lines, at the value's opening quote.
    static func stringsAmounts(_ text: String) -> [(String, Int, Int)] {
        var found: [(String, Int, Int)] = []
        for (index, bytes) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where bytes.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            // Only a line with a digit can hold an amount; the rest skip the regular expression.
            let line = String(Substring(bytes))
            let range = NSRange(line.startIndex..., in: line)
            guard let match = stringsLine.firstMatch(in: line, range: range), let value = Range(match.range(at: 1), in: line),
                  let amount = Currency.amount(in: String(line[value])) else { continue }
            found.append((amount, index + 1, line[..<value.lowerBound].utf8.count + 1))
        }
        return found
    }

    /// Amounts in a String Catalog: its keys (the source strings) and every `"value"`, at their opening quote.
    static func catalogAmounts(_ text: String) -> [(String, Int, Int)] {
        guard let catalog = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else { return [] }
        var texts = Array(strings.keys)
        for entry in strings.values {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for localization in localizations.values {
                if let value = ((localization as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String { texts.append(value) }
            }
        }
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
        var seen = Set<[Int]>()
        return texts.compactMap { string -> (String, Int, Int)? in
            guard let amount = Currency.amount(in: string),
                  let encoded = try? String(data: JSONSerialization.data(withJSONObject: string, options: [.fragmentsAllowed, .withoutEscapingSlashes]), encoding: .utf8),
                  let index = lines.firstIndex(where: { $0.contains(encoded) }),
                  let column = lines[index].range(of: encoded).map({ lines[index][..<$0.lowerBound].utf8.count + 1 }),
                  seen.insert([index, column]).inserted else { return nil }
            return (amount, index + 1, column)
        }.sorted { ($0.1, $0.2) < ($1.1, $1.2) }
    }
}
