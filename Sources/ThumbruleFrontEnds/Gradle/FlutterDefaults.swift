/// What `flutter.<name>` can be in an app's Gradle script, by the Flutter Gradle plugin's
/// `FlutterExtension` (flutter/flutter, packages/flutter_tools/gradle). The exact value moves
/// with the Flutter release, so each is a floor, not a value.
enum FlutterDefaults {
    /// Floors of the levels `FlutterExtension` has set since Flutter 3.7 (January 2023):
    /// target and compile SDK 33 or later; minimum SDK 16 (raised to 19, 21 and later since).
    static let floors: [String: Int] = [
        "targetSdkVersion": 33,
        "compileSdkVersion": 33,
        "minSdkVersion": 16,
    ]

    /// The Flutter Gradle plugin turns on R8 shrinking (`isMinifyEnabled`) for the release build
    /// type unless the build passes `--no-shrink`; an app script's own setting comes later and wins.
    static func shrinksRelease(pluginIds: [String], appliedScripts: [String]) -> Bool {
        pluginIds.contains("dev.flutter.flutter-gradle-plugin")
            || appliedScripts.contains { $0.hasSuffix("/flutter_tools/gradle/flutter.gradle") }
    }
}
