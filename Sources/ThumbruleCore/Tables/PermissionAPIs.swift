/// iOS permissions: the calls that raise a system permission alert or need a purpose
/// string, and the Info.plist keys each needs, by iOS version where Apple changed the key.
/// Sources: Apple Information Property List reference ("Protected resources"), TN3152/TN3153
/// (EventKit in iOS 17), Core Bluetooth and Core Location documentation. One line per API.
public enum PermissionAPIs {
    public enum Resource: String, Sendable, CaseIterable, Codable {
        case camera, microphone, photos = "photo library", location, contacts, calendars, reminders
        case bluetooth = "Bluetooth", faceID = "Face ID", speech = "speech recognition", motion = "motion & fitness"
        case tracking, localNetwork = "local network", nfc = "NFC", health = "Health data"
        case notifications, siri = "Siri", mediaLibrary = "media library", homeKit = "HomeKit"
    }

    /// One purpose-string requirement: any one of `keys` satisfies it, on the iOS versions
    /// from `since` (inclusive) up to `until` (exclusive). Keys for versions before a change
    /// matter only to code that an `#available` check sends to those versions.
    public struct Requirement: Sendable, Hashable, Codable {
        public let keys: [String]
        public let since: Int?
        public let until: Int?

        public init(_ keys: String..., since: Int? = nil, until: Int? = nil) {
            self.keys = keys
            self.since = since
            self.until = until
        }

        /// True when the requirement holds on the newest iOS.
        public var isCurrent: Bool { until == nil }
    }

    /// What happens when a required key is missing.
    public enum Effect: Sendable, Codable {
        /// The process is killed at the request (TCC "attempted to access privacy-sensitive data").
        case crash
        /// The request returns without asking, so the feature never gets access.
        case refused
    }

    /// How a use shows in code.
    public enum Trigger: Sendable, Codable {
        /// A call by its last name component, optionally on a named type (`X.f()`, `X.shared().f()`)
        /// and with an argument condition.
        case call(String, on: String? = nil, when: ArgumentTest? = nil)
        /// `x.<property> = .<value>`, e.g. `picker.sourceType = .camera`.
        case assignment(property: String, value: String)
    }

    public enum ArgumentTest: Sendable, Codable {
        /// The argument with this label (nil: unlabeled) ends in one of these names (`.video`, `AVMediaType.video`).
        case value(String?, [String])
        /// No argument carries this label.
        case absent(String)
        /// The argument with this label is present and not `nil`, `[]` or an empty `Set()`.
        case nonEmpty(String)
        /// An argument carries this label.
        case labelled(String)
    }

    public struct API: Sendable, Codable {
        public let resource: Resource
        public let trigger: Trigger
        /// Modules one of which the file must import for the name to mean this API.
        public let modules: [String]
        public let requirements: [Requirement]
        public let effect: Effect
        /// True when the call itself shows the system alert (false: it needs the key but asks implicitly, if at all).
        public let prompts: Bool
        /// A short name for messages, e.g. `AVCaptureDevice.requestAccess(for: .video)`.
        public let name: String
        /// False when the name can belong to non-protected uses, so a finding is likely, not proven.
        public let exact: Bool

        package init(_ resource: Resource, _ name: String, _ trigger: Trigger, modules: [String], _ requirements: [Requirement],
             effect: Effect = .crash, prompts: Bool = true, exact: Bool = true) {
            self.resource = resource
            self.name = name
            self.trigger = trigger
            self.modules = modules
            self.requirements = requirements
            self.effect = effect
            self.prompts = prompts
            self.exact = exact
        }
    }

    static let avFoundation = ["AVFoundation", "AVKit", "Speech"]
    package static let photos = ["Photos", "PhotosUI"]
    package static let uiKit = ["UIKit", "SwiftUI"]
    package static let location = ["CoreLocation", "MapKit", "CoreLocationUI"]
    package static let camera = Requirement("NSCameraUsageDescription")
    static let microphone = Requirement("NSMicrophoneUsageDescription")
    static let photoLibrary = Requirement("NSPhotoLibraryUsageDescription")
    static let photoLibraryAdd = Requirement("NSPhotoLibraryAddUsageDescription")
    static let whenInUse = Requirement("NSLocationWhenInUseUsageDescription")
    static let calendarsBefore17 = Requirement("NSCalendarsUsageDescription", until: 17)
    static let remindersBefore17 = Requirement("NSRemindersUsageDescription", until: 17)
    static let calendarsFull = Requirement("NSCalendarsFullAccessUsageDescription", since: 17)
    static let remindersFull = Requirement("NSRemindersFullAccessUsageDescription", since: 17)
    static let bluetooth = [Requirement("NSBluetoothAlwaysUsageDescription", since: 13),
                            Requirement("NSBluetoothPeripheralUsageDescription", until: 13)]
    static let localNetwork = Requirement("NSLocalNetworkUsageDescription", since: 14)

    public static let all: [API] = [
        API(.camera, "AVCaptureDevice.requestAccess(for: .video)", .call("requestAccess", when: .value("for", ["video"])), modules: avFoundation, [camera]),
        API(.camera, "AVCaptureDevice.default(for: .video)", .call("default", on: "AVCaptureDevice", when: .value("for", ["video"])), modules: avFoundation, [camera], prompts: false),
        API(.camera, "AVCaptureDevice.DiscoverySession(mediaType: .video)", .call("DiscoverySession", when: .value("mediaType", ["video"])), modules: avFoundation, [camera], prompts: false),
        API(.camera, "UIImagePickerController with sourceType .camera", .assignment(property: "sourceType", value: "camera"), modules: uiKit, [camera], prompts: false),
        API(.camera, "DataScannerViewController", .call("DataScannerViewController"), modules: ["VisionKit"], [camera], prompts: false),
        API(.camera, "VNDocumentCameraViewController", .call("VNDocumentCameraViewController"), modules: ["VisionKit"], [camera], prompts: false),
        API(.microphone, "AVCaptureDevice.requestAccess(for: .audio)", .call("requestAccess", when: .value("for", ["audio"])), modules: avFoundation, [microphone]),
        API(.microphone, "requestRecordPermission (AVAudioSession, AVAudioApplication)", .call("requestRecordPermission"), modules: avFoundation, [microphone]),
        API(.microphone, "AVCaptureDevice.default(for: .audio)", .call("default", on: "AVCaptureDevice", when: .value("for", ["audio"])), modules: avFoundation, [microphone], prompts: false),
        API(.microphone, "AVAudioRecorder", .call("AVAudioRecorder"), modules: avFoundation, [microphone], prompts: false),
        API(.photos, "PHPhotoLibrary.requestAuthorization(for: .readWrite)", .call("requestAuthorization", on: "PHPhotoLibrary", when: .value("for", ["readWrite"])), modules: photos, [photoLibrary]),
        API(.photos, "PHPhotoLibrary.requestAuthorization", .call("requestAuthorization", on: "PHPhotoLibrary", when: .absent("for")), modules: photos, [photoLibrary]),
        API(.photos, "PHPhotoLibrary.requestAuthorization(for: .addOnly)", .call("requestAuthorization", on: "PHPhotoLibrary", when: .value("for", ["addOnly"])), modules: photos, [photoLibraryAdd]),
        API(.photos, "PHAsset.fetchAssets", .call("fetchAssets", on: "PHAsset"), modules: photos, [photoLibrary], prompts: false),
        API(.photos, "UIImageWriteToSavedPhotosAlbum", .call("UIImageWriteToSavedPhotosAlbum"), modules: uiKit,
            [Requirement("NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription")], prompts: false),
        API(.photos, "UISaveVideoAtPathToSavedPhotosAlbum", .call("UISaveVideoAtPathToSavedPhotosAlbum"), modules: uiKit,
            [Requirement("NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription")], prompts: false),
        API(.photos, "PHPhotoLibrary.shared().performChanges", .call("performChanges", on: "PHPhotoLibrary"), modules: photos,
            [Requirement("NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription")], prompts: false),
        API(.location, "CLLocationManager.requestWhenInUseAuthorization()", .call("requestWhenInUseAuthorization"), modules: location, [whenInUse], effect: .refused),
        API(.location, "CLLocationManager.requestAlwaysAuthorization()", .call("requestAlwaysAuthorization"), modules: location, [
            Requirement("NSLocationAlwaysAndWhenInUseUsageDescription", since: 11),
            Requirement("NSLocationWhenInUseUsageDescription", since: 11),
            Requirement("NSLocationAlwaysUsageDescription", until: 11),
        ], effect: .refused),
        API(.location, "CLLocationManager.requestTemporaryFullAccuracyAuthorization(withPurposeKey:)", .call("requestTemporaryFullAccuracyAuthorization"), modules: location,
            [Requirement("NSLocationTemporaryUsageDescriptionDictionary", since: 14)], effect: .refused),
        API(.contacts, "CNContactStore.requestAccess(for: .contacts)", .call("requestAccess", when: .value("for", ["contacts"])), modules: ["Contacts", "ContactsUI"], [Requirement("NSContactsUsageDescription")]),
        API(.contacts, "CNContactStore.enumerateContacts", .call("enumerateContacts"), modules: ["Contacts", "ContactsUI"], [Requirement("NSContactsUsageDescription")], prompts: false),
        API(.contacts, "CNContactStore.unifiedContacts", .call("unifiedContacts"), modules: ["Contacts", "ContactsUI"], [Requirement("NSContactsUsageDescription")], prompts: false),
        API(.calendars, "EKEventStore.requestAccess(to: .event)", .call("requestAccess", when: .value("to", ["event"])), modules: ["EventKit", "EventKitUI"], [calendarsFull, calendarsBefore17]),
        API(.calendars, "EKEventStore.requestFullAccessToEvents()", .call("requestFullAccessToEvents"), modules: ["EventKit", "EventKitUI"], [calendarsFull]),
        API(.calendars, "EKEventStore.requestWriteOnlyAccessToEvents()", .call("requestWriteOnlyAccessToEvents"), modules: ["EventKit", "EventKitUI"],
            [Requirement("NSCalendarsWriteOnlyAccessUsageDescription", "NSCalendarsFullAccessUsageDescription", since: 17)]),
        API(.reminders, "EKEventStore.requestAccess(to: .reminder)", .call("requestAccess", when: .value("to", ["reminder"])), modules: ["EventKit", "EventKitUI"], [remindersFull, remindersBefore17]),
        API(.reminders, "EKEventStore.requestFullAccessToReminders()", .call("requestFullAccessToReminders"), modules: ["EventKit", "EventKitUI"], [remindersFull]),
        API(.bluetooth, "CBCentralManager", .call("CBCentralManager"), modules: ["CoreBluetooth"], bluetooth),
        API(.bluetooth, "CBPeripheralManager", .call("CBPeripheralManager"), modules: ["CoreBluetooth"], bluetooth),
        API(.faceID, "LAContext.evaluatePolicy", .call("evaluatePolicy"), modules: ["LocalAuthentication"], [Requirement("NSFaceIDUsageDescription", since: 11)], effect: .refused),
        API(.speech, "SFSpeechRecognizer.requestAuthorization", .call("requestAuthorization", on: "SFSpeechRecognizer"), modules: ["Speech"], [Requirement("NSSpeechRecognitionUsageDescription")]),
        API(.motion, "CMMotionActivityManager", .call("CMMotionActivityManager"), modules: ["CoreMotion"], [Requirement("NSMotionUsageDescription")], prompts: false),
        API(.motion, "CMPedometer", .call("CMPedometer"), modules: ["CoreMotion"], [Requirement("NSMotionUsageDescription")], prompts: false),
        API(.tracking, "ATTrackingManager.requestTrackingAuthorization", .call("requestTrackingAuthorization"), modules: ["AppTrackingTransparency"], [Requirement("NSUserTrackingUsageDescription", since: 14)]),
        API(.localNetwork, "NWBrowser", .call("NWBrowser"), modules: ["Network"], [localNetwork], effect: .refused, prompts: false),
        API(.localNetwork, "NetServiceBrowser", .call("NetServiceBrowser"), modules: ["Foundation", "UIKit", "SwiftUI"], [localNetwork], effect: .refused, prompts: false),
        API(.localNetwork, "MCNearbyServiceBrowser", .call("MCNearbyServiceBrowser"), modules: ["MultipeerConnectivity"], [localNetwork], effect: .refused, prompts: false),
        API(.localNetwork, "MCNearbyServiceAdvertiser", .call("MCNearbyServiceAdvertiser"), modules: ["MultipeerConnectivity"], [localNetwork], effect: .refused, prompts: false),
        API(.localNetwork, "NWListener", .call("NWListener"), modules: ["Network"], [localNetwork], effect: .refused, prompts: false, exact: false),
        API(.nfc, "NFCNDEFReaderSession", .call("NFCNDEFReaderSession"), modules: ["CoreNFC"], [Requirement("NFCReaderUsageDescription")]),
        API(.nfc, "NFCTagReaderSession", .call("NFCTagReaderSession"), modules: ["CoreNFC"], [Requirement("NFCReaderUsageDescription")]),
        API(.health, "HKHealthStore.requestAuthorization(toShare:read:) reading", .call("requestAuthorization", when: .nonEmpty("read")), modules: ["HealthKit", "HealthKitUI"], [Requirement("NSHealthShareUsageDescription")]),
        API(.health, "HKHealthStore.requestAuthorization(toShare:read:) writing", .call("requestAuthorization", when: .nonEmpty("toShare")), modules: ["HealthKit", "HealthKitUI"], [Requirement("NSHealthUpdateUsageDescription")]),
        API(.notifications, "UNUserNotificationCenter.requestAuthorization(options:)", .call("requestAuthorization", when: .labelled("options")), modules: ["UserNotifications", "UIKit", "SwiftUI"], []),
        API(.siri, "INPreferences.requestSiriAuthorization", .call("requestSiriAuthorization"), modules: ["Intents", "IntentsUI"], [Requirement("NSSiriUsageDescription")]),
        API(.mediaLibrary, "MPMediaLibrary.requestAuthorization", .call("requestAuthorization", on: "MPMediaLibrary"), modules: ["MediaPlayer"], [Requirement("NSAppleMusicUsageDescription")]),
        API(.homeKit, "HMHomeManager", .call("HMHomeManager"), modules: ["HomeKit"], [Requirement("NSHomeKitUsageDescription")], prompts: false),
    ]
}

/// Purpose-string values that stand in for a real explanation.
public enum PurposeStringPlaceholders {
    /// Lowercased fragments that mark a template or unfinished value.
    public static let fragments = [
        "todo", "fixme", "tbd", "lorem ipsum", "placeholder", "usage description", "your description",
        "description here", "change me", "changeme", "add a reason", "enter a reason", "reason here", "xxx",
    ]
}
