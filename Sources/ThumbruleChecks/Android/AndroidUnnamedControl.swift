import ThumbruleCore
import ThumbruleFrontEnds

/// A control TalkBack cannot name: an icon button, a clickable icon or a clickable box whose
/// only content is `Icon`s and `Image`s with `contentDescription = null` (or `""`), with no
/// `Modifier.semantics { contentDescription = … }`, `onClickLabel` or text; and in layouts an
/// `ImageButton`, `FloatingActionButton` or clickable `ImageView` with no
/// `android:contentDescription` that is not `importantForAccessibility="no"` and whose
/// `style`, if any, sets none: the app's own styles are followed through their parents, and a
/// library style outside the platform's and support libraries' widget families (media3's
/// player controls) may set one, so such a view is left alone. TalkBack then
/// reads "button", or nothing, and the listener has to guess what it does.
///
/// Android Lint's ContentDescription flags every image view without a description, decorative
/// or not, and never looks at Compose; this check reports only controls, where a name is
/// required, and honours Lint's `tools:ignore="ContentDescription"`. Content from a composable
/// the check does not know (`BadgedBox`, an app's own icon wrapper) may name the control, and
/// Compose content is then left alone. A layout view whose id a Kotlin or Java file names,
/// when that file sets some view's description (`setContentDescription`,
/// `view.contentDescription = …`, `binding.toggle.apply { contentDescription = … }`), is left alone too: the file or a helper it hands the view to
/// may name it. A view with no area (`LayoutFile.hasNoArea`: sized 0x0 itself or inside a
/// 0x0 box) is never on screen, so TalkBack never reaches it. A control with no id that is the
/// whole of a navigation-header layout is left alone where code fetches the header view and sets
/// descriptions. Layout findings are medium confidence. A content-less `Box` made clickable
/// with `role = Role.Button` and no label (an invisible "next page" tap zone) is unnamed too.
/// A Compose control drawn only when an optional parameter of its composable is set
/// (`menuIcon?.let { IconButton … }`, the parameter `null` by default) is left alone when only
/// `@Preview` functions pass that parameter (`previewOnlyOptional`): no shipping screen draws it.
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
                        ↓TextButton(onClick = onUndo, modifier = Modifier.padding(4.dp)) {
                            Image(painterResource(R.drawable.ic_back), contentDescription = null)
                        }
                        ↓IconButton(onClick = onShare) {
                            Icon(Icons.AutoMirrored.Outlined.Help, contentDescription = "")
                        }
                        val swatch = Modifier.size(48.dp).clickable { onShare() }
                        ↓Image(painterResource(R.drawable.swatch_red), contentDescription = null, modifier = swatch)
                        Box(
                            modifier = Modifier
                                .fillMaxHeight()
                                .↓clickable(indication = null, interactionSource = remember { MutableInteractionSource() }, role = Role.Button, onClick = onUndo),
                        )
                    }
                }
                """),
            ]),
            // Image views that code makes clickable, in files that name their layouts.
            CheckExample(files: [
                AndroidExample.layout("composer_bar", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content">
                    ↓<ImageView
                        android:id="@+id/send_button"
                        android:layout_width="48dp"
                        android:layout_height="48dp"
                        android:src="@drawable/ic_send" />
                    ↓<ImageView
                        android:id="@+id/attach"
                        android:layout_width="48dp"
                        android:layout_height="48dp"
                        android:src="@drawable/ic_attach" />
                </LinearLayout>
                """),
                AndroidExample.layout("widget_item", """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content">
                    ↓<ImageView
                        android:id="@+id/done_box"
                        android:layout_width="48dp"
                        android:layout_height="48dp" />
                </FrameLayout>
                """),
                AndroidExample.kotlin("ComposerFragment", """
                class ComposerFragment : Fragment() {
                    fun bind(binding: ComposerBarBinding) {
                        binding.sendButton.setOnClickListener { send() }
                        attachButton = binding.attach.apply {
                            setOnClickListener { pickFile() }
                        }
                    }
                }
                """),
                AndroidExample.kotlin("ListWidget", """
                class ListWidget {
                    fun row(context: Context) = RemoteViews(context.packageName, R.layout.widget_item).apply {
                        setOnClickFillInIntent(R.id.done_box, Intent().putExtra("done", true))
                    }
                }
                """),
            ]),
            // 0dp under a ConstraintLayout fills the constraints: the button has an area.
            CheckExample(files: [
                AndroidExample.layout("media_bar", """
                <androidx.constraintlayout.widget.ConstraintLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="match_parent"
                    android:layout_height="56dp">
                    ↓<ImageButton
                        android:id="@+id/rewind"
                        android:layout_width="0dp"
                        android:layout_height="0dp"
                        app:layout_constraintDimensionRatio="1:1"
                        app:layout_constraintTop_toTopOf="parent"
                        app:layout_constraintBottom_toBottomOf="parent"
                        android:src="@drawable/ic_rewind" />
                </androidx.constraintlayout.widget.ConstraintLayout>
                """),
            ]),
            // A style of the app's that only styles the widget names nothing.
            CheckExample(files: [
                AndroidExample.layout("stepper", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content">
                    ↓<ImageButton
                        android:id="@+id/increase"
                        style="@style/StepperButton.Plus"
                        android:src="@drawable/ic_plus" />
                </LinearLayout>
                """),
                ("app/src/main/res/values/styles.xml", """
                <resources>
                    <style name="StepperButton" parent="@style/Widget.MaterialComponents.Button.TextButton">
                        <item name="android:layout_width">48dp</item>
                        <item name="android:layout_height">48dp</item>
                    </style>
                    <style name="StepperButton.Plus">
                        <item name="tint">?attr/colorPrimary</item>
                    </style>
                </resources>
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
                    ↓<ImageButton
                        android:layout_width="48dp"
                        android:layout_height="48dp"
                        android:background="@android:color/transparent"
                        android:src="@drawable/ic_close" />
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
            // A header FAB with no id where no code sets a description.
            CheckExample(files: [
                AndroidExample.layout("rail_fab", """
                ↓<com.google.android.material.floatingactionbutton.FloatingActionButton xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content" />
                """),
                AndroidExample.layout("activity_home", """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="match_parent"
                    android:layout_height="match_parent">
                    <com.google.android.material.navigationrail.NavigationRailView
                        android:id="@+id/rail"
                        android:layout_width="wrap_content"
                        android:layout_height="match_parent"
                        app:headerLayout="@layout/rail_fab" />
                </FrameLayout>
                """),
                ("app/src/main/java/com/example/app/HomeActivity.java", """
                package com.example.app;
                public class HomeActivity extends AppCompatActivity {
                    void bindRail(NavigationRailView rail) {
                        rail.getHeaderView().setOnClickListener(v -> refresh());
                    }
                }
                """),
            ]),
            // The same header once a shipping screen passes the optional icon: the button ships.
            CheckExample(files: [
                AndroidExample.kotlin("ScreenTitle", """
                @Composable
                fun ScreenTitle(title: String, @DrawableRes actionIcon: Int? = null, onAction: (() -> Unit)? = null) {
                    Row {
                        Text(title)
                        actionIcon?.let {
                            ↓IconButton(onClick = { onAction?.invoke() }) {
                                Icon(painterResource(it), contentDescription = "")
                            }
                        }
                    }
                }

                @Preview
                @Composable
                fun ScreenTitlePreview() {
                    ScreenTitle(title = "Title", actionIcon = R.drawable.ic_add, onAction = {})
                }
                """),
                AndroidExample.kotlin("WalletScreen", """
                class WalletActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContent { WalletScreen() }
                    }
                }

                @Composable
                fun WalletScreen() {
                    ScreenTitle("Wallet", R.drawable.ic_add)
                }
                """),
            ]),
        ],
        nonTriggering: [
            // mole-android: a dev showcase's buttons, included only by a layout only a fragment
            // inflates that no running code opens (another unused fragment, a commented-out call).
            CheckExample(files: [
                AndroidExample.build(), AndroidExample.settings,
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" android:exported=\"true\" /></application>"),
                AndroidExample.layout("main_screen", "<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:text=\"@string/hello\" />"),
                AndroidExample.layout("demo_screen", """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <include layout="@layout/demo_buttons" />
                </FrameLayout>
                """),
                AndroidExample.layout("demo_buttons", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <ImageButton android:id="@+id/play" android:src="@drawable/ic_play" />
                </LinearLayout>
                """),
                AndroidExample.kotlin("MainActivity", """
                class MainActivity : AppCompatActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContentView(R.layout.main_screen)
                        // openScreen(DemoFragment())
                    }
                }
                """),
                AndroidExample.kotlin("DemoFragment", """
                class DemoFragment : Fragment() {
                    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View =
                        inflater.inflate(R.layout.demo_screen, container, false)
                }
                """),
                AndroidExample.kotlin("TabsFragment", """
                class TabsFragment : Fragment() {
                    fun showDemo() { childFragmentManager.beginTransaction().replace(R.id.tabs, DemoFragment()).commit() }
                }
                """),
            ]),
            // uwang-android: an alert of the app's own component module that nothing calls.
            CheckExample(files: AndroidExample.componentModuleApp(content: "Text(\"Home\")", components: [
                ("AlertError", """
                @Composable
                fun AlertError(message: String, onClose: () -> Unit) {
                    Row {
                        Text(message)
                        IconButton(onClick = onClose) { Icon(Icons.Default.Close, contentDescription = null) }
                    }
                }
                """),
            ])),
            // evcharge-android's screen header: its optional menu button, null by default, is asked
            // for only by the header's @Preview; shipping screens never pass the icon.
            CheckExample(files: [
                AndroidExample.kotlin("ScreenTitle", """
                @Composable
                fun ScreenTitle(title: String, @DrawableRes actionIcon: Int? = null, onAction: (() -> Unit)? = null) {
                    Row {
                        Text(title)
                        actionIcon?.let {
                            IconButton(onClick = { onAction?.invoke() }) {
                                Icon(painterResource(it), contentDescription = "")
                            }
                        }
                    }
                }

                @Preview
                @Composable
                fun ScreenTitlePreview() {
                    ScreenTitle(title = "Title", actionIcon = R.drawable.ic_add, onAction = {})
                }
                """),
                AndroidExample.kotlin("WalletScreen", """
                class WalletActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContent { WalletScreen() }
                    }
                }

                @Composable
                fun WalletScreen() {
                    ScreenTitle(title = "Wallet", onAction = {})
                }
                """),
            ]),
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
                    val labelled = Modifier.size(48.dp).clickable(onClickLabel = "Pick red") { }
                    Image(painterResource(R.drawable.swatch_red), contentDescription = null, modifier = labelled)
                    Button(onClick = {}, enabled = false) {
                        Icon(Icons.Default.Schedule, contentDescription = null)
                    }
                    IconButton(onClick = {}) {
                        BadgedBox(badge = { Badge { Text("$unread") } }) { Icon(Icons.Default.Mail, null) }
                    }
                    Image(painterResource(R.drawable.banner), contentDescription = null)
                    Box(Modifier.fillMaxSize().background(scrim).clickable(indication = null, interactionSource = source) { onDismiss() })
                    Box(Modifier.size(48.dp).clickable(role = Role.Button, onClickLabel = stringResource(R.string.ad_options), onClick = onShare))
                    Box(Modifier.size(48.dp).semantics { contentDescription = "Next" }.clickable(role = Role.Button, onClick = onShare))
                    Button(onClick = onShare) {
                        Image(painterResource(R.drawable.ic_share), contentDescription = null)
                        Text(stringResource(R.string.share))
                    }
                }
                """),
                // A row whose slot its callers fill (here with a Text) beside a decorative chevron.
                AndroidExample.kotlin("PreferenceSection", """
                @Composable
                fun PreferenceSection(onClick: () -> Unit, content: @Composable RowScope.() -> Unit) {
                    Row(Modifier.fillMaxWidth().clickable(onClick = onClick).padding(16.dp)) {
                        content()
                        Icon(painterResource(R.drawable.ic_chevron_right), contentDescription = null)
                    }
                }

                @Composable
                fun DefaultConnection(onClick: () -> Unit) {
                    PreferenceSection(onClick = onClick) {
                        Text(stringResource(R.string.fastest_country))
                    }
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
                    <ImageButton
                        style="@style/CloseButton"
                        android:src="@drawable/ic_close" />
                    <ImageButton
                        android:id="@+id/button_toggle_column"
                        android:layout_width="48dp"
                        android:layout_height="48dp" />
                    <!-- balance-android: an id-less, image-less, transparent button that only balances a back arrow. -->
                    <ImageButton
                        android:layout_width="32dp"
                        android:layout_height="32dp"
                        android:background="@color/Transparent" />
                    <ImageButton
                        android:layout_width="32dp"
                        android:layout_height="32dp"
                        android:background="#00000000" />
                </LinearLayout>
                """),
                ("app/src/main/res/values/styles.xml", """
                <resources>
                    <style name="CloseButton" parent="Widget.AppCompat.ImageButton">
                        <item name="android:contentDescription">@string/close</item>
                    </style>
                </resources>
                """),
                AndroidExample.kotlin("ColumnHolder", """
                class ColumnHolder(private val binding: ItemColumnBinding) {
                    fun bind(excluded: Boolean) {
                        binding.buttonToggleColumn.apply {
                            contentDescription = context.getString(if (excluded) R.string.exclude else R.string.include)
                        }
                    }
                }
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
                // A library's edit button kept only because its code looks it up, sized 0x0 inside a 0x0 gone box.
                AndroidExample.layout("tool_box_view", """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="0dp"
                    android:layout_height="0dp"
                    android:visibility="gone">
                    <com.google.android.material.floatingactionbutton.FloatingActionButton
                        android:id="@+id/edit_fab"
                        android:layout_width="0dp"
                        android:layout_height="0dp"
                        android:visibility="gone"
                        app:fabCustomSize="0dp" />
                </FrameLayout>
                """),
                // The same id in a layout the clicking file does not name is another view.
                AndroidExample.layout("about_header", """
                <ImageView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:id="@+id/logo"
                    android:layout_width="48dp"
                    android:layout_height="48dp" />
                """),
                AndroidExample.kotlin("SplashFragment", """
                class SplashFragment : Fragment() {
                    fun bind(binding: SplashBinding) {
                        binding.logo.setOnClickListener { replay() }
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
            // infinity-reddit: a rail's header FAB with no id, fetched as the header view and named per action by its host.
            CheckExample(files: [
                AndroidExample.layout("rail_fab", """
                <com.google.android.material.floatingactionbutton.FloatingActionButton xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content" />
                """),
                AndroidExample.layout("activity_home", """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="match_parent"
                    android:layout_height="match_parent">
                    <com.google.android.material.navigationrail.NavigationRailView
                        android:id="@+id/rail"
                        android:layout_width="wrap_content"
                        android:layout_height="match_parent"
                        app:headerLayout="@layout/rail_fab" />
                </FrameLayout>
                """),
                ("app/src/main/java/com/example/app/HomeActivity.java", """
                package com.example.app;
                public class HomeActivity extends AppCompatActivity {
                    private FloatingActionButton fab;
                    void bindRail(NavigationRailView rail) {
                        fab = (FloatingActionButton) rail.getHeaderView();
                        fab.setImageResource(R.drawable.ic_refresh);
                        fab.setContentDescription(getString(R.string.refresh));
                    }
                }
                """),
            ]),
        ]
    )

    /// Material's text buttons: named by their content, so content of unnamed images alone
    /// leaves them unnamed.
    static let textButtons: Set<String> = ["Button", "TextButton", "OutlinedButton", "ElevatedButton", "FilledTonalButton"]

    /// Composables that draw an image and take a `contentDescription`.
    static let images: Set<String> = ["Icon", "Image", "AsyncImage"]

    /// Composables content may hold without naming anything: layout boxes and values.
    static let silentContent: Set<String> = ["Box", "Color", "RoundedCornerShape", "PaddingValues", "DpSize", "Size"]

    /// Layout views that show only an image.
    static let imageButtons: Set<String> = ["ImageButton", "AppCompatImageButton", "FloatingActionButton"]
    static let imageViews: Set<String> = ["ImageView", "AppCompatImageView", "ShapeableImageView"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        // A file with no description and no declared button role has nothing this can find.
        for file in android.kotlinFiles where file.file.source.bytes.contains(utf8: "contentDescription") || file.file.source.bytes.contains(utf8: "Role.Button") {
            let calls = file.file.calls
            let clearers = file.file.callIndices(named: "clearAndSetSemantics")
            for index in calls.indices {
                let call = calls[index]
                if Self.images.contains(call.name), Self.hasLocalClickModifier(index, in: file.file),
                   ComposeCode.namesNothing(ComposeCode.contentDescription(of: call)), !Self.isCleared(index, in: file.file, by: clearers) {
                    guard !Self.drawnOnlyForPreviews(index, in: file.file, android) else { continue }
                    report(file.position(ofCall: index), "This \(call.name), made clickable by its modifier,", &output)
                } else if ComposeCode.iconButtons.contains(call.name) || Self.textButtons.contains(call.name) {
                    // A button shown disabled (`enabled = false`) is a status, not an action.
                    guard !ComposeCode.isDisabled(call) else { continue }
                    let modifier = ComposeCode.modifierChain(of: index, in: file.file, positionalIndex: 1)
                    guard let lambda = call.trailingLambda ?? Self.contentLambda(call),
                          !modifier.contains(where: { Self.namesSemantics(calls[$0]) }),
                          case let images = Self.unnamedImages(lambda.tokenRange, in: file.file), !images.isEmpty,
                          !Self.isCleared(index, in: file.file, by: clearers),
                          !Self.drawnOnlyForPreviews(index, in: file.file, android) else { continue }
                    report(file.position(ofCall: index), "This \(call.name)", images: images.map(file.position(ofCall:)), &output)
                } else if ComposeCode.clickModifiers.contains(call.name) {
                    guard call.argument("onClickLabel") == nil, !ComposeCode.isDisabled(call) else { continue }
                    let chain = file.file.chain(of: index)
                    guard let last = chain.last, !chain.contains(where: { Self.namesSemantics(calls[$0]) }),
                          case .argument(let owner, let argument)? = calls[last].container,
                          case .call(last) = calls[owner].arguments[argument].value,
                          !Self.isCleared(owner, in: file.file, by: clearers) else { continue }
                    let composable = calls[owner]
                    let images: [Int]
                    if Self.images.contains(composable.name) {
                        images = ComposeCode.namesNothing(ComposeCode.contentDescription(of: composable)) ? [owner] : []
                    } else if let lambda = composable.trailingLambda {
                        images = Self.unnamedImages(lambda.tokenRange, in: file.file)
                    } else {
                        if Self.isEmptyButtonBox(owner, click: call, in: file.file) {
                            output.report(
                                "This \(composable.name) is clickable with role = Role.Button but draws nothing and has no onClickLabel or semantics, so TalkBack announces a button with no name (an invisible tap zone). Name its action with Modifier.semantics { contentDescription = … } or onClickLabel.",
                                at: file.position(ofCall: index))
                        }
                        continue
                    }
                    guard !images.isEmpty, !Self.drawnOnlyForPreviews(index, in: file.file, android) else { continue }
                    report(file.position(ofCall: index), "This \(call.name) \(composable.name)", images: images.map(file.position(ofCall:)), &output)
                }
            }
        }
        var named: Set<String>?
        var clicked: [String: Set<String>]?
        var headersInCode: Set<String>?
        for layout in project.androidLayouts {
            let layoutName = String((layout.path.split(separator: "/").last ?? "").dropLast(".xml".count))
            for (index, element) in layout.layout.elements.enumerated() {
                let tag = element.simpleTag
                guard Self.imageButtons.contains(tag) || Self.imageViews.contains(tag) else { continue }
                if !Self.imageButtons.contains(tag) && !element.isClickable {
                    // An image view code makes clickable, in a file that names this layout.
                    if clicked == nil { clicked = Self.namesClickedInCode(android, project) }
                        guard let names = clicked?[layoutName], Self.codeMayName(element, names) else { continue }
                }
                guard element.attribute("android:contentDescription") == nil,
                      element.attribute("android:importantForAccessibility") != "no",
                      !(element.attribute("style").map { project.androidStyle($0, maySet: "android:contentDescription") } ?? false),
                      !element.ignoresLint("ContentDescription"), !layout.layout.hasNoArea(index),
                      !Self.isInvisibleSpacer(element) else { continue }
                // A view whose description code sets (`view.contentDescription = …`) is named there.
                if named == nil { named = android.namesInFiles(mentioning: "ontentDescription", project, setters: ["setContentDescription"], properties: ["contentDescription"]) }
                guard let named, !Self.codeMayName(element, named) else { continue }
                if element.parent == nil, element.attribute("android:id") == nil, !named.isDisjoint(with: ["setContentDescription", "contentDescription"]) {
                    if headersInCode == nil { headersInCode = Self.headerLayoutsReachedInCode(android, project) }
                    if headersInCode?.contains(layoutName) == true { continue }
                }
                output.report(
                    "This clickable \(tag) has no android:contentDescription, so TalkBack reads it as an unlabelled button and the listener has to guess what it does. Give it a short description naming its action (Play, not play icon), unless code sets one.",
                    at: layout.position(of: index), confidence: .medium)
            }
        }
    }

    /// Whether a layout image button is an invisible spacer (balance-android's report dialog,
    /// where one mirrors the back arrow so the title stays centred): inside a parent, with no
    /// id, no image, no style, no `onClick` and no data binding, on a transparent or `@null`
    /// background. It draws nothing and nothing can give it an action, so there is no action
    /// to name.
    static func isInvisibleSpacer(_ element: LayoutElement) -> Bool {
        guard element.parent != nil, imageButtons.contains(element.simpleTag),
              let background = element.attribute("android:background").map({ $0.lowercased() }) else { return false }
        for attribute in element.attributes {
            let name = attribute.name
            if attribute.value.hasPrefix("@{") { return false }
            if name.hasPrefix("tools:") { continue }
            let local = name.split(separator: ":").last.map(String.init) ?? name
            if ["id", "src", "srcCompat", "onClick", "tag", "tooltipText", "foreground"].contains(local) || name == "style" { return false }
        }
        if background == "@null" || background.hasPrefix("@android:color/transparent") { return true }
        if background.hasPrefix("@color/") || background.hasPrefix("@android:color/") { return background.contains("transparent") }
        // A literal colour whose alpha is zero: #0RGB or #00RRGGBB.
        let digits = background.dropFirst()
        return background.hasPrefix("#") && ((digits.count == 4 && digits.hasPrefix("0")) || (digits.count == 8 && digits.hasPrefix("00")))
    }

    /// Whether the control sits in `parameter?.let { … }` where `parameter` is an optional
    /// parameter of the composable around it, `null` by default, that only previews pass
    /// (evcharge-android's header, whose menu button only its `@Preview`s ask for): the block
    /// never runs on a shipping screen.
    static func drawnOnlyForPreviews(_ index: Int, in file: KotlinFile, _ android: AndroidModel) -> Bool {
        let functions = file.enclosingFunctions(startingAt: file.calls[index].enclosingFunction)
        for ancestor in file.ancestors(of: index) {
            let guarded = file.calls[ancestor]
            guard ["let", "also", "run"].contains(guarded.name), guarded.isSafeCall, guarded.receiver.count == 1,
                  case .name(let name)? = guarded.receiver.first else { continue }
            for function in functions {
                guard let position = file.functions[function].parameters.firstIndex(where: { $0.name == name }) else { continue }
                if previewOnlyOptional(file.functions[function], position, android) { return true }
                break
            }
        }
        return false
    }

    /// Whether a composable's parameter is optional (`Int? = null`) and every call of the
    /// composable that passes it sits in a `@Preview` function. Decided only where the callers
    /// can all be seen: one function of that name in the project's Kotlin, not open, abstract,
    /// an override or expected, never taken as a reference (`::name`), and called at least once
    /// outside previews (a composable nothing ships is another question).
    static func previewOnlyOptional(_ function: KotlinFunction, _ position: Int, _ android: AndroidModel) -> Bool {
        let parameter = function.parameters[position]
        guard function.isComposable, !function.isPreview, parameter.type?.hasSuffix("?") == true,
              parameter.defaultValue?.text == "null",
              !function.modifiers.contains(where: { ["open", "abstract", "override", "expect", "actual"].contains($0) }) else { return false }
        let name = function.name
        var declarations = 0, shippingCalls = 0
        for other in android.kotlinFiles where other.file.source.bytes.contains(utf8: name) {
            if other.file.source.bytes.contains(utf8: "::" + name) { return false }
            declarations += other.file.functions.filter { $0.name == name }.count
            for call in other.file.callIndices(named: name) {
                let arguments = other.file.calls[call].arguments
                let passes = arguments.contains { $0.label == parameter.name }
                    || (arguments.indices.contains(position) && arguments[...position].allSatisfy { $0.label == nil })
                if other.file.isInPreview(call) { continue }
                if passes { return false }
                shippingCalls += 1
            }
        }
        return declarations == 1 && shippingCalls > 0
    }

    /// Reports an unnamed control, relating the images with no description that are all it
    /// shows (where a contentDescription would name it).
    func report(_ position: SourcePosition, _ what: String, images: [SourcePosition] = [], _ output: inout CheckOutput) {
        output.report(
            "\(what) shows only images whose contentDescription is null or empty, so TalkBack reads it as an unlabelled button and the listener has to guess what it does. Name the action: a contentDescription on the icon, onClickLabel, or Modifier.semantics { contentDescription = … }.",
            at: position, related: images.filter { $0 != position }.map { RelatedLocation($0, "image with no contentDescription") })
    }

    /// Layout boxes that draw nothing of their own when given no content.
    static let emptyBoxes: Set<String> = ["Box", "Spacer"]

    /// A `Box` or `Spacer` with no content whose click modifier declares `role = Role.Button`:
    /// the code itself calls it a button, and nothing in it can name it. A box with no role
    /// (a scrim that dismisses a sheet) is left alone.
    static func isEmptyButtonBox(_ owner: Int, click: KotlinCall, in file: KotlinFile) -> Bool {
        let box = file.calls[owner]
        guard emptyBoxes.contains(box.name), box.trailingLambda == nil, contentLambda(box) == nil,
              let role = click.argument("role") else { return false }
        return role.text.hasSuffix("Role.Button")
    }

    /// For each layout (by file name) that a shipping Kotlin or Java file names, as
    /// `R.layout.widget_row` or through its view-binding class (`WidgetRowBinding`), the view
    /// names that file gives a click listener: `binding.addItem.setOnClickListener`,
    /// `commentButton.apply { setOnClickListener { … } }`,
    /// `findViewById(R.id.add).setOnClickListener`, and on an app widget's RemoteViews
    /// `setOnClickPendingIntent(R.id.complete, …)` or `setOnClickFillInIntent(R.id.complete, …)`.
    /// A view is taken as clicked only where the same file names its layout, so an id reused in
    /// another layout is not.
    static func namesClickedInCode(_ android: AndroidModel, _ project: Project) -> [String: Set<String>] {
        let sources = android.kotlinFiles.filter { $0.scope == .app }.map(\.file.source)
            + project.androidJavaFiles(mentioning: "setOnClick").filter { $0.scope == .app }.map(\.source)
        var clicked: [String: Set<String>] = [:]
        for source in sources where source.bytes.contains(utf8: "setOnClick") {
            let names = clickedNames(source)
            guard !names.isEmpty else { continue }
            for layout in layoutsNamed(source) { clicked[layout, default: []].formUnion(names) }
        }
        return clicked
    }

    /// Layouts a file names: `R.layout.x` and `XBinding` classes (`FragmentCommentBarBinding` → `fragment_comment_bar`).
    static func layoutsNamed(_ source: KotlinSource) -> Set<String> {
        let tokens = source.tokens
        var layouts = Set<String>()
        for index in tokens.indices where tokens[index].kind == .identifier {
            let name = source.name(at: index)
            if name == "layout", index >= 2, index + 2 < tokens.count, tokens[index - 1].kind == .dot, source.name(at: index - 2) == "R",
               tokens[index + 1].kind == .dot, tokens[index + 2].kind == .identifier {
                layouts.insert(source.name(at: index + 2))
            } else if let layout = ViewBindingNames.layout(ofClass: name) {
                layouts.insert(layout)
            }
        }
        return layouts
    }

    /// The names of the views a file gives a click listener (see `namesClickedInCode`).
    static func clickedNames(_ source: KotlinSource) -> Set<String> {
        let tokens = source.tokens
        var names = Set<String>()
        func identifier(_ index: Int) -> String? {
            index >= 0 && index < tokens.count && tokens[index].kind == .identifier ? source.name(at: index) : nil
        }
        func isDot(_ index: Int) -> Bool { index >= 0 && index < tokens.count && [.dot, .safeDot].contains(tokens[index].kind) }
        /// `R.id.name` starting at `index`.
        func resourceId(at index: Int) -> String? {
            guard identifier(index) == "R", isDot(index + 1), identifier(index + 2) == "id", isDot(index + 3) else { return nil }
            return identifier(index + 4)
        }
        for index in tokens.indices where tokens[index].kind == .identifier {
            switch source.name(at: index) {
            case "setOnClickPendingIntent", "setOnClickFillInIntent":
                if index + 1 < tokens.count, tokens[index + 1].kind == .leftParen, let id = resourceId(at: index + 2) { names.insert(id) }
            case "setOnClickListener", "setOnLongClickListener":
                guard index + 1 < tokens.count, [.leftParen, .leftBrace].contains(tokens[index + 1].kind) else { continue }
                if isDot(index - 1) {
                    if let receiver = identifier(index - 2) {
                        names.insert(receiver)
                    } else if index >= 2, tokens[index - 2].kind == .rightParen, let open = source.partner(of: index - 2),
                              ["findViewById", "requireViewById"].contains(identifier(open - 1)), let id = resourceId(at: open + 1) {
                        names.insert(id)
                    }
                } else if let receiver = scopeReceiver(of: index, in: source) {
                    names.insert(receiver)
                }
            default:
                continue
            }
        }
        return names
    }

    /// For a call inside `view.apply { … }` (or `run`, `also`), the last name of `view`.
    static func scopeReceiver(of index: Int, in source: KotlinSource) -> String? {
        let tokens = source.tokens
        var cursor = index - 1
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .rightBrace, .rightParen, .rightBracket:
                guard let open = source.partner(of: cursor) else { return nil }
                cursor = open - 1
            case .leftBrace:
                guard cursor >= 3, tokens[cursor - 1].kind == .identifier, ["apply", "run", "also"].contains(source.name(at: cursor - 1)),
                      [.dot, .safeDot].contains(tokens[cursor - 2].kind), tokens[cursor - 3].kind == .identifier else { return nil }
                return source.name(at: cursor - 3)
            case .leftParen, .leftBracket:
                return nil
            default:
                cursor -= 1
            }
        }
        return nil
    }

    /// The layouts other layouts hang as a navigation header (`app:headerLayout="@layout/rail_fab"`),
    /// when shipping code fetches a header view (`getHeaderView()`, Kotlin's `headerView`). A
    /// control that is such a layout's whole content has no id to be found by: code holds it
    /// only as the header view, so a project that sets descriptions in code may name it there
    /// (infinity-reddit's rail FAB, whose hosts set a description per action).
    static func headerLayoutsReachedInCode(_ android: AndroidModel, _ project: Project) -> Set<String> {
        let headers = Set(project.androidLayouts.flatMap { layout in
            layout.layout.elements.flatMap(\.attributes).filter { $0.name.hasSuffix(":headerLayout") && $0.value.hasPrefix("@layout/") }
                .map { String($0.value.dropFirst("@layout/".count)) }
        })
        guard !headers.isEmpty, android.shippingCodeNames(["getHeaderView", "headerView"])
                || project.androidJavaFiles(mentioning: "getHeaderView").contains(where: { $0.scope == .app }) else { return [] }
        return headers
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

    /// Whether an image's `modifier` is a local value of the same function (`val m = Modifier….clickable { }`)
    /// whose chain clicks without `onClickLabel` or semantics: the chain written inline is
    /// read where the click modifier sits.
    static func hasLocalClickModifier(_ index: Int, in file: KotlinFile) -> Bool {
        guard case .reference(let names)? = file.calls[index].argument("modifier")?.value, names.count == 1,
              let function = file.calls[index].enclosingFunction,
              let property = file.properties.last(where: { $0.name == names[0] && $0.enclosingFunction == function && $0.position.line < file.calls[index].position.line }),
              !property.isMutable, case .call(let last)? = property.initializer?.value else { return false }
        let chain = file.chain(of: last)
        return chain.contains { ComposeCode.clickModifiers.contains(file.calls[$0].name) && file.calls[$0].argument("onClickLabel") == nil && !ComposeCode.isDisabled(file.calls[$0]) }
            && !chain.contains { namesSemantics(file.calls[$0]) }
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

    /// The images with `contentDescription = null` that content holds, when it holds at least
    /// one and nothing that could name the control: no described image, no text, no semantics,
    /// no composable the check does not know, no slot its callers fill. Empty when the content
    /// may be named.
    static func unnamedImages(_ tokens: Range<Int>, in file: KotlinFile) -> [Int] {
        var unnamed: [Int] = []
        for (index, call) in file.calls.enumerated() where tokens.contains(call.nameToken) {
            if images.contains(call.name) {
                guard ComposeCode.namesNothing(ComposeCode.contentDescription(of: call)) else { return [] }
                unnamed.append(index)
            } else if namesSemantics(call) || call.name.first?.isUppercase == true && !silentContent.contains(call.name)
                        || callsSlot(call, in: file) {
                return []
            }
        }
        return unnamed
    }

    /// Whether a call invokes a function-typed parameter of a function around it (`content()`
    /// in a row that takes `content: @Composable () -> Unit`): the callers supply what it
    /// draws, a `Text` as often as an icon, so it may name the control.
    static func callsSlot(_ call: KotlinCall, in file: KotlinFile) -> Bool {
        guard call.receiver.isEmpty else { return false }
        return file.enclosingFunctions(startingAt: call.enclosingFunction).contains { function in
            file.functions[function].parameters.contains { $0.name == call.name && ($0.type?.contains("->") ?? false) }
        }
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
