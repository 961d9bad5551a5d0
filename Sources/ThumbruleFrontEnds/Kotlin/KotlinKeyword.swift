/// The words the structure pass treats specially. Looked up by length and bytes so that
/// classifying an identifier never builds a `String`.
enum KotlinKeyword: UInt8 {
    case none
    case package, `import`, `class`, interface, object, fun, val, `var`, `typealias`, constructor, `init`
    case get, set, companion, `where`, by
    case `if`, `else`, when, `for`, `while`, `do`, `try`, `catch`, finally, `return`, `throw`, `break`, `continue`
    case this, `super`, null, `true`, `false`, `in`, `is`, `as`
    /// Declaration modifiers (`private`, `override`, `data`, `const`, `suspend`…).
    case modifier
    /// Groovy `def`.
    case def
    /// Groovy `new`.
    case new

    /// Hard keywords: never a callee or a name being read.
    var isHard: Bool {
        switch self {
        case .none, .get, .set, .companion, .where, .by, .modifier, .`init`, .constructor, .def, .new: return false
        default: return true
        }
    }

    private static let table: [[(StaticString, KotlinKeyword)]] = {
        let entries: [(StaticString, KotlinKeyword)] = [
            ("package", .package), ("import", .import), ("class", .class), ("interface", .interface),
            ("object", .object), ("fun", .fun), ("val", .val), ("var", .var), ("typealias", .`typealias`),
            ("constructor", .constructor), ("init", .`init`), ("get", .get), ("set", .set),
            ("companion", .companion), ("where", .where), ("by", .by), ("if", .if), ("else", .else),
            ("when", .when), ("for", .for), ("while", .while), ("do", .do), ("try", .try), ("catch", .catch),
            ("finally", .finally), ("return", .return), ("throw", .throw), ("break", .break),
            ("continue", .continue), ("this", .this), ("super", .super), ("null", .null), ("true", .true),
            ("false", .false), ("in", .in), ("is", .is), ("as", .as),
            ("public", .modifier), ("private", .modifier), ("protected", .modifier), ("internal", .modifier),
            ("override", .modifier), ("open", .modifier), ("abstract", .modifier), ("final", .modifier),
            ("sealed", .modifier), ("data", .modifier), ("enum", .modifier), ("inner", .modifier),
            ("const", .modifier), ("lateinit", .modifier), ("suspend", .modifier), ("inline", .modifier),
            ("tailrec", .modifier), ("operator", .modifier), ("infix", .modifier), ("external", .modifier),
            ("annotation", .modifier), ("value", .modifier), ("expect", .modifier), ("actual", .modifier),
            ("vararg", .modifier), ("noinline", .modifier), ("crossinline", .modifier), ("reified", .modifier),
            ("static", .modifier), ("def", .def), ("new", .new),
        ]
        var table = [[(StaticString, KotlinKeyword)]](repeating: [], count: 12)
        for entry in entries { table[entry.0.utf8CodeUnitCount].append(entry) }
        return table
    }()

    static func classify(_ token: KotlinToken, in bytes: UnsafeBufferPointer<UInt8>) -> KotlinKeyword {
        guard token.kind == .identifier else { return .none }
        let length = token.length
        guard length > 1, length < table.count else { return .none }
        let start = token.offset
        let first = bytes[start]
        // Every keyword is lower-case ASCII.
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return .none }
        for (word, keyword) in table[length] {
            let matches = word.withUTF8Buffer { expected -> Bool in
                guard expected[0] == first else { return false }
                var k = 1
                while k < length {
                    if bytes[start + k] != expected[k] { return false }
                    k += 1
                }
                return true
            }
            if matches { return keyword }
        }
        return .none
    }
}
