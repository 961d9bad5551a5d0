enum OnboardingChecks {
    static let all: [any Check.Type] = [
        PermissionAskAtLaunch.self,
        ReviewPromptEarly.self,
        PaywallEarly.self,
        OnboardingTooManyPanels.self,
        OnboardingWithoutSkip.self,
        OnboardingStepInMemory.self,
    ]
}
