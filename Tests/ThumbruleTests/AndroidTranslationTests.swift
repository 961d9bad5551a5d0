import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore

/// `notify-channels.android-literal-name` on projects on disk: a literal channel name matters
/// only in an app that is translated at all.
@Suite struct AndroidTranslationTests {
    static let channels = """
        package com.example.app

        fun createChannels(manager: NotificationManager) {
            manager.createNotificationChannel(NotificationChannel("sync", "Sync status", NotificationManager.IMPORTANCE_LOW))
        }
        """

    func channelFindings(translated: Bool) throws -> Int {
        let folder = try ScratchFolder()
        try folder.write("settings.gradle.kts", "include(\":app\")")
        try folder.write("app/build.gradle.kts", """
            plugins { id("com.android.application") }
            android { defaultConfig { targetSdk = 34 } }
            """)
        try folder.write("app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application /></manifest>")
        try folder.write("app/src/main/java/com/example/app/Channels.kt", Self.channels)
        try folder.write("app/src/main/res/values/strings.xml", "<resources />")
        try folder.write("app/src/main/res/values-night/colors.xml", "<resources />")
        if translated { try folder.write("app/src/main/res/values-pt-rBR/strings.xml", "<resources />") }
        return try check(folder).findings.filter { $0.checkId == "notify-channels.android-literal-name" }.count
    }

    @Test func untranslatedAppIsLeftAlone() throws {
        #expect(try channelFindings(translated: false) == 0)
    }

    @Test func translatedAppIsReported() throws {
        #expect(try channelFindings(translated: true) == 1)
    }

    @Test func languageFolders() {
        for name: Substring in ["values-de", "values-pt-rBR", "values-b+sr+Latn", "values-zh-rTW", "values-fil"] { #expect(AndroidModel.isLanguageFolder(name), "\(name)") }
        for name: Substring in ["values", "values-night", "values-v31", "values-sw600dp", "values-land", "values-car", "drawable-de"] { #expect(!AndroidModel.isLanguageFolder(name), "\(name)") }
        #expect(FileKind.classify("app/src/main/res/values-de/strings.xml") == .androidStrings)
        #expect(FileKind.classify("app/src/main/res/values/strings_settings.xml") == .androidStrings)
        // Other values files are resources (styles), never strings.
        #expect(FileKind.classify("app/src/main/res/values-de/colors.xml") == .androidResource)
    }
}
