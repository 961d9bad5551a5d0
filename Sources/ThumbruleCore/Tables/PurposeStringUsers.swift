/// For each Info.plist purpose string, the frameworks and names through which code can
/// raise its permission, directly or through system UI (a web view's camera, the share
/// sheet's Save Image). A key none of whose frameworks is imported and none of whose names
/// appears in the code asks for nothing the code does.
///
/// Sources: Apple's Information Property List reference (each key's framework) and each
/// framework's documentation, checked 2026-12-01. Keys not listed here are not judged.
public enum PurposeStringUsers {
    public struct Key: Sendable {
        public let key: String
        /// What the permission covers, as a message says it.
        public let resource: String
        /// Importing any of these may raise the permission.
        public let modules: [String]
        /// Types, functions and properties (by their last name) whose use may raise it.
        public let names: [String]
        /// Words in a dependency's name that suggest it may raise the permission itself.
        public let dependencyWords: [String]
    }

    /// Keychain access-control flags that make reading an item ask for Face ID (falling back
    /// to the passcode for `userPresence`): an item created with
    /// `SecAccessControlCreateWithFlags(…, .userPresence, …)` raises the Face ID permission
    /// when it is read, with no LocalAuthentication code in the app.
    public static let biometricAccessControlFlags = [
        "userPresence", "biometryAny", "biometryCurrentSet", "touchIDAny", "touchIDCurrentSet",
        "kSecAccessControlUserPresence", "kSecAccessControlBiometryAny", "kSecAccessControlBiometryCurrentSet",
    ]

    static let webContent = ["WKWebView", "WebView", "SFSafariViewController"]
    static let imagePicking = ["UIImagePickerController", "PHPickerViewController", "PhotosPicker", "photosPicker"]
    /// Quick Look previews: a 3D model (`.usdz`, `.reality`) opens in AR Quick Look, which asks
    /// for the camera under the host app's purpose string.
    static let arQuickLook = ["quickLookPreview", "QLPreviewController", "ARQuickLookPreviewItem"]

    public static let all: [Key] = [
        Key(key: "NSCameraUsageDescription", resource: "the camera", modules: ["VisionKit", "ARKit", "RealityKit"],
            names: ["AVCaptureDevice", "AVCaptureSession", "AVCaptureVideoDataOutput", "AVCapturePhotoOutput", "DataScannerViewController",
                    "VNDocumentCameraViewController", "AVCaptureMetadataOutput", "sourceType", "CameraView"] + imagePicking + webContent + arQuickLook,
            dependencyWords: ["camera", "scan", "barcode", "qr", "photo", "image", "picker", "video", "media", "capture", "webrtc", "zxing"]),
        Key(key: "NSMicrophoneUsageDescription", resource: "the microphone", modules: ["Speech", "ReplayKit"],
            names: ["AVAudioRecorder", "AVAudioSession", "AVAudioEngine", "AVCaptureDevice", "AVCaptureSession", "requestRecordPermission",
                    "AVAudioApplication", "SFSpeechRecognizer", "inputNode"] + imagePicking + webContent,
            dependencyWords: ["audio", "record", "voice", "speech", "mic", "video", "media", "call", "webrtc", "agora", "twilio"]),
        Key(key: "NSPhotoLibraryUsageDescription", resource: "the photo library", modules: ["Photos", "AssetsLibrary"],
            names: ["PHPhotoLibrary", "PHAsset", "PHImageManager", "ALAssetsLibrary", "UIImageWriteToSavedPhotosAlbum",
                    "UISaveVideoAtPathToSavedPhotosAlbum"] + imagePicking + webContent,
            dependencyWords: ["photo", "image", "picker", "gallery", "media", "camera", "asset"]),
        Key(key: "NSPhotoLibraryAddUsageDescription", resource: "saving to the photo library", modules: ["Photos", "AssetsLibrary"],
            names: ["PHPhotoLibrary", "PHAssetCreationRequest", "PHAssetChangeRequest", "UIImageWriteToSavedPhotosAlbum",
                    "UISaveVideoAtPathToSavedPhotosAlbum", "UIActivityViewController", "ShareLink", "activityViewController"] + webContent,
            dependencyWords: ["photo", "image", "gallery", "media", "share", "save", "camera"]),
        Key(key: "NSContactsUsageDescription", resource: "contacts", modules: ["Contacts", "ContactsUI", "AddressBook", "AddressBookUI"],
            names: ["CNContactStore", "CNContactPickerViewController", "CNContactViewController"],
            dependencyWords: ["contact", "addressbook", "phone"]),
        Key(key: "NSCalendarsUsageDescription", resource: "calendars", modules: ["EventKit", "EventKitUI"], names: ["EKEventStore"],
            dependencyWords: ["calendar", "event"]),
        Key(key: "NSCalendarsFullAccessUsageDescription", resource: "calendars", modules: ["EventKit", "EventKitUI"], names: ["EKEventStore"],
            dependencyWords: ["calendar", "event"]),
        Key(key: "NSRemindersUsageDescription", resource: "reminders", modules: ["EventKit", "EventKitUI"], names: ["EKEventStore"],
            dependencyWords: ["reminder", "calendar", "event"]),
        Key(key: "NSRemindersFullAccessUsageDescription", resource: "reminders", modules: ["EventKit", "EventKitUI"], names: ["EKEventStore"],
            dependencyWords: ["reminder", "calendar", "event"]),
        Key(key: "NSLocationWhenInUseUsageDescription", resource: "location", modules: ["CoreLocation", "CoreLocationUI", "MapKit", "WeatherKit"],
            names: ["CLLocationManager", "CLLocationButton", "LocationButton", "showsUserLocation", "UserAnnotation", "CLLocationUpdate",
                    "CLMonitor", "MKUserTrackingButton", "MapUserLocationButton"] + webContent,
            dependencyWords: ["location", "geo", "map", "gps", "place", "beacon"]),
        Key(key: "NSLocationAlwaysAndWhenInUseUsageDescription", resource: "location", modules: ["CoreLocation", "CoreLocationUI", "MapKit"],
            names: ["CLLocationManager", "CLLocationUpdate", "CLMonitor", "CLBackgroundActivitySession"],
            dependencyWords: ["location", "geo", "map", "gps", "place", "beacon"]),
        Key(key: "NSBluetoothAlwaysUsageDescription", resource: "Bluetooth", modules: ["CoreBluetooth", "ExternalAccessory", "AccessorySetupKit"],
            names: ["CBCentralManager", "CBPeripheralManager"],
            dependencyWords: ["bluetooth", "ble", "beacon", "bt"]),
        Key(key: "NSFaceIDUsageDescription", resource: "Face ID", modules: ["LocalAuthentication"], names: ["LAContext", "evaluatePolicy"],
            dependencyWords: ["auth", "biometric", "lock", "keychain", "pin", "passcode"]),
        Key(key: "NSSpeechRecognitionUsageDescription", resource: "speech recognition", modules: ["Speech"], names: ["SFSpeechRecognizer"],
            dependencyWords: ["speech", "voice", "dictation", "transcri"]),
        Key(key: "NSMotionUsageDescription", resource: "motion and fitness data", modules: ["CoreMotion"],
            names: ["CMMotionActivityManager", "CMPedometer", "CMAltimeter", "CMHeadphoneMotionManager"],
            dependencyWords: ["motion", "pedometer", "fitness", "step"]),
        Key(key: "NSUserTrackingUsageDescription", resource: "tracking", modules: ["AppTrackingTransparency", "UserMessagingPlatform"],
            names: ["ATTrackingManager", "requestTrackingAuthorization"],
            dependencyWords: ["ad", "track", "attribution", "analytics", "appsflyer", "adjust", "branch", "facebook", "fbsdk", "consent"]),
        Key(key: "NFCReaderUsageDescription", resource: "NFC", modules: ["CoreNFC"], names: ["NFCNDEFReaderSession", "NFCTagReaderSession", "NFCReaderSession"],
            dependencyWords: ["nfc"]),
        Key(key: "NSHealthShareUsageDescription", resource: "Health data", modules: ["HealthKit", "HealthKitUI"], names: ["HKHealthStore"],
            dependencyWords: ["health", "fitness"]),
        Key(key: "NSHealthUpdateUsageDescription", resource: "writing Health data", modules: ["HealthKit", "HealthKitUI"], names: ["HKHealthStore"],
            dependencyWords: ["health", "fitness"]),
        Key(key: "NSHomeKitUsageDescription", resource: "HomeKit", modules: ["HomeKit"], names: ["HMHomeManager"], dependencyWords: ["home"]),
        // Not by importing MediaPlayer (Now Playing, remote commands, `MPVolumeView`) or StoreKit
        // (purchases): only the library's and Apple Music's own types ask.
        Key(key: "NSAppleMusicUsageDescription", resource: "the media library", modules: ["MusicKit"],
            names: ["MPMediaLibrary", "MPMediaQuery", "MPMediaPickerController", "MPMusicPlayerController", "MusicAuthorization", "SKCloudServiceController"],
            dependencyWords: ["music", "media", "audio", "player"]),
        Key(key: "NSSiriUsageDescription", resource: "Siri", modules: ["Intents", "IntentsUI", "AppIntents"], names: ["INPreferences", "INInteraction"],
            dependencyWords: ["siri", "intent"]),
    ]
}
