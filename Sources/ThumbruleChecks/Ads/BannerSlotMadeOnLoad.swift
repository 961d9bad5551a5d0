import SwiftSyntax
import ThumbruleCore

/// Room for a banner made only when the ad arrives: inside a banner-loaded delegate callback
/// (`bannerViewDidReceiveAd`, MAX `didLoad`, …), the code sets a height constraint or adds
/// the banner to the view hierarchy, directly or in a same-file helper it calls.
///
/// A height set on load is high confidence: the slot changes size under the user's thumb.
/// Adding the banner on load is a note (low): a banner pinned over content moves nothing,
/// but one laid out with the content pushes it, and only the layout says which. Known false negatives: room made through a state
/// flag that SwiftUI reads elsewhere (`didReceiveAd = true`).
struct BannerSlotMadeOnLoad: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "ads-reserve.slot-made-on-load",
        ruleId: "ads-reserve",
        summary: "A banner given its height, or added to the layout, only when the ad loads",
        triggering: [
            CheckExample("""
            import GoogleMobileAds

            final class FeedViewController: UIViewController, GADBannerViewDelegate {
                @IBOutlet var bannerHeight: NSLayoutConstraint!
                func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
                    ↓bannerHeight.constant = bannerView.adSize.size.height
                }
            }
            """),
            CheckExample("""
            import GoogleMobileAds

            final class FeedViewController: UIViewController, BannerViewDelegate {
                func bannerViewDidReceiveAd(_ bannerView: BannerView) {
                    ↓addBannerViewToView(bannerView)
                }
                func addBannerViewToView(_ bannerView: BannerView) {
                    stackView.addArrangedSubview(bannerView)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import GoogleMobileAds

            final class FeedViewController: UIViewController, GADBannerViewDelegate {
                func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
                    bannerView.alpha = 0
                    UIView.animate(withDuration: 0.25) { bannerView.alpha = 1 }
                }
            }
            """),
            CheckExample("""
            final class FeedViewController: UIViewController {
                func bannerViewDidReceiveAd(_ bannerView: UIView) {
                    view.addSubview(bannerView)
                }
            }
            """),
        ]
    )

    static let layoutCalls: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for callback in AdCode.shared(file).callbacks(\.bannerLoadedCallbacks) {
            if let change = Self.heightChange(in: callback, file: file) {
                output.report(
                    "The banner's height is set when the ad arrives, so the slot grows under the user and moves what they were reading or about to tap. Set the height before the request, from the ad size you request, and keep it on no-fill.",
                    at: file.position(of: change))
                continue
            }
            let helpers = file.index.functions.filter { helper in Self.addsToLayout(helper, file: file) }
            for call in file.index.calls(within: callback) {
                guard let name = call.calleeName else { continue }
                if Self.layoutCalls.contains(name) || helpers.contains(where: { $0.name.text == name }) {
                    output.report(
                        "The banner is added to the view only when the ad arrives; if the content is laid out around it, the screen changes shape while the user is using it. Place the banner's container, at its final height, before the request, and decide once what an empty slot shows.",
                        at: file.position(of: call), confidence: .low)
                    break
                }
            }
        }
    }

    /// A `heightAnchor.constraint(equalToConstant:)`, or an assignment to the `constant` of a
    /// constraint whose name speaks of height, inside the callback.
    static func heightChange(in callback: FunctionDeclSyntax, file: SwiftFile) -> ExprSyntax? {
        if let anchor = file.index.calls("constraint").first(where: { callback.encloses($0) && $0.calleeText.contains("heightAnchor") }) {
            return ExprSyntax(anchor)
        }
        let constant = file.index.memberAccesses("constant").first { member in
            callback.encloses(member) && member.isAssigned
                && (member.base.map { NameWords.split($0.trimmedSourceText).contains("height") } ?? false)
        }
        return constant.map { ExprSyntax($0) }
    }

    static func addsToLayout(_ function: FunctionDeclSyntax, file: SwiftFile) -> Bool {
        layoutCalls.contains { name in file.index.calls(name).contains { function.encloses($0) } }
    }
}
