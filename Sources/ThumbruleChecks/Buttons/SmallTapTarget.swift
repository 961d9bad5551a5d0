import Foundation
import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `Button`, `Link`, `Menu`, `Toggle` or `onTapGesture` view whose literal
/// `.frame` makes it narrower or shorter than 44pt, with nothing after the frame that
/// grows the hit area: no minimum frame of 44, not enough padding. `.contentShape` does
/// not count: it fills the frame, it does not grow it. With no literal frame, a label whose
/// drawing the source settles (`DrawnHeight`) starts the size: one line of text at its font
/// (`Text("Skip").font(.system(size: 15))`, `Link("Terms", …).font(.caption)`, 1.2 times the
/// point size, a text style at the default text size), an SF Symbol (1.4 times, at most), or a
/// row of them, plus the padding around it. Such a label at the default size with no font,
/// padding or plain style of its own looks like the system's button and is left alone, as is
/// one stretched across a `List` or `Form` row.
///
/// The size is computed from the label's modifiers, then what the button's style applies
/// to the label, then the control's own modifiers, in order (`TapSize`). Styles and view
/// modifiers the project defines (`.buttonStyle(.circleIcon)`, `.modifier(Card())`,
/// `.iconFrame()`) count with what their bodies apply, wherever they are declared, so the
/// file pass records each control and the project pass decides with the project's
/// `StyleEffects`. The finding sits on the `.frame` that set the size; when that frame is
/// in a style or modifier, on the control, with the frame as a related location.
///
/// Padding and frames applied to the control itself are counted as if they grew the hit
/// area, although SwiftUI does not hit-test padding outside a button: that errs towards
/// silence. Skipped: controls in toolbars, menus, alerts, swipe actions and tab items,
/// which the system sizes, and controls of a view every shipping use of which sits in one
/// (`ToolbarItem { MenuButton() }`, `.navigationBarItems(leading: MenuButton())`: the bar gives
/// the item its full-height target); controls that show nothing (an empty label, `.hidden()`,
/// `.opacity(0)`: a link pushed from code); controls disabled for good (`.disabled(true)`, a
/// badge drawn as a button, which takes no tap); a tap gesture on a view the code hides from
/// VoiceOver (`.accessibilityHidden(true)`), which its author marks as decoration, not a control; buttons with the default style in a `List` or `Form` row, where
/// the whole row is the target, also in a view every shipping use of which is such a row (`Form { ProfileSection() }`), and
/// in a row of a helper the file places only in one (`List { socialSection }`, also beside a text
/// field or another button: the row still takes the tap); system styles other than plain and borderless; project
/// styles whose body is not one chain of modifiers; code for macOS, watchOS and tvOS; a button
/// drawn on a view whose own tap gesture runs the same code (a pencil badge on an avatar that
/// opens the same picker), or in the label of a larger button that runs it, where a miss still
/// does what the button does.
/// A size held in a `let` constant of the file (`let buttonSize: CGFloat = 25`) counts as its
/// literal. Known false negatives: sizes computed or held in another file's constants,
/// labels of asset images or custom views, and a hit area grown by a parent view
/// (`.contentShape` on a container).
struct SmallTapTarget: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "touch-floor.small-frame",
        ruleId: "touch-floor",
        alsoServes: ["button-target"],
        summary: "A SwiftUI tappable element framed smaller than 44x44pt with nothing that grows its hit area",
        triggering: [
            // A sheet whose flag some code sets true does open.
            Self.optionsSheet(opened: true),
            // A caller that passes the flag shows the clear button.
            Self.searchField(clearable: true),
            // damus-ios MainView: the else of `if let key = …, !needsSetup` also runs with no key
            // saved, so the welcome screen shows although `needsSetup` is never set.
            CheckExample(files: [
                ("App/ClubApp.swift", """
                @main struct ClubApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                struct RootView: View {
                    @State var needsSetup = false
                    @State var key: String? = nil
                    var body: some View {
                        if let key, !needsSetup {
                            Text(key)
                        } else {
                            WelcomeView()
                                .onAppear { needsSetup = false }
                        }
                    }
                }
                """),
                ("App/WelcomeView.swift", """
                struct WelcomeView: View {
                    var body: some View {
                        ↓Button("?") { print("help") }
                            .frame(width: 24, height: 24)
                    }
                }
                """),
            ]),
            // A flag of the toggle's own label name: the switch turns it on, so what it gates shows.
            CheckExample("""
            @main struct SyncApp: App {
                var body: some Scene { WindowGroup { SyncSettings() } }
            }
            struct SyncSettings: View {
                @State var isOn = false
                var body: some View {
                    Toggle("Sync", isOn: $isOn)
                    if isOn {
                        ↓Button { resync() } label: { Image(systemName: "arrow.clockwise").frame(width: 16, height: 16) }
                    }
                }
            }
            """),
            // A notice's optional action, set through its own initialiser, shows once a caller passes it.
            CheckExample("""
            struct QuotaNotice: View {
                let message: String
                let onUpgrade: (() -> Void)?
                init(message: String, onUpgrade: (() -> Void)? = nil) {
                    self.message = message
                    self.onUpgrade = onUpgrade
                }
                var body: some View {
                    Text(message)
                    if onUpgrade != nil {
                        ↓Button("Upgrade") { onUpgrade?() }.frame(height: 28)
                    }
                }
            }
            struct StorageScreen: View {
                var body: some View { QuotaNotice(message: "Storage almost full", onUpgrade: { openStore() }) }
            }
            """),
            // convos-ios: what the production branch of an environment test shows ships, and so does an `||`.
            CheckExample("""
            struct EnvironmentBadge: View {
                let environment: AppEnvironment
                var forceLog: Bool
                var body: some View {
                    if environment.isProduction {
                        ↓Button { openHelp() } label: {
                            Image(systemName: "questionmark").frame(width: 24, height: 24)
                        }
                    } else {
                        Text("Staging")
                    }
                    if environment != .production || forceLog {
                        ↓Button("Log") { showLog() }.frame(height: 30)
                    }
                }
            }
            """),
            CheckExample("""
            struct PlayerControls: View {
                var body: some View {
                    HStack {
                        ↓Button { close() } label: {
                            Image(systemName: "xmark")
                                .resizable()
                                .frame(width: 16, height: 16)
                                .padding(6)
                        }
                        ↓Image(systemName: "heart")
                            .frame(width: 24, height: 24)
                            .onTapGesture { like() }
                        ↓Button("Skip") { skip() }
                            .frame(height: 32)
                        ↓Button { more() } label: {
                            Image(systemName: "ellipsis")
                                .frame(width: 30, height: 30)
                                .contentShape(Rectangle())
                        }
                    }
                }
            }
            """),
            CheckExample(files: [
                ("App/Styles/IconStyles.swift", """
                import SwiftUI

                struct CircleIconStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .frame(width: 30, height: 30)
                            .background(Circle().fill(.thinMaterial))
                            .contentShape(Circle())
                    }
                }

                extension ButtonStyle where Self == CircleIconStyle {
                    static var circleIcon: CircleIconStyle { CircleIconStyle() }
                }

                extension View {
                    func compactIcon() -> some View {
                        frame(width: 28, height: 28).contentShape(Rectangle())
                    }
                }
                """),
                ("App/PlayerBar.swift", """
                struct PlayerBar: View {
                    var body: some View {
                        HStack {
                            ↓Button { close() } label: { Image(systemName: "xmark") }
                                .buttonStyle(.circleIcon)
                            ↓Button { share() } label: { Image(systemName: "square.and.arrow.up") }
                                .buttonStyle(CircleIconStyle())
                            ↓Image(systemName: "heart")
                                .compactIcon()
                                .onTapGesture { like() }
                        }
                    }
                }
                """),
            ]),
            // A style whose body pads its label by a computed amount and then fixes the height
            // at 28 (unstoppable-ios SecondaryButtonStyle): the frame sets the height, whatever
            // the label draws.
            CheckExample(files: [
                ("App/Styles/SecondaryButtonStyle.swift", """
                import SwiftUI

                struct SecondaryButtonStyle: ButtonStyle {
                    let accessory: Accessory

                    func makeBody(configuration: Configuration) -> some View {
                        HStack(spacing: 4) {
                            configuration.label
                            accessory.image
                        }
                        .padding(.trailing, accessory.padding)
                        .frame(height: 28)
                        .background(Color.gray)
                        .clipShape(Capsule(style: .continuous))
                    }
                }
                """),
                ("App/PeriodPicker.swift", """
                struct PeriodPicker: View {
                    var body: some View {
                        HStack {
                            Text("Period")
                            Spacer()
                            ↓Button { choosePeriod() } label: {
                                Text(period.shortTitle)
                            }
                            .buttonStyle(SecondaryButtonStyle(accessory: .dropDown))
                        }
                    }
                }
                """),
            ]),
            // Icon buttons drawn as SF Symbols at a small fixed font size, nothing around them.
            CheckExample("""
            struct HabitRow: View {
                var body: some View {
                    HStack {
                        Text("Walk")
                        ↓Button { showInfo() } label: {
                            Image(systemName: "info.circle")
                                .font(.system(size: 14))
                                .foregroundColor(.secondary)
                        }
                        ↓Image(systemName: "plus.circle.fill")
                            .font(.system(size: 24, weight: .semibold))
                            .onTapGesture { add() }
                    }
                }
            }
            """),
            // Text controls and symbols sized by their font, with little or no padding: the line
            // they draw is all a finger can hit.
            CheckExample("""
            struct PaywallFooter: View {
                var body: some View {
                    VStack {
                        ↓Button { skip() } label: {
                            Text("Skip for now")
                                .font(.system(size: 15, weight: .medium))
                        }
                        ↓Link("Terms of Use", destination: termsURL)
                            .font(.caption)
                        HStack {
                            ↓Button { pick(.week) } label: {
                                Text("Week").font(.subheadline).padding(.horizontal, 12).padding(.vertical, 8)
                            }
                            .buttonStyle(.plain)
                        }
                        ↓Text("See more").font(.callout).onTapGesture { expand() }
                        ↓Button { close() } label: { Image(systemName: "xmark.circle.fill").font(.title2) }
                        ↓NavigationLink { Editor() } label: {
                            HStack(spacing: 5) {
                                Image(systemName: "slider.horizontal.3").font(.system(size: 12))
                                Text("Customize Habits").font(.system(size: 13))
                            }
                            .padding(.vertical, 8)
                        }
                        .buttonStyle(PlainButtonStyle())
                        ↓Button { remove() } label: { Image(systemName: "trash") }
                            .buttonStyle(.plain)
                        HStack { ↓Button("Restore Purchases") { restore() } }
                            .font(.footnote)
                    }
                }
            }
            """),
            // A size held in a constant of the file; a text label whose frame sets only its width.
            CheckExample("""
            struct MiniPlayer: View {
                let buttonSize: CGFloat = 25
                var body: some View {
                    HStack {
                        ↓Button { expand() } label: {
                            Image(systemName: "arrow.up.left.and.arrow.down.right").resizable().frame(width: buttonSize, height: buttonSize)
                        }
                        ↓Button { rename() } label: {
                            Text("Rename").font(.system(size: 14)).frame(width: 160)
                        }
                    }
                }
            }
            """),
            // A selected tab drawn 5% bigger: the scale effect grows the hit area only a little,
            // 16pt text and 10pt padding stay under the floor at 1.05x (giganeko StatisticsComponents).
            CheckExample("""
            struct TabButton: View {
                let title: String
                let isSelected: Bool
                var body: some View {
                    ↓Button(action: select) {
                        Text(title)
                            .font(.system(size: 16, weight: isSelected ? .bold : .regular))
                            .padding(.horizontal, 20)
                            .padding(.vertical, 10)
                            .background(Capsule().fill(isSelected ? Color.orange : Color.clear))
                            .scaleEffect(isSelected ? 1.05 : 1.0)
                    }
                }
            }
            """),
            // A helper's row whose button has a plain style: the row's tap is not its.
            CheckExample("""
            struct AboutScreen: View {
                var body: some View {
                    List { creditsSection }
                }

                private var creditsSection: some View {
                    Section("Credits") {
                        HStack {
                            Text("Support")
                            Spacer()
                            ↓Button("Write") { writeToUs() }.font(.footnote).buttonStyle(.plain)
                        }
                    }
                }
            }
            """),
            // The same overflowing label clipped to the button's 32pt frame takes taps only there.
            CheckExample("""
            struct CredentialsHeader: View {
                var body: some View {
                    ↓Button(action: dismiss) {
                        Image("close").resizable().frame(width: 32, height: 32).padding(8)
                    }
                    .frame(width: 32, height: 32)
                    .contentShape(Rectangle())
                }
            }
            """),
            // The tile's own tap does something else, so a miss on the button does not play.
            CheckExample("""
            struct ClipTile: View {
                var body: some View {
                    VStack {
                        Text(duration)
                        playButton
                    }
                    .frame(width: 80, height: 80)
                    .onTapGesture { openClip() }
                }
                private var playButton: some View {
                    ↓Button { togglePlay() } label: {
                        Image(systemName: "play.fill").frame(width: 24, height: 24)
                    }
                    .buttonStyle(.plain)
                }
            }
            """),
            // A short title narrowed to 70pt still fits on one line.
            CheckExample("""
            struct RetryRow: View {
                var body: some View {
                    HStack {
                        Text(status)
                        Spacer()
                        ↓Button { retry() } label: { Text("Retry") }
                            .buttonStyle(.borderless)
                            .frame(maxWidth: 70)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // halofi-ios: the same action no caller passes; its parameter defaults to `nil`, so the
            // button never shows.
            CheckExample("""
            struct QuotaNotice: View {
                let message: String
                let onUpgrade: (() -> Void)?
                init(message: String, onUpgrade: (() -> Void)? = nil) {
                    self.message = message
                    self.onUpgrade = onUpgrade
                }
                var body: some View {
                    Text(message)
                    if onUpgrade != nil {
                        Button("Upgrade") { onUpgrade?() }.frame(height: 28)
                    }
                }
            }
            struct StorageScreen: View {
                var body: some View { QuotaNotice(message: "Storage almost full") }
            }
            """),
            // uplift-ios GiveawayModal: a view only an unused private property shows (its one use is
            // commented out) is made by nothing that ships, nor is what only it draws.
            CheckExample(files: [
                ("App/GymApp.swift", """
                @main struct GymApp: App {
                    var body: some Scene { WindowGroup { HomeScreen() } }
                }
                """),
                ("App/HomeScreen.swift", """
                struct HomeScreen: View {
                    var body: some View {
                        VStack {
                            Text("Gyms")
                            // promoCell
                        }
                    }
                    private var promoCell: some View { PromoBanner() }
                }
                """),
                ("App/PromoBanner.swift", """
                struct PromoBanner: View {
                    var body: some View {
                        Button { dismissPromo() } label: { Image(systemName: "xmark").frame(width: 16, height: 16) }
                    }
                }
                """),
            ]),
            // uplift-ios ProfileView: a sheet whose `@Published` flag starts false and that no file sets
            // to anything else (every write is `= false`) never opens, so its close button never shows.
            Self.optionsSheet(opened: false),
            // sportsdb-ios TextFieldSearchView: a clear button under a view's `@State` flag that starts
            // false, which its only caller does not pass and no code sets, never shows.
            Self.searchField(clearable: false),
            // olvid-ios OnetoOneInvitableGroupMembersView: a title the source does not show (a localization
            // key), narrowed to 70pt, may wrap onto two or more lines: its height is not one line's.
            CheckExample("""
            struct MemberRow: View {
                var body: some View {
                    HStack {
                        Text(name)
                        Spacer()
                        Button { cancelInvitation() } label: { Text("INVITATION_SENT_BUTTON_TITLE") }
                            .buttonStyle(.borderless)
                            .frame(maxWidth: 70)
                    }
                }
            }
            """),
            // convos-ios: a pull-request ribbon drawn only outside the production environment an App Store build runs in.
            CheckExample("""
            struct BuildRibbon: View {
                let stamp: BuildStamp
                let environment: AppEnvironment
                var body: some View {
                    VStack {
                        if !AppConfig.shared.environment.isProduction, let link = stamp.link {
                            Button { open(link) } label: { Text("PR").frame(height: 20) }
                        }
                        if environment == .production {
                            Text(stamp.label)
                        } else {
                            Button("Switch") { switchVariant() }.frame(width: 30, height: 30)
                        }
                    }
                }
            }
            """),
            // meshtastic-apple: small borderless row buttons built only for Mac Catalyst, where a
            // pointer aims; the iOS build offers the same actions as swipe actions.
            CheckExample("""
            struct ExportRow: View {
                let file: URL
                var body: some View {
                    HStack {
                        Text(file.lastPathComponent)
                        #if targetEnvironment(macCatalyst)
                        Button { share(file) } label: {
                            Image(systemName: "square.and.arrow.up").frame(width: 20, height: 20)
                        }
                        .buttonStyle(.borderless)
                        #endif
                    }
                }
            }
            """),
            // Tall enough at rest, and the scale effect only makes the selected tab bigger; a
            // zoom by a factor the code computes, or a large one, may reach past the frame.
            CheckExample("""
            struct TabButton: View {
                let title: String
                let isSelected: Bool
                var zoom: CGFloat
                var body: some View {
                    HStack {
                        Button(action: select) {
                            Text(title)
                                .font(.system(size: 17))
                                .padding(.vertical, 12)
                                .scaleEffect(isSelected ? 1.05 : 1.0)
                        }
                        Button(action: select) {
                            Image(systemName: "star").frame(width: 30, height: 30).scaleEffect(zoom)
                        }
                        Button(action: select) {
                            Image(systemName: "star").frame(width: 30, height: 30).scaleEffect(isSelected ? 1.6 : 1)
                        }
                    }
                }
            }
            """),
            // A view nothing shows: the app names only the strings type's member of the same name.
            CheckExample(files: [
                ("App/ReaderApp.swift", """
                @main struct ReaderApp: App {
                    var body: some Scene { WindowGroup { Text(Strings.FacetView.sortBy) } }
                }
                """),
                ("App/Strings.swift", """
                enum Strings {
                    enum FacetView { static let sortBy = "Sort by" }
                }
                """),
                ("App/FacetView.swift", """
                struct FacetView: View {
                    var body: some View {
                        Button { sort() } label: { Text(Strings.FacetView.sortBy) }.frame(width: 65, height: 30)
                    }
                }
                """),
            ]),
            // A size a caller may pass: a `var` with a default is no constant.
            CheckExample("""
            struct PlayerButton: View {
                var size: CGFloat = 24
                var body: some View {
                    Button { play() } label: { Image(systemName: "play.fill").resizable().frame(width: size, height: size) }
                }
            }
            """),
            // Buttons drawn at 1pt behind the editor only carry keyboard shortcuts: nobody sees or taps them.
            CheckExample("""
            struct EditorShell: View {
                var body: some View {
                    ZStack {
                        VStack {
                            Button("New File") { newFile() }.keyboardShortcut("n", modifiers: [.command])
                            Button("Save") { save() }.keyboardShortcut("s", modifiers: [.command])
                        }
                        .font(.system(size: 1))
                        Editor()
                    }
                }
            }
            """),
            // Text controls padded or framed to a full target or drawn large; a title or symbol at
            // the default size with nothing of its own (the system's button, which helpers place
            // in rows, menus and bars); a tappable paragraph that may wrap; a font from the
            // project's own helper; a label stretched across a form row.
            CheckExample("""
            struct CheckoutFooter: View {
                var body: some View {
                    VStack {
                        Button { next() } label: { Text("Continue").font(.headline).padding(.vertical, 12) }
                        Button { pick() } label: { Text("Week").font(.subheadline).frame(minHeight: 44) }
                        Button { start() } label: { Text("Start").font(.system(size: 40)) }
                        Button("Cancel") { dismiss() }
                        Link("Privacy Policy", destination: privacyURL)
                        Button { close() } label: { Image(systemName: "xmark") }
                        Text(notice.body).font(.footnote).onTapGesture { expand() }
                        Text("Read the full terms of this subscription before you buy it").font(.caption).onTapGesture { expand() }
                        Button { retry() } label: { Text("Retry").appFont(.small) }
                    }
                    Form {
                        Button { edit() } label: {
                            Label("Edit", systemImage: "pencil").font(.body).frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
            """),
            // A style in another file sets the font of a title that has none of its own.
            CheckExample(files: [
                ("App/Styles/HeroStyle.swift", """
                struct HeroStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.font(.system(size: 40, weight: .bold))
                    }
                }
                """),
                ("App/Welcome.swift", """
                struct Welcome: View {
                    var body: some View {
                        Button("Start") { start() }
                            .buttonStyle(HeroStyle())
                    }
                }
                """),
            ]),
            // A pencil badge on an avatar whose tap runs the same code: a miss on the badge
            // lands on the avatar and does the same.
            CheckExample("""
            struct GroupAvatar: View {
                var body: some View {
                    Image(uiImage: avatar)
                        .resizable()
                        .onTapGesture {
                            showImagePicker()
                        }
                        .overlay(alignment: .topTrailing) {
                            Button(action: {
                                showImagePicker()
                            }, label: {
                                Image(systemName: "pencil.circle.fill")
                                    .resizable()
                                    .frame(width: 24, height: 24)
                            })
                            .buttonStyle(.borderless)
                        }
                        .frame(width: 150, height: 150)
                }
            }
            """),
            // uplift-ios: a small camera badge drawn on a profile photo, inside the label of the
            // larger button that runs the same code; a miss on the badge opens the same picker.
            CheckExample("""
            struct ProfilePhotoPicker: View {
                @State private var showsPicker = false
                var body: some View {
                    photoButton
                }
                private var badge: some View {
                    Button {
                        showsPicker = true
                    } label: {
                        Circle().fill(.white).frame(width: 36, height: 36)
                    }
                    .offset(x: 50, y: 50)
                }
                private var photo: some View {
                    ZStack {
                        Circle().fill(.gray).frame(width: 150, height: 150)
                        badge
                    }
                }
                private var photoButton: some View {
                    Button {
                        showsPicker = true
                    } label: {
                        photo
                    }
                }
            }
            """),
            // Symbols padded to a full target, drawn at a larger image scale, or at a font
            // size or text style whose glyph may reach 44pt.
            CheckExample("""
            struct HabitRow: View {
                var body: some View {
                    HStack {
                        Button { showInfo() } label: { Image(systemName: "info.circle").font(.largeTitle) }
                        Button { add() } label: { Image(systemName: "plus.circle").font(.system(size: 24)).padding(10) }
                        Button { edit() } label: { Image(systemName: "pencil").font(.system(size: 28)).imageScale(.large) }
                        Button { share() } label: { Image(systemName: "square.and.arrow.up").font(.system(size: 40)) }
                        Image(systemName: "star").font(.system(size: 20)).padding().onTapGesture { star() }
                    }
                }
            }
            """),
            // vernissage-mobile (AppSettingsScreen): a default-style link, the only control of its row,
            // in a section helper the screen places only in its list: the whole row takes the tap.
            CheckExample("""
            struct AboutScreen: View {
                var body: some View {
                    List {
                        creditsSection
                    }
                }

                @ViewBuilder
                private var creditsSection: some View {
                    Section("Credits") {
                        HStack {
                            VStack(alignment: .leading) {
                                Text("Follow us")
                                Text("On the fediverse").font(.footnote)
                            }
                            Spacer()
                            Link("@studio", destination: studioURL)
                                .font(.footnote)
                        }
                    }
                }
            }
            """),
            // keychain-ios KeyItemForm: a form row built by a helper of the screen, a text field beside a
            // default-style 20pt button and a second button. The row still takes the tap outside the field,
            // so the button's target is the row's, whatever else the row holds.
            CheckExample("""
            struct AccountForm: View {
                @State private var login = ""
                var body: some View {
                    Form {
                        Section("Sign-in") { loginRow() }
                    }
                }
                func loginRow() -> some View {
                    HStack {
                        TextField("Login", text: $login)
                        Button { pickFromContacts() } label: {
                            Image(systemName: "person.crop.circle").resizable().frame(width: 20, height: 20)
                        }
                        Link("Help", destination: helpURL).font(.footnote)
                    }
                }
            }
            """),
            // A section placed only as a form's rows: the default-style buttons take the row's taps.
            CheckExample(files: [
                ("App/ProfileSection.swift", """
                struct ProfileSection: View {
                    var body: some View {
                        Section {
                            HStack {
                                Text("Name")
                                Button { edit() } label: { Image(systemName: "pencil.circle").font(.system(size: 20)) }
                                Button { clear() } label: { Image(systemName: "xmark").frame(width: 24, height: 24) }
                            }
                        }
                    }
                }
                """),
                ("App/SettingsView.swift", """
                struct SettingsView: View {
                    var body: some View {
                        Form {
                            ProfileSection()
                        }
                    }
                }
                """),
            ]),
            // habittracker-ios: a banner view with one default-style button, placed as a list's row
            // in one screen and through a private section helper the list holds in another.
            CheckExample(files: [
                ("App/NoticeBanner.swift", """
                struct NoticeBanner: View {
                    let close: () -> Void
                    var body: some View {
                        HStack {
                            Text("Sync failed")
                            Spacer()
                            Button("Close", action: close).font(.caption)
                        }
                    }
                }
                """),
                ("App/EntriesView.swift", """
                struct EntriesView: View {
                    var body: some View {
                        List {
                            NoticeBanner(close: clear)
                            Text("Entries")
                        }
                    }
                }
                struct EntryDetailView: View {
                    var body: some View {
                        List {
                            noticeSection
                            Text("Detail")
                        }
                    }
                    @ViewBuilder
                    private var noticeSection: some View {
                        Section { NoticeBanner { clear() } }
                    }
                }
                """),
            ]),
            // Links a helper declared in another file's extension draws, placed only as a form's rows.
            CheckExample(files: [
                ("App/AccountView.swift", """
                struct AccountView: View {
                    var body: some View {
                        Form { Rows() }
                    }
                }
                """),
                ("App/AccountViewHelper.swift", """
                extension AccountView {
                    @ViewBuilder func Rows() -> some View {
                        NavigationLink { PrivacyView() } label: { Label("Privacy", systemImage: "hand.raised") }
                            .frame(height: 30)
                    }
                }
                """),
            ]),
            // A badge drawn as a button and disabled for good; a button a helper styles as
            // bordered, which pads the label.
            CheckExample("""
            struct PackageView: View {
                let isBundled: Bool
                var body: some View {
                    if isBundled {
                        Button { } label: { Label("Provided by the app", systemImage: "shippingbox.fill").frame(width: 250, height: 30) }
                            .disabled(true)
                    } else {
                        customize {
                            Button { install() } label: { Label("Install", systemImage: "arrow.down").frame(width: 250, height: 30) }
                        } with: { button in
                            if #available(iOS 15.0, *) {
                                button.buttonStyle(.borderedProminent)
                            } else {
                                button
                            }
                        }
                    }
                }
            }
            """),
            // windscribe EnterCredentialsView: a 32pt image padded to 48 inside the label overflows the
            // 32pt frame on the button, and taps land on all of it.
            CheckExample("""
            struct CredentialsHeader: View {
                var body: some View {
                    HStack {
                        Spacer()
                        Button(action: dismiss) {
                            Image("close").resizable().frame(width: 32, height: 32).padding(8)
                        }
                        .frame(width: 32, height: 32)
                        .padding(.top, 16)
                    }
                }
            }
            """),
            // A negative padding pulls the layout in; the 44pt label still takes the taps.
            CheckExample("""
            struct SheetHeader: View {
                var body: some View {
                    HStack {
                        Spacer()
                        Button { close() } label: {
                            Image(systemName: "xmark").frame(width: 44, height: 44)
                        }
                        .padding(.trailing, -12)
                    }
                }
            }
            """),
            CheckExample("""
            struct PlayerControls: View {
                var body: some View {
                    HStack {
                        Button { close() } label: {
                            Image(systemName: "xmark")
                                .frame(width: 24, height: 24)
                                .padding(10)
                                .contentShape(Rectangle())
                        }
                        Button { share() } label: {
                            Image(systemName: "square.and.arrow.up").frame(width: 20, height: 20)
                        }
                        .frame(minWidth: 44, minHeight: 44)
                        Image(systemName: "heart")
                            .frame(width: 24, height: 24)
                            .padding()
                            .onTapGesture { like() }
                        Button("Next") { next() }
                            .frame(maxWidth: .infinity, minHeight: 50)
                    }
                    .toolbar {
                        Button { edit() } label: { Image(systemName: "pencil").frame(width: 20, height: 20) }
                    }
                }
            }
            """),
            // convos-ios: a small play button inside a larger clip tile that plays when tapped anywhere.
            CheckExample("""
            struct ClipTile: View {
                var body: some View {
                    tileContent.frame(width: 80, height: 80)
                }
                private var tileContent: some View {
                    VStack {
                        Text(duration)
                        HStack { playButton; Waveform() }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { togglePlay() }
                }
                private var playButton: some View {
                    Button { togglePlay() } label: {
                        Image(systemName: "play.fill").frame(width: 24, height: 24)
                    }
                    .buttonStyle(.plain)
                }
            }
            """),
            // A view placed only in navigation bars, which give the item its hit area.
            CheckExample(files: [
                ("App/DrawerButton.swift", """
                struct DrawerButton: View {
                    @EnvironmentObject private var drawer: DrawerState
                    var body: some View {
                        Button { drawer.toggle() } label: {
                            Image("drawer-lines").resizable().frame(width: 22, height: 22)
                        }
                    }
                }
                """),
                ("App/Screens.swift", """
                struct InboxScreen: View {
                    var body: some View {
                        MessageList()
                            .toolbar { ToolbarItem(placement: .navigationBarLeading) { DrawerButton() } }
                    }
                }
                struct SearchScreen: View {
                    var body: some View {
                        SearchResults().navigationBarItems(leading: DrawerButton())
                    }
                }
                """),
            ]),
            // A link pushed from code: nothing is drawn, so nothing is tapped.
            CheckExample("""
            struct OrderForm: View {
                @State private var showsReceipt = false
                var body: some View {
                    VStack {
                        Button("Pay") { showsReceipt = true }
                        NavigationLink(destination: ReceiptView(), isActive: $showsReceipt) {
                            EmptyView()
                        }
                        .frame(width: 0, height: 0)
                        .hidden()
                    }
                }
            }
            """),
            CheckExample("""
            struct Settings: View {
                var body: some View {
                    List {
                        Button { toggle() } label: { Text("Wi-Fi").frame(height: 30) }
                    }
                }
            }
            """),
            // A field's leading icon, hidden from VoiceOver, that also takes a tap.
            CheckExample("""
            struct LabeledField: ViewModifier {
                let icon: String
                var onIcon: (() -> Void)?
                func body(content: Content) -> some View {
                    HStack {
                        Image(systemName: icon)
                            .frame(width: 28, height: 28)
                            .accessibilityHidden(true)
                            .onTapGesture { onIcon?() }
                        content
                    }
                }
            }
            """),
            CheckExample("""
            #if os(macOS)
            struct Sidebar: View {
                var body: some View {
                    Button("Add") { add() }.frame(width: 28, height: 28)
                }
            }
            #endif
            """),
            CheckExample(files: [
                ("App/Styles/IconStyles.swift", """
                import SwiftUI

                struct RoomyIconStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .frame(width: 44, height: 44)
                            .contentShape(Rectangle())
                    }
                }

                struct PressedIconStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        if configuration.isPressed {
                            return AnyView(configuration.label.frame(width: 30, height: 30).opacity(0.5))
                        }
                        return AnyView(configuration.label.frame(width: 30, height: 30))
                    }
                }

                extension ButtonStyle where Self == RoomyIconStyle {
                    static var roomyIcon: RoomyIconStyle { RoomyIconStyle() }
                }

                extension View {
                    func tapArea() -> some View {
                        frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())
                    }
                }
                """),
                ("App/PlayerBar.swift", """
                struct PlayerBar: View {
                    var body: some View {
                        HStack {
                            Button { close() } label: { Image(systemName: "xmark").frame(width: 20, height: 20) }
                                .buttonStyle(.roomyIcon)
                            Button { pause() } label: { Image(systemName: "pause") }
                                .buttonStyle(PressedIconStyle())
                            Image(systemName: "heart")
                                .frame(width: 24, height: 24)
                                .tapArea()
                                .onTapGesture { like() }
                        }
                    }
                }
                """),
            ]),
        ]
    )

    /// A profile screen whose options sheet, flagged by a view model's `@Published` property,
    /// holds a 16pt close button. With `opened` a tap sets the flag true (the button is marked);
    /// without it every write is `= false`, so the sheet never opens.
    static func optionsSheet(opened: Bool) -> CheckExample {
        CheckExample(files: [
            ("App/GymApp.swift", """
            @main struct GymApp: App {
                var body: some Scene { WindowGroup { ProfileScreen() } }
            }
            """),
            ("App/ProfileModel.swift", """
            final class ProfileModel: ObservableObject {
                @Published var showOptions = false
                \(opened ? "func openOptions() { showOptions = true }" : "func signOut() { showOptions = false }")
            }
            """),
            ("App/ProfileScreen.swift", """
            struct ProfileScreen: View {
                @StateObject private var model = ProfileModel()
                var body: some View {
                    Text("Profile")
                        \(opened ? ".onTapGesture { model.openOptions() }" : "")
                        .sheet(isPresented: $model.showOptions) { optionsPanel }
                }
                private var optionsPanel: some View {
                    \(opened ? "↓" : "")Button { model.showOptions = false } label: { Image(systemName: "xmark").frame(width: 16, height: 16) }
                }
            }
            """),
        ])
    }

    /// A search field whose clear button sits under the view's own `@State var showsClear = false`.
    /// With `clearable` the caller passes it true (the button is marked); without it nothing sets it.
    static func searchField(clearable: Bool) -> CheckExample {
        CheckExample(files: [
            ("App/GymApp.swift", """
            @main struct GymApp: App {
                var body: some Scene { WindowGroup { ClubList() } }
            }
            """),
            ("App/ClubList.swift", """
            struct ClubList: View {
                @State private var query = ""
                var body: some View {
                    VStack {
                        SearchField(query: $query\(clearable ? ", showsClear: true" : ""))
                        Text(query)
                    }
                }
            }
            """),
            ("App/SearchField.swift", """
            struct SearchField: View {
                @Binding var query: String
                @State var showsClear: Bool = false
                var body: some View {
                    HStack {
                        Image(systemName: "magnifyingglass")
                        TextField("Search", text: $query)
                        if showsClear {
                            \(clearable ? "↓" : "")Button { query = "" } label: { Image(systemName: "xmark.circle").frame(width: 20, height: 20) }
                        }
                    }
                }
            }
            """),
        ])
    }

    package static let floor = 44.0

    /// A control measured in the file pass, waiting for the project's styles.
    struct Candidate: Sendable, Codable {
        let kind: String
        let element: SourcePosition
        let label: [ViewEffect]
        /// A project style around the control, applied to the label.
        let style: StyleReference?
        let control: [ViewEffect]
        /// The view (screen-graph unit) the control is drawn in.
        let unit: String?
        /// How tall the label is drawn, for one line of text, an SF Symbol or a row of them.
        let drawn: DrawnHeight?
        /// A default-style control, which a `List` or `Form` row makes a tap on the whole row.
        let takesRowTap: Bool
    }

    static let candidates = FactKey<Candidate>("touch-floor.small-frame.candidate")
    /// Where a view is placed inside a bar, menu or alert (`ToolbarItem { MenuButton() }`).
    static let systemSizedUses = FactKey<SourcePosition>("touch-floor.small-frame.system-sized-use")
    /// Where a view is placed as a row of a `List` or `Form` (`Form { ProfileSection() }`).
    static let listRowUses = FactKey<SourcePosition>("touch-floor.small-frame.list-row-use")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if !file.index.calls(Array(TapTarget.systemContainers)).isEmpty {
            for (name, calls) in file.index.callsByName where name.first?.isUppercase == true {
                for call in calls where TapTarget.isInSystemContainer(call) { output.facts.add(file.position(of: call), for: Self.systemSizedUses) }
            }
        }
        if !file.index.calls(["List", "Form"]).isEmpty {
            for (name, calls) in file.index.callsByName where name.first?.isUppercase == true {
                // Also through private helpers every use of which is a row (`List { errorSection }`).
                for call in calls where TapTarget.isInListRow(call)
                    || PrivateViewHelpers.everyUse(of: Syntax(call), in: file, { TapTarget.isInListRow($0) }) {
                    output.facts.add(file.position(of: call), for: Self.listRowUses)
                }
            }
        }
        for target in TapTarget.all(in: file) {
            var style: StyleReference?
            if let styleArgument = target.styleCall(in: file)?.arguments.first?.expression {
                switch ButtonStyleName(styleArgument.trimmedSourceText) {
                case .system(let name, _):
                    guard ["plain", "borderless", "PlainButtonStyle", "BorderlessButtonStyle"].contains(name) else { continue }
                case .type, .member:
                    guard let reference = StyleReference(styleArgument) else { continue }
                    style = reference
                }
            }
            let label = ViewEffect.chain(target.labelModifiers, in: file)
            let control = ViewEffect.chain(target.controlModifiers, in: file)
            // Only a frame, a drawn label, a style or a modifier the project may define can set a size.
            let drawn = target.drawnHeight(in: file).flatMap {
                Self.measuresDrawnHeight($0, target, label + control, file) && !Self.mayWrap($0, target, label + control) ? $0 : nil
            }
            let maySetSize = style != nil || drawn != nil || (label + control).contains { effect in
                switch effect.kind {
                case .frame: return true
                case .other(let name, _): return !TapSize.neutralModifiers.contains(name)
                default: return false
                }
            }
            guard maySetSize, !target.isInvisible, !Self.isDecoration(target), !Self.isDisabledForGood(target), !file.isOutsideIOS(target.element),
                  !Self.repeatsTapOfViewBeneath(target, file),
                  !target.isSystemSized(in: file, besideOthers: true) else { continue }
            output.facts.add(Candidate(kind: target.kind, element: file.position(of: target.element), label: label, style: style, control: control,
                                       unit: file.placement(of: target.element)?.unit, drawn: drawn,
                                       takesRowTap: target.takesRowTap(in: file)),
                            for: Self.candidates)
        }
    }

    /// True when the check measures a drawn label: the code sizes it itself, with a font,
    /// padding, or a plain or project button style. A title or symbol at the default size with none of these looks like the
    /// system's own button, and a helper that builds it is placed where the system sizes it
    /// (a form row, a menu, a bar or a command menu) more often than the check can follow.
    /// A label stretched across a `List` or `Form` row (`.frame(maxWidth: .infinity)`) is drawn
    /// as the row itself, whose insets a person takes for part of it: not measured by its line.
    static func measuresDrawnHeight(_ drawn: DrawnHeight, _ target: TapTarget, _ effects: [ViewEffect], _ file: SwiftFile) -> Bool {
        let fillsWidth = effects.contains { effect in
            if case .frame(let sizes) = effect.kind, case .infinity? = sizes["maxWidth"] { return true }
            return false
        }
        if fillsWidth && TapTarget.isInListRow(target.element) { return false }
        guard drawn.isDefaultSize else { return true }
        return target.styleCall(in: file) != nil || effects.contains { effect in
            if case .padding = effect.kind { return true }
            return false
        }
    }

    /// Below this width a title the source does not show (a localization key, a variable) may wrap.
    static let narrowTitleWidth = 100.0

    /// True when a text label may wrap onto more lines than the one its drawn height counts: a
    /// frame narrows it (`.frame(maxWidth: 70)`) below the width its literal text needs on one
    /// line (about 0.55 of the point size a character), or below 100pt when the source does not
    /// show the text (a localization key such as `"BUTTON_TITLE_SENT"`, a variable). Its height
    /// is then not settled (olvid-ios OnetoOneInvitableGroupMembersView: two lines, not one).
    static func mayWrap(_ drawn: DrawnHeight, _ target: TapTarget, _ effects: [ViewEffect]) -> Bool {
        guard !drawn.isUpperBound, !(target.labelModifiers + target.controlModifiers).contains(where: { $0.calleeName == "lineLimit" }) else { return false }
        let widths = effects.compactMap { effect -> Double? in
            guard case .frame(let sizes) = effect.kind else { return nil }
            return [sizes["maxWidth"], sizes["width"]].compactMap { dimension -> Double? in
                if case .points(let value)? = dimension { return value }
                return nil
            }.min()
        }
        guard let narrowest = widths.min() else { return false }
        let titled = target.labelRoot?.calleeName == "Text" ? target.labelRoot : target.element
        let title = titled?.arguments.first { $0.label == nil || $0.label?.text == "verbatim" }?.expression.as(StringLiteralExprSyntax.self)
        guard let text = title.flatMap({ $0.hasInterpolation ? nil : $0.plainText }),
              text.contains(" ") || !text.contains(where: { $0 == "_" || $0 == "." }) else { return narrowest < narrowTitleWidth }
        let points = drawn.height / DrawnHeight.lineHeightPerPoint
        return Double(text.count) * 0.55 * points > narrowest
    }

    /// True for a tap gesture whose view is hidden from accessibility before the gesture
    /// (`.accessibilityHidden(true)`, `.accessibility(hidden: true)`): a decorative icon.
    static func isDecoration(_ target: TapTarget) -> Bool {
        target.isGesture && target.controlModifiers.contains { modifier in
            let argument: LabeledExprSyntax? = switch modifier.calleeName {
            case "accessibilityHidden": modifier.arguments.first
            case "accessibility": modifier.argument("hidden")
            default: nil
            }
            return argument?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
    }

    /// Modifiers whose closure presents content elsewhere rather than drawing it on the view.
    static let presentingModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet", "navigationDestination",
    ]

    /// True for a button drawn on a view (in the closure of a modifier of that view, such as an
    /// `.overlay` or a corner badge, or in the content of a stack) whose chain already has an
    /// `.onTapGesture` running the same code (`showImagePicker()` on both a pencil badge and the
    /// avatar under it; a play button inside a chip that plays when tapped anywhere): a miss on
    /// the small button lands on the larger view and does the same, so its own frame is not the
    /// target for that action. A private view property of the file holding the button is followed
    /// to its uses (`PrivateViewHelpers`), when every one sits in such a view.
    static func repeatsTapOfViewBeneath(_ target: TapTarget, _ file: SwiftFile) -> Bool {
        guard !target.isGesture, target.element.calleeName == "Button",
              let action = SwiftUIControls.action(of: target.element).map(code), !action.isEmpty else { return false }
        let element = Syntax(target.element)
        return liesInView(element, tappedWith: action)
            || PrivateViewHelpers.everyUse(of: element, in: file) { liesInView(Syntax($0), tappedWith: action) }
    }

    /// True when `start` sits, within its function or property, in the content of a view whose
    /// chain has an `.onTapGesture` running `action`, or in the label of a larger `Button` that
    /// runs `action` too (uplift-ios: a camera badge drawn on an avatar button that opens the same
    /// picker).
    private static func liesInView(_ start: Syntax, tappedWith action: String) -> Bool {
        var node = start.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self), let call = closure.invokingCall, call.calleeName == "Button",
               SwiftUIControls.label(of: call)?.id == closure.id,
               SwiftUIControls.action(of: call).map(code) == action { return true }
            if let call = current.as(ClosureExprSyntax.self)?.invokingCall, !presentingModifiers.contains(call.calleeName ?? ""),
               call.calledExpression.is(MemberAccessExprSyntax.self)
                || call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true,
               tapActions(ofChainAround: call).contains(action) { return true }
            if current.isCodeBody && !current.is(ClosureExprSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    /// The code of each `.onTapGesture` (single tap) on the view `call` makes or modifies: the
    /// modifiers before it and after it in its chain.
    private static func tapActions(ofChainAround call: FunctionCallExprSyntax) -> [String] {
        var chain: [FunctionCallExprSyntax] = []
        var base = call.modifiedExpression?.as(FunctionCallExprSyntax.self)
        while let inner = base {
            chain.append(inner)
            base = inner.modifiedExpression?.as(FunctionCallExprSyntax.self)
        }
        var outer = call
        while let member = outer.parent?.as(MemberAccessExprSyntax.self), let next = member.parent?.as(FunctionCallExprSyntax.self),
              next.calledExpression.id == member.id {
            chain.append(next)
            outer = next
        }
        return chain.compactMap { modifier in
            guard modifier.calleeName == "onTapGesture", modifier.argument("count") == nil,
                  let tap = modifier.bodyClosure.map(ExprSyntax.init) ?? modifier.argument("perform")?.expression else { return nil }
            return code(tap)
        }
    }

    /// An action's code without spaces or comments, so the same call written twice compares equal.
    private static func code(_ action: ExprSyntax) -> String {
        action.tokens(viewMode: .sourceAccurate).map(\.text).joined()
    }

    /// True for a control whose own modifiers disable it with a literal (`.disabled(true)`): it
    /// never takes a tap, so its hit area does not matter.
    static func isDisabledForGood(_ target: TapTarget) -> Bool {
        target.controlModifiers.contains(where: \.disablesForGood)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let styles = project.styleEffects
        let systemSized = Set(project.facts.values(Self.systemSizedUses))
        let listRows = Set(project.facts.values(Self.listRowUses))
        let uses = Dictionary(grouping: project.shippingFacts(ScreenFacts.uses, at: \.position), by: \.name)
        for candidate in project.facts.values(Self.candidates) {
            if let unit = candidate.unit, let placed = uses[unit], placed.allSatisfy({ systemSized.contains($0.position) }) { continue }
            // A default-style control of a view placed only as list or form rows: the row is the target.
            if candidate.takesRowTap, let unit = candidate.unit, let placed = uses[unit], !placed.isEmpty,
               placed.allSatisfy({ listRows.contains($0.position) }) { continue }
            var effects = candidate.label
            if let style = candidate.style {
                guard let body = styles.body(of: style, as: "ButtonStyle") ?? styles.body(of: style, as: "PrimitiveButtonStyle"),
                      let applied = body.effects else { continue }
                effects += applied
            }
            effects = styles.expanded(effects + candidate.control)
            var drawn = candidate.drawn
            if let label = drawn, label.inheritsFont, Self.setsFontElsewhere(effects, candidate) { drawn = nil }
            guard let size = TapSize(effects, drawn: drawn), size.isUnder(Self.floor) else { continue }
            // Each dimension under the floor with what set it: a .frame, here or in a style
            // elsewhere, or the drawn label.
            var parts: [(source: SourcePosition, text: String)] = []
            for (value, source, axis) in [(size.width, size.widthSource, "wide"), (size.height, size.heightSource, "tall")] {
                guard let value, value < Self.floor, let source else { continue }
                let label = drawn.flatMap { $0.position == source ? $0 : nil }
                let amount = label.map { "\($0.isUpperBound ? "at most" : "about") \(Self.points(value.rounded()))" } ?? Self.points(value)
                if let last = parts.last, last.source == source {
                    parts[parts.count - 1].text = "\(last.text) and \(amount) \(axis)"
                } else {
                    parts.append((source, "\(amount) \(axis)"))
                }
            }
            let dimensions = parts.map { "\($0.text) (\(Self.setBy($0.source, drawn, size, candidate)))" }.joined(separator: " and ")
            let advice = "keep the drawing and grow the target with .frame(minWidth: 44, minHeight: 44) and .contentShape(Rectangle()), or padding inside the label."
            // The finding sits on the control whose target is small; related locations name what
            // was measured.
            let related = parts.map { part in
                guard let label = drawn, label.position == part.source else { return RelatedLocation(part.source, "the .frame that sets the hit area") }
                return RelatedLocation(part.source, label.isDefaultSize ? "the view drawn at the default text size" : "the .font that sizes the label")
            }
            output.report("This \(candidate.kind)'s hit area is \(dimensions), under the 44x44pt floor; \(advice)",
                          at: candidate.element, confidence: .high, related: related)
        }
    }

    /// What set a measured dimension, as the message says it: the drawn label (with the
    /// padding around it when the control is taller than the label), or a `.frame`.
    static func setBy(_ source: SourcePosition, _ drawn: DrawnHeight?, _ size: TapSize, _ candidate: Candidate) -> String {
        let scaled = size.scale > 1 ? ", drawn at up to \(size.scale)x by its .scaleEffect" : ""
        if let label = drawn, label.position == source {
            return label.description + (label.height.rounded() < (size.height ?? 0).rounded() ? ", with the padding around it" : "") + scaled
        }
        return ((candidate.label + candidate.control).contains(where: { $0.position == source })
            ? "from the .frame on line \(source.line)"
            : "from the .frame of its style or modifier, \((source.path as NSString).lastPathComponent):\(source.line)") + scaled
    }

    /// True when a style or modifier from another file sets a font on the control (an effect
    /// the candidate's own chains do not hold): it replaces the font the label inherits.
    static func setsFontElsewhere(_ effects: [ViewEffect], _ candidate: Candidate) -> Bool {
        let own = Set((candidate.label + candidate.control).map(\.position))
        return effects.contains { effect in
            if case .font = effect.kind { return !own.contains(effect.position) }
            return false
        }
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))pt" : "\(value)pt"
    }
}
