/// `UIBackgroundModes` values and the code that proves an app uses each one: API names
/// (calls, members or types), app-delegate callbacks by parameter label, and SDK modules
/// that implement the mode for the app. One line per mode. Sources: Apple "Configuring
/// background execution modes", BackgroundTasks, Core Location, PushKit, Core Bluetooth; for
/// SDKs, their integration guides (the Jitsi Meet iOS SDK's asks for `audio` and `voip`).
public enum BackgroundModes {
    public struct Mode: Sendable {
        public let value: String
        /// What the mode is for, for messages.
        public let purpose: String
        /// Names whose mention (call, member or reference) proves use.
        public let names: [String]
        /// `UIApplicationDelegate` callbacks, by a parameter label, that prove use.
        public let delegateLabels: [String]
        /// Imported modules that use the mode on the app's behalf.
        public let modules: [String]
    }

    public static let all: [Mode] = [
        Mode(value: "audio", purpose: "playing or recording audio, AirPlay and Picture in Picture",
             names: ["AVPlayer", "AVQueuePlayer", "AVAudioPlayer", "AVAudioPlayerNode", "AVAudioEngine", "AVAudioRecorder", "AVPlayerLooper",
                     "AVSpeechSynthesizer", "AVPlayerViewController", "AVPictureInPictureController", "VideoPlayer", "MPNowPlayingInfoCenter",
                     "MPRemoteCommandCenter", "playback", "playAndRecord", "record", "AudioQueueNewOutput", "AVCaptureSession",
                     // A web view playing its pages' video inline or in Picture in Picture.
                     "allowsPictureInPictureMediaPlayback", "allowsInlineMediaPlayback"],
             delegateLabels: [],
             // MediaPlayer: lock-screen now-playing and remote controls, imported by a player app whose
             // playback engine may live in a package Thumbrule does not read (cisum-ios).
             modules: ["MediaPlayer", "AudioKit", "StreamingKit", "SwiftAudioEx", "WebRTC", "AgoraRtcKit", "TwilioVideo", "TwilioVoice", "LiveKit", "StreamVideo", "JitsiMeetSDK", "MobileVLCKit", "VLCKit"]),
        Mode(value: "location", purpose: "receiving location updates in the background",
             names: ["allowsBackgroundLocationUpdates", "startMonitoringSignificantLocationChanges", "startMonitoring", "startMonitoringVisits",
                     "CLMonitor", "CLBackgroundActivitySession", "CLServiceSession", "liveUpdates"],
             delegateLabels: [],
             modules: ["MapboxNavigation", "MapboxCoreNavigation", "MapboxNavigationCore", "RadarSDK", "HyperTrack", "TSLocationManager", "TSBackgroundFetch"]),
        Mode(value: "fetch", purpose: "background app refresh",
             names: ["BGAppRefreshTaskRequest", "BGAppRefreshTask", "appRefresh", "setMinimumBackgroundFetchInterval"],
             delegateLabels: ["performFetchWithCompletionHandler"],
             modules: ["TSBackgroundFetch"]),
        Mode(value: "processing", purpose: "background processing tasks",
             names: ["BGProcessingTaskRequest", "BGProcessingTask", "BGHealthResearchTaskRequest", "BGContinuedProcessingTaskRequest"],
             delegateLabels: [],
             modules: []),
        Mode(value: "remote-notification", purpose: "silent (content-available) pushes that wake the app",
             names: ["registerForRemoteNotifications", "CKDatabaseSubscription", "CKQuerySubscription", "CKRecordZoneSubscription",
                     "NSPersistentCloudKitContainer"],
             delegateLabels: ["didReceiveRemoteNotification"],
             modules: ["FirebaseMessaging", "OneSignal", "OneSignalFramework", "Pushwoosh", "AirshipCore", "AirshipKit", "BrazeKit", "CleverTapSDK",
                       "IterableSDK", "Batch", "PushNotifications", "AWSPinpoint", "MoEngageSDK", "Leanplum", "ExponeaSDK", "CioMessagingPush",
                       "CioMessagingPushAPN", "CioMessagingPushFCM", "Intercom", "CloudKit"]),
        Mode(value: "voip", purpose: "VoIP calls through PushKit and CallKit",
             names: ["PKPushRegistry", "CXProvider"],
             delegateLabels: [],
             modules: ["PushKit", "TwilioVoice", "linphonesw", "SendBirdCalls", "StreamVideo", "PortSIPVoIPSDK", "JitsiMeetSDK"]),
        Mode(value: "bluetooth-central", purpose: "talking to Bluetooth LE accessories in the background",
             names: ["CBCentralManager"], delegateLabels: [],
             modules: ["RxBluetoothKit", "Bluejay", "BlueCapKit", "NordicDFU", "iOSDFULibrary", "iOSMcuManagerLibrary", "PolarBleSdk", "MovesenseApi"]),
        Mode(value: "bluetooth-peripheral", purpose: "acting as a Bluetooth LE accessory in the background",
             names: ["CBPeripheralManager"], delegateLabels: [], modules: []),
        Mode(value: "external-accessory", purpose: "talking to MFi accessories in the background",
             names: ["EAAccessoryManager", "EASession"], delegateLabels: [], modules: ["ExternalAccessory"]),
        Mode(value: "nearby-interaction", purpose: "Nearby Interaction sessions in the background",
             names: ["NISession"], delegateLabels: [], modules: ["NearbyInteraction"]),
        Mode(value: "push-to-talk", purpose: "Push to Talk channels",
             names: ["PTChannelManager"], delegateLabels: [], modules: ["PushToTalk"]),
    ]

    /// Packages of React Native (npm) and Flutter (pub) push SDKs that register the app for remote
    /// notifications and handle data (content-available) messages in the background, which
    /// the `remote-notification` mode exists for; their setup guides add it.
    public static let pushPackages: Set<String> = [
        "@react-native-firebase/messaging", "react-native-onesignal", "@braze/react-native-sdk", "react-native-notifications",
        "@react-native-community/push-notification-ios", "react-native-push-notification", "expo-notifications",
        "@customerio/react-native", "react-native-clevertap", "@airship/react-native-airship", "pushwoosh-react-native-plugin",
        "@iterable/react-native-sdk", "react-native-moengage", "@intercom/intercom-react-native",
        "firebase_messaging", "onesignal_flutter", "braze_plugin", "airship_flutter", "clevertap_plugin", "pushwoosh_flutter",
        "customer_io", "moengage_flutter", "intercom_flutter", "awesome_notifications_fcm",
    ]

    /// Names that show the app hosts code in another language (Flutter, React Native, Capacitor,
    /// Cordova, Unity), whose plug-ins use background modes from code Thumbrule does not read.
    public static let foreignHostNames: Set<String> = [
        "GeneratedPluginRegistrant", "FlutterAppDelegate", "FlutterViewController", "FlutterEngine", "RCTBridge", "RCTAppDelegate",
        "RCTRootView", "RCTReactNativeFactory", "ExpoAppDelegate", "EXAppDelegateWrapper", "CAPBridgeViewController", "CDVAppDelegate",
        "CDVViewController", "UnityFramework",
    ]

    /// Calls that ask the system for background time later: a `BGTaskScheduler` request and
    /// the older background-fetch interval.
    public static let schedulingCalls: Set<String> = ["submit", "setMinimumBackgroundFetchInterval"]

    /// Names whose read shows the app asks whether background work is off: the Background
    /// App Refresh switch (`UIApplication.backgroundRefreshStatus`, with its change
    /// notification) and Low Power Mode (`ProcessInfo.isLowPowerModeEnabled`, with
    /// `NSProcessInfoPowerStateDidChange`). Source: UIKit and Foundation documentation.
    public static let restrictionReads: Set<String> = [
        "backgroundRefreshStatus", "backgroundRefreshStatusDidChangeNotification", "UIApplicationBackgroundRefreshStatusDidChange",
        "isLowPowerModeEnabled", "powerStateDidChangeNotification", "NSProcessInfoPowerStateDidChange",
    ]
}
