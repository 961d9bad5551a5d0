import Dispatch
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
    /// sample app module.
    public let scope: CodeScope
}

extension Project {
    /// The Java files whose bytes hold `word` (comments and strings included), lexed on first
    /// use and shared, in path order: checks read Java only for a few names, and lexing every
    /// file of a large Java app would cost more than the rest of the run. A file that cannot be
    /// read is skipped: Java only ever keeps a check silent.
    public func androidJavaFiles(mentioning word: String) -> [AndroidJavaFile] {
        memo("android-java-files:" + word) {
            let inputs = files.filter { $0.kind == .java }
            let android = self.android
            let lexed = ResultSlots<AndroidJavaFile?>(count: inputs.count)
            DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                let input = inputs[index]
                guard let data = try? input.readData(), case let bytes = [UInt8](data), bytes.contains(utf8: word) else {
                    lexed.store(index, nil)
                    return
                }
                let scope = android.scope(at: SourcePosition(path: input.path, line: 1, column: 1))
                lexed.store(index, AndroidJavaFile(path: input.path, source: KotlinSource(bytes: bytes, dialect: .groovy), scope: scope))
            }
            return lexed.values.compactMap { $0 }.sorted { $0.path < $1.path }
        }
    }
}
