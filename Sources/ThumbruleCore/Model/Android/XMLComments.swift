/// `<!-- … -->` comments of an XML file with their first lines, for suppression comments in
/// manifests and layouts (`<!-- thumbrule:disable:next bg-exact-time - an alarm clock app -->`).
enum XMLComments {
    /// The comments holding `marker`, and the file's line count.
    static func comments(in bytes: [UInt8], containing marker: String) -> (comments: [(text: String, line: Int)], lineCount: Int) {
        let open = Array("<!--".utf8), close = Array("-->".utf8)
        var comments: [(String, Int)] = []
        var line = 1
        var index = 0
        func matches(_ pattern: [UInt8], at position: Int) -> Bool {
            position + pattern.count <= bytes.count && bytes[position..<(position + pattern.count)].elementsEqual(pattern)
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            guard bytes[index] == UInt8(ascii: "<"), matches(open, at: index) else { index += 1; continue }
            let start = index, startLine = line
            index += open.count
            while index < bytes.count, !matches(close, at: index) {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
            let end = min(index + close.count, bytes.count)
            // The text between the markers: the suppression parser reads ids up to the end.
            let text = String(decoding: bytes[(start + open.count)..<min(index, bytes.count)], as: UTF8.self)
            if text.contains(marker) { comments.append((text, startLine)) }
            index = end
        }
        return (comments, line)
    }
}

extension [UInt8] {
    /// Whether the bytes hold the UTF-8 of `text` anywhere: a cheap test before a file is read further.
    package func contains(utf8 text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        var index = 0
        let last = count - needle.count
        while index <= last {
            if self[index] == first {
                var matched = 1
                while matched < needle.count && self[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}
