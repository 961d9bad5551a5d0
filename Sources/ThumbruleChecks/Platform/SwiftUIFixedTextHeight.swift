import Foundation
import SwiftSyntax
import ThumbruleCore

/// A fixed `.frame(height:)` (a number, no minimum or maximum) around text that grows with
/// Dynamic Type: on a `Text` or `Label` whose font is a text style (or the default body),
/// or on a stack or button whose builder holds such text. The text grows with the reader's
/// size setting, the frame does not, and the words run past its edges (or are cut off by a
/// clip after it: `clipShape`, `cornerRadius`). Only frames shorter than
/// one line of each text at the largest accessibility size (AX5) are reported: those clip
/// for certain, where a taller frame might still hold its text.
///
/// Text with a fixed-size or custom font is left to `type-scale`, and so is a container
/// holding any text whose font the check cannot read, or text that takes a fixed-size font
/// from a `.font` on the container (`Button { Text("Go") }.font(.system(size: 18))`) or on the
/// view it is handed to (a `TextField`'s `prompt:` in the field's helper font). Silent where the size is clamped or set
/// (`.dynamicTypeSize(…)` on the chain, or in the view's type with a range or a size that is
/// not an accessibility one), where the text shrinks to fit
/// (`.minimumScaleFactor`), and where the container scrolls (`ScrollView`, `List`) or picks
/// a layout that fits (`ViewThatFits`).
///
/// An empty `Text("")` used as a spacer has nothing to grow and is passed over.
///
/// The app may cap Dynamic Type for every screen (`.dynamicTypeSize(.large ... .accessibility3)`
/// in the `App` or on a root view): the text then stops at that size, and the frame is measured
/// against one line at the cap instead of AX5 (halofi-ios).
///
/// Known false negatives: heights from constants or view functions (`row.frame(height: rowHeight)`),
/// text in the project's own views (`TitleText(...)`), UIKit height constraints.
struct SwiftUIFixedTextHeight: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "type-scaling.swiftui-fixed-height",
        ruleId: "type-scaling",
        summary: "A fixed frame height around SwiftUI text that grows with Dynamic Type",
        triggering: [
            // An app-wide cap at AX3 still lets body text reach 40pt, a 48pt line.
            CheckExample("""
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup {
                        NotesList().dynamicTypeSize(...DynamicTypeSize.accessibility3)
                    }
                }
            }
            struct NoteRow: View {
                var body: some View {
                    Text(title).frame(↓height: 30)
                }
            }
            """),
            // A size set on an icon beside the row holds only for that icon.
            CheckExample("""
            struct TraceActivityView: View {
                var body: some View {
                    VStack {
                        HStack {
                            Text("GPX Trace")
                            Text("Recording")
                        }
                        .frame(↓height: 30)
                        .font(.caption)
                        HStack {
                            Image(systemName: "stopwatch")
                                .dynamicTypeSize(.xxLarge)
                            Text(duration).font(.largeTitle)
                        }
                    }
                }
            }
            """),
            CheckExample("""
            struct StartButton: View {
                var body: some View {
                    Text("Get started")
                        .font(.callout)
                        .bold()
                        .frame(width: 200, ↓height: 50)
                }
            }
            struct HelpCard: View {
                var body: some View {
                    VStack {
                        Text("Need help?").frame(↓height: 30)
                    }
                    .dynamicTypeSize(.accessibility2)
                }
            }
            struct SupportCard: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Image(systemName: "heart")
                        Text(title)
                    }
                    .frame(↓height: 44)
                }
            }
            """),
            // A project helper that sets a custom font with `size:` or a UIKit font scaled by
            // UIFontMetrics: the text still grows with the reader's size.
            CheckExample("""
            extension View {
                func noticeCopy() -> some View { font(.custom("Inter-Regular", size: 15)) }
                func receiptCopy() -> some View {
                    let face = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Inter-Regular", size: 15)!)
                    return font(Font(face))
                }
            }
            struct NoticeRow: View {
                var body: some View {
                    Text(notice).noticeCopy().frame(↓height: 20)
                    Text(receipt).receiptCopy().frame(↓height: 20)
                }
            }
            """),
        ],
        nonTriggering: [
            // rarime-ios: every text style of the app is a helper drawing a UIKit font at a set size,
            // with no UIFontMetrics: the text never grows, and type-scale owns the fixed font.
            CheckExample("""
            extension View {
                func brandFace(size: CGFloat) -> some View {
                    let face = UIFont(name: "Inter-Medium", size: size) ?? .systemFont(ofSize: size)
                    return font(Font(face)).lineSpacing(2)
                }
                func caption7() -> some View { brandFace(size: 12) }
            }
            struct BalanceRow: View {
                var body: some View {
                    HStack { Text(amount).caption7(); Text("USD").caption7() }.frame(height: 40)
                    Button(action: retry) { Text("Retry") }.caption7().frame(height: 32)
                }
            }
            """),
            // halofi-ios: the root view caps Dynamic Type at AX3, where .headline is 40pt, a 48pt line.
            CheckExample("""
            struct BudgetApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }
            struct RootView: View {
                var body: some View {
                    HomeTabs()
                        .dynamicTypeSize(.large ... .accessibility3)
                }
            }
            struct PrimaryButton: View {
                var body: some View {
                    Text("Get started").font(.headline).frame(height: 56)
                }
            }
            """),
            // Dynamic Type capped below the accessibility sizes for the whole view.
            CheckExample("""
            struct ImportDataView: View {
                var body: some View {
                    VStack {
                        Text("Import").font(.body).frame(height: 30)
                    }
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                }
            }
            """),
            // The view sets its own text size, the reader's up to xLarge and xxLarge beyond.
            CheckExample("""
            struct ActivityLegend: View {
                @Environment(\\.dynamicTypeSize) private var typeSize
                var body: some View {
                    HStack {
                        Text("0").frame(height: 11)
                        Text("3").frame(height: 11)
                    }
                    .dynamicTypeSize(cappedSize())
                }
                func cappedSize() -> DynamicTypeSize {
                    typeSize <= .xLarge ? typeSize : .xxLarge
                }
            }
            """),
            CheckExample("""
            struct Row: View {
                @ScaledMetric var rowHeight = 44
                var body: some View {
                    VStack {
                        Text("Fixed").font(.system(size: 13)).frame(height: 16)
                        Text("Grows").frame(minHeight: 44)
                        Text("Scaled").frame(height: rowHeight)
                        Image(systemName: "flag").frame(width: 26, height: 26)
                        Text("Shrinks").lineLimit(1).minimumScaleFactor(0.5).frame(height: 20)
                        Text("Clamped").dynamicTypeSize(...DynamicTypeSize.xLarge).frame(height: 20)
                        HStack { Text("A"); Text("B").font(.custom("Lora", size: 12)) }.frame(height: 30)
                        VStack { ScrollView { Text(longText) } }.frame(height: 200)
                        Color.red.frame(height: 4)
                        // uplift-ios: an empty Text used as a spacer row has no words to overflow.
                        Text("").frame(height: 18)
                        Text("Placeholder").frame(height: 250)
                        Text("🐱").font(.title3).frame(width: 36, height: 36)
                        Text("Chapter").appFont(.title).frame(height: 20)
                        Text("Copy link").modifier(BrandText(fontSize: 17)).frame(height: 48)
                        VStack { Text("One"); Text("Two").font(.caption) }.frame(height: 140)
                        Button { start() } label: { HStack { Image(systemName: "arrow.right"); Text("Continue") } }
                            .font(.system(size: 18, weight: .semibold))
                            .frame(height: 56)
                        // spot-ios: the only text is a search field's prompt, drawn in the
                        // field's font, a project helper resolving to a fixed size.
                        HStack {
                            Image(systemName: "magnifyingglass").font(.system(size: 17))
                            TextField("", text: $query, prompt: Text("Search a place"))
                                .font(AppFonts.regular())
                        }
                        .frame(height: 54)
                    }
                }
            }
            """),
        ]
    )

    /// Point sizes of the text styles at the largest accessibility size, AX5 (Apple HIG,
    /// Typography, Dynamic Type sizes), and the line height taken as 1.2 times the size.
    static let largestSizes: [String: Double] = [
        "largeTitle": 60, "title": 58, "title2": 56, "title3": 55, "headline": 53, "body": 53,
        "callout": 51, "subheadline": 49, "footnote": 44, "caption": 43, "caption2": 40,
    ]
    static let lineHeight = 1.2

    static let textViews: Set<String> = ["Text", "Label"]
    static let standardFontModifiers: Set<String> = ["fontWeight", "fontDesign", "fontWidth"]
    static let containers: Set<String> = ["VStack", "HStack", "ZStack", "Button", "Group"]
    static let escapes: Set<String> = ["ScrollView", "List", "ViewThatFits"]
    static let fitModifiers: Set<String> = ["minimumScaleFactor", "dynamicTypeSize"]

    /// Whether the view type around the frame caps Dynamic Type (`.dynamicTypeSize(...`
    /// `DynamicTypeSize.xxxLarge)`) or sets the size itself (`.dynamicTypeSize(.large)`, or a
    /// size its own code picks: `.dynamicTypeSize(cappedSize())`): its text then stops where
    /// the view says, short of the accessibility sizes this check measures against. A single
    /// size holds only for the view it modifies, so it counts when that view holds the frame (an
    /// icon beside the framed row keeps its own size, and the row's text still grows). A size
    /// written as one of the accessibility sizes (`.accessibility3`) is no cap.
    static func capsTextSize(around node: some SyntaxProtocol, _ file: SwiftFile) -> Bool {
        guard let type = node.enclosingTypeDeclaration else { return false }
        return file.index.calls(within: type).contains { call in
            guard call.calleeName == "dynamicTypeSize", let size = call.arguments.first?.expression else { return false }
            if size.trimmedSourceText.contains("...") { return true }
            return call.modifiedExpression?.encloses(node) == true
                && !(size.as(MemberAccessExprSyntax.self)?.declName.baseName.text.hasPrefix("accessibility") ?? false)
        }
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.target.buildsOnlyForOtherPlatforms else { return }
        for frame in file.index.calls("frame") {
            guard let height = frame.argument("height"), let points = height.expression.numericLiteral,
                  frame.argument("width")?.expression.numericLiteral != points,
                  frame.argument("minHeight") == nil, frame.argument("maxHeight") == nil,
                  let base = frame.modifiedExpression?.as(FunctionCallExprSyntax.self) else { continue }
            let root = base.rootViewCall
            guard let name = root.calleeName, !root.modifiersApplied.contains(where: { Self.fitModifiers.contains($0.calleeName ?? "") }),
                  !Self.capsTextSize(around: frame, file) else { continue }
            let what: String
            let texts: [FunctionCallExprSyntax]
            if Self.textViews.contains(name) {
                guard !Self.isEmptyText(root), Self.scales(root), points < Self.largestLine(root) else { continue }
                what = name == "Text" ? "This Text" : "This Label"
                texts = [root]
            } else if Self.containers.contains(name), let builder = root.bodyClosure ?? root.labelClosure {
                let inside = file.index.calls(within: builder)
                texts = inside.filter { Self.textViews.contains($0.calleeName ?? "") && !Self.isEmptyText($0) }
                guard !texts.isEmpty, texts.allSatisfy({ Self.scales($0) && Self.scales($0, inheriting: root) }), points < texts.map(Self.largestLine).reduce(0, +),
                      !inside.contains(where: { Self.escapes.contains($0.calleeName ?? "") || Self.fitModifiers.contains($0.calleeName ?? "") })
                else { continue }
                what = "This \(name) holding text"
            } else {
                continue
            }
            // A frame does not clip: only a clip after it (clipShape, cornerRadius, clipped, mask) cuts the
            // text off; otherwise the text runs past the frame onto what is around it (oscar-weather, pilll).
            let clips = frame.modifiersApplied.contains { Self.clippingModifiers.contains($0.calleeName ?? "") }
            output.facts.add(Frame(position: file.position(of: height), what: what, literal: height.expression.trimmedSourceText,
                                   points: points, styles: texts.map { Self.style(of: $0) }, clips: clips,
                                   characters: texts.map { Self.literalLength($0) }, icons: root.bodyClosure.map { file.index.calls(within: $0).filter { $0.calleeName == "Image" }.count } ?? 0,
                                   modifiers: texts.map { text in text.modifierNames + (text.id == root.id || text.modifierNames.contains("font") ? [] : root.modifierNames) }),
                           for: Self.frames)
        }
        Self.collectFontHelpers(file, &output)
        for call in file.index.calls("dynamicTypeSize") {
            guard let range = call.arguments.first?.expression, let upper = Self.upperBound(of: range),
                  let type = call.enclosingTypeDeclaration.flatMap(file.index.typeDeclaration(of:)) else { continue }
            output.facts.add(Cap(typeName: type.name, isApp: type.inherits("App"), upper: upper), for: Self.caps)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let roots = project.rootViewNames
        // The largest size any app-wide cap allows; nil when no cap is set on the App or a root view.
        let appCaps = project.facts.values(Self.caps).filter { $0.isApp || roots.contains($0.typeName) }
        // Only a cap inside the accessibility sizes is measured against (damus caps at xxxLarge,
        // where its framed captions were judged to clip: those keep the AX5 arithmetic).
        let capIndex = appCaps.compactMap { Self.accessibilitySizes.dropFirst().firstIndex(of: $0.upper) }.max()
        let fixedHelpers = Self.fixedFontHelpers(project)
        for frame in project.facts.values(Self.frames) {
            // rarime-ios: `.subtitle6()` draws the text in `Font(UIFont(name:size:))`, a size that
            // never grows, so the frame holds it; `type-scale` owns the fixed font.
            guard !frame.modifiers.contains(where: { $0.contains(where: fixedHelpers.contains) }) else { continue }
            let reached = frame.styles.map { Self.size(of: $0, at: capIndex) }
            // At the cap, words written in the code that no longer fit across a phone (about 335pt
            // inside the margins) wrap to a second line (halofi-ios: an icon and "Share with Friends").
            let width = zip(frame.characters, reached).map { Double($0.0 ?? 0) * $0.1 * 0.55 }.reduce(0, +)
                + Double(frame.icons) * (reached.max() ?? 0) * 1.2
            let wraps = capIndex != nil && width > 335
            guard frame.points < reached.map({ $0 * Self.lineHeight }).reduce(0, +) * (wraps ? 2 : 1) else { continue }
            // The largest text's style names the size it reaches (damus: a .caption badge reaches 43pt, not body's 53pt).
            let largest = zip(frame.styles, reached).max { $0.1 < $1.1 }
            let style = largest?.0 ?? "body"
            let size = Int(largest?.1 ?? 53)
            let styleName = Self.largestSizes[style] == nil || style == "body" ? "body" : "." + style
            let reach = "\(styleName) text reaches \(size)pt"
            let need: String
            if let capIndex {
                let cap = "the largest size the app allows, .\(Self.accessibilitySizes[capIndex])"
                need = wraps ? "for its text at \(cap), where \(reach) and the words wrap to a second line" : "for one line at \(cap) (\(reach))"
            } else {
                need = "for one line at the largest accessibility size (\(reach))"
            }
            let effect = frame.clips ? "it is clipped" : "it runs past the frame's edges over the views around it"
            output.report(
                "\(frame.what) is fixed at \(frame.literal)pt tall, but its text grows with the reader's text size and needs more than that \(need), so \(effect); use minHeight: \(frame.literal), or scale the height with @ScaledMetric.",
                at: frame.position, confidence: .medium)
        }
    }

    /// A fixed frame around growing text, measured in the project pass against the app's cap.
    package struct Frame: Sendable, Codable {
        let position: SourcePosition
        let what: String
        let literal: String
        let points: Double
        /// The text style of each text in the frame.
        let styles: [String]
        let clips: Bool
        /// Characters of each text written as a literal in the code; nil for text from a value.
        let characters: [Int?]
        /// Images in the container, drawn beside the text.
        let icons: Int
        /// The modifiers of each text, with the container's for a text that sets no font of its own.
        let modifiers: [[String]]
    }

    /// A project `View` extension function and the font it sets: `fixed` when every `.font` in its
    /// body is a size that never grows, `scales` when one may grow (or is not read), neither when it
    /// sets none and may set one through the project helpers it calls.
    package struct FontHelper: Sendable, Codable {
        let name: String
        let fixed: Bool
        let scales: Bool
        let calls: [String]
    }

    package static let fontHelpers = FactKey<FontHelper>("type-scaling.font-helper")

    /// Records the `View` extension functions of the file with the fonts they set. A font built
    /// from a UIKit font (`Font(uiFont)`) counts as fixed only when the file never scales one
    /// (`UIFontMetrics`, `preferredFont`, `scaledFont`).
    static func collectFontHelpers(_ file: SwiftFile, _ output: inout CheckOutput) {
        let scalesUIKitFonts = ["UIFontMetrics", "preferredFont", "scaledFont"].contains(where: file.text.contains)
        for function in file.index.functions where function.signature.returnClause != nil {
            guard let owner = function.enclosingTypeDeclaration?.as(ExtensionDeclSyntax.self),
                  Symbols.bareName(owner.extendedType.trimmedSourceText) == "View", let body = function.body else { continue }
            let calls = file.index.calls(within: body)
            let fonts = calls.filter { $0.calleeName == "font" }.map { $0.arguments.first?.expression }
            let fixed = fonts.map { $0.map { isFixedFont($0, uiKitFontsAreFixed: !scalesUIKitFonts) } ?? false }
            output.facts.add(FontHelper(name: function.name.text, fixed: !fixed.isEmpty && fixed.allSatisfy { $0 },
                                        scales: fixed.contains(false),
                                        calls: calls.compactMap { $0.calleeName }.filter { $0.first?.isLowercase == true && $0 != "font" }),
                             for: fontHelpers)
        }
    }

    /// A font whose size never grows: `.system(size: 14)` without `relativeTo:`, `.custom(_:fixedSize:)`,
    /// or `Font(uiFont)` when UIKit fonts are not scaled. `.custom(_:size:)` grows with body.
    static func isFixedFont(_ font: ExprSyntax, uiKitFontsAreFixed: Bool) -> Bool {
        guard let call = font.as(FunctionCallExprSyntax.self) else { return false }
        switch call.calleeName {
        case "system": return call.argument("size") != nil && call.argument("relativeTo") == nil
        case "custom": return call.argument("fixedSize") != nil
        case "Font", "init":
            return uiKitFontsAreFixed && call.arguments.count == 1 && call.arguments.first?.label == nil
                && (call.calleeName == "Font" || call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil)
        default: return false
        }
    }

    /// The names of the project's `View` extension functions that set a fixed font, directly or
    /// through the helpers they call (`subtitle6()` → `applyFont(…)`), when no helper of that name
    /// is overloaded and none they reach sets a font that may grow.
    static func fixedFontHelpers(_ project: Project) -> Set<String> {
        let byName = Dictionary(grouping: project.facts.values(fontHelpers), by: \.name)
        func fixed(_ name: String, _ depth: Int) -> Bool? {
            guard let helpers = byName[name] else { return nil }
            guard depth > 0, helpers.count == 1, let helper = helpers.first, !helper.scales else { return false }
            if helper.fixed { return true }
            let reached = helper.calls.compactMap { fixed($0, depth - 1) }
            return reached.isEmpty ? nil : reached.allSatisfy { $0 }
        }
        return Set(byName.keys.filter { fixed($0, 4) == true })
    }

    /// A `.dynamicTypeSize(… ... .accessibilityN)` range and the type it is written in.
    package struct Cap: Sendable, Codable {
        let typeName: String
        let isApp: Bool
        /// The upper bound's name: `accessibility3`, `xxxLarge`.
        let upper: String
    }

    package static let frames = FactKey<Frame>("type-scaling.fixed-height-frame")
    package static let caps = FactKey<Cap>("type-scaling.dynamic-type-cap")

    static let accessibilitySizes = ["xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    /// Point sizes of the text styles at xxxLarge and AX1 to AX5 (Apple HIG, Typography, Dynamic Type sizes).
    static let sizesBySize: [String: [Double]] = [
        "largeTitle": [40, 44, 48, 52, 56, 60], "title": [34, 38, 43, 48, 53, 58], "title2": [28, 34, 39, 44, 50, 56],
        "title3": [26, 31, 37, 43, 49, 55], "headline": [23, 28, 33, 40, 47, 53], "body": [23, 28, 33, 40, 47, 53],
        "callout": [22, 26, 32, 38, 44, 51], "subheadline": [21, 25, 30, 36, 42, 49], "footnote": [19, 23, 27, 33, 38, 44],
        "caption": [18, 22, 26, 32, 37, 43], "caption2": [17, 20, 24, 29, 34, 40],
    ]

    /// The point size a style reaches at the cap (AX5 when there is none); body for a style the table lacks.
    static func size(of style: String, at capIndex: Int?) -> Double {
        let sizes = sizesBySize[style] ?? sizesBySize["body"]!
        return sizes[capIndex ?? sizes.count - 1]
    }

    /// The named upper bound of a closed or partial range (`.large ... .accessibility3`,
    /// `...DynamicTypeSize.xxxLarge`); nil for anything else (a single size, a computed range).
    static func upperBound(of range: ExprSyntax) -> String? {
        let text = range.trimmedSourceText
        guard let dots = text.range(of: "..."), !text.contains("..<") else { return nil }
        let bound = text[dots.upperBound...].trimmingCharacters(in: .whitespaces)
        let name = bound.split(separator: ".").last.map(String.init) ?? ""
        let known = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge"] + accessibilitySizes
        return known.contains(name) && !bound.contains("(") ? name : nil
    }

    /// The length of a text written as a plain literal (`Text("Start")`); nil otherwise.
    static func literalLength(_ text: FunctionCallExprSyntax) -> Int? {
        guard text.calleeName == "Text", let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              !literal.hasInterpolation else { return nil }
        return literal.plainText.count
    }

    /// `Text("")` or `Text(" ")`: a spacer with no words to grow past its frame (uplift-ios).
    static func isEmptyText(_ text: FunctionCallExprSyntax) -> Bool {
        guard text.calleeName == "Text", text.arguments.count == 1,
              let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation else { return false }
        return literal.plainText.allSatisfy(\.isWhitespace)
    }

    /// One line of the text at AX5: its style's size (body when it sets none) times the line height.
    static func largestLine(_ text: FunctionCallExprSyntax) -> Double {
        (largestSizes[style(of: text)] ?? 53) * lineHeight
    }

    /// The text style a text is drawn in: the one its last `.font` names, or body.
    static func style(of text: FunctionCallExprSyntax) -> String {
        text.modifiersApplied.last { $0.calleeName == "font" }?.arguments.first.flatMap { styleName($0.expression) } ?? "body"
    }

    /// Modifiers that cut off what is drawn outside the view's bounds.
    static let clippingModifiers: Set<String> = ["clipShape", "clipped", "cornerRadius", "mask"]

    /// The text style a font expression names: `.headline.bold()` → `headline`.
    static func styleName(_ font: ExprSyntax) -> String? {
        var current = font
        while let call = current.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "system" { return call.arguments.first?.expression.lastNameComponent }
            guard let base = call.modifiedExpression else { return nil }
            current = base
        }
        return current.lastNameComponent
    }

    /// The text's font follows Dynamic Type: no font modifier, or a text style. A project's
    /// own font modifier (`.bpFont(.title)`, or `.modifier(BrandText(fontSize: 17))`) may do anything.
    static func scales(_ text: FunctionCallExprSyntax) -> Bool {
        let names = text.modifierNames
        guard !names.contains(where: { $0 != "font" && !standardFontModifiers.contains($0) && $0.lowercased().contains("font") }) else { return false }
        let setsFontThroughModifier = text.modifiersApplied.contains { modifier in
            guard modifier.calleeName == "modifier", let view = modifier.arguments.first?.expression.as(FunctionCallExprSyntax.self) else { return false }
            return view.arguments.contains { $0.label?.text.lowercased().contains("font") == true }
        }
        guard !setsFontThroughModifier else { return false }
        return text.modifiersApplied.filter { $0.calleeName == "font" }.allSatisfy { modifier in
            guard let font = modifier.arguments.first?.expression else { return false }
            return isTextStyle(font)
        }
    }

    /// False when the text sets no font of its own and the container's chain gives it one that is
    /// not a text style (`Button { Text("Continue") }.font(.system(size: 18))`): the environment
    /// font of the innermost `.font` on the container reaches the text, which then never grows.
    static func scales(_ text: FunctionCallExprSyntax, inheriting container: FunctionCallExprSyntax) -> Bool {
        guard !text.modifierNames.contains("font") else { return true }
        // A `Text` handed to a view inside the container (a `TextField`'s `prompt:`) is drawn
        // in that view's font: the nearest enclosing view call with a `.font` decides.
        var current = text.parent
        while let node = current, node.id != container.id {
            if let call = node.as(FunctionCallExprSyntax.self), call.calleeName?.first?.isUppercase == true,
               let font = call.modifiersApplied.first(where: { $0.calleeName == "font" })?.arguments.first?.expression {
                return isTextStyle(font)
            }
            current = node.parent
        }
        guard let font = container.modifiersApplied.first(where: { $0.calleeName == "font" })?.arguments.first?.expression else { return true }
        return isTextStyle(font)
    }

    /// `.body`, `.headline.bold()`, `.system(.title2, design: .rounded)`, `Font.caption`.
    static func isTextStyle(_ font: ExprSyntax) -> Bool {
        var current = font
        while let call = current.as(FunctionCallExprSyntax.self) {
            switch call.calleeName {
            case "bold", "italic", "weight", "monospacedDigit", "smallCaps", "leading":
                guard let base = call.modifiedExpression else { return false }
                current = base
            case "system":
                return call.argument("size") == nil && call.arguments.first.map { $0.label == nil } == true
            default:
                return false
            }
        }
        guard let member = current.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedSourceText == "Font" else { return false }
        return TypeScale.styles.contains { $0.swiftUI == member.declName.baseName.text }
    }
}
