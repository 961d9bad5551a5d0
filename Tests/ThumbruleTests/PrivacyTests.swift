import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore

/// The privacy preflight's inputs: privacy manifests, the targets that bundle them, and the
/// dependency inventory read from each lock file format.
@Suite struct PrivacyTests {
    @Test(arguments: PrivacyChecks.all.map { $0.description.id })
    func examplesHold(checkId: String) throws {
        let check = try #require(CheckRegistry.check(checkId))
        let failures = ExampleHarness().run(check)
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }

    @Test func lockFilesAndSignaturesAreDiscovered() {
        for path in ["Package.resolved", "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", "ios/Podfile.lock",
                     "Cartfile.resolved", "pubspec.lock", "package-lock.json", "yarn.lock"] {
            #expect(FileKind.classify(path) == .dependencyLock, "\(path)")
        }
        #expect(FileKind.classify("Vendor/Kit.xcframework/_CodeSignature/CodeResources") == .codeSignature)
        #expect(FileKind.classify("Kit.framework/_CodeSignature/CodeResources") == nil)
        #expect(FileKind.classify("Podfile") == .podfile)
    }

    @Test func manifestReadsCategoriesReasonsAndTracking() throws {
        let text = PrivacyExamples.manifest([PrivacyExamples.userDefaults, ("NSPrivacyAccessedAPICategoryDiskSpace", [])], tracking: true)
        let manifest = try PrivacyManifest(path: "App/PrivacyInfo.xcprivacy", data: Data(text.utf8))
        #expect(manifest.tracking == true)
        #expect(manifest.accessedAPIs["NSPrivacyAccessedAPICategoryUserDefaults"] == ["CA92.1"])
        #expect(manifest.declares("NSPrivacyAccessedAPICategoryUserDefaults"))
        // Listed without a reason is not declared.
        #expect(!manifest.declares("NSPrivacyAccessedAPICategoryDiskSpace"))
        #expect(manifest.accessedAPIsPosition.line > 1)
    }

    @Test func badManifestIsSkippedNotFatal() {
        let project = Project(root: "", files: [
            WorkspaceFile.inMemory("App/PrivacyInfo.xcprivacy", "<plist><dict><key>broken")!,
            WorkspaceFile.inMemory("App/Other.xcprivacy", "<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>")!,
        ])
        #expect(project.privacyManifests.isEmpty)
    }

    @Test func resourcesPhaseAndSynchronizedFoldersBundleManifests() throws {
        let classic = try XcodeProject(path: PrivacyExamples.path, data: Data(PrivacyExamples.project(sources: ["A.swift"], resources: ["PrivacyInfo.xcprivacy"]).utf8))
        #expect(classic.targets.first?.resourceFiles == ["Planner/PrivacyInfo.xcprivacy"])
        let synchronized = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, WIDGET); };
        \t\tMAIN = {isa = PBXGroup; children = (SOURCES); sourceTree = "<group>"; };
        \t\tSOURCES = {isa = PBXFileSystemSynchronizedRootGroup; path = App; exceptions = (EXCEPT); sourceTree = "<group>"; };
        \t\tEXCEPT = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (PrivacyInfo.xcprivacy); target = WIDGET; };
        \t\tAPP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (SOURCES); };
        \t\tWIDGET = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; fileSystemSynchronizedGroups = (SOURCES); };
        \t};
        \trootObject = ROOT;
        }
        """
        let files = [
            WorkspaceFile.inMemory("App.xcodeproj/project.pbxproj", synchronized)!,
            WorkspaceFile.inMemory("App/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults]))!,
        ]
        let project = Project(root: "", files: files)
        let app = try #require(project.xcodeTarget(named: "App"))
        let widget = try #require(project.xcodeTarget(named: "Widget"))
        #expect(project.privacyManifests(bundledBy: app).map(\.path) == ["App/PrivacyInfo.xcprivacy"])
        #expect(project.privacyManifests(bundledBy: widget).isEmpty)
    }

    /// A package's manifest counts when its Package.swift names it, or a folder holding it, as a resource.
    @Test func packageManifestsCountWhenDeclaredAsResources() {
        let manifest = PrivacyExamples.manifest([PrivacyExamples.userDefaults])
        let project = Project(root: "", files: [
            WorkspaceFile.inMemory("Packages/A/Package.swift", "let package = Package(name: \"A\", targets: [.target(name: \"A\", resources: [.copy(\"Resources\")])])\n")!,
            WorkspaceFile.inMemory("Packages/A/Sources/A/Resources/PrivacyInfo.xcprivacy", manifest)!,
            WorkspaceFile.inMemory("Packages/B/Package.swift", "let package = Package(name: \"B\", targets: [.target(name: \"B\")])\n")!,
            WorkspaceFile.inMemory("Packages/B/Sources/B/PrivacyInfo.xcprivacy", manifest)!,
        ])
        #expect(project.packageResourceManifests == ["Packages/A/Sources/A/Resources/PrivacyInfo.xcprivacy"])
    }

    @Test func packageResolvedVersionsOneToThree() {
        let v1 = """
        {"object":{"pins":[{"package":"Kingfisher","repositoryURL":"https://github.com/onevcat/Kingfisher.git","state":{"branch":null,"revision":"abc","version":"7.6.2"}}]},"version":1}
        """
        let v2 = """
        {"pins":[{"identity":"swift-collections","kind":"remoteSourceControl","location":"https://github.com/apple/swift-collections","state":{"revision":"def","version":"1.1.0"}},
        {"identity":"lottie-spm","kind":"remoteSourceControl","location":"https://github.com/airbnb/lottie-spm.git","state":{"branch":"main","revision":"123"}}],"version":2}
        """
        #expect(DependencyInventory.read(path: "Package.resolved", text: v1).map { [$0.name, $0.version ?? "-"] } == [["kingfisher", "7.6.2"]])
        let read = DependencyInventory.read(path: "x/Package.resolved", text: v2)
        #expect(read.map { [$0.name, $0.version ?? "-"] } == [["swift-collections", "1.1.0"], ["lottie-spm", "-"]])
        #expect(read[1].position.line == 2)
    }

    @Test func podfileCartfilePubspecNpmAndYarn() {
        let pods = DependencyInventory.read(path: "Podfile.lock", text: "PODS:\n  - \"GoogleUtilities/Environment (7.12.0)\":\n    - PromisesObjC (< 3.0, >= 1.2)\n  - PromisesObjC (2.3.1)\n\nDEPENDENCIES:\n  - Nope (1.0)\n")
        #expect(pods.map { [$0.name, $0.version ?? "-", "\($0.position.line)"] } == [["GoogleUtilities", "7.12.0", "2"], ["PromisesObjC", "2.3.1", "4"]])
        let carthage = DependencyInventory.read(path: "Cartfile.resolved", text: "github \"ReactiveX/RxSwift\" \"6.5.0\"\nbinary \"https://example.com/Foo.json\" \"1.2\"\ngit \"https://example.com/bar.git\" \"main\"\n")
        #expect(carthage.map { [$0.name, $0.version ?? "-"] } == [["rxswift", "6.5.0"], ["foo", "1.2"], ["bar", "main"]])
        let pub = DependencyInventory.read(path: "pubspec.lock", text: "packages:\n  sqflite:\n    dependency: \"direct main\"\n    version: \"2.3.0\"\nsdks:\n  dart: \">=3.0.0\"\n")
        #expect(pub.map { [$0.name, $0.version ?? "-"] } == [["sqflite", "2.3.0"]])
        let npm = DependencyInventory.read(path: "package-lock.json", text: "{\"lockfileVersion\":3,\"packages\":{\"\":{},\"node_modules/@capacitor/ios\":{\"version\":\"5.7.0\"},\"node_modules/a/node_modules/b\":{\"version\":\"1.0.0\"}}}")
        #expect(npm.map { [$0.name, $0.version ?? "-"] } == [["@capacitor/ios", "5.7.0"]])
        let yarn = DependencyInventory.read(path: "yarn.lock", text: "# yarn lockfile v1\n\n\"@capacitor/core@^5.0.0\", \"@capacitor/core@^5.1.0\":\n  version \"5.7.0\"\n  resolved \"x\"\n\nhermes-engine@npm:0.11.0:\n  version: 0.11.0\n")
        #expect(yarn.map { [$0.name, $0.version ?? "-"] } == [["@capacitor/core", "5.7.0"], ["hermes-engine", "0.11.0"]])
    }

    /// Pods that only npm packages no longer installed bring in are left out; what another
    /// dependency of the Podfile still reaches, and a package whose folder is unknown, stay.
    @Test func podsOfUninstalledNodePackages() {
        let lock = """
        PODS:
          - Analytics (1.0.0)
          - RNBridge (2.0.0):
            - Analytics
            - Shared
          - Shared (1.0.0)
          - RNOther (1.0.0):
            - Shared
          - "RNScoped (1.0.0)":
            - Scoped/Core (= 1.0.0)
          - Scoped/Core (1.0.0)

        DEPENDENCIES:
          - RNBridge (from `../node_modules/react-native-bridge`)
          - RNOther (from `../node_modules/react-native-other/ios`)
          - RNScoped (from `../node_modules/@vendor/rn-scoped/ios`)

        EXTERNAL SOURCES:
          RNBridge:
            :path: "../node_modules/react-native-bridge"

        """
        let installed: Set<String> = ["react-native-other", "@vendor/rn-scoped"]
        var folders = Set<String>()
        let gone = DependencyInventory.podsOfUninstalledNodePackages(podfileLock: lock) { package, folder in
            folders.insert(folder)
            return installed.contains(package)
        }
        #expect(gone == ["RNBridge", "Analytics"])
        #expect(folders == ["../node_modules"])
        #expect(DependencyInventory.podsOfUninstalledNodePackages(podfileLock: lock) { package, _ in package != "@vendor/rn-scoped" } == ["RNScoped", "Scoped"])
        #expect(DependencyInventory.podsOfUninstalledNodePackages(podfileLock: lock) { _, _ in true }.isEmpty)
        #expect(ProjectPath.join("ios", inside: "../node_modules") == "node_modules")
        #expect(ProjectPath.join("ios", inside: "../../node_modules") == nil)
    }

    @Test(arguments: ["Package.resolved", "Podfile.lock", "Cartfile.resolved", "pubspec.lock", "package-lock.json", "yarn.lock"])
    func malformedLockFilesGiveNothing(name: String) {
        for text in ["", "{", "PODS:\n  - (\n  - x (", "packages:\n  :\n    version:", "\u{0}\u{1}", "github \"", "[1,2]"] {
            _ = DependencyInventory.read(path: name, text: text)
        }
        #expect(DependencyInventory.read(path: name, text: "{").isEmpty)
    }

    /// Gradle dependencies join the inventory; reading them builds the Android model from
    /// inside the inventory's own memo (which deadlocked before the memo lock was recursive).
    @Test func gradleDependenciesJoinTheInventory() {
        let project = Project(root: "", files: [
            WorkspaceFile.inMemory("settings.gradle.kts", "include(\":app\")\n")!,
            WorkspaceFile.inMemory("app/build.gradle.kts", """
            plugins { id("com.android.application") }
            android { namespace = "com.example.app"; defaultConfig { targetSdk = 35 } }
            dependencies { implementation("com.appsflyer:af-android-sdk:6.14.0") }
            """)!,
            WorkspaceFile.inMemory("app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application/></manifest>\n")!,
            WorkspaceFile.inMemory("ios/Podfile.lock", "PODS:\n  - Alamofire (5.8.1)\n")!,
        ])
        let names = project.dependencies.map(\.name)
        #expect(names.contains("Alamofire"))
        #expect(names.contains("com.appsflyer:af-android-sdk"))
    }

    /// A finding names the pod the lock file holds, not another member of its SDK family.
    @Test func anSDKFindingNamesThePodTheLockFileHolds() {
        let lock = "PODS:\n  - Firebase/CoreOnly (8.10.0):\n    - FirebaseCore (= 8.10.0)\n  - FirebaseCore (8.10.0)\n"
        let files = [WorkspaceFile.inMemory("ios/Podfile.lock", lock)!, WorkspaceFile.inMemory("ios/App/Info.plist", PlistExamples.infoPlist([:]))!]
        let findings = Engine(checks: [SDKWithoutPrivacyManifest.self], jobs: 1).run(files: files, root: "").findings
        #expect(findings.count == 1)
        #expect(findings.allSatisfy { $0.message.hasPrefix("Firebase 8.10.0 ") || $0.message.hasPrefix("FirebaseCore 8.10.0 ") }, "\(findings.map(\.message))")
    }

    /// A workspace's Package.resolved wins over the stale one inside the project beside it.
    @Test func theWorkspaceLockFileIsTheOneTheAppBuildsWith() {
        func resolved(_ version: String) -> String {
            #"{ "pins" : [ { "identity" : "firebase-ios-sdk", "kind" : "remoteSourceControl", "location" : "https://github.com/firebase/firebase-ios-sdk", "state" : { "version" : "\#(version)" } } ], "version" : 2 }"#
        }
        let project = Project(root: "", files: [
            WorkspaceFile.inMemory("App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", resolved("9.6.0"))!,
            WorkspaceFile.inMemory("App.xcworkspace/xcshareddata/swiftpm/Package.resolved", resolved("10.29.0"))!,
        ])
        #expect(project.dependencies.map(\.version) == ["10.29.0"])
    }

    /// Every reader survives text cut short or spliced at every point (no trap, no hang).
    @Test func readersSurviveTruncatedAndSplicedText() throws {
        let samples: [(String, String)] = [
            ("Package.resolved", "{\"pins\":[{\"identity\":\"a\",\"location\":\"https://x/a.git\",\"state\":{\"version\":\"1.0\"}}],\"version\":2}"),
            ("Podfile.lock", "PODS:\n  - \"A/B (1.0)\":\n    - C (~> 2)\n  - C (2.1)\n\nDEPENDENCIES:\n  - A\n"),
            ("Cartfile.resolved", "github \"o/a\" \"1.0\"\nbinary \"https://x/b.json\" \"2.0\"\n"),
            ("pubspec.lock", "packages:\n  a:\n    dependency: \"direct main\"\n    version: \"1.0.0\"\n"),
            ("package-lock.json", "{\"packages\":{\"node_modules/@s/a\":{\"version\":\"1.0.0\"}}}"),
            ("yarn.lock", "\"@s/a@^1\", a@^1:\n  version \"1.0.0\"\n"),
        ]
        for (name, text) in samples {
            let characters = Array(text)
            for cut in 0...characters.count {
                _ = DependencyInventory.read(path: name, text: String(characters[..<cut]))
                _ = DependencyInventory.read(path: name, text: String(characters[cut...]) + String(characters[..<cut]))
            }
        }
        let manifest = Array(PrivacyExamples.manifest([PrivacyExamples.userDefaults, PrivacyExamples.fileTimestamp]))
        for cut in stride(from: 0, through: manifest.count, by: 7) {
            _ = try? PrivacyManifest(path: "PrivacyInfo.xcprivacy", data: Data(String(manifest[..<cut]).utf8))
        }
    }

    @Test func vendoredFrameworksAndSDKVersions() {
        let files = [
            WorkspaceFile.inMemory("Vendor/Foo.xcframework/Info.plist", "")!,
            WorkspaceFile.inMemory("Vendor/Foo.xcframework/_CodeSignature/CodeResources", "")!,
            WorkspaceFile.inMemory("Vendor/Foo.xcframework/ios-arm64/Foo.framework/PrivacyInfo.xcprivacy", "")!,
            WorkspaceFile.inMemory("Vendor/Bar.xcframework/Info.plist", "")!,
        ]
        let vendored = DependencyInventory.vendoredFrameworks(files)
        #expect(vendored.map { [$0.name, "\($0.vendoredManifest)", "\($0.vendoredSignature)"] } == [["Bar", "false", "false"], ["Foo", "true", "true"]])
        #expect(SDKVersion.compare("5.8.1", "5.9.0") == .orderedAscending)
        #expect(SDKVersion.compare("5.10", "5.9.0") == .orderedDescending)
        #expect(SDKVersion.compare("v7.9", "7.9.0") == .orderedSame)
        #expect(ThirdPartySDKs.sdk(named: "firebase-ios-sdk")?.manifestSince == "10.22.0")
        #expect(ThirdPartySDKs.sdk(named: "swift-collections") == nil)
    }

    @Test func everyRequiredReasonAPINamesAKnownCategory() {
        let keys = Set(RequiredReasonAPIs.categories.map(\.key))
        for api in RequiredReasonAPIs.all { #expect(keys.contains(api.category.key), "\(api.name)") }
        #expect(Set(RequiredReasonAPIs.all.map(\.category.key)) == keys)
    }
}

/// teffi-ios: a vague photo-library purpose string in an app whose only photo access is a
/// system picker is not a reason the app asks with: the message says the key looks unused.
@Suite struct VaguePurposeStringMessageTests {
    static let plist = PlistExamples.infoPlist(["NSPhotoLibraryUsageDescription": "This app requires access to your photos."])

    @Test func pickerOnlyAppIsToldTheKeyLooksUnused() {
        let findings = ExampleHarness().findings(PurposeStringVague.self, [
            ("App/Picker.swift", "import PhotosUI\nlet picker = PHPickerViewController(configuration: PHPickerConfiguration())\n"),
            ("App/Info.plist", Self.plist),
        ])
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("the key looks unused") == true, "\(findings)")
        #expect(findings.first?.message.contains("it asks for") == false, "\(findings)")
    }

    @Test func appReadingTheLibraryIsToldItAsksWithAVagueReason() {
        let findings = ExampleHarness().findings(PurposeStringVague.self, [
            ("App/Picker.swift", "import PhotosUI\nlet picker = PHPickerViewController(configuration: PHPickerConfiguration())\n"),
            ("App/Recent.swift", "import Photos\nfunc recent() { PHPhotoLibrary.requestAuthorization { _ in } }\n"),
            ("App/Info.plist", Self.plist),
        ])
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("it asks for the photo library but names no feature") == true, "\(findings)")
    }
}
