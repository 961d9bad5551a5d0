import ThumbruleCore

enum SplashChecks {
    package static let all: [any Check.Type] = [
        TimedSplash.self,
        ColdLaunchLinkDropped.self,
    ]
}
