import Foundation
import ThumbruleCore

/// An asset-catalog colour set with no Dark appearance: it shows its light value on dark
/// surfaces, which is an inversion left to chance rather than a designed dark palette.
///
/// A note (low confidence): a colour meant to stay fixed (a logo tint, a photo scrim) is
/// a legitimate choice the catalog cannot express. Skipped: sets with no colour (the
/// default AccentColor), sets of system colours (`"reference"`), pure black or white,
/// fully transparent colours, sets named for one appearance or as fixed ("Dark", "Light",
/// "Always", "Fixed", "Static", "Black", "White", "Clear"), catalogs in a `Mac` / `macOS`
/// folder or a watch app (always dark), and apps locked to one appearance.
///
/// Known false negatives: a Dark variant identical to the light one; colours defined in
/// code (see `color-roles.literal-color`). Known false positives: fixed brand colours
/// whose names do not say so.
struct ColorSetWithoutDark: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "color-dark-composed.colorset-without-dark",
        ruleId: "color-dark-composed",
        summary: "An asset-catalog colour set with no Dark appearance",
        triggering: [
            CheckExample(files: [
                ("App/Camera.swift", "struct CameraView: View { var body: some View { Preview().preferredColorScheme(.dark) } }\n"),
                ("App/Assets.xcassets/Brand.colorset/Contents.json", """
                {
                  ↓"colors" : [
                    { "color" : { "color-space" : "srgb", "components" : { "red" : "0.949", "green" : "0.333", "blue" : "0.200", "alpha" : "1.000" } }, "idiom" : "universal" }
                  ],
                  "info" : { "author" : "xcode", "version" : 1 }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Assets.xcassets/Brand.colorset/Contents.json", """
                {
                  "colors" : [
                    { "color" : { "color-space" : "srgb", "components" : { "red" : "0.949", "green" : "0.333", "blue" : "0.200", "alpha" : "1.000" } }, "idiom" : "universal" },
                    { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                      "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "0.420", "blue" : "0.310", "alpha" : "1.000" } }, "idiom" : "universal" }
                  ]
                }
                """),
                ("App/Assets.xcassets/AccentColor.colorset/Contents.json", """
                { "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ("App/Assets.xcassets/Separator.colorset/Contents.json", """
                { "colors" : [ { "color" : { "platform" : "ios", "reference" : "separatorColor" }, "idiom" : "universal" } ] }
                """),
                ("Watch App/Assets.xcassets/AccentColor.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.9", "green" : "0.3", "blue" : "0.2", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
                ("App/Assets.xcassets/BadgeText.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "255", "green" : "255", "blue" : "255", "alpha" : "0.900" } }, "idiom" : "universal" } ] }
                """),
            ]),
            CheckExample(files: [
                ("App/Assets.xcassets/Brand.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.9", "green" : "0.3", "blue" : "0.2", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["UIUserInterfaceStyle": "Light"])),
            ]),
            CheckExample(files: [
                ("App/Assets.xcassets/Brand.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.9", "green" : "0.3", "blue" : "0.2", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
                ("App/DemoApp.swift", """
                @main struct DemoApp: App {
                    var body: some Scene { WindowGroup { ContentView().preferredColorScheme(.dark) } }
                }
                """),
            ]),
        ]
    )

    static let fixedNameWords = ["dark", "light", "always", "fixed", "static", "black", "white", "clear"]
    static let desktopFolders: Set<String> = ["mac", "macos", "appkit"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        AppearanceLock.record(file, into: &output)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard !AppearanceLock.isLocked(project) else { return }
        for file in project.files(of: .colorSet) {
            let components = file.path.split(separator: "/")
            guard let folder = components.dropLast().last, !components.contains(where: { Self.desktopFolders.contains($0.lowercased()) }),
                  project.resolver.target(for: file.path).kind != .watchApp else { continue }
            let name = String(folder.dropLast(".colorset".count))
            guard !Self.fixedNameWords.contains(where: name.lowercased().contains),
                  let text = project.text(of: file), let colors = Self.colors(in: text), Self.needsDarkVariant(colors) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var position = SourcePosition(path: file.path, line: 1, column: 1)
            if let index = lines.firstIndex(where: { $0.contains("\"colors\"") }), let key = lines[index].range(of: "\"colors\"") {
                position = SourcePosition(path: file.path, line: index + 1, column: lines[index].utf8.distance(from: lines[index].startIndex, to: key.lowerBound) + 1)
            }
            output.report(
                "The colour set \(name) has no Dark appearance, so dark mode shows its light value; add a Dark variant in the asset catalog (Appearances: Any, Dark) chosen for dark surfaces, or use a system colour.",
                at: position, confidence: .low)
        }
    }

    /// The `colors` entries of a colour set's Contents.json.
    static func colors(in text: String) -> [[String: Any]]? {
        guard let data = text.data(using: .utf8),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return root["colors"] as? [[String: Any]]
    }

    /// True when the set defines its own colour and no entry is for the dark appearance.
    static func needsDarkVariant(_ entries: [[String: Any]]) -> Bool {
        let hasDark = entries.contains { entry in
            (entry["appearances"] as? [[String: Any]] ?? []).contains { ($0["value"] as? String) == "dark" }
        }
        let colors = entries.compactMap { $0["color"] as? [String: Any] }
        guard !hasDark, !colors.isEmpty, !colors.contains(where: { $0["reference"] != nil }) else { return false }
        return !colors.allSatisfy(isFixedByNature)
    }

    /// Pure black, pure white or fully transparent: the same in every appearance by design.
    private static func isFixedByNature(_ color: [String: Any]) -> Bool {
        guard let components = color["components"] as? [String: Any] else { return false }
        func value(_ key: String) -> Double? {
            guard let text = components[key] as? String else { return components[key] as? Double }
            let number = text.hasPrefix("0x") ? Double(Int(text.dropFirst(2), radix: 16) ?? -1) : Double(text)
            guard let number else { return nil }
            return number > 1 || text.hasPrefix("0x") ? number / 255 : number
        }
        if value("alpha") == 0 { return true }
        let rgb = ["red", "green", "blue"].compactMap(value)
        if let white = value("white") { return white == 0 || white == 1 }
        return rgb.count == 3 && (rgb.allSatisfy { $0 == 0 } || rgb.allSatisfy { $0 == 1 })
    }
}
