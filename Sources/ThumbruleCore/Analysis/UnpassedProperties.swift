import SwiftSyntax

/// Code that runs only once a struct's optional property holds a value that no caller ever
/// gives it: `if let buttonTitle = buttonTitle, let buttonAction = buttonAction { Button(…) }`
/// in a view whose `var buttonTitle: String?` only the memberwise initialiser sets, when no call
/// in the project passes `buttonTitle:` (every caller builds it with `message:` alone). The
/// file pass records the gated code under a flag per property (`byFlag`); the model turns the
/// flag off (`offFlags`) once no shipping call anywhere passes the label and no other file
/// names the property. It errs towards shipping: a struct with an initialiser of its own, a
/// `Decodable` one, a property with an attribute or a default other than `nil`, and a property
/// written anywhere (assigned, passed `inout`) are left alone, as is any label of that name in
/// any call, whatever it calls.
enum UnpassedProperties {
    static let flags = MemberFlag(kind: "unpassed")

    /// By flag, the code that runs only once a memberwise-set optional property is bound by
    /// `if let` or `guard let`.
    static func byFlag(in file: SwiftFile) -> [String: [Range<AbsolutePosition>]] {
        let index = file.index
        var regions: [String: [Range<AbsolutePosition>]] = [:]
        for type in index.typeDeclarations where !type.isExtension {
            guard let declaration = type.node.as(StructDeclSyntax.self),
                  !type.inheritedNames.contains(where: { ["Codable", "Decodable"].contains($0) }),
                  !hasInitializer(type.name, in: index) else { continue }
            for member in declaration.memberBlock.members {
                guard let property = optionalStoredProperty(member.decl) else { continue }
                let references = index.references(property)
                guard !(references.map(ExprSyntax.init) + index.memberAccesses(property).map(ExprSyntax.init)).contains(where: isWritten) else { continue }
                let gated = references.filter { declaration.range.contains($0.position) && isBoundByCondition($0) }
                    .flatMap { ConditionGates.decidedWhenHolding(Syntax($0)) }
                if !gated.isEmpty { regions[flags.flag(type: type.name, member: property)] = gated }
            }
        }
        return regions
    }

    /// The flags of `outlines` whose property no shipping call passes as a label and no file other
    /// than the declaring one names.
    static func offFlags(_ outlines: [FileOutline]) -> Set<String> {
        let candidates = outlines.flatMap { outline in outline.flagGatedLines.keys.compactMap { flag in flags.member(ofFlag: flag).map { (flag, $0, outline.path) } } }
        guard !candidates.isEmpty else { return [] }
        let labels = Set(outlines.flatMap(\.argumentLabels))
        let properties = Set(candidates.map(\.1))
        var namingFiles: [Substring: Set<String>] = [:]
        for outline in outlines {
            for name in outline.namesUsed {
                let member = NameReferences.memberName(name)
                if properties.contains(member) { namingFiles[member, default: []].insert(outline.path) }
            }
        }
        return Set(candidates.filter { flag, property, path in
            !labels.contains(String(property)) && (namingFiles[property] ?? []).subtracting([path]).isEmpty
        }.map(\.0))
    }

    /// `var name: T?` with no value or `nil`, no accessors, attributes or `static`/`lazy`: a
    /// property the memberwise initialiser takes as an argument defaulting to `nil`. Only of a
    /// type known to be no closure (a type alias may be one), which a trailing closure would
    /// pass with no label.
    private static func optionalStoredProperty(_ decl: DeclSyntax) -> String? {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.attributes.isEmpty, variable.bindings.count == 1, let binding = variable.bindings.first,
              !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
              binding.accessorBlock == nil, let wrapped = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self)?.wrappedType, isNoClosure(wrapped),
              binding.initializer.map({ $0.value.is(NilLiteralExprSyntax.self) }) ?? true,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return name
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

    /// True when the file declares an initialiser of `type`, in it or in an extension: the
    /// memberwise one may then not be the only way in.
    private static func hasInitializer(_ type: String, in index: SwiftFileIndex) -> Bool {
        index.typeDeclarations.contains { declaration in
            declaration.name == type && declaration.node.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) } == true
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
}
