import Foundation
import ThumbruleCore

/// A `.thumbrule.json`: a broken one must be a configuration error, never a crash.
@Sendable func fuzzConfiguration(_ bytes: [UInt8]) {
    _ = try? Configuration.parse(Data(bytes), path: ".thumbrule.json")
}
