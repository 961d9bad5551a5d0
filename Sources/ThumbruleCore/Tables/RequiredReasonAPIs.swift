/// Apple's required-reason API categories: the `NSPrivacyAccessedAPIType` a privacy manifest
/// declares, the reason codes Apple accepts for it, and the calls that need it.
///
/// Source: Apple, "Describing use of required reason API" (Bundle Resources), checked
/// 2026-12-01. Since May 1, 2024, App Store Connect refuses an upload whose code calls one of
/// these without the category and a reason in the bundle's privacy manifest (ITMS-91053).
public enum RequiredReasonAPIs {
    public static let checked = "2026-12-01"

    public struct Category: Sendable {
        /// The `NSPrivacyAccessedAPIType` value.
        public let key: String
        /// How a message names it.
        public let title: String
        /// Every reason code Apple accepts for the category.
        public let reasons: [String]
        /// The codes only a third-party SDK may declare (wrappers around the API for the app to call).
        public var sdkOnly: [String] = []

        /// The codes an app may declare for its own calls.
        public var appReasons: [String] { reasons.filter { !sdkOnly.contains($0) } }
    }

    public static let userDefaults = Category(key: "NSPrivacyAccessedAPICategoryUserDefaults", title: "user defaults", reasons: ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"], sdkOnly: ["C56D.1"])
    public static let fileTimestamp = Category(key: "NSPrivacyAccessedAPICategoryFileTimestamp", title: "file timestamp", reasons: ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"], sdkOnly: ["0A2A.1"])
    public static let systemBootTime = Category(key: "NSPrivacyAccessedAPICategorySystemBootTime", title: "system boot time", reasons: ["35F9.1", "8FFB.1", "3D61.1"])
    public static let diskSpace = Category(key: "NSPrivacyAccessedAPICategoryDiskSpace", title: "disk space", reasons: ["85F4.1", "E174.1", "7D9E.1", "B728.1"])
    public static let activeKeyboards = Category(key: "NSPrivacyAccessedAPICategoryActiveKeyboards", title: "active keyboards", reasons: ["3EC4.1", "54BD.1"])

    public static let categories = [userDefaults, fileTimestamp, systemBootTime, diskSpace, activeKeyboards]

    /// How code reaches an API of a category, as the syntax tree shows it.
    public enum Trigger: Sendable {
        /// The type named in an expression: `UserDefaults.standard`, `UserDefaults(suiteName:)`.
        case type(String)
        /// A property wrapper backed by the API: `@AppStorage`.
        case propertyWrapper(String)
        /// A key written `Owner.name`, or `.name` where the type is inferred. An inferred key
        /// counts only in a file that calls one of `inferredWhen` (the calls whose results
        /// the key reads), so an app's own `.creationDate` case or `PHAsset.creationDate` does not.
        case key(String, owner: String, inferredWhen: [String] = [])
        /// A property read on a receiver known by its type or its accessor (`ProcessInfo.processInfo.systemUptime`).
        case property(String, receivers: [String])
        /// A method with no arguments called on a value (`attributes.fileModificationDate()`).
        case method(String)
        /// A C function called without a receiver (or through `Darwin.`), with at least this many arguments.
        case cFunction(String, arguments: Int)
    }

    public struct API: Sendable {
        public let category: Category
        /// How a message names the call.
        public let name: String
        public let trigger: Trigger
    }

    static let fileAttributeCalls = ["attributesOfItem", "attributesOfFileSystem"]

    public static let all: [API] = [
        API(category: userDefaults, name: "UserDefaults", trigger: .type("UserDefaults")),
        API(category: userDefaults, name: "NSUserDefaults", trigger: .type("NSUserDefaults")),
        API(category: userDefaults, name: "@AppStorage", trigger: .propertyWrapper("AppStorage")),
        API(category: fileTimestamp, name: "FileAttributeKey.creationDate", trigger: .key("creationDate", owner: "FileAttributeKey", inferredWhen: fileAttributeCalls)),
        API(category: fileTimestamp, name: "FileAttributeKey.modificationDate", trigger: .key("modificationDate", owner: "FileAttributeKey", inferredWhen: fileAttributeCalls)),
        API(category: fileTimestamp, name: "fileModificationDate()", trigger: .method("fileModificationDate")),
        API(category: fileTimestamp, name: "fileCreationDate()", trigger: .method("fileCreationDate")),
        API(category: fileTimestamp, name: "URLResourceKey.creationDateKey", trigger: .key("creationDateKey", owner: "URLResourceKey")),
        API(category: fileTimestamp, name: "URLResourceKey.contentModificationDateKey", trigger: .key("contentModificationDateKey", owner: "URLResourceKey")),
        API(category: fileTimestamp, name: "stat()", trigger: .cFunction("stat", arguments: 2)),
        API(category: fileTimestamp, name: "lstat()", trigger: .cFunction("lstat", arguments: 2)),
        API(category: fileTimestamp, name: "fstat()", trigger: .cFunction("fstat", arguments: 2)),
        API(category: fileTimestamp, name: "fstatat()", trigger: .cFunction("fstatat", arguments: 4)),
        API(category: fileTimestamp, name: "getattrlist()", trigger: .cFunction("getattrlist", arguments: 5)),
        API(category: fileTimestamp, name: "fgetattrlist()", trigger: .cFunction("fgetattrlist", arguments: 5)),
        API(category: fileTimestamp, name: "getattrlistat()", trigger: .cFunction("getattrlistat", arguments: 6)),
        API(category: fileTimestamp, name: "getattrlistbulk()", trigger: .cFunction("getattrlistbulk", arguments: 5)),
        API(category: systemBootTime, name: "ProcessInfo.systemUptime", trigger: .property("systemUptime", receivers: ["ProcessInfo", "processInfo"])),
        API(category: systemBootTime, name: "mach_absolute_time()", trigger: .cFunction("mach_absolute_time", arguments: 0)),
        API(category: diskSpace, name: "URLResourceKey.volumeAvailableCapacityKey", trigger: .key("volumeAvailableCapacityKey", owner: "URLResourceKey")),
        API(category: diskSpace, name: "URLResourceKey.volumeAvailableCapacityForImportantUsageKey", trigger: .key("volumeAvailableCapacityForImportantUsageKey", owner: "URLResourceKey")),
        API(category: diskSpace, name: "URLResourceKey.volumeAvailableCapacityForOpportunisticUsageKey", trigger: .key("volumeAvailableCapacityForOpportunisticUsageKey", owner: "URLResourceKey")),
        API(category: diskSpace, name: "URLResourceKey.volumeTotalCapacityKey", trigger: .key("volumeTotalCapacityKey", owner: "URLResourceKey")),
        API(category: diskSpace, name: "FileAttributeKey.systemFreeSize", trigger: .key("systemFreeSize", owner: "FileAttributeKey", inferredWhen: fileAttributeCalls)),
        API(category: diskSpace, name: "FileAttributeKey.systemSize", trigger: .key("systemSize", owner: "FileAttributeKey", inferredWhen: fileAttributeCalls)),
        API(category: diskSpace, name: "statfs()", trigger: .cFunction("statfs", arguments: 2)),
        API(category: diskSpace, name: "statvfs()", trigger: .cFunction("statvfs", arguments: 2)),
        API(category: diskSpace, name: "fstatfs()", trigger: .cFunction("fstatfs", arguments: 2)),
        API(category: diskSpace, name: "fstatvfs()", trigger: .cFunction("fstatvfs", arguments: 2)),
        API(category: activeKeyboards, name: "UITextInputMode.activeInputModes", trigger: .property("activeInputModes", receivers: ["UITextInputMode"])),
    ]
}
