enum OnboardingChecks {
    static let all: [any Check.Type] = [
        PermissionAskAtLaunch.self,
    ]
}
