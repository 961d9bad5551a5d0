import SwiftSyntax

/// The code a condition on a named flag decides: the arms of an `if`, the rest of a block
/// after a `guard`, the branches of a ternary. Found from the index's references to the flag,
/// climbing a few parents each, never walking the tree.
public struct ConditionGates {
    let regions: [Range<AbsolutePosition>]

    /// True when the node sits in code a matching condition decides.
    public func gate(_ node: some SyntaxProtocol) -> Bool {
        regions.contains { $0.contains(node.position) }
    }

    public var isEmpty: Bool { regions.isEmpty }

    /// The regions decided by a condition naming a flag that `isFlag` accepts (a reference,
    /// member or call such as `pushEnabled()`). With `whenSet`, only the code that runs when the
    /// flag holds: an `if` body, the code after a `guard`, a ternary's first branch, and the other
    /// arm for a negated use (`!flag`, `flag == false`); otherwise every arm the condition decides.
    public static func find(in file: SwiftFile, whenSet: Bool, isFlag: (String) -> Bool) -> ConditionGates {
        let index = file.index
        let names = Set(index.referencesByName.keys).union(index.memberAccessesByName.keys).filter(isFlag)
        guard !names.isEmpty else { return ConditionGates(regions: []) }
        var regions: [Range<AbsolutePosition>] = []
        let nodes: [Syntax] = names.flatMap { name in
            (index.referencesByName[name] ?? []).map(Syntax.init) + (index.memberAccessesByName[name] ?? []).map(Syntax.init)
        }
        for node in nodes {
            regions += decided(by: node, whenSet: whenSet)
        }
        return ConditionGates(regions: regions)
    }

    /// The code that runs when the condition holding `node` is true.
    static func decidedWhenHolding(_ node: Syntax) -> [Range<AbsolutePosition>] { decided(by: node, whenSet: true) }

    /// The code the condition holding `node` decides, empty when `node` is in no condition.
    private static func decided(by node: Syntax, whenSet: Bool) -> [Range<AbsolutePosition>] {
        var child = node
        var element: Syntax?
        var current = node.parent
        while let parent = current {
            if parent.is(ConditionElementSyntax.self) { element = parent }
            if let branch = parent.as(IfExprSyntax.self), branch.conditions.id == child.id {
                let negated = element.map(isNegated) ?? false
                let body = branch.body.range, other = branch.elseBody?.range
                let rest = restOfBlock(afterExit: branch)
                if !whenSet { return [body] + [other, rest].compactMap { $0 } }
                // `if let key = saved, !needsSetup { … } else { setup }`: the else also runs when
                // another condition fails, so it is not the flag's alone.
                if negated, branch.conditions.count > 1 { return [] }
                return negated ? [other, rest].compactMap { $0 } : [body]
            }
            if let guardStatement = parent.as(GuardStmtSyntax.self), guardStatement.conditions.id == child.id {
                guard !whenSet || !(element.map(isNegated) ?? false),
                      let list = guardStatement.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
                return [guardStatement.endPosition..<list.endPosition]
            }
            if let ternary = Ternary.parts(holding: child).first(where: { $0.part == .condition })?.ternary {
                // `a && !flag ? x : y`: the flag's own operand says whether it is negated.
                let operands = ternary.conditionOperands(joinedBy: "&&") ?? []
                let negated = operands.count > 1 ? isNegated(child) : isNegated(ternary.conditionText)
                if whenSet, negated, operands.count > 1 { return [] }
                let then = ternary.thenExpression.range, other = ternary.elseRange
                if !whenSet { return [then, other] }
                return [negated ? other : then]
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) { return [] }
            child = parent
            current = parent.parent
        }
        return []
    }

    /// The code that runs only while `test` holds: the then-branch of a ternary whose condition
    /// it is (or an operand of its `&&` alone), or, of an `if` or a `guard`, the whole condition,
    /// the value of an optional binding, one of a condition list, or an operand of `&&` alone.
    /// Shared by the gate finders that read a test's meaning (production, launch arguments).
    static func runningWhenHolds(_ test: Syntax) -> [Range<AbsolutePosition>] {
        if let ternary = Ternary.parts(holding: test).first(where: { $0.part == .condition })?.ternary {
            guard ternary.conditionOperands(joinedBy: "&&")?.contains(where: { $0.id == test.id }) == true else { return [] }
            return [ternary.thenExpression.range]
        }
        var condition = test
        if let sequence = test.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" })
            else { return [] }
            condition = Syntax(sequence)
        }
        if let initializer = condition.parent?.as(InitializerClauseSyntax.self), initializer.value.id == condition.id,
           let binding = initializer.parent?.as(OptionalBindingConditionSyntax.self) {
            condition = Syntax(binding)
        }
        guard let element = condition.parent?.as(ConditionElementSyntax.self), let list = element.parent?.as(ConditionElementListSyntax.self)
        else { return [] }
        if let branch = list.parent?.as(IfExprSyntax.self), branch.conditions.id == list.id { return [branch.body.range] }
        if let guardStatement = list.parent?.as(GuardStmtSyntax.self), guardStatement.conditions.id == list.id,
           let block = guardStatement.parent?.parent?.as(CodeBlockItemListSyntax.self) {
            return [guardStatement.endPosition..<block.endPosition]
        }
        return []
    }

    /// For an `if` with no `else` whose body ends by leaving (`if !flag { …; return }`), the rest
    /// of the block after it: code there runs only when the condition failed, like after a `guard`.
    static func restOfBlock(afterExit branch: IfExprSyntax) -> Range<AbsolutePosition>? {
        guard branch.elseBody == nil, let last = branch.body.statements.last?.item,
              last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) else { return nil }
        var node = Syntax(branch)
        while let parent = node.parent, parent.is(ExpressionStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self) { node = parent }
        guard let list = node.parent?.as(CodeBlockItemListSyntax.self), node.is(CodeBlockItemSyntax.self) else { return nil }
        return branch.endPosition..<list.endPosition
    }

    /// `!flag`, `flag == false`, `flag != true`, also in parentheses (`if(!flag)`).
    private static func isNegated(_ condition: some SyntaxProtocol) -> Bool {
        let expression = condition.as(ConditionElementSyntax.self).map { Syntax($0.condition) } ?? Syntax(condition)
        return isNegated(expression.insideParentheses.trimmedSourceText)
    }

    private static func isNegated(_ text: String) -> Bool {
         text.hasPrefix("!") || text.contains("== false") || text.contains("!= true")
    }
}

extension SwiftFile {
    /// Code that runs only while a flag named for debugging is on (`if showLayoutDebug`,
    /// `guard FeatureFlags.allowDebugFeatures else { return }`), and the bodies of private
    /// functions that only such code calls (a debug menu's sub-menu): a developer's tools,
    /// not what the app's users read.
    public var debugFlagGates: ConditionGates {
        shared(DebugFlagGates.self) { DebugFlagGates(gates: ConditionGates.find(in: self, whenSet: true) { NameWords.split($0).contains("debug") }.addingPrivateFunctions(onlyCalledFromGates: self)) }.gates
    }

    /// Code that runs only once the user opted in to notifications: behind a stored setting
    /// such as `if pushEnabled()`, `guard settings.notificationsOn`, `if remindersEnabled`, or
    /// only once the user has set up an account (`if !accounts.hasAccounts() { return }`,
    /// `guard session.isLoggedIn`): a fresh install never gets there at launch, and the request
    /// follows the user's earlier choice or setup, not an unprompted ask.
    public var notificationOptInGates: ConditionGates {
        shared(NotificationOptIn.self) { NotificationOptIn(gates: ConditionGates.find(in: self, whenSet: true, isFlag: NotificationOptIn.isFlag)) }.gates
    }
}

final class DebugFlagGates {
    let gates: ConditionGates
    init(gates: ConditionGates) { self.gates = gates }
}

extension ConditionGates {
    /// These gates, and the bodies of the file's private functions whose every call in the
    /// file is inside them, repeated while that finds more (a menu that opens a sub-menu); with
    /// `computedProperties`, the getters of private computed properties too (a view's
    /// `private var internalRows: some View` that only a gated branch shows).
    func addingPrivateFunctions(onlyCalledFromGates file: SwiftFile, computedProperties: Bool = false) -> ConditionGates {
        guard !isEmpty else { return self }
        var gates = self
        func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool { modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } }
        var candidates: [(String, Range<AbsolutePosition>)] = file.index.functions.compactMap { function in
            guard let body = function.body, isPrivate(function.modifiers) else { return nil }
            return (function.name.text, body.range)
        }
        if computedProperties {
            candidates += file.index.variables.compactMap { variable in
                guard isPrivate(variable.modifiers), variable.bindings.count == 1, let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let getter = binding.accessorBlock else { return nil }
                return (name, getter.range)
            }
        }
        var found = true
        while found {
            found = false
            candidates.removeAll { name, body in
                let uses = file.index.references(name).map(Syntax.init) + file.index.memberAccesses(name).map(Syntax.init)
                guard !uses.isEmpty, uses.allSatisfy({ gates.gate($0) }) else { return false }
                gates = ConditionGates(regions: gates.regions + [body])
                found = true
                return true
            }
        }
        return gates
    }
}

final class NotificationOptIn {
    let gates: ConditionGates
    init(gates: ConditionGates) { self.gates = gates }

    static let topicWords: Set<String> = ["push", "pushes", "notification", "notifications", "notify", "reminder", "reminders", "alerts"]
    static let choiceWords: Set<String> = ["enabled", "on", "opt", "opted", "optin", "allowed", "wants", "accepted", "subscribed", "active", "turned"]

    /// `pushEnabled`, `notificationsOn`, `isPushOptedIn`, `remindersEnabled`.
    static let topicLetters = TextSearch(anyOf: ["push", "notif", "remind", "alert"], ignoringCase: true)

    static func isFlag(_ name: String) -> Bool {
        guard name.count > 4 else { return false }
        let words = Set(NameWords.split(name))
        if isAccountFlag(words) { return true }
        guard topicLetters.matches(name) else { return false }
        return !words.isDisjoint(with: topicWords) && !words.isDisjoint(with: choiceWords)
    }

    /// A name that reads like an on/off setting of the user's: a choice word among its words
    /// (`isHealthKitSyncActive`, `locationEnabled`).
    static func isChoice(_ name: String) -> Bool {
        name.count > 4 && !Set(NameWords.split(name)).isDisjoint(with: choiceWords)
    }

    /// `hasAccounts`, `hasAccount`, `isLoggedIn`, `signedIn`: the user has set up an account.
    static func isAccountFlag(_ words: Set<String>) -> Bool {
        words.contains("has") && !words.isDisjoint(with: ["account", "accounts"])
            || words.contains("in") && !words.isDisjoint(with: ["logged", "signed"])
    }
}

extension ConditionGates {
    /// By flag name, the code that runs only while a flag named alone in a condition, or joined
    /// by `&&`, holds (`if Bundle.main.isQaBuild {…}`, `guard isBeta else { return }`), with what the sheets and
    /// alerts of a `false`-initialised state that only that code reads or sets present
    /// (`.sheet(isPresented: $showTools) { ToolsView() }` when only the gated code sets
    /// `showTools`), and the private UIKit views only that code adds (`viewsBuilt`). Recorded for every such flag, also by its type (`Environment.isDebug`) and
    /// for a feature key (`isAvailable(.isSwapEnabled)`); the model learns later which flags the
    /// release build leaves off (`ReleaseSwitches`, `StoreBuildFlags`).
    static func byFlag(in file: SwiftFile) -> [String: [Range<AbsolutePosition>]] {
        var regions: [String: [Range<AbsolutePosition>]] = [:]
        var ownProperty: [String: Bool] = [:]
        for reference in file.index.referencesInOrder {
            var flag = Syntax(reference)
            if let member = flag.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { flag = Syntax(member) }
            if let prefix = flag.parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { flag = Syntax(prefix) }
            guard standsAsCondition(flag) else { continue }
            let decided = decided(by: Syntax(reference), whenSet: true)
            guard !decided.isEmpty else { continue }
            let name = reference.baseName.text
            regions[name, default: []] += decided
            if let member = flag.as(MemberAccessExprSyntax.self) ?? flag.as(PrefixOperatorExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self) {
                if let qualified = StoreBuildFlags.qualifiedFlag(member) { regions[qualified, default: []] += decided }
            } else if let type = reference.enclosingTypeName {
                // A bare `usesFixtures` inside a type reads the type's own property when nothing
                // else in the file (a local, a parameter, a pattern) takes the name.
                let key = type + "." + name
                let isOwn = ownProperty[key] ?? bindsOnlyAsProperty(name, of: type, in: file)
                ownProperty[key] = isOwn
                if isOwn { regions[key, default: []] += decided }
            }
        }
        // A feature looked up by key: `guard Features.current.isAvailable(.isSwapEnabled) else { return }`.
        for call in file.index.callsInOrder {
            guard let feature = StoreBuildFlags.featureFlag(of: call) else { continue }
            var flag = Syntax(call)
            if let prefix = flag.parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { flag = Syntax(prefix) }
            guard standsAsCondition(flag) else { continue }
            let decided = decided(by: Syntax(call), whenSet: true)
            if !decided.isEmpty { regions[feature, default: []] += decided }
        }
        for (flag, gated) in regions {
            regions[flag] = gated + presentedContent(in: file, shownOnlyFrom: gated) + viewsBuilt(in: file, usedOnlyFrom: gated)
        }
        return regions
    }

    /// True when `type` declares a property `name` in this file and nothing else in the file
    /// declares the name: no local, parameter, closure parameter, pattern, function or other
    /// type's property. A bare `name` inside the type then reads that property. Found by a byte
    /// search of the text confirmed against the token there, without a walk.
    static func bindsOnlyAsProperty(_ name: String, of type: String, in file: SwiftFile) -> Bool {
        let needle = Array(name.utf8)
        guard !needle.isEmpty else { return false }
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || LetterGrams.isLetter(TextSearch.fold(byte)) || byte >= 0x80
        }
        let offsets: [Int] = file.text.utf8.withContiguousStorageIfAvailable { bytes -> [Int] in
            var found: [Int] = []
            var start = 0
            while start + needle.count <= bytes.count {
                if bytes[start] == needle[0], needle.indices.allSatisfy({ bytes[start + $0] == needle[$0] }),
                   start == 0 || !isIdentifierByte(bytes[start - 1]),
                   start + needle.count == bytes.count || !isIdentifierByte(bytes[start + needle.count]) {
                    found.append(start)
                    start += needle.count
                } else {
                    start += 1
                }
            }
            return found
        } ?? []
        var declared = false
        for offset in offsets {
            guard let token = file.tree.token(at: AbsolutePosition(utf8Offset: offset)),
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset, token.text == name, let parent = token.parent else { continue }
            switch parent.kind {
            case .declReferenceExpr, .labeledExpr:
                continue
            case .identifierPattern:
                guard let variable = parent.parent?.parent?.parent?.as(VariableDeclSyntax.self),
                      variable.parent?.is(MemberBlockItemSyntax.self) == true, variable.enclosingTypeName == type else { return false }
                declared = true
            default:
                return false
            }
        }
        return declared
    }

    /// True when the flag is a whole condition, or an operand of one that only joins operands with
    /// `&&` and negates none (`if Environment.isDebug && isAvailable(.isSwapEnabled)`): the code it
    /// decides runs only while the flag holds.
    private static func standsAsCondition(_ flag: Syntax) -> Bool {
        if let ternary = Ternary.parts(holding: flag).first(where: { $0.part == .condition })?.ternary {
            guard let operands = ternary.conditionOperands(joinedBy: "&&") else { return false }
            return operands.count == 1 || !flag.is(PrefixOperatorExprSyntax.self) && !isNegated(ternary.conditionText)
        }
        var condition = flag
        if let sequence = flag.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self), !flag.is(PrefixOperatorExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, !isNegated(sequence), stride(from: 1, to: elements.count, by: 2).allSatisfy({
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
            }) else { return false }
            condition = Syntax(sequence)
        }
        return condition.outsideParentheses.parent?.is(ConditionElementSyntax.self) == true
    }

    /// The initial values of private stored UIKit views that only code inside `gated` uses
    /// (`private let heightLabel: UILabel = { … }()` that only a debug branch adds to the cell):
    /// the view is made with its owner but never shown.
    private static func viewsBuilt(in file: SwiftFile, usedOnlyFrom gated: [Range<AbsolutePosition>]) -> [Range<AbsolutePosition>] {
        var content: [Range<AbsolutePosition>] = []
        for variable in file.index.variables where variable.parent?.is(MemberBlockItemSyntax.self) == true
            && variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) }) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initializer = binding.initializer,
                      let type = binding.typeAnnotation?.type.trimmedSourceText, type.hasPrefix("UI"),
                      ["View", "Label", "Button", "Field"].contains(where: type.hasSuffix) else { continue }
                let uses = file.index.references(name).map(Syntax.init) + file.index.memberAccesses(name).map(Syntax.init)
                guard !uses.isEmpty, uses.allSatisfy({ use in gated.contains { $0.contains(use.position) } }) else { continue }
                content.append(initializer.range)
            }
        }
        return content
    }

    /// The content of the presentations (`sheet`, `fullScreenCover`, `alert`…) whose
    /// `isPresented:` binding is a state that starts `false` and that only code inside `gated` uses.
    private static func presentedContent(in file: SwiftFile, shownOnlyFrom gated: [Range<AbsolutePosition>]) -> [Range<AbsolutePosition>] {
        var content: [Range<AbsolutePosition>] = []
        for variable in file.index.variables {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      binding.initializer?.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) else { continue }
                let uses = file.index.references(name).map(Syntax.init) + file.index.memberAccesses(name).map(Syntax.init)
                guard !uses.isEmpty, uses.allSatisfy({ use in gated.contains { $0.contains(use.position) } }) else { continue }
                content += file.index.references("$" + name).flatMap(presentationContent(bound:))
            }
        }
        return content
    }
}

extension ConditionGates {
    /// The flag the outline records the code gated by a state that is never true under
    /// (`FileOutline.flagGatedLines`); the model takes every such flag as off.
    static func neverSetFlag(for name: String) -> String { "neverSet(\(name))" }

    static func isNeverSetFlag(_ flag: String) -> Bool { flag.hasPrefix("neverSet(") }

    /// `regions` (from `byFlag`) with the code gated by a state that can never be true moved
    /// under its `neverSetFlag`: a private `var showLaunchView = false` (plain or `@State`,
    /// declared once in the file) whose every use outside the code it gates is a condition or
    /// a write of `false`, whose binding `$showLaunchView` only the gated code passes on, and
    /// whose initial value no `_showLaunchView = State(…)` replaces. The gated code runs only
    /// once the state is true, so nothing there can set it first: a splash screen under
    /// `if showLaunchView` that nothing turns on never shows.
    /// A state only a presentation reads (`.sheet(isPresented: $showingContactUs) { ContactUsView() }`)
    /// gates that presentation's content the same way: nothing sets it true, so the sheet never shows.
    /// Uses inside `#if DEBUG` clauses are left out: a sheet only a debug build's button opens
    /// (`showingErrorLogSheet = true` in a `#if DEBUG` row) never shows in the release build.
    static func keyingStatesNeverSet(_ regions: [String: [Range<AbsolutePosition>]], in file: SwiftFile) -> [String: [Range<AbsolutePosition>]] {
        var keyed = regions
        var presented: [String: [Range<AbsolutePosition>]] = [:]
        for name in file.index.referencesByName.keys where name.hasPrefix("$") {
            let content = file.index.references(name).flatMap(presentationContent(bound:))
            if !content.isEmpty { presented[String(name.dropFirst()), default: []] += content }
        }
        for name in Set(regions.keys).union(presented.keys) {
            let gated = (regions[name] ?? []) + (presented[name] ?? [])
            guard isNeverSet(name, gatedBy: gated, in: file) else { continue }
            keyed[name] = nil
            keyed[neverSetFlag(for: name)] = gated
        }
        return keyed
    }

    /// The content of the presentation whose `isPresented:` is `binding` (`$flag`), empty for any other use.
    private static func presentationContent(bound binding: DeclReferenceExprSyntax) -> [Range<AbsolutePosition>] {
        guard let argument = binding.parent?.as(LabeledExprSyntax.self), argument.label?.text == "isPresented",
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return [] }
        return call.arguments.filter { $0.id != argument.id }.map(\.range)
            + [call.trailingClosure?.range].compactMap { $0 } + call.additionalTrailingClosures.map(\.range)
    }

    private static func isNeverSet(_ name: String, gatedBy gated: [Range<AbsolutePosition>], in file: SwiftFile) -> Bool {
        let index = file.index
        let declared = index.variables.filter { variable in variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } }
        guard declared.count == 1, let variable = declared.first, variable.bindings.count == 1, let binding = variable.bindings.first,
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              binding.initializer?.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
              binding.accessorBlock == nil,
              variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }),
              !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
              variable.attributes.allSatisfy({ $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "State" }),
              let owner = variable.enclosingTypeDeclaration, owner.is(StructDeclSyntax.self) || owner.is(ClassDeclSyntax.self),
              index.references("_" + name).isEmpty else { return false }
        // Code inside `#if DEBUG` is not in the release build: a `showLog = true` there sets nothing.
        func isGated(_ node: some SyntaxProtocol) -> Bool {
            gated.contains { $0.contains(node.position) } || index.debugRanges.contains { $0.contains(node.position) }
        }
        guard index.references("$" + name).allSatisfy({ isGated($0) || !presentationContent(bound: $0).isEmpty }) else { return false }
        return index.references(name).allSatisfy { reference in
            guard owner.range.contains(reference.position) else { return false }
            if isGated(reference) { return true }
            var use = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return false }
                use = ExprSyntax(member)
            }
            if use.isAssigned { return use.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) }
            var read = Syntax(use)
            if let prefix = read.parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { read = Syntax(prefix) }
            return read.outsideParentheses.parent?.is(ConditionElementSyntax.self) == true || Ternary.withCondition(read) != nil
        }
    }
}

/// The name of a flag about one member of one type, `unpassed(ErrorMessageView.buttonTitle)`:
/// the code the member gates, which the project model turns off once it has looked at every
/// file (`UnpassedProperties`, `UnconstructedCases`).
struct MemberFlag {
    let kind: String

    func flag(type: String, member: String) -> String { kind + "(" + type + "." + member + ")" }

    /// The member a flag of this kind is about (`buttonTitle` for `unpassed(ErrorMessageView.buttonTitle)`).
    func member(ofFlag flag: String) -> Substring? {
        guard flag.hasPrefix(kind + "("), flag.hasSuffix(")"), let dot = flag.lastIndex(of: ".") else { return nil }
        return flag[flag.index(after: dot)..<flag.index(before: flag.endIndex)]
    }

    /// The type a flag of this kind is about (`ErrorMessageView` for `unpassed(ErrorMessageView.buttonTitle)`).
    func type(ofFlag flag: String) -> Substring? {
        guard flag.hasPrefix(kind + "("), let dot = flag.lastIndex(of: ".") else { return nil }
        return flag[flag.index(flag.startIndex, offsetBy: kind.count + 1)..<dot]
    }
}
