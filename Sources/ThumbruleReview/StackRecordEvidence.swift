import ThumbruleChecks

/// Where code shows what STACK.md records, for `thumbrule doctor`. One line per API or word.
public enum StackRecordEvidence {
    /// Text that a file scheduling background tasks contains, for the search before the parse;
    /// the identifiers are then read as the background checks read them (`TaskIdentifierUse`).
    public static let backgroundTaskTextMarkers = ["forTaskWithIdentifier", "BGAppRefreshTaskRequest", "BGProcessingTaskRequest", "appRefresh"]
    /// The Info.plist key listing every task identifier the app may schedule.
    public static let backgroundTaskPlistKey = "BGTaskSchedulerPermittedIdentifiers"
}
