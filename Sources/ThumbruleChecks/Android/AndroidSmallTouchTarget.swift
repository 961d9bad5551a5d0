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
/// bare clickable box stays reported (a checkbox drawn as a 30dp box beside its label is missed
/// all the same), and so does a button at the root of its composable: its neighbours sit at the
/// call site. In layouts only an exact dp
/// size counts: `wrap_content` depends on content and `minHeight`, an axis a positive
/// `layout_weight` stretches is not read, and a `TouchDelegate` set in code is not seen.
/// Compose for TV (`androidx.tv`) is left alone: a remote's D-pad moves focus, no finger taps.
/// So is a hidden gesture on a decorative icon or image (`isHiddenGesture`): no press shown, no
/// role, no description, no callback reached.
/// A small switch or checkbox inside a full-width clickable row that changes the same state (the
/// two handlers name the same value or callback) is left alone too: the row is the target.
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

                // No ripple and no description, yet the tap clears the field: a control all the same.
                @Composable
                fun ClearIcon(onClear: () -> Unit) {
                    Icon(
                        Icons.Default.Clear, contentDescription = null,
                        modifier = Modifier.size(24.dp).↓clickable(indication = null, interactionSource = remember { MutableInteractionSource() }) { onClear() }
                    )
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
        ],
        nonTriggering: [
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

                // A small switch in a settings row the whole width of which toggles the same setting.
                @Composable
                fun SettingRow(title: String, enabled: Boolean, onToggle: (Boolean) -> Unit) {
                    Row(Modifier.fillMaxWidth().toggleable(value = enabled, onValueChange = onToggle).padding(16.dp)) {
                        Text(title)
                        Box(Modifier.size(24.dp).clip(CircleShape).toggleable(value = enabled, onValueChange = onToggle))
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
                    what = "This \(call.name) target is"
                } else if ComposeCode.iconButtons.contains(call.name) {
                    let chain = ComposeCode.modifierChain(of: index, in: file.file, positionalIndex: 1)
                    area = chain.isEmpty ? nil : ModifierTouchArea(chain: chain, clickAt: nil, in: file.file)
                    what = "This \(call.name)'s modifier shrinks its target to"
                } else {
                    continue
                }
                guard let area, area.isSmall, !Self.insideRowTarget(index, in: file.file),
                      !(ComposeCode.iconButtons.contains(call.name) && Self.isAloneInLayout(index, in: file.file)) else { continue }
                output.report(
                    "\(what) \(area.text), under Android's 48×48dp touch floor: a fingertip covers more than that, and a miss lands on a neighbour. Keep the drawing and grow the hit area: padding after the clickable, or Modifier.minimumInteractiveComponentSize().",
                    at: file.position(ofCall: index), confidence: .medium)
            }
        }
        for layout in project.androidLayouts {
            for (index, element) in layout.layout.elements.enumerated() where element.isClickable {
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
            let chain = ComposeCode.modifierChain(of: ancestor, in: file, positionalIndex: 0)
            guard file.calls[ancestor].name == "ListItem" || chain.contains(where: { ["fillMaxWidth", "fillMaxSize"].contains(file.calls[$0].name) }) else { return false }
            return chain.contains { link in
                link != index && ComposeCode.clickModifiers.contains(file.calls[link].name) && !own.isDisjoint(with: stateNames(of: link, in: file))
            }
        }
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
