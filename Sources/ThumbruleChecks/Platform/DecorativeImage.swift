import SwiftSyntax
import ThumbruleCore

/// An asset image that looks like decoration (drawn in a `.background`, filling the back of
/// a `ZStack`, or named as a background, texture, pattern or divider) and is not hidden, so
/// VoiceOver still stops on it and reads its asset name.
///
/// A note: whether a picture is decoration is a judgement the code only hints at.
/// Images that are named, hidden, merged into a row or part of a control are left alone,
/// as in `a11y-name.unnamed-image`, which skips the images this check reports.
struct DecorativeImage: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-name.decorative-image",
        ruleId: "a11y-name",
        summary: "A decorative SwiftUI image that VoiceOver still stops on",
        triggering: [
            CheckExample("""
            struct ProfileHeader: View {
                var body: some View {
                    ZStack {
                        ↓Image("header-photo")
                            .resizable()
                            .scaledToFill()
                        Text("Morning routine")
                    }
                    .background(↓Image("paper-texture"))
                    ↓Image("section-divider")
                    List { Text("Today") }
                        .listRowBackground(↓Image("linen"))
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct ProfileHeader: View {
                var body: some View {
                    ZStack {
                        Image(decorative: "header-photo")
                            .resizable()
                            .scaledToFill()
                        Text("Morning routine")
                    }
                    .background(Image("paper-texture").accessibilityHidden(true))
                    Image("section-divider").accessibilityHidden(true)
                    ZStack {
                        Image("route-map").resizable().scaledToFit()
                        Image(systemName: "mappin")
                    }
                    Text("Bold").mask { Image("brush-stroke") }
                }
            }
            """),
        ]
    )

    struct Candidate: Sendable {
        let position: SourcePosition
        let name: String
        let reason: String
        let owner: String?
    }

    static let candidates = FactKey<Candidate>("a11y-name.decorative-image")
    static let namedViews = FactKey<String>("a11y-name.decorative-image.named-view")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for name in NamedAtCallSite.names(in: file) { output.facts.add(name, for: Self.namedViews) }
        for call in file.index.calls("Image") {
            let image = SwiftUIImageAccessibility(call: call)
            guard let name = image.assetName, let reason = image.decorativeReason,
                  !image.isHandedOn, !call.hasAncestor(where: { $0.is(ExpressionSegmentSyntax.self) }), case .alone = image.context else { continue }
            output.facts.add(Candidate(position: file.position(of: call), name: name, reason: reason, owner: image.owner), for: Self.candidates)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let named = Set(project.facts.values(Self.namedViews))
        for candidate in project.facts.values(Self.candidates) where !(candidate.owner.map(named.contains) ?? false) {
            output.report(
                "Image \"\(candidate.name)\" looks like decoration (\(candidate.reason)), but VoiceOver still stops on it and reads its asset name; use Image(decorative:) or add .accessibilityHidden(true).",
                at: candidate.position, confidence: .low)
        }
    }
}
