import ThumbruleFrontEnds

/// A Java file of an Android build, lexed for its names and calls, not structured. Java's
/// tokens have the shapes the Kotlin lexer reads in its Groovy dialect (block comments that do
/// not nest, `'…'` literals, no backtick names), so that lexer serves; the structure pass is
/// Kotlin's and is not run. Checks read Java only to stay silent: a layout view whose
/// description Java code sets is named.
public struct AndroidJavaFile: Sendable {
    public let path: String
    public let source: KotlinSource
    /// From the source set: `.app`, `.test` or `.debugOnly`; `.test` too in a test harness or
    /// sample app module (set by the model).
    public internal(set) var scope: CodeScope

    init(path: String, bytes: [UInt8]) {
        self.path = path
        source = KotlinSource(bytes: bytes, dialect: .groovy)
        scope = AndroidModel.scope(ofPath: path)
    }
}
