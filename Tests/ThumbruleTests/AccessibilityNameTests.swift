import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore

/// Accessibility examples of the kinds outside linters ship (fixed font sizes, images,
/// tap gestures), written for this suite: every passing one must produce no finding from
/// the a11y-name and type-scale checks, and every failing one the finding it is about.
@Suite struct AccessibilityNameTests {
    static let rules: Set<String> = ["a11y-name", "type-scale", "touch-floor"]

    /// The findings of every check of `rules` on one Swift file.
    static func findings(_ source: String, path: String = "App/Screen.swift") -> [Finding] {
        let checks = CheckRegistry.all.filter { rules.contains($0.description.ruleId) }
        let files = [WorkspaceFile.inMemory(path, source)].compactMap { $0 }
        return Engine(checks: checks, jobs: 1).run(files: files, root: "").findings
    }

    static let passing: [String] = [
        // Fixed sizes that scale, or text styles.
        """
        struct Caption: View {
            @ScaledMetric(relativeTo: .caption) private var size: CGFloat = 12
            var body: some View {
                Text("Updated").font(.caption)
                Text("Total").font(.system(.title2, design: .rounded))
                Text("Small print").font(.system(size: size))
                Text("Chapter").font(.custom("Avenir-Medium", size: 18, relativeTo: .headline))
            }
        }
        """,
        """
        final class NoteCell: UITableViewCell {
            func configure() {
                textLabel?.font = UIFont.preferredFont(forTextStyle: .body)
                textLabel?.adjustsFontForContentSizeCategory = true
            }
        }
        """,
        // Images that are named, hidden, decorative, or part of a labelled whole.
        """
        struct Gallery: View {
            var body: some View {
                VStack {
                    Image("sunset-beach").accessibilityLabel("Sunset over the beach")
                    Image(decorative: "wave-divider")
                    Image("confetti-layer").accessibilityHidden(true)
                    Image("trail-map", label: Text("Trail map"))
                    Image(systemName: "leaf")
                    Label("Hikes", image: "boot-icon")
                    HStack { Image("medal"); Text("Gold") }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Gold medal")
                    HStack { Image(decorative: "medal"); Text("Silver") }
                        .accessibilityElement(children: .combine)
                }
            }
        }
        """,
        // Controls whose icon is named by the control or by a well-described SF Symbol.
        """
        struct Controls: View {
            @State private var muted = false
            var body: some View {
                HStack {
                    Button { close() } label: { Image(systemName: "xmark") }
                    Button { add() } label: { Image(systemName: "plus.circle.fill") }
                    Button(role: .destructive) { remove() } label: { Image(systemName: "trash") }
                    NavigationLink { SettingsScreen() } label: { Image(systemName: "gearshape") }
                    Menu { Button("Sort", action: sort) } label: { Image(systemName: muted ? "speaker.slash" : "speaker") }
                    Link(destination: site) { Image("globe-mark") }.accessibilityLabel("Website")
                    ShareLink(item: url) { Image(systemName: "square.and.arrow.up") }
                    Toggle(isOn: $muted) { Text("Mute") }
                }
            }
        }
        """,
        // Gestures that are buttons, double taps, or dismiss the keyboard.
        """
        struct Card: View {
            @FocusState private var editing: Bool
            var body: some View {
                VStack { Text("Plan"); Text("Daily") }
                    .onTapGesture { open() }
                    .accessibilityAddTraits(.isButton)
                Text("Like").onTapGesture(count: 2) { like() }
                Form { TextField("Name", text: $name) }
                    .onTapGesture { editing = false }
                Canvas { _, _ in }.onTapGesture { location in draw(at: location) }
                Button("Open") { open() }
            }
        }
        """,
        """
        final class AvatarView: UIView {
            private let photoView = UIImageView()
            func setUp() {
                photoView.isAccessibilityElement = true
                photoView.accessibilityTraits = .button
                photoView.accessibilityLabel = "Change photo"
                photoView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(changePhoto)))
            }
        }
        """,
    ]

    @Test(arguments: passing.indices)
    func passingExampleHasNoFinding(index: Int) {
        let findings = Self.findings(Self.passing[index])
        #expect(findings.isEmpty, "\(findings.map { "\($0.position.line): \($0.checkId) \($0.message)" })")
    }

    static let failing: [(source: String, checkId: String, line: Int)] = [
        ("""
        struct Price: View {
            var body: some View { Text("$4").font(.system(size: 13)) }
        }
        """, "type-scale.swiftui-fixed-size", 2),
        ("""
        func style(_ label: UILabel) {
            label.font = UIFont.systemFont(ofSize: 15)
        }
        """, "type-scale.uikit-fixed-size", 2),
        ("""
        struct Hero: View {
            var body: some View {
                VStack {
                    Image("mountain-hero")
                    Text("Explore")
                }
            }
        }
        """, "a11y-name.unnamed-image", 4),
        ("""
        struct Hero: View {
            var body: some View {
                ZStack {
                    Image("grain-texture").resizable()
                    Text("Explore")
                }
            }
        }
        """, "a11y-name.decorative-image", 4),
        ("""
        struct Row: View {
            var body: some View {
                HStack {
                    Image("flag-se")
                    Text("Sweden")
                }
                .accessibilityElement(children: .combine)
            }
        }
        """, "a11y-name.combined-row-image", 4),
        ("""
        struct Row: View {
            var body: some View {
                HStack { Text("Sweden"); Spacer() }
                    .onTapGesture { pick() }
            }
        }
        """, "a11y-name.tap-gesture-trait", 4),
        ("""
        struct Bar: View {
            var body: some View {
                Image("bell-outline").gesture(TapGesture().onEnded { alerts() })
            }
        }
        """, "a11y-name.icon-only-control", 3),
        ("""
        struct Bar: View {
            var body: some View {
                NavigationLink(destination: Inbox()) { Image("tray-glyph") }
            }
        }
        """, "a11y-name.icon-only-control", 3),
        ("""
        final class Header: UIView {
            private let logoView = UIImageView()
            func setUp() {
                logoView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openSite)))
            }
        }
        """, "a11y-name.uikit-tap-gesture-trait", 4),
        ("""
        final class ReaderViewController: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "bookmark-ribbon"), style: .plain, target: self, action: #selector(save))
            }
        }
        """, "a11y-name.uikit-image-only-bar-item", 3),
    ]

    @Test(arguments: failing.indices)
    func failingExampleIsFound(index: Int) {
        let example = Self.failing[index]
        let findings = Self.findings(example.source)
        #expect(findings.contains { $0.checkId == example.checkId && $0.position.line == example.line },
                "\(findings.map { "\($0.position.line): \($0.checkId)" })")
    }

    /// SF Symbols VoiceOver describes well give no finding; others are a note, never a warning.
    @Test func symbolsAreJudgedByTheirBuiltInDescription() {
        let findings = Self.findings("""
        struct Bar: View {
            var body: some View {
                Button { close() } label: { Image(systemName: "xmark.circle.fill") }
                Button { wand() } label: { Image(systemName: "wand.and.rays") }
                Button { find() } label: { Image(systemSymbol: .magnifyingglass) }
            }
        }
        """)
        #expect(findings.map(\.position.line) == [4])
        #expect(findings.first?.severity == .note)
        #expect(SymbolLabels.describes("square.and.arrow.up.circle.fill"))
        #expect(!SymbolLabels.describes("chart.xyaxis.line"))
    }

    /// Table keys are base names, so one entry covers every variant (`xmark` covers
    /// `xmark.circle.fill`); a key ending in a style suffix is redundant or a typo.
    @Test func symbolTableHoldsBaseNames() {
        for symbol in SymbolLabels.described {
            let last = String(symbol.split(separator: ".").last ?? "")
            #expect(!SymbolLabels.styleSuffixes.contains(last), "\(symbol)")
        }
    }

    /// The touch-target checks read the same control list: a small icon-only link is both
    /// unnamed and too small.
    @Test func touchTargetAndNameChecksShareTheControlList() {
        let findings = Self.findings("""
        struct Bar: View {
            var body: some View {
                NavigationLink(destination: Inbox()) { Image("tray-glyph") }
                    .frame(width: 28, height: 28)
            }
        }
        """)
        #expect(Set(findings.map(\.checkId)) == ["a11y-name.icon-only-control", "touch-floor.small-frame"])
    }

    /// A fixed size between Large Title (34pt) and the largest accessibility size has no text
    /// style to swap in: the message says to keep and scale it, and names no smaller style.
    @Test func aSizeAboveEveryStyleIsToldToScaleNotShrink() {
        let swiftUI = Self.findings("let total = Text(\"42\").font(.system(size: 48))\nlet body = Text(\"Notes\").font(.system(size: 16))\n")
        #expect(swiftUI.count == 2)
        #expect(swiftUI.first?.message.contains("48pt is fixed") == true && swiftUI.first?.message.contains("larger than every text style (.largeTitle is 34pt)") == true
                && swiftUI.first?.message.contains("@ScaledMetric(relativeTo: .largeTitle)") == true, "\(swiftUI)")
        #expect(swiftUI.last?.message.contains("use the .callout text style (16pt)") == true, "\(swiftUI)")
        let uiKit = Self.findings("final class Cell: UITableViewCell {\n    func configure() { textLabel?.font = .systemFont(ofSize: 40) }\n}\n")
        #expect(uiKit.map(\.message) == ["Font size 40pt is fixed, so it ignores the reader's text size; it is larger than every text style (.largeTitle is 34pt), so keep the size and pass the font through UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for:), with adjustsFontForContentSizeCategory set."])
    }
}

/// A fixed frame height does not clip SwiftUI text: the message says the text is clipped only
/// when a clip follows the frame, and names the size the text's own style reaches.
@Suite struct FixedTextHeightMessageTests {
    static func messages(_ source: String) -> [String] {
        ExampleHarness().findings(SwiftUIFixedTextHeight.self, [("App/Screen.swift", source)]).map(\.message)
    }

    @Test func aFrameWithoutAClipSaysTheTextRunsPastIt() {
        let messages = Self.messages("struct Badge: View {\n    var body: some View {\n        Text(\"Stop\").font(.caption).frame(height: 20)\n    }\n}\n")
        #expect(messages.count == 1)
        #expect(messages.first?.contains("(.caption text reaches 43pt), so it runs past the frame's edges") == true, "\(messages)")
    }

    @Test func aClipAfterTheFrameSaysTheTextIsClipped() {
        let messages = Self.messages("struct Pill: View {\n    var body: some View {\n        Text(\"Follow\").frame(height: 30).background(.blue).clipShape(Capsule())\n    }\n}\n")
        #expect(messages.count == 1)
        #expect(messages.first?.contains("(body text reaches 53pt), so it is clipped") == true, "\(messages)")
    }
}
