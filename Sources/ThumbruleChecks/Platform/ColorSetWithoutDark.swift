import Foundation
import SwiftSyntax
import ThumbruleCore

/// An asset-catalog colour set with no Dark appearance: it shows its light value on dark
/// surfaces, which is an inversion left to chance rather than a designed dark palette.
///
/// A note (low confidence): a colour meant to stay fixed (a logo tint, a photo scrim) is
/// a legitimate choice the catalog cannot express. Skipped: sets with no colour (the
/// default AccentColor), sets of system colours (`"reference"`), pure black or white,
/// fully transparent colours and tints of at most 30% opacity (a wash over a light or dark surface), sets named for one appearance or as fixed ("Dark", "Light",
/// "Always", "Fixed", "Static", "Black", "White", "Clear", "Gradient") or for a PDF (`Certificate-PDF Blue`:
/// the generated page has no dark appearance), steps of a palette
/// (`Grey50`, `Magenta70`: a hue and a number; `Pantone 330U (13%)`: a colour standard's
/// swatch), which the app's role colours are built from,
/// catalogs in a `Mac` / `macOS`
/// folder or a watch app or WatchKit extension (always dark), apps locked to one appearance, and sets nothing that
/// ships uses: a set counts as used when shipping Swift names it (a string literal, or the
/// symbol Xcode or R.swift generates for it: `steam_bronze` → `.steamBronze`), through an
/// accessor only when shipping code uses that accessor (`static let brand = Color("Brand")`
/// nobody reads draws nothing), or when a storyboard, xib or launch screen names it.
///
/// Known false negatives: a Dark variant identical to the light one; colours defined in
/// code (see `color-roles.literal-color`). Known false positives: fixed brand colours
/// whose names do not say so.
struct ColorSetWithoutDark: SwiftFileCheck, ProjectCheck {
    /// The names code uses matter only for the colour sets of an asset catalog.
    static var documentsRead: Set<FileKind>? { [.colorSet] }

    package static let description = CheckDescription(
        id: "color-dark-composed.colorset-without-dark",
        ruleId: "color-dark-composed",
        summary: "An asset-catalog colour set with no Dark appearance",
        optIn: "Judged true in 39 of 78 findings on apps nobody tuned it on: many single-appearance colour sets are brand colours, palette steps or colours code never draws with.",
        triggering: [
            CheckExample(files: [
                ("App/Camera.swift", "struct CameraView: View { var body: some View { Preview().preferredColorScheme(.dark).tint(.brand) } }\n"),
                ("App/Palette.swift", "extension Color {\n    static let brand = Color(\"Brand\")\n}\n"),
                ("App/Assets.xcassets/Brand.colorset/Contents.json", """
                {
                  ↓"colors" : [
                    { "color" : { "color-space" : "srgb", "components" : { "red" : "0.949", "green" : "0.333", "blue" : "0.200", "alpha" : "1.000" } }, "idiom" : "universal" }
                  ],
                  "info" : { "author" : "xcode", "version" : 1 }
                }
                """),
            ]),
            // Colours drawn by name, by a generated symbol and by a storyboard.
            CheckExample(files: [
                ("App/Cards.swift", """
                struct Card: View {
                    var body: some View { Text("Hi").foregroundStyle(Color("Ink")).background(Color(.paperTone)) }
                }
                """),
                ("App/Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <resources><namedColor name="Frame"><color red="0.2" green="0.3" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources>
                </document>
                """),
                ("App/Assets.xcassets/Ink.colorset/Contents.json", """
                { ↓"colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.1", "green" : "0.2", "blue" : "0.3", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
                ("App/Assets.xcassets/paper_tone.colorset/Contents.json", """
                { ↓"colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.9", "green" : "0.3", "blue" : "0.2", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
                ("App/Assets.xcassets/Frame.colorset/Contents.json", """
                { ↓"colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.2", "green" : "0.3", "blue" : "0.4", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
            ]),
        ],
        nonTriggering: [
            // Only an accessor nothing reads names the colour, so it is never drawn.
            CheckExample(files: [
                ("App/Palette.swift", """
                extension Color {
                    static let steam_bronze = Color("steam_bronze")
                    static let steam_gold = Color("steam_gold")
                }
                struct Badge: View {
                    var body: some View { Text("Gold").foregroundColor(.steam_gold) }
                }
                """),
                ("App/Assets.xcassets/steam_bronze.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.8", "green" : "0.5", "blue" : "0.2", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
                ("App/Assets.xcassets/steam_gold.colorset/Contents.json", """
                { "colors" : [
                    { "color" : { "color-space" : "srgb", "components" : { "red" : "0.9", "green" : "0.7", "blue" : "0.1", "alpha" : "1" } }, "idiom" : "universal" },
                    { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                      "color" : { "color-space" : "srgb", "components" : { "red" : "1.0", "green" : "0.8", "blue" : "0.3", "alpha" : "1" } }, "idiom" : "universal" }
                ] }
                """),
            ]),
            CheckExample(files: [
                ("App/Brand.swift", "let brandTint = Color(\"Brand\")\nstruct Logo: View { var body: some View { Circle().fill(brandTint) } }\nstruct Tile: View { var body: some View { Rectangle().fill(Color(\"TileWash\")) } }\n"),
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
                ("App/Assets.xcassets/TileWash.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "120", "green" : "128", "blue" : "160", "alpha" : "0.250" } }, "idiom" : "universal" } ] }
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
                ("App/Logo.swift", "struct Logo: View { var body: some View { Circle().fill(Color(\"Brand\")) } }\n"),
            ]),
            // A WatchKit extension's catalog: watchOS has no light appearance to tell apart.
            CheckExample(files: [
                ("Wrist Extension/Info.plist",
                 PlistExamples.infoPlist([:], dictionaries: ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.watchkit"]])),
                ("Wrist Extension/RingView.swift", "struct RingView: View { var body: some View { Circle().stroke(Color(\"RingTrack\")) } }\n"),
                ("Wrist Extension/Assets.xcassets/RingTrack.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.3", "green" : "0.3", "blue" : "0.35", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
            ]),
            // Text drawn into a generated PDF, which has no dark appearance.
            CheckExample(files: [
                ("App/Receipt+PDF.swift", "let receiptInk = UIColor(named: \"Receipt-PDF Ink\")\nfunc drawReceipt() { receiptInk?.setFill() }\n"),
                ("App/Assets.xcassets/Receipt-PDF Ink.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.1", "green" : "0.2", "blue" : "0.5", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
            ]),
            // Steps of a palette (Magenta70), a brand swatch in a colour standard (a tint of
            // Pantone 330U) and gradient stops: raw values that the app's role colours, which
            // have Dark variants, are built from.
            CheckExample(files: [
                ("App/Palette.swift", "let stops = [Color(\"Magenta70\"), Color(\"GradientFirst\")]\nstruct Hero: View { var body: some View { LinearGradient(colors: stops, startPoint: .top, endPoint: .bottom) } }\nlet selectedTab = UIColor.adaptive(light: .white, dark: UIColor(named: \"Pantone 330U (13%)\")!)\n"),
                ("App/Assets.xcassets/Pantone 330U (13%).colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.85", "green" : "0.90", "blue" : "0.90", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
                ("App/Assets.xcassets/Magenta70.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.7", "green" : "0.1", "blue" : "0.5", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
                ("App/Assets.xcassets/GradientFirst.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.5", "green" : "0.2", "blue" : "0.9", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
            ]),
            CheckExample(files: [
                ("App/Assets.xcassets/Brand.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.9", "green" : "0.3", "blue" : "0.2", "alpha" : "1" } }, "idiom" : "universal" } ] }
                """),
                ("App/DemoApp.swift", """
                @main struct DemoApp: App {
                    var body: some Scene { WindowGroup { ContentView().preferredColorScheme(.dark).tint(Color("Brand")) } }
                }
                """),
            ]),
        ]
    )

    /// Words of a set named for one appearance, as fixed, or for a PDF, whose page is never dark.
    static let fixedNameWords = ["dark", "light", "always", "fixed", "static", "black", "white", "clear", "gradient", "pdf"]
    /// Hues a palette names its steps by: `Grey50`, `Magenta70`, `blue-500`.
    static let paletteHues: Set<String> = [
        "red", "orange", "yellow", "green", "blue", "purple", "magenta", "pink", "violet", "indigo", "teal", "cyan",
        "grey", "gray", "brown", "neutral", "slate", "lime", "amber", "ink",
    ]

    /// Colour standards whose swatches a brand palette is written in: `Pantone 330U (13%)`, `PMS 286`, `RAL 5015`.
    static let swatchStandards: Set<String> = ["pantone", "pms", "ral"]

    /// True for a step of a palette: a hue and a number of two digits or more (`Grey50`,
    /// `red_600`), or a colour standard's swatch, its code and any tint of it (`Pantone 330U (13%)`).
    /// Role colours are built from the steps and carry the Dark variants.
    static func isPaletteStep(_ name: String) -> Bool {
        let words = NameWords.split(name)
        if let first = words.first, swatchStandards.contains(first), words.count >= 2, words[1].first?.isNumber == true { return true }
        return words.count == 2 && paletteHues.contains(words[0]) && words[1].count >= 2 && words[1].allSatisfy(\.isNumber)
    }
    static let desktopFolders: Set<String> = ["mac", "macos", "appkit"]

    /// A string literal that may name a colour set, and the property or function that keeps
    /// or returns the colour built from it (`brand` for `static let brand = Color("Brand")`);
    /// nil when the colour is used where it is built.
    struct NameUse: Codable, Sendable {
        let name: String
        let accessor: String?
        let position: SourcePosition
    }

    static let nameUses = FactKey<NameUse>("color-dark-composed.colorset-name")
    /// Calls that build a colour from another one, so `Color(UIColor(named: "Brand")!)` is still kept where the outer one goes.
    static let colorInitializers: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "ShapeStyle"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        AppearanceLock.record(file, into: &output)
        for literal in file.index.stringLiterals where !literal.hasInterpolation {
            let name = literal.plainText
            guard !name.isEmpty, name.utf8.count <= 64, !name.contains("\n") else { continue }
            output.facts.add(NameUse(name: name, accessor: Self.accessor(keeping: literal), position: file.position(of: literal)), for: Self.nameUses)
        }
    }

    /// The property or function a colour built from this literal is stored in or returned by,
    /// looking through calls that wrap one colour in another; nil when it is used in place.
    /// A view's `body` is no accessor: SwiftUI reads it.
    static func accessor(keeping literal: StringLiteralExprSyntax) -> String? {
        var value = ExprSyntax(literal)
        for _ in 0..<3 {
            guard let destination = value.valueDestination else { return nil }
            switch destination {
            case .stored(let name, _, let scope): return scope == nil ? name : nil
            case .returned(let name): return name == "body" ? nil : name
            case .argument(let call, _):
                guard colorInitializers.contains(call.calleeName ?? "") else { return nil }
                value = ExprSyntax(call)
            }
        }
        return nil
    }

    /// The colour-set names shipping code uses: by literal where the colour is used in place,
    /// through an accessor some shipping code names, by a generated symbol, or outside Swift.
    static func usedNames(_ project: Project) -> (literals: Set<String>, symbols: Set<String>) {
        let symbols = project.model?.shippingNames ?? []
        var literals = project.model?.colorNamesOutsideSwift ?? []
        for use in project.shippingFacts(nameUses, at: \.position) where use.accessor.map(symbols.contains) ?? true {
            literals.insert(use.name)
        }
        return (literals, symbols)
    }

    /// True when something that ships draws the set: its name (or, in a namespaced folder,
    /// `Folder/Name`), or the symbol Xcode or R.swift generates for it: lower camel case, with
    /// a trailing "Color" dropped (`steam_bronze` → `steamBronze`, `AccentColor` → `accent`).
    /// The default accent colour is drawn by the system as the app's tint.
    static func isUsed(_ name: String, _ used: (literals: Set<String>, symbols: Set<String>)) -> Bool {
        if name == "AccentColor" || used.literals.contains(name) || used.symbols.contains(name) { return true }
        if used.literals.contains(where: { $0.hasSuffix("/" + name) }) { return true }
        let words = NameWords.split(name)
        guard let first = words.first else { return false }
        let camel = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let withoutColor = words.count > 1 && words.last == "color" ? String(camel.dropLast(5)) : camel
        return used.symbols.contains(camel) || used.symbols.contains(withoutColor)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard !AppearanceLock.isLocked(project) else { return }
        let used = Self.usedNames(project)
        for file in project.files(of: .colorSet) {
            let components = file.path.split(separator: "/")
            guard let folder = components.dropLast().last, !components.contains(where: { Self.desktopFolders.contains($0.lowercased()) }),
                  project.resolver.target(for: file.path).kind != .watchApp else { continue }
            let name = String(folder.dropLast(".colorset".count))
            guard !Self.fixedNameWords.contains(where: name.lowercased().contains), !Self.isPaletteStep(name), Self.isUsed(name, used),
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

    /// At most this opacity a colour is a tint: the surface beneath, light or dark, shows through.
    static let tintOpacity = 0.3

    /// Pure black, pure white, or a tint of at most 30% opacity (fully transparent included),
    /// which composes over whatever surface it lies on: the same in every appearance by design.
    private static func isFixedByNature(_ color: [String: Any]) -> Bool {
        guard let components = color["components"] as? [String: Any] else { return false }
        func value(_ key: String) -> Double? {
            guard let text = components[key] as? String else { return components[key] as? Double }
            let number = text.hasPrefix("0x") ? Double(Int(text.dropFirst(2), radix: 16) ?? -1) : Double(text)
            guard let number else { return nil }
            return number > 1 || text.hasPrefix("0x") ? number / 255 : number
        }
        if let alpha = value("alpha"), alpha <= tintOpacity { return true }
        let rgb = ["red", "green", "blue"].compactMap(value)
        if let white = value("white") { return white == 0 || white == 1 }
        return rgb.count == 3 && (rgb.allSatisfy { $0 == 0 } || rgb.allSatisfy { $0 == 1 })
    }
}
