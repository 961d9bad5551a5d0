/// The languages the app itself is localised into, read once per project and shared by every
/// check that states or depends on that count.
extension Project {
    /// The languages of the app's `.strings` files (their `xx.lproj` folders) and String
    /// Catalogs, and the one its text is written in: the first catalog's `sourceLanguage`, if any.
    /// A localisation shipped inside a dependency (a vendored `.framework` or `.xcframework`, an
    /// SDK's resource `.bundle`, a Pods, Carthage or package checkout) is that SDK's own, not
    /// the app's: a vendored watch-connection SDK carries 29 `.lproj` folders in an app that is
    /// English only.
    package var appLanguages: (all: Set<String>, source: String?) {
        memo("l10n-strings.uikit-languages") {
            var found = Set<String>()
            var source: String?
            for file in files(of: .strings) where !ProjectPath.isInsideDependency(file.path) {
                guard let folder = file.path.split(separator: "/").dropLast().last, folder.hasSuffix(".lproj") else { continue }
                let language = String(folder.dropLast(".lproj".count))
                if language != "Base" { found.insert(language) }
            }
            for catalog in files(of: .stringCatalog) where !ProjectPath.isInsideDependency(catalog.path) {
                guard let read = text(of: catalog).flatMap(LocalizedStrings.catalogLanguages) else { continue }
                found.formUnion(read.all)
                source = source ?? read.source
            }
            return (found, source)
        }
    }
}

extension ProjectPath {
    /// Folders that hold another party's code or resources once a dependency manager has run.
    private static let dependencyFolders: Set<Substring> = ["Pods", "Carthage", "SourcePackages", "checkouts", "node_modules", ".build"]

    /// Whether a file ships inside a dependency rather than the app's own resources: under a
    /// `.framework` or `.xcframework`, a resource `.bundle` (the app's own `Settings.bundle`
    /// aside), or a dependency manager's folder.
    package static func isInsideDependency(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { part in
            dependencyFolders.contains(part) || part.hasSuffix(".framework") || part.hasSuffix(".xcframework")
                || part.hasSuffix(".bundle") && part != "Settings.bundle"
        }
    }
}
