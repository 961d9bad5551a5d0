import ThumbruleFrontEnds

/// Parts of a widget built only for a value of an optional constructor parameter that no
/// construction of the widget gives: a tracking button under `if (onTrackingToggle != null)`
/// when no `StationItem(…)` passes `onTrackingToggle:`, or a close button under
/// `if (widget.canClose ?? true)` when every `AlertCustom(…)` passes `canClose: false`. Those
/// lines never render, so they are unreachable, like Swift's `UnpassedProperties`.
///
/// Kept narrow: the class declares one constructor (no named or factory ones), the parameter is
/// a `this.name` field it never assigns again, and every construction is found: no non-test
/// Dart names the class except in calls of its plain name (types, `is` tests and static reads
/// aside), nothing extends, mixes in or implements it, no tear-off (`Name.new`), and no
/// generated file spells it. Each construction gives the parameter a literal (`null`, `false`,
/// `true`) or leaves it to its literal default. Only a collection `if` or an `if` statement
/// whose whole condition is `name != null`, `name ?? true`, `name == true` or `name` (with or
/// without `widget.`) is judged, and only its own element, not an `else`.
enum UnpassedWidgetParameters {
    /// A literal a construction gives a parameter.
    private enum Value: Hashable { case null, bool(Bool) }

    static func lines(files: [FlutterDartFile], generated: [[UInt8]]) -> [String: [ClosedRange<Int>]] {
        let readers = files.filter { $0.scope != .test }
        var dead: [String: [ClosedRange<Int>]] = [:]
        for file in readers where file.scope == .app {
            let dart = file.file
            let source = dart.source
            for (classIndex, type) in dart.classes.enumerated() where type.kind == .class {
                guard let name = type.name, let constructor = soleConstructor(of: classIndex, named: name, in: dart),
                      let constructions = constructions(of: name, in: readers, generated: generated), !constructions.isEmpty else { continue }
                // The widget's body, and for a `StatefulWidget` its `State<Name>` classes in the file.
                let states = dart.classes.filter { $0.superclass == "State" && $0.superclassArguments.first == name }.map(\.bodyRange)
                for (parameter, fallback) in optionalFieldParameters(dart.functions[constructor].parameterRange, source) {
                    guard !isReassigned(parameter, in: source, outside: dart.functions[constructor].parameterRange) else { continue }
                    var values: Set<Value> = []
                    var known = true
                    for (_, call) in constructions {
                        guard let argument = call.argument(parameter) else {
                            values.insert(fallback)
                            continue
                        }
                        switch argument.value {
                        case .null: values.insert(.null)
                        case .boolean(let flag): values.insert(.bool(flag))
                        default: known = false
                        }
                    }
                    guard known, !values.isEmpty else { continue }
                    for body in [type.bodyRange] + states {
                        let prefixed = body != type.bodyRange
                        for range in deadElements(of: parameter, prefixed: prefixed, values: values, in: body, source) {
                            dead[file.path, default: []].append(source.tokens[range.lowerBound].line...source.tokens[range.upperBound - 1].line)
                        }
                    }
                }
            }
        }
        return dead
    }

    /// Callback parameters that do nothing in a release build, as `"Class.parameter"` by the
    /// widget's path: an optional `this.name` parameter (no default) that every construction
    /// leaves out, passes `null`, or passes a closure whose body runs only in debug builds: its
    /// first statement is `if (!kDebugMode) return;` or `if (kReleaseMode) return;`, or its
    /// whole body is one `if (kDebugMode) { … }`. At least one construction passes such a
    /// closure (a parameter nobody passes is another question). A control whose only action is
    /// such a callback does nothing in the shipped app. Every construction must be found, as above.
    static func releaseInertCallbacks(files: [FlutterDartFile], generated: [[UInt8]]) -> [String: Set<String>] {
        let readers = files.filter { $0.scope != .test }
        var inert: [String: Set<String>] = [:]
        for file in readers where file.scope == .app {
            let dart = file.file
            for (classIndex, type) in dart.classes.enumerated() where type.kind == .class {
                guard let name = type.name, let constructor = soleConstructor(of: classIndex, named: name, in: dart),
                      dart.source.text(of: type.bodyRange).contains("Callback") || dart.source.text(of: type.bodyRange).contains("Function"),
                      let constructions = constructions(of: name, in: readers, generated: generated), !constructions.isEmpty else { continue }
                for (parameter, fallback) in optionalFieldParameters(dart.functions[constructor].parameterRange, dart.source) where fallback == .null {
                    guard !isReassigned(parameter, in: dart.source, outside: dart.functions[constructor].parameterRange) else { continue }
                    var debugClosures = 0
                    let allInert = constructions.allSatisfy { fileIndex, call in
                        guard let argument = call.argument(parameter) else { return true }
                        switch argument.value {
                        case .null: return true
                        case .function(let closure):
                            let other = readers[fileIndex].file
                            guard isDebugOnly(other.functions[closure].bodyRange, other.source) else { return false }
                            debugClosures += 1
                            return true
                        default: return false
                        }
                    }
                    if allInert, debugClosures > 0 { inert[file.path, default: []].insert("\(name).\(parameter)") }
                }
            }
        }
        return inert
    }

    /// Whether a closure's `{ … }` body runs only in debug builds (see `releaseInertCallbacks`).
    static func isDebugOnly(_ body: Range<Int>, _ source: DartSource) -> Bool {
        guard body.count > 2, source.kind(at: body.lowerBound) == .leftBrace else { return false }
        let words = { (range: Range<Int>) in range.map { source.text(at: $0) }.joined(separator: " ") }
        let first = body.lowerBound + 1
        for guardText in ["if ( ! kDebugMode ) return ;", "if ( kReleaseMode ) return ;"] {
            let count = guardText.split(separator: " ").count
            if first + count <= body.upperBound, words(first..<(first + count)) == guardText { return true }
        }
        // `{ if (kDebugMode) { … } }`: one block and nothing after it (no `else`).
        guard words(first..<min(first + 4, body.upperBound)) == "if ( kDebugMode )", source.kind(at: first + 4) == .leftBrace,
              let end = source.partner(of: first + 4) else { return false }
        return end + 2 == body.upperBound
    }

    /// The class's one constructor, unnamed and not a factory.
    private static func soleConstructor(of classIndex: Int, named name: String, in dart: DartFile) -> Int? {
        let found = dart.functions.indices.filter {
            dart.functions[$0].enclosingClass == classIndex && dart.functions[$0].enclosingFunction == nil
                && (dart.functions[$0].name == name || dart.functions[$0].name?.hasPrefix(name + ".") == true)
        }
        guard found.count == 1, dart.functions[found[0]].name == name,
              let start = dart.source.tokenIndex(at: dart.functions[found[0]].position),
              !dart.source.tokenIs(start - 1, "factory") else { return nil }
        return found[0]
    }

    /// Every call constructing the class, or nil when some code may construct it unseen.
    private static func constructions(of name: String, in files: [FlutterDartFile], generated: [[UInt8]]) -> [(Int, DartCall)]? {
        if generated.contains(where: { $0.contains(utf8: name) }) { return nil }
        var result: [(Int, DartCall)] = []
        for (index, file) in files.enumerated() {
            let dart = file.file
            let source = dart.source
            let named = dart.identifierTokens([name])
            guard !named.isEmpty else { continue }
            // A constructor's own declaration (`const Name({…})`) is no construction.
            let declared = Set(dart.functions.map(\.position.offset))
            let calls = Dictionary(dart.calls.filter { $0.name == name && !declared.contains($0.position.offset) }.map { ($0.nameToken, $0) },
                                   uniquingKeysWith: { first, _ in first })
            for token in named {
                if let call = calls[token] {
                    guard call.receiver.isEmpty else { return nil }
                    result.append((index, call))
                    continue
                }
                let before = source.kind(at: token - 1) == .identifier ? source.text(at: token - 1) : ""
                if ["extends", "with", "implements", "class"].contains(before) {
                    if before == "class" { continue }
                    return nil
                }
                if source.kind(at: token + 1) == .dot, source.tokenIs(token + 2, "new") { return nil }
                // `Name(` that is no call found (a constructor declaration) is the class's own.
            }
        }
        return result
    }

    /// `this.name` parameters that are not `required`, with their literal default (`null` when none).
    private static func optionalFieldParameters(_ parameters: Range<Int>, _ source: DartSource) -> [(String, Value)] {
        var result: [(String, Value)] = []
        for token in parameters where source.tokenIs(token, "this") && source.kind(at: token + 1) == .dot && source.kind(at: token + 2) == .identifier {
            guard !source.tokenIs(token - 1, "required") else { continue }
            let name = source.text(at: token + 2)
            var fallback = Value.null
            if source.kind(at: token + 3) == .assign || source.kind(at: token + 3) == .colon {
                let next = token + 4
                guard [.comma, .rightBrace, .rightBracket].contains(source.kind(at: next + 1)) else { continue }
                if source.tokenIs(next, "false") { fallback = .bool(false) } else if source.tokenIs(next, "true") { fallback = .bool(true) } else if !source.tokenIs(next, "null") { continue }
            }
            result.append((name, fallback))
        }
        return result
    }

    /// Whether the file assigns the field outside the constructor's parameters (`name = …`, `name ??= …`).
    private static func isReassigned(_ name: String, in source: DartSource, outside parameters: Range<Int>) -> Bool {
        source.tokens.indices.contains { token in
            !parameters.contains(token) && source.kind(at: token) == .identifier && source.text(at: token) == name
                && (source.kind(at: token + 1) == .assign || (source.kind(at: token + 1) == .operator && source.text(at: token + 1).hasSuffix("=")
                    && !["==", "!=", "<=", ">="].contains(source.text(at: token + 1))))
        }
    }

    /// The elements of `if (…)` in `body` whose condition reads only the parameter and is false for every value.
    private static func deadElements(of name: String, prefixed: Bool, values: Set<Value>, in body: Range<Int>, _ source: DartSource) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for token in body where source.kind(at: token) == .identifier && source.tokenIs(token, "if") && source.kind(at: token + 1) == .leftParen {
            guard let close = source.partner(of: token + 1) else { continue }
            var start = token + 2
            if prefixed {
                guard source.tokenIs(start, "widget"), source.kind(at: start + 1) == .dot else { continue }
                start += 2
            }
            guard source.text(at: start) == name else { continue }
            let rest = (start + 1)..<close
            let condition = rest.map { source.text(at: $0) }.joined(separator: " ")
            let holds: (Value) -> Bool
            switch condition {
            case "!= null": holds = { $0 != .null }
            case "?? true": holds = { $0 != .bool(false) }
            case "== true", "": holds = { $0 == .bool(true) }
            default: continue
            }
            guard !values.contains(where: holds), let element = element(after: close, source) else { continue }
            result.append(element)
        }
        return result
    }

    /// The element an `if (…)` guards: a block, or the tokens up to a `,`, `;`, `else` or a closing bracket at its level.
    private static func element(after close: Int, _ source: DartSource) -> Range<Int>? {
        let first = close + 1
        if source.kind(at: first) == .leftBrace, let end = source.partner(of: first) { return first..<(end + 1) }
        var token = first
        while token < source.tokens.count {
            let kind = source.kind(at: token)
            if kind == .comma || kind == .semicolon || kind?.isCloser == true || source.tokenIs(token, "else") { break }
            if kind?.isOpener == true { token = (source.partner(of: token) ?? token) + 1; continue }
            if kind == .stringOpen { token = (source.partner(of: token) ?? token) + 1; continue }
            token += 1
        }
        return token > first ? first..<token : nil
    }
}
