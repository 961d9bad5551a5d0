import SwiftSyntax

/// A type or extension declared in the project, as recorded from one file: what the model
/// merges into a `TypeSymbol`.
public struct DeclaredType: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    }

    public let name: String
    public let kind: Kind
    /// The inheritance clause as written, reduced to bare names (`SwiftUI.ButtonStyle` → `ButtonStyle`).
    public let inherited: [String]
    public let position: SourcePosition
    /// True in a test target, whose types the app's own code never sees.
    public var inTests = false
}

/// A function or method declared in the project.
public struct DeclaredFunction: Sendable, Hashable, Codable {
    public let name: String
    /// Argument labels, `_` for an unlabelled parameter: `point(inside:with:)` → `["inside", "with"]`.
    public let labels: [String]
    /// The type or extended type it is declared in; nil for a global function.
    public let typeName: String?
    public let isOverride: Bool
    public let isStatic: Bool
    /// Declared `throws` or `rethrows`: without either, a `try` on a call of it throws nothing.
    public let isThrowing: Bool
    public let position: SourcePosition

    /// `point(inside:with:)`, the form Objective-C and the ad table use.
    public var selector: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }
}

/// A `let` holding a plain string literal: `static let new = "plus"` in `struct MySymbols`,
/// what `MySymbols.new` reads wherever it is used; also a type's instance `let` and a global
/// `let` (`typeName` empty), which the type's own code and any file read by bare name.
public struct DeclaredStringConstant: Sendable, Hashable, Codable {
    public let typeName: String
    public let name: String
    public let value: String
    public var isStatic = true
    /// True when its type is `String`, written or inferred from the literal: not a
    /// `LocalizedStringKey` or `LocalizedStringResource`, which the catalog translates.
    public var isString = true
    public var position: SourcePosition?
}

/// A call as the symbol table matches it, small enough to record in the file pass:
/// `track("open", value: 2)` → `track`, `["_", "value"]`. Trailing closures are left out.
public struct CallShape: Sendable, Hashable {
    public let name: String
    public let labels: [String]

    public init(name: String, labels: [String]) {
        self.name = name
        self.labels = labels
    }

    public init?(_ call: FunctionCallExprSyntax) {
        guard let name = call.calleeName else { return nil }
        self.init(name: name, labels: call.argumentLabels)
    }
}

/// Every type of the project with its declaration, extensions and inheritance, and every
/// function: built once from small per-file facts (`Symbols.collect`), then only read.
/// Types are keyed by their bare name: nested types go by their own name, as the index
/// records them, and a name declared twice (in two targets) merges.
public final class SymbolTable: Sendable {
    /// A type with its extensions merged in.
    public struct TypeSymbol: Sendable {
        public let name: String
        /// The kind of its declaration; nil when the project only extends it (`extension UIButton`).
        public let kind: DeclaredType.Kind?
        /// The declaration's inheritance clause first (for a class, the superclass leads),
        /// then conformances added by extensions.
        public let inherited: [String]
        /// Where it is declared; empty when the project only extends it.
        public let declarations: [SourcePosition]
        public let extensions: [SourcePosition]
        /// True when a declaration sits outside test targets, in code the app is built from.
        public let declaredOutsideTests: Bool
    }

    private let types: [String: TypeSymbol]
    private let functionsByName: [String: [DeclaredFunction]]
    private let methodsByType: [String: [DeclaredFunction]]
    /// Texts of static string constants by `Type.name`; one declared twice with different texts is left out.
    private let stringConstants: [String: String]
    /// Every string constant by `Type.name` (`.name` for a global).
    private let stringConstantDeclarations: [String: [DeclaredStringConstant]]

    public init(facts: FactStore) {
        var declared: [String: (kind: DeclaredType.Kind?, inherited: [String], declarations: [SourcePosition], extensions: [SourcePosition],
                                shipping: Bool)] = [:]
        // Declarations before extensions, so a class's superclass stays first whatever the file order.
        let all = facts.values(Symbols.types)
        for type in all.filter({ $0.kind != .extension }) + all.filter({ $0.kind == .extension }) {
            var entry = declared[type.name] ?? (nil, [], [], [], false)
            if type.kind == .extension {
                entry.extensions.append(type.position)
            } else {
                entry.kind = entry.kind ?? type.kind
                entry.declarations.append(type.position)
                entry.shipping = entry.shipping || !type.inTests
            }
            entry.inherited += type.inherited.filter { !entry.inherited.contains($0) }
            declared[type.name] = entry
        }
        types = Dictionary(uniqueKeysWithValues: declared.map { name, entry in
            (name, TypeSymbol(name: name, kind: entry.kind, inherited: entry.inherited, declarations: entry.declarations,
                              extensions: entry.extensions, declaredOutsideTests: entry.shipping))
        })
        let functions = facts.values(Symbols.functions)
        functionsByName = Dictionary(grouping: functions, by: \.name)
        methodsByType = Dictionary(grouping: functions.filter { $0.typeName != nil }, by: { $0.typeName! })
        let constants = facts.values(Symbols.stringConstants)
        stringConstantDeclarations = Dictionary(grouping: constants, by: { $0.typeName + "." + $0.name })
        let texts = Dictionary(grouping: constants.filter(\.isStatic), by: { $0.typeName + "." + $0.name }).mapValues { Set($0.map(\.value)) }
        stringConstants = texts.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The declarations of a string constant (`stringConstantDeclarations("first", of: "Heads")`),
    /// static or not; `typeName` empty for a global `let`.
    public func stringConstantDeclarations(_ name: String, of typeName: String) -> [DeclaredStringConstant] {
        stringConstantDeclarations[(typeName.isEmpty ? "" : Symbols.bareName(typeName)) + "." + name] ?? []
    }

    /// The text of a type's string constant (`stringConstant("new", of: "MySymbols")` → `"plus"`),
    /// nil when the project declares no such literal.
    public func stringConstant(_ name: String, of typeName: String) -> String? {
        stringConstants[Symbols.bareName(typeName) + "." + name]
    }

    public func type(named name: String) -> TypeSymbol? { types[Symbols.bareName(name)] }

    /// True when the project itself declares a type of this name (not only extends it) outside
    /// its tests, so in the app's code the name means that type before any SDK's type of the
    /// same name.
    public func isDeclaredInProject(_ name: String) -> Bool {
        type(named: name)?.declaredOutsideTests ?? false
    }

    /// The superclass of a project class: the first name of its inheritance clause when
    /// that is not a protocol the project declares. An SDK protocol listed first
    /// (`class Coordinator: NSObjectProtocol`) is indistinguishable from a class here.
    public func superclass(of name: String) -> String? {
        guard let type = type(named: name), type.kind == .class, let first = type.inherited.first,
              self.type(named: first)?.kind != .protocol else { return nil }
        return first
    }

    /// The classes above a project class, nearest first, up to the first one the project
    /// does not declare (`[BaseButton, UIButton]`).
    public func superclasses(of name: String) -> [String] {
        var chain: [String] = []
        var current = Symbols.bareName(name)
        while let next = superclass(of: current), !chain.contains(next), chain.count < 32 {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// The project's classes whose superclass is `name`, in name order.
    public func subclasses(of name: String) -> [String] {
        let bare = Symbols.bareName(name)
        return types.keys.filter { superclass(of: $0) == bare }.sorted()
    }

    /// True when `name` is a subclass of `ancestor`, directly or through project classes
    /// (a subclass of a subclass of `UIButton`).
    public func inherits(_ name: String, from ancestor: String) -> Bool {
        superclasses(of: name).contains(Symbols.bareName(ancestor))
    }

    /// True when the type conforms to the protocol: in its declaration, in an extension, through
    /// a protocol that inherits it, or through a superclass.
    public func conforms(_ name: String, to protocolName: String) -> Bool {
        let target = Symbols.bareName(protocolName)
        var seen: Set<String> = []
        var pending = [Symbols.bareName(name)]
        while let current = pending.popLast() {
            guard seen.insert(current).inserted, seen.count < 256 else { continue }
            let inherited = type(named: current)?.inherited ?? []
            if inherited.contains(target) { return true }
            pending += inherited
        }
        return false
    }

    /// Functions of this name, with these labels when given (`["inside", "with"]`).
    public func functions(named name: String, labels: [String]? = nil) -> [DeclaredFunction] {
        (functionsByName[name] ?? []).filter { labels == nil || $0.labels == labels }
    }

    /// The functions a call may reach: same name, the call's labels in the declaration's
    /// order (parameters with default values may be left out, so the call's labels need only
    /// be a subsequence), and declared in the receiver's type when the caller knows it.
    public func functions(matching call: CallShape, in receiverType: String? = nil) -> [DeclaredFunction] {
        (functionsByName[call.name] ?? []).filter { function in
            if let receiverType, function.typeName != Symbols.bareName(receiverType) { return false }
            var remaining = function.labels[...]
            for label in call.labels {
                guard let index = remaining.firstIndex(of: label) else { return false }
                remaining = remaining[(index + 1)...]
            }
            return true
        }
    }

    /// The methods declared in a type and its extensions.
    public func methods(of typeName: String) -> [DeclaredFunction] {
        methodsByType[Symbols.bareName(typeName)] ?? []
    }

    /// The method with this selector in the type or, when `inherited`, in the nearest project
    /// superclass that declares it.
    public func method(_ selector: String, in typeName: String, inherited: Bool = true) -> DeclaredFunction? {
        let owners = [Symbols.bareName(typeName)] + (inherited ? superclasses(of: typeName) : [])
        for owner in owners {
            if let found = methods(of: owner).first(where: { $0.selector == selector }) { return found }
        }
        return nil
    }
}

/// The per-file facts the symbol table is built from, recorded by the engine for every file.
public enum Symbols {
    public static let types = FactKey<DeclaredType>("model.declared-type")
    public static let functions = FactKey<DeclaredFunction>("model.declared-function")
    public static let stringConstants = FactKey<DeclaredStringConstant>("model.declared-string-constant")

    /// Records the file's types, functions and string constants, and its styles (`StyleEffects`).
    package static func collect(_ file: SwiftFile, into facts: inout FactStore) {
        StyleEffects.collect(file, into: &facts)
        let inTests = file.target.kind == .tests
        for type in file.index.typeDeclarations {
            facts.add(DeclaredType(name: bareName(type.name), kind: kind(of: type), inherited: type.inheritedNames.map(bareName),
                                   position: file.position(of: type.node), inTests: inTests), for: types)
        }
        // Protocols are nearly always top level; reading the top level spares the index a list.
        for item in file.tree.statements {
            guard let declaration = item.item.as(ProtocolDeclSyntax.self) else { continue }
            let inherited = declaration.inheritanceClause?.inheritedTypes.map { bareName($0.type.trimmedSourceText) } ?? []
            facts.add(DeclaredType(name: declaration.name.text, kind: .protocol, inherited: inherited,
                                   position: file.position(of: declaration), inTests: inTests), for: types)
        }
        for function in file.index.functions {
            let modifiers = function.modifiers.map(\.name.text)
            facts.add(DeclaredFunction(
                name: function.name.text,
                labels: function.signature.parameterClause.parameters.map(\.firstName.text),
                typeName: function.enclosingTypeName.map(bareName),
                isOverride: modifiers.contains("override"),
                isStatic: modifiers.contains("static") || modifiers.contains("class"),
                isThrowing: function.signature.effectSpecifiers?.throwsClause != nil,
                position: file.position(of: function.name)), for: functions)
        }
        for variable in file.index.variables where variable.bindingSpecifier.tokenKind == .keyword(.let) {
            let isMember = variable.parent?.is(MemberBlockItemSyntax.self) == true
            let isGlobal = variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            guard isMember || isGlobal else { continue }
            let typeName = isMember ? variable.enclosingTypeName.map(bareName) : ""
            guard let typeName else { continue }
            let isStatic = isMember && variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self), !literal.hasInterpolation else { continue }
                let written = binding.typeAnnotation.map { bareName($0.type.trimmedSourceText) }
                facts.add(DeclaredStringConstant(typeName: typeName, name: name, value: literal.plainText, isStatic: isStatic,
                                                 isString: written == nil || written == "String", position: file.position(of: binding)),
                          for: stringConstants)
            }
        }
    }

    private static func kind(of type: TypeDeclaration) -> DeclaredType.Kind {
        if type.isExtension { return .extension }
        if type.node.is(ClassDeclSyntax.self) { return .class }
        if type.node.is(EnumDeclSyntax.self) { return .enum }
        if type.node.is(ActorDeclSyntax.self) { return .actor }
        return .struct
    }

    /// A type name as written reduced to the name the table keys: generic arguments, `?`,
    /// `!` and module or outer-type prefixes dropped (`SwiftUI.ButtonStyle`, `Outer.Inner<T>?`).
    public static func bareName(_ written: String) -> String {
        let withoutGenerics = written.prefix { $0 != "<" }
        let last = withoutGenerics.split(separator: ".").last.map(String.init) ?? String(withoutGenerics)
        return last.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
    }
}

extension Project {
    /// The project's symbol table, built from every file's facts on first use and shared by
    /// every check after that (facts are complete once the file pass is done).
    public var symbols: SymbolTable {
        memo("model.symbols") { SymbolTable(facts: facts) }
    }
}
