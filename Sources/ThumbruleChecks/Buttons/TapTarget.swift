import SwiftSyntax
import ThumbruleCore

/// A SwiftUI tappable element and the size its modifiers give it, when literals settle it.
///
/// The size starts at the first `.frame` with a literal width or height and follows the
/// modifiers after it: a later literal frame replaces it, a minimum frame can only grow
/// it, literal padding adds to it. Anything that may enlarge the hit area in a way the
/// source does not settle (`.contentShape`, padding or a frame with a variable, an
/// unknown modifier) makes the size unknown, so nothing is reported.
struct TapTarget {
    /// The element: a `Button`, `Link`, `Menu` or `Toggle` call, or the view an `onTapGesture` is attached to.
    package let element: FunctionCallExprSyntax
    package let kind: String
    /// True for a view made tappable by `onTapGesture` rather than a control.
    let isGesture: Bool
    /// The modifiers that shape the hit area, innermost first.
    let modifiers: [FunctionCallExprSyntax]

    static let controls = ["Button", "Link", "Menu", "Toggle"]

    /// Containers and modifiers whose controls the system draws and sizes itself.
    static let systemContainers: Set<String> = [
        "toolbar", "ToolbarItem", "ToolbarItemGroup", "alert", "confirmationDialog", "actionSheet", "contextMenu",
        "swipeActions", "tabItem", "navigationBarItems",
    ]

    /// Modifiers that neither grow nor shrink what a tap can land on.
    static let neutralModifiers: Set<String> = [
        "font", "fontWeight", "bold", "italic", "foregroundColor", "foregroundStyle", "tint", "background", "overlay",
        "clipShape", "cornerRadius", "clipped", "mask", "shadow", "opacity", "border", "help", "disabled", "labelStyle",
        "imageScale", "symbolRenderingMode", "symbolVariant", "symbolEffect", "resizable", "scaledToFit", "scaledToFill",
        "aspectRatio", "id", "tag", "animation", "transition", "keyboardShortcut", "contextMenu", "hoverEffect",
        "rotationEffect", "offset", "zIndex", "task", "sensoryFeedback", "labelsHidden", "lineLimit",
        "multilineTextAlignment", "minimumScaleFactor", "fixedSize", "layoutPriority", "contentTransition",
        "matchedGeometryEffect", "buttonStyle", "toggleStyle", "menuStyle", "sheet", "fullScreenCover", "popover",
        "alert", "confirmationDialog", "popoverTip", "foregroundColor", "textCase", "kerning", "tracking",
        "monospacedDigit", "strikethrough", "underline", "redacted", "privacySensitive", "allowsTightening",
        "renderingMode", "interpolation", "antialiased", "blur", "saturation", "brightness", "grayscale", "colorMultiply",
    ]

    /// The tappable elements of a file, each with the modifiers that shape its hit area.
    package static func all(in file: SwiftFile) -> [TapTarget] {
        var targets: [TapTarget] = []
        for control in file.index.calls(controls) {
            let label = control.labelClosure?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall.modifiersApplied ?? []
            targets.append(TapTarget(element: control, kind: control.calleeName ?? "control", isGesture: false, modifiers: label + control.modifiersApplied))
        }
        for tap in file.index.calls("onTapGesture") {
            guard tap.modifiedExpression != nil else { continue }
            let root = tap.rootViewCall
            let before = root.modifiersApplied.prefix { $0.id != tap.id }
            targets.append(TapTarget(element: root, kind: "tappable \(root.calleeName ?? "view")", isGesture: true, modifiers: Array(before)))
        }
        return targets
    }

    /// True when the system draws and sizes the element (bars, menus, alerts), or a `List`
    /// or `Form` row makes the whole row the target.
    func isSystemSized(in file: SwiftFile) -> Bool {
        if element.isInMenuContent || Self.isInSystemContainer(element) { return true }
        // A control built in a helper (`var settingsButton: some View`) placed in a bar.
        if let helper = element.enclosingFunctionName, helper != "body",
           file.index.references(helper).contains(where: Self.isInSystemContainer) {
            return true
        }
        let inListRow = element.hasAncestor { node in
            guard let call = node.as(ClosureExprSyntax.self)?.invokingCall else { return false }
            return ["List", "Form"].contains(call.calleeName ?? "")
        }
        return inListRow && !isGesture && style(in: file) == nil
    }

    /// True inside the content or arguments of a bar, menu or alert (not inside the view it modifies).
    static func isInSystemContainer(_ node: some SyntaxProtocol) -> Bool {
        node.isInContent(ofCallsNamed: systemContainers)
    }

    /// The `.buttonStyle` / `.toggleStyle` argument around the element, if any.
    package func style(in file: SwiftFile) -> String? {
        let name = kind == "Toggle" ? "toggleStyle" : "buttonStyle"
        return file.index.innermostModifier(name, around: element)?.arguments.first?.expression.trimmedSourceText
    }

    /// The literal size the modifiers settle, as (width, height) with nil for a dimension
    /// they leave open, and the frame that set it; nil when no literal frame applies or
    /// something after it may enlarge the hit area.
    func literalSize() -> (width: Double?, height: Double?, frame: FunctionCallExprSyntax)? {
        guard let start = modifiers.firstIndex(where: { $0.calleeName == "frame" && Self.hasFixedLiteral($0) }) else { return nil }
        var width: Double?
        var height: Double?
        let frame = modifiers[start]
        for modifier in modifiers[start...] {
            let name = modifier.calleeName ?? ""
            switch name {
            case "frame":
                guard Self.apply(frame: modifier, width: &width, height: &height) else { return nil }
            case "padding":
                guard Self.apply(padding: modifier, width: &width, height: &height) else { return nil }
            default:
                guard Self.neutralModifiers.contains(name) || name.hasPrefix("accessibility") || name.hasPrefix("on") else { return nil }
            }
        }
        return (width, height, frame)
    }

    private static func hasFixedLiteral(_ frame: FunctionCallExprSyntax) -> Bool {
        ["width", "height", "maxWidth", "maxHeight"].contains { frame.argument($0)?.expression.numericLiteral != nil }
    }

    /// Applies a `.frame`; false when it sets a dimension to something not literal.
    private static func apply(frame: FunctionCallExprSyntax, width: inout Double?, height: inout Double?) -> Bool {
        let newWidth = size(after: frame, axis: "Width", from: width)
        let newHeight = size(after: frame, axis: "Height", from: height)
        guard newWidth.literal, newHeight.literal else { return false }
        width = newWidth.size
        height = newHeight.size
        return true
    }

    /// The size along one axis after a `.frame`: a fixed size replaces it, a minimum grows
    /// it, a maximum caps it (`.infinity` opens it). `literal` is false when the frame sets
    /// this axis from a variable.
    private static func size(after frame: FunctionCallExprSyntax, axis: String, from current: Double?) -> (size: Double?, literal: Bool) {
        var size = current
        if let fixed = frame.argument(axis.lowercased()) {
            guard let literal = fixed.expression.numericLiteral else { return (nil, false) }
            size = literal
        }
        if let minimum = frame.argument("min" + axis) {
            guard let literal = minimum.expression.numericLiteral else { return (nil, false) }
            size = size.map { max($0, literal) }
        }
        if let maximum = frame.argument("max" + axis) {
            size = maximum.expression.numericLiteral.map { literal in size.map { min($0, literal) } ?? literal }
        }
        return (size, true)
    }

    /// Applies a `.padding`; false when its amount or edges are not literal.
    private static func apply(padding: FunctionCallExprSyntax, width: inout Double?, height: inout Double?) -> Bool {
        let arguments = Array(padding.arguments)
        var edges: String = ".all"
        var amount = 16.0
        for argument in arguments {
            if let literal = argument.expression.numericLiteral {
                amount = literal
            } else if argument.expression.is(MemberAccessExprSyntax.self) || argument.expression.is(ArrayExprSyntax.self) {
                edges = argument.expression.trimmedSourceText
            } else {
                return false
            }
        }
        let horizontal: Double
        let vertical: Double
        switch edges {
        case ".all": (horizontal, vertical) = (2 * amount, 2 * amount)
        case ".horizontal": (horizontal, vertical) = (2 * amount, 0)
        case ".vertical": (horizontal, vertical) = (0, 2 * amount)
        case ".leading", ".trailing": (horizontal, vertical) = (amount, 0)
        case ".top", ".bottom": (horizontal, vertical) = (0, amount)
        default: return false
        }
        width = width.map { $0 + horizontal }
        height = height.map { $0 + vertical }
        return true
    }
}

extension SwiftFile {
    /// True when the node is compiled only for a platform other than iOS (`#if os(macOS)`,
    /// the `#else` of `#if os(iOS)`), or the file is AppKit or WatchKit code, or sits in a
    /// folder or target named for another platform (`tvOS/`, `Mac/`, `Swiftfin tvOS`, `My Watch App`).
    func isOutsideIOS(_ node: some SyntaxProtocol) -> Bool {
        if shared(BuiltOutsideIOS.self, { BuiltOutsideIOS(self) }).value { return true }
        return node.hasAncestor { ancestor in
            guard let clause = ancestor.as(IfConfigClauseSyntax.self) else { return false }
            let condition = clause.condition?.trimmedSourceText ?? ""
            if ["macOS", "watchOS", "tvOS", "visionOS"].contains(where: { condition.contains("os(\($0))") }), !condition.contains("os(iOS)") {
                return true
            }
            // `#else` of an `#if os(iOS)`.
            guard clause.poundKeyword.tokenKind == .poundElse,
                  let first = clause.parent?.as(IfConfigClauseListSyntax.self)?.first else { return false }
            return first.condition?.trimmedSourceText.contains("os(iOS)") ?? false
        }
    }
}

/// Whether a whole file builds for another platform: a watch target, a folder or target
/// named for macOS, tvOS, watchOS or visionOS, or an AppKit / WatchKit import. The same
/// for every control of the file, so worked out once.
private struct BuiltOutsideIOS {
    package let value: Bool

    package init(_ file: SwiftFile) {
        if file.target.kind == .watchApp { value = true; return }
        let otherPlatforms = ["macOS", "tvOS", "watchOS", "visionOS"]
        let places = file.path.split(separator: "/").map(String.init) + [file.target.name]
        let modules = file.index.importedModules
        value = places.contains { place in
            (otherPlatforms.contains { place.contains($0) } && !place.contains("iOS ")) || place.contains("Watch") || place == "Mac"
        } || modules.contains("AppKit") || modules.contains("WatchKit")
    }
}
