import ThumbruleFrontEnds

/// A JavaScript or TypeScript file of a React Native app: its structure, its scope from its
/// path, and the lines of `if (__DEV__) { … }` blocks, which only development builds run.
public struct ReactNativeFile: Sendable {
    public let path: String
    public let file: JSFile
    public let scope: CodeScope
    /// Lines of `if (__DEV__) { … }` bodies.
    public let debugLines: [ClosedRange<Int>]

    init(path: String, file: JSFile, scope: CodeScope) {
        self.path = path
        self.file = file
        self.scope = scope
        let source = file.source
        debugLines = source.tokens.indices.compactMap { index -> ClosedRange<Int>? in
            guard source.isWord("__DEV__", at: index), source.isWord("if", at: index - 2), source.kind(at: index - 1) == .leftParen,
                  source.kind(at: index + 1) == .rightParen, source.kind(at: index + 2) == .leftBrace,
                  let close = source.partner(of: index + 2) else { return nil }
            return source.tokens[index + 2].line...source.tokens[close].line
        }
    }

    /// The scope of a line: a `__DEV__` block's, else the file's.
    public func scope(atLine line: Int) -> CodeScope {
        guard scope == .app, debugLines.contains(where: { $0.contains(line) }) else { return scope }
        return .debugOnly
    }

    /// Whether code at this token ships.
    public func ships(_ token: Int) -> Bool {
        scope(atLine: file.source.tokens[token].line) == .app
    }

    public func position(_ position: TextPosition) -> SourcePosition {
        SourcePosition(path: path, line: position.line, column: position.column)
    }

    /// The position of a token.
    public func position(ofToken index: Int) -> SourcePosition {
        position(file.source.tokens[index].position)
    }

    /// The file's name without folders or extension: `App` for `src/App.tsx`.
    public var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first.map(String.init) ?? name
    }

    /// Comments holding `text`, with their first line, for suppressions.
    func comments(containing text: String) -> [(text: String, line: Int)] {
        file.source.comments.compactMap { comment in
            let body = file.source.text(bytes: comment.byteRange)
            return body.contains(text) ? (body, comment.line) : nil
        }
    }

    /// Lines in the file.
    var lineCount: Int {
        max(file.source.tokens.last?.line ?? 1, file.source.comments.last?.line ?? 1)
    }
}
