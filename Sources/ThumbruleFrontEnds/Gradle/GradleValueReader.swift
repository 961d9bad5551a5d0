import Foundation

/// Reads `GradleValue`s and dependency notations from expressions of a parsed script, by
/// token shape: it peels conversions (`.get()`, `.toInt()`, `as Int`, `!!`, parentheses) and
/// then recognises literals, dotted names, catalog accessors and property look-ups.
struct GradleValueReader {
    let file: KotlinFile
    var source: KotlinSource { file.source }
    var tokens: [KotlinToken] { file.source.tokens }

    /// Method calls and properties that only convert a value.
    static let conversions: Set<String> = [
        "get", "toInt", "toInteger", "toString", "toIntOrNull", "intValue", "getOrNull", "orNull",
        "requiredVersion", "displayName", "asInt", "trim", "pluginId", "asProvider",
    ]

    /// Names whose single string argument names a project or Gradle property.
    static let propertyLookups: Set<String> = ["property", "findProperty", "getProperty", "gradleProperty", "get"]

    func value(_ expression: KotlinExpression) -> GradleValue {
        value(expression.tokenRange)
    }

    func value(_ range: Range<Int>) -> GradleValue {
        let (lo, hi) = peel(range.lowerBound, min(range.upperBound, tokens.count))
        guard lo < hi else { return .unknown("") }
        let text = source.text(of: lo..<hi)
        if hi - lo == 1 {
            let token = tokens[lo]
            switch token.kind {
            case .integer:
                if case .integer(let number)? = integer(lo) { return .integer(number) }
            case .identifier, .backtickIdentifier:
                if source.tokenIs(lo, "true") { return .boolean(true) }
                if source.tokenIs(lo, "false") { return .boolean(false) }
                return .reference([source.name(at: lo)])
            default:
                break
            }
            return .unknown(text)
        }
        if hi - lo == 2, source.tokenIs(lo, "-"), case .integer(let number)? = integer(lo + 1) {
            return .integer(-number)
        }
        if tokens[lo].kind == .stringOpen, source.partner(of: lo) == hi - 1 {
            if let literal = source.stringLiteral(at: lo) {
                if let number = Int(literal.trimmingCharacters(in: .whitespaces)) { return .integer(number) }
                return .string(literal)
            }
            // `"$targetSdk"` / `"${rootProject.ext.targetSdk}"`: the template alone.
            if hi - lo == 3, tokens[lo + 1].kind == .templateName {
                return .reference([String(source.text(at: lo + 1).dropFirst())])
            }
            if tokens[lo + 1].kind == .templateOpen, let close = source.partner(of: lo + 1), close == hi - 2 {
                return value((lo + 2)..<close)
            }
            return .unknown(text)
        }
        if let path = dottedPath(lo, hi) {
            if path.count >= 3, path[1] == "versions" {
                return .catalogVersion(catalog: path[0], key: path[2...].joined(separator: "."))
            }
            return .reference(path)
        }
        // `receiver.lookup("name")`
        if hi - lo >= 4, tokens[hi - 1].kind == .rightParen, let open = source.partner(of: hi - 1), open > lo,
           tokens[open - 1].kind == .identifier, tokens[open + 1].kind == .stringOpen,
           source.partner(of: open + 1) == hi - 2, let key = source.stringLiteral(at: open + 1) {
            let name = source.text(at: open - 1)
            let receiver = open - 1 > lo ? dottedPath(lo, open - 2) : []
            if name == "findVersion", let catalog = receiver?.first {
                return .catalogVersion(catalog: catalog, key: Self.normalizedKey(key))
            }
            if Self.propertyLookups.contains(name), receiver != nil {
                return .property(key)
            }
        }
        return .unknown(text)
    }

    /// Strips parentheses, casts, `!!` and conversions from both ends of a range.
    func peel(_ start: Int, _ end: Int) -> (Int, Int) {
        var lo = start, hi = end
        var rounds = 0
        while hi - lo >= 2, rounds < 16 {
            rounds += 1
            if tokens[lo].kind == .leftParen, source.partner(of: lo) == hi - 1 {
                lo += 1; hi -= 1; continue
            }
            if tokens[hi - 1].kind == .operator, source.tokenIs(hi - 1, "!!") {
                hi -= 1; continue
            }
            if tokens[hi - 1].kind == .question, hi - lo >= 3, source.tokenIs(hi - 3, "as") {
                hi -= 3; continue
            }
            if tokens[hi - 1].kind == .identifier, source.tokenIs(hi - 2, "as") {
                hi -= 2; continue
            }
            if hi - lo >= 4, tokens[hi - 1].kind == .rightParen, tokens[hi - 2].kind == .leftParen,
               tokens[hi - 3].kind == .identifier, tokens[hi - 4].kind == .dot || tokens[hi - 4].kind == .safeDot,
               Self.conversions.contains(source.text(at: hi - 3)) {
                hi -= 4; continue
            }
            if tokens[hi - 1].kind == .identifier, tokens[hi - 2].kind == .dot || tokens[hi - 2].kind == .safeDot,
               Self.conversions.contains(source.text(at: hi - 1)) {
                hi -= 2; continue
            }
            // `Integer.parseInt(x)` / `Integer.valueOf(x)`
            if hi - lo >= 5, source.tokenIs(lo, "Integer"), tokens[lo + 1].kind == .dot,
               source.tokenIs(lo + 2, "parseInt") || source.tokenIs(lo + 2, "valueOf"),
               tokens[lo + 3].kind == .leftParen, source.partner(of: lo + 3) == hi - 1 {
                lo += 4; hi -= 1; continue
            }
            break
        }
        return (lo, hi)
    }

    /// `a.b.c`, `a?.b`, `extra["x"]`: names and string subscripts only.
    func dottedPath(_ lo: Int, _ hi: Int) -> [String]? {
        var path: [String] = []
        var k = lo
        var expectName = true
        while k < hi {
            let token = tokens[k]
            if expectName {
                guard token.kind == .identifier || token.kind == .backtickIdentifier else { return nil }
                path.append(source.name(at: k))
                expectName = false
                k += 1
            } else if token.kind == .dot || token.kind == .safeDot {
                expectName = true
                k += 1
            } else if token.kind == .leftBracket, k + 1 < hi, tokens[k + 1].kind == .stringOpen,
                      let close = source.partner(of: k + 1), close + 1 < hi, tokens[close + 1].kind == .rightBracket,
                      let key = source.stringLiteral(at: k + 1) {
                path.append(key)
                k = close + 2
            } else {
                return nil
            }
        }
        return expectName ? nil : path
    }

    func integer(_ index: Int) -> KotlinValue? {
        let digits = source.text(at: index).filter { $0 != "_" && $0 != "L" && $0 != "l" }
        return Int(digits).map { .integer($0) }
    }

    /// A string literal's text with templates kept as `$name` / `${expression}`.
    func stringWithTemplates(_ open: Int) -> String? {
        guard tokens[open].kind == .stringOpen, let close = source.partner(of: open) else { return nil }
        var result = ""
        var k = open + 1
        while k < close {
            switch tokens[k].kind {
            case .stringText:
                result += StringEscapes.decode(source.text(at: k))
                k += 1
            case .templateName:
                result += source.text(at: k)
                k += 1
            case .templateOpen:
                let end = source.partner(of: k) ?? close
                result += "${" + source.text(of: (k + 1)..<end) + "}"
                k = end + 1
            default:
                k += 1
            }
        }
        return result
    }

    /// Catalog keys are read with `-`, `_` and `.` as one separator, as Gradle's accessors do.
    static func normalizedKey(_ key: String) -> String {
        String(key.map { $0 == "-" || $0 == "_" ? "." : $0 })
    }

    // MARK: - Dependencies

    /// The notation of a dependency declaration's first argument.
    func notation(_ expression: KotlinExpression, call: KotlinCall) -> (GradleDependencyNotation, Bool) {
        // Groovy map notation: `implementation group: 'g', name: 'a', version: 'v'`.
        if let group = call.argument("group").flatMap(stringValue), let name = call.argument("name").flatMap(stringValue) {
            return (.coordinate(group: group, artifact: name, version: call.argument("version").flatMap(stringValue)), false)
        }
        return notation(expression.tokenRange, value: expression.value)
    }

    func stringValue(_ argument: KotlinArgument) -> String? {
        let range = argument.expression.tokenRange
        guard let first = range.first, tokens[first].kind == .stringOpen else { return nil }
        return stringWithTemplates(first)
    }

    func notation(_ range: Range<Int>, value: KotlinValue) -> (GradleDependencyNotation, Bool) {
        let (lo, hi) = peel(range.lowerBound, range.upperBound)
        guard lo < hi else { return (.other(""), false) }
        if tokens[lo].kind == .stringOpen, source.partner(of: lo) == hi - 1, let text = stringWithTemplates(lo) {
            return (Self.coordinate(text) ?? .other(text), false)
        }
        if let path = dottedPath(lo, hi), path.count >= 2 {
            if path[0] == "projects" { return (.projectAccessor(Array(path.dropFirst())), false) }
            if path[1] == "bundles", path.count >= 3 {
                return (.catalogBundle(catalog: path[0], alias: path[2...].joined(separator: ".")), false)
            }
            return (.catalogLibrary(catalog: path[0], alias: path[1...].joined(separator: ".")), false)
        }
        if case .call(let index) = value {
            let call = file.calls[index]
            let first = call.arguments.first
            switch call.name {
            case "platform", "enforcedPlatform":
                if let first {
                    let inner = notation(first.expression.tokenRange, value: first.value)
                    return (inner.0, true)
                }
            case "project" where call.receiver.isEmpty:
                if let argument = call.argument("path") ?? first, let path = stringValue(argument) {
                    return (.project(path: path), false)
                }
            case "kotlin" where call.receiver.isEmpty:
                if let first, let module = stringValue(first) {
                    let version = call.arguments.count > 1 ? stringValue(call.arguments[1]) : nil
                    return (.coordinate(group: "org.jetbrains.kotlin", artifact: "kotlin-" + module, version: version), false)
                }
            default:
                break
            }
        }
        return (.other(source.text(of: lo..<hi)), false)
    }

    /// `group:artifact[:version[:classifier]][@type]`
    static func coordinate(_ text: String) -> GradleDependencyNotation? {
        var body = Substring(text)
        if let at = body.lastIndex(of: "@"), !body[at...].contains("{"), !body[at...].contains(":") { body = body[..<at] }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, !parts[0].isEmpty, !parts[1].isEmpty,
              !parts[0].contains(" "), !parts[1].contains(" ") else { return nil }
        let version = parts.count >= 3 && !parts[2].isEmpty ? parts[2] : nil
        return .coordinate(group: parts[0], artifact: parts[1], version: version)
    }
}
