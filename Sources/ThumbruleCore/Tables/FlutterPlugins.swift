/// Flutter packages that are plugins with native iOS code: depending on one makes the first iOS
/// build write `ios/Podfile` (or wire the generated Swift package into the Xcode project). One
/// entry per fact; families by prefix or suffix where a whole family is plugins.
public enum FlutterPlugins {
    /// Common plugins with an iOS implementation.
    public static let names: Set<String> = [
        "shared_preferences", "path_provider", "url_launcher", "sqflite", "flutter_secure_storage",
        "flutter_local_notifications", "permission_handler", "image_picker", "camera", "video_player",
        "webview_flutter", "flutter_inappwebview", "local_auth", "in_app_purchase", "google_sign_in",
        "sign_in_with_apple", "geolocator", "file_picker", "audioplayers", "just_audio", "audio_service",
        "google_mobile_ads", "mobile_scanner", "workmanager", "flutter_native_splash", "open_filex",
        "in_app_review", "app_links", "uni_links", "flutter_tts", "speech_to_text", "record",
        "image_cropper", "flutter_image_compress", "sqlite3_flutter_libs", "isar_flutter_libs",
        "objectbox_flutter_libs", "flutter_contacts", "contacts_service", "qr_code_scanner",
        "local_notifications", "onesignal_flutter", "purchases_flutter", "sentry_flutter",
        "flutter_email_sender", "share_extend", "video_compress", "flutter_keyboard_visibility",
        "flutter_webrtc", "flutter_blue_plus", "flutter_barcode_scanner", "gallery_saver",
        "image_gallery_saver", "flutter_downloader", "background_fetch", "quick_actions",
        "flutter_appauth", "flutter_web_auth", "flutter_web_auth_2", "home_widget", "flutter_vibrate",
        "vibration", "screen_brightness", "wakelock", "receive_sharing_intent",
    ]

    /// Name prefixes of plugin families: FlutterFire, the `flutter_plus` family's kin.
    public static let prefixes: [String] = ["firebase_", "cloud_firestore", "google_maps_flutter"]

    /// Name suffixes of plugin families: Flutter Community's `…_plus` plugins (not the
    /// Android-only `android_…_plus` ones).
    public static let suffixes: [String] = ["_plus"]
}
