import Foundation
import ThumbruleCore

/// A baseline file (`--baseline`): a broken one must be an error message, never a crash.
@Sendable func fuzzBaseline(_ bytes: [UInt8]) {
    _ = try? Baseline.parse(Data(bytes), path: "thumbrule-baseline.json")
}
