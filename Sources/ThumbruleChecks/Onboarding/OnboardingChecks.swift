import ThumbruleCore

enum OnboardingChecks {
    package static let all: [any Check.Type] = [
        PermissionAskAtLaunch.self,
        ReviewPromptEarly.self,
        PaywallEarly.self,
        OnboardingTooManyPanels.self,
        OnboardingWithoutSkip.self,
        OnboardingStepInMemory.self,
        SignInWall.self,
        CoachMarkTour.self,
    ]
}
