/// A value of the TOML subset version catalogs use.
public indirect enum TOMLValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case double(Double)
    case boolean(Bool)
    case array([TOMLValue])
    /// A table; dotted keys (`version.ref = "x"`) nest as tables.
    case table([String: TOMLValue])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var table: [String: TOMLValue]? {
        if case .table(let value) = self { return value }
        return nil
    }

    public subscript(key: String) -> TOMLValue? { table?[key] }
}
