import Foundation

/// Numbers in decoded JSON. `JSONSerialization` hands out `true` and `1` alike as
/// `NSNumber`, and either one casts to `Bool`, so only the type code tells them apart.
enum JSONNumbers {
    static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// The whole number a JSON value holds; nil for booleans, fractions and non-numbers.
    static func integer(_ value: Any?) -> Int? {
        guard let value, let number = value as? NSNumber, !isBoolean(value), Double(number.intValue) == number.doubleValue else { return nil }
        return number.intValue
    }
}
