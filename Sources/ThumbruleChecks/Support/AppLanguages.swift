import ThumbruleCore

/// The languages an iOS app ships: its `.strings` files' `xx.lproj` folders and its String
/// Catalogs' localizations. Checks whose finding only matters once the app is translated
/// (or translated into a script written right to left) ask here.
enum AppLanguages {
    static func ios(_ project: Project) -> Set<String> {
        project.memo("app-languages.ios") {
            var found = Set<String>()
            for file in project.files(of: .strings) {
                guard let folder = file.path.split(separator: "/").dropLast().last, folder.hasSuffix(".lproj") else { continue }
                let language = String(folder.dropLast(".lproj".count))
                if language != "Base" { found.insert(language) }
            }
            for catalog in project.files(of: .stringCatalog) {
                if let text = project.text(of: catalog) { found.formUnion(LocalizedStrings.catalogLanguages(text)) }
            }
            return found
        }
    }

    /// Languages written right to left (ISO 639 codes; `iw` is Hebrew's old code).
    static let rightToLeftCodes: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

    /// The right-to-left ones among `languages` (`ar`, `fa-IR`, `he_IL`), sorted.
    static func rightToLeft(_ languages: Set<String>) -> [String] {
        languages.filter { language in
            let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
            return rightToLeftCodes.contains(code)
        }.sorted()
    }
}
