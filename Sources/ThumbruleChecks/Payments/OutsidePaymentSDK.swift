import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// An outside payment SDK (Stripe, PayPal, Braintree, Adyen, …) inside the app. Digital
/// content and features used in the app must be sold through in-app purchase (App Review
/// 3.1.1), while physical goods and outside services must not be; only the product decides
/// which an item is, so this is always a note asking the team to confirm the rail.
///
/// Reported once per SDK, at its first import in a shipping target. Known false negative:
/// a web checkout in a web view, which imports nothing.
struct OutsidePaymentSDK: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-rail.outside-payment-sdk",
        ruleId: "pay-rail",
        summary: "An outside payment SDK in the app: confirm it sells only physical goods or outside services",
        appStoreOnly: true,
        triggering: [
            CheckExample(files: [
                ("App/Checkout.swift", "↓import StripePaymentSheet\nimport SwiftUI\n"),
                ("App/Wallet.swift", "import Stripe\n↓import BraintreePayPal\n"),
            ]),
        ],
        nonTriggering: [
            CheckExample("import StoreKit\nimport PassKit\n", path: "App/Store.swift"),
            CheckExample("import StripePaymentSheet\n", path: "AppTests/CheckoutTests.swift"),
        ]
    )

    package struct Use: Sendable, Codable {
        package let sdk: String
        package let position: SourcePosition
    }

    package static let uses = FactKey<Use>("pay-rail.use")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for declaration in file.index.imports {
            guard let module = declaration.path.first?.name.text, let sdk = PurchaseAPIs.outsidePaymentModules[module] else { continue }
            output.facts.add(Use(sdk: sdk, position: file.position(of: declaration)), for: Self.uses)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        var reported = Set<String>()
        for use in project.shippingFacts(Self.uses, at: \.position).sorted(by: { $0.position < $1.position }) where reported.insert(use.sdk).inserted {
            output.report(
                "\(use.sdk) takes payments outside the App Store. That is right for physical goods and services used outside the app, but digital content, subscriptions or unlocks used in the app must go through StoreKit (App Review \(AppReview.guideline(.inAppPurchase))). Confirm what this SDK sells, and route each digital item to in-app purchase.",
                at: use.position, confidence: .low)
        }
    }
}
