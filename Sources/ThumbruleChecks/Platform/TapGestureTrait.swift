import SwiftSyntax
import ThumbruleCore

/// A SwiftUI view made tappable with `.onTapGesture` or `.gesture(TapGesture())` that is
/// not exposed as a button: VoiceOver reads its content but never says it can be activated.
///
/// Left alone: double taps (a second way to do something), taps that read where they
/// land (a scrubber, a canvas), empty taps that only stop another gesture, taps that only
/// dismiss the keyboard, clear focus or close what is open, scrims and whole-screen
/// containers (`Color`, `ScrollView`, `List`, views that ignore the safe area), views drawn at
/// `.opacity(0)` (SwiftUI keeps them from VoiceOver), views disabled with a literal
/// `.disabled(true)` (the gesture never fires: a placeholder for an unfinished action), controls (`InteractiveViews.controls`:
/// a `PhotosPicker` tapped for a haptic is still announced as a button), the button views of Apple's
/// frameworks (`SignInWithAppleButton`, `PayWithApplePayButton`: the framework names them) and the bodies of
/// control styles (the control is what VoiceOver announces), taps that
/// only hurry a toast that hides itself, taps whose whole action is `if flag { … }` on a view drawn
/// in the `else` of `if flag` (a no-op where the view shows), taps whose one statement only restarts the view's
/// auto-hide timer (`resetAutoHide()`, a keep-alive touch that keeps a bar on screen), taps that only show and hide a full-screen page's
/// bars (reader chrome), taps on a whole-screen `ZStack` that only show and hide the controls
/// laid over it (a call screen's or a media viewer's overlay), taps on a whole-screen `ZStack` that
/// only brighten what it already shows for a moment (`onlyBrightensWhatIsShown`), views whose
/// chain already sets a trait, an action or a representation, views of a type that sets a
/// trait in its own body, views whose whole content is a view a function of the project builds
/// and marks as a button (`NoticeBox { NotificationCell.electrumServer() }`), and unnamed
/// tappable images (`a11y-name.icon-only-control` asks for their name and trait). Also left
/// alone: a nearly clear or dimmed shape behind a sheet's
/// content in a `ZStack` whose tap only closes it (a scrim; the sheet's own content carries the
/// close control), and a view inside one collapsed with `.accessibilityElement(children: .ignore)`
/// that offers `.accessibilityAction`s, which already exposes what the taps do (also when a
/// private view helper draws the tapped view and every use of it sits in such a row). A container
/// whose own function body holds buttons (`videoCard(for:)` built in the same file), and a view
/// whose author removes the `.isButton` trait on it or a child, are left alone too, and so is a
/// row holding a `Toggle` whose tap flips that same toggle (VoiceOver reaches it as a switch).
/// So is a container merged into one element (`.accessibilityElement(children: .combine)`) that
/// shows a button, written in place or a view of the project whose body is one (`hButton`):
/// the merged element takes that button's trait and action. So is a tap that only flips a flag
/// on a view showing the app's version number (a hidden shortcut to the build number), and a
/// representable view of the project whose view only adds layers (a particle veil over a spoiler):
/// it is no accessibility element, so VoiceOver never meets it. So is a tap on a live `Map` that
/// the person pans and zooms (its chain follows the camera or pans it with a `DragGesture`): the
/// map is VoiceOver's container of its annotations, and the tap a shortcut into a larger map.
/// So is a tap on a view of the project that dresses a text field (its body holds a `TextField`
/// and no button, and does not switch the field off): VoiceOver announces the text field. So is a
/// tap on a stack framed to fill the screen whose one statement clears a state (`selection = nil`):
/// a tap outside whatever is open. A helper marking its row as a button may work out constants
/// (`let title = …`) before the row.
struct TapGestureTrait: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-name.tap-gesture-trait",
        ruleId: "a11y-name",
        summary: "A SwiftUI view tapped through a gesture that VoiceOver does not announce as a button",
        triggering: [
            // A search bar's face whose field is switched off: the tap alone opens the search.
            CheckExample(files: [
                ("App/SearchFace.swift", """
                struct SearchFace: View {
                    var body: some View {
                        HStack {
                            Image(systemName: "magnifyingglass")
                            TextField("Search", text: .constant("")).disabled(true)
                        }
                    }
                }
                """),
                ("App/HomeScreen.swift", """
                struct HomeScreen: View {
                    @State private var searching = false
                    var body: some View {
                        SearchFace()↓.onTapGesture { searching = true }
                    }
                }
                """),
            ]),
            // A screen-filling stack whose tap opens something is a control.
            CheckExample("""
            struct Cover: View {
                @State private var showsDetails = false
                var body: some View {
                    VStack { Text("Album") }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        ↓.onTapGesture { showsDetails = true }
                }
            }
            """),
            // The same screen when the settings set `REDESIGN = 1`: every build defines it.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: ["Debug", "Release"].map { name in
                    (name, ["REDESIGN": "1", "REDESIGN_FLAGS0": "", "REDESIGN_FLAGS1": "-DREDESIGN",
                            "OTHER_SWIFT_FLAGS": "$(REDESIGN_FLAGS$(REDESIGN))"])
                })),
                ("App/VPNApp.swift", """
                import SwiftUI
                #if REDESIGN
                @main
                struct VPNApp: App {
                    var body: some Scene { WindowGroup { RecentsSection() } }
                }
                #else
                @main
                struct LegacyApp: App {
                    var body: some Scene { WindowGroup { Text("Home") } }
                }
                #endif
                """),
                ("App/RecentsSection.swift", """
                import SwiftUI
                struct RecentsSection: View {
                    @State private var connected = false
                    var body: some View {
                        Text("Fastest server")↓.onTapGesture { connected.toggle() }
                    }
                }
                """),
            ]),
            // A tag's tap under `if let` on a closure its initialiser takes: a trailing closure
            // passes it with no label, so the tap ships.
            CheckExample("""
            struct TagLabel: View {
                private let tag: String
                private let onSelect: ((String) -> Void)?
                init(tag: String, onSelect: ((String) -> Void)? = nil) {
                    self.tag = tag
                    self.onSelect = onSelect
                }
                var body: some View {
                    if let onSelect {
                        Text(tag)↓.onTapGesture { onSelect(tag) }
                    } else {
                        Text(tag)
                    }
                }
            }
            struct TagCloud: View {
                let tags: [String]
                var body: some View {
                    ForEach(tags, id: \\.self) { tag in TagLabel(tag: tag) { filter(by: $0) } }
                }
            }
            """),
            // The same tap on the branch where its flag holds does act.
            CheckExample("""
            struct MediaCard: View {
                let isVideo: Bool
                let player: AVPlayer?
                var body: some View {
                    if isVideo {
                        VideoPlayerView(player: player)
                            ↓.onTapGesture {
                                if isVideo, let player { player.rate > 0 ? player.pause() : player.play() }
                            }
                    } else {
                        PhotoView()
                    }
                }
            }
            """),
            CheckExample("""
            struct PlanRow: View {
                let plan: Plan
                var body: some View {
                    HStack {
                        Text(plan.title)
                        Spacer()
                        Text(plan.price)
                    }
                    ↓.onTapGesture { select(plan) }
                    Text("Forgot password?")
                        .foregroundStyle(.tint)
                        ↓.gesture(TapGesture().onEnded { resetPassword() })
                    RoundedRectangle(cornerRadius: 8)
                        .fill(plan.color)
                        .frame(width: 60, height: 60)
                        ↓.onTapGesture(count: 1) { pickColor() }
                }
            }
            """),
            // A picker that closes itself after a pick: its Edit pill also closes it, but opens
            // the category editor too, which only the tap does (dimeapp NewCategoryPickerView).
            CheckExample("""
            struct CategoryPicker: View {
                @Binding var showPicker: Bool
                @Binding var showingCategoryView: Bool
                var body: some View {
                    Picker("Category", selection: $selected) {
                        ForEach(categories) { category in Text(category.name).tag(category) }
                    }
                    .onChange(of: selected) { _ in
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { showPicker = false }
                    }
                    .overlay(alignment: .bottom) {
                        HStack(spacing: 4) {
                            Image(systemName: "pencil")
                            Text("Edit")
                        }
                        .padding(.vertical, 9)
                        .contentShape(Rectangle())
                        ↓.onTapGesture {
                            showPicker = false
                            showingCategoryView = true
                        }
                    }
                }
            }
            """),
            // A tapped image whose constant names a described symbol has a name but no trait.
            CheckExample(files: [
                ("App/MySymbols.swift", """
                struct MySymbols {
                    static let hint = "questionmark.circle.fill"
                }
                """),
                ("App/ConsumeView.swift", """
                struct ConsumeView: View {
                    var body: some View {
                        Image(systemName: MySymbols.hint)
                            ↓.onTapGesture { showHint.toggle() }
                    }
                }
                """),
            ]),
            // Disabled only while loading: it takes taps the rest of the time.
            CheckExample("""
            struct RetryBanner: View {
                var body: some View {
                    Text("Retry")
                        ↓.onTapGesture { retry() }
                        .disabled(isLoading)
                }
            }
            """),
            // A row merged into one element whose only button sits in a context menu, which
            // is not merged: nothing in the element is a button.
            CheckExample("""
            struct TrackRow: View {
                let track: Track
                var body: some View {
                    HStack {
                        Text(track.title).contextMenu { Button("Copy title") { copy(track.title) } }
                        Spacer()
                        Text(track.duration)
                    }
                    ↓.onTapGesture { play(track) }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
            // A member card whose only button is its "more" menu: the name and level are
            // opened by the tap alone.
            CheckExample("""
            struct MemberCard: View {
                let member: Member
                var onTap: (Member) -> Void
                var onMore: (Member) -> Void
                var body: some View {
                    VStack(alignment: .leading) {
                        HStack {
                            Text(member.name).font(.headline)
                            Spacer()
                            Button { onMore(member) } label: { Image(systemName: "ellipsis") }
                        }
                        Text("Level \\(member.level)")
                    }
                    .padding(16)
                    ↓.onTapGesture { onTap(member) }
                }
            }
            """),
            // A helper that flips a flag no bar or overlay reads: the tap selects the card.
            CheckExample("""
            struct TrackCard: View {
                @State private var picked = false
                var body: some View {
                    Text(track.title)
                        .background(picked ? Color.accentColor : Color.clear)
                        ↓.onTapGesture { pick() }
                        .statusBarHidden(false)
                }
                private func pick() { withAnimation { picked.toggle() } }
            }
            """),
            // A map drawn as a picture of a place, which follows nothing the person does with it:
            // its tap is the only way to the full map, and VoiceOver never hears that.
            CheckExample("""
            import SwiftUI
            import MapKit

            struct VenueCard: View {
                let region: MKCoordinateRegion
                var body: some View {
                    Map(initialPosition: .region(region))
                        .frame(height: 120)
                        ↓.onTapGesture { openDirections() }
                }
            }
            """),
        ],
        nonTriggering: [
            // betterai-ios SleepBlackoutView: a tap on the dark bedside screen brightens its hints for three
            // seconds; VoiceOver reads them at any opacity, so the tap shows it nothing new.
            CheckExample("""
            import SwiftUI
            struct NightScreen: View {
                let onExit: () -> Void
                @State private var revealed = false
                @State private var revealTask: Task<Void, Never>?
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        VStack {
                            Text("Hold to exit")
                            if !revealed {
                                Text("Tap to show hints")
                            }
                        }
                        .opacity(revealed ? 1 : 0.5)
                    }
                    .onTapGesture {
                        revealTask?.cancel()
                        withAnimation(.easeIn(duration: 0.15)) { revealed = true }
                        revealTask = Task {
                            try? await Task.sleep(for: .seconds(3))
                            guard !Task.isCancelled else { return }
                            await MainActor.run {
                                withAnimation(.easeOut(duration: 0.4)) { revealed = false }
                            }
                        }
                    }
                    .onLongPressGesture(minimumDuration: 2, perform: onExit)
                }
            }
            """),
            // sotka-ios: the same tag when every caller leaves the closure out: the tappable
            // branch never runs.
            CheckExample("""
            struct TagLabel: View {
                private let tag: String
                private let onSelect: ((String) -> Void)?
                init(tag: String, onSelect: ((String) -> Void)? = nil) {
                    self.tag = tag
                    self.onSelect = onSelect
                }
                var body: some View {
                    if let onSelect {
                        Text(tag).onTapGesture { onSelect(tag) }
                    } else {
                        Text(tag)
                    }
                }
            }
            struct TagCloud: View {
                let tags: [String]
                var body: some View {
                    ForEach(tags, id: \\.self) { tag in TagLabel(tag: tag) }
                }
            }
            """),
            // hdrezka-ios: a spoiler veil drawn by a particle emitter (a plain view that only adds a
            // layer) over text VoiceOver reads in full; tapping it lifts the veil. VoiceOver never
            // stops on the emitter, so there is no control to announce.
            CheckExample("""
            final class SparkleView: UIView {
                private let emitter = CAEmitterLayer()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.addSublayer(emitter)
                }
                required init?(coder: NSCoder) { nil }
            }

            struct SparkleVeil: UIViewRepresentable {
                func makeUIView(context: Context) -> SparkleView { SparkleView() }
                func updateUIView(_ view: SparkleView, context: Context) {}
            }

            struct CommentRow: View {
                @Binding var revealed: Bool
                let text: String
                var body: some View {
                    ZStack {
                        Text(text)
                        if !revealed {
                            SparkleVeil()
                                .onTapGesture { withAnimation { revealed = true } }
                        }
                    }
                }
            }
            """),
            // medsenger-ios SettingsMainFormView: a tap on the version number that only shows the build
            // number beside it is a hidden shortcut, not a control.
            CheckExample("""
            struct AboutSection: View {
                @State private var showsBuild = false
                private let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? ""
                private let build = Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? ""
                var body: some View {
                    HStack {
                        Text("Version")
                        Spacer()
                        HStack {
                            Text(version)
                            if showsBuild { Text(build).foregroundColor(.secondary) }
                        }
                        .onTapGesture { withAnimation { showsBuild.toggle() } }
                    }
                }
            }
            """),
            // minty-ios: taps on a full-screen player that call a helper flipping the flag the status bar and overlays follow.
            CheckExample("""
            struct FilmPlayerView: View {
                @State private var chromeShown = true
                var body: some View {
                    ZStack {
                        Color.black
                        FilmSurface(player: player).onTapGesture { flipChrome() }
                        SeekZones().onTapGesture { flipChrome() }
                        if chromeShown { FilmControls() }
                    }
                    .statusBar(hidden: !chromeShown)
                    .persistentSystemOverlays(chromeShown ? .automatic : .hidden)
                }
                private func flipChrome() {
                    withAnimation { chromeShown.toggle() }
                }
            }
            """),
            // protonvpn-ios HomeRecentsView: a redesign's screen that only `#if REDESIGN` code shows, where the
            // settings make `-DREDESIGN` out of `REDESIGN = 1` and set `REDESIGN = 0`, so no build defines it.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: ["Debug", "Release"].map { name in
                    (name, ["REDESIGN": "0", "REDESIGN_FLAGS0": "", "REDESIGN_FLAGS1": "-DREDESIGN",
                            "OTHER_SWIFT_FLAGS": "$(REDESIGN_FLAGS$(REDESIGN))"])
                })),
                ("App/VPNApp.swift", """
                import SwiftUI
                #if REDESIGN
                @main
                struct VPNApp: App {
                    var body: some Scene { WindowGroup { RecentsSection() } }
                }
                #else
                @main
                struct LegacyApp: App {
                    var body: some Scene { WindowGroup { Text("Home") } }
                }
                #endif
                """),
                ("App/RecentsSection.swift", """
                import SwiftUI
                struct RecentsSection: View {
                    @State private var connected = false
                    var body: some View {
                        Text("Fastest server").onTapGesture { connected.toggle() }
                    }
                }
                """),
            ]),
            // amakaflow-ios DebugLogView: a log screen in a sheet whose state only rows inside `#if DEBUG` set true.
            CheckExample(files: [
                ("App/FitApp.swift", """
                import SwiftUI
                @main
                struct FitApp: App {
                    var body: some Scene { WindowGroup { SettingsScreen() } }
                }
                """),
                ("App/SettingsScreen.swift", """
                import SwiftUI
                struct SettingsScreen: View {
                    @State private var showingLog = false
                    var body: some View {
                        List {
                            Text("Account")
                            #if DEBUG
                            Button("Error log") { showingLog = true }
                            #endif
                        }
                        .sheet(isPresented: $showingLog) {
                            LogScreen()
                        }
                    }
                }
                """),
                ("App/LogScreen.swift", """
                import SwiftUI
                struct LogScreen: View {
                    @State private var expanded = false
                    var body: some View {
                        Text("Entry").onTapGesture { expanded.toggle() }
                    }
                }
                """),
            ]),
            // cleanswipe, a no-op tap: the video's play/pause tap on the photo branch does nothing there.
            CheckExample("""
            struct MediaCard: View {
                let isVideo: Bool
                let player: AVPlayer?
                var body: some View {
                    if isVideo {
                        VideoPlayer(player: player)
                    } else {
                        ZStack { PhotoView() }
                            .onTapGesture {
                                if isVideo, let player { player.rate > 0 ? player.pause() : player.play() }
                            }
                    }
                }
            }
            """),
            // loopfollow: a tap on a bar that only restarts its auto-hide timer is a keep-alive touch (SnoozerView).
            CheckExample("""
            struct AlarmBar: View {
                @State private var hideTask: Task<Void, Never>?
                var body: some View {
                    HStack { Text("Snoozed"); Text("1h") }
                        .padding()
                        .onTapGesture { restartHideTimer() }
                }
                private func restartHideTimer() { hideTask?.cancel() }
            }
            """),
            // meshtastic-apple: a chart switched off by hand with `if false`, which never draws.
            CheckExample("""
            struct RouteDetail: View {
                @State private var angle = 0.0
                var body: some View {
                    VStack {
                        Text("Route")
                        if false {
                            Circle()
                                .rotationEffect(.degrees(angle))
                                .onTapGesture { angle += 90 }
                        }
                    }
                }
            }
            """),
            // Placeholders disabled with a literal never take the tap (grocy-swiftui UserRowView).
            CheckExample("""
            struct UserRowView: View {
                var body: some View {
                    HStack {
                        RowInteractionButton(image: "square.and.pencil", helpString: "Edit this item")
                            .onTapGesture { GrocyLogger.info("Edit user not implemented") }
                            .disabled(true)
                        RowInteractionButton(image: "lock.fill", helpString: "Configure user permissions")
                            .disabled(true)
                            .onTapGesture { GrocyLogger.info("Edit permissions not implemented") }
                    }
                }
            }
            """),
            // A tap that hurries a toast which hides itself, and a tap that shows and hides
            // the bars over a full-screen page.
            CheckExample("""
            struct ToastModifier: ViewModifier {
                @Binding var isPresenting: Bool
                let message: String
                func body(content: Content) -> some View {
                    content.overlay {
                        if isPresenting {
                            Text(message)
                                .onTapGesture { withAnimation { isPresenting = false } }
                        }
                    }
                    .task(id: isPresenting) {
                        try? await Task.sleep(for: .seconds(2))
                        isPresenting = false
                    }
                }
            }

            struct PDFPageView: View {
                @State private var showingControls = true
                var body: some View {
                    VStack {
                        PageLabel(page)
                        Spacer()
                        PreviewBar(document: document)
                    }
                    .opacity(showingControls ? 1 : 0)
                    .onTapGesture { showingControls.toggle() }
                    .navigationBarHidden(!showingControls)
                }
            }
            """),
            // Whole-screen stacks whose tap only shows and hides the controls laid over them:
            // buttons written in place, or a view of the file that holds them.
            CheckExample("""
            struct CallScreen: View {
                @State private var controlsVisible = true
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        RemoteVideo()
                        if controlsVisible {
                            VStack {
                                Text(caller.name)
                                Button { hangUp() } label: { Image(systemName: "phone.down.fill") }
                            }
                        }
                    }
                    .onTapGesture(count: 1) {
                        controlsVisible = !controlsVisible
                    }
                }
            }
            struct PhotoViewer: View {
                @State private var showsControls = false
                var body: some View {
                    ZStack(alignment: .top) {
                        Color.background.ignoresSafeArea()
                        Image(uiImage: photo).resizable().scaledToFit()
                        if showsControls { ViewerControls(photo: photo) }
                    }
                    .onTapGesture { showsControls.toggle() }
                }
            }
            struct ViewerControls: View {
                let photo: UIImage
                var body: some View {
                    HStack { Text("Photo"); ShareLink(item: Image(uiImage: photo), preview: SharePreview("Photo")) }
                }
            }
            """),
            // A scrim behind a custom sheet's content, and a copy icon inside a row collapsed into one
            // element that offers the copy as a named action.
            CheckExample("""
            struct HelpSheet<Content: View>: ViewModifier {
                @Binding var show: Bool
                @ViewBuilder var sheet: () -> Content
                func body(content: Content) -> some View {
                    content.fullScreenCover(isPresented: $show) {
                        ZStack(alignment: .bottom) {
                            Rectangle()
                                .fill(.gray.opacity(0.001))
                                .onTapGesture {
                                    Haptic.impact()
                                    show.toggle()
                                }
                            sheet()
                        }
                    }
                }
            }

            struct SoundRow: View {
                let name: String
                var body: some View {
                    HStack {
                        Text(name)
                        Spacer()
                        Image(systemName: "doc.on.doc")
                            .onTapGesture { Clipboard.set(name) }
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Sound \\(name)")
                    .accessibilityAction(named: "Copy") { Clipboard.set(name) }
                }
            }
            """),
            // A card with buttons of its own; the tap on the whole only scrolls it into view.
            CheckExample("""
            struct VideoCarousel: View {
                var body: some View {
                    VStack {
                        Button { openChannel() } label: { Text(channel.name) }
                        Button { play() } label: { Thumbnail(video: video) }
                    }
                    .onTapGesture { scrollToCard() }
                }
            }
            """),
            // A page of a paged strip built by a function that holds its own buttons, and a
            // folding header whose title drops the button trait by hand while the arrow is named.
            CheckExample("""
            struct EpisodeStrip: View {
                var body: some View {
                    ForEach(episodes.indices, id: \\.self) { index in
                        episodePage(episodes[index])
                            .onTapGesture { selected = index }
                    }
                }
                private func episodePage(_ episode: Episode) -> some View {
                    VStack {
                        Artwork(episode: episode)
                        Button("Download") { download(episode) }
                    }
                }
            }
            struct RouteHeader: View {
                @Binding var isOpen: Bool
                var body: some View {
                    HStack {
                        Text(route.name).accessibilityRemoveTraits(.isButton)
                        Image(systemName: "chevron.down").accessibilityLabel(isOpen ? "Hide stops" : "Show stops")
                    }
                    .accessibilityElement(children: .contain)
                    .onTapGesture { isOpen.toggle() }
                }
            }
            """),
            // A notice box whose only content is a cell built by another type's function, which
            // merges the cell into one element announced as a button.
            CheckExample("""
            struct NoticesList: View {
                var body: some View {
                    NoticeBox(background: .secondary) {
                        NoticeCell.expiredCard()
                    }
                    .font(.callout)
                    .onTapGesture { openBilling() }
                }
            }
            enum NoticeCell {
                @ViewBuilder
                static func expiredCard() -> some View {
                    HStack {
                        Image(systemName: "creditcard").accessibilityHidden(true)
                        Text("Your card has expired.")
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
            // An invisible tap-outside area, a system control tapped for a haptic, and a row's
            // alarm control drawn by a private helper used only inside the row, which is collapsed
            // into one element whose actions include the alarm's.
            CheckExample("""
            struct ScoreCard: View {
                @Binding var isExpanded: Bool
                @State private var photo: PhotosPickerItem?
                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle()
                            .opacity(0)
                            .contentShape(Rectangle())
                            .onTapGesture { isExpanded = false }
                        PhotosPicker(selection: $photo, matching: .images) { Image(systemName: "photo") }
                            .simultaneousGesture(TapGesture().onEnded { playHaptic() })
                    }
                }
            }
            struct DepartureRow: View {
                let departure: Departure
                var body: some View {
                    HStack {
                        Text(departure.headsign)
                        VStack { Text(departure.countdown); alarmCircle }
                    }
                    .onTapGesture(perform: openTrip)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(departure.summary)
                    .accessibilityAction { openTrip() }
                    .accessibilityActions { Button("Add alarm") { toggleAlarm() } }
                }
                private var alarmCircle: some View {
                    Text(departure.alarmBadge)
                        .padding(6)
                        .onTapGesture { toggleAlarm() }
                }
            }
            """),
            // A row merged into one element that holds a button of the project (whose body is
            // another view of the project whose body is a `Button`) doing the same as the tap:
            // the merged element is announced and activated as that button.
            CheckExample("""
            struct AddonRow: View {
                let title: String
                let action: () -> Void
                var body: some View {
                    FormRow {
                        HStack {
                            Text(title)
                            Spacer()
                            pillButton(.small, title: "Add", action)
                        }
                    }
                    .onTapGesture(perform: action)
                    .accessibilityElement(children: .combine)
                }
            }
            struct pillButton: View {
                let size: PillSize
                let title: String
                let action: () -> Void
                init(_ size: PillSize, title: String, _ action: @escaping () -> Void) {
                    self.size = size
                    self.title = title
                    self.action = action
                }
                var body: some View {
                    _pillButton(action: action) { Text(title) }
                        .buttonStyle(PillStyle(size: size))
                }
            }
            struct _pillButton<Label: View>: View {
                let action: () -> Void
                @ViewBuilder let label: () -> Label
                var body: some View {
                    SwiftUI.Button(action: action, label: label)
                        .allowsHitTesting(true)
                }
            }
            """),
            // Rows holding a toggle whose tap flips that toggle, directly or through the view model.
            CheckExample("""
            struct FormattingRow: View {
                @ObservedObject var viewModel: ComposerViewModel
                @State private var signOutEverywhere = false
                var body: some View {
                    HStack {
                        Text("Text formatting")
                        Spacer()
                        Toggle("", isOn: $viewModel.textFormattingEnabled).labelsHidden()
                    }
                    .onTapGesture { viewModel.textFormattingEnabled.toggle() }
                    HStack {
                        Toggle("Sign out everywhere", isOn: $signOutEverywhere).labelsHidden()
                        Text("Sign out of all devices")
                    }
                    .onTapGesture(perform: toggleSignOutEverywhere)
                }
                func toggleSignOutEverywhere() {
                    viewModel.send(.toggleSignOutEverywhere)
                }
            }
            """),
            CheckExample("""
            struct PlanRow: View {
                let plan: Plan
                @FocusState private var focused: Bool
                var body: some View {
                    HStack { Text(plan.title); Spacer(); Text(plan.price) }
                        .onTapGesture { select(plan) }
                        .accessibilityAddTraits(.isButton)
                    Button("Forgot password?") { resetPassword() }
                    Text(plan.title).onTapGesture(count: 2) { favourite(plan) }
                    ScrollView { Text(plan.details) }
                        .onTapGesture { focused = false }
                    Color.black.opacity(0.4)
                        .ignoresSafeArea()
                        .onTapGesture { dismiss() }
                    VStack { Text(plan.summary) }
                        .onTapGesture { hideKeyboard() }
                    PlanBadge(plan: plan).onTapGesture { select(plan) }
                }
            }
            struct PlanToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.onTapGesture { configuration.isOn.toggle() }
                }
            }
            struct PlanChart: View {
                var body: some View {
                    Chart(points).onTapGesture { location in inspect(at: location) }
                    Card().onTapGesture { }
                    Button("Renew") { renew() }.simultaneousGesture(TapGesture().onEnded { track() })
                    Text("Tap to dismiss").onTapGesture { dismiss() }
                }
            }
            struct PlanBadge: View {
                let plan: Plan
                var body: some View {
                    Text(plan.badge).accessibilityAddTraits(.isButton)
                }
            }
            """),
            // robotaxi-ios TrackingMapView, a live map: a tap on a map the rider pans and pinches
            // opens a larger copy of it, a shortcut; the map stays a map for VoiceOver.
            CheckExample("""
            import SwiftUI
            import MapKit

            struct RideMap: View {
                @State private var camera: MapCameraPosition = .automatic
                @State private var following = true
                var onEnlarge: () -> Void
                var body: some View {
                    Map(position: $camera) { Marker("Car", coordinate: car) }
                        .onMapCameraChange(frequency: .onEnd) { _ in following = false }
                        .simultaneousGesture(DragGesture(minimumDistance: 8).onChanged { _ in following = false })
                        .simultaneousGesture(TapGesture().onEnded { onEnlarge() })
                }
            }
            """),
            // A system framework's button view (Sign in with Apple) is announced as a button by
            // the framework, whatever gesture is added on it (resumebuilder-ios OnboardingView).
            CheckExample("""
            import SwiftUI
            import AuthenticationServices

            struct WelcomeScreen: View {
                var body: some View {
                    SignInWithAppleButton(.signIn, onRequest: { _ in }, onCompletion: { _ in })
                        .frame(height: 50)
                        .onTapGesture { startAppleSignIn() }
                }
            }
            """),
            // A row drawn by a helper that works out a constant first, then merges the row and marks
            // it as a button: VoiceOver announces it wherever it is tapped (lh2gpx-ios AppExportView).
            CheckExample("""
            struct ExportDays: View {
                let days: [Day]
                @Binding var picked: Set<Day>
                var body: some View {
                    ForEach(days) { day in
                        dayRow(day, isPicked: picked.contains(day))
                            .onTapGesture { picked.formSymmetricDifference([day]) }
                    }
                }
                @ViewBuilder
                private func dayRow(_ day: Day, isPicked: Bool) -> some View {
                    let title = day.date.formatted(date: .abbreviated, time: .omitted)
                    HStack {
                        Image(systemName: isPicked ? "checkmark.circle.fill" : "circle")
                        Text(title)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityValue(isPicked ? "Selected" : "Not selected")
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
            // A text field dressed by a view of the project (a placeholder and a capsule border): the
            // tap lands on the field, which VoiceOver announces as a text field (rtu-ios Certification).
            CheckExample(files: [
                ("App/OutlinedField.swift", """
                struct OutlinedField: View {
                    @Binding var text: String
                    let hint: Text
                    var body: some View {
                        ZStack(alignment: .leading) {
                            if text.isEmpty { hint.padding() }
                            TextField("", text: $text).padding()
                        }
                        .overlay(Capsule().stroke(.gray))
                    }
                }
                """),
                ("App/CodeEntry.swift", """
                struct CodeEntry: View {
                    @ObservedObject var model: CodeModel
                    var body: some View {
                        OutlinedField(text: $model.code, hint: Text("6 digits"))
                            .keyboardType(.numberPad)
                            .onTapGesture { model.clearCode() }
                    }
                }
                """),
            ]),
            // A tap anywhere on a screen-filling stack that only closes the open picker: a tap
            // outside, not a control (rtu-ios ItemInformation2).
            CheckExample("""
            struct RentalTerms: View {
                @State private var openPicker: Field?
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Quantity")
                        Button("Pick quantity") { openPicker = .quantity }
                        Button("Pick period") { openPicker = .period }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .onTapGesture { self.openPicker = nil }
                }
            }
            """),
        ]
    )

    struct Candidate: Sendable, Codable {
        let position: SourcePosition
        let view: String
        let gesture: String
        /// The builders (`NotificationCell.electrumServer`, `Row.body`) of what the tapped view shows as its whole content.
        let shows: [String]
        /// The views (`HStack`, `Button`, `hButton`) a tapped container merges into one element
        /// with `.accessibilityElement(children: .combine)`; empty when it does not merge them.
        let combines: [String]
        /// For an unnamed image drawing a constant's symbol (`Image(systemName: MySymbols.hint)`),
        /// that constant: settled in the project pass by its text, as `a11y-name.icon-only-control` does.
        var symbolConstant: IconOnlyControlName.SymbolConstantName?
    }

    static let candidates = FactKey<Candidate>("a11y-name.tap-gesture-trait")
    /// Types whose own body sets an accessibility trait: a tap on them is already announced.
    static let typesWithTraits = FactKey<String>("a11y-name.tap-gesture-trait.type-with-trait")
    /// Builders (`Type.function`, `Type.body`) whose one view is given the button trait as a whole.
    static let buttonBuilders = FactKey<String>("a11y-name.tap-gesture-trait.button-builder")
    /// Representable views (`SpoilerView`) whose made view is a plain `UIView` or `NSView` subclass of
    /// the same file that only draws layers: no subviews, no drawing of its own, no accessibility.
    static let layerOnlyRepresentables = FactKey<String>("a11y-name.tap-gesture-trait.layer-only-representable")

    /// View types whose `body` wraps a text input and shows no button (`CapsulePlaceholder`, a
    /// styled `TextField`): a tap on one lands on the field.
    static let textInputViews = FactKey<String>("a11y-name.tap-gesture-trait.text-input-view")

    static let gestureModifiers = ["onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture"]
    /// Modifiers that already tell VoiceOver what the view does, or hide it.
    static let exposingModifiers: Set<String> = [
        "accessibilityAddTraits", "accessibility", "accessibilityRepresentation", "accessibilityAction",
        "accessibilityHidden", "accessibilityActions",
    ]
    /// Views that are a screen's backdrop or scroller: a tap on them dismisses, it is no control.
    static let backdrops: Set<String> = [
        "ScrollView", "List", "Form", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView",
        "Color", "GeometryReader", "LinearGradient", "RadialGradient", "Group",
    ]
    /// Button views of Apple's frameworks (AuthenticationServices, PassKit, CoreLocationUI,
    /// SwiftUI's own edit and paste buttons): the framework gives them the button trait and label.
    static let frameworkButtons: Set<String> = [
        "SignInWithAppleButton", "PayWithApplePayButton", "AddPassToWalletButton", "LocationButton",
        "EditButton", "PasteButton", "RenameButton",
    ]
    /// Words in an action that only dismiss the keyboard or clear focus.
    static let dismissWords = ["keyboard", "resignfirstresponder", "endediting", "focus"]
    /// Words in a one-statement action that closes what is open.
    static let closeWords = ["dismiss", "ispresented=false", "outside"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for name in Self.layerOnlyRepresentables(in: file.index) { output.facts.add(name, for: Self.layerOnlyRepresentables) }
        for name in Self.textInputViews(in: file.index) { output.facts.add(name, for: Self.textInputViews) }
        for call in file.index.calls("accessibilityAddTraits") {
            if let type = call.enclosingTypeName { output.facts.add(type, for: Self.typesWithTraits) }
            if let builder = Self.buttonBuilder(call) { output.facts.add(builder, for: Self.buttonBuilders) }
        }
        for tap in file.index.calls(Self.gestureModifiers) {
            guard tap.modifiedExpression != nil, let action = Self.singleTapAction(tap) else { continue }
            let view = tap.rootViewCall
            // A gesture on a view held in a variable (`content.onTapGesture`) names that view.
            let name = view.id == tap.id ? (tap.modifiedExpression?.trimmedSourceText ?? "view") : (view.calleeName ?? view.calledExpression.trimmedSourceText)
            let chain = view.modifierNames
            // The code without comments or spaces, so a comment that mentions the keyboard does not count.
            let text = action.tokens(viewMode: .sourceAccurate).map(\.text).joined().lowercased()
            let statements = action.as(ClosureExprSyntax.self)?.statements.count ?? 1
            guard !Self.backdrops.contains(name), !(view.calleePath ?? "").hasPrefix("Color."),
                  !InteractiveViews.controls.contains(name), !Self.frameworkButtons.contains(name), tap.enclosingFunctionName != "makeBody",
                  statements > 0, !(statements == 1 && Self.closeWords.contains(where: text.contains)),
                  !chain.contains(where: Self.exposingModifiers.contains),
                  !chain.contains("ignoresSafeArea"), !chain.contains("edgesIgnoringSafeArea"),
                  !Self.dismissWords.contains(where: text.contains),
                  !isUnnamedImage(view), !Self.holdsControls(view, file.index), !Self.managesButtonTrait(view, file.index),
                  !Self.dismissesASelfDismissingToast(tap, action: action, file), !Self.onlyRestartsHideTimer(action), !Self.actsOnlyWhereFlagIsFalse(tap, action: action), !Self.togglesChrome(tap, action: action, file),
                  !Self.revealsOnVersionNumber(view, action: action, file),
                  !Self.togglesOverlayControls(view, action: action, file), !Self.onlyBrightensWhatIsShown(view, action: action, file),
                  !Self.isScrim(view, action: action), !Self.clearsStateOnScreen(view, action: action), !Self.isInvisible(view), !Self.isPannedMap(view), !view.modifiersApplied.contains(where: \.disablesForGood),
                  !Self.isInsideCollapsedElementWithActions(tap, file),
                  !Self.togglesHeldToggle(view, action: action, file.index),
                  !tap.hasAncestor(where: { node in
                      node.as(ClosureExprSyntax.self)?.invokingCall.map { SwiftUIControls.names.contains($0.calleeName ?? "") } ?? false
                  }) else { continue }
            output.facts.add(Candidate(position: file.position(of: tap.reportedNode), view: name, gesture: tap.calleeName ?? "onTapGesture",
                                       shows: Self.shownBuilders(view, in: tap.enclosingTypeName),
                                       combines: Self.combinedViews(view, file.index), symbolConstant: Self.unnamedImageConstant(view)),
                             for: Self.candidates)
        }
    }

    /// The representables of the file (`struct SpoilerView: NSViewRepresentable`) whose
    /// `makeUIView`/`makeNSView` returns a class of the file that inherits `UIView` or `NSView`
    /// directly and only adds layers (a particle emitter over hidden text): such a view is not an
    /// accessibility element, so VoiceOver never stops on it and there is nothing to announce.
    static func layerOnlyRepresentables(in index: SwiftFileIndex) -> [String] {
        let plainViews = Set(index.typeDeclarations.filter { type in
            guard type.node.is(ClassDeclSyntax.self), ["UIView", "NSView"].contains(type.inheritedNames.first ?? "") else { return false }
            return !type.node.tokens(viewMode: .sourceAccurate).contains { token in
                let text = token.text
                return text.lowercased().contains("accessibility") || ["addSubview", "draw", "CATextLayer", "NSAttributedString"].contains(text)
            }
        }.map(\.name))
        return index.typeDeclarations.compactMap { type in
            guard type.node.is(StructDeclSyntax.self), type.inherits("UIViewRepresentable") || type.inherits("NSViewRepresentable") else { return nil }
            let made = index.functions.filter { function in
                ["makeUIView", "makeNSView"].contains(function.name.text) && type.node.encloses(function)
            }.compactMap { $0.signature.returnClause?.type.trimmedDescription }
            return !made.isEmpty && made.allSatisfy(plainViews.contains) ? String(type.name.split(separator: ".").last ?? "") : nil
        }
    }

    /// The view types of the file whose `body` holds a text input (`TextField`, `SecureField`,
    /// `TextEditor`) and no button: a field dressed with a placeholder and a capsule border.
    /// VoiceOver announces such a view as the text field it is, and activating it edits it; a tap
    /// on it (clearing the code as the person starts typing) is a side effect of editing, and
    /// giving the field the button trait would misname it. A field the view switches off
    /// (`.disabled(true)`, a search bar's face that opens the search screen) is left to the tap.
    static func textInputViews(in index: SwiftFileIndex) -> [String] {
        index.variables.compactMap { variable in
            guard let binding = variable.bindings.first, binding.pattern.trimmedSourceText == "body",
                  let getter = binding.accessorBlock, let type = variable.enclosingTypeName else { return nil }
            let shown = index.calls(within: getter).compactMap(\.calleeName)
            // A field switched off (`.disabled(true)`, `.allowsHitTesting(false)`) is a search bar's
            // face that the tap alone opens: that tap is the control.
            guard shown.contains(where: InteractiveViews.textInputs.contains),
                  !shown.contains(where: { SwiftUIControls.names.contains($0) || ["disabled", "allowsHitTesting"].contains($0) }) else { return nil }
            return type.split(separator: ".").last.map(String.init)
        }
    }

    /// Shapes a scrim is drawn with.
    static let scrimShapes: Set<String> = ["Rectangle", "RoundedRectangle", "Color"]

    /// A scrim: a `Rectangle()` filled nearly clear or dimmed (`.fill(.gray.opacity(0.001))`,
    /// `.fill(.clear)`), laid in a `ZStack` behind other content, whose tap does nothing but close
    /// what is shown (`show.toggle()`, `show = false`, `dismiss()`), a haptic aside.
    static func isScrim(_ view: FunctionCallExprSyntax, action: Syntax) -> Bool {
        guard scrimShapes.contains(view.calleeName ?? ""),
              let fill = view.modifiersApplied.first(where: { ["fill", "foregroundColor", "foregroundStyle", "background"].contains($0.calleeName ?? "") }),
              fill.trimmedSourceText.contains("opacity(") || fill.trimmedSourceText.contains(".clear"),
              view.hasAncestor(where: { $0.as(ClosureExprSyntax.self)?.invokingCall?.calleeName == "ZStack" }),
              let statements = action.as(ClosureExprSyntax.self)?.statements else { return false }
        let acting = statements.map { $0.item.trimmedSourceText.filter { !$0.isWhitespace } }.filter { text in
            !["haptic", "impact", "feedback"].contains { text.lowercased().contains($0) }
        }
        guard acting.count == 1, let only = acting.first else { return false }
        return only.hasSuffix(".toggle()") || only.hasSuffix("=false") || only.hasSuffix("dismiss()")
    }

    /// Stacks a screen's content is laid out in.
    static let screenStacks: Set<String> = ["VStack", "HStack", "ZStack"]

    /// True for a tap on a stack framed to fill the screen (`.frame(maxWidth: .infinity,
    /// maxHeight: .infinity)`) whose only statement clears a state (`pickerSelection = nil`,
    /// `isExpanded = false`, also inside `withAnimation`): a tap outside whatever is open closes it.
    /// The screen is a container of the controls that open it, not a button.
    static func clearsStateOnScreen(_ view: FunctionCallExprSyntax, action: Syntax) -> Bool {
        guard screenStacks.contains(view.calleeName ?? ""),
              view.modifiersApplied.contains(where: { frame in
                  frame.calleeName == "frame" && ["maxWidth", "maxHeight"].allSatisfy { frame.argument($0)?.expression.trimmedSourceText.hasSuffix("infinity") == true }
              }),
              var statements = action.as(ClosureExprSyntax.self)?.statements else { return false }
        while statements.count == 1, let call = statements.first?.item.as(FunctionCallExprSyntax.self), call.calleeName == "withAnimation",
              let inner = call.trailingClosure?.statements {
            statements = inner
        }
        guard statements.count == 1, let parts = statements.first?.item.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
              parts.count == 3, parts[1].is(AssignmentExprSyntax.self) else { return false }
        return parts[2].is(NilLiteralExprSyntax.self) || parts[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }

    /// Gestures a person pans or pinches a map with.
    static let panningGestures: Set<String> = ["DragGesture", "MagnifyGesture", "MagnificationGesture"]

    /// True for a tap on a SwiftUI `Map` the person still pans and zooms, whose chain follows
    /// what they do with it (`.onMapCameraChange`, a `DragGesture` or `MagnifyGesture` beside
    /// the tap): a live map, which VoiceOver reaches as a map of its own annotations. A tap on it
    /// is a shortcut into a larger view of the same map, not a control to announce; giving the map
    /// the button trait would turn the whole map into one button. A map whose taps are its only
    /// use (disabled, hit-testing off, or nothing following the camera) is still reported.
    static func isPannedMap(_ view: FunctionCallExprSyntax) -> Bool {
        guard view.calleeName == "Map" else { return false }
        let chain = view.modifiersApplied
        guard !chain.contains(where: { $0.disablesForGood || $0.calleeName == "allowsHitTesting" }) else { return false }
        if let modes = view.argument("interactionModes")?.expression.as(ArrayExprSyntax.self), modes.elements.isEmpty { return false }
        return chain.contains { modifier in
            if modifier.calleeName == "onMapCameraChange" { return true }
            guard Self.gestureModifiers.contains(modifier.calleeName ?? "") else { return false }
            return modifier.arguments.tokens(viewMode: .sourceAccurate).contains { Self.panningGestures.contains($0.text) }
        }
    }

    /// A view drawn fully transparent (`Rectangle().opacity(0)`, an invisible tap-outside area):
    /// SwiftUI leaves a view of zero opacity out of the accessibility tree, so VoiceOver never meets it.
    static func isInvisible(_ view: FunctionCallExprSyntax) -> Bool {
        view.modifiersApplied.contains { modifier in
            modifier.calleeName == "opacity" && modifier.arguments.count == 1
                && ["0", "0.0"].contains(modifier.arguments.first?.expression.trimmedSourceText ?? "")
        }
    }

    /// Whether a view around the tap (or the tapped view's own chain) is collapsed into one
    /// accessibility element (`.accessibilityElement(children: .ignore)`) that lists actions,
    /// also around every use of the private view property or function drawing the tapped view
    /// (a row's `alarmButton`, used only inside the row).
    static func isInsideCollapsedElementWithActions(_ tap: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        func collapsesWithActions(_ call: FunctionCallExprSyntax) -> Bool {
            let modifiers = call.modifiersApplied
            return modifiers.contains { $0.calleeName == "accessibilityElement" && $0.argument("children")?.expression.trimmedSourceText == ".ignore" }
                && modifiers.contains { ["accessibilityAction", "accessibilityActions"].contains($0.calleeName ?? "") }
        }
        func isInsideOne(_ node: some SyntaxProtocol) -> Bool {
            node.hasAncestor { ancestor in
                ancestor.as(FunctionCallExprSyntax.self).map { collapsesWithActions($0.rootViewCall) } ?? false
            }
        }
        return collapsesWithActions(tap.rootViewCall) || isInsideOne(tap)
            || PrivateViewHelpers.everyUse(of: Syntax(tap), in: file) { isInsideOne($0) }
    }

    /// The Bool flags an action sets to `value` (`isPresenting = false`, also inside `withAnimation`).
    static func flags(setTo value: Bool, in scope: some SyntaxProtocol, _ index: SwiftFileIndex, after position: AbsolutePosition? = nil) -> Set<String> {
        let targets = index.references(within: scope).map(ExprSyntax.init) + index.memberAccesses(within: scope).map(ExprSyntax.init)
        let literal: Keyword = value ? .true : .false
        return Set(targets.compactMap { target in
            guard target.position >= (position ?? target.position), target.assignedValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(literal) else { return nil }
            return target.lastNameComponent
        })
    }

    /// True for a tap on a toast that hides itself: the action turns off the flag that shows it
    /// (`isPresenting = false`), and the same type turns it off after a wait (`Task.sleep`,
    /// `asyncAfter`, a timer). Tapping only hurries what happens anyway; VoiceOver users lose nothing.
    /// A tap that also turns something on (`showingCategoryView = true`: an Edit pill that closes
    /// the picker to open the editor) does more than that, and is a control.
    static func dismissesASelfDismissingToast(_ tap: FunctionCallExprSyntax, action: Syntax, _ file: SwiftFile) -> Bool {
        let closed = flags(setTo: false, in: action, file.index)
        guard !closed.isEmpty, flags(setTo: true, in: action, file.index).isEmpty, let type = tap.enclosingTypeDeclaration else { return false }
        for wait in file.index.calls(["sleep", "asyncAfter", "scheduledTimer"], inside: type) {
            let later: Set<String>
            if wait.calleeName == "sleep" {
                // The rest of the code body the sleep is awaited in.
                guard let body = wait.enclosingCodeBody else { continue }
                later = flags(setTo: false, in: body, file.index, after: wait.endPosition)
            } else {
                guard let closure = wait.bodyClosure else { continue }
                later = flags(setTo: false, in: closure, file.index)
            }
            if !later.isDisjoint(with: closed) { return true }
        }
        return false
    }

    /// True for a tap whose whole action is one `if flag …` on a view drawn in the `else` of an
    /// `if flag` on the same name (a video's play/pause tap copied onto the photo card): where the
    /// view shows, the action does nothing, so there is no control to announce.
    static func actsOnlyWhereFlagIsFalse(_ tap: FunctionCallExprSyntax, action: Syntax) -> Bool {
        func flag(_ condition: ConditionElementSyntax?) -> String? {
            guard case .expression(let expression) = condition?.condition else { return nil }
            return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let acting = closure.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? closure.statements.first?.item.as(IfExprSyntax.self),
              acting.elseBody == nil, let name = flag(acting.conditions.first) else { return false }
        return tap.hasAncestor { node in
            guard let branch = node.as(IfExprSyntax.self), branch.conditions.count == 1, flag(branch.conditions.first) == name,
                  let otherwise = branch.elseBody?.as(CodeBlockSyntax.self) else { return false }
            return otherwise.range.contains(tap.position)
        }
    }

    /// True for an action whose one statement calls a function named for restarting a timeout
    /// (`resetAutoHide()`, `restartIdleTimer()`): touching the view only keeps it up longer.
    static func onlyRestartsHideTimer(_ action: Syntax) -> Bool {
        guard let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let name = call.calleeName else { return false }
        let words = Set(NameWords.split(name).map { $0.lowercased() })
        return !words.isDisjoint(with: ["reset", "restart"]) && !words.isDisjoint(with: ["hide", "timer", "idle", "timeout"])
    }

    /// Info.plist keys of the app's version and build number.
    static let versionKeys = ["CFBundleShortVersionString", "CFBundleVersion"]

    /// True for a tap whose only statement toggles a flag (`showBuild.toggle()`) on a view that
    /// shows the app's version, read from the bundle there or in a property of the same type
    /// (`let appVersion = Bundle.main.infoDictionary?["CFBundleShortVersionString"]`): a hidden
    /// shortcut that reveals the build number on the About row, not a control to announce.
    static func revealsOnVersionNumber(_ view: FunctionCallExprSyntax, action: Syntax, _ file: SwiftFile) -> Bool {
        guard toggledFlag(action, file.index) != nil else { return false }
        let shown = view.trimmedSourceText
        if versionKeys.contains(where: shown.contains) { return true }
        guard let type = view.enclosingTypeDeclaration?.as(StructDeclSyntax.self) else { return false }
        let names = Set(file.index.references(within: view).map(\.baseName.text))
        return type.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, names.contains(name) else { return false }
                let text = binding.trimmedSourceText
                return versionKeys.contains(where: text.contains)
            }
        }
    }

    /// Modifiers that hide a reader's chrome: its bars and the status bar.
    static let chromeModifiers = ["navigationBarHidden", "statusBarHidden", "statusBar", "toolbar", "persistentSystemOverlays"]

    /// True for a tap whose only statement toggles a flag (`showingControls.toggle()`) that the
    /// same type shows or hides the navigation bar, toolbar or status bar by: the tap shows and
    /// hides the chrome of a full-screen page (a PDF, a photo, a film), as in Books and Photos.
    /// The controls it reveals are what VoiceOver reaches; the page is no button.
    static func togglesChrome(_ tap: FunctionCallExprSyntax, action: Syntax, _ file: SwiftFile) -> Bool {
        guard let flag = toggledFlag(action, file.index), let type = tap.enclosingTypeDeclaration else { return false }
        return file.index.calls(chromeModifiers, inside: type).contains { modifier in
            modifier.arguments.contains { argument in
                file.index.references(within: argument).contains { $0.baseName.text == flag }
            }
        }
    }

    /// The flag an action's only statement flips: `showingControls.toggle()` or
    /// `controlsVisible = !controlsVisible`, also inside `withAnimation { … }` or in the one
    /// statement of a function of the same type that the action calls without arguments
    /// (`toggleUI()`, minty's media player).
    static func toggledFlag(_ action: Syntax, _ index: SwiftFileIndex) -> String? {
        guard let closure = action.as(ClosureExprSyntax.self) else { return nil }
        return toggledFlag(in: closure.statements, index, followsCalls: true)
    }

    static func toggledFlag(in statements: CodeBlockItemListSyntax, _ index: SwiftFileIndex, followsCalls: Bool) -> String? {
        guard statements.count == 1, let statement = statements.first else { return nil }
        let call = statement.item.as(FunctionCallExprSyntax.self)
        if let call, call.calleeName == "withAnimation", let inner = call.trailingClosure {
            return toggledFlag(in: inner.statements, index, followsCalls: followsCalls)
        }
        if followsCalls, let call, call.arguments.isEmpty, call.trailingClosure == nil,
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let body = index.functions.first(where: { function in
               function.name.text == name && function.signature.parameterClause.parameters.isEmpty && function.enclosingTypeName == call.enclosingTypeName
           })?.body {
            return toggledFlag(in: body.statements, index, followsCalls: false)
        }
        if let toggle = index.calls(within: statement).first(where: { $0.calleeName == "toggle" }) {
            return toggle.calledExpression.as(MemberAccessExprSyntax.self)?.base?.lastNameComponent
        }
        guard let item = statement.item.as(ExprSyntax.self), let target = index.references(within: item).first.map(ExprSyntax.init),
              let negated = target.assignedValue?.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!",
              negated.expression.trimmedSourceText == target.trimmedSourceText else { return nil }
        return target.lastNameComponent
    }

    /// True for a tap on a whole-screen `ZStack` (one of its layers ignores the safe area, as a
    /// backdrop does) whose only statement flips a flag that shows or hides controls laid over it
    /// (`if controlsVisible { … Button … }`, or a view of the same file holding controls): a call
    /// screen's or media viewer's overlay. The controls are what VoiceOver reaches; the screen
    /// itself is a container, not a button.
    static func togglesOverlayControls(_ view: FunctionCallExprSyntax, action: Syntax, _ file: SwiftFile) -> Bool {
        guard let layers = view.trailingClosure?.statements, isWholeScreenStack(view),
              let flag = toggledFlag(action, file.index) else { return false }
        let gates = ConditionGates.find(in: file, whenSet: true) { $0 == flag }
        let viewsWithControls = Set(file.index.typeDeclarations.filter { type in
            !file.index.calls(Array(SwiftUIControls.names), inside: type.node).isEmpty
        }.map(\.name))
        return file.index.calls(within: layers).contains { call in
            gates.gate(call) && (SwiftUIControls.names.contains(call.calleeName ?? "") || viewsWithControls.contains(call.calleeName ?? ""))
        }
    }

    /// True for a `ZStack` one of whose layers ignores the safe area, as a backdrop does: the stack fills the screen.
    static func isWholeScreenStack(_ view: FunctionCallExprSyntax) -> Bool {
        guard view.calleeName == "ZStack", let layers = view.trailingClosure?.statements else { return false }
        return layers.contains { layer in
            var modifier = layer.item.as(FunctionCallExprSyntax.self)
            while let current = modifier {
                if ["ignoresSafeArea", "edgesIgnoringSafeArea"].contains(current.calleeName ?? "") { return true }
                modifier = current.modifiedExpression?.as(FunctionCallExprSyntax.self)
            }
            return false
        }
    }

    /// Calls that only time or animate what a tap's action does: an animation, a task that
    /// sleeps, a delayed dispatch, and cancelling the one before.
    static let timingCalls: Set<String> = [
        "withAnimation", "Task", "sleep", "cancel", "run", "asyncAfter", "now", "seconds", "milliseconds", "nanoseconds",
        "easeIn", "easeOut", "easeInOut", "linear", "spring",
    ]

    /// True for a tap on a whole-screen `ZStack` whose action only sets flags of its type (timed
    /// by animations and tasks, `revealTask = Task { … }`) that the type reads only for the
    /// opacity of what it draws (not down to 0) or to show something while they are off
    /// (`if !revealed { Text(hint) }`). VoiceOver reads the content whatever its opacity, so the
    /// tap shows a VoiceOver user nothing new and does nothing else (betterai-ios's bedside
    /// blackout screen, whose tap brightens its hints for three seconds).
    static func onlyBrightensWhatIsShown(_ view: FunctionCallExprSyntax, action: Syntax, _ file: SwiftFile) -> Bool {
        let index = file.index
        guard isWholeScreenStack(view), let type = view.enclosingTypeDeclaration,
              index.calls(within: action).allSatisfy({ timingCalls.contains($0.calleeName ?? "") }) else { return false }
        var raised: Set<String> = []
        for reference in index.references(within: action) {
            let target = ExprSyntax(reference)
            guard target.isAssigned, let value = target.assignedValue else { continue }
            if value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                raised.insert(reference.baseName.text)
            } else if value.as(BooleanLiteralExprSyntax.self) == nil, value.as(FunctionCallExprSyntax.self)?.calleeName != "Task" {
                return false
            }
        }
        guard !raised.isEmpty else { return false }
        return raised.allSatisfy { flag in
            index.references(flag).filter { type.encloses($0) && !action.encloses($0) }.allSatisfy { read in
                if let opacity = read.ancestor(where: { $0.as(FunctionCallExprSyntax.self)?.calleeName == "opacity" })?.as(FunctionCallExprSyntax.self),
                   opacity.arguments.contains(where: { $0.encloses(read) }) {
                    // `.opacity(revealed ? 1 : 0.55)`: dimmer or brighter, never gone.
                    return opacity.arguments.allSatisfy { argument in
                        guard let ternary = Ternary(whole: argument.expression), let shown = ternary.thenExpression.numericLiteral,
                              let otherwise = ternary.elseExpression?.numericLiteral else { return false }
                        return shown > 0 && otherwise > 0
                    }
                }
                guard let negation = read.parent?.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" else { return false }
                var condition = Syntax(negation)
                if let sequence = condition.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                   sequence.elements.allSatisfy({ !$0.is(BinaryOperatorExprSyntax.self) || $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }) {
                    condition = Syntax(sequence)
                }
                return condition.parent?.is(ConditionElementSyntax.self) == true
            }
        }
    }

    /// A container with controls of its own (a card holding a channel button): VoiceOver
    /// reaches those, and the tap on the whole is a second way in, not the only one.
    /// A view built by a function of the same file (`videoCard(for: video)`) counts when that
    /// function's body holds the controls. A container written out in place does not count
    /// when it also shows text that no control wraps and that its author gave no VoiceOver
    /// reading of its own: a member card whose only button is a small "more" menu is still
    /// opened by the tap alone.
    static func holdsControls(_ view: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        let controls = Array(SwiftUIControls.names)
        let builders = index.functions.filter { $0.name.text == view.calleeName && view.calledExpression.is(DeclReferenceExprSyntax.self) }
        if builders.contains(where: { function in function.body.map { !index.calls(controls, inside: $0).isEmpty } ?? false }) { return true }
        return viewClosures(view).contains { controlsCoverContent(in: Syntax($0), index) }
    }

    /// True for a row holding a `Toggle` whose tap flips that toggle: the action, or a function
    /// of the file it calls, toggles the toggle's bound value (`settings.syncEnabled.toggle()`,
    /// `viewModel.send(.toggleSyncEnabled)`). VoiceOver reaches the toggle as a switch; the tap
    /// only widens where a finger can flip it.
    static func togglesHeldToggle(_ view: FunctionCallExprSyntax, action: Syntax, _ index: SwiftFileIndex) -> Bool {
        let bound = viewClosures(view).flatMap { index.calls(["Toggle"], inside: $0) }.compactMap { toggle in
            toggle.argument("isOn")?.expression.lastNameComponent.map { String($0.drop { $0 == "$" }).lowercased() }
        }
        guard !bound.isEmpty else { return false }
        func text(_ node: some SyntaxProtocol) -> String { node.tokens(viewMode: .sourceAccurate).map(\.text).joined().lowercased() }
        // The action with the bodies of the file's functions it names (`perform: toggleSync`).
        let named = Set(action.tokens(viewMode: .sourceAccurate).map(\.text))
        let texts = [text(action)] + index.functions.filter { named.contains($0.name.text) }.compactMap { $0.body.map(text) }
        return texts.contains { text in text.contains("toggle") && bound.contains { !$0.isEmpty && text.contains($0) } }
    }

    /// Modifiers by which an author sets what VoiceOver reads for part of a container.
    static let readingModifiers = ["accessibilityLabel", "accessibilityHint", "accessibilityElement"]

    /// True when `body` holds a control, and every `Text` in it sits inside a control or the
    /// body sets a VoiceOver reading of its own (a combined, labelled title block).
    static func controlsCoverContent(in body: Syntax, _ index: SwiftFileIndex) -> Bool {
        let controls = index.calls(Array(SwiftUIControls.names), inside: body)
        guard !controls.isEmpty else { return false }
        if !index.calls(readingModifiers, inside: body).isEmpty { return true }
        return index.calls(["Text"], inside: body).allSatisfy { text in
            controls.contains { $0.position <= text.position && text.endPosition <= $0.endPosition }
        }
    }

    /// `Type.function` for a `.accessibilityAddTraits(.isButton)` on the one view a function or
    /// property builds (`static func electrumServer() -> some View { HStack { … }.accessibilityAddTraits(.isButton) }`):
    /// wherever that view is shown, VoiceOver announces it as a button. Constants the builder
    /// works out before the view (`let hasRoutes = summary.pathCount > 0`) build nothing.
    static func buttonBuilder(_ call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.contains(where: { $0.expression.trimmedSourceText.hasSuffix("isButton") }),
              let built = call.outermostModifiedExpression.parent,
              let statement = built.as(CodeBlockItemSyntax.self) ?? built.as(ReturnStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
              let statements = statement.parent?.as(CodeBlockItemListSyntax.self), statements.last?.id == statement.id,
              statements.dropLast().allSatisfy({ $0.item.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let) }),
              let body = call.enclosingCodeBody, !body.is(ClosureExprSyntax.self),
              let type = call.enclosingTypeName, let function = call.enclosingFunctionName else { return nil }
        return "\(type).\(function)"
    }

    /// The builders of what a tapped view shows as its whole content: itself (`Cell.row()`), or the
    /// one view its only closure holds (`NoticeBox { NotificationCell.electrumServer() }`). A type's
    /// initializer (`Row(item:)`) names its `body`; a bare function (`cell()`) one of `enclosingType`.
    static func shownBuilders(_ view: FunctionCallExprSyntax, in enclosingType: String?) -> [String] {
        func builder(_ call: FunctionCallExprSyntax) -> String? {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base?.as(DeclReferenceExprSyntax.self) {
                return "\(base.baseName.text).\(member.declName.baseName.text)"
            }
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let first = name.first else { return nil }
            if first.isUppercase { return "\(name).body" }
            return enclosingType.map { "\($0).\(name)" }
        }
        var shown = [builder(view)]
        let closures = viewClosures(view)
        if closures.count == 1, let statements = closures.first?.statements, statements.count == 1,
           let content = statements.first?.item.as(FunctionCallExprSyntax.self) {
            shown.append(builder(content.rootViewCall))
        }
        return shown.compactMap { $0 }
    }

    static func viewClosures(_ view: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        ([view.trailingClosure] + view.additionalTrailingClosures.map(\.closure)).compactMap { $0 }
    }

    /// A tapped view whose author settled the button trait by hand: the view or a child removes
    /// `.isButton` (`.accessibilityRemoveTraits(.isButton)`, which SwiftUI gives views with a tap
    /// gesture), so the traits VoiceOver hears there are a choice, made with the tap in mind.
    static func managesButtonTrait(_ view: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        func removesButton(_ call: FunctionCallExprSyntax) -> Bool {
            call.calleeName == "accessibilityRemoveTraits" && call.arguments.contains { $0.expression.trimmedSourceText.contains("isButton") }
        }
        return view.modifiersApplied.contains(where: removesButton)
            || viewClosures(view).contains { index.calls(["accessibilityRemoveTraits"], inside: $0).contains(where: removesButton) }
    }

    /// The views a tapped container shows in place when its chain merges its children into one
    /// element (`.accessibilityElement(children: .combine)`): the merged element takes the traits
    /// and the action of what it holds, so a `Button` among them (`hButton`, whose body is one) is
    /// announced, and activated, for the whole. Content of another surface (a context menu's, a
    /// sheet's) is not merged and is left out.
    static func combinedViews(_ view: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> [String] {
        guard view.modifiersApplied.contains(where: {
            $0.calleeName == "accessibilityElement" && $0.argument("children")?.expression.trimmedSourceText == ".combine"
        }) else { return [] }
        let shown = viewClosures(view).flatMap { index.calls(within: $0) }.filter { call in
            !call.hasAncestor { ancestor in
                guard let closure = ancestor.as(ClosureExprSyntax.self), closure.position > view.position else { return false }
                return InteractiveViews.presentations.contains(closure.invokingCall?.calleeName ?? "")
            }
        }
        return Set(shown.compactMap(\.calleeName)).sorted()
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let exposed = Set(project.facts.values(Self.typesWithTraits))
        let buttons = Set(project.facts.values(Self.buttonBuilders))
        let buttonViews = project.buttonViewNames
        let layerOnly = Set(project.facts.values(Self.layerOnlyRepresentables))
        let fields = Set(project.facts.values(Self.textInputViews))
        for candidate in project.facts.values(Self.candidates)
        where !exposed.contains(candidate.view) && !layerOnly.contains(candidate.view) && !fields.contains(candidate.view) && buttons.isDisjoint(with: candidate.shows) && buttonViews.isDisjoint(with: candidate.combines) {
            // An image whose constant's symbol is not described is `a11y-name.icon-only-control`'s, which asks for a name and the trait.
            if let constant = candidate.symbolConstant,
               !(IconOnlyControlName.symbol(of: constant, in: project).map(SymbolLabels.describes) ?? false) { continue }
            output.report(
                "This \(candidate.view) is made tappable with .\(candidate.gesture), so VoiceOver reads it but never announces it as a button; use a Button, or add .accessibilityAddTraits(.isButton) (and an .accessibilityLabel if it shows no text).",
                at: candidate.position, confidence: .medium)
        }
    }

    /// The action of a single-tap gesture: the `onTapGesture` closure, or the `onEnded`
    /// closure of a `TapGesture()` passed to `.gesture`; nil for double taps and other gestures.
    static func singleTapAction(_ tap: FunctionCallExprSyntax) -> Syntax? {
        if tap.calleeName == "onTapGesture" {
            if let count = tap.argument("count")?.expression, count.trimmedSourceText != "1" { return nil }
            // `{ location in … }` reads where the tap lands: a scrubber or a canvas, not a button.
            if tap.bodyClosure?.signature?.parameterClause != nil { return nil }
            return (tap.bodyClosure ?? tap.argument("perform")?.expression).map(Syntax.init)
        }
        guard let gesture = tap.arguments.first?.expression.as(FunctionCallExprSyntax.self) else { return nil }
        let root = gesture.rootViewCall
        guard root.calleeName == "TapGesture" else { return nil }
        if let count = root.argument("count")?.expression, count.trimmedSourceText != "1" { return nil }
        return Syntax(gesture)
    }

    /// The constant an unlabelled image reads its symbol from, decided in the project pass.
    static func unnamedImageConstant(_ view: FunctionCallExprSyntax) -> IconOnlyControlName.SymbolConstantName? {
        guard view.calleeName == "Image", !SwiftUIImageAccessibility(call: view).namesItself else { return nil }
        return IconOnlyControlName.constant(naming: view)
    }

    /// An `Image` with no label that `a11y-name.icon-only-control` reports, asking for both
    /// a name and the trait; an SF Symbol VoiceOver describes well is left to this check.
    private func isUnnamedImage(_ view: FunctionCallExprSyntax) -> Bool {
        guard view.calleeName == "Image" else { return false }
        let image = SwiftUIImageAccessibility(call: view)
        guard !image.namesItself, Self.unnamedImageConstant(view) == nil else { return false }
        switch image.source {
        case .named: return false
        case .symbol(_, let described): return !described
        default: return true
        }
    }
}
