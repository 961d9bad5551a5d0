import ThumbruleCore

enum PerformanceChecks {
    package static let all: [any Check.Type] = [
        NSCacheWithoutLimits.self,
        UnboundedImageCache.self,
        BlockingWaitAtLaunch.self,
    ]
}
