/// A value set in a build script and where, so a finding can point at the line.
public struct GradleSetting: Sendable, Hashable {
    public let value: GradleValue
    public let position: TextPosition
}
