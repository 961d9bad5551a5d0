import ThumbruleCore

enum NetworkChecks {
    package static let all: [any Check.Type] = [
        FixedDelayRetry.self,
        ForegroundSessionUpload.self,
        UncancelledPrefetch.self,
    ]
}
