import SwiftSyntax

/// What the file pass records for the screen graph: the types a file declares, the
/// screen regions it presents, and every use of a capitalised type (a view that may be
/// composed, a controller that may be shown). The project pass joins them across files.
public enum ScreenFacts {
    /// A type declaration or extension and what it inherits or conforms to.
    public struct TypeFact: Sendable, Codable {
        public let name: String
        public let inherited: [String]
        public let isExtension: Bool
        public let isStruct: Bool
        public let position: SourcePosition
    }

    /// Inline content that is a screen of its own: a sheet's closure, a tab child, a
    /// navigation destination, a scene's root.
    public struct RegionFact: Sendable, Codable {
        public let id: String
        public let kind: ScreenKind
        /// Where the presenting call sits; nil when it sits outside any type.
        public let presenter: ViewPlacement?
        public let position: SourcePosition
    }

    /// `Name(…)` or `Name.init` written inside a unit.
    public struct UseFact: Sendable, Codable {
        public let name: String
        public let placement: ViewPlacement
        public let position: SourcePosition
        /// True when the use is the root view of a `NavigationStack` / `NavigationView`.
        public let isNavigationRoot: Bool
        /// Environment-setting modifiers applied around the use in the same unit, by
        /// modifier name, with their argument as written: `["buttonStyle": ".borderedProminent"]`.
        public let environment: [String: String]
        /// Closures of project modifiers around the use inside its unit, innermost first: when
        /// one of them turns out to present its content (`PresentationWrappers`), the use is drawn there.
        public let wrappers: [PresentationWrappers.Enclosing]
    }

    /// A view-building member other than `body`: `var header: some View`.
    public struct HelperFact: Sendable, Codable {
        /// `Type.member`.
        public let id: String
        public let position: SourcePosition
    }

    public static let types = FactKey<TypeFact>("screen.type")
    public static let helpers = FactKey<HelperFact>("screen.helper")
    public static let regions = FactKey<RegionFact>("screen.region")
    public static let uses = FactKey<UseFact>("screen.use")

    /// Modifiers whose value flows down the environment into composed views.
    public static let environmentModifiers = ["buttonStyle"]

    package static func collect(_ file: SwiftFile, into facts: inout FactStore) {
        guard file.target.kind != .tests else { return }
        for type in file.index.typeDeclarations where !file.index.isInPreview(type.node) {
            facts.add(TypeFact(
                name: SwiftFile.simpleTypeName(type.name), inherited: type.inheritedNames.map(Self.baseTypeName),
                isExtension: type.isExtension, isStruct: type.node.is(StructDeclSyntax.self),
                position: file.position(of: type.node)), for: types)
        }
        var seenRegions = Set<String>()
        for call in file.index.calls(ScreenRegions.owners.sorted()) where !file.index.isInPreview(call) {
            let presenter = file.placement(of: call)
            for region in ScreenRegions.regions(presentedBy: call) {
                let id = file.regionId(region.kind, presenter: call, content: region.content)
                guard seenRegions.insert(id).inserted else { continue }
                facts.add(RegionFact(id: id, kind: region.kind, presenter: presenter, position: file.position(of: region.content)), for: regions)
            }
        }
        PresentationWrappers.collect(file, into: &facts)
        for (name, calls) in file.index.callsByName.sorted(by: { $0.key < $1.key }) where name.first?.isUppercase == true {
            for call in calls { recordUse(name, call, node: Syntax(call), file, &facts) }
        }
        var viewBuilding: [Syntax] = []
        var localHelpers = Set<String>()
        for declaration in file.index.functions.map(Syntax.init) + file.index.variables.map(Syntax.init) {
            guard let member = SwiftFile.viewBuildingMember(declaration), !file.index.isInPreview(declaration) else { continue }
            viewBuilding.append(declaration)
            guard member.name != "body" else { continue }
            let id = member.owner + "." + member.name
            localHelpers.insert(id)
            facts.add(HelperFact(id: id, position: file.position(of: declaration)), for: helpers)
            // `thumbnail`, `self.thumbnail`, `Self.thumbnail`; not another value's member of the same
            // name (`Renderer.shared.thumbnail(for:)`), which draws nothing of this view.
            for reference in file.index.references(member.name) where reference.enclosingTypeName.map(SwiftFile.simpleTypeName) == member.owner
                && (isOwnMember(reference) || reference.parent?.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self)) {
                recordUse(id, nil, node: Syntax(reference), file, &facts)
            }
        }
        recordHelperCandidates(in: viewBuilding, except: localHelpers, file, &facts)
        for member in file.index.memberAccesses("init") {
            guard let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true else { continue }
            recordUse(base.baseName.text, nil, node: Syntax(member), file, &facts)
        }
    }

    /// A helper may be declared in another file's extension of the same type (`Form { Settings() }`
    /// here, `extension SettingsView { func Settings() -> some View }` there), and the file pass
    /// cannot see it. So each name an owner's view-building member mentions on its own or through
    /// `self` is recorded as a use of `Owner.name`; the project pass keeps those that name a helper.
    private static func recordHelperCandidates(in members: [Syntax], except localHelpers: Set<String>, _ file: SwiftFile, _ facts: inout FactStore) {
        var seen = Set<SyntaxIdentifier>()
        for member in members {
            for reference in file.index.references(within: member) where seen.insert(reference.id).inserted {
                guard case .identifier(let name) = reference.baseName.tokenKind, reference.argumentNames == nil,
                      isOwnMember(reference), let owner = reference.enclosingTypeName.map(SwiftFile.simpleTypeName) else { continue }
                let id = owner + "." + name
                guard !localHelpers.contains(id) else { continue }
                recordUse(id, nil, node: Syntax(reference), file, &facts)
            }
        }
    }

    /// `header`, `self.header`: not the member of some other value (`item.header`).
    private static func isOwnMember(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id else { return true }
        return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    private static func recordUse(_ name: String, _ call: FunctionCallExprSyntax?, node: Syntax, _ file: SwiftFile, _ facts: inout FactStore) {
        guard let placement = file.placement(of: node), placement.unit != name else { return }
        var environment: [String: String] = [:]
        for modifier in environmentModifiers {
            if let applied = file.index.innermostModifier(modifier, around: node),
               file.placement(of: applied)?.unit == placement.unit,
               let argument = applied.arguments.first?.expression {
                environment[modifier] = argument.trimmedSourceText
            }
        }
        facts.add(UseFact(
            name: name, placement: placement, position: file.position(of: node),
            isNavigationRoot: call.map(isNavigationRoot) ?? false, environment: environment,
            wrappers: PresentationWrappers.enclosing(node, placement: placement, in: file)), for: uses)
    }

    /// `NavigationStack { Home() }`: the call, with its modifiers, is the stack's only content.
    private static func isNavigationRoot(_ call: FunctionCallExprSyntax) -> Bool {
        guard let item = call.outermostModifiedExpression.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let stack = list.parent?.as(ClosureExprSyntax.self)?.invokingCall else { return false }
        return ["NavigationStack", "NavigationView"].contains(stack.calleeName ?? "")
    }

    /// `UIHostingController<Root>` → `UIHostingController`; `SwiftUI.View` stays as written.
    static func baseTypeName(_ name: String) -> String {
        let head = name.prefix { $0 != "<" }
        // Foundation's trim costs more than the rest of the type facts; a name with no space,
        // tab or non-ASCII byte (nearly all) has nothing to trim.
        guard head.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 >= 0x80 }) else { return String(head) }
        return String(head).trimmingCharacters(in: .whitespaces)
    }
}

extension SwiftFileIndex {
    /// The innermost modifier call named `name` whose modified view contains `node`:
    /// for a button inside `VStack { … }.buttonStyle(.bordered)`, that `buttonStyle` call.
    public func innermostModifier(_ name: String, around node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        var best: (call: FunctionCallExprSyntax, length: Int)?
        for call in calls(name) {
            guard let base = call.modifiedExpression, base.position <= node.position, node.endPosition <= base.endPosition else { continue }
            let length = base.endPosition.utf8Offset - base.position.utf8Offset
            if best.map({ length < $0.length }) ?? true { best = (call, length) }
        }
        return best?.call
    }
}
