import SwiftSyntax
import ThumbruleCore

/// A SwiftUI image that is its own VoiceOver stop with no accessibility label: an asset
/// image (`Image("name")`, `Image(.name)`) is announced by its asset name, which is a file
/// name, not a description.
///
/// `Image(uiImage:)` is a note: it has no name at all, and whether the picture carries
/// meaning (a photo, a chart) the code does not say. SF Symbols are left alone: VoiceOver
/// reads their built-in description. Images inside a control's label are
/// `a11y-name.icon-only-control`'s, images merged into a row are `a11y-name.combined-row-image`'s,
/// and images that look like decoration are `a11y-name.decorative-image`'s.
/// Known false negatives: images inside a `NavigationLink`'s destination or a `Menu`'s
/// content written inline. Known false positives: an asset name with an entry in the
/// app's strings files, which SwiftUI reads instead of the name.
struct UnnamedImage: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-name.unnamed-image",
        ruleId: "a11y-name",
        summary: "A SwiftUI image VoiceOver stops on that has no accessibility label",
        triggering: [
            CheckExample("""
            struct WelcomeView: View {
                let avatar: UIImage
                var body: some View {
                    VStack(spacing: 12) {
                        ↓Image("onboarding-hero")
                            .resizable()
                            .scaledToFit()
                        Text("Plan your week")
                        ↓Image(.mascotWaving)
                        ↓Image(uiImage: avatar)
                            .clipShape(Circle())
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // An image a view model builds is judged where a view shows it.
            CheckExample("""
            @Observable final class ThemeModel {
                var artwork: Image { Image(uiImage: UIImage(named: "default-artwork") ?? UIImage()) }
                func placeholder() -> Image { Image("placeholder-cover") }
            }
            """),
            CheckExample("""
            struct WelcomeView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Image("onboarding-hero")
                            .accessibilityLabel("A calendar with three meals planned")
                        Image(decorative: "sparkles")
                        Image("ribbon").accessibilityHidden(true)
                        Image(systemName: "calendar")
                        Image("chart", label: Text("Weekly totals"))
                        HStack {
                            Image("streak-flame")
                            Text("12 days")
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Streak: 12 days")
                        Label("Recipes", image: "recipes-icon")
                        Button { start() } label: { Image("start-arrow"); Text("Start") }
                    }
                    .tabItem { Image("tab-home"); Text("Home") }
                }
            }
            """),
            CheckExample("""
            struct AccountCard: View {
                let account: Account
                var glyph: Image { Image("account-glyph") }
                var body: some View {
                    VStack {
                        SettingsRow(title: account.name, icon: { Image("account-glyph") })
                        AnyView(Image(uiImage: account.avatar))
                        Image(uiImage: account.cover).resizable().blur(radius: 12)
                        VStack {
                            #if os(iOS)
                            Image("phone-frame")
                            #endif
                        }
                        .accessibilityHidden(true)
                    }
                }
            }
            """),
            CheckExample(files: [
                ("App/BrandMark.swift", """
                struct BrandMark: View {
                    var body: some View {
                        Image("brand-mark").resizable().frame(width: 80, height: 80)
                    }
                }
                """),
                ("App/AboutView.swift", """
                struct AboutView: View {
                    var body: some View {
                        VStack { BrandMark().accessibilityHidden(true); Text("Version 2") }
                    }
                }
                """),
            ]),
        ]
    )

    struct Candidate: Sendable, Codable {
        let position: SourcePosition
        let name: String?
        let owner: String?
    }

    static let candidates = FactKey<Candidate>("a11y-name.unnamed-image")
    static let namedViews = FactKey<String>("a11y-name.unnamed-image.named-view")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for name in NamedAtCallSite.names(in: file) { output.facts.add(name, for: Self.namedViews) }
        for call in file.index.calls("Image") {
            let image = SwiftUIImageAccessibility(call: call)
            let name: String?
            switch image.source {
            case .asset(let asset), .resource(let asset): name = asset
            case .platformImage: name = nil
            default: continue
            }
            guard !image.isHandedOn, !call.hasAncestor(where: { $0.is(ExpressionSegmentSyntax.self) }),
                  image.decorativeReason == nil, case .alone = image.context, Self.isDrawnInAView(call) else { continue }
            output.facts.add(Candidate(position: file.position(of: call), name: name, owner: image.owner), for: Self.candidates)
        }
    }

    /// True when the image is built where a view is drawn: in a `body`, a property or function
    /// that returns a view or a scene, or a type that is a view. An image a view model builds is a value
    /// handed to some view, judged where that view shows it.
    static func isDrawnInAView(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                if Self.drawsViews(function.signature.returnClause?.type) { return true }
                break
            }
            if let variable = node.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true
                || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
                if Self.drawsViews(variable.bindings.first?.typeAnnotation?.type) { return true }
                break
            }
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(ExtensionDeclSyntax.self) { break }
            current = node.parent
        }
        guard let type = call.enclosingTypeDeclaration?.asProtocol(DeclGroupSyntax.self) else { return true }
        return type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("View") } ?? false
    }

    /// `some View`, `AnyView`, `some Scene`, `some Widget…`: a type that draws views.
    private static func drawsViews(_ type: TypeSyntax?) -> Bool {
        guard let text = type?.trimmedDescription else { return false }
        return ["View", "Scene", "Widget"].contains(where: text.contains)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let named = Set(project.facts.values(Self.namedViews))
        for candidate in project.facts.values(Self.candidates) where !(candidate.owner.map(named.contains) ?? false) {
            if let name = candidate.name {
                output.report(
                    "This image has no accessibility label, so VoiceOver reads its asset name, \"\(name)\"; add .accessibilityLabel(\"…\") saying what it shows, or use Image(decorative:) or .accessibilityHidden(true) if it only decorates.",
                    at: candidate.position, confidence: .medium)
            } else {
                output.report(
                    "This Image(uiImage:) has no accessibility label, so VoiceOver has no name for it; if the picture carries meaning (a photo, a chart, a code), add .accessibilityLabel(\"…\") describing it, otherwise hide it with .accessibilityHidden(true).",
                    at: candidate.position, confidence: .low)
            }
        }
    }
}
