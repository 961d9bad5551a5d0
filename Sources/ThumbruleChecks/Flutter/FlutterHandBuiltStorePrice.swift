import ThumbruleCore
import ThumbruleFrontEnds

/// A price put together by hand from a store product's parts: its `currencySymbol` joined to a
/// number taken from its `rawPrice` and written with `toStringAsFixed`
/// (`product.currencySymbol + (monthly.rawPrice * 12).toStringAsFixed(2)`), directly or
/// through locals of the same function (`final perYear = monthly * 12;`). The symbol goes in
/// front and the decimals are fixed at two whatever the storefront: "€12.99" where the store
/// shows "12,99 €", "¥1200.00" for a currency without decimals. The store's own `price` string
/// is already formatted; a derived amount (a "was" price, a per-month price) needs
/// `NumberFormat.currency` with the product's currency code and the device's locale.
///
/// Left alone: `currencySymbol` handed to `NumberFormat` (`symbol: product.currencySymbol`), and
/// numbers that do not come from a store product's `rawPrice`.
struct FlutterHandBuiltStorePrice: FlutterCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.flutter-hand-built-price",
        ruleId: "pay-price-source",
        summary: "A Flutter paywall builds a price by hand from a store product's currency symbol and raw price",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("plans", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            Widget yearlyRow(ProductDetails yearly, ProductDetails monthly) {
              final double perMonth = monthly.rawPrice;
              final double wouldCost = perMonth * 12;
              return PlanRow(
                price: yearly.price,
                was: ↓yearly.currencySymbol + wouldCost.toStringAsFixed(2),
              );
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase", "intl"]), FlutterExample.dart("plans", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';
            import 'package:intl/intl.dart';

            Widget yearlyRow(ProductDetails yearly, ProductDetails monthly, double tip) {
              final wouldCost = monthly.rawPrice * 12;
              final format = NumberFormat.currency(symbol: yearly.currencySymbol, name: yearly.currencyCode);
              return PlanRow(
                price: yearly.price,
                was: format.format(wouldCost),
                tip: yearly.currencySymbol + tip.toStringAsFixed(2),
              );
            }
            """)]),
        ]
    )

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles where file.file.source.mentions("currencySymbol") && file.file.source.mentions("rawPrice") {
            let dart = file.file
            let source = dart.source
            for symbol in dart.identifierTokens(["currencySymbol"]) where source.kind(at: symbol - 1) == .dot || source.kind(at: symbol - 1) == .nullAwareDot {
                // The argument that holds the symbol, and in it a number written with toStringAsFixed.
                guard let argument = innermostArgument(holding: symbol, dart), argument.label != "symbol",
                      let function = dart.namedFunction(containing: symbol) else { continue }
                let fixed = dart.calls.indices.filter { argument.tokenRange.contains(dart.calls[$0].nameToken) && dart.calls[$0].name == "toStringAsFixed" }
                guard fixed.contains(where: { index in
                    let receiver = dart.calls[index].startToken..<dart.calls[index].nameToken
                    return derivesFromRawPrice(receiver, before: symbol, in: dart.functions[function].bodyRange, dart, depth: 3)
                }) else { continue }
                output.report(
                    "This price is put together by hand: the product's currency symbol in front of a number from its rawPrice with fixed decimals, which is wrong wherever the symbol goes after the amount, the separator is a comma or the currency has no decimals. Show the product's own price string, and format a derived amount (a \"was\" or per-month price) with NumberFormat.currency using the product's currencyCode and the device's locale.",
                    at: file.position(source.tokens[argument.tokenRange.lowerBound].position), confidence: .medium)
            }
        }
    }

    /// The innermost call argument whose tokens hold `token`.
    func innermostArgument(holding token: Int, _ dart: DartFile) -> DartArgument? {
        var best: DartArgument?
        for call in dart.calls where call.tokenRange.contains(token) {
            for argument in call.arguments where argument.tokenRange.contains(token) {
                if best.map({ $0.tokenRange.count > argument.tokenRange.count }) ?? true { best = argument }
            }
        }
        return best
    }

    /// Whether tokens read `rawPrice`, or a local of the function assigned (before `limit`) from
    /// tokens that do, up to `depth` locals deep.
    func derivesFromRawPrice(_ tokens: Range<Int>, before limit: Int, in body: Range<Int>, _ dart: DartFile, depth: Int) -> Bool {
        let source = dart.source
        if tokens.contains(where: { source.kind(at: $0) == .identifier && source.tokenIs($0, "rawPrice") }) { return true }
        guard depth > 0 else { return false }
        let names = Set(tokens.filter { source.kind(at: $0) == .identifier && source.kind(at: $0 - 1) != .dot }.map { source.text(at: $0) })
        for token in body.lowerBound..<min(limit, body.upperBound) where source.kind(at: token) == .identifier && names.contains(source.text(at: token))
            && source.kind(at: token + 1) == .assign && source.kind(at: token - 1) != .dot {
            var end = token + 2
            while end < body.upperBound, source.kind(at: end) != .semicolon {
                if source.kind(at: end)?.isOpener == true, let partner = source.partner(of: end) { end = partner }
                end += 1
            }
            if derivesFromRawPrice((token + 2)..<end, before: token, in: body, dart, depth: depth - 1) { return true }
        }
        return false
    }
}
