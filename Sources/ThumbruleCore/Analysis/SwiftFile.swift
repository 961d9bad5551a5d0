import Foundation
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
    /// The UTF-8 offset at which each line starts, built on the first position asked for
    /// from the text's bytes (SwiftSyntax's `SourceLocationConverter` walks every token for
    /// the same table). Lines end at `\n`, `\r\n` or a lone `\r`, as the compiler counts them.
    private lazy var lineStarts: [Int] = {
        var starts = [0]
        var text = text
        text.withUTF8 { bytes in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                    starts.append(index + 1)
                }
            }
        }
        return starts
    }()

    public convenience init(path: String, text: String, target: BuildTarget) {
        self.init(path: path, text: text, tree: SwiftFile.parse(text), target: target)
    }

    /// A file whose text was already parsed into `tree`, and perhaps indexed.
    package init(path: String, text: String, tree: SourceFileSyntax, index: SwiftFileIndex? = nil, target: BuildTarget) {
        self.path = path
        self.text = text
        self.target = target
        self.tree = tree
        self.index = index ?? SwiftFileIndex(tree)
    }

    /// Facts derived from this file that several checks need, computed by the first to ask.
    private var sharedFacts: [ObjectIdentifier: Any] = [:]

    /// The value of `type` for this file, computed once however many checks ask (for example
    /// the file's ad code, which a dozen ad checks read). Values may hold the file: the engine
    /// drops them when the file's checks are done.
    public func shared<Value>(_ type: Value.Type, _ compute: () -> Value) -> Value {
        if let value = sharedFacts[ObjectIdentifier(type)] as? Value { return value }
        let value = compute()
        sharedFacts[ObjectIdentifier(type)] = value
        return value
    }

    /// Drops the shared facts, and with them any reference back to this file.
    func dropSharedFacts() { sharedFacts = [:] }

    /// The one parser call, shared with the engine's parse floor so both time the same work.
    package static func parse(_ text: String) -> SourceFileSyntax {
        Parser.parse(source: text)
    }

    /// The position of a node's first character, after its leading comments and whitespace.
    public func position(of node: some SyntaxProtocol) -> SourcePosition {
        position(at: node.positionAfterSkippingLeadingTrivia)
    }

    /// Line and column (1-based; the column counts UTF-8 bytes) of an offset in the file.
    public func position(at absolute: AbsolutePosition) -> SourcePosition {
        let offset = min(max(absolute.utf8Offset, 0), text.utf8.count)
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return SourcePosition(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    public func line(of node: some SyntaxProtocol) -> Int { position(of: node).line }

    /// The number of lines in the file.
    public var lineCount: Int { position(at: tree.endPosition).line }

    /// Comments in the file whose text contains `marker`, with their line, found without a
    /// second tree walk: a byte search of the text, confirmed against the token trivia there.
    public func comments(containing marker: String) -> [(text: String, line: Int)] {
        let needle = Array(marker.utf8)
        guard !needle.isEmpty else { return [] }
        let search = { (bytes: UnsafeBufferPointer<UInt8>) -> [(String, Int)] in
            var results: [(String, Int)] = []
            var offset = 0
            // memchr finds candidates for the marker's last byte many bytes at a time.
            while offset + needle.count <= bytes.count,
                  let found = memchr(bytes.baseAddress! + offset + needle.count - 1, Int32(needle[needle.count - 1]), bytes.count - offset - needle.count + 1) {
                let start = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self)) - (needle.count - 1)
                if needle.indices.allSatisfy({ bytes[start + $0] == needle[$0] }), let comment = self.commentPiece(at: start) {
                    results.append((comment.text, self.position(at: comment.start).line))
                    offset = comment.start.utf8Offset + comment.text.utf8.count
                } else {
                    offset = start + 1
                }
            }
            return results
        }
        return text.utf8.withContiguousStorageIfAvailable(search) ?? Array(text.utf8).withUnsafeBufferPointer(search)
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
