/// An attribute with its name normalised to the usual Android prefixes: whatever prefix a file
/// binds to the Android namespace, the name here is `android:…` (likewise `tools:` and `app:`).
public struct XMLAttribute: Sendable, Hashable {
    /// `android:name`, `tools:node`, `app:layout_constraintTop_toTopOf`, `package`.
    public let name: String
    public let value: String
}
