import ThumbruleCore

enum BackgroundChecks {
    package static let all: [any Check.Type] = [
        UnusedBackgroundMode.self,
        TaskIdentifierMismatch.self,
        TaskModeNotDeclared.self,
        BackgroundTaskWithoutExpiration.self,
        BackgroundTaskNeverEnded.self,
        BackgroundTaskExpiryDropsWork.self,
        PeriodicJobsUndocumented.self,
        InProcessRepeatingSync.self,
        ContinuousBackgroundLocation.self,
        RestrictionNeverRead.self,
        BackgroundFailureOnlyLogged.self,
        WakePushCompletionSkipped.self,
        NowPlayingMissing.self,
        IdleTimerNeverRestored.self,
        SensorNeverStopped.self,
    ]
}
