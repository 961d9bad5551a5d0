import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// A `FloatingActionButton` (or `.extended`, `.small`, `.large`) in a Flutter app that also
/// builds for iOS (an Info.plist under the `ios/` folder beside its pubspec, not the unbuilt
/// template of an Android-only app, a folder no iOS build touched since the app changed its
/// plugins, nor that of a project whose recipes and store listings release on Android alone, nor
/// `flutter create`'s untouched template beside a configured Android app: `UnbuiltFlutterIOS`), built with no
/// platform test in the same function: the iPhone build shows a Material control that has no
/// iOS counterpart, where the action belongs in a bar. A function that reads the platform
/// (`Platform.isAndroid`, `Theme.of(context).platform`, a `…Cupertino…` or `isMaterial`
/// helper) is taken to choose per platform and left alone, and so is a widget whose class or
/// file is named for Android (`AndroidHelloPage`, an APK picker), which its callers pick on Android.
/// A button inline in a `Row` or `Wrap` of a scaffold's `body:` (round accept and decline call
/// buttons side by side), also through helper methods that return the button or the row, floats
/// over nothing and is left alone too.
///
/// Known false positives: a widget that only an Android branch of another function builds.
struct FlutterActionButtonOnIOS: FlutterCheck {
    package static let description = CheckDescription(
        id: "button-fab.flutter-on-ios",
        ruleId: "button-fab",
        summary: "A Flutter floating action button that the iOS build shows too",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: NotesPage()));

            class NotesPage extends StatelessWidget {
              const NotesPage({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  body: const NotesList(),
                  floatingActionButton: ↓FloatingActionButton(onPressed: _add, tooltip: 'New note', child: const Icon(Icons.add)),
                );
              }
            }
            """)]),
            // The same plugin, with the Podfile an iOS build writes.
            CheckExample(files: [FlutterExample.pubspec(["shared_preferences"]), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"),
                                 ("ios/Podfile", "platform :ios, '13.0'\n"), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Scaffold(floatingActionButton: ↓FloatingActionButton(onPressed: _add, tooltip: 'Add', child: const Icon(Icons.add)))));
            """)]),
            // fritter's shape, but CI also builds an IPA: the iOS app ships, with its Podfile and Play listing.
            CheckExample(files: [FlutterExample.pubspec(["shared_preferences"]), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"),
                                 ("ios/Podfile", "platform :ios, '12.0'\n"),
                                 ("ios/Runner.xcodeproj/project.pbxproj", "buildSettings = {\n\tDEVELOPMENT_TEAM = \"\";\n};\n"),
                                 ("fastlane/metadata/android/en-US/title.txt", "Chirp\n"),
                                 (".github/workflows/ci.yml", "jobs:\n  android:\n    steps:\n      - run: flutter build apk --release\n  apple:\n    runs-on: macos-latest\n    steps:\n      - run: flutter build ipa --release\n"),
                                 FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Scaffold(floatingActionButton: ↓FloatingActionButton(onPressed: _add, tooltip: 'Add', child: const Icon(Icons.add)))));
            """)]),
            // The Android-only shape below, but the iOS Fastfile's beta lane uploads to TestFlight: the iOS app ships.
            CheckExample(files: [FlutterExample.pubspec(["shared_preferences"]), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"),
                                 ("ios/Podfile", "platform :ios, '13.0'\n"),
                                 ("fastlane/metadata/android/en-US/title.txt", "Till\n"),
                                 ("android/fastlane/Fastfile", "platform :android do\n  lane :release do\n    sh \"flutter build appbundle\"\n  end\nend\n"),
                                 ("ios/fastlane/Fastfile", "platform :ios do\n  lane :beta do\n    sh \"flutter build ios\"\n    build_app(scheme: \"Runner\")\n    upload_to_testflight\n  end\nend\n"),
                                 FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Scaffold(floatingActionButton: ↓FloatingActionButton(onPressed: _addOrder, tooltip: 'Add', child: const Icon(Icons.add)))));
            """)]),
            // The template bundle identifier below, but a signing team is set: someone builds the iOS app.
            CheckExample(files: [FlutterExample.pubspec(["shared_preferences"]), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"),
                                 ("ios/Podfile", "platform :ios, '12.0'\n"),
                                 ("ios/Runner.xcodeproj/project.pbxproj", "buildSettings = {\n\tDEVELOPMENT_TEAM = AB12CD34EF;\n\tPRODUCT_BUNDLE_IDENTIFIER = com.example.cardBook;\n};\n"),
                                 ("android/app/build.gradle", "android {\n    defaultConfig {\n        applicationId \"org.cardbook.app\"\n    }\n}\n"),
                                 FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Scaffold(floatingActionButton: ↓FloatingActionButton(onPressed: _addCard, tooltip: 'Add', child: const Icon(Icons.add)))));
            """)]),
            // A map screen's full-size add button is its primary action, not a map control.
            CheckExample(files: [FlutterExample.pubspec(), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: MapPage()));

            class MapPage extends StatelessWidget {
              const MapPage({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(body: const PlacesMap(), floatingActionButton: ↓FloatingActionButton(onPressed: _addPlace, child: const Icon(Icons.add_location)));
              }
            }
            """)]),
            // Two buttons stacked in the floating slot, and one in a row pinned over the content by
            // a `Positioned`: both float over the screen.
            CheckExample(files: [FlutterExample.pubspec(), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: AlbumPage()));

            class AlbumPage extends StatelessWidget {
              const AlbumPage({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  body: Stack(children: [
                    const PhotoGrid(),
                    Positioned(bottom: 16, right: 16, child: Row(children: [
                      ↓FloatingActionButton(heroTag: 'share', onPressed: _share, child: const Icon(Icons.share)),
                    ])),
                  ]),
                  floatingActionButton: Row(mainAxisSize: MainAxisSize.min, children: [
                    ↓FloatingActionButton(heroTag: 'up', onPressed: _scrollUp, child: const Icon(Icons.arrow_upward)),
                    Padding(padding: const EdgeInsets.only(left: 8), child: ↓FloatingActionButton(heroTag: 'add', onPressed: _add, child: const Icon(Icons.add))),
                  ]),
                );
              }
            }
            """)]),
            // A helper method returns the button, and the page puts it in the floating slot.
            CheckExample(files: [FlutterExample.pubspec(), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: InboxPage()));

            class InboxPage extends StatelessWidget {
              const InboxPage({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(body: const MessageList(), floatingActionButton: composeButton());
              }

              Widget composeButton() {
                return ↓FloatingActionButton(onPressed: _compose, child: const Icon(Icons.edit));
              }
            }
            """)]),
        ],
        nonTriggering: [
            // romasaga: the iOS folder is flutter create's template (com.example bundle identifier, no
            // signing team) while the Android build has the author's own application id: no iPhone build ships.
            CheckExample(files: [FlutterExample.pubspec(["shared_preferences"]), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"),
                                 ("ios/Podfile", "# platform :ios, '9.0'\n"),
                                 ("ios/Runner.xcodeproj/project.pbxproj", "buildSettings = {\n\tPRODUCT_BUNDLE_IDENTIFIER = com.example.cardBook;\n};\nbuildSettings = {\n\tPRODUCT_BUNDLE_IDENTIFIER = com.example.cardBook;\n};\n"),
                                 ("android/app/build.gradle", "android {\n    defaultConfig {\n        applicationId \"org.cardbook.app\"\n    }\n}\n"),
                                 FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Scaffold(floatingActionButton: FloatingActionButton(onPressed: _addCard, tooltip: 'Add', child: const Icon(Icons.add)))));
            """)]),
            CheckExample(files: [FlutterExample.pubspec(), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"), FlutterExample.dart("main", """
            import 'dart:io';
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: NotesPage()));

            class NotesPage extends StatelessWidget {
              const NotesPage({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  appBar: AppBar(actions: [if (Platform.isIOS) IconButton(onPressed: _add, tooltip: 'New note', icon: const Icon(Icons.add))]),
                  body: const NotesList(),
                  floatingActionButton: Platform.isAndroid ? FloatingActionButton(onPressed: _add, tooltip: 'New note', child: const Icon(Icons.add)) : null,
                );
              }
            }
            """)]),
            // A page its callers open on Android only.
            CheckExample(files: [FlutterExample.pubspec(), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"), FlutterExample.dart("main", """
            import 'dart:io';
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Platform.isAndroid ? const AndroidHomePage() : const HomePage()));

            class AndroidHomePage extends StatelessWidget {
              const AndroidHomePage({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(floatingActionButton: FloatingActionButton(onPressed: _add, tooltip: 'Add', child: const Icon(Icons.add)));
              }
            }
            """)]),
            // An Android-only app whose `ios/` folder is the untouched template: it uses a plugin,
            // yet no iOS build ever wrote a Podfile, and its CI builds an APK.
            CheckExample(files: [FlutterExample.pubspec(["shared_preferences"]), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"),
                                 (".github/workflows/build.yml", "jobs:\n  apk:\n    steps:\n      - run: flutter build apk --release\n"),
                                 FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Scaffold(floatingActionButton: FloatingActionButton(onPressed: _add, tooltip: 'Add', child: const Icon(Icons.add)))));
            """)]),
            // An iOS folder last built before the app dropped a plugin: Podfile.lock still pins
            // `file_picker`, which pubspec.lock no longer lists, and CI builds Linux and Android only.
            CheckExample(files: [FlutterExample.pubspec(["file_selector"]), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"),
                                 ("pubspec.lock", "packages:\n  file_selector:\n    dependency: \"direct main\"\n    version: \"1.0.3\"\n"),
                                 ("ios/Podfile", "platform :ios, '12.0'\n"),
                                 ("ios/Podfile.lock", "PODS:\n  - file_picker (0.0.1):\n    - Flutter\n  - Flutter (1.0.0)\n\nDEPENDENCIES:\n  - file_picker (from `.symlinks/plugins/file_picker/ios`)\n  - Flutter (from `Flutter`)\n"),
                                 (".github/workflows/ci.yml", "jobs:\n  android:\n    steps:\n      - run: flutter build apk --release\n"),
                                 FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Scaffold(floatingActionButton: FloatingActionButton(onPressed: _add, tooltip: 'Add', child: const Icon(Icons.add)))));
            """)]),
            // fritter: an iOS folder built once (Podfile), but CI and release build APKs only (the
            // iOS job is commented out), the fastlane listing is Google Play's alone and no signing team is set.
            CheckExample(files: [FlutterExample.pubspec(["shared_preferences"]), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"),
                                 ("ios/Podfile", "platform :ios, '12.0'\n"),
                                 ("ios/Runner.xcodeproj/project.pbxproj", "buildSettings = {\n\tDEVELOPMENT_TEAM = \"\";\n};\n"),
                                 ("fastlane/metadata/android/en-US/title.txt", "Chirp\n"),
                                 (".github/workflows/ci.yml", "jobs:\n  android:\n    steps:\n      - run: flutter build apk --release\n#  apple:\n#    runs-on: macos-latest\n#    steps:\n#      - run: flutter build ipa --release\n"),
                                 FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Scaffold(floatingActionButton: FloatingActionButton(onPressed: _add, tooltip: 'Add', child: const Icon(Icons.add)))));
            """)]),
            // flutter-pos: Android-only release (appbundle lanes, Play listing, no signing team); the iOS
            // Fastfile only runs `flutter build ios`, its archive and TestFlight upload commented out.
            CheckExample(files: [FlutterExample.pubspec(["shared_preferences"]), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"),
                                 ("ios/Podfile", "platform :ios, '13.0'\n"),
                                 ("fastlane/metadata/android/en-US/title.txt", "Till\n"),
                                 ("android/fastlane/Fastfile", "platform :android do\n  lane :release do\n    sh \"flutter build appbundle\"\n  end\nend\n"),
                                 ("ios/fastlane/Fastfile", "platform :ios do\n  desc \"Submit to TestFlight\"\n  lane :beta do\n    sh \"flutter build ios\"\n    # build_app(scheme: \"Runner\")\n    # upload_to_testflight\n  end\nend\n"),
                                 FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Scaffold(floatingActionButton: FloatingActionButton(onPressed: _addOrder, tooltip: 'Add', child: const Icon(Icons.add)))));
            """)]),
            // ente: small floating buttons over a map (zoom, back, open in maps), which iOS maps draw too.
            CheckExample(files: [FlutterExample.pubspec(), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Scaffold(body: Stack(children: [const PlacesMap(), MapControl(icon: Icons.add, onPressed: _zoomIn)]))));

            class MapControl extends StatelessWidget {
              const MapControl({super.key, required this.icon, required this.onPressed});
              final IconData icon;
              final VoidCallback onPressed;

              @override
              Widget build(BuildContext context) {
                return FloatingActionButton(heroTag: 'zoom', mini: true, elevation: 2, onPressed: onPressed, child: Icon(icon));
              }
            }
            """)]),
            // campus-flutter: a full-size round "locate me" button placed over a map in the same Stack.
            CheckExample(files: [FlutterExample.pubspec(), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: Scaffold(body: PlacesView())));

            class PlacesView extends StatelessWidget {
              const PlacesView({super.key});

              @override
              Widget build(BuildContext context) {
                return Stack(children: [
                  GoogleMap(initialCameraPosition: _start),
                  Positioned(right: 16, bottom: 16, child: FloatingActionButton(heroTag: 'locate', shape: const CircleBorder(), onPressed: _locate, child: const Icon(Icons.my_location))),
                ]);
              }
            }
            """)]),
            // revup-flutter's incoming call: round decline and accept buttons side by side in a row of
            // the page's content, not an action floating over it; iOS calls use the same round buttons.
            CheckExample(files: [FlutterExample.pubspec(), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: RingingPage()));

            class RingingPage extends StatelessWidget {
              const RingingPage({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  body: Center(
                    child: Column(mainAxisSize: MainAxisSize.min, children: [
                      const Text('Incoming call'),
                      Row(mainAxisSize: MainAxisSize.min, children: [
                        Padding(
                          padding: const EdgeInsets.all(24),
                          child: FloatingActionButton(heroTag: 'decline', backgroundColor: Colors.red, onPressed: _decline, child: const Icon(Icons.call_end)),
                        ),
                        FloatingActionButton(heroTag: 'accept', backgroundColor: Colors.green, onPressed: _accept, child: const Icon(Icons.call)),
                      ]),
                    ]),
                  ),
                );
              }
            }
            """)]),
            // linshare-flutter's voice recorder: discard, record and save buttons, each returned by
            // its own method, side by side in a row that another method returns into the page's body
            // (through a builder of a store connector with two type arguments).
            CheckExample(files: [FlutterExample.pubspec(), ("ios/Runner/Info.plist", "<plist><dict></dict></plist>"), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(const MaterialApp(home: VoiceNotePage()));

            class VoiceNotePage extends StatelessWidget {
              const VoiceNotePage({super.key});

              @override
              Widget build(BuildContext context) {
                return Scaffold(
                  body: StoreConnector<AppState, RecorderState>(
                    converter: (store) => store.state.recorder,
                    builder: (context, state) {
                      return SafeArea(child: Column(children: [const Spacer(), const Timer(), controls(), const Spacer()]));
                    },
                  ),
                );
              }

              Widget controls() => Row(mainAxisAlignment: MainAxisAlignment.spaceEvenly, children: [discardButton(), recordButton(), keepButton()]);

              Widget discardButton() {
                return FloatingActionButton(heroTag: 'discard', onPressed: _discard, child: const Icon(Icons.delete_outline));
              }

              Widget recordButton() => const FloatingActionButton(heroTag: 'record', onPressed: _toggle, child: Icon(Icons.mic));

              Widget keepButton() {
                return FloatingActionButton(heroTag: 'keep', onPressed: _keep, child: const Icon(Icons.check));
              }
            }
            """)]),
            // An Android-only app.
            CheckExample(files: [FlutterExample.pubspec(), FlutterExample.dart("main", """
            import 'package:flutter/material.dart';

            void main() => runApp(MaterialApp(home: Scaffold(floatingActionButton: FloatingActionButton(onPressed: _add, tooltip: 'Add', child: const Icon(Icons.add)))));
            """)]),
        ]
    )

    static let variants: Set<String> = ["extended", "small", "large"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        let iosFolders = flutter.pubspecs.compactMap { pubspec -> String? in
            let folder = (pubspec.path as NSString).deletingLastPathComponent
            let ios = folder.isEmpty ? "ios/" : folder + "/ios/"
            return project.infoPlists.keys.contains { $0.hasPrefix(ios) } ? (folder.isEmpty ? "" : folder + "/") : nil
        }
        guard !iosFolders.isEmpty else { return }
        for (file, index) in flutter.shippingCalls(named: Self.variants.union(["FloatingActionButton"])) {
            let dart = file.file
            let call = dart.calls[index]
            guard call.receiver.isEmpty ? call.name == "FloatingActionButton" : call.receiver.count == 1 && call.receiverName == "FloatingActionButton",
                  iosFolders.contains(where: { file.path.hasPrefix($0) }),
                  !Self.readsPlatform(around: index, in: dart),
                  !Self.namedForAndroid(file.path), !Self.namedForAndroid(call.enclosingClass.flatMap { dart.classes[$0].name } ?? ""),
                  !Self.isMapControl(call, className: call.enclosingClass.flatMap { dart.classes[$0].name }, path: file.path),
                  !Self.isInlineInContent(index, in: dart), !Self.floatsOverMap(index, in: dart) else { continue }
            output.report(
                "This floating action button is built for every platform, so the iPhone build shows a Material control iOS has no counterpart for. Show it on Android only (Theme.of(context).platform == TargetPlatform.android) and put the action in the navigation bar on iOS.",
                at: file.position(ofCall: index), confidence: .medium)
        }
    }

    /// Whether a file or class is named for Android (`AndroidHelloPage`, `apk_picker_page.dart`).
    static func namedForAndroid(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("android") || lower.contains("apk")
    }

    /// Whether a small button (`mini: true`, `FloatingActionButton.small`) is a map's control:
    /// its class or file is named for a map (`MapButton`, `map_controls.dart`). Zoom and locate
    /// buttons float over a map on iOS too (Apple Maps draws them so); they are no screen's
    /// primary action.
    static func isMapControl(_ call: DartCall, className: String?, path: String) -> Bool {
        let small = call.name == "small" || call.argument("mini")?.value == .boolean(true)
        let file = (path as NSString).lastPathComponent
        return small && [className ?? "", file].contains { NameWords.split($0).contains("map") }
    }

    /// Whether the button (through padding, sizing or placing wrappers) is a child of a `Stack`
    /// whose other children include a map widget (`GoogleMap`, `FlutterMap`, `MapLibreMap`,
    /// `MapWidget`): a "locate me" or zoom control floating over the map, which iOS maps draw too
    /// (campus-flutter's locate button over its MapLibre map), not the screen's primary action.
    static func floatsOverMap(_ index: Int, in dart: DartFile) -> Bool {
        var current = index
        while let parent = dart.parent(of: current), parent.label == "child",
              singleChildWrappers.union(["Positioned", "Align", "SafeArea"]).contains(dart.calls[parent.call].name) {
            current = parent.call
        }
        guard let stack = dart.parent(of: current), stack.label == "children", dart.calls[stack.call].name == "Stack" else { return false }
        return dart.calls.indices.contains { sibling in
            sibling != current && dart.calls[sibling].receiver.isEmpty && NameWords.split(dart.calls[sibling].name).contains("map")
                && dart.parent(of: sibling).map { $0.call == stack.call && $0.label == "children" } == true
        }
    }

    /// Widgets that only pad, size or centre the one child they hold.
    static let singleChildWrappers: Set<String> = ["Padding", "SizedBox", "Center", "Container", "Tooltip", "Semantics", "Hero", "Expanded", "Flexible"]
    /// Horizontal runs whose children sit side by side in the content.
    static let inlineRuns: Set<String> = ["Row", "Wrap"]

    /// Whether the button sits inline among siblings in a row of the screen's content: a child
    /// (through padding or sizing wrappers) of a `Row` or `Wrap` that lies within the `body:` of
    /// the `Scaffold` the same code builds, with no `Stack` or `Positioned` between that would
    /// float it over the content. revup-flutter's round decline and accept buttons on its
    /// incoming-call page: a round call button, which iOS draws too, not a floating screen action.
    /// A button or row that a helper method of the same class returns is followed to the places
    /// that method is called (linshare-flutter's recorder: cancel, record and save buttons, each
    /// returned by its own method, in a row another method returns into the page's body); every
    /// call must place it so. A row in the `floatingActionButton:` slot, or one whose scaffold is
    /// not in sight, is kept.
    static func isInlineInContent(_ index: Int, in dart: DartFile, depth: Int = 0) -> Bool {
        var current = index
        while let parent = dart.parent(of: current), parent.label == "child", singleChildWrappers.contains(dart.calls[parent.call].name) {
            current = parent.call
        }
        guard let run = dart.parent(of: current) else {
            guard depth < 4, let sites = helperCallSites(of: current, in: dart) else { return false }
            return sites.allSatisfy { isInlineInContent($0, in: dart, depth: depth + 1) }
        }
        guard run.label == "children", inlineRuns.contains(dart.calls[run.call].name) else { return false }
        return liesInScaffoldBody(run.call, in: dart, depth: depth)
    }

    /// Whether a call lies within the `body:` of a `Scaffold` with no `Stack`, `Positioned` or
    /// `Overlay` between, following helper methods that return it to where they are called.
    static func liesInScaffoldBody(_ index: Int, in dart: DartFile, depth: Int) -> Bool {
        var node = index
        var steps = 0
        while let up = dart.parent(of: node), steps <= dart.calls.count {
            let name = dart.calls[up.call].name
            if name == "Stack" || name == "Positioned" || name == "Overlay" { return false }
            if name == "Scaffold" { return scaffoldLabel(holding: node, in: dart) == "body" }
            node = up.call
            steps += 1
        }
        guard depth < 4, let sites = helperCallSites(of: node, in: dart) else { return false }
        return sites.allSatisfy { liesInScaffoldBody($0, in: dart, depth: depth + 1) }
    }

    /// The label of the `Scaffold` argument holding a call. Every argument of a scaffold is
    /// named, so one without a label is the tail of a named one that a comma between type
    /// arguments split (`body: StoreConnector<AppState, ViewState>(…)`, linshare-flutter): it
    /// takes the label of the nearest labelled argument before it.
    static func scaffoldLabel(holding index: Int, in dart: DartFile) -> String? {
        guard let container = dart.calls[index].container else { return nil }
        let arguments = dart.calls[container.call].arguments
        guard container.argument < arguments.count else { return nil }
        return arguments[...container.argument].last { $0.label != nil }?.label
    }

    /// When a call is what a named method returns (`return X(…)`, `=> X(…)`) and that method is
    /// no `build`, the calls of that method from the same class in this file (plain `name()` or
    /// `this.name()`); nil when it is not returned so, or nothing calls the method.
    static func helperCallSites(of index: Int, in dart: DartFile) -> [Int]? {
        let call = dart.calls[index]
        guard dart.parent(of: index) == nil, let function = call.enclosingFunction,
              let name = dart.functions[function].name, name != "build" else { return nil }
        var before = call.startToken - 1
        if before >= 0, ["const", "new"].contains(dart.source.text(at: before)) { before -= 1 }
        guard before >= 0, ["return", "=>"].contains(dart.source.text(at: before)) else { return nil }
        let owner = dart.functions[function].enclosingClass
        let sites = dart.calls.indices.filter { site in
            let candidate = dart.calls[site]
            guard candidate.name == name, candidate.enclosingClass == owner, site != index else { return false }
            return candidate.receiver.isEmpty || candidate.receiver == [.name("this")]
        }
        return sites.isEmpty ? nil : sites
    }

    /// Whether the outermost function around a call reads the platform or picks a platform style.
    static func readsPlatform(around index: Int, in file: DartFile) -> Bool {
        guard let function = file.enclosingFunctions(startingAt: file.calls[index].enclosingFunction).last else { return false }
        return file.functions[function].bodyRange.contains { token in
            guard file.source.kind(at: token) == .identifier else { return false }
            let name = file.source.text(at: token).lowercased()
            return name.contains("platform") || name.contains("android") || name.contains("ios") || name.contains("cupertino")
                || name.contains("material") && name.hasPrefix("is") || name.contains("adaptive")
        }
    }
}
