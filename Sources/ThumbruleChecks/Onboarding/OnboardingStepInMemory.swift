import SwiftSyntax
import ThumbruleCore

/// Onboarding whose current step lives only in memory (`@State var step`, `@Published var
/// currentPage`, a `var step` of an `@Observable` class) while the only thing saved is the done flag written at the end. When the
/// system ends the process mid-flow (the user left to fetch a password or a code), the
/// next launch starts again at step one.
///
/// Needs all three in an onboarding type: a step variable that drives the flow
/// (`TabView(selection: $step)`, `step += 1` or `switch step`), no saving of that step
/// (`@AppStorage`, `@SceneStorage`, `UserDefaults.set(step…)`), and a done flag written to
/// storage. A low-confidence note for explanation panels; medium when the flow collects
/// input, which the user must type again. Known false negative: progress kept in a
/// separate view model file.
///
/// A done flag set only on another value (`state.status.onboardingWasShown = true`) counts
/// only when it may be saved: not when every declaration of that name in the project is a
/// plain `var` of a struct that is not `Codable`, with no property wrapper, no accessors and
/// nothing passing it to `set(…)` or `save(…)` (damus's Purple welcome). Then nothing is
/// saved at all, and "just the done flag is saved" would be untrue.
struct OnboardingStepInMemory: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "onboard-resume.step-in-memory",
        ruleId: "onboard-resume",
        summary: "Onboarding progress kept only in memory while only the done flag is saved",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct OnboardingView: View {
                @AppStorage("onboardingDone") private var onboardingDone = false
                @State private var ↓step = 0
                @State private var name = ""

                var body: some View {
                    TabView(selection: $step) {
                        TextField("Your name", text: $name).tag(0)
                        Button("Finish") { onboardingDone = true }.tag(1)
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
            CheckExample("""
            import SwiftUI

            final class WelcomeFlowModel: ObservableObject {
                @Published var ↓currentStep = WelcomeStep.intro
                func advance() {
                    switch currentStep {
                    case .intro: currentStep = .account
                    case .account: UserDefaults.standard.set(true, forKey: "welcomeFinished")
                    }
                }
            }
            """),
            // An @Observable model's step is observed state like @Published.
            CheckExample("""
            import Observation
            @Observable final class OnboardingModel {
                var ↓step = OnboardingStep.welcome
                @ObservationIgnored var pageIndex = 0
                func next() {
                    switch step {
                    case .welcome: step = .goals
                    case .goals: UserDefaults.standard.set(true, forKey: "onboardingDone")
                    }
                }
            }
            """),
            // The done flag saved by another type, set from the flow.
            CheckExample("""
            import SwiftUI
            final class SessionStore: ObservableObject {
                @AppStorage("hasSeenOnboarding") var hasSeenOnboarding = false
            }
            struct OnboardingView: View {
                @EnvironmentObject var session: SessionStore
                @State private var ↓currentPage = 0
                var body: some View {
                    TabView(selection: $currentPage) {
                        Text("Welcome").tag(0)
                        Button("Start") { session.hasSeenOnboarding = true }.tag(1)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The flag set at the end is a plain field of an in-memory struct: nothing is saved,
            // neither the step nor the flag (damus's Purple welcome).
            CheckExample("""
            import SwiftUI
            struct WelcomeStatus {
                var onboardingWasShown = false
            }
            final class AppState { var welcome = WelcomeStatus() }
            struct WelcomeOnboardingView: View {
                let state: AppState
                @State private var currentPage = 0
                var body: some View {
                    TabView(selection: $currentPage) {
                        Text("Welcome").tag(0)
                        Text("Set up translation").tag(1)
                    }
                    .task { state.welcome.onboardingWasShown = true }
                }
            }
            """),
            CheckExample("""
            import SwiftUI
            struct OnboardingView: View {
                @AppStorage("onboardingDone") private var onboardingDone = false
                @SceneStorage("onboardingStep") private var step = 0
                var body: some View {
                    TabView(selection: $step) { Text("Plan").tag(0); Button("Done") { onboardingDone = true }.tag(1) }
                }
            }
            """),
            CheckExample("""
            import SwiftUI
            struct OnboardingView: View {
                @AppStorage("onboardingDone") private var onboardingDone = false
                @State private var step = 0
                var body: some View {
                    TabView(selection: $step) { Text("Plan").tag(0); Button("Done") { onboardingDone = true }.tag(1) }
                        .onChange(of: step) { UserDefaults.standard.set(step, forKey: "onboardingStep") }
                }
            }
            """),
            // A gallery's selected page is not onboarding progress.
            CheckExample("""
            import SwiftUI
            struct GalleryView: View {
                @AppStorage("galleryOpened") private var galleryOpened = false
                @State private var page = 0
                var body: some View { TabView(selection: $page) { Text("A") }.onAppear { galleryOpened = true } }
            }
            """),
        ]
    )

    static let stepWords = TextSearch(anyOf: ["step", "page", "index", "tab", "selection", "slide", "stage"], ignoringCase: true)
    static let inputViews = ["TextField", "SecureField", "Picker", "Toggle", "DatePicker", "Stepper", "Slider"]
    static let doneWords = TextSearch(anyOf: ["onboard", "complete", "finish", "done", "seen", "launched", "welcome", "intro"], ignoringCase: true)

    /// A finding whose only done flag is set on another value, kept for the project pass.
    struct Pending: Codable, Sendable {
        let message: String
        let position: SourcePosition
        let isMedium: Bool
        let flags: [String]
    }

    /// A declaration of a name the done-flag search matches: `isPlain` for a plain `var` of a
    /// struct that is not `Codable` (no wrapper, no accessors), which nothing can save.
    struct FlagDeclaration: Codable, Sendable, Hashable {
        let name: String
        let isPlain: Bool
    }

    static let pending = FactKey<Pending>("onboard-resume.step-in-memory.pending")
    static let flagDeclarations = FactKey<FlagDeclaration>("onboard-resume.step-in-memory.flag-declaration")
    static let savedNames = FactKey<String>("onboard-resume.step-in-memory.saved-name")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        recordFlagDeclarations(file, &output)
        // The step variables first: few files have one, and the done-flag search reads every name.
        let steps = file.index.variables.filter { isStepState($0) }
        guard !steps.isEmpty, let evidence = doneFlagEvidence(file) else { return }
        let collectsInput = Self.inputViews.contains { !file.index.calls($0).isEmpty }
        for variable in steps where isInMemoryStep(variable, in: file) {
            guard let binding = variable.bindings.first else { continue }
            let message = "Onboarding progress (\(binding.pattern.trimmedSourceText)) lives only in memory while just the done flag is saved, so if the system ends the app mid-flow the user starts again at step one\(collectsInput ? " and types everything again" : ""). Save the step as it changes (@SceneStorage(\"onboardingStep\") or UserDefaults) and read it before showing the flow."
            let position = file.position(of: binding.pattern)
            if evidence.isEmpty {
                output.report(message, at: position, confidence: collectsInput ? .medium : .low)
            } else {
                output.facts.add(Pending(message: message, position: position, isMedium: collectsInput, flags: evidence.sorted()), for: Self.pending)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let declarations = Dictionary(grouping: Set(project.facts.values(Self.flagDeclarations)), by: \.name)
        let saved = Set(project.facts.values(Self.savedNames))
        /// True when no declaration of the flag can keep it past the process: all are plain.
        func isNeverSaved(_ flag: String) -> Bool {
            guard !saved.contains(flag), let found = declarations[flag], !found.isEmpty else { return false }
            return found.allSatisfy(\.isPlain)
        }
        for finding in project.facts.values(Self.pending) where !finding.flags.allSatisfy(isNeverSaved) {
            output.report(finding.message, at: finding.position, confidence: finding.isMedium ? .medium : .low)
        }
    }

    /// Every declaration of a name the done-flag search matches, and the names passed to a
    /// `set(…)` or `save(…)` call, for the project pass.
    private func recordFlagDeclarations(_ file: SwiftFile, _ output: inout CheckOutput) {
        for variable in file.index.variables {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, Self.doneWords.matches(name) else { continue }
                output.facts.add(FlagDeclaration(name: name, isPlain: Self.isPlainStructField(variable, binding)), for: Self.flagDeclarations)
            }
        }
        for call in file.index.calls("set", "setValue", "save", "persist", "encode") {
            for argument in call.arguments {
                for token in argument.expression.tokens(viewMode: .sourceAccurate) where Self.doneWords.matches(token.text) {
                    guard case .identifier = token.tokenKind else { continue }
                    output.facts.add(token.text, for: Self.savedNames)
                }
            }
        }
    }

    /// A stored `var` of a struct that is not `Codable`, with no attribute and no accessors.
    static func isPlainStructField(_ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.attributes.isEmpty, binding.accessorBlock == nil,
              let owner = variable.parent?.parent?.parent?.parent?.as(StructDeclSyntax.self) else { return false }
        let inherited = owner.inheritanceClause?.inheritedTypes.map(\.type.trimmedSourceText) ?? []
        return !inherited.contains { ["Codable", "Encodable", "Decodable"].contains($0) } && owner.attributes.isEmpty
    }

    /// A `@State` / `@Published` variable of an onboarding type named like a step.
    private func isStepState(_ variable: VariableDeclSyntax) -> Bool {
        guard let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              Self.stepWords.matches(name) else { return false }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText }
        return (attributes.contains(where: { $0 == "State" || $0 == "Published" }) || Self.isObservedProperty(variable, attributes))
            && FirstRun.onboardingType(of: variable) != nil
    }

    /// A stored `var` of an `@Observable` class, which SwiftUI observes like `@Published`,
    /// unless marked `@ObservationIgnored`.
    static func isObservedProperty(_ variable: VariableDeclSyntax, _ attributes: [String]) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), !attributes.contains("ObservationIgnored"),
              variable.bindings.first?.accessorBlock == nil,
              let type = variable.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self) else { return false }
        return type.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "Observable" }
    }

    /// A step variable that drives the flow and is never saved.
    private func isInMemoryStep(_ variable: VariableDeclSyntax, in file: SwiftFile) -> Bool {
        guard let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
        return drivesFlow(name, in: file) && !isSaved(name, in: file)
    }

    /// `TabView(selection: $step)`, `step += 1` or `switch step`.
    private func drivesFlow(_ name: String, in file: SwiftFile) -> Bool {
        file.index.references(name).contains { reference in
            if reference.parent?.is(SwitchExprSyntax.self) == true { return true }
            if let sequence = reference.parent?.as(ExprListSyntax.self), sequence.first?.id == reference.id,
               let operation = sequence.dropFirst().first?.as(BinaryOperatorExprSyntax.self) {
                return ["+=", "-="].contains(operation.operator.text)
            }
            return false
        } || file.index.references("$" + name).contains { $0.parent?.as(LabeledExprSyntax.self)?.label?.text == "selection" }
    }

    /// The step is written to storage: passed to `set(…)`, or kept in `@SceneStorage` / `@AppStorage`.
    private func isSaved(_ name: String, in file: SwiftFile) -> Bool {
        let stored = file.index.variables.contains { variable in
            variable.bindings.first?.pattern.trimmedSourceText == name
                && variable.attributes.contains { ["SceneStorage", "AppStorage"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText ?? "") }
        }
        let passedToSet = file.index.calls("set", "setValue", "save", "persist").contains { call in
            call.arguments.contains { $0.expression.trimmedSourceText.contains(name) }
        }
        return stored || passedToSet
    }

    /// A done flag set to true: an `@AppStorage` value, `UserDefaults.set(true, forKey:)`, or a
    /// property named for completion (`hasOnboarded = true`).
    /// `nil` when no done flag is written; an empty set when one is written here (an
    /// `@AppStorage` value, `UserDefaults.set(true, …)`, a flag of this file or of `self`);
    /// else the names of the flags set only on another value (`state.status.wasShown = true`),
    /// which the project pass looks up.
    private func doneFlagEvidence(_ file: SwiftFile) -> Set<String>? {
        let appStorage = Set(file.index.variables.filter { variable in
            variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "AppStorage" }
        }.compactMap { $0.bindings.first?.pattern.trimmedSourceText })
        let defaultsSet = file.index.calls("set", "setValue").contains { call in
            call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
        if defaultsSet { return [] }
        var elsewhere: Set<String> = []
        for (name, references) in file.index.referencesByName where appStorage.contains(name) || Self.doneWords.matches(name) {
            for reference in references {
                if reference.isSetToTrue { return [] }
                guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.isSetToTrue else { continue }
                let base = member.base?.trimmedSourceText
                if base == nil || base == "self" || appStorage.contains(name) { return [] }
                elsewhere.insert(name)
            }
        }
        return elsewhere.isEmpty ? nil : elsewhere
    }
}
