import SwiftSyntax
import ThumbruleCore

/// A SwiftUI tappable element and the modifiers that shape its hit area.
struct TapTarget {
    /// The element: a control of `SwiftUIControls.names`, or the view an `onTapGesture` is attached to.
    package let element: FunctionCallExprSyntax
    package let kind: String
    /// True for a view made tappable by `onTapGesture` rather than a control.
    let isGesture: Bool
    /// The modifiers of the control's label, innermost first: a button style applies after them.
    let labelModifiers: [FunctionCallExprSyntax]
    /// The modifiers of the control itself (for a gesture, those before `onTapGesture`).
    let controlModifiers: [FunctionCallExprSyntax]
    /// The view the label is built from (`Image(systemName: "xmark")` of `Image(…).font(…)`);
    /// for a gesture, the view it is attached to.
    let labelRoot: FunctionCallExprSyntax?

    /// Containers and modifiers whose controls the system draws and sizes itself.
    static let systemContainers: Set<String> = [
        "toolbar", "ToolbarItem", "ToolbarItemGroup", "alert", "confirmationDialog", "actionSheet", "contextMenu",
        "swipeActions", "tabItem", "navigationBarItems",
    ]

    /// The tappable elements of a file, each with the modifiers that shape its hit area.
    package static func all(in file: SwiftFile) -> [TapTarget] {
        var targets: [TapTarget] = []
        for control in file.index.calls(SwiftUIControls.names) {
            let root = SwiftUIControls.label(of: control)?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall
            targets.append(TapTarget(element: control, kind: control.calleeName ?? "control", isGesture: false,
                                     labelModifiers: root?.modifiersApplied ?? [], controlModifiers: control.modifiersApplied, labelRoot: root))
        }
        for tap in file.index.calls("onTapGesture") {
            guard tap.modifiedExpression != nil else { continue }
            let root = tap.rootViewCall
            let before = root.modifiersApplied.prefix { $0.id != tap.id }
            targets.append(TapTarget(element: root, kind: "tappable \(root.calleeName ?? "view")", isGesture: true,
                                     labelModifiers: [], controlModifiers: Array(before), labelRoot: root))
        }
        return targets
    }

    /// The label's and the control's modifiers as effects, with nothing between them: the
    /// size when no style stands between the two.
    func effects(in file: SwiftFile) -> [ViewEffect] {
        ViewEffect.chain(labelModifiers + controlModifiers, in: file)
    }

    /// How tall the label is drawn (`DrawnHeight`), for a label that is one line of text, an SF
    /// Symbol or a row of them: the control's own label or title, or the view a tap gesture is
    /// attached to. Nil for a `Toggle`, whose switch is drawn beside the label.
    func drawnHeight(in file: SwiftFile) -> DrawnHeight? {
        guard kind != "Toggle" else { return nil }
        if isGesture, let root = labelRoot {
            // The font may follow the gesture in the chain; it still sizes the view.
            return DrawnHeight.content(of: root, modifiers: root.modifiersApplied, handedDown: DrawnHeight.fontAround(element, file),
                                       showsTitle: false, file)
        }
        let handedDown = DrawnHeight.font(of: controlModifiers, file)?.inherited() ?? DrawnHeight.fontAround(element, file)
        if let root = labelRoot {
            return DrawnHeight.content(of: root, modifiers: labelModifiers, handedDown: handedDown, showsTitle: true, file)
        }
        // A title the control draws itself: `Button("Skip")`, `Link("Terms", destination:)`,
        // `Button("Add", systemImage: "plus")`; not an asset image beside it (`image:`).
        guard SwiftUIControls.label(of: element) == nil, element.argument("image") == nil,
              let title = element.arguments.first, title.label == nil, !title.expression.is(ClosureExprSyntax.self) else { return nil }
        if let literal = title.expression.as(StringLiteralExprSyntax.self),
           literal.plainText.contains("\n") || literal.plainText.count > DrawnHeight.oneLineCharacters {
            return nil
        }
        return DrawnHeight.line(of: handedDown, at: element, symbol: element.argument("systemImage") != nil, file)
    }

    /// True when the system draws and sizes the element (bars, menus, alerts), or a `List`
    /// or `Form` row makes the whole row the target. A default-style control in a row of a helper
    /// counts only when it is the row's one control, unless `besideOthers`: the row still takes
    /// its tap with other controls in it (SwiftUI fires each default-style button of a row when the
    /// row is tapped), so its hit area is the row's, though it is no longer its alone.
    func isSystemSized(in file: SwiftFile, besideOthers: Bool = false) -> Bool {
        if element.isInMenuContent || Self.isInSystemContainer(element) { return true }
        // A control built in a helper (`var settingsButton: some View`) placed in a bar.
        if let helper = element.enclosingFunctionName, helper != "body",
           file.index.references(helper).contains(where: Self.isInSystemContainer) {
            return true
        }
        guard takesRowTap(in: file) else { return false }
        if Self.isInListRow(element) { return true }
        // The only control of a row built in a helper (`var socialSection: some View`) that the
        // file places only in a `List` or `Form`.
        guard let helper = element.enclosingFunctionName, helper != "body" else { return false }
        let uses = file.index.references(helper)
        return !uses.isEmpty && uses.allSatisfy(Self.isInListRow) && (besideOthers || isOnlyControlOfRow(in: file))
    }

    /// Containers whose every child view is a row of the `List` or `Form` around them.
    static let rowContainers: Set<String> = ["Section", "ForEach", "Group", "List", "Form"]

    /// Views that take taps of their own, beside the controls a tap target can be.
    static let otherControls: Set<String> = ["onTapGesture", "Picker", "TextField", "SecureField", "Stepper", "Slider", "DatePicker"]

    /// True when nothing else in the element's row takes a tap (`HStack { titles; Spacer(); Link(…) }`):
    /// with two, the row's tap is no longer this control's alone. The row is the child view of a
    /// section, `ForEach` or list, or a statement of the helper's own body, that holds the element.
    func isOnlyControlOfRow(in file: SwiftFile) -> Bool {
        var node = Syntax(element)
        var row: Syntax?
        while row == nil, let parent = node.parent {
            if let list = parent.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self) {
                if let closure = list.parent?.as(ClosureExprSyntax.self) {
                    if Self.rowContainers.contains(closure.invokingCall?.calleeName ?? "") { row = node }
                } else if list.parent?.is(AccessorBlockSyntax.self) == true
                            || list.parent?.parent?.is(AccessorDeclSyntax.self) == true || list.parent?.parent?.is(FunctionDeclSyntax.self) == true {
                    row = node
                }
            }
            node = parent
        }
        guard let row else { return false }
        return !file.index.calls(within: row).contains { call in
            guard call.id != element.id, let name = call.calleeName else { return false }
            return SwiftUIControls.names.contains(name) || Self.otherControls.contains(name)
        }
    }

    /// True for a control with the default style, which a `List` or `Form` row it sits in
    /// turns into a tap on the whole row.
    func takesRowTap(in file: SwiftFile) -> Bool {
        !isGesture && style(in: file) == nil
    }

    /// True inside the content of a `List` or `Form`.
    static func isInListRow(_ node: some SyntaxProtocol) -> Bool {
        node.hasAncestor { ancestor in
            guard let call = ancestor.as(ClosureExprSyntax.self)?.invokingCall else { return false }
            return ["List", "Form"].contains(call.calleeName ?? "")
        }
    }

    /// True inside the content or arguments of a bar, menu or alert (not inside the view it modifies).
    static func isInSystemContainer(_ node: some SyntaxProtocol) -> Bool {
        node.isInContent(ofCallsNamed: systemContainers)
    }

    /// True when the element shows nothing a finger could find: its label is `EmptyView()`, or
    /// it is `.hidden()` or `.opacity(0)`, which SwiftUI leaves out of hit-testing. Such a
    /// control (a `NavigationLink(isActive:)` pushed from code) is no tap target.
    var isInvisible: Bool {
        if !isGesture, SwiftUIControls.label(of: element)?.singleExpression?.as(FunctionCallExprSyntax.self)?.calleeName == "EmptyView" {
            return true
        }
        return controlModifiers.contains { modifier in
            switch modifier.calleeName {
            case "hidden": return true
            case "opacity": return modifier.arguments.first.flatMap { Double($0.expression.trimmedSourceText) } == 0
            default: return false
            }
        }
    }

    /// The `.buttonStyle` / `.toggleStyle` call around the element, if any, also one a helper
    /// applies to the view it is handed (`styleHandedIn`).
    package func styleCall(in file: SwiftFile) -> FunctionCallExprSyntax? {
        let name = kind == "Toggle" ? "toggleStyle" : "buttonStyle"
        return file.index.innermostModifier(name, around: element) ?? Self.styleHandedIn(name, around: element, file)
    }

    /// A style applied to the element by a view-building helper: the element sits in one closure
    /// of a call and another closure of that call styles its parameter, the view it is handed
    /// (`customize { Button … } with: { button in button.buttonStyle(.borderedProminent) }`).
    static func styleHandedIn(_ name: String, around element: some SyntaxProtocol, _ file: SwiftFile) -> FunctionCallExprSyntax? {
        let styles = file.index.calls(name)
        guard !styles.isEmpty else { return nil }
        var current = element.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let call = closure.invokingCall {
                let closures = [call.trailingClosure] + call.additionalTrailingClosures.map(\.closure)
                    + call.arguments.map { $0.expression.as(ClosureExprSyntax.self) }
                for sibling in closures.compactMap({ $0 }) where sibling.id != closure.id {
                    guard let parameter = sibling.firstParameterName else { continue }
                    if let style = styles.first(where: { style in
                        sibling.encloses(style) && style.modifiedExpression?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
                    }) {
                        return style
                    }
                }
            }
            current = node.parent
        }
        return nil
    }

    /// The `.buttonStyle` / `.toggleStyle` argument around the element, if any.
    package func style(in file: SwiftFile) -> String? {
        styleCall(in: file)?.arguments.first?.expression.trimmedSourceText
    }
}

/// The size a chain of modifiers gives a view, when literals settle it.
///
/// The size starts at the first `.frame` with a literal width or height and follows the
/// modifiers after it: a later literal frame replaces it, a minimum frame can only grow
/// it, literal padding adds to it. `.contentShape` fills the frame it is given and does not
/// grow it. Anything that may enlarge the hit area in a way the source does not settle
/// (padding or a frame with a variable, a shape inset outwards, a modifier the checks do
/// not know, a `.scaleEffect` zoom the code computes or over 1.1) makes the size unknown,
/// so nothing is reported; a literal scale up to 1.1 grows the size by its factor.
struct TapSize {
    let width: Double?
    let height: Double?
    /// Where each dimension was measured from: the `.frame` that set it, or what sets the
    /// drawn label's height.
    let widthSource: SourcePosition?
    let heightSource: SourcePosition?
    /// The largest `.scaleEffect` factor over 1 the size was grown by; 1 when none.
    let scale: Double

    /// The largest `.scaleEffect` factor measured: a selected tab or a pressed key drawn a
    /// little bigger. The layout keeps its size, but taps land on the drawn shape, so the
    /// size is grown by the factor; a larger zoom may reach past the frames around it.
    static let largestMeasuredScale = 1.1

    /// Modifiers that neither grow nor shrink what a tap can land on.
    static let neutralModifiers: Set<String> = [
        "font", "fontWeight", "bold", "italic", "foregroundColor", "foregroundStyle", "tint", "background", "overlay",
        "clipShape", "cornerRadius", "clipped", "mask", "shadow", "opacity", "border", "help", "disabled", "labelStyle",
        "imageScale", "symbolRenderingMode", "symbolVariant", "symbolEffect", "resizable", "scaledToFit", "scaledToFill",
        "id", "tag", "animation", "transition", "keyboardShortcut", "contextMenu", "hoverEffect",
        "rotationEffect", "offset", "zIndex", "task", "sensoryFeedback", "labelsHidden", "lineLimit",
        "multilineTextAlignment", "minimumScaleFactor", "fixedSize", "layoutPriority", "contentTransition",
        "matchedGeometryEffect", "buttonStyle", "toggleStyle", "menuStyle", "sheet", "fullScreenCover", "popover",
        "alert", "confirmationDialog", "popoverTip", "foregroundColor", "textCase", "kerning", "tracking",
        "monospacedDigit", "strikethrough", "underline", "redacted", "privacySensitive", "allowsTightening",
        "renderingMode", "interpolation", "antialiased", "blur", "saturation", "brightness", "grayscale", "colorMultiply",
    ]

    /// The literal size, or nil when no literal frame applies or something after it may
    /// enlarge the hit area. The label's drawn height (`drawn`, from `DrawnHeight`), when
    /// known, starts the height before any frame, its width unknown; a frame that sets only
    /// the width leaves that height as it is. When what comes between the drawn label and a
    /// literal frame is not settled (a style's body padding its label by a computed amount,
    /// then `.frame(height: 28)`), the frame still sets the size, as with no drawn label.
    init?(_ effects: [ViewEffect], drawn: DrawnHeight? = nil) {
        if drawn != nil, let measured = TapSize(measuring: effects, drawn: drawn) {
            self = measured
        } else if let measured = TapSize(measuring: effects, drawn: nil) {
            self = measured
        } else {
            return nil
        }
    }

    private init?(measuring effects: [ViewEffect], drawn: DrawnHeight?) {
        var width: Double?
        var height = drawn?.height
        var widthSource: SourcePosition?
        var heightSource = drawn?.position
        var scale = 1.0
        // The drawn label is the innermost view, so every modifier of the chain applies to it;
        // without it the size starts at the first literal frame.
        let start: Int
        if drawn != nil {
            start = 0
        } else if let frame = effects.firstIndex(where: Self.hasFixedLiteral) {
            start = frame
        } else {
            return nil
        }
        // A view whose size a literal frame fixed overflows a smaller frame around it, and taps
        // still land on all of it (windscribe's 32pt close image padded to 48 inside the button,
        // then framed 32): only a shape or clip after that frame cuts the target to it.
        var rigid = (width: false, height: false)
        var overflowing: (width: Double?, height: Double?, widthSource: SourcePosition?, heightSource: SourcePosition?)?
        for effect in effects[start...] {
            switch effect.kind {
            case .frame(let sizes):
                let before = (width, height, widthSource, heightSource)
                guard Self.apply(frame: sizes, width: &width, height: &height) else { return nil }
                if width != before.0 { widthSource = effect.position }
                if height != before.1 { heightSource = effect.position }
                let laidOut = (width, height, widthSource, heightSource)
                if rigid.width, let old = before.0, let new = width, new < old { (width, widthSource) = (old, before.2) }
                if rigid.height, let old = before.1, let new = height, new < old { (height, heightSource) = (old, before.3) }
                overflowing = laidOut.0 != width || laidOut.1 != height ? laidOut : overflowing
                if case .points? = sizes["width"] { rigid.width = true }
                if case .points? = sizes["height"] { rigid.height = true }
            case .padding(let edges, let amount):
                guard Self.apply(padding: edges, amount, width: &width, height: &height) else { return nil }
                if var laidOut = overflowing, Self.apply(padding: edges, amount, width: &laidOut.width, height: &laidOut.height) { overflowing = laidOut }
            case .font, .aspectRatio:
                continue
            case .other(let name, _) where overflowing != nil && ["clipShape", "clipped", "mask", "cornerRadius"].contains(name):
                (width, height, widthSource, heightSource) = overflowing!
                overflowing = nil
            case .contentShape(let grows):
                guard !grows else { return nil }
                if let laidOut = overflowing { (width, height, widthSource, heightSource) = laidOut }
                overflowing = nil
            case .container:
                return nil
            case .scale(let factor):
                guard let factor, factor <= Self.largestMeasuredScale else { return nil }
                guard factor > 1 else { continue }
                width = width.map { $0 * factor }
                height = height.map { $0 * factor }
                scale = max(scale, factor)
            case .other(let name, _):
                guard Self.neutralModifiers.contains(name) || name.hasPrefix("accessibility") || name.hasPrefix("on") else { return nil }
            }
        }
        self.width = width
        self.height = height
        self.widthSource = width == nil ? nil : widthSource
        self.heightSource = height == nil ? nil : heightSource
        self.scale = scale
    }

    /// True when some dimension is under `floor`.
    func isUnder(_ floor: Double) -> Bool {
        (width ?? .infinity) < floor || (height ?? .infinity) < floor
    }

    private static func hasFixedLiteral(_ effect: ViewEffect) -> Bool {
        guard case .frame(let sizes) = effect.kind else { return false }
        return ["width", "height", "maxWidth", "maxHeight"].contains { label in
            if case .points = sizes[label] { return true }
            return false
        }
    }

    /// Applies a `.frame`; false when it sets a dimension to something not literal.
    private static func apply(frame sizes: [String: Dimension], width: inout Double?, height: inout Double?) -> Bool {
        let newWidth = size(after: sizes, axis: "Width", from: width)
        let newHeight = size(after: sizes, axis: "Height", from: height)
        guard newWidth.settled, newHeight.settled else { return false }
        width = newWidth.size
        height = newHeight.size
        return true
    }

    /// The size along one axis after a `.frame`: a fixed size replaces it, a minimum grows
    /// it, a maximum caps it (`.infinity` opens it). `settled` is false when the frame sets
    /// this axis from a variable.
    private static func size(after sizes: [String: Dimension], axis: String, from current: Double?) -> (size: Double?, settled: Bool) {
        var size = current
        switch sizes[axis.lowercased()] {
        case .points(let literal)?: size = literal
        case .infinity?, .unknown?: return (nil, false)
        case nil: break
        }
        switch sizes["min" + axis] {
        case .points(let literal)?: size = size.map { max($0, literal) }
        case .infinity?, .unknown?: return (nil, false)
        case nil: break
        }
        switch sizes["max" + axis] {
        case .points(let literal)?: size = size.map { min($0, literal) } ?? literal
        case .infinity?, .unknown?: size = nil
        case nil: break
        }
        return (size, true)
    }

    /// Applies a `.padding` (a negative one changes nothing); false when its amount or edges are not literal.
    private static func apply(padding edges: String, _ amount: Dimension?, width: inout Double?, height: inout Double?) -> Bool {
        let points: Double
        switch amount {
        case nil: points = 16
        case .points(let literal)?: points = literal
        case .infinity?, .unknown?: return false
        }
        // Negative padding moves the layout in; the label, and where it takes taps, keep their size.
        guard points > 0 else { return true }
        let horizontal: Double
        let vertical: Double
        switch edges {
        case ".all": (horizontal, vertical) = (2 * points, 2 * points)
        case ".horizontal": (horizontal, vertical) = (2 * points, 0)
        case ".vertical": (horizontal, vertical) = (0, 2 * points)
        case ".leading", ".trailing": (horizontal, vertical) = (points, 0)
        case ".top", ".bottom": (horizontal, vertical) = (0, points)
        default: return false
        }
        width = width.map { $0 + horizontal }
        height = height.map { $0 + vertical }
        return true
    }
}

extension SwiftFile {
    /// True when the node is compiled only for a platform other than iOS (`#if os(macOS)`,
    /// the `#else` of `#if os(iOS)`, `#if targetEnvironment(macCatalyst)`, where a pointer aims),
    /// or the file is AppKit or WatchKit code, or sits in a folder or target named for another
    /// platform (`tvOS/`, `Mac/`, `Swiftfin tvOS`, `My Watch App`).
    func isOutsideIOS(_ node: some SyntaxProtocol) -> Bool {
        if shared(BuiltOutsideIOS.self, { BuiltOutsideIOS(self) }).value { return true }
        return node.hasAncestor { ancestor in
            guard let clause = ancestor.as(IfConfigClauseSyntax.self) else { return false }
            if clause.compilesOnlyForMacCatalyst { return true }
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
    let value: Bool

    init(_ file: SwiftFile) {
        if file.target.kind == .watchApp { value = true; return }
        let places = file.path.split(separator: "/").map(String.init) + [file.target.name]
        let modules = file.index.importedModules
        value = places.contains { place in
            (Self.otherPlatforms.matches(place) && !Self.iOSWord.matches(place)) || Self.watchWord.matches(place) || place == "Mac"
        } || modules.contains("AppKit") || modules.contains("WatchKit")
    }

    // Asked of every path component of every file: bytes, not Foundation's `contains`.
    private static let otherPlatforms = TextSearch(anyOf: ["macOS", "tvOS", "watchOS", "visionOS"], ignoringCase: false)
    private static let iOSWord = TextSearch(anyOf: ["iOS "], ignoringCase: false)
    private static let watchWord = TextSearch(anyOf: ["Watch"], ignoringCase: false)
}
