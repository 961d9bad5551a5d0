import ThumbruleCore
import ThumbruleFrontEnds

/// `fontSize: 13` written in a screen's or component's styles instead of taken from the app's
/// type scale. React Native scales `fontSize` with the user's text setting, but each call site
/// picks its own size and the hierarchy becomes whatever they picked. One note per file, at the
/// first literal, with the count: the fix is a review of the file's text, not of each line.
///
/// Theme definitions are where literals belong and are left alone: files under a `theme`,
/// `typography`, `fonts`, `tokens` or `design-system` folder, or named for a theme, typography,
/// fonts or text styles. A size computed from a scale (`fontSize: type.body`) is not a literal.
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
            guard let first = literals.first else { continue }
            let count = literals.count == 1 ? "a literal size" : "\(literals.count) literal sizes"
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
