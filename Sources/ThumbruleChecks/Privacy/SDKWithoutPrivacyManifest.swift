import Foundation
import ThumbruleCore

/// An SDK on Apple's list of commonly used third-party SDKs that the project links without
/// its own privacy manifest, or as a binary without a signature: App Store Connect refuses a
/// new app or an update that adds it (ITMS-91061).
///
/// Reads the dependency inventory: a locked version older than the first release that ships
/// a manifest (`ThirdPartySDKs.manifestSince`), an SDK no release of which ships one, and a
/// vendored `.xcframework` on the list without `PrivacyInfo.xcprivacy` or `_CodeSignature`.
/// A pin to a branch or revision is a note, since the version cannot be told. SDKs whose
/// first manifest release is not established are not reported. Only in projects with an
/// iOS side (an Xcode project, an Info.plist or a Podfile.lock).
struct SDKWithoutPrivacyManifest: ProjectCheck {
    package static let description = CheckDescription(
        id: "priv-declared.sdk-manifest",
        ruleId: "priv-declared",
        summary: "An SDK on Apple's list locked at a version without its privacy manifest, or vendored unsigned",
        appStoreOnly: true,
        triggering: [
            CheckExample(files: [
                ("Planner.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", """
                {
                  "originHash" : "5c1e0c1b",
                  "pins" : [
                    {
                      "identity" : "alamofire",
                      "kind" : "remoteSourceControl",
                ↓      "location" : "https://github.com/Alamofire/Alamofire.git",
                      "state" : {
                        "revision" : "f455c2975872ccd2d9c81594c658af65716e9b9a",
                        "version" : "5.8.1"
                      }
                    },
                    {
                      "identity" : "kingfisher",
                      "kind" : "remoteSourceControl",
                      "location" : "https://github.com/onevcat/Kingfisher.git",
                      "state" : {
                        "revision" : "2ef543ee21d63734e1c004ad6c870255e8716c50",
                        "version" : "7.12.0"
                      }
                    }
                  ],
                  "version" : 3
                }
                """),
                ("Planner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Planner"])),
            ]),
            CheckExample(files: [
                ("ios/Podfile.lock", """
                PODS:
                ↓  - AFNetworking (4.0.1):
                    - AFNetworking/NSURLSession (= 4.0.1)
                  - AFNetworking/NSURLSession (4.0.1)
                  - Firebase/CoreOnly (10.22.0):
                    - FirebaseCore (= 10.22.0)
                  - FirebaseCore (10.22.0)
                ↓  - SDWebImage (5.13.2):
                    - SDWebImage/Core (= 5.13.2)

                DEPENDENCIES:
                  - AFNetworking
                  - SDWebImage (~> 5.13)

                COCOAPODS: 1.15.2
                """),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Runner"])),
            ]),
            // The app's own Podfile.lock beside the Package.swift of its folder is what its build reads.
            CheckExample(files: [
                ("Client/App.xcodeproj/project.pbxproj", XcodeProjectExamples.project(configurations: [("Release", ["INFOPLIST_FILE": "Client/Planner/Info.plist"])])),
                ("Client/Planner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Planner"])),
                ("Client/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Client\")\n"),
                ("Client/Podfile.lock", "PODS:\n↓  - RxSwift (6.5.0)\n\nCOCOAPODS: 1.15.2\n"),
            ]),
            // A vendored binary on the list, with neither a manifest nor a signature.
            CheckExample(files: [
                ("Vendor/SnapKit.xcframework/Info.plist", "↓" + PlistExamples.infoPlist(["XCFrameworkFormatVersion": "1.0"])),
                ("Vendor/SnapKit.xcframework/ios-arm64/SnapKit.framework/Info.plist", PlistExamples.infoPlist(["CFBundleName": "SnapKit"])),
                ("Planner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Planner"])),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("Package.resolved", """
                {
                  "object": {
                    "pins": [
                      {
                        "package": "SnapKit",
                        "repositoryURL": "https://github.com/SnapKit/SnapKit",
                        "state": { "branch": null, "revision": "e74fe2a", "version": "5.7.1" }
                      }
                    ]
                  },
                  "version": 1
                }
                """),
                ("Planner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Planner"])),
            ]),
            // A local package's own lock file: the app's build resolves from its workspace, not from it.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", ["INFOPLIST_FILE": "Planner/Info.plist"])])),
                ("Planner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Planner"])),
                ("Packages/UI/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"UI\")\n"),
                ("Packages/UI/Package.resolved", """
                {
                  "pins" : [
                    { "identity" : "alamofire", "kind" : "remoteSourceControl", "location" : "https://github.com/Alamofire/Alamofire.git",
                      "state" : { "revision" : "f455c29", "version" : "5.8.1" } }
                  ],
                  "version" : 2
                }
                """),
            ]),
            // provenance, vendored package's own locks: a Carthage lock and its example app's
            // Podfile.lock inside a local package; the app resolves the package's dependencies itself.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", ["INFOPLIST_FILE": "Planner/Info.plist"])])),
                ("Planner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Planner"])),
                ("Packages/RxStore/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"RxStore\")\n"),
                ("Packages/RxStore/Cartfile.resolved", "github \"ReactiveX/RxSwift\" \"6.5.0\"\n"),
                ("Packages/RxStore/Examples/Podfile.lock", "PODS:\n  - RxCocoa (6.5.0):\n    - RxSwift (= 6.5.0)\n  - RxSwift (6.5.0)\n\nCOCOAPODS: 1.15.2\n"),
            ]),
            // A stray Package.resolved at the root, with no Package.swift beside it: the app's
            // Xcode workspace keeps the lock its build reads.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", ["INFOPLIST_FILE": "Planner/Info.plist"])])),
                ("Planner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Planner"])),
                ("Package.resolved", """
                {
                  "pins" : [
                    { "identity" : "kingfisher", "kind" : "remoteSourceControl", "location" : "https://github.com/onevcat/Kingfisher.git",
                      "state" : { "revision" : "3ec0ab0", "version" : "7.6.2" } }
                  ],
                  "version" : 2
                }
                """),
            ]),
            // A signed vendored binary with its own manifest.
            CheckExample(files: [
                ("Vendor/SnapKit.xcframework/Info.plist", PlistExamples.infoPlist(["XCFrameworkFormatVersion": "1.0"])),
                ("Vendor/SnapKit.xcframework/_CodeSignature/CodeResources", PlistExamples.infoPlist(["files": "signed"])),
                ("Vendor/SnapKit.xcframework/ios-arm64/SnapKit.framework/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([])),
                ("Planner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Planner"])),
            ]),
            // Flutter plugins at versions whose first manifest release is not established; not on the list.
            CheckExample(files: [
                ("pubspec.lock", """
                packages:
                  path_provider:
                    dependency: "direct main"
                    description:
                      name: path_provider
                      url: "https://pub.dev"
                    source: hosted
                    version: "2.1.2"
                  provider:
                    dependency: "direct main"
                    source: hosted
                    version: "6.1.1"
                sdks:
                  dart: ">=3.2.0 <4.0.0"
                """),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Runner"])),
            ]),
            // A pod that only a Flutter plugin the app dropped (`file_picker`, gone from
            // pubspec.lock) pulled in: the next `pod install` removes it.
            CheckExample(files: [
                ("pubspec.yaml", "name: social\ndependencies:\n  flutter:\n    sdk: flutter\n  file_selector: ^1.0.0\n"),
                ("pubspec.lock", "packages:\n  file_selector:\n    dependency: \"direct main\"\n    version: \"1.0.3\"\n  file_selector_ios:\n    dependency: transitive\n    version: \"0.5.3\"\n"),
                (".github/workflows/release.yml", "jobs:\n  ios:\n    steps:\n      - run: flutter build ipa --release\n"),
                ("ios/Runner/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Runner"])),
                ("ios/Podfile.lock", """
                PODS:
                  - file_picker (0.0.1):
                    - Flutter
                    - SDWebImage
                  - Flutter (1.0.0)
                  - file_selector_ios (0.0.1):
                    - Flutter
                  - SDWebImage (5.15.8):
                    - SDWebImage/Core (= 5.15.8)
                  - SDWebImage/Core (5.15.8)

                DEPENDENCIES:
                  - file_picker (from `.symlinks/plugins/file_picker/ios`)
                  - file_selector_ios (from `.symlinks/plugins/file_selector_ios/ios`)
                  - Flutter (from `Flutter`)

                """),
            ]),
            // No iOS side: an npm lock file alone.
            CheckExample(files: [
                ("web/yarn.lock", "afnetworking@^1.0.0:\n  version \"1.0.0\"\n"),
            ]),
            // A React Native app's yarn.lock holds Firebase's JavaScript SDK (`firebase`), not the
            // iOS pods: those are in Podfile.lock.
            CheckExample(files: [
                ("package.json", "{ \"name\": \"wallet\", \"dependencies\": { \"react-native\": \"0.72.0\", \"firebase\": \"10.12.2\" } }"),
                ("ios/Wallet/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Wallet"])),
                ("yarn.lock", "firebase@10.12.2:\n  version \"10.12.2\"\n"),
            ]),
            // A native iOS app whose npm lock is its Firestore rules tests' tooling.
            CheckExample(files: [
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Habits"])),
                ("firestore-tests/yarn.lock", "afnetworking@^1.0.0:\n  version \"1.0.0\"\n"),
            ]),
        ]
    )

    func check(_ project: Project, _ output: inout CheckOutput) {
        let hasIOS = !project.xcodeProjects.isEmpty || !project.infoPlists.isEmpty
            || project.hasFile(named: ["Podfile.lock"])
        guard hasIOS else { return }
        var reported = Set<[String]>()
        // npm packages reach the iOS build only in a React Native app; elsewhere an npm lock
        // holds web or tooling packages (Firebase's JavaScript SDK for rules tests).
        let npmShips = project.hasReactNative
        for dependency in project.dependencies where dependency.source != .gradle {
            if [.npm, .yarn].contains(dependency.source), !npmShips { continue }
            guard let sdk = ThirdPartySDKs.sdk(named: dependency.name),
                  // An npm package matches by a name on Apple's list only: `firebase` on npm is
                  // the JavaScript SDK, while the pod of that name is the iOS one.
                  ![.npm, .yarn].contains(dependency.source) || sdk.listed.contains(where: { $0.lowercased() == dependency.name.lowercased() }),
                  reported.insert([sdk.displayName, dependency.position.path]).inserted else { continue }
            // The name the lock file gives it when Apple lists that name (FirebaseCore), else
            // the lock file's own (the `Firebase` umbrella pod): never another member of the family.
            let name = sdk.listed.first { $0.lowercased() == dependency.name.lowercased() } ?? dependency.name
            if dependency.source == .vendored {
                var missing: [String] = []
                if !dependency.vendoredManifest { missing.append("no PrivacyInfo.xcprivacy") }
                if !dependency.vendoredSignature { missing.append("no signature (_CodeSignature)") }
                guard !missing.isEmpty else { continue }
                output.report(
                    "\(dependency.name).xcframework is \(name), on Apple's list of commonly used SDKs, and carries \(missing.joined(separator: " and ")): App Store Connect refuses an app that adds it (ITMS-91061). Replace it with the vendor's signed release that includes its privacy manifest.",
                    at: dependency.position, confidence: .high)
                continue
            }
            if sdk.neverShipsManifest {
                output.report(
                    "\(name) is on Apple's list of commonly used SDKs and no release of it ships a privacy manifest: App Store Connect refuses an app that adds it (ITMS-91061). Replace it with a maintained library or the platform API.",
                    at: dependency.position, confidence: .high)
                continue
            }
            guard let since = sdk.manifestSince else { continue }
            guard let version = dependency.version else {
                output.report(
                    "\(name) is on Apple's list of commonly used SDKs and is pinned to a branch or revision, so whether it ships its privacy manifest cannot be told: make sure the pin includes release \(since) or later (ITMS-91061).",
                    at: dependency.position, confidence: .low)
                continue
            }
            guard SDKVersion.compare(version, since) == .orderedAscending else { continue }
            output.report(
                "\(name) \(version) is on Apple's list of commonly used SDKs and ships no privacy manifest (the first release with one is \(since)): App Store Connect refuses an app that adds it (ITMS-91061). Update \(name) to \(since) or later in \(dependency.source.rawValue).",
                at: dependency.position, confidence: .high)
        }
    }
}

/// Compares dotted version numbers component by component, reading each component's
/// leading digits (`5.9.0-beta` as 5, 9, 0); missing components count as 0.
enum SDKVersion {
    static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let left = components(lhs), right = components(rhs)
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0, b = index < right.count ? right[index] : 0
            if a != b { return a < b ? .orderedAscending : .orderedDescending }
        }
        return .orderedSame
    }

    private static func components(_ version: String) -> [Int] {
        let trimmed = version.hasPrefix("v") ? String(version.dropFirst()) : version
        return trimmed.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
    }
}
