import SwiftSyntax
import ThumbruleCore

/// A list screen whose data states are separate stored properties instead of one closed type:
/// a SwiftUI view (its `@State`) or its view model (an `ObservableObject`'s `@Published`, an
/// `@Observable` class's stored `var`s) that holds a `Bool` loading flag (`isLoading`,
/// `loading`, `isFetching`), an optional error (`error: Error?`, `errorMessage: String?`) and
/// the loaded collection side by side, with the screen reading the flag and branching on the
/// error (`if let error { ErrorView(…) }`).
/// The flags allow combinations nobody drew (loading over an old error, no error and no
/// items while nothing loads); the rulebook (`state-set`) asks for one enum rendered by an
/// exhaustive `switch`.
///
/// Left alone: an error only handed to an alert or a toast (`.alert(isPresented: $model.error…)`),
/// which reports a failed action over the content; types with no collection property (forms and detail screens, where the flag
/// often guards a button and the error an alert), `isLoadingMore`-style flags of a page
/// that already shows content, view models no view of the project reads both flags of, and
/// forms and composers: a type one of whose own properties a screen binds to a `TextField`,
/// `TextEditor` or `SecureField` (a send form, a share sheet's draft, a chat's input line), whose
/// collection is the draft's attachments or a transcript and whose error belongs to the typed input;
/// and editors of one item that track unsaved edits (a stored `isDirty` or `hasUnsavedChanges`
/// flag: spot-ios's spot editor, whose collection is the photos being edited, loaded once);
/// and developers' pages (`LiteralText.isDeveloperPage`: a `Debug` folder or a file named for
/// debugging, such as convos-ios's `Debug View/DebugAssetRenewalView.swift`), which people using the app never open.
/// Known false negatives: a detail screen's optional model, and state read through a base class.
struct SeparateStateFlags: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "state-set.separate-flags",
        ruleId: "state-set",
        summary: "A list screen whose loading, error and content are separate properties instead of one state enum",
        triggering: [
            CheckExample("""
            struct RecipesView: View {
                @State private var recipes: [Recipe] = []
                @State private var ↓isLoading = false
                @State private var errorMessage: String?
                var body: some View {
                    if isLoading { ProgressView() }
                    else if let errorMessage { Text(errorMessage) }
                    else { List(recipes) { RecipeRow(recipe: $0) } }
                }
            }
            """),
            CheckExample(files: [
                ("App/Orders/OrdersModel.swift", """
                final class OrdersModel: ObservableObject {
                    @Published private(set) var orders = [Order]()
                    @Published private(set) var ↓loading = false
                    @Published var error: Error?
                }
                """),
                ("App/Orders/OrdersScreen.swift", """
                struct OrdersScreen: View {
                    @StateObject private var model = OrdersModel()
                    var body: some View {
                        List(model.orders) { OrderRow(order: $0) }
                            .overlay { if model.loading { ProgressView() } }
                            .overlay { if let error = model.error { ErrorBanner(error: error) } }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // spot-ios EditSpotViewModel: an editor of one item, loaded once, that tracks unsaved edits.
            CheckExample(files: [
                ("App/EditAlbumModel.swift", """
                final class EditAlbumModel: ObservableObject {
                    @Published private(set) var photos: [DraftPhoto] = []
                    @Published private(set) var isLoading = true
                    @Published private(set) var isDirty = false
                    @Published var errorMessage: String?
                }
                """),
                ("App/EditAlbumView.swift", """
                struct EditAlbumView: View {
                    @StateObject var model = EditAlbumModel()
                    var body: some View {
                        if model.isLoading { ProgressView() }
                        else if let message = model.errorMessage { Text(message) }
                        else { PhotoGrid(photos: model.photos) }
                    }
                }
                """),
            ]),
            // hdrezka-ios: a video player's buffering flag, set from the player's playback status,
            // shown over the playing video; its error replaces the player.
            CheckExample("""
            struct TrailerPlayerView: View {
                @State private var player = AVPlayer()
                @State private var audioTracks: [AVMediaSelectionOption] = []
                @State private var error: Error?
                @State private var isLoading = true
                @State private var statusToken: AnyCancellable?
                var body: some View {
                    if let error { Text(error.localizedDescription) }
                    else { VideoPlayer(player: player).overlay { if isLoading { ProgressView() } }.onAppear(perform: observe) }
                }
                private func observe() {
                    statusToken = player.publisher(for: \\.timeControlStatus).sink { status in
                        switch status {
                        case .playing, .paused: isLoading = false
                        case .waitingToPlayAtSpecifiedRate: isLoading = true
                        @unknown default: isLoading = true
                        }
                    }
                }
            }
            """),
            // convos-ios: a debug list reached only from rows shown outside the production environment.
            CheckExample(files: [
                ("App/NotesApp.swift", """
                @main struct NotesApp: App {
                    var body: some Scene { WindowGroup { NoteInfoView() } }
                }
                """),
                ("App/NoteInfoView.swift", """
                struct NoteInfoView: View {
                    var body: some View {
                        let isProduction = AppConfig.shared.environment.isProduction
                        List {
                            if !isProduction { internalRows }
                            Text("Support")
                        }
                    }
                    @ViewBuilder private var internalRows: some View {
                        NavigationLink { SkippedNotesView() } label: { Text("Skipped notes") }
                    }
                }
                """),
                ("App/SkippedNotesView.swift", """
                struct SkippedNotesView: View {
                    @State private var notes: [Note] = []
                    @State private var isLoading = true
                    @State private var errorText: String?
                    var body: some View {
                        if isLoading { ProgressView() }
                        else if let errorText { Text(errorText) }
                        else { List(notes) { NoteRow(note: $0) } }
                    }
                }
                """),
            ]),
            // One enum carries the states.
            CheckExample("""
            struct RecipesView: View {
                enum Phase { case loading, loaded([Recipe]), failed(String) }
                @State private var phase = Phase.loading
                var body: some View {
                    switch phase {
                    case .loading: ProgressView()
                    case .loaded(let recipes): List(recipes) { RecipeRow(recipe: $0) }
                    case .failed(let message): Text(message)
                    }
                }
            }
            """),
            // A developer's page (a Debug folder): only the team opens it, so its flags shape no one's screen.
            CheckExample("""
            struct DebugCacheView: View {
                @State private var entries: [CacheEntry] = []
                @State private var isLoading = false
                @State private var errorMessage: String?
                var body: some View {
                    List(entries) { Text($0.key) }
                        .overlay { if isLoading { ProgressView() } }
                        .overlay { if let errorMessage { Text(errorMessage) } }
                }
            }
            """, path: "App/Debug/DebugCacheView.swift"),
            // A sign-in form: the flag guards the button, the error is an alert; no content is loaded.
            CheckExample("""
            @Observable final class SignInModel {
                var email = ""
                var isLoading = false
                var errorMessage: String?
            }
            """),
            // The error of a failed action is only handed to an alert over the list.
            CheckExample("""
            struct TagsView: View {
                @State private var tags: [Tag] = []
                @State private var isLoading = false
                @State private var saveError: Error?
                var body: some View {
                    List(tags) { TagRow(tag: $0) }
                        .overlay { if isLoading { ProgressView() } }
                        .alert("Could not save", isPresented: .constant(saveError != nil)) {
                            Button("OK") { saveError = nil }
                        } message: {
                            if let saveError { Text(saveError.localizedDescription) }
                        }
                }
            }
            """),
            // The view never reads the error (it is only logged), and a page that loads more of what it shows.
            CheckExample(files: [
                ("App/Feed/FeedModel.swift", """
                final class FeedModel: ObservableObject {
                    @Published var posts: [Post] = []
                    @Published var isLoading = false
                    @Published var lastError: Error?
                    @Published var isLoadingMore = false
                }
                """),
                ("App/Feed/FeedScreen.swift", """
                struct FeedScreen: View {
                    @ObservedObject var model: FeedModel
                    var body: some View {
                        List(model.posts) { PostRow(post: $0) }.overlay { if model.isLoading { ProgressView() } }
                    }
                }
                """),
            ]),
            // nostur-ios, brave-ios, meshtastic-apple: a composer whose text the screen edits; the
            // items are its attachments or a transcript, the error the last send's, shown under the draft.
            CheckExample(files: [
                ("App/Share/ShareModel.swift", """
                final class ShareModel: ObservableObject {
                    @Published var draft = ""
                    @Published var attachments: [Attachment] = []
                    @Published var isLoading = true
                    @Published var errorMessage: String?
                }
                """),
                ("App/Share/ShareScreen.swift", """
                struct ShareScreen: View {
                    @ObservedObject var model: ShareModel
                    var body: some View {
                        VStack {
                            TextEditor(text: $model.draft)
                            if model.isLoading { ProgressView() }
                            if let message = model.errorMessage { Text(message) }
                        }
                    }
                }
                """),
            ]),
            CheckExample("""
            struct AskView: View {
                @State private var question = ""
                @State private var messages: [Message] = []
                @State private var isLoading = false
                @State private var errorMessage: String?
                var body: some View {
                    List(messages) { MessageRow(message: $0) }
                    if let errorMessage { Text(errorMessage) }
                    if isLoading { ProgressView() }
                    TextField("Ask", text: $question)
                }
            }
            """),
        ]
    )

    /// A view model holding both kinds of flag beside a collection, recorded in the file pass.
    struct Candidate: Sendable, Codable {
        let typeName: String
        let loading: String
        let error: String
        /// Its stored properties SwiftUI observes, to match against the text inputs views bind.
        let properties: Set<String>
        let position: SourcePosition
    }

    /// What one SwiftUI view reads: the types of its stored properties, and the flag-like
    /// member names it reads on any of them.
    struct ViewReads: Sendable, Codable {
        let types: Set<String>
        let members: Set<String>
        /// The last names of what it binds to text inputs: `draft` for `TextEditor(text: $model.draft)`.
        let inputs: Set<String>
    }

    static let candidates = FactKey<Candidate>("state-set.candidate")
    static let viewReads = FactKey<ViewReads>("state-set.view-reads")

    /// Names of a loading flag once `is` is dropped: `isLoading`, `loading`, `isFetching`.
    static let loadingNames: Set<[String]> = [["loading"], ["fetching"]]
    /// Words of error properties, and of the modifiers around a read, for a transient message
    /// over the screen rather than a state of it (`alertError`, `.alert(…) { if let error … }`).
    static let transientWords: Set<String> = ["alert", "toast", "banner", "dialog", "show", "showing"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !LiteralText.isDeveloperPage(file.path) else { return }
        for type in file.index.typeDeclarations where !type.isExtension {
            guard let members = type.node.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { continue }
            let isView = type.inherits("View")
            if isView, let reads = Self.reads(of: members, in: type.node, file: file) { output.facts.add(reads, for: Self.viewReads) }
            guard isView || type.inherits("ObservableObject") || type.node.is(ClassDeclSyntax.self) else { continue }
            let stored = members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { Self.isState($0, isView: isView) }
            guard let loading = stored.first(where: Self.isLoadingFlag), let error = stored.first(where: Self.isErrorValue),
                  stored.contains(where: Self.isCollection), let loadingName = loading.boundName, let errorName = error.boundName,
                  !Self.mirrorsPlayerBuffering(loadingName, in: type.node, file: file),
                  !stored.contains(where: Self.tracksUnsavedEdits) else { continue }
            let position = file.position(of: loading.bindings.first!.pattern)
            // Every property, observed or not (a typed address whose `didSet` validates it).
            let properties = Set(members.compactMap { $0.decl.as(VariableDeclSyntax.self)?.boundName })
            if isView {
                guard Self.boundInputs(within: type.node, file: file).isDisjoint(with: properties) else { continue }
                let references = file.index.references(within: type.node)
                guard references.contains(where: { $0.baseName.text == loadingName && !ExprSyntax($0).isAssigned }),
                      references.contains(where: { $0.baseName.text == errorName && Self.isCondition($0) })
                        || Self.bindsShorthand(errorName, in: type.node) else { continue }
                output.report(Self.message(type.name, loadingName, errorName), at: position, confidence: .low)
            } else {
                output.facts.add(Candidate(typeName: type.name, loading: loadingName, error: errorName, properties: properties, position: position),
                                 for: Self.candidates)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let views = project.facts.values(Self.viewReads)
        for candidate in project.facts.values(Self.candidates) {
            let readers = views.filter { $0.types.contains(candidate.typeName) }
            guard readers.contains(where: { $0.members.isSuperset(of: [candidate.loading, candidate.error]) }),
                  readers.allSatisfy({ $0.inputs.isDisjoint(with: candidate.properties) }) else { continue }
            output.report(Self.message(candidate.typeName, candidate.loading, candidate.error), at: candidate.position, confidence: .low)
        }
    }

    static func message(_ typeName: String, _ loading: String, _ error: String) -> String {
        "\(typeName) keeps its screen's data state in separate properties (\(loading) and \(error)) beside the loaded items, which allows combinations nobody designed, such as loading over an old error. Model the state as one enum (loading, loaded, empty, failed) and render it with an exhaustive switch."
    }

    /// A stored property SwiftUI observes: a view's `@State`, an `ObservableObject`'s
    /// `@Published`, or a stored `var` of an `@Observable` class.
    static func isState(_ variable: VariableDeclSyntax, isView: Bool) -> Bool {
        guard variable.bindings.count == 1, variable.bindings.first?.accessorBlock == nil else { return false }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText }
        if isView { return attributes.contains("State") }
        return attributes.contains("Published") || OnboardingStepInMemory.isObservedProperty(variable, attributes)
    }

    static func isLoadingFlag(_ variable: VariableDeclSyntax) -> Bool {
        guard let name = variable.boundName, let binding = variable.bindings.first else { return false }
        let words = NameWords.split(name).filter { $0 != "is" }
        let isBool = binding.typeAnnotation?.type.trimmedSourceText == "Bool" || binding.initializer?.value.is(BooleanLiteralExprSyntax.self) == true
        return isBool && loadingNames.contains(words)
    }

    /// True when the type sets the flag in a `switch` case for `.waitingToPlayAtSpecifiedRate`:
    /// it mirrors an `AVPlayer`'s `timeControlStatus` while the player buffers, a state of the
    /// playing video shown over it, not a list screen's data state.
    static func mirrorsPlayerBuffering(_ flag: String, in node: DeclSyntax, file: SwiftFile) -> Bool {
        let targets = file.index.references(within: node).filter { $0.baseName.text == flag && ExprSyntax($0).isAssigned }.map(Syntax.init)
            + file.index.memberAccesses(within: node).filter { $0.declName.baseName.text == flag && $0.isAssigned }.map(Syntax.init)
        return targets.contains { target in
            guard case .case(let label)? = target.ancestor(where: { $0.is(SwitchCaseSyntax.self) })?.as(SwitchCaseSyntax.self)?.label else { return false }
            return label.caseItems.contains { $0.pattern.trimmedSourceText.hasSuffix("waitingToPlayAtSpecifiedRate") }
        }
    }

    /// Words of a flag an editor keeps for edits not yet saved: `isDirty`, `hasUnsavedChanges`.
    static let unsavedWords: Set<String> = ["dirty", "unsaved"]

    /// A `Bool` property named for unsaved edits: the type edits one item, it does not list items.
    static func tracksUnsavedEdits(_ variable: VariableDeclSyntax) -> Bool {
        guard let name = variable.boundName, let binding = variable.bindings.first else { return false }
        let isBool = binding.typeAnnotation?.type.trimmedSourceText == "Bool" || binding.initializer?.value.is(BooleanLiteralExprSyntax.self) == true
        return isBool && !unsavedWords.isDisjoint(with: NameWords.split(name).map { $0.lowercased() })
    }

    /// `error: Error?`, `errorMessage: String?`, `lastError: APIError?`.
    static func isErrorValue(_ variable: VariableDeclSyntax) -> Bool {
        guard let name = variable.boundName, let type = variable.bindings.first?.typeAnnotation?.type, type.is(OptionalTypeSyntax.self) else { return false }
        let words = NameWords.split(name)
        return words.contains("error") && transientWords.isDisjoint(with: words)
    }

    /// `[Item]`, `[Key: Value]`, `= []` or `= [Item]()`.
    static func isCollection(_ variable: VariableDeclSyntax) -> Bool {
        guard let binding = variable.bindings.first else { return false }
        if let type = binding.typeAnnotation?.type, type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
        guard let value = binding.initializer?.value else { return false }
        let literal = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        return literal.is(ArrayExprSyntax.self) || literal.is(DictionaryExprSyntax.self)
    }

    /// True inside the condition of an `if`, `guard` or `while` (`if let error = model.error`,
    /// `if model.error != nil`) outside an alert's or a toast's content: the screen branches on the
    /// value, rather than handing it to an alert.
    static func isCondition(_ node: some SyntaxProtocol) -> Bool {
        guard node.hasAncestor(where: { $0.is(ConditionElementSyntax.self) }) else { return false }
        // An alert's content is in its arguments; the view it modifies is in its callee.
        var child = Syntax(node)
        while let parent = child.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id, let name = call.calleeName,
               !transientWords.isDisjoint(with: NameWords.split(name)) { return false }
            child = parent
        }
        return true
    }

    /// `if let errorMessage { … }`: the shorthand binding names the property without a reference to it.
    static func bindsShorthand(_ name: String, in node: DeclSyntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let binding = token.parent?.parent?.as(OptionalBindingConditionSyntax.self) else { return false }
            return binding.initializer == nil && isCondition(binding)
        }
    }

    /// The stored property types of a view and the flag-like names it reads as members.
    static func reads(of members: MemberBlockItemListSyntax, in node: DeclSyntax, file: SwiftFile) -> ViewReads? {
        var names: Set<String> = []
        for access in file.index.memberAccesses(within: node) {
            let name = access.declName.baseName.text
            let words = NameWords.split(name)
            if loadingNames.contains(words.filter({ $0 != "is" })) || (words.contains("error") && isCondition(access)) { names.insert(name) }
        }
        let inputs = boundInputs(within: node, file: file)
        guard !names.isEmpty || !inputs.isEmpty else { return nil }
        var types: Set<String> = []
        for variable in members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }) {
            guard let binding = variable.bindings.first else { continue }
            if let type = binding.typeAnnotation?.type { types.insert(Symbols.bareName(type.trimmedSourceText)) }
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let name = call.calleeName { types.insert(name) }
            for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
                // `@Environment(FeedModel.self)`
                guard case .argumentList(let arguments)? = attribute.arguments,
                      let access = arguments.first?.expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
                      let base = access.base else { continue }
                types.insert(Symbols.bareName(base.trimmedSourceText))
            }
        }
        return ViewReads(types: types, members: names, inputs: inputs)
    }

    static let textInputs = InteractiveViews.textInputs
    /// Words of a field that filters a list rather than composing something.
    static let searchWords: Set<String> = ["search", "filter", "find"]

    /// The last names of the bindings a view hands to text inputs (`question` for
    /// `TextField("Ask", text: $question)`, `draft` for `TextEditor(text: $model.draft)`),
    /// leaving out search fields, which filter the list rather than compose something.
    static func boundInputs(within node: DeclSyntax, file: SwiftFile) -> Set<String> {
        var names: Set<String> = []
        for call in file.index.calls(within: node) where call.calleeName.map(textInputs.contains) == true {
            guard let expression = call.argument("text")?.expression else { continue }
            let name: String
            if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
                name = String(reference.baseName.text.dropFirst())
            } else if let access = expression.as(MemberAccessExprSyntax.self), access.base?.trimmedSourceText.hasPrefix("$") == true {
                name = access.declName.baseName.text
            } else { continue }
            if searchWords.isDisjoint(with: NameWords.split(name)) { names.insert(name) }
        }
        return names
    }
}

extension VariableDeclSyntax {
    /// The name of a single-binding declaration: `isLoading` in `@State private var isLoading = false`.
    fileprivate var boundName: String? { bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
}
