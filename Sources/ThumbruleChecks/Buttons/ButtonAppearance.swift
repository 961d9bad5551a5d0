import SwiftSyntax
import ThumbruleCore

/// How heavy a fill reads behind a control.
enum FillWeight: Int, Sendable, Comparable {
    /// No fill, an outline, or a fill the source does not settle (a variable, an unknown colour).
    case none
    /// A neutral, light or see-through fill: a secondary look.
    case quiet
    /// A saturated or solid fill: the heaviest look on a screen.
    case strong

    static func < (lhs: FillWeight, rhs: FillWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The corner shape a control is clipped to or drawn on.
enum CornerShape: Hashable, Sendable, CustomStringConvertible {
    case capsule, circle
    /// A rounded rectangle, with its radius as written.
    case rounded(String)

    package var description: String {
        switch self {
        case .capsule: return "a capsule"
        case .circle: return "a circle"
        case .rounded(let radius): return "corner radius \(radius)"
        }
    }
}

/// Reading paint and shape off SwiftUI expressions: what a `.background(…)` lays down,
/// what a `.clipShape(…)` cuts. Shared by the button checks.
enum ButtonPaint {
    /// The weight of what a `.background(…)` or shape `.fill(…)` call paints.
    package static func weight(ofFillCall call: FunctionCallExprSyntax) -> FillWeight {
        if let first = call.arguments.first?.expression, call.arguments.first?.label == nil { return weight(of: first) }
        if let content = call.trailingClosure?.singleExpression { return weight(of: content) }
        return .none
    }

    /// The weight of a colour, gradient, material or filled shape expression.
    package static func weight(of expression: ExprSyntax) -> FillWeight {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `pressed ? .blue.opacity(0.8) : .blue` weighs what both arms weigh; a fill that
            // changes weight with state (`empty ? .gray : .accentColor`) is not settled.
            let elements = Array(sequence.elements)
            guard let ternaryIndex = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                  let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self),
                  ternaryIndex + 1 < elements.count else { return .none }
            let (then, otherwise) = (weight(of: ternary.thenExpression), weight(of: elements[ternaryIndex + 1]))
            return then == otherwise ? then : .none
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name = call.calleeName ?? ""
            switch name {
            case "opacity":
                guard let amount = call.arguments.first?.expression.numericLiteral else { return .none }
                let base = call.modifiedExpression.map(weight(of:)) ?? .none
                return amount < FillColors.minimumSolidOpacity ? min(base, .quiet) : base
            case "fill", "foregroundStyle", "foregroundColor":
                return call.arguments.first.map { weight(of: $0.expression) } ?? .none
            case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
                return .strong
            case "Color", "UIColor":
                if let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
                    return weight(ofName: literal.plainText)
                }
                if let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self) {
                    return weight(ofName: member.declName.baseName.text)
                }
                return .none
            default:
                // A modifier on a colour that keeps it (`.blue.gradient()`, `.shadow(...)`) weighs what its base weighs.
                if let base = call.modifiedExpression, ["gradient", "shadow", "blendMode"].contains(name) { return weight(of: base) }
                return .none
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "gradient", let base = member.base { return weight(of: base) }
            return weight(ofName: name)
        }
        return .none
    }

    /// The weight a colour's name implies: system names from the table, project colour
    /// names by the words in them (`brandPrimary`, `appGreen`); anything else is unknown.
    package static func weight(ofName name: String) -> FillWeight {
        if FillColors.strong.contains(name) { return .strong }
        if FillColors.quiet.contains(name) { return .quiet }
        let lowered = name.lowercased()
        // A colour named for a border, divider or stroke is a line's quiet neutral, even filling
        // a pill (mundo-ios's `themeBorder` profile button, a light or dark grey).
        if ["background", "gray", "grey", "light", "secondary", "surface", "card", "clear", "white",
            "border", "divider", "separator", "stroke", "outline"].contains(where: lowered.contains) {
            return .quiet
        }
        let chromatic = FillColors.strong.filter { $0.first?.isLowercase == true && !$0.hasPrefix("system") }
        if FillColors.strongNameWords.contains(where: lowered.contains) || chromatic.contains(where: { lowered.contains($0.lowercased()) }) {
            return .strong
        }
        return .none
    }

    /// The shape an expression names: `Capsule()`, `.circle`, `RoundedRectangle(cornerRadius: 8)`, `.rect(cornerRadius: 8)`.
    static func shape(of expression: ExprSyntax) -> CornerShape? {
        var current = expression
        // `RoundedRectangle(cornerRadius: 8).fill(.blue)`: the shape is at the root of the chain.
        while let call = current.as(FunctionCallExprSyntax.self), let base = call.modifiedExpression,
              base.is(FunctionCallExprSyntax.self) || call.calleeName == "fill" {
            current = base
        }
        let call = current.as(FunctionCallExprSyntax.self)
        let name = call?.calleeName ?? current.lastNameComponent ?? ""
        switch name {
        case "Capsule", "capsule": return .capsule
        case "Circle", "circle", "Ellipse", "ellipse": return .circle
        case "RoundedRectangle", "rect", "UnevenRoundedRectangle":
            guard let radius = call?.argument("cornerRadius") ?? call?.arguments.first else { return nil }
            return .rounded(radius.expression.trimmedSourceText)
        default: return nil
        }
    }

    /// The corner shape a modifier gives the view it modifies, if it gives one.
    static func shape(ofModifier modifier: FunctionCallExprSyntax) -> CornerShape? {
        switch modifier.calleeName {
        case "cornerRadius":
            return modifier.arguments.first.map { .rounded($0.expression.trimmedSourceText) }
        case "clipShape", "mask":
            return modifier.arguments.first.flatMap { shape(of: $0.expression) }
        case "background":
            if let shapeArgument = modifier.argument("in") { return shape(of: shapeArgument.expression) }
            return (modifier.arguments.first?.expression ?? modifier.trailingClosure?.singleExpression).flatMap { shape(of: $0) }
        default:
            return nil
        }
    }
}

/// A SwiftUI button dressed by hand at its call site: background, foreground colour and
/// corner shape set by modifiers on its label or on the button, not by a `ButtonStyle`.
struct HandStyledButton {
    package let button: FunctionCallExprSyntax
    package let fill: FillWeight
    let shape: CornerShape
    /// The `.background(…)` call that paints it.
    package let background: FunctionCallExprSyntax

    static let foregroundModifiers: Set<String> = ["foregroundColor", "foregroundStyle"]

    /// The hand style of a `Button`, or nil when it lacks any of the three ingredients or
    /// takes its look from a style other than `.plain`.
    package init?(_ button: FunctionCallExprSyntax, file: SwiftFile) {
        guard button.calleeName == "Button" else { return nil }
        if let style = file.index.innermostModifier("buttonStyle", around: button),
           let argument = style.arguments.first?.expression.trimmedSourceText,
           ![".plain", "PlainButtonStyle()", ".borderless", "BorderlessButtonStyle()"].contains(argument) {
            return nil
        }
        let labelChain = button.labelClosure?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall.modifiersApplied ?? []
        let modifiers = labelChain + button.modifiersApplied
        guard modifiers.contains(where: { Self.foregroundModifiers.contains($0.calleeName ?? "") }),
              let background = modifiers.last(where: { $0.calleeName == "background" }),
              let shape = modifiers.lazy.compactMap(ButtonPaint.shape(ofModifier:)).first else { return nil }
        let fill = ButtonPaint.weight(ofFillCall: background)
        guard fill != .none || ButtonPaint.shape(ofModifier: background) != nil else { return nil }
        self.button = button
        self.fill = fill
        self.shape = shape
        self.background = background
    }
}

/// A `.buttonStyle(…)` argument as written, classified.
enum ButtonStyleName: Sendable, Hashable {
    /// A SwiftUI style: `.borderedProminent`, `PlainButtonStyle()`.
    case system(String, prominent: Bool)
    /// A project style by type: `PrimaryButtonStyle()`.
    case type(String)
    /// A project style by static member: `.primary`, `.primary(size: .large)`.
    case member(String)

    static let prominentSystemStyles: Set<String> = [
        "borderedProminent", "glassProminent", "BorderedProminentButtonStyle", "GlassProminentButtonStyle",
    ]
    static let otherSystemStyles: Set<String> = [
        "automatic", "plain", "bordered", "borderless", "glass", "link", "card",
        "DefaultButtonStyle", "PlainButtonStyle", "BorderedButtonStyle", "BorderlessButtonStyle", "GlassButtonStyle",
        "LinkButtonStyle", "CardButtonStyle",
    ]

    package init(_ argument: String) {
        let isMember = argument.hasPrefix(".")
        let name = String(argument.drop { $0 == "." }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if Self.prominentSystemStyles.contains(name) {
            self = .system(name, prominent: true)
        } else if Self.otherSystemStyles.contains(name) {
            self = .system(name, prominent: false)
        } else {
            self = isMember ? .member(name) : .type(name)
        }
    }
}
