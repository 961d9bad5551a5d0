import SwiftSyntax

/// A size along one axis as a modifier states it.
public enum Dimension: Sendable, Hashable, Codable {
    case points(Double)
    case infinity
    /// A variable, a computation: not settled by the source.
    case unknown

    /// The size an argument states: a literal, or a constant of the file holding one
    /// (`let buttonSize: CGFloat = 25`, the file's only binding of that name).
    init(_ expression: ExprSyntax, in file: SwiftFile) {
        if let literal = expression.numericLiteral {
            self = .points(literal)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self),
                  let literal = file.index.constantValue(of: reference)?.numericLiteral {
            self = .points(literal)
        } else if expression.lastNameComponent == "infinity" {
            self = .infinity
        } else {
            self = .unknown
        }
    }
}

/// How a project style is named where it is applied: `.buttonStyle(CircleIconStyle())`,
/// `.buttonStyle(.circleIcon)`, `.modifier(CardModifier())`.
public enum StyleReference: Sendable, Hashable, Codable {
    case type(String)
    case member(String)

    /// The reference an argument makes, or nil when it is neither a type nor a static member.
    public init?(_ expression: ExprSyntax) {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            // `.circleIcon`, and `CircleIconStyle.init` read as the type.
            if member.base == nil {
                self = .member(member.declName.baseName.text)
                return
            }
            if member.declName.baseName.text == "init", let base = member.base?.lastNameComponent {
                self = .type(base)
                return
            }
        }
        guard let name = expression.lastNameComponent, name.first?.isUppercase == true else { return nil }
        self = .type(name)
    }
}

/// One modifier of a view chain, reduced to what checks ask about a view's size and type,
/// with where it is written. Sendable, so chains outlive their syntax trees.
public struct ViewEffect: Sendable, Hashable, Codable {
    public enum Kind: Sendable, Hashable, Codable {
        /// `.frame(width:height:minWidth:…)`: each label present with its value.
        case frame([String: Dimension])
        /// `.padding(…)`: the edges as written (`.all` when none) and the amount (nil: the system default).
        case padding(edges: String, amount: Dimension?)
        /// `.font(…)`, with its argument as written.
        case font(String)
        /// `.contentShape(…)`; `grows` when the shape may reach past the frame (`Rectangle().inset(by: -8)`).
        case contentShape(grows: Bool)
        /// `.aspectRatio(…)`: its ratio as written, nil when it gives none (`contentMode:` alone,
        /// `nil`), so the box follows the picture once it is there.
        case aspectRatio(String?)
        /// `.scaleEffect(…)`: the largest factor it draws the view at along either axis, when
        /// literals settle every factor (`.scaleEffect(isSelected ? 1.05 : 1)`); nil otherwise.
        case scale(Double?)
        /// The view is placed inside another built around it (`HStack { configuration.label; Badge() }`),
        /// named here: from this point its size no longer follows from the modifiers before.
        case container(String)
        /// Any other modifier, with the style it names when it names one
        /// (`.buttonStyle(.circleIcon)`, `.modifier(CardModifier())`, `.labelStyle(TagStyle())`).
        case other(name: String, style: StyleReference?)
    }

    public let kind: Kind
    /// The modifier's name after its period (`.frame`): where a finding about it belongs.
    public let position: SourcePosition

    public init(kind: Kind, position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// The effect of one modifier call (`x.frame(…)`, or `frame(…)` on an implicit `self`).
    public init?(_ call: FunctionCallExprSyntax, in file: SwiftFile) {
        guard let name = call.calleeName else { return nil }
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        position = member.map { file.position(of: $0.period) } ?? file.position(of: call.calledExpression)
        switch name {
        case "frame":
            var sizes: [String: Dimension] = [:]
            for argument in call.arguments {
                guard let label = argument.label?.text else { continue }
                sizes[label] = Dimension(argument.expression, in: file)
            }
            kind = .frame(sizes)
        case "padding":
            var edges = ".all"
            var amount: Dimension?
            for argument in call.arguments {
                if argument.expression.is(MemberAccessExprSyntax.self) || argument.expression.is(ArrayExprSyntax.self) {
                    edges = argument.expression.trimmedSourceText
                } else {
                    amount = Dimension(argument.expression, in: file)
                }
            }
            kind = .padding(edges: edges, amount: amount)
        case "font":
            kind = .font(call.arguments.first?.expression.trimmedSourceText ?? "")
        case "contentShape":
            let shape = call.arguments.first { $0.label == nil }?.expression.trimmedSourceText ?? ""
            kind = .contentShape(grows: shape.contains("inset") || shape.contains("-"))
        case "aspectRatio":
            let ratio = call.arguments.first.flatMap { $0.label == nil && !$0.expression.is(NilLiteralExprSyntax.self) ? $0 : nil }
            kind = .aspectRatio(ratio?.expression.trimmedSourceText)
        case "scaleEffect":
            kind = .scale(Self.largestScale(of: call))
        default:
            kind = .other(name: name, style: call.arguments.first.flatMap { StyleReference($0.expression) })
        }
    }

    /// The largest factor of a `scaleEffect` (a mirroring `-1` counts as 1), when every factor
    /// is a literal or a ternary between two literals; its `anchor` does not change the size.
    private static func largestScale(of call: FunctionCallExprSyntax) -> Double? {
        var largest: Double?
        for argument in call.arguments where argument.label?.text != "anchor" {
            guard let factors = literalChoices(argument.expression) else { return nil }
            largest = (factors + [largest ?? 0]).map(abs).max()
        }
        return largest
    }

    /// The values a literal (`1.05`) or a ternary between two literals (`isSelected ? 1.05 : 1`) may take.
    private static func literalChoices(_ expression: ExprSyntax) -> [Double]? {
        if let literal = expression.numericLiteral { return [literal] }
        guard let ternary = Ternary(whole: expression), let then = ternary.thenExpression.numericLiteral,
              let otherwise = ternary.elseExpression?.numericLiteral else { return nil }
        return [then, otherwise]
    }

    /// The effects of modifier calls, in the order given.
    public static func chain(_ calls: [FunctionCallExprSyntax], in file: SwiftFile) -> [ViewEffect] {
        calls.compactMap { ViewEffect($0, in: file) }
    }
}

/// What a project style or modifier applies to the view it is given, recorded from the
/// body that defines it: a `ButtonStyle`'s, `PrimitiveButtonStyle`'s or `LabelStyle`'s
/// `makeBody(configuration:)`, a `ViewModifier`'s `body(content:)`, or a `View` extension
/// function. `effects` is nil when the body is not one chain of modifiers (`if`, several
/// statements), which says the style is the project's but what it does is not settled.
public struct StyleBody: Sendable, Codable {
    public enum Kind: String, Sendable, Codable {
        /// `makeBody(configuration:)` of a button, label or toggle style.
        case style
        /// `body(content:)` of a `ViewModifier`.
        case viewModifier
        /// A function in `extension View`.
        case viewExtension
    }

    public let kind: Kind
    /// The style or modifier type, or the extension function's name.
    public let name: String
    /// The modifiers applied to the label or content, innermost first.
    public let effects: [ViewEffect]?
    /// Every effect but `.other` written anywhere in the body, in source order (in each branch
    /// of an `if`, on a view built inside it): what the body may apply, where `effects` is
    /// only the one chain it settles.
    public let allEffects: [ViewEffect]
    /// The names the body reads its parameters by (`ratio` in `func coverFill(_ ratio: CGFloat?)`).
    public let parameters: [String]
    public let position: SourcePosition
}

/// `extension ButtonStyle where Self == CircleIconStyle { static var circleIcon: … }`: the
/// static member that lets `.buttonStyle(.circleIcon)` name a style type.
public struct StyleShorthand: Sendable, Codable {
    public let protocolName: String
    public let member: String
    public let typeName: String
}

/// The project's styles and view modifiers, built once from every file's facts: what
/// `.buttonStyle(.circleIcon)`, `.buttonStyle(CircleIconStyle())`, `.modifier(Card())` or
/// `.appCardStyle()` does to its view.
public final class StyleEffects: Sendable {
    public static let bodies = FactKey<StyleBody>("model.style-body")
    public static let shorthands = FactKey<StyleShorthand>("model.style-shorthand")

    /// Protocols whose static members name styles.
    static let styleProtocols: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle"]

    private let styleBodies: [String: StyleBody]
    private let extensionBodies: [String: [StyleBody]]
    private let shorthandTypes: [String: String]

    public init(facts: FactStore) {
        var styles: [String: StyleBody] = [:]
        var extensions: [String: [StyleBody]] = [:]
        for body in facts.values(Self.bodies) {
            if body.kind == .viewExtension {
                extensions[body.name, default: []].append(body)
            } else if styles[body.name] == nil {
                styles[body.name] = body
            } else {
                // Two types of one name in two targets: which one applies is not known here.
                styles[body.name] = StyleBody(kind: body.kind, name: body.name, effects: nil, allEffects: body.allEffects,
                                              parameters: body.parameters, position: body.position)
            }
        }
        styleBodies = styles
        extensionBodies = extensions
        shorthandTypes = Dictionary(facts.values(Self.shorthands).map { ($0.protocolName + "." + $0.member, $0.typeName) },
                                    uniquingKeysWith: { first, _ in first })
    }

    /// The body of a project style or modifier type.
    public func body(ofType name: String) -> StyleBody? { styleBodies[Symbols.bareName(name)] }

    /// The body of a project `View` extension function, when exactly one has this name: of
    /// an overloaded one, the call's arguments would have to pick.
    public func body(ofViewExtension name: String) -> StyleBody? {
        extensionBodies[name].flatMap { $0.count == 1 ? $0[0] : nil }
    }

    /// The bodies of every project `View` extension function of this name, overloads included.
    public func bodies(ofViewExtension name: String) -> [StyleBody] { extensionBodies[name] ?? [] }

    /// The type a style reference names under a style protocol: `.circleIcon` → `CircleIconStyle`.
    public func typeName(of reference: StyleReference, as protocolName: String) -> String? {
        switch reference {
        case .type(let name): return name
        case .member(let member): return shorthandTypes[protocolName + "." + member]
        }
    }

    /// The body a `.buttonStyle(…)`, `.labelStyle(…)` or `.toggleStyle(…)` argument applies,
    /// when it names a project style.
    public func body(of reference: StyleReference, as protocolName: String) -> StyleBody? {
        typeName(of: reference, as: protocolName).flatMap(body(ofType:))
    }

    /// What a modifier of a chain stands for when the project defines it: a `View` extension
    /// function, `.modifier(X())` with a project `ViewModifier`, or `.labelStyle(…)` with a
    /// project `LabelStyle` (its body applies where the label is drawn). Nil for anything
    /// else, including SwiftUI's own modifiers.
    public func body(standingFor effect: ViewEffect) -> StyleBody? {
        guard case .other(let name, let style) = effect.kind else { return nil }
        switch name {
        case "modifier": return style.flatMap { body(of: $0, as: "ViewModifier") }
        case "labelStyle": return style.flatMap { body(of: $0, as: "LabelStyle") }
        default: return body(ofViewExtension: name)
        }
    }

    /// The chain with every project modifier replaced by what its body applies, up to
    /// `depth` levels (a modifier built from modifiers); a body that is not settled leaves
    /// the modifier in place, so the caller sees something it does not know.
    public func expanded(_ effects: [ViewEffect], depth: Int = 4) -> [ViewEffect] {
        guard depth > 0 else { return effects }
        return effects.flatMap { effect -> [ViewEffect] in
            guard let body = body(standingFor: effect), let inner = body.effects else { return [effect] }
            return expanded(inner, depth: depth - 1)
        }
    }
}

extension StyleEffects {
    /// Records the style bodies and style shorthands one file declares.
    package static func collect(_ file: SwiftFile, into facts: inout FactStore) {
        for function in file.index.functions {
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            let kind: StyleBody.Kind
            let name: String
            if function.name.text == "makeBody", labels == ["configuration"], let type = function.enclosingTypeName {
                (kind, name) = (.style, Symbols.bareName(type))
            } else if function.name.text == "body", labels == ["content"], let type = function.enclosingTypeName {
                (kind, name) = (.viewModifier, Symbols.bareName(type))
            } else if function.signature.returnClause != nil,
                      let owner = function.enclosingTypeDeclaration?.as(ExtensionDeclSyntax.self),
                      Symbols.bareName(owner.extendedType.trimmedSourceText) == "View" {
                (kind, name) = (.viewExtension, function.name.text)
            } else {
                continue
            }
            let allEffects = function.body.map { body in ViewEffect.chain(file.index.calls(within: body), in: file) }?.filter {
                if case .other = $0.kind { return false }
                return true
            } ?? []
            facts.add(StyleBody(kind: kind, name: name, effects: chain(returnedBy: function, in: file), allEffects: allEffects,
                                parameters: function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text },
                                position: file.position(of: function.name)), for: bodies)
        }
        for type in file.index.typeDeclarations where type.isExtension && styleProtocols.contains(Symbols.bareName(type.name)) {
            guard let extensionDecl = type.node.as(ExtensionDeclSyntax.self) else { continue }
            let constrained = extensionDecl.genericWhereClause?.requirements.lazy.compactMap { requirement -> String? in
                guard let sameType = requirement.requirement.as(SameTypeRequirementSyntax.self),
                      sameType.leftType.trimmedSourceText == "Self" else { return nil }
                return Symbols.bareName(sameType.rightType.trimmedSourceText)
            }.first
            for member in extensionDecl.memberBlock.members {
                let declaration = member.decl
                let (memberName, declaredType): (String?, String?)
                if let variable = declaration.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }),
                   let binding = variable.bindings.first {
                    memberName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    declaredType = binding.typeAnnotation?.type.trimmedSourceText
                } else if let function = declaration.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "static" }) {
                    memberName = function.name.text
                    declaredType = function.signature.returnClause?.type.trimmedSourceText
                } else {
                    continue
                }
                guard let memberName, let typeName = constrained ?? declaredType.map(Symbols.bareName), typeName != "Self" else { continue }
                facts.add(StyleShorthand(protocolName: Symbols.bareName(type.name), member: memberName, typeName: typeName), for: shorthands)
            }
        }
    }

    /// The modifiers a body's single returned expression applies to what it starts from
    /// (`configuration.label`, `content`, `self`, `Button(configuration)`), innermost first,
    /// led by a `.container` effect when it starts from a view built around the given one;
    /// nil when the body is not one expression.
    static func chain(returnedBy function: FunctionDeclSyntax, in file: SwiftFile) -> [ViewEffect]? {
        guard let statements = function.body?.statements, statements.count == 1, let item = statements.first?.item else { return nil }
        guard let returned = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression else { return nil }
        guard var current = returned.as(FunctionCallExprSyntax.self) else { return [] }
        var calls: [FunctionCallExprSyntax] = []
        var container: FunctionCallExprSyntax?
        while true {
            if let member = current.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                calls.append(current)
                // A plain reference (`configuration.label`, `content`, `self`) is the view given.
                guard let next = base.as(FunctionCallExprSyntax.self) else { break }
                current = next
            } else {
                let name = current.calleeName ?? ""
                if name.first?.isLowercase == true, current.calledExpression.is(DeclReferenceExprSyntax.self) {
                    // `frame(…)` on an implicit `self` is a modifier.
                    calls.append(current)
                } else if !(name == "Button" && current.arguments.first?.expression.trimmedSourceText == "configuration") {
                    container = current
                }
                break
            }
        }
        let lead = container.map { [ViewEffect(kind: .container($0.calleeName ?? "view"), position: file.position(of: $0))] } ?? []
        return lead + ViewEffect.chain(calls.reversed(), in: file)
    }
}

extension Project {
    /// The project's styles and view modifiers, built from every file's facts on first use.
    public var styleEffects: StyleEffects {
        memo("model.style-effects") { StyleEffects(facts: facts) }
    }
}
