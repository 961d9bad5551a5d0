import ThumbruleCore
import ThumbruleFrontEnds

extension ModuleReferences {
    /// Whether the file at `path` draws artwork that the app exports as a picture: it has no
    /// controls (`ReactNativeLiteralColor.drawsControls`), and every app file importing it uses
    /// the imported names only as JSX tags, each inside a view captured to an image with
    /// react-native-view-shot (an element whose `ref={posterRef}` the same file hands to
    /// `captureRef(posterRef, …)`, or a `<ViewShot>`). A poster, receipt or share card saved to
    /// the photo library keeps the colours and sizes it was laid out in whatever the phone's
    /// appearance or text size, so the roles of the app's own screens do not apply to it.
    /// False when some file refers to it other than by an import, or no app file imports it.
    func drawnOnlyIntoCapturedImages(_ file: ReactNativeFile, in model: ReactNativeModel) -> Bool {
        guard !ReactNativeLiteralColor.drawsControls(file.file),
              let importers = importers(of: file.path, in: model)?.filter({ $0.file.scope == .app }), !importers.isEmpty
        else { return false }
        return importers.allSatisfy { importer in
            guard let tags = importer.tags() else { return false }
            let js = importer.file.file
            let capturing = CapturedViews.elements(in: js)
            guard !capturing.isEmpty else { return false }
            return tags.allSatisfy { tag in
                var current = js.elements[tag].parent
                while let index = current {
                    if capturing.contains(index) { return true }
                    current = js.elements[index].parent
                }
                return false
            }
        }
    }
}

/// The views of a file that the app captures to an image with react-native-view-shot: a
/// `<ViewShot>`, or an element whose `ref={posterRef}` the same file hands to
/// `captureRef(posterRef, …)`. A receipt or share card saved or shared as a picture keeps the
/// colours it was laid out in whatever the phone's appearance.
enum CapturedViews {
    /// The indices of the capturing elements.
    static func elements(in js: JSFile) -> Set<Int> {
        let source = js.source
        // `captureRef(posterRef, …)` or `captureRef(posterRef.current, …)`.
        let captured = Set(js.calls.filter { $0.name == "captureRef" }.compactMap { call -> String? in
            guard let argument = call.arguments.first, source.kind(at: argument.lowerBound) == .identifier,
                  argument.count == 1 || argument.count == 3 && source.kind(at: argument.lowerBound + 1) == .dot
                    && source.isWord("current", at: argument.lowerBound + 2)
            else { return nil }
            return source.text(at: argument.lowerBound)
        })
        let shots = Set(js.imports.filter { $0.module == "react-native-view-shot" }.flatMap(\.bindings)
            .filter { $0.imported == "default" }.map(\.local))
        guard !captured.isEmpty || !shots.isEmpty else { return [] }
        return Set(js.elements.indices.filter { index in
            let element = js.elements[index]
            if shots.contains(element.name) { return true }
            guard let ref = element.attribute("ref")?.expression, ref.count == 1 else { return false }
            return captured.contains(source.text(at: ref.lowerBound))
        })
    }

    /// The token ranges of the capturing elements, their tags and content.
    static func ranges(in js: JSFile) -> [Range<Int>] {
        elements(in: js).map { js.elements[$0].openToken..<max(js.elements[$0].content.upperBound, js.elements[$0].tagEnd + 1) }
    }
}

extension ModuleReferences {
    /// Whether an error boundary draws the file in its fallback while reading no palette or
    /// theme itself: a class with `getDerivedStateFromError` or `componentDidCatch` that takes
    /// no colour role (`ReactNativeLiteralColor.takesColorRoles`) and draws the file as a tag,
    /// when the file imports no palette or theme either. A boundary at the root of the app sits
    /// above the theme's provider, so what its fallback draws must look right with no theme:
    /// its colours and sizes are its own, as the last screen standing after a crash, and no role
    /// is there to take. The other files drawing it must sit in the boundary's folder (an error
    /// modal beside it): a component the whole app shares, such as a button, is no part of the
    /// boundary's own look and keeps its findings.
    func drawnByThemelessErrorBoundary(_ file: ReactNativeFile, in model: ReactNativeModel) -> Bool {
        guard !ReactNativeLiteralColor.importsRoles(file, in: model),
              let importers = importers(of: file.path, in: model)?.filter({ $0.file.scope == .app }),
              let boundary = importers.first(where: { importer in
                  importer.file.file.functions.contains { $0.name == "getDerivedStateFromError" || $0.name == "componentDidCatch" }
                      && !ReactNativeLiteralColor.takesColorRoles(importer.file, in: model) && importer.tags() != nil
              })
        else { return false }
        func folder(_ path: String) -> Substring { path[..<(path.lastIndex(of: "/") ?? path.startIndex)] }
        return importers.allSatisfy { folder($0.file.path) == folder(boundary.file.path) }
    }
}

extension ModuleReferences.Importer {
    /// The JSX elements drawing what this file imports, when the imported names are used only
    /// as tags (`<Poster />`, not `component={Poster}` or `Poster(props)`); nil for any other
    /// use, for a side-effect import, or when no tag draws them.
    func tags() -> [Int]? {
        guard imports.allSatisfy({ !$0.bindings.isEmpty }) else { return nil }
        let names = Set(imports.flatMap(\.bindings).map(\.local))
        let source = file.file.source
        guard ModuleReferences.uses(of: names, in: source).allSatisfy({ source.kind(at: $0) == .jsxName }) else { return nil }
        let elements = file.file.elements
        let tags = elements.indices.filter { names.contains(String(elements[$0].name.split(separator: ".").first ?? "")) }
        return tags.isEmpty ? nil : tags
    }
}

extension ReactNativeExample {
    /// A result screen that saves a score card as a picture with react-native-view-shot and
    /// shares it; with `alsoOnScreen` the screen draws the card a second time outside the
    /// captured view, as part of its own UI. `colorMarker` and `sizeMarker` go before the card's
    /// first colour and first size.
    static func capturedScoreCard(alsoOnScreen: Bool, colorMarker: String = "", sizeMarker: String = "") -> CheckExample {
        CheckExample(files: [
            ReactNativeExample.package(["react-native-view-shot", "react-native-share"]),
            ("src/theme/colors.ts", "export const colors = { text: '#121212', background: '#FAFAFA' };"),
            ("src/share/ScoreCard.tsx", """
            import { StyleSheet, Text, View } from 'react-native';

            export const ScoreCard = ({ score }) => (
              <View style={styles.card}>
                <Text style={styles.score}>{score}</Text>
              </View>
            );

            const styles = StyleSheet.create({
              card: { width: 320, padding: 24, \(colorMarker)backgroundColor: '#1E2A44' },
              score: { color: '#FFC94D', \(sizeMarker)fontSize: 48 },
            });
            """),
            ("src/screens/Result.tsx", """
            import { useRef } from 'react';
            import { Button, View } from 'react-native';
            import { captureRef } from 'react-native-view-shot';
            import Share from 'react-native-share';
            import { colors } from '../theme/colors';
            import { ScoreCard } from '../share/ScoreCard';

            export const Result = ({ score }) => {
              const card = useRef(null);
              const share = async () => Share.open({ url: await captureRef(card, { format: 'png' }) });
              return (
                <View style={{ backgroundColor: colors.background }}>
                  <View ref={card}>
                    <ScoreCard score={score} />
                  </View>
                  \(alsoOnScreen ? "<ScoreCard score={score} />" : "")
                  <Button title="Share" onPress={share} />
                </View>
              );
            };
            """),
        ])
    }
}

extension ReactNativeExample {
    /// An error boundary drawing a crash card as its fallback. With `boundaryReadsTheme` the
    /// boundary takes the theme from its context (it sits inside the provider); without, it
    /// reads nothing, as one at the root above every provider. `colorMarker` and `sizeMarker`
    /// go before the card's first colour and first size. With `alsoOnHelpScreen` a screen in
    /// another folder draws the same card as part of the app's own UI.
    static func crashCardInBoundary(boundaryReadsTheme: Bool, alsoOnHelpScreen: Bool = false, colorMarker: String = "",
                                    sizeMarker: String = "") -> CheckExample {
        let help: [(String, String)] = alsoOnHelpScreen ? [("src/screens/Help.tsx", """
            import { CrashCard } from '../crash/CrashCard';

            export const Help = ({ onRestart }) => <CrashCard onRestart={onRestart} />;
            """)] : []
        return CheckExample(files: help + [
            ReactNativeExample.package(),
            ("src/theme/colors.ts", "export const colors = { text: '#121212', background: '#FAFAFA' };"),
            ("src/crash/CrashCard.tsx", """
            import { Pressable, StyleSheet, Text, View } from 'react-native';

            export const CrashCard = ({ onRestart }) => (
              <View style={styles.card}>
                <Text style={styles.title}>The app hit a problem</Text>
                <Pressable onPress={onRestart}><Text>Restart</Text></Pressable>
              </View>
            );

            const styles = StyleSheet.create({
              card: { padding: 20, \(colorMarker)backgroundColor: '#FDF3E7' },
              title: { \(sizeMarker)fontSize: 19, fontWeight: '600' },
            });
            """),
            ("src/crash/RootBoundary.tsx", """
            import { Component } from 'react';
            \(boundaryReadsTheme ? "import { ThemeContext } from '../theme/ThemeContext';\n" : "")import { CrashCard } from './CrashCard';

            export class RootBoundary extends Component {
              \(boundaryReadsTheme ? "static contextType = ThemeContext;" : "")
              state = { failed: false };
              static getDerivedStateFromError() { return { failed: true }; }
              render() {
                return this.state.failed ? <CrashCard onRestart={() => this.setState({ failed: false })} /> : this.props.children;
              }
            }
            """),
        ])
    }
}
