import Testing
@testable import ThumbruleFrontEnds

@Suite struct PubspecTests {
    static let text = """
    name: habits # the app
    description: "A habit tracker: simple"
    publish_to: 'none'
    version: 1.2.3+4

    environment:
      sdk: ">=3.0.0 <4.0.0"
      flutter: ^3.16.0

    dependencies:
      flutter:
        sdk: flutter
      flutter_localizations: {sdk: flutter}
      http: ^1.2.0
      google_mobile_ads: 5.1.0
      chessground:
        git:
          url: https://github.com/example/chessground.git
          ref: main
      local_pkg:
        path: ../local_pkg
      hosted_pkg:
        hosted: https://pub.example.com
        version: ^2.0.0
      any_pkg:

    dev_dependencies:
      flutter_test:
        sdk: flutter
      build_runner: any

    flutter:
      uses-material-design: true
      assets:
        - assets/images/
        - assets/sounds/ # comment
      fonts:
        - family: Inter
          fonts:
            - asset: fonts/Inter.ttf
              weight: 400
    """

    @Test func readsDependenciesAndConstraints() {
        let pubspec = Pubspec(text: Self.text)
        #expect(pubspec.name == "habits")
        #expect(pubspec.sdkConstraint == ">=3.0.0 <4.0.0")
        #expect(pubspec.flutterConstraint == "^3.16.0")
        #expect(pubspec.usesFlutter)
        #expect(pubspec.dependencies.map(\.name) == ["flutter", "flutter_localizations", "http", "google_mobile_ads", "chessground", "local_pkg", "hosted_pkg", "any_pkg"])
        let byName = Dictionary(uniqueKeysWithValues: pubspec.dependencies.map { ($0.name, $0) })
        #expect(byName["flutter"]?.source == .sdk("flutter"))
        #expect(byName["http"]?.constraint == "^1.2.0")
        #expect(byName["http"]?.line == 14)
        #expect(byName["chessground"]?.source == .git)
        #expect(byName["local_pkg"]?.source == .path)
        #expect(byName["hosted_pkg"]?.constraint == "^2.0.0")
        #expect(byName["any_pkg"]?.constraint == nil)
        #expect(pubspec.devDependencies.map(\.name) == ["flutter_test", "build_runner"])
        #expect(pubspec.dependsOn("google_mobile_ads"))
        #expect(!pubspec.dependsOn("build_runner"))
        #expect(pubspec.pluginLibraries.isEmpty)
        let plugin = "name: share_intent\nflutter:\n  plugin:\n    platforms:\n      android:\n        dartPluginClass: ShareIntentAndroid\n      web:\n        pluginClass: ShareIntentWeb\n        fileName: src/share_intent_web.dart\n"
        #expect(Pubspec(text: plugin).pluginLibraries == ["share_intent.dart", "src/share_intent_web.dart"])
    }

    @Test func nestedListsAndMaps() {
        let root = YAMLSubset.parse(Self.text)
        guard case .list(let assets)? = root["flutter"]?["assets"] else { Issue.record("assets"); return }
        #expect(assets == [.scalar("assets/images/"), .scalar("assets/sounds/")])
        guard case .list(let fonts)? = root["flutter"]?["fonts"] else { Issue.record("fonts"); return }
        #expect(fonts.first?["family"]?.scalar == "Inter")
        guard case .list(let files)? = fonts.first?["fonts"] else { Issue.record("font files"); return }
        #expect(files.first?["weight"]?.scalar == "400")
        #expect(root["description"]?.scalar == "A habit tracker: simple")
    }

    @Test func oddInputIsQuiet() {
        for text in ["", "   ", "- a\n- b", "a:\n  - x\n  y: z", "::::", "a: 'unclosed", "dependencies: []\n  x: 1"] {
            _ = Pubspec(text: text)
        }
        #expect(!Pubspec(text: "name: tool\ndependencies:\n  args: ^2.0.0").usesFlutter)
    }
}
