import SwiftSyntax
import ThumbruleCore

/// A floating-point value put on screen as the language prints it: `Text("\(distance) km")`,
/// `Text(String(ratio))`, `label.text = "\(speed)"`, `label.text = value.description`. Swift
/// prints a `Double` with as many digits as it takes to read it back (`0.1 + 0.2` shows as
/// `0.30000000000000004`), and SwiftUI's `Text` interpolation with six decimals, so the screen
/// claims a precision the data never had. The rulebook (`data-precision`) asks for the digits
/// to be set: `.formatted(.number.precision(.fractionLength(1)))`, `MeasurementFormatter`, a
/// `specifier:`.
///
/// Only values whose type is written down are reported: a property, parameter or local
/// declared `Double`, `Float`, `CGFloat`, `TimeInterval` or a CoreLocation alias, one whose
/// initial value is a float literal (`var progress = 0.0`), a local set from
/// `distance(from:)`, and `horizontalAccuracy` / `coordinate.latitude`. A name bound by a
/// closure, a loop, a `case` or an `if let` is not typed here and is left alone, and so are
/// optionals, values passed through a formatter or with a `specifier:`, logs, URLs and keys,
/// and strings the hand-formatted check already reports (a glued `%` or currency symbol).
/// A constant set to a short literal below 1000 (`let minSpeed: Float = 0.25`) prints as
/// that literal, so it claims no precision it lacks and is left alone too.
///
/// Known false negatives: a member of a value whose type is declared in another file
/// (`Text("\(item.weight)")`), a value computed inline (`"\(a / b)"`).
struct RawFloatShown: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "data-precision.raw-float-shown",
        ruleId: "data-precision",
        summary: "A floating-point value shown as the language prints it, with no digits set",
        triggering: [
            CheckExample("""
            struct TripSummary: View {
                let distance: Double
                @State private var ratio = 0.0
                var body: some View {
                    VStack {
                        Text("\\(↓distance) km")
                        Text(String(↓ratio))
                    }
                }
            }
            """),
            CheckExample("""
            import CoreLocation
            final class FixViewController: UIViewController {
                let accuracyLabel = UILabel()
                let gapLabel = UILabel()
                var scale: CGFloat = 1
                func update(_ fix: CLLocation, from start: CLLocation) {
                    accuracyLabel.text = "± \\(↓fix.horizontalAccuracy) m"
                    let gap = fix.distance(from: start)
                    gapLabel.text = "\\(↓gap) m away"
                    navigationItem.title = ↓scale.description
                }
            }
            """),
        ],
        nonTriggering: [
            // Digits set by a formatter or a specifier; an Int; an optional; a log and a key.
            CheckExample("""
            struct TripSummary: View {
                let distance: Double
                let stops: Int
                let average: Double?
                var body: some View {
                    VStack {
                        Text("\\(distance, specifier: "%.1f") km")
                        Text(distance.formatted(.number.precision(.fractionLength(1))))
                        Text("\\(stops) stops")
                        Text("\\(average ?? 0)")
                        Text("\\(distance)%")
                    }
                    .accessibilityIdentifier("trip-\\(distance)")
                    .onAppear { print("distance \\(distance)") }
                }
            }
            """),
            // Constants set to short literals print as written: "0.25", "8.0".
            CheckExample("""
            final class SpeedView: UIView {
                private let minSpeed: Float = 0.25
                private let maxSpeed: Float = 8.00
                let minLabel = UILabel()
                let maxLabel = UILabel()
                func setUp() {
                    minLabel.text = String(minSpeed)
                    maxLabel.text = String(maxSpeed)
                }
            }
            """),
            // Names whose type is not written here: a closure's, a loop's, an `if let`'s, a shadowing local.
            CheckExample("""
            struct Readings: View {
                let level: Double
                let samples: [Sample]
                var body: some View {
                    ForEach(samples) { sample in Text("\\(sample.value)") }
                    ForEach(samples.map(\\.value), id: \\.self) { level in Text("\\(level)") }
                }
                func caption(for other: Sample?) -> some View {
                    if let level = other?.label { return Text("\\(level)") }
                    let level = "high"
                    return Text("\\(level)")
                }
            }
            """),
        ]
    )

    /// Type names that are a binary floating-point number.
    static let floatTypes: Set<String> = [
        "Double", "Float", "CGFloat", "Float32", "Float64", "Float80", "TimeInterval",
        "CLLocationDistance", "CLLocationDegrees", "CLLocationAccuracy", "CLLocationSpeed", "CLLocationDirection",
    ]

    /// Modules whose `CLLocation` members and `distance(from:)` are known to be `Double`.
    static let locationModules: Set<String> = ["CoreLocation", "MapKit"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !LiteralText.isDeveloperPage(file.path) else { return }
        var shown: [ExprSyntax] = []
        for literal in file.index.stringLiterals where literal.hasInterpolation && !file.index.isInPreview(literal) {
            guard HandFormattedValue.gluedProblem(literal) == nil, HandFormattedValue.reachesText(ExprSyntax(literal), labels: []) else { continue }
            for segment in literal.segments {
                guard let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                      let only = interpolation.expressions.first, only.label == nil else { continue }
                shown.append(only.expression)
            }
        }
        for call in file.index.calls("String") where call.arguments.count == 1 && call.arguments.first?.label == nil {
            guard let value = call.arguments.first?.expression, HandFormattedValue.reachesText(ExprSyntax(call), labels: []) else { continue }
            shown.append(value)
        }
        for member in file.index.memberAccesses("description") {
            guard let base = member.base, HandFormattedValue.reachesText(ExprSyntax(member), labels: []) else { continue }
            shown.append(base)
        }
        for value in shown where !file.index.isInPreview(value) {
            guard let name = Self.floatName(value, file) else { continue }
            output.report(
                "\(name) is a floating-point number shown as the language prints it, with as many decimals as the conversion happens to give; set the digits for display, e.g. \(name).formatted(.number.precision(.fractionLength(1))) or a MeasurementFormatter.",
                at: file.position(of: value), confidence: .medium)
        }
    }

    /// The name of a shown value whose declaration makes it a non-optional floating-point
    /// number, or nil when its type is not written down.
    static func floatName(_ value: ExprSyntax, _ file: SwiftFile) -> String? {
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return isFloat(declaredType(of: name, at: Syntax(reference), file), file) ? name : nil
        }
        guard let member = value.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if base.is(DeclReferenceExprSyntax.self) && base.trimmedSourceText == "self" {
            return isFloat(propertyType(of: name, around: Syntax(member), file), file) ? name : nil
        }
        guard file.index.importedModules.contains(where: locationModules.contains) else { return nil }
        if name == "horizontalAccuracy" || name == "verticalAccuracy" { return member.trimmedSourceText }
        if name == "latitude" || name == "longitude", base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "coordinate" {
            return member.trimmedSourceText
        }
        return nil
    }

    /// What a declaration says a name's type is: the written type, `Double` for a float
    /// literal, a `distance(from:)` result (a `Double` where CoreLocation is imported), or
    /// unknown when it does not say or the name is bound by something that gives no type (a
    /// closure, a loop, a case, an `if let`).
    /// `shortConstant`: a `let` set to a literal the language prints as written (`0.25`, `8.0`).
    enum Declared { case type(String), distance, shortConstant, unknown }

    static func isFloat(_ declared: Declared, _ file: SwiftFile) -> Bool {
        switch declared {
        case .type(let name): return floatTypes.contains(name)
        case .shortConstant: return false
        case .distance: return file.index.importedModules.contains(where: locationModules.contains)
        case .unknown: return false
        }
    }

    static func declaredType(of name: String, at node: Syntax, _ file: SwiftFile) -> Declared {
        var child = node
        while let parent = child.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block where item.endPosition <= child.position {
                    if let variable = item.item.as(VariableDeclSyntax.self), let binding = binding(of: name, in: variable) {
                        return type(of: binding)
                    }
                    if let statement = item.item.as(GuardStmtSyntax.self), binds(name, statement.conditions) { return .unknown }
                }
            } else if let branch = parent.as(IfExprSyntax.self), child.id != Syntax(branch.conditions).id, binds(name, branch.conditions) {
                return .unknown
            } else if let loop = parent.as(WhileStmtSyntax.self), binds(name, loop.conditions) {
                return .unknown
            } else if let loop = parent.as(ForStmtSyntax.self), mentions(name, Syntax(loop.pattern)) {
                return .unknown
            } else if let switchCase = parent.as(SwitchCaseSyntax.self), mentions(name, Syntax(switchCase.label)) {
                return .unknown
            } else if let clause = parent.as(CatchClauseSyntax.self), name == "error" || mentions(name, Syntax(clause.catchItems)) {
                return .unknown
            } else if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
                if let parameters = signature.parameterClause?.as(ClosureParameterClauseSyntax.self),
                   let parameter = parameters.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return parameter.type.map { .type(bareName($0)) } ?? .unknown
                }
                if mentions(name, Syntax(signature)) { return .unknown }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                if let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return .type(bareName(parameter.type))
                }
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                if let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return .type(bareName(parameter.type))
                }
            } else if parent.is(MemberBlockSyntax.self) {
                return propertyType(of: name, around: child, file)
            }
            child = parent
        }
        return .unknown
    }

    /// The type of the stored or computed property `name` of the type around `node`, looking in
    /// every declaration of that type in this file (the type and its extensions).
    static func propertyType(of name: String, around node: Syntax, _ file: SwiftFile) -> Declared {
        guard let typeName = node.enclosingTypeName else { return .unknown }
        for declaration in file.index.typeDeclarations where declaration.name == typeName {
            let members = declaration.node.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? []
            for member in members {
                if let variable = member.decl.as(VariableDeclSyntax.self), let binding = binding(of: name, in: variable) {
                    return type(of: binding)
                }
            }
        }
        return .unknown
    }

    static func binding(of name: String, in variable: VariableDeclSyntax) -> PatternBindingSyntax? {
        variable.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }

    static func type(of binding: PatternBindingSyntax) -> Declared {
        if isShortConstant(binding) { return .shortConstant }
        if let annotation = binding.typeAnnotation { return .type(bareName(annotation.type)) }
        guard let value = binding.initializer?.value else { return .unknown }
        if value.is(FloatLiteralExprSyntax.self) { return .type("Double") }
        if let call = value.as(FunctionCallExprSyntax.self), call.calleeName == "distance", call.arguments.first?.label?.text == "from",
           call.arguments.count == 1 {
            return .distance
        }
        return .unknown
    }

    /// True for a constant whose value is a literal below 1000 with at most two decimals that
    /// matter (`let minSpeed: Float = 0.25`, `8.00`, `-2`): shown as the language prints it, it
    /// reads as written, with no digits the value lacks and no thousands to group.
    static func isShortConstant(_ binding: PatternBindingSyntax) -> Bool {
        guard binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let),
              var value = binding.initializer?.value else { return false }
        if let negated = value.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" { value = negated.expression }
        guard value.is(FloatLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self) else { return false }
        let text = value.trimmedSourceText.replacingOccurrences(of: "_", with: "")
        guard text.allSatisfy({ $0.isNumber || $0 == "." }), let number = Double(text), number < 1000 else { return false }
        let fraction = text.split(separator: ".", maxSplits: 1).dropFirst().first ?? ""
        return fraction.reversed().drop(while: { $0 == "0" }).count <= 2
    }

    /// The type's name, or the whole written type for an optional or a generic (never a float).
    static func bareName(_ type: TypeSyntax) -> String {
        type.as(IdentifierTypeSyntax.self).map { $0.genericArgumentClause == nil ? $0.name.text : $0.trimmedSourceText } ?? type.trimmedSourceText
    }

    static func binds(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else {
                return element.condition.as(MatchingPatternConditionSyntax.self).map { mentions(name, Syntax($0.pattern)) } ?? false
            }
            return binding.pattern.trimmedSourceText == name
        }
    }

    static func mentions(_ name: String, _ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}
