/// How a dependency is written.
public enum GradleDependencyNotation: Sendable, Hashable {
    /// `"group:artifact:version"`; the version may hold an unresolved `$name` template.
    case coordinate(group: String, artifact: String, version: String?)
    /// `libs.play.services.ads` (alias with `-` and `_` read as `.`).
    case catalogLibrary(catalog: String, alias: String)
    /// `libs.bundles.compose`
    case catalogBundle(catalog: String, alias: String)
    /// `project(":core:data")`
    case project(path: String)
    /// `projects.core.data` (type-safe project accessors).
    case projectAccessor([String])
    /// `files(…)`, `fileTree(…)` or anything not read, as text.
    case other(String)
}
