import SwiftSyntax
import ThumbruleCore

/// A multi-step form that never shows where the person is: a SwiftUI view whose `@State`
/// holds a step (`step`, `currentStep`, `stage`, an Int or an enum of steps) that its code
/// moves (`step += 1`, `step = .password`), whose body draws different input controls per step
/// (`TextField`, `SecureField`, `Picker`, `Toggle`, `DatePicker`, … in at least two branches of
/// a `switch step` or `if step == …`, counting the view members a branch names), and which
/// shows no position anywhere: no `ProgressView(value:)` or `Gauge`, no progress, indicator or
/// page-control view, no paged `TabView`, no text with "Step" or "2 of 4", and no use of the
/// step other than to branch, compare or move it (a use as an argument, inside a string or in
/// a `ForEach` of dots may feed an indicator, so it keeps the check silent). An unnumbered
/// sequence feels endless.
///
/// A note: the rule is a design preference. Known false negatives: the steps drawn by other
/// view types, a step kept in a view model. Known false positive: a child view of a step that
/// shows the position itself.
struct UnnumberedFormSteps: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "form-steps.no-position",
        ruleId: "form-steps",
        summary: "A multi-step form that moves through input steps without showing the position",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct PetSignUp: View {
                @State private var ↓step = 0
                @State private var name = ""
                @State private var species = "Cat"
                var body: some View {
                    VStack {
                        if step == 0 {
                            TextField("Pet name", text: $name)
                        } else {
                            Picker("Species", selection: $species) { Text("Cat").tag("Cat"); Text("Dog").tag("Dog") }
                        }
                        Button("Next") { step += 1 }
                    }
                }
            }
            """),
            CheckExample("""
            import SwiftUI

            struct ClinicForm: View {
                enum Stage { case owner, visit }
                @State private var ↓stage = Stage.owner
                @State private var phone = ""
                @State private var urgent = false
                var body: some View {
                    Form {
                        switch stage {
                        case .owner: ownerFields
                        case .visit: Toggle("Urgent", isOn: $urgent)
                        }
                        Button("Continue") { stage = .visit }
                    }
                }
                var ownerFields: some View { TextField("Phone", text: $phone) }
            }
            """),
        ],
        nonTriggering: [
            // The position is shown: a determinate bar, or text that counts.
            CheckExample("""
            import SwiftUI

            struct PetSignUp: View {
                @State private var step = 0
                @State private var name = ""
                @State private var species = "Cat"
                var body: some View {
                    VStack {
                        ProgressView(value: Double(step + 1), total: 2)
                        if step == 0 { TextField("Pet name", text: $name) } else { Picker("Species", selection: $species) { Text("Cat") } }
                        Button("Next") { step += 1 }
                    }
                }
            }
            """),
            CheckExample("""
            import SwiftUI

            struct PetSignUp: View {
                @State private var step = 0
                @State private var name = ""
                @State private var indoor = true
                var body: some View {
                    VStack {
                        Text("Step \\(step + 1) of 2")
                        switch step {
                        case 0: TextField("Pet name", text: $name)
                        default: Toggle("Indoor", isOn: $indoor)
                        }
                        Button("Next") { step += 1 }
                    }
                }
            }
            """),
            // The step feeds an indicator of the app's own.
            CheckExample("""
            import SwiftUI

            struct PetSignUp: View {
                @State private var step = 0
                @State private var name = ""
                @State private var indoor = true
                var body: some View {
                    VStack {
                        Dots(count: 2, lit: step)
                        if step == 0 { TextField("Pet name", text: $name) } else { Toggle("Indoor", isOn: $indoor) }
                        Button("Next") { step += 1 }
                    }
                }
            }
            """),
            // A row of dots lit up to the current step.
            CheckExample("""
            import SwiftUI

            struct PetSignUp: View {
                @State private var step = 0
                @State private var name = ""
                @State private var indoor = true
                var body: some View {
                    VStack {
                        HStack { ForEach(0..<2) { i in Circle().fill(i <= step ? Color.accentColor : Color.gray) } }
                        if step == 0 { TextField("Pet name", text: $name) } else { Toggle("Indoor", isOn: $indoor) }
                        Button("Next") { step += 1 }
                    }
                }
            }
            """),
            // Only one step collects input: an intro then a form.
            CheckExample("""
            import SwiftUI

            struct Welcome: View {
                @State private var step = 0
                @State private var name = ""
                var body: some View {
                    if step == 0 {
                        Button("Start") { step = 1 }
                    } else {
                        TextField("Your name", text: $name)
                    }
                }
            }
            """),
        ]
    )

    /// Input controls a step may show.
    static let inputViews = OnboardingStepInMemory.inputViews
    /// Name words of a step variable.
    static let stepWords: Set<String> = ["step", "steps", "stage", "phase"]
    /// Words in a view's name that say it shows progress or position.
    static let indicatorWords: Set<String> = ["progress", "indicator", "dots", "dot", "pager", "gauge", "stepper", "breadcrumb", "breadcrumbs", "timeline"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard Self.inputViews.contains(where: { !file.index.calls($0).isEmpty }) else { return }
        for type in file.index.typeDeclarations where !type.isExtension && type.inherits("View") {
            for (name, binding) in stepStates(of: type.node, file) {
                let references = file.index.references(name).filter { type.node.encloses($0) }
                guard references.contains(where: Self.moves),
                      Self.inputSteps(of: references, in: type.node, file) >= 2,
                      !showsPosition(type.node, references, file) else { continue }
                output.report(
                    "This form moves through steps (\(name)) and draws different inputs on each, but shows no position, so the sequence feels endless; show it as text (\"Step 2 of 4\") or a determinate ProgressView(value:total:) above the fields.",
                    at: file.position(of: binding), confidence: .medium)
            }
        }
    }

    /// The `@State` variables of the view named like a step.
    private func stepStates(of type: DeclSyntax, _ file: SwiftFile) -> [(String, PatternSyntax)] {
        file.index.variables.filter { $0.enclosingTypeDeclaration?.id == type.id && Self.isState($0) }.compactMap { variable in
            guard let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  !Self.stepWords.isDisjoint(with: NameWords.split(name).map { $0.lowercased() }) else { return nil }
            return (name, binding.pattern)
        }
    }

    private static func isState(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "State" }
    }

    /// `step += 1`, `step -= 1`, `step = .password`, `self.step = next`.
    static func moves(_ reference: DeclReferenceExprSyntax) -> Bool {
        var target = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            target = ExprSyntax(member)
        }
        guard let (op, _, _) = target.assignment else { return false }
        return ["=", "+=", "-="].contains(op)
    }

    /// How many branches on the step (`switch step` cases, `if step == …` bodies) draw an
    /// input control, directly or through a member of the view they name.
    static func inputSteps(of references: [DeclReferenceExprSyntax], in type: DeclSyntax, _ file: SwiftFile) -> Int {
        var branches: [Syntax] = []
        for reference in references {
            if let switchExpr = reference.parent?.as(SwitchExprSyntax.self) {
                branches += switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self).map(Syntax.init) }
            } else if let condition = reference.ancestor(where: { $0.is(IfExprSyntax.self) })?.as(IfExprSyntax.self), condition.conditions.encloses(reference) {
                branches.append(Syntax(condition.body))
                if let elseBody = condition.elseBody?.as(CodeBlockSyntax.self) { branches.append(Syntax(elseBody)) }
            }
        }
        let members = Dictionary(memberBodies(of: type, file), uniquingKeysWith: { first, _ in first })
        var seen = Set<SyntaxIdentifier>()
        return branches.filter { seen.insert($0.id).inserted }.filter { branch in
            if drawsInput(branch, file) { return true }
            return file.index.names(within: branch).contains { members[$0].map { drawsInput($0, file) } ?? false }
        }.count
    }

    private static func drawsInput(_ scope: some SyntaxProtocol, _ file: SwiftFile) -> Bool {
        file.index.calls(within: scope).contains { inputViews.contains($0.calleeName ?? "") }
    }

    /// The view's computed properties and functions by name, with their bodies.
    private static func memberBodies(of type: DeclSyntax, _ file: SwiftFile) -> [(String, Syntax)] {
        let functions = file.index.functions.filter { $0.enclosingTypeDeclaration?.id == type.id }.compactMap { function in
            function.body.map { (function.name.text, Syntax($0)) }
        }
        let properties = file.index.variables.filter { $0.enclosingTypeDeclaration?.id == type.id }.compactMap { variable -> (String, Syntax)? in
            guard let binding = variable.bindings.first, let accessors = binding.accessorBlock,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            return (name, Syntax(accessors))
        }
        return functions + properties
    }

    /// Anything in the view that may show the position.
    private func showsPosition(_ type: DeclSyntax, _ references: [DeclReferenceExprSyntax], _ file: SwiftFile) -> Bool {
        let calls = file.index.calls(within: type)
        if calls.contains(where: { call in
            let name = call.calleeName ?? ""
            if name == "ProgressView" { return call.argument("value") != nil }
            if name == "TabView" || name == "Gauge" || name == "UIPageControl" { return true }
            return name.first?.isUppercase == true && !Self.indicatorWords.isDisjoint(with: NameWords.split(name).map { $0.lowercased() })
        }) { return true }
        if file.index.stringLiterals(within: type).contains(where: { Self.countsSteps($0.plainText) }) { return true }
        // The step read for anything but branching, comparing or moving it may feed an indicator.
        return references.contains { reference in
            if reference.parent?.is(SwitchExprSyntax.self) == true || Self.moves(reference) { return false }
            // Inside a string, or compared per element of a `ForEach` (a row of dots).
            if reference.hasAncestor(where: { $0.is(StringLiteralExprSyntax.self) || $0.as(FunctionCallExprSyntax.self)?.calleeName == "ForEach" }) { return true }
            if let sequence = reference.parent?.as(ExprListSyntax.self),
               sequence.contains(where: { ["==", "!=", "<", ">", "<=", ">="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }) {
                return false
            }
            return true
        }
    }

    /// "Step 2", "2 of 4", "Step {n}".
    static func countsSteps(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if words.contains("step") { return true }
        return zip(words, words.dropFirst()).contains { $0.0.allSatisfy(\.isNumber) && $0.1 == "of" }
    }
}
