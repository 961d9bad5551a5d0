import ThumbruleCore
import ThumbruleFrontEnds

/// A control TalkBack cannot name: an icon button, a clickable icon or a clickable box whose
/// only content is `Icon`s and `Image`s with `contentDescription = null`, with no
/// `Modifier.semantics { contentDescription = … }`, `onClickLabel` or text; and in layouts an
/// `ImageButton`, `FloatingActionButton` or clickable `ImageView` with no
/// `android:contentDescription` that is not `importantForAccessibility="no"` and takes no
/// `style` (a style, often a library's such as media3's player controls, may set the
/// description; styles are not read, a false negative). TalkBack then
/// reads "button", or nothing, and the listener has to guess what it does.
///
/// Android Lint's ContentDescription flags every image view without a description, decorative
/// or not, and never looks at Compose; this check reports only controls, where a name is
/// required, and honours Lint's `tools:ignore="ContentDescription"`. Content from a composable
/// the check does not know (`BadgedBox`, an app's own icon wrapper) may name the control, and
/// Compose content is then left alone. A layout view whose id a Kotlin or Java file names,
/// when that file sets some view's description (`setContentDescription`,
/// `view.contentDescription = …`), is left alone too: the file or a helper it hands the view to
/// may name it. Layout findings are medium confidence.
struct AndroidUnnamedControl: AndroidCheck {
    package static let description = CheckDescription(
        id: "a11y-name.android-unnamed-control",
        ruleId: "a11y-name",
        summary: "An Android icon button or clickable image with no accessible name",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("Toolbar", """
                @Composable
                fun EditorToolbar(onUndo: () -> Unit, onShare: () -> Unit, onDelete: () -> Unit) {
                    Row {
                        ↓IconButton(onClick = onUndo) {
                            Icon(Icons.AutoMirrored.Filled.Undo, contentDescription = null)
                        }
                        Icon(
                            painterResource(R.drawable.ic_share), null,
                            Modifier.↓clickable(onClick = onShare).padding(12.dp)
                        )
                        Box(Modifier.↓clickable { onDelete() }.padding(12.dp)) {
                            Image(painterResource(R.drawable.ic_trash), contentDescription = null, modifier = Modifier.size(24.dp))
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.layout("player", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content">
                    ↓<ImageButton
                        android:id="@+id/play"
                        android:layout_width="48dp"
                        android:layout_height="48dp"
                        android:src="@drawable/ic_play" />
                    ↓<ImageView
                        android:layout_width="48dp"
                        android:layout_height="48dp"
                        android:clickable="true"
                        android:src="@drawable/ic_queue" />
                </LinearLayout>
                """),
                ("app/src/main/java/com/example/app/PlayerView.java", """
                package com.example.app;

                class PlayerView {
                    void bind(View root) {
                        root.findViewById(R.id.play).setOnClickListener(v -> play());
                    }
                }
                """),
                ("app/src/main/java/com/example/app/CoverView.java", """
                package com.example.app;

                class CoverView {
                    void bind(ImageView cover, String title) {
                        cover.setContentDescription(title);
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.kotlin("Toolbar", """
                @Composable
                fun EditorToolbar(onUndo: () -> Unit, onShare: () -> Unit, onDelete: () -> Unit, unread: Int) {
                    IconButton(onClick = onUndo) {
                        Icon(Icons.AutoMirrored.Filled.Undo, contentDescription = stringResource(R.string.undo))
                    }
                    IconButton(onClick = onShare, modifier = Modifier.semantics { contentDescription = "Share" }) {
                        Icon(Icons.Default.Share, contentDescription = null)
                    }
                    Row(Modifier.clickable(onClickLabel = "Delete draft", onClick = onDelete)) {
                        Icon(Icons.Default.Delete, contentDescription = null)
                    }
                    Row(Modifier.clickable(onClick = onDelete)) {
                        Icon(Icons.Default.Delete, contentDescription = null)
                        Text("Delete")
                    }
                    IconButton(onClick = {}) {
                        BadgedBox(badge = { Badge { Text("$unread") } }) { Icon(Icons.Default.Mail, null) }
                    }
                    Image(painterResource(R.drawable.banner), contentDescription = null)
                }
                """),
                AndroidExample.layout("player", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content">
                    <ImageButton
                        android:layout_width="48dp"
                        android:layout_height="48dp"
                        android:contentDescription="@string/play" />
                    <ImageView
                        android:layout_width="wrap_content"
                        android:layout_height="wrap_content"
                        android:src="@drawable/divider" />
                    <ImageButton
                        android:layout_width="48dp"
                        android:layout_height="48dp"
                        android:importantForAccessibility="no" />
                    <ImageButton
                        android:layout_width="48dp"
                        android:layout_height="48dp"
                        tools:ignore="ContentDescription" />
                    <ImageButton
                        android:id="@id/exo_next"
                        style="@style/ExoStyledControls.Button.Center.Next" />
                    <ImageView
                        android:id="@+id/secondary_action"
                        android:layout_width="48dp"
                        android:layout_height="48dp"
                        android:clickable="true" />
                    <ImageButton
                        android:id="@+id/skipButton"
                        android:layout_width="48dp"
                        android:layout_height="48dp" />
                </LinearLayout>
                """),
                ("app/src/main/java/com/example/app/EpisodeHolder.java", """
                package com.example.app;

                public class EpisodeHolder extends RecyclerView.ViewHolder {
                    private final ImageView secondaryAction;

                    public EpisodeHolder(View itemView) {
                        super(itemView);
                        /* a comment /* that Kotlin would nest */
                        secondaryAction = itemView.findViewById(R.id.secondary_action);
                    }

                    void bind(Episode episode) {
                        char quote = '"';
                        ActionButton.forEpisode(episode).configure(secondaryAction);
                        itemView.setContentDescription(episode.getTitle());
                    }
                }
                """),
                AndroidExample.kotlin("PlayerFragment", """
                class PlayerFragment : Fragment() {
                    fun bind(binding: PlayerBinding) {
                        binding.skipButton.contentDescription = getString(R.string.skip)
                    }
                }
                """),
            ]),
        ]
    )

    /// Composables that draw an image and take a `contentDescription`.
    static let images: Set<String> = ["Icon", "Image", "AsyncImage"]

    /// Composables content may hold without naming anything: layout boxes and values.
    static let silentContent: Set<String> = ["Box", "Color", "RoundedCornerShape", "PaddingValues", "DpSize", "Size"]

    /// Layout views that show only an image.
    static let imageButtons: Set<String> = ["ImageButton", "AppCompatImageButton", "FloatingActionButton"]
    static let imageViews: Set<String> = ["ImageView", "AppCompatImageView", "ShapeableImageView"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.kotlinFiles where file.file.source.bytes.contains(utf8: "contentDescription") {
            let calls = file.file.calls
            let clearers = file.file.callIndices(named: "clearAndSetSemantics")
            for index in calls.indices {
                let call = calls[index]
                if ComposeCode.iconButtons.contains(call.name) {
                    let modifier = ComposeCode.modifierChain(of: index, in: file.file, positionalIndex: 1)
                    guard let lambda = call.trailingLambda ?? Self.contentLambda(call),
                          !modifier.contains(where: { Self.namesSemantics(calls[$0]) }),
                          Self.isUnnamedContent(lambda.tokenRange, in: file.file), !Self.isCleared(index, in: file.file, by: clearers) else { continue }
                    report(file.position(ofCall: index), "This \(call.name)", &output)
                } else if ComposeCode.clickModifiers.contains(call.name) {
                    guard call.argument("onClickLabel") == nil, !ComposeCode.isDisabled(call) else { continue }
                    let chain = file.file.chain(of: index)
                    guard let last = chain.last, !chain.contains(where: { Self.namesSemantics(calls[$0]) }),
                          case .argument(let owner, let argument)? = calls[last].container,
                          case .call(last) = calls[owner].arguments[argument].value,
                          !Self.isCleared(owner, in: file.file, by: clearers) else { continue }
                    let composable = calls[owner]
                    let unnamed: Bool
                    if Self.images.contains(composable.name) {
                        unnamed = ComposeCode.isNull(ComposeCode.contentDescription(of: composable))
                    } else if let lambda = composable.trailingLambda {
                        unnamed = Self.isUnnamedContent(lambda.tokenRange, in: file.file)
                    } else {
                        unnamed = false
                    }
                    guard unnamed else { continue }
                    report(file.position(ofCall: index), "This \(call.name) \(composable.name)", &output)
                }
            }
        }
        var named: Set<String>?
        for layout in project.androidLayouts {
            for (index, element) in layout.layout.elements.enumerated() {
                let tag = element.simpleTag
                guard Self.imageButtons.contains(tag) || (Self.imageViews.contains(tag) && element.isClickable),
                      element.attribute("android:contentDescription") == nil,
                      element.attribute("android:importantForAccessibility") != "no",
                      element.attribute("style") == nil,
                      !element.ignoresLint("ContentDescription") else { continue }
                if named == nil { named = Self.namesBesideDescriptionSetters(android, project) }
                guard let named, !Self.codeMayName(element, named) else { continue }
                output.report(
                    "This clickable \(tag) has no android:contentDescription, so TalkBack reads it as an unlabelled button and the listener has to guess what it does. Give it a short description naming its action (Play, not play icon), unless code sets one.",
                    at: layout.position(of: index), confidence: .medium)
            }
        }
    }

    func report(_ position: SourcePosition, _ what: String, _ output: inout CheckOutput) {
        output.report(
            "\(what) shows only images with contentDescription = null, so TalkBack reads it as an unlabelled button and the listener has to guess what it does. Name the action: a contentDescription on the icon, onClickLabel, or Modifier.semantics { contentDescription = … }.",
            at: position)
    }

    /// Every name in the shipping Kotlin and Java files that set a view's description
    /// (`view.setContentDescription(…)`, `views.setContentDescription(R.id.play, …)` on a
    /// widget's RemoteViews, Kotlin's `view.contentDescription = …`).
    static func namesBesideDescriptionSetters(_ android: AndroidModel, _ project: Project) -> Set<String> {
        let sources = android.kotlinFiles.filter { $0.scope == .app }.map(\.file.source)
            + project.androidJavaFiles(mentioning: "ContentDescription").filter { $0.scope == .app }.map(\.source)
        var names = Set<String>()
        for source in sources where source.bytes.contains(utf8: "ontentDescription") && setsDescription(source) {
            for index in source.tokens.indices where source.tokens[index].kind == .identifier {
                names.insert(source.name(at: index))
            }
        }
        return names
    }

    /// Whether a file calls `setContentDescription(` or assigns a view's `.contentDescription`.
    static func setsDescription(_ source: KotlinSource) -> Bool {
        let tokens = source.tokens
        for index in tokens.indices.dropLast() where tokens[index].kind == .identifier {
            let next = tokens[index + 1].kind
            switch source.name(at: index) {
            case "setContentDescription" where next == .leftParen: return true
            case "contentDescription" where next == .assign && index > 0 && [.dot, .safeDot].contains(tokens[index - 1].kind): return true
            default: continue
            }
        }
        return false
    }

    /// Whether code that sets descriptions names the view's id (`R.id.play_button`) or its
    /// view-binding property (`binding.playButton`). It may set this view's description, in
    /// that file or through a helper it hands the view to, so the layout is not reported: a
    /// false negative where the file names the view for something else.
    static func codeMayName(_ element: LayoutElement, _ names: Set<String>) -> Bool {
        guard let id = element.attribute("android:id"), let slash = id.lastIndex(of: "/") else { return false }
        let name = String(id[id.index(after: slash)...])
        let parts = name.split(separator: "_")
        let binding = (parts.first.map(String.init) ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return names.contains(name) || names.contains(binding)
    }

    /// The `content = { … }` argument of a call written without a trailing lambda.
    static func contentLambda(_ call: KotlinCall) -> KotlinLambda? {
        if case .lambda(let lambda)? = call.argument("content")?.value { return lambda }
        return nil
    }

    /// A modifier that names the node or replaces its semantics.
    static func namesSemantics(_ call: KotlinCall) -> Bool {
        call.name == "semantics" || call.name == "clearAndSetSemantics"
    }

    /// Whether content holds at least one image with `contentDescription = null` and nothing
    /// that could name the control: no described image, no text, no semantics, no composable
    /// the check does not know.
    static func isUnnamedContent(_ tokens: Range<Int>, in file: KotlinFile) -> Bool {
        var unnamedImages = 0
        for call in file.calls where tokens.contains(call.nameToken) {
            if images.contains(call.name) {
                guard ComposeCode.isNull(ComposeCode.contentDescription(of: call)) else { return false }
                unnamedImages += 1
            } else if namesSemantics(call) || call.name.first?.isUppercase == true && !silentContent.contains(call.name) {
                return false
            }
        }
        return unnamedImages > 0
    }

    /// Whether an enclosing composable's modifier clears its children's semantics
    /// (`Modifier.clearAndSetSemantics { }` on a row names it as a whole).
    static func isCleared(_ index: Int, in file: KotlinFile, by clearers: [Int]) -> Bool {
        guard !clearers.isEmpty else { return false }
        return file.ancestors(of: index).contains { ancestor in
            file.calls[ancestor].arguments.contains { argument in
                clearers.contains { argument.expression.tokenRange.contains(file.calls[$0].nameToken) }
            }
        }
    }
}
