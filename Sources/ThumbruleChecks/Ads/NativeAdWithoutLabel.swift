import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A native ad laid out by the app (a subclass or an instance of the SDK's native ad view,
/// `GADNativeAdView`, `MANativeAdView`, `ISNativeAdView`, from the `AdNetworks` table)
/// with no "Ad" or "Sponsored" label drawn by the app anywhere on its container: the unit
/// borrows the look of the app's own rows and nothing says a third party is speaking.
///
/// A label is a string such as "Ad", "Sponsored" or "Advertisement" (or a key or name
/// speaking of an ad label or badge) in the container's type or in a view the screen graph
/// draws it in. A file that loads a nib or storyboard is passed over, since the label may
/// be drawn there. Medium confidence: a remote-configured layout may add one.
struct NativeAdWithoutLabel: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-labelled.native-ad-without-label",
        ruleId: "ads-labelled",
        summary: "A native ad view the app lays out with no Ad or Sponsored label of its own",
        triggering: [
            CheckExample("""
            import GoogleMobileAds
            import UIKit

            final class ↓FeedAdCell: GADNativeAdView {
                let title = UILabel()
                let cta = UIButton(type: .system)
                func show(_ ad: GADNativeAd) {
                    title.text = ad.headline
                    cta.setTitle(ad.callToAction, for: .normal)
                    headlineView = title
                    callToActionView = cta
                    nativeAd = ad
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import GoogleMobileAds
            import UIKit

            final class FeedAdCell: GADNativeAdView {
                let title = UILabel()
                let badge = UILabel()
                func show(_ ad: GADNativeAd) {
                    badge.text = "Ad"
                    title.text = ad.headline
                    headlineView = title
                    nativeAd = ad
                }
            }
            """),
            CheckExample(files: [
                ("App/NativeAdRepresentable.swift", """
                import GoogleMobileAds
                import SwiftUI

                struct NativeAdRepresentable: UIViewRepresentable {
                    let ad: NativeAd
                    func makeUIView(context: Context) -> NativeAdView { NativeAdView() }
                    func updateUIView(_ view: NativeAdView, context: Context) { view.nativeAd = ad }
                }
                """),
                ("App/FeedAdRow.swift", """
                import SwiftUI
                struct FeedAdRow: View {
                    let ad: NativeAd
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("Sponsored").font(.caption)
                            NativeAdRepresentable(ad: ad)
                        }
                    }
                }
                """),
            ]),
            CheckExample("""
            import GoogleMobileAds
            import UIKit

            final class FeedAdCell: UITableViewCell {
                func load() -> GADNativeAdView? {
                    Bundle.main.loadNibNamed("NativeAdView", owner: nil)?.first as? GADNativeAdView
                }
            }
            """),
        ]
    )

    package struct Container: Sendable, Codable {
        package let type: String
        package let position: SourcePosition
        package let adView: String
    }

    package static let containers = FactKey<Container>("ads-labelled.container")
    /// A type that draws an ad label, with the views it draws around it.
    package struct Label: Sendable, Codable {
        package let type: String
        package let draws: [String]
    }

    package static let labels = FactKey<Label>("ads-labelled.label")

    static let labelTexts: Set<String> = ["ad", "ads", "advertisement", "sponsored", "promoted", "sponsored ad", "anzeige", "werbung", "publicité", "publicidad", "pubblicità", "annonce", "reklam", "реклама", "広告", "광고", "广告", "廣告"]
    static let labelText = TextSearch(anyOf: ["sponsored", "advertisement", "ad_label", "ad.label", "adlabel", "ad_badge", "adbadge"], ignoringCase: true)
    /// The longest label literal, quotes included, worth reading: labels are short.
    static let longestLabel = 40
    static let labelNameText = TextSearch(anyOf: ["sponsor", "attribution", "adlabel", "adbadge", "adtag", "admarker", "ad_label", "ad_badge"], ignoringCase: true)
    static let nibCalls = ["loadNibNamed", "UINib", "instantiateViewController", "UIStoryboard"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for label in Self.labelsDrawn(in: file) { output.facts.add(label, for: Self.labels) }
        let adCode = AdCode.shared(file)
        let nativeViews = Set(adCode.sdks.flatMap(\.nativeAdViews))
        guard !nativeViews.isEmpty, file.index.calls(Self.nibCalls).isEmpty, !file.index.mentions("IBOutlet") else { return }
        var seen = Set<String>()
        for type in file.index.typeDeclarations where !type.isExtension {
            guard let adView = type.inheritedNames.first(where: nativeViews.contains), seen.insert(type.name).inserted else { continue }
            output.facts.add(Container(type: type.name, position: file.position(of: LastUsedSignInMethod.nameToken(of: type.node) ?? Syntax(type.node)), adView: adView),
                             for: Self.containers)
        }
        for call in file.index.calls(Array(nativeViews)) {
            guard let type = call.enclosingTypeName, seen.insert(type).inserted else { continue }
            output.facts.add(Container(type: type, position: file.position(of: call), adView: call.calleeName ?? ""), for: Self.containers)
        }
    }

    /// The types of a file that draw an ad label, with the views each draws around it.
    static func labelsDrawn(in file: SwiftFile) -> [Label] {
        var labelled = Set<String>()
        for literal in file.index.stringLiterals where literal.endPositionBeforeTrailingTrivia.utf8Offset - literal.positionAfterSkippingLeadingTrivia.utf8Offset <= Self.longestLabel && Self.isLabel(literal.plainText) {
            if let type = literal.enclosingTypeName { labelled.insert(type) }
        }
        for (name, nodes) in file.index.memberAccessesByName where Self.namesLabel(name) {
            labelled.formUnion(nodes.compactMap(\.enclosingTypeName))
        }
        for (name, nodes) in file.index.referencesByName where Self.namesLabel(name) {
            labelled.formUnion(nodes.compactMap(\.enclosingTypeName))
        }
        return labelled.sorted().map { type in
            let declarations = file.index.typeDeclarations.filter { $0.name == type }
            let draws = declarations.flatMap { file.index.calls(within: $0.node).compactMap(\.calleeName) }.filter { $0.first?.isUppercase == true }
            return Label(type: type, draws: Array(Set(draws)).sorted())
        }
    }

    /// True when the app labels an ad shown by `type`: the type draws a label, a labelled
    /// type draws it, or a labelled view sits on a screen it is drawn on.
    static func isLabelled(_ type: String, labels: [Label], in project: Project) -> Bool {
        let labelled = Set(labels.map(\.type))
        guard !labelled.contains(type), !labels.contains(where: { $0.draws.contains(type) }) else { return true }
        let graph = project.screenGraph
        return graph.screens(containing: type).flatMap { graph.viewsOnScreen($0.id) }.map(graph.owningType).contains(where: labelled.contains)
    }

    static func isLabel(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return labelTexts.contains(trimmed) || labelText.matches(trimmed)
    }

    /// `adLabel`, `sponsoredBadge`, `adAttributionView`: a name for the label itself.
    static func namesLabel(_ name: String) -> Bool {
        guard labelNameText.matches(name) else { return false }
        let words = NameWords.split(name)
        if words.contains("sponsored") || words.contains("attribution") { return true }
        return words.contains("ad") && !Set(["label", "badge", "tag", "marker"]).isDisjoint(with: words)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let labels = project.facts.values(Self.labels)
        for container in project.facts.values(Self.containers) where !Self.isLabelled(container.type, labels: labels, in: project) {
            output.report(
                "\(container.type) lays out a native ad (\(container.adView)) in the app's own design, and nothing the app draws on it says \"Ad\" or \"Sponsored\". A native unit looks like the rows around it, so only the app's label tells the user a third party is speaking (App Review \(AppReview.guideline(.advertising)); Google Play Ads policy). Add a small legible \"Ad\" label inside the container; do not rely on the creative or the AdChoices icon.",
                at: container.position, confidence: .medium)
        }
    }
}
