import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `ContentUnavailableView` given a title (and an image) but neither a description
/// nor actions: the empty screen says that nothing is there, not why (first use, no results,
/// all cleared) nor what would fill it. The rulebook (`state-empty`) asks every empty state to
/// name its kind and offer the one action that fills it.
///
/// Left alone: the `.search` variant, which repeats the query; views given `description:` or
/// `actions:`, as arguments or trailing closures; views whose symbol marks a failure or a
/// missing item (`exclamationmark.triangle`, `wifi.slash`), or whose title is an error's text
/// (`failure.localizedDescription`), which are error states; a view standing for one item that
/// did not resolve (the `else` of `if let memo`, directly or through a helper only such branches
/// call, or a "not found" title); the list of a picker (`FolderPickerList` with a `@Binding`), which
/// has nothing to pick and no business creating it; an empty trash (a `trash`
/// symbol), which is a cleared state with nothing to add, since only deleting elsewhere
/// fills it; a view whose
/// whole content is a closure its caller passes in (`ContentUnavailableView { emptyContent() }`
/// in a reusable list), whose parts the caller decides; a view whose property or function also
/// draws an add control (`systemImage: "plus"`, in the toolbar or a section below), which is the
/// action that fills it; a title that already asks to create the first item ("No location
/// defined. Please create one.") on a screen whose type titles a control "New …", "Add …" or
/// "Create …" (a toolbar's "New location"), which names both the kind of empty and its action;
/// a call that fits none of SwiftUI's initialisers (`ContentUnavailableView(.search)`,
/// `ContentUnavailableView(config)`), which goes to the app's own `init` in an extension, whose
/// parts this file does not show.
/// Known false negative: hand-built empty states
/// (an `isEmpty` branch drawing a lone `Text`), whose shape varies too much to read safely.
struct BareEmptyState: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "state-empty.title-only",
        ruleId: "state-empty",
        summary: "A ContentUnavailableView with a title but no description or action",
        triggering: [
            CheckExample("""
            struct BookmarksView: View {
                let bookmarks: [Bookmark]
                var body: some View {
                    if bookmarks.isEmpty {
                        ↓ContentUnavailableView("No Bookmarks", systemImage: "bookmark")
                    } else {
                        List(bookmarks) { BookmarkRow(bookmark: $0) }
                    }
                }
            }
            """),
            CheckExample("""
            struct InboxView: View {
                var body: some View {
                    ↓ContentUnavailableView {
                        Label("Inbox empty", systemImage: "tray")
                    }
                }
            }
            """),
            // The title asks to create one, but the screen offers no way to.
            CheckExample("""
            struct ProjectsView: View {
                var body: some View {
                    ↓ContentUnavailableView("No projects. Please create one.", systemImage: "folder")
                }
            }
            """),
            // A helper the list draws when it is empty, not only for an item that did not resolve.
            CheckExample("""
            struct NotesList: View {
                let notes: [Note]
                var body: some View {
                    if notes.isEmpty { EmptyNotes() } else { List(notes) { NoteRow(note: $0) } }
                }
                @ViewBuilder func EmptyNotes() -> some View {
                    ↓ContentUnavailableView("No notes", systemImage: "doc")
                }
            }
            """),
        ],
        nonTriggering: [
            // A reusable list shows whatever empty content its caller builds.
            CheckExample("""
            struct FilteredList<Row: View, Empty: View>: View {
                let rows: [Row]
                let empty: () -> Empty
                var body: some View {
                    List { ForEach(rows.indices, id: \\.self) { rows[$0] } }
                        .overlay {
                            if rows.isEmpty {
                                ContentUnavailableView { empty() }
                            }
                        }
                }
            }
            """),
            CheckExample("""
            struct BookmarksView: View {
                @Binding var query: String
                var body: some View {
                    ContentUnavailableView("No Bookmarks", systemImage: "bookmark",
                                           description: Text("Tap the bookmark icon on any article to keep it here."))
                    ContentUnavailableView.search(text: query)
                    ContentUnavailableView.search
                }
            }
            """),
            // A failure or a missing item, not an empty list.
            CheckExample("""
            struct ShortcutEditor: View {
                var body: some View {
                    ContentUnavailableView("Shortcut not found", systemImage: "exclamationmark.triangle")
                    ContentUnavailableView {
                        Label("You're offline", systemImage: "wifi.slash")
                    }
                }
            }
            """),
            // moememos: the detail screen of one memo whose id does not resolve. A missing item,
            // not an empty list, and the title says so.
            CheckExample("""
            struct MemoView: View {
                let memoId: String
                var body: some View {
                    ScrollView {
                        if let memo = memosViewModel.memo(id: memoId) {
                            MemoCardContent(memo: memo)
                        } else {
                            ContentUnavailableView("Memo not found", systemImage: "note.text")
                                .task(id: memoId) { try? await memosViewModel.loadMemos() }
                        }
                    }
                }
            }
            """),
            // productivity-pro HomeworkItem: the destination shown when the linked note was
            // deleted, drawn by a helper called only in the `else` of `if let`.
            CheckExample("""
            struct TaskRow: View {
                let task: Task
                var body: some View {
                    NavigationLink(destination: {
                        if let document = task.document { DocumentView(document: document) } else { MissingDocument() }
                    }) { Text(task.title) }
                }
                @ViewBuilder func MissingDocument() -> some View {
                    ZStack {
                        Color(UIColor.systemGroupedBackground).ignoresSafeArea(.all)
                        ContentUnavailableView("This document no longer exists.", systemImage: "doc")
                    }
                }
            }
            """),
            // productivity-pro ObjectPickerList: the list of a sheet that picks a note or folder;
            // there is nothing to pick, and making one is not the picker's job.
            CheckExample("""
            struct FolderPickerList: View {
                @Binding var selection: String
                let items: [Item]
                var body: some View {
                    if items.isEmpty {
                        ContentUnavailableView("This folder is empty.", systemImage: "folder")
                    } else {
                        List(items) { item in Button(item.title) { selection = item.id } }
                    }
                }
            }
            """),
            CheckExample("""
            struct RecipeDetail: View {
                let recipe: Recipe?
                var body: some View {
                    if let recipe { RecipeCard(recipe: recipe) } else { ContentUnavailableView("No recipe", systemImage: "fork.knife") }
                }
            }
            """),
            // An emptied trash: a cleared state that no action on this screen fills.
            CheckExample("""
            struct TrashView: View {
                let deleted: [Note]
                var body: some View {
                    List(deleted) { NoteRow(note: $0) }
                        .overlay {
                            if deleted.isEmpty {
                                ContentUnavailableView("Trash is empty", systemImage: "trash")
                            }
                        }
                }
            }
            """),
            // The error's own text as the title: an error placeholder, whatever its symbol.
            CheckExample("""
            struct LoadStateBackground: View {
                let state: LoadState
                var body: some View {
                    switch state {
                    case .failure(let failure):
                        ContentUnavailableView(failure.localizedDescription, systemImage: Symbols.failed)
                    default:
                        EmptyView()
                    }
                }
            }
            """),
            // The title asks to create the first item, and the toolbar, drawn by another property
            // of the type, offers "New location" (grocy-swiftui MDLocationsView).
            CheckExample("""
            struct MDLocationsView: View {
                var content: some View {
                    List {
                        if mdLocationsCount == 0 {
                            ContentUnavailableView("No location defined. Please create one.", systemImage: MySymbols.location)
                        } else if mdLocations.isEmpty {
                            ContentUnavailableView.search
                        }
                        ForEach(mdLocations, id: \\.id) { MDLocationRowView(location: $0) }
                    }
                }
                var body: some View {
                    content
                        .toolbar {
                            Button(action: { showAddLocation.toggle() }, label: { Label("New location", systemImage: MySymbols.new) })
                        }
                }
            }
            """),
            // The same screen offers the add control that fills it, in its toolbar.
            CheckExample("""
            struct TagsView: View {
                @State private var creating = false
                let tags: [Tag]
                var body: some View {
                    List {
                        if tags.isEmpty {
                            ContentUnavailableView("No tags yet", systemImage: "tag")
                        } else {
                            ForEach(tags) { TagRow(tag: $0) }
                        }
                    }
                    .toolbar {
                        Button("New tag", systemImage: "plus") { creating = true }
                    }
                }
            }
            """),
            // movee-ios InfiniteList: the app's own `init(_ config:)` builds the view with a description.
            CheckExample(files: [
                ("App/EmptyState.swift", """
                extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
                    init(_ state: EmptyState) {
                        self.init(state.title, systemImage: state.symbol, description: Text(state.hint))
                    }
                }
                """),
                ("App/ResultsList.swift", """
                struct ResultsList: View {
                    let empty: EmptyState
                    var body: some View {
                        ContentUnavailableView(.noMatches)
                        ContentUnavailableView(empty)
                    }
                }
                """),
            ]),
            CheckExample("""
            struct InboxView: View {
                var body: some View {
                    ContentUnavailableView {
                        Label("Inbox empty", systemImage: "tray")
                    } actions: {
                        Button("Write a message") { compose() }
                    }
                }
            }
            """),
        ]
    )

    /// Words of a symbol name that mark a failure or a missing item rather than an empty list
    /// (`exclamationmark.triangle`, `wifi.slash`): that is `state-error` or `state-offline`.
    static let failureSymbolWords: Set<String> = ["exclamationmark", "xmark", "wifi", "network", "error", "warning"]

    /// True when the view's symbol, or its `Label`'s, is a failure symbol.
    static func showsFailure(_ call: FunctionCallExprSyntax, file: SwiftFile) -> Bool {
        symbols(of: call, file: file).contains { !failureSymbolWords.isDisjoint(with: NameWords.split($0)) }
    }

    /// True when the view stands for one item that did not resolve, not an empty collection: it is
    /// the `else` of an `if` that only unwraps optionals (`if let memo { … } else { … }`), or its
    /// title says the item is not found ("Memo not found"). The title already says why.
    /// The same holds for a view drawn by a function of its type that takes nothing and that the
    /// file calls only in such `else` branches (`} else { UnavailableView() }`, homework whose
    /// linked note was deleted).
    static func showsMissingItem(_ call: FunctionCallExprSyntax, file: SwiftFile) -> Bool {
        if let title = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText.lowercased() {
            let words = title.split { !$0.isLetter }
            if zip(words, words.dropFirst()).contains(where: { $0 == "not" && $1 == "found" }) { return true }
        }
        if isElseOfUnwrap(Syntax(call)) { return true }
        guard let function = call.enclosingFunction, function.signature.parameterClause.parameters.isEmpty,
              function.parent?.is(MemberBlockItemSyntax.self) == true else { return false }
        let uses = file.index.calls(function.name.text).filter { $0.arguments.isEmpty && $0.trailingClosure == nil }
        return !uses.isEmpty && uses.allSatisfy { isElseOfUnwrap(Syntax($0)) }
    }

    /// True when the innermost block around `node` is the `else` of an `if` that only unwraps optionals.
    static func isElseOfUnwrap(_ node: Syntax) -> Bool {
        var node = node.parent
        while let current = node, !current.is(CodeBlockSyntax.self), !current.is(ClosureExprSyntax.self) { node = current.parent }
        guard let block = node?.as(CodeBlockSyntax.self), let branch = block.parent?.as(IfExprSyntax.self),
              branch.elseBody?.id == block.id else { return false }
        return branch.conditions.allSatisfy { $0.condition.is(OptionalBindingConditionSyntax.self) }
    }

    /// Words of a type's name that make it a chooser: a picker's empty list is filled where the
    /// items are made, not in the sheet that picks one.
    static let pickerWords: Set<String> = ["picker", "chooser"]

    /// True when the type drawing the view is a picker (`ObjectPickerList`) that hands its choice
    /// back through a binding: the empty list says there is nothing to pick, and creating an item
    /// is not its job.
    static func isInPicker(_ call: FunctionCallExprSyntax) -> Bool {
        guard let type = call.enclosingTypeDeclaration?.as(StructDeclSyntax.self),
              !pickerWords.isDisjoint(with: NameWords.split(type.name.text)) else { return false }
        return type.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "Binding" } == true
        }
    }

    /// True when the view's symbol is of the `trash` family (`trash`, `trash.slash`): an empty
    /// trash or recently-deleted list, which only deleting elsewhere fills.
    static func showsEmptyTrash(_ call: FunctionCallExprSyntax, file: SwiftFile) -> Bool {
        symbols(of: call, file: file).contains { $0.split(separator: ".").first == "trash" }
    }

    /// The literal `systemImage:` symbols of the view and of the views inside it (its `Label`).
    static func symbols(of call: FunctionCallExprSyntax, file: SwiftFile) -> [String] {
        ([call] + file.index.calls(within: call)).compactMap { $0.argument("systemImage")?.expression.as(StringLiteralExprSyntax.self)?.plainText }
    }

    /// Properties of an error that give its text: a title made of one is an error message.
    static let errorTextMembers: Set<String> = ["localizedDescription", "errorDescription", "failureReason"]

    /// True when the view's title is an error's text (`ContentUnavailableView(failure.localizedDescription, …)`).
    static func titlesAnError(_ call: FunctionCallExprSyntax) -> Bool {
        guard let title = call.arguments.first, title.label == nil,
              let member = title.expression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        return errorTextMembers.contains(member.declName.baseName.text)
    }

    /// True when the view's label closure only calls a closure by its lowercase name
    /// (`{ emptyContent() }`): content handed in by the caller, which may hold a description and an action.
    static func showsCallersContent(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.isEmpty, let statements = call.trailingClosure?.statements, statements.count == 1,
              let inner = statements.first?.item.as(FunctionCallExprSyntax.self), inner.arguments.isEmpty, inner.trailingClosure == nil,
              let name = inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name.first?.isLowercase == true
    }

    /// True when the property or function that draws the view also draws an add control, a
    /// `systemImage:` of the `plus` family (`plus`, `plus.circle.fill`): the screen already offers
    /// the action that fills it, in its toolbar or next to the empty view.
    static func offersAddNearby(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node, !current.is(VariableDeclSyntax.self), !current.is(FunctionDeclSyntax.self) { node = current.parent }
        guard let member = node else { return false }
        return member.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("systemImage"), let argument = token.parent?.as(LabeledExprSyntax.self),
                  let symbol = argument.expression.as(StringLiteralExprSyntax.self)?.plainText else { return false }
            return symbol == "plus" || symbol.hasPrefix("plus.")
        }
    }

    /// Words of a title that ask the person to fill the screen themselves.
    static let createWords: Set<String> = ["create", "add"]
    /// First words of a control's title that create an item.
    static let createTitleWords: Set<String> = ["new", "add", "create"]
    /// Views whose first literal is a control's title.
    static let titledControls: Set<String> = ["Button", "Label", "NavigationLink"]

    /// True when the view's title asks to create or add the first item ("Please create one")
    /// and the type drawing it titles a control "New …", "Add …" or "Create …": the title names
    /// the kind of empty and its action, and the screen offers that action.
    static func titleAsksForOfferedCreate(_ call: FunctionCallExprSyntax, file: SwiftFile) -> Bool {
        let title = call.arguments.first.flatMap { $0.label == nil ? $0.expression.as(StringLiteralExprSyntax.self) : nil }
            ?? file.index.calls(within: call).first { $0.calleeName == "Label" }?.arguments.first?.expression.as(StringLiteralExprSyntax.self)
        guard let title, !createWords.isDisjoint(with: NameWords.split(title.plainText)),
              let type = call.enclosingTypeDeclaration else { return false }
        return file.index.calls(within: type).contains { control in
            guard titledControls.contains(control.calleeName ?? ""), control.id != call.id,
                  let text = control.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText,
                  let first = NameWords.split(text).first else { return false }
            return createTitleWords.contains(first)
        }
    }

    /// True when the call fits one of SwiftUI's initialisers: a title with `systemImage:` or
    /// `image:`, or a `label` closure. Any other call (`ContentUnavailableView(config)`) is the
    /// app's own `init`, which may add a description this file does not show.
    static func usesSystemInitialiser(_ call: FunctionCallExprSyntax) -> Bool {
        if call.trailingClosure != nil || call.argument("label") != nil { return true }
        let labels = call.arguments.map { $0.label?.text }
        return labels.count >= 2 && labels[0] == nil && ["systemImage", "image"].contains(labels[1])
    }

    /// The labels that give the view a description or actions.
    static let fillingLabels: Set<String> = ["description", "actions"]

    /// The parts a `ContentUnavailableView` is given by label, as arguments or trailing closures.
    static func givenParts(_ call: FunctionCallExprSyntax) -> Set<String> {
        Set(call.arguments.compactMap { $0.label?.text } + call.additionalTrailingClosures.map(\.label.text))
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("ContentUnavailableView") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard Self.usesSystemInitialiser(call), Self.fillingLabels.isDisjoint(with: Self.givenParts(call)), !Self.showsFailure(call, file: file), !Self.showsEmptyTrash(call, file: file), !Self.titlesAnError(call),
                  !Self.showsMissingItem(call, file: file), !Self.isInPicker(call),
                  !Self.showsCallersContent(call), !Self.offersAddNearby(call), !Self.titleAsksForOfferedCreate(call, file: file) else { continue }
            let title = call.arguments.first?.expression.as(StringLiteralExprSyntax.self).map { " \"\($0.plainText)\"" } ?? ""
            output.report(
                "This empty state\(title) shows only a title and an image: it says neither why the screen is empty (nothing yet, no results, all cleared) nor what would fill it. Add a description that names the kind of empty and an action, or use ContentUnavailableView.search for no results.",
                at: file.position(of: call.calledExpression), confidence: .medium)
        }
    }
}
