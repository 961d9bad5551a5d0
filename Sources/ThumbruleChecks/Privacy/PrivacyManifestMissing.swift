import ThumbruleCore

/// An app target whose shipping code calls a required-reason API and that bundles no privacy
/// manifest: either none exists, or the one beside its code is not in its resources (a file
/// in the folder but not in Copy Bundle Resources, or left out of a synchronized folder).
/// Either way the uploaded bundle has none and App Store Connect refuses it (ITMS-91053).
///
/// Only Xcode app targets are judged: without the project file, what a bundle holds is not
/// known. Code of local Swift packages counts as the app's when the app target links their
/// products (directly or through their targets' dependencies), unless the package target
/// bundles its own manifest as a resource. A target whose build scripts mention `xcprivacy` may copy one in; it is left alone.
/// An app that calls no required-reason API Thumbrule recognises is not reported: it may
/// still need a manifest for its data collection, but the code does not prove it.
struct PrivacyManifestMissing: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "priv-declared.no-manifest",
        ruleId: "priv-declared",
        summary: "An app target calls required-reason APIs and bundles no privacy manifest",
        appStoreOnly: true,
        triggering: [
            // A manifest beside the code, but not in the target's Copy Bundle Resources phase.
            CheckExample(files: [
                ("Planner/Store.swift", "import Foundation\nlet defaults = UserDefaults.standard\n"),
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults])),
                (PrivacyExamples.path, marked(PrivacyExamples.project(sources: ["Store.swift"], resources: []))),
            ]),
            // The synchronized folder holds the manifest, but an exception leaves it out of the target.
            CheckExample(files: [
                ("Planner/Store.swift", "import SwiftUI\nstruct Compact: View { @AppStorage(\"compact\") var on = false; var body: some View { Toggle(\"Compact\", isOn: $on) } }\n"),
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults])),
                (PrivacyExamples.path, marked(PrivacyExamples.synchronizedProject(excluding: ["Info.plist", "PrivacyInfo.xcprivacy"]))),
            ]),
            // No manifest at all.
            CheckExample(files: [
                ("Planner/Clock.swift", "import Foundation\nlet started = mach_absolute_time()\n"),
                (PrivacyExamples.path, marked(PrivacyExamples.project(sources: ["Clock.swift"], resources: []))),
            ]),
            // Two flavours of one app compile the same code: one finding, at the first.
            CheckExample(files: [
                ("Planner/Clock.swift", "import Foundation\nlet started = mach_absolute_time()\n"),
                (PrivacyExamples.path, marked(PrivacyExamples.project(sources: ["Clock.swift"], resources: []))
                    .replacingOccurrences(of: "targets = (TARGET);", with: "targets = (TARGET, NIGHTLY);")
                    .replacingOccurrences(of: "\t\tMAIN = {isa = PBXGroup;", with: "\t\tNIGHTLY = {isa = PBXNativeTarget; name = PlannerNightly; productType = \"com.apple.product-type.application\"; buildConfigurationList = CONFIGURATIONS; buildPhases = (SOURCEPHASE, RESOURCEPHASE); };\n\t\tMAIN = {isa = PBXGroup;")),
            ]),
            // The app's code is a local package: the app target links its product, whose
            // target depends on the one that reads UserDefaults.
            CheckExample(files: [
                ("Planner/App.swift", "import SwiftUI\nimport AppFeature\n@main struct PlannerApp: App { var body: some Scene { WindowGroup { RootView() } } }\n"),
                ("Packages/Planner/Package.swift", packageManifest(resources: "")),
                ("Packages/Planner/Sources/AppFeature/RootView.swift", "import SwiftUI\nimport Prefs\npublic struct RootView: View { public init() {}; public var body: some View { Text(Prefs.greeting) } }\n"),
                ("Packages/Planner/Sources/Prefs/Prefs.swift", "import Foundation\npublic enum Prefs { public static var greeting: String { UserDefaults.standard.string(forKey: \"greeting\") ?? \"Hi\" } }\n"),
                (PrivacyExamples.path, marked(PrivacyExamples.linking(PrivacyExamples.project(sources: ["App.swift"], resources: []), product: "AppFeature"))),
            ]),
            // A README that offers the IPA for AltStore beside the App Store: the store build is uploaded.
            CheckExample(files: [
                ("Planner/Clock.swift", "import Foundation\nlet started = mach_absolute_time()\n"),
                (PrivacyExamples.path, marked(PrivacyExamples.project(sources: ["Clock.swift"], resources: []))),
                ("README.md", "# Planner\n\nGet it on the App Store, or install Planner.ipa with AltStore.\n"),
            ]),
            // A cleared team alone: Xcode's default identity still signs the archive for upload.
            CheckExample(files: [
                ("Planner/Clock.swift", "import Foundation\nlet started = mach_absolute_time()\n"),
                (PrivacyExamples.path, marked(PrivacyExamples.project(sources: ["Clock.swift"], resources: [])).replacingOccurrences(
                    of: "INFOPLIST_FILE = Planner/Info.plist;", with: "INFOPLIST_FILE = Planner/Info.plist; DEVELOPMENT_TEAM = \"\";")),
            ]),
        ],
        nonTriggering: [
            // anilibria-ios: the README has people download the IPA from the releases page and
            // install it with AltStore, and never names the App Store: nothing is uploaded.
            CheckExample(files: [
                ("Planner/Store.swift", "import Foundation\nlet defaults = UserDefaults.standard\n"),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Store.swift"], resources: [])),
                ("README.md", "# Planner\n\n## Install\nDownload Planner.ipa from the releases page and install it with AltStore.\n"),
            ]),
            // hdrezka-ios: Release signs the iOS app with no identity and no team; the IPA is
            // sideloaded, so App Store Connect never scans it.
            CheckExample(files: [
                ("Planner/Store.swift", "import Foundation\nlet defaults = UserDefaults.standard\n"),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Store.swift"], resources: []).replacingOccurrences(
                    of: "INFOPLIST_FILE = Planner/Info.plist;", with: "INFOPLIST_FILE = Planner/Info.plist; \"CODE_SIGN_IDENTITY[sdk=iphone*]\" = \"\"; DEVELOPMENT_TEAM = \"\";")),
            ]),
            // The linked package target bundles its own manifest as a resource.
            CheckExample(files: [
                ("Planner/App.swift", "import SwiftUI\nimport AppFeature\n@main struct PlannerApp: App { var body: some Scene { WindowGroup { RootView() } } }\n"),
                ("Packages/Planner/Package.swift", packageManifest(resources: "resources: [.process(\"PrivacyInfo.xcprivacy\")]")),
                ("Packages/Planner/Sources/AppFeature/RootView.swift", "import SwiftUI\nimport Prefs\npublic struct RootView: View { public init() {}; public var body: some View { Text(Prefs.greeting) } }\n"),
                ("Packages/Planner/Sources/Prefs/Prefs.swift", "import Foundation\npublic enum Prefs { public static var greeting: String { UserDefaults.standard.string(forKey: \"greeting\") ?? \"Hi\" } }\n"),
                ("Packages/Planner/Sources/Prefs/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults])),
                (PrivacyExamples.path, PrivacyExamples.linking(PrivacyExamples.project(sources: ["App.swift"], resources: []), product: "AppFeature")),
            ]),
            // A package target the app does not link (a server beside the app).
            CheckExample(files: [
                ("Planner/App.swift", "import SwiftUI\nimport AppFeature\n@main struct PlannerApp: App { var body: some Scene { WindowGroup { Text(\"Hi\") } } }\n"),
                ("Packages/Planner/Package.swift", packageManifest(resources: "")),
                ("Packages/Planner/Sources/AppFeature/RootView.swift", "import SwiftUI\npublic struct RootView: View { public init() {}; public var body: some View { Text(\"Hi\") } }\n"),
                ("Packages/Planner/Sources/Server/Clock.swift", "import Foundation\npublic let started = mach_absolute_time()\n"),
                (PrivacyExamples.path, PrivacyExamples.linking(PrivacyExamples.project(sources: ["App.swift"], resources: []), product: "AppFeature")),
            ]),
            CheckExample(files: [
                ("Planner/Store.swift", "import Foundation\nlet defaults = UserDefaults.standard\n"),
                ("Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults])),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Store.swift"], resources: ["PrivacyInfo.xcprivacy"])),
            ]),
            // A synchronized folder bundles every file in it, the manifest included.
            CheckExample(files: [
                ("App/Store.swift", "import Foundation\nlet defaults = UserDefaults.standard\n"),
                ("App/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults])),
                (XcodeProjectExamples.path, XcodeProjectExamples.generatedInfoPlist(["CFBundleDisplayName": "App"])),
            ]),
            // A macOS app: App Store Connect does not scan Mac uploads for required-reason APIs.
            CheckExample(files: [
                ("Planner/Store.swift", "import Foundation\nlet defaults = UserDefaults.standard\n"),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Store.swift"], resources: [], sdk: "macosx")),
            ]),
            // A Mac app whose SDKROOT lives in an .xcconfig: its code imports AppKit, never UIKit.
            CheckExample(files: [
                ("Planner/Store.swift", "import AppKit\nlet defaults = UserDefaults.standard\n"),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Store.swift"], resources: [], sdk: nil)),
            ]),
            // No required-reason API in the code: nothing proves a manifest is needed.
            CheckExample(files: [
                ("Planner/Home.swift", "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Hi\") } }\n"),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Home.swift"], resources: [])),
            ]),
            // Without an Xcode project the bundle's contents are unknown.
            CheckExample(files: [
                ("App/Store.swift", "import Foundation\nlet defaults = UserDefaults.standard\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Planner"])),
            ]),
            // Two projects with a target of the same name: the one that calls the API bundles a
            // manifest, and the other calls none (a Flutter app's `ios/Runner` and `macos/Runner`).
            CheckExample(files: [
                ("ios/Planner/Store.swift", "import Foundation\nlet defaults = UserDefaults.standard\n"),
                ("ios/Planner/PrivacyInfo.xcprivacy", PrivacyExamples.manifest([PrivacyExamples.userDefaults])),
                ("ios/" + PrivacyExamples.path, PrivacyExamples.project(sources: ["Store.swift"], resources: ["PrivacyInfo.xcprivacy"])),
                ("watch/Planner/Home.swift", "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Hi\") } }\n"),
                ("watch/" + PrivacyExamples.path, PrivacyExamples.project(sources: ["Home.swift"], resources: [])),
            ]),
            // A plugin's example app, which its developers run and never upload.
            CheckExample(files: [
                ("example/ios/Planner/Store.swift", "import Foundation\nlet defaults = UserDefaults.standard\n"),
                ("example/ios/" + PrivacyExamples.path, PrivacyExamples.project(sources: ["Store.swift"], resources: [])),
            ]),
            // An app whose bundle identifier is still the template's placeholder.
            CheckExample(files: [
                ("Planner/Store.swift", "import Foundation\nlet defaults = UserDefaults.standard\n"),
                (PrivacyExamples.path, PrivacyExamples.project(sources: ["Store.swift"], resources: []).replacingOccurrences(
                    of: "INFOPLIST_FILE = Planner/Info.plist;", with: "INFOPLIST_FILE = Planner/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = com.example.inclass.Planner;")),
            ]),
        ]
    )

    /// A local package whose `AppFeature` product depends on `Prefs`, beside an unlinked `Server`.
    private static func packageManifest(resources: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Planner",
            products: [.library(name: "AppFeature", targets: ["AppFeature"]), .library(name: "Server", targets: ["Server"])],
            targets: [
                .target(name: "AppFeature", dependencies: ["Prefs"]),
                .target(name: "Prefs"\(resources.isEmpty ? "" : ", " + resources)),
                .target(name: "Server"),
            ]
        )
        """
    }

    /// Marks the target's line of an example project.
    private static func marked(_ project: String) -> String {
        project.replacingOccurrences(of: "\t\tTARGET = {isa = PBXNativeTarget", with: "↓\t\tTARGET = {isa = PBXNativeTarget")
    }

    static let uses = FactKey<RequiredReasonUse>("priv-declared.no-manifest.use")
    static let platforms = FactKey<RequiredReasonUses.Platform>("priv-declared.no-manifest.platform")

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let linkedPackage = file.target.kind == .swiftPackage
        guard linkedPackage || (file.target.decidedBy == .xcodeProject && file.target.kind == .app) else { return }
        for use in RequiredReasonUses.collect(file) { output.facts.add(use, for: Self.uses) }
        output.facts.add(RequiredReasonUses.platform(of: file), for: Self.platforms)
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        // A release build signed by no team is never uploaded, so App Store Connect refuses nothing.
        guard project.sideloadedIOSRelease == nil else { return }
        let uses = RequiredReasonUses.real(project.shippingFacts(Self.uses, at: \.position), in: project)
        let platforms = project.facts.values(Self.platforms)
        let packageManifests = project.packageResourceManifests
        /// A local package target that bundles its own manifest declares its own uses.
        func declared(in folder: String) -> Bool { packageManifests.contains { $0.hasPrefix(folder + "/") } }
        for xcodeProject in project.xcodeProjects {
            // By membership, not by name: a Flutter app's `ios/Runner` and `macos/Runner` are two targets.
            let lacking = xcodeProject.targets.compactMap { target -> (target: XcodeProject.Target, uses: [RequiredReasonUse])? in
                guard target.productType == XcodeProductTypes.application,
                      !RequiredReasonUses.isMacOnly(target.name, in: project, platforms: platforms),
                      !project.isNeverUploaded(target, in: xcodeProject),
                      project.privacyManifests(bundledBy: target).isEmpty,
                      !target.buildScripts.contains(where: { $0.contains("xcprivacy") }) else { return nil }
                let packageFolders = project.localPackageFolders(linkedBy: target)
                let targetUses = uses.filter { use in
                    target.contains(use.position.path)
                        || Self.packageFolder(of: use.position.path, in: packageFolders).map { !declared(in: $0) } == true
                }
                return targetUses.isEmpty ? nil : (target, targetUses)
            }
            // Flavours of one app (`stable`, `dev`, `nightly`) compile the same code: one finding,
            // at the first of them, names the others.
            let flavours = Dictionary(grouping: lacking) { $0.uses[0].position }
            for (target, targetUses) in lacking {
                let first = targetUses[0]
                let siblings = (flavours[first.position] ?? []).map(\.target.name)
                guard siblings.first == target.name else { continue }
                let others = siblings.dropFirst()
                let subject = others.isEmpty ? "App target \(target.name)" : "App target \(target.name) (and \(others.joined(separator: ", ")), which compile the same code)"
                let calls = target.contains(first.position.path) ? "calls" : "links local package code that calls"
                let categories = Set(targetUses.map(\.category.key)).sorted()
                let apis = uniqueNames(targetUses.map(\.api)).prefix(3).joined(separator: ", ")
                let stray = project.privacyManifests.first { manifest in
                    !manifest.isInsideFramework && (target.contains(manifest.path) || target.sourceFiles.contains { ProjectPath.folder(of: $0) == ProjectPath.folder(of: manifest.path) })
                }
                let problem = stray.map { manifest in
                    target.membershipExceptions.contains(manifest.path)
                        ? "its synchronized folder leaves \(manifest.path) out of the target (a membership exception)"
                        : "\(manifest.path) is not in its Copy Bundle Resources phase"
                } ?? "it bundles no PrivacyInfo.xcprivacy"
                let line = project.files.first { $0.path == xcodeProject.path }.flatMap(project.text(of:)).map { PrivacyExamples.targetLine(target.name, in: $0) } ?? 1
                output.report(
                    "\(subject) \(calls) required-reason APIs (\(apis)) but \(problem), so App Store Connect refuses the upload (ITMS-91053). Add a privacy manifest to the target's resources declaring \(categories.joined(separator: ", ")) with their reasons.",
                    at: SourcePosition(path: xcodeProject.path, line: line, column: 1), confidence: .high,
                    related: [RelatedLocation(first.position, "first required-reason API call")] + (stray.map { [RelatedLocation(SourcePosition(path: $0.path, line: 1, column: 1), "this manifest is not bundled")] } ?? []))
            }
        }
    }

    /// The linked package folder holding `path`, if any.
    static func packageFolder(of path: String, in folders: [String]) -> String? {
        folders.first { $0.isEmpty || path.hasPrefix($0 + "/") }
    }

    private func uniqueNames(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
