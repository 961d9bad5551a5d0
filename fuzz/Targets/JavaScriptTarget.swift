import ThumbruleFrontEnds

/// A JavaScript, TypeScript or JSX file: the lexer (regular expressions, template literals, JSX),
/// the call and element tree, and `StyleSheet.create` styles. The first byte picks the dialect,
/// so one corpus exercises all three grammars.
@Sendable func fuzzJavaScript(_ bytes: [UInt8]) {
    let paths = ["a.js", "a.ts", "a.tsx"]
    let path = paths[Int(bytes.first ?? 0) % paths.count]
    let file = JSFile(bytes: Array(bytes.dropFirst()), path: path)
    let styles = JSStyles(file: file)
    for call in file.calls.prefix(20) {
        for argument in call.arguments { _ = styles.numbers(of: argument) }
    }
    for element in file.elements.prefix(20) { _ = file.text(of: element.content) }
}
