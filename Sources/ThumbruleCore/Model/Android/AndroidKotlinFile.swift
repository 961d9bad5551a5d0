import ThumbruleFrontEnds

/// A Kotlin file of the project: its structure, its scope from its source set, and its
/// `@Preview` functions' lines.
public struct AndroidKotlinFile: Sendable {
    public let path: String
    public let file: KotlinFile
    /// From the source set: `.app`, `.test` or `.debugOnly`; `.test` too in a test harness or
    /// sample app module (set by the model).
    public internal(set) var scope: CodeScope
    /// Lines of `@Preview` functions, from the annotation to the closing brace, and of
    /// composables only previews call (`PreviewOnlyComposables`, added by the model).
    public internal(set) var previewLines: [ClosedRange<Int>] = []
    /// Lines of code no user reaches (`UnreachableKotlinCode`, composables only that code
    /// calls), added by the model.
    public internal(set) var unreachableLines: [ClosedRange<Int>] = []

    init(path: String, file: KotlinFile) {
        self.path = path
        self.file = file
        scope = AndroidModel.scope(ofPath: path)
        previewLines = file.functions.indices.compactMap { index in
            file.functions[index].isPreview ? lines(ofFunction: index) : nil
        }
    }

    /// A function's lines, from its first annotation to the end of its body.
    func lines(ofFunction index: Int) -> ClosedRange<Int>? {
        let function = file.functions[index]
        return lines(from: function.annotations.map(\.position.line).min() ?? function.position.line, body: function.bodyRange)
    }

    /// A type's lines, from its first annotation to the end of its body.
    func lines(ofType type: KotlinTypeDeclaration) -> ClosedRange<Int>? {
        lines(from: type.annotations.map(\.position.line).min() ?? type.position.line, body: type.bodyRange)
    }

    /// From a declaration's first line to its body's closing brace.
    private func lines(from start: Int, body: Range<Int>?) -> ClosedRange<Int>? {
        guard let body else { return nil }
        let tokens = file.source.tokens
        let endToken = min(body.upperBound, tokens.count - 1)
        return start...max(start, endToken >= 0 ? tokens[endToken].line : start)
    }

    /// The scope of a line: a preview function's, unreachable code's, else the file's.
    public func scope(atLine line: Int) -> CodeScope {
        guard scope != .test else { return scope }
        if previewLines.contains(where: { $0.contains(line) }) { return .preview }
        if unreachableLines.contains(where: { $0.contains(line) }) { return .unreachable }
        return scope
    }

    /// Whether code here ships: the file is the app's and the line is in no preview.
    public func ships(_ position: TextPosition) -> Bool {
        scope(atLine: position.line) == .app
    }

    public func position(_ position: TextPosition) -> SourcePosition {
        SourcePosition(path: path, line: position.line, column: position.column)
    }

    /// The position of a call's name.
    public func position(ofCall index: Int) -> SourcePosition {
        position(file.calls[index].position)
    }

    /// Comments holding `text`, with their first line, for suppressions.
    func comments(containing text: String) -> [(text: String, line: Int)] {
        file.source.comments.compactMap { comment in
            let body = file.source.text(of: comment)
            return body.contains(text) ? (body, comment.line) : nil
        }
    }

    /// Lines in the file (a final line without a newline counts).
    var lineCount: Int {
        max(file.source.tokens.last?.line ?? 1, file.source.comments.last?.line ?? 1)
    }
}
