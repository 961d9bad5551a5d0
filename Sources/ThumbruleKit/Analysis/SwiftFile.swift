import SwiftParser
import SwiftSyntax

/// One parsed Swift file, with its index, the product it belongs to, and a way to turn
/// syntax positions into `path:line:column`.
public final class SwiftFile {
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    public let target: BuildTarget
    public let index: SwiftFileIndex
    private let converter: SourceLocationConverter

    public init(path: String, text: String, target: BuildTarget) {
        self.path = path
        self.text = text
        self.target = target
        self.tree = Parser.parse(source: text)
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.index = SwiftFileIndex(tree)
    }

    /// The position of a node's first character, after its leading comments and whitespace.
    public func position(of node: some SyntaxProtocol) -> SourcePosition {
        position(at: node.positionAfterSkippingLeadingTrivia)
    }

    public func position(at absolute: AbsolutePosition) -> SourcePosition {
        let location = converter.location(for: absolute)
        return SourcePosition(path: path, line: location.line, column: location.column)
    }

    public func line(of node: some SyntaxProtocol) -> Int { position(of: node).line }

    /// Comments in the file whose text contains `marker`, with their line, found without a
    /// second tree walk: a text search, confirmed against the token trivia at that offset.
    public func comments(containing marker: String) -> [(text: String, line: Int)] {
        var results: [(String, Int)] = []
        let utf8 = Array(text.utf8)
        let needle = Array(marker.utf8)
        guard !needle.isEmpty, utf8.count >= needle.count else { return [] }
        var offset = 0
        while offset <= utf8.count - needle.count {
            if utf8[offset] == needle[0], Array(utf8[offset..<offset + needle.count]) == needle,
               let comment = commentPiece(at: offset) {
                results.append((comment.text, position(at: comment.start).line))
                offset = comment.start.utf8Offset + comment.text.utf8.count
                continue
            }
            offset += 1
        }
        return results
    }

    /// The comment trivia piece covering a byte offset, if the offset is inside a comment.
    private func commentPiece(at offset: Int) -> (text: String, start: AbsolutePosition)? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        for (trivia, start) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
            var cursor = start
            for piece in trivia {
                let end = cursor + piece.sourceLength
                if cursor.utf8Offset <= offset, offset < end.utf8Offset {
                    switch piece {
                    case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                        return (text, cursor)
                    default:
                        return nil
                    }
                }
                cursor = end
            }
        }
        return nil
    }
}
