import SwiftSyntax

/// An app's own presentation modifiers: a `View` extension method whose body hands one of its
/// closure parameters to `.sheet`, `.fullScreenCover` or `.popover` (directly, or through one
/// more such method), so what a call passes it is presented, not drawn in place:
///
///     extension View {
///         func card<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
///             sheet(isPresented: isPresented) { VStack { content() } }
///         }
///     }
///
/// The file pass records each such method (`Wrapper`) and each modifier call with a closure
/// whose name the system does not present through (`Candidate`); the project pass keeps the
/// candidates whose name a wrapper declares, and `ScreenGraph` makes their closures regions.
public enum PresentationWrappers {
    /// Modifiers a wrapper may present through.
    static let systemPresenters: [String: ScreenKind] = ["sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover]

    /// A `View` extension method that presents what it is given.
    public struct Wrapper: Sendable, Codable, Hashable {
        public let name: String
        /// The argument labels of its closure parameters in order, `_` for an unlabelled one.
        public let closureLabels: [String]
        /// The closure parameters it presents, by argument label.
        public let presented: [String]
        /// The presentation; nil when it presents through another project method, `via`.
        public let kind: ScreenKind?
        public let via: Call?
    }

    /// How a call hands over one closure: the callee, the closure's label (nil for the
    /// trailing closure) and the labels of the arguments written before the trailing closure.
    public struct Call: Sendable, Codable, Hashable {
        public let name: String
        public let label: String?
        public let explicitLabels: [String]
    }

    /// A modifier call with a closure that a project wrapper may present.
    public struct Candidate: Sendable, Codable {
        /// The key uses inside the closure refer to it by.
        public let key: String
        public let call: Call
        /// The type the call is written in, for the region id.
        public let owner: String
        /// Where the call's view is drawn.
        public let presenter: ViewPlacement?
        public let position: SourcePosition
    }

    /// Where a use sits relative to a candidate closure around it: the decisions and repeats
    /// between the use and the closure, innermost first.
    public struct Enclosing: Sendable, Codable, Hashable {
        public let key: String
        public let arms: [DecisionArm]
        public let repeated: Bool
    }

    public static let wrappers = FactKey<Wrapper>("screen.wrapper")
    public static let candidates = FactKey<Candidate>("screen.wrapper-candidate")

    // MARK: File pass

    package static func collect(_ file: SwiftFile, into facts: inout FactStore) {
        for function in file.index.functions where !file.index.isInPreview(function) {
            if let wrapper = wrapper(function, in: file.index) { facts.add(wrapper, for: wrappers) }
        }
        for candidate in candidateClosures(file) {
            facts.add(candidate.fact, for: candidates)
        }
    }

    /// The method as a wrapper, when it extends `View` and its body presents a closure parameter.
    static func wrapper(_ function: FunctionDeclSyntax, in index: SwiftFileIndex) -> Wrapper? {
        guard let body = function.body,
              let extended = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
              ["View", "SwiftUI.View"].contains(extended.extendedType.trimmedSourceText) else { return nil }
        var closureLabels: [String] = []
        var names: [String: String] = [:]
        for parameter in function.signature.parameterClause.parameters where isClosureType(parameter.type) {
            let label = parameter.firstName.text
            closureLabels.append(label)
            names[(parameter.secondName ?? parameter.firstName).text] = label
        }
        guard !names.isEmpty else { return nil }
        var presented = Set<String>()
        var kind: ScreenKind?
        var via: Call?
        for call in index.calls(within: body) {
            guard let callee = call.calleeName, call.calledExpression.is(DeclReferenceExprSyntax.self) || call.modifiedExpression != nil else { continue }
            if let system = systemPresenters[callee] {
                for content in ScreenRegions.presentedContents(of: call) {
                    for (name, label) in names where hands(content, name, index) {
                        presented.insert(label)
                        kind = kind ?? system
                    }
                }
            } else if ScreenRegions.owners.contains(callee) {
                continue
            } else if kind == nil, via == nil {
                for (closure, handed) in handedClosures(call) {
                    if let (_, label) = names.first(where: { hands(Syntax(closure), $0.key, index) }) {
                        presented.insert(label)
                        via = handed
                    }
                }
            }
        }
        guard !presented.isEmpty else { return nil }
        return Wrapper(name: function.name.text, closureLabels: closureLabels, presented: presented.sorted(),
                       kind: kind, via: kind == nil ? via : nil)
    }

    /// `() -> Content`, `@escaping () -> Content`, `@ViewBuilder @escaping (Item) -> Content`; not an optional closure.
    package static func isClosureType(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) { return isClosureType(attributed.baseType) }
        return type.is(FunctionTypeSyntax.self)
    }

    /// True when `content` is the parameter itself (`content: content`) or a closure that calls it (`{ content() }`).
    static func hands(_ content: Syntax, _ name: String, _ index: SwiftFileIndex) -> Bool {
        if let reference = content.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        guard let closure = content.as(ClosureExprSyntax.self) else { return false }
        return index.calls(within: closure).contains { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
    }

    /// The closures a call is given, each with how it is handed over.
    static func handedClosures(_ call: FunctionCallExprSyntax) -> [(ClosureExprSyntax, Call)] {
        guard let name = call.calleeName else { return [] }
        let explicit = call.arguments.compactMap { $0.label?.text }
        var found: [(ClosureExprSyntax, Call)] = []
        if let trailing = call.trailingClosure { found.append((trailing, Call(name: name, label: nil, explicitLabels: explicit))) }
        for extra in call.additionalTrailingClosures {
            found.append((extra.closure, Call(name: name, label: extra.label.text, explicitLabels: explicit)))
        }
        for argument in call.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                found.append((closure, Call(name: name, label: argument.label?.text ?? "_", explicitLabels: explicit)))
            }
        }
        return found
    }

    /// Modifier calls with closures that no system presenter owns: `.card(isPresented: $shown) { … }`.
    /// Kept per file, so each use asks only the closures around it.
    static func candidateClosures(_ file: SwiftFile) -> [(closure: ClosureExprSyntax, fact: Candidate)] {
        final class Box { var value: [(closure: ClosureExprSyntax, fact: Candidate)] = [] }
        return file.shared(Box.self) {
            let box = Box()
            var seen = Set<SyntaxIdentifier>()
            for closure in file.index.closures {
                guard let call = closure.invokingCall, seen.insert(call.id).inserted, call.modifiedExpression != nil,
                      let name = call.calleeName, !ScreenRegions.owners.contains(name), !file.index.isInPreview(call) else { continue }
                let anchor = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
                let owner = call.enclosingTypeName.map { SwiftFile.simpleTypeName($0) } ?? "file"
                let presenter = file.placement(of: call)
                for (handed, how) in handedClosures(call) {
                    let position = file.position(of: anchor)
                    let key = "\(position.path):\(position.line):\(position.column)#\(how.label ?? "")"
                    box.value.append((handed, Candidate(key: key, call: how, owner: owner, presenter: presenter, position: file.position(of: handed))))
                }
            }
            return box
        }.value
    }

    /// The candidate closures around `node` inside the unit it is drawn in, innermost first.
    static func enclosing(_ node: Syntax, placement: ViewPlacement, in file: SwiftFile) -> [Enclosing] {
        let candidates = candidateClosures(file)
        guard !candidates.isEmpty else { return [] }
        var found: [Enclosing] = []
        for candidate in candidates where candidate.closure.position <= node.position && node.endPosition <= candidate.closure.endPosition
            && candidate.closure.id != node.id {
            guard let outer = file.placement(of: candidate.closure), outer.unit == placement.unit,
                  placement.arms.count >= outer.arms.count else { continue }
            var repeated = false
            var current = node
            while let parent = current.parent, current.id != candidate.closure.id {
                if let call = parent.as(FunctionCallExprSyntax.self), ScreenRegions.repeats(call, child: current) { repeated = true }
                current = parent
            }
            found.append(Enclosing(key: candidate.fact.key, arms: Array(placement.arms.prefix(placement.arms.count - outer.arms.count)),
                                   repeated: repeated))
        }
        // Nested closures: the innermost starts last.
        return found.reversed()
    }

    // MARK: Project pass

    /// The candidates a project wrapper presents, by key, with the presentation's kind.
    public static func resolve(wrappers: [Wrapper], candidates: [Candidate]) -> [String: ScreenKind] {
        var byName: [String: [Wrapper]] = [:]
        for wrapper in wrappers { byName[wrapper.name, default: []].append(wrapper) }
        func kind(of call: Call, depth: Int) -> ScreenKind? {
            // A name the project declares more than once is only trusted when every declaration agrees.
            guard let declared = byName[call.name], !declared.isEmpty else { return nil }
            let kinds = declared.map { wrapper -> ScreenKind? in
                guard presents(wrapper, call) else { return nil }
                if let kind = wrapper.kind { return kind }
                guard depth == 0, let via = wrapper.via else { return nil }
                return kind(of: via, depth: depth + 1)
            }
            guard let first = kinds.first, let found = first, kinds.allSatisfy({ $0 == found }) else { return nil }
            return found
        }
        var resolved: [String: ScreenKind] = [:]
        for candidate in candidates {
            if let found = kind(of: candidate.call, depth: 0) { resolved[candidate.key] = found }
        }
        return resolved
    }

    /// True when the closure the call hands over fills one of the parameters the wrapper presents:
    /// by its label, or as the trailing closure, the first closure parameter not written out.
    static func presents(_ wrapper: Wrapper, _ call: Call) -> Bool {
        if let label = call.label { return wrapper.presented.contains(label) }
        guard let parameter = wrapper.closureLabels.first(where: { !call.explicitLabels.contains($0) }) else { return false }
        return wrapper.presented.contains(parameter)
    }

    /// The id of a wrapper's region, in the form `SwiftFile.regionId` gives a system one.
    static func regionId(_ candidate: Candidate, kind: ScreenKind) -> String {
        let key = candidate.key.prefix { $0 != "#" }
        return "\(candidate.owner)/\(kind.rawValue)@\(key)"
    }
}
