import ThumbruleFrontEnds

/// Dart code of a Flutter app that runs only on desktop or the web, never on a phone: it takes
/// the other-platform scope, as a macOS target's Swift does.
///
/// A **platform test** is an expression false on Android and iOS: `Platform.isWindows`,
/// `isMacOS`, `isLinux`, `isFuchsia`, `kIsWeb`, or false in a phone's release build:
/// `kDebugMode`, `kProfileMode` (debug-only code takes this scope too, as it never ships);
/// the literal `false`, `a || b` of two such tests,
/// `a && b` with one, `c ? a : b` whose branches both are, and a `final`/`const` variable, static
/// field or `=>` getter of the project initialised with one (`final kIsWindows = kIsWeb ? false :
/// Platform.isWindows;`, `static final bool isFluent = Platform.isWindows;`), and an instance
/// getter so defined read through a top-level variable that constructs its type (`system.isDesktop`
/// with `final system = System();` and `bool get isDesktop => isWindows || isLinux;`). Names are read
/// from their definitions, never guessed from their spelling: an `isDesktop` that measures the
/// window is no platform test.
///
/// **Guarded code** is what only a true platform test runs: the branch of `if (test)` (a block,
/// a statement or a collection element), the first branch of `test ? a : b`, the rest of a block
/// after `if (!test) return …;`, the branch of `if (flag)` on a private function's named parameter
/// that defaults to `false` and that no call passes (dead code, which runs nowhere), and the body of a top-level function that the project names at
/// least once and only from guarded code (and no generated file names), and likewise the
/// whole of a class so named (a button built only in a desktop branch) and of a private method
/// so named (`if (kDebugMode) return _debugErrorWidget(error);`: Dart calls a private name only
/// where it is spelled). A `StatefulWidget` stays unguarded: its `State` names it outside any guard.
///
/// A **desktop-only file** is a file of the app's `lib/` that no phone path imports: starting
/// from the entry points (a developer's `main.dev.dart` only when the app has no release entry
/// point beside it) and generated files (not from files nothing imports, which run nowhere;
/// nor from tests and scripts, which no phone runs), an import is followed unless every use, in the
/// importing file, of the names the imported file declares is guarded. A file that no path
/// reaches even through guarded imports (only unimported files import it) is unreachable.
/// An import whose uses cannot be read is followed: an imported file with extensions (their
/// members are used without their names; not one whose members are all static, used through
/// its name), with parts, or whose names the importer never spells;
/// `export` and `part` directives; every import of a file with parts.
///
/// Lines inside guarded code of other files take the scope too, only lines wholly inside it.
enum DesktopOnlyDartCode {
    struct Result {
        /// Files that run, but that no phone path imports.
        var files: Set<String> = []
        /// Files only files nothing imports import: they run nowhere.
        var unreachable: Set<String> = []
        /// Lines of guarded code in the other files, by path.
        var lines: [String: [ClosedRange<Int>]] = [:]
    }

    /// `apps` are the app packages' `lib/` folders and names (`UnimportedDartFiles.apps`).
    /// `generated` holds each generated file's directives and bytes.
    static func find(files: [FlutterDartFile], generated: [(path: String, imports: [DartImport], bytes: [UInt8])],
                     apps: [(lib: String, package: String)]) -> Result {
        guard !apps.isEmpty else { return Result() }
        let flags = PlatformFlags(files: files)
        var readers = files.map { GuardReader(file: $0.file, flags: flags) }
        for index in readers.indices { readers[index].findRegions() }
        propagate(files: files, readers: &readers, generated: generated.map(\.bytes))

        // Files reached from a phone: a closure over the imports that are not guarded.
        let position = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        func inLib(_ path: String) -> Bool { apps.contains { path.hasPrefix($0.lib) } }
        func isEntry(_ path: String) -> Bool {
            guard let app = apps.first(where: { path.hasPrefix($0.lib) }) else { return false }
            let name = path.dropFirst(app.lib.count)
            return name.hasPrefix("main") && !name.contains("/")
        }
        // A developer's entry point (`main.dev.dart`, `main_staging.dart`) beside a release one
        // (`main.dart`, `main.prod.dart`) starts builds that never reach a store.
        let entries = files.map(\.path).filter(isEntry)
        let hasReleaseEntry = entries.contains { !isDeveloperEntry($0) }
        // Run twice: following every import (what runs anywhere), then only unguarded ones from release entries.
        var names: [String: Set<String>] = [:]
        func closure(guarded: Bool) -> Set<String> {
            var reached = Set<String>()
            var queue: [String] = []
            func reach(_ path: String) { if reached.insert(path).inserted { queue.append(path) } }
            // Roots: entry points, and for what runs anywhere also tests and files outside `lib/`
            // (scripts, tools), which no phone runs; a file nothing imports runs nowhere.
            for file in files where file.scope != .unreachable {
                let root = guarded
                    ? isEntry(file.path) && !(hasReleaseEntry && isDeveloperEntry(file.path))
                    : !inLib(file.path) || isEntry(file.path) || file.scope != .app
                if root { reach(file.path) }
            }
            for (path, imports, _) in generated {
                reach(path)
                for directive in imports { UnimportedDartFiles.targets(of: directive, from: path, apps: apps).forEach(reach) }
            }
            while let path = queue.popLast() {
                guard let index = position[path] else { continue }
                let importer = files[index].file
                let hasParts = importer.imports.contains { $0.kind == .part }
                for directive in importer.imports {
                    for target in UnimportedDartFiles.targets(of: directive, from: path, apps: apps) where !reached.contains(target) {
                        guard guarded, directive.kind == .import, !hasParts, !readers[index].regions.isEmpty, let targetIndex = position[target] else {
                            reach(target)
                            continue
                        }
                        let declared = names[target] ?? declaredNames(files, targetIndex, position: position, apps: apps)
                        names[target] = declared
                        if !readers[index].usesOnlyGuarded(declared, prefix: directive.prefix) { reach(target) }
                    }
                }
            }
            return reached
        }
        let runs = closure(guarded: false)
        let runsOnPhones = closure(guarded: true)
        var result = Result()
        for file in files where file.scope == .app && inLib(file.path) && !runsOnPhones.contains(file.path) {
            if runs.contains(file.path) { result.files.insert(file.path) } else { result.unreachable.insert(file.path) }
        }
        for (index, file) in files.enumerated() where file.scope == .app && !result.files.contains(file.path) && !result.unreachable.contains(file.path) {
            let lines = readers[index].guardedLines()
            if !lines.isEmpty { result.lines[file.path] = lines }
        }
        return result
    }

    /// Words of an entry point's name that mark a developer's build: `main.dev.dart`,
    /// `main_staging.dart`, `main.local.dart`.
    static let developerEntryWords: Set<String> = ["dev", "develop", "development", "local", "staging", "stage", "debug", "mock", "demo", "test", "screenshot", "screenshots"]

    static func isDeveloperEntry(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let words = name.replacingOccurrences(of: ".dart", with: "").split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" })
        return words.contains { developerEntryWords.contains($0.lowercased()) }
    }

    /// The names a file declares for importers, with those of the files it exports; nil-like
    /// (empty) when they cannot all be read: extensions, parts, or nothing declared.
    static func declaredNames(_ files: [FlutterDartFile], _ index: Int, position: [String: Int],
                              apps: [(lib: String, package: String)]) -> Set<String> {
        var result = Set<String>()
        var seen = Set<Int>()
        var pending = [index]
        while let current = pending.popLast() {
            guard seen.insert(current).inserted else { continue }
            let file = files[current].file
            // An extension's members are used without its name, unless all are static.
            if file.classes.contains(where: { $0.kind == .extension && !($0.name != nil && file.source.declaresOnlyStaticMembers($0.bodyRange)) })
                || file.imports.contains(where: { $0.kind == .part }) { return [] }
            for type in file.classes { if let name = type.name { result.insert(name) } }
            for function in file.functions where function.enclosingClass == nil && function.enclosingFunction == nil {
                if let name = function.name { result.insert(name) }
            }
            result.formUnion(topLevelVariables(file.source))
            // Private names are not visible to importers.
            result = result.filter { !$0.hasPrefix("_") }
            for directive in file.imports where directive.kind == .export {
                guard let target = UnimportedDartFiles.target(of: directive, from: files[current].path, apps: apps) else { continue }
                guard let next = position[target] else { return [] }
                pending.append(next)
            }
        }
        return result
    }

    /// Names of top-level variables and typedefs: the name before the first top-level `=` of a
    /// declaration (not after a `=>` or a body).
    static func topLevelVariables(_ source: DartSource) -> Set<String> {
        var result = Set<String>()
        var index = 0
        var blocked = false
        while index < source.tokens.count {
            let kind = source.tokens[index].kind
            if kind.isOpener {
                index = (source.partner(of: index) ?? index) + 1
                if kind == .leftBrace { blocked = false }
                continue
            }
            switch kind {
            case .semicolon: blocked = false
            case .arrow: blocked = true
            case .assign:
                if !blocked, index > 0, source.tokens[index - 1].kind == .identifier { result.insert(source.text(at: index - 1)) }
                blocked = true
            default: break
            }
            index += 1
        }
        return result
    }

    /// Adds, round by round, the bodies of top-level functions, private methods and classes named
    /// only from guarded code to their files' guarded regions. A region runs from the
    /// declaration's first token (its type and modifiers), so a one-line `=>` method is wholly in it.
    static func propagate(files: [FlutterDartFile], readers: inout [GuardReader], generated: [[UInt8]]) {
        struct Declaration { let file: Int; let name: String; let range: Range<Int> }
        var declarations: [Declaration] = []
        for (index, file) in files.enumerated() where file.scope == .app {
            let dart = file.file
            let source = dart.source
            for function in dart.functions where function.enclosingFunction == nil && !function.bodyRange.isEmpty {
                guard let name = function.name, name != "main", let start = source.tokenIndex(at: function.position) else { continue }
                // A method only through its own name: a private one (`_debugErrorWidget`), which no
                // framework or other library calls, and without an annotation that may add a caller.
                if function.enclosingClass != nil && (!name.hasPrefix("_") || UnreachableDartCode.isAnnotated(start, in: dart)) { continue }
                declarations.append(Declaration(file: index, name: name, range: source.declarationStart(ofNameAt: start)..<function.bodyRange.upperBound))
            }
            for type in dart.classes where type.kind == .class {
                guard let name = type.name, let start = source.tokenIndex(at: type.position) else { continue }
                declarations.append(Declaration(file: index, name: name, range: source.declarationStart(ofNameAt: start)..<type.bodyRange.upperBound))
            }
        }
        let declared = Set(declarations.map(\.name))
        // Only names guarded code spells can be named from guarded code alone; their uses are
        // looked up as regions grow.
        var wanted = Set<String>()
        var uses: [String: [(file: Int, token: Int)]] = [:]
        var done = Set<Int>()
        var changed = true
        var rounds = 0
        while changed && rounds < 8 {
            changed = false
            rounds += 1
            var spelled = Set<String>()
            for reader in readers { spelled.formUnion(reader.namesInRegions().intersection(declared)) }
            // A name generated code spells may be reached through it (a router's screens).
            let new = spelled.subtracting(wanted).filter { name in !generated.contains { $0.contains(utf8: name) } }
            if !new.isEmpty {
                wanted.formUnion(new)
                for (index, file) in files.enumerated() where file.scope != .test {
                    for token in file.file.identifierTokens(new) { uses[file.file.source.text(at: token), default: []].append((index, token)) }
                }
            }
            for (number, declaration) in declarations.enumerated() where !done.contains(number) && wanted.contains(declaration.name) {
                let outside = (uses[declaration.name] ?? []).filter { !($0.file == declaration.file && declaration.range.contains($0.token)) }
                guard !outside.isEmpty, outside.allSatisfy({ readers[$0.file].isGuarded($0.token) }) else { continue }
                done.insert(number)
                readers[declaration.file].regions.append(GuardReader.Region(header: declaration.range.lowerBound, body: declaration.range))
                changed = true
            }
        }
    }
}

/// Names defined as platform tests, found by reading each definition's initializer until no
/// new one is found: `kIsDesktop = kIsLinux || kIsWindows || kIsMacOS` needs the three first.
struct PlatformFlags {
    /// Top-level names (`kIsWindows`), `Class.field` names (`Constants.isFluent`, an instance
    /// getter's `System.isDesktop` too) and `instance.field` names (`system.isDesktop`).
    private(set) var names: Set<String> = []

    var isEmpty: Bool { names.isEmpty }

    init(files: [FlutterDartFile]) {
        var definitions: [String: [(file: Int, range: Range<Int>, owner: String?)]] = [:]
        for (index, file) in files.enumerated() where file.scope != .test {
            for (name, range, owner) in Self.definitions(in: file.file) { definitions[name, default: []].append((index, range, owner)) }
        }
        // Top-level `final system = System();`: `system.isDesktop` reads `System.isDesktop`.
        // Every definition of the name must be such a call for the name to stand for one class.
        var instances: [String: String] = [:]
        for (name, places) in definitions where !name.contains(".") {
            let types = Set(places.map { files[$0.file].file.source.constructedType(in: $0.range) })
            if types.count == 1, let type = types.first, let type { instances[name] = type }
        }
        var changed = true
        var rounds = 0
        while changed && rounds < 8 {
            changed = false
            rounds += 1
            for (name, places) in definitions where !names.contains(name) {
                let holds = places.allSatisfy { place in
                    var reader = ConditionReader(source: files[place.file].file.source, range: place.range, flags: self, owner: place.owner)
                    return reader.readsWhole()
                }
                if holds { names.insert(name); changed = true }
            }
            for (instance, type) in instances {
                for name in names where name.hasPrefix(type + ".") {
                    if names.insert(instance + name.dropFirst(type.count)).inserted { changed = true }
                }
            }
        }
    }

    init(names: Set<String>) { self.names = names }

    /// `final`/`const` variables and `=>` getters, top-level or of a type, with their initializers
    /// and the type that declares them. An instance member counts as well as a static one: a getter
    /// that reads only platform tests has the same value on every instance.
    static func definitions(in file: DartFile) -> [(String, Range<Int>, String?)] {
        let source = file.source
        let tokens = source.tokens
        var depth = 0
        var result: [(String, Range<Int>, String?)] = []
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftBrace: depth += 1; continue
            case .rightBrace: depth -= 1; continue
            case .identifier: break
            default: continue
            }
            guard depth <= 1, index + 1 < tokens.count else { continue }
            let next = tokens[index + 1].kind
            let isGetter = next == .arrow && source.tokenIs(index - 1, "get")
            guard next == .assign || isGetter else { continue }
            // The words before the name: modifiers and a type.
            var start = index - 1
            var words = Set<String>()
            while start >= 0, tokens[start].kind == .identifier || tokens[start].kind == .question {
                words.insert(source.text(at: start))
                start -= 1
            }
            guard start < 0 || [.semicolon, .leftBrace, .rightBrace].contains(tokens[start].kind) else { continue }
            guard isGetter || words.contains("final") || words.contains("const") else { continue }
            let name: String
            let owner: String?
            if depth == 0 {
                name = source.text(at: index)
                owner = nil
            } else {
                guard let type = file.classes.first(where: { $0.bodyRange.contains(index) })?.name else { continue }
                name = type + "." + source.text(at: index)
                owner = type
            }
            var end = index + 2
            while end < tokens.count, tokens[end].kind != .semicolon {
                if tokens[end].kind.isCloser { break }
                end = tokens[end].kind.isOpener ? (source.partner(of: end) ?? end) + 1 : end + 1
            }
            if end > index + 2 { result.append((name, (index + 2)..<min(end, tokens.count), owner)) }
        }
        return result
    }
}

/// Reads a token range as a platform test: true when the whole range is one.
struct ConditionReader {
    let source: DartSource
    let range: Range<Int>
    let flags: PlatformFlags
    /// The type whose member is being read: a bare name there may be a sibling member
    /// (`bool get isDesktop => isWindows || isLinux;`).
    let owner: String?
    var index: Int

    init(source: DartSource, range: Range<Int>, flags: PlatformFlags, owner: String? = nil) {
        self.source = source
        self.range = range
        self.flags = flags
        self.owner = owner
        index = range.lowerBound
    }

    /// Platform tests the Dart SDK and Flutter define.
    static let known: Set<String> = ["Platform.isWindows", "Platform.isMacOS", "Platform.isLinux", "Platform.isFuchsia"]
    /// Flutter's constants that are false in a phone's release build: the web, and debug and
    /// profile builds (`kDebugMode`), whose code a shipped app never runs either.
    static let nonPhoneReleaseFlags: Set<String> = ["kIsWeb", "kDebugMode", "kProfileMode"]

    /// Whether the whole range reads as a platform test.
    mutating func readsWhole() -> Bool {
        guard !range.isEmpty, let value = conditional() else { return false }
        return value && index == range.upperBound
    }

    private func kind(_ at: Int) -> DartTokenKind? { at < range.upperBound ? source.kind(at: at) : nil }

    /// `c ? a : b`: a test when both branches are, or when `c` is and `b` is.
    private mutating func conditional() -> Bool? {
        guard let condition = or() else { return nil }
        guard kind(index) == .question else { return condition }
        index += 1
        guard let then = conditional(), kind(index) == .colon else { return nil }
        index += 1
        guard let otherwise = conditional() else { return nil }
        return otherwise && (then || condition)
    }

    private mutating func or() -> Bool? {
        guard var value = and() else { return nil }
        while kind(index) == .operator, source.tokenIs(index, "||") {
            index += 1
            guard let next = and() else { return nil }
            value = value && next
        }
        return value
    }

    /// `a && b && …`: a test when any operand is, since one false operand makes it false on a
    /// phone. An operand the reader cannot prove (a comparison, a call) is passed over to the
    /// next `&&`; the whole is then a test only through another operand.
    private mutating func and() -> Bool? {
        var isTest = false, unknown = false
        repeat {
            let start = index
            if let value = primary(), atOperandEnd {
                isTest = isTest || value
            } else {
                index = start
                skipOperand()
                unknown = true
            }
        } while consumes("&&")
        return isTest ? true : unknown ? nil : false
    }

    private var atOperandEnd: Bool {
        guard let next = kind(index) else { return true }
        return next == .question || next == .colon || next == .operator && (source.tokenIs(index, "&&") || source.tokenIs(index, "||"))
    }

    private mutating func skipOperand() {
        while !atOperandEnd {
            if let close = source.partner(of: index), close > index, close < range.upperBound { index = close + 1 } else { index += 1 }
        }
    }

    private mutating func consumes(_ text: StaticString) -> Bool {
        guard kind(index) == .operator, source.tokenIs(index, text) else { return false }
        index += 1
        return true
    }

    /// `(test)`, `false`, `true`, a name; anything else (a call, a comparison, `!x`) is no test
    /// the reader can prove, and reads as nil.
    private mutating func primary() -> Bool? {
        switch kind(index) {
        case .leftParen?:
            guard let close = source.partner(of: index), close < range.upperBound else { return nil }
            var inner = ConditionReader(source: source, range: (index + 1)..<close, flags: flags, owner: owner)
            let value = inner.readsWhole()
            index = close + 1
            return value
        case .identifier?:
            var parts = [source.text(at: index)]
            index += 1
            while kind(index) == .dot, kind(index + 1) == .identifier {
                parts.append(source.text(at: index + 1))
                index += 2
            }
            if kind(index) == .leftParen || kind(index) == .nullAwareDot || kind(index) == .bang { return nil }
            if parts == ["false"] { return true }
            if parts == ["true"] { return false }
            // `Platform.isWindows` or `io.Platform.isWindows`; `kIsWeb` or `foundation.kIsWeb`.
            let last = parts.suffix(2).joined(separator: ".")
            if Self.known.contains(last) || parts.count <= 2 && Self.nonPhoneReleaseFlags.contains(parts.last ?? "") { return true }
            if parts.count == 1, let owner, flags.names.contains(owner + "." + parts[0]) { return true }
            return parts.count == 1 ? flags.names.contains(parts[0]) : flags.names.contains(last)
        default:
            return nil
        }
    }
}

/// The guarded regions of one file.
struct GuardReader {
    /// Guarded tokens, and where the code that guards them starts (the `if`, the condition of
    /// `?`, the declaration): tokens from there on share the region's lines harmlessly.
    struct Region {
        let header: Int
        let body: Range<Int>
    }

    let file: DartFile
    let flags: PlatformFlags
    var regions: [Region] = []

    init(file: DartFile, flags: PlatformFlags) {
        self.file = file
        self.flags = flags
    }

    /// The identifiers spelled inside the guarded regions.
    func namesInRegions() -> Set<String> {
        var names = Set<String>()
        for region in regions {
            for index in region.body where source.tokens[index].kind == .identifier { names.insert(source.text(at: index)) }
        }
        return names
    }

    private var source: DartSource { file.source }

    private func isTest(_ range: Range<Int>) -> Bool {
        var reader = ConditionReader(source: source, range: range, flags: flags)
        return reader.readsWhole()
    }

    /// `if (test) …`, `if (!test) return …;`, `test ? a : b`, and `if (flag) …` on a flag that
    /// is always `false` (`unpassedFalseFlags`).
    mutating func findRegions() {
        let tokens = source.tokens
        for flag in unpassedFalseFlags() {
            if let branch = branch(from: flag + 2) { regions.append(Region(header: flag - 2, body: branch)) }
        }
        for index in tokens.indices {
            switch tokens[index].kind {
            case .identifier where source.tokenIs(index, "if") && source.kind(at: index + 1) == .leftParen:
                guard let close = source.partner(of: index + 1), close + 1 < tokens.count else { continue }
                let condition = (index + 2)..<close
                if isTest(condition) {
                    if let branch = branch(from: close + 1) { regions.append(Region(header: index, body: branch)) }
                } else if source.kind(at: index + 2) == .bang, isTest((index + 3)..<close), isWholePrimary((index + 3)..<close),
                          let branch = branch(from: close + 1), exits(branch), !source.tokenIs(branch.upperBound, "else"),
                          let end = blockEnd(from: branch.upperBound), end > branch.upperBound {
                    regions.append(Region(header: branch.upperBound, body: branch.upperBound..<end))
                }
            case .question:
                guard let start = conditionStart(before: index), start < index, isTest(start..<index),
                      let colon = elseColon(after: index), colon > index + 1 else { continue }
                regions.append(Region(header: start, body: (index + 1)..<colon))
            default:
                continue
            }
        }
    }

    /// The tokens of `if (flag)` conditions on a named parameter that defaults to `false` in a
    /// private function no call of its library passes it to (`bool quickCopy = false` that every
    /// `_buildItem(…)` leaves out): the branch is dead code. Kept narrow: the library has no parts,
    /// the function is only ever called (never torn off), nothing in the file spells `flag:`, and
    /// the body names the flag only as such a whole condition.
    private func unpassedFalseFlags() -> [Int] {
        let tokens = source.tokens
        // A part shares private names with the rest of its library.
        if file.imports.contains(where: { $0.kind == .part }) { return [] }
        if tokens.indices.contains(where: { source.tokenIs($0, "part") && source.tokenIs($0 + 1, "of") }) { return [] }
        var result: [Int] = []
        for function in file.functions where !function.bodyRange.isEmpty && !function.parameterRange.isEmpty {
            guard let name = function.name, name.hasPrefix("_"),
                  file.identifierTokens([name]).allSatisfy({ source.kind(at: $0 + 1) == .leftParen }) else { continue }
            let parameters = function.parameterRange
            for index in parameters where source.kind(at: index) == .identifier && source.kind(at: index + 1) == .assign
                && source.tokenIs(index + 2, "false") && [.comma, .rightBrace].contains(source.kind(at: index + 3))
                && (parameters.lowerBound..<index).contains(where: { source.kind(at: $0) == .leftBrace }) {
                let uses = file.identifierTokens([source.text(at: index)])
                guard !uses.contains(where: { source.kind(at: $0 + 1) == .colon }) else { continue }
                let inBody = uses.filter { function.bodyRange.contains($0) }
                let conditions = inBody.filter {
                    source.kind(at: $0 - 1) == .leftParen && source.tokenIs($0 - 2, "if") && source.kind(at: $0 + 1) == .rightParen
                }
                guard !inBody.isEmpty, conditions.count == inBody.count else { continue }
                result.append(contentsOf: conditions)
            }
        }
        return result
    }

    /// Whether a range is one name or one parenthesized group, so that `!` applies to all of it.
    private func isWholePrimary(_ range: Range<Int>) -> Bool {
        if source.kind(at: range.lowerBound) == .leftParen { return source.partner(of: range.lowerBound) == range.upperBound - 1 }
        return range.allSatisfy { source.kind(at: $0) == .identifier || source.kind(at: $0) == .dot }
    }

    /// The statement, block or collection element starting at `start`: through its `;` or `}`,
    /// or up to a `,`, a closing bracket or `else`.
    private func branch(from start: Int) -> Range<Int>? {
        let tokens = source.tokens
        guard start < tokens.count else { return nil }
        if tokens[start].kind == .leftBrace { return source.partner(of: start).map { start..<($0 + 1) } }
        var index = start
        while index < tokens.count {
            let kind = tokens[index].kind
            if kind == .semicolon { return start..<(index + 1) }
            if kind == .comma || kind.isCloser || source.tokenIs(index, "else") { return index > start ? start..<index : nil }
            index = kind.isOpener ? (source.partner(of: index) ?? index) + 1 : index + 1
        }
        return nil
    }

    /// Whether a branch leaves the block: `return …;`, `throw …;`, or a block starting so.
    private func exits(_ branch: Range<Int>) -> Bool {
        var first = branch.lowerBound
        if source.kind(at: first) == .leftBrace { first += 1 }
        return source.tokenIs(first, "return") || source.tokenIs(first, "throw")
    }

    /// The closing brace of the block holding `start`; nil in a `switch` case, whose block goes
    /// on past the next `case`.
    private func blockEnd(from start: Int) -> Int? {
        var index = start
        while index < source.tokens.count {
            let kind = source.tokens[index].kind
            if kind.isCloser { return kind == .rightBrace ? index : nil }
            if source.tokenIs(index, "case") || source.tokenIs(index, "default") && source.kind(at: index + 1) == .colon { return nil }
            index = kind.isOpener ? (source.partner(of: index) ?? index) + 1 : index + 1
        }
        return nil
    }

    /// Where the condition of `… ? a : b` starts: after the nearest separator before the `?`.
    private func conditionStart(before question: Int) -> Int? {
        var index = question - 1
        while index >= 0 {
            let kind = source.tokens[index].kind
            if kind.isCloser {
                guard let open = source.partner(of: index) else { return nil }
                index = open - 1
                continue
            }
            if kind.isOpener || [.comma, .semicolon, .assign, .arrow, .colon, .question].contains(kind) { return index + 1 }
            if kind == .identifier, ["return", "yield", "case", "else", "throw"].contains(source.text(at: index)) { return index + 1 }
            index -= 1
        }
        return 0
    }

    /// The `:` of `c ? a : b`, skipping nested conditionals and brackets.
    private func elseColon(after question: Int) -> Int? {
        var nested = 0
        var index = question + 1
        while index < source.tokens.count {
            let kind = source.tokens[index].kind
            if kind == .question { nested += 1 }
            if kind == .colon {
                if nested == 0 { return index }
                nested -= 1
            }
            if kind == .semicolon || kind == .comma || kind.isCloser { return nil }
            index = kind.isOpener ? (source.partner(of: index) ?? index) + 1 : index + 1
        }
        return nil
    }

    func isGuarded(_ token: Int) -> Bool {
        regions.contains { $0.body.contains(token) }
    }

    /// Whether every use of these names in the file is guarded, and there is one. With a prefix
    /// only `prefix.Name` counts; without, names after a `.` are members, not these.
    func usesOnlyGuarded(_ names: Set<String>, prefix: String?) -> Bool {
        // Without guarded code every use is unguarded, and no use at all proves nothing.
        guard !names.isEmpty, !regions.isEmpty else { return false }
        var found = false
        for token in file.identifierTokens(names) {
            let afterDot = token > 0 && [.dot, .nullAwareDot].contains(source.tokens[token - 1].kind)
            if let prefix {
                guard afterDot, token > 1, source.text(at: token - 2) == prefix else { continue }
            } else if afterDot {
                continue
            }
            guard isGuarded(token) else { return false }
            found = true
        }
        return found
    }

    /// Lines of guarded regions that hold no unguarded code: a region's first line when only
    /// its guard precedes it there, its last when only a closing bracket or a separator follows.
    func guardedLines() -> [ClosedRange<Int>] {
        let tokens = source.tokens
        return regions.compactMap { region -> ClosedRange<Int>? in
            let body = region.body
            guard let first = body.first, body.upperBound <= tokens.count else { return nil }
            var startLine = tokens[first].line
            var before = first - 1
            while before >= 0, tokens[before].line == startLine { before -= 1 }
            if before + 1 < region.header { startLine += 1 }
            var endLine = tokens[body.upperBound - 1].line
            if body.upperBound < tokens.count, tokens[body.upperBound].line == endLine {
                let next = tokens[body.upperBound]
                let separates = next.kind.isCloser || next.kind == .comma || next.kind == .semicolon || source.tokenIs(body.upperBound, "else")
                if !separates { endLine -= 1 }
            }
            return startLine <= endLine ? startLine...endLine : nil
        }.sorted { $0.lowerBound < $1.lowerBound }
    }
}
