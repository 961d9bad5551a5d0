import ThumbruleFrontEnds

/// A Dart file of the project: its structure and its scope from its path.
public struct FlutterDartFile: Sendable {
    public let path: String
    public let file: DartFile
    /// `.app`, `.test` for tests, test drivers and a package's `tool/` scripts, `.unreachable` when nothing imports it, or
    /// `.otherPlatform` when only desktop or web code does (set by the model).
    public internal(set) var scope: CodeScope
    /// Lines only a desktop or web platform test runs (`DesktopOnlyDartCode`), set by the model.
    public internal(set) var otherPlatformLines: [ClosedRange<Int>] = []

    init(path: String, file: DartFile) {
        self.path = path
        self.file = file
        scope = FlutterModel.scope(ofPath: path)
    }

    /// Whether the file ships to users.
    public var ships: Bool { scope == .app }

    /// Whether the line ships: the file does and no desktop-only code holds the line.
    public func ships(line: Int) -> Bool { ships && !otherPlatformLines.contains { $0.contains(line) } }

    public func position(_ position: TextPosition) -> SourcePosition {
        SourcePosition(path: path, line: position.line, column: position.column)
    }

    /// The position of a call's name.
    public func position(ofCall index: Int) -> SourcePosition {
        position(file.calls[index].position)
    }

    /// Whether the file imports a `package:` URI of this package.
    public func imports(package: String) -> Bool {
        file.imports.contains { $0.package == package }
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

extension DartFile {
    /// Whether other files share this library's private names: it has parts, or is one
    /// (`part of`). Otherwise a `_name` is used only where this file spells it.
    package var sharesPrivateNames: Bool {
        imports.contains { $0.kind == .part } || source.tokens.indices.contains { source.tokenIs($0, "part") && source.tokenIs($0 + 1, "of") }
    }
}

extension DartSource {
    /// The first token of the declaration whose name is at `name`: back past its type, modifiers
    /// and annotations to the end of the previous declaration (a `;`, `{` or `}`).
    func declarationStart(ofNameAt name: Int) -> Int {
        var index = name
        while index > 0, ![.semicolon, .leftBrace, .rightBrace].contains(tokens[index - 1].kind) { index -= 1 }
        return index
    }

    /// The type an initializer constructs when it is wholly one unnamed constructor call
    /// (`System()`, a private `_App()`), by the capital Dart gives type names; nil for anything else.
    func constructedType(in range: Range<Int>) -> String? {
        guard range.count >= 3, kind(at: range.lowerBound) == .identifier, kind(at: range.lowerBound + 1) == .leftParen,
              partner(of: range.lowerBound + 1) == range.upperBound - 1 else { return nil }
        let name = text(at: range.lowerBound)
        return name.drop(while: { $0 == "_" }).first?.isUppercase == true ? name : nil
    }

    /// Whether every member of a type's body (`{` through `}`) is declared `static`: an extension
    /// so made is used only through its name (`IntlExt.actionMessage(…)`). A member with an
    /// annotation, or any the scan cannot split, counts as not static.
    func declaresOnlyStaticMembers(_ body: Range<Int>) -> Bool {
        var index = body.lowerBound + 1
        var atMemberStart = true
        while index < body.upperBound - 1 {
            let kind = tokens[index].kind
            if kind == .semicolon {
                atMemberStart = true
                index += 1
                continue
            }
            if atMemberStart {
                guard tokenIs(index, "static") else { return false }
                atMemberStart = false
            }
            guard kind.isOpener else { index += 1; continue }
            guard let close = partner(of: index) else { return false }
            // A block body ends its member; a bracket inside an initializer does not.
            if kind == .leftBrace { atMemberStart = true }
            index = close + 1
        }
        return true
    }

    /// The token starting at a position (a declaration's name), found by its offset.
    package func tokenIndex(at position: TextPosition) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].offset < position.offset { low = mid + 1 } else { high = mid }
        }
        return low < tokens.count && tokens[low].offset == position.offset ? low : nil
    }
}
