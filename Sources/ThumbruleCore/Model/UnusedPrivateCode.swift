import SwiftSyntax

/// Private code that nothing uses: a `private` computed property, function or type that no
/// code of its file reaches, however the file itself is reached. Real apps keep whole
/// screens this way ("legacy paywall, no longer used"), and a finding in them is about code
/// no user sees.
///
/// Private names are visible only in their file, so one file settles it: a declaration is
/// used when its name is referenced outside every private declaration, or from inside a
/// private declaration that is itself used. Uses from previews do not count; uses from
/// `#if DEBUG` code do (debug-only is the whole-project model's business).
///
/// It errs towards "used": names are matched without types, an instance stored property always
/// counts as used (its initial value runs with the instance; a static one runs on first use, so
/// it is judged like a computed one), and so does anything the system may
/// call by name — `@objc`, `@IBAction`, `override`, `dynamic`, members of `@objcMembers`
/// types, members of protocols, and names that commonly witness system protocols.
enum UnusedPrivateCode {
    /// Member names that system protocols call (SwiftUI, UIKit representables, Codable,
    /// Hashable, CustomStringConvertible): never treated as unused, whatever their modifier.
    static let systemRequirementNames: Set<String> = [
        "body", "makeBody", "makeUIView", "updateUIView", "makeUIViewController", "updateUIViewController",
        "makeCoordinator", "dismantleUIView", "sizeThatFits", "encode", "hash", "description",
        "debugDescription", "id", "reduce", "defaultValue", "previews", "path",
    ]

    /// The line ranges of the private declarations nothing in the file uses.
    static func lines(in file: SwiftFile) -> [ClosedRange<Int>] {
        ranges(in: file).map { range in
            file.position(at: range.lowerBound).line...file.position(at: range.upperBound).line
        }
    }

    /// The spans of the private declarations nothing in the file uses.
    static func ranges(in file: SwiftFile) -> [Range<AbsolutePosition>] {
        let index = file.index
        let candidates = privateDeclarations(index)
        guard !candidates.isEmpty else { return [] }
        let tracked = Dictionary(grouping: candidates.indices, by: { candidates[$0].name })
        // Every use of a tracked name, outside previews, by position.
        var uses: [(name: String, position: AbsolutePosition)] = []
        func collect(_ name: String, _ position: AbsolutePosition) {
            let bare = name.hasPrefix("$") || name.hasPrefix("_") ? String(name.dropFirst()) : name
            guard tracked[bare] != nil,
                  !index.previewRanges.contains(where: { $0.contains(position) }) else { return }
            uses.append((bare, position))
        }
        for (offset, name) in index.referenceNames.enumerated() {
            collect(name, AbsolutePosition(utf8Offset: index.referenceSpans.starts[offset]))
        }
        for type in index.typeNamesInOrder {
            if let identifier = type.as(IdentifierTypeSyntax.self) { collect(identifier.name.text, type.position) }
            if let member = type.as(MemberTypeSyntax.self) { collect(member.name.text, member.name.position) }
        }
        // A use inside a candidate is an edge from the innermost candidate holding it;
        // a use inside none is a root.
        var used = Set<Int>(), edges: [Int: [Int]] = [:], pending: [Int] = []
        for use in uses {
            let targets = tracked[use.name] ?? []
            let holders = candidates.indices.filter { candidates[$0].range.contains(use.position) }
            let innermost = holders.min { candidates[$0].range.count < candidates[$1].range.count }
            for target in targets where !candidates[target].range.contains(use.position) {
                if let holder = innermost { edges[holder, default: []].append(target) } else { pending.append(target) }
            }
        }
        while let next = pending.popLast() {
            guard used.insert(next).inserted else { continue }
            pending += edges[next] ?? []
        }
        return candidates.indices.filter { !used.contains($0) }.map { candidates[$0].range }
    }

    private struct Candidate {
        let name: String
        let range: Range<AbsolutePosition>
    }

    /// The `private` (and, for top-level types, `fileprivate`) computed properties,
    /// functions and types of the file that only code of this file can use, and the static
    /// stored properties only it can name.
    private static func privateDeclarations(_ index: SwiftFileIndex) -> [Candidate] {
        var candidates: [Candidate] = []
        for function in index.functions {
            guard case .identifier(let name) = function.name.tokenKind,
                  isPrivateMember(Syntax(function), modifiers: function.modifiers, attributes: function.attributes, name: name)
            else { continue }
            candidates.append(Candidate(name: name, range: function.trimmedRange))
        }
        for variable in index.variables {
            guard variable.bindings.count == 1, let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if binding.initializer == nil, isComputed(binding.accessorBlock),
               isPrivateMember(Syntax(variable), modifiers: variable.modifiers, attributes: variable.attributes, name: name) {
                candidates.append(Candidate(name: name, range: variable.trimmedRange))
            } else if binding.initializer != nil, variable.modifiers.contains(where: { $0.name.text == "static" }),
                      isFileOnlyStaticMember(Syntax(variable), modifiers: variable.modifiers, attributes: variable.attributes, name: name) {
                candidates.append(Candidate(name: name, range: variable.trimmedRange))
            }
        }
        for type in index.typeDeclarations where !type.isExtension {
            guard let decl = type.node.asProtocol(WithModifiersSyntax.self),
                  let attributed = type.node.asProtocol(WithAttributesSyntax.self) else { continue }
            let atTopLevel = enclosingTypeOrProtocol(of: Syntax(type.node)) == nil
            let modifiers = Set(decl.modifiers.map(\.name.text))
            let isPrivate = modifiers.contains("private") || (atTopLevel && modifiers.contains("fileprivate"))
            guard isPrivate, !hasSystemAttribute(attributed.attributes),
                  atTopLevel || isPrivateMember(Syntax(type.node), modifiers: decl.modifiers, attributes: attributed.attributes, name: type.name)
            else { continue }
            candidates.append(Candidate(name: type.name, range: type.node.trimmedRange))
        }
        return candidates
    }

    /// A member marked `private` that the system cannot reach by name.
    private static func isPrivateMember(_ node: Syntax, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax, name: String) -> Bool {
        let names = Set(modifiers.map(\.name.text))
        guard names.contains("private"), names.isDisjoint(with: ["override", "dynamic"]),
              !hasSystemAttribute(attributes), !systemRequirementNames.contains(name),
              let container = enclosingTypeOrProtocol(of: node) else { return false }
        if container.is(ProtocolDeclSyntax.self) { return false }
        if let attributed = container.asProtocol(WithAttributesSyntax.self), hasSystemAttribute(attributed.attributes) { return false }
        return true
    }

    /// A static member only its file can name: `private` itself, or declared in a type that adopts
    /// nothing (so it witnesses no requirement another file calls through) and is `private` or
    /// `fileprivate` or nested in such a type. A static stored property runs its initial value on
    /// first use, so one nothing names never runs (`private enum Constants { static let defaultFont = … }`,
    /// `private enum Constants { enum Row { static let font = … } }`).
    private static func isFileOnlyStaticMember(_ node: Syntax, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax, name: String) -> Bool {
        if isPrivateMember(node, modifiers: modifiers, attributes: attributes, name: name) { return true }
        let names = Set(modifiers.map(\.name.text))
        guard names.isDisjoint(with: ["override", "dynamic", "public", "open", "package", "internal"]), !hasSystemAttribute(attributes),
              !systemRequirementNames.contains(name), let container = enclosingTypeOrProtocol(of: node),
              let type = container.asProtocol(WithModifiersSyntax.self), let attributed = container.asProtocol(WithAttributesSyntax.self),
              !container.is(ExtensionDeclSyntax.self), !container.is(ProtocolDeclSyntax.self),
              container.asProtocol(DeclGroupSyntax.self)?.inheritanceClause == nil, !hasSystemAttribute(attributed.attributes) else { return false }
        return isFileOnly(type)
    }

    /// A type only its file can name: `private` or `fileprivate`, or nested in such a type.
    private static func isFileOnly(_ type: some WithModifiersSyntax) -> Bool {
        if type.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { return true }
        guard let outer = enclosingTypeOrProtocol(of: Syntax(type)), !outer.is(ExtensionDeclSyntax.self),
              let modified = outer.asProtocol(WithModifiersSyntax.self) else { return false }
        return isFileOnly(modified)
    }

    private static func hasSystemAttribute(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedSourceText else { return true }
            return ["objc", "objcMembers", "IBAction", "IBOutlet", "IBSegueAction", "IBInspectable", "NSManaged", "_cdecl", "_silgen_name"].contains(name)
        }
    }

    /// The nearest type, extension or protocol declaration around a node, if any.
    private static func enclosingTypeOrProtocol(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                || parent.is(ActorDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self) || parent.is(ProtocolDeclSyntax.self) {
                return parent
            }
            // Declarations inside a function body or closure are locals, not members.
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// True for `var x: T { … }` and `var x: T { get … }`: code that runs only when read.
    private static func isComputed(_ block: AccessorBlockSyntax?) -> Bool {
        guard let block else { return false }
        switch block.accessors {
        case .getter: return true
        case .accessors(let accessors):
            return accessors.allSatisfy { ["get", "_read", "unsafeAddress"].contains($0.accessorSpecifier.text) }
        @unknown default: return false
        }
    }
}
