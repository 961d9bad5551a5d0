import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// What the Compose and layout checks share: reading `Modifier` chains, `dp` literals and
/// `contentDescription` arguments.
enum ComposeCode {
    /// Modifiers that make a node react to taps.
    static let clickModifiers: Set<String> = ["clickable", "combinedClickable", "toggleable", "selectable", "triStateToggleable"]

    /// Material's icon buttons: a clickable with an icon as its only content.
    static let iconButtons: Set<String> = [
        "IconButton", "IconToggleButton", "FilledIconButton", "FilledTonalIconButton", "OutlinedIconButton",
        "FilledIconToggleButton", "FilledTonalIconToggleButton", "OutlinedIconToggleButton",
    ]

    /// The Android touch floor, in dp.
    static let touchFloor = 48.0

    /// A file of Compose for TV (`androidx.tv.material3`, `androidx.tv.foundation`): its controls
    /// are reached by D-pad focus on a television, not by a fingertip.
    static func isTelevisionUI(_ file: KotlinFile) -> Bool {
        file.imports.contains { $0.path.hasPrefix("androidx.tv.") }
    }

    /// A `dp` literal's value (`32.dp`).
    static func dp(_ value: KotlinValue) -> Double? {
        if case .dimension(let amount, "dp") = value { return amount }
        return nil
    }

    /// Whether a click modifier is switched off for good (`clickable(enabled = false)`).
    static func isDisabled(_ call: KotlinCall) -> Bool {
        if case .boolean(false)? = call.argument("enabled")?.value { return true }
        return false
    }

    /// Whether an argument is literally `null`.
    static func isNull(_ argument: KotlinArgument?) -> Bool {
        if case .null? = argument?.value { return true }
        return false
    }

    /// Whether a description names nothing: `null` or `""` (TalkBack reads an empty one as none).
    static func namesNothing(_ argument: KotlinArgument?) -> Bool {
        if case .string("")? = argument?.value { return true }
        return isNull(argument)
    }

    /// An `Icon` or `Image` call's `contentDescription`: labelled, or the second positional argument.
    static func contentDescription(of call: KotlinCall) -> KotlinArgument? {
        if let labelled = call.argument("contentDescription") { return labelled }
        let positional = call.positionalArguments
        return positional.count >= 2 ? positional[1] : nil
    }

    /// The calls of a `Modifier` chain passed as a call's `modifier` argument, first to last.
    static func modifierChain(of call: Int, in file: KotlinFile, positionalIndex: Int? = nil) -> [Int] {
        let arguments = file.calls[call].arguments
        let argument = arguments.firstIndex { $0.label == "modifier" }
            ?? positionalIndex.flatMap { index in
                let positional = arguments.indices.filter { arguments[$0].label == nil }
                return index < positional.count ? positional[index] : nil
            }
        guard let argument, case .call(let last) = arguments[argument].value else { return [] }
        return file.chain(of: last)
    }
}

/// The size a `Modifier` chain gives the node a clickable sits on, along one axis. Modifiers
/// apply outside-in: those written before the clickable wrap it, those after it are inside
/// its bounds. So `size(32.dp).clickable {}` and `clickable {}.size(32.dp)` both leave a 32dp
/// target; `clickable {}.padding(8.dp).size(32.dp)` grows it to 48dp (the padding is inside
/// the clickable's bounds); `padding(8.dp).clickable {}.size(32.dp)` does not (the padding is
/// outside), and `size(48.dp).padding(8.dp).clickable {}` shrinks it to 32dp.
struct ModifierTouchArea {
    enum Axis { case width, height }

    /// Modifiers that leave a node's size alone.
    static let neutral: Set<String> = [
        "background", "clip", "border", "alpha", "shadow", "graphicsLayer", "offset", "absoluteOffset", "rotate", "scale",
        "zIndex", "testTag", "focusable", "focusRequester", "onFocusChanged", "onFocusEvent", "focusProperties", "indication",
        "hoverable", "align", "alignBy", "alignByBaseline", "layoutId", "drawBehind", "drawWithContent", "drawWithCache",
        "onGloballyPositioned", "onPlaced", "onSizeChanged", "paint", "pointerInput", "pointerHoverIcon", "draggable",
        "semantics", "wrapContentSize", "wrapContentWidth", "wrapContentHeight", "animateContentSize",
    ]

    /// Modifiers that give the node a floor or take the parent's size along an axis (or both):
    /// the target is not small that way.
    static let floors: [String: [Axis]] = [
        "minimumInteractiveComponentSize": [.width, .height], "minimumTouchTargetSize": [.width, .height],
        "defaultMinSize": [.width, .height], "sizeIn": [.width, .height], "requiredSizeIn": [.width, .height],
        "widthIn": [.width], "requiredWidthIn": [.width], "heightIn": [.height], "requiredHeightIn": [.height],
        "fillMaxSize": [.width, .height], "fillMaxWidth": [.width], "fillMaxHeight": [.height],
        "matchParentSize": [.width, .height], "weight": [.width, .height], "aspectRatio": [.width, .height],
    ]

    let width: Double?
    let height: Double?

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// The area around the chain's call at `clickAt` (nil: every modifier wraps the clickable,
    /// as with an icon button's `modifier`). Nil when a modifier the check cannot size (a
    /// custom one, `then`, padding by a variable) or a floor such as
    /// `minimumInteractiveComponentSize()` is in the chain; an axis is nil when nothing sizes
    /// it or a floor (`fillMaxWidth()`) holds it.
    init?(chain: [Int], clickAt: Int?, in file: KotlinFile) {
        var effects: [Effect] = []
        for index in chain {
            let call = file.calls[index]
            if let effect = Effect(call) { effects.append(effect); continue }
            guard ComposeCode.clickModifiers.contains(call.name) || Self.neutral.contains(call.name) else { return nil }
            effects.append(.none)
        }
        let click = clickAt.flatMap { chain.firstIndex(of: $0) } ?? chain.count
        func size(_ axis: Axis) -> Double? {
            guard !effects.contains(where: { $0.floors(axis) }) else { return nil }
            // Inside: the first size after the clickable, plus the padding between.
            var inner: Double?
            var padding = 0.0
            for effect in effects.dropFirst(click + 1) {
                if let size = effect.size(axis) { inner = size + padding; break }
                padding += effect.padding(axis)
            }
            // Outside: the nearest size before it, less the padding between.
            var outer: Double?
            padding = 0
            for effect in effects.prefix(click).reversed() {
                if let size = effect.size(axis) { outer = size - padding; break }
                padding += effect.padding(axis)
            }
            guard inner != nil || outer != nil else { return nil }
            return max(inner ?? 0, outer ?? 0)
        }
        width = size(.width)
        height = size(.height)
        guard width != nil || height != nil else { return nil }
    }

    /// The room the padding written before the call at `clickAt` leaves around the clickable
    /// node on its narrower side, per axis (`padding(8.dp).size(36.dp).clickable {}`: 8dp each
    /// way): space inside the element's own layout box that no neighbour can occupy. Nil when a
    /// padding before it cannot be read side by side.
    static func outerRoom(chain: [Int], clickAt: Int, in file: KotlinFile) -> (width: Double, height: Double)? {
        guard let click = chain.firstIndex(of: clickAt) else { return nil }
        var width = 0.0, height = 0.0
        for index in chain.prefix(click) where file.calls[index].name == "padding" {
            guard let sides = paddingSides(file.calls[index]) else { return nil }
            width += min(sides.start, sides.end)
            height += min(sides.top, sides.bottom)
        }
        return (width, height)
    }

    /// The four sides of a `padding(…)` call in dp; nil when one is not a `dp` literal.
    static func paddingSides(_ call: KotlinCall) -> (start: Double, top: Double, end: Double, bottom: Double)? {
        let positional = call.positionalArguments.map { ComposeCode.dp($0.value) }
        if call.arguments.isEmpty { return (0, 0, 0, 0) }
        if positional.count == 1, call.arguments.count == 1, let all = positional[0] { return (all, all, all, all) }
        if positional.count == 2, call.arguments.count == 2, let horizontal = positional[0], let vertical = positional[1] {
            return (horizontal, vertical, horizontal, vertical)
        }
        if positional.count == 4, call.arguments.count == 4, let start = positional[0], let top = positional[1], let end = positional[2], let bottom = positional[3] {
            return (start, top, end, bottom)
        }
        guard positional.isEmpty else { return nil }
        var sides: [String: Double] = [:]
        for argument in call.arguments {
            guard let label = argument.label, ["all", "horizontal", "vertical", "start", "top", "end", "bottom"].contains(label),
                  let value = ComposeCode.dp(argument.value) else { return nil }
            sides[label] = value
        }
        let all = sides["all"] ?? 0
        let horizontal = sides["horizontal"], vertical = sides["vertical"]
        return (horizontal ?? sides["start"] ?? all, vertical ?? sides["top"] ?? all, horizontal ?? sides["end"] ?? all, vertical ?? sides["bottom"] ?? all)
    }

    /// Whether the area falls under the floor along either axis.
    var isSmall: Bool {
        [width, height].contains { $0.map { $0 > 0 && $0 < ComposeCode.touchFloor } ?? false }
    }

    /// `32×32dp`, `40dp tall`, `36dp wide`.
    var text: String {
        switch (width, height) {
        case let (width?, height?): return "\(Self.format(width))×\(Self.format(height))dp"
        case let (nil, height?): return "\(Self.format(height))dp tall"
        case let (width?, nil): return "\(Self.format(width))dp wide"
        default: return ""
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// What one modifier does to the size.
    enum Effect {
        case none
        case floor([Axis])
        case size(width: Double?, height: Double?)
        case padding(horizontal: Double, vertical: Double)

        /// Nil for a sizing modifier the check cannot read.
        init?(_ call: KotlinCall) {
            let positional = call.positionalArguments.map { ComposeCode.dp($0.value) }
            func labelled(_ label: String) -> Double?? {
                call.argument(label).map { ComposeCode.dp($0.value) }
            }
            switch call.name {
            case let name where ModifierTouchArea.floors[name] != nil:
                self = .floor(ModifierTouchArea.floors[name]!)
            case "size", "requiredSize":
                if positional.count == 1, call.arguments.count == 1, let side = positional[0] {
                    self = .size(width: side, height: side)
                } else if positional.count == 2, let width = positional[0], let height = positional[1] {
                    self = .size(width: width, height: height)
                } else if positional.isEmpty, let width = labelled("width"), let height = labelled("height"), let w = width, let h = height {
                    self = .size(width: w, height: h)
                } else {
                    return nil
                }
            case "width", "requiredWidth":
                guard positional.count == 1, let side = positional[0] else { return nil }
                self = .size(width: side, height: nil)
            case "height", "requiredHeight":
                guard positional.count == 1, let side = positional[0] else { return nil }
                self = .size(width: nil, height: side)
            case "padding":
                if call.arguments.isEmpty { self = .none; return }
                if positional.count == 1, call.arguments.count == 1, let all = positional[0] {
                    self = .padding(horizontal: 2 * all, vertical: 2 * all)
                } else if positional.count == 2, let horizontal = positional[0], let vertical = positional[1] {
                    self = .padding(horizontal: 2 * horizontal, vertical: 2 * vertical)
                } else if positional.count == 4, let start = positional[0], let top = positional[1], let end = positional[2], let bottom = positional[3] {
                    self = .padding(horizontal: start + end, vertical: top + bottom)
                } else if positional.isEmpty {
                    var sides: [String: Double] = [:]
                    for argument in call.arguments {
                        guard let label = argument.label, let value = ComposeCode.dp(argument.value) else { return nil }
                        sides[label] = value
                    }
                    let all = sides["all"] ?? 0
                    let horizontal = sides["horizontal"].map { 2 * $0 } ?? ((sides["start"] ?? 0) + (sides["end"] ?? 0) + 2 * all)
                    let vertical = sides["vertical"].map { 2 * $0 } ?? ((sides["top"] ?? 0) + (sides["bottom"] ?? 0) + 2 * all)
                    self = .padding(horizontal: horizontal, vertical: vertical)
                } else {
                    return nil
                }
            default:
                return nil
            }
        }

        func floors(_ axis: Axis) -> Bool {
            if case .floor(let axes) = self { return axes.contains(axis) }
            return false
        }

        func size(_ axis: Axis) -> Double? {
            guard case .size(let width, let height) = self else { return nil }
            return axis == .width ? width : height
        }

        func padding(_ axis: Axis) -> Double {
            guard case .padding(let horizontal, let vertical) = self else { return 0 }
            return axis == .width ? horizontal : vertical
        }
    }
}

/// Layout helpers.
extension LayoutElement {
    /// Whether the view reacts to taps: `android:onClick`, `android:clickable="true"`, or a
    /// button not marked `android:clickable="false"`.
    var isClickable: Bool {
        guard attribute("android:onClick") == nil else { return true }
        switch attribute("android:clickable") {
        case "true": return true
        case "false": return false
        default: return LayoutViews.buttons.contains(simpleTag)
        }
    }

    /// Whether Lint's check of this id is silenced here (`tools:ignore="ContentDescription"`).
    func ignoresLint(_ id: String) -> Bool {
        AndroidLint.isIgnored(id, by: attribute("tools:ignore"))
    }
}

extension LayoutFile {
    /// Whether the view at `index`, or a view around it, is sized 0 both ways with nothing to
    /// stretch it (a `layout_weight`, or a ConstraintLayout parent, where 0dp means "fill the
    /// constraints"): it has no area to draw in or to be touched, so nobody sees or reaches it.
    /// Apps keep a view a library looks up this way (a PDF viewer's edit button overridden to
    /// 0x0 and `gone`).
    func hasNoArea(_ index: Int) -> Bool {
        var current: Int? = index
        while let view = current {
            let element = elements[view]
            func isZero(_ name: String) -> Bool {
                switch element.dimension(name) {
                case .size(let amount, _)?: return amount == 0
                case .other(let text)?: return text == "0"
                default: return false
                }
            }
            let stretched = element.attribute("android:layout_weight") != nil
                || element.parent.map { elements[$0].simpleTag.hasSuffix("ConstraintLayout") || elements[$0].simpleTag == "MotionLayout" } == true
            if !stretched, isZero("android:layout_width"), isZero("android:layout_height") { return true }
            current = element.parent
        }
        return false
    }
}

enum LayoutViews {
    /// Views that are buttons by their class.
    static let buttons: Set<String> = [
        "Button", "ImageButton", "MaterialButton", "AppCompatButton", "AppCompatImageButton", "FloatingActionButton",
    ]
}

extension AndroidExample {
    /// `app/src/main/res/layout/<name>.xml`.
    static func layout(_ name: String, _ text: String) -> (String, String) {
        ("app/src/main/res/layout/\(name).xml", text)
    }
}
