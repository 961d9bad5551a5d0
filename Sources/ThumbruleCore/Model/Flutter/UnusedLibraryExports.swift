import ThumbruleFrontEnds

/// An `export` directive of a library package's file: `barrel` re-exports `target`.
struct ExportEdge: Hashable {
    let barrel: String
    let target: String
}

/// Exports of a library package's barrel that the phone apps import but never use. A name
/// a library declares reaches code only in a file that imports it, and Dart runs nothing that
/// is not named (no reflection), so when no phone file importing the barrel spells any name
/// the exported file declares or re-exports, that file is not in the phone app:
/// `package:legal/legal.dart` exports the privacy page its website shows, while the phone app
/// imports it for the imprint alone and ships a copy of the page of its own.
///
/// Judged only where every name can be seen: an export that brings an extension (its members
/// are called without its name), or a barrel a phone file re-exports or imports into a
/// library with parts, keeps its exports. A `show` clause limits what an export brings.
enum UnusedLibraryExports {
    /// The unused exports of the barrels of `libraries` (their `lib/` folders) among the files
    /// `reached` from the phone apps; `files` holds the structure of each non-generated file.
    static func edges(reached: Set<String>, directives: [(path: String, imports: [DartImport])], files: [String: DartFile],
                      libraries: [String], packages: [(lib: String, package: String)]) -> Set<ExportEdge> {
        let importsOf = Dictionary(directives.map { ($0.path, $0.imports) }, uniquingKeysWith: { first, _ in first })
        var result = Set<ExportEdge>()
        for barrel in reached {
            guard let library = libraries.first(where: { barrel.hasPrefix($0) }) else { continue }
            let exports = (importsOf[barrel] ?? []).filter { $0.kind == .export }
            guard !exports.isEmpty else { continue }
            // The phone files outside the library that name the barrel in a directive.
            var users: [String] = []
            var opaque = false
            for path in reached where !path.hasPrefix(library) {
                let imports = importsOf[path] ?? []
                let naming = imports.filter { UnimportedDartFiles.targets(of: $0, from: path, apps: packages).contains(barrel) }
                guard !naming.isEmpty else { continue }
                if naming.contains(where: { $0.kind != .import }) || imports.contains(where: { $0.kind == .part }) { opaque = true }
                users.append(path)
            }
            guard !opaque, !users.isEmpty else { continue }
            for export in exports {
                for target in UnimportedDartFiles.targets(of: export, from: barrel, apps: packages) {
                    var visited = Set<String>()
                    guard let exported = exportedNames(export, of: barrel, target: target, importsOf, files, packages, &visited),
                          exported.extensions.isEmpty, !exported.names.isEmpty,
                          !users.contains(where: { files[$0]?.names(exported.names) ?? true }) else { continue }
                    result.insert(ExportEdge(barrel: barrel, target: target))
                }
            }
        }
        return result
    }

    /// What a file declares at its top level, with what the files it exports or includes as
    /// parts bring: its names and the names of its extensions (called without their name); nil
    /// when one of the files is not read.
    static func declaredNames(_ path: String, _ importsOf: [String: [DartImport]], _ files: [String: DartFile],
                              _ packages: [(lib: String, package: String)], _ visited: inout Set<String>) -> (names: Set<String>, extensions: Set<String>)? {
        guard visited.insert(path).inserted else { return ([], []) }
        guard let file = files[path] else { return nil }
        var names = Set(file.classes.compactMap(\.name))
        var extensions = Set(file.classes.filter { $0.kind == .extension }.compactMap(\.name))
        names.formUnion(file.functions.filter { $0.enclosingClass == nil && $0.enclosingFunction == nil }.compactMap(\.name))
        names.formUnion(topLevelVariables(file.source))
        for directive in importsOf[path] ?? [] where directive.kind != .import {
            for target in UnimportedDartFiles.targets(of: directive, from: path, apps: packages) {
                guard let more = exportedNames(directive, of: path, target: target, importsOf, files, packages, &visited) else { return nil }
                names.formUnion(more.names)
                extensions.formUnion(more.extensions)
            }
        }
        return (names, extensions)
    }

    /// What an `export` (or `part`) directive of `path` brings from `target`: everything the
    /// target declares, or with `show A, B` those names alone.
    static func exportedNames(_ directive: DartImport, of path: String, target: String, _ importsOf: [String: [DartImport]],
                              _ files: [String: DartFile], _ packages: [(lib: String, package: String)],
                              _ visited: inout Set<String>) -> (names: Set<String>, extensions: Set<String>)? {
        guard let declared = declaredNames(target, importsOf, files, packages, &visited) else { return nil }
        guard let source = files[path]?.source, let shown = shownNames(directive, in: source) else { return declared }
        return (shown, declared.extensions.intersection(shown))
    }

    /// The names of a directive's `show` clause (`export 'src/page.dart' show Page, PageConfig;`),
    /// or nil when it has none.
    static func shownNames(_ directive: DartImport, in source: DartSource) -> Set<String>? {
        guard let keyword = source.tokenIndex(at: directive.position) else { return nil }
        var index = keyword
        var shown: Set<String>?
        while index < source.tokens.count, source.kind(at: index) != .semicolon {
            if source.kind(at: index) == .leftParen, let close = source.partner(of: index) {
                index = close + 1
                continue
            }
            if source.kind(at: index) == .identifier {
                if source.tokenIs(index, "show") {
                    shown = shown ?? []
                } else if source.tokenIs(index, "hide") {
                    return nil
                } else if shown != nil {
                    shown?.insert(source.text(at: index))
                }
            }
            index += 1
        }
        return shown
    }

    /// Names a top-level statement other than a directive may declare (`final v1 = …;`,
    /// `typedef F = …;`, `const a = 1, b = 2;`): each word at its own depth followed by `=`,
    /// `,` or `;`. A superset does no harm: a name too many only keeps an export.
    static func topLevelVariables(_ source: DartSource) -> Set<String> {
        var names = Set<String>()
        var index = 0
        var start = 0
        while index < source.tokens.count {
            switch source.kind(at: index) {
            case .leftBrace?, .leftParen?, .leftBracket?:
                guard let close = source.partner(of: index) else { return names }
                let brace = source.kind(at: index) == .leftBrace
                index = close + 1
                if brace, source.kind(at: index) != .semicolon { start = index }
                continue
            case .semicolon?:
                start = index + 1
            case .identifier?:
                let word = source.text(at: index)
                let next = source.kind(at: index + 1)
                if !directiveWords.contains(source.text(at: start)), next == .assign || next == .comma || next == .semicolon {
                    names.insert(word)
                }
            default: break
            }
            index += 1
        }
        return names
    }

    static let directiveWords: Set<String> = ["import", "export", "part", "library"]
}
