import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore

/// The numbers `color-contrast.text-contrast` reports without a background: the WCAG
/// formula against known pairs, and the claims the messages make about the label greys
/// and the grey fills, checked over every opaque background rather than taken on trust.
@Suite struct TextContrastTests {
    typealias Value = SystemColors.Value

    @Test func ratiosMatchWCAG() {
        #expect(abs(TextContrast.ratio(Value(0, 0, 0), on: Value(255, 255, 255)) - 21) < 0.01)
        #expect(abs(TextContrast.ratio(Value(255, 255, 255), on: Value(255, 255, 255)) - 1) < 0.001)
        // White on the light systemBlue, a pair often quoted at 4.0:1.
        #expect(abs(TextContrast.ratio(Value(255, 255, 255), on: SystemColors.light["systemBlue"]!) - 4.02) < 0.01)
        // A translucent fill is laid over white: 12% orange behind orange text.
        let orange = SystemColors.light["systemOrange"]!
        #expect(abs(TextContrast.ratio(orange, on: Value(orange.red, orange.green, orange.blue, alpha: 0.12)) - 2.0) < 0.05)
    }

    /// Every opaque background, on a grid of 18 steps per channel.
    static let backgrounds: [Value] = {
        let steps = stride(from: 0.0, through: 255, by: 15).map { $0 }
        return steps.flatMap { r in steps.flatMap { g in steps.map { b in Value(r, g, b) } } }
    }()

    @Test(arguments: SystemColors.faintTextColors.sorted())
    func faintTextStaysUnderThreeToOneOnAnyBackground(name: String) throws {
        for table in [SystemColors.light, SystemColors.dark] {
            let colour = try #require(table[name])
            let worst = Self.backgrounds.map { TextContrast.ratio(colour, on: $0) }.max() ?? 0
            #expect(worst < 3, "\(name) reaches \(worst):1")
        }
    }

    @Test(arguments: SystemColors.backgroundGrays.sorted())
    func greyFillsStayUnderThreeToOneOnTheSystemBackgrounds(name: String) throws {
        let light = try #require(SystemColors.light[name]), dark = try #require(SystemColors.dark[name])
        let lightBackgrounds = ["systemBackground", "secondarySystemBackground", "systemGroupedBackground"].compactMap { SystemColors.light[$0] }
        let darkBackgrounds = [Value(0, 0, 0), Value(28, 28, 30), Value(44, 44, 46)]
        #expect(lightBackgrounds.count == 3)
        for background in lightBackgrounds { #expect(TextContrast.ratio(light, on: background) < 3) }
        for background in darkBackgrounds { #expect(TextContrast.ratio(dark, on: background) < 3) }
    }
}
