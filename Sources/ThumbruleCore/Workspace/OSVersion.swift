/// An OS version as build settings and `#available` write it (`10.3`, `17`, `16.4.1`),
/// compared part by part.
public struct OSVersion: Sendable, Comparable, CustomStringConvertible {
    public let parts: [Int]

    /// Nil unless the text is numbers joined by dots.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        self.parts = parts.compactMap { $0 }
    }

    /// The oldest iOS a current Xcode builds for: Xcode 15 and later raise a lower
    /// `IPHONEOS_DEPLOYMENT_TARGET` to it, and the App Store takes only builds from them.
    public static let oldestBuildableIOS = OSVersion("12.0")!

    public var description: String { parts.map(String.init).joined(separator: ".") }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
}
