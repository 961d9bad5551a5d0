import Foundation

/// Swift files that are leftover copies when no Xcode project says which target compiles what
/// (the `project.pbxproj` is not in the checkout): a file that declares a type another file
/// declares too cannot be compiled into one target with it, and when the other file lies in
/// the folder of an Info.plist (an app's or an extension's) while this one lies in no such
/// folder (a stray file at the root beside the app's folder, a second widget folder without the
/// extension's Info.plist), this one is the copy no product builds. Its code ships nowhere and
/// its names reach nothing.
///
/// Kept narrow: only when the project has no Xcode target at all (with one, target membership
/// decides), only when some Info.plist belongs to an app (so a folder without one is not an app
/// whose Info.plist Xcode generates), only for a non-private type (private types of two files
/// do not clash), and never for tests or Swift packages.
enum StrayTypeCopies {
    static func paths(_ outlines: [FileOutline], in project: Project) -> Set<String> {
        guard project.xcodeProjects.allSatisfy({ $0.targets.isEmpty }),
              project.resolver.soleAppInfoPlist != nil else { return [] }
        var byPlist: [String: Set<String>] = [:]
        var candidates: [FileOutline] = []
        for outline in outlines where outline.scope != .test {
            let target = project.resolver.target(for: outline.path)
            guard target.kind != .tests, target.kind != .swiftPackage else { continue }
            switch target.decidedBy {
            case .infoPlist:
                for name in outline.declarations where name.kind == .type { byPlist[name.name, default: []].insert(outline.path) }
            case .fallback, .folderConvention:
                if outline.declarations.contains(where: { $0.kind == .type }) { candidates.append(outline) }
            case .xcodeProject, .buildManifest:
                continue
            }
        }
        guard !byPlist.isEmpty, !candidates.isEmpty else { return [] }
        let files = Dictionary(project.files(of: .swift).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var stray = Set<String>()
        for outline in candidates {
            let copies = outline.declarations.filter { $0.kind == .type && byPlist[$0.name] != nil }
            guard !copies.isEmpty, let file = files[outline.path], let text = project.text(of: file) else { continue }
            let lines = text.components(separatedBy: "\n")
            if copies.contains(where: { !isPrivate($0, lines: lines) }) { stray.insert(outline.path) }
        }
        return stray
    }

    /// Whether the type's declaration says `private` or `fileprivate` before its keyword
    /// (attributes and modifiers may span lines; the first line holding the name ends the search).
    static func isPrivate(_ declaration: TopLevelDeclaration, lines: [String]) -> Bool {
        var head = ""
        for number in declaration.lines where number - 1 < lines.count {
            let line = lines[number - 1]
            if let keyword = line.range(of: "\\b(struct|class|enum|actor)\\s+" + NSRegularExpression.escapedPattern(for: declaration.name) + "\\b",
                                        options: .regularExpression) {
                head += " " + line[..<keyword.lowerBound]
                break
            }
            head += " " + line
            if number - declaration.lines.lowerBound > 20 { break }
        }
        return head.range(of: "\\b(private|fileprivate)\\b", options: .regularExpression) != nil
    }
}
