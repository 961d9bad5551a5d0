import SwiftSyntax

/// Code that runs only once a struct's optional property holds a value that no caller ever
/// gives it: `if let buttonTitle = buttonTitle, let buttonAction = buttonAction { Button(…) }`
/// in a view whose `var buttonTitle: String?` only the memberwise initialiser sets, when no call
/// in the project passes `buttonTitle:` (every caller builds it with `message:` alone), or
/// `if onAction != nil { Button(…) }` in one whose only `init(entry:onAction:)` gives the
/// property its `onAction` parameter, which defaults to `nil`. The file pass records the gated
/// code under a flag per property (`byFlag`); the model turns the flag off (`offFlags`) once no
/// shipping call anywhere passes the label, no other file names the property and, for a
/// property a closure may fill, no call builds the type with a trailing closure (which passes
/// a closure argument with no label). It errs towards shipping: a struct with more than one
/// initialiser, or one that sets the property otherwise than from a labelled parameter
/// defaulting to `nil`, a `Decodable` one, a property with an attribute or a default other than
/// `nil`, a property written anywhere else (assigned, passed `inout`) and a condition inside a
/// function or closure with a parameter of the property's name are left alone, as is any label
/// of that name in any call but one to another type the project declares (a typealias, a
/// function, `.init` may build the property's type).
enum UnpassedProperties {
    static let flags = MemberFlag(kind: "unpassed")
    /// Flags of properties whose type may be a closure, which a trailing closure passes unlabelled.
    static let closureFlags = MemberFlag(kind: "unpassedClosure")
    /// Flags of `let` properties an initialiser sets, which no other type's code can write:
    /// only an extension of the type elsewhere naming them counts. A closure may fill them.
    static let constantFlags = MemberFlag(kind: "unpassedConstant")

    /// By flag, the code that runs only once a memberwise- or initialiser-set optional property is
    /// bound by `if let` or `guard let` or tested by `!= nil`.
    static func byFlag(in file: SwiftFile) -> [String: [Range<AbsolutePosition>]] {
        let index = file.index
        var regions: [String: [Range<AbsolutePosition>]] = [:]
        for type in index.typeDeclarations where !type.isExtension {
            guard let declaration = type.node.as(StructDeclSyntax.self),
                  !type.inheritedNames.contains(where: { ["Codable", "Decodable"].contains($0) }) else { continue }
            let initializers = initializers(of: type.name, in: index)
            guard initializers.count <= 1 else { continue }
            var shorthandBindings: [String: [OptionalBindingConditionSyntax]]?
            for member in declaration.memberBlock.members {
                guard let property = optionalStoredProperty(member.decl, initializer: initializers.first) else { continue }
                let name = property.name
                let references = index.references(name)
                let uses = references.map(ExprSyntax.init) + index.memberAccesses(name).map(ExprSyntax.init)
                guard !uses.contains(where: { isWritten($0) && !property.isSetFromParameter($0) }) else { continue }
                let inType = { (node: Syntax) in declaration.range.contains(node.position) && !isShadowed(node, name: name) }
                // The tests are found from the index's references; a shorthand `if let name` names
                // no reference, so those are read from the struct's tokens, once per struct.
                if shorthandBindings == nil { shorthandBindings = shorthands(in: declaration) }
                var gated = references.filter { inType(Syntax($0)) && isBoundByCondition($0) }.flatMap { ConditionGates.decidedWhenHolding(Syntax($0)) }
                gated += (shorthandBindings?[name] ?? []).filter { inType(Syntax($0)) }.flatMap { ConditionGates.runningWhenHolds(Syntax($0)) }
                gated += nilTests(of: name, in: index).filter { inType(Syntax($0)) }.flatMap { ConditionGates.runningWhenHolds(Syntax($0)) }
                let kind = property.isConstant ? constantFlags : isNoClosure(property.wrappedType) ? flags : closureFlags
                if !gated.isEmpty { regions[kind.flag(type: type.name, member: name)] = gated }
            }
        }
        return regions
    }

    /// The flags of `outlines` whose property no shipping call passes as a label (a call to another
    /// type the project declares does not count) and no file other than the declaring one names, nor, for a property a closure may fill, passes by a trailing
    /// closure to a call building its type.
    static func offFlags(_ outlines: [FileOutline]) -> Set<String> {
        let candidates = outlines.flatMap { outline in
            outline.flagGatedLines.keys.compactMap { flag -> (String, Substring, String, String, Bool, Bool)? in
                for (kind, isClosure, isConstant) in [(flags, false, false), (closureFlags, true, false), (constantFlags, true, true)] {
                    if let member = kind.member(ofFlag: flag), let type = kind.type(ofFlag: flag) {
                        return (flag, member, outline.path, String(type), isClosure, isConstant)
                    }
                }
                return nil
            }
        }
        guard !candidates.isEmpty else { return [] }
        var calleesByLabel: [String: Set<String>] = [:]
        for outline in outlines { calleesByLabel.merge(outline.calleesByLabel) { $0.union($1) } }
        // A call to another type the project declares builds that type, not the property's.
        let projectTypes = Set(outlines.flatMap { $0.declarations.filter { $0.kind == .type }.map(\.name) })
        let trailingClosureCallees = Set(outlines.flatMap(\.trailingClosureCallees))
        let properties = Set(candidates.map(\.1))
        // The files naming each property, and those naming it outside another type the project
        // declares (in an extension, a function, top-level code), which may reach a constant.
        var namingFiles: [Substring: Set<String>] = [:], namingFilesOutsideTypes: [Substring: Set<String>] = [:]
        for outline in outlines {
            for name in outline.namesUsed {
                let member = NameReferences.memberName(name)
                if properties.contains(member) { namingFiles[member, default: []].insert(outline.path) }
            }
            let outsideTypes = outline.declarations.filter { $0.kind != .type }.reduce(outline.looseReferences.all) { $0.union($1.references.all) }
            for name in outsideTypes {
                let member = NameReferences.memberName(name)
                if properties.contains(member) { namingFilesOutsideTypes[member, default: []].insert(outline.path) }
            }
        }
        return Set(candidates.filter { _, property, path, type, isClosure, isConstant in
            let passing = (calleesByLabel[String(property)] ?? []).filter { $0 == type || !projectTypes.contains($0) }
            let naming = (isConstant ? namingFilesOutsideTypes : namingFiles)[property] ?? []
            return passing.isEmpty && naming.subtracting([path]).isEmpty
                && (!isClosure || !trailingClosureCallees.contains(String(type)) && !trailingClosureCallees.contains(unnamedConstruction))
        }.map(\.0))
    }

    /// What a call with a trailing closure builds, for `trailingClosureCallees`: `Banner` for
    /// `Banner(…) { … }`, `Banner.init(…) { … }`, `Module.Banner<T>(…) { … }`, and
    /// `unnamedConstruction` for `.init(…) { … }`, `self.init { … }` and `Self(…) { … }`, which
    /// may build any type. Nil for a call with no trailing closure.
    static func trailingClosureCallee(_ call: FunctionCallExprSyntax) -> String? {
        call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty ? builtType(by: call) : nil
    }

    /// The type a call may build, by its callee's last name: `Banner` for `Banner(…)`,
    /// `Banner.init(…)` and `Module.Banner<T>(…)`, a function's name for a function, and
    /// `unnamedConstruction` when the callee names no type or function (`.init(…)`,
    /// `self.init(…)`, `Self(…)`, `makers[0](…)`), which may build any type.
    static func builtType(by call: FunctionCallExprSyntax) -> String {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`) {
            guard let base = member.base, let name = base.lastNameComponent,
                  !["self", "super", "Self"].contains(name) else { return unnamedConstruction }
            callee = base
        }
        guard let name = callee.lastNameComponent, name != "Self" else { return unnamedConstruction }
        return name
    }

    /// Stands for a construction whose type is not written (`.init`, `self.init`, `Self(…)`).
    private static let unnamedConstruction = "init"

    /// An optional stored property a caller may leave `nil`.
    private struct Property {
        let name: String
        let wrappedType: TypeSyntax
        /// The initialiser's parameter that sets the property, when the struct declares one.
        let parameter: String?
        let initializer: InitializerDeclSyntax?
        /// A `let`, which only the initialiser sets.
        let isConstant: Bool

        /// `self.name = parameter` in the initialiser: the one write the property may have.
        func isSetFromParameter(_ use: ExprSyntax) -> Bool {
            guard let initializer, let parameter, initializer.range.contains(use.position),
                  let member = use.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { return false }
            return use.assignedValue?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
        }
    }

    /// `var name: T?` with no value or `nil`, no accessors, attributes or `static`/`lazy`: a
    /// property the memberwise initialiser takes as an argument defaulting to `nil`. When the
    /// struct declares `initializer`, also a `let` with no value, and only one the initialiser
    /// sets from a parameter labelled with the property's name that defaults to `nil`.
    private static func optionalStoredProperty(_ decl: DeclSyntax, initializer: InitializerDeclSyntax?) -> Property? {
        guard let variable = decl.as(VariableDeclSyntax.self),
              variable.attributes.isEmpty, variable.bindings.count == 1, let binding = variable.bindings.first,
              !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
              binding.accessorBlock == nil, let wrapped = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self)?.wrappedType,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        guard let initializer else {
            guard variable.bindingSpecifier.tokenKind == .keyword(.var),
                  binding.initializer.map({ $0.value.is(NilLiteralExprSyntax.self) }) ?? true else { return nil }
            return Property(name: name, wrappedType: wrapped, parameter: nil, initializer: nil, isConstant: false)
        }
        guard binding.initializer == nil,
              let parameter = initializer.signature.parameterClause.parameters.first(where: { $0.firstName.text == name }),
              parameter.defaultValue?.value.is(NilLiteralExprSyntax.self) == true else { return nil }
        return Property(name: name, wrappedType: wrapped, parameter: (parameter.secondName ?? parameter.firstName).text, initializer: initializer,
                        isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let))
    }

    /// Values no trailing closure can stand for.
    private static let valueTypes: Set<String> = [
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data",
        "Color", "Image", "UIImage", "LocalizedStringKey", "AttributedString", "Font",
    ]

    private static func isNoClosure(_ type: TypeSyntax) -> Bool {
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
        return valueTypes.contains(identifier.name.text)
    }

    /// The initialisers the file declares for `type`, in it or in an extension.
    private static func initializers(of type: String, in index: SwiftFileIndex) -> [InitializerDeclSyntax] {
        index.typeDeclarations.filter { $0.name == type }.flatMap { declaration in
            declaration.node.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) } ?? []
        }
    }

    /// `p = …`, `self.p = …`, `&p`: a write that may give the property a value.
    private static func isWritten(_ use: ExprSyntax) -> Bool {
        use.isAssigned || use.parent?.is(InOutExprSyntax.self) == true
    }

    /// `let x = p` or `let x = self.p` as a condition of an `if` or `guard`.
    private static func isBoundByCondition(_ reference: DeclReferenceExprSyntax) -> Bool {
        var value = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return false }
            value = Syntax(member)
        }
        return value.parent?.as(InitializerClauseSyntax.self)?.parent?.is(OptionalBindingConditionSyntax.self) == true
    }

    /// `if let name` and `guard let name` in `declaration`, by name.
    private static func shorthands(in declaration: StructDeclSyntax) -> [String: [OptionalBindingConditionSyntax]] {
        var found: [String: [OptionalBindingConditionSyntax]] = [:]
        for token in declaration.memberBlock.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind else { continue }
            guard let binding = token.parent?.parent?.as(OptionalBindingConditionSyntax.self), binding.initializer == nil,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.id == token.id else { continue }
            found[token.text, default: []].append(binding)
        }
        return found
    }

    /// `name != nil` or `self.name != nil` standing as a whole condition of an `if` or a `guard`.
    private static func nilTests(of name: String, in index: SwiftFileIndex) -> [SequenceExprSyntax] {
        index.binaryOperators("!=").compactMap { operation in
            guard let sequence = operation.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                  sequence.parent?.is(ConditionElementSyntax.self) == true else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[2].is(NilLiteralExprSyntax.self) else { return nil }
            var tested = elements[0]
            if let member = tested.as(MemberAccessExprSyntax.self) {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
                tested = ExprSyntax(member.declName)
            }
            return tested.as(DeclReferenceExprSyntax.self)?.baseName.text == name ? sequence : nil
        }
    }

    /// True when a function, initialiser or closure around `node` takes a parameter called
    /// `name`, which the condition may be about instead of the property.
    private static func isShadowed(_ node: Syntax, name: String) -> Bool {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return takes(function.signature.parameterClause.parameters, name) }
            if let initializer = parent.as(InitializerDeclSyntax.self) { return takes(initializer.signature.parameterClause.parameters, name) }
            if let closure = parent.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                switch parameters {
                case .simpleInput(let names): if names.contains(where: { $0.name.text == name }) { return true }
                case .parameterClause(let clause): if clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
                @unknown default: return true
                }
            }
            if parent.is(MemberBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    private static func takes(_ parameters: FunctionParameterListSyntax, _ name: String) -> Bool {
        parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }
}
