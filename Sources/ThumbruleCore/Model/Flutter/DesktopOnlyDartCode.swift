import ThumbruleFrontEnds

/// Dart code of a Flutter app that runs only on desktop or the web, never on a phone: it takes
/// the other-platform scope, as a macOS target's Swift does.
///
/// A **platform test** is an expression false on Android and iOS: `Platform.isWindows`,
/// `isMacOS`, `isLinux`, `isFuchsia`, `kIsWeb`, or false in a phone's release build:
/// `kDebugMode`, `kProfileMode` (debug-only code takes this scope too, as it never ships);
/// the literal `false`, `a || b` of two such tests,
/// `a && b` with one, `c ? a : b` whose branches both are, `!` of a test true on every phone
/// (`!(Platform.isAndroid || Platform.isIOS)`, `!kReleaseMode`), and a `final`/`const` variable, static
/// field or `=>` getter of the project initialised with one (`final kIsWindows = kIsWeb ? false :
/// Platform.isWindows;`, `static final bool isFluent = Platform.isWindows;`), a `@visibleForTesting`
/// variable initialised `false`, which only tests may set (`isWeb => kIsWeb || isTestingForWeb`), and an instance
/// getter so defined read through a top-level variable that constructs its type (`system.isDesktop`
/// with `final system = System();` and `bool get isDesktop => isWindows || isLinux;`), and a
/// compile-time define whose default is such a test (`bool.fromEnvironment('hasDevOptions',
/// defaultValue: kDebugMode)`: a store build passes no define, so its developer menu stays shut). Names are read
/// from their definitions, never guessed from their spelling: an `isDesktop` that measures the
/// window is no platform test, and a bare name the file also declares as a field, parameter or
/// local is not read as the top-level flag. Each condition is read for its value on Android and on
/// iOS (`PhoneTruth`), so `isMobile => Platform.isAndroid || Platform.isIOS` is known true on phones.
/// A private `bool` field of a class that starts `false` and that only guarded code sets otherwise
/// (`GuardReader.fieldsFalseOnPhones`: a side panel only a Linux build's button opens) is a test too.
///
/// **Guarded code** is what only a true platform test runs: the branch of `if (test)` (a block,
/// a statement or a collection element), the first branch of `test ? a : b`, the `else` of
/// `if (onPhone)` and the second branch of `onPhone ? a : b`, the rest of a block
/// after `if (onPhone) return …;` with a condition true on every phone (`if (!test) return;`,
/// `if (App.isMobile) return widget.child;`: what follows is the desktop window frame), the branch of `if (flag)` on a private function's named parameter
/// that defaults to `false` and that no call passes (dead code, which runs nowhere), and the body of a top-level function that the project names at
/// least once and only from guarded code (and no generated file names), and likewise the
/// whole of a class so named (a button built only in a desktop branch) and of a private method
/// so named (`if (kDebugMode) return _debugErrorWidget(error);`: Dart calls a private name only
/// where it is spelled). A `StatefulWidget` is named only from guarded code when its `State<Widget>`
/// class (or `ConsumerState<Widget>`), which its `createState` alone makes, is the only other code naming it; that `State` then
/// follows, as only the widget names it.
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
        /// `states`: for a widget, the classes of its file that extend `State<Widget>`, which name
        /// it only because its `createState` makes them.
        struct Declaration { let file: Int; let name: String; let range: Range<Int>; var states: [Range<Int>] = [] }
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
                // `State<Widget>`, or a state base of a library's: Riverpod's `ConsumerState<Widget>`.
                let states = dart.classes.filter { $0.superclass?.hasSuffix("State") == true && $0.superclassArguments.first == name }.compactMap { state in
                    source.tokenIndex(at: state.position).map { source.declarationStart(ofNameAt: $0)..<state.bodyRange.upperBound }
                }
                declarations.append(Declaration(file: index, name: name, range: source.declarationStart(ofNameAt: start)..<type.bodyRange.upperBound,
                                                states: states))
            }
        }
        let declared = Set(declarations.map(\.name))
        let tables = files.map { routeTableEntries($0.file) }
        let byName = Dictionary(grouping: declarations, by: \.name)
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
                // A class's own body and state name it, as do those of a copy of the same name in
                // another file (a screen pasted into its redesign).
                let outside = (uses[declaration.name] ?? []).filter { use in
                    !(byName[declaration.name] ?? []).contains { other in
                        use.file == other.file && (other.range.contains(use.token) || other.states.contains { $0.contains(use.token) })
                    } && !tables[use.file].contains { $0.name == declaration.name && $0.range.contains(use.token) }
                }
                guard !outside.isEmpty, outside.allSatisfy({ readers[$0.file].isGuarded($0.token) }) else { continue }
                done.insert(number)
                readers[declaration.file].regions.append(GuardReader.Region(header: declaration.range.lowerBound, body: declaration.range))
                changed = true
            }
        }
    }
}

extension DesktopOnlyDartCode {
    /// The cases of a route table: `case Screen.routeName:` and its body up to the next case,
    /// when that body builds the screen: it makes the screen a push of `Screen.routeName` elsewhere asks for. Naming the screen
    /// there is no use of it: the pushes are, and they decide whether a phone opens it.
    static func routeTableEntries(_ file: DartFile) -> [(name: String, range: Range<Int>)] {
        let source = file.source
        var result: [(name: String, range: Range<Int>)] = []
        for index in source.tokens.indices where source.tokenIs(index, "case") {
            guard source.kind(at: index + 1) == .identifier, source.kind(at: index + 2) == .dot,
                  source.kind(at: index + 3) == .identifier, source.kind(at: index + 4) == .colon else { continue }
            var end = index + 5
            while end < source.tokens.count, !source.tokenIs(end, "case"), !source.tokenIs(end, "default"),
                  source.kind(at: end)?.isCloser != true {
                end = source.kind(at: end)?.isOpener == true ? (source.partner(of: end) ?? end) + 1 : end + 1
            }
            let name = source.text(at: index + 1)
            // Only a case that builds the class it dispatches on: `builder: (_) => Screen(…)`.
            guard ((index + 5)..<end).contains(where: { source.kind(at: $0) == .identifier && source.text(at: $0) == name
                && source.kind(at: $0 + 1) == .leftParen }) else { continue }
            result.append((name, index..<end))
        }
        return result
    }
}

/// Names defined as conditions on the platform, with their value on phones, found by reading each
/// definition's initializer until no new value is found: `kIsDesktop = kIsLinux || kIsWindows ||
/// kIsMacOS` needs the three first.
struct PlatformFlags {
    /// Top-level names (`kIsWindows`), `Class.field` names (`Constants.isFluent`, an instance
    /// getter's `System.isDesktop` too) and `instance.field` names (`system.isDesktop`), each with
    /// what it is on phones where that is known for Android or iOS (`App.isMobile`: true on both).
    private(set) var values: [String: PhoneTruth] = [:]

    var isEmpty: Bool { values.isEmpty }

    init(files: [FlutterDartFile]) {
        var definitions: [String: [(file: Int, range: Range<Int>, owner: String?, block: Bool)]] = [:]
        for (index, file) in files.enumerated() where file.scope != .test {
            for (name, range, owner, block) in Self.definitions(in: file.file) {
                definitions[name, default: []].append((index, range, owner, block))
            }
        }
        // Top-level `final system = System();`: `system.isDesktop` reads `System.isDesktop`.
        // Every definition of the name must be such a call for the name to stand for one class.
        var instances: [String: String] = [:]
        for (name, places) in definitions where !name.contains(".") {
            let types = Set(places.map { files[$0.file].file.source.constructedType(in: $0.range) })
            if types.count == 1, let type = types.first, let type { instances[name] = type }
        }
        var shadows: [Int: Set<String>] = [:]
        var changed = true
        var rounds = 0
        while changed && rounds < 8 {
            changed = false
            rounds += 1
            for (name, places) in definitions where values[name].map({ $0.android == nil || $0.ios == nil }) ?? true {
                // Every definition of the name must agree on a platform for the name to be known there.
                var value: PhoneTruth?
                for place in places {
                    let shadowed = shadows[place.file] ?? GuardReader.innerDeclarations(files[place.file].file)
                    shadows[place.file] = shadowed
                    var reader = ConditionReader(source: files[place.file].file.source, range: place.range, flags: self,
                                                 owner: place.owner, shadowed: shadowed)
                    let read = place.block ? reader.readBlock() : reader.readWhole()
                    value = value.map { PhoneTruth(android: $0.android == read.android ? read.android : nil,
                                                   ios: $0.ios == read.ios ? read.ios : nil) } ?? read
                }
                if let value, !value.isUnknown, value != values[name] { values[name] = value; changed = true }
            }
            for (instance, type) in instances {
                for (name, value) in values where name.hasPrefix(type + ".") {
                    let key = instance + name.dropFirst(type.count)
                    if values[key] != value { values[key] = value; changed = true }
                }
            }
        }
    }

    /// `final`/`const` variables, `@visibleForTesting` ones, and getters, top-level or of a type, with their initializers (a
    /// block getter's body, with `block` set) and the type that declares them. An instance member
    /// counts as well as a static one: a getter that reads only platform tests has the same value on
    /// every instance.
    static func definitions(in file: DartFile) -> [(String, Range<Int>, String?, block: Bool)] {
        let source = file.source
        let tokens = source.tokens
        var depth = 0
        var result: [(String, Range<Int>, String?, block: Bool)] = []
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftBrace: depth += 1; continue
            case .rightBrace: depth -= 1; continue
            case .identifier: break
            default: continue
            }
            guard depth <= 1, index + 1 < tokens.count else { continue }
            let next = tokens[index + 1].kind
            let isGetter = (next == .arrow || next == .leftBrace) && source.tokenIs(index - 1, "get")
            guard next == .assign || isGetter else { continue }
            // The words before the name: modifiers and a type.
            var start = index - 1
            var words = Set<String>()
            while start >= 0, tokens[start].kind == .identifier || tokens[start].kind == .question {
                words.insert(source.text(at: start))
                start -= 1
            }
            // `@visibleForTesting static bool isTestingForWeb = false;`: only tests may change it,
            // so a store build keeps its initial value.
            let testingSwitch = words.contains("visibleForTesting") && start >= 0 && tokens[start].kind == .at
            if testingSwitch { start -= 1 }
            guard start < 0 || [.semicolon, .leftBrace, .rightBrace].contains(tokens[start].kind) else { continue }
            guard isGetter || testingSwitch || words.contains("final") || words.contains("const") else { continue }
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
            if next == .leftBrace {
                if let close = source.partner(of: index + 1), close > index + 2 { result.append((name, (index + 2)..<close, owner, true)) }
                continue
            }
            var end = index + 2
            while end < tokens.count, tokens[end].kind != .semicolon {
                if tokens[end].kind.isCloser { break }
                end = tokens[end].kind.isOpener ? (source.partner(of: end) ?? end) + 1 : end + 1
            }
            if end > index + 2 { result.append((name, (index + 2)..<min(end, tokens.count), owner, false)) }
        }
        return result
    }
}

/// What a condition is in a phone's release build, on Android and on iOS: `true`, `false`, or nil
/// where the reader cannot tell. A platform test is false on both (`never`); a test of being on a
/// phone (`Platform.isAndroid || Platform.isIOS`, `!kIsDesktop`) is true on both (`always`).
struct PhoneTruth: Hashable {
    var android: Bool?
    var ios: Bool?

    static let unknown = PhoneTruth(android: nil, ios: nil)
    static let never = PhoneTruth(android: false, ios: false)
    static let always = PhoneTruth(android: true, ios: true)

    var isNever: Bool { android == false && ios == false }
    var isAlways: Bool { android == true && ios == true }
    var isUnknown: Bool { android == nil && ios == nil }
    var negated: PhoneTruth { PhoneTruth(android: android.map { !$0 }, ios: ios.map { !$0 }) }

    static func && (lhs: PhoneTruth, rhs: PhoneTruth) -> PhoneTruth {
        func and(_ a: Bool?, _ b: Bool?) -> Bool? { a == false || b == false ? false : a == true && b == true ? true : nil }
        return PhoneTruth(android: and(lhs.android, rhs.android), ios: and(lhs.ios, rhs.ios))
    }

    static func || (lhs: PhoneTruth, rhs: PhoneTruth) -> PhoneTruth {
        func or(_ a: Bool?, _ b: Bool?) -> Bool? { a == true || b == true ? true : a == false && b == false ? false : nil }
        return PhoneTruth(android: or(lhs.android, rhs.android), ios: or(lhs.ios, rhs.ios))
    }

    /// `self ? then : otherwise`: the branch taken where this is known, else the branches' common value.
    func choosing(_ then: PhoneTruth, _ otherwise: PhoneTruth) -> PhoneTruth {
        func pick(_ c: Bool?, _ a: Bool?, _ b: Bool?) -> Bool? { c.map { $0 ? a : b } ?? (a == b ? a : nil) }
        return PhoneTruth(android: pick(android, then.android, otherwise.android), ios: pick(ios, then.ios, otherwise.ios))
    }
}

/// Reads a token range as a condition's value on phones (`PhoneTruth`).
struct ConditionReader {
    let source: DartSource
    let range: Range<Int>
    let flags: PlatformFlags
    /// The type whose member is being read: a bare name there may be a sibling member
    /// (`bool get isDesktop => isWindows || isLinux;`).
    let owner: String?
    /// Names the file declares inside a type or function (`GuardReader.innerDeclarations`): a bare
    /// name so declared may be a field or local, not the top-level flag of that name.
    let shadowed: Set<String>
    /// Fields and locals of the enclosing class that hold a platform test (`GuardReader.classFlags`).
    let locals: [String: PhoneTruth]
    var index: Int

    init(source: DartSource, range: Range<Int>, flags: PlatformFlags, owner: String? = nil, shadowed: Set<String> = [],
         locals: [String: PhoneTruth] = [:]) {
        self.source = source
        self.range = range
        self.flags = flags
        self.owner = owner
        self.shadowed = shadowed
        self.locals = locals
        index = range.lowerBound
    }

    /// Platform tests the Dart SDK and Flutter define, with their value on phones.
    static let known: [String: PhoneTruth] = [
        "Platform.isWindows": .never, "Platform.isMacOS": .never, "Platform.isLinux": .never, "Platform.isFuchsia": .never,
        "Platform.isAndroid": PhoneTruth(android: true, ios: false), "Platform.isIOS": PhoneTruth(android: false, ios: true),
    ]
    /// Flutter's build constants as a phone's release build sets them: not the web, not a debug
    /// or profile build (`kDebugMode`, whose code a shipped app never runs either), a release one.
    static let releaseFlags: [String: PhoneTruth] = ["kIsWeb": .never, "kDebugMode": .never, "kProfileMode": .never, "kReleaseMode": .always]

    /// On an iPhone or iPad every app's container is under `/var/mobile/`; an iOS app running on a
    /// Mac (`Platform.isIOS` there too) is not, so `!path.contains("/var/mobile/")` tells the two apart.
    static let iosDevicePathPrefix = "/var/mobile/"

    /// A block getter's body: `if (c) return a;` statements (or `{ return a; }`) before a final
    /// `return b;`, read as `c ? a : (… b)`; unknown when any other statement is there.
    mutating func readBlock() -> PhoneTruth {
        var guards: [(condition: PhoneTruth, value: PhoneTruth)] = []
        var at = range.lowerBound
        while at < range.upperBound {
            if source.tokenIs(at, "if"), source.kind(at: at + 1) == .leftParen,
               let close = source.partner(of: at + 1), close + 1 < range.upperBound {
                let condition = sub((at + 2)..<close)
                var statement = close + 1
                var limit = range.upperBound
                if source.kind(at: statement) == .leftBrace, let end = source.partner(of: statement), end < range.upperBound {
                    statement += 1
                    limit = end
                }
                guard let (value, after) = returned(at: statement, before: limit),
                      limit == range.upperBound || after == limit else { return .unknown }
                guards.append((condition, value))
                at = limit == range.upperBound ? after : limit + 1
            } else {
                guard let (value, after) = returned(at: at, before: range.upperBound), after == range.upperBound else { return .unknown }
                return guards.reversed().reduce(value) { result, step in step.condition.choosing(step.value, result) }
            }
        }
        return .unknown
    }

    /// `return value;` starting at `start`: the value and the index after the `;`.
    private func returned(at start: Int, before limit: Int) -> (PhoneTruth, Int)? {
        guard source.tokenIs(start, "return") else { return nil }
        var end = start + 1
        while end < limit, source.kind(at: end) != .semicolon {
            end = source.kind(at: end)?.isOpener == true ? (source.partner(of: end) ?? end) + 1 : end + 1
        }
        guard end < limit, end > start + 1 else { return nil }
        return (sub((start + 1)..<end), end + 1)
    }

    private func sub(_ range: Range<Int>) -> PhoneTruth {
        var reader = ConditionReader(source: source, range: range, flags: flags, owner: owner, shadowed: shadowed, locals: locals)
        return reader.readWhole()
    }

    /// The value of the whole range; unknown when it does not read as one condition.
    mutating func readWhole() -> PhoneTruth {
        guard !range.isEmpty, let value = conditional(), index == range.upperBound else { return .unknown }
        return value
    }

    /// Whether the whole range reads as a platform test: false on every phone.
    mutating func readsWhole() -> Bool { readWhole().isNever }

    private func kind(_ at: Int) -> DartTokenKind? { at < range.upperBound ? source.kind(at: at) : nil }

    /// `c ? a : b`.
    private mutating func conditional() -> PhoneTruth? {
        guard let condition = or() else { return nil }
        guard kind(index) == .question else { return condition }
        index += 1
        guard let then = conditional(), kind(index) == .colon else { return nil }
        index += 1
        guard let otherwise = conditional() else { return nil }
        return condition.choosing(then, otherwise)
    }

    private mutating func or() -> PhoneTruth? {
        guard var value = and() else { return nil }
        while kind(index) == .operator, source.tokenIs(index, "||") {
            index += 1
            guard let next = and() else { return nil }
            value = value || next
        }
        return value
    }

    /// `a && b && …`: false where any operand is. An operand the reader cannot read (a
    /// comparison, a call) is passed over to the next `&&` as unknown.
    private mutating func and() -> PhoneTruth? {
        var value = PhoneTruth.always
        repeat {
            let start = index
            if let operand = primary(), atOperandEnd {
                value = value && operand
            } else {
                index = start
                skipOperand()
                value = value && (iosDevicePathTest(start..<index) ?? targetPlatformTest(start..<index) ?? .unknown)
            }
        } while consumes("&&")
        return value
    }

    /// `path.contains("/var/mobile/")`, or its negation: true on every iPhone and iPad.
    private func iosDevicePathTest(_ operand: Range<Int>) -> PhoneTruth? {
        let negated = source.kind(at: operand.lowerBound) == .bang
        let last = operand.upperBound - 1
        guard last > operand.lowerBound, source.kind(at: last) == .rightParen, let open = source.partner(of: last),
              open > operand.lowerBound + 1, source.tokenIs(open - 1, "contains"), source.kind(at: open - 2) == .dot,
              source.kind(at: open + 1) == .stringOpen, source.stringLiteral(at: open + 1) == Self.iosDevicePathPrefix,
              source.kind(at: last - 1) == .stringClose, last - 4 == open else { return nil }
        let onDevice = PhoneTruth(android: nil, ios: true)
        return negated ? onDevice.negated : onDevice
    }

    /// `defaultTargetPlatform == TargetPlatform.android` (or `!=`, either side first): Flutter's
    /// own platform in a release build, which no override changes.
    private func targetPlatformTest(_ operand: Range<Int>) -> PhoneTruth? {
        guard operand.count == 5 else { return nil }
        let first = source.tokenIs(operand.lowerBound, "defaultTargetPlatform")
        guard first || source.tokenIs(operand.upperBound - 1, "defaultTargetPlatform") else { return nil }
        let comparison = first ? operand.lowerBound + 1 : operand.lowerBound + 3
        let platform = first ? operand.lowerBound + 2 : operand.lowerBound
        let equal = source.tokenIs(comparison, "==")
        guard equal || source.tokenIs(comparison, "!=") else { return nil }
        guard source.tokenIs(platform, "TargetPlatform"), source.kind(at: platform + 1) == .dot else { return nil }
        let name = source.text(at: platform + 2)
        let value = PhoneTruth(android: name == "android", ios: name == "iOS")
        return equal ? value : value.negated
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

    /// The arguments of `bool.fromEnvironment('hasDevOptions', defaultValue: kDebugMode)`: a store
    /// build passes no such define, so the flag holds its default. Only a default that reads a
    /// build constant or a flag counts; a literal one (`defaultValue: false`) says nothing of what
    /// the release recipe defines.
    private func environmentDefault(in arguments: Range<Int>) -> PhoneTruth {
        var at = arguments.lowerBound
        while at < arguments.upperBound {
            if source.tokenIs(at, "defaultValue"), kind(at + 1) == .colon {
                var end = at + 2
                while end < arguments.upperBound, source.kind(at: end) != .comma {
                    end = source.kind(at: end)?.isOpener == true ? (source.partner(of: end) ?? end) + 1 : end + 1
                }
                let value = (at + 2)..<end
                guard value.contains(where: { source.kind(at: $0) == .identifier && !source.tokenIs($0, "true") && !source.tokenIs($0, "false") })
                else { return .unknown }
                return sub(value)
            }
            at = source.kind(at: at)?.isOpener == true ? (source.partner(of: at) ?? at) + 1 : at + 1
        }
        return .unknown
    }

    /// `(test)`, `!test`, `false`, `true`, a name, `bool.fromEnvironment(…)` with a default read
    /// from one; anything else (a call, a comparison) is read as nil.
    private mutating func primary() -> PhoneTruth? {
        switch kind(index) {
        case .bang?:
            index += 1
            return primary()?.negated
        case .leftParen?:
            guard let close = source.partner(of: index), close < range.upperBound else { return nil }
            var inner = ConditionReader(source: source, range: (index + 1)..<close, flags: flags, owner: owner, shadowed: shadowed,
                                        locals: locals)
            let value = inner.readWhole()
            index = close + 1
            return value
        case .identifier?:
            if source.tokenIs(index, "const"), kind(index + 1) == .identifier { index += 1 }
            var parts = [source.text(at: index)]
            index += 1
            while kind(index) == .dot, kind(index + 1) == .identifier {
                parts.append(source.text(at: index + 1))
                index += 2
            }
            if parts == ["bool", "fromEnvironment"], kind(index) == .leftParen, let close = source.partner(of: index), close < range.upperBound {
                let value = environmentDefault(in: (index + 1)..<close)
                index = close + 1
                return value
            }
            if kind(index) == .leftParen || kind(index) == .nullAwareDot || kind(index) == .bang { return nil }
            if parts == ["false"] { return .never }
            if parts == ["true"] { return .always }
            if parts.count == 1, let value = locals[parts[0]] { return value }
            // `Platform.isWindows` or `io.Platform.isWindows`; `kIsWeb` or `foundation.kIsWeb`.
            let last = parts.suffix(2).joined(separator: ".")
            if let value = Self.known[last] { return value }
            if parts.count <= 2, let value = Self.releaseFlags[parts.last ?? ""] { return value }
            if parts.count == 1, let owner, let value = flags.values[owner + "." + parts[0]] { return value }
            if parts.count == 1 { return shadowed.contains(parts[0]) ? .unknown : flags.values[parts[0]] ?? .unknown }
            return flags.values[last] ?? .unknown
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
    /// `innerDeclarations` of the file.
    let shadowed: Set<String>
    /// `classFlags` of each class of the file, by its body.
    var classLocals: [(body: Range<Int>, names: [String: PhoneTruth])]
    var regions: [Region] = []

    init(file: DartFile, flags: PlatformFlags) {
        self.file = file
        self.flags = flags
        let shadowed = Self.innerDeclarations(file)
        self.shadowed = shadowed
        classLocals = flags.isEmpty ? [] : file.classes.compactMap { type in
            let names = Self.classFlags(file, body: type.bodyRange, flags: flags, shadowed: shadowed)
            return names.isEmpty ? nil : (type.bodyRange, names)
        }
    }

    /// Fields and locals of a class that only ever hold one platform test: every declaration of the
    /// name there is a field or local (no parameter, no `this.name` a constructor fills) and every
    /// value given to it, by initializer or assignment, reads the same (`final isDesktop =
    /// Util.isDesktop;` in `build`, `late final bool isDesktop;` set from it in `initState`).
    static func classFlags(_ file: DartFile, body: Range<Int>, flags: PlatformFlags, shadowed: Set<String>) -> [String: PhoneTruth] {
        let source = file.source
        var values: [String: PhoneTruth] = [:]
        var refused = Set<String>()
        // Openers around the current token, with whether each opens a parameter list.
        var openers: [Bool] = []
        var index = body.lowerBound
        while index < body.upperBound {
            guard let kind = source.kind(at: index) else { break }
            if kind.isOpener {
                let previous = index > 0 ? source.kind(at: index - 1) : nil
                openers.append(kind != .leftBrace || previous == .leftParen || previous == .comma && openers.last == true)
                index += 1
                continue
            }
            if kind.isCloser { _ = openers.popLast(); index += 1; continue }
            guard kind == .identifier, let next = source.kind(at: index + 1) else { index += 1; continue }
            let name = source.text(at: index)
            let afterDot = index > 0 && source.kind(at: index - 1) == .dot
            let viaThis = afterDot && source.tokenIs(index - 2, "this")
            if afterDot && !viaThis { index += 1; continue }
            let inParameters = openers.last == true
            switch next {
            case .assign where !inParameters:
                var end = index + 2
                while end < body.upperBound, source.kind(at: end) != .semicolon, source.kind(at: end)?.isCloser != true, source.kind(at: end) != .comma {
                    end = source.kind(at: end)?.isOpener == true ? (source.partner(of: end) ?? end) + 1 : end + 1
                }
                var reader = ConditionReader(source: source, range: (index + 2)..<end, flags: flags, shadowed: shadowed)
                let value = reader.readWhole()
                if value.isUnknown || values[name].map({ $0 != value }) == true { refused.insert(name) } else { values[name] = value }
            case .assign, .comma, .rightParen, .rightBrace:
                // A parameter (`bool isDesktop,`), or `this.name` filled by a constructor.
                let previous = source.kind(at: index - 1)
                let declares = previous == .question || previous == .greater
                    || previous == .identifier && !notTypes.contains(source.text(at: index - 1))
                if inParameters && declares || viaThis { refused.insert(name) }
            case .operator where source.text(at: index + 1).hasSuffix("=") && !["==", "!=", "<=", ">="].contains(source.text(at: index + 1)):
                refused.insert(name)
            default:
                break
            }
            index += 1
        }
        return values.filter { !refused.contains($0.key) }
    }

    /// Words before a name that make it no declaration: `return isMobile;`, `x is Foo`.
    private static let notTypes: Set<String> = ["return", "yield", "await", "throw", "case", "is", "as", "in", "else", "new"]

    /// Names the file declares inside a type, a function or a parameter list: a field
    /// (`final bool isMobile;`), a parameter or a local (`final isMobile = width < 600;`). A bare
    /// name so declared may be read there instead of the top-level flag of the same name.
    static func innerDeclarations(_ file: DartFile) -> Set<String> {
        let source = file.source
        let tokens = source.tokens
        var result = Set<String>()
        var depth = 0
        for index in tokens.indices {
            let kind = tokens[index].kind
            if kind.isOpener { depth += 1; continue }
            if kind.isCloser { depth -= 1; continue }
            guard depth > 0, kind == .identifier, index > 0, index + 1 < tokens.count else { continue }
            let before = tokens[index - 1].kind
            guard before == .question || before == .greater || before == .identifier && !notTypes.contains(source.text(at: index - 1)) else { continue }
            let after = tokens[index + 1].kind
            if [.assign, .semicolon, .comma, .rightParen, .rightBrace].contains(after) { result.insert(source.text(at: index)) }
        }
        return result
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

    private func truth(_ range: Range<Int>) -> PhoneTruth {
        let locals = classLocals.first { $0.body.contains(range.lowerBound) }?.names ?? [:]
        var reader = ConditionReader(source: source, range: range, flags: flags, shadowed: shadowed, locals: locals)
        return reader.readWhole()
    }

    /// The guarded regions (`scanRegions`), read again while guarded code is all that sets a
    /// private field true (`fieldsFalseOnPhones`): that field is then a platform test in its class.
    mutating func findRegions() {
        scanRegions()
        for _ in 0..<4 {
            let fields = fieldsFalseOnPhones()
            guard !fields.isEmpty else { return }
            for (body, name) in fields {
                if let slot = classLocals.firstIndex(where: { $0.body == body }) {
                    classLocals[slot].names[name] = .never
                } else {
                    classLocals.append((body, [name: .never]))
                }
            }
            regions = []
            scanRegions()
        }
    }

    /// Private `bool` fields declared `= false` in a class whose every write outside guarded code
    /// gives a value false on phones (`_showSettingsPanel = false` in the panel's close button),
    /// while what sets them otherwise is guarded (`onPressed: Platform.isLinux ? () =>
    /// setState(() => _showSettingsPanel = !_showSettingsPanel) : () => showOverlay(context)`):
    /// on a phone the field stays `false`, so what `if (_showSettingsPanel)` builds is the
    /// desktop's. Fields already read so are left out. Kept narrow: a library with parts, which
    /// share private names, is not read, and a field any `this.` parameter or other form of
    /// write may fill is refused.
    private func fieldsFalseOnPhones() -> [(body: Range<Int>, name: String)] {
        if file.sharesPrivateNames { return [] }
        let tokens = source.tokens
        var result: [(body: Range<Int>, name: String)] = []
        for type in file.classes where type.kind == .class && type.bodyRange.count > 2 {
            let body = type.bodyRange
            let known = classLocals.first { $0.body == body }?.names ?? [:]
            // Fields of the class body itself: `bool _name = false;`, stepping over brackets.
            var candidates = Set<String>()
            var index = body.lowerBound + 1
            while index < body.upperBound - 1 {
                let kind = tokens[index].kind
                if kind.isOpener { index = (source.partner(of: index) ?? index) + 1; continue }
                if kind == .identifier, source.text(at: index).hasPrefix("_"), source.tokenIs(index - 1, "bool"),
                   source.kind(at: index + 1) == .assign, source.tokenIs(index + 2, "false"), source.kind(at: index + 3) == .semicolon,
                   known[source.text(at: index)] == nil {
                    candidates.insert(source.text(at: index))
                }
                index += 1
            }
            for name in candidates where file.identifierTokens([name]).allSatisfy({ writeKeepsFalse($0, body: body) }) {
                result.append((body, name))
            }
        }
        return result
    }

    /// Whether a use of a field leaves it false on phones: a read, a write in guarded code, or
    /// an assignment of a value false on phones. A `this.` parameter (a constructor fills it) and
    /// a compound assignment (`??=`, `|=`) are not.
    private func writeKeepsFalse(_ token: Int, body: Range<Int>) -> Bool {
        if source.kind(at: token - 1) == .dot, source.tokenIs(token - 2, "this"), source.kind(at: token + 1) != .assign { return false }
        switch source.kind(at: token + 1) {
        case .assign?:
            if isGuarded(token) { return true }
            var end = token + 2
            while end < source.tokens.count, source.kind(at: end) != .semicolon, source.kind(at: end)?.isCloser != true, source.kind(at: end) != .comma {
                end = source.kind(at: end)?.isOpener == true ? (source.partner(of: end) ?? end) + 1 : end + 1
            }
            return body.contains(token) && end > token + 2 && truth((token + 2)..<end).isNever
        case .operator?:
            let text = source.text(at: token + 1)
            return !text.hasSuffix("=") || ["==", "!=", "<=", ">="].contains(text) || isGuarded(token)
        default:
            return true
        }
    }

    /// `if (test) …`, `test ? a : b`, the rest of the block after `if (onPhone) return …;` where
    /// `onPhone` is true on every phone (`if (App.isMobile) return widget.child;`, `if (!kIsDesktop)
    /// return;`), and `if (flag) …` on a flag that is always `false` (`unpassedFalseFlags`).
    private mutating func scanRegions() {
        let tokens = source.tokens
        for flag in unpassedFalseFlags() {
            if let branch = branch(from: flag + 2) { regions.append(Region(header: flag - 2, body: branch)) }
        }
        for index in tokens.indices {
            switch tokens[index].kind {
            case .identifier where source.tokenIs(index, "if") && source.kind(at: index + 1) == .leftParen:
                guard let close = source.partner(of: index + 1), close + 1 < tokens.count else { continue }
                let condition = truth((index + 2)..<close)
                if condition.isNever {
                    if let branch = branch(from: close + 1) { regions.append(Region(header: index, body: branch)) }
                } else if condition.isAlways, let branch = branch(from: close + 1), source.tokenIs(branch.upperBound, "else"),
                          let otherwise = self.branch(from: branch.upperBound + 1) {
                    // `if (App.isMobile) … else …`: the `else` is what desktops and the web run.
                    regions.append(Region(header: branch.upperBound, body: otherwise))
                } else if condition.isAlways,
                          let branch = branch(from: close + 1), exits(branch), !source.tokenIs(branch.upperBound, "else"),
                          let end = blockEnd(from: branch.upperBound), end > branch.upperBound {
                    regions.append(Region(header: branch.upperBound, body: branch.upperBound..<end))
                }
            case .question:
                guard let start = conditionStart(before: index), start < index,
                      let colon = elseColon(after: index), colon > index + 1 else { continue }
                let condition = truth(start..<index)
                if condition.isNever {
                    regions.append(Region(header: start, body: (index + 1)..<colon))
                } else if condition.isAlways, let end = expressionEnd(from: colon + 1), end > colon + 1 {
                    // `PlatformInfo.isMobile ? editor : Column(…)`: the second branch is the web's.
                    regions.append(Region(header: colon, body: (colon + 1)..<end))
                }
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
        // A part shares private names with the rest of its library.
        if file.sharesPrivateNames { return [] }
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

    /// Where the expression starting at `start` ends: at the first `,`, `;`, `..`, `:` or closing
    /// bracket outside brackets (a `:` ends it early in `a ? b ? c : d : e`, never late).
    private func expressionEnd(from start: Int) -> Int? {
        var index = start
        while index < source.tokens.count {
            let kind = source.tokens[index].kind
            if [.semicolon, .comma, .cascade, .colon].contains(kind) || kind.isCloser { return index }
            index = kind.isOpener ? (source.partner(of: index) ?? index) + 1 : index + 1
        }
        return nil
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
