import SwiftSyntax

/// The branches of an enum's own `switch self` for a case nothing ever makes: `case .back:` in
/// `enum BackButtonStyle { case close, back, done; var barButtonItem: UIBarButtonItem { switch
/// self { … } } }` when every call site passes `.close` or `.done`; also of a `switch style` in
/// the same file over a type's stored `let style: Style` of that enum (flipcash's CodeButton). The file pass records each
/// such branch under a flag per case (`byFlag`) and which names the file writes only as case
/// patterns (`patternOnlyNames`); the model turns the flag off (`offFlags`) when no file names the
/// case anywhere else. Only enums with no attribute and no inheritance clause are read: a raw
/// value, `CaseIterable`, `Decodable` or `@objc` may make a case without naming it.
enum UnconstructedCases {
    static let flags = MemberFlag(kind: "unconstructed")

    /// By flag, the statements of the `case .x:` branches of `switch self` inside the enum
    /// declaring `x`.
    static func byFlag(in file: SwiftFile) -> [String: [Range<AbsolutePosition>]] {
        var regions: [String: [Range<AbsolutePosition>]] = [:]
        for type in file.index.typeDeclarations where !type.isExtension && type.inheritedNames.isEmpty {
            guard let declaration = type.node.as(EnumDeclSyntax.self), declaration.attributes.isEmpty else { continue }
            let elements = Set(declaration.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { $0.elements.map(\.name.text) })
            for element in elements {
                for access in file.index.memberAccesses(element) where access.base == nil {
                    guard let branch = switchCase(matching: access), let statement = branch.parent?.parent?.as(SwitchExprSyntax.self),
                          let subject = statement.subject.as(DeclReferenceExprSyntax.self) else { continue }
                    if subject.baseName.tokenKind == .keyword(.self) {
                        guard statement.enclosingTypeDeclaration?.id == declaration.id else { continue }
                    } else {
                        guard let owner = statement.enclosingTypeDeclaration,
                              holdsStoredProperty(subject.baseName.text, ofType: type.name, in: owner) else { continue }
                    }
                    regions[flags.flag(type: type.name, member: element), default: []].append(branch.statements.range)
                }
            }
        }
        return regions
    }

    /// Whether the type declares `name` as a stored property of the enum `enumName` with no
    /// initial value (`private let style: Style`, `let style: CodeButton.Style`): a `switch style`
    /// there sees only the cases its initialisers were handed.
    private static func holdsStoredProperty(_ name: String, ofType enumName: String, in owner: DeclSyntax) -> Bool {
        guard let members = owner.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        return members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && binding.initializer == nil && binding.accessorBlock == nil
                    && binding.typeAnnotation.map { annotation in
                        let type = annotation.type
                        return type.as(IdentifierTypeSyntax.self)?.name.text == enumName
                            || type.as(MemberTypeSyntax.self).map { $0.name.text == enumName && $0.genericArgumentClause == nil } == true
                    } == true
            } == true
        }
    }

    /// The names the file writes only as `.x` case patterns (`case .back:`, `if case .back = style`).
    static func patternOnlyNames(in file: SwiftFile) -> Set<String> {
        let index = file.index
        var names = Set<String>()
        for (name, accesses) in index.memberAccessesByName where accesses.contains(where: isPattern) {
            guard accesses.allSatisfy(isPattern), index.references(name).allSatisfy({ reference in
                reference.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == reference.id && isPattern($0) } ?? false
            }) else { continue }
            names.insert(name)
        }
        return names
    }

    /// The flags whose case no file names outside a case pattern.
    static func offFlags(_ outlines: [FileOutline]) -> Set<String> {
        let gates = outlines.flatMap { $0.flagGatedLines.keys.compactMap { flag in flags.member(ofFlag: flag).map { (flag, $0) } } }
        guard !gates.isEmpty else { return [] }
        let elements = Set(gates.map(\.1))
        var named = Set<Substring>()
        for outline in outlines {
            for name in outline.namesUsed {
                let member = NameReferences.memberName(name)
                if elements.contains(member), !outline.casePatternOnlyNames.contains(String(member)) { named.insert(member) }
            }
        }
        return Set(gates.filter { !named.contains($0.1) }.map(\.0))
    }

    /// The `case` whose one pattern is `access` alone (`case .back:`).
    private static func switchCase(matching access: MemberAccessExprSyntax) -> SwitchCaseSyntax? {
        guard let pattern = access.parent?.as(ExpressionPatternSyntax.self), let item = pattern.parent?.as(SwitchCaseItemSyntax.self),
              item.whereClause == nil, let label = item.parent?.parent?.as(SwitchCaseLabelSyntax.self), label.caseItems.count == 1 else { return nil }
        return label.parent?.as(SwitchCaseSyntax.self)
    }

    private static func isPattern(_ access: MemberAccessExprSyntax) -> Bool {
        access.base == nil && access.parent?.is(ExpressionPatternSyntax.self) == true
    }
}
