import Foundation
import ThumbruleFrontEnds

/// The `ios/` folder `flutter create` writes beside an app's pubspec, left as the template because
/// the app is never built for iOS. The first iOS build of an app that uses a plugin with iOS code
/// (`FlutterPlugins`) writes `ios/Podfile` or wires Flutter's generated plugin package into the
/// Xcode project; so a folder with neither (no `Podfile`, `Podfile.lock` or `Package.swift`, an
/// Xcode project that names no `Pods` and no `FlutterGeneratedPluginSwiftPackage`) beside such
/// an app, in a project whose CI and release recipes build no iOS app, does not ship. Nor does one
/// whose `Podfile.lock` still pins pods of plugins the app's `pubspec.lock` no longer lists (every
/// iOS build runs `pod install`, which drops them): no iOS build ran since the app changed its
/// dependencies, and no recipe builds one. Nor, whatever its Podfile, does the folder of a project
/// that releases on Android alone (`releasesAndroidOnly`), nor one left as `flutter create`'s
/// template beside an Android app its author configured (`leftAsTemplate`). Its files are left out of the run as a
/// build folder's are, so no iOS-only check reads its Info.plist, Podfile.lock, Xcode project or
/// Swift as the app's.
package enum UnbuiltFlutterIOS {
    /// Words in a CI or release recipe that say it builds or ships an iOS app.
    static let iosBuildWords = ["build ios", "build ipa", ".ipa", "platform :ios", "xcodebuild", "pod install", "testflight", "app_store_connect", "app-store-connect"]

    /// The files without those of every unbuilt iOS scaffold.
    package static func dropping(from files: [WorkspaceFile]) -> [WorkspaceFile] {
        let folders = self.folders(in: files)
        guard !folders.isEmpty else { return files }
        return files.filter { file in !folders.contains { file.path.hasPrefix($0) } }
    }

    /// The `…ios/` folders (with their trailing slash) that are unbuilt scaffolds.
    package static func folders(in files: [WorkspaceFile]) -> [String] {
        let pubspecs = files.filter { $0.kind == .pubspec }
        guard !pubspecs.isEmpty else { return [] }
        let pipelines = pipelineTexts(in: files)
        let appleRecipes = pipelineTexts(in: files.filter { !archivesNothing($0) })
        if appleRecipes.contains(where: { text in iosBuildWords.contains { text.contains($0) } }) { return [] }
        return pubspecs.compactMap { pubspecFile -> String? in
            let folder = (pubspecFile.path as NSString).deletingLastPathComponent
            let ios = folder.isEmpty ? "ios/" : folder + "/ios/"
            let scaffold = files.filter { $0.path.hasPrefix(ios) }
            guard scaffold.contains(where: { $0.kind == .xcodeProject || $0.kind == .infoPlist }),
                  let text = Self.text(of: pubspecFile) else { return nil }
            if Self.releasesAndroidOnly(pipelines: pipelines, appleRecipes: appleRecipes, listings: files.filter { $0.kind == .storeListing },
                                        xcodeProjects: scaffold.filter { $0.kind == .xcodeProject }) { return ios }
            if Self.leftAsTemplate(xcodeProjects: scaffold.filter { $0.kind == .xcodeProject },
                                   androidScripts: files.filter { file in
                                       ["build.gradle", "build.gradle.kts"].contains { file.path == (folder.isEmpty ? "" : folder + "/") + "android/app/" + $0 }
                                   }) { return ios }
            if Self.locksRemovedPlugins(podfileLock: files.first { $0.path == ios + "Podfile.lock" },
                                        pubspecLock: files.first { $0.path == (folder.isEmpty ? "" : folder + "/") + "pubspec.lock" }) { return ios }
            let pubspec = Pubspec(text: text)
            guard pubspec.usesFlutter, pubspec.dependencies.contains(where: { isPlugin($0.name) }) else { return nil }
            let built = scaffold.contains { file in
                switch file.kind {
                case .podfile, .packageManifest: return true
                case .dependencyLock: return file.path.hasSuffix("Podfile.lock")
                case .xcodeProject:
                    let project = Self.text(of: file) ?? "Pods"
                    return project.contains("Pods") || project.contains("FlutterGeneratedPluginSwiftPackage")
                default: return false
                }
            }
            return built ? nil : ios
        }
    }

    /// The CI and release recipes as their words outside comments: a commented-out iOS job builds nothing.
    static func pipelineTexts(in files: [WorkspaceFile]) -> [String] {
        files.filter { $0.kind == .buildPipeline }.map(words(of:))
    }

    private static func words(of file: WorkspaceFile) -> String {
        YAMLWords.lines(Self.text(of: file) ?? "").map { $0.words.joined(separator: " ") }.joined(separator: "\n")
    }

    /// Words of a recipe that make an archive a store takes or send one there.
    static let archiveWords = ["build ipa", ".ipa", "build_app", "build_ios_app", "gym", "xcodebuild", "xcarchive", "archive",
                               "export", "upload", "pilot", "deliver", "testflight", "app_store", "appstore", "app-store", "match"]

    /// Whether a Fastfile ships nothing to Apple: outside comments its lanes neither archive nor upload
    /// (flutter-pos's `beta` and `release` lanes run `flutter build ios`, which makes a `.app` no store
    /// takes, under a commented-out `upload_to_testflight`), so its iOS words build no release.
    static func archivesNothing(_ file: WorkspaceFile) -> Bool {
        guard file.kind == .buildPipeline, (file.path as NSString).lastPathComponent == "Fastfile" else { return false }
        // A lane's `desc "Submit to TestFlight"` describes it and runs nothing.
        let text = YAMLWords.lines(Self.text(of: file) ?? "").filter { $0.words.first != "desc" }
            .map { $0.words.joined(separator: " ") }.joined(separator: "\n")
        return !archiveWords.contains { text.contains($0) }
    }

    /// Words of a recipe that may build or ship an Apple app: a word holding one of them (`ios`,
    /// `ipa`, a `macos-latest` runner, `xcodebuild`, `pod`) keeps the scaffold, even in a name.
    static let appleWords = ["ios", "ipa", "macos", "xcode", "testflight", "app-store", "app_store", "appstore", "pod"]

    /// Whether the project releases on Android alone, told by three traces that each Android-only
    /// app leaves and each shipped iOS app rarely lacks all of: its CI or release recipes build an
    /// APK or app bundle and no word of theirs outside comments names anything Apple's (a Fastfile
    /// that archives nothing aside, `appleRecipes`); its
    /// fastlane store listings are all Google Play's (`fastlane/metadata/android/`, F-Droid's
    /// layout too) with none for the App Store; and the scaffold's Xcode projects name no signing
    /// team (`DEVELOPMENT_TEAM = "";`, as `flutter create` writes it). An empty team alone is no
    /// sign: open-source apps that ship on iOS often leave it out.
    static func releasesAndroidOnly(pipelines: [String], appleRecipes: [String], listings: [WorkspaceFile], xcodeProjects: [WorkspaceFile]) -> Bool {
        let buildsAndroid = pipelines.contains { text in
            text.contains("build apk") || text.contains("build appbundle") || text.contains("assemblerelease") || text.contains("bundlerelease")
        }
        guard buildsAndroid,
              !appleRecipes.contains(where: { text in appleWords.contains { text.contains($0) } }),
              !listings.isEmpty, listings.allSatisfy({ $0.path.contains("fastlane/metadata/android/") }) else { return false }
        return xcodeProjects.allSatisfy { file in
            guard let text = Self.text(of: file) else { return false }
            return !text.split(separator: "\n").contains { line in line.contains("DEVELOPMENT_TEAM") && !line.contains("= \"\";") }
        }
    }

    /// Whether the scaffold is `flutter create`'s template nobody set up for a release while the
    /// app's Android build was: every bundle identifier of its Xcode projects is still the
    /// template's `com.example.…` (which `flutter build ipa` warns about and no App Store app
    /// keeps), none names a signing team, and the Android app's own build script gives it an
    /// application id of its own (romasaga's iOS folder: `com.example.…`, no team, while Android
    /// ships as its author's id). A bundle identifier set through a build variable keeps it.
    static func leftAsTemplate(xcodeProjects: [WorkspaceFile], androidScripts: [WorkspaceFile]) -> Bool {
        guard !xcodeProjects.isEmpty else { return false }
        let templateOnly = xcodeProjects.allSatisfy { file in
            guard let text = Self.text(of: file) else { return false }
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let ids = lines.filter { $0.hasPrefix("PRODUCT_BUNDLE_IDENTIFIER") }
            return !ids.isEmpty && ids.allSatisfy { $0.hasPrefix("PRODUCT_BUNDLE_IDENTIFIER = com.example.") }
                && !lines.contains { $0.hasPrefix("DEVELOPMENT_TEAM") && !$0.hasSuffix("= \"\";") }
        }
        guard templateOnly else { return false }
        return androidScripts.contains { file in
            guard let text = Self.text(of: file) else { return false }
            return text.split(separator: "\n").contains { line in
                let words = line.trimmingCharacters(in: .whitespaces)
                guard words.hasPrefix("applicationId ") || words.hasPrefix("applicationId=") else { return false }
                return (words.contains("\"") || words.contains("'")) && !words.contains("com.example")
            }
        }
    }

    /// Whether the scaffold's `Podfile.lock` pins a pod of a plugin the app's `pubspec.lock` does not lock.
    static func locksRemovedPlugins(podfileLock: WorkspaceFile?, pubspecLock: WorkspaceFile?) -> Bool {
        guard let podfileLock = podfileLock.flatMap(Self.text(of:)),
              let pubspecLock, let lockText = Self.text(of: pubspecLock) else { return false }
        let locked = Set(DependencyInventory.pubspecLock(path: pubspecLock.path, text: lockText).map(\.name))
        return !locked.isEmpty && !DependencyInventory.podsOfRemovedFlutterPlugins(podfileLock: podfileLock, locked: locked).isEmpty
    }

    /// Whether a dependency's name is a known plugin with iOS code (`FlutterPlugins`); the
    /// Android-only `android_…` plugins are not.
    static func isPlugin(_ name: String) -> Bool {
        guard !name.hasPrefix("android_") else { return false }
        return FlutterPlugins.names.contains(name) || FlutterPlugins.prefixes.contains { name.hasPrefix($0) }
            || FlutterPlugins.suffixes.contains { name.hasSuffix($0) }
    }

    private static func text(of file: WorkspaceFile) -> String? {
        (try? file.readData()).flatMap { String(data: $0, encoding: .utf8) }
    }
}
