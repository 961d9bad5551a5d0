/// Apple's list of commonly used third-party SDKs: each must ship its own privacy manifest,
/// and a signature when it is linked as a binary; an app that adds one without them is
/// refused with ITMS-91061.
///
/// Source: Apple, "Upcoming third-party SDK requirements"
/// (developer.apple.com/support/third-party-SDK-requirements), list checked 2026-12-01.
/// `manifestSince` is the first release that ships a manifest, from the SDK's own release
/// notes and issue tracker, and only where they say so; nil where that is not established.
public enum ThirdPartySDKs {
    public static let checked = "2026-12-01"

    public struct SDK: Sendable {
        /// The names on Apple's list this entry stands for.
        public let listed: [String]
        /// Lowercased names the SDK goes by in lock files: pods (without subspec), Swift
        /// package identities, Carthage repositories, pub and npm packages, framework names.
        public let names: [String]
        /// The first version that ships a privacy manifest; nil when not established.
        public let manifestSince: String?
        /// No release ships a manifest (the project stopped before the requirement).
        public let neverShipsManifest: Bool

        init(_ listed: [String], names: [String] = [], since: String? = nil, never: Bool = false) {
            self.listed = listed
            self.names = (listed.map { $0.lowercased() } + names.map { $0.lowercased() })
            self.manifestSince = since
            self.neverShipsManifest = never
        }

        public var displayName: String { listed[0] }
    }

    public static let all: [SDK] = [
        SDK(["Abseil"], names: ["abseil-cpp-binary", "abseil-cpp-swiftpm"]),
        SDK(["AFNetworking"], never: true),
        SDK(["Alamofire"], since: "5.9.0"),
        SDK(["AppAuth"], names: ["appauth-ios"]),
        SDK(["BoringSSL", "openssl_grpc"], names: ["boringssl-grpc", "boringssl-swiftpm"]),
        SDK(["Capacitor"], names: ["@capacitor/ios", "@capacitor/core"]),
        SDK(["Charts"], names: ["dgcharts"]),
        SDK(["connectivity_plus"]),
        SDK(["Cordova"], names: ["cordova-ios"]),
        SDK(["device_info_plus"]),
        SDK(["DKImagePickerController"]),
        SDK(["DKPhotoGallery"]),
        SDK(["FBAEMKit", "FBSDKCoreKit", "FBSDKCoreKit_Basics", "FBSDKLoginKit", "FBSDKShareKit"], names: ["facebook-ios-sdk"], since: "17.0.0"),
        SDK(["FBLPromises", "Promises"], names: ["promisesobjc", "promisesswift", "promises"]),
        SDK(["file_picker"]),
        SDK(["FirebaseABTesting", "FirebaseAuth", "FirebaseCore", "FirebaseCoreDiagnostics", "FirebaseCoreExtension",
             "FirebaseCoreInternal", "FirebaseCrashlytics", "FirebaseDynamicLinks", "FirebaseFirestore",
             "FirebaseInstallations", "FirebaseMessaging", "FirebaseRemoteConfig"],
            names: ["firebase-ios-sdk", "firebase"], since: "10.22.0"),
        SDK(["Flutter"]),
        SDK(["flutter_inappwebview"], names: ["flutter_inappwebview_ios"]),
        SDK(["flutter_local_notifications"]),
        SDK(["fluttertoast"]),
        SDK(["FMDB"]),
        SDK(["geolocator_apple"]),
        SDK(["GoogleDataTransport"]),
        SDK(["GoogleSignIn"], names: ["googlesignin-ios"], since: "7.1.0"),
        SDK(["GoogleToolboxForMac"]),
        SDK(["GoogleUtilities"]),
        SDK(["grpcpp"], names: ["grpc-c++", "grpc-binary"]),
        SDK(["GTMAppAuth"]),
        SDK(["GTMSessionFetcher"], names: ["gtm-session-fetcher"]),
        SDK(["hermes"], names: ["hermes-engine"]),
        SDK(["image_picker_ios"]),
        SDK(["IQKeyboardManager", "IQKeyboardManagerSwift"]),
        SDK(["Kingfisher"], since: "7.9.0"),
        SDK(["leveldb"], names: ["leveldb-library"]),
        SDK(["Lottie"], names: ["lottie-ios", "lottie-spm"]),
        SDK(["MBProgressHUD"]),
        SDK(["nanopb"]),
        SDK(["OneSignal", "OneSignalCore", "OneSignalExtension", "OneSignalOutcomes"], names: ["onesignalxcframework", "onesignal-ios-sdk"]),
        SDK(["OpenSSL"], names: ["openssl-universal"]),
        SDK(["OrderedSet"]),
        SDK(["package_info", "package_info_plus"]),
        SDK(["path_provider", "path_provider_ios"]),
        SDK(["Protobuf"]),
        SDK(["Reachability"], names: ["reachabilityswift", "reachability.swift"]),
        SDK(["RealmSwift"], names: ["realm", "realm-swift"]),
        SDK(["RxCocoa", "RxRelay", "RxSwift"], since: "6.7.0"),
        SDK(["SDWebImage"], since: "5.18.0"),
        SDK(["share_plus"]),
        SDK(["shared_preferences_ios"]),
        SDK(["SnapKit"], since: "5.7.0"),
        SDK(["sqflite"]),
        SDK(["Starscream"]),
        SDK(["SVProgressHUD"]),
        SDK(["SwiftyGif"]),
        SDK(["SwiftyJSON"], since: "5.0.2"),
        SDK(["Toast"]),
        SDK(["UnityFramework"]),
        SDK(["url_launcher", "url_launcher_ios"]),
        SDK(["video_player_avfoundation"]),
        SDK(["wakelock"]),
        SDK(["webview_flutter_wkwebview"]),
    ]

}

/// SDKs whose purpose is measuring ads across apps (attribution) or feeding a social
/// network's ad platform: in Apple's sense they track when they link the app's data with
/// other companies' data, whatever ads the app shows. The ad networks are `AdNetworks`.
///
/// Sources: each SDK's iOS integration guide (module and pod names), checked 2026-12-01.
public enum TrackingSDKs {
    public struct SDK: Sendable {
        public let name: String
        /// What it does, as a message says it.
        public let purpose: String
        /// Swift modules that bring it in.
        public let modules: [String]
        /// Lowercased lock-file names (pods, Swift package identities).
        public let names: [String]
        /// Info.plist keys that, set to false, turn its data collection for ads off.
        public var optOutKeys: [String] = []
        /// Methods the app must call before the SDK sends anything (AppsFlyer's `start()`); empty
        /// when it starts on its own once configured.
        public var startMethods: [String] = []
    }

    public static let all: [SDK] = [
        SDK(name: "AppsFlyer", purpose: "ad attribution", modules: ["AppsFlyerLib"], names: ["appsflyerframework", "appsflyer-apple-sdk"],
            startMethods: ["start"]),
        SDK(name: "Adjust", purpose: "ad attribution", modules: ["AdjustSdk", "Adjust"], names: ["adjust"]),
        SDK(name: "Branch", purpose: "ad attribution", modules: ["BranchSDK", "Branch"], names: ["branch", "ios-branch-sdk-spm", "ios-branch-deep-linking-attribution"]),
        SDK(name: "Kochava", purpose: "ad attribution", modules: ["KochavaTracker", "KochavaNetworking"], names: ["kochavatracker", "kochavanetworking", "kochava"]),
        SDK(name: "Singular", purpose: "ad attribution", modules: ["Singular"], names: ["singular-sdk", "singular-ios-sdk"]),
        SDK(name: "Tenjin", purpose: "ad attribution", modules: ["TenjinSDK"], names: ["tenjinsdk"]),
        SDK(name: "Airbridge", purpose: "ad attribution", modules: ["Airbridge", "AirBridge"], names: ["airbridge"]),
        SDK(name: "Facebook SDK", purpose: "app events for Meta's ad platform", modules: ["FacebookCore", "FBSDKCoreKit"],
            names: ["facebook-ios-sdk", "fbsdkcorekit"],
            optOutKeys: ["FacebookAutoLogAppEventsEnabled", "FacebookAdvertiserIDCollectionEnabled"]),
        SDK(name: "TikTok Business SDK", purpose: "app events for TikTok's ad platform", modules: ["TikTokBusinessSDK"], names: ["tiktokbusinesssdk", "tiktok-business-ios-sdk"]),
    ]
}
