import SwiftSyntax
import ThumbruleCore

/// More than one full-screen ad held loaded at once: a collection of ads, or one type that
/// keeps two or more full-screen ads in stored properties. The rulebook asks for one preloaded
/// full-screen ad at a time; each is memory the system reclaims by killing the app.
///
/// A collection (`[GADInterstitialAd]`, `[String: RewardedAd]`) is high confidence. Two or
/// more single ad properties in one type are medium: the app may load them one at a time.
/// Known false negatives: ads held by separate managers, and ads whose type the code does
/// not name (`var ad: AnyObject?`).
struct FullScreenAdPool: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "ads-cost.preloaded-pool",
        ruleId: "ads-cost",
        summary: "More than one full-screen ad kept loaded at once",
        triggering: [
            CheckExample("""
            import GoogleMobileAds

            final class AdPool {
                ↓private var ready: [GADInterstitialAd] = []
            }
            """),
            CheckExample("""
            import GoogleMobileAds

            final class AdManager: NSObject {
                private var interstitial: InterstitialAd?
                ↓private var rewarded: RewardedAd?
                ↓private var appOpen: AppOpenAd?
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import GoogleMobileAds

            final class AdManager: NSObject {
                private var interstitial: InterstitialAd?
                private var banner: BannerView?
                func show() {
                    let next: InterstitialAd? = nil
                }
            }
            """),
            CheckExample("""
            final class Cache {
                private var ready: [InterstitialAd] = []
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let code = AdCode.shared(file)
        guard code.usesAds else { return }
        var heldByType: [String: [(VariableDeclSyntax, AdFormat)]] = [:]
        for variable in file.index.variables where variable.parent?.is(MemberBlockItemSyntax.self) == true {
            guard let type = variable.bindings.first?.typeAnnotation?.type.trimmedSourceText,
                  let format = NameWords.classNames(in: type).lazy.compactMap(code.format(ofClass:)).first, format.isFullScreen else { continue }
            if type.hasPrefix("[") || type.contains("Array<") || type.contains("Dictionary<") || type.contains("Set<") {
                output.report(
                    "This property keeps a collection of \(format) ads loaded; each holds its creative in memory, and Google's SDK expires a loaded ad after an hour. Keep one preloaded full-screen ad, and load the next when it is shown.",
                    at: file.position(of: variable))
            } else if let owner = variable.enclosingTypeName {
                heldByType[owner, default: []].append((variable, format))
            }
        }
        for (_, held) in heldByType where held.count > 1 {
            let formats = held.map(\.1.rawValue).joined(separator: ", ")
            for (variable, _) in held.dropFirst() {
                output.report(
                    "This type keeps \(held.count) full-screen ads loaded at once (\(formats)); each holds its creative in memory. Keep one preloaded full-screen ad, and load the other format only when its placement is about to come up.",
                    at: file.position(of: variable), confidence: .medium)
            }
        }
    }
}
