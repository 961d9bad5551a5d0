import SwiftSyntax
import ThumbruleCore

/// How tall a control's label is drawn when the source settles it without a literal frame:
/// one line of text or an SF Symbol at a font the code names (a text style at the default
/// text size, or a system size) or at the default body size, or a row of such views
/// (`HStack`, `ZStack`, `Label`), which is as tall as its tallest. The touch-target check
/// starts a label's size here and adds the padding around it, so a text button whose only
/// height is its line (`Button("Skip")`, `Text("See more").onTapGesture`) is measured too.
///
/// Text counts as one line when it is short literal text or is held to one line
/// (`.lineLimit(1)`); a control's own title also when it shows a value (`Text(title)`), as a
/// button's title rarely wraps, while a tappable text showing a value may be a paragraph.
/// Anything else in the label (an asset image, a custom view, a `VStack`, a font the code
/// picks at run time or from the project's own font helper) leaves the height unknown.
struct DrawnHeight: Sendable, Codable {
    /// The label's height before the padding and frames around it.
    let height: Double
    /// The `.font` that sizes the tallest view of the label, or that view when it has the
    /// default size.
    let position: SourcePosition
    /// How a message names what sets the height: "one line of 14pt text".
    let description: String
    /// True for an SF Symbol, whose height is bounded from above rather than known.
    let isUpperBound: Bool
    /// True when the size rests on a font from outside the label (the control's, a
    /// container's, or the default), which a button style from another file may replace.
    let inheritsFont: Bool
    /// True when no font is set, so the label has the default body size.
    let isDefaultSize: Bool

    /// Below this point size a label is not meant to be read or tapped: a control drawn at 1pt
    /// carries a keyboard shortcut or anchors a menu opened from code (codeapp EditorView).
    static let smallestVisiblePoints = 4.0
    /// Line height of the system font as a share of its point size (17pt body text is 20.3pt tall).
    static let lineHeightPerPoint = 1.2
    /// The tallest an SF Symbol glyph is drawn, as a share of its font's point size: at the
    /// default (medium) image scale a symbol's box is about 1.2 times the point size, so 1.4
    /// bounds it from above.
    static let symbolHeightPerPoint = 1.4
    /// The body text style at the default text size: what text has when no font is set.
    static let bodyPoints = 17.0
    /// Literal text longer than this may wrap onto a second line.
    static let oneLineCharacters = 40

    /// Modifiers that draw a symbol bigger than its font says (a larger image scale, a variant
    /// that adds a shape) or let it take the space offered (`resizable`), or change the text
    /// size a style resolves to.
    static let resizers: Set<String> = ["imageScale", "resizable", "symbolVariant", "scaledToFit", "scaledToFill", "aspectRatio", "dynamicTypeSize"]
    /// Font modifiers that leave the size alone.
    static let sizeKeepingFontModifiers: Set<String> = ["fontWeight", "fontDesign", "fontWidth"]

    /// A font found on a view or around it.
    struct LabelFont {
        /// The point size at the default text size; nil when the code does not settle it.
        let points: Double?
        /// The `.font` call's period, or nil for the default body size.
        let position: SourcePosition?
        /// The text style the size comes from (`subheadline`), for the message.
        let style: String?
        let isInherited: Bool

        static let body = LabelFont(points: DrawnHeight.bodyPoints, position: nil, style: nil, isInherited: true)

        func inherited() -> LabelFont {
            LabelFont(points: points, position: position, style: style, isInherited: true)
        }
    }

    /// The font the innermost `.font` of a modifier chain sets; nil when the chain sets none.
    /// A project's own font modifier (`.appFont(.title)`) sets a size the code does not show.
    static func font(of modifiers: [FunctionCallExprSyntax], _ file: SwiftFile) -> LabelFont? {
        for modifier in modifiers {
            guard let name = modifier.calleeName, name.lowercased().contains("font"), !sizeKeepingFontModifiers.contains(name) else { continue }
            guard name == "font", let expression = modifier.arguments.first?.expression,
                  let member = modifier.calledExpression.as(MemberAccessExprSyntax.self) else {
                return LabelFont(points: nil, position: nil, style: nil, isInherited: false)
            }
            // The text style under any weight or design applied to it (`.title2.weight(.semibold)`).
            var base = expression
            while let call = base.as(FunctionCallExprSyntax.self), let modified = call.modifiedExpression { base = modified }
            let style = base.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil }
            return LabelFont(points: SwiftUIFontSize.of(expression).points, position: file.position(of: member.period),
                        style: style.flatMap { SwiftUIFontSize.ofStyle($0) != nil ? $0 : nil }, isInherited: false)
        }
        return nil
    }

    /// The font the views around `node` hand down to it: the innermost `.font` applied to a
    /// container or modifier whose content holds it, within the same declaration; the default
    /// body size when none.
    static func fontAround(_ node: some SyntaxProtocol, _ file: SwiftFile) -> LabelFont {
        var current = node.parent
        while let parent = current {
            if parent.is(DeclSyntax.self) { break }
            if let call = parent.as(ClosureExprSyntax.self)?.invokingCall, let found = font(of: call.modifiersApplied, file) {
                return found.inherited()
            }
            current = parent.parent
        }
        return .body
    }

    /// The height of a label built by `root` with `modifiers` applied to it (those after the
    /// root within the label; the padding and frames among them are left to the caller), in
    /// the font handed down to it. `showsTitle`: the view is a control's own title, which
    /// counts as one line even when it shows a value.
    static func content(of root: FunctionCallExprSyntax, modifiers: [FunctionCallExprSyntax], handedDown: LabelFont, showsTitle: Bool,
                        _ file: SwiftFile) -> DrawnHeight? {
        guard !modifiers.contains(where: { resizers.contains($0.calleeName ?? "") }) else { return nil }
        let font = font(of: modifiers, file) ?? handedDown
        switch root.calleeName {
        case "Text":
            guard isOneLine(root, modifiers: modifiers, showsTitle: showsTitle) else { return nil }
            return line(of: font, at: root, symbol: false, file)
        case "Image":
            guard root.argument("systemName") != nil || root.argument("systemSymbol") != nil else { return nil }
            return line(of: font, at: root, symbol: true, file)
        case "Label":
            // A title beside a symbol: the symbol is the taller of the two.
            guard let title = root.arguments.first, title.label == nil, root.argument("systemImage") != nil,
                  isOneLine(title.expression, modifiers: modifiers, showsTitle: showsTitle) else { return nil }
            return line(of: font, at: root, symbol: true, file)
        case "HStack", "ZStack":
            guard let statements = (root.trailingClosure ?? root.argument("content")?.expression.as(ClosureExprSyntax.self))?.statements else { return nil }
            var tallest: DrawnHeight?
            for statement in statements {
                guard let child = statement.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self) else { return nil }
                if root.calleeName == "HStack", child.calleeName == "Spacer" { continue }
                guard let drawn = measured(child, handedDown: font, showsTitle: showsTitle, file) else { return nil }
                if drawn.height > tallest?.height ?? 0 { tallest = drawn }
            }
            return tallest
        default:
            return nil
        }
    }

    /// A view of a row with its own modifiers: its content, then its padding and literal frames.
    private static func measured(_ view: FunctionCallExprSyntax, handedDown: LabelFont, showsTitle: Bool, _ file: SwiftFile) -> DrawnHeight? {
        let root = view.rootViewCall
        let modifiers = root.modifiersApplied
        let drawn = content(of: root, modifiers: modifiers, handedDown: handedDown, showsTitle: showsTitle, file)
        guard let size = TapSize(ViewEffect.chain(modifiers, in: file), drawn: drawn), let height = size.height,
              let source = size.heightSource else { return nil }
        if let drawn, source == drawn.position {
            return DrawnHeight(height: height, position: drawn.position, description: drawn.description, isUpperBound: drawn.isUpperBound,
                               inheritsFont: drawn.inheritsFont, isDefaultSize: drawn.isDefaultSize)
        }
        return DrawnHeight(height: height, position: source, description: "a view sized by the .frame on line \(source.line)",
                           isUpperBound: false, inheritsFont: false, isDefaultSize: false)
    }

    /// One line of text, or a symbol (beside its title, the taller), in `font`.
    static func line(of font: LabelFont, at view: FunctionCallExprSyntax, symbol: Bool, _ file: SwiftFile) -> DrawnHeight? {
        guard let points = font.points, points >= smallestVisiblePoints else { return nil }
        let size: String
        if let position = font.position {
            let named = font.style.map { ".\($0) (\(SmallTapTarget.points(points)) at the default text size)" } ?? SmallTapTarget.points(points)
            size = "\(named), from the .font on line \(position.line)"
        } else {
            size = "the default body size (\(SmallTapTarget.points(points)))"
        }
        return DrawnHeight(height: points * (symbol ? symbolHeightPerPoint : lineHeightPerPoint), position: font.position ?? file.position(of: view),
                           description: (symbol ? "an SF Symbol at " : "one line of text at ") + size, isUpperBound: symbol,
                           inheritsFont: font.isInherited, isDefaultSize: font.position == nil)
    }

    /// True when a text view or a title is drawn on one line: held there by `.lineLimit(1)`,
    /// short literal text, or a control's own title; not when a line limit allows more.
    private static func isOneLine(_ text: some SyntaxProtocol, modifiers: [FunctionCallExprSyntax], showsTitle: Bool) -> Bool {
        if let limit = modifiers.first(where: { $0.calleeName == "lineLimit" }) {
            return limit.arguments.count == 1 && limit.arguments.first?.expression.trimmedSourceText == "1"
        }
        let content: ExprSyntax?
        if let call = Syntax(text).as(FunctionCallExprSyntax.self) {
            content = (call.argument("verbatim") ?? call.arguments.first.flatMap { $0.label == nil ? $0 : nil })?.expression
        } else {
            content = Syntax(text).as(ExprSyntax.self)
        }
        guard let content else { return false }
        if let literal = content.as(StringLiteralExprSyntax.self) {
            let text = literal.plainText
            return !text.contains("\n") && text.count <= oneLineCharacters
        }
        return showsTitle
    }
}
