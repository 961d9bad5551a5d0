/// Which language a token stream is. Gradle's Groovy DSL shares Kotlin's token shapes, so
/// one lexer and one structure pass serve both; the dialect switches the few differences.
public enum KotlinDialect: Sendable, Hashable {
    /// Kotlin and Gradle Kotlin DSL (`.kt`, `.kts`).
    case kotlin
    /// Gradle Groovy DSL (`.gradle`): `'…'` and `'''…'''` strings, escapes and templates in
    /// `"""…"""`, non-nesting block comments, and parenthesis-free command calls.
    case groovy
}
