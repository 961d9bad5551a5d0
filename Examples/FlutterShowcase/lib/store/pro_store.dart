import 'package:in_app_purchase/in_app_purchase.dart';
import 'package:intl/intl.dart';

/// The yearly plan's price per month, for the upgrade sheet.
// Violation (pay-price-source): the device locale's currency, not the product's.
String perMonth(ProductDetails yearly) => NumberFormat.simpleCurrency().format(yearly.rawPrice / 12);

/// The lifetime plan's usual price, struck through beside the sale price.
// Violation (pay-price-source): a typed-in price when the product did not load.
String usualPrice(ProductDetails? lifetime) => lifetime?.price ?? '\$59.99';
