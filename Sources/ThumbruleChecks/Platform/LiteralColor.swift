import SwiftSyntax
import ThumbruleCore

/// A colour written as numbers at a call site: `Color(red:green:blue:)`, `UIColor(red:…)`,
/// `Color(white:)`, a hex initialiser or static hex helper (`.hex(0xE26C5E)`) called with a
/// literal, or `#colorLiteral`. Such a
/// value cannot follow dark mode or Increase Contrast, and says nothing about its role.
///
/// Only literal components count: colours computed from data (`Color(hue: Double(i) / n, …)`)
/// are not values anyone picked. Literals that define the palette are left alone, since
/// the palette is where roles are named: static properties (`static let brand = …`), constants at file scope,
/// members of a `Color` / `UIColor` / `ShapeStyle` extension or of a type named for a
/// colour, theme or palette or conforming to such a protocol (`struct Dark: ColorSet`), a theme
/// built once at file scope (`let defaultTheme = AppTheme(…)`), and values per appearance (`UIColor { traits in … }`,
/// `Color(light:dark:)`, a `colorScheme == .dark ? … : …` choice, an `if` or `switch` on the
/// scheme around it, a member named for the
/// dark appearance such as `darkGradientColors`, and its `light…` sibling). Pure black and white are
/// `.black` / `.white` spelled out and are skipped. Tests, previews and SpriteKit / SceneKit
/// files (rendered content) are skipped.
///
/// Decorative colours are not roles and are skipped: gradient stops (`LinearGradient(colors:)`,
/// `Gradient.Stop(color:location:)`), shadows (`.shadow(color:)`, `layer.shadowColor = …`), the
/// fixed colours of a QR code (a type or target named for one), image-filter colours (`BlendImageProcessor`),
/// colours listed together (a palette or confetti array, a per-item table of tuples), and one
/// colour per case in an enum's `switch self` (a brand table), the ground layer of a `ZStack`
/// that draws a gradient over it, and colours of a type named for
/// artwork (`ConfettiView`, `ParticleField`). Black and white in hex are `.black` and `.white`.
/// Also skipped: colours picked at random (`Int.random(in:)` in the same function), a function at
/// file scope that returns a colour (a palette function), and defaults that a colour the caller
/// sets replaces: after `??`, in a stored property read only there, or in the `else` of
/// `if let fill = action.backgroundColor`.
/// Nothing is reported in an app pinned to one appearance (`AppearanceLock`), nor in what is shown only
/// in one appearance: a view or controller that locks it (`.preferredColorScheme(.dark)` or
/// `.environment(\.colorScheme, .light)` at the root of its body,
/// `overrideUserInterfaceStyle = .dark`) and every declaration shipping code reaches only
/// through it (`ProjectModel.declarations(reachedOnlyThrough:)`).
///
/// Known false negatives: literals in a palette type whose name says nothing of colour,
/// hex initialisers with labels not in `ColorLiterals.hexLabels`, `Color(0xFF0000)`-style
/// unlabelled integers from libraries. Known false positives: data colours a product
/// fixes on purpose (a chart series, a brand's logo tint) written at the call site.
struct LiteralColor: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "color-roles.literal-color",
        ruleId: "color-roles",
        summary: "A colour written as RGB, hex or a colour literal at a call site instead of a named role",
        optIn: "Judged true in 84 of 136 findings on apps nobody tuned it on: many literal colours are decorative fills, artwork on a fixed background, or a palette defined once. Since stop 70 it passes colours an if or switch picks per appearance, layer shadows, QR codes and themes built at file scope; story and celebration screens drawn on a fixed dark canvas and per-category colour tables still draw false findings.",
        triggering: [
            CheckExample("""
            struct Badge: View {
                var body: some View {
                    Text("New")
                        .foregroundStyle(↓Color(red: 0.95, green: 0.3, blue: 0.2))
                        .background(↓Color(hex: "#1E1E1E"))
                        .overlay(Capsule().stroke(↓Color(.sRGB, red: 40 / 255, green: 40 / 255, blue: 40 / 255)))
                }
            }
            """),
            // isowords: a static hex helper of the app's written where a colour is expected.
            CheckExample("""
            struct LinksSection: View {
                var body: some View {
                    Button("Leaderboards") {}
                        .buttonStyle(PillButtonStyle(backgroundColor: ↓.hex(0xE89D79)))
                        .foregroundColor(↓Color.hex(0x7D7D7D))
                }
            }
            """),
            CheckExample("""
            final class BadgeView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = ↓UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1)
                    layer.borderColor = ↓#colorLiteral(red: 0.8, green: 0.8, blue: 0.8, alpha: 1).cgColor
                    tintColor = ↓UIColor(white: 0.4, alpha: 1)
                }
            }
            """),
            CheckExample("""
            final class ReaderViewController: UIViewController {
                func apply(_ theme: Int) {
                    switch theme {
                    case 1: self.overrideUserInterfaceStyle = .dark
                    case 2: self.overrideUserInterfaceStyle = .light
                    default: self.overrideUserInterfaceStyle = .unspecified
                    }
                    view.backgroundColor = ↓UIColor(red: 0.98, green: 0.96, blue: 0.9, alpha: 1)
                }
            }
            """),
            // rocketchat-ios: the app's light theme against every other theme is not a colour per appearance.
            CheckExample("""
            final class ReactionBadge: UIView {
                func applyTheme(_ theme: AppTheme) {
                    switch theme {
                    case .light: tintColor = ↓#colorLiteral(red: 0.11, green: 0.45, blue: 0.96, alpha: 1)
                    default: tintColor = ↓#colorLiteral(red: 0.2, green: 0.56, blue: 0.99, alpha: 0.7)
                    }
                }
            }
            """),
            // A stored colour read directly, not only as the default after `??`, still plays a role.
            CheckExample("""
            final class FolderCell: UITableViewCell {
                let pressedColor = ↓UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.2)
                override func setHighlighted(_ highlighted: Bool, animated: Bool) {
                    backgroundColor = highlighted ? pressedColor : nil
                }
                func restyle(_ palette: Palette?) { backgroundColor = palette?.pressed ?? pressedColor }
            }
            """),
            CheckExample(files: [
                ("App/GardenApp.swift", """
                @main
                struct GardenApp: App {
                    var body: some Scene { WindowGroup { TabView { NightTour(); SettingsView() } } }
                }
                struct NightTour: View {
                    var body: some View { MoonPage().preferredColorScheme(.dark) }
                }
                struct SettingsView: View {
                    var body: some View { Form { MoonPage() } }
                }
                """),
                ("App/Tour/MoonPage.swift", """
                struct MoonPage: View {
                    var body: some View {
                        Text("Full moon").foregroundStyle(↓Color(red: 0.8, green: 0.85, blue: 1))
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample("""
            extension Color {
                static let brand = Color(red: 0.95, green: 0.3, blue: 0.2)
                init(hex: String) { self.init(red: 1, green: 1, blue: 1) }
            }
            enum Theme {
                static let card = UIColor(hex: "#F2F2F7")
            }
            struct Badge: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    Text("New")
                        .foregroundStyle(Color.brand)
                        .background(colorScheme == .dark ? Color(white: 0.2) : Color(white: 0.9))
                        .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.2), radius: 4)
                }
            }
            """),
            // isowords: hex helpers chosen per appearance, in a gradient, or black; the helper itself.
            CheckExample("""
            extension Color {
                static func hex(_ value: UInt) -> Self { Color(red: Double(value >> 16 & 0xFF) / 255, green: 0, blue: 0) }
            }
            private let sand = Color.hex(0xF1DC9C)
            struct PlayCard: View {
                @Environment(\\.colorScheme) var colorScheme
                @Environment(\\.colorScheme) var envColorScheme
                var body: some View {
                    Text("Solo")
                        .foregroundColor(.hex(self.colorScheme == .dark ? 0x7D7D7D : 0x393939))
                        .background(self.envColorScheme == .light ? Color.hex(0xF5F5F5) : .hex(0x222222))
                        .background(LinearGradient(gradient: Gradient(colors: [.hex(0xF3EBA4), .hex(0xE1665B)]), startPoint: .top, endPoint: .bottom))
                        .overlay(Rectangle().stroke(Color.hex(0x000000)))
                }
            }
            """),
            CheckExample("""
            func tint(for index: Int, of count: Int) -> UIColor {
                UIColor(hue: CGFloat(index) / CGFloat(count), saturation: 0.6, brightness: 0.9, alpha: 1)
            }
            struct Glow {
                var darkStops: [Color] { [Color(red: 0.2, green: 0.3, blue: 0.9)] }
                var lightStops: [Color] { [Color(red: 0.5, green: 0.6, blue: 0.9)] }
            }
            let border = UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(white: 0.3, alpha: 1) : UIColor(white: 0.8, alpha: 1)
            }
            let title = Color("BrandTitle")
            """),
            CheckExample("""
            struct SunriseArtwork: View {
                var body: some View {
                    ZStack {
                        LinearGradient(colors: [Color(red: 0.98, green: 0.62, blue: 0.27), Color(red: 0.55, green: 0.2, blue: 0.6)],
                                       startPoint: .top, endPoint: .bottom)
                        Circle().fill(RadialGradient(stops: [.init(color: Color(red: 1, green: 0.9, blue: 0.5), location: 0),
                                                             .init(color: .clear, location: 1)],
                                                     center: .center, startRadius: 0, endRadius: 80))
                    }
                    .shadow(color: Color(red: 0.2, green: 0.1, blue: 0.3).opacity(0.3), radius: 8)
                }
            }
            let sepia = TintImageProcessor(tint: UIColor(red: 0.44, green: 0.26, blue: 0.08, alpha: 0.4))
            """),
            // The ground a gradient is painted on, in the same ZStack.
            CheckExample("""
            private struct DuskBackdrop: View {
                var body: some View {
                    ZStack {
                        Color(red: 0.08, green: 0.09, blue: 0.16)
                            .ignoresSafeArea()
                        RadialGradient(colors: [Color(red: 0.9, green: 0.6, blue: 0.4), .clear], center: .bottomTrailing, startRadius: 0, endRadius: 500)
                            .ignoresSafeArea()
                    }
                }
            }
            """),
            CheckExample("""
            struct ConfettiBurst: View {
                private let pieces = [Color(red: 0.9, green: 0.3, blue: 0.4), Color(red: 0.3, green: 0.7, blue: 0.9)]
                private let ribbons: [(Color, Color)] = [
                    (Color(red: 0.95, green: 0.8, blue: 0.2), Color(red: 0.9, green: 0.5, blue: 0.1)),
                    (Color(red: 0.4, green: 0.8, blue: 0.5), Color(red: 0.2, green: 0.6, blue: 0.4)),
                ]
                var body: some View { ForEach(pieces.indices, id: \\.self) { Rectangle().fill(pieces[$0]) } }
            }
            enum Partner {
                case acme, globex
                var brandColor: UIColor {
                    switch self {
                    case .acme: return UIColor(hex: "#D9232E")
                    case .globex: return UIColor(hex: "#0B6E4F")
                    }
                }
            }
            """),
            CheckExample(files: [
                ("App/TourApp.swift", """
                @main
                struct TourApp: App {
                    @AppStorage("toured") var toured = false
                    var body: some Scene {
                        WindowGroup { if toured { LibraryView() } else { NightTour() } }
                    }
                }
                struct NightTour: View {
                    var body: some View {
                        TabView { StarfieldPage() }
                            .preferredColorScheme(.dark)
                    }
                }
                """),
                ("App/Tour/StarfieldPage.swift", """
                struct StarfieldPage: View {
                    var body: some View {
                        Text("Look up").foregroundStyle(Color(red: 0.8, green: 0.85, blue: 1))
                    }
                }
                """),
                ("App/Player/PlayerViewController.swift", """
                final class PlayerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        overrideUserInterfaceStyle = .dark
                        view.backgroundColor = UIColor(red: 0.06, green: 0.06, blue: 0.08, alpha: 1)
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Info.plist", PlistExamples.infoPlist(["UIUserInterfaceStyle": "Light"])),
                ("App/Ticket.swift", """
                struct Ticket: View {
                    var body: some View { Text("Row 12").foregroundStyle(Color(hex: "#3A2E8C")).background(Color(hex: "FFFFFF")) }
                }
                struct SparkleField: View {
                    var body: some View { Circle().fill(Color(red: 1, green: 0.85, blue: 0.3)) }
                }
                """),
            ]),
            // githawk (vendored SwipeCellKit), rocketchat-ios: defaults a colour the caller sets replaces.
            CheckExample("""
            final class ActionsStrip: UIView {
                func configure(with options: StripOptions, action: StripAction) {
                    backgroundColor = options.backgroundColor ?? #colorLiteral(red: 0.86, green: 0.86, blue: 0.86, alpha: 1)
                    if let fill = action.backgroundColor {
                        backgroundColor = fill
                    } else {
                        switch action.style {
                        case .destructive: backgroundColor = UIColor(red: 1, green: 0.24, blue: 0.19, alpha: 1)
                        default: backgroundColor = UIColor(white: 0.86, alpha: 1)
                        }
                    }
                }
            }
            final class SortingCell: UITableViewCell {
                let pressedBackground = UIColor(hex: 0x1A1A1A, alpha: 0.14)
                override func setHighlighted(_ highlighted: Bool, animated: Bool) {
                    if highlighted { backgroundColor = theme?.focusedBackground ?? self.pressedBackground }
                }
            }
            """),
            // unstoppable-ios: a brand table per case, in an extension of an enum another module declares.
            CheckExample("""
            extension ChainKind {
                var brandTint: UIColor? {
                    switch self {
                    case .ethereum: return UIColor(hex: 0x6B7196)
                    case .polygon: return UIColor(hex: 0x8247E5)
                    default: return nil
                    }
                }
            }
            """),
            // flowcrypt-ios: both arms of the app's own per-appearance helper.
            CheckExample("""
            final class AlertCard: UIView {
                func style() {
                    backgroundColor = UIColor.colorFor(darkStyle: UIColor(hex: "2A2A2A") ?? .black, lightStyle: UIColor(hex: "EFEFEF") ?? .white)
                    layer.borderColor = UIColor.colorFor(darkStyle: .darkGray, lightStyle: UIColor(white: 0.9, alpha: 1)).cgColor
                }
            }
            """),
            // moblin: a palette function at file scope; slide-ios: placeholder shapes tinted at random.
            CheckExample("""
            private func holeColor(strokes: Int, par: Int) -> Color {
                if strokes < par { return Color(red: 0.11, green: 0.47, blue: 0.26) }
                return Color(red: 0.4, green: 0.4, blue: 0.4)
            }
            final class BubblePreview: UIView {
                let bubble = UIView()
                func shuffleTint() {
                    if Int.random(in: 0...100) < 50 {
                        bubble.backgroundColor = UIColor(hexString: "#05D9E8")
                    } else {
                        bubble.backgroundColor = UIColor(hexString: "#FF2A6D")
                    }
                }
            }
            """),
            CheckExample("""
            import SpriteKit
            let node = SKShapeNode(); node.fillColor = UIColor(red: 0.2, green: 0.8, blue: 0.3, alpha: 1)
            """),
            // spawn-ios: one colour per appearance from a `switch` on the scheme, also inside a dynamic provider.
            CheckExample("""
            struct TagChip: View {
                @Environment(\\.colorScheme) private var colorScheme
                private var fill: Color {
                    switch colorScheme {
                    case .dark: return Color(red: 0.24, green: 0.23, blue: 0.23)
                    case .light: return Color(red: 0.95, green: 0.93, blue: 0.93)
                    @unknown default: return Color(red: 0.95, green: 0.93, blue: 0.93)
                    }
                }
                private var border: Color {
                    Color(UIColor { traits in
                        switch traits.userInterfaceStyle {
                        case .dark: return .darkGray
                        default: return UIColor(Color(red: 0.56, green: 0.52, blue: 0.52))
                        }
                    })
                }
                var body: some View { Text("Hiking").background(fill).overlay(Capsule().stroke(border)) }
            }
            """),
            // palace-ios, bittr-ios: shadows set on a layer.
            CheckExample("""
            final class HeaderBar: UIView {
                override func layoutSubviews() {
                    layer.shadowColor = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1).cgColor
                    badge.layer.shadowColor = UIColor(displayP3Red: 53 / 255, green: 154 / 255, blue: 71 / 255, alpha: 1).cgColor
                }
            }
            """),
            // tonkeeper-ios: a QR code keeps its colours so that a camera reads it; winston: a theme built once.
            CheckExample("""
            final class FancyQRCodeView: UIView {
                var color: UIColor = UIColor(hex: "CAFF7A", alpha: 1)
            }
            final class SignView: UIView {
                let qrCodeView = FancyQRCodeView()
                func setUp() { qrCodeView.color = UIColor(hex: "FFE26B") }
            }
            let defaultTheme = ReaderTheme(name: "Default", accent: .init(hex: "0B84FE"))
            """),
        ]
    )

    static let renderingModules: Set<String> = ["SpriteKit", "SceneKit", "RealityKit", "Metal", "MetalKit"]
    static let appearanceWords = ["colorScheme", "ColorScheme", "userInterfaceStyle", "isDark", "darkMode"]

    /// A literal colour that plays a role, with the top-level declaration it sits in.
    struct LiteralUse: Sendable, Codable {
        let position: SourcePosition
        let message: String
        let declaration: String?
    }

    /// A view or controller shown in one appearance only (`.preferredColorScheme(.dark)` at the
    /// root of its body, `overrideUserInterfaceStyle = .light`): the top-level
    /// declaration that everything it shows is reached through.
    struct LockedScreen: Sendable, Codable {
        let declaration: String
        let position: SourcePosition
    }

    static let uses = FactKey<LiteralUse>("color-roles.literal-use")
    static let locks = FactKey<LockedScreen>("color-roles.locked-screen")

    package func check(_ project: Project, _ output: inout CheckOutput) {
        // An app pinned to one appearance has no surface that follows it.
        guard !AppearanceLock.isLocked(project) else { return }
        let gates = Set(project.shippingFacts(Self.locks, at: \.position).map(\.declaration))
        let locked = gates.union(project.model?.declarations(reachedOnlyThrough: gates) ?? [])
        for use in project.facts.values(Self.uses) where !(use.declaration.map(locked.contains) ?? false) {
            output.report(use.message, at: use.position)
        }
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        AppearanceLock.record(file, into: &output)
        for lock in appearanceLocks(in: file) { output.facts.add(lock, for: Self.locks) }
        guard !file.index.importedModules.contains(where: Self.renderingModules.contains) else { return }
        var literals: [Syntax] = file.index.calls(Array(ColorLiterals.colorTypes)).filter(isLiteralColor).map(Syntax.init)
        literals += file.index.calls("init").filter { $0.calleePath == ".init" && Self.hexArgument(of: $0) != nil }.map(Syntax.init)
        literals += file.index.calls(Array(ColorLiterals.hexFunctions)).filter(Self.isHexHelperCall).map(Syntax.init)
        literals += (file.index.macroExpansions["colorLiteral"] ?? []).map(Syntax.init)
        for literal in literals.sorted(by: { $0.position < $1.position }) {
            guard !definesPalette(literal, file: file), !adaptsToAppearance(literal, file: file), !isDecorative(literal),
                  !Self.isFallback(literal, file: file), !Self.isPickedAtRandom(literal, file: file) else { continue }
            let text = literal.trimmedSourceText
            let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
            let path = literal.as(FunctionCallExprSyntax.self)?.calleePath ?? ""
            let isSwiftUI = literal.as(FunctionCallExprSyntax.self)?.calleeName == "Color" || path.hasPrefix("Color.")
                || path.hasPrefix(".") && file.index.importedModules.contains("SwiftUI")
            let roles = isSwiftUI
                ? "a semantic colour (\(ColorLiterals.swiftUIRoles)) or an asset-catalog colour with a Dark appearance, Color(\"Brand\")"
                : "a semantic colour (\(ColorLiterals.uiKitRoles)) or an asset-catalog colour with a Dark appearance, UIColor(named: \"Brand\")"
            output.facts.add(LiteralUse(
                position: file.position(of: literal),
                message: "\(shown) is a literal colour at a call site: it stays the same in dark mode and with Increase Contrast and says nothing about its role; use \(roles), or name it once in the palette.",
                declaration: Self.topLevelDeclarationName(of: literal)), for: Self.uses)
        }
    }

    /// True for a colour that decorates rather than plays a role: a stop of a gradient, one of
    /// several colours listed together (a palette, confetti, a per-item colour table), or the
    /// blend colour of an image filter.
    private func isDecorative(_ literal: Syntax) -> Bool {
        var current = literal
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
            if let argument = parent.as(LabeledExprSyntax.self) {
                if ColorLiterals.gradientLabels.contains(argument.label?.text ?? "") { return true }
                if let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                    let name = call.calleeName ?? ""
                    if ColorLiterals.decorativeCalls.contains(name) || ColorLiterals.imageProcessingWords.contains(where: name.hasSuffix)
                        || call.arguments.contains(where: { ColorLiterals.gradientLabels.contains($0.label?.text ?? "") }) { return true }
                }
            }
            if let array = parent.as(ArrayElementListSyntax.self), array.count > 1 { return true }
            if let dictionary = parent.as(DictionaryElementListSyntax.self), dictionary.count > 1 { return true }
            current = parent
        }
        if Self.backsAGradient(literal) { return true }
        if let target = Self.assignedTarget(of: literal)?.lowercased(),
           target.hasSuffix("shadowcolor") || ColorLiterals.artworkTypeWords.contains(where: { target.contains($0.lowercased()) }) { return true }
        if let artwork = literal.enclosingTypeName, ColorLiterals.artworkTypeWords.contains(where: { artwork.localizedCaseInsensitiveContains($0) }) {
            return true
        }
        return Self.mapsCasesToColours(literal)
    }

    /// The target a colour (or a member or call on it, `….cgColor`) is assigned to:
    /// `layer.shadowColor` for `layer.shadowColor = UIColor(…).cgColor`.
    private static func assignedTarget(of literal: Syntax) -> String? {
        var current = literal
        while let parent = current.parent, parent.is(ExprSyntax.self), !parent.is(SequenceExprSyntax.self) { current = parent }
        return current.as(ExprSyntax.self)?.assignmentTarget?.trimmedSourceText
    }

    /// True for a colour drawn as a layer of a `ZStack` that also draws a gradient
    /// (`ZStack { Color(red: 0.1, …); RadialGradient(…) }`): the ground the gradient's
    /// artwork is painted on, one of its colours.
    private static func backsAGradient(_ literal: Syntax) -> Bool {
        guard let color = literal.as(FunctionCallExprSyntax.self),
              let layers = color.outermostModifiedExpression.parent?.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self),
              layers.parent?.as(ClosureExprSyntax.self)?.invokingCall?.calleeName == "ZStack" else { return false }
        return layers.contains { layer in
            let name = layer.item.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName ?? ""
            return name.hasSuffix("Gradient") && ColorLiterals.decorativeCalls.contains(name)
        }
    }

    /// True inside `switch self` of an enum's member, one colour per case: a table of brand
    /// or category colours defined once, like a palette. In an extension of a type declared
    /// elsewhere (`extension BlockchainType`), cases written as `.ethereum` say it is an enum.
    private static func mapsCasesToColours(_ literal: Syntax) -> Bool {
        var current = literal.parent
        while let node = current {
            if let switchExpression = node.as(SwitchExprSyntax.self) {
                guard switchExpression.subject.trimmedSourceText == "self", let type = literal.enclosingTypeDeclaration else { return false }
                if type.is(EnumDeclSyntax.self) { return true }
                let labels = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) }
                return type.is(ExtensionDeclSyntax.self) && !labels.isEmpty && labels.allSatisfy { label in
                    label.caseItems.allSatisfy { $0.pattern.as(ExpressionPatternSyntax.self)?.expression.is(MemberAccessExprSyntax.self) == true }
                }
            }
            if node.is(DeclSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// True for a default that a colour the caller sets replaces: the right side of `??`
    /// (`options.backgroundColor ?? #colorLiteral(…)`), a stored property read only there
    /// (`theme?.focusedBackground ?? highlightedBackgroundColor`), or the `else` of
    /// `if let color = action.backgroundColor`. The caller's colour is what shows.
    private static func isFallback(_ literal: Syntax, file: SwiftFile) -> Bool {
        if followsNilCoalescing(literal) { return true }
        var current = literal
        while let parent = current.parent, parent.is(ExprSyntax.self) { current = parent }
        if let binding = current.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            let uses = file.index.references(name).map(Syntax.init) + file.index.memberAccesses(name).map(Syntax.init)
            if !uses.isEmpty, uses.allSatisfy(followsNilCoalescing) { return true }
        }
        current = literal
        while let parent = current.parent, !parent.is(DeclSyntax.self) {
            if let branch = parent.as(IfExprSyntax.self), branch.elseBody?.id == current.id,
               branch.conditions.contains(where: { item in
                   guard let binding = item.condition.as(OptionalBindingConditionSyntax.self) else { return false }
                   return (binding.initializer?.value.trimmedSourceText ?? binding.pattern.trimmedSourceText).lowercased().hasSuffix("color")
               }) { return true }
            current = parent
        }
        return false
    }

    /// True for an expression (or a call or member chain on it) written after `??`.
    private static func followsNilCoalescing(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            if let list = parent.as(ExprListSyntax.self) {
                let elements = Array(list)
                guard let index = elements.firstIndex(where: { $0.id == current.id }), index >= 2 else { return false }
                return elements[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            }
            guard parent.is(ExprSyntax.self) else { return false }
            current = parent
        }
        return false
    }

    /// True inside a function that draws a random number (`Int.random(in:)`,
    /// `randomElement()`): colours picked at random decorate and stand for nothing.
    private static func isPickedAtRandom(_ literal: Syntax, file: SwiftFile) -> Bool {
        guard let function = literal.enclosingFunction else { return false }
        return file.index.calls("random", "randomElement").contains { function.encloses($0) }
    }

    /// The type, extended type or global function declared at the top of the file around a node.
    static func topLevelDeclarationName(of node: Syntax) -> String? {
        var name: String?
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.asProtocol(NamedDeclSyntax.self), ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self)
                || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self) || ancestor.is(FunctionDeclSyntax.self) {
                name = type.name.text
            } else if let extensionDecl = ancestor.as(ExtensionDeclSyntax.self) {
                name = extensionDecl.extendedType.trimmedSourceText.split(separator: ".").first.map(String.init)
            }
            current = ancestor.parent
        }
        return name
    }

    /// Views and controllers shown in one appearance: `.preferredColorScheme(.dark)` or
    /// `.environment(\.colorScheme, .light)` at the root of a `body`, and
    /// `overrideUserInterfaceStyle = .dark` in a type.
    private func appearanceLocks(in file: SwiftFile) -> [LockedScreen] {
        var locks: [LockedScreen] = []
        let fixed = { (expression: ExprSyntax?) in ["dark", "light"].contains(expression?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "") }
        let modifiers = file.index.calls("preferredColorScheme").filter { fixed($0.arguments.first?.expression) }
            + file.index.calls("environment").filter { call in
                call.arguments.count == 2 && call.arguments.first?.expression.trimmedSourceText.hasSuffix("colorScheme") == true
                    && fixed(call.arguments.last?.expression)
            }
        for call in modifiers where call.modifiedExpression != nil && Self.isBodyRoot(call) {
            guard let owner = Self.topLevelDeclarationName(of: Syntax(call)) else { continue }
            locks.append(LockedScreen(declaration: owner, position: file.position(of: call)))
        }
        for member in Self.pinningOverrides(in: file) {
            guard let owner = Self.topLevelDeclarationName(of: Syntax(member)) else { continue }
            locks.append(LockedScreen(declaration: owner, position: file.position(of: member)))
        }
        return locks
    }

    /// `overrideUserInterfaceStyle = .light` / `.dark`, except in a theme setting that can also
    /// hand the choice back to the system (`.unspecified` in the same function): that follows
    /// the user, it does not pin anything.
    private static func pinningOverrides(in file: SwiftFile) -> [MemberAccessExprSyntax] {
        let overrides = file.index.memberAccesses("overrideUserInterfaceStyle")
        let releases = overrides.filter { $0.assignedValue?.trimmedSourceText.hasSuffix("unspecified") == true }
        return overrides.filter { member in
            guard let style = member.assignedValue?.trimmedSourceText, AppearanceLock.styles.contains(where: style.hasSuffix) else { return false }
            guard let function = member.enclosingFunction else { return true }
            return !releases.contains { function.encloses($0) }
        }
    }

    /// True for a modifier applied at the root of a view's `body`.
    private static func isBodyRoot(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call.outermostModifiedExpression)
        while let parent = current.parent {
            if let binding = parent.as(PatternBindingSyntax.self) { return binding.pattern.trimmedSourceText == "body" }
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) || parent.is(DeclSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// `Color(red: 0.9, …)`, `UIColor(white: 0.4, alpha: 1)`, `Color(hex: "#1E1E1E")` with literal values.
    private func isLiteralColor(_ call: FunctionCallExprSyntax) -> Bool {
        if let hex = Self.hexArgument(of: call) { return !Self.isBlackOrWhite(hex: hex) }
        let labelled = Array(call.arguments.filter { $0.label != nil })
        guard let first = labelled.first?.label?.text, ColorLiterals.componentLabels.contains(first) else { return false }
        let values = labelled.map { $0.expression.constantNumber }
        guard values.allSatisfy(\.isConstant) else { return false }
        return !Self.isBlackOrWhite(labelled, values.map(\.value))
    }

    /// `"#000000"`, `"FFF"`, `0xFFFFFF`: black or white written in hex, the same as `.black` / `.white`.
    private static func isBlackOrWhite(hex: ExprSyntax) -> Bool {
        let written = hex.as(StringLiteralExprSyntax.self)?.plainText ?? hex.trimmedSourceText
        var digits = written.lowercased().replacingOccurrences(of: "#", with: "").replacingOccurrences(of: "0x", with: "")
        if digits.count == 8, digits.hasSuffix("ff") { digits.removeLast(2) }
        return ["000", "000000", "fff", "ffffff"].contains(digits)
    }

    /// Black or white with any opacity: the same colour as `.black` / `.white`.
    private static func isBlackOrWhite(_ arguments: [LabeledExprSyntax], _ values: [Double?]) -> Bool {
        var components: [String: Double] = [:]
        for (argument, value) in zip(arguments, values) {
            if let label = argument.label?.text, let value { components[label] = value }
        }
        if let white = components["white"] { return white == 0 || white == 1 }
        if components["hue"] != nil { return components["saturation"] == 0 && [0, 1].contains(components["brightness"]) }
        let rgb = ["red", "green", "blue"].compactMap { components[$0] ?? components["displayP3Red"] }
        return rgb.count == 3 && (rgb.allSatisfy { $0 == 0 } || rgb.allSatisfy { $0 == 1 })
    }

    /// `.hex(0xE26C5E)`, `Color.hex(0xF2E29F)`, `UIColor.hex("#E26C5E")`: a static helper of the
    /// app's, on a colour type or written where a colour is expected, called with one hex
    /// literal other than black or white.
    private static func isHexHelperCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let path = call.calleePath, let name = call.calleeName, path == "." + name
                || ColorLiterals.colorTypes.contains(where: { path == $0 + "." + name }),
              call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { return false }
        let expression = argument.expression
        let isHex = expression.as(IntegerLiteralExprSyntax.self)?.literal.text.hasPrefix("0x")
            ?? expression.as(StringLiteralExprSyntax.self).map { !$0.hasInterpolation && $0.plainText.hasPrefix("#") && $0.plainText.dropFirst().allSatisfy(\.isHexDigit) }
            ?? false
        return isHex && !isBlackOrWhite(hex: expression)
    }

    /// The literal passed to a hex initialiser: `hex: "#1E1E1E"`, `rgb: 0x1E1E1E`, or an
    /// unlabelled `"#1E1E1E"` / `0x1E1E1E`.
    static func hexArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        for argument in call.arguments {
            let expression = argument.expression
            let isLiteral = expression.as(StringLiteralExprSyntax.self).map { !$0.hasInterpolation } ?? expression.is(IntegerLiteralExprSyntax.self)
            guard isLiteral else { continue }
            if let label = argument.label?.text, ColorLiterals.hexLabels.contains(label) { return expression }
            if argument.label == nil, call.arguments.count <= 2 {
                if let string = expression.as(StringLiteralExprSyntax.self), string.plainText.hasPrefix("#"),
                   string.plainText.dropFirst().allSatisfy(\.isHexDigit) { return expression }
                if let integer = expression.as(IntegerLiteralExprSyntax.self), integer.literal.text.hasPrefix("0x") { return expression }
            }
        }
        return nil
    }

    /// True for literals that name the palette rather than use a colour.
    private func definesPalette(_ node: Syntax, file: SwiftFile) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let variable = ancestor.as(VariableDeclSyntax.self),
               variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return true }
            // A constant at file scope (`private let yellow1 = Color.hex(0xF1DC9C)`) names the colour once.
            if let variable = ancestor.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
               variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
               variable.bindings.contains(where: { $0.initializer?.value.id == node.id }) { return true }
            // A theme built once at file scope (`let defaultTheme = AppTheme(accent: .init(hex: "0B84FE"), …)`) is the palette.
            if let variable = ancestor.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
               variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
               variable.bindings.contains(where: { binding in
                   let type = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName ?? ""
                   return ["Theme", "Palette"].contains { type.localizedCaseInsensitiveContains($0) }
               }) { return true }
            if let function = ancestor.as(FunctionDeclSyntax.self),
               function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return true }
            // A function at file scope that returns a colour (`func scoreColor(strokes:par:) -> Color`) is the palette.
            if let function = ancestor.as(FunctionDeclSyntax.self), function.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
               ColorLiterals.colorTypes.contains(function.signature.returnClause?.type.trimmedSourceText ?? "") { return true }
            current = ancestor.parent
        }
        guard let declaration = node.enclosingTypeDeclaration,
              let type = file.index.typeDeclaration(of: declaration) else { return false }
        if type.isExtension, ColorLiterals.colorTypes.contains(type.name) || ["ShapeStyle", "CGColor"].contains(type.name) || type.name.hasSuffix(".Color") {
            return true
        }
        return ([type.name] + type.inheritedNames).contains { name in ColorLiterals.paletteTypeWords.contains { name.localizedCaseInsensitiveContains($0) } }
    }

    /// True inside a value chosen per appearance: an initialiser taking a dark value, a
    /// dynamic provider, a `colorScheme` test, or a member named for the dark appearance
    /// (`darkGradient`), or for the light one beside a dark one.
    private func adaptsToAppearance(_ node: Syntax, file: SwiftFile) -> Bool {
        if let member = node.enclosingMemberName?.lowercased() {
            if member.contains("dark") { return true }
            if member.contains("light"), let type = node.enclosingTypeDeclaration,
               file.index.variables.contains(where: { type.encloses($0) && $0.bindings.contains { $0.pattern.trimmedSourceText.lowercased().contains("dark") } })
                || file.index.functions.contains(where: { type.encloses($0) && $0.name.text.lowercased().contains("dark") }) {
                return true
            }
        }
        var current = node.parent
        while let ancestor = current {
            if let call = ancestor.as(FunctionCallExprSyntax.self) {
                if call.arguments.contains(where: { ColorLiterals.appearanceLabels.contains($0.label?.text ?? "") }) { return true }
                if ColorLiterals.colorTypes.contains(call.calleeName ?? ""), call.trailingClosure != nil { return true }
            }
            if let statement = ancestor.as(CodeBlockItemSyntax.self) {
                let text = file.source(of: statement)
                if Self.appearanceWords.contains(where: text.contains) { return true }
                // Further out, only a branch that tests the appearance chooses this colour.
                return BlackTextOnSystemBackground.isChosenPerAppearance(statement)
            }
            current = ancestor.parent
        }
        return false
    }
}
