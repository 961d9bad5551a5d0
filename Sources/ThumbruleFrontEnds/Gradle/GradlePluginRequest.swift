/// A plugin a build script applies or declares: `id("com.android.application")`,
/// `alias(libs.plugins.android.application)`, `kotlin("android")`, `apply plugin: 'x'`.
public struct GradlePluginRequest: Sendable, Hashable {
    /// The plugin id, when written directly.
    public let id: String?
    /// The catalog accessor (`libs`) and alias (`android.application`) of `alias(…)`.
    public let catalog: String?
    public let alias: String?
    public let version: String?
    /// False for `apply false` (declared for subprojects, not applied here).
    public let isApplied: Bool
    public let position: TextPosition
}
