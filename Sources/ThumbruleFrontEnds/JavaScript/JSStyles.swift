/// The `StyleSheet.create({…})` objects of one file, and what a `style` expression resolves to
/// within the file: `styles.button`, an inline `{ width: 30 }`, or an array of both.
public struct JSStyles: Sendable {
    /// A style property's value: a literal number, or something the file does not pin down.
    public enum Number: Sendable, Hashable {
        case literal(Double)
        case unknown
    }

    /// Variable → style name → the `{` of the style's object.
    public let sheets: [String: [String: Int]]
    let file: JSFile

    public init(file: JSFile) {
        self.file = file
        var sheets: [String: [String: Int]] = [:]
        for call in file.calls where call.name == "create" && call.receiver == ["StyleSheet"] {
            guard let argument = call.arguments.first, case .object(let brace) = file.value(of: argument),
                  let variable = JSFile.boundName(before: call.nameToken - 2, in: file.source) else { continue }
            var styles: [String: Int] = [:]
            for property in file.properties(ofObjectAt: brace) {
                if let key = property.key, case .object(let style) = file.value(of: property.value) { styles[key] = style }
            }
            sheets[variable] = styles
        }
        self.sheets = sheets
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
        case .reference(let names):
            guard names.count == 2, let brace = sheets[names[0]]?[names[1]] else { return nil }
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
