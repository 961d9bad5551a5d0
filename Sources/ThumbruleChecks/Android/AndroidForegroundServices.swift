import ThumbruleFrontEnds

/// Foreground service types and the permission each needs from API 34 (Android foreground
/// service types documentation). `shortService` needs none.
enum AndroidForegroundServices {
    static let permissions: [String: String] = [
        "camera": "FOREGROUND_SERVICE_CAMERA",
        "connectedDevice": "FOREGROUND_SERVICE_CONNECTED_DEVICE",
        "dataSync": "FOREGROUND_SERVICE_DATA_SYNC",
        "health": "FOREGROUND_SERVICE_HEALTH",
        "location": "FOREGROUND_SERVICE_LOCATION",
        "mediaPlayback": "FOREGROUND_SERVICE_MEDIA_PLAYBACK",
        "mediaProcessing": "FOREGROUND_SERVICE_MEDIA_PROCESSING",
        "mediaProjection": "FOREGROUND_SERVICE_MEDIA_PROJECTION",
        "microphone": "FOREGROUND_SERVICE_MICROPHONE",
        "phoneCall": "FOREGROUND_SERVICE_PHONE_CALL",
        "remoteMessaging": "FOREGROUND_SERVICE_REMOTE_MESSAGING",
        "specialUse": "FOREGROUND_SERVICE_SPECIAL_USE",
        "systemExempted": "FOREGROUND_SERVICE_SYSTEM_EXEMPTED",
    ]

    static func permission(forType type: String) -> String? {
        permissions[type].map { "android.permission." + $0 }
    }

    /// Calls that start a service in the foreground or promote work to one, and the project's
    /// own helpers named after them (`startForegroundWithTypes`).
    static func isStart(_ name: String) -> Bool {
        name.hasPrefix("startForeground") || name.hasPrefix("setForeground")
    }
}
