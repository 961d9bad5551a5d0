import SwiftSyntax
import ThumbruleCore

/// An asset image that looks like decoration (drawn in a `.background`, filling the back of
/// a `ZStack`, or named as a background, texture, pattern or divider) and is not hidden, so
/// VoiceOver still stops on it and reads its asset name.
///
/// A note: whether a picture is decoration is a judgement the code only hints at.
/// Images that are named, hidden, merged into a row or part of a control are left alone,
/// as in `a11y-name.unnamed-image`, which skips the images this check reports.
///
/// An `Image("name")` (a literal, no `bundle:`) whose name no image set of the project's
/// asset catalogs and no loose image file has draws nothing and gives VoiceOver nothing to
/// stop on: a dangling asset name, not an unhidden decoration. It is left alone only when the
/// project's catalogs were read (at least one image set) and the name is absent from all of
/// them; names built at run time, generated resources (`Image(.name)`) and images from
/// another bundle are judged as before.
///
/// An image held in a constant of a type (`static let promoBackground = Image("promo_bg")`) is
/// reported at the constant only when shipping code names it: one drawn only by a view that
/// nothing shipping shows (a modal whose one cell is commented out) reaches no one.
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
            // uplift-ios: an image constant drawn only by a modal whose one use, a private cell,
            // is commented out of the screen: no shipping code names the constant.
            CheckExample(files: [
                ("App/ShopApp.swift", """
                @main
                struct ShopApp: App {
                    var body: some Scene { WindowGroup { HomeView() } }
                }
                """),
                ("App/Images.swift", """
                enum Images {
                    static let logo = Image(systemName: "cart")
                    static let promoBackground = Image("promo_bg")
                }
                """),
                ("App/HomeView.swift", """
                struct PromoModal: View {
                    var body: some View {
                        ZStack {
                            Images.promoBackground.resizable()
                            Text("Win a prize")
                        }
                    }
                }

                struct HomeView: View {
                    var body: some View {
                        VStack {
                            Images.logo
                            Text("Home")
                            // promoCell
                        }
                    }

                    private var promoCell: some View { PromoModal() }
                }
                """),
            ]),
            // klock-ios: the name has no image set in the project's catalog (nor any image
            // file), so the image draws nothing and VoiceOver has nothing to stop on.
            CheckExample(files: [
                ("App/Assets.xcassets/watch_face.imageset/Contents.json", #"{ "images" : [ { "filename" : "face.png", "idiom" : "universal" } ] }"#),
                ("App/TimerView.swift", """
                struct TimerView: View {
                    var body: some View {
                        ZStack {
                            Image("watch_background_old").resizable()
                            Text("25:00")
                        }
                    }
                }
                """),
            ]),
            // A logo drawn without a background is the logo, not decoration.
            CheckExample("""
            struct EmptyWidgetView: View {
                var body: some View {
                    VStack { Image("logo-nobackground").resizable().frame(width: 40, height: 40) }
                }
            }
            """),
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

    struct Candidate: Sendable, Codable {
        let position: SourcePosition
        let name: String
        let reason: String
        let owner: String?
        /// True for a literal name loaded from the app's own bundle (no `bundle:` argument).
        var fromAppBundle: Bool?
        /// The constant that holds the image (`static let giveawayBackground = Image("giveaway_bg")`):
        /// it is drawn where code names the constant, so it is judged only when shipping code does.
        var constant: String?
    }

    static let candidates = FactKey<Candidate>("a11y-name.decorative-image")
    static let namedViews = FactKey<String>("a11y-name.decorative-image.named-view")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for name in NamedAtCallSite.names(in: file) { output.facts.add(name, for: Self.namedViews) }
        for call in file.index.calls("Image") {
            let image = SwiftUIImageAccessibility(call: call)
            guard let name = image.assetName, let reason = image.decorativeReason,
                  !image.isHandedOn, !call.hasAncestor(where: { $0.is(ExpressionSegmentSyntax.self) }), case .alone = image.context else { continue }
            var fromAppBundle = false
            if case .asset = image.source, call.argument("bundle") == nil { fromAppBundle = true }
            output.facts.add(Candidate(position: file.position(of: call), name: name, reason: reason, owner: image.owner, fromAppBundle: fromAppBundle,
                                       constant: Self.constantName(holding: call)),
                             for: Self.candidates)
        }
    }

    /// The name of the `let` constant of a type whose whole value is `call`, nil otherwise.
    static func constantName(holding call: FunctionCallExprSyntax) -> String? {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
              variable.enclosingTypeDeclaration != nil else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        // The names shipping code uses: an image constant none of it names is drawn by no screen that ships.
        let shippingNames = project.model?.shippingNames
        let named = Set(project.facts.values(Self.namedViews))
        let imagePaths = project.files(of: .imageAsset).map(\.path)
        let catalogsRead = imagePaths.contains { $0.contains(".xcassets/") && $0.hasSuffix("/Contents.json") }
        let imageNames = Set(imagePaths.compactMap(FileKind.imageName(of:)).map { $0.lowercased() })
        for candidate in project.facts.values(Self.candidates) where !(candidate.owner.map(named.contains) ?? false) {
            if let constant = candidate.constant, let shippingNames, !shippingNames.contains(constant) { continue }
            // A literal name no image set or image file of the project has: nothing is drawn.
            if catalogsRead, candidate.fromAppBundle == true,
               !imageNames.contains((candidate.name.split(separator: "/").last.map(String.init) ?? candidate.name).lowercased()) { continue }
            output.report(
                "Image \"\(candidate.name)\" looks like decoration (\(candidate.reason)), but VoiceOver still stops on it and reads its asset name; use Image(decorative:) or add .accessibilityHidden(true).",
                at: candidate.position, confidence: .low)
        }
    }
}
