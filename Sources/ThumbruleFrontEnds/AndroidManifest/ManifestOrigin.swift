/// Where an entry of a merged manifest comes from.
public enum ManifestOrigin: Sendable, Hashable {
    /// A manifest file of the build (an app or library module's), by path.
    case file(String)
    /// A library's own manifest, known from `LibraryManifestContributions`, by `group:artifact`.
    case library(String)
}
