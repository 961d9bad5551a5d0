import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore

/// Apps whose release builds never reach App Store Connect (`OutsideAppStore`): the fact is read
/// from positive evidence only, any App Store upload step cancels it, and the engine then drops
/// the findings of checks whose harm is an upload refusal or an App Review rejection.
@Suite struct OutsideAppStoreTests {
    static let enterpriseFastfile = """
    # Beta builds for the kiosk iPads.
    lane :deploy do |options|
      increment_build_number build_number: Time.new.strftime("%Y.%m.%d")
      gym(
        scheme: "Kiosk",
        export_method: 'enterprise',
      )
      hockey(api_token: ENV["HOCKEY_API_TOKEN"])
    end
    """

    static let appFiles: [(String, String)] = [
        ("App/WebScreen.swift", "import UIKit\n\nfinal class WebScreen: UIViewController {\n    let web = UIWebView()\n}\n"),
        ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Kiosk"])),
    ]

    static let storeChecks: Set<String> = ["store-private-api.uiwebview", "store-export-compliance.key-missing"]

    func storeFindings(_ files: [(String, String)]) -> [String] {
        let workspace = files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        return Engine(checks: CheckRegistry.all, jobs: 1).run(files: workspace, root: "").findings
            .map(\.checkId).filter { Self.storeChecks.contains($0) }.sorted()
    }

    func evidence(_ files: [(String, String)]) -> OutsideAppStore.Evidence? {
        OutsideAppStore.evidence(in: files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) })
    }

    @Test func enterpriseFastfileSilencesStoreChecks() throws {
        let files = Self.appFiles + [("fastlane/Fastfile", Self.enterpriseFastfile)]
        let found = try #require(evidence(files))
        #expect(found.position == SourcePosition(path: "fastlane/Fastfile", line: 4, column: 1))
        #expect(storeFindings(files).isEmpty)
        // Without the Fastfile the same app is reported as before.
        #expect(storeFindings(Self.appFiles) == ["store-export-compliance.key-missing", "store-private-api.uiwebview"])
    }

    @Test func anAppStoreLaneKeepsStoreChecks() {
        let fastfile = Self.enterpriseFastfile + "\n\nlane :release do\n  build_app(scheme: \"Kiosk\")\n  deliver(force: true)\nend\n"
        let files = Self.appFiles + [("fastlane/Fastfile", fastfile)]
        #expect(evidence(files) == nil)
        #expect(storeFindings(files) == ["store-export-compliance.key-missing", "store-private-api.uiwebview"])
    }

    @Test(arguments: [
        "lane :beta do\n  match(type: \"appstore\")\n  gym(export_method: \"ad-hoc\")\nend\n",
        "lane :beta do\n  gym(export_method: \"ad-hoc\")\n  upload_to_testflight\nend\n",
        "lane :beta do\n  gym(export_method: \"ad-hoc\")\n  sh \"xcrun altool --upload-app -f App.ipa\"\nend\n",
        "import_from_git(url: \"https://example.com/lanes.git\")\nlane :beta do\n  gym(export_method: \"ad-hoc\")\nend\n",
    ])
    func storeSignalsInFastfiles(_ fastfile: String) {
        #expect(evidence([("fastlane/Fastfile", fastfile)]) == nil)
    }

    @Test func exportMethodWithoutParenthesesAndInComments() {
        let bare = "lane :beta do\n  build_ios_app scheme: \"App\",\n    export_method: \"development\"\nend\n"
        #expect(evidence([("fastlane/Fastfile", bare)])?.position.line == 2)
        // A method named only in a comment or another action's arguments is no export.
        let commented = "lane :beta do\n  # gym(export_method: \"enterprise\")\n  slack(message: \"export_method enterprise\")\nend\n"
        #expect(evidence([("fastlane/Fastfile", commented)]) == nil)
    }

    @Test func exportOptionsPlists() {
        let adHoc = PlistExamples.infoPlist(["method": "ad-hoc"])
        #expect(evidence([("ExportOptions.plist", adHoc)]) != nil)
        #expect(evidence([("adhocExportOptions.plist", adHoc),
                          ("appStoreExportOptions.plist", PlistExamples.infoPlist(["method": "app-store-connect"]))]) == nil)
    }

    static let unsignedArchive = """
    jobs:
      deploy:
        steps:
          - name: Xcode archive
            run: xcodebuild archive
              -scheme App
              -archivePath /tmp/App.xcarchive
              CODE_SIGNING_ALLOWED=NO
          - name: Export .ipa file
            run: |
              mv /tmp/App.xcarchive/Products/Applications/App.app Payload/App.app
              zip -r /tmp/App.ipa ./Payload
          - uses: softprops/action-gh-release@v2
            with:
              files: /tmp/App.ipa
    """

    @Test func unsignedIPAInCI() {
        #expect(evidence([(".github/workflows/deploy.yml", Self.unsignedArchive)])?.position.line == 8)
        // A compile check with signing off builds no IPA.
        let compile = "jobs:\n  build:\n    steps:\n      - run: xcodebuild build -scheme App CODE_SIGNING_ALLOWED=NO\n"
        #expect(evidence([(".github/workflows/build.yml", compile)]) == nil)
        // An unsigned Debug IPA kept as a CI artifact is a developer's build, not a release.
        let artifact = Self.unsignedArchive.replacingOccurrences(of: "-scheme App", with: "-scheme App -configuration Debug")
        #expect(evidence([(".github/workflows/deploy.yml", artifact)]) == nil)
        let kept = Self.unsignedArchive.replacingOccurrences(of: "softprops/action-gh-release@v2", with: "actions/upload-artifact@v4")
        #expect(evidence([(".github/workflows/deploy.yml", kept)]) == nil)
        let flutter = "jobs:\n  ios:\n    steps:\n      - run: flutter build ios --release --no-codesign\n      - run: zip -r App-ios.ipa Payload\n      - run: gh release upload v1 App-ios.ipa\n"
        #expect(evidence([(".github/workflows/release.yml", flutter)]) != nil)
        #expect(evidence([(".github/workflows/release.yml", flutter.replacingOccurrences(of: "--release", with: "--debug"))]) == nil)
        // Another workflow that uploads to TestFlight, or an Xcode Cloud script, is an App Store signal.
        let testFlight = "jobs:\n  beta:\n    steps:\n      - uses: apple-actions/upload-testflight-build@v1\n"
        #expect(evidence([(".github/workflows/deploy.yml", Self.unsignedArchive), (".github/workflows/beta.yml", testFlight)]) == nil)
        #expect(evidence([(".github/workflows/deploy.yml", Self.unsignedArchive), ("ci_scripts/ci_post_clone.sh", "brew install swiftlint\n")]) == nil)
        // `flutter build ipa` exports for the App Store.
        let ipa = "jobs:\n  ios:\n    steps:\n      - run: flutter build ipa --release\n"
        #expect(evidence([(".github/workflows/deploy.yml", Self.unsignedArchive), (".github/workflows/ipa.yml", ipa)]) == nil)
        // A step named "Build IPA" runs no such command.
        let named = flutter.replacingOccurrences(of: "      - run: flutter build ios", with: "      - name: Build IPA\n        run: flutter build ios")
        #expect(evidence([(".github/workflows/release.yml", named)]) != nil)
        // Nor does one titled with the command it stands in for.
        let titled = flutter.replacingOccurrences(of: "      - run: flutter build ios", with: "      - name: flutter build ipa\n        run: flutter build ios")
        #expect(evidence([(".github/workflows/release.yml", titled)]) != nil)
        // A workflow that runs fastlane lanes the checkout does not hold may upload anywhere; one
        // only titled after fastlane (a metadata linter) runs none.
        let lanes = "jobs:\n  beta:\n    steps:\n      - run: bundle exec fastlane ios beta\n"
        #expect(evidence([(".github/workflows/release.yml", flutter), (".github/workflows/beta.yml", lanes)]) == nil)
        let action = "jobs:\n  beta:\n    steps:\n      - uses: maierj/fastlane-action@v3.1.0\n        with:\n          lane: beta\n"
        #expect(evidence([(".github/workflows/release.yml", flutter), (".github/workflows/beta.yml", action)]) == nil)
        let linter = "name: Validate Fastlane metadata\njobs:\n  go:\n    steps:\n      - name: Validate Fastlane Supply Metadata\n        uses: ashutoshgngwr/validate-fastlane-supply-metadata@v2.1.0\n"
        #expect(evidence([(".github/workflows/release.yml", flutter), (".github/workflows/fastlane.yml", linter)]) != nil)
    }

    /// A release workflow whose build matrix has an IPA target, built by the project's own
    /// script with Flutter's `--no-codesign` and published as a GitHub release.
    @Test func unsignedIPAThroughABuildScript() {
        let matrix = """
        jobs:
          build:
            strategy:
              matrix:
                include:
                  - target: apk
                  - target: ipa
            steps:
              - name: Build release artifact
                run: |
                  args=(release build "${{ matrix.target }}")
                  if [[ "${{ matrix.target }}" == "ipa" ]]; then
                    args+=(--no-codesign)
                  fi
                  ./build.sh "${args[@]}"
          publish:
            steps:
              - run: gh release create "$TAG" artifacts/*
        """
        #expect(evidence([(".github/workflows/release.yml", matrix)])?.position.line == 13)
        // Not published as a release, or no IPA among the targets: no evidence.
        #expect(evidence([(".github/workflows/release.yml", matrix.replacingOccurrences(of: "gh release create", with: "echo"))]) == nil)
        #expect(evidence([(".github/workflows/release.yml", matrix.replacingOccurrences(of: "ipa", with: "app"))]) == nil)
        // A debug build is no release.
        #expect(evidence([(".github/workflows/release.yml", matrix.replacingOccurrences(of: "(--no-codesign)", with: "(--no-codesign --debug)"))]) == nil)
    }

    /// A build script a CI step runs, which removes the app's signature and zips `Payload`
    /// into an `.ipa` for people to sign and install themselves (AltStore, Sideloadly).
    static let ipaScript = """
    #!/bin/bash
    set -e
    xcodebuild -project "$ROOT/App.xcodeproj" -scheme App \\
        -configuration Release \\
        clean build \\
        CODE_SIGN_IDENTITY="" CODE_SIGNING_REQUIRED=NO CODE_SIGNING_ALLOWED="NO"
    cp -r "$DERIVED/Release-iphoneos/App.app" App.app
    codesign --remove App.app
    mkdir Payload
    cp -r App.app Payload/App.app
    zip -vr App.ipa Payload
    """

    @Test func unsignedIPAFromABuildScript() {
        #expect(FileKind.classify("ipabuild.sh") == .buildScript)
        #expect(FileKind.classify("ci_scripts/ci_post_clone.sh") == .buildPipeline)
        let found = evidence([("ipabuild.sh", Self.ipaScript)])
        #expect(found?.position == SourcePosition(path: "ipabuild.sh", line: 8, column: 1))
        #expect(storeFindings(Self.appFiles + [("ipabuild.sh", Self.ipaScript)]).isEmpty)
        // The same commands in a workflow step, kept only as an artifact, say the same.
        let workflow = "jobs:\n  ipa:\n    steps:\n      - run: |\n" + Self.ipaScript.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n")
            + "\n      - uses: actions/upload-artifact@v4\n"
        #expect(evidence([(".github/workflows/build.yml", workflow)]) != nil)
        // A Debug build is a developer's; an app signed again before zipping is a signed build;
        // without the signature removed, or without the IPA packed, there is no evidence.
        #expect(evidence([("ipabuild.sh", Self.ipaScript.replacingOccurrences(of: "Release", with: "Debug"))]) == nil)
        #expect(evidence([("ipabuild.sh", Self.ipaScript.replacingOccurrences(of: "mkdir Payload", with: "codesign -f -s \"$IDENTITY\" App.app\nmkdir Payload"))]) == nil)
        #expect(evidence([("ipabuild.sh", Self.ipaScript.replacingOccurrences(of: "codesign --remove App.app", with: ""))]) == nil)
        #expect(evidence([("ipabuild.sh", Self.ipaScript.replacingOccurrences(of: "zip -vr App.ipa Payload", with: "zip -vr App.zip App.app"))]) == nil)
        // A script that uploads to App Store Connect is a store signal like a workflow's.
        let upload = "xcrun altool --upload-app -f build/App.ipa -t ios\n"
        #expect(evidence([("ipabuild.sh", Self.ipaScript), ("scripts/upload.sh", upload)]) == nil)
    }

    @Test func altStoreSource() {
        let source = """
        {"name": "Reader Source", "apps": [{"name": "Reader", "bundleIdentifier": "app.reader",
          "versions": [{"version": "1.0", "downloadURL": "https://example.com/Reader.ipa"}]}]}
        """
        #expect(evidence([("AltStore.json", source)]) != nil)
        #expect(evidence([("repo/source.json", source)]) != nil)
        // Any other JSON, and a source nested deep in the tree, are not read as one.
        #expect(evidence([("renovate.json", "{\"extends\": [\"config:base\"]}")]) == nil)
        #expect(FileKind.classify("App/Resources/Data/source.json") == nil)
        #expect(evidence([("AltStore.json", source), ("fastlane/Fastfile", "lane :release do\n  deliver\nend\n")]) == nil)
    }

    /// Android findings of the same checks stay: the evidence is about the iOS build.
    @Test func androidFindingsStay() {
        let findings = [
            Finding(ruleId: "store-transport-security", checkId: "store-transport-security.arbitrary-loads", severity: .warning,
                    confidence: .low, message: "m", position: SourcePosition(path: "ios/Runner/Info.plist", line: 1, column: 1)),
            Finding(ruleId: "store-transport-security", checkId: "store-transport-security.arbitrary-loads", severity: .warning,
                    confidence: .low, message: "m", position: SourcePosition(path: "android/app/src/main/AndroidManifest.xml", line: 1, column: 1)),
        ]
        let project = Project(root: "", files: [("fastlane/Fastfile", Self.enterpriseFastfile)].compactMap { WorkspaceFile.inMemory($0.0, $0.1) })
        let kept = Engine.withoutAppStoreHarms(findings, checks: CheckRegistry.all, project: project)
        #expect(kept.map(\.position.path) == ["android/app/src/main/AndroidManifest.xml"])
    }
}
