import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document as a flat list of elements in document order, read with Foundation's
/// `XMLParser` (libxml2 on Linux). Manifests and layouts both build on it.
public struct XMLTree: Sendable {
    public let elements: [XMLElementNode]

    /// The root element, when the document has one.
    public var root: XMLElementNode? { elements.first }

    /// Canonical prefixes for the namespaces Android XML uses.
    static let canonicalPrefixes: [String: String] = [
        "http://schemas.android.com/apk/res/android": "android",
        "http://schemas.android.com/tools": "tools",
        "http://schemas.android.com/apk/res-auto": "app",
    ]

    /// Parses bytes; malformed XML throws an `XMLReadError` with the line of the fault.
    public init(bytes: [UInt8]) throws(XMLReadError) {
        guard !bytes.isEmpty else { throw XMLReadError(line: 1, column: 1, message: "empty file") }
        let input = XMLTree.parserInput(bytes)
        let lines = LineTable(input.bytes)
        if let refusal = input.refusal {
            let position = lines.position(ofOffset: refusal.offset)
            throw XMLReadError(line: position.line, column: position.column, message: refusal.message)
        }
        let delegate = Delegate(bytes: input.bytes, lines: lines)
        let parser = XMLParser(data: Data(input.bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let succeeded = parser.parse()
        // XMLParser on Linux can return true after reporting an error, so both are checked.
        if let error = delegate.error {
            throw error
        }
        if !succeeded || parser.parserError != nil {
            throw XMLReadError(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                               message: Self.message(for: parser.parserError))
        }
        guard !delegate.elements.isEmpty else { throw XMLReadError(line: 1, column: 1, message: "no root element") }
        elements = delegate.elements
    }

    /// The bytes given to FoundationXML, or why the document is refused before it is parsed.
    /// Before the document starts (`parserDidStartDocument`, where `Delegate` routes libxml2's
    /// errors away from FoundationXML's leaking handler; see `LibXMLErrorRoute`) libxml2 can
    /// report errors only while it detects the encoding and reads the XML declaration, so:
    /// - UTF-16 with a byte-order mark is converted to UTF-8 here (refused if it is not UTF-16);
    /// - `parserTrap` is applied, and a NUL (never allowed in XML) is refused;
    /// - an XML declaration is checked here against XML 1.0's grammar (version 1.0; a UTF-16
    ///   label on UTF-8 bytes refused, as libxml2 does; any other encoding name is read as UTF-8,
    ///   which the bytes are) and then blanked with spaces, keeping every line and column.
    package static func parserInput(_ original: [UInt8]) -> (bytes: [UInt8], refusal: (offset: Int, message: String)?) {
        var bytes = original
        var fromUTF16 = false
        if original.starts(with: [0xFE, 0xFF]) || original.starts(with: [0xFF, 0xFE]) {
            guard let converted = utf8(fromUTF16: original) else { return (original, (0, "not valid UTF-16")) }
            bytes = converted
            fromUTF16 = true
        }
        if let trap = parserTrap(bytes) { return (bytes, trap) }
        if let nul = bytes.firstIndex(of: 0) { return (bytes, (nul, "a NUL character")) }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let opening = Array("<?xml".utf8)
        guard bytes.count > start + opening.count, Array(bytes[start..<(start + opening.count)]) == opening,
              [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + opening.count]) else { return (bytes, nil) }
        switch declarationEnd(bytes, from: start, labelledUTF16Allowed: fromUTF16) {
        case .failure(let refusal):
            return (bytes, (refusal.offset, refusal.message))
        case .success(let end):
            for index in start..<end where bytes[index] != 0x0A && bytes[index] != 0x0D { bytes[index] = 0x20 }
            return (bytes, nil)
        }
    }

    struct DeclarationRefusal: Error { let offset: Int; let message: String }

    /// The offset just past the `?>` of the XML declaration at `start`, read by XML 1.0's
    /// grammar: `<?xml` S `version` Eq "1.0" (S `encoding` Eq EncName)? (S `standalone` Eq
    /// yes|no)? S? `?>`, with either quote.
    static func declarationEnd(_ bytes: [UInt8], from start: Int, labelledUTF16Allowed: Bool) -> Result<Int, DeclarationRefusal> {
        var i = start + 5
        func blanks() -> Bool {
            let from = i
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
            return i > from
        }
        func word(_ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard i + expected.count <= bytes.count, Array(bytes[i..<(i + expected.count)]) == expected else { return false }
            i += expected.count
            return true
        }
        func value() -> [UInt8]? {
            _ = blanks()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return nil }
            i += 1
            _ = blanks()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[i]
            i += 1
            let from = i
            while i < bytes.count, bytes[i] != quote, bytes[i] != UInt8(ascii: "<") { i += 1 }
            guard i < bytes.count, bytes[i] == quote else { return nil }
            i += 1
            return Array(bytes[from..<(i - 1)])
        }
        let malformed = { (at: Int) in Result<Int, DeclarationRefusal>.failure(DeclarationRefusal(offset: at, message: "malformed XML declaration")) }
        _ = blanks()
        guard word("version") else { return malformed(i) }
        let versionAt = i
        guard let version = value() else { return malformed(i) }
        guard version == Array("1.0".utf8) else {
            return .failure(DeclarationRefusal(offset: versionAt, message: "XML version other than 1.0"))
        }
        var spaced = blanks()
        if spaced, word("encoding") {
            let nameAt = i
            guard let name = value(), let first = name.first, isASCIILetter(first),
                  name.allSatisfy({ isASCIILetter($0) || (0x30...0x39).contains($0) || [0x2E, 0x5F, 0x2D].contains($0) }) else { return malformed(i) }
            let label = String(decoding: name, as: UTF8.self).uppercased()
            if !labelledUTF16Allowed, label.hasPrefix("UTF-16") || label.hasPrefix("UTF16") {
                return .failure(DeclarationRefusal(offset: nameAt, message: "document labelled UTF-16 but UTF-8"))
            }
            spaced = blanks()
        }
        if spaced, word("standalone") {
            guard let flag = value(), flag == Array("yes".utf8) || flag == Array("no".utf8) else { return malformed(i) }
            _ = blanks()
        }
        guard word("?>") else { return malformed(i) }
        return .success(i)
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    /// UTF-16 after its byte-order mark (big- or little-endian) as UTF-8 without the mark; nil
    /// for an odd length or a lone surrogate.
    static func utf8(fromUTF16 bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count % 2 == 0 else { return nil }
        let bigEndian = bytes[0] == 0xFE
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2 - 1)
        var index = 2
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var result: [UInt8] = []
        result.reserveCapacity(units.count * 2)
        var parser = Unicode.UTF16.ForwardParser()
        var iterator = units.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): Unicode.UTF8.encode(Unicode.UTF16.decode(encoded)) { result.append($0) }
            case .emptyInput: return result
            case .error: return nil
            }
        }
    }

    /// Where the bytes hold what stops the process inside FoundationXML on Linux (found by
    /// bench/mangle.py and fuzz/), and what it is; nil when there is nothing of the kind.
    /// Such a document is refused before it is parsed.
    /// - A byte that is not UTF-8, outside a document with a UTF-16 byte-order mark: libxml2
    ///   hands a comment over as it is, whatever encoding a (possibly broken) declaration names.
    ///   Manifests, layouts and storyboards are UTF-8.
    /// - A processing instruction with no data (`<?name?>`): its data arrives as a null pointer.
    package static func parserTrap(_ bytes: [UInt8]) -> (offset: Int, message: String)? {
        if !bytes.starts(with: [0xFE, 0xFF]) && !bytes.starts(with: [0xFF, 0xFE]) {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var offset = 0
            decoding: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar): offset += scalar.count
                case .emptyInput: break decoding
                case .error: return (offset, "not valid UTF-8")
                }
            }
        }
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
                var end = index + 2
                while end < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "?"), UInt8(ascii: ">")].contains(bytes[end]) { end += 1 }
                if end > index + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") {
                    return (index, "a processing instruction with no data")
                }
            }
            index += 1
        }
        return nil
    }

    public init(text: String) throws(XMLReadError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// Children of an element, in order.
    public func children(of index: Int) -> [XMLElementNode] {
        elements[index].children.map { elements[$0] }
    }

    /// Tags from the root down to the element's parent.
    public func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = elements[index].parent
        while let parent = current {
            result.insert(parent, at: 0)
            current = elements[parent].parent
        }
        return result
    }

    static func message(for error: Error?) -> String {
        message(code: error.map { ($0 as NSError).code })
    }

    /// The message for a libxml2 error code (FoundationXML's `NSError` code is the same number).
    static func message(code: Int?) -> String {
        guard let code else { return "not well-formed XML" }
        switch code {
        case 4: return "document is empty"
        case 5: return "document ends before its elements close (XMLParser error 5)"
        case 9: return "invalid character (XMLParser error 9)"
        case 23, 24: return "malformed entity reference (XMLParser error \(code))"
        case 38, 39, 40, 41: return "malformed attribute (XMLParser error \(code))"
        case 73: return "expected '>' (XMLParser error 73)"
        case 76: return "closing tag does not match the open element (XMLParser error 76)"
        default: return "not well-formed XML (XMLParser error \(code))"
        }
    }

    /// Collects elements as the parser reports them. `XMLParser.lineNumber` at a start tag is
    /// the line where the tag *ends* (checked on Linux), which for Android's one-attribute-
    /// per-line style is several lines late; so the delegate finds each start tag's `<` by
    /// walking the bytes forward from the previous one, skipping comments, CDATA and
    /// declarations, and falls back to the parser's line if the names do not agree.
    final class Delegate: NSObject, XMLParserDelegate {
        let bytes: [UInt8]
        let lines: LineTable
        var elements: [XMLElementNode] = []
        var stack: [Int] = []
        var namespaces: [[String: String]] = [[:]]
        var cursor = 0
        var error: XMLReadError?

        init(bytes: [UInt8], lines: LineTable) {
            self.bytes = bytes
            self.lines = lines
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            var scope = namespaces.last ?? [:]
            for (name, value) in attributes where name.hasPrefix("xmlns:") {
                scope[String(name.dropFirst("xmlns:".count))] = value
            }
            namespaces.append(scope)
            var normalized: [XMLAttribute] = []
            for (name, value) in attributes where !name.hasPrefix("xmlns") {
                var finalName = name
                if let colon = name.firstIndex(of: ":") {
                    let prefix = String(name[..<colon])
                    if let uri = scope[prefix], let canonical = XMLTree.canonicalPrefixes[uri] {
                        finalName = canonical + name[colon...]
                    }
                }
                normalized.append(XMLAttribute(name: finalName, value: value))
            }
            normalized.sort { $0.name < $1.name }
            let position = startTag(named: elementName)
                ?? lines.position(ofOffset: lines.offset(line: parser.lineNumber, column: parser.columnNumber))
            let index = elements.count
            let parent = stack.last
            elements.append(XMLElementNode(name: elementName, attributes: normalized, position: position,
                                           parent: parent, children: [], depth: stack.count))
            if let parent { elements[parent].children.append(index) }
            stack.append(index)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = stack.last { elements[current].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            // Text between child elements is layout whitespace, not the element's value.
            if let current = stack.last, !elements[current].children.isEmpty { elements[current].text = "" }
            if !stack.isEmpty { stack.removeLast() }
            if namespaces.count > 1 { namespaces.removeLast() }
        }

        /// Counts the reports that came through FoundationXML (each costs 72 bytes never freed,
        /// see `LibXMLErrorRoute`): none once the document has started, where the route applies.
        var reportsThroughFoundation = 0
        weak var parser: XMLParser?

        /// From here to the end of the parse libxml2 reports errors to `libxmlError`, not to
        /// FoundationXML (which puts its own handler back, then nil, when `parse()` returns).
        func parserDidStartDocument(_ parser: XMLParser) {
            self.parser = parser
            #if canImport(FoundationXML) && os(Linux)
            LibXMLErrorRoute.route(to: Unmanaged.passUnretained(self).toOpaque()) { context, report in
                guard let context else { return }
                Unmanaged<Delegate>.fromOpaque(context).takeUnretainedValue().keep(code: LibXMLErrorRoute.code(of: report))
            }
            #endif
        }

        /// A report FoundationXML made (before the document started, or where libxml2's
        /// handler could not be replaced).
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            reportsThroughFoundation += 1
            self.parser = parser
            keep(code: (parseError as NSError).code)
        }

        /// Keeps the first error. The parse is not stopped here: libxml2 2.9 (Debian 12) frees
        /// its input when stopped from inside an error callback and then reads it while still
        /// switching encodings in the XML declaration (SIGSEGV; found by the layout fuzz target).
        /// So a malformed document goes on to report its later errors too (libxml2 recovers).
        func keep(code: Int?) {
            guard error == nil else { return }
            let line = parser?.lineNumber ?? 1, column = parser?.columnNumber ?? 1
            error = XMLReadError(line: max(line, 1), column: max(column, 1), message: XMLTree.message(code: code))
        }

        /// The position of the next start tag in the bytes, if it has this name.
        func startTag(named name: String) -> TextPosition? {
            let n = bytes.count
            var i = cursor
            while i < n {
                guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
                let next = i + 1 < n ? bytes[i + 1] : 0
                if next == UInt8(ascii: "!") {
                    i = skipDeclaration(from: i)
                } else if next == UInt8(ascii: "?") {
                    i = skip(to: Array("?>".utf8), from: i + 2)
                } else if next == UInt8(ascii: "/") {
                    i += 2
                } else {
                    cursor = i + 1
                    let nameBytes = Array(name.utf8)
                    guard i + 1 + nameBytes.count <= n, Array(bytes[(i + 1)..<(i + 1 + nameBytes.count)]) == nameBytes else { return nil }
                    return lines.position(ofOffset: i)
                }
            }
            cursor = n
            return nil
        }

        func skipDeclaration(from i: Int) -> Int {
            if bytes.count > i + 3, bytes[i + 2] == UInt8(ascii: "-"), bytes[i + 3] == UInt8(ascii: "-") {
                return skip(to: Array("-->".utf8), from: i + 4)
            }
            if bytes.count > i + 8, Array(bytes[(i + 2)..<(i + 9)]) == Array("[CDATA[".utf8) {
                return skip(to: Array("]]>".utf8), from: i + 9)
            }
            // `<!DOCTYPE …>` with an optional `[ … ]` internal subset.
            var depth = 0
            var k = i + 2
            while k < bytes.count {
                if bytes[k] == UInt8(ascii: "[") { depth += 1 }
                if bytes[k] == UInt8(ascii: "]") { depth -= 1 }
                if bytes[k] == UInt8(ascii: ">"), depth <= 0 { return k + 1 }
                k += 1
            }
            return k
        }

        func skip(to terminator: [UInt8], from start: Int) -> Int {
            var k = start
            while k + terminator.count <= bytes.count {
                if bytes[k] == terminator[0], Array(bytes[k..<(k + terminator.count)]) == terminator { return k + terminator.count }
                k += 1
            }
            return bytes.count
        }
    }
}
