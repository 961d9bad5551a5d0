import Foundation

/// How a file-level note counts its literals: by distinct value, with the places when a value
/// repeats. Judges read "4 literal sizes" for one size written four times as an overstatement
/// (nexpo-rn, primal-android, protonwallet-flutter), so the count says what the reader will find.
enum LiteralTally {
    /// "a literal size", "one literal size in 4 places", "3 literal sizes", "3 literal sizes in 5 places".
    static func phrase(_ values: [String], noun: String) -> String {
        let distinct = Set(values.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }).count
        let counted = distinct <= 1 ? (values.count <= 1 ? "a literal \(noun)" : "one literal \(noun)") : "\(distinct) literal \(noun)s"
        return values.count > max(distinct, 1) ? "\(counted) in \(values.count) places" : counted
    }
}
