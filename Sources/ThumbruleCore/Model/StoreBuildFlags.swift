import SwiftSyntax

/// Switches an App Store build leaves off whatever its user or a server does, recorded per file
/// and settled by the model (`offFlags`):
/// - a `Bool` property that is `false` outside `#if DEBUG`
///   (`static var isDebug: Bool { #if DEBUG return true #else return false #endif }`);
/// - one that is true only with a TestFlight sandbox receipt
///   (`Bundle.main.appStoreReceiptURL?.lastPathComponent == "sandboxReceipt"`);
/// - one that is only the `||` of such properties (`isTestFlight || isDebug`), or only one of them
///   (`private var usesFixtures: Bool { Fixtures.isEnabled }`, a view's own name for the switch);
/// - one hard-coded `false` (`static var inAppPurchasesEnabled: Bool { false }`, `static let
///   isAppleSignInEnabled = false`);
/// - a key of a feature table whose default is a literal `false`, when the lookup returns the
///   default unless such a switch is on: `func isAvailable(_ item: Feature) -> Bool { if
///   isMutationAvailable, let value = stored[item] { return value }; return item.defaultValue }`,
///   so a stored or toggled value counts only in Debug and TestFlight builds.
/// Properties are named with their type (`Environment.isDebug`): a local or another type's
/// property of the same name is not taken for them. A lookup or table that does anything else
/// (a remote config, a user setting) decides nothing.
struct StoreBuildFlags: Sendable, Codable {
    /// What the App Store build reads from a `Bool` property.
    enum Value: Sendable, Codable, Equatable {
        /// Always false there.
        case off
        /// False there when every named property is.
        case anyOf([String])
        /// Anything else, or two declarations that disagree.
        case unknown
    }

    /// A function taking one unlabelled value and returning `Bool`: when it returns `parameter.property`
    /// after `if` statements each opened by a switch, the table (`Feature.defaultValue`) and those
    /// switches; a nil table for any other such function of that name.
    struct Lookup: Sendable, Codable, Equatable {
        var table: String?
        var gates: [String]
    }

    /// `Bool` properties of types by qualified name (`Environment.isDebug`).
    var properties: [String: Value] = [:]
    /// Names written by an assignment somewhere (`Environment.isTestFlight = true`): such a
    /// property is not known to keep its value.
    var assignedNames: Set<String> = []
    /// Properties no assignment can change: a computed property with only a getter, or a `let`
    /// (`static var isEnabled: Bool { #if DEBUG … #else return false #endif }` keeps its value
    /// whatever `button.isEnabled = true` elsewhere writes).
    var readOnly: Set<String> = []
    /// Feature tables by qualified property (`FeaturesAvailable.defaultValue`): each case's literal.
    var tables: [String: [String: Bool]] = [:]
    /// `Bool` functions taking one unlabelled value (`isAvailable(_:)`), by name: only they answer `isAvailable(.key)`.
    var lookups: [String: [Lookup]] = [:]

    init() {}

    init(_ file: SwiftFile) {
        let index = file.index
        assignedNames = Set(index.memberAccessesInOrder.filter(\.isAssigned).map(\.declName.baseName.text)
            + index.referencesInOrder.filter { ExprSyntax($0).isAssigned }.map(\.baseName.text))
        for variable in index.variables where variable.parent?.is(MemberBlockItemSyntax.self) == true {
            guard let type = variable.enclosingTypeName else { continue }
            for binding in variable.bindings {
                // `static let isEnabled = false` is a `Bool` by its literal (resumebuilder-ios).
                let isBoolLiteral = binding.typeAnnotation == nil && binding.initializer?.value.is(BooleanLiteralExprSyntax.self) == true
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      binding.typeAnnotation?.type.trimmedSourceText == "Bool" || isBoolLiteral else { continue }
                let qualified = type + "." + name
                if let table = StoreBuildFlags.table(binding), variable.enclosingTypeDeclaration.map(StoreBuildFlags.isEnum(_:)) == true {
                    tables[qualified] = table
                }
                let value = variable.attributes.isEmpty ? StoreBuildFlags.value(of: binding, declaredIn: type) : .unknown
                properties[qualified] = properties[qualified].map { $0 == value ? value : .unknown } ?? value
                if variable.bindingSpecifier.tokenKind == .keyword(.let) || (binding.accessorBlock != nil && StoreBuildFlags.statements(of: binding) != nil) {
                    readOnly.insert(qualified)
                }
            }
        }
        for function in index.functions {
            let parameters = function.signature.parameterClause.parameters
            guard parameters.count == 1, let parameter = parameters.first, parameter.firstName.tokenKind == .wildcard,
                  function.signature.returnClause?.type.trimmedSourceText == "Bool" else { continue }
            lookups[function.name.text, default: []].append(StoreBuildFlags.lookup(function, parameter: parameter))
        }
    }

    /// The flag under which `ConditionGates.byFlag` records the code a feature key gates:
    /// `isAvailable(.isSwapEnabled)`.
    static func featureFlag(lookup: String, key: String) -> String { "\(lookup)(.\(key))" }

    /// The flag a condition names by its type, `Environment.isDebug`, or nil for any other.
    static func qualifiedFlag(_ member: MemberAccessExprSyntax) -> String? {
        guard let reference = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        // `Self.debugMode` and `self.debugMode` inside the type name the type's own property.
        let isOwn = reference.baseName.tokenKind == .keyword(.Self) || reference.baseName.tokenKind == .keyword(.self)
        let written = isOwn ? member.enclosingTypeName : reference.baseName.text
        guard let base = written, base.first?.isUppercase == true else { return nil }
        return base + "." + member.declName.baseName.text
    }

    /// For `lookup(.key)` with one argument that names an enum case, the flag it is recorded under.
    static func featureFlag(of call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil, call.trailingClosure == nil,
              let key = argument.expression.as(MemberAccessExprSyntax.self), key.base == nil,
              let lookup = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return featureFlag(lookup: lookup, key: key.declName.baseName.text)
    }

    /// The flags the App Store build leaves off, from every file's record.
    static func offFlags(_ records: [StoreBuildFlags]) -> Set<String> {
        var properties: [String: Value] = [:]
        var lookups: [String: [Lookup]] = [:]
        var tables: [String: [String: Bool]] = [:]
        var assigned = Set<String>()
        var readOnly = Set<String>()
        for record in records {
            readOnly.formUnion(record.readOnly)
            properties.merge(record.properties) { $0 == $1 ? $0 : .unknown }
            lookups.merge(record.lookups, uniquingKeysWith: +)
            tables.merge(record.tables) { $0 == $1 ? $0 : [:] }
            assigned.formUnion(record.assignedNames)
        }
        var off = Set<String>()
        var found = true
        while found {
            found = false
            for (name, value) in properties where !off.contains(name) {
                guard let unqualified = name.split(separator: ".").last.map(String.init), readOnly.contains(name) || !assigned.contains(unqualified) else { continue }
                switch value {
                case .off: break
                case .anyOf(let names) where names.allSatisfy(off.contains): break
                default: continue
                }
                off.insert(name)
                found = true
            }
        }
        var flags = off
        for (name, functions) in lookups {
            let keySets = functions.map { lookup -> Set<String> in
                guard let table = lookup.table.flatMap({ tables[$0] }), lookup.gates.allSatisfy(off.contains) else { return [] }
                return Set(table.filter { !$0.value }.keys)
            }
            guard var keys = keySets.first else { continue }
            for other in keySets.dropFirst() { keys.formIntersection(other) }
            flags.formUnion(keys.map { featureFlag(lookup: name, key: $0) })
        }
        return flags
    }

    // MARK: - Reading one file

    private static func isEnum(_ decl: DeclSyntax) -> Bool {
        decl.is(EnumDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
    }

    /// The statements a stored property's value or a computed property's getter runs:
    /// `{ … }` of a getter, `= { … }()`, or `= value` of a `let`.
    private static func statements(of binding: PatternBindingSyntax) -> [CodeBlockItemSyntax]? {
        if let accessors = binding.accessorBlock {
            switch accessors.accessors {
            case .getter(let items): return Array(items)
            case .accessors(let list):
                guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
                return getter.body.map { Array($0.statements) }
            @unknown default: return nil
            }
        }
        guard let value = binding.initializer?.value else { return nil }
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            return Array(closure.statements)
        }
        return [CodeBlockItemSyntax(item: .expr(value))]
    }

    private static func value(of binding: PatternBindingSyntax, declaredIn type: String) -> Value {
        guard let statements = statements(of: binding), statements.count == 1, let item = statements.first?.item else { return .unknown }
        // `#if DEBUG … #else return false #endif`: false in any build without `DEBUG`.
        if let conditional = item.as(IfConfigDeclSyntax.self) {
            let clauses = conditional.clauses
            guard clauses.count == 2, let first = clauses.first, let last = clauses.last,
                  first.condition?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DEBUG", last.poundKeyword.tokenKind == .poundElse,
                  case .statements(let otherwise)? = last.elements, otherwise.count == 1,
                  let returned = returnedExpression(otherwise.first!.item),
                  returned.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) else { return .unknown }
            return .off
        }
        guard var expression = returnedExpression(item) else { return .unknown }
        // `static var isEnabled: Bool { return false }`, `static let isEnabled: Bool = false`: a
        // switch hard-coded off (a stored `var` may be set through a binding, so it decides nothing).
        if expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) {
            let isConstant = binding.accessorBlock != nil || binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
            return isConstant ? .off : .unknown
        }
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            expression = inner
        }
        // `private var usesFixtures: Bool { Fixtures.isEnabled }`: another name for one such property.
        if let name = qualifiedName(expression, declaredIn: type) { return .anyOf([name]) }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return .unknown }
        let elements = Array(sequence.elements)
        let operators = stride(from: 1, to: elements.count, by: 2).compactMap { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text }
        guard elements.count >= 3, operators.count == elements.count / 2 else { return .unknown }
        // `appStoreReceiptURL?.lastPathComponent == "sandboxReceipt"`: TestFlight and development builds only.
        if operators == ["=="] {
            let literal = elements.first { $0.as(StringLiteralExprSyntax.self)?.plainText == "sandboxReceipt" }
            let receipt = elements.contains { $0.tokens(viewMode: .sourceAccurate).contains { $0.text == "appStoreReceiptURL" } }
            return literal != nil && receipt ? .off : .unknown
        }
        guard operators.allSatisfy({ $0 == "||" }) else { return .unknown }
        let names = stride(from: 0, to: elements.count, by: 2).map { qualifiedName(elements[$0], declaredIn: type) }
        return names.allSatisfy { $0 != nil } ? .anyOf(names.compactMap { $0 }) : .unknown
    }

    /// `Type.flag` as written, or `flag` and `self.flag` as a property of `type`.
    private static func qualifiedName(_ expression: ExprSyntax, declaredIn type: String) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return type + "." + reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return type + "." + member.declName.baseName.text }
        return qualifiedFlag(member)
    }

    private static func returnedExpression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        return item.as(ExprSyntax.self)
    }

    /// `var defaultValue: Bool { switch self { case .a: return false; case .b, .c: return true } }`:
    /// each case's literal, nil when any case returns anything else or a `default` hides some.
    private static func table(_ binding: PatternBindingSyntax) -> [String: Bool]? {
        guard binding.initializer == nil, let statements = statements(of: binding), statements.count == 1,
              let item = statements.first?.item,
              let switchExpr = item.as(SwitchExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self),
              switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        var table: [String: Bool] = [:]
        for entry in switchExpr.cases {
            guard let switchCase = entry.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                  switchCase.statements.count == 1, let returned = returnedExpression(switchCase.statements.first!.item),
                  let literal = returned.as(BooleanLiteralExprSyntax.self) else { return nil }
            for item in label.caseItems {
                guard item.whereClause == nil,
                      let key = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self), key.base == nil else { return nil }
                table[key.declName.baseName.text] = literal.literal.tokenKind == .keyword(.true)
            }
        }
        return table
    }

    /// A lookup that returns `parameter.property` unless an `if` opened by a switch returns first.
    private static func lookup(_ function: FunctionDeclSyntax, parameter: FunctionParameterSyntax) -> Lookup {
        let unknown = Lookup(table: nil, gates: [])
        guard let statements = function.body?.statements, let last = statements.last,
              let type = function.enclosingTypeName,
              let parameterType = parameter.type.as(IdentifierTypeSyntax.self)?.name.text ?? parameter.type.as(MemberTypeSyntax.self)?.name.text,
              let returned = returnedExpression(last.item)?.as(MemberAccessExprSyntax.self),
              returned.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == (parameter.secondName ?? parameter.firstName).text else { return unknown }
        var gates: [String] = []
        for statement in statements.dropLast() {
            guard let branch = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? statement.item.as(IfExprSyntax.self),
                  branch.elseBody == nil, case .expression(let first)? = branch.conditions.first?.condition,
                  let gate = qualifiedName(first, declaredIn: type) else { return unknown }
            gates.append(gate)
        }
        return Lookup(table: parameterType + "." + returned.declName.baseName.text, gates: gates)
    }
}
