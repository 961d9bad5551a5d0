import Foundation
import SwiftSyntax

/// A property or method of a type that only Swift can call, and only by naming it: recorded
/// so the model can tell a member nothing names (a theme's `static let displayLarge` no
/// screen uses, an `AppDelegate.registerBackgroundTask()` no code calls) from one that runs.
/// Only members the system cannot reach by name are recorded: methods and computed, lazy or
/// static properties (an instance's stored property runs its initial value with the
/// instance), with no attribute but `@MainActor`-style ones, no `override`, `dynamic`,
/// `required` or `optional`, not named like a system requirement, in a type or extension with no attribute but `@main` or
/// `@MainActor`-style ones, and not in a protocol or a local type.
struct MemberDeclaration: Sendable, Codable {
    let name: String
    /// The innermost type's last name (`Fonts` for `Theme.Fonts` or `extension Theme.Fonts`).
    let typeName: String
    let lines: ClosedRange<Int>
    /// `public`/`open`, on the member or its extension.
    let isPublic: Bool
    /// The index, in the file's `declarations`, of the top-level declaration holding it.
    let declaration: Int
    /// The names its own code uses.
    var references = NameReferences()
}

/// What a file says about its types' members, for `UnnamedMembers`.
struct MemberOutline: Sendable, Codable {
    /// The members that only a use of their name runs (`MemberDeclaration`), in source order.
    var members: [MemberDeclaration] = []
    /// By type or extension (last name), what it inherits or conforms to, last names only.
    var conformances: [String: Set<String>] = [:]
    /// The types and protocols the file declares (last names), at any depth.
    var typeNames: Set<String> = []
    /// Of those, the structs and enums: Objective-C sees none of their members.
    var valueTypeNames: Set<String> = []
    /// By type or extension (last name), the names of the methods and properties written in it.
    var declaredMembers: [String: Set<String>] = [:]
    /// By protocol (last name), the names of its requirements: a call through the protocol
    /// (`service.load()`, or a bare `load()` in the protocol's extension) runs every conformer's.
    var requirements: [String: Set<String>] = [:]
    /// Names of the requirements of protocols with an attribute that adds callers (`@objc`):
    /// code other than Swift may call a type's implementations of them.
    var requirementNames: Set<String> = []
    /// Words of string literals that could name a member (`value(forKey: "title")`,
    /// `Selector("refresh:")`): names looked up at run time.
    var stringNames: Set<String> = []

    /// Attributes of a type that add no caller by name: any other (`@objcMembers`, a macro
    /// that generates code) keeps every member of the type.
    static let plainTypeAttributes: Set<String> = [
        "main", "UIApplicationMain", "NSApplicationMain", "MainActor", "frozen", "available", "preconcurrency", "Observable",
    ]
    /// Attributes of a member that add no caller: any other (`@objc`, `@IBAction`, a property
    /// wrapper, a macro) keeps the member.
    static let plainMemberAttributes: Set<String> = [
        "MainActor", "discardableResult", "available", "inlinable", "usableFromInline", "preconcurrency", "nonobjc",
        "ViewBuilder", "ToolbarContentBuilder", "SceneBuilder", "CommandsBuilder",
    ]
    /// Member names the compiler or a system protocol calls, beyond `UnusedPrivateCode.systemRequirementNames`.
    static let compilerCalledNames: Set<String> = [
        "main", "wrappedValue", "projectedValue", "callAsFunction", "allCases", "rawValue", "hashValue",
        "buildBlock", "buildExpression", "buildOptional", "buildEither", "buildArray", "buildLimitedAvailability",
        "buildFinalResult", "buildPartialBlock",
    ]

    init() {}

    /// Reads the file's members; `named` tells which top-level items become declarations, and
    /// `ranges` receives each recorded member's source range, for attributing uses.
    init(_ file: SwiftFile, items: [Syntax], spans: [Range<AbsolutePosition>], named: [Bool], ranges: inout [Range<AbsolutePosition>]) {
        var declarationIndex: [Int?] = []
        var count = 0
        for isNamed in named {
            declarationIndex.append(isNamed ? count : nil)
            if isNamed { count += 1 }
        }
        let index = file.index
        var referenceNames = Set<String>()
        for type in index.typeDeclarations {
            if !type.isExtension { typeNames.insert(type.name) }
            if type.node.is(StructDeclSyntax.self) || type.node.is(EnumDeclSyntax.self) { valueTypeNames.insert(type.name) }
            else if !type.isExtension { referenceNames.insert(type.name) }
            conformances[MemberOutline.lastName(type.name), default: []].formUnion(type.inheritedNames.flatMap(MemberOutline.conformedNames))
        }
        for protocolDecl in items.compactMap({ $0.as(ProtocolDeclSyntax.self) }) {
            let inherited = protocolDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedSourceText } ?? []
            typeNames.insert(protocolDecl.name.text)
            referenceNames.insert(protocolDecl.name.text)
            conformances[protocolDecl.name.text, default: []].formUnion(inherited.flatMap(MemberOutline.conformedNames))
        }
        valueTypeNames.subtract(referenceNames)
        for literal in index.stringLiterals where !literal.hasInterpolation {
            let text = literal.plainText
            guard text.utf8.count <= 120, !text.contains(" ") else { continue }
            for word in text.split(whereSeparator: { $0 == "." || $0 == ":" }) where word.first.map({ $0.isLetter || $0 == "_" }) == true {
                stringNames.insert(String(word))
            }
        }
        var found: [(MemberDeclaration, Range<AbsolutePosition>)] = []
        func add(_ node: some SyntaxProtocol, name: String, modifiers: DeclModifierListSyntax, in container: (group: Syntax, isPlain: Bool)?) {
            guard let (container, isPlain) = container, isPlain,
                  let typeName = MemberOutline.plainTypeName(container),
                  let item = FileOutline.item(at: node.position, in: spans), let declaration = declarationIndex[item] else { return }
            let extensionIsPublic = container.as(ExtensionDeclSyntax.self)?.modifiers.contains { ["public", "open"].contains($0.name.text) } ?? false
            let lines = file.position(at: node.positionAfterSkippingLeadingTrivia).line...file.position(at: node.endPositionBeforeTrailingTrivia).line
            found.append((MemberDeclaration(name: name, typeName: typeName, lines: lines,
                                            isPublic: extensionIsPublic || modifiers.contains { ["public", "open"].contains($0.name.text) },
                                            declaration: declaration), node.position..<node.endPosition))
        }
        for function in index.functions {
            guard case .identifier(let name) = function.name.tokenKind else { continue }
            let container = MemberOutline.container(of: Syntax(function))
            if let group = container?.group, let type = MemberOutline.plainTypeName(group) {
                declaredMembers[type, default: []].insert(name)
            }
            if let container, let protocolDecl = container.group.as(ProtocolDeclSyntax.self) {
                requirements[protocolDecl.name.text, default: []].insert(name)
                if !container.isPlain { requirementNames.insert(name) }
            } else if MemberOutline.isPlain(name: name, attributes: function.attributes, modifiers: function.modifiers) {
                add(function, name: name, modifiers: function.modifiers, in: container)
            }
        }
        for variable in index.variables {
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            let container = MemberOutline.container(of: Syntax(variable))
            if let group = container?.group, let type = MemberOutline.plainTypeName(group) {
                declaredMembers[type, default: []].formUnion(names)
            }
            if let container, let protocolDecl = container.group.as(ProtocolDeclSyntax.self) {
                requirements[protocolDecl.name.text, default: []].formUnion(names)
                if !container.isPlain { requirementNames.formUnion(names) }
                continue
            }
            guard variable.bindings.count == 1, let binding = variable.bindings.first, let name = names.first,
                  MemberOutline.isPlain(name: name, attributes: variable.attributes, modifiers: variable.modifiers) else { continue }
            let modifiers = Set(variable.modifiers.map(\.name.text))
            let runsOnlyWhenRead = !modifiers.isDisjoint(with: ["static", "class", "lazy"])
                || (binding.initializer == nil && MemberOutline.isComputed(binding.accessorBlock))
            if runsOnlyWhenRead { add(variable, name: name, modifiers: variable.modifiers, in: container) }
        }
        // Functions and variables come in two lists; members never nest in one another.
        found.sort { $0.1.lowerBound < $1.1.lowerBound }
        members = found.map(\.0)
        ranges = found.map(\.1)
    }

    /// How a use may name a member (`NameReferences.memberKeys`): `Type.name` when the code
    /// names the type (`UIFonts.titleMedium()`, `Self.name`, `self.name`, or a bare `name`
    /// inside the type, which Swift looks up in the type first), else the bare name (`x.name`,
    /// `.name`, a key path's `\.name`, whose type the model does not know).
    static func memberKey(_ reference: DeclReferenceExprSyntax, _ typeNames: TypeNames) -> String {
        let name = reference.baseName.text
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
            guard let base = access.base else { return name }
            let baseName: String?
            if let named = base.as(DeclReferenceExprSyntax.self) { baseName = named.baseName.text }
            else if let member = base.as(MemberAccessExprSyntax.self) { baseName = member.declName.baseName.text }
            else if let type = base.as(TypeExprSyntax.self) { baseName = lastName(type.type.trimmedSourceText) }
            else { baseName = nil }
            guard let baseName else { return name }
            if baseName == "self" || baseName == "Self" { return typeNames.name(around: Syntax(reference)).map { "\($0).\(name)" } ?? name }
            return baseName.first?.isUppercase == true ? "\(baseName).\(name)" : name
        }
        // A key path's component belongs to the key path's root type, which the model does not know.
        guard reference.parent?.is(KeyPathPropertyComponentSyntax.self) != true else { return name }
        return typeNames.name(around: Syntax(reference)).map { "\($0).\(name)" } ?? name
    }

    /// The plain names of one file's types and extensions, each worked out once: every use of a
    /// name asks for the type around it, and an extension's name is cut from its source text.
    final class TypeNames {
        private var known: [SyntaxIdentifier: String?] = [:]

        func name(around node: Syntax) -> String? {
            guard let declaration = node.enclosingTypeDeclaration else { return nil }
            if let name = known[declaration.id] { return name }
            let name = MemberOutline.plainTypeName(Syntax(declaration))
            known[declaration.id] = .some(name)
            return name
        }
    }

    /// True when the member itself gives the system no way to call it by name.
    static func isPlain(name: String, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax) -> Bool {
        attributes.allSatisfy { attribute in
            attribute.as(AttributeSyntax.self).map { plainMemberAttributes.contains($0.attributeName.trimmedSourceText) } ?? false
        }
            && !modifiers.contains { ["override", "dynamic", "required", "optional"].contains($0.name.text) }
            && !UnusedPrivateCode.systemRequirementNames.contains(name) && !compilerCalledNames.contains(name)
    }

    /// The type, extension or protocol whose member block holds a declaration directly (nil
    /// for a local or top-level declaration), and whether it and every type around it have no
    /// attribute that adds callers.
    static func container(of node: Syntax) -> (group: Syntax, isPlain: Bool)? {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
        var current = node.parent, direct: Syntax?, isPlain = true
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return nil }
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                || parent.is(ActorDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self) || parent.is(ProtocolDeclSyntax.self) {
                if let attributed = parent.asProtocol(WithAttributesSyntax.self), !attributed.attributes.allSatisfy({ attribute in
                    attribute.as(AttributeSyntax.self).map { plainTypeAttributes.contains($0.attributeName.trimmedSourceText) } ?? false
                }) { isPlain = false }
                if direct == nil { direct = parent }
            }
            current = parent.parent
        }
        return direct.map { ($0, isPlain) }
    }

    /// The last name of a type or extended type (`Fonts` for `Theme.Fonts`, `Array` for `Array<Int>`).
    static func plainTypeName(_ container: Syntax) -> String? {
        if let extensionDecl = container.as(ExtensionDeclSyntax.self) { return lastName(extensionDecl.extendedType.trimmedSourceText) }
        return container.asProtocol(NamedDeclSyntax.self)?.name.text
    }

    static func lastName(_ text: String) -> String {
        let bare = text.split(separator: "<").first.map(String.init) ?? text
        return bare.split(separator: ".").last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? bare
    }

    /// `Codable & Sendable` → both; `@unchecked Sendable`, `SwiftUI.View`, `Foo<Bar>` → their last names.
    static func conformedNames(_ text: String) -> [String] {
        text.split(separator: "&").map { part in
            let words = part.split(separator: " ").filter { !$0.hasPrefix("@") }
            let name = words.first.map(String.init) ?? ""
            return lastName(name.hasPrefix("~") ? String(name.dropFirst()) : name)
        }.filter { !$0.isEmpty }
    }

    /// True for `var x: T { … }` and `var x: T { get … set … }`: code that runs only when used.
    static func isComputed(_ block: AccessorBlockSyntax?) -> Bool {
        guard let block else { return false }
        switch block.accessors {
        case .getter: return true
        case .accessors(let accessors):
            return accessors.allSatisfy { ["get", "set", "_read", "_modify", "unsafeAddress"].contains($0.accessorSpecifier.text) }
        @unknown default: return false
        }
    }
}


/// Members of the project's types that no Swift code names outside their own body, and the
/// members only such members name: `Theme.Fonts.displayLarge` no screen uses, an
/// `AppDelegate.registerBackgroundTask()` nothing calls and the refresh handlers only its
/// closure calls. They never run, so a finding in them is about code no user meets.
///
/// It is as conservative as `Reachability`, and decided only where that is (a file scope with
/// an entry point, every file read; a class looked up by a name built at run time still runs
/// only members named in Swift or kept here; with
/// Objective-C, only structs, enums and extensions of types the project's Swift does not declare, and nothing
/// where the build may infer `@objc`): names are matched without types (any use counts, in debug code too, and any word of
/// a string literal, for `value(forKey:)` and selectors; key paths and `#selector` are uses),
/// and a member stays when something other than a name could call it: members
/// `MemberOutline` does not record, a requirement of an `@objc` project protocol or of one that
/// refines a protocol or class from elsewhere whose requirements the model does not know (a
/// requirement of any other project protocol runs only when Swift names it: through the
/// protocol, which reaches every conformer's, or through the type), a type looked up by
/// name outside Swift, a type that conforms (itself, by an extension or through a superclass
/// the project declares) to a protocol or class from elsewhere whose requirements the model
/// does not know (`knownConformances`), a name a known one could call, and a library's public
/// member when no app target of the project is its client.
enum UnnamedMembers {
    /// Protocols and classes from elsewhere whose requirements by name are known: the name
    /// prefixes of the members they may call beyond `UnusedPrivateCode.systemRequirementNames`
    /// (a subclass of a system class overrides what the class calls, which `override` marks).
    /// A view is its layer's delegate, and Core Animation calls the delegate methods UIView
    /// leaves out (`display(_:)`) with no `override`.
    static let layerDelegate = ["display", "draw", "layoutSublayers", "action"]
    static let knownConformances: [String: [String]] = [
        "Sendable": [], "Equatable": [], "Hashable": [], "Comparable": [], "Codable": [], "Encodable": [], "Decodable": [],
        "Identifiable": [], "CaseIterable": [], "CustomStringConvertible": [], "CustomDebugStringConvertible": [],
        "Error": [], "LocalizedError": ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"],
        "RawRepresentable": [], "ObservableObject": ["objectWillChange"], "AnyObject": [], "Copyable": [],
        "View": [], "App": [], "Scene": [], "ViewModifier": [], "Widget": [], "WidgetBundle": [],
        "ButtonStyle": [], "PrimitiveButtonStyle": [], "LabelStyle": [], "ToggleStyle": [],
        "Shape": ["role", "layoutDirectionBehavior", "animatableData"], "EnvironmentKey": [], "PreferenceKey": [],
        "UIViewRepresentable": [], "UIViewControllerRepresentable": [], "PreviewProvider": [],
        "NSObject": [], "UIResponder": [], "UIViewController": [], "UIHostingController": [],
        "UINavigationController": [], "UITabBarController": [],
        "UIView": layerDelegate, "UITableViewCell": layerDelegate, "UICollectionViewCell": layerDelegate,
        "UICollectionReusableView": layerDelegate, "UITableViewHeaderFooterView": layerDelegate, "UIControl": layerDelegate,
        "UIButton": layerDelegate, "UILabel": layerDelegate, "UIImageView": layerDelegate, "UIStackView": layerDelegate,
        "UIApplicationDelegate": ["application", "window"],
        "UIWindowSceneDelegate": ["scene", "windowScene", "window", "stateRestorationActivity"],
        "UISceneDelegate": ["scene", "stateRestorationActivity"],
        "UNUserNotificationCenterDelegate": ["userNotificationCenter"],
        // Firebase Messaging's delegate, on many app delegates: it calls `messaging(_:didReceiveRegistrationToken:)`
        // (older releases `messaging(_:didReceive:)` and `messaging(_:didRefreshRegistrationToken:)`), nothing else.
        "MessagingDelegate": ["messaging"],
        // Stripe's 3-D Secure presenter: it asks for the presenting controller and, optionally, calls
        // `prepare(forPresentation:)`, `configureSafariViewController(_:)` and `authenticationContextWillDismiss(_:)`.
        "STPAuthenticationContext": ["authenticationPresentingViewController", "prepare", "configureSafariViewController", "authenticationContext"],
    ]

    /// By path, the indices (in the file's `memberOutline.members`) of the members nothing names.
    /// With `onlyForeignTypeExtensions` (a project with Objective-C), members of the classes and
    /// protocols the project's Swift declares all stay; only those of structs, enums and
    /// extensions of other types are decided. With `onlyValueTypes` (where the build may also
    /// infer `@objc`), only those of the project's structs and enums are.
    /// `unreachable`: top-level declarations nothing reaches even with every member's uses
    /// counted (a view only its `#Preview` builds): their uses name nothing.
    static func members(_ outlines: [FileOutline], decidedScopes: Set<CodeScope>, namedClasses: Set<String>,
                        libraryClientsInProject: Bool, onlyForeignTypeExtensions: Bool = false, onlyValueTypes: Bool = false,
                        unreachable: Set<String> = []) -> [String: Set<Int>] {
        guard !decidedScopes.isEmpty else { return [:] }
        // A developer's app (a UI-testing host, a library's example) ships nothing: its calls keep no member.
        let shipping = outlines.filter { $0.scope != .test && $0.scope != .developerApp }
        var conformances: [String: Set<String>] = [:], typeNames = Set<String>(), requirementNames = Set<String>()
        var declaredMembers: [String: Set<String>] = [:], requirements: [String: Set<String>] = [:]
        var roots = Set<String>()
        for outline in shipping {
            conformances.merge(outline.memberOutline.conformances) { $0.union($1) }
            requirements.merge(outline.memberOutline.requirements) { $0.union($1) }
            declaredMembers.merge(outline.memberOutline.declaredMembers) { $0.union($1) }
            typeNames.formUnion(outline.memberOutline.typeNames)
            requirementNames.formUnion(outline.memberOutline.requirementNames)
            roots.formUnion(outline.memberOutline.stringNames)
            roots.formUnion(outline.looseReferences.memberKeys)
            for declaration in outline.declarations where !unreachable.contains(declaration.name) {
                roots.formUnion(declaration.outsideMembers.memberKeys)
            }
        }
        // The name prefixes something other than Swift code may call a type's members by, or
        // nil when a conformance's requirements are unknown.
        var prefixesByType: [String: [String]?] = [:]
        func callablePrefixes(_ type: String, visiting: inout Set<String>) -> [String]? {
            if let known = prefixesByType[type] { return known }
            guard visiting.insert(type).inserted else { return [] }
            var prefixes: [String] = []
            for conformed in conformances[type] ?? [] {
                if !typeNames.contains(conformed) {
                    guard let known = knownConformances[conformed] else { return nil }
                    prefixes += known
                }
                // A project type's, or a system type's conformances the project adds by extension.
                guard let inherited = callablePrefixes(conformed, visiting: &visiting) else { return nil }
                prefixes += inherited
            }
            return prefixes
        }
        // A project protocol that refines one whose requirements are unknown may restate them
        // for a caller outside Swift (`protocol ListDelegate: UITableViewDelegate`).
        for (protocolName, names) in requirements {
            var visiting = Set<String>()
            if conformances[protocolName] == nil || callablePrefixes(protocolName, visiting: &visiting) == nil { requirementNames.formUnion(names) }
        }
        // A name some file declares as a class, actor or protocol may be one Objective-C sees;
        // one only ever declared as a struct or enum is not.
        var objectiveCVisible = Set<String>()
        for outline in shipping { objectiveCVisible.formUnion(outline.memberOutline.typeNames.subtracting(outline.memberOutline.valueTypeNames)) }
        var candidates: [String: [(path: String, index: Int)]] = [:]
        for outline in shipping {
            let members = outline.memberOutline.members
            guard !members.isEmpty else { continue }
            // Members in a scope where reachability is not decided run as far as this model knows.
            guard decidedScopes.contains(outline.scope) else {
                for member in members { roots.formUnion(member.references.memberKeys) }
                continue
            }
            for (index, member) in members.enumerated() {
                // A kept member of a declaration nothing reaches still never runs, nor names anything.
                if outline.declarations.indices.contains(member.declaration), unreachable.contains(outline.declarations[member.declaration].name) {
                    continue
                }
                var visiting = Set<String>()
                if prefixesByType[member.typeName] == nil { prefixesByType[member.typeName] = .some(callablePrefixes(member.typeName, visiting: &visiting)) }
                let prefixes = prefixesByType[member.typeName] ?? nil
                // A class named outside Swift is made there; only the project's own may have members
                // that code there calls. A system type named in a plist or document (`View`) calls no
                // extension member the project adds to it (provenance's uncalled `deltaSkinController`).
                let keep = requirementNames.contains(member.name) || namedClasses.contains(member.typeName) && typeNames.contains(member.typeName)
                    || (onlyForeignTypeExtensions && objectiveCVisible.contains(member.typeName))
                    || (onlyValueTypes && (objectiveCVisible.contains(member.typeName) || !typeNames.contains(member.typeName)))
                    || (member.isPublic && outline.isLibrary && !libraryClientsInProject)
                    || prefixes.map { list in list.contains { member.name.hasPrefix($0) } } ?? true
                if keep { roots.formUnion(member.references.memberKeys) } else { candidates[member.name, default: []].append((outline.path, index)) }
            }
        }
        // `Type.name` names the members of that name of the type and of what it inherits from
        // the project (a superclass, a protocol's extension); when none declares it (a type
        // from elsewhere, a type alias, a module), it is read as the bare name.
        var ancestors: [String: [String]] = [:]
        func lineage(_ type: String) -> [String] {
            if let known = ancestors[type] { return known }
            var seen: Set<String> = [type], order = [type], index = 0
            while index < order.count {
                for conformed in (conformances[order[index]] ?? []).sorted() where typeNames.contains(conformed) && seen.insert(conformed).inserted {
                    order.append(conformed)
                }
                index += 1
            }
            ancestors[type] = order
            return order
        }
        func resolve(_ key: String) -> [String] {
            guard let dot = key.firstIndex(of: "."), candidates[String(key[key.index(after: dot)...])] != nil else { return [key] }
            let type = String(key[..<dot]), name = String(key[key.index(after: dot)...])
            let declaring = lineage(type).filter { declaredMembers[$0]?.contains(name) == true }
            // A protocol's requirement dispatches to whichever conformer the value is.
            guard !declaring.isEmpty, !declaring.contains(where: { requirements[$0]?.contains(name) == true }) else { return [name] }
            return declaring.map { "\($0).\(name)" }
        }
        // The closure over names: a candidate named bare or through its type runs, and so does what it names.
        let byPath = Dictionary(shipping.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var reached = Set<String>(), live = Set<String>(), pending = roots.flatMap(resolve)
        while let key = pending.popLast() {
            guard reached.insert(key).inserted else { continue }
            let dot = key.firstIndex(of: ".")
            let name = dot.map { String(key[key.index(after: $0)...]) } ?? key
            for candidate in candidates[name] ?? [] {
                guard let outline = byPath[candidate.path] else { continue }
                let member = outline.memberOutline.members[candidate.index]
                guard dot == nil || key == "\(member.typeName).\(name)", live.insert("\(candidate.path)#\(candidate.index)").inserted else { continue }
                pending += member.references.memberKeys.flatMap(resolve).filter { !reached.contains($0) }
            }
        }
        var unnamed: [String: Set<Int>] = [:]
        for members in candidates.values {
            for member in members where !live.contains("\(member.path)#\(member.index)") { unnamed[member.path, default: []].insert(member.index) }
        }
        return unnamed
    }
}

extension FileOutline {
    /// The outline with the uses inside `unnamed` members (indices in `memberOutline.members`)
    /// left out of its declarations' uses, so what only they name is not reached through them.
    func droppingUses(ofMembers unnamed: Set<Int>) -> FileOutline {
        guard !unnamed.isEmpty else { return self }
        var live = declarations.map(\.outsideMembers)
        for (index, member) in memberOutline.members.enumerated() where !unnamed.contains(index) && live.indices.contains(member.declaration) {
            live[member.declaration].shipping.formUnion(member.references.shipping)
            live[member.declaration].debug.formUnion(member.references.debug)
            live[member.declaration].otherPlatform.formUnion(member.references.otherPlatform)
        }
        var copy = self
        copy.declarations = declarations.enumerated().map { offset, declaration in
            var withLiveUses = declaration
            withLiveUses.references = live[offset]
            return withLiveUses
        }
        return copy
    }
}
