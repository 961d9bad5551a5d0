/// Third-party SDKs, Flutter plugins and npm packages whose own code raises a permission, so
/// an app that depends on one needs the purpose string even when none of its own files
/// imports the permission's framework (a YubiKey over NFC through YubiKit, a calendar event
/// through `add_2_calendar`). Matched against dependency names as each ecosystem spells them
/// (Swift package identity or pod, pub package, npm package), without case.
///
/// Sources: each package's own installation notes (its README or documentation page, which
/// names the Info.plist keys an app must add), checked 2026-12-01: Yubico's yubikit-ios README
/// (NFC YubiKeys); the Jitsi Meet iOS SDK guide (camera, microphone) and the Jitsi Meet app's own
/// Info.plist (calendar, for the bundled react-native-calendar-events); pub.dev pages of add_2_calendar, device_calendar, image_picker, photo_manager,
/// image_gallery_saver, camera, mobile_scanner, qr_code_scanner, flutter_barcode_scanner,
/// barcode_scan2, geolocator, location, speech_to_text, record, flutter_sound, local_auth,
/// nfc_manager, flutter_nfc_kit, contacts_service, flutter_contacts, permission_handler; the
/// Expo SDK reference
/// (expo-location, expo-camera, expo-image-picker, expo-media-library, expo-contacts,
/// expo-calendar, expo-local-authentication, expo-tracking-transparency, expo-av); npm pages
/// of react-native-permissions, react-native-image-picker, react-native-image-crop-picker,
/// react-native-vision-camera, react-native-camera, react-native-geolocation-service,
/// @react-native-community/geolocation, react-native-contacts, react-native-calendar-events,
/// react-native-biometrics, react-native-touch-id, @react-native-voice/voice,
/// react-native-nfc-manager.
public enum PurposeStringSDKs {
    public struct SDK: Sendable {
        /// The dependency's names (a Swift package identity and a pod name may differ).
        public let names: [String]
        /// Swift modules whose import is the SDK's use.
        public let modules: [String]
        /// The purpose-string keys the SDK may need; empty for a permission library that asks
        /// for whatever the app configures it to (any key).
        public let keys: [String]
    }

    static let calendars = ["NSCalendarsUsageDescription", "NSCalendarsFullAccessUsageDescription", "NSCalendarsWriteOnlyAccessUsageDescription",
                            "NSRemindersUsageDescription", "NSRemindersFullAccessUsageDescription", "NSContactsUsageDescription"]
    static let camera = ["NSCameraUsageDescription", "NSMicrophoneUsageDescription"]
    static let photos = ["NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription", "NSCameraUsageDescription", "NSMicrophoneUsageDescription"]
    static let location = ["NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationAlwaysUsageDescription"]
    static let speech = ["NSSpeechRecognitionUsageDescription", "NSMicrophoneUsageDescription"]
    static let contacts = ["NSContactsUsageDescription"]
    static let faceID = ["NSFaceIDUsageDescription"]
    static let nfc = ["NFCReaderUsageDescription"]

    public static let all: [SDK] = [
        // Swift packages and pods.
        SDK(names: ["yubikit-ios", "yubikit"], modules: ["YubiKit"], keys: nfc),
        // The full Jitsi Meet SDK bundles react-native-calendar-events for its calendar sync.
        SDK(names: ["jitsimeetsdk"], modules: ["JitsiMeetSDK"], keys: camera + calendars),
        // Flutter plugins.
        SDK(names: ["add_2_calendar", "device_calendar"], modules: [], keys: calendars),
        SDK(names: ["image_picker", "photo_manager", "image_gallery_saver"], modules: [], keys: photos),
        SDK(names: ["camera"], modules: [], keys: camera),
        SDK(names: ["mobile_scanner", "qr_code_scanner", "flutter_barcode_scanner", "barcode_scan2"], modules: [], keys: photos),
        SDK(names: ["geolocator", "location"], modules: [], keys: location),
        SDK(names: ["speech_to_text"], modules: [], keys: speech),
        SDK(names: ["record", "flutter_sound"], modules: [], keys: ["NSMicrophoneUsageDescription"]),
        SDK(names: ["local_auth"], modules: [], keys: faceID),
        SDK(names: ["nfc_manager", "flutter_nfc_kit"], modules: [], keys: nfc),
        SDK(names: ["contacts_service", "flutter_contacts"], modules: [], keys: contacts),
        SDK(names: ["permission_handler"], modules: [], keys: []),
        // npm packages.
        SDK(names: ["react-native-permissions"], modules: [], keys: []),
        SDK(names: ["expo-location", "react-native-geolocation-service", "@react-native-community/geolocation"], modules: [], keys: location),
        SDK(names: ["expo-camera", "react-native-vision-camera", "react-native-camera"], modules: [], keys: camera),
        SDK(names: ["expo-image-picker", "expo-media-library", "react-native-image-picker", "react-native-image-crop-picker",
                    "@react-native-camera-roll/camera-roll"], modules: [], keys: photos),
        SDK(names: ["expo-contacts", "react-native-contacts"], modules: [], keys: contacts),
        SDK(names: ["expo-calendar", "react-native-calendar-events"], modules: [], keys: calendars),
        SDK(names: ["expo-local-authentication", "react-native-biometrics", "react-native-touch-id"], modules: [], keys: faceID),
        SDK(names: ["expo-tracking-transparency"], modules: [], keys: ["NSUserTrackingUsageDescription"]),
        SDK(names: ["expo-av", "@react-native-voice/voice"], modules: [], keys: speech),
        SDK(names: ["react-native-nfc-manager"], modules: [], keys: nfc),
    ]
}
