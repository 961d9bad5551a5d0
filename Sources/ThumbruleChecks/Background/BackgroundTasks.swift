import SwiftSyntax
import ThumbruleCore

/// A `BGTaskScheduler` task identifier used in code: registered (a launch handler, or
/// SwiftUI's `.backgroundTask(.appRefresh(…))`) or requested (`BGAppRefreshTaskRequest`,
/// `BGProcessingTaskRequest`). Shared by `bg-declared` and `bg-periodic`.
package struct TaskIdentifierUse: Sendable, Codable {
    enum Role: String, Sendable, Codable {
        case register, refreshRequest = "app refresh", processingRequest = "processing"
    }

    let role: Role
    package let position: SourcePosition
    package let target: BuildTarget
    /// The identifier, with `*` for parts only known at run time (`"\(bundleID).refresh"`); nil when unresolved.
    package let pattern: String?
    /// The constant the identifier is read from, to resolve across files when `pattern` is nil.
    let constantName: String?
    /// SwiftUI's `.backgroundTask(.appRefresh(…))`, which both registers and names a refresh job.
    var isSwiftUIRefresh = false

    /// True when the use schedules a job: a request, or a SwiftUI refresh task.
    var schedulesJob: Bool { role != .register || isSwiftUIRefresh }

    /// The identifier uses of a file, with its string constants, resolved within the file where possible.
    package static func collect(_ file: SwiftFile) -> (uses: [TaskIdentifierUse], constants: [StringConstant]) {
        let constants = StringConstant.collect(file)
        var uses: [TaskIdentifierUse] = []
        func add(_ role: Role, _ expression: ExprSyntax?, at node: some SyntaxProtocol, swiftUI: Bool = false) {
            guard let expression else { return }
            let (pattern, name) = identifier(expression, constants: constants)
            uses.append(TaskIdentifierUse(role: role, position: file.position(of: node), target: file.target, pattern: pattern,
                                          constantName: name, isSwiftUIRefresh: swiftUI))
        }
        for call in file.index.calls("register") where call.argument("forTaskWithIdentifier") != nil {
            add(.register, call.argument("forTaskWithIdentifier")?.expression, at: call)
        }
        for call in file.index.calls("appRefresh") {
            add(.register, call.arguments.first?.expression, at: call, swiftUI: true)
        }
        for call in file.index.calls("BGAppRefreshTaskRequest") { add(.refreshRequest, call.argument("identifier")?.expression, at: call) }
        for call in file.index.calls("BGProcessingTaskRequest") { add(.processingRequest, call.argument("identifier")?.expression, at: call) }
        return (uses, constants)
    }

    /// A literal's text (interpolations as `*`), or the name of the constant it comes from.
    private static func identifier(_ expression: ExprSyntax, constants: [StringConstant]) -> (pattern: String?, name: String?) {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let pattern = literal.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? "*" }.joined()
            return (pattern, nil)
        }
        // `Tasks.refresh`, `refreshID`, `TaskID.refresh.rawValue`
        var reference = expression
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let base = member.base { reference = base }
        guard var name = reference.lastNameComponent else { return (nil, nil) }
        // `BGProcessingTaskRequest(identifier: task.rawValue)` inside `switch task { case .backup: … }`
        // names the case's raw value (olvid-ios's processing tasks).
        if let variable = reference.as(DeclReferenceExprSyntax.self)?.baseName.text, let narrowed = switchCase(narrowing: variable, at: expression) {
            name = narrowed
        }
        return (StringConstant.value(of: name, in: constants), name)
    }

    /// The enum case a variable is known to hold where `node` sits: the single `.name` pattern of the
    /// innermost enclosing `case` of a `switch` over that variable.
    private static func switchCase(narrowing variable: String, at node: some SyntaxProtocol) -> String? {
        var current: Syntax? = node.parent
        while let step = current {
            if let clause = step.as(SwitchCaseSyntax.self),
               let switchExpression = clause.parent?.parent?.as(SwitchExprSyntax.self),
               switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == variable {
                guard case .case(let label) = clause.label, label.caseItems.count == 1,
                      let pattern = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self),
                      let member = pattern.expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
                return member.declName.baseName.text
            }
            if step.is(FunctionDeclSyntax.self) { return nil }
            current = step.parent
        }
        return nil
    }

    /// The identifier, resolving its constant through every file's constants.
    package func resolved(with constants: [StringConstant]) -> String? {
        pattern ?? constantName.flatMap { StringConstant.value(of: $0, in: constants) }
    }
}

/// A string constant (`static let refreshTask = "com.example.refresh"`, or an enum case's raw
/// value) that may name a background task, recorded for resolution across files.
package struct StringConstant: Sendable, Codable {
    package let name: String
    package let value: String

    package static func collect(_ file: SwiftFile) -> [StringConstant] {
        var constants: [StringConstant] = []
        for variable in file.index.variables where variable.bindingSpecifier.tokenKind == .keyword(.let) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self), !literal.hasInterpolation,
                      looksLikeIdentifier(literal.plainText) else { continue }
                constants.append(StringConstant(name: name, value: literal.plainText))
            }
        }
        for type in file.index.typeDeclarations {
            guard let enumeration = type.node.as(EnumDeclSyntax.self) else { continue }
            for member in enumeration.memberBlock.members {
                for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                    guard let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self), !literal.hasInterpolation,
                          looksLikeIdentifier(literal.plainText) else { continue }
                    constants.append(StringConstant(name: element.name.text, value: literal.plainText))
                }
            }
        }
        return constants
    }

    /// Task identifiers are reverse-DNS strings: dotted, no spaces.
    static func looksLikeIdentifier(_ text: String) -> Bool {
        text.contains(".") && !text.contains(" ") && !text.contains("/")
    }

    /// The value of a constant when every constant of that name agrees.
    package static func value(of name: String, in constants: [StringConstant]) -> String? {
        let values = Set(constants.filter { $0.name == name }.map(\.value))
        return values.count == 1 ? values.first : nil
    }
}

/// Identifier matching where `*` stands for text only known at build or run time:
/// `$(PRODUCT_BUNDLE_IDENTIFIER).refresh` in the Info.plist, `"\(bundleID).refresh"` in code.
enum TaskIdentifierPattern {
    /// An Info.plist entry as a pattern: build settings and wildcards become `*`.
    static func fromPlist(_ entry: String) -> String {
        var result = ""
        var index = entry.startIndex
        while index < entry.endIndex {
            if entry[index] == "$", let next = entry.index(index, offsetBy: 1, limitedBy: entry.endIndex), next < entry.endIndex,
               entry[next] == "(" || entry[next] == "{", let close = entry[next...].firstIndex(where: { $0 == ")" || $0 == "}" }) {
                result.append("*")
                index = entry.index(after: close)
            } else {
                result.append(entry[index])
                index = entry.index(after: index)
            }
        }
        return result
    }

    /// True when the two patterns can name the same identifier.
    package static func matches(_ first: String, _ second: String) -> Bool {
        if !first.contains("*") && !second.contains("*") { return first == second }
        let firstParts = first.split(separator: "*", omittingEmptySubsequences: false)
        let secondParts = second.split(separator: "*", omittingEmptySubsequences: false)
        let prefixes = (firstParts.first ?? "", secondParts.first ?? "")
        let suffixes = (firstParts.last ?? "", secondParts.last ?? "")
        return (prefixes.0.hasPrefix(prefixes.1) || prefixes.1.hasPrefix(prefixes.0))
            && (suffixes.0.hasSuffix(suffixes.1) || suffixes.1.hasSuffix(suffixes.0))
    }
}
