enum AdsChecks {
    static let all: [any Check.Type] = [
        AdsTrackingUsageDescription.self,
    ]
}
