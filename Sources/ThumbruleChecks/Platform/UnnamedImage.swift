import SwiftSyntax
import ThumbruleCore

/// A SwiftUI image that is its own VoiceOver stop with no accessibility label: an asset
/// image (`Image("name")`, `Image(.name)`) is announced by its asset name, which is a file
/// name, not a description.
///
/// `Image(uiImage:)` is a note: it has no name at all, and whether the picture carries
/// meaning (a photo, a chart) the code does not say. SF Symbols are left alone: VoiceOver
/// reads their built-in description. Images inside a control's label are
/// `a11y-name.icon-only-control`'s, images merged into a row are `a11y-name.combined-row-image`'s,
/// and images that look like decoration are `a11y-name.decorative-image`'s.
/// An `Image(uiImage:)` in a view that is only ever shown inside a `Button` or `NavigationLink`
/// label that also holds text, itself or through a view of the project it calls
/// (`NavigationLink { … } label: { ListRow(list) }`, the row drawing the thumbnail and the
/// list's name) is left alone: the control is one VoiceOver stop read from
/// its text, and the nameless picture adds nothing to it. An asset image there is still reported,
/// since its file name is read into the control's label. Any image in a view that every use
/// keeps from VoiceOver (hidden, or inside an element that ignores its children or has a label of
/// its own, directly or through the views using it) is left alone: VoiceOver never reaches it.
/// A view's uses are those of its own target when another target declares a view of the same
/// name (an app's `BookView` and its widget's).
/// A view handed to a view of the project through a labelled argument (`LargeButton(imageView:
/// deviceImage(…))`, `Details(cover: { Artwork() })`) is drawn where that view draws the member
/// the argument fills (`imageView`, `cover()`): that place decides, as for any other use.
/// An image built only under `if flag` for a private `@State` flag that starts false and that
/// nothing sets true is left alone: the project model drops that branch, which never runs.
/// An image in a remote image's loading placeholder (`KFImage(url).placeholder { … }`) is left
/// alone: it shows only until the picture arrives.
/// So is an image of a view that is only rendered offscreen into a picture (`ImageRenderer(content:
/// ShareCard(…))`, a share card turned into a `UIImage`), which never reaches the screen.
/// So is an image of a view that only code that does not ship draws (a view a preview's wrapper
/// builds, whose type shipping code names only for a static helper).
/// Known false negatives: images inside a `NavigationLink`'s destination or a `Menu`'s
/// content written inline. Known false positives: an asset name with an entry in the
/// app's strings files, which SwiftUI reads instead of the name.
struct UnnamedImage: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-name.unnamed-image",
        ruleId: "a11y-name",
        summary: "A SwiftUI image VoiceOver stops on that has no accessibility label",
        triggering: [
            // The same thumbnail also shown on its own, and an asset image in a linked row.
            CheckExample(files: [
                ("App/Rows.swift", """
                struct ListRow: View {
                    let list: CustomList
                    var body: some View {
                        HStack { Thumbnail(loader: list.coverLoader); Cover(); Text(list.name) }
                    }
                }
                struct Thumbnail: View {
                    @ObservedObject var loader: ImageLoader
                    var body: some View { ↓Image(uiImage: loader.image) }
                }
                struct Cover: View {
                    var body: some View { ↓Image("cover-art") }
                }
                """),
                ("App/Screens.swift", """
                struct MyLists: View {
                    let lists: [CustomList]
                    var body: some View {
                        List(lists) { list in NavigationLink(destination: ListDetail(list: list)) { ListRow(list: list) } }
                    }
                }
                struct ListHeader: View {
                    let list: CustomList
                    var body: some View { VStack { Thumbnail(loader: list.coverLoader); Text(list.name) } }
                }
                """),
            ]),
            CheckExample("""
            struct WelcomeView: View {
                let avatar: UIImage
                var body: some View {
                    VStack(spacing: 12) {
                        ↓Image("onboarding-hero")
                            .resizable()
                            .scaledToFit()
                        Text("Plan your week")
                        ↓Image(.mascotWaving)
                        ↓Image(uiImage: avatar)
                            .clipShape(Circle())
                    }
                }
            }
            """),
            // A badge merged into one row reads its file name there, and is shown named elsewhere.
            CheckExample(files: [
                ("App/Badge.swift", """
                struct Badge: View {
                    var body: some View { ↓Image("badge-gold") }
                }
                struct RewardRow: View {
                    var body: some View { HStack { Badge(); Text("Gold tier") }.accessibilityElement(children: .combine) }
                }
                struct RewardHeader: View {
                    var body: some View { HStack { Badge(); Text("Rewards") }.accessibilityLabel("Rewards") }
                }
                """),
            ]),
            // Handed to a card that draws it as a stop of its own, beside the card's button.
            CheckExample(files: [
                ("App/DeviceCard.swift", """
                struct DeviceCard<Icon: View>: View {
                    let icon: Icon
                    let title: String
                    var body: some View {
                        HStack { icon; Button(title, action: open) }
                    }
                }
                """),
                ("App/DevicesView.swift", """
                struct DevicesView: View {
                    let pump: Pump
                    var body: some View {
                        DeviceCard(icon: deviceImage(pump.image), title: pump.name)
                    }
                    private func deviceImage(_ image: UIImage) -> some View {
                        ↓Image(uiImage: image).resizable().scaledToFit()
                    }
                }
                """),
            ]),
            // The same share card also drawn on the screen: there VoiceOver stops on its picture.
            CheckExample(files: [
                ("App/RideCard.swift", """
                import SwiftUI
                struct RideCard: View {
                    let route: UIImage
                    var body: some View {
                        VStack {
                            ↓Image(uiImage: route).resizable()
                            Text("Morning ride")
                        }
                    }
                }
                """),
                ("App/RideSummary.swift", """
                import SwiftUI
                struct RideSummary: View {
                    let route: UIImage
                    @State private var shared: UIImage?
                    var body: some View {
                        Button("Share") { share() }
                        RideCard(route: route)
                    }
                    @MainActor private func share() {
                        let card = RideCard(route: route).frame(width: 360)
                        shared = ImageRenderer(content: card).uiImage
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // robotaxi-ios DriveShareCard: a card built only to be rendered offscreen into a picture for
            // the share sheet (`ImageRenderer`); it never reaches the screen, so VoiceOver never meets it.
            CheckExample(files: [
                ("App/RideCard.swift", """
                import SwiftUI
                struct RideCard: View {
                    let route: UIImage
                    var body: some View {
                        VStack {
                            Image(uiImage: route).resizable()
                            Text("Morning ride")
                        }
                    }
                }
                """),
                ("App/RideSummary.swift", """
                import SwiftUI
                struct RideSummary: View {
                    let route: UIImage
                    @State private var shared: UIImage?
                    var body: some View {
                        Button("Share") { share() }
                    }
                    @MainActor private func share() {
                        let card = RideCard(route: route).frame(width: 360)
                        shared = ImageRenderer(content: card).uiImage
                    }
                }
                """),
            ]),
            // convos-ios FileRow: the preview is handed to a row view inside the button's label, and that
            // row draws the file's title, which names the button (a renderer's `thumbnail(for:)` is no use of it).
            CheckExample(files: [
                ("App/Files.swift", """
                struct FilesScreen: View {
                    let files: [SharedFile]
                    var body: some View { List(files) { FileCell(file: $0) } }
                }
                private struct FileCell: View {
                    let file: SharedFile
                    @State private var preview: UIImage?
                    var body: some View {
                        Button(action: open) {
                            RowLayout(leading: { thumbnail }, title: file.name)
                        }
                    }
                    @ViewBuilder private var thumbnail: some View {
                        if let preview { Image(uiImage: preview).resizable() } else { Image(systemName: "doc") }
                    }
                    private func load() async { preview = await PreviewRenderer.shared.thumbnail(for: file.id) }
                }
                """),
                ("App/RowLayout.swift", """
                struct RowLayout<Leading: View>: View {
                    @ViewBuilder let leading: () -> Leading
                    let title: String
                    var body: some View { HStack { leading().frame(width: 40, height: 40); Text(title) } }
                }
                """),
            ]),
            // provenance, a skin overlay only an uncalled `View` extension makes, in a project whose
            // Objective-C writes the word View: naming a system type there calls no member of it.
            CheckExample(files: [
                (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", [:])])),
                ("App/RetroApp.swift", "import SwiftUI\n@main struct RetroApp: App {\n    var body: some Scene { WindowGroup { Text(\"Games\") } }\n}\n"),
                ("App/CoreBridge.m", "#import <UIKit/UIKit.h>\n// Hosts the core's View in the emulator window.\nvoid CoreBridgeStart(void) {}\n"),
                ("App/Skin.swift", """
                import SwiftUI
                extension View {
                    func skinController(name: String) -> some View { modifier(SkinModifier(name: name)) }
                }
                struct SkinModifier: ViewModifier {
                    let name: String
                    func body(content: Content) -> some View { content.overlay(SkinButtons(name: name)) }
                }
                struct SkinButtons: View {
                    let name: String
                    var body: some View { Image(uiImage: UIImage(named: name)!) }
                }
                """),
            ]),
            // Handed to a view of the project that draws it in a button's label beside text, or
            // hides it from VoiceOver.
            CheckExample(files: [
                ("App/LargeButton.swift", """
                struct LargeButton<Content: View>: View {
                    let action: () -> Void
                    let imageView: Content
                    let label: String
                    var body: some View {
                        Button(action: action) {
                            HStack { imageView.frame(maxWidth: 60); Text(label) }
                        }
                    }
                }
                struct BookDetails<Cover: View>: View {
                    let title: String
                    @ViewBuilder let cover: () -> Cover
                    var body: some View {
                        VStack { cover().accessibilityHidden(true); Text(title) }
                    }
                }
                """),
                ("App/SettingsView.swift", """
                struct SettingsView: View {
                    let pump: Pump
                    let book: Book
                    var body: some View {
                        LargeButton(action: pump.open, imageView: deviceImage(pump.image), label: pump.name)
                        BookDetails(title: book.title, cover: { Artwork(book: book).padding() })
                    }
                    private func deviceImage(_ image: UIImage) -> some View {
                        Image(uiImage: image).resizable().scaledToFit()
                    }
                }
                struct Artwork: View {
                    let book: Book
                    var body: some View { Image(uiImage: book.artwork).resizable() }
                }
                """),
            ]),
            // The widget's own BookView, drawn in a Button(intent:)'s label beside its title; the
            // app's BookView of the same name, shown on its own, is another view.
            CheckExample(files: [
                ("RecentBooksWidget/RecentBooksView.swift", """
                struct BookView: View {
                    let book: Book
                    var body: some View {
                        VStack { Image(uiImage: book.artwork).resizable(); Text(book.title) }
                    }
                }
                struct RecentBooksView: View {
                    let books: [Book]
                    var body: some View {
                        ForEach(books) { book in
                            Button(intent: PlaybackToggleIntent(path: book.path)) { BookView(book: book) }
                        }
                    }
                }
                """),
                ("App/Library/BookView.swift", """
                struct BookView: View {
                    let item: Item
                    var body: some View { Text(item.title) }
                }
                struct LibraryView: View {
                    let items: [Item]
                    var body: some View { List(items) { item in BookView(item: item) } }
                }
                """),
            ]),
            // Every use of the views drawing these images is inside an element with its own label.
            CheckExample(files: [
                ("App/ProgramCell.swift", """
                struct ProgramCell: View {
                    let program: Program
                    var body: some View {
                        MainView(program: program)
                            .accessibilityElement(label: program.spokenTitle, hint: program.spokenHint)
                    }
                }
                struct MainView: View {
                    let program: Program
                    var body: some View { VStack { TitleView(program: program); Text(program.time) } }
                }
                struct TitleView: View {
                    let program: Program
                    var body: some View { HStack { Image(.playCircle); Text(program.title) } }
                }
                """),
                ("App/ConversationRow.swift", """
                struct ConversationRow: View {
                    let conversation: Conversation
                    var body: some View {
                        HStack { Avatar(conversation: conversation); Text(conversation.name) }
                            .onTapGesture { select() }
                            .accessibilityLabel(Text(conversation.name))
                    }
                }
                struct Avatar: View {
                    let conversation: Conversation
                    var body: some View { Image(uiImage: conversation.photo).clipShape(Circle()) }
                }
                """),
            ]),
            // Each cell's private MainView is its own: the other file's unhidden MainView is not this one.
            CheckExample(files: [
                ("App/DownloadCell.swift", """
                struct DownloadCell: View {
                    let download: Download
                    var body: some View {
                        MainView(download: download).accessibilityElement(label: download.spokenTitle, hint: nil)
                    }
                    private struct MainView: View {
                        let download: Download
                        var body: some View { HStack { Image(.downloadableStop); Text(download.title) } }
                    }
                }
                """),
                ("App/TopicCell.swift", """
                struct TopicCell: View {
                    let topic: Topic
                    var body: some View { MainView(topic: topic) }
                    private struct MainView: View {
                        let topic: Topic
                        var body: some View { Text(topic.title) }
                    }
                }
                """),
            ]),
            // A view helper drawn as a button's label beside text: one stop, read from the text.
            CheckExample("""
            struct WatchingCell: View {
                let item: Item
                var body: some View {
                    Button(action: open) { cellContent }
                }
                private var cellContent: some View {
                    VStack {
                        Text(item.title)
                        LazyImage(url: item.iconURL) { state in
                            if let icon = state.image { Image(uiImage: icon).clipShape(Circle()) }
                        }
                    }
                }
            }
            """),
            // The glyph's row is one VoiceOver stop read from its own label.
            CheckExample("""
            struct StopRow: View {
                let stop: Stop
                var body: some View {
                    HStack { marker; Text(stop.name) }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(stop.spokenName)
                }
                private var marker: some View {
                    ZStack { Circle().fill(.blue); badge }
                }
                private var badge: some View {
                    Image(uiImage: stop.modeIcon).resizable().frame(width: 16, height: 16)
                }
            }
            """),
            // The avatar's row is merged into one stop read from its texts; the photo adds no words.
            CheckExample("""
            struct RequestRow: View {
                let request: Request
                var body: some View {
                    VStack { userInfo; Button("Accept", action: accept) }
                }
                private var userInfo: some View {
                    HStack { avatar; Text(request.name); Text(request.date) }
                        .accessibilityElement(children: .combine)
                }
                private var avatar: some View {
                    Group { if let photo = request.photo { Image(uiImage: photo).clipShape(Circle()) } }
                }
            }
            """),
            // The picker button's label is its photo; every call site names the button.
            CheckExample(files: [
                ("App/GroupProfile.swift", """
                struct GroupProfile: View {
                    @ObservedObject var model: GroupModel
                    var body: some View {
                        VStack {
                            pickerButton().accessibilityLabel(model.pickerName)
                            TextField("Name", text: $model.name)
                        }
                    }
                    private func pickerButton() -> some View {
                        Button(action: model.pickPhoto) {
                            GroupPhoto(model: model).frame(width: 100, height: 100)
                        }
                        .sheet(isPresented: $model.picking) { PhotoPicker() }
                    }
                }
                struct GroupPhoto: View {
                    @ObservedObject var model: GroupModel
                    var body: some View {
                        if let photo = model.photo { Image(uiImage: photo).resizable() } else { Circle() }
                    }
                }
                """),
            ]),
            // The initializer stores a preview image as a value; the body draws something else.
            CheckExample("""
            struct ScanPreview: View {
                let preview: Image?
                let scan: Scan
                init(scan: Scan) {
                    self.scan = scan
                    preview = scan.thumbnail.map { Image(uiImage: $0) }
                }
                var body: some View {
                    ScanPageView(scan: scan)
                }
            }
            """),
            // A picked photo stored in state: a value, judged where the state is drawn.
            CheckExample("""
            struct BannerPicker: View {
                @State private var preview: Image?
                var body: some View {
                    PhotoButton(onPick: load) { preview?.resizable() }
                }
                private func load(_ data: Data) {
                    if let picked = UIImage(data: data) { preview = Image(uiImage: picked) }
                }
            }
            """),
            // MarkdownUI shows a provider's image in its own view, labelled with the alt text.
            CheckExample("""
            import MarkdownUI
            import SwiftUI

            struct BundledImageProvider: ImageProvider {
                func makeImage(url: URL?) -> some View {
                    if let url, let picture = UIImage(contentsOfFile: url.path) {
                        Image(uiImage: picture).resizable().scaledToFit()
                    }
                }
            }
            """),
            // A thumbnail drawn by a helper inside a button the code names.
            CheckExample("""
            struct LessonThumbnail: View {
                let preview: UIImage
                var body: some View {
                    Button(action: play) {
                        ZStack { thumbnail(); Image(systemName: "play.fill") }
                    }
                    .accessibilityLabel("Play lesson")
                }
                @ViewBuilder private func thumbnail() -> some View {
                    Image(uiImage: preview).resizable()
                }
            }
            """),
            // A logo beside its own name: VoiceOver reads the asset name, which is that name.
            CheckExample("""
            struct SmallWidgetHeader: View {
                var body: some View {
                    HStack {
                        HStack(spacing: 4) { Image("lighthouse").resizable().frame(width: 24, height: 24) }
                        Text("Lighthouse").font(.headline)
                    }
                }
            }
            """),
            // A branch under a private state that starts false and that nothing sets never runs.
            CheckExample(files: [
                ("App/Header.swift", """
                struct Header: View {
                    @State private var showStar = false
                    var body: some View {
                        HStack {
                            Text("Tweaks")
                            if showStar { Image("ic_star") }
                        }
                    }
                }
                """),
            ]),
            // trio, drawn only by a preview's wrapper: shipping code uses the type's static helper alone.
            CheckExample(files: [
                ("App/BadgeApp.swift", """
                @main
                struct BadgeApp: App {
                    var body: some Scene { WindowGroup { Text("Glucose").onAppear { Exporter.save(BadgePicture.render(level: 5)) } } }
                }
                """),
                ("App/BadgePicture.swift", """
                struct BadgePicture: View {
                    let level: Int
                    static func render(level: Int) -> UIImage { UIImage() }
                    var body: some View { Image(uiImage: Self.render(level: level)) }
                }
                struct BadgePictureFrame: View {
                    var body: some View { ZStack { BadgePicture(level: 3); Circle().stroke(lineWidth: 20) } }
                }
                struct BadgePicture_Previews: PreviewProvider {
                    static var previews: some View { BadgePictureFrame() }
                }
                """),
            ]),
            // twidere-ios, loading placeholder: the logo shown until a remote photo arrives.
            CheckExample("""
            struct MediaTile: View {
                let url: URL?
                var body: some View {
                    KFImage(url).resizable().placeholder { _ in Image(uiImage: Asset.mediaPlaceholder.image) }
                    AsyncImage(url: url) { image in image.resizable() } placeholder: { Image("tile-placeholder") }
                }
            }
            """),
            // An empty placeholder while nothing is loaded draws nothing to name.
            CheckExample("""
            struct RemoteImage: View {
                let phase: AsyncImagePhase
                var body: some View { phase.image ?? Image(uiImage: .init()) }
            }
            """),
            // An image a view model builds is judged where a view shows it.
            CheckExample("""
            @Observable final class ThemeModel {
                var artwork: Image { Image(uiImage: UIImage(named: "default-artwork") ?? UIImage()) }
                func placeholder() -> Image { Image("placeholder-cover") }
            }
            """),
            CheckExample("""
            struct WelcomeView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Image("onboarding-hero")
                            .accessibilityLabel("A calendar with three meals planned")
                        Image(decorative: "sparkles")
                        Image("ribbon").accessibilityHidden(true)
                        Image(systemName: "calendar")
                        Image("chart", label: Text("Weekly totals"))
                        HStack {
                            Image("streak-flame")
                            Text("12 days")
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Streak: 12 days")
                        Label("Recipes", image: "recipes-icon")
                        Button { start() } label: { Image("start-arrow"); Text("Start") }
                    }
                    .tabItem { Image("tab-home"); Text("Home") }
                }
            }
            """),
            CheckExample("""
            struct AccountCard: View {
                let account: Account
                var glyph: Image { Image("account-glyph") }
                var body: some View {
                    VStack {
                        SettingsRow(title: account.name, icon: { Image("account-glyph") })
                        AnyView(Image(uiImage: account.avatar))
                        Image(uiImage: account.cover).resizable().blur(radius: 12)
                        VStack {
                            #if os(iOS)
                            Image("phone-frame")
                            #endif
                        }
                        .accessibilityHidden(true)
                    }
                }
            }
            """),
            // A row's thumbnail, shown only inside a navigation link whose row holds the text read.
            CheckExample(files: [
                ("App/ListRow.swift", """
                struct ListRow: View {
                    let list: CustomList
                    var body: some View {
                        HStack {
                            Thumbnail(loader: list.coverLoader)
                            Text(list.name)
                        }
                    }
                }

                struct Thumbnail: View {
                    @ObservedObject var loader: ImageLoader
                    var body: some View {
                        if let image = loader.image { Image(uiImage: image).resizable().frame(width: 33, height: 50) }
                    }
                }
                """),
                ("App/MyLists.swift", """
                struct MyLists: View {
                    let lists: [CustomList]
                    var body: some View {
                        List(lists) { list in
                            NavigationLink(destination: ListDetail(list: list)) { ListRow(list: list) }
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/BrandMark.swift", """
                struct BrandMark: View {
                    var body: some View {
                        Image("brand-mark").resizable().frame(width: 80, height: 80)
                    }
                }
                """),
                ("App/AboutView.swift", """
                struct AboutView: View {
                    var body: some View {
                        VStack { BrandMark().accessibilityHidden(true); Text("Version 2") }
                    }
                }
                """),
            ]),
        ]
    )

    struct Candidate: Sendable, Codable {
        let position: SourcePosition
        let name: String?
        let owner: String?
        /// The view (or view helper) drawing the image, as the screen graph names it.
        var unit: String?
    }

    /// A view used inside a control's label: the use's position, whether the label itself
    /// holds text (`Text`, `Label`), and the views it calls by name, whose own text also names
    /// the control (`label: { RowContent(thumbnail: { preview }, title: name) }`).
    struct LabelUse: Sendable, Codable {
        let position: SourcePosition
        let labelHasText: Bool
        let views: [String]
    }

    /// A view used where a modifier around it keeps its content from VoiceOver as stops of its
    /// own: `.accessibilityHidden(true)`, an element that ignores its children or is given its own
    /// label. `merged`: only inside `.accessibilityElement(children: .combine)`, which reads the
    /// content's words into the merged element.
    struct HiddenUse: Sendable, Codable {
        let position: SourcePosition
        let merged: Bool
    }

    /// A view passed as a labelled argument to a view of the project: the use's position, and the
    /// member that receives it, as the screen graph names the places it is drawn (`LargeButton.imageView`).
    struct ParameterUse: Sendable, Codable {
        let position: SourcePosition
        let parameter: String
    }

    static let candidates = FactKey<Candidate>("a11y-name.unnamed-image")
    static let namedViews = FactKey<String>("a11y-name.unnamed-image.named-view")
    static let labelUses = FactKey<LabelUse>("a11y-name.unnamed-image.label-use")
    static let hiddenUses = FactKey<HiddenUse>("a11y-name.unnamed-image.hidden-use")
    static let parameterUses = FactKey<ParameterUse>("a11y-name.unnamed-image.parameter-use")
    /// Private and fileprivate types, as `path|Name`: only their own file can use them, so
    /// another file's view of the same name (`private struct MainView` in each cell) is not theirs.
    static let privateTypes = FactKey<String>("a11y-name.unnamed-image.private-type")
    /// Views (screen-graph units) that draw text.
    static let textUnits = FactKey<String>("a11y-name.unnamed-image.text-unit")
    /// Controls whose label VoiceOver reads as the control's one name.
    static let labelledControls = ["Button", "NavigationLink", "Link"]
    static let textViews = ["Text", "Label"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for name in NamedAtCallSite.names(in: file) { output.facts.add(name, for: Self.namedViews) }
        for control in file.index.calls(Self.labelledControls) {
            guard let label = SwiftUIControls.label(of: control) else { continue }
            let calls = file.index.calls(within: label)
            // Text in the label, or a label the control is given, names the one VoiceOver stop.
            let hasText = calls.contains { Self.textViews.contains($0.calleeName ?? "") }
                || control.modifierNames.contains("accessibilityLabel") || PrivateViewHelpers.isNamedAtEveryUse(control, file, by: ["accessibilityLabel"])
            let views = hasText ? [] : Array(Set(calls.compactMap(\.calleeName).filter { $0.first?.isUppercase == true })).sorted()
            for call in calls {
                output.facts.add(LabelUse(position: file.position(of: call), labelHasText: hasText, views: views), for: Self.labelUses)
            }
            // A view helper named in the label (`label: { cellContent }`) is used there too.
            for reference in file.index.references(within: label) where declared(file).contains(reference.baseName.text) {
                output.facts.add(LabelUse(position: file.position(of: reference), labelHasText: hasText, views: views), for: Self.labelUses)
            }
        }
        for type in file.index.typeDeclarations where !type.isExtension {
            guard type.node.asProtocol(DeclGroupSyntax.self)?.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) == true,
                  let name = type.name.split(separator: ".").last else { continue }
            output.facts.add(file.path + "|" + name, for: Self.privateTypes)
        }
        for modifier in file.index.calls(Array(SwiftUIImageAccessibility.namingModifiers)) {
            guard let merged = Self.hidesContent(modifier), let content = modifier.modifiedExpression,
                  let unit = file.placement(of: modifier)?.unit else { continue }
            let views = file.index.calls(within: content).filter { $0.calleeName?.first?.isUppercase == true }.map(Syntax.init)
                + file.index.references(within: content).filter { declared(file).contains($0.baseName.text) }.map(Syntax.init)
            // Content in a region of its own (a sheet's view) is another screen, not hidden here.
            for view in views where file.placement(of: view)?.unit == unit {
                output.facts.add(HiddenUse(position: file.position(of: view), merged: merged), for: Self.hiddenUses)
            }
        }
        // A view rendered offscreen into a picture is never on screen for VoiceOver to stop on.
        for view in Self.offscreenRenders(in: file) {
            output.facts.add(HiddenUse(position: file.position(of: view), merged: false), for: Self.hiddenUses)
        }
        for text in file.index.calls(Self.textViews) {
            if let unit = file.placement(of: text)?.unit { output.facts.add(unit, for: Self.textUnits) }
        }
        for (name, calls) in file.index.callsByName where name.first?.isUppercase == true {
            for call in calls {
                let arguments = call.arguments.filter { $0.label != nil }.map(Syntax.init)
                    + call.additionalTrailingClosures.map(Syntax.init)
                for argument in arguments {
                    let views = file.index.calls(within: argument).filter { $0.calleeName?.first?.isUppercase == true }.map(Syntax.init)
                        + file.index.references(within: argument).filter { declared(file).contains($0.baseName.text) }.map(Syntax.init)
                    for view in views {
                        guard let parameter = Self.receivingParameter(of: view), parameter.call.id == call.id else { continue }
                        output.facts.add(ParameterUse(position: file.position(of: view), parameter: parameter.member), for: Self.parameterUses)
                    }
                }
            }
        }
        for call in file.index.calls("Image") {
            let image = SwiftUIImageAccessibility(call: call)
            let name: String?
            switch image.source {
            case .asset(let asset), .resource(let asset): name = asset
            case .platformImage:
                // `Image(uiImage: .init())`: an empty placeholder draws nothing to name.
                guard !Self.emptyPlatformImages.contains(call.arguments.first?.expression.trimmedSourceText ?? "") else { continue }
                name = nil
            default: continue
            }
            guard !image.isHandedOn, !call.hasAncestor(where: { $0.is(ExpressionSegmentSyntax.self) }),
                  image.decorativeReason == nil, case .alone = image.context, Self.isDrawnInAView(call),
                  !Self.isMarkdownImage(call, file), !Self.isLoadingPlaceholder(call), !Self.repeatsTextBesideIt(call, asset: name, file),
                  !Self.drawnOnlyInIgnoredElements(call, nameless: name == nil, file) else { continue }
            output.facts.add(Candidate(position: file.position(of: call), name: name, owner: image.owner, unit: file.placement(of: call)?.unit),
                             for: Self.candidates)
        }
    }

    /// Whether a naming modifier keeps the views it modifies from being VoiceOver stops of their
    /// own: false when it hides them or replaces them with one named element, true when it merges
    /// them (`children: .combine`), nil when it does neither (`children: .contain`,
    /// `.accessibilityHidden(false)`, `.accessibility(addTraits:)`, a labeled pair). An
    /// `accessibilityElement` without `children:` ignores them, as SwiftUI's default does.
    static func hidesContent(_ modifier: FunctionCallExprSyntax) -> Bool? {
        switch modifier.calleeName {
        case "accessibilityElement":
            switch modifier.argument("children")?.expression.trimmedSourceText {
            case ".combine": return true
            case ".contain": return nil
            default: return false
            }
        case "accessibilityHidden":
            return modifier.arguments.first?.expression.trimmedSourceText == "true" ? false : nil
        case "accessibility":
            if modifier.argument("label") != nil || modifier.argument("hidden")?.expression.trimmedSourceText == "true" { return false }
            return nil
        case "accessibilityLabel", "accessibilityRepresentation", "accessibilityChildren":
            return false
        default:
            return nil
        }
    }

    /// Names of the functions and variables the file declares: the view helpers a reference may use.
    private func declared(_ file: SwiftFile) -> Set<String> {
        file.shared(DeclaredNames.self) {
            DeclaredNames(names: Set(file.index.functions.map(\.name.text) + file.index.variables.flatMap { variable in
                variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }))
        }.names
    }

    private struct DeclaredNames { let names: Set<String> }

    /// True when the image sits in a private view property or function whose every use in the
    /// file is inside `.accessibilityElement(children: .ignore)`: the row is one VoiceOver stop
    /// read from its own label, and the image is never reached. A `nameless` image
    /// (`Image(uiImage:)`) inside `children: .combine` is left alone too: it is no stop of its
    /// own and adds no words to the merged row (an asset image would add its file name, which
    /// is `a11y-name.combined-row-image`'s where it is written inline).
    static func drawnOnlyInIgnoredElements(_ call: FunctionCallExprSyntax, nameless: Bool, _ file: SwiftFile) -> Bool {
        let merging: Set<String> = nameless ? [".ignore", ".combine"] : [".ignore"]
        return PrivateViewHelpers.everyUse(of: Syntax(call), in: file) { use in
            use.hasAncestor { ancestor in
                guard let element = ancestor.as(FunctionCallExprSyntax.self), element.calleeName == "accessibilityElement",
                      merging.contains(element.argument("children")?.expression.trimmedDescription ?? "") else { return false }
                return element.calledExpression.encloses(use)
            }
        }
    }

    /// The call to a view whose labelled argument holds `view`, with the member that receives it
    /// (`LargeButton.imageView` for `LargeButton(imageView: deviceImage(…))`), passing through the
    /// view's modifiers and the containers and unlabelled content of other views on the way. Nil
    /// when the view is an argument of a function or a modifier (`.sheet { … }`), which may draw it
    /// anywhere, or of no view at all.
    static func receivingParameter(of view: Syntax) -> (call: FunctionCallExprSyntax, member: String)? {
        var previous = view
        var label: String?
        var current = view.parent
        while let step = current, !step.is(DeclSyntax.self) {
            if let argument = step.as(LabeledExprSyntax.self) {
                label = argument.label?.text
            } else if let closure = step.as(MultipleTrailingClosureElementSyntax.self) {
                label = closure.label.text
            } else if let call = step.as(FunctionCallExprSyntax.self), call.calledExpression.id != previous.id {
                guard let name = call.calleeName, name.first?.isUppercase == true else { return nil }
                if let label { return (call, name + "." + label) }
            }
            if step.is(FunctionCallExprSyntax.self) { label = nil }
            previous = step
            current = step.parent
        }
        return nil
    }

    /// An empty `UIImage` or `NSImage`, the placeholder while nothing is loaded.
    static let emptyPlatformImages: Set<String> = [".init()", "UIImage()", "NSImage()"]

    /// True when the view drawing the image also draws its asset name as a `Text`:
    /// `Image("harbor")` next to `Text("Harbor")` is a logo beside its name, and what VoiceOver
    /// reads for it already says what it shows (at worst a second stop on the same word).
    static func repeatsTextBesideIt(_ call: FunctionCallExprSyntax, asset: String?, _ file: SwiftFile) -> Bool {
        guard let asset else { return false }
        func words(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let name = words(asset)
        guard !name.isEmpty, let view = call.ancestor(where: { $0.is(VariableDeclSyntax.self) || $0.is(FunctionDeclSyntax.self) }) else { return false }
        return file.index.calls(within: view).contains { text in
            guard text.calleeName == "Text", let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                  !literal.hasInterpolation else { return false }
            return words(literal.plainText) == name
        }
    }

    /// True for an image drawn in a remote image's loading placeholder (Kingfisher's
    /// `KFImage(url).placeholder { … }`, `AsyncImage(url:content:placeholder:)`): it shows only
    /// until the picture arrives, and the picture is what carries the meaning.
    static func isLoadingPlaceholder(_ call: FunctionCallExprSyntax) -> Bool {
        call.hasAncestor { node in
            guard let closure = node.as(ClosureExprSyntax.self) else { return false }
            if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
                return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "placeholder"
            }
            return closure.parent?.as(LabeledExprSyntax.self)?.label?.text == "placeholder"
                || closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text == "placeholder"
        }
    }

    /// True for an image a MarkdownUI image provider returns (`makeImage(url:)` of a type
    /// conforming to `ImageProvider` or `InlineImageProvider`): the library shows it inside its
    /// own image view, which labels it with the Markdown image's alt text.
    static func isMarkdownImage(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard file.index.importedModules.contains("MarkdownUI"), call.enclosingFunctionName == "makeImage",
              let node = call.enclosingTypeDeclaration, let type = file.index.typeDeclaration(of: node) else { return false }
        return type.inherits("ImageProvider") || type.inherits("InlineImageProvider")
    }

    /// True when the image is built where a view is drawn: in a `body`, a property or function
    /// that returns a view or a scene, or a type that is a view. An image a view model builds, or a
    /// view's initializer stores, is a value handed to some view, judged where that view shows it.
    static func isDrawnInAView(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                if Self.drawsViews(function.signature.returnClause?.type) { return true }
                break
            }
            if let variable = node.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true
                || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
                if Self.drawsViews(variable.bindings.first?.typeAnnotation?.type) { return true }
                break
            }
            // Built in an initializer and stored: a value, not yet drawn; the body decides whether it shows.
            if node.is(InitializerDeclSyntax.self) { return false }
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(ExtensionDeclSyntax.self) { break }
            current = node.parent
        }
        guard let type = call.enclosingTypeDeclaration?.asProtocol(DeclGroupSyntax.self) else { return true }
        return type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("View") } ?? false
    }

    /// `some View`, `AnyView`, `some Scene`, `some Widget…`: a type that draws views.
    private static func drawsViews(_ type: TypeSyntax?) -> Bool {
        guard let text = type?.trimmedDescription else { return false }
        return ["View", "Scene", "Widget"].contains(where: text.contains)
    }

    /// What the project pass needs to tell whether a view is ever a VoiceOver stop of its own.
    struct Composition {
        let uses: [String: [ScreenFacts.UseFact]]
        let labelUses: [SourcePosition: Bool]
        /// Hidden uses, by position: true when only merged (`children: .combine`).
        let hiddenUses: [SourcePosition: Bool]
        /// The member of a project view each use fills, by position (`LargeButton.imageView`).
        let parameterUses: [SourcePosition: String]
        let textUnits: Set<String>
        /// Views drawn somewhere, yet only by code that does not ship (a preview's wrapper view).
        let drawnOnlyUnshipped: Set<String>
        let privateTypes: Set<String>
        /// For each type declared in more than one target (an app's `BookView` and its widget's
        /// own), the targets declaring it: a use in one of them is of that target's type.
        let declaringTargets: [String: Set<String>]
        private let targets: TargetNames

        init(_ project: Project) {
            uses = Dictionary(grouping: project.shippingFacts(ScreenFacts.uses, at: \.position), by: \.name)
            let textUnits = Set(project.facts.values(UnnamedImage.textUnits))
            labelUses = Dictionary(project.facts.values(UnnamedImage.labelUses).map { use in
                (use.position, use.labelHasText || use.views.contains(where: textUnits.contains))
            }, uniquingKeysWith: { $0 || $1 })
            hiddenUses = Dictionary(project.facts.values(UnnamedImage.hiddenUses).map { ($0.position, $0.merged) }, uniquingKeysWith: { $0 && $1 })
            parameterUses = Dictionary(project.facts.values(UnnamedImage.parameterUses).map { ($0.position, $0.parameter) }, uniquingKeysWith: { first, _ in first })
            self.textUnits = textUnits
            drawnOnlyUnshipped = Set(project.facts.values(ScreenFacts.uses).map(\.name)).subtracting(uses.keys)
            privateTypes = Set(project.facts.values(UnnamedImage.privateTypes))
            targets = TargetNames(project.resolver)
            var declaring: [String: Set<String>] = [:]
            for type in project.facts.values(ScreenFacts.types) where !type.isExtension {
                declaring[type.name, default: []].insert(targets.name(of: type.position.path))
            }
            declaringTargets = declaring.filter { $0.value.count > 1 }
        }

        /// The uses of `unit`, drawn in the file at `path`: only those in that file when the unit's
        /// type is private there, and only those of the file's own target, or of a target that
        /// does not declare a type of that name, when several targets do.
        func uses(of unit: String, from path: String) -> [ScreenFacts.UseFact]? {
            let type = unit.split(separator: ".").first.map(String.init) ?? unit
            if privateTypes.contains(path + "|" + type) { return uses[unit]?.filter { $0.position.path == path } }
            guard let declaring = declaringTargets[type] else { return uses[unit] }
            let own = targets.name(of: path)
            return uses[unit]?.filter { use in
                let target = targets.name(of: use.position.path)
                return target == own || !declaring.contains(target)
            }
        }

        /// True when every shipping use of `unit` sits, directly or through the views that use
        /// it (a few levels up), where VoiceOver never stops on it: hidden, or inside an element
        /// that ignores its children or has a label of its own (`Row().accessibilityElement(label:)`,
        /// `HStack { Avatar(); Text(name) }.accessibilityLabel(name)`). A `nameless` image is also
        /// left alone inside a merged element, or in a `Button` / `NavigationLink` label with text
        /// somewhere in it (`hasText`: text drawn below `unit` on the way), as it adds no words.
        /// A use handed to a project view's member (`LargeButton(imageView: …)`) is judged where
        /// that view draws the member.
        func neverItsOwnStop(_ unit: String, in path: String, nameless: Bool, hasText: Bool = false, depth: Int = 0) -> Bool {
            guard depth < 4, let uses = uses(of: unit, from: path), !uses.isEmpty else { return false }
            let text = hasText || textUnits.contains(unit)
            return uses.allSatisfy { use in
                if let merged = hiddenUses[use.position], nameless || !merged { return true }
                if nameless, let labelHasText = labelUses[use.position] { return text || labelHasText }
                if let parameter = parameterUses[use.position], self.uses[parameter]?.isEmpty == false {
                    return neverItsOwnStop(parameter, in: use.position.path, nameless: nameless, hasText: text, depth: depth + 1)
                }
                return use.placement.unit != unit
                    && neverItsOwnStop(use.placement.unit, in: use.position.path, nameless: nameless, hasText: text, depth: depth + 1)
            }
        }
    }

    /// The target each file belongs to, worked out once per file.
    final class TargetNames {
        private let resolver: TargetResolver
        private var known: [String: String] = [:]

        init(_ resolver: TargetResolver) { self.resolver = resolver }

        func name(of path: String) -> String {
            if let name = known[path] { return name }
            let name = resolver.target(for: path).name
            known[path] = name
            return name
        }
    }

    /// The views of the project that SwiftUI's `ImageRenderer` draws offscreen into a picture (a
    /// share card turned into a `UIImage`): the `content:` it is handed, written in place or as a
    /// local constant (`let card = ShareCard(…).frame(width: 360)`) that the function hands to
    /// nothing else. Such a use never puts the view on screen.
    static func offscreenRenders(in file: SwiftFile) -> [FunctionCallExprSyntax] {
        var views: [FunctionCallExprSyntax] = []
        for renderer in file.index.calls("ImageRenderer") {
            guard let content = renderer.argument("content")?.expression else { continue }
            if let call = content.as(FunctionCallExprSyntax.self)?.rootViewCall {
                if call.calleeName?.first?.isUppercase == true { views.append(call) }
                continue
            }
            guard let reference = content.as(DeclReferenceExprSyntax.self), let body = Syntax(renderer).enclosingCodeBody else { continue }
            let name = reference.baseName.text
            let declared = file.index.variables.filter { variable in
                body.encloses(variable) && variable.bindings.count == 1
                    && variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }
            guard declared.count == 1, let variable = declared.first, variable.bindingSpecifier.tokenKind == .keyword(.let),
                  let view = variable.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self)?.rootViewCall,
                  view.calleeName?.first?.isUppercase == true else { continue }
            // Every mention of the constant is the content of a renderer.
            let handedOnlyToRenderers = file.index.references(within: body).filter { $0.baseName.text == name }.allSatisfy { use in
                guard let argument = use.parent?.as(LabeledExprSyntax.self), argument.label?.text == "content",
                      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
                return call.calleeName == "ImageRenderer"
            }
            if handedOnlyToRenderers { views.append(view) }
        }
        return views
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let named = Set(project.facts.values(Self.namedViews))
        var composition: Composition?
        for candidate in project.facts.values(Self.candidates) where !(candidate.owner.map(named.contains) ?? false) {
            // A picture hidden wherever its view is used, or a nameless one in a labelled
            // control's row, adds nothing to what VoiceOver reads.
            if let unit = candidate.unit {
                if composition == nil { composition = Composition(project) }
                if composition?.neverItsOwnStop(unit, in: candidate.position.path, nameless: candidate.name == nil) == true
                    || composition?.drawnOnlyUnshipped.contains(unit) == true { continue }
            }
            if let name = candidate.name {
                output.report(
                    "This image has no accessibility label, so VoiceOver reads its asset name, \"\(name)\"; add .accessibilityLabel(\"…\") saying what it shows, or use Image(decorative:) or .accessibilityHidden(true) if it only decorates.",
                    at: candidate.position, confidence: .medium)
            } else {
                output.report(
                    "This Image(uiImage:) has no accessibility label, so VoiceOver has no name for it; if the picture carries meaning (a photo, a chart, a code), add .accessibilityLabel(\"…\") describing it, otherwise hide it with .accessibilityHidden(true).",
                    at: candidate.position, confidence: .low)
            }
        }
    }
}
