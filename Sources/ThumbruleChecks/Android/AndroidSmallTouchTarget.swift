import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// A tap target under Android's 48×48dp floor, read per element: a Compose `clickable`,
/// `toggleable` or `selectable` whose `Modifier` chain sizes it below 48dp, an icon button
/// shrunk by its `modifier` (`IconButton(modifier = Modifier.size(32.dp))` cuts through the
/// 48dp floor Material gives it), and a clickable layout view (`Button`, `ImageButton`,
/// `android:clickable`, `android:onClick`) with a `layout_width` or `layout_height` in dp under
/// 48. A fingertip is bigger than the drawing; a small target gets missed and the miss lands on
/// a neighbour.
///
/// Compose modifiers apply outside-in (`ModifierTouchArea`): padding written after the
/// clickable grows its target, padding before it does not. Chains with a floor
/// (`minimumInteractiveComponentSize()`, `sizeIn`, `fillMax…`), a size the check cannot read
/// (a constant, `then`, a custom modifier) or no size at all are left alone. Compose also
/// stretches the hit test of a small pointer target towards 48dp where no neighbouring target
/// claims the touch, so Compose findings are medium confidence, and a shrunk icon button alone
/// in its layout is left alone: the nearest row, column or box around it that shows anything
/// else holds no other pointer target (menus it opens aside), nothing repeats it, and no
/// container around it is clickable, so the widened hit area takes no neighbour's touch. A
/// clickable `Icon` or `Image` stacked alone so in a `Box` over a picture is left alone too
/// (lanpet-android's badge). A
/// bare clickable box stays reported (a checkbox drawn as a 30dp box beside its label is missed
/// all the same), unless padding written outside it covers the widening on every side and no other
/// pointer target shares its layout (`widensIntoOwnPadding`: cinema-android's heart over a poster),
/// and so does a button at the root of its composable: its neighbours sit at the call site. The lone button of a top app bar's `navigationIcon` or `actions` slot is alone too
/// (ebooks-android): the bar is 64dp tall and its title takes no touch. In layouts only an exact dp
/// size counts: `wrap_content` depends on content and `minHeight`, an axis a positive
/// `layout_weight` stretches is not read, and a `TouchDelegate` set in code is not seen.
/// Compose for TV (`androidx.tv`) is left alone: a remote's D-pad moves focus, no finger taps.
/// So is a hidden gesture on a decorative icon or image (`isHiddenGesture`): no press shown, no
/// role, no description, no callback reached. So is a layout button that Kotlin looks up by id
/// only to set its icon or visibility, with no listener anywhere (`isInertButton`): a badge.
/// A small switch or checkbox inside a full-width clickable row that changes the same state (the
/// two handlers name the same value or callback) is left alone too: the row is the target. So is
/// a small target inside a clickable card or surface (`Card(onClick = …)`) whose handler names
/// exactly the same values and calls (cyclistance-android's banner arrow toggling the same
/// `expanded` state as its card): a miss lands on the same action.
/// Android Lint has no check for this (the Accessibility Scanner finds it on a device).
struct AndroidSmallTouchTarget: AndroidCheck {
    package static let description = CheckDescription(
        id: "touch-floor.android-small-target",
        ruleId: "touch-floor",
        alsoServes: ["button-target"],
        summary: "A Compose clickable, icon button or clickable layout view smaller than 48×48dp",
        triggering: [
            CheckExample(files: [
                AndroidExample.kotlin("Rating", """
                @Composable
                fun RatingStars(rating: Int, onRate: (Int) -> Unit) {
                    Row {
                        for (star in 1..5) {
                            Icon(
                                Icons.Filled.Star, contentDescription = "$star stars",
                                modifier = Modifier.size(24.dp).↓clickable { onRate(star) }
                            )
                        }
                    }
                }

                @Composable
                fun CloseChip(onClose: () -> Unit) {
                    ↓IconButton(onClick = onClose, modifier = Modifier.size(32.dp)) {
                        Icon(Icons.Default.Close, contentDescription = "Close")
                    }
                    Box(Modifier.padding(8.dp).↓toggleable(value = true, onValueChange = {}).height(40.dp).fillMaxWidth())
                }

                // A small target inside a clickable card that does something else.
                @Composable
                fun BannerCard(onOpen: () -> Unit, onDismiss: () -> Unit) {
                    Card(onClick = onOpen) {
                        Row {
                            Text("New version")
                            Icon(Icons.Default.Close, contentDescription = "Dismiss", modifier = Modifier.size(24.dp).↓clickable { onDismiss() })
                        }
                    }
                }

                // A checkbox drawn as a small box beside its label.
                @Composable
                fun AgreeRow(agreed: Boolean, onAgree: (Boolean) -> Unit) {
                    Row {
                        Box(Modifier.size(28.dp).↓clickable { onAgree(!agreed) })
                        Text("I agree")
                    }
                }

                // Two small buttons side by side: the widened areas meet.
                @Composable
                fun Pager(onBack: () -> Unit, onNext: () -> Unit) {
                    Row {
                        Text("Page")
                        ↓IconButton(onClick = onBack, modifier = Modifier.size(32.dp)) { Icon(Icons.Default.ChevronLeft, "Back") }
                        ↓IconButton(onClick = onNext, modifier = Modifier.size(32.dp)) { Icon(Icons.Default.ChevronRight, "Next") }
                    }
                }

                // Two small buttons in one top app bar actions slot: the widened areas meet.
                @Composable
                fun EditorBar(onUndo: () -> Unit, onRedo: () -> Unit) {
                    TopAppBar(
                        title = { Text("Edit") },
                        actions = {
                            ↓IconButton(onClick = onUndo, modifier = Modifier.size(32.dp)) { Icon(Icons.Default.Undo, "Undo") }
                            ↓IconButton(onClick = onRedo, modifier = Modifier.size(32.dp)) { Icon(Icons.Default.Redo, "Redo") }
                        }
                    )
                }

                // No ripple and no description, yet the tap clears the field: a control all the same.
                @Composable
                fun ClearIcon(onClear: () -> Unit) {
                    Icon(
                        Icons.Default.Clear, contentDescription = null,
                        modifier = Modifier.size(24.dp).↓clickable(indication = null, interactionSource = remember { MutableInteractionSource() }) { onClear() }
                    )
                }

                // audily-android: a sheet's close icon beside its title.
                @Composable
                fun SheetHeader(onDismiss: () -> Unit) {
                    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
                        Text(stringResource(R.string.new_playlist))
                        Icon(Icons.Default.Close, contentDescription = "Close", modifier = Modifier.size(24.dp).↓clickable { onDismiss() })
                    }
                }

                // A save mark over a poster card with 4dp of padding: Compose widens its 32dp hit
                // test by 8dp each way, past its own padding, where a touch opens the card instead.
                @Composable
                fun PosterTile(title: String, onSave: () -> Unit, onOpen: () -> Unit) {
                    Card(Modifier.fillMaxWidth().clickable { onOpen() }) {
                        Box(Modifier.fillMaxWidth().height(240.dp)) {
                            Image(painterResource(R.drawable.poster), contentDescription = title)
                            Icon(Icons.Outlined.BookmarkBorder, "Save", Modifier.align(Alignment.TopEnd).padding(4.dp).size(32.dp).↓clickable { onSave() })
                        }
                    }
                }

                // The row opens details; only the small box toggles the setting.
                @Composable
                fun SettingRow(title: String, enabled: Boolean, onToggle: (Boolean) -> Unit, onOpen: () -> Unit) {
                    Row(Modifier.fillMaxWidth().clickable { onOpen() }.padding(16.dp)) {
                        Text(title)
                        Box(Modifier.size(24.dp).clip(CircleShape).↓toggleable(value = enabled, onValueChange = onToggle))
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.layout("toolbar", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content">
                    ↓<ImageButton
                        android:id="@+id/back"
                        android:layout_width="32dp"
                        android:layout_height="32dp"
                        android:contentDescription="@string/back" />
                    ↓<TextView
                        android:layout_width="wrap_content"
                        android:layout_height="36dp"
                        android:onClick="openProfile"
                        android:text="@string/profile" />
                </LinearLayout>
                """),
            ]),
            // A row of the app's own view class, inflated.
            attachmentRow(inflated: true),
            // A component of the app's own component module that a screen calls.
            componentModule(called: true),
            // A 24dp badge whose adapter does give it a click listener: a real tap target.
            CheckExample(files: [
                AndroidExample.layout("item_download", """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content">
                    ↓<com.google.android.material.button.MaterialButton
                        android:id="@+id/kind_badge"
                        android:layout_width="24dp"
                        android:layout_height="24dp"
                        app:icon="@drawable/ic_music"
                        android:contentDescription="@string/kind" />
                </FrameLayout>
                """),
                AndroidExample.kotlin("DownloadAdapter", """
                class DownloadAdapter {
                    fun bind(card: View, item: Download) {
                        val badge = card.findViewById<MaterialButton>(R.id.kind_badge)
                        badge.setIconResource(R.drawable.ic_video)
                        badge.setOnClickListener { item.toggleKind() }
                    }
                }
                """),
            ]),
            // The same badge through view binding, listened to there; another class's `kindBadge` is data.
            CheckExample(files: [
                AndroidExample.layout("sheet_kind", """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content">
                    ↓<Button
                        android:id="@+id/kind_badge"
                        android:layout_width="24dp"
                        android:layout_height="24dp" />
                </FrameLayout>
                """),
                AndroidExample.kotlin("KindSheet", """
                class KindSheet(private val binding: SheetKindBinding, private val item: Download) {
                    fun show() {
                        if (item.kindBadge) binding.kindBadge.setOnClickListener { item.toggleKind() }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // uwang-android: components of the app's own component module that no screen calls
            // (only a preview, or another such component) never draw.
            componentModule(called: false),
            // cyclistance-android: a banner's small arrow toggles the same state as the card it sits in.
            CheckExample(files: [
                AndroidExample.kotlin("ExpandableBanner", """
                @Composable
                fun ExpandableBanner(title: String) {
                    var expanded by remember { mutableStateOf(false) }
                    Card(onClick = { expanded = !expanded }) {
                        Column {
                            Icon(
                                Icons.Default.ArrowDropDown, contentDescription = "Expand",
                                modifier = Modifier.size(36.dp).clickable { expanded = !expanded }
                            )
                            Text(title)
                        }
                    }
                }
                """),
            ]),
            // rarime-android LikenessExpandedWidget: a dead widget's private `Header` shares its name
            // with the private `Header` of a widget the home screen shows; a private function is
            // seen only in its own file, so the live one reaches nothing of the dead file.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
                AndroidExample.kotlin("MainActivity", """
                class MainActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContent { RewardsExpandedWidget(onCollapse = ::finish) }
                    }
                }
                """),
                AndroidExample.kotlin("RewardsExpandedWidget", """
                @Composable
                fun RewardsExpandedWidget(onCollapse: () -> Unit) {
                    Column { Header(onCollapse) }
                }

                @Composable
                private fun Header(onCollapse: () -> Unit) {
                    IconButton(onClick = onCollapse) { Icon(Icons.Default.Close, contentDescription = "Close") }
                }
                """),
                AndroidExample.kotlin("FaceExpandedWidget", """
                @Composable
                fun FaceExpandedWidget(onCollapse: () -> Unit) {
                    Column { Header(onCollapse) }
                }

                @Composable
                private fun Header(onCollapse: () -> Unit) {
                    IconButton(onClick = onCollapse, modifier = Modifier.size(40.dp)) { Icon(Icons.Default.Close, contentDescription = "Close") }
                }
                """),
            ]),
            // ytdlnis: a 24dp MaterialButton used as a type badge; code only sets its icon, no listener anywhere.
            CheckExample(files: [
                AndroidExample.layout("item_download", """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content">
                    <com.google.android.material.button.MaterialButton
                        android:id="@+id/kind_badge"
                        android:layout_width="24dp"
                        android:layout_height="24dp"
                        app:icon="@drawable/ic_music"
                        android:contentDescription="@string/kind" />
                </FrameLayout>
                """),
                AndroidExample.kotlin("DownloadAdapter", """
                class DownloadAdapter {
                    fun bind(card: View, item: Download) {
                        val badge = card.findViewById<MaterialButton>(R.id.kind_badge)
                        when (item.kind) {
                            Kind.audio -> badge.setIconResource(R.drawable.ic_music)
                            else -> badge.setIconResource(R.drawable.ic_video)
                        }
                        card.findViewById<TextView>(R.id.kind_badge).isVisible = item.showKind
                        val cancel = card.findViewById<MaterialButton>(R.id.cancel)
                        cancel.setOnClickListener { item.cancel() }
                    }
                }
                """),
            ]),
            // A decorative mascot with a hidden tap that only makes it look surprised for a moment.
            CheckExample(files: [
                AndroidExample.kotlin("CapyIcon", """
                @Composable
                fun CapyIcon() {
                    val scope = rememberCoroutineScope()
                    val (surprised, setSurprised) = remember { mutableStateOf(false) }
                    Box(Modifier.padding(vertical = 18.dp, horizontal = 16.dp)) {
                        Icon(
                            painterResource(if (surprised) R.drawable.capy_surprised else R.drawable.capy_resting),
                            contentDescription = null,
                            modifier = Modifier
                                .size(32.dp)
                                .clickable(indication = null, interactionSource = remember { MutableInteractionSource() }) {
                                    scope.launch {
                                        setSurprised(true)
                                        delay(500)
                                        setSurprised(false)
                                    }
                                }
                        )
                    }
                }
                """),
            ]),
            // A row rooted at the app's own view class that nothing inflates any more (attachments
            // moved to Compose): no library inflates it either, so it never shows, whatever its name.
            attachmentRow(inflated: false),
            // A composable no code calls (the screen now uses LabelledShareButton): it never runs.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
                AndroidExample.kotlin("MainActivity", """
                class MainActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        setContent { LabelledShareButton(onShare = {}) }
                    }
                }
                """),
                AndroidExample.kotlin("ShareButtons", """
                @Composable
                fun ShareIconButton(onShare: () -> Unit) {
                    IconButton(onClick = onShare, modifier = Modifier.size(32.dp)) { Icon(Icons.Default.Share, "Share") }
                }

                @Composable
                fun LabelledShareButton(onShare: () -> Unit) {
                    TextButton(onClick = onShare) { Text("Share") }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.kotlin("Rating", """
                @Composable
                fun RatingStars(onRate: (Int) -> Unit) {
                    Icon(Icons.Filled.Star, null, Modifier.clickable { onRate(1) }.padding(12.dp).size(24.dp))
                    Icon(Icons.Filled.Star, null, Modifier.minimumInteractiveComponentSize().size(24.dp).clickable { onRate(2) })
                    Icon(Icons.Filled.Star, null, Modifier.size(IconSize).clickable { onRate(3) })
                    IconButton(onClick = {}, modifier = Modifier.size(48.dp)) { Icon(Icons.Default.Close, "Close") }
                    IconButton(onClick = {}) { Icon(Icons.Default.Close, "Close") }
                    Row(Modifier.fillMaxWidth().clickable { onRate(0) }.padding(16.dp)) { Text("Clear") }
                }

                // Padding outside a small clickable that covers Compose's widening of its hit test to
                // 48dp (10dp around a 32dp mark needs 8dp), nothing else to tap in the poster: the
                // touches near the mark are its own, and the card's click beneath does not compete.
                @Composable
                fun SavedPosterTile(title: String, saved: Boolean, onSave: () -> Unit, onOpen: () -> Unit) {
                    Card(Modifier.fillMaxWidth().clickable { onOpen() }) {
                        Box(Modifier.fillMaxWidth().height(240.dp)) {
                            Image(painterResource(R.drawable.poster), contentDescription = title)
                            Icon(
                                if (saved) Icons.Filled.Bookmark else Icons.Outlined.BookmarkBorder, "Save",
                                Modifier.align(Alignment.TopEnd).padding(10.dp).size(32.dp).background(Color.Black).clickable { onSave() }
                            )
                            Text(title, Modifier.align(Alignment.BottomStart))
                        }
                    }
                }

                // A small switch in a settings row the whole width of which toggles the same setting.
                @Composable
                fun SettingRow(title: String, enabled: Boolean, onToggle: (Boolean) -> Unit) {
                    Row(Modifier.fillMaxWidth().toggleable(value = enabled, onValueChange = onToggle).padding(16.dp)) {
                        Text(title)
                        Box(Modifier.size(24.dp).clip(CircleShape).toggleable(value = enabled, onValueChange = onToggle))
                    }
                }
                """),
                // lanpet-android: a 34dp badge alone on a picture that takes no touch: nothing beside
                // it claims the room Compose widens its hit area into.
                AndroidExample.kotlin("AvatarPicker", """
                @Composable
                fun AvatarPicker(photo: Uri?, onEdit: () -> Unit) {
                    Box(modifier = Modifier.fillMaxWidth(), contentAlignment = Alignment.Center) {
                        Box {
                            Avatar(photo = photo, modifier = Modifier.size(130.dp).clip(CircleShape))
                            Image(
                                painter = painterResource(R.drawable.ic_plus_circle),
                                contentDescription = null,
                                modifier = Modifier.align(Alignment.BottomEnd).size(34.dp).clip(CircleShape).clickable { onEdit() },
                            )
                        }
                    }
                }
                """),
                // A small button alone beside a heading, its menu aside: Compose widens its hit area to 48dp.
                AndroidExample.kotlin("SectionHeader", """
                @Composable
                fun SectionHeader(title: String, onSort: () -> Unit) {
                    var open by remember { mutableStateOf(false) }
                    Row(Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                        Text(title, Modifier.weight(1f))
                        IconButton(onClick = { open = true }, modifier = Modifier.size(32.dp)) { Icon(Icons.Default.Sort, "Sort") }
                        DropdownMenu(expanded = open, onDismissRequest = { open = false }) {
                            DropdownMenuItem(text = { Text("By date") }, onClick = onSort)
                        }
                    }
                }
                """),
                // ebooks-android: the lone button of a top app bar's navigation and actions slots,
                // sized 40dp: the bar is 64dp tall and the title takes no touch, so Compose widens it to 48dp.
                AndroidExample.kotlin("HomeBar", """
                @Composable
                fun HomeBar(title: String, onSearch: () -> Unit, onAlerts: () -> Unit, showBack: Boolean, onBack: () -> Unit) {
                    CenterAlignedTopAppBar(
                        title = { Text(title) },
                        navigationIcon = {
                            showBack.takeIf { it }?.also {
                                IconButton(modifier = Modifier.height(40.dp).width(40.dp), onClick = { onBack() }) { Icon(Icons.Default.ArrowBack, "Back") }
                            }
                        },
                        actions = {
                            IconButton(modifier = Modifier.size(40.dp), onClick = { onAlerts() }) { Icon(Icons.Default.Notifications, "Alerts") }
                        }
                    )
                }
                """),
                AndroidExample.kotlin("TvTopBar", """
                import androidx.tv.material3.IconButton

                @Composable
                fun ProfileButton(onClick: () -> Unit) {
                    IconButton(onClick = onClick, modifier = Modifier.size(40.dp)) { Icon(Icons.Default.Person, "Profile") }
                }
                """),
                AndroidExample.layout("toolbar", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent"
                    android:layout_height="wrap_content">
                    <ImageButton
                        android:layout_width="48dp"
                        android:layout_height="48dp"
                        android:contentDescription="@string/back" />
                    <ImageView
                        android:layout_width="24dp"
                        android:layout_height="24dp"
                        android:importantForAccessibility="no" />
                    <Button
                        android:layout_width="wrap_content"
                        android:layout_height="wrap_content"
                        android:text="@string/save" />
                    <ImageButton
                        android:layout_width="36dp"
                        android:layout_height="48dp"
                        android:layout_weight="1"
                        android:contentDescription="@string/skip" />
                </LinearLayout>
                """),
            ]),
        ]
    )

    /// uwang-android: an app with its own component module (`core/ui`, an unpublished library).
    /// A component the app's screens call ships; with `called` false only a preview or another
    /// uncalled component calls them, so they never draw a screen.
    static func componentModule(called: Bool) -> CheckExample {
        CheckExample(files: AndroidExample.componentModuleApp(content: "HomeScreen()", screens: """
            @Composable
            fun HomeScreen() {
                Text("Home")
                \(called ? "AlertBanner(message = \"Offline\", onClose = {})" : "")
            }
            """, components: [
            ("AlertBanner", """
            @Composable
            fun AlertBanner(message: String, onClose: () -> Unit) {
                Row {
                    Box(Modifier.size(28.dp).\(called ? "↓" : "")clickable { onClose() })
                    Text(message)
                }
            }

            @Composable
            fun CircleCheck(checked: Boolean, onChange: (Boolean) -> Unit) {
                Box(Modifier.size(24.dp).clickable { onChange(!checked) })
            }

            @Composable
            fun CheckedCircle() {
                CircleCheck(checked = true, onChange = {})
            }

            @Preview
            @Composable
            fun CheckedCirclePreview() {
                CheckedCircle()
            }
            """),
        ]))
    }

    /// An attachment row rooted at the app's own view class, with a 32dp button: inflated by the
    /// activity (marked), or no longer inflated by anything.
    static func attachmentRow(inflated: Bool) -> CheckExample {
        CheckExample(files: [
            AndroidExample.settings, AndroidExample.build(),
            AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
            AndroidExample.kotlin("MainActivity", """
            package com.example.app

            class MainActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContentView(R.layout.activity_main)
                    LayoutInflater.from(this).inflate(\(inflated ? "R.layout.message_view_attachment" : "R.id.content"), null)
                }
            }
            """),
            AndroidExample.kotlin("AttachmentView", """
            package com.example.app

            class AttachmentView(context: Context, attrs: AttributeSet?) : FrameLayout(context, attrs)
            """),
            AndroidExample.layout("activity_main", "<FrameLayout xmlns:android=\"http://schemas.android.com/apk/res/android\" />"),
            AndroidExample.layout("message_view_attachment", """
            <com.example.app.AttachmentView xmlns:android="http://schemas.android.com/apk/res/android"
                android:layout_width="match_parent"
                android:layout_height="wrap_content">
                \(inflated ? "↓" : "")<ImageButton
                    android:id="@+id/download"
                    android:layout_width="32dp"
                    android:layout_height="32dp"
                    android:contentDescription="@string/download" />
            </com.example.app.AttachmentView>
            """),
        ])
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.kotlinFiles where !ComposeCode.isTelevisionUI(file.file) {
            let calls = file.file.calls
            for index in calls.indices {
                let call = calls[index]
                let area: ModifierTouchArea?
                let what: String
                if ComposeCode.clickModifiers.contains(call.name) {
                    guard !ComposeCode.isDisabled(call) else { continue }
                    let chain = file.file.chain(of: index)
                    guard let first = chain.first, Self.startsAtModifier(calls[first], in: file.file),
                          !Self.isHiddenGesture(index, chainStart: first, in: file.file) else { continue }
                    area = ModifierTouchArea(chain: chain, clickAt: index, in: file.file)
                    if let area, area.isSmall, Self.widensIntoOwnPadding(index, chain: chain, area: area, in: file.file) { continue }
                    what = "This \(call.name) target is"
                } else if ComposeCode.iconButtons.contains(call.name) {
                    let chain = ComposeCode.modifierChain(of: index, in: file.file, positionalIndex: 1)
                    area = chain.isEmpty ? nil : ModifierTouchArea(chain: chain, clickAt: nil, in: file.file)
                    what = "This \(call.name)'s modifier shrinks its target to"
                } else {
                    continue
                }
                guard let area, area.isSmall, !Self.insideRowTarget(index, in: file.file),
                      !(ComposeCode.iconButtons.contains(call.name) && Self.isAloneInLayout(index, in: file.file)),
                      !Self.isLoneClickableIcon(index, in: file.file) else { continue }
                output.report(
                    "\(what) \(area.text), under Android's 48×48dp touch floor: Compose widens a small target's touch area only into room no other target claims, so beside another control it stays about this size and a miss lands on the neighbour. Keep the drawing and grow the hit area: padding after the clickable, or Modifier.minimumInteractiveComponentSize().",
                    at: file.position(ofCall: index), confidence: .medium)
            }
        }
        for layout in project.androidLayouts {
            for (index, element) in layout.layout.elements.enumerated() where element.isClickable && !Self.isInertButton(element, android, project) {
                let stretched = Self.stretchedAxes(of: element, in: layout.layout)
                let width = stretched.width ? nil : element.dimension("android:layout_width")?.dp
                let height = stretched.height ? nil : element.dimension("android:layout_height")?.dp
                let small = [width, height].compactMap { $0 }.filter { $0 > 0 && $0 < ComposeCode.touchFloor }
                guard !small.isEmpty else { continue }
                let size = ModifierTouchArea(width: width, height: height).text
                output.report(
                    "This clickable \(element.simpleTag) is \(size), under Android's 48×48dp touch floor: a fingertip covers more than that, and a miss lands on a neighbour. Make the view at least 48dp each way and keep the drawing small with padding, or extend its hit area with a TouchDelegate.",
                    at: layout.position(of: index))
            }
        }
    }

    /// Whether a button that only its tag makes clickable (no `android:onClick`, no
    /// `android:clickable`) is a badge no code makes respond: Kotlin names its id
    /// (`R.id.download_type`, `binding.downloadType`), no Java file does, and every use of the id
    /// and of the names it is kept in (`val type = card.findViewById<MaterialButton>(R.id.download_type)`)
    /// only reads it or sets something that is no listener (`type.setIconResource(…)`). A use
    /// handed on (an argument, another name, a `when` over ids) or opened with a scope function
    /// counts as a listener, since where it goes is not followed.
    static func isInertButton(_ element: LayoutElement, _ android: AndroidModel, _ project: Project) -> Bool {
        guard element.attribute("android:onClick") == nil, element.attribute("android:clickable") == nil,
              let id = element.attribute("android:id"), id.hasPrefix("@+id/") || id.hasPrefix("@id/"),
              let slash = id.lastIndex(of: "/") else { return false }
        let raw = String(id[id.index(after: slash)...])
        let camel = AndroidRuntimeTextCase.camel(raw)
        guard project.androidJavaFiles(mentioning: raw).isEmpty, project.androidJavaFiles(mentioning: camel).isEmpty else { return false }
        let verdicts = android.kotlinFiles.filter { !$0.identifierTokens([raw, camel]).isEmpty }.compactMap { onlyDecorates(id: raw, camel: camel, in: $0, android) }
        return !verdicts.isEmpty && !verdicts.contains(false)
    }

    /// Kotlin's scope functions: what their lambda does to the view is not followed.
    static let scopeFunctions: Set<String> = ["apply", "also", "let", "run", "with", "takeIf", "takeUnless"]

    /// Whether a member name makes a view respond to touch: `setOnClickListener`, an app's
    /// `setOnSafeClickListener`, `isClickable`, RxBinding's `clicks()`.
    static func listens(_ name: String) -> Bool {
        let lower = name.lowercased()
        return name.hasPrefix("setOn") || name.hasPrefix("addOn") || ["click", "touch", "press", "listener"].contains(where: lower.contains)
    }

    /// Whether every use of the id in one Kotlin file is a lookup kept in a name or chained to
    /// no listener, and every use of those names reads or sets something other than a listener;
    /// nil when the file uses no view of that id. A name kept outside a function (a view
    /// holder's property) must appear in no other file. The view binding's name of the id
    /// (`downloadType`) is the view only on a binding (`binding.downloadType`, or bare in a file
    /// that uses bindings and declares no such name): elsewhere it is some data's property.
    static func onlyDecorates(id raw: String, camel: String, in kotlin: AndroidKotlinFile, _ android: AndroidModel) -> Bool? {
        let file = kotlin.file
        let source = file.source
        let lookups = kotlin.identifierTokens([raw]).filter { source.kind(at: $0 - 1) == .dot && source.text(at: $0 - 2) == "id" }
        var names: Set<String> = [raw, camel]
        var stored: Set<Int> = []
        for token in lookups {
            if let property = file.properties.first(where: { $0.initializer?.tokenRange.contains(token) == true }) {
                names.insert(property.name)
                stored.insert(token)
                if property.enclosingFunction == nil, android.kotlinFiles.contains(where: { $0.path != kotlin.path && !$0.identifierTokens([property.name]).isEmpty }) { return false }
            } else if let assignment = file.assignments.first(where: { $0.value.tokenRange.contains(token) }), assignment.target.count == 1 {
                names.insert(assignment.target[0])
                stored.insert(token)
                if android.kotlinFiles.contains(where: { $0.path != kotlin.path && !$0.identifierTokens([assignment.target[0]]).isEmpty }) { return false }
            }
        }
        let handingOn: [KotlinTokenKind?] = [.leftParen, .comma, .assign]
        // The first token of a member path ending at `token` (`binding.downloadType`).
        func pathStart(_ token: Int) -> Int {
            var first = token
            while first >= 2, [.dot, .safeDot].contains(source.kind(at: first - 1)), source.kind(at: first - 2) == .identifier { first -= 2 }
            return first
        }
        // What follows a use: nothing that listens (`.setIconResource(…)`, `.isVisible = false`).
        func quietMember(after end: Int) -> Bool {
            guard [.dot, .safeDot].contains(source.kind(at: end)) else { return false }
            let member = source.text(at: end + 1)
            return !listens(member) && !scopeFunctions.contains(member)
        }
        let declaresCamel = file.properties.contains { $0.name == camel } || file.functions.contains { $0.parameters.contains { $0.name == camel } }
        let usesBindings = file.source.bytes.contains(utf8: "Binding")
        var usesView = false
        for token in kotlin.identifierTokens(names) {
            let member = [.dot, .safeDot].contains(source.kind(at: token - 1))
            let text = source.text(at: token)
            if text == camel && text != raw {
                let onBinding = member ? source.text(at: token - 2).lowercased().contains("binding")
                    : usesBindings && !declaresCamel && !([.leftParen, .comma].contains(source.kind(at: token - 1)) && source.kind(at: token + 1) == .assign)
                guard onBinding else { continue }
            } else if text != raw, member {
                continue
            }
            usesView = true
            if lookups.contains(token) {
                // `card.findViewById<MaterialButton>(R.id.download_type)`, kept or chained; an id
                // in a list (`intArrayOf(R.id.a, R.id.b).forEach { … }`) may be given a listener.
                guard let call = file.calls.indices.filter({ index in file.calls[index].arguments.contains { $0.expression.tokenRange.contains(token) } })
                        .max(by: { file.calls[$0].tokenRange.lowerBound < file.calls[$1].tokenRange.lowerBound }),
                      ["findViewById", "requireViewById"].contains(file.calls[call].name), file.calls[call].container == nil else { return false }
                let chain = file.chain(of: call)
                let after = chain.drop { $0 != call }.dropFirst()
                guard !after.contains(where: { listens(file.calls[$0].name) || scopeFunctions.contains(file.calls[$0].name) }) else { return false }
                if stored.contains(token) { continue }
                let first = pathStart(file.calls[chain.first ?? call].nameToken)
                guard first > 0, !handingOn.contains(source.kind(at: first - 1)),
                      quietMember(after: file.calls[chain.last ?? call].tokenRange.upperBound) else { return false }
            } else {
                let first = pathStart(token)
                if first > 0, ["val", "var"].contains(source.text(at: first - 1)) {
                    guard [.assign, .colon].contains(source.kind(at: token + 1)) else { return false }
                    continue
                }
                guard first == 0 || !handingOn.contains(source.kind(at: first - 1)) else { return false }
                guard source.kind(at: token + 1) == .assign || quietMember(after: token + 1) else { return false }
            }
        }
        return usesView ? true : nil
    }

    /// LinearLayout subclasses whose orientation is fixed or defaults otherwise than LinearLayout's
    /// horizontal.
    static let verticalByDefault: Set<String> = ["RadioGroup"]
    static let horizontalByDefault: Set<String> = ["LinearLayout", "TableRow", "LinearLayoutCompat"]

    /// The axes a positive `layout_weight` stretches: a LinearLayout gives a weighted child a
    /// share of its free space along its orientation, so a `36dp` width there is a minimum, not
    /// the size. Under a parent whose orientation cannot be read (a custom view that may be a
    /// LinearLayout) both axes count as stretched.
    static func stretchedAxes(of element: LayoutElement, in layout: LayoutFile) -> (width: Bool, height: Bool) {
        guard let weight = element.attribute("android:layout_weight").flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }), weight > 0,
              let parent = element.parent else { return (false, false) }
        let container = layout.elements[parent]
        let vertical: Bool
        switch container.attribute("android:orientation") {
        case "vertical"?: vertical = true
        case "horizontal"?: vertical = false
        default:
            if Self.verticalByDefault.contains(container.simpleTag) {
                vertical = true
            } else if Self.horizontalByDefault.contains(container.simpleTag) {
                vertical = false
            } else {
                return (true, true)
            }
        }
        return (!vertical, vertical)
    }

    /// Whether a composable around the call is a full-width row (`fillMaxWidth()`, a `ListItem`)
    /// whose own click modifier names the same state or callback as the call: tapping anywhere on
    /// the row does what the small control does.
    static func insideRowTarget(_ index: Int, in file: KotlinFile) -> Bool {
        let own = stateNames(of: index, in: file)
        guard !own.isEmpty else { return false }
        return file.ancestors(of: index).contains { ancestor in
            // A card or surface whose own `onClick` does exactly what the small target does.
            if let handler = clickableContainerHandler(ancestor, around: index, in: file), names(in: handler, of: file) == own { return true }
            let chain = ComposeCode.modifierChain(of: ancestor, in: file, positionalIndex: 0)
            guard file.calls[ancestor].name == "ListItem" || chain.contains(where: { ["fillMaxWidth", "fillMaxSize"].contains(file.calls[$0].name) }) else { return false }
            return chain.contains { link in
                link != index && ComposeCode.clickModifiers.contains(file.calls[link].name) && !own.isDisjoint(with: stateNames(of: link, in: file))
            }
        }
    }

    /// Containers Material makes clickable through an `onClick` argument, around their content.
    static let clickableContainers: Set<String> = ["Card", "ElevatedCard", "OutlinedCard", "Surface"]

    /// The tokens of the `onClick` handler of a clickable card or surface whose content lambda
    /// holds the call: a tap that misses the small target inside still lands on the container.
    static func clickableContainerHandler(_ ancestor: Int, around index: Int, in file: KotlinFile) -> Range<Int>? {
        let container = file.calls[ancestor]
        guard clickableContainers.contains(container.name), let handler = container.argument("onClick"),
              let content = container.trailingLambda ?? container.argument("content").flatMap({ if case .lambda(let lambda) = $0.value { return lambda } else { return nil } }),
              content.tokenRange.contains(file.calls[index].nameToken) else { return nil }
        return handler.expression.tokenRange
    }

    /// The names a handler's tokens read and call, as `stateNames` counts them.
    static func names(in range: Range<Int>, of file: KotlinFile) -> Set<String> {
        let source = file.source
        var names = Set<String>()
        for token in range where source.tokens[token].kind == .identifier {
            if token + 1 < source.tokens.count, source.tokens[token + 1].kind == .assign { continue }
            names.insert(source.text(of: source.tokens[token]))
        }
        return names.subtracting(neutralNames)
    }

    /// Composables whose content opens elsewhere (a menu, a dialog, a sheet): no neighbour on screen.
    static let popups: Set<String> = ["DropdownMenu", "ExposedDropdownMenu", "Popup", "Dialog", "AlertDialog", "BasicAlertDialog", "ModalBottomSheet"]
    /// Composables a person taps or drags, whatever their arguments.
    static let controls: Set<String> = ["Button", "TextButton", "OutlinedButton", "ElevatedButton", "FilledTonalButton", "Switch", "Checkbox", "RadioButton", "Slider", "RangeSlider", "TextField", "OutlinedTextField", "BasicTextField", "FloatingActionButton", "SmallFloatingActionButton", "ExtendedFloatingActionButton"]
    /// Calls that repeat their content: one written target stands for several side by side.
    static let repeaters: Set<String> = ["forEach", "forEachIndexed", "repeat", "items", "itemsIndexed", "map", "mapIndexed"]

    /// Whether Compose's widening of a small icon button towards 48dp takes nobody's touch:
    /// climbing from the button through wrappers that show nothing else, the first
    /// layout that shows something else holds no other pointer target, nothing repeats the
    /// target, and no composable around it is clickable (a miss would land on it).
    static func isAloneInLayout(_ index: Int, in file: KotlinFile) -> Bool {
        let calls = file.calls
        var inner = calls[index].tokenRange
        for ancestor in file.ancestors(of: index) {
            let call = calls[ancestor]
            if repeaters.contains(call.name) || ComposeCode.modifierChain(of: ancestor, in: file, positionalIndex: 0).contains(where: { ComposeCode.clickModifiers.contains(calls[$0].name) }) { return false }
            // A top app bar's navigation or actions slot: the bar is 64dp tall and its title takes
            // no touch, so a button that is the slot's only target widens into free room.
            if let slot = topBarSlot(of: call, holding: calls[index].nameToken) {
                return !calls.indices.contains { other in
                    slot.contains(calls[other].nameToken) && !inner.contains(calls[other].nameToken)
                        && (isPointerTarget(calls[other]) || repeaters.contains(calls[other].name))
                } && !slot.contains(where: { ["for", "while"].contains(file.source.text(of: file.source.tokens[$0])) })
            }
            guard call.name.first?.isUppercase == true, let lambda = call.trailingLambda ?? (call.argument("content").flatMap { if case .lambda(let content) = $0.value { return content } else { return nil } }),
                  lambda.tokenRange.contains(calls[index].nameToken) else { continue }
            let range = lambda.tokenRange
            let asides = calls.indices.filter { range.contains(calls[$0].nameToken) && popups.contains(calls[$0].name) }.map { calls[$0].tokenRange }
            let others = calls.indices.filter { other in
                range.contains(calls[other].nameToken) && !inner.contains(calls[other].nameToken) && !asides.contains { $0.contains(calls[other].nameToken) }
            }
            if others.contains(where: { isPointerTarget(calls[$0]) || repeaters.contains(calls[$0].name) })
                || range.contains(where: { ["for", "while"].contains(file.source.text(of: file.source.tokens[$0])) }) { return false }
            // A layout that shows something besides the target: its own neighbours are known.
            if others.contains(where: { calls[$0].name.first?.isUppercase == true && !popups.contains(calls[$0].name) }) { return true }
            inner = call.tokenRange
        }
        return false
    }

    /// Whether a click modifier makes an `Icon` or `Image` a badge stacked in a `Box` over content
    /// that takes no touch (lanpet-android's plus over a profile picture): the `Box` holds no other
    /// pointer target (`isAloneInLayout`) and nothing around it takes touches (a
    /// `Card(onClick = …)`), so its widened hit area lands on the picture, never on a neighbour.
    /// Beside a title in a row it stays reported: judges found those close and delete icons missed.
    static func isLoneClickableIcon(_ index: Int, in file: KotlinFile) -> Bool {
        guard ComposeCode.clickModifiers.contains(file.calls[index].name), let first = file.chain(of: index).first,
              case .argument(let owner, let argument)? = file.calls[first].container,
              ["Icon", "Image"].contains(file.calls[owner].name), file.calls[owner].arguments[argument].label == "modifier" else { return false }
        let ancestors = file.ancestors(of: owner)
        let layout = ancestors.first { ancestor in
            file.calls[ancestor].name.first?.isUppercase == true && file.calls[ancestor].trailingLambda?.tokenRange.contains(file.calls[owner].nameToken) == true
        }
        return layout.map { file.calls[$0].name == "Box" } == true && !ancestors.contains { isPointerTarget(file.calls[$0]) }
            && isAloneInLayout(owner, in: file)
    }

    /// Whether Compose's widening of a small click modifier's hit test lands wholly in padding
    /// written outside it on every side (`Modifier.padding(8.dp).size(36.dp).clickable {}`: the
    /// 36dp node grows 6dp each way into its own 8dp), and the layout it sits in holds no other
    /// pointer target that could overlap that padding (a `Box` stacks its children). Compose's
    /// hit test (`NodeCoordinator.hitTest`, `minimumTouchTargetSize`) gives any pointer-input node
    /// smaller than 48dp the touches within 48dp of its centre that no other node hits directly,
    /// a clickable `Box` as much as a Material button; what a bare clickable lacks is the layout
    /// room Material's `minimumInteractiveComponentSize()` reserves, so beside a neighbour it
    /// stays small. Room it reserves itself through outer padding takes the neighbour's place,
    /// and an ancestor's click does not compete: the deeper node wins a touch near it. Both axes
    /// must be sized to know the shortfall.
    static func widensIntoOwnPadding(_ index: Int, chain: [Int], area: ModifierTouchArea, in file: KotlinFile) -> Bool {
        guard let width = area.width, let height = area.height,
              let room = ModifierTouchArea.outerRoom(chain: chain, clickAt: index, in: file),
              room.width >= (ComposeCode.touchFloor - width) / 2, room.height >= (ComposeCode.touchFloor - height) / 2,
              let first = chain.first, case .argument(let owner, _)? = file.calls[first].container else { return false }
        let calls = file.calls
        let own = calls[owner].tokenRange
        // The content of the nearest layout around the element.
        var layoutContent: Range<Int>?
        for ancestor in file.ancestors(of: owner) {
            let call = calls[ancestor]
            guard call.name.first?.isUppercase == true,
                  let lambda = call.trailingLambda ?? (call.argument("content").flatMap { if case .lambda(let content) = $0.value { return content } else { return nil } }),
                  lambda.tokenRange.contains(calls[owner].nameToken) else { continue }
            layoutContent = lambda.tokenRange
            break
        }
        guard let content = layoutContent else { return false }
        let asides = calls.indices.filter { content.contains(calls[$0].nameToken) && popups.contains(calls[$0].name) }.map { calls[$0].tokenRange }
        return !calls.indices.contains { other in
            content.contains(calls[other].nameToken) && !own.contains(calls[other].nameToken)
                && !asides.contains { $0.contains(calls[other].nameToken) } && isPointerTarget(calls[other])
        }
    }

    /// Material top app bars, whose `navigationIcon` and `actions` slots sit at the ends of a
    /// 64dp bar beside a title that takes no touch.
    static let topAppBars: Set<String> = ["TopAppBar", "CenterAlignedTopAppBar", "SmallTopAppBar", "MediumTopAppBar", "LargeTopAppBar", "MediumFlexibleTopAppBar", "LargeFlexibleTopAppBar"]

    /// The tokens of the `navigationIcon` or `actions` lambda of a top app bar that holds `token`.
    static func topBarSlot(of call: KotlinCall, holding token: Int) -> Range<Int>? {
        guard topAppBars.contains(call.name) else { return nil }
        for label in ["navigationIcon", "actions"] {
            if let argument = call.argument(label), case .lambda(let lambda) = argument.value, lambda.tokenRange.contains(token) {
                return lambda.tokenRange
            }
        }
        return nil
    }

    /// A call that takes touches: a click modifier, a button or field, or any composable given
    /// an `on…` handler (`onClick`, `onCheckedChange`, an app's `onDiscard`).
    static func isPointerTarget(_ call: KotlinCall) -> Bool {
        ComposeCode.clickModifiers.contains(call.name) || ComposeCode.iconButtons.contains(call.name) || controls.contains(call.name)
            || ["pointerInput", "draggable", "swipeable", "anchoredDraggable"].contains(call.name)
            || call.arguments.contains { argument in
                guard let label = argument.label, label.count > 2, label.hasPrefix("on") else { return false }
                return label[label.index(label.startIndex, offsetBy: 2)].isUppercase
            }
    }

    /// Words that say nothing about which state a handler changes.
    static let neutralNames: Set<String> = [
        "it", "Role", "Switch", "Checkbox", "RadioButton", "interactionSource", "indication", "remember",
        "MutableInteractionSource", "not", "Modifier", "dp", "size", "padding",
    ]

    /// The names a click modifier or icon button reads and calls, past its own name and argument labels.
    static func stateNames(of call: Int, in file: KotlinFile) -> Set<String> {
        let source = file.source, range = file.calls[call].tokenRange
        var names = Set<String>()
        for token in range.dropFirst() where source.tokens[token].kind == .identifier {
            if token + 1 < source.tokens.count, source.tokens[token + 1].kind == .assign { continue }
            names.insert(source.text(of: source.tokens[token]))
        }
        return names.subtracting(neutralNames)
    }

    /// Whether a click modifier is a hidden gesture on a decoration, not a control: it shows no
    /// press (`indication = null`), claims no role or label, sits on an `Icon` or `Image` that
    /// tells accessibility it is decorative (`contentDescription = null`), and the composable
    /// around it takes no callback, so the tap can only change what that composable draws (a
    /// mascot that looks surprised for a moment). Nobody is offered it as a control to aim at.
    static func isHiddenGesture(_ index: Int, chainStart: Int, in file: KotlinFile) -> Bool {
        let click = file.calls[index]
        guard click.argument("indication")?.expression.text == "null", click.argument("role") == nil, click.argument("onClickLabel") == nil,
              case .argument(let owner, let argument)? = file.calls[chainStart].container,
              ["Icon", "Image"].contains(file.calls[owner].name), file.calls[owner].arguments[argument].label == "modifier",
              file.calls[owner].argument("contentDescription")?.expression.text == "null",
              let function = click.enclosingFunction else { return false }
        return !file.functions[function].parameters.contains { $0.type?.contains("->") ?? true }
    }

    /// Whether a chain starts from `Modifier` or a modifier parameter, not some other receiver.
    static func startsAtModifier(_ first: KotlinCall, in file: KotlinFile) -> Bool {
        guard let root = first.receiverNames(in: file).first else { return true }
        return root == "Modifier" || root.hasSuffix("modifier") || root.hasSuffix("Modifier")
    }
}
