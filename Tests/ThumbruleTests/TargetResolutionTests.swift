import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

@Suite struct TargetResolutionTests {
    /// Project paths are joined on their text, the way Xcode reads them.
    @Test(arguments: [
        ("", "App/A.swift", "App/A.swift"),
        ("App", "../Shared/B.swift", "Shared/B.swift"),
        ("App/./Sub", "x/../y.swift", "App/Sub/y.swift"),
        (".", "./A.swift", "A.swift"),
        ("", "../Outside/C.swift", "../Outside/C.swift"),
        ("App/", "Views//D.swift", "App/Views/D.swift"),
    ])
    func projectPathsJoinOnText(_ base: String, _ path: String, _ expected: String) {
        #expect(ProjectPath.join(base, path) == expected)
    }

    /// A minimal OpenStep-format project: an app target, a widget extension and a unit-test target.
    static let pbxproj = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
            ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP, WIDGET, TESTS); };
            MAIN = { isa = PBXGroup; children = (APPGROUP, WIDGETGROUP, TESTGROUP); sourceTree = "<group>"; };
            APPGROUP = { isa = PBXGroup; children = (APPFILE); path = Recipes; sourceTree = "<group>"; };
            APPFILE = { isa = PBXFileReference; path = RecipesApp.swift; sourceTree = "<group>"; };
            WIDGETGROUP = { isa = PBXFileSystemSynchronizedRootGroup; path = RecipesWidget; sourceTree = "<group>"; };
            TESTGROUP = { isa = PBXGroup; children = (TESTFILE); path = Checks; sourceTree = "<group>"; };
            TESTFILE = { isa = PBXFileReference; path = RecipeChecks.swift; sourceTree = "<group>"; };
            APPBUILD = { isa = PBXBuildFile; fileRef = APPFILE; };
            TESTBUILD = { isa = PBXBuildFile; fileRef = TESTFILE; };
            APPSOURCES = { isa = PBXSourcesBuildPhase; files = (APPBUILD); };
            TESTSOURCES = { isa = PBXSourcesBuildPhase; files = (TESTBUILD); };
            APP = { isa = PBXNativeTarget; name = Recipes; productType = "com.apple.product-type.application"; buildPhases = (APPSOURCES); buildConfigurationList = APPCONFIGS; };
            WIDGET = { isa = PBXNativeTarget; name = RecipesWidget; productType = "com.apple.product-type.app-extension"; buildPhases = (); fileSystemSynchronizedGroups = (WIDGETGROUP); buildConfigurationList = WIDGETCONFIGS; };
            TESTS = { isa = PBXNativeTarget; name = RecipeChecks; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (TESTSOURCES); };
            APPCONFIGS = { isa = XCConfigurationList; buildConfigurations = (APPDEBUG); };
            APPDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_NSCameraUsageDescription = "Scan recipes"; }; };
            WIDGETCONFIGS = { isa = XCConfigurationList; buildConfigurations = (WIDGETDEBUG); };
            WIDGETDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = RecipesWidget/Info.plist; }; };
        };
        rootObject = ROOT;
    }
    """

    /// Tuist's manifests and helpers describe the build and are no product's code; the targets
    /// they declare say which Info.plists belong to a Mac tool, a framework or tests. An app's own
    /// `Project.swift` model stays app code.
    @Test func tuistManifestsAreNoTargetsCodeAndSayWhatTheirTargetsBuild() {
        let plist = PlistExamples.infoPlist(["CFBundleName": "Any"])
        let files = [
            ("Tuist/ProjectDescriptionHelpers/SwiftVersion.swift", "public let swiftVersion = \"6.0\"\n"),
            ("Workspace.swift", "import ProjectDescription\n\nlet workspace = Workspace(name: \"App\", projects: [\"Projects/**\"])\n"),
            ("Projects/Codegen/Project.swift", """
            import ProjectDescription

            let project = Project(name: "Codegen", targets: [
                Target.target(name: "Codegen", destinations: .macOS, product: .app, bundleId: "com.example.codegen", infoPlist: "Info.plist"),
                .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "com.example.kit",
                        infoPlist: .file(path: .relativeToRoot("Projects/Kit/Info.plist"))),
                .target(name: "KitTests", destinations: .iOS, product: .unitTests, bundleId: "com.example.kit.tests", infoPlist: "../KitTests/Info.plist"),
                .target(name: "App", destinations: [.iPhone, .iPad], product: .app, bundleId: "com.example.app", infoPlist: "../App/Info.plist"),
            ])
            """),
            ("Projects/Codegen/Info.plist", plist), ("Projects/Codegen/Sources/main.swift", "print(1)\n"),
            ("Projects/Kit/Info.plist", plist), ("Projects/Kit/Sources/Kit.swift", "public struct Kit {}\n"),
            ("Projects/KitTests/Info.plist", plist), ("Projects/KitTests/KitChecks.swift", "final class KitChecks {}\n"),
            ("Projects/App/Info.plist", plist), ("Projects/App/Sources/App.swift", "@main struct DemoApp {}\n"),
            ("Projects/App/Sources/Models/Project.swift", "struct Project { let name: String }\n"),
        ]
        let project = Project(root: "", files: files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) })
        let kinds = Dictionary(uniqueKeysWithValues: files.map(\.0).filter { $0.hasSuffix(".swift") }.map { ($0, project.resolver.target(for: $0).kind) })
        #expect(kinds == [
            "Tuist/ProjectDescriptionHelpers/SwiftVersion.swift": .notBuilt, "Workspace.swift": .notBuilt, "Projects/Codegen/Project.swift": .notBuilt,
            "Projects/Codegen/Sources/main.swift": .otherPlatformApp, "Projects/Kit/Sources/Kit.swift": .framework,
            "Projects/KitTests/KitChecks.swift": .tests, "Projects/App/Sources/App.swift": .app, "Projects/App/Sources/Models/Project.swift": .app,
        ])
    }

    /// Build settings set on the project and not on a target are the target's too: the app
    /// reads the Info.plist and the generated keys its project names.
    @Test func targetsInheritTheProjectsInfoPlistSettings() throws {
        let text = Self.pbxproj
            .replacingOccurrences(of: "ROOT = { isa = PBXProject; mainGroup = MAIN;", with: "ROOT = { isa = PBXProject; mainGroup = MAIN; buildConfigurationList = PROJECTCONFIGS;")
            .replacingOccurrences(of: "    };\n    rootObject", with: """
                    PROJECTCONFIGS = { isa = XCConfigurationList; buildConfigurations = (PROJECTDEBUG); };
                    PROJECTDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = Recipes/Info.plist; INFOPLIST_KEY_ITSAppUsesNonExemptEncryption = NO; INFOPLIST_KEY_NSCameraUsageDescription = "Project"; }; };
                };
                rootObject
            """)
        #expect(text.contains("PROJECTDEBUG"))
        let project = try XcodeProject(path: "Recipes.xcodeproj/project.pbxproj", data: Data(text.utf8))
        let app = try #require(project.targets.first { $0.name == "Recipes" })
        #expect(app.infoPlistPath == "Recipes/Info.plist")
        #expect(app.generatedInfoPlistKeys["ITSAppUsesNonExemptEncryption"] == "NO")
        #expect(app.generatedInfoPlistKeys["NSCameraUsageDescription"] == "Scan recipes")
        let widget = try #require(project.targets.first { $0.name == "RecipesWidget" })
        #expect(widget.infoPlistPath == "RecipesWidget/Info.plist")
    }

    static let widgetPlist = PlistExamples.infoPlist([:]).replacingOccurrences(
        of: "<dict>\n</dict>",
        with: "<dict>\n<key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict>\n</dict>")

    /// With no Xcode project but XcodeGen's spec, a key the Info.plist lacks may come from the
    /// spec's build settings: unknown, so no missing-key finding; without the spec it is missing.
    @Test func aGeneratedProjectMayAddInfoPlistKeys() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Locator.swift", "import CoreLocation\n\nfunc ask(_ manager: CLLocationManager) { manager.requestWhenInUseAuthorization() }\n")
        try folder.write("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Atlas"]))
        func missing() throws -> Int { try check(folder).findings.filter { $0.checkId == "perm-purpose-string.missing-key" }.count }
        #expect(try missing() == 1)
        try folder.write("project.yml", "name: Atlas\n")
        #expect(try missing() == 0)
    }

    @Test func xcodeProjectDecidesTargets() throws {
        let project = Project(root: "", files: [
            WorkspaceFile.inMemory("Recipes.xcodeproj/project.pbxproj", Self.pbxproj)!,
            WorkspaceFile.inMemory("RecipesWidget/Info.plist", Self.widgetPlist)!,
        ])
        #expect(project.unreadable.isEmpty, "\(project.unreadable)")
        let app = project.resolver.target(for: "Recipes/RecipesApp.swift")
        #expect(app.kind == .app && app.decidedBy == .xcodeProject && app.name == "Recipes")
        #expect(app.generatedInfoPlistKeys["NSCameraUsageDescription"] == "Scan recipes")
        let widget = project.resolver.target(for: "RecipesWidget/Timeline.swift")
        #expect(widget.kind == .appExtension(.widget))
        #expect(project.resolver.target(for: "Checks/RecipeChecks.swift").kind == .tests)
        guard case .present(let value, _) = project.infoPlistKey("NSCameraUsageDescription", for: app) else {
            Issue.record("generated key not found")
            return
        }
        #expect(value == "Scan recipes")
    }

    @Test func watchOnlyAppTargetIsAWatchApp() {
        #expect(XcodeProject.kind(productType: "com.apple.product-type.application", sdk: "watchos") == .watchApp)
        #expect(XcodeProject.kind(productType: "com.apple.product-type.application", sdk: "iphoneos") == .app)
    }

    @Test func macOnlyTargetsAreMacAppsAndTheirCodeIsNotAPhones() throws {
        #expect(XcodeProject.kind(productType: "com.apple.product-type.application", sdk: "macosx") == .otherPlatformApp)
        #expect(XcodeProject.kind(productType: "com.apple.product-type.bundle.unit-test", sdk: "macosx") == .tests)
        // A target that inherits the project's tvOS SDK but supports only the phone is a phone app.
        #expect(XcodeProject.kind(productType: "com.apple.product-type.application", sdk: "appletvos", supportedPlatforms: "iphoneos iphonesimulator") == .app)
        #expect(XcodeProject.kind(productType: "com.apple.product-type.application", sdk: "macosx", deviceFamily: "1,2") == .app)
        // SDKROOT set once for the whole project, as Flutter's macos/Runner does.
        let pbxproj = """
        {
            objects = {
                ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP); buildConfigurationList = PROJECTCONFIGS; };
                MAIN = { isa = PBXGroup; children = (APPGROUP); sourceTree = "<group>"; };
                APPGROUP = { isa = PBXFileSystemSynchronizedRootGroup; path = Runner; sourceTree = "<group>"; };
                APP = { isa = PBXNativeTarget; name = Runner; productType = "com.apple.product-type.application"; buildPhases = (); fileSystemSynchronizedGroups = (APPGROUP); };
                PROJECTCONFIGS = { isa = XCConfigurationList; buildConfigurations = (RELEASE); };
                RELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = macosx; }; };
            };
            rootObject = ROOT;
        }
        """
        let project = Project(root: "", files: [WorkspaceFile.inMemory("macos/Runner.xcodeproj/project.pbxproj", pbxproj)!])
        let runner = project.resolver.target(for: "macos/Runner/AppDelegate.swift")
        #expect(runner.kind == .otherPlatformApp)
        #expect(FileOutline.scope(of: runner) == .otherPlatform)
        #expect(!CodeScope.shipping.contains(.otherPlatform))

        // A Mac target that sets its own SDK in an iOS project (AltServer beside AltStore) does
        // not take the device family the project sets for its phone targets; a target that
        // names the phone itself stays a phone app.
        func kinds(_ macSettings: String) -> [String: TargetKind] {
            let pbxproj = """
            {
                objects = {
                    ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (PHONE, MAC); buildConfigurationList = PROJECTCONFIGS; };
                    MAIN = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    PHONE = { isa = PBXNativeTarget; name = Store; productType = "com.apple.product-type.application"; buildPhases = (); };
                    MAC = { isa = PBXNativeTarget; name = Server; productType = "com.apple.product-type.application"; buildPhases = (); buildConfigurationList = MACCONFIGS; };
                    PROJECTCONFIGS = { isa = XCConfigurationList; buildConfigurations = (RELEASE); };
                    RELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; }; };
                    MACCONFIGS = { isa = XCConfigurationList; buildConfigurations = (MACRELEASE); };
                    MACRELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(macSettings) }; };
                };
                rootObject = ROOT;
            }
            """
            let project = try? XcodeProject(path: "Store.xcodeproj/project.pbxproj", data: Data(pbxproj.utf8))
            return Dictionary(uniqueKeysWithValues: (project?.targets ?? []).map { ($0.name, $0.kind) })
        }
        #expect(kinds("SDKROOT = macosx;") == ["Store": .app, "Server": .otherPlatformApp])
        #expect(kinds("SDKROOT = macosx; TARGETED_DEVICE_FAMILY = 1;") == ["Store": .app, "Server": .app])
    }

    /// A multiplatform target (hdrezka-ios: iPad and Mac) that filters a file to the Mac, in a
    /// build file or a synchronized folder's exception set, builds it for no iOS device. A file
    /// filtered to iOS or Mac Catalyst, or to an unreadable value, stays iOS.
    @Test func aFileFilteredToTheMacIsBuiltOnlyForOtherPlatforms() {
        let pbxproj = """
        {
            objects = {
                ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP); };
                MAIN = { isa = PBXGroup; children = (APPGROUP, LISTED, CATALYST); sourceTree = "<group>"; };
                APPGROUP = { isa = PBXFileSystemSynchronizedRootGroup; path = Reader; sourceTree = "<group>"; exceptions = (EXCEPTIONS); };
                EXCEPTIONS = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = APP;
                    platformFiltersByRelativePath = { mac/SignUpSheet.swift = (macos, ); ios/SignUpSheet.swift = (ios, ); odd/Sheet.swift = macos; }; };
                LISTED = { isa = PBXFileReference; path = MacMenu.swift; sourceTree = "<group>"; };
                CATALYST = { isa = PBXFileReference; path = Catalyst.swift; sourceTree = "<group>"; };
                LISTEDBUILD = { isa = PBXBuildFile; fileRef = LISTED; platformFilters = (macos, ); };
                CATALYSTBUILD = { isa = PBXBuildFile; fileRef = CATALYST; platformFilters = (ios, maccatalyst, ); };
                SOURCES = { isa = PBXSourcesBuildPhase; files = (LISTEDBUILD, CATALYSTBUILD); };
                APP = { isa = PBXNativeTarget; name = Reader; productType = "com.apple.product-type.application"; buildPhases = (SOURCES); fileSystemSynchronizedGroups = (APPGROUP); };
            };
            rootObject = ROOT;
        }
        """
        let project = Project(root: "", files: [WorkspaceFile.inMemory("Reader.xcodeproj/project.pbxproj", pbxproj)!])
        func macOnly(_ path: String) -> Bool { project.resolver.target(for: path).buildsOnlyForOtherPlatforms }
        #expect(macOnly("Reader/mac/SignUpSheet.swift"))
        #expect(macOnly("MacMenu.swift"))
        #expect(!macOnly("Reader/ios/SignUpSheet.swift"))
        #expect(!macOnly("Reader/odd/Sheet.swift"))
        #expect(!macOnly("Reader/Shared/Model.swift"))
        #expect(!macOnly("Catalyst.swift"))
        #expect(FileOutline.scope(of: project.resolver.target(for: "MacMenu.swift")) == .app)
    }

    /// A vendored library's example app (`SwipeKit/Example/MailExample.xcodeproj`) is built by its
    /// developers and never uploaded: its code is developer-app code, unless a shipping target
    /// compiles the same file; a plist found by folder in an `Example/` folder says the same.
    @Test func aLibrarysExampleAppIsADevelopersApp() throws {
        func pbxproj(target: String, folder: String) -> String {
            """
            {
                objects = {
                    ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP); };
                    MAIN = { isa = PBXGroup; children = (APPGROUP); sourceTree = "<group>"; };
                    APPGROUP = { isa = PBXFileSystemSynchronizedRootGroup; path = \(folder); sourceTree = "<group>"; };
                    APP = { isa = PBXNativeTarget; name = \(target); productType = "com.apple.product-type.application"; buildPhases = (); fileSystemSynchronizedGroups = (APPGROUP); };
                };
                rootObject = ROOT;
            }
            """
        }
        let project = Project(root: "", files: [
            WorkspaceFile.inMemory("Inbox.xcodeproj/project.pbxproj", pbxproj(target: "Inbox", folder: "Inbox"))!,
            WorkspaceFile.inMemory("Vendor/SwipeKit/Example/Mail.xcodeproj/project.pbxproj", pbxproj(target: "Mail", folder: "Mail"))!,
            WorkspaceFile.inMemory("Vendor/SwipeKit/Demo/Info.plist", PlistExamples.infoPlist(["CFBundleName": "SwipeDemo"]))!,
        ])
        let demo = project.resolver.target(for: "Vendor/SwipeKit/Example/Mail/MailViewController.swift")
        #expect(demo.kind == .app && demo.isDeveloperApp)
        #expect(FileOutline.scope(of: demo) == .developerApp && !CodeScope.shipping.contains(.developerApp))
        #expect(!project.resolver.target(for: "Inbox/InboxView.swift").isDeveloperApp)
        #expect(project.resolver.target(for: "Vendor/SwipeKit/Demo/DemoView.swift").isDeveloperApp)
    }

    /// A copy of the app for screenshot automation (`Pyto Screenshots` beside `Pyto`) is a
    /// developer's app; an app called `Snapshot`, or one whose every app is so named, is not.
    @Test func aScreenshotCopyOfTheAppIsADevelopersApp() throws {
        func project(_ names: [String]) throws -> XcodeProject {
            try XcodeProject(path: "App.xcodeproj/project.pbxproj",
                             data: Data(XcodeProjectExamples.apps(names.map { ($0, "\($0)/Info.plist", []) }).utf8))
        }
        let pyto = try project(["Pyto", "Pyto Screenshots", "PytoSnapshot"])
        #expect(pyto.targets.map { DeveloperApps.isDeveloperCopyApp($0, in: pyto) } == [false, true, true])
        let alone = try project(["Snapshot", "Screenshot Maker", "Notes Screenshots"])
        // Targets come sorted by name: Notes Screenshots, Screenshot Maker, Snapshot.
        #expect(alone.targets.map { DeveloperApps.isDeveloperCopyApp($0, in: alone) } == [true, false, false])
        let only = try project(["Notes Screenshots", "NotesSnapshots"])
        #expect(only.targets.allSatisfy { !DeveloperApps.isDeveloperCopyApp($0, in: only) })
    }

    /// A project nested in the folder of the app's project that no project and no workspace
    /// references (Blink's `Frameworks/SmartKeys/smartkeys.xcodeproj`) is a harness: its apps are
    /// developers' apps and its documents do not ship. A lone project, or one the app's project
    /// or a workspace opens, stays the app's.
    @Test func aNestedProjectNothingReferencesIsADevelopersApp() throws {
        let harnessPath = "Frameworks/KeyRow/KeyRow.xcodeproj/project.pbxproj"
        let harness = XcodeProjectExamples.apps([("KeyRow", "KeyRow/Info.plist", ["KeyRow/KeyRow.xib"])])
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects><view id="v1"/></objects>
        </document>
        """
        let app = XcodeProjectExamples.apps([("Notes", "Notes/Info.plist", [])])
        func project(_ extra: [(String, String)], app: String? = app, harness: String = harness) -> Project {
            let files = [(harnessPath, harness), ("Frameworks/KeyRow/KeyRow/KeyRow.xib", xib)] + (app.map { [("Notes.xcodeproj/project.pbxproj", $0)] } ?? []) + extra
            return Project(root: "", files: files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) })
        }
        let standalone = project([])
        #expect(standalone.resolver.standaloneProjects == [harnessPath])
        #expect(standalone.interfaceBuilder.files.isEmpty)
        let keyRow = try #require(standalone.xcodeProjects.first { $0.path == harnessPath })
        #expect(standalone.isNeverUploaded(keyRow.targets[0], in: keyRow))

        let workspace = project([("Notes.xcworkspace/contents.xcworkspacedata", """
        <Workspace version = "1.0">
           <FileRef location = "group:Notes.xcodeproj"></FileRef>
           <FileRef location = "group:Frameworks/KeyRow/KeyRow.xcodeproj"></FileRef>
        </Workspace>
        """)])
        #expect(workspace.resolver.standaloneProjects.isEmpty && workspace.interfaceBuilder.files.count == 1)
        let referenced = project([], app: app.replacingOccurrences(of: "MAIN = {isa = PBXGroup; children = (", with: """
            SUB = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = Frameworks/KeyRow/KeyRow.xcodeproj; sourceTree = "<group>"; };
            \t\tMAIN = {isa = PBXGroup; children = (SUB
            """))
        #expect(referenced.xcodeProjects.contains { $0.referencedProjectNames == ["keyrow.xcodeproj"] })
        #expect(referenced.resolver.standaloneProjects.isEmpty)
        #expect(project([], app: nil).resolver.standaloneProjects.isEmpty)
        // A framework's project with no app: a generated workspace may build it into the app.
        let framework = project([], harness: harness.replacingOccurrences(of: "com.apple.product-type.application", with: "com.apple.product-type.framework"))
        #expect(framework.resolver.standaloneProjects.isEmpty && framework.interfaceBuilder.files.count == 1)
    }

    /// A folder no target synchronizes whose files are ticked one by one for targets: Xcode
    /// writes them as that target's membership exceptions, which there add, not remove.
    @Test func exceptionsOfAFolderATargetDoesNotOwnAddFilesToIt() throws {
        let pbxproj = """
        {
            objects = {
                ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP, WIDGET); };
                MAIN = { isa = PBXGroup; children = (APPGROUP, SHARED); sourceTree = "<group>"; };
                APPGROUP = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (APPOUT); path = Notes; sourceTree = "<group>"; };
                APPOUT = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Scratch.swift); target = APP; };
                SHARED = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (SHAREDAPP, SHAREDWIDGET); path = Shared; sourceTree = "<group>"; };
                SHAREDAPP = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Store.swift, Sync.swift, Info.plist); target = APP; };
                SHAREDWIDGET = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Store.swift); target = WIDGET; };
                APP = { isa = PBXNativeTarget; name = Notes; productType = "com.apple.product-type.application"; buildPhases = (); fileSystemSynchronizedGroups = (APPGROUP); };
                WIDGET = { isa = PBXNativeTarget; name = NotesWidget; productType = "com.apple.product-type.app-extension"; buildPhases = (); };
            };
            rootObject = ROOT;
        }
        """
        let project = try XcodeProject(path: "Notes.xcodeproj/project.pbxproj", data: Data(pbxproj.utf8))
        let app = try #require(project.targets.first { $0.name == "Notes" })
        let widget = try #require(project.targets.first { $0.name == "NotesWidget" })
        #expect(app.sourceFiles == ["Shared/Store.swift", "Shared/Sync.swift"])
        #expect(app.membershipExceptions == ["Notes/Scratch.swift"])
        #expect(widget.sourceFiles == ["Shared/Store.swift"])
    }

    @Test func aFileNoTargetCompilesIsNotBuilt() {
        let project = try! XcodeProject(path: "Recipes.xcodeproj/project.pbxproj", data: Data(Self.pbxproj.utf8))
        let built = ["Recipes/RecipesApp.swift", "RecipesWidget/Timeline.swift", "Checks/RecipeChecks.swift"]
        let resolver = TargetResolver(projects: [project], infoPlists: [:], packageManifests: ["Kit/Package.swift"],
                                      swiftFiles: built + ["Recipes/OldBanner.swift", "Kit/Sources/Kit/Kit.swift"])
        #expect(resolver.target(for: "Recipes/OldBanner.swift").kind == .notBuilt)
        #expect(FileOutline.scope(of: resolver.target(for: "Recipes/OldBanner.swift")) == .unreachable)
        #expect(resolver.target(for: "Kit/Sources/Kit/Kit.swift").kind == .swiftPackage)
        #expect(resolver.target(for: "Recipes/RecipesApp.swift").kind == .app)
        // When most files look unbuilt, the reader probably misread the project: nothing is.
        let unsure = TargetResolver(projects: [project], infoPlists: [:], packageManifests: [],
                                    swiftFiles: built + ["Recipes/A.swift", "Recipes/B.swift", "Recipes/C.swift"])
        #expect(unsure.target(for: "Recipes/A.swift").kind != .notBuilt)
        // A project written on a Mac's case-insensitive disk names `Recipes/` for the checkout's
        // `recipes/`: its files are compiled, and a stale copy beside them is still not built.
        let folded = TargetResolver(projects: [project], infoPlists: [:], packageManifests: [],
                                    swiftFiles: ["recipes/RecipesApp.swift", "recipesWidget/Timeline.swift", "Checks/RecipeChecks.swift",
                                                 "recipes/Old/RecipesApp.swift"])
        #expect(folded.target(for: "recipes/Old/RecipesApp.swift").kind == .notBuilt)
        #expect(folded.target(for: "recipes/RecipesApp.swift").kind != .notBuilt)
        #expect(folded.target(for: "recipesWidget/Timeline.swift").kind != .notBuilt)
    }

    @Test func nearestInfoPlistThenFolderConventions() {
        let project = Project(root: "", files: [
            WorkspaceFile.inMemory("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "A"]))!,
            WorkspaceFile.inMemory("Share/Info.plist", Self.widgetPlist.replacingOccurrences(of: "widgetkit-extension", with: "share-services"))!,
        ])
        #expect(project.resolver.target(for: "App/Views/Home.swift").kind == .app)
        #expect(project.resolver.target(for: "App/Views/Home.swift").infoPlistPath == "App/Info.plist")
        #expect(project.resolver.target(for: "Share/ShareViewController.swift").kind == .appExtension(.share))
        #expect(project.resolver.target(for: "AppTests/HomeTests.swift").kind == .tests)
        #expect(project.resolver.target(for: "NotificationService/Service.swift").kind == .appExtension(.notificationService))
    }

    @Test func packageCodeIsNotGovernedByPlistsAboveThePackage() {
        let project = Project(root: "", files: [
            WorkspaceFile.inMemory("Info.plist", PlistExamples.infoPlist(["CFBundleName": "Root"]))!,
            WorkspaceFile.inMemory("Packages/Core/Package.swift", "// swift-tools-version:5.9\n")!,
        ])
        let target = project.resolver.target(for: "Packages/Core/Sources/Core/Store.swift")
        #expect(target.kind == .swiftPackage && target.infoPlistPath == nil)
    }

    @Test func launchContexts() throws {
        let source = """
        @main struct RecipesApp: App {
            init() { start() }
            var body: some Scene { WindowGroup { HomeView().onAppear { appear() } } }
        }
        final class AppDelegate: NSObject, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                Task { await warmUp() }
                return true
            }
        }
        struct HomeView: View {
            var body: some View { Text("Hi").task { await load() } }
            func tapped() { later() }
        }
        """
        let file = SwiftFile(path: "App.swift", text: source, target: BuildTarget(name: "app", kind: .app, infoPlistPath: nil, generatedInfoPlistKeys: [:], entitlementsPath: nil, decidedBy: .fallback))
        func context(_ name: String) -> LaunchContext? { file.index.calls(name).first.flatMap { file.launchContext(of: $0) } }
        #expect(context("start") == .appInit)
        #expect(context("warmUp") == .didFinishLaunching)
        #expect(context("load") == .appearance(of: "HomeView"))
        #expect(context("appear") == .appearance(of: "RecipesApp"))
        #expect(context("later") == nil)
        // Asked again, the remembered answers are the same.
        #expect(["start", "warmUp", "load", "appear", "later"].map(context) == [.appInit, .didFinishLaunching, .appearance(of: "HomeView"), .appearance(of: "RecipesApp"), nil])
        #expect(Set(CoreFacts.rootViews(in: file).map(\.name)) == ["HomeView", "RecipesApp"])
    }
}
