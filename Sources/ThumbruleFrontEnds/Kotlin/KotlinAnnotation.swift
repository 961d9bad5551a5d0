/// `@Composable`, `@Preview(showBackground = true)`, `@file:Suppress("x")`.
public struct KotlinAnnotation: Sendable, Hashable {
    /// The name as written, dotted when qualified (`androidx.compose.runtime.Composable`).
    public let name: String
    /// `file` in `@file:Suppress`, `get` in `@get:JvmName`.
    public let useSite: String?
    public let arguments: [KotlinArgument]
    public let position: TextPosition

    /// The last component of the name.
    public var shortName: String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}
