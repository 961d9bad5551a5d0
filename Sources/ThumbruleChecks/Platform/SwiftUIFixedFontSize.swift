import SwiftSyntax
import ThumbruleCore

/// `.font(.system(size: 17))` and `.custom("Brand", fixedSize: 17)`: a literal point size in
/// SwiftUI never follows Dynamic Type.
///
/// A font that sizes a symbol is not text: `.font(.system(size:))` on an `Image`, on a `Label`
/// styled `.iconOnly` or on a view whose content is images and no text is not reported, and
/// no fix ever shrinks an icon to a text style. A symbol beside a `Text` in an `HStack` or a
/// `Label` gets a note: symbols follow the reader's text size only beside text.
///
/// The title of a navigation bar drawn in `ToolbarItem(placement: .principal)` is not
/// reported either: bar titles keep their size at every text size (the system shows them in
/// the Large Content Viewer instead), so a fixed size there matches the platform.
///
/// Reports only literal sizes, and none under 6pt (a placeholder size later replaced). A size read from `@ScaledMetric`, a parameter or a
/// constant is left alone (false negative for constants that hold a literal).
/// Preview code and test targets are skipped. Offers a fix to the text style of the same size
/// (17 → `.body`) when only `size:` and `weight:` are given: the text then looks the same at
/// the default size. A size between styles gets no fix, since moving it to the nearest style
/// would change the design (a 50pt headline is not a 34pt `.largeTitle`). A custom font's fix
/// keeps its size and adds `relativeTo:` with the nearest style, for sizes up to the largest
/// style's: a bigger one is display art, and whether it should grow is a design decision.
/// `.custom(_:size:)` without `relativeTo:` does scale (with Body), so it is
/// `type-scale.custom-font-relative-style`'s business, not this check's.
struct SwiftUIFixedFontSize: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "type-scale.swiftui-fixed-size",
        ruleId: "type-scale",
        summary: "A SwiftUI system or fixedSize custom font with a literal point size, which Dynamic Type cannot scale",
        triggering: [
            CheckExample("""
            struct Price: View {
                var body: some View {
                    Text("Total").font(↓.system(size: 17))
                }
            }
            """),
            // A font kept in a local sizes text when any use of it does.
            CheckExample("""
            struct Totals: View {
                var body: some View {
                    let rowFont: Font = ↓.system(size: 15)
                    VStack {
                        Image(systemName: "cart").font(rowFont)
                        Text("Subtotal").font(rowFont)
                    }
                }
            }
            """),
            CheckExample("""
            struct SyncRow: View {
                var body: some View {
                    HStack {
                        Image(systemName: "arrow.triangle.2.circlepath").font(↓.system(size: 13))
                        Text("Synced").font(↓.system(size: 13))
                    }
                }
            }
            """),
            CheckExample("""
            struct Hero: View {
                var body: some View {
                    ZStack {
                        Image("hero").resizable().scaledToFill()
                        Text("Cook tonight").font(↓.system(size: 34, weight: .bold))
                    }
                }
            }
            """),
            CheckExample("""
            let title = Text("Welcome").font(↓Font.system(size: 34, weight: .bold))
            let brand = Text("Acme").font(↓.custom("Acme-Bold", fixedSize: 28))
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct Price: View {
                @ScaledMetric(relativeTo: .body) var size: CGFloat = 17
                var body: some View {
                    Text("Total").font(.system(size: size))
                }
            }
            """),
            CheckExample("""
            let title = Text("Welcome").font(.largeTitle.weight(.bold))
            let brand = Text("Acme").font(.custom("Acme-Bold", size: 28, relativeTo: .title))
            """),
            CheckExample("""
            #Preview { Text("Hi").font(.system(size: 12)) }
            """),
            CheckExample("""
            struct Battery: View {
                let level: Int
                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 2).frame(width: 24, height: 12)
                        Text("\\(level)").font(.system(size: 9)).foregroundStyle(.black)
                    }
                }
            }
            """),
            CheckExample("""
            struct Habits: View {
                var body: some View {
                    List { Text("Stretch") }
                        .toolbar {
                            ToolbarItem(placement: .principal) {
                                Text("Habits").font(.system(size: 17, weight: .semibold))
                            }
                        }
                }
            }
            """),
            CheckExample("""
            struct EmptyInbox: View {
                var body: some View {
                    VStack {
                        Image(systemName: "tray").font(.system(size: 56, weight: .light)).foregroundStyle(.secondary)
                        ZStack {
                            Circle().fill(.green).frame(width: 88, height: 88)
                            Image(systemName: "checkmark").font(.system(size: 40, weight: .bold))
                        }
                        Label("Compose", systemImage: "square.and.pencil").labelStyle(.iconOnly).font(.system(size: 24))
                        Button { compose() } label: { Image(systemName: "plus.circle.fill") }.font(.system(size: 30))
                        let transportFont: Font = .system(size: 64)
                        Button { togglePlay() } label: { Image(systemName: "play.fill") }.font(transportFont)
                        Text("All caught up").font(.title3)
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("system") {
            guard let path = call.calleePath, path == ".system" || path == "Font.system",
                  let points = call.argument("size")?.expression.numericLiteral, points >= TypeScale.smallestReadableSize,
                  !Self.titlesTheNavigationBar(call), !Self.labelsAFixedGlyph(call) else { continue }
            let style = TypeScale.nearest(to: points)
            switch Self.sizedSymbol(call, in: file) {
            case .alone?:
                continue
            case .besideText?:
                output.report(
                    "Font size \(Self.format(points))pt is fixed on a symbol that sits beside text; symbols follow the reader's text size only beside text, so give it the style of the text beside it, or scale the size with @ScaledMetric.",
                    at: file.position(of: call), confidence: .low)
            case nil:
                output.report(
                    "Font size \(Self.format(points))pt is fixed, so it ignores the reader's text size; use the .\(style.swiftUI) text style (\(Self.format(style.points))pt), or scale a custom size with @ScaledMetric.",
                    at: file.position(of: call),
                    fix: systemFix(call, points: points, style: style, in: file))
            }
        }
        for call in file.index.calls("custom") {
            guard let path = call.calleePath, path == ".custom" || path == "Font.custom",
                  let size = call.argument("fixedSize"), let points = size.expression.numericLiteral else { continue }
            let style = TypeScale.nearest(to: points)
            let fix = points > TypeScale.styles[0].points ? nil : Fix("Scale relative to .\(style.swiftUI)", edits: [TextEdit(
                start: file.position(of: size), end: file.position(at: size.expression.endPositionBeforeTrailingTrivia),
                replacement: "size: \(size.expression.trimmedSourceText), relativeTo: .\(style.swiftUI)")])
            output.report(
                "Font.custom(_:fixedSize:) pins this font at \(Self.format(points))pt, so it ignores the reader's text size; use Font.custom(_:size:relativeTo: .\(style.swiftUI)) so it scales like the \(style.swiftUI) style it sits nearest to.",
                at: file.position(of: call), fix: fix)
        }
    }

    /// Shapes whose literal frame makes a fixed-size glyph of what sits on them.
    static let glyphShapes: Set<String> = ["Circle", "RoundedRectangle", "Rectangle", "Capsule", "Ellipse"]

    /// True for text laid over a fixed-size glyph in a `ZStack`: initials on a 56pt avatar, the
    /// percentage inside a 24×12pt battery. Scaling it would overflow the glyph, which keeps its
    /// size; the glyph is a shape with a literal width and height, or an image at its own size.
    static func labelsAFixedGlyph(_ font: FunctionCallExprSyntax) -> Bool {
        guard let modifier = font.enclosingCall(named: ["font"]), modifier.arguments.contains(where: { $0.encloses(font) }),
              let view = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall, view.calleeName == "Text",
              let item = view.outermostModifiedExpression.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.parent?.as(ClosureExprSyntax.self)?.invokingCall?.rootViewCall.calleeName == "ZStack" else { return false }
        return list.contains { sibling in
            guard sibling.id != item.id, let call = sibling.item.as(FunctionCallExprSyntax.self) else { return false }
            let root = call.rootViewCall
            let modifiers = root.modifiersApplied
            if root.calleeName == "Image" { return !modifiers.contains { $0.calleeName == "resizable" } }
            guard glyphShapes.contains(root.calleeName ?? "") else { return false }
            return modifiers.contains { frame in
                frame.calleeName == "frame" && frame.argument("width")?.expression.numericLiteral != nil
                    && frame.argument("height")?.expression.numericLiteral != nil
            }
        }
    }

    /// True inside `ToolbarItem(placement: .principal) { … }`, the navigation bar's title.
    static func titlesTheNavigationBar(_ font: FunctionCallExprSyntax) -> Bool {
        var current = font.parent
        while let node = current, !node.is(MemberBlockItemSyntax.self) {
            if let item = node.as(FunctionCallExprSyntax.self), item.calleeName == "ToolbarItem" {
                return item.argument("placement")?.expression.trimmedSourceText.hasSuffix(".principal") == true
                    && item.trailingClosure?.encloses(font) == true
            }
            current = node.parent
        }
        return false
    }

    /// Where a font sizes a symbol rather than text: alone (artwork, an icon button, a glyph
    /// in a circle), or beside a `Text` in an `HStack` or a `Label`.
    enum SymbolPlacement { case alone, besideText }

    /// The placement of the symbol a `.font(.system(size:))` sizes, or nil when the font
    /// sizes text: the view it modifies is an `Image`, a `Label` styled `.iconOnly`, or a
    /// view whose content has images and no text.
    static func sizedSymbol(_ font: FunctionCallExprSyntax, in file: SwiftFile) -> SymbolPlacement? {
        if let modifier = font.enclosingCall(named: ["font"]), modifier.arguments.contains(where: { $0.encloses(font) }) {
            return placement(of: modifier, in: file)
        }
        // A font kept in a local (`let primaryFont: Font = .system(size: 64)`): judged by every
        // `.font(primaryFont)` in the same block; one that sizes text makes it text.
        guard let binding = font.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let block = binding.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) else { return nil }
        let uses = file.index.calls("font").filter { block.encloses($0) && $0.arguments.first?.expression.trimmedSourceText == name }
        guard !uses.isEmpty else { return nil }
        var placements: [SymbolPlacement] = []
        for use in uses {
            guard let placement = placement(of: use, in: file) else { return nil }
            placements.append(placement)
        }
        return placements.contains(.besideText) ? .besideText : .alone
    }

    /// Where the view a `.font(…)` modifier applies to shows a symbol, or nil when it shows text.
    private static func placement(of modifier: FunctionCallExprSyntax, in file: SwiftFile) -> SymbolPlacement? {
        guard let view = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall,
              showsOnlyImages(view, in: file) else { return nil }
        return sitsBesideText(view) ? .besideText : .alone
    }

    private static func showsOnlyImages(_ view: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        switch view.calleeName {
        case "Image"?:
            return true
        case "Label"?:
            if view.modifiersApplied.contains(where: { $0.calleeName == "labelStyle" && $0.arguments.first?.expression.trimmedSourceText.lowercased().contains("icononly") == true }) {
                return true
            }
        default:
            break
        }
        // A control or stack built from a closure: images in it, and no text.
        guard !view.arguments.contains(where: { $0.expression.is(StringLiteralExprSyntax.self) }) else { return false }
        let closures = ([view.trailingClosure] + view.additionalTrailingClosures.map(\.closure)
            + view.arguments.map { $0.expression.as(ClosureExprSyntax.self) }).compactMap { $0 }
        guard !closures.isEmpty else { return false }
        let images = closures.contains { !file.index.calls(["Image"], inside: $0).isEmpty }
        let text = closures.contains { !file.index.calls(Array(TypeScale.textViews), inside: $0).isEmpty }
        return images && !text
    }

    /// True when the view is one item of an `HStack` (or a `Label`'s icon) that also shows a `Text`.
    private static func sitsBesideText(_ view: FunctionCallExprSyntax) -> Bool {
        guard let item = view.outermostModifiedExpression.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let container = list.parent?.as(ClosureExprSyntax.self)?.invokingCall?.rootViewCall,
              ["HStack", "Label", "LazyHStack"].contains(container.calleeName ?? "") else { return false }
        if container.calleeName == "Label" { return true }
        return list.contains { sibling in
            sibling.id != item.id && sibling.item.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName == "Text"
        }
    }

    private func systemFix(_ call: FunctionCallExprSyntax, points: Double, style: TypeScale.Style, in file: SwiftFile) -> Fix? {
        let labels = Set(call.argumentLabels)
        guard labels.isSubset(of: ["size", "weight"]), style.points == points else { return nil }
        let base = call.calleePath == "Font.system" ? "Font" : ""
        var replacement = "\(base).\(style.swiftUI)"
        if let weight = call.argument("weight") { replacement += ".weight(\(weight.expression.trimmedSourceText))" }
        return Fix("Use the .\(style.swiftUI) text style", edits: [TextEdit(
            start: file.position(of: call), end: file.position(at: call.endPositionBeforeTrailingTrivia), replacement: replacement)])
    }

    package static func format(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(points)
    }
}
