/// An Android API level as far as the scripts tell.
public enum SdkLevel: Sendable, Hashable {
    case known(Int)
    /// Not known exactly but no lower than this: Flutter's `flutter.targetSdkVersion`
    /// depends on the Flutter version, and every recent one is at least 33.
    case unknownAtLeast(Int)
    case unknown

    /// The lowest level it can be, when anything is known.
    public var lowerBound: Int? {
        switch self {
        case .known(let level), .unknownAtLeast(let level): return level
        case .unknown: return nil
        }
    }

    /// True when the level is certainly at least `level`.
    public func isAtLeast(_ level: Int) -> Bool { (lowerBound ?? Int.min) >= level }

    /// True when the level is certainly below `level`.
    public func isBelow(_ level: Int) -> Bool {
        if case .known(let value) = self { return value < level }
        return false
    }
}
