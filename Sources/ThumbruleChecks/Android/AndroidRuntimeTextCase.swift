import ThumbruleCore
import ThumbruleFrontEnds

/// Translated text whose case code changes at run time, in an app translated into another
/// language (`res/values-de/strings.xml` and the like): `getString(R.string.x).uppercase()` or
/// `stringResource(R.string.x).uppercase()` in Kotlin, and `android:textAllCaps="true"` on a
/// layout view that shows a string resource or text set in code. The translator cannot choose
/// the case, Kotlin's `uppercase()` applies the invariant locale (the Turkish dotted i), and
/// many scripts have no case.
///
/// A view with literal text, a view whose code only ever sets it to a property of some data
/// (an account's name, through the function that fills the row), a view without text whose id
/// and layout no code names (a menu's action layout reached through `actionView`: nothing seen
/// sets translated text), a view whose binding adapters (`app:lastLogin="@{state}"` with
/// `@BindingAdapter("lastLogin")`) set text reading no string resource, in their body or in an
/// app function they call (a timestamp formatted for the locale), while any other code sets it
/// only to data, a string no translation
/// carries (`translatable="false"`, a product name) and a value read back from SharedPreferences or a Bundle
/// (`prefs.getString(KEY, null)?.uppercase()`) are left alone, and so are two narrow kinds of
/// code: a function that builds a file name (`exportFileName`, where lower case is the slug's
/// convention, not copy), and a function that also shows the same string in its written case
/// (`if (allCaps) title.uppercase() else stringResource(R.string.title)`): the case is then the
/// person's run-time choice, which no translation can make for them. A layout file is reported
/// once, at its first such view, with the count of the others; a view whose string resource is
/// a placeholder that the function inflating its layout replaces, through a `findViewById` of
/// its id, with data (a method of the app's that reads no string resource: a plan's name from
/// the billing server) is left alone (`placeholderReplacedWithData`), and a view holder's field
/// holding the view (`findViewById(R.id.label)` in a class built only from this layout's
/// inflated view) counts as the view when code sets its text (`viewHolderFields`); the message calls that view's
/// text translated only when it is a string resource no code names the view to replace.
struct AndroidRuntimeTextCase: AndroidCheck {
    package static let description = CheckDescription(
        id: "copy-case.android-runtime-transform",
        ruleId: "copy-case",
        summary: "Translated Android text uppercased or lowercased in code or by textAllCaps",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Header", """
                package com.example.app

                @Composable
                fun SectionHeader() {
                    Text(stringResource(R.string.recent_title).↓uppercase())
                }

                fun badge(context: Context) = context.getString(R.string.badge_new).↓toUpperCase()
                """),
                ("app/src/main/res/layout/item_offer.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent" android:layout_height="wrap_content">
                    ↓<TextView android:id="@+id/title" android:text="@string/offer_title"
                        android:textAllCaps="true" android:layout_width="wrap_content" android:layout_height="wrap_content" />
                    <Button android:id="@+id/claim" android:textAllCaps="true"
                        android:layout_width="wrap_content" android:layout_height="wrap_content" />
                </LinearLayout>
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"offer_title\">Today only</string><string name=\"recent_title\">Recent</string><string name=\"badge_new\">New</string></resources>"),
                ("app/src/main/res/values-tr/strings.xml", "<resources><string name=\"offer_title\">Yalnızca bugün</string><string name=\"recent_title\">Son</string><string name=\"badge_new\">Yeni</string></resources>"),
            ]),
            // A text-less button whose binding code sets a translated string.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("OfferCard", """
                class OfferCard(private val binding: CardOfferBinding, private val context: Context) {
                    fun bind() { binding.claimButton.text = context.getString(R.string.claim) }
                }
                """),
                ("app/src/main/res/layout/card_offer.xml", """
                ↓<Button xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/claim_button"
                    android:textAllCaps="true" android:layout_width="wrap_content" android:layout_height="wrap_content" />
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"claim\">Claim</string></resources>"),
                ("app/src/main/res/values-de/strings.xml", "<resources><string name=\"claim\">Einlösen</string></resources>"),
            ]),
            // The inflating function replaces the placeholder, but with another translated string.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("PlanList", """
                class PlanList(private val inflater: LayoutInflater, private val container: ViewGroup) {
                    fun show(yearly: Boolean) {
                        val row = inflater.inflate(R.layout.plan_row, null) as LinearLayout
                        val name = row.findViewById<TextView>(R.id.name)
                        name.text = row.context.getString(if (yearly) R.string.yearly else R.string.monthly)
                        container.addView(row)
                    }
                }
                """),
                ("app/src/main/res/layout/plan_row.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent" android:layout_height="wrap_content">
                    ↓<TextView android:id="@+id/name" android:text="@string/monthly" android:textAllCaps="true"
                        android:layout_width="wrap_content" android:layout_height="wrap_content" />
                </LinearLayout>
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"monthly\">Monthly</string><string name=\"yearly\">Yearly</string></resources>"),
                ("app/src/main/res/values-de/strings.xml", "<resources><string name=\"monthly\">Monatlich</string><string name=\"yearly\">Jährlich</string></resources>"),
            ]),
            // Two view holders in one adapter: the best-location row shows a translated string.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ServerAdapter", """
                class ServerAdapter(private val groups: List<Group>) : RecyclerView.Adapter<RecyclerView.ViewHolder>() {
                    inner class BestHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
                        private val textView: TextView = itemView.findViewById(R.id.label)
                        fun bind() { textView.text = itemView.resources.getText(R.string.best_location) }
                    }

                    inner class ServerHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
                        private val textView: TextView = itemView.findViewById(R.id.label)
                        fun bind(group: Group) { textView.text = group.location?.name }
                    }

                    override fun onCreateViewHolder(parent: ViewGroup, type: Int): RecyclerView.ViewHolder =
                        if (type == 0) {
                            val view = LayoutInflater.from(parent.context).inflate(R.layout.best_item, parent, false)
                            BestHolder(view)
                        } else {
                            val view = LayoutInflater.from(parent.context).inflate(R.layout.server_item, parent, false)
                            ServerHolder(view)
                        }
                }
                """),
                ("app/src/main/res/layout/best_item.xml", """
                ↓<TextView xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/label"
                    android:textAllCaps="true" android:layout_width="wrap_content" android:layout_height="wrap_content" />
                """),
                ("app/src/main/res/layout/server_item.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/label"
                    android:textAllCaps="true" android:layout_width="wrap_content" android:layout_height="wrap_content" />
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"best_location\">Best location</string></resources>"),
                ("app/src/main/res/values-de/strings.xml", "<resources><string name=\"best_location\">Bester Standort</string></resources>"),
            ]),
            // A binding adapter that sets a translated string.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ProfileFragment", """
                class ProfileFragment : Fragment() {
                    private lateinit var binding: FragmentProfileBinding
                }

                @BindingAdapter("syncState")
                fun bindSyncState(textView: TextView, state: ProfileState) {
                    textView.text = textView.context.getString(if (state.synced) R.string.synced else R.string.offline)
                }
                """),
                ("app/src/main/res/layout/fragment_profile.xml", """
                ↓<TextView xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:id="@+id/txtSync" android:textAllCaps="true" app:syncState="@{state}"
                    android:layout_width="wrap_content" android:layout_height="wrap_content" />
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"synced\">Synced</string><string name=\"offline\">Offline</string></resources>"),
                ("app/src/main/res/values-de/strings.xml", "<resources><string name=\"synced\">Synchronisiert</string><string name=\"offline\">Offline</string></resources>"),
            ]),
        ],
        nonTriggering: [
            // ytdlnis: a menu's action layout, reached only through `actionView` and only ever set to a file extension.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("BatchSheet", """
                class BatchSheet : BottomSheetDialogFragment() {
                    private lateinit var formatLabel: TextView
                    fun setUp(bar: BottomAppBar) {
                        formatLabel = bar.menu.findItem(R.id.format).actionView as TextView
                        formatLabel.text = ".ext"
                    }
                }
                """),
                ("app/src/main/res/menu/batch_menu.xml", """
                <menu xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                    <item android:id="@+id/format" android:title="@string/format" app:actionLayout="@layout/bar_label" app:showAsAction="always" />
                </menu>
                """),
                ("app/src/main/res/layout/bar_label.xml", """
                <Button xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/bar_label"
                    android:textAllCaps="true" android:layout_width="wrap_content" android:layout_height="wrap_content" />
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"format\">Format</string></resources>"),
                ("app/src/main/res/values-de/strings.xml", "<resources><string name=\"format\">Format</string></resources>"),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Header", """
                package com.example.app

                @Composable
                fun SectionHeader(code: String) {
                    Text(stringResource(R.string.recent_title))
                    Text(code.uppercase())
                }

                fun platformTag(context: Context) = context.getString(R.string.device_kind).lowercase()

                // A stored enum name read back from preferences: the case is how it parses.
                fun savedLayout(prefs: SharedPreferences) =
                    GridLayout.valueOf(prefs.getString(KEY_LAYOUT, null)?.uppercase() ?: GridLayout.COMPACT.name)

                fun savedUnits(prefs: SharedPreferences) = prefs.getString("units", "metric")!!.lowercase()

                // Protocol tokens read by position from a parsed response, normalised for comparison.
                fun capabilities(list: ResponseList) = (1 until list.size).map { i -> list.getString(i).uppercase(Locale.US) }
                fun firstToken(list: ResponseList) = list.getString(0).lowercase()
                fun column(cursor: Cursor, columnIndex: Int) = cursor.getString(columnIndex).lowercase()

                // A file name's slug, not copy: lower case is the convention on disk.
                fun backupFileName(context: Context, stamp: String) =
                    context.getString(R.string.offer_title).lowercase().replace(' ', '-') + "-" + stamp + ".json"

                // The reader's own setting picks the case; the same string shows as written otherwise.
                @Composable
                fun HeadingPreview(allCaps: Boolean) {
                    val context = LocalContext.current
                    val shouted = remember { context.getString(R.string.recent_title).uppercase() }
                    Text(if (allCaps) shouted else stringResource(R.string.recent_title))
                }
                """),
                ("app/src/main/res/layout/item_offer.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent" android:layout_height="wrap_content">
                    <TextView android:id="@+id/title" android:text="@string/offer_title"
                        android:textAllCaps="false" android:layout_width="wrap_content" android:layout_height="wrap_content" />
                    <TextView android:id="@+id/code" android:text="SKU" android:textAllCaps="true"
                        android:layout_width="wrap_content" android:layout_height="wrap_content" />
                    <TextView android:id="@+id/brand" android:text="@string/brand_name" android:textAllCaps="true"
                        android:layout_width="wrap_content" android:layout_height="wrap_content" />
                </LinearLayout>
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"offer_title\">Today only</string><string name=\"brand_name\" translatable=\"false\">Acme</string><string name=\"device_kind\" translatable=\"false\">Phone</string></resources>"),
                ("app/src/main/res/values-tr/strings.xml", "<resources><string name=\"offer_title\">Yalnızca bugün</string><string name=\"recent_title\">Son</string></resources>"),
            ]),
            // A header that code fills with an account's own name: data, which no translator writes.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AccountsDialog", """
                class AccountsDialog(private val binding: DialogAccountsBinding) {
                    fun show(calendars: List<Calendar>) {
                        calendars.forEach { addHeader(it.accountName) }
                    }

                    private fun addHeader(text: String) {
                        ItemAccountBinding.inflate(inflater, binding.holder, false).apply { itemAccount.text = text }
                    }
                }
                """),
                ("app/src/main/res/layout/item_account.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:id="@+id/item_account" android:textAllCaps="true"
                    android:layout_width="wrap_content" android:layout_height="wrap_content" />
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"accounts\">Accounts</string></resources>"),
                ("app/src/main/res/values-tr/strings.xml", "<resources><string name=\"accounts\">Hesaplar</string></resources>"),
            ]),
            // A pill the app's own setter fills with a server's offer text: data, not a translation.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("OfferActivity", """
                class OfferActivity : AppCompatActivity() {
                    private val binding by lazy { ActivityOfferBinding.inflate(layoutInflater) }

                    private fun show(panel: OfferPanel) {
                        binding.textPill.setTextOrHide(panel.pill)
                    }
                }

                fun TextView.setTextOrHide(value: CharSequence?) {
                    isVisible = !value.isNullOrEmpty()
                    text = value
                }
                """),
                ("app/src/main/res/layout/activity_offer.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:id="@+id/textPill" android:textAllCaps="true"
                    android:layout_width="wrap_content" android:layout_height="wrap_content" />
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"offer\">Offer</string></resources>"),
                ("app/src/main/res/values-tr/strings.xml", "<resources><string name=\"offer\">Teklif</string></resources>"),
            ]),
            // linshare-android's account page: a binding adapter sets a timestamp the system formats for the locale.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ProfileFragment", """
                class ProfileFragment : Fragment() {
                    private lateinit var binding: FragmentProfileBinding
                }

                @BindingAdapter("seenAt")
                fun bindSeenAt(textView: TextView, state: ProfileState) {
                    textView.text = runCatching { Clock(textView.context).localTime(state.seen!!.date, SeenFormat) }.getOrNull()
                }

                class Clock(private val context: Context) {
                    fun localTime(date: Date, format: String): String {
                        val locale = ConfigurationCompat.getLocales(context.resources.configuration)[0]
                        return DateTimeFormatter.ofPattern(DateFormat.getBestDateTimePattern(locale, format)).format(date.toInstant())
                    }
                }
                """),
                ("app/src/main/res/layout/fragment_profile.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:id="@+id/txtSeen" android:textAllCaps="true" app:seenAt="@{state}"
                    android:layout_width="wrap_content" android:layout_height="wrap_content" />
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"seen\">Last seen</string></resources>"),
                ("app/src/main/res/values-de/strings.xml", "<resources><string name=\"seen\">Zuletzt gesehen</string></resources>"),
            ]),
            // windscribe-android's TV plan buttons: the function that inflates each button replaces
            // the placeholder label with the plan's name and fills the price from the store.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("PlanList", """
                class PlanList(private val inflater: LayoutInflater, private val container: ViewGroup) {
                    fun show(catalog: Catalog) {
                        catalog.ids.forEach { id ->
                            val row = inflater.inflate(R.layout.plan_row, null) as LinearLayout
                            val name = row.findViewById<TextView>(R.id.name)
                            val cost = row.findViewById<TextView>(R.id.cost)
                            name.text = catalog.title(id)
                            cost.text = catalog.cost(id)
                            container.addView(row)
                        }
                    }
                }

                class Catalog(val ids: List<String>, private val plans: List<Plan>) {
                    fun title(id: String): CharSequence? = plans.first { it.id == id }.title
                    fun cost(id: String): String? = plans.first { it.id == id }.price
                }
                """),
                ("app/src/main/res/layout/plan_row.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="match_parent" android:layout_height="wrap_content">
                    <TextView android:id="@+id/name" android:text="@string/monthly" android:textAllCaps="true"
                        android:layout_width="wrap_content" android:layout_height="wrap_content" />
                    <TextView android:id="@+id/cost" android:textAllCaps="true"
                        android:layout_width="wrap_content" android:layout_height="wrap_content" />
                </LinearLayout>
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"monthly\">Monthly</string></resources>"),
                ("app/src/main/res/values-de/strings.xml", "<resources><string name=\"monthly\">Monatlich</string></resources>"),
            ]),
            // windscribe-android's TV server rows: the view holder built from this layout fills the
            // label with the location's name from the server list.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ServerAdapter", """
                class ServerAdapter(private val groups: List<Group>) : RecyclerView.Adapter<ServerAdapter.ServerHolder>() {
                    inner class ServerHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
                        private val textView: TextView = itemView.findViewById(R.id.label)
                        fun bind(group: Group) { textView.text = group.location?.name }
                    }

                    override fun onCreateViewHolder(parent: ViewGroup, type: Int): ServerHolder {
                        val view = LayoutInflater.from(parent.context).inflate(R.layout.server_item, parent, false)
                        return ServerHolder(view)
                    }
                }
                """),
                ("app/src/main/res/layout/server_item.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/label"
                    android:textAllCaps="true" android:layout_width="wrap_content" android:layout_height="wrap_content" />
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"servers\">Servers</string></resources>"),
                ("app/src/main/res/values-de/strings.xml", "<resources><string name=\"servers\">Server</string></resources>"),
            ]),
            // An app in one language: nobody translates the text.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Header", """
                @Composable
                fun SectionHeader() { Text(stringResource(R.string.recent_title).uppercase()) }
                """),
                ("app/src/main/res/values/strings.xml", "<resources><string name=\"recent_title\">Recent</string></resources>"),
            ]),
        ]
    )

    /// Kotlin calls that change a string's case.
    static let caseCalls: Set<String> = ["uppercase", "lowercase", "toUpperCase", "toLowerCase", "capitalize"]
    /// Calls that read a string resource.
    static let resourceReads: Set<String> = ["getString", "stringResource", "getText"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let (languages, translated) = Self.translations(project)
        guard !languages.isEmpty else { return }
        let message = "This translated text has its case changed at run time, so its translators (\(languages.count) language\(languages.count == 1 ? "" : "s") besides the default) cannot choose the case, and scripts without case get nothing from it"
        for file in android.shippingKotlin {
            let kotlin = file.file
            for call in kotlin.calls where Self.caseCalls.contains(call.name) {
                guard case .call(let read)? = call.receiver.last, Self.resourceReads.contains(kotlin.calls[read].name),
                      !Self.readsStoredValue(kotlin.calls[read]), !Self.readsByIndex(kotlin.calls[read]),
                      Self.resourceName(kotlin.calls[read]).map(translated.contains) ?? true,
                      !Self.buildsFileName(call, in: kotlin), !Self.alsoShownAsWritten(read, in: kotlin) else { continue }
                // Without a locale argument Kotlin applies the invariant locale.
                let locale = call.arguments.isEmpty ? "; Kotlin's \(call.name)() also ignores the language (the Turkish dotted i)" : ""
                output.report(
                    "\(message)\(locale). Write the text in the case it should show in strings.xml and drop the call.",
                    at: file.position(ofToken: call.nameToken), confidence: .medium)
            }
        }
        var textSetters: Set<String>?
        var bindingAdapters: [String: [BindingAdapter]]?
        for layout in project.androidLayouts {
            let capped = layout.layout.elements.indices.filter { index in
                let element = layout.layout.elements[index]
                guard element.attribute("android:textAllCaps") == "true" else { return false }
                // Literal text is not translated; no text means code sets it, unless code only ever sets data.
                guard let text = element.attribute("android:text") else {
                    guard Self.codeCanSetText(of: element.attribute("android:id"), layout: layout.path, android, project) else { return false }
                    if textSetters == nil { textSetters = Self.textSetters(android) }
                    if bindingAdapters == nil { bindingAdapters = Self.bindingAdapters(android) }
                    return !Self.showsOnlyData(element.attribute("android:id"), layout: layout.path, android, textSetters: textSetters ?? [],
                                               bound: Self.boundTextReadsNoString(element, adapters: bindingAdapters ?? [:], textSetters: textSetters ?? [], android))
                }
                if text.hasPrefix("@android:string/") { return true }
                guard text.hasPrefix("@string/") && translated.contains(String(text.dropFirst("@string/".count))) else { return false }
                // A placeholder the function that inflates the layout always replaces with data.
                if textSetters == nil { textSetters = Self.textSetters(android) }
                return !Self.placeholderReplacedWithData(element.attribute("android:id"), layout: layout.path, android, textSetters: textSetters ?? [])
            }
            guard let first = capped.first else { continue }
            let more = capped.count > 1 ? " (and \(capped.count - 1) more view\(capped.count > 2 ? "s" : "") in this layout)" : ""
            output.report(
                "\(Self.layoutMessage(layout.layout.elements[first], languages: languages.count, message: message, android, project))\(more). Write the text in the case it should show in strings.xml and set android:textAllCaps=\"false\" (or drop it).",
                at: layout.position(of: first), confidence: .medium)
        }
    }

    /// What a layout's reported view is said to show. Text the code may set is not known to be
    /// translated: a view with no text of its own shows what code sets (windscribe-android's TV
    /// server row: a location's name from the server list), and a string resource in a view whose
    /// id code names may be only a placeholder code replaces (its plan button: the store's plan
    /// name over `@string/monthly`). Only a string resource no code can replace is called
    /// translated text outright.
    static func layoutMessage(_ element: LayoutElement, languages: Int, message: String, _ android: AndroidModel, _ project: Project) -> String {
        let who = "its translators (\(languages) language\(languages == 1 ? "" : "s") besides the default) cannot choose the case, and scripts without case get nothing from it"
        guard let text = element.attribute("android:text") else {
            return "Code sets this view's text and textAllCaps changes its case at run time: where that text is translated, \(who)"
        }
        guard let id = element.attribute("android:id"), let slash = id.lastIndex(of: "/"), !id.hasPrefix("@android:id/") else { return message }
        let raw = String(id[id.index(after: slash)...])
        let names: Set<String> = [raw, camel(raw)]
        let named = android.kotlinFiles.contains { !$0.identifierTokens(names).isEmpty }
            || names.contains { !project.androidJavaFiles(mentioning: $0).isEmpty }
        guard named else { return message }
        return "This view shows \(text) unless code sets its text, and textAllCaps changes its case at run time: where what it shows is translated, \(who)"
    }

    /// Whether code that names the layout (its view binding `ItemAccountBinding`, or
    /// `R.layout.item_account`) sets the text of the view with this id
    /// (`itemAccount.text = …`, `itemAccount.setText(…)`), and every value it sets is a
    /// property of some data (`it.accountName`), directly or through a parameter of the
    /// function that sets it whose every caller in that file passes one: the view shows an
    /// account's or a record's own value, which no translator writes, so its case is only style.
    /// The app's own text setters (`textPill.setTextOrGoneIfNullOrEmpty(panel.pill)`, `textSetters`)
    /// count as `setText`. `bound` says whether the binding adapters that set the view's text
    /// read no string resource (nil when none sets it): each counts as one more setter.
    static func showsOnlyData(_ id: String?, layout path: String, _ android: AndroidModel, textSetters: Set<String> = [], bound: Bool? = nil) -> Bool {
        if bound == false { return false }
        guard let id, let slash = id.lastIndex(of: "/"),
              let layoutName = path.split(separator: "/").last?.split(separator: ".").first.map(String.init) else { return false }
        let raw = String(id[id.index(after: slash)...])
        let names: Set<String> = [raw, camel(raw)]
        let binding = camel(layoutName).prefix(1).uppercased() + camel(layoutName).dropFirst() + "Binding"
        var setters = 0
        for file in android.shippingKotlin where !file.identifierTokens([binding, layoutName]).isEmpty {
            let kotlin = file.file
            let holders = inflatedHolders(of: raw, layout: layoutName, in: kotlin)
            let held = viewHolderFields(of: raw, layout: layoutName, in: kotlin)
            func isTarget(_ name: String, in function: Int?) -> Bool {
                names.contains(name) || function.map { holders[$0]?.contains(name) == true } == true
                    || function.flatMap { kotlin.functions[$0].enclosingType }.map { held[$0]?.contains(name) == true } == true
            }
            var values: [(value: KotlinExpression, function: Int?)] = kotlin.assignments.compactMap { assignment in
                guard assignment.operatorText == "=", assignment.target.count >= 2, assignment.target.last == "text",
                      isTarget(assignment.target[assignment.target.count - 2], in: assignment.enclosingFunction) else { return nil }
                return (assignment.value, assignment.enclosingFunction)
            }
            for call in kotlin.calls where call.name == "setText" || textSetters.contains(call.name) {
                guard case .name(let receiver)? = call.receiver.last, isTarget(receiver, in: call.enclosingFunction) else { continue }
                guard call.arguments.count == 1 else { return false }
                values.append((call.arguments[0].expression, call.enclosingFunction))
            }
            for (value, function) in values {
                setters += 1
                guard isData(value) || readsNoStringCall(value, in: kotlin, android) || isParameter(value, of: function, passedDataIn: kotlin) else { return false }
            }
        }
        return setters > 0 || bound == true
    }

    /// Whether a view whose text is a string resource in its layout (`android:text="@string/monthly"`)
    /// shows data instead, whatever the language: the function that inflates the layout
    /// (`inflate(R.layout.plan_button_layout, …)`, naming no other layout) looks the view up by
    /// its id (`val label = group.findViewById<TextView>(R.id.label)`) and sets its text there,
    /// and every text any code sets on it is data (`showsOnlyData`): a plan's name from the
    /// billing server, a store price (windscribe-android's TV plan buttons). The string in the
    /// layout is a placeholder no one sees.
    static func placeholderReplacedWithData(_ id: String?, layout path: String, _ android: AndroidModel, textSetters: Set<String>) -> Bool {
        guard let id, let slash = id.lastIndex(of: "/"), !id.hasPrefix("@android:id/"),
              let layoutName = path.split(separator: "/").last?.split(separator: ".").first.map(String.init) else { return false }
        let raw = String(id[id.index(after: slash)...])
        let setInInflater = android.shippingKotlin.contains { file in
            guard !file.identifierTokens([layoutName]).isEmpty else { return false }
            let kotlin = file.file
            let holders = inflatedHolders(of: raw, layout: layoutName, in: kotlin)
            guard !holders.isEmpty else { return false }
            return kotlin.assignments.contains { assignment in
                guard assignment.operatorText == "=", assignment.target.count == 2, assignment.target[1] == "text",
                      let function = assignment.enclosingFunction else { return false }
                return holders[function]?.contains(assignment.target[0]) == true
            } || kotlin.calls.contains { call in
                guard call.name == "setText" || textSetters.contains(call.name), case .name(let receiver)? = call.receiver.last,
                      let function = call.enclosingFunction else { return false }
                return holders[function]?.contains(receiver) == true
            }
        }
        return setInInflater && showsOnlyData(id, layout: path, android, textSetters: textSetters)
    }

    /// The local `val`s that hold the view with this id, by the function they are declared in,
    /// in functions that inflate the layout and name no other (`R.layout.plan_button_layout`):
    /// `val label = group.findViewById<TextView>(R.id.label)`.
    static func inflatedHolders(of id: String, layout: String, in file: KotlinFile) -> [Int: Set<String>] {
        let source = file.source
        var holders: [Int: Set<String>] = [:]
        for property in file.properties {
            guard let function = property.enclosingFunction, let initializer = property.initializer,
                  file.calls.contains(where: { call in
                      call.name == "findViewById" && initializer.tokenRange.contains(call.nameToken)
                          && call.arguments.first.map { $0.text.split(separator: ".").suffix(3).map(String.init) == ["R", "id", id] } == true
                  }),
                  let body = file.functions[function].bodyRange else { continue }
            // The layouts the function names: `R.layout.<name>`.
            let layouts = Set(body.compactMap { index -> String? in
                guard source.kind(at: index) == .identifier, source.name(at: index) == "layout", index >= 2,
                      source.kind(at: index - 1) == .dot, source.name(at: index - 2) == "R",
                      source.kind(at: index + 1) == .dot, source.kind(at: index + 2) == .identifier else { return nil }
                return source.name(at: index + 2)
            })
            guard layouts == [layout] else { continue }
            holders[function, default: []].insert(property.name)
        }
        return holders
    }

    /// The properties of view holder classes that hold the view with this id, by the class
    /// (an index into the file's types): `private val label: TextView = itemView.findViewById(R.id.label)`
    /// in a class every construction of which in the file is given a local `val` inflated from
    /// this layout (`val view = inflater.inflate(R.layout.server_item_view, parent, false)` then
    /// `ServerHolder(view)`), the nearest such `val` before the call. A class also given another
    /// layout's view, or a view the file does not inflate where it is built, holds nothing here.
    static func viewHolderFields(of id: String, layout: String, in file: KotlinFile) -> [Int: Set<String>] {
        let source = file.source
        func layouts(_ range: Range<Int>) -> Set<String> {
            Set(range.compactMap { index -> String? in
                guard source.kind(at: index) == .identifier, source.name(at: index) == "layout", index >= 2,
                      source.kind(at: index - 1) == .dot, source.name(at: index - 2) == "R",
                      source.kind(at: index + 1) == .dot, source.kind(at: index + 2) == .identifier else { return nil }
                return source.name(at: index + 2)
            })
        }
        var fields: [Int: Set<String>] = [:]
        for (type, declaration) in file.types.enumerated() {
            guard let name = declaration.name else { continue }
            let fieldNames = Set(file.properties.filter { property in
                property.enclosingType == type && property.enclosingFunction == nil && property.initializer.map { initializer in
                    file.calls.contains { call in
                        call.name == "findViewById" && initializer.tokenRange.contains(call.nameToken)
                            && call.arguments.first.map { $0.text.split(separator: ".").suffix(3).map(String.init) == ["R", "id", id] } == true
                    }
                } == true
            }.map(\.name))
            guard !fieldNames.isEmpty else { continue }
            let constructions = file.calls.filter { $0.name == name && $0.receiver.isEmpty }
            let inflated = constructions.map { call -> Set<String> in
                guard let function = call.enclosingFunction, let first = call.arguments.first, first.label == nil,
                      case .reference(let path) = first.value, path.count == 1,
                      let local = file.properties.filter({ $0.name == path[0] && $0.enclosingFunction == function && $0.position < call.position })
                          .max(by: { $0.position < $1.position }),
                      let initializer = local.initializer else { return [] }
                return layouts(initializer.tokenRange)
            }
            guard !inflated.isEmpty, inflated.allSatisfy({ $0 == [layout] }) else { continue }
            fields[type] = fieldNames
        }
        return fields
    }

    /// A method called on some value (`product.getPlanName(sku)`) that the app declares, every
    /// declaration of that name with a body that reads no string resource, itself or through a
    /// function of the app it calls: the text is the value's own data (a name or price a
    /// server or store sends), which no translator writes.
    static func readsNoStringCall(_ value: KotlinExpression, in file: KotlinFile, _ android: AndroidModel) -> Bool {
        guard case .call(let index) = value.value else { return false }
        let call = file.calls[index]
        guard !call.receiver.isEmpty, !resourceReads.contains(call.name), call.name != "getQuantityString" else { return false }
        var found = false
        for other in android.kotlinFiles {
            for function in other.file.functions where function.name == call.name {
                guard let body = function.bodyRange, !readsString(body, in: other.file), !callsStringReader(body, in: other.file, android) else { return false }
                found = true
            }
        }
        return found
    }

    /// A `@BindingAdapter("lastLogin")` function: data binding calls it for a layout attribute
    /// of that name bound to an expression (`app:lastLogin="@{details}"`), with the view first.
    struct BindingAdapter {
        let file: KotlinFile
        let function: Int
    }

    /// The app's binding adapters by the attribute name they take (`lastLogin`, with no namespace).
    static func bindingAdapters(_ android: AndroidModel) -> [String: [BindingAdapter]] {
        var adapters: [String: [BindingAdapter]] = [:]
        for file in android.shippingKotlin {
            for (index, function) in file.file.functions.enumerated() {
                for annotation in function.annotations where annotation.shortName == "BindingAdapter" {
                    for argument in annotation.arguments {
                        guard case .string(let name) = argument.value else { continue }
                        let local = name.split(separator: ":").last.map(String.init) ?? name
                        adapters[local, default: []].append(BindingAdapter(file: file.file, function: index))
                    }
                }
            }
        }
        return adapters
    }

    /// Whether the binding adapters a view's bound attributes call, among those that set the
    /// view's text (`textView.text = …`, `textView.setText(…)` or an app's text setter on their
    /// first parameter), read no string resource, in their own body or in the body of a function
    /// of the app they call: the text is data or formatted by the system (a locale's timestamp),
    /// which no translator writes. Nil when no adapter found sets the text.
    static func boundTextReadsNoString(_ element: LayoutElement, adapters: [String: [BindingAdapter]], textSetters: Set<String>,
                                       _ android: AndroidModel) -> Bool? {
        var found = false
        for attribute in element.attributes where attribute.value.hasPrefix("@{") {
            let local = attribute.name.split(separator: ":").last.map(String.init) ?? attribute.name
            for adapter in adapters[local] ?? [] {
                let file = adapter.file, function = file.functions[adapter.function]
                guard let view = function.parameters.first?.name, let body = function.bodyRange else { continue }
                let setsText = file.assignments.contains { $0.enclosingFunction == adapter.function && $0.target == [view, "text"] }
                    || file.calls.contains { call in
                        guard body.contains(call.nameToken), call.name == "setText" || textSetters.contains(call.name),
                              case .name(let receiver)? = call.receiver.last else { return false }
                        return receiver == view
                    }
                guard setsText else { continue }
                found = true
                guard !readsString(body, in: file), !callsStringReader(body, in: file, android) else { return false }
            }
        }
        return found ? true : nil
    }

    /// Whether tokens of a body read a string resource: a resource read's name
    /// (`getString`, `stringResource`…) or an `R.string` / `R.plurals` reference.
    static func readsString(_ body: Range<Int>, in file: KotlinFile) -> Bool {
        let source = file.source
        return body.contains { index in
            guard source.tokens[index].kind == .identifier else { return false }
            let name = source.name(at: index)
            if resourceReads.contains(name) || name == "getQuantityString" { return true }
            return (name == "string" || name == "plurals") && index >= 2 && source.kind(at: index - 1) == .dot && source.name(at: index - 2) == "R"
        }
    }

    /// Whether a call in a body goes to a function the app declares (by name) whose body reads
    /// a string resource.
    static func callsStringReader(_ body: Range<Int>, in file: KotlinFile, _ android: AndroidModel) -> Bool {
        let called = Set(file.calls.filter { body.contains($0.nameToken) }.map(\.name))
        return android.kotlinFiles.contains { other in
            other.file.functions.contains { function in
                called.contains(function.name) && function.bodyRange.map { readsString($0, in: other.file) } ?? false
            }
        }
    }

    /// `itemAccount` for `item_account`: the name view binding gives a layout's id.
    static func camel(_ name: String) -> String {
        name.split(separator: "_").enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }

    /// Whether any code could set the text of a view with no text of its own: the view's id is
    /// the framework's (`@android:id/title`, which a preference or an adapter fills), or some
    /// Kotlin or Java names its id (`closeButton`, `close_button`) or its layout (`R.layout.x`,
    /// `XBinding`). A menu's action layout that code only reaches through `actionView`, with no
    /// name of its own in code, shows nothing the check can tell is translated (ytdlnis's
    /// container button, only ever set to a file extension).
    static func codeCanSetText(of id: String?, layout path: String, _ android: AndroidModel, _ project: Project) -> Bool {
        if id?.hasPrefix("@android:id/") == true { return true }
        guard let layoutName = path.split(separator: "/").last?.split(separator: ".").first.map(String.init) else { return true }
        var names: Set<String> = [layoutName, camel(layoutName).prefix(1).uppercased() + camel(layoutName).dropFirst() + "Binding"]
        if let id, let slash = id.lastIndex(of: "/") {
            let raw = String(id[id.index(after: slash)...])
            names.formUnion([raw, camel(raw)])
        }
        return android.kotlinFiles.contains { !$0.identifierTokens(names).isEmpty }
            || names.contains { !project.androidJavaFiles(mentioning: $0).isEmpty }
    }

    /// The app's extension functions on a text view that take one value and set it as the text
    /// (`fun TextView.setTextOrGoneIfNullOrEmpty(newText: CharSequence?) { … text = newText … }`):
    /// a call of one sets the view's text to its argument, as `setText` does.
    static func textSetters(_ android: AndroidModel) -> Set<String> {
        var names = Set<String>()
        for file in android.shippingKotlin {
            let kotlin = file.file
            for (index, function) in kotlin.functions.enumerated()
            where function.receiverType?.hasSuffix("TextView") == true && function.parameters.count == 1 {
                let parameter = function.parameters[0].name
                if kotlin.assignments.contains(where: { $0.enclosingFunction == index && $0.operatorText == "=" && $0.target == ["text"]
                    && $0.value.value == .reference([parameter]) }) {
                    names.insert(function.name)
                }
            }
        }
        return names
    }

    /// A property read off some value (`it.accountName`, `account.email`), not a resource id.
    static func isData(_ value: KotlinExpression) -> Bool {
        guard case .reference(let path) = value.value else { return false }
        return path.count >= 2 && !path.contains("R")
    }

    /// Whether the value is a parameter of the function that sets it, and every call of that
    /// function in the file passes data (`isData`) for it.
    static func isParameter(_ value: KotlinExpression, of function: Int?, passedDataIn file: KotlinFile) -> Bool {
        guard case .reference(let path) = value.value, path.count == 1, let function,
              let position = file.functions[function].parameters.firstIndex(where: { $0.name == path[0] }) else { return false }
        let name = file.functions[function].name
        let calls = file.calls(named: name)
        return !calls.isEmpty && calls.allSatisfy { call in
            let argument = call.arguments.first { $0.label == path[0] } ?? (call.arguments.indices.contains(position) && call.arguments[position].label == nil ? call.arguments[position] : nil)
            return argument.map { isData($0.expression) } ?? false
        }
    }

    /// The string a resource read names (`getString(R.string.offer_title)` → `offer_title`), or nil
    /// when it is not written as `R.string.<name>` (a variable, a format call).
    static func resourceName(_ read: KotlinCall) -> String? {
        guard let argument = read.arguments.first?.text else { return nil }
        let parts = argument.split(separator: ".")
        guard parts.count >= 3, parts[parts.count - 2] == "string" else { return nil }
        return String(parts[parts.count - 1])
    }

    /// Whether the call sits in a function that builds a file name (`exportFileName`,
    /// `makeFilename`): the text becomes a name on disk, not copy on screen.
    static func buildsFileName(_ call: KotlinCall, in file: KotlinFile) -> Bool {
        file.enclosingFunctions(startingAt: call.enclosingFunction).contains { file.functions[$0].name.lowercased().contains("filename") }
    }

    /// Whether the function that changes a string's case also reads the same string resource
    /// without changing it: it shows both forms, so the case follows a choice made at run time
    /// (a reading setting), not one a translator could write into strings.xml.
    static func alsoShownAsWritten(_ read: Int, in file: KotlinFile) -> Bool {
        guard let name = resourceName(file.calls[read]), let function = file.calls[read].enclosingFunction else { return false }
        return file.calls.indices.contains { other in
            other != read && resourceReads.contains(file.calls[other].name) && resourceName(file.calls[other]) == name
                && file.enclosingFunctions(startingAt: file.calls[other].enclosingFunction).contains(function)
                && !isCaseChanged(other, in: file)
        }
    }

    /// Whether a resource read is the receiver of a case change (`getString(…).uppercase()`).
    static func isCaseChanged(_ read: Int, in file: KotlinFile) -> Bool {
        file.calls.contains { call in
            guard caseCalls.contains(call.name), case .call(let receiver)? = call.receiver.last else { return false }
            return receiver == read
        }
    }

    /// True for `getString(key, default)` on SharedPreferences or a Bundle: its key is text
    /// (`"theme"`) or its fallback is `null` or text, where a resource read takes an `Int` id
    /// and format arguments. The value is one the app stored (an enum's name, a code), and
    /// changing its case is how it is parsed back, not how it is shown.
    static func readsStoredValue(_ read: KotlinCall) -> Bool {
        guard resourceName(read) == nil, let key = read.arguments.first else { return false }
        func isText(_ value: KotlinValue) -> Bool {
            if case .string = value { return true }
            return value == .template
        }
        if isText(key.value) { return true }
        guard read.arguments.count == 2 else { return false }
        let fallback = read.arguments[1].value
        return fallback == .null || isText(fallback)
    }

    /// True for `getString(i)` on a list, a cursor or a parsed protocol response
    /// (`capabilityList.getString(i).uppercase(Locale.US)`): an index (a number, or a name such
    /// as `i`, `index`, `columnIndex`) picks the value, where a resource read takes a string id.
    /// The value is data being normalised, not copy anyone translates.
    static func readsByIndex(_ read: KotlinCall) -> Bool {
        guard resourceName(read) == nil, let key = read.arguments.first else { return false }
        switch key.value {
        case .integer: return true
        case .reference(let path):
            guard let name = path.last else { return false }
            return name.count == 1 || !Set(NameWords.split(name)).isDisjoint(with: indexWords)
        default: return false
        }
    }

    static let indexWords: Set<String> = ["index", "idx", "position", "pos", "column", "offset"]

    /// The languages the app's own `res/values-<language>/` strings add, and the names of the
    /// strings they translate (a string marked `translatable="false"` is in none of them).
    static func translations(_ project: Project) -> (languages: Set<String>, names: Set<String>) {
        project.memo("copy-case.android-translations") {
            var languages = Set<String>(), names = Set<String>()
            for file in project.files(of: .androidStrings) {
                let folder = file.path.split(separator: "/").dropLast().last ?? ""
                guard AndroidModel.isLanguageFolder(folder),
                      let data = try? file.readData(), let strings = try? ResourceStrings(bytes: [UInt8](data)) else { continue }
                // `values-pt-rBR` and `values-b+sr+Latn` add Portuguese and Serbian.
                let qualifier = folder.dropFirst("values-".count)
                languages.insert(String((qualifier.hasPrefix("b+") ? qualifier.dropFirst(2) : qualifier).split(whereSeparator: { $0 == "-" || $0 == "+" }).first ?? qualifier))
                names.formUnion(strings.strings.keys)
            }
            return (languages, names)
        }
    }
}
