import SwiftSyntax

/// Everything the checks read from one Swift file, gathered in a single walk of its tree.
///
/// Checks query these lists instead of walking the tree again, so adding a check adds
/// no walk. Calls and member accesses are keyed by their last name component
/// (`UIFont.systemFont(ofSize:)` under `systemFont`, `.buttonStyle(...)` under `buttonStyle`).
public final class SwiftFileIndex {
    public private(set) var imports: [ImportDeclSyntax] = []
    public private(set) var callsByName: [String: [FunctionCallExprSyntax]] = [:]
    public private(set) var memberAccessesByName: [String: [MemberAccessExprSyntax]] = [:]
    public private(set) var referencesByName: [String: [DeclReferenceExprSyntax]] = [:]
    /// The same calls, member accesses and references in source order, so the ones inside a
    /// scope are found by binary search instead of a scan of the file (`calls(within:)`).
    package private(set) var callsInOrder: [FunctionCallExprSyntax] = []
    package private(set) var memberAccessesInOrder: [MemberAccessExprSyntax] = []
    package private(set) var referencesInOrder: [DeclReferenceExprSyntax] = []
    public private(set) var stringLiterals: [StringLiteralExprSyntax] = []
    public private(set) var typeDeclarations: [TypeDeclaration] = []
    public private(set) var functions: [FunctionDeclSyntax] = []
    public private(set) var variables: [VariableDeclSyntax] = []
    public private(set) var macroExpansions: [String: [MacroExpansionExprSyntax]] = [:]
    public private(set) var closures: [ClosureExprSyntax] = []
    /// Infix operators (`<`, `+=`, `%`, `??` …) by their text; plain `=` is not one of them.
    public private(set) var binaryOperatorsByText: [String: [BinaryOperatorExprSyntax]] = [:]
    /// `await` expressions, for checks that ask whether code waits on asynchronous work.
    public private(set) var awaits: [AwaitExprSyntax] = []
    /// Byte ranges of preview code (`#Preview`, `PreviewProvider`), which never ships to users,
    /// from the first token to the last (no surrounding comments or blank lines).
    public private(set) var previewRanges: [Range<AbsolutePosition>] = []
    /// Byte ranges of `#if DEBUG` / `#elseif DEBUG` clauses, compiled out of release builds,
    /// and of `#if targetEnvironment(simulator)` clauses, which no device build compiles, from
    /// the `#if` to the end of the clause's last element.
    /// The `#else` of `#if DEBUG`, `#if !DEBUG` and compound conditions ship.
    package private(set) var debugRanges: [Range<AbsolutePosition>] = []
    /// Byte ranges of `#if os(macOS)`, `os(tvOS)`, `os(visionOS)` clauses (alone or joined by
    /// `||`): code built only for a platform that is not a phone. A file that imports AppKit
    /// (or Cocoa) outside any `#if` is one range as a whole: no iOS build, Mac Catalyst
    /// included, can import AppKit, so only a Mac target compiles it.
    package private(set) var otherPlatformRanges: [Range<AbsolutePosition>] = []
    /// Byte ranges of the clauses that follow an `#if os(iOS)` clause (`#else`, `#elseif`): built
    /// for every platform but the phone, the watch included, so the model counts them as other
    /// platforms' code except in a watch app's files.
    package private(set) var afterPhoneClauseRanges: [Range<AbsolutePosition>] = []
    /// Byte ranges of the `case`s of a switch, in a file that imports WidgetKit, that match only
    /// widget families the phone does not offer (`case .accessoryCorner:`, a watch face's
    /// corner): what they draw runs only on the watch, so the model counts them as other
    /// platforms' code except in a watch app's files, as it does `afterPhoneClauseRanges`.
    package private(set) var watchOnlyWidgetCaseRanges: [Range<AbsolutePosition>] = []
    /// The `else` of each `if #available(iOS X, *)` whose every condition is such a check, with
    /// the highest `X`: code that runs only on iOS versions older than `X`.
    package private(set) var olderIOSFallbacks: [(version: OSVersion, range: Range<AbsolutePosition>)] = []
    /// Bodies of `if false { … }`: code switched off by hand, which never runs.
    package private(set) var literalFalseBodies: [Range<AbsolutePosition>] = []
    /// `#if canImport(X)` clauses by module: code built only when the project links `X`.
    package private(set) var canImportRanges: [String: [Range<AbsolutePosition>]] = [:]
    /// Types named in type position (`let x: Foo`, `[Foo]`, `: Foo`, `@Foo`, `Module.Foo`):
    /// identifier and member types, in source order, for the model's reference graph.
    package private(set) var typeNamesInOrder: [TypeSyntax] = []
    /// Where each node of the source-ordered lists starts and ends, and the name of each
    /// reference and member access, taken once in the walk: the scope queries
    /// (`calls(within:)`, `names(within:)`) run for most functions of most files, and reading
    /// a node's position or name text from the tree costs far more than reading an array.
    package private(set) var callSpans = Spans()
    package private(set) var memberAccessSpans = Spans()
    package private(set) var referenceSpans = Spans()
    package private(set) var stringLiteralSpans = Spans()
    package private(set) var memberAccessNames: [String] = []
    package private(set) var referenceNames: [String] = []

    public init(_ tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        imports = collector.imports
        callsByName = collector.callsByName
        memberAccessesByName = collector.memberAccessesByName
        referencesByName = collector.referencesByName
        callsInOrder = collector.callsInOrder
        memberAccessesInOrder = collector.memberAccessesInOrder
        referencesInOrder = collector.referencesInOrder
        stringLiterals = collector.stringLiterals
        typeDeclarations = collector.typeDeclarations
        functions = collector.functions
        variables = collector.variables
        macroExpansions = collector.macroExpansions
        closures = collector.closures
        binaryOperatorsByText = collector.binaryOperatorsByText
        awaits = collector.awaits
        previewRanges = collector.previewRanges
        debugRanges = collector.debugRanges
        olderIOSFallbacks = collector.olderIOSFallbacks
        literalFalseBodies = collector.literalFalseBodies
        otherPlatformRanges = collector.imports.contains(where: \.importsMacOnlyFramework)
            ? [tree.trimmedRange] : collector.otherPlatformRanges
        canImportRanges = collector.canImportRanges
        afterPhoneClauseRanges = collector.afterPhoneClauseRanges
        watchOnlyWidgetCaseRanges = collector.imports.contains { $0.path.first?.name.text == "WidgetKit" }
            ? collector.watchOnlyWidgetCaseRanges : []
        typeNamesInOrder = collector.typeNamesInOrder
        callSpans = Spans(callsInOrder)
        memberAccessSpans = Spans(memberAccessesInOrder)
        referenceSpans = Spans(referencesInOrder)
        stringLiteralSpans = Spans(stringLiterals)
        memberAccessNames = collector.memberAccessNames
        referenceNames = collector.referenceNames
    }

    public func calls(_ names: String...) -> [FunctionCallExprSyntax] { calls(names) }
    public func memberAccesses(_ names: String...) -> [MemberAccessExprSyntax] { memberAccesses(names) }
    public func references(_ names: String...) -> [DeclReferenceExprSyntax] { references(names) }

    /// The calls, member accesses or references under any of these names, name by name.
    public func calls(_ names: [String]) -> [FunctionCallExprSyntax] {
        names.flatMap { callsByName[$0] ?? [] }
    }

    public func memberAccesses(_ names: [String]) -> [MemberAccessExprSyntax] {
        names.flatMap { memberAccessesByName[$0] ?? [] }
    }

    public func references(_ names: [String]) -> [DeclReferenceExprSyntax] {
        names.flatMap { referencesByName[$0] ?? [] }
    }

    public func binaryOperators(_ texts: String...) -> [BinaryOperatorExprSyntax] {
        texts.flatMap { binaryOperatorsByText[$0] ?? [] }
    }

    /// True when the file mentions the name as a call, a member or a plain reference.
    public func mentions(_ name: String) -> Bool {
        callsByName[name] != nil || memberAccessesByName[name] != nil || referencesByName[name] != nil
    }

    public var importedModules: [String] {
        imports.map { $0.path.map(\.name.text).joined(separator: ".") }
    }

    /// The nodes of a source-ordered list that `scope` encloses: a binary search for the
    /// first node at or after the scope's start, then a run up to its end.
    package static func nodes<Node: SyntaxProtocol>(_ ordered: [Node], within scope: some SyntaxProtocol) -> [Node] {
        let start = scope.position, end = scope.endPosition
        var low = 0, high = ordered.count
        while low < high {
            let middle = (low + high) / 2
            if ordered[middle].position < start { low = middle + 1 } else { high = middle }
        }
        var found: [Node] = []
        while low < ordered.count, ordered[low].position < end {
            if ordered[low].endPosition <= end { found.append(ordered[low]) }
            low += 1
        }
        return found
    }

    /// The start and end offsets of a source-ordered list of nodes, for range queries.
    package struct Spans: Sendable {
        var starts: [Int] = []
        var ends: [Int] = []

        init() {}

        init(_ nodes: [some SyntaxProtocol]) {
            starts.reserveCapacity(nodes.count)
            ends.reserveCapacity(nodes.count)
            for node in nodes {
                starts.append(node.position.utf8Offset)
                ends.append(node.endPosition.utf8Offset)
            }
        }

        /// The positions in the list of the nodes that `scope` encloses, as `nodes(_:within:)`
        /// finds them: a binary search for the first at or after the scope's start, then a run
        /// up to its end, keeping those that also end inside it.
        func indices(within scope: some SyntaxProtocol) -> [Int] {
            let start = scope.position.utf8Offset, end = scope.endPosition.utf8Offset
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < start { low = middle + 1 } else { high = middle }
            }
            var found: [Int] = []
            while low < starts.count, starts[low] < end {
                if ends[low] <= end { found.append(low) }
                low += 1
            }
            return found
        }
    }

    /// The indexed declaration of a type node (its name and what it inherits), e.g. of
    /// `node.enclosingTypeDeclaration`.
    public func typeDeclaration(of node: DeclSyntax) -> TypeDeclaration? {
        typeDeclarations.first { $0.node.id == node.id }
    }

    public func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        let position = node.position
        return previewRanges.contains { $0.contains(position) }
    }
}

/// A struct, class, actor, enum or extension declaration with the names it inherits from.
public struct TypeDeclaration {
    public let name: String
    public let inheritedNames: [String]
    public let node: DeclSyntax
    public let isExtension: Bool

    public func inherits(_ name: String) -> Bool { inheritedNames.contains(name) }
}

private final class Collector: SyntaxVisitor {
    var imports: [ImportDeclSyntax] = []
    var callsByName: [String: [FunctionCallExprSyntax]] = [:]
    var memberAccessesByName: [String: [MemberAccessExprSyntax]] = [:]
    var referencesByName: [String: [DeclReferenceExprSyntax]] = [:]
    var callsInOrder: [FunctionCallExprSyntax] = []
    var memberAccessesInOrder: [MemberAccessExprSyntax] = []
    var referencesInOrder: [DeclReferenceExprSyntax] = []
    var stringLiterals: [StringLiteralExprSyntax] = []
    var typeDeclarations: [TypeDeclaration] = []
    var functions: [FunctionDeclSyntax] = []
    var variables: [VariableDeclSyntax] = []
    var macroExpansions: [String: [MacroExpansionExprSyntax]] = [:]
    var closures: [ClosureExprSyntax] = []
    var binaryOperatorsByText: [String: [BinaryOperatorExprSyntax]] = [:]
    var awaits: [AwaitExprSyntax] = []
    var previewRanges: [Range<AbsolutePosition>] = []
    var debugRanges: [Range<AbsolutePosition>] = []
    var otherPlatformRanges: [Range<AbsolutePosition>] = []
    var canImportRanges: [String: [Range<AbsolutePosition>]] = [:]
    var olderIOSFallbacks: [(version: OSVersion, range: Range<AbsolutePosition>)] = []
    var literalFalseBodies: [Range<AbsolutePosition>] = []
    var afterPhoneClauseRanges: [Range<AbsolutePosition>] = []
    var watchOnlyWidgetCaseRanges: [Range<AbsolutePosition>] = []
    var typeNamesInOrder: [TypeSyntax] = []
    var memberAccessNames: [String] = []
    var referenceNames: [String] = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        typeNamesInOrder.append(TypeSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        typeNamesInOrder.append(TypeSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if node.condition?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DEBUG" || node.compilesOnlyForSimulator,
           node.poundKeyword.tokenKind != .poundElse {
            debugRanges.append(node.trimmedRange)
        }
        if node.compilesOnlyForOtherPlatforms {
            otherPlatformRanges.append(node.trimmedRange)
        } else if node.followsPhoneOnlyClause {
            afterPhoneClauseRanges.append(node.trimmedRange)
        }
        if let module = node.importedModuleCondition {
            canImportRanges[module, default: []].append(node.trimmedRange)
        }
        return .visitChildren
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        if let label = node.label.as(SwitchCaseLabelSyntax.self), label.caseItems.allSatisfy({ item in
            guard item.whereClause == nil, let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
                  member.base.map({ $0.trimmedSourceText == "WidgetFamily" }) ?? true else { return false }
            return WidgetFamilies.watchOnly.contains(member.declName.baseName.text)
        }) {
            watchOnlyWidgetCaseRanges.append(node.trimmedRange)
        }
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if let elseBody = node.elseBody, let version = node.requiredIOSVersion {
            olderIOSFallbacks.append((version, elseBody.trimmedRange))
        }
        if node.conditions.count == 1,
           node.conditions.first?.condition.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) {
            literalFalseBodies.append(node.body.trimmedRange)
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        imports.append(node)
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.lastNameComponent {
            callsByName[name, default: []].append(node)
            callsInOrder.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        memberAccessesByName[name, default: []].append(node)
        memberAccessesInOrder.append(node)
        memberAccessNames.append(name)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        referencesByName[name, default: []].append(node)
        referencesInOrder.append(node)
        referenceNames.append(name)
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        stringLiterals.append(node)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.inheritanceClause, DeclSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.inheritanceClause, DeclSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.inheritanceClause, DeclSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.inheritanceClause, DeclSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.extendedType.trimmedSourceText, node.inheritanceClause, DeclSyntax(node), isExtension: true)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        variables.append(node)
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closures.append(node)
        return .visitChildren
    }

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        binaryOperatorsByText[node.operator.text, default: []].append(node)
        return .visitChildren
    }

    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        awaits.append(node)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        macroExpansions[node.macroName.text, default: []].append(node)
        if node.macroName.text == "Preview" { previewRanges.append(node.trimmedRange) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewRanges.append(node.trimmedRange) }
        return .visitChildren
    }

    private func record(_ name: String, _ clause: InheritanceClauseSyntax?, _ node: DeclSyntax, isExtension: Bool = false) {
        let inherited = clause?.inheritedTypes.map { $0.type.trimmedSourceText } ?? []
        typeDeclarations.append(TypeDeclaration(name: name, inheritedNames: inherited, node: node, isExtension: isExtension))
        if inherited.contains("PreviewProvider") { previewRanges.append(node.trimmedRange) }
    }
}


extension ImportDeclSyntax {
    /// `import AppKit` or `import Cocoa` (or a declaration of either) written outside any `#if`:
    /// a file only a macOS build can compile.
    var importsMacOnlyFramework: Bool {
        guard let module = path.first?.name.text, module == "AppKit" || module == "Cocoa" else { return false }
        return !hasAncestor { $0.is(IfConfigClauseSyntax.self) }
    }
}

extension IfExprSyntax {
    /// `11.0` for `if #available(iOS 11.0, *)`: the highest iOS version its conditions ask for,
    /// when every condition is an `#available` naming iOS; nil otherwise.
    var requiredIOSVersion: OSVersion? {
        var highest: OSVersion?
        for element in conditions {
            guard let availability = element.condition.as(AvailabilityConditionSyntax.self),
                  availability.availabilityKeyword.tokenKind == .poundAvailable else { return nil }
            let versions = availability.availabilityArguments.compactMap { argument -> OSVersion? in
                guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                      restriction.platform.text == "iOS", let version = restriction.version else { return nil }
                return OSVersion(version.trimmedDescription)
            }
            guard let version = versions.first else { return nil }
            highest = max(highest ?? version, version)
        }
        return highest
    }
}

extension IfConfigClauseSyntax {
    /// True for an `#if os(macOS)` clause (or `os(tvOS) || os(visionOS)`): code no phone build compiles.
    package var compilesOnlyForOtherPlatforms: Bool {
        guard let condition, poundKeyword.tokenKind != .poundElse else { return false }
        return Self.namesOnlyOtherPlatforms(condition)
    }

    /// True for an `#else` or `#elseif` clause after an `#if os(iOS)` clause (or `#elseif os(iOS)`):
    /// no iOS build, Mac Catalyst included, compiles it.
    package var followsPhoneOnlyClause: Bool {
        guard let clauses = parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for clause in clauses {
            if clause.id == id { return false }
            if let condition = clause.condition?.as(FunctionCallExprSyntax.self),
               condition.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
               condition.arguments.count == 1, condition.arguments.first?.expression.trimmedSourceText == "iOS" {
                return true
            }
        }
        return false
    }

    /// True for an `#if targetEnvironment(macCatalyst)` clause: the iPad app rebuilt for the Mac,
    /// where a pointer, not a finger, aims (touch rules do not apply; VoiceOver ones still do).
    package var compilesOnlyForMacCatalyst: Bool {
        guard let condition = condition?.as(FunctionCallExprSyntax.self), poundKeyword.tokenKind != .poundElse else { return false }
        return condition.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "targetEnvironment"
            && condition.arguments.count == 1 && condition.arguments.first?.expression.trimmedSourceText == "macCatalyst"
    }

    /// True for an `#if targetEnvironment(simulator)` clause (parentheses allowed): code built
    /// only for the Simulator, which never reaches a device, so it is debug-only for the model.
    package var compilesOnlyForSimulator: Bool {
        guard var condition, poundKeyword.tokenKind != .poundElse else { return false }
        while let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            condition = inner
        }
        guard let call = condition.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "targetEnvironment"
            && call.arguments.count == 1 && call.arguments.first?.expression.trimmedSourceText == "simulator"
    }

    /// `X` for an `#if canImport(X)` or `#elseif canImport(X)` clause (parentheses allowed), nil
    /// for any other condition: the clause is compiled only when the build links module `X`.
    package var importedModuleCondition: String? {
        guard var condition, poundKeyword.tokenKind != .poundElse else { return nil }
        while let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            condition = inner
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport",
              let module = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return module
    }

    /// Platforms that are not a phone, as `os(…)` names them.
    private static let otherPlatforms: Set<String> = ["macOS", "OSX", "tvOS", "visionOS"]

    /// True for `os(macOS)`, `os(tvOS) || os(visionOS)` and the like.
    private static func namesOnlyOtherPlatforms(_ condition: ExprSyntax) -> Bool {
        if let call = condition.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os"
                && call.arguments.count == 1
                && otherPlatforms.contains(call.arguments.first?.expression.trimmedSourceText ?? "")
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return namesOnlyOtherPlatforms(inner)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements.count % 2 == 1 else { return false }
            return elements.enumerated().allSatisfy { index, element in
                index % 2 == 1 ? element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" : namesOnlyOtherPlatforms(element)
            }
        }
        return false
    }
}
