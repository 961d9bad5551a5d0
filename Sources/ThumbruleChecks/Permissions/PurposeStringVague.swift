import Foundation
import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// A purpose string that only restates the request: "We need access to your photo album",
/// "Allow $(PRODUCT_NAME) to access your camera", "Used location to optimize the service".
/// Every word is a request word, the resource's own name or the app's name, so the alert
/// names no feature, and App Review rejects purpose strings that do not say what the data
/// is for (Guideline 5.1.1(i)-(ii)).
///
/// Reads the English text a person sees: the `en` or `Base` InfoPlist.strings value when
/// there is one, otherwise the Info.plist value (or its `INFOPLIST_KEY_*` build setting).
/// Skipped: Face ID (its purpose is nearly always the unlock itself), text in other
/// languages, placeholders and empty values (`perm-purpose-string.placeholder`), and any
/// string with one word this check does not know as a request word: a single feature
/// word ("scan", "backups", "avatar") is enough to stay silent.
///
/// When the only photo access in a Swift-only project's shipping code is a system picker
/// (`PHPickerViewController`, `PhotosPicker`, `UIImagePickerController`), which runs out of
/// process and never shows the alert, the photo-library key looks unused: the message says so
/// instead of saying the app asks (teffi-ios). An image picker set only to the camera is no
/// photo access and is not named among them.
struct PurposeStringVague: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perm-purpose-string.vague-reason",
        ruleId: "perm-purpose-string",
        summary: "A purpose string that names the permission but no feature",
        triggering: [
            CheckExample(files: [
                ("App/Picker.swift", "import PhotosUI\nlet picker = PHPickerViewController(configuration: .init())\n"),
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                ↓    <key>NSPhotoLibraryUsageDescription</key>
                    <string>We need access to your photo album</string>
                ↓    <key>NSLocationWhenInUseUsageDescription</key>
                    <string>Used location to optimize the service.</string>
                    <key>NSCameraUsageDescription</key>
                    <string>Scan a receipt to attach it to the expense.</string>
                </dict>
                </plist>
                """),
            ]),
            // The app's own name and a build setting say nothing either; the English strings file wins.
            CheckExample(files: [
                ("Memo/Recorder.swift", "import AVFoundation\nfunc record() { AVAudioApplication.requestRecordPermission { _ in } }\n"),
                ("Memo/Info.plist", PlistExamples.infoPlist([
                    "NSMicrophoneUsageDescription": "Record a voice memo.",
                    "NSCameraUsageDescription": "Allow $(PRODUCT_NAME) to access your camera",
                ]).replacingOccurrences(of: "    <key>NSCameraUsageDescription", with: "↓    <key>NSCameraUsageDescription")),
                ("Memo/en.lproj/InfoPlist.strings", """
                "CFBundleDisplayName" = "Memo Pad";
                ↓"NSMicrophoneUsageDescription" = "Memo Pad would like to use your microphone.";
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Picker.swift", "import PhotosUI\nlet picker = PHPickerViewController(configuration: .init())\n"),
                ("App/Info.plist", PlistExamples.infoPlist([
                    "NSPhotoLibraryUsageDescription": "We need access to your photos to let you pick an avatar.",
                    "NSCameraUsageDescription": "Used for scanning QR codes",
                    "NSFaceIDUsageDescription": "Face ID is used to access the app",
                    "NSMotionUsageDescription": "位置情報とあわせて移動状況を判定します。",
                    "NSContactsUsageDescription": "TODO",
                ])),
            ]),
            // Title case is not a name: "Scan" and "Documents" are the feature.
            CheckExample(files: [
                ("App/Scanner.swift", "import VisionKit\nlet scanner = VNDocumentCameraViewController()\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "Use the Camera to Scan Documents"])),
            ]),
            // A bare key is valid in a strings file: its value, not the plist's, is what an English reader sees.
            CheckExample(files: [
                ("App/Scanner.swift", "import AVFoundation\nfunc start() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSCameraUsageDescription": "We need access to your camera"])),
                ("App/en.lproj/InfoPlist.strings", "NSCameraUsageDescription = \"Point the camera at a ticket's QR code to check in.\";\n"),
            ]),
            // The English strings file says what the plist's fallback does not.
            CheckExample(files: [
                ("App/Recorder.swift", "import AVFoundation\nfunc record() { AVAudioApplication.requestRecordPermission { _ in } }\n"),
                ("App/Info.plist", PlistExamples.infoPlist(["NSMicrophoneUsageDescription": "We need your microphone"])),
                ("App/en.lproj/InfoPlist.strings", "\"NSMicrophoneUsageDescription\" = \"Record voice notes to attach to a task.\";\n"),
            ]),
        ]
    )

    /// How a file reaches the photo library: through a system picker only, or by an API that
    /// may raise the permission (the library itself, its assets, a web view's file input).
    struct PhotoLibraryUse: Sendable, Codable {
        let position: SourcePosition
        let pickers: [String]
        let asks: Bool
    }

    static let photoLibraryUses = FactKey<PhotoLibraryUse>("perm-purpose-string.vague-reason.photo-library")

    /// Pickers that hand the app the photos the user chose without the photo-library permission.
    static let photoPickers = ["PHPickerViewController", "PhotosPicker", "photosPicker", "UIImagePickerController"]
    /// Names through which code may read the library itself, and so raise the permission.
    static let photoLibraryReaders = ["PHPhotoLibrary", "PHAsset", "PHImageManager", "PHCachingImageManager", "PHFetchResult",
                                      "PHAssetChangeRequest", "PHAssetCreationRequest", "PHAssetCollection", "ALAssetsLibrary",
                                      "UIImageWriteToSavedPhotosAlbum", "UISaveVideoAtPathToSavedPhotosAlbum", "phAsset",
                                      "WKWebView", "WebView", "SFSafariViewController"]

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let typeNames = Set(file.index.typeNamesInOrder.compactMap { $0.as(IdentifierTypeSyntax.self)?.name.text })
        let named = { (name: String) in file.index.mentions(name) || typeNames.contains(name) }
        // An image picker set to the camera only (teffi-ios's Camera: `sourceType = .camera`) takes a
        // photo; it never shows the library, so it is no photo-library use.
        let cameraOnly = file.index.mentions("camera") && !file.index.mentions("photoLibrary") && !file.index.mentions("savedPhotosAlbum")
        let pickers = Self.photoPickers.filter(named).filter { !(cameraOnly && $0 == "UIImagePickerController") }
        let imported = Set(file.index.importedModules)
        // A picker given the library (`PhotosPicker(…, photoLibrary: .shared())`) hands back asset identifiers to read.
        let pickerWithLibrary = (Self.photoPickers + ["PHPickerConfiguration"]).contains { name in
            file.index.calls(name).contains { $0.arguments.contains { $0.label?.text == "photoLibrary" } }
        }
        let asks = pickerWithLibrary || !imported.isDisjoint(with: ["Photos", "AssetsLibrary"]) || Self.photoLibraryReaders.contains(where: named)
        guard asks || !pickers.isEmpty else { return }
        output.facts.add(PhotoLibraryUse(position: SourcePosition(path: file.path, line: 1, column: 1), pickers: pickers, asks: asks),
                         for: Self.photoLibraryUses)
    }

    /// The system pickers through which a Swift-only project's shipping code reaches the photo
    /// library, when that is all it does; nil when code may ask for the library, or code this
    /// check cannot read (Objective-C, a cross-platform app, a vendored or photo-named SDK) might.
    static func pickersOnly(_ project: Project) -> [String]? {
        guard !project.swiftFiles.isEmpty, !project.files.contains(where: { $0.kind == .objectiveC }),
              !project.hasFile(named: ["pubspec.lock", "package-lock.json", "yarn.lock", "Podfile.lock"]),
              !project.dependencies.contains(where: { $0.source == .vendored }), project.missingWorkspaceProjects.isEmpty,
              let key = PurposeStringUsers.all.first(where: { $0.key == "NSPhotoLibraryUsageDescription" }) else { return nil }
        // A dependency named for photos, pickers or galleries may read the library itself; "image"
        // alone names the remote-image loaders most apps use (teffi-ios's url-image).
        let names = project.dependencies.map { $0.name.lowercased() }
        let words = key.dependencyWords.filter { $0 != "image" }
        guard !names.contains(where: { name in words.contains { name.contains($0) } }),
              !PurposeStringUnused.permissionSDKs(project, lockedNames: Set(names)).contains(where: { $0.keys.isEmpty || $0.keys.contains(key.key) })
        else { return nil }
        let uses = project.shippingFacts(Self.photoLibraryUses, at: \.position)
        guard !uses.isEmpty, !uses.contains(where: \.asks) else { return nil }
        return photoPickers.filter { picker in uses.contains { $0.pickers.contains(picker) } }
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        let english = Self.englishStrings(project)
        let pickersOnly = Self.pickersOnly(project)
        var reported = Set<SourcePosition>()
        for target in project.appTargets {
            let names = Self.appNames(project, target, localized: english.values)
            for key in PurposeStringUsers.all where key.key != "NSFaceIDUsageDescription" {
                let shown: (text: String, position: SourcePosition)
                if let localized = english.values[key.key] {
                    shown = localized
                } else if english.unread.contains(where: { $0.contains(key.key) }) {
                    // An English strings file names the key in a form not read here (a bare key): its value is unknown.
                    continue
                } else if case .present(let value, let position) = project.infoPlistKey(key.key, for: target) {
                    let place = position.path.hasSuffix("project.pbxproj") ? project.generatedKeyPosition(key.key, fallback: position) : position
                    shown = (value, place)
                } else {
                    continue
                }
                guard !PurposeStringPlaceholders.isPlaceholder(shown.text, key: key.key),
                      Self.namesNoFeature(shown.text, appNames: names),
                      reported.insert(shown.position).inserted else { continue }
                let text = shown.text.trimmingCharacters(in: .whitespacesAndNewlines)
                if key.key == "NSPhotoLibraryUsageDescription", let pickers = pickersOnly {
                    // teffi-ios: only a PHPickerViewController reaches the photos, and it never shows the alert.
                    output.report(
                        "\(key.key) reads \"\(text)\", which names no feature; but the only photo access in the app's code is \(pickers.count == 1 ? "a system picker" : "system pickers") (\(pickers.joined(separator: ", "))), which \(pickers.count == 1 ? "needs" : "need") no photo-library permission and never \(pickers.count == 1 ? "shows" : "show") this text, so the key looks unused. If no SDK reads the photo library, remove the key; if one does, name the feature and what happens to the data (Guideline \(AppReview.guideline(.dataCollection))).",
                        at: shown.position)
                    continue
                }
                output.report(
                    "\(key.key) reads \"\(shown.text.trimmingCharacters(in: .whitespacesAndNewlines))\": it asks for \(key.resource) but names no feature, and the alert shows this text as the only reason; App Review rejects purpose strings that do not say what the data is used for (Guideline \(AppReview.guideline(.dataCollection))). Name the feature and what happens to the data, e.g. \"Photos you pick are attached to this expense.\"",
                    at: shown.position)
            }
        }
    }

    /// Words that ask, address or fill a sentence without naming what the data is for.
    static let requestWords: Set<String> = [
        "a", "an", "the", "this", "that", "it", "its", "app", "apps", "application", "we", "our", "us", "i", "you", "your", "me", "my",
        "need", "needs", "needed", "require", "requires", "required", "request", "requests", "requesting", "access", "accessing",
        "allow", "allows", "permission", "permissions", "please", "would", "like", "likes", "want", "wants", "to", "in", "order", "for",
        "of", "and", "or", "is", "are", "be", "will", "can", "could", "may", "must", "should", "with", "on", "from", "by",
        "use", "uses", "used", "using", "service", "services", "optimize", "optimise", "improve", "better", "experience",
        "functionality", "feature", "features", "work", "works", "working", "properly", "correctly", "function", "some", "certain",
        "device", "phone", "iphone", "ipad", "data", "information", "info", "give", "grant", "enable", "so", "purpose", "purposes",
    ]

    /// The resources themselves: naming the camera does not say what it is for.
    static let resourceWords: Set<String> = [
        "camera", "photo", "photos", "picture", "pictures", "image", "images", "album", "albums", "library", "gallery", "roll",
        "microphone", "mic", "location", "locations", "gps", "contacts", "contact", "calendar", "calendars", "reminders",
        "bluetooth", "motion", "speech", "recognition", "health", "local", "network", "media", "music", "nfc", "siri", "tracking",
    ]

    /// True when every word of an English purpose string is a request word, a resource or one
    /// of the app's names, and it has at least two words.
    static func namesNoFeature(_ text: String, appNames: Set<String>) -> Bool {
        var plain = text
        // A build setting such as `$(PRODUCT_NAME)` stands for the app's name.
        while let start = plain.range(of: "$("), let end = plain.range(of: ")", range: start.upperBound..<plain.endIndex) {
            plain.removeSubrange(start.lowerBound..<end.upperBound)
        }
        guard !plain.unicodeScalars.contains(where: { $0.value > 0x7F && CharacterSet.letters.contains($0) }) else { return false }
        let words = plain.split { !$0.isLetter && $0 != "'" }.map { $0.lowercased().replacingOccurrences(of: "'s", with: "") }
        guard words.count >= 2 else { return false }
        return words.allSatisfy { requestWords.contains($0) || resourceWords.contains($0) || appNames.contains($0) }
    }

    /// The app's names, lowercased word by word: its target, and its bundle names where they are written out.
    static func appNames(_ project: Project, _ target: BuildTarget, localized: [String: (text: String, position: SourcePosition)]) -> Set<String> {
        var names = [target.name]
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if case .present(let value, _) = project.infoPlistKey(key, for: target), !value.contains("$(") { names.append(value) }
            if let value = localized[key]?.text { names.append(value) }
        }
        return Set(names.flatMap { $0.split { !$0.isLetter }.map { $0.lowercased() } })
    }

    /// The purpose strings and bundle names of the `en` and `Base` InfoPlist.strings files,
    /// with their lines, and the files' texts: a key they name in a form not read here (a bare
    /// key) has a value this check cannot see.
    static func englishStrings(_ project: Project) -> (values: [String: (text: String, position: SourcePosition)], unread: [String]) {
        let files = InfoPlistLocalizations(project).english
        var found: [String: (text: String, position: SourcePosition)] = [:]
        for file in files {
            for entry in LocalizedStrings.strings(file.text) where (entry.key.hasSuffix("UsageDescription") || entry.key.hasPrefix("CFBundle")) && found[entry.key] == nil {
                found[entry.key] = (String(entry.text.dropFirst().dropLast()), SourcePosition(path: file.path, line: entry.line, column: 1))
            }
        }
        return (found, files.map(\.text))
    }
}
