import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// An ad SDK imported into an app extension, widget, App Clip or watch app. Apple keeps
/// display ads in the main app binary (App Review Guideline 2.5.18), so the code proves it.
///
/// The target comes from the Xcode project, the target's Info.plist `NSExtension`, or folder
/// names. Known false negative: ad code in a framework that an extension links.
struct AdInSecondaryProduct: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "ads-placement.secondary-product",
        ruleId: "ads-placement",
        summary: "An ad SDK used inside an app extension, widget, App Clip or watch app",
        triggering: [
            CheckExample("""
            ↓import GoogleMobileAds
            import WidgetKit

            struct ForecastWidget: Widget { }
            """, path: "ForecastWidget/ForecastWidget.swift"),
            CheckExample(files: [
                ("Share/ShareViewController.swift", "import UIKit\n↓import AppLovinSDK\n"),
                ("Share/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.share-services</string></dict>
                </dict></plist>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample("import GoogleMobileAds\n", path: "App/Ads.swift"),
            CheckExample("import WidgetKit\nimport StoreKit\n", path: "ForecastWidget/ForecastWidget.swift"),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.target.kind.isSecondaryProduct else { return }
        for use in AdCode.shared(file).sdkUses {
            output.report(
                "\(use.sdk.name) is used in this \(file.target.kind) target; Apple allows display ads only in the main app (Guideline \(AppReview.guideline(.advertising))). Remove the SDK from this target and show ads only inside the app.",
                at: file.position(of: use.node))
        }
    }
}
