extension Project {
    /// The project's Android model, built on first use and shared by every check.
    public var android: AndroidModel {
        memo("android") { AndroidModel(project: self) }
    }

    /// The Android model when a check has already built it (the engine reads its suppressions).
    var androidIfBuilt: AndroidModel? { memoIfBuilt("android") }
}
