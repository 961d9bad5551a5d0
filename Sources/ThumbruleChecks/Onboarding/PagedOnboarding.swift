import SwiftSyntax
import ThumbruleCore

/// A paged first-run flow: a SwiftUI `TabView` with the page style, a `switch` over the step
/// that draws one panel per case, a UIKit `UIPageViewController` / `UIPageControl` over an
/// array of panels, or (when none of these) an array of panels a Next function steps an index
/// through, inside a type named as onboarding (`FirstRun`). Shared by the `onboard-screens` checks.
struct PagedOnboarding {
    /// Where findings go: the `TabView`, or the array literal of panels.
    package let node: Syntax
    let typeName: String
    /// The number of panels when the code states it (literal children, array literal, range, `allCases`).
    let panelCount: Int?
    /// View types shown as panels, to look for a skip control in their own files.
    let panelTypes: [String]

    package static func find(in file: SwiftFile) -> [PagedOnboarding] {
        let pagers = swiftUIPagers(in: file) + uiKitPagers(in: file) + stepSwitches(in: file)
        return pagers.isEmpty ? indexSteppers(in: file) : pagers
    }

    /// `let tutorials: [TutorialContent] = [ … ]` in an onboarding type, with a function that
    /// steps an index through it (`if currentScreen < tutorials.count - 1 { currentScreen += 1 }`):
    /// a tutorial that shows one panel of the array at a time behind a Next button. A flow
    /// that collects input or asks for a permission is a setup flow and is left out, as for
    /// `stepSwitches`.
    private static func indexSteppers(in file: SwiftFile) -> [PagedOnboarding] {
        guard !OnboardingStepInMemory.inputViews.contains(where: { !file.index.calls($0).isEmpty }),
              !OnboardingWithoutSkip.asksForPermission(file) else { return [] }
        return file.index.variables.compactMap { variable in
            guard let type = FirstRun.onboardingType(of: variable), let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let array = binding.initializer?.value.as(ArrayExprSyntax.self), array.elements.count > 1,
                  countAccesses(of: name, in: file).contains(where: { $0.enclosingFunction.map(stepsForward) == true }) else { return nil }
            let types = array.elements.compactMap { $0.expression.as(FunctionCallExprSyntax.self)?.calleeName }
            return PagedOnboarding(node: Syntax(array), typeName: type, panelCount: array.elements.count, panelTypes: types)
        }
    }

    /// True when the function adds one to something (`currentScreen += 1`): it moves to the next panel.
    private static func stepsForward(_ function: FunctionDeclSyntax) -> Bool {
        function.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .binaryOperator("+=") && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .integerLiteral("1")
        }
    }

    /// `name.count`, wherever the file reads it.
    private static func countAccesses(of name: String, in file: SwiftFile) -> [MemberAccessExprSyntax] {
        file.index.references(name).compactMap { reference in
            reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.baseName.text == "count" ? $0 : nil }
        }
    }

    /// True when the file stores a page control (`@IBOutlet weak var pageControl: UIPageControl!`),
    /// which a storyboard pager names only as a type.
    private static func holdsPageControl(_ file: SwiftFile) -> Bool {
        file.index.variables.contains { variable in
            variable.bindings.contains { $0.typeAnnotation?.type.trimmedSourceText.trimmingCharacters(in: ["!", "?"]) == "UIPageControl" }
        }
    }

    /// True when a loop over `0..<name.count` builds the pager's panels (`pages.append(pageView)`):
    /// the array holds one entry per panel, whatever it is named (`titles`).
    private static func sizesPanelLoop(_ name: String, in file: SwiftFile) -> Bool {
        countAccesses(of: name, in: file).contains { access in
            var node = access.parent
            while let current = node, !current.is(CodeBlockSyntax.self) {
                if let loop = current.as(ForStmtSyntax.self) {
                    return loop.sequence.position <= access.position && access.endPosition <= loop.sequence.endPosition
                        && file.index.calls(within: loop.body).contains { (call: FunctionCallExprSyntax) -> Bool in
                            guard call.calleeName == "append", let list = call.modifiedExpression?.lastNameComponent else { return false }
                            return panelWords.matches(list)
                        }
                }
                node = current.parent
            }
            return false
        }
    }

    /// `switch step { case .welcome: WelcomePanel() case .plans: PlansPanel() … }` in an
    /// onboarding type, where `step` (or `model.step`) is named as a step and every case draws
    /// a view: one panel per case. A flow that collects input or asks for a permission is a
    /// setup flow (`form-steps`, `onboard-ask-order`), not panels, and is left out; so is one
    /// that pushes each step onto a navigation stack (`buildsNavigationDestinations`).
    private static func stepSwitches(in file: SwiftFile) -> [PagedOnboarding] {
        var subjects: [Syntax] = []
        for (name, references) in file.index.referencesByName where OnboardingStepInMemory.stepWords.matches(name) {
            subjects += references.filter { $0.parent?.is(SwitchExprSyntax.self) == true }.map(Syntax.init)
        }
        for (name, accesses) in file.index.memberAccessesByName where OnboardingStepInMemory.stepWords.matches(name) {
            subjects += accesses.filter { $0.parent?.is(SwitchExprSyntax.self) == true }.map(Syntax.init)
        }
        guard !subjects.isEmpty, !OnboardingStepInMemory.inputViews.contains(where: { !file.index.calls($0).isEmpty }),
              !OnboardingWithoutSkip.asksForPermission(file) else { return [] }
        return subjects.sorted { $0.position < $1.position }.compactMap { subject in
            guard let statement = subject.parent?.as(SwitchExprSyntax.self), let type = FirstRun.onboardingType(of: statement),
                  !buildsNavigationDestinations(statement, in: file) else { return nil }
            var types: [String] = []
            for switchCase in statement.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) where switchCase.label.is(SwitchCaseLabelSyntax.self) {
                guard let view = switchCase.statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self)?.rootViewCall,
                      let name = view.calleeName, name.first?.isUppercase == true else { return nil }
                types.append(name)
            }
            guard types.count > 1 else { return nil }
            return PagedOnboarding(node: Syntax(statement), typeName: type, panelCount: types.count, panelTypes: types)
        }
    }

    /// True when the switch draws the destinations of a navigation stack: it sits in the closure
    /// of a `.navigationDestination(for:)` (or a router's `.routerDestination(for:)`), or the
    /// function or property holding it is used in one (`{ step in stepDestination(for: step) }`).
    /// Each step is then pushed as a screen of its own, with a bar and a way back: a setup
    /// flow of screens (`form-steps`), not panels paged through.
    static func buildsNavigationDestinations(_ statement: SwitchExprSyntax, in file: SwiftFile) -> Bool {
        func isInDestination(_ node: some SyntaxProtocol) -> Bool {
            node.hasAncestor { ancestor in
                guard let call = ancestor.as(ClosureExprSyntax.self)?.invokingCall, call.modifiedExpression != nil else { return false }
                return call.calleeName?.hasSuffix("Destination") == true
            }
        }
        if isInDestination(statement) { return true }
        guard let builder = statement.enclosingFunctionName else { return false }
        return file.index.references(builder).contains { isInDestination($0) }
    }

    /// `TabView { … }.tabViewStyle(.page)` or `PageTabViewStyle()`, in an onboarding type. A
    /// pager inside a scroll view is a carousel among other content (screenshots beside a
    /// tutorial's steps), not a flow of full-screen panels.
    private static func swiftUIPagers(in file: SwiftFile) -> [PagedOnboarding] {
        pageStyleTabViews(in: file).compactMap { tabView in
            guard let type = FirstRun.onboardingType(of: tabView), !isInScrollView(tabView),
                  let panels = tabView.trailingClosure else { return nil }
            var count: Int? = 0
            var types: [String] = []
            for statement in panels.statements {
                guard let view = statement.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self)?.rootViewCall else {
                    count = count.map { $0 + 1 }
                    continue
                }
                if view.calleeName == "ForEach" {
                    let repeated = view.argument(nil)?.expression ?? view.arguments.first?.expression
                    let times = repeated.flatMap { elementCount(of: $0, in: file) }
                    count = count.flatMap { known in times.map { known + $0 } }
                    if let content = view.bodyClosure?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName { types.append(content) }
                } else {
                    count = count.map { $0 + 1 }
                    if let name = view.calleeName, name.first?.isUppercase == true { types.append(name) }
                }
            }
            return PagedOnboarding(node: Syntax(tabView), typeName: type, panelCount: count, panelTypes: types)
        }
    }

    private static func pageStyleTabViews(in file: SwiftFile) -> [FunctionCallExprSyntax] {
        file.index.calls("TabView").filter { $0.modifiersApplied.contains(where: isPageStyle) }
    }

    private static let scrollViews: Set<String> = ["ScrollView", "List", "Form"]

    private static func isInScrollView(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(DeclSyntax.self) {
            if let call = parent.as(ClosureExprSyntax.self)?.invokingCall, scrollViews.contains(call.calleeName ?? "") { return true }
            current = parent.parent
        }
        return false
    }

    private static func isPageStyle(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard modifier.calleeName == "tabViewStyle", let style = modifier.arguments.first?.expression else { return false }
        let name = style.as(FunctionCallExprSyntax.self)?.calleeName ?? style.lastNameComponent
        return name == "page" || name == "PageTabViewStyle"
    }

    /// In an onboarding type that pages with `UIPageViewController` or `UIPageControl`, a stored
    /// array literal of panels (`pages`, `slides`, `viewControllers`, `steps`), or an array of
    /// stated size whose count bounds the loop that builds the pages (`titles = (1...4).map { … }`).
    /// Name words of a variable holding the pages of a UIKit pager.
    private static let panelWords = TextSearch(anyOf: ["page", "slide", "panel", "step", "screen", "viewcontrollers"], ignoringCase: true)

    /// A file that pages with SwiftUI's `TabView` names `UIPageControl` only to style its page
    /// indicator (`UIPageControl.appearance()`), so its arrays are not UIKit panels.
    private static func uiKitPagers(in file: SwiftFile) -> [PagedOnboarding] {
        guard file.index.mentions("UIPageViewController")
            || ((file.index.mentions("UIPageControl") || holdsPageControl(file)) && pageStyleTabViews(in: file).isEmpty) else { return [] }
        return file.index.variables.compactMap { variable in
            guard let type = FirstRun.onboardingType(of: variable), let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value else { return nil }
            if panelWords.matches(name), let array = value.as(ArrayExprSyntax.self), array.elements.count > 1 {
                let types = array.elements.compactMap { $0.expression.as(FunctionCallExprSyntax.self)?.calleeName }
                return PagedOnboarding(node: Syntax(array), typeName: type, panelCount: array.elements.count, panelTypes: types)
            }
            // `titles = (1...4).map { … }` sizing the loop that builds the pages.
            guard let count = elementCount(of: value, in: file), count > 1, sizesPanelLoop(name, in: file) else { return nil }
            return PagedOnboarding(node: Syntax(value), typeName: type, panelCount: count, panelTypes: [])
        }
    }

    /// How many elements `ForEach` walks: `[a, b]`, `0..<4`, `Step.allCases`, `pages`,
    /// `pages.indices` or `0..<pages.count` where `pages` is an array literal in this file,
    /// or a `map` over one of these (`(1...4).map { … }`).
    static func elementCount(of expression: ExprSyntax, in file: SwiftFile) -> Int? {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.count }
        if let range = expression.as(SequenceExprSyntax.self), range.elements.count == 3,
           let low = range.elements.first?.numericLiteral, let operatorToken = range.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self) {
            let upper = range.elements.last!
            if let high = upper.numericLiteral {
                return Int(high - low) + (operatorToken.operator.text == "..." ? 1 : 0)
            }
            if upper.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "count", let base = upper.as(MemberAccessExprSyntax.self)?.base {
                return elementCount(of: base, in: file)
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "allCases":
                guard let enumName = member.base?.lastNameComponent else { return nil }
                return enumCaseCount(enumName, in: file)
            case "indices":
                return member.base.flatMap { elementCount(of: $0, in: file) }
            default:
                return arrayLiteralCount(named: member.declName.baseName.text, in: file)
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return elementCount(of: only.expression, in: file)
        }
        // `(1...4).map { … }`: one element per element walked.
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "map", let base = call.modifiedExpression {
            return elementCount(of: base, in: file)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "Array" || call.calleeName == "enumerated" {
            if let base = call.modifiedExpression { return elementCount(of: base, in: file) }
            return call.arguments.first.flatMap { elementCount(of: $0.expression, in: file) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return arrayLiteralCount(named: reference.baseName.text, in: file)
        }
        return nil
    }

    private static func arrayLiteralCount(named name: String, in file: SwiftFile) -> Int? {
        let arrays = file.index.variables.compactMap { variable -> Int? in
            guard let binding = variable.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
            return binding.initializer?.value.as(ArrayExprSyntax.self)?.elements.count
        }
        return arrays.count == 1 ? arrays[0] : nil
    }

    private static func enumCaseCount(_ name: String, in file: SwiftFile) -> Int? {
        guard let declaration = file.index.typeDeclarations.first(where: { $0.name == name && !$0.isExtension })?.node.as(EnumDeclSyntax.self) else { return nil }
        return declaration.memberBlock.members.reduce(0) { total, member in
            total + (member.decl.as(EnumCaseDeclSyntax.self)?.elements.count ?? 0)
        }
    }
}

/// Controls that let the user leave onboarding early: a "Skip", "Not now" or "Later" label,
/// a close symbol, code named for skipping, a close button that remembers the choice (a
/// modifier named for a dismiss or close button whose action sets something:
/// `.withDismissButton { hasSeenOnboarding = true }` on every step), or a storyboard close
/// button's action (`@IBAction func onCloseButtonClick`).
enum SkipControl {
    package static let labels = ["skip", "not now", "later", "xmark"]
    private static let labelSearch = TextSearch(anyOf: labels, ignoringCase: true)
    private static let skipSearch = TextSearch(anyOf: ["skip"], ignoringCase: true)

    /// Types declared in the file that hold a skip control, for pagers in other files.
    package static func types(in file: SwiftFile) -> [(name: String, composes: [String])] {
        let positions = markerPositions(in: file)
        guard !positions.isEmpty else { return [] }
        return file.index.typeDeclarations.compactMap { type in
            guard positions.contains(where: { type.node.position <= $0 && $0 < type.node.endPosition }) else { return nil }
            let composed = file.index.callsByName.keys.filter { name in
                name.first?.isUppercase == true && file.index.calls(name).contains { type.node.encloses($0) }
            }
            return (type.name, composed.sorted())
        }
    }

    package static func present(in file: SwiftFile) -> Bool { !markerPositions(in: file).isEmpty }

    private static func markerPositions(in file: SwiftFile) -> [AbsolutePosition] {
        var positions = file.index.stringLiterals.filter { literal in
            labelSearch.matches(literal, in: file) && labelSearch.matches(literal.plainText)
        }.map(\.position)
        for (name, nodes) in file.index.referencesByName where skipSearch.matches(name) {
            positions += nodes.map(\.position)
        }
        for (name, calls) in file.index.callsByName where isCloseButtonName(name) {
            positions += calls.filter { call in
                call.modifiedExpression != nil && call.bodyClosure.map { closure in
                    file.index.references(within: closure).contains { ExprSyntax($0).assignedValue != nil }
                        || file.index.memberAccesses(within: closure).contains { ExprSyntax($0).assignedValue != nil }
                } == true
            }.map(\.position)
        }
        // A storyboard's close or skip button wired to an action (`@IBAction func onCloseButtonClick`).
        positions += file.index.functions.filter { function in
            isCloseButtonName(function.name.text)
                && function.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "IBAction" }
        }.map(\.position)
        return positions
    }

    /// `withDismissButton`, `closeButton`: a name for a button that closes what it sits on.
    private static func isCloseButtonName(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return words.contains("button") && (words.contains("dismiss") || words.contains("close"))
    }
}
