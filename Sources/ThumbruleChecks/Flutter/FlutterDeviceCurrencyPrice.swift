import ThumbruleCore
import ThumbruleFrontEnds

/// A store product's price formatted with intl's `NumberFormat.simpleCurrency()` or
/// `NumberFormat.currency()` with no `name:` or `symbol:`: the formatter takes the currency of
/// the device's locale (or `Intl.defaultLocale`), not the product's, so a Japanese storefront's
/// ¥600 shows as "$20.00" a day on a phone set to English (US). A price is read from the
/// product when the argument of the formatter's `format(…)` names `price` or `rawPrice`
/// (RevenueCat's `StoreProduct.price`, in_app_purchase's `ProductDetails.rawPrice`) in a file
/// that imports one of those packages.
///
/// Known false negatives: a formatter kept in a variable and used later.
struct FlutterDeviceCurrencyPrice: FlutterCheck {
    package static let description = CheckDescription(
        id: "pay-price-source.flutter-device-currency",
        ruleId: "pay-price-source",
        summary: "A Flutter store price formatted in the device locale's currency instead of the product's",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["purchases_flutter", "intl"]), FlutterExample.dart("plan_tile", """
            import 'package:flutter/material.dart';
            import 'package:intl/intl.dart';
            import 'package:purchases_flutter/purchases_flutter.dart';

            class PlanTile extends StatelessWidget {
              const PlanTile({super.key, required this.yearly});
              final Package yearly;

              @override
              Widget build(BuildContext context) {
                final perWeek = NumberFormat.↓simpleCurrency(locale: Localizations.localeOf(context).toString())
                    .format(yearly.storeProduct.price / 52);
                return Text(perWeek);
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["purchases_flutter", "intl"]), FlutterExample.dart("plan_tile", """
            import 'package:flutter/material.dart';
            import 'package:intl/intl.dart';
            import 'package:purchases_flutter/purchases_flutter.dart';

            class PlanTile extends StatelessWidget {
              const PlanTile({super.key, required this.yearly});
              final Package yearly;

              @override
              Widget build(BuildContext context) {
                final product = yearly.storeProduct;
                final perWeek = NumberFormat.simpleCurrency(name: product.currencyCode).format(product.price / 52);
                final total = NumberFormat.simpleCurrency().format(cart.total);
                return Text('$perWeek $total');
              }
            }
            """)]),
        ]
    )

    static let packages: Set<String> = ["purchases_flutter", "in_app_purchase", "flutter_inapp_purchase"]
    static let priceNames: Set<String> = ["price", "rawPrice"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: ["simpleCurrency", "currency"]) {
            let dart = file.file
            let call = dart.calls[index]
            guard call.receiverName == "NumberFormat", call.receiver.count == 1,
                  call.argument("name") == nil, call.argument("symbol") == nil,
                  Self.packages.contains(where: { file.imports(package: $0) }),
                  let format = call.nextInChain, dart.calls[format].name == "format",
                  let amount = dart.calls[format].positionalArguments.first,
                  amount.tokenRange.contains(where: { dart.source.kind(at: $0) == .identifier && Self.priceNames.contains(dart.source.text(at: $0)) })
            else { continue }
            output.report(
                "This formats a store product's price with NumberFormat.\(call.name) and no currency name, so it shows the currency of the device's locale, not the product's: a storefront in yen on a phone set to English (US) shows dollars. Pass the product's currency code (name: storeProduct.currencyCode, or ProductDetails.currencyCode) or show the store's own price string.",
                at: file.position(ofCall: index), confidence: .high)
        }
    }
}
