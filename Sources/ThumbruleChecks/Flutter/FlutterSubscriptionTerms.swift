import ThumbruleCore
import ThumbruleFrontEnds

/// A Flutter paywall selling a subscription (in_app_purchase or RevenueCat's purchases_flutter)
/// whose terms one platform never sees, or whose price stands alone.
///
/// - Renewal terms under `if (Platform.isIOS)` (or `isMacOS`) with no `else`, in an app with an
///   Android manifest, when no renewal or cancellation wording in the file sits outside such a
///   test: the Android paywall states none, which Google Play's Subscriptions policy asks for.
/// - A `Text` showing a store product's `price` (or RevenueCat's `priceString`) in a file that
///   sells a subscription, when nothing in the function that builds it names a period (a month, a
///   year, `subscriptionPeriod`, `packageType`…) or reads the product's `title`: the buyer sees an
///   amount and no length (App Review Guideline 3.1.2). Medium confidence: the store
///   description shown beside it is free text and may name the period.
///
/// - A widget that shows a store price and starts a subscription purchase, when neither its file
///   nor the widgets it builds from other files (two levels) name the Terms of Use (EULA) or
///   the privacy policy in a string, a localisation key or a name: App Review rejects a
///   subscription app without both links inside the app (Guideline 3.1.2). Medium confidence:
///   a link drawn by a widget built through a variable is not seen.
///
/// Known false negatives: terms in a localised string whose key names no renewal; a period
/// shown by a widget of another file; a link label that only says "Subscription terms".
struct FlutterSubscriptionTerms: FlutterCheck {
    package static let description = CheckDescription(
        id: "pay-subscription-terms.flutter-paywall",
        ruleId: "pay-subscription-terms",
        summary: "A Flutter subscription paywall shows its renewal terms on iOS only, or a price with no billing period",
        triggering: [
            CheckExample(files: [
                FlutterExample.pubspec(["in_app_purchase"]), Self.androidManifest,
                FlutterExample.dart("paywall", """
                import 'dart:io';
                import 'package:flutter/material.dart';
                import 'package:in_app_purchase/in_app_purchase.dart';

                class Paywall extends StatelessWidget {
                  const Paywall(this.plan, {super.key});
                  final ProductDetails plan;

                  @override
                  Widget build(BuildContext context) => Column(children: [
                        ↓if (Platform.isIOS)
                          const Text('Your subscription renews automatically unless cancelled at least a day before it ends.'),
                        Text(plan.description),
                        FilledButton(onPressed: _buy, child: Text(plan.↓price)),
                        TextButton(onPressed: _openLegal, child: const Text('Terms of Use and Privacy Policy')),
                      ]);

                  void _buy() => InAppPurchase.instance.buyNonConsumable(purchaseParam: PurchaseParam(productDetails: plan));
                }
                """),
            ]),
            // The price goes to the app's own option tile; nothing names the terms or privacy.
            CheckExample(files: [
                FlutterExample.pubspec(["in_app_purchase"]),
                FlutterExample.dart("go_pro", """
                import 'package:flutter/material.dart';
                import 'package:in_app_purchase/in_app_purchase.dart';

                class GoProPage extends StatefulWidget {
                  const GoProPage({super.key});
                  @override
                  State<GoProPage> createState() => _GoProPageState();
                }

                class _GoProPageState extends State<GoProPage> {
                  ProductDetails? annual;

                  @override
                  Widget build(BuildContext context) => Column(children: [
                        Text('pro-subscription-renewal-note'.tr()),
                        if (annual != null)
                          PlanTile(
                            label: 'Yearly',
                            cost: annual!.↓price,
                            onTap: () => InAppPurchase.instance.buyNonConsumable(purchaseParam: PurchaseParam(productDetails: annual!)),
                          ),
                      ]);
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The legal links come from a footer widget of another file.
            CheckExample(files: [
                FlutterExample.pubspec(["in_app_purchase"]),
                FlutterExample.dart("go_pro", """
                import 'package:flutter/material.dart';
                import 'package:in_app_purchase/in_app_purchase.dart';
                import 'legal_footer.dart';

                class GoProSheet extends StatelessWidget {
                  const GoProSheet(this.monthly, {super.key});
                  final ProductDetails monthly;

                  @override
                  Widget build(BuildContext context) => Column(children: [
                        const Text('Renews every month until you cancel.'),
                        FilledButton(
                          onPressed: () => InAppPurchase.instance.buyNonConsumable(purchaseParam: PurchaseParam(productDetails: monthly)),
                          child: Text('${monthly.price} per month'),
                        ),
                        const LegalFooter(),
                      ]);
                }
                """),
                FlutterExample.dart("legal_footer", """
                import 'package:flutter/material.dart';

                class LegalFooter extends StatelessWidget {
                  const LegalFooter({super.key});
                  @override
                  Widget build(BuildContext context) => Row(children: [
                        TextButton(onPressed: () => launchUrlString(termsOfUseUrl), child: const Text('Terms')),
                        TextButton(onPressed: () => launchUrlString(privacyPolicyUrl), child: const Text('Privacy')),
                      ]);
                }
                """),
            ]),
            // Terms on both platforms, and the period beside the price.
            CheckExample(files: [
                FlutterExample.pubspec(["in_app_purchase"]), Self.androidManifest,
                FlutterExample.dart("paywall", """
                import 'dart:io';
                import 'package:flutter/material.dart';
                import 'package:in_app_purchase/in_app_purchase.dart';

                class Paywall extends StatelessWidget {
                  const Paywall(this.plan, {super.key});
                  final ProductDetails plan;

                  @override
                  Widget build(BuildContext context) => Column(children: [
                        if (Platform.isIOS)
                          const Text('Renews automatically; cancel in your Apple ID settings at least a day before renewal.')
                        else
                          const Text('Renews automatically; cancel any time in Google Play subscriptions.'),
                        Text('${plan.price} per month'),
                      ]);
                }
                """),
            ]),
            // A one-time unlock: nothing renews.
            CheckExample(files: [FlutterExample.pubspec(["in_app_purchase"]), FlutterExample.dart("unlock", """
            import 'package:flutter/material.dart';
            import 'package:in_app_purchase/in_app_purchase.dart';

            class Unlock extends StatelessWidget {
              const Unlock(this.product, {super.key});
              final ProductDetails product;

              @override
              Widget build(BuildContext context) => Text(product.price);
            }
            """)]),
        ]
    )

    /// A Flutter app's Android manifest, for the examples.
    static let androidManifest = ("android/app/src/main/AndroidManifest.xml", "<manifest><application /></manifest>")

    static let subscriptionWords = ["subscri", "renew"]
    static let periodWords = ["month", "year", "annual", "week", "daily", "period", "billing", "/mo", "/yr", "per ", "interval", "duration", "packagetype", "lifetime"]
    static let appleTests: Set<String> = ["isIOS", "isMacOS"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        // An Android manifest is enough: some apps keep their Gradle build under another name
        // and swap it in per flavour.
        let androidShips = project.files.contains { file in
            file.kind == .androidManifest && file.path.hasSuffix("android/app/src/main/AndroidManifest.xml")
        }
        var legalPages: LegalPages?
        for file in flutter.shippingFiles where file.imports(package: "in_app_purchase") || file.imports(package: "purchases_flutter") {
            let dart = file.file
            guard sellsSubscription(dart) else { continue }
            if let price = offer(in: dart) {
                if legalPages == nil { legalPages = LegalPages(flutter) }
                let links = legalPages!.links(in: dart, at: file.path)
                let missing = [links.terms ? nil : "the Terms of Use (EULA)", links.privacy ? nil : "the privacy policy"].compactMap { $0 }
                if !missing.isEmpty {
                    output.report(
                        "This paywall sells a subscription, but nothing on it or in the widgets it builds links to \(missing.joined(separator: " or to ")). App Review rejects a subscription app unless the app itself carries working links to the Terms of Use and the privacy policy (Guideline 3.1.2). Add both links under the subscribe button; Apple's standard EULA is https://www.apple.com/legal/internet-services/itunes/dev/stdeula/.",
                        at: file.position(dart.source.tokens[price].position), confidence: .medium)
                }
            }
            if androidShips, let guardToken = appleOnlyTerms(in: dart) {
                output.report(
                    "The subscription's renewal terms are shown only on Apple platforms; the Android paywall states no renewal or cancellation terms, which Google Play's Subscriptions policy requires. Show the renewal, price and how-to-cancel terms on every platform, naming Google Play subscriptions on Android.",
                    at: file.position(dart.source.tokens[guardToken].position), confidence: .high)
            }
            for token in bareprices(in: dart) {
                output.report(
                    "This subscription price is shown with no billing period: nothing here names the length it buys (a month, a year), and the store's free-text description may not. Show the period beside the price, from the product's subscription period or its plan id, as App Review Guideline 3.1.2 and Google Play's Subscriptions policy require.",
                    at: file.position(dart.source.tokens[token].position), confidence: .medium)
            }
        }
    }

    /// The first store price (`product.price`, `package.storeProduct.priceString`) that a widget
    /// class of the file shows, in a widget that also starts a purchase.
    func offer(in dart: DartFile) -> Int? {
        let purchases = dart.callIndices(named: FlutterPaywallHonesty.purchases)
        let source = dart.source
        for token in dart.identifierTokens(["price", "priceString"]) where source.kind(at: token - 1) == .dot || source.kind(at: token - 1) == .nullAwareDot {
            guard let widget = dart.classes.indices.last(where: { dart.classes[$0].bodyRange.contains(token) }),
                  LegalPages.isWidget(dart.classes[widget]),
                  purchases.contains(where: { dart.calls[$0].enclosingClass == widget }) else { continue }
            return token
        }
        return nil
    }

    /// Words in string literals and identifiers, lowercased.
    func strings(in dart: DartFile, _ range: Range<Int>? = nil) -> [(token: Int, text: String)] {
        let source = dart.source
        return (range ?? source.tokens.indices).compactMap { index in
            switch source.kind(at: index) {
            case .stringText?, .identifier?: return (index, source.text(at: index).lowercased())
            default: return nil
            }
        }
    }

    func sellsSubscription(_ dart: DartFile) -> Bool {
        dart.source.tokens.indices.contains { index in
            dart.source.kind(at: index) == .stringText && Self.subscriptionWords.contains(where: dart.source.text(at: index).lowercased().contains)
        } || dart.names(["packageType", "PackageType", "subscriptionPeriod"])
    }

    /// The `if` of an Apple-only branch holding renewal wording, when no renewal wording in
    /// the file sits outside every Apple-only branch.
    func appleOnlyTerms(in dart: DartFile) -> Int? {
        let source = dart.source
        var guarded: [(token: Int, range: Range<Int>)] = []
        for token in source.tokens.indices where source.tokenIs(token, "if") && source.kind(at: token + 1) == .leftParen {
            guard let close = source.partner(of: token + 1) else { continue }
            let condition = (token + 2)..<close
            let names = condition.filter { source.kind(at: $0) == .identifier }.map { source.text(at: $0) }
            guard names.contains(where: Self.appleTests.contains), !names.contains("isAndroid"),
                  !condition.contains(where: { source.kind(at: $0) == .bang || source.text(at: $0) == "||" }) else { continue }
            let end = branchEnd(after: close, in: source)
            guard !source.tokenIs(end, "else") && !(source.kind(at: end) == .semicolon && source.tokenIs(end + 1, "else")) else { continue }
            guarded.append((token, (close + 1)..<end))
        }
        // Renewal wording inside an Apple-only branch counts; any renewal or cancellation
        // sentence outside every such branch means Android sees terms.
        var first: Int?
        for (token, text) in strings(in: dart) {
            let isString = source.kind(at: token) == .stringText
            let renewal = text.contains("renew")
            guard renewal || (isString && text.count > 20 && text.contains("cancel")) else { continue }
            if let branch = guarded.first(where: { $0.range.contains(token) }) {
                if renewal { first = first ?? branch.token }
            } else if isString {
                return nil
            }
        }
        return first
    }

    /// The token ending an `if`'s branch: past its block, or the `,` `;` `]` `)` `}` or `else`
    /// ending its element or statement.
    func branchEnd(after close: Int, in source: DartSource) -> Int {
        var index = close + 1
        if source.kind(at: index) == .leftBrace, let end = source.partner(of: index) { return end + 1 }
        while index < source.tokens.count {
            switch source.kind(at: index) {
            case .leftParen?, .leftBracket?, .leftBrace?:
                index = (source.partner(of: index) ?? index) + 1
                continue
            case .comma?, .semicolon?, .rightBracket?, .rightParen?, .rightBrace?: return index
            default:
                if source.tokenIs(index, "else") { return index }
            }
            index += 1
        }
        return index
    }

    /// `x.price` / `x.priceString` tokens inside a `Text` whose building function names no period.
    func bareprices(in dart: DartFile) -> [Int] {
        let source = dart.source
        var result: [Int] = []
        for token in dart.identifierTokens(["price", "priceString"]) where source.kind(at: token - 1) == .dot || source.kind(at: token - 1) == .nullAwareDot {
            guard let text = dart.callIndices(named: "Text").first(where: { dart.calls[$0].tokenRange.contains(token) }),
                  let function = dart.namedFunction(around: text) else { continue }
            let body = dart.functions[function].bodyRange
            let words = strings(in: dart, body)
            let namesPeriod = words.contains { _, text in Self.periodWords.contains(where: text.contains) }
            let readsTitle = body.contains { source.tokenIs($0, "title") && (source.kind(at: $0 - 1) == .dot || source.kind(at: $0 - 1) == .nullAwareDot) }
            if !namesPeriod && !readsTitle { result.append(token) }
        }
        return result
    }
}

/// Where a Flutter app names its legal pages: per widget class, whether its file speaks of the
/// Terms of Use or the privacy policy, and which widget classes of other files it builds.
struct LegalPages {
    private var files: [String: DartFile] = [:]
    private var classFile: [String: String] = [:]

    init(_ flutter: FlutterModel) {
        for file in flutter.shippingFiles {
            files[file.path] = file.file
            for declared in file.file.classes where declared.kind == .class {
                if let name = declared.name { classFile[name] = classFile[name] ?? file.path }
            }
        }
    }

    /// Superclasses of a widget or of a widget's state.
    static let widgetBases: Set<String> = ["StatelessWidget", "StatefulWidget", "State", "ConsumerWidget", "ConsumerStatefulWidget", "ConsumerState", "HookWidget", "HookConsumerWidget", "GetView", "GetWidget"]

    static func isWidget(_ declared: DartClass) -> Bool {
        declared.superclass.map(widgetBases.contains) ?? false
    }

    /// Whether the widget's file, or the file of a widget class it builds (and of one those
    /// build), names the terms and the privacy policy.
    func links(in dart: DartFile, at path: String) -> (terms: Bool, privacy: Bool) {
        var found = Self.words(in: dart)
        var built = Set(dart.calls.map(\.name))
        var seen: Set<String> = [path]
        for _ in 0..<2 where !(found.terms && found.privacy) {
            var next = Set<String>()
            for name in built where name.first?.isUppercase == true {
                guard let path = classFile[name], seen.insert(path).inserted, let other = files[path] else { continue }
                let words = Self.words(in: other)
                found = (found.terms || words.terms, found.privacy || words.privacy)
                next.formUnion(other.calls.map(\.name))
            }
            built = next
        }
        return found
    }

    /// Whether a file's strings (keys included) and names speak of the terms or the privacy
    /// policy. "Legal" counts for both. The renewal statement a key such as
    /// `subscription-terms` carries is not a link, so "terms" beside "subscription" is passed over.
    static func words(in dart: DartFile) -> (terms: Bool, privacy: Bool) {
        let source = dart.source
        var terms = false, privacy = false
        for index in source.tokens.indices where source.kind(at: index) == .stringText || source.kind(at: index) == .identifier {
            let text = source.text(at: index)
            guard text.utf8.count <= 200 else { continue }
            let words = NameWords.split(text)
            if words.contains("legal") { return (true, true) }
            privacy = privacy || words.contains("privacy")
            terms = terms || words.contains("eula") || words.contains("tos") || words.contains("conditions")
                || (words.contains("terms") && !words.contains("subscription"))
            if terms && privacy { break }
        }
        return (terms, privacy)
    }
}
