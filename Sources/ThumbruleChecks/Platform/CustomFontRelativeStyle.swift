import SwiftSyntax
import ThumbruleCore

/// `Font.custom("Brand", size: 28)` with no `relativeTo:`: the font does scale, but always
/// along the Body curve, whatever role the text plays.
///
/// Apple documents `custom(_:size:)` as scaling with `.body`. For text near body size that
/// is right, so only sizes nearest a title style (20pt and up) are reported: those grow
/// at body's rate and overshoot their own style at large and accessibility sizes. It is
/// a note (low confidence) because the text still scales; the fix adds `relativeTo:` with
/// the nearest style. Only literal sizes are reported; previews are skipped.
///
/// Icon fonts (a font name mentioning "icon") are skipped: their glyphs are images. So is a
/// font on an `Image` or a view of images alone (an SF Symbol sized by a font,
/// `SwiftUIFixedFontSize.sizedSymbol`): a symbol is no title, whatever its size.
///
/// Running text is left alone too: a size nearest Title 3 (20pt) on text laid out to wrap
/// (`.multilineTextAlignment`, `.lineSpacing`, `.fixedSize(horizontal: false, vertical: true)`)
/// is body copy set a little large, and Body's curve is its role's. Larger wrapped text
/// (28pt, 34pt) is still reported: at that size it heads the screen.
///
/// So is a button's label up to Title 3's size (lockdown-ios's 20pt "Continue" in a `Button`'s
/// `label:` closure): it names an action, it plays no title's role, and Body's curve suits it.
/// A larger one (a 50pt PLAY) is display type and is still reported.
///
/// Known false negatives: small custom sizes (13pt, 11pt) that also follow the wrong curve,
/// but by little; sizes held in constants. Known false positives: a title that was
/// deliberately meant to grow with body text.
struct CustomFontRelativeStyle: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "type-scale.custom-font-relative-style",
        ruleId: "type-scale",
        summary: "A title-sized Font.custom(_:size:) with no relativeTo:, which scales along the Body curve",
        triggering: [
            CheckExample("""
            struct Header: View {
                var body: some View {
                    Text("Recipes").font(↓.custom("Lora-Bold", size: 34))
                    Text("Today").font(↓Font.custom("Lora", size: 22).weight(.semibold))
                }
            }
            """),
            // A button label set as display type.
            CheckExample("""
            struct HomeView: View {
                var body: some View {
                    Button(action: { play() }) {
                        Text("PLAY").font(↓.custom("Kinderland", size: 50))
                    }
                }
            }
            """),
            // A title laid out to wrap is still a title.
            CheckExample("""
            struct Welcome: View {
                var body: some View {
                    Text("Welcome to Recipes")
                        .font(↓.custom("Lora-Bold", size: 34))
                        .multilineTextAlignment(.center)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct Header: View {
                var body: some View {
                    Text("Recipes").font(.custom("Lora-Bold", size: 34, relativeTo: .largeTitle))
                    Text("Step one").font(.custom("Lora", size: 17))
                    Text("Note").font(.custom("Lora", size: 13))
                }
            }
            """),
            CheckExample("""
            #Preview { Text("Recipes").font(.custom("Lora-Bold", size: 34)) }
            let glyph = Text(icon.unicode).font(.custom(MaterialDesignIcons.familyName, size: 24))
            """),
            CheckExample("let font = Font.custom(\"Baskerville\", size: 43)\n", path: "AppTests/FontTests.swift"),
            // A symbol sized by a custom font, and paragraphs of an onboarding card set at 20pt
            // to wrap: body copy, which Body's curve fits.
            CheckExample("""
            struct OnboardingCard: View {
                let card: Card
                var body: some View {
                    VStack(alignment: .leading) {
                        Image(systemName: card.symbol)
                            .font(.custom("MarkerFelt-Wide", size: 80))
                            .accessibilityHidden(true)
                        Text(card.title).font(.title).bold()
                        card.description
                            .font(.custom("HelveticaNeue-Medium", size: 20))
                            .multilineTextAlignment(.leading)
                            .fixedSize(horizontal: false, vertical: true)
                        Text(card.article)
                            .font(.custom("HelveticaNeue", size: 20))
                            .lineSpacing(4)
                    }
                }
            }
            """),
            // lockdown-ios: the Continue button's label, set at 20pt in a custom font.
            CheckExample("""
            struct OnboardingView: View {
                var body: some View {
                    Button(action: { continueAction() }, label: {
                        ZStack(alignment: .trailing) {
                            Text("Onboarding.Continue")
                                .font(.custom("Montserrat-SemiBold", size: 20))
                                .padding()
                            Image(systemName: "arrow.right")
                        }
                    })
                    Button("Start") { start() }.font(.custom("Montserrat-SemiBold", size: 20))
                }
            }
            """),
        ]
    )

    /// Styles whose scaling curve is close enough to Body's that `relativeTo:` changes little.
    static let bodyLikeStyles: Set<String> = ["body", "headline", "callout", "subheadline", "footnote", "caption", "caption2"]

    /// The largest style whose size wrapped running text is still set at (Title 3, 20pt).
    static let largestRunningTextStyle: Double = 20

    /// Modifiers that lay text out over several lines: paragraph text, not a one-line title.
    static let wrappingModifiers: Set<String> = ["multilineTextAlignment", "lineSpacing"]

    /// True when the view the font applies to is laid out to wrap: its chain sets a multi-line
    /// alignment or line spacing, or lets it grow vertically (`.fixedSize(horizontal: false, vertical: true)`).
    static func isLaidOutToWrap(_ font: FunctionCallExprSyntax) -> Bool {
        guard let modifier = font.enclosingCall(named: ["font"]), modifier.arguments.contains(where: { $0.encloses(font) }) else { return false }
        let root = modifier.rootViewCall
        return ([root] + root.modifiersApplied).contains { call in
            if wrappingModifiers.contains(call.calleeName ?? "") { return true }
            return call.calleeName == "fixedSize" && call.argument("horizontal")?.expression.trimmedSourceText == "false"
                && call.argument("vertical")?.expression.trimmedSourceText == "true"
        }
    }

    /// True when the font sets a button's label: inside the label closure of a SwiftUI button
    /// control, or in the modifier chain of the button itself (`Button("Start") { … }.font(…)`).
    static func isButtonLabel(_ font: FunctionCallExprSyntax) -> Bool {
        if let modifier = font.enclosingCall(named: ["font"]), modifier.arguments.contains(where: { $0.encloses(font) }),
           InteractiveViews.buttons.contains(modifier.rootViewCall.calleeName ?? "") {
            return true
        }
        var current = font.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let control = closure.invokingCall,
               InteractiveViews.buttons.contains(control.calleeName ?? ""), control.labelClosure?.id == closure.id {
                return true
            }
            current = node.parent
        }
        return false
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("custom") {
            guard let path = call.calleePath, path == ".custom" || path == "Font.custom",
                  call.argument("relativeTo") == nil, let size = call.argument("size"),
                  !(call.arguments.first?.expression.trimmedSourceText.lowercased().contains("icon") ?? false),
                  let points = size.expression.numericLiteral else { continue }
            let style = TypeScale.nearest(to: points)
            guard !Self.bodyLikeStyles.contains(style.swiftUI), SwiftUIFixedFontSize.sizedSymbol(call, in: file) == nil,
                  !(style.points <= Self.largestRunningTextStyle && (Self.isLaidOutToWrap(call) || Self.isButtonLabel(call))) else { continue }
            output.report(
                "Font.custom(_:size:) scales with the Body style when relativeTo: is missing, so this \(SwiftUIFixedFontSize.format(points))pt title grows at body text's rate and outgrows the .\(style.swiftUI) style at large sizes; add relativeTo: .\(style.swiftUI) so it scales like its role.",
                at: file.position(of: call), confidence: .low,
                fix: Fix("Scale relative to .\(style.swiftUI)", edits: [TextEdit(
                    start: file.position(at: size.expression.endPositionBeforeTrailingTrivia),
                    end: file.position(at: size.expression.endPositionBeforeTrailingTrivia),
                    replacement: ", relativeTo: .\(style.swiftUI)")]))
        }
    }
}
