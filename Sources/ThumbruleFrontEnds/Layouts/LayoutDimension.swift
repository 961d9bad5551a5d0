/// A dimension attribute of a layout (`android:layout_width="48dp"`), read character by
/// character: units as written, resources left unresolved.
public enum LayoutDimension: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable {
        case dp, sp, px, pt, `in`, mm
    }

    /// `48dp`, `14sp`, `1.5px` (`dip` reads as dp).
    case size(Double, Unit)
    /// `@dimen/touch_target` (not resolved).
    case resource(String)
    /// `?attr/actionBarSize`, `?android:attr/listPreferredItemHeight`.
    case themeAttribute(String)
    case matchParent
    case wrapContent
    /// Anything else (`0`, a binding expression).
    case other(String)

    public init(_ text: String) {
        let value = text.trimmed
        switch value {
        case "match_parent", "fill_parent":
            self = .matchParent
            return
        case "wrap_content":
            self = .wrapContent
            return
        default:
            break
        }
        if value.hasPrefix("@") {
            self = .resource(value)
            return
        }
        if value.hasPrefix("?") {
            self = .themeAttribute(value)
            return
        }
        // A number (optional sign, digits, one dot) and then a unit.
        var number = ""
        var rest = Substring(value)
        if let sign = rest.first, sign == "-" || sign == "+" {
            number.append(sign)
            rest = rest.dropFirst()
        }
        var sawDot = false
        while let c = rest.first, c.isASCII, c.isNumber || (c == "." && !sawDot) {
            if c == "." { sawDot = true }
            number.append(c)
            rest = rest.dropFirst()
        }
        let unitText = rest == "dip" ? "dp" : String(rest)
        if let amount = Double(number), let unit = Unit(rawValue: unitText) {
            self = .size(amount, unit)
        } else {
            self = .other(value)
        }
    }

    /// The size in dp when it is written in dp (or dip).
    public var dp: Double? {
        if case .size(let amount, .dp) = self { return amount }
        return nil
    }
}
