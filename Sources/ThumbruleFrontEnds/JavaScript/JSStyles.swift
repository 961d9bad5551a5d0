/// The `StyleSheet.create({…})` objects of one file, and what a `style` expression resolves to
/// within the file: `styles.button`, an inline `{ width: 30 }`, an array of both, or a style of a
/// sheet a function builds (`const styles = (selected) => StyleSheet.create({…})`, used as
/// `styles(selected).button`), whose literal values hold whatever the arguments are. In an app
/// that uses NativeWind, an element's literal `className` is read too (`numbers(of:)` on the
/// element), since its Tailwind classes size the element as a style does.
public struct JSStyles: Sendable {
    /// A style property's value: a literal number, or something the file does not pin down.
    public enum Number: Sendable, Hashable {
        case literal(Double)
        case unknown
    }

    /// Variable → style name → the `{` of the style's object.
    public let sheets: [String: [String: Int]]
    let file: JSFile
    /// How to read a `className`; nil when the app does not use NativeWind, where a native
    /// element's `className` styles nothing.
    let nativeWind: NativeWindClasses?

    public init(file: JSFile, nativeWind: NativeWindClasses? = nil) {
        self.file = file
        self.nativeWind = nativeWind
        var sheets: [String: [String: Int]] = [:]
        for call in file.calls where call.name == "create" && call.receiver == ["StyleSheet"] {
            guard let argument = call.arguments.first, case .object(let brace) = file.value(of: argument),
                  let variable = JSStyles.sheetName(receiver: call.nameToken - 2, in: file) else { continue }
            var styles: [String: Int] = [:]
            for property in file.properties(ofObjectAt: brace) {
                if let key = property.key, case .object(let style) = file.value(of: property.value) { styles[key] = style }
            }
            sheets[variable] = styles
        }
        self.sheets = sheets
    }

    /// The name a sheet is bound to: `const styles = StyleSheet.create(…)`, or the name of an
    /// arrow function whose whole body is the call (`const styles = (on) => StyleSheet.create(…)`).
    static func sheetName(receiver: Int, in file: JSFile) -> String? {
        if file.source.kind(at: receiver - 1) == .arrow {
            return file.functions.first { $0.body.lowerBound == receiver }?.name
        }
        return JSFile.boundName(before: receiver, in: file.source)
    }

    /// The `{` of `name(…).style` or `name.style` in an expression, when the name is a sheet.
    func styleObject(_ expression: Range<Int>) -> Int? {
        let source = file.source
        switch file.value(of: expression) {
        case .reference(let names):
            guard names.count == 2 else { return nil }
            return sheets[names[0]]?[names[1]]
        default:
            // `styles(selected).button`: a call of a sheet function, then one member.
            let first = expression.lowerBound
            guard source.kind(at: first) == .identifier, source.kind(at: first + 1) == .leftParen,
                  let close = source.partner(of: first + 1), close + 3 == expression.upperBound,
                  source.kind(at: close + 1) == .dot, source.kind(at: close + 2) == .identifier else { return nil }
            return sheets[source.text(at: first)]?[source.text(at: close + 2)]
        }
    }

    /// The numeric properties an element's `className` and `style` set, the style winning as it
    /// does in NativeWind; empty with neither, nil when either is not resolvable in the file (a
    /// class list built at run time, a style from a prop).
    public func numbers(of element: JSXElement) -> [String: Number]? {
        var result: [String: Number] = [:]
        if let nativeWind, let attribute = element.attribute("className") {
            switch attribute.value {
            case .string(let classes): result = nativeWind.numbers(of: classes)
            case .expression(let range):
                guard case .string(let classes) = file.value(of: range) else { return nil }
                result = nativeWind.numbers(of: classes)
            case .none: return nil
            }
        }
        if let attribute = element.attribute("style") {
            guard case .expression(let range) = attribute.value, let style = numbers(of: range) else { return nil }
            result.merge(style) { _, new in new }
        }
        return result
    }

    /// The numeric properties an expression's styles set, later ones winning; nil when any part
    /// is not resolvable in the file (a prop, a conditional, a style from another file).
    public func numbers(of expression: Range<Int>) -> [String: Number]? {
        numbers(of: expression, depth: 0)
    }

    private func numbers(of expression: Range<Int>, depth: Int) -> [String: Number]? {
        guard depth < 8 else { return nil }
        switch file.value(of: expression) {
        case .object(let brace):
            var result: [String: Number] = [:]
            for property in file.properties(ofObjectAt: brace) {
                if property.isSpread {
                    guard let spread = numbers(of: property.value, depth: depth + 1) else { return nil }
                    result.merge(spread) { _, new in new }
                    continue
                }
                guard let key = property.key else { return nil }
                if case .number(let value) = file.value(of: property.value) { result[key] = .literal(value) } else { result[key] = .unknown }
            }
            return result
        case .reference, .other:
            guard let brace = styleObject(expression) else { return nil }
            return numbers(of: brace..<((file.source.partner(of: brace) ?? brace) + 1), depth: depth + 1)
        case .array(let bracket):
            var result: [String: Number] = [:]
            for element in file.elements(ofArrayAt: bracket) {
                switch file.value(of: element) {
                case .null, .bool(false): continue
                default:
                    guard let part = numbers(of: element, depth: depth + 1) else { return nil }
                    result.merge(part) { _, new in new }
                }
            }
            return result
        case .null:
            return [:]
        default:
            return nil
        }
    }
}
