import SwiftSyntax
import ThumbruleCore

/// The app's tab bar, a SwiftUI `TabView(selection:)` on screen at launch, whose selection is a
/// plain `@State`: iOS ends background apps without a word to make room for the camera or a
/// game, and on the next launch the state starts again at its first value, so the person comes
/// back to the first tab instead of the one they left. `@SceneStorage` is saved with the scene
/// and restored on relaunch.
///
/// The selection is followed through `@Binding` parameters (`AppView(selectedTab: $selectedTab)`)
/// and `Binding(get: { tab }, set: …)` to the `@State` that holds it, in any file. Left alone:
/// a paged `TabView` (`.tabViewStyle(.page)`: a carousel or a tour, not the app's sections), a
/// selection held in `@SceneStorage` / `@AppStorage` or in a model (its owner may save it), a
/// setter that writes the choice to storage, and a state the code sets from a saved or chosen
/// start value (`selectedTab = startupTab`): the app decides on purpose where it opens.
/// Reported once per project. Android Lint has no counterpart; on Android the Navigation
/// component saves its own back stack.
struct TabSelectionInMemory: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "nav-restore.tab-selection-in-memory",
        ruleId: "nav-restore",
        summary: "The app's SwiftUI tab bar keeps its selected tab in @State, so a relaunch after the system ends the app opens the first tab",
        triggering: [
            CheckExample(files: [
                ("App/NotesApp.swift", """
                import SwiftUI

                @main
                struct NotesApp: App {
                    var body: some Scene {
                        WindowGroup { RootView() }
                    }
                }
                """),
                ("App/RootView.swift", """
                import SwiftUI

                struct RootView: View {
                    @State private var ↓selectedTab = Section.notes

                    var body: some View {
                        TabView(selection: $selectedTab) {
                            NotesList().tabItem { Label("Notes", systemImage: "note.text") }.tag(Section.notes)
                            SearchScreen().tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Section.search)
                        }
                    }
                }
                """),
            ]),
            // The state lives in the App and reaches the tab bar through a binding and a custom
            // setter; the preview's own binding does not count.
            CheckExample(files: [
                ("App/ReaderApp.swift", """
                import SwiftUI

                @main
                struct ReaderApp: App {
                    @State var ↓selectedTab: AppTab = .timeline

                    var body: some Scene {
                        WindowGroup { MainView(selectedTab: $selectedTab) }
                    }
                }
                """),
                ("App/MainView.swift", """
                import SwiftUI

                struct MainView: View {
                    @Binding var selectedTab: AppTab

                    var body: some View {
                        TabView(selection: .init(get: { selectedTab }, set: { newTab in select(newTab) })) {
                            Tab("Timeline", systemImage: "list.bullet", value: AppTab.timeline) { TimelineScreen() }
                            Tab("Settings", systemImage: "gear", value: AppTab.settings) { SettingsScreen() }
                        }
                    }

                    private func select(_ tab: AppTab) {
                        selectedTab = tab
                    }
                }

                struct MainView_Previews: PreviewProvider {
                    struct Host: View {
                        @State var tab = AppTab.settings
                        var body: some View { MainView(selectedTab: $tab) }
                    }
                    static var previews: some View { Host() }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/NotesApp.swift", """
                import SwiftUI

                @main
                struct NotesApp: App {
                    var body: some Scene {
                        WindowGroup { RootView() }
                    }
                }
                """),
                ("App/RootView.swift", """
                import SwiftUI

                struct RootView: View {
                    @SceneStorage("selectedTab") private var selectedTab = Section.notes
                    @State private var page = 0

                    var body: some View {
                        TabView(selection: $selectedTab) {
                            NotesList().tabItem { Label("Notes", systemImage: "note.text") }.tag(Section.notes)
                            Gallery(page: $page).tabItem { Label("Gallery", systemImage: "photo") }.tag(Section.gallery)
                        }
                    }
                }

                struct Gallery: View {
                    @Binding var page: Int
                    var body: some View {
                        TabView(selection: $page) {
                            ForEach(0..<3) { Image("photo\\($0)").tag($0) }
                        }
                        .tabViewStyle(.page)
                    }
                }
                """),
            ]),
            // The setter writes the choice to storage.
            CheckExample(files: [
                ("App/NotesApp.swift", """
                import SwiftUI

                @main
                struct NotesApp: App {
                    var body: some Scene {
                        WindowGroup { RootView() }
                    }
                }
                """),
                ("App/RootView.swift", """
                import SwiftUI

                struct RootView: View {
                    @State private var selectedTab = Section.notes

                    var body: some View {
                        let selection = Binding(get: { selectedTab }, set: { selectedTab = $0; UserDefaults.standard.set($0.rawValue, forKey: "tab") })
                        return TabView(selection: selection) {
                            NotesList().tabItem { Label("Notes", systemImage: "note.text") }.tag(Section.notes)
                        }
                    }
                }
                """),
            ]),
            // The app opens on the tab chosen in its settings, on purpose.
            CheckExample(files: [
                ("App/NotesApp.swift", """
                import SwiftUI

                @main
                struct NotesApp: App {
                    var body: some Scene {
                        WindowGroup { RootView() }
                    }
                }
                """),
                ("App/RootView.swift", """
                import SwiftUI

                struct RootView: View {
                    @State private var selectedTab = Section.notes

                    var body: some View {
                        TabView(selection: $selectedTab) {
                            NotesList().tabItem { Label("Notes", systemImage: "note.text") }.tag(Section.notes)
                        }
                        .onAppear { selectedTab = settings.startupTab }
                    }
                }
                """),
            ]),
            // Saved on change and read back at start, in an extension in another file.
            CheckExample(files: [
                ("App/NotesApp.swift", """
                import SwiftUI

                @main
                struct NotesApp: App {
                    var body: some Scene {
                        WindowGroup { RootView() }
                    }
                }
                """),
                ("App/RootView.swift", """
                import SwiftUI

                struct RootView: View {
                    @State var selectedTab = Section.notes

                    var body: some View {
                        TabView(selection: $selectedTab) {
                            NotesList().tabItem { Label("Notes", systemImage: "note.text") }.tag(Section.notes)
                        }
                        .onChange(of: selectedTab) { TabMemory.save($0) }
                    }
                }
                """),
                ("App/RootView+Restore.swift", """
                import SwiftUI

                extension RootView {
                    init(memory: TabMemory) {
                        _selectedTab = State(initialValue: memory.savedTab ?? .notes)
                    }
                }
                """),
            ]),
            // A tab bar shown only inside a sheet, and one whose selection a model keeps.
            CheckExample(files: [
                ("App/NotesApp.swift", """
                import SwiftUI

                @main
                struct NotesApp: App {
                    @StateObject var router = Router()
                    var body: some Scene {
                        WindowGroup {
                            TabView(selection: $router.selectedTab) {
                                NotesList().tabItem { Label("Notes", systemImage: "note.text") }.tag(Section.notes)
                            }
                        }
                    }
                }
                """),
                ("App/ServerPicker.swift", """
                import SwiftUI

                struct ServerPicker: View {
                    @State private var tab = 0
                    var body: some View {
                        TabView(selection: $tab) {
                            RecentServers().tabItem { Text("Recent") }.tag(0)
                            ManualServer().tabItem { Text("Manual") }.tag(1)
                        }
                    }
                }
                """),
            ]),
        ]
    )

    /// A tab bar whose selection reads `name` of `type`.
    package struct TabBar: Sendable, Codable {
        let type: String
        let name: String
        let position: SourcePosition
    }

    /// A `@State`, `@Binding`, `@SceneStorage` or `@AppStorage` property.
    package struct Holder: Sendable, Codable {
        let type: String
        let name: String
        let wrapper: String
        let position: SourcePosition
        /// Declared in the `App` itself, which spans scenes: per-scene `@SceneStorage` belongs in the scene's root view.
        let inApp: Bool
    }

    /// `Callee(label: $name)` written inside `type`: the binding `label` of `Callee` is `name` of `type`.
    package struct Pass: Sendable, Codable {
        let callee: String
        let label: String
        let type: String
        let name: String
        let position: SourcePosition
    }

    /// A state the code sets from a saved or chosen start value, or writes to storage when it changes.
    package struct Kept: Sendable, Codable, Hashable {
        let type: String
        let name: String
    }

    package static let tabBars = FactKey<TabBar>("nav-restore.tab-bar")
    package static let holders = FactKey<Holder>("nav-restore.holder")
    package static let passes = FactKey<Pass>("nav-restore.pass")
    package static let kept = FactKey<Kept>("nav-restore.kept")

    static let wrappers: Set<String> = ["State", "Binding", "SceneStorage", "AppStorage"]
    /// Words of a value read from storage or chosen as the start (`startupTab`, `UserDefaults…`,
    /// `savedTab`), or of a setter that writes the choice away.
    static let keptWords = TextSearch(
        anyOf: ["userdefaults", "defaults", "storage", "saved", "stored", "restor", "persist", "startup", "lastselected", "lasttab", "preference", "save(", ".set("],
        ignoringCase: true)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("TabView") {
            guard let selection = call.argument("selection")?.expression, Self.isTabBar(call, in: file),
                  let type = call.enclosingTypeName, let name = Self.selectedName(selection) else { continue }
            output.facts.add(TabBar(type: type, name: name, position: file.position(of: call)), for: Self.tabBars)
        }
        var states: Set<String> = []
        for variable in file.index.variables where !variable.attributes.isEmpty {
            guard let wrapper = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text })
                    .first(where: Self.wrappers.contains),
                  let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self),
                  let declaration = variable.enclosingTypeDeclaration, let type = variable.enclosingTypeName else { continue }
            let name = pattern.identifier.text
            if wrapper == "State" { states.insert(name) }
            let inApp = file.index.typeDeclaration(of: declaration)?.inherits("App") ?? false
            output.facts.add(Holder(type: type, name: name, wrapper: wrapper, position: file.position(of: pattern), inApp: inApp), for: Self.holders)
        }
        // `Callee(label: $name)`: a binding handed on, and a state this file works with.
        for (dollarName, references) in file.index.referencesByName where dollarName.utf8.first == UInt8(ascii: "$") {
            let name = String(dollarName.dropFirst())
            states.insert(name)
            for reference in references {
                guard let argument = reference.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
                      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                      let callee = call.calleeName, callee.first?.isUppercase == true, let type = call.enclosingTypeName else { continue }
                output.facts.add(Pass(callee: callee, label: label, type: type, name: name, position: file.position(of: reference)), for: Self.passes)
            }
        }
        for kept in Self.keptStates(states, in: file) { output.facts.add(kept, for: Self.kept) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let bars = project.shippingFacts(Self.tabBars, at: \.position)
        guard !bars.isEmpty else { return }
        let onScreenAtLaunch = project.rootViewNames.union(project.launchViewNames)
        var holders: [String: Holder] = [:]
        for holder in project.facts.values(Self.holders) { holders[holder.type + "." + holder.name] = holder }
        // A preview handing a binding of its own to the view is not how the app shows it.
        let passes = Dictionary(grouping: project.shippingFacts(Self.passes, at: \.position)) { $0.callee + "." + $0.label }
        let kept = Set(project.facts.values(Self.kept))

        /// The `@State` behind a selection, when every way to it ends at one.
        func state(_ type: String, _ name: String, depth: Int) -> Holder? {
            guard depth < 4, let holder = holders[type + "." + name] else { return nil }
            switch holder.wrapper {
            case "State": return kept.contains(Kept(type: type, name: name)) ? nil : holder
            case "Binding":
                let sources = passes[type + "." + name] ?? []
                let states = sources.map { state($0.type, $0.name, depth: depth + 1) }
                guard let first = states.first ?? nil, states.allSatisfy({ $0?.position == first.position }) else { return nil }
                return first
            default: return nil
            }
        }

        let found = bars.filter { onScreenAtLaunch.contains($0.type) }.compactMap { bar in state(bar.type, bar.name, depth: 0).map { (bar, $0) } }
            .filter { project.ships($0.1.position) }
            .min { ($0.1.position, $0.0.position) < ($1.1.position, $1.0.position) }
        guard let (bar, holder) = found else { return }
        let fix = holder.inApp
            ? "Move the selection into the view the WindowGroup shows as @SceneStorage(\"\(holder.name)\") (an enum with a String or Int raw value works; scene storage is kept per scene, so it belongs to a view of the scene, not to the App)"
            : "Keep the selection in @SceneStorage(\"\(holder.name)\") (an enum with a String or Int raw value works)"
        output.report(
            "The app's tab bar (line \(bar.position.line) of \(bar.position.path.split(separator: "/").last.map(String.init) ?? bar.position.path)) keeps the selected tab in \"\(holder.name)\", a plain @State, which starts again at its first value on every launch: when iOS ends the app in the background to free memory, as it does without telling anyone, the person comes back to the first tab instead of the one they left. \(fix), which iOS saves with the scene and restores on the next launch.",
            at: holder.position, confidence: .medium,
            related: [RelatedLocation(bar.position, "the TabView this selection drives")])
    }

    /// A tab bar, not a pager: its content declares `.tabItem` or `Tab(…)`, and no
    /// `.tabViewStyle(.page…)` turns it into pages.
    static func isTabBar(_ call: FunctionCallExprSyntax, in file: SwiftFile) -> Bool {
        guard let body = call.bodyClosure ?? call.trailingClosure else { return false }
        let paged = call.modifiersApplied.contains { modifier in
            modifier.calleeName == "tabViewStyle" && modifier.arguments.trimmedSourceText.lowercased().contains("page")
        }
        guard !paged else { return false }
        return file.index.calls(within: body).contains { ["tabItem", "Tab", "TabSection"].contains($0.calleeName ?? "") }
    }

    /// `$name`, or the name a `Binding(get: { name }, set: …)` reads, unless its setter writes the choice away.
    static func selectedName(_ selection: ExprSyntax) -> String? {
        if let reference = selection.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            return String(reference.baseName.text.dropFirst())
        }
        guard let binding = selection.as(FunctionCallExprSyntax.self), ["init", "Binding"].contains(binding.calleeName ?? ""),
              let getter = binding.argument("get")?.expression.as(ClosureExprSyntax.self)?.singleExpression,
              let setter = binding.argument("set")?.expression.as(ClosureExprSyntax.self) ?? binding.trailingClosure,
              !keptWords.matches(setter.trimmedSourceText) else { return nil }
        if let reference = getter.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = getter.as(MemberAccessExprSyntax.self), member.base?.trimmedSourceText == "self" { return member.declName.baseName.text }
        return nil
    }

    /// Of the states the file declares or hands on as `$name`, those it sets from a saved or
    /// chosen start value (`selectedTab = startupTab`, `_tab = State(initialValue: savedTab)`),
    /// and any it writes away in an `.onChange(of:)`, by the type they are written in (an
    /// extension in another file counts for its type).
    static func keptStates(_ names: Set<String>, in file: SwiftFile) -> [Kept] {
        var found: [Kept] = []
        func add(_ name: String, _ node: some SyntaxProtocol) {
            guard let type = node.enclosingTypeName else { return }
            found.append(Kept(type: type, name: name))
        }
        func setsKept(_ target: ExprSyntax) -> Bool {
            target.assignedValue.map { keptWords.matches($0, in: file) } ?? false
        }
        let writesKept = !names.isEmpty && keptWords.matches(file.text)
        for name in names.sorted() where writesKept {
            for reference in file.index.references(name, "_" + name) where setsKept(ExprSyntax(reference)) { add(name, reference) }
            for member in file.index.memberAccesses(name, "_" + name) where member.base?.trimmedSourceText == "self" && setsKept(ExprSyntax(member)) {
                add(name, member)
            }
        }
        for call in file.index.calls("onChange") {
            guard let observed = call.argument("of")?.expression.as(DeclReferenceExprSyntax.self),
                  let body = call.bodyClosure ?? call.trailingClosure, keptWords.matches(body, in: file) else { continue }
            add(observed.baseName.text, call)
        }
        return found
    }
}
