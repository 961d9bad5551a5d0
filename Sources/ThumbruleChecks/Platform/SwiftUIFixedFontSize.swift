import SwiftSyntax
import ThumbruleCore

/// `.font(.system(size: 17))` and `.custom("Brand", fixedSize: 17)`: a literal point size in
/// SwiftUI never follows Dynamic Type.
///
/// A font that sizes a symbol is not text: `.font(.system(size:))` on an `Image`, on a `Label`
/// styled `.iconOnly` or on a view whose content is images (also drawn by a helper function of the
/// file) and no text but text with a font of its own is not reported, and
/// no fix ever shrinks an icon to a text style. A symbol beside a `Text` in an `HStack` or a
/// `Label` gets a note: symbols follow the reader's text size only beside text. A `Text` of
/// emoji or symbols alone (`Text("🎉")`) or of a value named for one (`Text(mood.emoji)`) is a glyph too, and so is a view of the app's own
/// whose body shows images and no text (a star rating): a font on a call to a custom view is
/// judged in the project pass, once every file's views are known.
///
/// A figure larger than every text style laid over a ring framed to a literal size (a timer's
/// countdown), a one-letter monogram that is its own fixed tile, and a symbol at the same literal
/// size as the fixed text beside it (whose own finding carries the fix) are left alone too.
///
/// Text shown only while a flag named for debugging is on (`if showLayoutDebug { … }`) is a
/// diagnostic overlay for the developer, not read by the app's users, and is not reported.
///
/// The title of a navigation bar drawn in `ToolbarItem(placement: .principal)` is not
/// reported either: bar titles keep their size at every text size (the system shows them in
/// the Large Content Viewer instead), so a fixed size there matches the platform.
///
/// Reports only literal sizes, none under 6pt (a placeholder size later replaced) and none of
/// 60pt or more (`TypeScale.largestAccessibilitySize`: already as large as any text style
/// at the largest accessibility size). A size read from `@ScaledMetric`, a parameter or a
/// constant is left alone (false negative for constants that hold a literal).
/// Preview code and test targets are skipped. Offers a fix to the text style of the same size
/// (17 → `.body`) when only `size:` and `weight:` are given: the text then looks the same at
/// the default size. A size between styles gets no fix, since moving it to the nearest style
/// would change the design (a 50pt headline is not a 34pt `.largeTitle`). A custom font's fix
/// keeps its size and adds `relativeTo:` with the nearest style, for sizes up to the largest
/// style's: a bigger one is display art, and whether it should grow is a design decision.
/// `.custom(_:size:)` without `relativeTo:` does scale (with Body), so it is
/// `type-scale.custom-font-relative-style`'s business, not this check's.
struct SwiftUIFixedFontSize: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "type-scale.swiftui-fixed-size",
        ruleId: "type-scale",
        summary: "A SwiftUI system or fixedSize custom font with a literal point size, which Dynamic Type cannot scale",
        triggering: [
            // A condition the Release configuration also defines is compiled into the store build.
            CheckExample(files: XcodeProjectExamples.compilationConditions(release: "QA_TOOLS", files: [
                ("App/PhotosApp.swift", """
                import SwiftUI
                @main
                struct PhotosApp: App {
                    var body: some Scene { WindowGroup { PhotoSettings() } }
                }
                struct PhotoSettings: View {
                    var body: some View {
                        List {
                            Text("Backup").font(.headline)
                            #if QA_TOOLS
                            DiagnosticsView()
                            #else
                            Text("Version 2.1")
                            #endif
                        }
                    }
                }
                """),
                ("App/DiagnosticsView.swift", """
                import SwiftUI
                struct DiagnosticsView: View {
                    var body: some View { Text("Scanned 120 photos").font(↓.system(size: 13)) }
                }
                """),
            ])),
            // The `#else` of a condition only a QA build defines is what the store build compiles.
            CheckExample(files: XcodeProjectExamples.compilationConditions(release: "", files: [
                ("App/PhotosApp.swift", """
                import SwiftUI
                @main
                struct PhotosApp: App {
                    var body: some Scene { WindowGroup { PhotoSettings() } }
                }
                struct PhotoSettings: View {
                    var body: some View {
                        List {
                            #if QA_TOOLS || DEBUG
                            Text("Diagnostics").font(.system(size: 13))
                            #else
                            Text("Version 2.1").font(↓.system(size: 13))
                            #endif
                        }
                    }
                }
                """),
            ])),
            // A case a call site passes does draw its branch.
            CheckExample(files: [
                ("App/PayApp.swift", """
                import SwiftUI
                @main
                struct PayApp: App {
                    var body: some Scene { WindowGroup { PayButton(title: "Pay", style: .walletPay) } }
                }
                """),
                ("App/PayButton.swift", """
                import SwiftUI
                struct PayButton: View {
                    let title: String
                    private let style: Kind
                    init(title: String, style: Kind) { self.title = title; self.style = style }
                    var body: some View {
                        switch style {
                        case .walletPay:
                            Text("Pay").font(↓.system(size: 16, weight: .semibold))
                        case .filled, .bordered:
                            Text(title).font(.headline)
                        }
                    }
                }
                extension PayButton {
                    enum Kind { case filled, bordered, walletPay }
                }
                """),
            ]),
            // A sheet whose state a row toggles does show.
            CheckExample(files: [
                ("App/HabitApp.swift", """
                import SwiftUI
                @main
                struct HabitApp: App {
                    var body: some Scene { WindowGroup { MoreView() } }
                }
                """),
                ("App/MoreView.swift", """
                import SwiftUI
                struct MoreView: View {
                    @State private var showingDevices = false
                    var body: some View {
                        List {
                            Text("Devices").onTapGesture { showingDevices.toggle() }
                        }
                        .sheet(isPresented: $showingDevices) { DevicesView() }
                    }
                }
                """),
                ("App/DevicesView.swift", """
                import SwiftUI
                struct DevicesView: View {
                    var body: some View {
                        Text("Devices").font(↓.system(size: 22))
                    }
                }
                """),
            ]),
            CheckExample("""
            struct Price: View {
                var body: some View {
                    Text("Total").font(↓.system(size: 17))
                }
            }
            """),
            // A font kept in a local sizes text when any use of it does.
            CheckExample("""
            struct Totals: View {
                var body: some View {
                    let rowFont: Font = ↓.system(size: 15)
                    VStack {
                        Image(systemName: "cart").font(rowFont)
                        Text("Subtotal").font(rowFont)
                    }
                }
            }
            """),
            CheckExample("""
            struct SyncRow: View {
                var body: some View {
                    HStack {
                        Image(systemName: "arrow.triangle.2.circlepath").font(↓.system(size: 12))
                        Text("Synced").font(↓.system(size: 13))
                    }
                }
            }
            """),
            CheckExample("""
            struct Hero: View {
                var body: some View {
                    ZStack {
                        Image("hero").resizable().scaledToFill()
                        Text("Cook tonight").font(↓.system(size: 34, weight: .bold))
                    }
                }
            }
            """),
            CheckExample("""
            let title = Text("Welcome").font(↓Font.system(size: 34, weight: .bold))
            let brand = Text("Acme").font(↓.custom("Acme-Bold", fixedSize: 28))
            """),
            // A label over a shape that grows with it is text, not a glyph; so is a score in a framed ring.
            CheckExample("""
            struct SaleTag: View {
                let score: Int
                var body: some View {
                    RoundedRectangle(cornerRadius: 8).fill(.yellow)
                        .overlay(Text("Sale ends tonight").font(↓.system(size: 13)))
                    ZStack {
                        Circle().stroke(.green)
                        Text("\\(score)%").font(↓.system(size: 10))
                    }
                    .frame(width: 40, height: 40)
                }
            }
            """),
            // A ring's figure no larger than .title2, or on a ring one use leaves unframed, is text.
            CheckExample("""
            struct SyncRings: View {
                var body: some View {
                    HStack {
                        UploadRing(done: 3).frame(width: 80, height: 80)
                        UploadRing(done: 5)
                        DownloadRing(done: 2).frame(width: 80, height: 80)
                    }
                }
            }
            struct UploadRing: View {
                let done: Int
                var body: some View {
                    ZStack {
                        Circle().stroke(lineWidth: 4)
                        Text("\\(done)%").font(↓.system(size: 26, weight: .bold))
                    }
                }
            }
            struct DownloadRing: View {
                let done: Int
                var body: some View {
                    ZStack {
                        Circle().stroke(lineWidth: 4)
                        Text("\\(done)%").font(↓.system(size: 20, weight: .bold))
                    }
                }
            }
            """),
            // A streak count beside a small icon in a widget's corner is no figure in a ring.
            CheckExample("""
            struct StreakTile: View {
                let streak: Int
                var body: some View {
                    ZStack(alignment: .bottomTrailing) {
                        VStack { Text("\\(streak)").font(↓.system(size: 36, weight: .bold, design: .rounded)) }
                        Image("flame").resizable().frame(width: 44, height: 44)
                    }
                }
            }
            """),
            // The mode under a timer's display-size countdown in a framed ring is text.
            CheckExample("""
            struct BreakDial: View {
                let mode: String
                var body: some View {
                    ZStack {
                        RingView(progress: 0.5).frame(width: 140, height: 140)
                        VStack {
                            Text("25:00").font(.system(size: 50, weight: .semibold))
                            Text(mode).font(↓.system(size: 24, weight: .light))
                        }
                    }
                }
            }
            """),
            // cleanswipe's widget header: a flame at the same fixed 16pt as the title beside it
            // (the title's own size is what is reported).
            CheckExample("""
            struct StreakHeader: View {
                var body: some View {
                    HStack {
                        Image(systemName: "flame.fill").font(.system(size: 16)).foregroundColor(.orange)
                        Text("Streak").font(↓.system(size: 16, weight: .bold, design: .rounded))
                    }
                }
            }
            """),
            // On a watch, a display size that one use never shrinks, and a body size that
            // shrinks to fit; on the phone, a title that shrinks could still grow on a wider screen.
            CheckExample(files: [("Watch App/Countdown.swift", """
            import SwiftUI

            struct Countdown: View {
                let code: String
                var font: Font = ↓.system(size: 48)
                var body: some View {
                    VStack {
                        Text(code).font(font)
                        Text("Expires soon").font(↓.system(size: 15)).minimumScaleFactor(0.5)
                        Text(code).font(font).minimumScaleFactor(0.5)
                    }
                }
            }
            """), ("App/WhatsNew.swift", """
            import SwiftUI

            struct WhatsNew: View {
                var body: some View {
                    Text("What's new").font(↓.system(size: 40, weight: .bold)).minimumScaleFactor(0.2).lineLimit(1)
                }
            }
            """)]),
            // A view of the app's own that shows text, defined in another file.
            CheckExample(files: [
                ("App/Badge.swift", "import SwiftUI\n\nstruct Badge: View {\n    let count: Int\n    var body: some View { Text(\"\\(count) new\") }\n}\n"),
                ("App/Inbox.swift", "import SwiftUI\n\nstruct Inbox: View {\n    var body: some View { Badge(count: 3).font(↓.system(size: 15)) }\n}\n"),
            ]),
            // The keypad's digits are display figures; its letter captions are text.
            CheckExample("""
            import SwiftUI
            struct NumberPadButton: View {
                let digit: String
                let letters: String
                var body: some View {
                    Button { press(digit) } label: {
                        VStack(spacing: 2) {
                            Text(verbatim: digit).font(.system(size: 34, weight: .medium))
                            Text(verbatim: letters).font(↓.system(size: 12))
                        }
                    }
                }
            }
            """),
            // A bar whose icons come from a helper but whose title takes the bar's size.
            CheckExample("""
            struct ComposeBar: View {
                var body: some View {
                    HStack {
                        Button { addTag() } label: { barIcon("number") }
                        Text("Draft")
                    }
                    .font(↓.system(size: 20, weight: .regular))
                }

                private func barIcon(_ name: String) -> some View {
                    Image(systemName: name).frame(width: 28, height: 28)
                }
            }
            """),
        ],
        nonTriggering: [
            // spawn-ios ActivityTypeEditView: a clear chevron that only balances the back button draws nothing.
            CheckExample("""
            struct EditHeader: View {
                var body: some View {
                    HStack {
                        BackButton()
                        Spacer()
                        Text("Edit Type").font(.headline)
                        Spacer()
                        Image(systemName: "chevron.left")
                            .font(.system(size: 20, weight: .semibold))
                            .foregroundColor(.clear)
                        Image(systemName: "chevron.left").font(.system(size: 20)).hidden()
                    }
                }
            }
            """),
            // protondrive PhotosDiagnosticsView: a screen only `#if HAS_QA_FEATURES` code shows, a condition
            // that a QA configuration defines and the Release one does not, never ships.
            CheckExample(files: XcodeProjectExamples.compilationConditions(release: "", files: [
                ("App/PhotosApp.swift", """
                import SwiftUI
                @main
                struct PhotosApp: App {
                    var body: some Scene { WindowGroup { PhotoSettings() } }
                }
                struct PhotoSettings: View {
                    var body: some View {
                        List {
                            Text("Backup").font(.headline)
                            #if QA_TOOLS
                            DiagnosticsView()
                            #else
                            Text("Version 2.1")
                            #endif
                        }
                    }
                }
                """),
                ("App/DiagnosticsView.swift", """
                import SwiftUI
                struct DiagnosticsView: View {
                    var body: some View { Text("Scanned 120 photos").font(.system(size: 13)) }
                }
                """),
            ])),
            // flipcash CodeButton: the branch of `switch style` over the button's stored `Style` for a
            // case no call site passes never draws.
            CheckExample(files: [
                ("App/PayApp.swift", """
                import SwiftUI
                @main
                struct PayApp: App {
                    var body: some Scene { WindowGroup { PayButton(title: "Pay", style: .filled) } }
                }
                """),
                ("App/PayButton.swift", """
                import SwiftUI
                struct PayButton: View {
                    let title: String
                    private let style: Kind
                    init(title: String, style: Kind) { self.title = title; self.style = style }
                    var body: some View {
                        switch style {
                        case .walletPay:
                            Text("Pay").font(.system(size: 16, weight: .semibold))
                        case .filled, .bordered:
                            Text(title).font(.headline)
                        }
                    }
                }
                extension PayButton {
                    enum Kind { case filled, bordered, walletPay }
                }
                """),
            ]),
            // habitto MoreTabView showingMyDevices: the only presenter of DevicesView is a sheet bound to a
            // private state nothing sets true (its one setter was commented out), so it never shows.
            CheckExample(files: [
                ("App/HabitApp.swift", """
                import SwiftUI
                @main
                struct HabitApp: App {
                    var body: some Scene { WindowGroup { MoreView() } }
                }
                """),
                ("App/MoreView.swift", """
                import SwiftUI
                struct MoreView: View {
                    @State private var showingDevices = false
                    var body: some View {
                        List {
                            Text("More")
                            // Button("Devices") { showingDevices = true }
                        }
                        .sheet(isPresented: $showingDevices) { DevicesView() }
                    }
                }
                """),
                ("App/DevicesView.swift", """
                import SwiftUI
                struct DevicesView: View {
                    var body: some View {
                        Text("Devices").font(.system(size: 22))
                    }
                }
                """),
            ]),
            // The dialled number at display size, shrinking to fit like the Phone keypad's (jami-ios DialpadView).
            CheckExample("""
            import SwiftUI
            struct DialpadView: View {
                @ObservedObject var viewModel: DialpadViewModel
                var body: some View {
                    Text(viewModel.phoneNumber)
                        .font(.system(size: 36, weight: .regular))
                        .minimumScaleFactor(0.5)
                        .lineLimit(1)
                }
            }
            """),
            // Texts of system alerts, which the system draws in its own scaling fonts.
            CheckExample("""
            import SwiftUI

            struct AnswerView: View {
                @State private var confirmEdit = false
                @State private var confirmLeave = false
                var body: some View {
                    Text("Answer")
                        .alert(isPresented: $confirmEdit) {
                            Alert(
                                title: Text("Edit answer?").font(.system(size: 17, weight: .semibold)),
                                primaryButton: .destructive(Text("Edit").font(.system(size: 17))),
                                secondaryButton: .cancel()
                            )
                        }
                        .alert("Leave?", isPresented: $confirmLeave) {
                            Button("Leave", role: .destructive) {}
                        } message: {
                            Text("Your answers are kept.").font(.system(size: 15))
                        }
                }
            }
            """),
            // A one-time code above the largest text style that shrinks to fill the watch's width.
            CheckExample(files: [("Watch App/CodeView.swift", """
            import SwiftUI

            struct CodeView: View {
                let code: String
                var font: Font = .system(size: 50).monospaced().bold()
                init(code: String, font: Font = .system(size: 50).monospaced().bold()) {
                    self.code = code
                    self.font = font
                }
                var body: some View {
                    Text(code).lineLimit(1)
                        .font(font)
                        .minimumScaleFactor(0.1)
                }
            }
            """)]),
            // A widget's glucose reading at a display size, shrunk to fill the widget's fixed frame.
            CheckExample("""
            import WidgetKit
            import SwiftUI

            struct ReadingRectangularView: View {
                let reading: String
                var body: some View {
                    Text(reading)
                        .font(.system(size: 50)).bold()
                        .minimumScaleFactor(0.2)
                        .lineLimit(1)
                }
            }
            """, path: "ReadingWidget/ReadingRectangularView.swift"),
            // loopfollow's Live Activity: the lock-screen reading at a display size, shrunk to fit one
            // line, in a file that declares the activity (its target's plist went unread).
            CheckExample("""
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct GlucoseActivityWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: GlucoseAttributes.self) { context in
                        Text(context.state.reading)
                            .font(.system(size: 46, weight: .bold, design: .rounded))
                            .lineLimit(1)
                            .minimumScaleFactor(0.78)
                    } dynamicIsland: { context in
                        islandContent(context)
                    }
                }
            }
            """),
            // A star rating drawn from images, sized by a font, and an emoji alone are glyphs, not text.
            CheckExample(files: [
                ("App/RatingView.swift", "import SwiftUI\n\nstruct RatingView: View {\n    let rating: Float\n    var body: some View {\n        HStack(spacing: 0) { ForEach(0..<5) { index in Image(systemName: Float(index) < rating ? \"star.fill\" : \"star\") } }\n    }\n}\n"),
                ("App/Detail.swift", "import SwiftUI\n\nstruct Detail: View {\n    var body: some View {\n        VStack {\n            RatingView(rating: 4).font(.system(size: 24))\n            Text(\"🎉\").font(.system(size: 40))\n            Text(reaction.emoji).font(.system(size: 28))\n            // isowords ReactionsView: a reaction's raw value is its emoji.\n            Text(reaction.rawValue).font(.system(size: 32))\n            Text(\"Purchased. Thank you!\").font(.body)\n        }\n    }\n}\n"),
            ]),
            CheckExample("""
            struct Price: View {
                @ScaledMetric(relativeTo: .body) var size: CGFloat = 17
                var body: some View {
                    Text("Total").font(.system(size: size))
                }
            }
            """),
            CheckExample("""
            let title = Text("Welcome").font(.largeTitle.weight(.bold))
            let brand = Text("Acme").font(.custom("Acme-Bold", size: 28, relativeTo: .title))
            """),
            CheckExample("""
            #Preview { Text("Hi").font(.system(size: 12)) }
            """),
            CheckExample("""
            struct Battery: View {
                let level: Int
                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 2).frame(width: 24, height: 12)
                        Text("\\(level)").font(.system(size: 9)).foregroundStyle(.black)
                    }
                }
            }
            """),
            // recipebuddy-ios CircularTimerView: a 24pt seconds figure on a ring that its one
            // use frames at 80×80.
            CheckExample("""
            struct ResendTimer: View {
                let seconds: Int
                var body: some View {
                    VStack {
                        CountdownRing(progress: 0.4, remaining: seconds)
                            .frame(width: 80, height: 80)
                        Text("You can ask for a new link soon").font(.caption)
                    }
                }
            }
            struct CountdownRing: View {
                let progress: Double
                let remaining: Int
                var body: some View {
                    ZStack {
                        Circle().stroke(lineWidth: 6)
                        Circle().trim(from: 0, to: progress).stroke(lineWidth: 6)
                        Text("\\(remaining)s").font(.system(size: 24, weight: .bold))
                    }
                }
            }
            """),
            // pompaddo FocusTimerView: a 50pt countdown over a progress ring framed at 200×200.
            CheckExample("""
            struct PomodoroDial: View {
                let remaining: String
                let progress: Double
                var body: some View {
                    ZStack {
                        RingView(progress: progress, lineWidth: 5)
                            .frame(width: 200, height: 200)
                        VStack {
                            Text(remaining).font(.system(size: 50, weight: .semibold, design: .rounded))
                        }
                    }
                }
            }
            """),
            // A letter standing in for a logo in a 72pt ring, and an owner's initial in a 20pt circle.
            CheckExample("""
            struct ConnectBank: View {
                let owner: String
                let site: URL
                var body: some View {
                    HStack {
                        Circle()
                            .stroke(.secondary, lineWidth: 1)
                            .frame(width: 72, height: 72)
                            .overlay(Text("b").font(.system(size: 32, design: .serif)))
                        ZStack {
                            Circle().fill(.indigo)
                            Text(owner.prefix(1)).font(Font.system(size: 12)).foregroundStyle(.white)
                        }
                        .frame(width: 20, height: 20)
                        // A site's first letter as its own square tile when it has no icon (brave-ios FavoritesWidget).
                        Text(verbatim: site.host?.first?.uppercased() ?? "")
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .font(.system(size: 36))
                            .aspectRatio(1, contentMode: .fit)
                            .clipped()
                    }
                }
            }
            """),
            // A developer's layout overlay, shown only while a debug setting is on.
            CheckExample("""
            struct PlayerOverlay: View {
                @AppStorage("showLayoutDebug") private var showLayoutDebug = false
                var body: some View {
                    if showLayoutDebug {
                        Text("inset 12").font(.system(size: 9, design: .monospaced))
                    }
                }
            }
            """),
            // vernissage-mobile (StatusComposeScreen): a compose bar's size reaches only the symbols its
            // icon helper draws and a menu's icon label; the counter sets its own font.
            CheckExample("""
            struct ComposeBar: View {
                var body: some View {
                    HStack {
                        Menu { attachMenuItems() } label: { barIcon("paperclip") }
                        Button { addTag() } label: { barIcon("number") }
                        Spacer()
                        Text("\\(remaining)").font(.system(.body, design: .rounded))
                    }
                    .font(.system(size: 20, weight: .regular))
                }

                private func barIcon(_ name: String) -> some View {
                    Image(systemName: name).frame(width: 28, height: 28)
                }
            }
            """),
            // Symbols, not text: an image extension styling the image itself, play and pause
            // labels shown icon-only, a style table's icon size and a font named for the image it
            // sizes; a TV-only size beside the phone's text style.
            CheckExample("""
            extension Image {
                func toolbarGlyph() -> some View {
                    self.resizable().frame(width: 18, height: 18).font(.system(size: 15, weight: .semibold))
                }
            }
            enum AppFont {
                case caption, badgeIcon
                var font: Font {
                    switch self {
                    case .caption: return .caption
                    case .badgeIcon: return .system(size: 44)
                    }
                }
            }
            extension View {
                var resultHeaderImageFont: Font { .system(size: 30, weight: .bold) }
            }
            struct TransportBar: View {
                let playing: Bool
                var body: some View {
                    Button { toggle() } label: {
                        Group {
                            if playing { Label("Pause", systemImage: "pause.fill") } else { Label("Play", systemImage: "play.fill") }
                        }
                        .font(.system(size: 34, weight: .bold))
                        .labelStyle(.iconOnly)
                    }
                    Text("A–Z").font(Platform.isTV ? .system(size: 24, weight: .medium) : .footnote)
                }
            }
            """),
            // A 96pt countdown, larger than any text style at the largest accessibility size;
            // player controls whose symbol font is passed as `iconFont:`.
            CheckExample("""
            struct WipeCountdown: View {
                let seconds: Int
                var body: some View {
                    Text("\\(seconds)").font(.system(size: 96, weight: .heavy))
                    transportButton(symbol: "backward.fill", iconFont: .system(size: 17, weight: .semibold))
                }
            }
            """),
            // A Live Activity's station badge, drawn only in the Dynamic Island's minimal presentation.
            CheckExample("""
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct StationBadge: View {
                let number: String
                var body: some View {
                    Text(number).font(.system(size: 8, weight: .bold)).frame(width: 16, height: 16)
                }
            }

            struct RideActivityWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: RideAttributes.self) { context in
                        Text(context.state.stationName).font(.headline)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text(context.state.stationName).font(.headline) }
                        } compactLeading: {
                            Text(context.state.line).font(.system(size: 11))
                        } compactTrailing: {
                            StationBadge(number: context.state.number)
                        } minimal: {
                            StationBadge(number: context.state.number)
                        }
                    }
                }
            }
            """, path: "RideWidget/RideActivityWidget.swift"),
            // A Lock Screen widget's reading, shrunk to fit the system's fixed slot.
            CheckExample("""
            import WidgetKit
            import SwiftUI

            struct StepsAccessoryView: View {
                let steps: Int
                var body: some View {
                    Gauge(value: Double(steps), in: 0...10_000) {
                        Text("Steps")
                    } currentValueLabel: {
                        Text("\\(steps)").font(.system(size: 18)).minimumScaleFactor(0.3).lineLimit(1)
                    }
                    .gaugeStyle(.accessoryCircular)
                }
            }
            """, path: "StepsWidget/StepsAccessoryView.swift"),
            CheckExample("""
            struct Habits: View {
                var body: some View {
                    List { Text("Stretch") }
                        .toolbar {
                            ToolbarItem(placement: .principal) {
                                Text("Habits").font(.system(size: 17, weight: .semibold))
                            }
                        }
                }
            }
            """),
            CheckExample("""
            struct EmptyInbox: View {
                var body: some View {
                    VStack {
                        Image(systemName: "tray").font(.system(size: 56, weight: .light)).foregroundStyle(.secondary)
                        Asset.shieldSymbol.swiftUIImage.font(.system(size: 60))
                        ZStack {
                            Circle().fill(.green).frame(width: 88, height: 88)
                            Image(systemName: "checkmark").font(.system(size: 40, weight: .bold))
                        }
                        Label("Compose", systemImage: "square.and.pencil").labelStyle(.iconOnly).font(.system(size: 24))
                        Button { compose() } label: { Image(systemName: "plus.circle.fill") }.font(.system(size: 30))
                        let transportFont: Font = .system(size: 64)
                        Button { togglePlay() } label: { Image(systemName: "play.fill") }.font(transportFont)
                        #if os(tvOS)
                        let skipFont: Font = .system(size: 56)
                        #else
                        let skipFont: Font = .system(size: 40)
                        #endif
                        Button { skip() } label: { Image(systemName: "forward.fill") }.font(skipFont)
                        Text("All caught up").font(.title3)
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        // Diagnostic overlays: code shown only while a flag named for debugging is on (`if showLayoutDebug`).
        let debugOnly = file.index.calls("system").isEmpty ? nil : file.debugFlagGates
        for call in file.index.calls("system") {
            guard let path = call.calleePath, path == ".system" || path == "Font.system",
                  let points = call.argument("size")?.expression.numericLiteral, points >= TypeScale.smallestReadableSize,
                  points < TypeScale.largestAccessibilitySize,
                  !Self.titlesTheNavigationBar(call), !Self.stylesASystemAlert(call), !Self.labelsAFixedGlyph(call), !Self.isNamedForAnIcon(call),
                  !Self.isDisplayFigureInFixedRing(call, points: points, in: file),
                  !Self.isTVBranch(call), !Self.fitsAWidgetSlot(call, in: file), !Self.inCompactIslandRegion(call, in: file), !Self.sizesAnInvisibleView(call),
                  !Self.isDisplayFigureFittedToWidth(call, points: points, in: file), !Self.isKeypadFigure(call, points: points),
                  debugOnly?.gate(call) != true else { continue }
            let style = TypeScale.nearest(to: points)
            switch Self.sizedSymbol(call, in: file) {
            case .alone?:
                continue
            case .besideText? where Self.matchesFixedTextBeside(call, points: points):
                continue
            case .besideText?:
                output.report(
                    "Font size \(Self.format(points))pt is fixed on a symbol that sits beside text; symbols follow the reader's text size only beside text, so give it the style of the text beside it, or scale the size with @ScaledMetric.",
                    at: file.position(of: call), confidence: .low)
            case nil:
                let message = points > TypeScale.largest.points
                    ? "Font size \(Self.format(points))pt is fixed, so it ignores the reader's text size; it is larger than every text style (.\(style.swiftUI) is \(Self.format(style.points))pt), so keep the size and scale it with @ScaledMetric(relativeTo: .\(style.swiftUI))."
                    : "Font size \(Self.format(points))pt is fixed, so it ignores the reader's text size; use the .\(style.swiftUI) text style (\(Self.format(style.points))pt), or scale a custom size with @ScaledMetric."
                let fix = systemFix(call, points: points, style: style, in: file)
                if let custom = Self.customViewSized(by: call) {
                    output.facts.add(Pending(view: custom, position: file.position(of: call), message: message, fix: fix), for: Self.pending)
                } else {
                    output.report(message, at: file.position(of: call), fix: fix)
                }
            }
        }
        for view in Self.viewContents(in: file) { output.facts.add(view, for: Self.views) }
        for call in file.index.calls("custom") {
            guard let path = call.calleePath, path == ".custom" || path == "Font.custom",
                  let size = call.argument("fixedSize"), let points = size.expression.numericLiteral,
                  points < TypeScale.largestAccessibilitySize else { continue }
            let style = TypeScale.nearest(to: points)
            let fix = points > TypeScale.largest.points ? nil : Fix("Scale relative to .\(style.swiftUI)", edits: [TextEdit(
                start: file.position(of: size), end: file.position(at: size.expression.endPositionBeforeTrailingTrivia),
                replacement: "size: \(size.expression.trimmedSourceText), relativeTo: .\(style.swiftUI)")])
            output.report(
                "Font.custom(_:fixedSize:) pins this font at \(Self.format(points))pt, so it ignores the reader's text size; use Font.custom(_:size:relativeTo: .\(style.swiftUI)) so it scales like the \(style.swiftUI) style it sits nearest to.",
                at: file.position(of: call), fix: fix)
        }
    }

    /// A finding on a font that sizes a call to one of the app's own views, held until the
    /// project pass knows whether that view shows text.
    struct Pending: Codable, Sendable {
        let view: String
        let position: SourcePosition
        let message: String
        let fix: Fix?
    }

    static let pending = FactKey<Pending>("type-scale.swiftui-fixed-size.custom-view")
    static let views = FactKey<ViewContent>("type-scale.swiftui-fixed-size.view")

    /// What one of the app's views shows: text, images, and the app's own views it composes.
    struct ViewContent: Codable, Sendable {
        let name: String
        let showsText: Bool
        let showsImages: Bool
        let composes: [String]
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        let imageOnly = Self.imageOnlyViews(project.facts.values(Self.views))
        for finding in project.facts.values(Self.pending) where !imageOnly.contains(finding.view) {
            output.report(finding.message, at: finding.position, fix: finding.fix)
        }
    }

    /// The views that show images and no text, directly or through the app's own views they
    /// compose (`RatingView` draws `FilledStar`s): grown until nothing changes.
    static func imageOnlyViews(_ views: [ViewContent]) -> Set<String> {
        let known = Set(views.map(\.name))
        // Calls to names that are not the app's views (`Color`, `Float(…)`, a package's view) say nothing.
        let candidates = views.filter { !$0.showsText }.map { ($0.name, $0.showsImages, $0.composes.filter(known.contains)) }
        var found = Set<String>()
        var grew = true
        while grew {
            grew = false
            for (name, showsImages, composes) in candidates where !found.contains(name)
                && (showsImages || !composes.isEmpty) && composes.allSatisfy(found.contains) {
                found.insert(name)
                grew = true
            }
        }
        return found
    }

    /// SwiftUI's own views, which are never the app's custom views.
    static let systemViews: Set<String> = TypeScale.textViews.union([
        "Button", "Image", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "List", "Form", "Section",
        "ScrollView", "ForEach", "NavigationLink", "ShareLink", "Grid", "GridRow", "ViewThatFits", "GeometryReader", "Gauge", "ProgressView",
    ])

    /// The name of the app's own view a `.font(.system(size:))` modifier applies to (`RatingView(rating: 4)`),
    /// or nil when it applies to a SwiftUI view, to text, or to anything but a call.
    static func customViewSized(by font: FunctionCallExprSyntax) -> String? {
        guard let modifier = font.enclosingCall(named: ["font"]), modifier.arguments.contains(where: { $0.encloses(font) }),
              let view = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall,
              let name = view.calleeName, name.first?.isUppercase == true, view.calledExpression.is(DeclReferenceExprSyntax.self),
              !systemViews.contains(name),
              !view.arguments.contains(where: { $0.expression.is(StringLiteralExprSyntax.self) }) else { return nil }
        return name
    }

    /// What each view this file declares shows.
    static func viewContents(in file: SwiftFile) -> [ViewContent] {
        file.index.typeDeclarations.filter { !$0.isExtension && $0.inherits("View") }.map { type in
            let calls = file.index.calls(within: type.node)
            let names = calls.compactMap { $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text }
            return ViewContent(
                name: type.name,
                showsText: names.contains { TypeScale.textViews.contains($0) },
                showsImages: names.contains("Image"),
                composes: Array(Set(names.filter { $0.first?.isUppercase == true && !systemViews.contains($0) })).sorted())
        }
    }

    /// Whether a `Text` shows a literal of emoji or symbols alone, with no letter or digit to
    /// read, or a value named for one emoji or icon glyph (`Text(absorption.emoji)`).
    static func showsOnlyGlyphs(_ text: FunctionCallExprSyntax) -> Bool {
        guard text.arguments.count == 1, let argument = text.arguments.first, argument.label == nil else { return false }
        if let literal = argument.expression.as(StringLiteralExprSyntax.self) { return isOnlyGlyphs(literal) }
        let value = argument.expression.strippingOptionality
        guard let name = value.lastNameComponent else { return false }
        if !Set(NameWords.split(name)).isDisjoint(with: UIKitFixedFontSize.glyphHolderWords) { return true }
        // The raw value of a reaction (`Text(reaction.rawValue)`, isowords ReactionsView): a chat
        // or game reaction is one emoji, and its raw value is that emoji. Its count or title is text.
        guard name == "rawValue", let base = value.as(MemberAccessExprSyntax.self)?.base?.lastNameComponent else { return false }
        return NameWords.split(base).last == "reaction"
    }

    /// A literal of emoji or symbols alone, with no letter or digit to read.
    static func isOnlyGlyphs(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let content = literal.representedLiteralValue, !content.isEmpty else { return false }
        return !content.contains { $0.isLetter || $0.isNumber }
    }

    /// Shapes whose literal frame makes a fixed-size glyph of what sits on them.
    static let glyphShapes: Set<String> = ["Circle", "RoundedRectangle", "Rectangle", "Capsule", "Ellipse"]

    /// True for a figure larger than every text style laid in a `ZStack` over a view framed to a
    /// literal size (a timer's 50pt countdown in a 200×200 progress ring, pompaddo
    /// FocusTimerView): it is already display art bigger than any style at the default size,
    /// and growing it would burst the ring, which keeps its size. The smaller labels in the same
    /// ring (the timer's mode) are text and stay reported.
    ///
    /// A count shown as a figure (`Text("\(seconds)s")`, a number with at most a unit sign) larger
    /// than `.title2` counts too, and so does a ring whose view is framed to a literal size at
    /// every use in its file (recipebuddy-ios CircularTimerView's 24pt seconds in an 80×80 ring):
    /// the figure is the ring's face, with the words around it left to scale.
    static func isDisplayFigureInFixedRing(_ font: FunctionCallExprSyntax, points: Double, in file: SwiftFile) -> Bool {
        guard let modifier = font.enclosingCall(named: ["font"]),
              modifier.arguments.contains(where: { $0.encloses(font) }),
              let view = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall, view.calleeName == "Text",
              points > TypeScale.largest.points || points > ringFigureFloorPoints && showsAFigure(view) else { return false }
        var placed = view.outermostModifiedExpression
        // Up through the stacks that hold it to the `ZStack` that lays it over the ring.
        for _ in 0..<3 {
            guard let item = placed.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
                  let container = list.parent?.as(ClosureExprSyntax.self)?.invokingCall else { return false }
            let stack = container.rootViewCall
            switch stack.calleeName {
            case "ZStack"?:
                // Centred in a frame at least twice its size: the ring around it, not an icon in a corner.
                guard stack.argument("alignment") == nil else { return false }
                return framesAround(stack.modifiersApplied, points) || list.contains { sibling in
                    guard sibling.id != item.id, let call = sibling.item.as(FunctionCallExprSyntax.self) else { return false }
                    return framesAround(call.rootViewCall.modifiersApplied, points)
                } || isFramedAtEveryUse(stack, points, in: file)
            case "VStack"?, "HStack"?:
                placed = stack.outermostModifiedExpression
            default:
                return false
            }
        }
        return false
    }

    /// `.title2`'s size: a figure above it, in a ring framed to a literal size, is the ring's face.
    static let ringFigureFloorPoints = 22.0

    /// True for a `Text` of a value with at most a unit sign written around it: `Text("\(seconds)s")`,
    /// `Text("\(percent)%")`.
    static func showsAFigure(_ text: FunctionCallExprSyntax) -> Bool {
        guard text.arguments.first?.label == nil, let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              literal.hasInterpolation else { return false }
        var written = ""
        for segment in literal.segments {
            if case .stringSegment(let part) = segment { written += part.content.text }
        }
        return written.count <= 2 && !written.contains(where: \.isWhitespace) && !written.contains(where: \.isNumber)
    }

    /// True for the `ZStack` a view type's `body` consists of when every use of that type in the
    /// file is framed to a literal size at least twice the font's (`CircularTimerView(…).frame(width: 80, height: 80)`).
    private static func isFramedAtEveryUse(_ stack: FunctionCallExprSyntax, _ points: Double, in file: SwiftFile) -> Bool {
        guard let item = stack.outermostModifiedExpression.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
              let binding = list.parent?.parent?.parent?.as(PatternBindingSyntax.self) ?? list.parent?.parent?.as(PatternBindingSyntax.self),
              binding.pattern.trimmedSourceText == "body", let type = stack.enclosingTypeName else { return false }
        let uses = file.index.calls(type).filter { $0.calledExpression.is(DeclReferenceExprSyntax.self) }
        return !uses.isEmpty && uses.allSatisfy { framesAround($0.modifiersApplied, points) }
    }

    /// True for text laid over a fixed-size glyph: initials on a 56pt avatar, the percentage
    /// inside a 24×12pt battery, a letter standing in for a logo in a 72pt ring. Scaling it
    /// would overflow the glyph, which keeps its size. The text sits in a `ZStack` beside a
    /// shape with a literal width and height or an image at its own size; or it is a single
    /// letter (a literal of one character, `name.prefix(1)`, `name.first`) laid on a shape with
    /// a literal frame, as its `overlay` or in a stack framed to a literal size. A score or a
    /// count in a framed ring is still text: judges read those as values worth scaling.
    static func labelsAFixedGlyph(_ font: FunctionCallExprSyntax) -> Bool {
        guard let modifier = font.enclosingCall(named: ["font"]), modifier.arguments.contains(where: { $0.encloses(font) }),
              let view = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall, view.calleeName == "Text" else { return false }
        let text = view.outermostModifiedExpression
        let isLetter = showsOneLetter(view)
        // A monogram that is its own tile: one letter framed to a literal size, or to a square
        // it clips to (brave-ios FavoritesWidget's stand-in for a missing favicon).
        if isLetter, hasLiteralFrame(view.modifiersApplied) || isClippedTile(view.modifiersApplied) { return true }
        if let overlay = text.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return isLetter && isOverlayOfFixedGlyph(overlay)
        }
        guard let item = text.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let container = list.parent?.as(ClosureExprSyntax.self)?.invokingCall else { return false }
        if isLetter && isOverlayOfFixedGlyph(container) { return true }
        guard container.rootViewCall.calleeName == "ZStack" else { return false }
        let stackIsFixed = isLetter && hasLiteralFrame(container.rootViewCall.modifiersApplied)
        return list.contains { sibling in
            guard sibling.id != item.id, let call = sibling.item.as(FunctionCallExprSyntax.self) else { return false }
            let root = call.rootViewCall
            let modifiers = root.modifiersApplied
            if root.calleeName == "Image" { return !modifiers.contains { $0.calleeName == "resizable" } }
            guard glyphShapes.contains(root.calleeName ?? "") else { return false }
            return stackIsFixed || hasLiteralFrame(modifiers)
        }
    }

    /// True for a `Text` of one character: `Text("g")`, `Text(name.prefix(1))`, `Text(String(name.first!))`.
    private static func showsOneLetter(_ text: FunctionCallExprSyntax) -> Bool {
        guard let content = text.arguments.first?.expression else { return false }
        if let literal = content.as(StringLiteralExprSyntax.self) { return !literal.hasInterpolation && literal.plainText.count == 1 }
        let source = content.trimmedSourceText
        return source.contains(".prefix(1)") || source.contains(".first")
    }

    /// True for `.overlay(…)` on a glyph shape whose chain sets a literal width and height.
    private static func isOverlayOfFixedGlyph(_ overlay: FunctionCallExprSyntax) -> Bool {
        guard overlay.calleeName == "overlay", let shape = overlay.modifiedExpression?.as(FunctionCallExprSyntax.self),
              glyphShapes.contains(shape.rootViewCall.calleeName ?? "") else { return false }
        var chain: [FunctionCallExprSyntax] = [], current: FunctionCallExprSyntax? = shape
        while let call = current { chain.append(call); current = call.modifiedExpression?.as(FunctionCallExprSyntax.self) }
        return hasLiteralFrame(chain)
    }

    /// True for a chain with a literal frame at least twice a font's size each way.
    private static func framesAround(_ modifiers: [FunctionCallExprSyntax], _ points: Double) -> Bool {
        modifiers.contains { frame in
            guard frame.calleeName == "frame", let width = frame.argument("width")?.expression.numericLiteral,
                  let height = frame.argument("height")?.expression.numericLiteral else { return false }
            return min(width, height) >= 2 * points
        }
    }

    /// True for a chain that keeps a view at a fixed aspect ratio and clips what overflows it.
    private static func isClippedTile(_ modifiers: [FunctionCallExprSyntax]) -> Bool {
        let names = Set(modifiers.compactMap(\.calleeName))
        return names.contains("aspectRatio") && !names.isDisjoint(with: ["clipped", "clipShape"])
    }

    private static func hasLiteralFrame(_ modifiers: [FunctionCallExprSyntax]) -> Bool {
        modifiers.contains { frame in
            frame.calleeName == "frame" && frame.argument("width")?.expression.numericLiteral != nil
                && frame.argument("height")?.expression.numericLiteral != nil
        }
    }

    /// True for a font on the text of a system alert or action sheet: an argument of `Alert(…)`,
    /// `ActionSheet(…)` or their buttons, or the actions and message of an `.alert` or
    /// `.confirmationDialog` modifier. The system draws those texts in its own fonts, which follow
    /// the reader's text size, and ignores a font set on them.
    static func stylesASystemAlert(_ font: FunctionCallExprSyntax) -> Bool {
        var current = font.parent
        while let node = current, !node.is(MemberBlockItemSyntax.self) {
            if let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName {
                if systemAlerts.contains(name), call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
                if alertModifiers.contains(name), call.modifiedExpression != nil,
                   call.trailingClosure?.encloses(font) == true || call.additionalTrailingClosures.contains(where: { $0.closure.encloses(font) })
                    || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) && $0.expression.encloses(font) }) { return true }
            }
            current = node.parent
        }
        return false
    }

    static let systemAlerts: Set<String> = ["Alert", "ActionSheet"]
    static let alertModifiers: Set<String> = ["alert", "confirmationDialog"]

    /// True inside `ToolbarItem(placement: .principal) { … }`, the navigation bar's title.
    static func titlesTheNavigationBar(_ font: FunctionCallExprSyntax) -> Bool {
        var current = font.parent
        while let node = current, !node.is(MemberBlockItemSyntax.self) {
            if let item = node.as(FunctionCallExprSyntax.self), item.calleeName == "ToolbarItem" {
                return item.argument("placement")?.expression.trimmedSourceText.hasSuffix(".principal") == true
                    && item.trailingClosure?.encloses(font) == true
            }
            current = node.parent
        }
        return false
    }

    /// True for a font a style table names for an icon: returned under `case .iconLarge:`,
    /// kept in a property or function named so (or named for the image it sizes:
    /// `intentResultHeaderImageFont`), or passed as an argument labelled so
    /// (`controlButton(systemName: "pip.enter", iconFont: .system(size: 17))`). It sizes a
    /// symbol, not text.
    static func isNamedForAnIcon(_ font: FunctionCallExprSyntax) -> Bool {
        var names = [font.enclosingScopeName].compactMap { $0 }
        // The nearest argument around the font, within its statement.
        let argument = sequence(first: Syntax(font), next: \.parent)
            .prefix { !$0.is(CodeBlockItemSyntax.self) && !$0.is(ClosureExprSyntax.self) }
            .lazy.compactMap { $0.as(LabeledExprSyntax.self) }.first
        if let label = argument?.label?.text { names.append(label) }
        if let switchCase = font.ancestorOrSelf(mapping: { $0.as(SwitchCaseSyntax.self) }), let label = switchCase.label.as(SwitchCaseLabelSyntax.self) {
            names += label.caseItems.map { String($0.pattern.trimmedSourceText.drop(while: { $0 == "." })) }
        }
        return names.contains { name in
            let words = NameWords.split(name)
            return !Set(words).isDisjoint(with: UIKitFixedFontSize.glyphHolderWords) || symbolFontEndings.contains(Array(words.suffix(2)))
        }
    }

    /// True for a font on a view drawn invisible (`.foregroundColor(.clear)`, `.hidden()`,
    /// `.opacity(0)`): a spacer glyph that balances a back button's width draws nothing to read.
    static func sizesAnInvisibleView(_ font: FunctionCallExprSyntax) -> Bool {
        guard let modifier = font.enclosingCall(named: ["font"]), modifier.arguments.contains(where: { $0.encloses(font) }) else { return false }
        return modifier.rootViewCall.modifiersApplied.contains { applied in
            switch applied.calleeName {
            case "hidden": return true
            case "opacity": return applied.arguments.first?.expression.numericLiteral == 0
            case "foregroundColor", "foregroundStyle":
                return [".clear", "Color.clear"].contains(applied.arguments.first?.expression.trimmedSourceText ?? "")
            default: return false
            }
        }
    }

    /// The last words of a font's name that say it sizes a picture (`headerImageFont`, `symbolFont`).
    static let symbolFontEndings: Set<[String]> = [["image", "font"], ["symbol", "font"]]

    /// True for the font of text that shrinks to fit (`.minimumScaleFactor(0.2)`) in a gauge or a
    /// round accessory slot of a widget extension or a WidgetKit watch complication: the system
    /// gives it a slot of fixed size
    /// (a Lock Screen circle, a watch face corner), and the literal is the ceiling the text
    /// shrinks from to fill that slot, not a reading size a text style could grow.
    private static let roundSlots = TextSearch(anyOf: ["accessoryCircular", "accessoryCorner"], ignoringCase: false)

    static func fitsAWidgetSlot(_ font: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        switch file.target.kind {
        case .appExtension(.widget): break
        case .watchApp where file.index.importedModules.contains("WidgetKit"): break
        default: return false
        }
        // Only a gauge's label or a round accessory slot: a Home Screen widget's text, even one
        // that shrinks to fit, still reads at a size Dynamic Type could set.
        guard !file.index.calls("Gauge").isEmpty || Self.roundSlots.matches(file.text),
              let modifier = font.enclosingCall(named: ["font"]), modifier.arguments.contains(where: { $0.encloses(font) }),
              let view = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall else { return false }
        return shrinksToFit(view.modifiersApplied)
    }

    /// True when the modifiers let text shrink below its size to fit: `.minimumScaleFactor(x)`, x < 1.
    private static func shrinksToFit(_ modifiers: [FunctionCallExprSyntax]) -> Bool {
        modifiers.contains { $0.calleeName == "minimumScaleFactor" && ($0.arguments.first?.expression.numericLiteral ?? 1) < 1 }
    }

    /// True for a display size, above the largest text style, on watch or widget text that
    /// shrinks to fit (`.minimumScaleFactor(0.1)`): a one-time code or a glucose reading filling the
    /// watch screen's width or a widget's fixed frame. It is already larger than any style at the
    /// default text size, and the literal is the ceiling the text shrinks from to fit the narrow
    /// screen or the system's widget slot, so no text size could make it bigger. A phone's title shrinking to fit could still grow on a wider
    /// screen, and stays reported. Followed to every `.font(…)` the font reaches: in place,
    /// through a property or local (`var font: Font = .system(size: 50)` … `.font(font)`), or
    /// as the default of an initializer's parameter it stores in the property of the same name.
    static func isDisplayFigureFittedToWidth(_ font: FunctionCallExprSyntax, points: Double, in file: SwiftFile) -> Bool {
        switch file.target.kind {
        case .watchApp, .appExtension(.widget): break
        // A file that declares a widget or a Live Activity is widget code whatever target it was
        // given (loopfollow's Live Activity, whose extension names its plist `ExtensionInfo.plist`).
        default: guard !file.index.calls(Self.widgetConfigurations).isEmpty else { return false }
        }
        guard points > TypeScale.largest.points else { return false }
        let modifiers = fontModifiers(reachedBy: font, in: file)
        return !modifiers.isEmpty && modifiers.allSatisfy { modifier in
            var chain = modifier.modifiersApplied, current = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)
            while let call = current { chain.append(call); current = call.modifiedExpression?.as(FunctionCallExprSyntax.self) }
            return shrinksToFit(chain)
        }
    }

    /// The configurations a WidgetKit widget or a Live Activity declares its views in.
    static let widgetConfigurations = ["ActivityConfiguration", "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]

    /// True for a figure at least as large as the largest text style in a view type named for a
    /// keypad (`NumberPadView`, `DialpadView`): a PIN key's digit or the dialled number, drawn at
    /// display size as the system's passcode and Phone keypads draw theirs, which do not follow
    /// text size either (phoenix NumberPadView's 34pt digits, jami-ios DialpadView's 36pt
    /// number). The keys' small letter captions (ABC at 12pt) are still reported.
    static func isKeypadFigure(_ font: FunctionCallExprSyntax, points: Double) -> Bool {
        guard points >= TypeScale.largest.points, let type = font.enclosingTypeName else { return false }
        let words = NameWords.split(type)
        if !Set(words).isDisjoint(with: keypadWords) { return true }
        return zip(words, words.dropFirst()).contains { keypadKinds.contains($0) && $1 == "pad" }
    }

    /// Names of a keypad written as one word, and the words that make one of "pad" (`NumberPad`).
    static let keypadWords: Set<String> = ["keypad", "numpad", "dialpad", "pinpad"]
    static let keypadKinds: Set<String> = ["number", "num", "pin", "dial", "key", "passcode"]

    /// The `.font(…)` modifiers a font value reaches: the one around it, or those that read the
    /// property or local it is stored in (within its type, or its function), or the property
    /// an initializer's parameter it is the default of is stored in (`self.font = font`).
    private static func fontModifiers(reachedBy font: FunctionCallExprSyntax, in file: SwiftFile) -> [FunctionCallExprSyntax] {
        if let modifier = font.enclosingCall(named: ["font"]), modifier.arguments.contains(where: { $0.encloses(font) }) { return [modifier] }
        let name: String, area: Syntax
        if case .stored(let stored, let path, let scope)? = ExprSyntax(font).valueDestination, stored == path {
            guard let within = scope ?? font.enclosingTypeDeclaration.map(Syntax.init) else { return [] }
            (name, area) = (stored, within)
        } else if let parameter = font.ancestorOrSelf(mapping: { $0.as(FunctionParameterSyntax.self) }), parameter.defaultValue?.value.encloses(font) == true,
                  let initializer = parameter.ancestorOrSelf(mapping: { $0.as(InitializerDeclSyntax.self) }), let body = initializer.body,
                  let type = initializer.enclosingTypeDeclaration {
            let local = (parameter.secondName ?? parameter.firstName).text
            // `self.font = font`: the parameter becomes the property of that name.
            let stored = file.index.memberAccesses(within: body).contains { member in
                member.base?.trimmedSourceText == "self" && member.declName.baseName.text == local
                    && ExprSyntax(member).assignedValue?.as(DeclReferenceExprSyntax.self)?.baseName.text == local
            }
            guard stored else { return [] }
            (name, area) = (local, Syntax(type))
        } else {
            return []
        }
        return file.index.references(within: area).compactMap { reference in
            guard reference.baseName.text == name, let argument = reference.parent?.as(LabeledExprSyntax.self), argument.label == nil,
                  let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self), modifier.calleeName == "font",
                  modifier.modifiedExpression != nil else { return nil }
            return modifier
        }
    }

    /// The labels of a Live Activity's `DynamicIsland` presentations that sit beside the camera:
    /// the system sizes them to the island, a few points high, whatever the reader's text size.
    static let compactIslandRegions: Set<String> = ["compactLeading", "compactTrailing", "minimal"]
    private static let dynamicIsland = TextSearch(anyOf: ["DynamicIsland"], ignoringCase: false)

    /// True for a font of a widget extension drawn in the compact or minimal presentation of a
    /// Live Activity's Dynamic Island: in that closure, or in a view of the file that is drawn
    /// only there (a station-number badge). Like a round accessory slot, the region has no
    /// room for text to grow, so a text style would only be clipped.
    static func inCompactIslandRegion(_ font: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        guard case .appExtension(.widget) = file.target.kind, Self.dynamicIsland.matches(file.text) else { return false }
        if inIslandRegion(Syntax(font)) { return true }
        guard let view = font.ancestorOrSelf(mapping: { $0.as(StructDeclSyntax.self) }) else { return false }
        let uses = file.index.calls(view.name.text)
        return !uses.isEmpty && uses.allSatisfy { inIslandRegion(Syntax($0)) }
    }

    /// Whether a node sits in a closure passed as `compactLeading:`, `compactTrailing:` or `minimal:`.
    private static func inIslandRegion(_ node: Syntax) -> Bool {
        for closure in sequence(first: node, next: \.parent).compactMap({ $0.as(ClosureExprSyntax.self) }) {
            if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self), compactIslandRegions.contains(element.label.text) { return true }
            if let argument = closure.parent?.as(LabeledExprSyntax.self), let label = argument.label, compactIslandRegions.contains(label.text) { return true }
        }
        return false
    }

    /// True for a font in the first branch of a ternary that asks whether the app runs on a TV
    /// (`UIDevice.isTV ? .system(size: 22) : .footnote`): tvOS has no Dynamic Type, and the
    /// phone gets the other branch.
    static func isTVBranch(_ font: FunctionCallExprSyntax) -> Bool {
        for ternary in sequence(first: Syntax(font), next: \.parent).compactMap({ $0.as(UnresolvedTernaryExprSyntax.self) }) {
            guard ternary.thenExpression.encloses(font), let sequence = ternary.parent?.parent?.as(SequenceExprSyntax.self),
                  let condition = sequence.elements.prefix(while: { $0.id != ternary.id }).last else { continue }
            let words = condition.tokens(viewMode: .sourceAccurate).map(\.text)
            return !words.contains("!") && words.contains { $0 == "isTV" || $0 == "tv" }
        }
        return false
    }

    /// Where a font sizes a symbol rather than text: alone (artwork, an icon button, a glyph
    /// in a circle), or beside a `Text` in an `HStack` or a `Label`.
    enum SymbolPlacement { case alone, besideText }

    /// The placement of the symbol a `.font(.system(size:))` sizes, or nil when the font
    /// sizes text: the view it modifies is an `Image`, a `Label` styled `.iconOnly`, or a
    /// view whose content has images and no text.
    static func sizedSymbol(_ font: FunctionCallExprSyntax, in file: SwiftFile) -> SymbolPlacement? {
        if let modifier = font.enclosingCall(named: ["font"]), modifier.arguments.contains(where: { $0.encloses(font) }) {
            return placement(of: modifier, in: file)
        }
        // A font kept in a local (`let primaryFont: Font = .system(size: 64)`): judged by every
        // `.font(primaryFont)` in the same block; one that sizes text makes it text.
        guard let binding = font.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              var block = binding.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) else { return nil }
        // A local declared per platform in `#if os(tvOS) … #else … #endif` is used after the `#endif`.
        while block.parent?.is(IfConfigClauseSyntax.self) == true,
              let outer = block.parent?.parent?.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) {
            block = outer
        }
        let uses = file.index.calls("font").filter { block.encloses($0) && $0.arguments.first?.expression.trimmedSourceText == name }
        guard !uses.isEmpty else { return nil }
        var placements: [SymbolPlacement] = []
        for use in uses {
            guard let placement = placement(of: use, in: file) else { return nil }
            placements.append(placement)
        }
        return placements.contains(.besideText) ? .besideText : .alone
    }

    /// Where the view a `.font(…)` modifier applies to shows a symbol, or nil when it shows text.
    private static func placement(of modifier: FunctionCallExprSyntax, in file: SwiftFile) -> SymbolPlacement? {
        // A SwiftGen image asset's view (`Asset.shield.swiftUIImage`): a custom symbol.
        if let member = modifier.modifiedExpression?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "swiftUIImage" {
            return .alone
        }
        if stylesTheImageItself(modifier) { return .alone }
        guard let view = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall,
              showsOnlyImages(view, in: file) else { return nil }
        return sitsBesideText(view) ? .besideText : .alone
    }

    /// True for a modifier chain that starts from `self` inside `extension Image`
    /// (`self.resizable().frame(width: 16, height: 16).font(.system(size: 14))`): the view it
    /// styles is the image, so the font sets a symbol's weight and draws no text.
    private static func stylesTheImageItself(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard modifier.enclosingTypeName.map({ Symbols.bareName($0) }) == "Image" else { return false }
        var base = modifier.modifiedExpression
        while let call = base?.as(FunctionCallExprSyntax.self) { base = call.modifiedExpression }
        return base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    private static func showsOnlyImages(_ view: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        // `.labelStyle(.iconOnly)` hides the title of the `Label` it styles and of every `Label` inside.
        let iconOnly = view.modifiersApplied.contains { $0.calleeName == "labelStyle" && $0.arguments.first?.expression.trimmedSourceText.lowercased().contains("icononly") == true }
        switch view.calleeName {
        case "Image"?:
            return true
        case "Text"?:
            return showsOnlyGlyphs(view)
        case "Label"?:
            if iconOnly { return true }
        default:
            break
        }
        // A control or stack built from a closure: images in it, and no text (icon-only
        // labels, as in a `Group` of play and pause `Label`s styled `.iconOnly`, are images).
        guard !view.arguments.contains(where: { $0.expression.is(StringLiteralExprSyntax.self) }) else { return false }
        let closures = ([view.trailingClosure] + view.additionalTrailingClosures.map(\.closure)
            + view.arguments.map { $0.expression.as(ClosureExprSyntax.self) }).compactMap { $0 }
        guard !closures.isEmpty else { return false }
        let imageViews = iconOnly ? ["Image", "Label"] : ["Image"]
        let textViews = iconOnly ? TypeScale.textViews.subtracting(["Label"]) : TypeScale.textViews
        let images = closures.contains { closure in
            !file.index.calls(imageViews, inside: closure).isEmpty || file.index.calls(within: closure).contains { drawsOnlyImages($0, in: file) }
        }
        // A `Text` with a font of its own (a counter beside a toolbar's icons) takes none of this one,
        // and a `Menu` drawn by its label closure shows what that closure holds.
        let text = closures.contains { closure in
            file.index.calls(Array(textViews), inside: closure).contains { view in
                switch view.calleeName {
                case "Text"?: !view.modifiersApplied.contains { $0.calleeName == "font" }
                case "Menu"?: SwiftUIControls.label(of: view) == nil
                default: true
                }
            }
        }
        return images && !text
    }

    /// True for a call of a function the file declares, taking no closure, whose body draws images and
    /// no text (`iconLabel(systemName:)` returning a framed `Image`).
    private static func drawsOnlyImages(_ call: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        guard call.trailingClosure == nil, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isLowercase == true else { return false }
        let declarations = file.index.functions.filter { $0.name.text == name }
        return !declarations.isEmpty && declarations.allSatisfy { function in
            guard let body = function.body else { return false }
            return !file.index.calls(["Image"], inside: body).isEmpty && file.index.calls(Array(TypeScale.textViews), inside: body).isEmpty
        }
    }

    /// True for a symbol's font whose size is the same literal as the font of a `Text` beside it
    /// in its stack (a 16pt flame before a 16pt "Activity" title, cleanswipe's widget header):
    /// the symbol already matches its text, whose own fixed size is reported; a text style on
    /// the symbol alone would pull the two apart.
    static func matchesFixedTextBeside(_ font: FunctionCallExprSyntax, points: Double) -> Bool {
        guard let modifier = font.enclosingCall(named: ["font"]), modifier.arguments.contains(where: { $0.encloses(font) }),
              let view = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall,
              let item = view.outermostModifiedExpression.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return list.contains { sibling in
            guard sibling.id != item.id, let text = sibling.item.as(FunctionCallExprSyntax.self)?.rootViewCall, text.calleeName == "Text" else { return false }
            return text.modifiersApplied.contains { applied in
                guard applied.calleeName == "font", let system = applied.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                      system.calleePath == ".system" || system.calleePath == "Font.system" else { return false }
                return system.argument("size")?.expression.numericLiteral == points
            }
        }
    }

    /// True when the view is one item of an `HStack` (or a `Label`'s icon) that also shows a `Text`.
    private static func sitsBesideText(_ view: FunctionCallExprSyntax) -> Bool {
        guard let item = view.outermostModifiedExpression.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let container = list.parent?.as(ClosureExprSyntax.self)?.invokingCall?.rootViewCall,
              ["HStack", "Label", "LazyHStack"].contains(container.calleeName ?? "") else { return false }
        if container.calleeName == "Label" { return true }
        return list.contains { sibling in
            sibling.id != item.id && sibling.item.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName == "Text"
        }
    }

    private func systemFix(_ call: FunctionCallExprSyntax, points: Double, style: TypeScale.Style, in file: SwiftFile) -> Fix? {
        let labels = Set(call.argumentLabels)
        guard labels.isSubset(of: ["size", "weight"]), style.points == points else { return nil }
        let base = call.calleePath == "Font.system" ? "Font" : ""
        var replacement = "\(base).\(style.swiftUI)"
        if let weight = call.argument("weight") { replacement += ".weight(\(weight.expression.trimmedSourceText))" }
        return Fix("Use the .\(style.swiftUI) text style", edits: [TextEdit(
            start: file.position(of: call), end: file.position(at: call.endPositionBeforeTrailingTrivia), replacement: replacement)])
    }

    package static func format(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(points)
    }
}
