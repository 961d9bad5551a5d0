import Foundation
import Testing
import ThumbruleFrontEnds
@testable import ThumbruleCore

/// Reports every Dart `flag()` call; the engine decides which findings survive from its scopes.
private struct DartFlagCheck: FlutterCheck {
    static let description = CheckDescription(id: "test-scope.dart-flag", ruleId: "test-scope", summary: "Flags flag().",
                                              triggering: [], nonTriggering: [])
    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.dartFiles {
            for index in file.file.callIndices(named: "flag") { output.report("flag", at: file.position(ofCall: index)) }
        }
    }
}

@Suite struct FlutterModelTests {
    func findings(_ files: [(String, String)]) -> [Finding] {
        let workspace = files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        return Engine(checks: [DartFlagCheck.self], jobs: 2).run(files: workspace, root: "").findings
    }

    /// An `ios/` folder no iOS build touched, beside an app with a plugin, is left out of the run;
    /// a Podfile, a Swift package wired into the Xcode project, or a CI job that builds for iOS keeps it.
    @Test func anUnbuiltIOSScaffoldDoesNotShip() {
        func folders(_ extra: [(String, String)], plugin: String = "shared_preferences") -> [String] {
            let files = ([("pubspec.yaml", "name: notes\ndependencies:\n  flutter:\n    sdk: flutter\n  \(plugin): ^2.0.0\n"),
                          ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"),
                          ("ios/Runner.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = { }; }\n")].filter { base in !extra.contains { $0.0 == base.0 } } + extra)
                .compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
            return UnbuiltFlutterIOS.folders(in: files)
        }
        #expect(FileKind.classify("ios/Podfile") == .podfile)
        #expect(FileKind.classify(".github/workflows/build.yml") == .buildPipeline)
        #expect(folders([(".github/workflows/build.yml", "steps:\n  - run: flutter build apk\n")]) == ["ios/"])
        #expect(folders([]) == ["ios/"])
        #expect(folders([("ios/Podfile", "platform :ios, '13.0'\n")]).isEmpty)
        #expect(folders([("ios/Podfile.lock", "PODS:\n")]).isEmpty)
        #expect(folders([(".github/workflows/ios.yml", "steps:\n  - run: flutter build ipa\n")]).isEmpty)
        #expect(folders([("ios/Runner.xcodeproj/project.pbxproj", "{ FlutterGeneratedPluginSwiftPackage }")]).isEmpty)
        #expect(folders([], plugin: "provider").isEmpty)
        #expect(folders([], plugin: "android_alarm_manager_plus").isEmpty)
        // A Podfile.lock that pins a plugin's pod pubspec.lock no longer lists: no iOS build since.
        let staleLock = "PODS:\n  - file_picker (0.0.1):\n    - Flutter\n\nDEPENDENCIES:\n  - file_picker (from `.symlinks/plugins/file_picker/ios`)\n  - Flutter (from `Flutter`)\n"
        let pubspecLock = ("pubspec.lock", "packages:\n  shared_preferences:\n    version: \"2.2.0\"\n")
        #expect(folders([("ios/Podfile", "platform :ios, '13.0'\n"), ("ios/Podfile.lock", staleLock), pubspecLock]) == ["ios/"])
        #expect(folders([("ios/Podfile.lock", staleLock), ("pubspec.lock", "packages:\n  file_picker:\n    version: \"5.0.0\"\n")]).isEmpty)
        #expect(folders([("ios/Podfile.lock", staleLock)]).isEmpty)
        #expect(folders([("ios/Podfile.lock", staleLock), pubspecLock, (".github/workflows/ios.yml", "steps:\n  - run: flutter build ipa\n")]).isEmpty)
        // flutter create's template bundle identifier and no team, beside an Android app with its own id: never built for iOS.
        let template = ("ios/Runner.xcodeproj/project.pbxproj", "PRODUCT_BUNDLE_IDENTIFIER = com.example.notes;\nPRODUCT_BUNDLE_IDENTIFIER = com.example.notes;\n")
        let android = ("android/app/build.gradle", "defaultConfig {\n    applicationId 'org.notes.app'\n}\n")
        #expect(folders([("ios/Podfile", "platform :ios, '13.0'\n"), template, android]) == ["ios/"])
        #expect(folders([("ios/Podfile", "platform :ios, '13.0'\n"), template]).isEmpty)
        #expect(folders([("ios/Podfile", "platform :ios, '13.0'\n"), template, ("android/app/build.gradle", "applicationId \"com.example.notes\"\n")]).isEmpty)
        #expect(folders([("ios/Podfile", "platform :ios, '13.0'\n"), ("ios/Runner.xcodeproj/project.pbxproj", "DEVELOPMENT_TEAM = AB12CD34EF;\nPRODUCT_BUNDLE_IDENTIFIER = com.example.notes;\n"), android]).isEmpty)
        #expect(folders([("ios/Podfile", "platform :ios, '13.0'\n"), ("ios/Runner.xcodeproj/project.pbxproj", "PRODUCT_BUNDLE_IDENTIFIER = \"$(APP_ID)\";\n"), android]).isEmpty)
    }

    /// An app whose every entry point imports a web library through plain imports cannot build for
    /// a phone: its `ios/` and `android/` scaffolds are left out. A conditional import, a second
    /// entry point that reaches no web library, or a recipe that builds an APK keeps them.
    @Test func aWebOnlyAppsPhoneScaffoldsDoNotShip() {
        func folders(_ extra: [(String, String)], canvas: String = "import 'dart:ui_web' as ui_web;\nvoid register() {}\n") -> [String] {
            let files = ([("pubspec.yaml", "name: kiosk\ndependencies:\n  flutter:\n    sdk: flutter\n"),
                          ("lib/main.dart", "import 'package:flutter/material.dart';\nimport 'screens/canvas.dart';\n\nvoid main() => runApp(const Canvas());\n"),
                          ("lib/screens/canvas.dart", canvas),
                          ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"),
                          ("android/app/src/main/AndroidManifest.xml", "<manifest />")].filter { base in !extra.contains { $0.0 == base.0 } } + extra)
                .compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
            return WebOnlyFlutterApp.folders(in: files)
        }
        #expect(folders([]) == ["ios/", "android/"])
        #expect(folders([], canvas: "import 'package:flutter/widgets.dart';\nimport 'dart:html';\n").count == 2)
        #expect(folders([], canvas: "import 'stub.dart' if (dart.library.js_interop) 'dart:js_interop';\n").isEmpty)
        #expect(folders([], canvas: "// import 'dart:ui_web';\nvoid register() {}\n").isEmpty)
        #expect(folders([("lib/main_mobile.dart", "import 'package:flutter/material.dart';\nvoid main() {}\n")]).isEmpty)
        #expect(folders([(".github/workflows/build.yml", "steps:\n  - run: flutter build apk --release\n")]).isEmpty)
        // Reached only through a conditional import: a phone build picks the other file.
        #expect(folders([("lib/main.dart", "import 'screens/io.dart' if (dart.library.html) 'screens/canvas.dart';\nvoid main() {}\n")]).isEmpty)
        #expect(WebOnlyFlutterApp.header(Array("import 'a.dart';\nexport 'b.dart'\n    show B;\nclass C {}\n".utf8)) == Array("import 'a.dart';\nexport 'b.dart'\n    show B;".utf8))
    }

    @Test func classifiesDartFiles() {
        #expect(FileKind.classify("lib/main.dart") == .dart)
        #expect(FileKind.classify("pubspec.yaml") == .pubspec)
        #expect(FileKind.classify("packages/core/pubspec.yaml") == .pubspec)
        #expect(FileKind.classify("pubspec.lock") == .dependencyLock)
        #expect(!FileKind.dart.isAndroid)
    }

    /// A file of an app's lib/ that nothing imports never runs; a library package's files are its API.
    @Test func filesNothingImportsAreUnreachable() {
        let found = findings([
            ("pubspec.yaml", "name: trails\n"),
            ("lib/main.dart", "import 'screens/home.dart';\nvoid main() { flag(); }\n"),
            ("lib/screens/home.dart", "import 'package:trails/widgets/../widgets/marker.dart';\nvoid home() { flag(); }\n"),
            ("lib/widgets/marker.dart", "part 'marker_parts.dart';\nvoid marker() { flag(); }\n"),
            ("lib/widgets/marker_parts.dart", "part of 'marker.dart';\nvoid parts() { flag(); }\n"),
            ("lib/router.gr.dart", "// GENERATED CODE - DO NOT MODIFY BY HAND\nimport 'screens/settings.dart';\n"),
            ("lib/screens/settings.dart", "void settings() { flag(); }\n"),
            ("lib/legacy/old_home.dart", "void oldHome() { flag(); }\n"),
            ("packages/ui/pubspec.yaml", "name: ui\n"),
            ("packages/ui/lib/button.dart", "void button() { flag(); }\n"),
        ])
        #expect(found.map(\.position.path).sorted() == [
            "lib/main.dart", "lib/screens/home.dart", "lib/screens/settings.dart", "lib/widgets/marker.dart",
            "lib/widgets/marker_parts.dart", "packages/ui/lib/button.dart",
        ])
    }

    /// A vendored library package ships only what the app reaches through imports, exports and
    /// parts (each URI of a conditional import a phone build can pick counts; a web-only clause
    /// does not), or a plugin's generated registrant does; a package the app never reaches keeps
    /// every file.
    @Test func vendoredPackageFilesTheAppNeverReachesAreUnreachable() {
        let files: [(String, String)] = [
            ("pubspec.yaml", "name: tunes\ndependencies:\n  video_source:\n    path: packages/video_source\n  share_intent:\n    path: packages/share_intent\n"),
            ("lib/main.dart", "import 'package:video_source/video_source.dart';\nimport 'package:share_intent/src/stream.dart';\nvoid main() { flag(); }\n"),
            ("packages/video_source/pubspec.yaml", "name: video_source\n"),
            ("packages/video_source/lib/video_source.dart", "export 'src/client.dart';\n"),
            ("packages/video_source/lib/src/client.dart", """
            import 'store_stub.dart' if (dart.library.io) 'store_io.dart' if (dart.library.js_interop) 'store_web.dart';
            part 'client_parts.dart';
            void client() { flag(); }
            """),
            ("packages/video_source/lib/src/client_parts.dart", "part of 'client.dart';\nvoid parts() { flag(); }\n"),
            ("packages/video_source/lib/src/store_stub.dart", "void store() { flag(); }\n"),
            ("packages/video_source/lib/src/store_io.dart", "void store() { flag(); }\n"),
            ("packages/video_source/lib/src/store_web.dart", "void store() { flag(); }\n"),
            ("packages/video_source/lib/solvers.dart", "export 'src/deno_solver.dart';\n"),
            ("packages/video_source/lib/src/deno_solver.dart", "import 'ejs.dart';\nvoid solve() { flag(); }\n"),
            ("packages/video_source/lib/src/ejs.dart", "void modules() { flag(); }\n"),
            ("packages/video_source/test/solver_test.dart", "import 'package:video_source/solvers.dart';\nvoid main() { solve(); }\n"),
            ("packages/share_intent/pubspec.yaml", "name: share_intent\nflutter:\n  plugin:\n    platforms:\n      android:\n        dartPluginClass: ShareIntentAndroid\n"),
            ("packages/share_intent/lib/src/stream.dart", "void stream() { flag(); }\n"),
            ("packages/share_intent/lib/share_intent.dart", "import 'src/channel.dart';\nvoid register() { flag(); }\n"),
            ("packages/share_intent/lib/src/channel.dart", "void channel() { flag(); }\n"),
            ("packages/share_intent/lib/src/legacy.dart", "void legacy() { flag(); }\n"),
            ("packages/charts/pubspec.yaml", "name: charts\n"),
            ("packages/charts/lib/src/bar.dart", "void bar() { flag(); }\n"),
        ]
        #expect(findings(files).map(\.position.path).sorted() == [
            "lib/main.dart", "packages/charts/lib/src/bar.dart", "packages/share_intent/lib/share_intent.dart",
            "packages/share_intent/lib/src/channel.dart", "packages/share_intent/lib/src/stream.dart", "packages/video_source/lib/src/client.dart",
            "packages/video_source/lib/src/client_parts.dart", "packages/video_source/lib/src/store_io.dart",
            "packages/video_source/lib/src/store_stub.dart",
        ])
    }

    /// In a monorepo whose phone app has `android/` or `ios/`, an app package without either (a
    /// Flutter web site) and a local package only it imports are other-platform; a package both
    /// use ships. A repository whose only app has no platform folder keeps every file.
    @Test func appsWithoutAPhoneBuildDoNotShip() {
        let monorepo: [(String, String)] = [
            ("app/pubspec.yaml", "name: school\ndependencies:\n  common:\n    path: ../lib/common\n"),
            ("app/android/app/build.gradle", "android { }\n"),
            ("app/lib/main.dart", "import 'package:common/common.dart';\nvoid main() { flag(); }\n"),
            ("website/pubspec.yaml", "name: website\ndependencies:\n  legal:\n    path: ../lib/legal\n"),
            ("website/web/index.html", "<html></html>\n"),
            ("website/lib/main.dart", "import 'package:legal/legal.dart';\nimport 'package:common/common.dart';\nimport 'home.dart';\nvoid main() { flag(); }\n"),
            ("website/lib/home.dart", "void home() { flag(); }\n"),
            ("lib/legal/pubspec.yaml", "name: legal\n"),
            ("lib/legal/lib/legal.dart", "void policy() { flag(); }\n"),
            ("lib/common/pubspec.yaml", "name: common\n"),
            ("lib/common/lib/common.dart", "void shared() { flag(); }\n"),
        ]
        #expect(findings(monorepo).map(\.position.path).sorted() == ["app/lib/main.dart", "lib/common/lib/common.dart"])
        let webOnly = monorepo.filter { !$0.0.hasPrefix("app/") }
        #expect(findings(webOnly).map(\.position.path).sorted() == [
            "lib/common/lib/common.dart", "lib/legal/lib/legal.dart", "website/lib/home.dart", "website/lib/main.dart",
        ])
    }

    /// A barrel's export the phone app imports but never names (the privacy page the web site
    /// shows, beside the imprint the app uses) is the web site's alone; an export whose name the
    /// app spells, or one that brings an extension, ships. `show` limits what an export brings.
    @Test func aBarrelsExportThePhoneAppNeverNamesDoesNotShip() {
        func paths(imprint: String, policyExtra: String = "") -> [String] {
            findings([
                ("app/pubspec.yaml", "name: school\ndependencies:\n  legal:\n    path: ../lib/legal\n"),
                ("app/android/app/build.gradle", "android { }\n"),
                ("app/lib/main.dart", "import 'package:legal/legal.dart';\nvoid main() { flag(); \(imprint); }\n"),
                ("website/pubspec.yaml", "name: website\ndependencies:\n  legal:\n    path: ../lib/legal\n"),
                ("website/web/index.html", "<html></html>\n"),
                ("website/lib/main.dart", "import 'package:legal/legal.dart';\nvoid main() { PolicyPage(); }\n"),
                ("lib/legal/pubspec.yaml", "name: legal\n"),
                ("lib/legal/lib/legal.dart", "export 'src/imprint.dart';\nexport 'src/policy_page.dart';\n"),
                ("lib/legal/lib/src/imprint.dart", "const markdownImprint = 'x';\nvoid imprint() { flag(); }\n"),
                ("lib/legal/lib/src/policy_page.dart", "import 'ui.dart';\nexport 'ui.dart' show PolicyTheme;\nclass PolicyPage { void build() { flag(); } }\n" + policyExtra),
                ("lib/legal/lib/src/ui.dart", "class PolicyTheme {}\nextension Dense on Object { bool get dense => true; }\nvoid arrow() { flag(); }\n"),
            ]).map(\.position.path).sorted()
        }
        #expect(paths(imprint: "imprint()") == ["app/lib/main.dart", "lib/legal/lib/src/imprint.dart"])
        #expect(paths(imprint: "PolicyTheme()").contains("lib/legal/lib/src/policy_page.dart"))
        #expect(paths(imprint: "imprint()", policyExtra: "extension Wide on Object { bool get wide => true; }\n").contains("lib/legal/lib/src/ui.dart"))
    }

    /// Screens only a developer's entry point (`main_dev.dart`) or a test imports never reach a
    /// store build when a release entry point stands beside it; without one, the dev entry counts.
    @Test func developerEntryPointsAndTestsDoNotShipTheirOwnFiles() {
        let app: [(String, String)] = [
            ("pubspec.yaml", "name: pills\n"),
            ("lib/main.dart", "import 'home.dart';\nvoid main() { flag(); }\n"),
            ("lib/main_dev.dart", "import 'home.dart';\nimport 'catalog/screenshot_catalog.dart';\nvoid main() { catalog(); }\n"),
            ("lib/home.dart", "void home() { flag(); }\n"),
            ("lib/catalog/screenshot_catalog.dart", "void catalog() { flag(); }\n"),
            ("lib/picker.dart", "void picker() { flag(); }\n"),
            ("test/picker_test.dart", "import 'package:pills/picker.dart';\nvoid main() { picker(); }\n"),
        ]
        #expect(findings(app + [("samples/form_demo.dart", "void main() { flag(); }\n")]).map(\.position.path).sorted() == ["lib/home.dart", "lib/main.dart"])
        let devOnly = app.filter { $0.0 != "lib/main.dart" }
        #expect(findings(devOnly).map(\.position.path).sorted() == ["lib/catalog/screenshot_catalog.dart", "lib/home.dart"])
    }

    /// Code only a desktop or web platform test reaches does not run on a phone: the branches
    /// such tests guard, a file only guarded code imports, a function only guarded code calls.
    @Test func desktopOnlyCodeTakesOtherPlatformScope() {
        let files: [(String, String)] = [
            ("pubspec.yaml", "name: tunes\n"),
            ("lib/utils/platform.dart", """
            import 'dart:io';
            import 'package:flutter/foundation.dart';
            final kIsWindows = kIsWeb ? false : Platform.isWindows;
            final kIsLinux = kIsWeb ? false : Platform.isLinux;
            final kIsDesktop = kIsWindows || kIsLinux;
            final kIsMobile = !kIsDesktop;
            bool get isWide => screenWidth() > 900;
            class Constants { static final bool isFluent = Platform.isWindows; }
            """),
            ("lib/main.dart", """
            import 'utils/platform.dart';
            import 'titlebar/buttons.dart';
            import 'fluent/app.dart';
            import 'shared/shared.dart';
            void main() {
              flag();
              if (kIsDesktop) {
                flag();
                WindowButton();
              }
              if (kIsMobile) {
                flag();
              }
              final home = Constants.isFluent
                  ? buildFluent()
                  : SharedHome();
              initFluent();
            }
            """),
            ("lib/titlebar/buttons.dart", "class WindowButton { void build() { flag(); } }\n"),
            ("lib/fluent/app.dart", """
            import '../utils/platform.dart';
            import 'page.dart';
            void initFluent() {
              if (!Constants.isFluent) return;
              flag();
            }
            Widget buildFluent() {
              flag();
              return FluentPage();
            }
            """),
            ("lib/fluent/page.dart", "import 'other.dart';\nclass FluentPage { void build() { flag(); OtherPage(); } }\n"),
            ("lib/fluent/other.dart", "import 'page.dart';\nclass OtherPage { void build() { flag(); FluentPage(); } }\n"),
            ("lib/shared/shared.dart", """
            import '../utils/platform.dart';
            import 'wide.dart';
            class SharedHome {
              void build() {
                flag();
                if (isWide) { WideLayout(); }
              }
            }
            """),
            ("lib/shared/wide.dart", "class WideLayout { void build() { flag(); } }\n"),
            ("lib/legacy/old_home.dart", "import 'old_helper.dart';\nvoid oldHome() { flag(); helper(); }\n"),
            ("lib/legacy/old_helper.dart", "import 'old_home.dart';\nvoid helper() { flag(); oldHome(); }\n"),
        ]
        let workspace = files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        let project = Project(root: "", files: workspace)
        let lines = findings(files).map { "\($0.position.path):\($0.position.line)" }.sorted()
        #expect(lines == ["lib/main.dart:12", "lib/main.dart:6", "lib/shared/shared.dart:5", "lib/shared/wide.dart:1"])
        #expect(project.flutter.scope(of: "lib/titlebar/buttons.dart") == .otherPlatform)
        #expect(project.flutter.scope(of: "lib/fluent/page.dart") == .otherPlatform)
        #expect(project.flutter.scope(of: "lib/fluent/other.dart") == .otherPlatform)
        #expect(project.flutter.scope(of: "lib/fluent/app.dart") == .app)
        // Only a file nothing imports imports it: it runs nowhere.
        #expect(project.flutter.scope(of: "lib/legacy/old_helper.dart") == .unreachable)
        #expect(project.flutter.scope(at: SourcePosition(path: "lib/main.dart", line: 8, column: 5)) == .otherPlatform)
    }

    /// tmail-flutter's `PlatformInfo`: a `@visibleForTesting` switch only tests set keeps its
    /// `false`, `defaultTargetPlatform` comparisons read per platform, and the `else` of a test
    /// true on every phone (`if (isMobile) … else …`, `isMobile ? a : b`) is the web's code.
    @Test func webBranchesOfAPlatformInfoClassDoNotShip() {
        let files: [(String, String)] = [
            ("pubspec.yaml", "name: mail\n"),
            ("lib/platform_info.dart", """
            import 'package:flutter/foundation.dart';
            abstract class PlatformInfo {
              @visibleForTesting
              static bool isTestingForWeb = false;
              static bool get isWeb => kIsWeb || isTestingForWeb;
              static bool get isAndroid => !isWeb && defaultTargetPlatform == TargetPlatform.android;
              static bool get isIOS => !isWeb && TargetPlatform.iOS == defaultTargetPlatform;
              static bool get isMobile => isAndroid || isIOS;
            }
            """),
            ("lib/main.dart", """
            import 'platform_info.dart';
            void main() {
              if (PlatformInfo.isMobile) {
                flag();
              } else {
                flag();
              }
              final toolbar = PlatformInfo.isMobile
                  ? null
                  : flag();
              if (PlatformInfo.isWeb) flag();
              if (PlatformInfo.isAndroid) flag();
            }
            """),
        ]
        let lines = findings(files).map { "\($0.position.path):\($0.position.line)" }.sorted()
        #expect(lines == ["lib/main.dart:12", "lib/main.dart:4"])
    }

    /// An instance getter that reads only platform tests is one when read through a top-level
    /// variable constructing its type; one reading a phone's platform, the window or state is not.
    @Test func instanceGettersOfAConstructedObjectArePlatformTests() {
        let files: [(String, String)] = [
            ("pubspec.yaml", "name: proxy\n"),
            ("lib/main.dart", """
            import 'dart:io';
            class System {
              bool _tv = false;
              bool get isDesktop => isWindows || isLinux;
              bool get isWindows => Platform.isWindows;
              bool get isLinux => Platform.isLinux;
              bool get isAndroid => Platform.isAndroid;
              bool get isTV => _tv;
              bool get isWide => width() > 900;
            }
            final system = System();
            void main() {
              if (system.isDesktop) { flag(); }
              if (system.isAndroid) { flag(); }
              if (system.isTV) { flag(); }
              if (system.isWide) { flag(); }
            }
            """),
        ]
        #expect(findings(files).map(\.position.line).sorted() == [14, 15, 16])
    }

    /// After `if (App.isMobile) return widget.child;`, with `isMobile` true on Android and on iOS,
    /// the rest of the build method is the desktop window frame, and so are the widgets only it
    /// builds, a `StatefulWidget` with its `State` included. A test true on only one phone, a
    /// field of the same name, or a test that cannot be read keeps the rest shipping.
    @Test func theRestAfterAnEarlyReturnOnPhonesIsDesktopCode() {
        let files: [(String, String)] = [
            ("pubspec.yaml", "name: comics\n"),
            ("lib/app.dart", """
            import 'dart:io';
            class _App {
              bool get isAndroid => Platform.isAndroid;
              bool get isIOS => Platform.isIOS;
              bool get isMobile => isAndroid || isIOS;
            }
            final App = _App();
            final isMobile = Platform.isAndroid || Platform.isIOS;
            """),
            ("lib/main.dart", """
            import 'app.dart';
            class WindowFrame {
              @override
              Widget build() {
                if (App.isMobile) return child;
                flag();
                return TitleButton();
              }
              Widget other() {
                if (App.isAndroid) return child;
                flag();
                if (!kReleaseMode) flag();
                if (isMobile && wide()) return child;
                flag();
              }
            }
            class TitleButton extends StatefulWidget {
              State<TitleButton> createState() => _TitleButtonState();
            }
            class _TitleButtonState extends State<TitleButton> {
              @override
              Widget build() { flag(); return child; }
            }
            class Tile {
              final bool isMobile;
              @override
              Widget build() {
                if (isMobile) return child;
                flag();
              }
            }
            void main() {
              runApp(WindowFrame()..other());
              runApp(Tile());
            }
            """),
        ]
        #expect(findings(files).map(\.position.line).sorted() == [11, 14, 29])
    }

    /// A private method that only `kDebugMode` code calls runs only in debug builds, for every
    /// check; one that shipping code calls too, a public one (the framework may call it) and an
    /// annotated one keep the app's scope.
    @Test func privateMethodsOnlyDebugCodeCallsDoNotShip() {
        let files: [(String, String)] = [
            ("pubspec.yaml", "name: gallery\n"),
            ("lib/main.dart", """
            import 'package:flutter/foundation.dart';
            class ErrorImage {
              Widget _debugErrorWidget(Object error) => flag(error);
              Widget _debugDetails() {
                flag();
                return _debugRow();
              }
              Widget _debugRow() {
                flag();
                return const Text('row');
              }
              Widget _placeholder() {
                flag();
                return const Icon(Icons.image);
              }
              Widget debugOverlay() {
                flag();
                return const Text('overlay');
              }
              @pragma('vm:entry-point')
              void _onNativeCall() {
                flag();
              }
              @override
              Widget build(Object? failure) {
                if (kDebugMode) {
                  debugOverlay();
                  _onNativeCall();
                  _debugDetails();
                  return _debugErrorWidget(failure!);
                }
                return kDebugMode ? _placeholder() : _placeholder();
              }
            }
            void main() => runApp(ErrorImage());
            """),
        ]
        let lines = findings(files).map(\.position.line).sorted()
        #expect(lines == [13, 17, 22])
        let project = Project(root: "", files: files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) })
        #expect(project.flutter.scope(at: SourcePosition(path: "lib/main.dart", line: 3, column: 3)) == .otherPlatform)
        #expect(project.flutter.scope(at: SourcePosition(path: "lib/main.dart", line: 13, column: 3)) == .app)
    }

    /// A function or class nothing else names never runs, and its findings are dropped: one
    /// named only by a test or inside a string too. One a caller, a `${…}` template or an
    /// annotation names stays reported.
    @Test func aFunctionNothingNamesIsUnreachable() {
        let files = [
            ("pubspec.yaml", "name: chat\ndependencies:\n  flutter:\n    sdk: flutter\n"),
            ("lib/main.dart", """
            import 'badges.dart';
            import 'page.dart';
            void main() {
              runApp(Badges().buildUsedBadge());
              debugPrint('${Badges().buildNamedInATemplate}');
            }
            """),
            ("lib/badges.dart", """
            class Badges {
              Widget buildUsedBadge() {
                flag();
                return Text('used');
              }

              Widget buildLivePhotoIndicator({required bool isFromMe}) {
                flag();
                return Icon(Icons.motion_photos_on);
              }

              @override
              Widget build(BuildContext context) {
                flag();
                return buildUsedBadge();
              }

              Widget buildOnlyTestsCall() {
                flag();
                return Text('tested');
              }

              Widget buildNamedInATemplate() {
                flag();
                return Text('see buildNamedOnlyInAString');
              }

              Widget buildNamedOnlyInAString() {
                flag();
                return Text('strings call nothing');
              }
            }

            @pragma('vm:entry-point')
            void backgroundHandler() {
              flag();
            }
            """),
            ("test/badges_test.dart", "void main() { Badges().buildOnlyTestsCall(); }\n"),
            // A widget no page builds (its constructor spells its name once more), one a page
            // builds, and one a generator builds from its annotation.
            ("lib/buttons.dart", """
            class SearchButton extends StatelessWidget {
              const SearchButton({super.key});
              Widget build(BuildContext context) { flag(); return const Icon(Icons.search); }
            }

            class ShareButton extends StatelessWidget {
              const ShareButton({super.key});
              Widget build(BuildContext context) { flag(); return const Icon(Icons.share); }
            }

            @RoutePage()
            class SettingsPage extends StatelessWidget {
              const SettingsPage({super.key});
              Widget build(BuildContext context) { flag(); return const Text('settings'); }
            }
            """),
            ("lib/page.dart", "import 'buttons.dart';\nWidget page() => const ShareButton();\n"),
        ]
        let lines = findings(files).map { "\($0.position.path):\($0.position.line)" }.sorted()
        #expect(lines == ["lib/badges.dart:14", "lib/badges.dart:24", "lib/badges.dart:3", "lib/badges.dart:36",
                          "lib/buttons.dart:14", "lib/buttons.dart:8"])
    }

    @Test func scopesFollowTestFolders() {
        #expect(FlutterModel.scope(ofPath: "lib/main.dart") == .app)
        #expect(FlutterModel.scope(ofPath: "test/widget_test.dart") == .test)
        #expect(FlutterModel.scope(ofPath: "integration_test/app_test.dart") == .test)
        #expect(FlutterModel.scope(ofPath: "packages/ui/test/helpers.dart") == .test)
        #expect(FlutterModel.scope(ofPath: "lib/src/login_test.dart") == .test)
        #expect(FlutterModel.scope(ofPath: "test_driver/main.dart") == .test)
        #expect(FlutterModel.scope(ofPath: "lib/testing/fake.dart") == .app)
    }

    @Test func testsAndGeneratedCodeDoNotShip() {
        let found = findings([
            ("lib/main.dart", "void main() { flag(); }"),
            ("test/home_test.dart", "void main() { flag(); }"),
            ("lib/model.g.dart", "void x() { flag(); }"),
            ("lib/model.freezed.dart", "void x() { flag(); }"),
            ("lib/l10n/messages.dart", "// GENERATED CODE - DO NOT MODIFY BY HAND\nvoid x() { flag(); }"),
        ])
        #expect(found.map(\.position.path) == ["lib/main.dart"])
    }

    @Test func suppressionCommentsInDart() {
        let found = findings([("lib/main.dart", """
            void main() {
              // thumbrule:disable:next test-scope
              flag();
              flag(); // thumbrule:disable:this test-scope.dart-flag - reason
              flag();
            }
            """)])
        #expect(found.filter { $0.checkId == "test-scope.dart-flag" }.map(\.position.line) == [5])
    }

    @Test func modelReadsPubspecs() {
        let workspace = [
            ("pubspec.yaml", "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n  google_mobile_ads: ^5.0.0\n"),
            ("tool/pubspec.yaml", "name: tool\ndependencies:\n  args: ^2.0.0\n"),
            ("lib/main.dart", "void main() {}"),
            ("lib/model.g.dart", "part of 'model.dart';"),
            ("lib/l10n/messages_en.dart", "// GENERATED CODE - DO NOT MODIFY BY HAND\nfinal messages = {};"),
        ].compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        let project = Project(root: "", files: workspace)
        #expect(project.hasFlutterFiles)
        #expect(project.flutter.pubspecs.map(\.path) == ["pubspec.yaml", "tool/pubspec.yaml"])
        #expect(project.flutter.dependsOn("google_mobile_ads"))
        #expect(project.flutter.dartFiles.map(\.path) == ["lib/main.dart"])
        #expect(project.flutter.generatedFiles == ["lib/l10n/messages_en.dart", "lib/model.g.dart"])
    }

    /// `check --since`: a Dart edit is answerable for its own findings; a pubspec decides for every file.
    @Test func changedDartFilesAreSourceAndPubspecsAreProjectInputs() {
        #expect(!ChangedFiles(present: ["lib/main.dart"], removed: ["lib/old.dart"]).projectInputChanged)
        #expect(ChangedFiles(present: ["lib/main.dart", "pubspec.yaml"], removed: []).projectInputChanged)
    }

    @Test func discoverySkipsDartTool() throws {
        let folder = try ScratchFolder()
        try folder.write("app/lib/main.dart", "void main() {}")
        try folder.write("app/.dart_tool/flutter_build/gen.dart", "void main() {}")
        try folder.write("app/build/app/x.dart", "void main() {}")
        let result = try Discovery().discover(["app"], currentDirectory: folder.path)
        #expect(result.files.map(\.path) == ["lib/main.dart"])
    }

    /// A `try` block that awaits nothing and only hands work on (a bloc event, an unawaited
    /// Firestore write) or pops a route cannot fail into its `catch`; an await, a throw, or any
    /// other call (even as a pop's argument) can.
    @Test func aTryThatOnlyStartsWorkOrPopsCannotFail() {
        func canFail(_ block: String) -> Bool {
            let file = DartFile("Future<void> f(BuildContext context) async {\n  try {\n\(block)\n  } catch (e) {}\n}\n")
            return file.canFail(in: file.tries[0])
        }
        #expect(!canFail("bloc.add(const Save());"))
        #expect(!canFail("context.read<HomeBloc>().add(Save(id));"))
        #expect(!canFail("FirebaseFirestore.instance.collection('users').doc(uid).update({'seen': clock.now()});"))
        #expect(!canFail("if (context.mounted) { Navigator.pop(context); }"))
        #expect(!canFail("Navigator.of(context).pop(const Result());"))
        #expect(canFail("await cubit.save(); Navigator.pop(context);"))
        #expect(canFail("Navigator.pop(context, parse(text));"))
        #expect(canFail("firestore.collection('users').add({'seen': true});"))
        #expect(canFail("if (bad) throw StateError('bad'); Navigator.pop(context);"))
        #expect(canFail("value = map[key]!;"))
    }
}
