/// What in a project shows that it does what a contextual rulebook area covers, one entry
/// per area that is not a base area. `thumbrule review`, `rubric` and `doctor` open an area
/// when any of its signals turns up in shipping code, so a scorecard never leaves out the
/// ads, payments or notifications an app has just because no brief named them.
///
/// A signal belongs here only when it means the area applies for certain: importing
/// `GoogleMobileAds` means ads; importing `CoreLocation` (also used for map coordinates)
/// does not mean a sensor session, `CLLocationManager` does. Existing tables are reused
/// where they already list an area's SDKs. Sources: each SDK's integration guide, Apple's
/// framework documentation, Android's manifest permission reference and Jetpack artifact
/// names, and the rulebook files' own "can skip this area" sentences.
public enum AreaEvidence {
    public struct Signals: Sendable {
        public let area: String
        /// Swift modules whose import (or Swift package product) brings the area in.
        public var modules: [String] = []
        /// Names whose use in Swift (a call, member, reference, type or conformance) shows the area.
        public var names: [String] = []
        /// Calls by name that show the area only with one of these argument labels (`signUp(email:)`).
        public var labelledCalls: [String: Set<String>] = [:]
        /// Word runs a declared type's name holds, lowercased (`WelcomeTour` holds `["welcome"]`).
        public var typeNameWords: [[String]] = []
        /// True when the area opens at a system permission request of `PermissionAPIs`.
        public var permissionRequests = false
        /// Info.plist keys whose presence shows the area (also as `INFOPLIST_KEY_` build settings).
        public var plistKeys: [String] = []
        /// Info.plist key endings that do (`UsageDescription`).
        public var plistKeySuffixes: [String] = []
        /// Entitlement keys that do.
        public var entitlements: [String] = []
        /// Project files of these kinds that do (a StoreKit configuration, a string catalog).
        public var fileKinds: [FileKind] = []
        /// Shipping Gradle dependencies: `group:artifact`, or `group:` for any artifact of the group.
        public var gradle: [String] = []
        /// Android manifest permissions: the part after `android.permission.`, or a full name.
        public var permissions: [String] = []
    }

    public static let areas: [Signals] = [
        Signals(area: "ads",
                modules: AdNetworks.sdks.flatMap(\.modules),
                names: AdNetworks.sdks.flatMap(\.bridgedSymbols),
                plistKeys: ["GADApplicationIdentifier", "AppLovinSdkKey"],
                gradle: ["com.google.android.gms:play-services-ads", "com.google.android.gms:play-services-ads-lite", "com.facebook.android:audience-network-sdk",
                         "com.unity3d.ads:", "com.applovin:", "com.ironsource.sdk:", "com.startapp:", "com.inmobi.monetization:", "com.vungle:",
                         "com.chartboost:", "com.mbridge.msdk.oversea:", "com.pangle.global:", "com.yandex.android:mobileads"]),
        Signals(area: "pay",
                modules: Array(PurchaseAPIs.modules).sorted() + ["PassKit", "Stripe", "StripePaymentSheet", "StripeApplePay", "StripePayments",
                                                                   "Braintree", "BraintreeDropIn", "BraintreeCore", "PayPalCheckout"],
                names: ["SKPaymentQueue", "SKProductsRequest", "SubscriptionStoreView", "StoreView", "ProductView", "PKPaymentAuthorizationController",
                        "PKPaymentAuthorizationViewController", "PayWithApplePayButton", "PKPaymentButton"] + PurchaseAPIs.externalPurchaseAPIs,
                entitlements: ["com.apple.developer.in-app-payments"] + PurchaseAPIs.externalPurchaseEntitlements,
                fileKinds: [.storeKitConfiguration],
                gradle: ["com.android.billingclient:", "com.revenuecat.purchases:", "com.stripe:", "com.braintreepayments.api:",
                         "com.google.android.gms:play-services-wallet", "com.adapty:", "io.qonversion.android.sdk:"]),
        Signals(area: "notify",
                modules: ["UserNotifications", "UserNotificationsUI", "FirebaseMessaging", "OneSignal", "OneSignalFramework", "Pushwoosh", "AirshipCore",
                          "AirshipKit", "BrazeKit", "CleverTapSDK", "ActivityKit"],
                names: ["UNUserNotificationCenter", "UNMutableNotificationContent", "UNNotificationRequest", "UNUserNotificationCenterDelegate",
                        "registerForRemoteNotifications"],
                entitlements: ["aps-environment"],
                gradle: ["com.google.firebase:firebase-messaging", "com.google.firebase:firebase-messaging-ktx", "com.onesignal:", "com.urbanairship.android:",
                         "com.braze:", "com.clevertap.android:"],
                permissions: ["POST_NOTIFICATIONS"]),
        Signals(area: "bg",
                modules: ["BackgroundTasks"],
                names: ["BGTaskScheduler", "BGAppRefreshTaskRequest", "BGProcessingTaskRequest", "beginBackgroundTask", "setMinimumBackgroundFetchInterval",
                        "backgroundTask"],
                plistKeys: ["UIBackgroundModes", "BGTaskSchedulerPermittedIdentifiers"],
                gradle: ["androidx.work:"],
                permissions: ["FOREGROUND_SERVICE", "RECEIVE_BOOT_COMPLETED", "SCHEDULE_EXACT_ALARM", "USE_EXACT_ALARM", "ACCESS_BACKGROUND_LOCATION",
                              "REQUEST_IGNORE_BATTERY_OPTIMIZATIONS"]),
        Signals(area: "auth",
                modules: ["AuthenticationServices", "FirebaseAuth", "Auth0", "AppAuth", "MSAL", "AWSCognitoAuthPlugin", "ClerkSDK"]
                    + SignInProviders.socialSDKs.keys.sorted(),
                names: ["ASAuthorizationAppleIDProvider", "SignInWithAppleButton", "ASAuthorizationAppleIDButton", "ASWebAuthenticationSession",
                        "ASAuthorizationPlatformPublicKeyCredentialProvider"],
                labelledCalls: AccountLifecycle.creationCalls,
                entitlements: [SignInProviders.appleEntitlement],
                gradle: ["androidx.credentials:", "com.google.android.gms:play-services-auth", "com.google.firebase:firebase-auth",
                         "com.google.firebase:firebase-auth-ktx", "com.facebook.android:facebook-login", "net.openid:appauth", "com.auth0.android:",
                         "com.microsoft.identity.client:", "com.google.android.libraries.identity.googleid:"]),
        Signals(area: "onboard",
                modules: ["TipKit"],
                typeNameWords: [["onboarding"], ["on", "boarding"], ["walkthrough"], ["walk", "through"], ["first", "run"], ["first", "launch"],
                                ["welcome"], ["get", "started"], ["tutorial"]]),
        Signals(area: "off",
                modules: ["SwiftData", "CoreData", "GRDB", "RealmSwift", "Realm", "SQLite", "SQLite3", "FMDB", "CouchbaseLiteSwift", "FirebaseFirestore"],
                names: ["NSPersistentContainer", "NSPersistentCloudKitContainer", "ModelContainer", "modelContainer", "NSManagedObjectContext",
                        "documentDirectory", "documentsDirectory", "applicationSupportDirectory", "cachesDirectory"],
                gradle: ["androidx.room:", "io.realm:", "io.realm.kotlin:", "androidx.datastore:", "app.cash.sqldelight:", "com.couchbase.lite:",
                         "com.google.firebase:firebase-firestore", "com.google.firebase:firebase-firestore-ktx"]),
        Signals(area: "perm",
                modules: ["AppTrackingTransparency"],
                permissionRequests: true,
                plistKeySuffixes: ["UsageDescription"],
                permissions: ["CAMERA", "RECORD_AUDIO", "ACCESS_FINE_LOCATION", "ACCESS_COARSE_LOCATION", "ACCESS_BACKGROUND_LOCATION", "READ_CONTACTS",
                              "WRITE_CONTACTS", "READ_CALENDAR", "WRITE_CALENDAR", "READ_MEDIA_IMAGES", "READ_MEDIA_VIDEO", "READ_MEDIA_AUDIO",
                              "READ_EXTERNAL_STORAGE", "POST_NOTIFICATIONS", "BLUETOOTH_SCAN", "BLUETOOTH_CONNECT", "ACTIVITY_RECOGNITION", "BODY_SENSORS",
                              "NEARBY_WIFI_DEVICES", "READ_PHONE_STATE", "CALL_PHONE", "SEND_SMS", "READ_SMS"]),
        Signals(area: "sense",
                modules: ["LocalAuthentication", "CoreMotion", "CoreBluetooth", "CoreNFC", "NearbyInteraction"],
                names: ["LAContext", "AVCaptureSession", "AVCaptureDevice", "DataScannerViewController", "CLLocationManager", "CLLocationUpdate", "CLMonitor",
                        "CMMotionManager", "CMPedometer", "CBCentralManager", "CBPeripheralManager", "NFCNDEFReaderSession", "NFCTagReaderSession"],
                plistKeys: ["NSFaceIDUsageDescription", "NSMotionUsageDescription", "NSLocationWhenInUseUsageDescription",
                            "NSLocationAlwaysAndWhenInUseUsageDescription", "NSBluetoothAlwaysUsageDescription", "NFCReaderUsageDescription"],
                gradle: ["androidx.biometric:", "androidx.camera:", "com.google.android.gms:play-services-location", "com.google.mlkit:barcode-scanning"],
                permissions: ["CAMERA", "ACCESS_FINE_LOCATION", "ACCESS_COARSE_LOCATION", "USE_BIOMETRIC", "USE_FINGERPRINT", "BLUETOOTH_SCAN",
                              "BLUETOOTH_CONNECT", "NFC", "ACTIVITY_RECOGNITION", "BODY_SENSORS", "HIGH_SAMPLING_RATE_SENSORS"]),
        Signals(area: "net",
                modules: ["Alamofire", "Moya", "Apollo", "Siesta", "Network"],
                names: ["URLSession", "URLRequest", "NWPathMonitor", "NWConnection"],
                gradle: ["com.squareup.retrofit2:", "com.squareup.okhttp3:", "io.ktor:", "com.android.volley:", "com.apollographql.apollo:",
                         "com.apollographql.apollo3:"],
                permissions: ["INTERNET"]),
        Signals(area: "media",
                modules: ["AVKit", "MediaPlayer"],
                names: ["AVPlayer", "AVQueuePlayer", "AVPlayerViewController", "VideoPlayer", "AVAudioPlayer", "MPNowPlayingInfoCenter", "MPRemoteCommandCenter"],
                gradle: ["androidx.media3:", "com.google.android.exoplayer:", "androidx.media:"],
                permissions: ["FOREGROUND_SERVICE_MEDIA_PLAYBACK"]),
        Signals(area: "fb",
                names: ["requestReview", "SKStoreReviewController", "RequestReviewAction"],
                gradle: ["com.google.android.play:review", "com.google.android.play:review-ktx"]),
        Signals(area: "form",
                names: ["TextField", "SecureField", "TextEditor", "UITextField", "UITextView", "searchable", "UISearchController", "UISearchBar"]),
        Signals(area: "list",
                names: ["refreshable", "swipeActions", "UIRefreshControl", "UISwipeActionsConfiguration", "UIContextualAction"],
                gradle: ["androidx.swiperefreshlayout:"]),
        Signals(area: "nav",
                names: ["NavigationStack", "NavigationSplitView", "NavigationView", "NavigationLink", "UINavigationController", "onOpenURL",
                        "sheet", "fullScreenCover", "UITabBarController", "TabView"],
                gradle: ["androidx.navigation:", "androidx.navigation3:"]),
        Signals(area: "icon",
                modules: ["Kingfisher", "SDWebImage", "SDWebImageSwiftUI", "Nuke", "NukeUI", "AlamofireImage"],
                names: ["AsyncImage"],
                gradle: ["io.coil-kt:", "io.coil-kt.coil3:", "com.github.bumptech.glide:", "com.squareup.picasso:"]),
        Signals(area: "motion",
                modules: ["Lottie"],
                names: ["withAnimation", "matchedGeometryEffect", "phaseAnimator", "keyframeAnimator", "UIViewPropertyAnimator", "CABasicAnimation",
                        "CAKeyframeAnimation", "CASpringAnimation"],
                gradle: ["com.airbnb.android:lottie", "com.airbnb.android:lottie-compose", "androidx.compose.animation:"]),
        Signals(area: "data",
                modules: ["Charts", "DGCharts"],
                names: ["Measurement", "MeasurementFormatter", "Gauge", "ByteCountFormatter"],
                gradle: ["com.github.PhilJay:MPAndroidChart", "com.patrykandpatrick.vico:", "co.yml:ycharts"]),
        Signals(area: "l10n",
                names: ["NSLocalizedString", "LocalizedStringResource", "NumberFormatter", "DateFormatter", "DateComponentsFormatter"],
                plistKeys: ["CFBundleLocalizations"],
                fileKinds: [.stringCatalog, .strings]),
        Signals(area: "set",
                names: ["openSettingsURLString", "openNotificationSettingsURLString"],
                typeNameWords: [["settings"], ["preferences"]],
                gradle: ["androidx.preference:"]),
        Signals(area: "splash",
                names: ["onOpenURL", "onContinueUserActivity", "shortcutItem", "UIApplicationShortcutItem"],
                plistKeys: ["UILaunchScreen", "UILaunchStoryboardName", "UIApplicationShortcutItems"],
                gradle: ["androidx.core:core-splashscreen"]),
        Signals(area: "perf",
                modules: ["MetricKit", "FirebasePerformance", "FirebaseCrashlytics", "Sentry"],
                names: ["MXMetricManager", "OSSignposter"],
                gradle: ["androidx.profileinstaller:", "androidx.startup:", "androidx.benchmark:", "com.google.firebase:firebase-perf",
                         "com.google.firebase:firebase-crashlytics", "io.sentry:"]),
        Signals(area: "priv",
                modules: ["AppTrackingTransparency", "FirebaseAnalytics", "Mixpanel", "AmplitudeSwift", "Amplitude", "Segment", "AppsFlyerLib",
                          "Adjust", "AdjustSdk", "FacebookCore", "FBSDKCoreKit"],
                names: ["ATTrackingManager", "ASIdentifierManager"],
                plistKeys: ["NSUserTrackingUsageDescription"],
                fileKinds: [.privacyManifest],
                gradle: ["com.google.android.gms:play-services-ads-identifier", "com.google.firebase:firebase-analytics", "com.mixpanel.android:",
                         "com.amplitude:", "com.appsflyer:", "com.adjust.sdk:", "com.facebook.android:facebook-core"],
                permissions: ["com.google.android.gms.permission.AD_ID"]),
    ]
}
