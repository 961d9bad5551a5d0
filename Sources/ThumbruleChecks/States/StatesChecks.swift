import ThumbruleCore

enum StatesChecks {
    package static let all: [any Check.Type] = [
        RawErrorShown.self,
        SeparateStateFlags.self,
        BareEmptyState.self,
        FailureWithoutRetry.self,
        FailedLoadClearsContent.self,
        LoadingFlagStuckOnFailure.self,
        OfflineAlert.self,
        TaskErrorDropped.self,
        TapErrorOnlyLogged.self,
        StoreCallbackErrorOnlyLogged.self,
        OptimisticWriteWithoutPending.self,
    ]
}
