import ThumbruleFrontEnds

/// Dart classes, functions and methods of the app that nothing names: a widget or a builder
/// left behind by a redesign (`SearchButton` that no page builds, `buildLivePhotoIndicator()`
/// that no screen calls). They compile into the app but never run, so their lines take the
/// unreachable scope and checks skip them.
///
/// Judged by spelling, erring towards "runs": a function counts as reached when any code of
/// the project's Dart that is not a test names it again (a call, a tear-off, a `${…}`
/// template), or a generated file spells its name as a whole identifier. Flutter has no reflection, so a name in a
/// string or a comment calls nothing. Annotated functions (`@override`, `@pragma('vm:entry-point')`: the framework
/// or native code calls them), constructors, operators, getters and setters, and `main` always
/// count as reached, except an `@override` of a method of the project's own root classes (no
/// supertype) in a class whose every supertype is such a class (`GitLab implements GitHost`):
/// nothing outside the project knows those types, so only the project's code can call it, and
/// it is judged by its name, spelled nowhere but in its declarations (`getRepo`). Members every
/// object has, and `toJson` that `jsonEncode` calls, stay reached. Only declarations in an app
/// package's `lib/`, or an unpublished library package's the app takes by `path:`, are judged
/// (a published package's are its API); a function only beside a reached function of the same class, or of
/// the same file for top-level ones (or beside a reached class of the file): the file is in use, and this one alone is not. Annotated
/// classes count as reached too, and mixins, enums and extensions are not judged.
enum UnreachableDartCode {
    /// Lines of unreached functions, by path; `appLibs` are the app packages' `lib/` folders.
    /// `takesLinks`: the app takes links from outside, which may open any route.
    static func lines(files: [FlutterDartFile], generated: [[UInt8]], appLibs: [String], takesLinks: Bool) -> [String: [ClosedRange<Int>]] {
        let readers = files.indices.filter { files[$0].scope != .test }
        // Identifier tokens (those of `${…}` templates too) counted by a hash of their bytes:
        // no String per token, and a collision only makes a name look reached.
        var spelled: [UInt64: Int] = [:]
        for index in readers {
            let source = files[index].file.source
            source.bytes.withUnsafeBufferPointer { bytes in
                for token in source.tokens where token.kind == .identifier {
                    spelled[hash(bytes, token.offset..<(token.offset + token.length)), default: 0] += 1
                }
            }
        }
        // The declaration is the one spelling a dead function's name has; a class's name is
        // spelled again by each of its constructors.
        func isReached(_ name: String, declaredTimes: Int = 1) -> Bool {
            let utf8 = Array(name.utf8)
            if utf8.withUnsafeBufferPointer({ spelled[hash($0, 0..<$0.count), default: 0] }) > declaredTimes { return true }
            return generated.contains { spells(utf8, in: $0) }
        }
        // The project's root classes with their methods, and how often each method name is declared.
        var rootMethods: [String: Set<String>] = [:]
        var methodDeclarations: [String: Int] = [:]
        for index in readers {
            let dart = files[index].file
            for function in dart.functions where function.enclosingFunction == nil {
                guard let owner = function.enclosingClass, let name = function.name else { continue }
                methodDeclarations[name, default: 0] += 1
                let type = dart.classes[owner]
                if type.kind == .class, type.superclass == nil, type.interfaces.isEmpty, let typeName = type.name {
                    rootMethods[typeName, default: []].insert(name)
                }
            }
        }
        // An override only the project's code can call: judged by the spellings beyond its declarations.
        func overridesProjectMethod(_ function: DartFunction, in dart: DartFile) -> Bool {
            guard let owner = function.enclosingClass, let name = function.name, !objectMembers.contains(name) else { return false }
            let type = dart.classes[owner]
            let supertypes = (type.superclass.map { [$0] } ?? []) + type.interfaces
            return !supertypes.isEmpty && supertypes.allSatisfy { rootMethods[$0] != nil }
                && supertypes.contains { rootMethods[$0]?.contains(name) == true }
        }
        let judgedFiles = files.indices.filter { index in files[index].scope == .app && appLibs.contains(where: { files[index].path.hasPrefix($0) }) }
        // Methods of the app's classes, judged again by the type each use reaches them through
        // and with uses inside dead functions left out, round by round.
        // Only classes whose every ancestor is the project's own: a framework may call the
        // methods of another (an unannotated `build` of a widget).
        var methods: [DartMethodUses.Key: (name: String, owner: String)] = [:]
        var methodUses = DartMethodUses(files: files, readers: readers)
        for index in judgedFiles {
            let dart = files[index].file
            for (number, function) in dart.functions.enumerated() where function.enclosingFunction == nil {
                guard let owner = function.enclosingClass, dart.classes[owner].kind == .class, let ownerName = dart.classes[owner].name,
                      methodUses.inheritsOnlyFromProject(ownerName),
                      let name = function.name, !objectMembers.contains(name),
                      judgedLines(of: function, in: dart, overriding: overridesProjectMethod(function, in: dart)) != nil,
                      !generated.contains(where: { spells(Array(name.utf8), in: $0) }) else { continue }
                methods[DartMethodUses.Key(file: index, index: number)] = (name, ownerName)
            }
        }
        methodUses.read(names: Set(methods.values.map(\.name)), files: files, readers: readers)
        var deadFunctions = Set<DartMethodUses.Key>(), deadClasses = Set<DartMethodUses.Key>()
        func isCalled(_ key: DartMethodUses.Key) -> Bool {
            guard let (name, ownerName) = methods[key] else { return true }
            return methodUses.uses[name, default: []].contains { use in
                if let holder = use.function, holder == key || deadFunctions.contains(holder) { return false }
                if let owner = use.owner, deadClasses.contains(owner) { return false }
                return use.through.map { methodUses.mayReach(through: $0, owner: ownerName) } ?? true
            }
        }
        // Code a round found dead: a function or class found dead, or a function (an extension's
        // `goToProfileCreation`) whose name nothing spells again.
        func isDead(_ token: Int, file: Int) -> Bool {
            let dart = files[file].file
            if let owner = dart.classes.indices.last(where: { dart.classes[$0].bodyRange.contains(token) }),
               deadClasses.contains(DartMethodUses.Key(file: file, index: owner)) { return true }
            guard let holder = DartMethodUses.outermostNamedFunction(around: token, in: dart) else { return false }
            let function = dart.functions[holder]
            return deadFunctions.contains(DartMethodUses.Key(file: file, index: holder))
                || function.enclosingClass.map { dart.classes[$0].kind == .extension } == true
                && function.name.map { !isReached($0) && judgedLines(of: function, in: dart) != nil } == true
        }
        // Classes are spelled again by `State<Screen>` (their own state classes, which only they
        // make, and `createState`'s type) and by the builders of routes no code navigates to.
        let routes = UnnavigatedDartRoutes.routes(files: files, readers: readers, takesLinks: takesLinks)
        let classSpellings = spellings(of: Set(judgedFiles.flatMap { files[$0].file.classes.compactMap(\.name) }), files: files, readers: readers)
        // Spellings of a class that build nothing: `State<Screen>`, and outside its own body
        // those dead code or an unnavigated route's builder holds.
        func deadSpellings(of name: String, declaredAt own: DartMethodUses.Key, unnavigated: [UnnavigatedDartRoutes.Route]) -> Int {
            classSpellings[name, default: []].filter { spelling in
                let dart = files[spelling.file].file
                let source = dart.source
                if source.kind(at: spelling.token - 1) == .less, source.tokenIs(spelling.token - 2, "State"), source.kind(at: spelling.token + 1) == .greater { return true }
                if spelling.file == own.file && dart.classes[own.index].bodyRange.contains(spelling.token) { return false }
                return isDead(spelling.token, file: spelling.file)
                    || unnavigated.contains { $0.file == spelling.file && $0.builders.contains { $0.contains(spelling.token) } }
            }.count
        }
        var dead: [String: [ClosedRange<Int>]] = [:]
        for _ in 0..<8 {
            var found = Set<DartMethodUses.Key>(), foundClasses = Set<DartMethodUses.Key>()
            let unnavigated = routes.filter { route in route.uses.allSatisfy { isDead($0.token, file: $0.file) } }
            dead = [:]
            for fileIndex in judgedFiles {
                let file = files[fileIndex]
                // A class nothing names is never built: a widget left behind by a redesign.
                var classReached = false
                for (index, type) in file.file.classes.enumerated() where type.kind == .class {
                    guard let name = type.name else { continue }
                    let constructors = file.file.functions.filter { function in
                        function.enclosingClass == index && (function.name == name || function.name?.hasPrefix(name + ".") == true)
                    }
                    let key = DartMethodUses.Key(file: fileIndex, index: index)
                    let discounted = deadSpellings(of: name, declaredAt: key, unnavigated: unnavigated)
                    guard !isReached(name, declaredTimes: 1 + constructors.count + discounted) else { classReached = true; continue }
                    guard let lines = judgedLines(of: type, in: file.file) else { continue }
                    dead[file.path, default: []].append(lines)
                    foundClasses.insert(key)
                }
                // Named functions by owner (a class, or the file for top-level ones), skipping
                // local functions, whose siblings are the statements around them.
                var owners: [Int?: [(index: Int, function: DartFunction)]] = [:]
                for (index, function) in file.file.functions.enumerated() where function.name != nil && function.enclosingFunction == nil {
                    owners[function.enclosingClass, default: []].append((index, function))
                }
                for members in owners.values {
                    let functions = members.map(\.function)
                    let overrides = Set(functions.indices.filter { overridesProjectMethod(functions[$0], in: file.file) })
                    let unreached = functions.indices.filter { index in
                        let name = functions[index].name!
                        return !isReached(name, declaredTimes: overrides.contains(index) ? methodDeclarations[name, default: 1] : 1)
                            || !isCalled(DartMethodUses.Key(file: fileIndex, index: members[index].index))
                    }
                    // The file is in use when another function beside them is reached, or, for
                    // top-level functions, a class of the file is (march-tales-flutter's player
                    // widgets beside a dialog helper nothing calls).
                    let topLevel = functions.first?.enclosingClass == nil
                    guard unreached.count < functions.count || topLevel && classReached else { continue }
                    for index in unreached {
                        if let lines = judgedLines(of: functions[index], in: file.file, overriding: overrides.contains(index)) {
                            dead[file.path, default: []].append(lines)
                            found.insert(DartMethodUses.Key(file: fileIndex, index: members[index].index))
                        }
                    }
                }
            }
            if found == deadFunctions && foundClasses == deadClasses { break }
            deadFunctions = found
            deadClasses = foundClasses
        }
        return dead.mapValues { $0.sorted { $0.lowerBound < $1.lowerBound } }
    }

    /// The identifier tokens spelling each of `names`, by file and token.
    static func spellings(of names: Set<String>, files: [FlutterDartFile], readers: [Int]) -> [String: [(file: Int, token: Int)]] {
        var hashed: [UInt64: String] = [:]
        for name in names {
            hashed[Array(name.utf8).withUnsafeBufferPointer { hash($0, 0..<$0.count) }] = name
        }
        var result: [String: [(file: Int, token: Int)]] = [:]
        for index in readers {
            let source = files[index].file.source
            source.bytes.withUnsafeBufferPointer { bytes in
                for (number, token) in source.tokens.enumerated() where token.kind == .identifier {
                    if let name = hashed[hash(bytes, token.offset..<(token.offset + token.length))], source.text(at: number) == name {
                        result[name, default: []].append((index, number))
                    }
                }
            }
        }
        return result
    }

    /// Whether generated Dart spells a name as a whole identifier: `_put(` or `${_put}`, not the
    /// `_put` inside `always_put_control_body_on_new_line` of an `ignore_for_file` comment
    /// (hermez-flutter's `.g.dart` files, which kept an uncalled private `_put` looking reached).
    static func spells(_ name: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = name.first, name.count <= bytes.count else { return false }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        var index = 0
        let last = bytes.count - name.count
        while index <= last {
            if bytes[index] == first, index == 0 || !isIdentifier(bytes[index - 1]) {
                var matched = 1
                while matched < name.count && bytes[index + matched] == name[matched] { matched += 1 }
                let end = index + name.count
                if matched == name.count, end == bytes.count || !(isIdentifier(bytes[end]) || bytes[end] == 0x24) { return true }
            }
            index += 1
        }
        return false
    }

    /// Members every Dart object has, and `toJson`, which `jsonEncode` calls by name.
    static let objectMembers: Set<String> = ["toString", "noSuchMethod", "hashCode", "runtimeType", "toJson", "call"]

    /// FNV-1a over a range of bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var value: UInt64 = 0xcbf29ce484222325
        var index = range.lowerBound
        while index < range.upperBound {
            value = (value ^ UInt64(bytes[index])) &* 0x100000001b3
            index += 1
        }
        return value
    }

    /// The lines of a class from its name to its closing brace; nil when it is annotated
    /// (`@RoutePage()`, `@JsonSerializable()`: a generator or the framework may build it).
    static func judgedLines(of type: DartClass, in file: DartFile) -> ClosedRange<Int>? {
        guard let start = file.source.tokenIndex(at: type.position), !isAnnotated(start, in: file),
              let end = type.bodyRange.last, end < file.source.tokens.count else { return nil }
        return file.source.tokens[start].line...file.source.tokens[end].line
    }

    /// True when an annotation (`@…`) sits between the previous declaration and the token at `start`.
    static func isAnnotated(_ start: Int, in file: DartFile) -> Bool {
        (file.source.declarationStart(ofNameAt: start)..<start).contains { file.source.kind(at: $0) == .at }
    }

    /// True when the one annotation before the token at `start` is `@override`.
    static func onlyOverride(_ start: Int, in file: DartFile) -> Bool {
        let annotations = (file.source.declarationStart(ofNameAt: start)..<start).filter { file.source.kind(at: $0) == .at }
        return annotations.count == 1 && annotations[0] + 1 < start && file.source.text(at: annotations[0] + 1) == "override"
    }

    /// The lines of a named function this model judges, from its declaration to the end of
    /// its body; nil for functions it leaves alone.
    static func judgedLines(of function: DartFunction, in file: DartFile, overriding: Bool = false) -> ClosedRange<Int>? {
        guard let name = function.name, name != "main", !name.contains("."), !function.bodyRange.isEmpty,
              !function.parameterRange.isEmpty,
              !(function.enclosingClass.map { file.classes[$0].name == name } ?? false),
              let start = file.source.tokenIndex(at: function.position) else { return nil }
        let tokens = file.source.tokens
        // Back to the end of the previous declaration: an annotation there, or `operator`,
        // `get`, `set` or `factory` before the name, leaves the function alone.
        guard overriding ? onlyOverride(start, in: file) : !isAnnotated(start, in: file),
              !(file.source.declarationStart(ofNameAt: start)..<start).contains(where: {
                  ["operator", "get", "set", "factory", "external"].contains(file.source.text(at: $0))
              }) else { return nil }
        let end = function.bodyRange.upperBound - 1
        guard end < tokens.count else { return nil }
        return tokens[start].line...tokens[end].line
    }
}
