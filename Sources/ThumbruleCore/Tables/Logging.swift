/// Calls that only write to a log or the console: output nobody on the device reads.
public enum Logging {
    /// Free functions that print or log.
    public static let functions: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "dump", "assertionFailure"]
    /// Methods of a logger (`Logger`, `os.Logger`, CocoaLumberjack, SwiftyBeaver, a `log`
    /// object): they count as logging when their receiver's name says log or logger.
    public static let loggerMethods: Set<String> = [
        "log", "debug", "info", "notice", "warning", "warn", "error", "fault", "critical", "trace", "verbose",
    ]
    /// Words in a receiver's name that say it is a logger.
    public static let loggerWords: Set<String> = ["log", "logger", "logging", "os"]
}
