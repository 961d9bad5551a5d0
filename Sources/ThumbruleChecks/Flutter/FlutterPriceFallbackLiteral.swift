import ThumbruleCore
import ThumbruleFrontEnds

/// A typed-in price standing in for a store product's: `product?.priceString ?? '¥20,000'`
/// (RevenueCat's `priceString`, in_app_purchase's `ProductDetails.price`). When the product
/// fails to load the screen shows an amount in one currency that no storefront may charge.
/// The literal must hold a digit and a currency symbol or code, and the left side end in a
/// price name read through `.` or `?.`.
struct FlutterPriceFallbackLiteral: FlutterCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.flutter-literal-fallback",
        ruleId: "pay-price-source",
        summary: "A Flutter store price that falls back to a typed-in amount when the product is missing",
        triggering: [
            CheckExample(files: [FlutterExample.dart("badge", """
            import 'package:flutter/material.dart';

            class SaleBadge extends StatelessWidget {
              const SaleBadge({super.key, this.lifetime});
              final Package? lifetime;

              @override
              Widget build(BuildContext context) {
                return Text('Usually ${lifetime?.storeProduct.priceString ↓?? "€49.99"}');
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.dart("badge", """
            import 'package:flutter/material.dart';

            class SaleBadge extends StatelessWidget {
              const SaleBadge({super.key, this.lifetime});
              final Package? lifetime;

              @override
              Widget build(BuildContext context) {
                final price = lifetime?.storeProduct.priceString;
                if (price == null) return const SizedBox.shrink();
                return Column(children: [
                  Text(lifetime?.storeProduct.priceString ?? '—'),
                  Text(item.price ?? 'Free'),
                  Text(price),
                ]);
              }
            }
            """)]),
        ]
    )

    static let priceNames: Set<String> = ["priceString", "price", "localizedPrice", "formattedPrice"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles where file.file.source.mentions("??") && file.file.source.mentions("rice") {
            let source = file.file.source
            for index in source.tokens.indices.dropFirst(2).dropLast() where source.kind(at: index) == .operator && source.text(at: index) == "??" {
                guard source.kind(at: index - 1) == .identifier, Self.priceNames.contains(source.text(at: index - 1)),
                      [.dot, .nullAwareDot].contains(source.kind(at: index - 2)),
                      source.kind(at: index + 1) == .stringOpen, let literal = source.stringLiteral(at: index + 1),
                      Self.isAmount(literal) else { continue }
                output.report(
                    "When the store product is missing, this shows the typed-in price \"\(literal)\" instead, an amount in one currency that the person's storefront may not charge. Show nothing (or a placeholder) until the product loads, and take every price from the store.",
                    at: file.position(source.tokens[index].position), confidence: .high)
            }
        }
    }

    /// Whether a literal reads as a price: a digit and a currency symbol or ISO code.
    static func isAmount(_ text: String) -> Bool {
        guard text.contains(where: \.isNumber) else { return false }
        if text.contains(where: Currency.symbols.contains) { return true }
        return text.split(whereSeparator: { !$0.isLetter }).contains { Currency.codes.contains(String($0)) }
    }
}
