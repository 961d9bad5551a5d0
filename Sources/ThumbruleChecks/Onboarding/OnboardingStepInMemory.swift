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
struct OnboardingStepInMemory: SwiftFileCheck {
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
        ],
        nonTriggering: [
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

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        // The step variables first: few files have one, and the done-flag search reads every name.
        let steps = file.index.variables.filter { isStepState($0) }
        guard !steps.isEmpty, writesDoneFlag(file) else { return }
        let collectsInput = Self.inputViews.contains { !file.index.calls($0).isEmpty }
        for variable in steps where isInMemoryStep(variable, in: file) {
            guard let binding = variable.bindings.first else { continue }
            output.report(
                "Onboarding progress (\(binding.pattern.trimmedSourceText)) lives only in memory while just the done flag is saved, so if the system ends the app mid-flow the user starts again at step one\(collectsInput ? " and types everything again" : ""). Save the step as it changes (@SceneStorage(\"onboardingStep\") or UserDefaults) and read it before showing the flow.",
                at: file.position(of: binding.pattern), confidence: collectsInput ? .medium : .low)
        }
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
    private func writesDoneFlag(_ file: SwiftFile) -> Bool {
        let appStorage = Set(file.index.variables.filter { variable in
            variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "AppStorage" }
        }.compactMap { $0.bindings.first?.pattern.trimmedSourceText })
        let flagSet = file.index.referencesByName.contains { name, references in
            (appStorage.contains(name) || Self.doneWords.matches(name))
                && references.contains { $0.isSetToTrue || ($0.parent?.as(MemberAccessExprSyntax.self)?.isSetToTrue ?? false) }
        }
        let defaultsSet = file.index.calls("set", "setValue").contains { call in
            call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
        return flagSet || defaultsSet
    }
}
