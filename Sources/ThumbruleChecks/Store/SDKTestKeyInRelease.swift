import SwiftSyntax
import ThumbruleCore
import ThumbruleFrontEnds

/// An SDK's published test key in code or settings that ship: Google's sample AdMob app and ad
/// unit IDs, Stripe test-mode keys, and the other entries of `SDKTestKeys`. A string literal
/// in shipping Swift or Kotlin (the engine drops `#if DEBUG`, previews and `src/debug`), or a
/// value of an app's Info.plist (`GADApplicationIdentifier`) or of a `<meta-data>` in the app's
/// main Android manifest. Only a literal that is the whole
/// key counts. A key that is the raw value of an enum case no shipping code names is left out:
/// `case test = "ca-app-pub-3940256099942544/…"` beside the live units, assigned only under
/// `#if DEBUG` (`rawValueCase`). Medium confidence: a run-time switch on the build
/// (`isDebug ? testID : liveID`) is not told apart from a key that always ships.
struct SDKTestKeyInRelease: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "store-test-keys.sdk-test-key",
        ruleId: "store-test-keys",
        summary: "An SDK's sample or test key in code or settings that ship",
        triggering: [
            CheckExample("""
            import GoogleMobileAds

            enum AdUnits {
                static let banner = ↓"ca-app-pub-3940256099942544/2934735716"
            }
            """),
            CheckExample("""
            import StripePaymentSheet

            func configureStripe() {
                StripeAPI.defaultPublishableKey = ↓"pk_test_51HcW2bKx0aExampleOnlyKey00"
            }
            """),
            CheckExample(files: [
                ("App/ContentView.swift", "import SwiftUI\n"),
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                ↓<key>GADApplicationIdentifier</key>
                <string>ca-app-pub-3940256099942544~1458002511</string>
                </dict>
                </plist>
                """),
            ]),
            // The test unit is an enum case that release code picks.
            CheckExample("""
            import GoogleMobileAds

            enum BannerUnit: String {
                case home = "ca-app-pub-5260414455218823/1234567890"
                case test = ↓"ca-app-pub-3940256099942544/2934735716"
            }

            func bannerUnitID() -> String {
                BannerUnit.test.rawValue
            }
            """),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Ads", """
                package com.example.app

                const val BANNER_UNIT = ↓"ca-app-pub-3940256099942544/6300978111"
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <application>
                        ↓<meta-data
                            android:name="com.google.android.gms.ads.APPLICATION_ID"
                            android:value="ca-app-pub-3940256099942544~3347511713" />
                    </application>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample("""
            import GoogleMobileAds

            enum AdUnits {
                #if DEBUG
                static let banner = "ca-app-pub-3940256099942544/2934735716"
                #else
                static let banner = "ca-app-pub-5260414455218823/1234567890"
                #endif
            }
            """),
            // The test unit is an enum case that only debug builds pick.
            CheckExample("""
            import GoogleMobileAds

            enum BannerUnit: String {
                case home = "ca-app-pub-5260414455218823/1234567890"
                case test = "ca-app-pub-3940256099942544/2934735716"
            }

            func bannerUnitID() -> String {
                var unit = BannerUnit.home
                #if DEBUG
                unit = .test
                #endif
                return unit.rawValue
            }
            """),
            CheckExample("""
            let help = "Replace ca-app-pub-3940256099942544/2934735716 with your own unit"
            let placeholder = "pk_test_"
            let live = "pk_live_51HcW2bKx0aExampleOnlyKey00"
            """),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/debug/java/com/example/app/Ads.kt", """
                package com.example.app

                const val BANNER_UNIT = "ca-app-pub-3940256099942544/6300978111"
                """),
            ]),
        ]
    )

    struct Use: Sendable, Codable {
        let position: SourcePosition
        let value: String
        /// The enum case whose raw value the key is, when that case reaches code only by its name.
        var rawValueCase: String? = nil
    }

    static let uses = FactKey<Use>("store-test-keys.literal")
    static let search = TextSearch(anyOf: SDKTestKeys.entries.map(\.prefix), ignoringCase: false)

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for literal in file.index.stringLiterals where literal.segments.count == 1 {
            guard let value = Capability.literal(ExprSyntax(literal)), SDKTestKeys.match(value) != nil else { continue }
            output.facts.add(Use(position: file.position(of: literal), value: value, rawValueCase: Self.rawValueCase(of: literal)), for: Self.uses)
        }
    }

    /// The case name when the literal is a case's raw value (`case test = "…"`) in an enum that
    /// inherits only its raw type, with no attribute and not `public`: such a case is reached only
    /// by naming it (no `allCases`, no decoding, no client outside the project), or from its raw
    /// value, which is the key itself.
    static func rawValueCase(of literal: StringLiteralExprSyntax) -> String? {
        guard let element = literal.parent?.as(InitializerClauseSyntax.self)?.parent?.as(EnumCaseElementSyntax.self),
              let enumDecl = element.parent?.parent?.as(EnumCaseDeclSyntax.self)?.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
              enumDecl.attributes.isEmpty, !enumDecl.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }),
              let inherited = enumDecl.inheritanceClause?.inheritedTypes, inherited.count == 1,
              inherited.first?.type.trimmedSourceText == "String" else { return nil }
        return element.name.text
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        var found = project.facts.values(Self.uses)
        for (path, plist) in project.shippingPhoneInfoPlists {
            for (key, value) in plist.root.sorted(by: { $0.key < $1.key }) {
                guard let text = value.stringValue, SDKTestKeys.match(text) != nil else { continue }
                found.append(Use(position: SourcePosition(path: path, line: plist.line(of: key), column: 1), value: text))
            }
        }
        if project.hasAndroidFiles {
            // `<meta-data>` of the app's own main manifests (the AdMob application ID lives there).
            for path in Set(project.android.apps.compactMap(\.mainManifestPath)).sorted() {
                guard let input = project.files.first(where: { $0.path == path }), let text = project.text(of: input),
                      Self.search.matches(text),
                      let manifest = try? AndroidManifest(text: text) else { continue }
                for data in manifest.metaData {
                    guard let value = data.value, SDKTestKeys.match(value) != nil else { continue }
                    found.append(Use(position: SourcePosition(path: path, line: data.position.line, column: data.position.column), value: value))
                }
            }
            for file in project.android.kotlinFiles {
                let source = file.file.source
                guard SDKTestKeys.entries.contains(where: { source.bytes.contains(utf8: $0.prefix) }) else { continue }
                for index in source.tokens.indices.dropFirst().dropLast() where source.tokens[index].kind == .stringText
                    && source.tokens[index - 1].kind == .stringOpen && source.tokens[index + 1].kind == .stringClose {
                    let value = source.text(of: source.tokens[index])
                    guard SDKTestKeys.match(value) != nil else { continue }
                    found.append(Use(position: file.position(source.tokens[index - 1].position), value: value))
                }
            }
        }
        // A case no shipping code names (`type = .test` only under `#if DEBUG`) never hands its key to a release build.
        let shippingNames = project.model?.shippingNames
        for use in found.sorted(by: { $0.position < $1.position }) {
            if let name = use.rawValueCase, let shippingNames, !shippingNames.contains(name) { continue }
            guard let entry = SDKTestKeys.match(use.value) else { continue }
            output.report(
                "\"\(use.value)\" is \(entry.kind); it reaches release builds from here, so replace it with \(entry.instead), and keep the test value under #if DEBUG (or src/debug on Android).",
                at: use.position, confidence: .medium)
        }
    }
}
