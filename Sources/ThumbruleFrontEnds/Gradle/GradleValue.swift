/// A Gradle setting's value as written, before resolution: `34`, `flutter.targetSdkVersion`,
/// `libs.versions.targetSdk.get().toInt()`, `findProperty("x")`. `GradleProject` resolves it
/// against the root script's `ext`, `gradle.properties`, the catalog and `buildSrc` constants.
public enum GradleValue: Sendable, Hashable {
    case integer(Int)
    case string(String)
    case boolean(Bool)
    /// A dotted name, conversions peeled off: `rootProject.ext.targetSdk`, `AppConfig.minSdk`,
    /// `extra["x"]` (as `["extra", "x"]`).
    case reference([String])
    /// `libs.versions.targetSdk` (the key with `-` and `_` read as `.`).
    case catalogVersion(catalog: String, key: String)
    /// `property("x")`, `findProperty("x")`, `providers.gradleProperty("x")`, `ext.get("x")`.
    case property(String)
    /// Anything else, as source text.
    case unknown(String)
}
