import ThumbruleFrontEnds

/// Where the project's Dart names its classes' methods, and through which type: lets
/// `UnreachableDartCode` tell that `_googleSignIn.signIn()` on a field declared `GoogleSignIn`
/// does not call the app's own `AuthService.signIn`, though both are spelled `signIn`.
///
/// Read from tokens, erring towards "may call": a name after `.` is reached through the
/// receiver's type when the file declares it once (`final AuthService _auth;`), or it is a
/// type name (`AuthService.instance`), `this`, a static member of a project class declared with
/// its type (`ApiClient.instance` of `static ApiClient get instance`), or a lookup by type
/// argument (`context.read<AuthService>()`); a bare name written in a class is reached through
/// that class. Declarations (of functions, parameters, locals and fields), labels of named
/// arguments and bare uses of a local or parameter of the same name reach no method. Anything
/// else (a cascade, `super`, a receiver of unknown type) may reach any method of the name.
struct DartMethodUses {
    /// A function or a class, by file and index.
    struct Key: Hashable {
        let file: Int
        let index: Int
    }

    struct Use {
        /// The type the method is reached through; nil when it may be any.
        let through: String?
        /// The outermost named function holding the use (a method or top-level function).
        let function: Key?
        /// The class whose body holds the use.
        let owner: Key?
    }

    /// Uses by method name.
    private(set) var uses: [String: [Use]] = [:]
    /// Each project class's declared supertypes (`extends`, `with`, `implements`, a mixin's `on`), by name.
    private var supertypes: [String: Set<String>] = [:]

    /// The project's classes and their supertypes: `readers` are the indices of the non-test files.
    init(files: [FlutterDartFile], readers: [Int]) {
        for index in readers {
            for type in files[index].file.classes where type.kind != .extension {
                guard let name = type.name else { continue }
                supertypes[name, default: []].formUnion((type.superclass.map { [$0] } ?? []) + type.interfaces)
            }
        }
    }

    /// Whether every ancestor of a class is a class of the project.
    func inheritsOnlyFromProject(_ type: String) -> Bool {
        ancestors(of: type).allSatisfy { supertypes[$0] != nil }
    }

    /// Reads the uses of these method names.
    mutating func read(names: Set<String>, files: [FlutterDartFile], readers: [Int]) {
        guard !names.isEmpty else { return }
        let staticTypes = Self.staticMemberTypes(files: files, readers: readers)
        var hashed: [UInt64: String] = [:]
        for name in names {
            let utf8 = Array(name.utf8)
            hashed[utf8.withUnsafeBufferPointer { UnreachableDartCode.hash($0, 0..<$0.count) }] = name
        }
        for index in readers {
            for (name, use) in Self.uses(in: files[index].file, file: index, names: hashed, staticTypes: staticTypes) {
                uses[name, default: []].append(use)
            }
        }
    }

    /// Whether a use through `type` may reach a method declared by the class `owner` (one that
    /// inherits only from the project's classes): the same class, one of its ancestors or descendants.
    func mayReach(through type: String, owner: String) -> Bool {
        type == owner || ancestors(of: owner).contains(type) || ancestors(of: type).contains(owner)
    }

    private func ancestors(of type: String) -> Set<String> {
        var result = Set<String>()
        var queue = [type]
        while let next = queue.popLast() {
            for parent in supertypes[next] ?? [] where result.insert(parent).inserted { queue.append(parent) }
        }
        return result
    }

    /// The type of each static member a project class declares with one (`static ApiClient get
    /// instance`, `static final AuthService shared = …`) or makes of itself (`static final
    /// instance = Store._();`), by `Class.member`.
    private static func staticMemberTypes(files: [FlutterDartFile], readers: [Int]) -> [String: String] {
        var result: [String: String] = [:]
        for index in readers {
            let dart = files[index].file
            let source = dart.source
            for token in dart.identifierTokens(["static"]) {
                guard let owner = dart.classes.last(where: { $0.bodyRange.contains(token) })?.name else { continue }
                var name = token + 1
                var type: String?
                while source.kind(at: name + 1) == .identifier || source.kind(at: name + 1) == .question {
                    if source.kind(at: name) == .identifier, DartFile.isTypeName(source.text(at: name)) { type = source.text(at: name) }
                    name += 1
                }
                guard source.kind(at: name) == .identifier else { continue }
                if type == nil, source.kind(at: name + 1) == .assign, source.text(at: name + 2) == owner,
                   source.kind(at: name + 3) == .leftParen || source.kind(at: name + 3) == .dot {
                    type = owner
                }
                if let type { result["\(owner).\(source.text(at: name))"] = type }
            }
        }
        return result
    }

    /// Calls that hand back an instance of their one type argument: `context.read<T>()`,
    /// `Provider.of<T>(context)`, `getIt.get<T>()`, and a service locator's bare `sl<T>()`.
    static let typedLookups: Set<String> = ["read", "watch", "of", "maybeOf", "get", "find"]

    private static func uses(in dart: DartFile, file: Int, names: [UInt64: String], staticTypes: [String: String]) -> [(String, Use)] {
        let source = dart.source
        // Identifier tokens spelled as a name: by a hash of their bytes, confirmed by their text.
        var tokens: [Int] = []
        source.bytes.withUnsafeBufferPointer { bytes in
            for (index, token) in source.tokens.enumerated() where token.kind == .identifier {
                if let name = names[UnreachableDartCode.hash(bytes, token.offset..<(token.offset + token.length))], source.text(at: index) == name {
                    tokens.append(index)
                }
            }
        }
        guard !tokens.isEmpty else { return [] }
        let declarations = Set(dart.functions.compactMap { source.tokenIndex(at: $0.position) })
        var labels = Set<Int>()
        for call in dart.calls {
            for argument in call.arguments where argument.label != nil && source.kind(at: argument.tokenRange.lowerBound - 1) == .colon {
                labels.insert(argument.tokenRange.lowerBound - 2)
            }
        }
        func scope(of function: DartFunction) -> Range<Int> {
            let start = function.parameterRange.isEmpty ? function.bodyRange.lowerBound : function.parameterRange.lowerBound
            return start..<max(start, function.bodyRange.upperBound)
        }
        // Locals and parameters, by name, with the functions they are seen in.
        var locals: [String: [Range<Int>]] = [:]
        var found: [(Int, String)] = []
        for token in tokens where !declarations.contains(token) && !labels.contains(token) {
            let name = source.text(at: token)
            if isVariableDeclaration(token, in: dart) {
                if let function = dart.functions.filter({ scope(of: $0).contains(token) }).max(by: { $0.bodyRange.lowerBound < $1.bodyRange.lowerBound }) {
                    locals[name, default: []].append(scope(of: function))
                }
                continue
            }
            found.append((token, name))
        }
        var result: [(String, Use)] = []
        for (token, name) in found {
            let holder = outermostNamedFunction(around: token, in: dart)
            let owner = dart.classes.indices.filter { dart.classes[$0].bodyRange.contains(token) }.last
            let through: String?
            switch source.kind(at: token - 1) {
            case .dot?, .nullAwareDot?:
                through = receiverType(before: token - 1, in: dart, owner: owner, staticTypes: staticTypes)
            case .cascade?:
                through = nil
            default:
                if locals[name]?.contains(where: { $0.contains(token) }) == true { continue }
                // Outside a class a bare name is a top-level one, never a method.
                guard let owner else { continue }
                through = selfType(of: dart.classes[owner])
            }
            result.append((name, Use(through: through, function: holder.map { Key(file: file, index: $0) },
                                     owner: owner.map { Key(file: file, index: $0) })))
        }
        return result
    }

    /// The type `this` has in a class: its own, or for an extension the type it extends.
    private static func selfType(of type: DartClass) -> String? {
        type.kind == .extension ? type.superclass : type.name
    }

    /// The outermost named function whose body holds a token.
    static func outermostNamedFunction(around token: Int, in dart: DartFile) -> Int? {
        dart.functions.indices.first { index in
            let function = dart.functions[index]
            return function.name != nil && function.enclosingFunction == nil && function.bodyRange.contains(token)
        }
    }

    /// Whether the name at `token` declares a parameter, local or field: a type or `final`
    /// before it and `=`, `;`, `,`, `)` or `in` after, or a bare name in a parameter list.
    private static func isVariableDeclaration(_ token: Int, in dart: DartFile) -> Bool {
        let source = dart.source
        var before = token - 1
        if source.kind(at: before) == .question { before -= 1 }
        let typed: Bool
        switch source.kind(at: before) {
        case .identifier?:
            let word = source.text(at: before)
            typed = DartFile.isTypeName(word) || declarationWords.contains(word)
        case .greater?: typed = true
        default: typed = false
        }
        let after = source.kind(at: token + 1)
        if typed, [.assign, .semicolon, .comma, .rightParen, .rightBrace, .rightBracket].contains(after) || source.tokenIs(token + 1, "in") { return true }
        guard [.leftParen, .comma, .leftBrace, .leftBracket].contains(source.kind(at: token - 1)),
              [.comma, .rightParen, .rightBrace, .rightBracket, .assign].contains(after) else { return false }
        return dart.functions.contains { $0.parameterRange.contains(token) }
    }

    /// Words a variable's name may follow in its declaration.
    static let declarationWords: Set<String> = ["final", "var", "late", "const", "covariant", "dynamic", "int", "double", "num", "bool", "void"]

    /// The type of the receiver ending just before the `.` at `dot`, when the file shows it.
    private static func receiverType(before dot: Int, in dart: DartFile, owner: Int?, staticTypes: [String: String]) -> String? {
        let source = dart.source
        var end = dot - 1
        if source.kind(at: end) == .bang { end -= 1 }
        switch source.kind(at: end) {
        case .identifier?:
            let name = source.text(at: end)
            if [.dot, .nullAwareDot].contains(source.kind(at: end - 1)) {
                // `ApiClient.instance.getUserInsights()`: a static member of a project class.
                guard source.kind(at: end - 2) == .identifier, ![.dot, .nullAwareDot].contains(source.kind(at: end - 3)) else { return nil }
                return staticTypes["\(source.text(at: end - 2)).\(name)"]
            }
            if name == "this" { return owner.flatMap { selfType(of: dart.classes[$0]) } }
            if name == "super" { return nil }
            if name == "widget", let owner, dart.classes[owner].superclass == "State" { return dart.classes[owner].superclassArguments.first }
            return DartFile.isTypeName(name) ? name : dart.declaredType(of: name)
        case .rightParen?:
            guard let call = dart.calls.first(where: { $0.tokenRange.upperBound - 1 == end }) else { return nil }
            if let arguments = call.typeArguments {
                let type = String(arguments.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
                guard DartFile.isTypeName(type), type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
                return typedLookups.contains(call.name) || (call.receiver.isEmpty && call.arguments.isEmpty) ? type : nil
            }
            return call.receiver.isEmpty && DartFile.isTypeName(call.name) ? call.name : nil
        default:
            return nil
        }
    }
}
