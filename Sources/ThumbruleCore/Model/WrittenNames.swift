/// Names read from the bytes of files the engine does not parse, for reachability.
///
/// - Swift files the engine did not read (larger than `maxFileSize`, or shaped so the parser
///   could not finish in bounded time): no outline says what they declare or use, and one of
///   them may be the only user of a type.
/// - Objective-C files (`.m`, `.mm`): they use Swift classes by name (`[[Foo alloc] init]`,
///   `NSClassFromString(@"Foo")`) where no Swift code names them.
///
/// A declared name written anywhere in such a file's bytes (code, string or comment) counts as
/// a shipping use. That may keep a type nothing uses, never drop one that is used.
package enum WrittenNames {
    /// The names among `declared` that `files` write, or nil when one of them cannot be read
    /// (then nothing is decided).
    package static func names(among declared: Set<String>, in files: [WorkspaceFile], project: Project) -> Set<String>? {
        var found = Set<String>()
        for file in files {
            guard let words = words(inFile: file, among: declared) else { return nil }
            found.formUnion(words)
        }
        return found
    }

    /// The words of a file's bytes that are in `names`, or nil when the file cannot be read.
    /// Bytes, not UTF-8 text: one Latin-1 letter in a comment (provenance's PokeMini `NoUI.m`
    /// credits "Pokémon") must not hide the names the rest of the file writes.
    static func words(inFile file: WorkspaceFile, among names: Set<String>) -> Set<String>? {
        guard let data = try? file.readData() else { return nil }
        return data.withUnsafeBytes { words(in: $0.bindMemory(to: UInt8.self), among: names) }
    }

    /// The words among `names` a C-family source file (Swift, Objective-C) writes in its code or
    /// string literals, or nil when the file cannot be read. A name only a comment writes
    /// (`//        registerCells([BookTableViewCell.nameOfClass])`, code switched off) is no use:
    /// code that loads a nib by name writes it in code or in a string (`UINib(nibName: "BookCell",
    /// bundle: nil)`, `@"BookCell"`), so string literals still count. Only a file whose bytes
    /// write one of the names is tokenised (`ObjectiveCTokens`, which skips `//` and `/* */`).
    static func wordsOutsideComments(inFile file: WorkspaceFile, among names: Set<String>) -> Set<String>? {
        guard let data = try? file.readData() else { return nil }
        let written = data.withUnsafeBytes { words(in: $0.bindMemory(to: UInt8.self), among: names) }
        guard !written.isEmpty else { return written }
        var found = Set<String>()
        for token in ObjectiveCTokens.tokens(of: String(decoding: data, as: UTF8.self), keepingStrings: true) {
            if token.isWord {
                if written.contains(token.text) { found.insert(token.text) }
            } else if token.isString {
                found.formUnion(words(in: token.text, among: written))
            }
        }
        return found
    }

    /// The words of `text` that are in `names`. A word is a run of ASCII letters, digits, `_` and
    /// bytes outside ASCII: a name is found wherever code can write it (`AccountQR(`, `[AccountQR]`,
    /// `AccountQR.self`), and a name with letters outside ASCII stays whole.
    package static func words(in text: String, among names: Set<String>) -> Set<String> {
        var text = text
        return text.withUTF8 { words(in: $0, among: names) }
    }

    /// The same, for bytes a front end already holds (a lexed Kotlin file's).
    static func words(in bytes: [UInt8], among names: Set<String>) -> Set<String> {
        bytes.withUnsafeBufferPointer { words(in: $0, among: names) }
    }

    private static func words(in bytes: UnsafeBufferPointer<UInt8>, among names: Set<String>) -> Set<String> {
        guard !names.isEmpty else { return [] }
        let longest = names.map(\.utf8.count).max() ?? 0
        var found = Set<String>()
        var start = 0
        for index in 0...bytes.count where index == bytes.count || !isWordByte(bytes[index]) {
            defer { start = index + 1 }
            guard index > start, index - start <= longest else { continue }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if names.contains(word) { found.insert(word) }
        }
        return found
    }

    /// A byte of a name as C-family code writes it: ASCII letters, digits, `_`, and bytes outside ASCII.
    package static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: byte >= 0x80
        }
    }
}
