/// What NativeWind's Tailwind classes in a literal `className` set, read as the style
/// properties React Native gets from them: in an app that uses NativeWind, `className="w-20 h-20"`
/// sizes an element just as `style={{ width: 80, height: 80 }}` does, so the checks that read
/// style sizes (an image's height, a touchable's size, a text's font size) read both through
/// `JSStyles.numbers(of:)` on the element.
///
/// Only the classes those checks ask about are read: sizes, minimum sizes, paddings, aspect ratios, flex,
/// absolute position and insets, `self-*`, font sizes and opacity. A class behind a variant
/// (`md:h-20`, `dark:`, `active:`) or two classes with different values for one property make the
/// property `.unknown`, as does a value not on the default scales (`w-full`, `h-1/2`). A project's
/// own `tailwind.config` spacing is not read: the default scale is assumed.
public struct NativeWindClasses: Sendable {
    /// Points per rem: NativeWind 4 uses 14 on native, earlier versions 16.
    public let rem: Double

    public init(rem: Double) {
        self.rem = rem
    }

    /// Tailwind's font-size classes, in rem: `text-6xl` is 3.75rem.
    static let textSizes: [String: Double] = [
        "xs": 0.75, "sm": 0.875, "base": 1, "lg": 1.125, "xl": 1.25, "2xl": 1.5, "3xl": 1.875, "4xl": 2.25,
        "5xl": 3, "6xl": 3.75, "7xl": 4.5, "8xl": 6, "9xl": 8,
    ]

    /// Class prefixes that take a spacing value, and the style property each sets; `size-` sets two.
    static let spacingPrefixes: [(prefix: String, keys: [String])] = [
        ("min-w-", ["minWidth"]), ("min-h-", ["minHeight"]), ("size-", ["width", "height"]),
        ("w-", ["width"]), ("h-", ["height"]), ("inset-y-", ["top", "bottom"]), ("inset-x-", ["left", "right"]), ("inset-", ["top", "bottom", "left", "right"]),
        ("p-", ["padding"]), ("px-", ["paddingHorizontal"]), ("py-", ["paddingVertical"]), ("pt-", ["paddingTop"]),
        ("pb-", ["paddingBottom"]), ("pl-", ["paddingLeft"]), ("pr-", ["paddingRight"]), ("ps-", ["paddingStart"]), ("pe-", ["paddingEnd"]),
        ("top-", ["top"]), ("bottom-", ["bottom"]), ("left-", ["left"]), ("right-", ["right"]), ("basis-", ["flexBasis"]),
    ]

    /// The style properties a class string sets, later classes adding to earlier ones.
    public func numbers(of classes: String) -> [String: JSStyles.Number] {
        var result: [String: JSStyles.Number] = [:]
        for name in classes.split(whereSeparator: \.isWhitespace) {
            let variants = name.split(separator: ":")
            guard let last = variants.last else { continue }
            var utility = last.hasPrefix("!") ? last.dropFirst() : last
            let negative = utility.hasPrefix("-")
            if negative { utility = utility.dropFirst() }
            for (key, value) in properties(of: utility) {
                let number: JSStyles.Number = variants.count > 1 || negative ? .unknown : value
                if let earlier = result[key], earlier != number { result[key] = .unknown } else { result[key] = number }
            }
        }
        return result
    }

    /// The properties one utility sets, without its variants.
    func properties(of utility: Substring) -> [(String, JSStyles.Number)] {
        switch utility {
        case "absolute": return [("position", .unknown)]
        case "flex-1": return [("flex", .literal(1))]
        case "flex-auto", "flex-initial": return [("flex", .unknown)]
        case "flex-row", "flex-row-reverse", "flex-col", "flex-col-reverse": return [("flexDirection", .unknown)]
        case "grow": return [("flexGrow", .literal(1))]
        default: break
        }
        if utility.hasPrefix("grow-") { return [("flexGrow", .unknown)] }
        if utility.hasPrefix("self-") { return [("alignSelf", .unknown)] }
        if let ratio = utility.dropPrefix("aspect-") {
            switch ratio {
            case "square": return [("aspectRatio", .literal(1))]
            case "video": return [("aspectRatio", .literal(16.0 / 9.0))]
            default:
                let parts = ratio.hasPrefix("[") && ratio.hasSuffix("]") ? ratio.dropFirst().dropLast().split(separator: "/") : []
                if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), height > 0 { return [("aspectRatio", .literal(width / height))] }
                return [("aspectRatio", .unknown)]
            }
        }
        if let opacity = utility.dropPrefix("opacity-") {
            return [("opacity", Double(opacity).map { .literal($0 / 100) } ?? .unknown)]
        }
        if let size = utility.dropPrefix("text-") {
            if let rem = Self.textSizes[String(size)] { return [("fontSize", .literal(rem * self.rem))] }
            if size.hasPrefix("["), let points = arbitrary(size) { return [("fontSize", .literal(points))] }
            return []
        }
        for (prefix, keys) in Self.spacingPrefixes {
            guard let value = utility.dropPrefix(prefix) else { continue }
            let number = spacing(value).map(JSStyles.Number.literal) ?? .unknown
            return keys.map { ($0, number) }
        }
        return []
    }

    /// A value of the spacing scale in points: `20` is 5rem, `px` one point, `[72px]` 72.
    func spacing(_ value: Substring) -> Double? {
        if value == "px" { return 1 }
        if value.hasPrefix("[") { return arbitrary(value) }
        guard let steps = Double(value), steps >= 0 else { return nil }
        return steps / 4 * rem
    }

    /// An arbitrary value in points: `[72px]`, `[72]` or `[4.5rem]`.
    func arbitrary(_ value: Substring) -> Double? {
        guard value.hasPrefix("["), value.hasSuffix("]") else { return nil }
        let inner = value.dropFirst().dropLast()
        if let points = inner.dropSuffix("px").flatMap({ Double($0) }) { return points }
        if let rems = inner.dropSuffix("rem").flatMap({ Double($0) }) { return rems * rem }
        return Double(inner)
    }
}

extension Substring {
    /// The rest after a prefix, nil without it.
    fileprivate func dropPrefix(_ prefix: String) -> Substring? {
        hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }

    /// The text before a suffix, nil without it.
    fileprivate func dropSuffix(_ suffix: String) -> Substring? {
        hasSuffix(suffix) ? dropLast(suffix.count) : nil
    }
}
