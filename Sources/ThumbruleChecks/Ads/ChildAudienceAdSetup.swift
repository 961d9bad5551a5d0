import Foundation
import SwiftSyntax
import ThumbruleCore

/// Ad requests marked for a child audience (`tagForChildDirectedTreatment`,
/// `tagForUnderAgeOfConsent` set to true, AppLovin's `setIsAgeRestrictedUser(true)`) in a
/// project whose STACK.md records no per-store ad setup. A child audience means Apple's
/// Kids Category and Google Play's Families policy ask for different, incompatible ad
/// configurations, so the app needs one written down for each store before any ad unit.
///
/// The record is a filled row under an "Ads per store" heading of STACK.md (the table
/// `thumbrule init` writes). A note (low confidence) that names the missing record: the
/// setup may be written elsewhere. A flag set to false, or to a value the code computes,
/// is not a declaration and is passed over.
struct ChildAudienceAdSetup: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "ads-children.per-store-setup",
        ruleId: "ads-children",
        summary: "Ads marked child-directed with no per-store ad setup recorded in STACK.md (a note)",
        triggering: [
            CheckExample(files: [
                ("App/Ads.swift", """
                import GoogleMobileAds

                func startAds() {
                    ↓MobileAds.shared.requestConfiguration.tagForChildDirectedTreatment = true
                    MobileAds.shared.start()
                }
                """),
                ("STACK.md", "# Stack\n\n## Ads per store\n\n| Store | Ad configuration |\n|---|---|\n"),
            ]),
            CheckExample("""
            import GoogleMobileAds

            func configureAds() {
                ↓GADMobileAds.sharedInstance().requestConfiguration.tagForUnderAgeOfConsent = NSNumber(value: true)
            }
            """, path: "App/Ads.swift"),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Ads.swift", """
                import GoogleMobileAds

                func startAds() {
                    MobileAds.shared.requestConfiguration.tagForChildDirectedTreatment = true
                    MobileAds.shared.start()
                }
                """),
                ("STACK.md", """
                # Stack

                ## Ads per store

                | Store | Ad configuration |
                |---|---|
                | App Store | Kids Category: no third-party ads; house promotions only |
                | Google Play | AdMob, tagForChildDirectedTreatment true, Families-certified networks only, G rating |
                """),
            ]),
            CheckExample("""
            import GoogleMobileAds

            func startAds() {
                MobileAds.shared.requestConfiguration.tagForChildDirectedTreatment = false
            }
            """, path: "App/Ads.swift"),
        ]
    )

    package struct Setting: Sendable, Codable {
        package let position: SourcePosition
        package let api: String
    }

    package static let settings = FactKey<Setting>("ads-children.setting")

    static let flags = ["tagForChildDirectedTreatment", "tagForUnderAgeOfConsent"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for flag in Self.flags {
            for member in file.index.memberAccesses(flag) where member.isAssigned && Self.isTrue(ExprSyntax(member).assignedValue) {
                output.facts.add(Setting(position: file.position(of: member), api: flag), for: Self.settings)
            }
            for call in file.index.calls(flag) where Self.isTrue(call.arguments.first?.expression) {
                output.facts.add(Setting(position: file.position(of: call), api: flag), for: Self.settings)
            }
        }
        for call in file.index.calls("setIsAgeRestrictedUser") where Self.isTrue(call.arguments.first?.expression) {
            output.facts.add(Setting(position: file.position(of: call), api: "setIsAgeRestrictedUser"), for: Self.settings)
        }
    }

    /// `true`, `NSNumber(value: true)`, `true as NSNumber`, `1`.
    static func isTrue(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let number = expression.as(IntegerLiteralExprSyntax.self) { return number.literal.text == "1" }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "NSNumber" { return isTrue(call.arguments.first?.expression) }
        if let cast = expression.as(AsExprSyntax.self) { return isTrue(cast.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first { return isTrue(first) }
        return false
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard let first = project.facts.values(Self.settings).min(by: { $0.position < $1.position }) else { return }
        let stack = project.stackBrief
        let recorded = stack?.records.adsPerStore.filter { $0.cells.count >= 2 && !MarkdownSections.isPlaceholder($0.cells[1]) }
        if let recorded, !recorded.isEmpty { return }
        let missing = stack == nil
            ? "The project has no STACK.md; write one (thumbrule init) with an Ads per store table"
            : "STACK.md has no filled row under Ads per store"
        output.report(
            "Ads here are marked for a child audience (\(first.api)), and no per-store ad setup is recorded. \(missing): one row each for the App Store (the Kids Category allows almost no third-party ads) and Google Play (Families-certified SDKs only, no interest-based ads), since no single configuration passes both.",
            at: first.position, confidence: .low,
            related: stack.map { [$0.related] } ?? [])
    }
}
