import ThumbruleFrontEnds

/// Kotlin that runs only in a debug build: it takes the debug-only scope, as Swift's `#if DEBUG`
/// clauses, Dart's `if (kDebugMode)` branches and React Native's `if (__DEV__)` blocks do.
///
/// A **debug test** is `BuildConfig.DEBUG` (false in every release build the Android Gradle
/// plugin makes), a project flag defined as one, or `a && b` with one of them as a conjunct.
/// `a || b`, `!test`, a comparison and anything else ship: a `BuildConfig.DEBUG || isInternal()`
/// may be true in a release build. A **flag** is a `val` without a getter initialised with a
/// debug test, or a function of no parameters whose expression body is one (`fun isDebug() =
/// BuildConfig.DEBUG`), read from its definition, never from its name; it counts only when every
/// declaration, parameter and lambda parameter of that name in the project is such a flag, so a
/// shadowing `isDebug` parameter keeps the code shipping.
///
/// The **debug-only lines** are those wholly inside the braces of the branch of `if (test) { … }`
/// (the `else` ships); a branch without braces is left shipping.
enum DebugOnlyKotlinCode {
    /// Debug-only lines of the app's Kotlin files, by path.
    static func lines(in files: [AndroidKotlinFile]) -> [String: [ClosedRange<Int>]] {
        let flags = debugFlags(in: files)
        var lines: [String: [ClosedRange<Int>]] = [:]
        for file in files where file.scope == .app {
            let source = file.file.source
            guard source.bytes.contains(utf8: "DEBUG") || !flags.isEmpty else { continue }
            let tokens = source.tokens
            for index in tokens.indices where tokens[index].kind == .identifier && source.kind(at: index + 1) == .leftParen && source.name(at: index) == "if" {
                guard let close = source.partner(of: index + 1), source.kind(at: close + 1) == .leftBrace,
                      let end = source.partner(of: close + 1),
                      isDebugTest((index + 2)..<close, in: source, flags: flags) else { continue }
                let first = tokens[close + 1].line + 1, last = tokens[end].line - 1
                if first <= last { lines[file.path, default: []].append(first...last) }
            }
        }
        return lines
    }

    /// Whether the tokens are a debug test: conjuncts joined by `&&` (no `||` outside brackets),
    /// one of which is `BuildConfig.DEBUG` or a flag.
    static func isDebugTest(_ range: Range<Int>, in source: KotlinSource, flags: Set<String>) -> Bool {
        var conjuncts: [Range<Int>] = []
        var start = range.lowerBound, index = range.lowerBound
        while index < range.upperBound {
            let kind = source.tokens[index].kind
            if kind == .operator {
                let text = source.text(at: index)
                if text == "||" { return false }
                if text == "&&" {
                    conjuncts.append(start..<index)
                    start = index + 1
                }
            }
            if [.leftParen, .leftBracket, .leftBrace].contains(kind), let partner = source.partner(of: index), partner < range.upperBound {
                index = partner + 1
            } else {
                index += 1
            }
        }
        conjuncts.append(start..<range.upperBound)
        return conjuncts.contains { isDebugValue($0, in: source, flags: flags) }
    }

    /// `BuildConfig.DEBUG` (qualified or not), or a flag: `isDebug`, `AppConfig.isDebug`, `isDebug()`.
    static func isDebugValue(_ range: Range<Int>, in source: KotlinSource, flags: Set<String>) -> Bool {
        var names = range
        // A call of a flag function: its name followed by empty parentheses.
        if names.count >= 3, source.kind(at: names.upperBound - 2) == .leftParen, source.kind(at: names.upperBound - 1) == .rightParen {
            names = names.lowerBound..<(names.upperBound - 2)
        }
        guard !names.isEmpty else { return false }
        // A dotted name: identifiers at even offsets, dots between.
        for (offset, index) in names.enumerated() {
            guard source.kind(at: index) == (offset.isMultiple(of: 2) ? .identifier : .dot) else { return false }
        }
        guard names.count % 2 == 1 else { return false }
        let last = source.name(at: names.upperBound - 1)
        let called = names.upperBound != range.upperBound
        if !called, last == "DEBUG", names.count >= 3, source.name(at: names.upperBound - 3) == "BuildConfig" { return true }
        return flags.contains(last + (called ? "()" : ""))
    }

    /// Project flags, as `name` for a property and `name()` for a function.
    static func debugFlags(in files: [AndroidKotlinFile]) -> Set<String> {
        var previous = Set<String>()
        // Two rounds, so that a flag defined from another flag counts.
        for _ in 0..<2 {
            // Names of the definitions that are debug tests, and of everything else declared.
            var flags = Set<String>(), others = Set<String>()
            for file in files {
                let source = file.file.source
                for property in file.file.properties {
                    if !property.isMutable, property.delegate == nil, let initializer = property.initializer,
                       isDebugTest(initializer.tokenRange, in: source, flags: previous) {
                        flags.insert(property.name)
                    } else {
                        others.insert(property.name)
                    }
                }
                for function in file.file.functions {
                    if function.parameters.isEmpty, let body = function.bodyRange, body.lowerBound > 0,
                       source.kind(at: body.lowerBound - 1) == .assign,
                       isDebugTest(body, in: source, flags: previous) {
                        flags.insert(function.name + "()")
                    } else {
                        others.insert(function.name + "()")
                    }
                    for parameter in function.parameters { others.insert(parameter.name) }
                }
                for call in file.file.calls {
                    let lambdas = [call.trailingLambda].compactMap { $0 } + call.arguments.compactMap { argument in
                        if case .lambda(let lambda) = argument.value { return lambda }
                        return nil
                    }
                    for lambda in lambdas { others.formUnion(lambda.parameters) }
                }
            }
            previous = flags.subtracting(others)
        }
        return previous
    }
}
