import ThumbruleCore
import ThumbruleFrontEnds

/// `fontSize: 13` written in a screen's or component's styles instead of taken from the app's
/// type scale. React Native scales `fontSize` with the user's text setting, but each call site
/// picks its own size and the hierarchy becomes whatever they picked. One note per file, at the
/// first literal, with the count: the fix is a review of the file's text, not of each line.
///
/// Theme definitions are where literals belong and are left alone: files under a `theme`,
/// `typography`, `fonts`, `tokens` or `design-system` folder, or named for a theme, typography,
/// fonts or text styles. A size computed from a scale (`fontSize: type.body`) is not a literal,
/// and a literal in a `StyleSheet.create` style that no code names is not a size the app shows
/// (`UnusedStyleNames`).
struct ReactNativeLiteralFontSize: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "type-scale.rn-literal-font-size",
        ruleId: "type-scale",
        summary: "React Native text sized with fontSize literals outside the type scale (one note per file)",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/PriceTag.tsx", """
                export const PriceTag = ({ price }) => <Text style={[styles.price, { ↓fontSize: 12 }]}>{price}</Text>;

                const styles = StyleSheet.create({
                  price: { fontSize: 28, fontWeight: '700' },
                });
                """),
            ]),
            // A style another file names is shown, wherever its sheet is declared.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Threads/index.tsx", """
                import styles from './styles';

                export const Empty = () => <Text style={styles.noDataFound}>No threads</Text>;
                """),
                ("src/Threads/styles.ts", """
                import { StyleSheet } from 'react-native';

                export default StyleSheet.create({
                  noDataFound: { ↓fontSize: 14 },
                });
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/PriceTag.tsx", """
                import { type } from './theme/typography';

                export const PriceTag = ({ price }) => <Text style={type.headline}>{price}</Text>;
                const styles = StyleSheet.create({ unit: { fontSize: type.caption.fontSize } });
                """),
                ("src/theme/typography.ts", """
                export const type = {
                  headline: { fontSize: 28, fontWeight: '700' },
                  caption: { fontSize: 12 },
                };
                """),
            ]),
            // `noDataFound` is named nowhere: its size is never shown.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Threads/index.tsx", """
                import styles from './styles';

                export const Threads = ({ items }) => <FlatList style={styles.list} data={items} />;
                """),
                ("src/Threads/styles.ts", """
                import { StyleSheet } from 'react-native';

                export default StyleSheet.create({
                  list: { flex: 1 },
                  noDataFound: { fontSize: 14 },
                });
                """),
            ]),
        ]
    )

    static let themeFolders: Set<String> = ["theme", "themes", "typography", "fonts", "tokens", "design-system", "designsystem"]
    static let themeNames = ["theme", "typography", "font", "textstyle", "tokens"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app && file.file.source.bytes.contains(utf8: "fontSize") && !Self.isThemeFile(file.path) {
            let source = file.file.source
            let literals = source.tokens.indices.filter { index in
                source.isWord("fontSize", at: index) && source.kind(at: index + 1) == .colon && source.kind(at: index + 2) == .number
                    && (source.kind(at: index - 1) == .leftBrace || source.kind(at: index - 1) == .comma)
                    && (source.kind(at: index + 3) == .comma || source.kind(at: index + 3) == .rightBrace)
            }
            let unused = UnusedStyleNames(file, in: reactNative)
            let shown = literals.filter { !unused.holds($0) }
            guard let first = shown.first else { continue }
            let count = shown.count == 1 ? "a literal size" : "\(shown.count) literal sizes"
            output.report(
                "This file sets text in \(count) (first: fontSize: \(source.text(at: first + 2))) instead of a role from the type scale: React Native scales it with the user's text size, but each call site picks its own size and the hierarchy drifts. Define the sizes once as named roles (body, caption, title) and take them from there.",
                at: file.position(ofToken: first), confidence: .low)
        }
    }

    /// A file of theme definitions: under a theme folder, or named for a theme, typography or fonts.
    static func isThemeFile(_ path: String) -> Bool {
        let components = path.lowercased().split(separator: "/")
        let name = components.last ?? ""
        return components.dropLast().contains { themeFolders.contains(String($0)) } || themeNames.contains { name.contains($0) }
    }
}

/// The `StyleSheet.create` styles of one file that no code names, so what they set is never
/// shown. A style counts as named when its name appears anywhere else in the file or in any
/// other JavaScript file of the app (a substring is enough), and every style of a sheet counts
/// as named when the sheet is used other than as `sheet.name` (`sheet[key]`, passed whole,
/// spread) in its file or a file importing it, or when it is exported and no file of the app
/// can be seen importing it (an alias path the model does not resolve).
struct UnusedStyleNames {
    /// Token ranges (the style's braces) of the styles nothing names.
    private let ranges: [ClosedRange<Int>]

    init(_ file: ReactNativeFile, in model: ReactNativeModel) {
        let source = file.file.source
        var ranges: [ClosedRange<Int>] = []
        for call in file.file.calls where call.name == "create" && call.receiver == ["StyleSheet"] {
            guard let argument = call.arguments.first, case .object(let brace) = file.file.value(of: argument) else { continue }
            let styles = file.file.properties(ofObjectAt: brace).compactMap { property -> (String, Int)? in
                guard let key = property.key, case .object(let style) = file.file.value(of: property.value) else { return nil }
                return (key, style)
            }
            let start = call.nameToken - 2
            let exportedWhole = source.isWord("default", at: start - 1) && source.isWord("export", at: start - 2)
            let variable = Self.boundVariable(before: start, in: source)
            guard exportedWhole || variable != nil, styles.contains(where: { Self.occurrences(of: $0.0, in: source) == 1 }),
                  Self.onlyMembersUsed(of: variable, in: source, skipping: start - 2) else { continue }
            let exported = exportedWhole || variable.map { Self.isExported($0, in: source) } == true
            if exported {
                let importers = model.files.filter { other in
                    other.path != file.path && other.file.imports.contains { model.resolve($0.module, from: other.path) == file.path }
                }
                guard !importers.isEmpty, importers.allSatisfy({ importer in
                    importer.file.imports.filter { model.resolve($0.module, from: importer.path) == file.path }.allSatisfy { found in
                        found.bindings.allSatisfy { $0.imported != "*" && Self.onlyMembersUsed(of: $0.local, in: importer.file.source, skipping: nil) }
                    }
                }) else { continue }
            }
            for (name, style) in styles where Self.occurrences(of: name, in: source) == 1 {
                guard let end = source.partner(of: style),
                      !model.files.contains(where: { $0.path != file.path && $0.file.source.bytes.contains(utf8: name) }) else { continue }
                ranges.append(style...end)
            }
        }
        self.ranges = ranges
    }

    /// Whether the token sits in a style nothing names.
    func holds(_ token: Int) -> Bool {
        ranges.contains { $0.contains(token) }
    }

    /// `const name = StyleSheet.create(…)`: the name, with `StyleSheet` at `index`.
    static func boundVariable(before index: Int, in source: JSSource) -> String? {
        guard source.kind(at: index - 1) == .assign, source.kind(at: index - 2) == .identifier,
              ["const", "let", "var"].contains(where: { source.isWord($0, at: index - 3) }) else { return nil }
        return source.text(at: index - 2)
    }

    /// `export const name` or `export default name` / `export { name }` anywhere in the file.
    static func isExported(_ name: String, in source: JSSource) -> Bool {
        source.tokens.indices.contains { index in
            source.isWord(name, at: index) && (source.isWord("export", at: index - 2) || source.isWord("default", at: index - 1)
                || source.kind(at: index - 1) == .leftBrace && source.isWord("export", at: index - 2))
        }
    }

    /// How many identifier or string tokens spell the name.
    static func occurrences(of name: String, in source: JSSource) -> Int {
        source.tokens.indices.reduce(0) { count, index in
            let kind = source.kind(at: index)
            return count + ((kind == .identifier && source.isWord(name, at: index)) || (kind == .string && source.stringValue(at: index) == name) ? 1 : 0)
        }
    }

    /// True when every use of `name` in the file is `name.member` (or `name?.member`), leaving
    /// out its declaration (`const name =`, at `skipping`) and import bindings; true for no name.
    static func onlyMembersUsed(of name: String?, in source: JSSource, skipping declaration: Int?) -> Bool {
        guard let name else { return true }
        return source.tokens.indices.allSatisfy { index in
            guard source.kind(at: index) == .identifier, source.isWord(name, at: index), index != declaration,
                  source.kind(at: index - 1) != .dot, source.kind(at: index - 1) != .optionalDot, !isImportBinding(index, in: source) else { return true }
            if source.kind(at: index + 1) == .dot || source.kind(at: index + 1) == .optionalDot { return true }
            // `const name = require('./styles')`
            return source.kind(at: index + 1) == .assign && ["const", "let", "var"].contains { source.isWord($0, at: index - 1) }
        }
    }

    /// Whether the identifier is a binding of an `import … from` statement.
    static func isImportBinding(_ index: Int, in source: JSSource) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor < 40 {
            if source.isWord("import", at: cursor) { return true }
            guard let kind = source.kind(at: cursor), [.identifier, .comma, .leftBrace, .operator].contains(kind) else { return false }
            cursor -= 1
        }
        return false
    }
}
