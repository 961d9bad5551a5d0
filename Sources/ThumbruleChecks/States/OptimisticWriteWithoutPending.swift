import SwiftSyntax
import ThumbruleCore

/// An optimistic write with nothing to say it is unconfirmed: a function adds an item to the
/// collection a screen lists (`messages.append(message)`, `items.insert(item, at: 0)`) or changes
/// one in place (`items[index].isDone = true`), then awaits a server call that sends it
/// (`try await api.sendMessage(message)`: a call named post, send, create, upload, save, submit,
/// add or update on a receiver named as an API, client, service, session, network or server),
/// while the item's type, declared in the project, has no property that could carry a pending,
/// sent or failed state (`isPending`, `status`, `state`, `isSent`, `syncState`, `serverId`,
/// `isLocal` …) and no failure path of the function touches the collection or the item. The row
/// shows as done from the moment it is added, and when the call fails it stays looking saved.
/// The rulebook (`state-queued`) asks that unconfirmed changes are marked pending on the item.
///
/// The collection is a stored array property of the function's own type that a screen can
/// observe (`@Published`, `@State`, a property of an `@Observable` class or of a view
/// controller), and some view of the project iterates a collection of that name (`ForEach`,
/// `List`, a diffable snapshot's `appendItems`, a table's row count). The call must send what
/// was added (its arguments name the item, or a name the new item was built from).
///
/// Left alone: a call whose error goes to the caller (a plain `try` in a throwing function),
/// functions that keep their own pending marker (`pendingIds.insert(id)`, `sendingIDs`), a catch,
/// `else` or `.failure` branch that names the collection or the item (a rollback or a failed
/// mark, or a reload through a function of the file that sets the collection again: amakaflow-ios),
/// item types of other modules (not declared in the project) and collections of plain
/// values. Known false negatives: a collection changed through a helper, an item type declared
/// only in a package the run does not read.
struct OptimisticWriteWithoutPending: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "state-queued.optimistic-write-without-pending",
        ruleId: "state-queued",
        summary: "An item added to a listed collection before the server confirms it, with no pending state on the item's type",
        triggering: [
            CheckExample(files: [
                ("App/ChatModel.swift", """
                import Foundation

                @MainActor final class ChatModel: ObservableObject {
                    @Published var messages: [Message] = []
                    let api: ChatAPI

                    init(api: ChatAPI) { self.api = api }

                    func send(_ text: String) async {
                        let message = Message(id: UUID(), text: text, createdAt: Date())
                        ↓messages.append(message)
                        do {
                            try await api.sendMessage(message)
                        } catch {
                            print(error)
                        }
                    }
                }
                """),
                ("App/Message.swift", """
                import Foundation

                struct Message: Identifiable, Codable {
                    let id: UUID
                    var text: String
                    var createdAt: Date
                }
                """),
                ("App/ChatView.swift", """
                import SwiftUI

                struct ChatView: View {
                    @StateObject var model: ChatModel
                    var body: some View {
                        List(model.messages) { message in
                            Text(message.text)
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/TodoList.swift", """
                import SwiftUI

                struct TodoList: View {
                    @State private var todos: [Todo] = []
                    let service: TodoService

                    var body: some View {
                        ForEach(todos) { todo in
                            Text(todo.title)
                        }
                    }

                    func add(title: String) {
                        Task {
                            ↓todos.insert(Todo(id: UUID(), title: title), at: 0)
                            try? await service.createTodo(title: title)
                        }
                    }
                }

                struct Todo: Identifiable {
                    let id: UUID
                    var title: String
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The item type can say it is waiting, and a failed send rolls the item back.
            CheckExample(files: [
                ("App/ChatModel.swift", """
                import Foundation

                @Observable final class ChatModel {
                    var messages: [Message] = []
                    var notes: [Note] = []
                    let api: ChatAPI

                    func send(_ text: String) async {
                        let message = Message(id: UUID(), text: text, isPending: true)
                        messages.append(message)
                        do {
                            try await api.sendMessage(message)
                        } catch {
                            print(error)
                        }
                    }

                    func addNote(_ text: String) async {
                        let note = Note(id: UUID(), text: text)
                        notes.append(note)
                        do {
                            try await api.createNote(note)
                        } catch {
                            notes.removeAll { $0.id == note.id }
                        }
                    }
                }

                struct Message: Identifiable {
                    let id: UUID
                    var text: String
                    var isPending: Bool
                }

                struct Note: Identifiable {
                    let id: UUID
                    var text: String
                }
                """),
                ("App/ChatView.swift", """
                import SwiftUI

                struct ChatView: View {
                    var model: ChatModel
                    var body: some View {
                        List(model.messages) { Text($0.text) }
                        ForEach(model.notes) { Text($0.text) }
                    }
                }
                """),
            ]),
            // The item is added from the server's answer, after the call; the error goes to the caller.
            CheckExample(files: [
                ("App/TodoModel.swift", """
                import Foundation

                final class TodoModel: ObservableObject {
                    @Published var todos: [Todo] = []
                    let client: TodoClient

                    func add(title: String) async {
                        do {
                            let saved = try await client.createTodo(title: title)
                            todos.append(saved)
                        } catch {
                            print(error)
                        }
                    }

                    func rename(_ index: Int, to title: String) async throws {
                        todos[index].title = title
                        try await client.updateTodo(todos[index])
                    }
                }

                struct Todo: Identifiable {
                    let id: UUID
                    var title: String
                }
                """),
                ("App/TodoView.swift", """
                import SwiftUI

                struct TodoView: View {
                    @ObservedObject var model: TodoModel
                    var body: some View {
                        ForEach(model.todos) { Text($0.title) }
                    }
                }
                """),
            ]),
            // amakaflow-ios FeedViewModel: a reaction toggled on the listed post before the call,
            // and a failure that reloads the list through a function that sets it again.
            CheckExample(files: [
                ("App/FeedModel.swift", """
                import Foundation

                @Observable final class FeedModel {
                    var posts: [Post] = []
                    let api: FeedAPI

                    func like(at index: Int) async {
                        posts[index].likedByMe = true
                        do {
                            try await api.addLike(postId: posts[index].id)
                        } catch {
                            await reload()
                        }
                    }

                    func reload() async {
                        posts = (try? await api.feed()) ?? posts
                    }
                }

                struct Post: Identifiable {
                    let id: String
                    var likedByMe: Bool
                }
                """),
                ("App/FeedView.swift", """
                import SwiftUI

                struct FeedView: View {
                    var model: FeedModel
                    var body: some View {
                        ForEach(model.posts) { Text($0.id) }
                    }
                }
                """),
            ]),
            // A set of ids in flight marks the rows; a collection no view lists.
            CheckExample(files: [
                ("App/CollectionsModel.swift", """
                import Foundation

                @Observable final class CollectionsModel {
                    var collections: [Collection] = []
                    var recent: [Collection] = []
                    var mutatingIds: Set<UUID> = []
                    let service: CollectionsService

                    func add(_ collection: Collection) async {
                        collections.append(collection)
                        mutatingIds.insert(collection.id)
                        do {
                            try await service.saveCollection(collection)
                        } catch {
                            print(error)
                        }
                        mutatingIds.remove(collection.id)
                    }

                    func remember(_ collection: Collection) async {
                        recent.append(collection)
                        try? await service.saveCollection(collection)
                    }
                }

                struct Collection: Identifiable {
                    let id: UUID
                    var name: String
                }
                """),
                ("App/CollectionsView.swift", """
                import SwiftUI

                struct CollectionsView: View {
                    var model: CollectionsModel
                    var body: some View {
                        ForEach(model.collections) { Text($0.name) }
                    }
                }
                """),
            ]),
        ]
    )

    /// An optimistic write found in the file pass, waiting for the item type and the views.
    struct Write: Sendable, Codable {
        let collection: String
        let itemType: String
        let call: String
        let changes: Bool
        let position: SourcePosition
    }

    /// A type declared in the project and whether any of its declarations has a property that
    /// could carry a pending state.
    struct ItemType: Sendable, Codable {
        let name: String
        let canBePending: Bool
    }

    static let writes = FactKey<Write>("state-queued.optimistic-write-without-pending.write")
    static let types = FactKey<ItemType>("state-queued.optimistic-write-without-pending.type")
    /// Names of collections some view iterates.
    static let listed = FactKey<String>("state-queued.optimistic-write-without-pending.listed")

    /// Words of a property that could say an item waits for the server, has reached it or failed.
    static let pendingWords: Set<String> = [
        "pending", "status", "state", "sent", "sending", "synced", "sync", "syncing", "confirmed", "local",
        "upload", "uploaded", "uploading", "server", "remote", "draft", "failed", "failure", "error",
        "temporary", "temp", "optimistic", "queued", "queue", "outbox", "progress", "delivered", "saved",
        "saving", "posted", "posting", "submitted", "acknowledged", "inflight", "mutating", "unsent", "dirty",
    ]
    /// Words of a call that sends something to a server.
    static let sendWords: Set<String> = ["post", "send", "create", "upload", "save", "submit", "add", "update", "put", "patch"]
    /// Words of a receiver that talks to a server.
    static let serverWords: Set<String> = ["api", "client", "service", "session", "network", "server", "backend", "remote", "http"]
    static let viewControllers: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController"]
    static let gate = TextSearch(anyOf: ["await", "ForEach", "List", "appendItems", "numberOf", "struct", "class"], ignoringCase: false)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard Self.gate.mayMatch(in: file) else { return }
        for declaration in file.index.typeDeclarations {
            guard let group = declaration.node.asProtocol(DeclGroupSyntax.self), !declaration.node.is(EnumDeclSyntax.self),
                  !declaration.node.is(ProtocolDeclSyntax.self) else { continue }
            let names = Self.memberNames(group)
            output.facts.add(ItemType(name: declaration.name, canBePending: names.contains(where: Self.canCarryPending)), for: Self.types)
        }
        for name in Self.listedNames(in: file) { output.facts.add(name, for: Self.listed) }
        guard !file.index.awaits.isEmpty else { return }
        for function in file.index.functions {
            guard let body = function.body, let typeName = function.enclosingTypeName else { continue }
            let collections = Self.observedCollections(of: typeName, in: file)
            guard !collections.isEmpty else { continue }
            if let write = Self.write(in: body, function: function, collections: collections, file: file) {
                output.facts.add(write, for: Self.writes)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let writes = project.facts.values(Self.writes)
        guard !writes.isEmpty else { return }
        let listed = Set(project.facts.values(Self.listed))
        var declared: [String: Bool] = [:]
        for type in project.facts.values(Self.types) { declared[type.name, default: false] = declared[type.name, default: false] || type.canBePending }
        for write in writes where listed.contains(write.collection) && declared[write.itemType] == false {
            let what = write.changes ? "changes a \(write.itemType) in \(write.collection)" : "adds a \(write.itemType) to \(write.collection)"
            output.report(
                "This \(what) before \(write.call) has answered, and \(write.itemType) has no property that could say the change is still waiting (pending, status, isSent, syncState …), nor does a failure path here touch it: the row shows as done while the server may still refuse it, and when the call fails it stays looking saved. Mark the item pending here (text and accessibility value, such as Waiting to send), switch it to done only when \(write.call) returns, and to failed with a retry when it throws.",
                at: write.position, confidence: .medium)
        }
    }

    // MARK: - Item types

    static func memberNames(_ group: some DeclGroupSyntax) -> [String] {
        group.memberBlock.members.flatMap { member -> [String] in
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
            return []
        }
    }

    static func canCarryPending(_ name: String) -> Bool {
        NameWords.split(name).contains { pendingWords.contains($0.lowercased()) }
    }

    // MARK: - Listed collections

    /// Names a view iterates: the names in the first argument of `ForEach` and `List`, in a
    /// snapshot's `appendItems`, and the receivers of `count` in a table's or collection's row count.
    static func listedNames(in file: SwiftFile) -> Set<String> {
        var names: Set<String> = []
        for call in file.index.calls("ForEach", "List", "appendItems") {
            guard let first = call.arguments.first else { continue }
            names.formUnion(file.index.names(within: first.expression))
        }
        for function in file.index.functions where ["numberOfRowsInSection", "numberOfItemsInSection"].contains(where: { label in
            function.signature.parameterClause.parameters.contains { $0.firstName.text == label }
        }) {
            guard let body = function.body else { continue }
            for access in file.index.memberAccesses(within: body) where access.declName.baseName.text == "count" {
                if let base = access.base?.strippingOptionality.lastNameComponent { names.insert(base) }
            }
        }
        return names
    }

    // MARK: - Writes

    /// Stored array properties of the named type that a screen can observe, with their element type.
    static func observedCollections(of typeName: String, in file: SwiftFile) -> [String: String] {
        file.shared(CollectionCache.self) { CollectionCache(file) }.collections[typeName] ?? [:]
    }

    final class CollectionCache {
        var collections: [String: [String: String]] = [:]

        init(_ file: SwiftFile) {
            for declaration in file.index.typeDeclarations {
                guard let group = declaration.node.asProtocol(DeclGroupSyntax.self) else { continue }
                let observable = group.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "Observable" }
                    || declaration.inheritedNames.contains(where: OptimisticWriteWithoutPending.viewControllers.contains)
                for member in group.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
                    let wrapped = variable.attributes.contains {
                        ["Published", "State"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText ?? "")
                    }
                    guard wrapped || observable else { continue }
                    for binding in variable.bindings where binding.accessorBlock == nil {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                              let element = OptimisticWriteWithoutPending.elementType(binding) else { continue }
                        collections[declaration.name, default: [:]][name] = element
                    }
                }
            }
        }
    }

    /// `[Item]` from `var items: [Item]` or `var items = [Item]()`.
    static func elementType(_ binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type {
            return type.as(ArrayTypeSyntax.self)?.element.as(IdentifierTypeSyntax.self)?.name.text
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1 else { return nil }
        return array.elements.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The name a receiver ends in when it is the collection itself: `items` or `self.items`.
    static func collectionName(_ expression: ExprSyntax?) -> String? {
        guard let expression = expression?.strippingOptionality else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedSourceText == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    struct Mutation {
        let node: Syntax
        let collection: String
        /// Names the new or changed item is built from, which the server call must share.
        let names: Set<String>
        let changes: Bool
    }

    /// The first optimistic write of the function, when it is sent, the failure does not touch
    /// it and the function keeps no pending marker of its own.
    static func write(in body: CodeBlockSyntax, function: FunctionDeclSyntax, collections: [String: String], file: SwiftFile) -> Write? {
        let names = file.index.names(within: body)
        guard !collections.keys.allSatisfy({ !names.contains($0) }) else { return nil }
        // A pending marker the function keeps itself (`pendingIds`, `sendingMessages`).
        if names.contains(where: { name in !collections.keys.contains(name) && canCarryMarker(name) }) { return nil }
        let mutations = Self.mutations(in: body, collections: collections, file: file)
        for mutation in mutations {
            guard let send = Self.send(after: mutation, in: body, file: file),
                  let element = collections[mutation.collection] else { continue }
            if Self.propagates(send, of: function) { continue }
            if Self.failureTouches(mutation, after: send, in: body, file: file) { continue }
            return Write(collection: mutation.collection, itemType: element, call: send.calleeChain,
                         changes: mutation.changes, position: file.position(of: mutation.node))
        }
        return nil
    }

    /// Function-level markers: names with pending words that are not the item's own fields.
    static let markerWords: Set<String> = ["pending", "sending", "uploading", "posting", "syncing", "inflight", "mutating", "queued", "outbox", "submitting", "saving"]

    static func canCarryMarker(_ name: String) -> Bool {
        NameWords.split(name).contains { markerWords.contains($0.lowercased()) }
    }

    static func mutations(in body: CodeBlockSyntax, collections: [String: String], file: SwiftFile) -> [Mutation] {
        var found: [Mutation] = []
        for call in file.index.calls(within: body) {
            guard let name = call.calleeName, ["append", "insert"].contains(name),
                  let collection = collectionName(call.receiver), collections[collection] != nil,
                  let item = call.arguments.first, item.label == nil else { continue }
            let built = file.index.names(within: item.expression).filter(isValueName)
            found.append(Mutation(node: Syntax(call), collection: collection, names: built, changes: false))
        }
        // `items[index] = item` and `items[index].done = true`.
        for subscriptCall in body.tokens(viewMode: .sourceAccurate).compactMap({ $0.tokenKind == .leftSquare ? $0.parent?.as(SubscriptCallExprSyntax.self) : nil }) {
            guard let collection = collectionName(subscriptCall.calledExpression), collections[collection] != nil else { continue }
            var target = ExprSyntax(subscriptCall)
            if let member = subscriptCall.parent?.as(MemberAccessExprSyntax.self), member.base?.id == subscriptCall.id { target = ExprSyntax(member) }
            guard let assignment = target.assignment, assignment.operator == "=" else { continue }
            if found.contains(where: { $0.node.id == Syntax(subscriptCall).id }) { continue }
            var built = file.index.names(within: subscriptCall.arguments).filter(isValueName)
            built.insert(collection)
            found.append(Mutation(node: Syntax(subscriptCall), collection: collection, names: built, changes: true))
        }
        return found.sorted { $0.node.position < $1.node.position }
    }

    /// A name of a value, not `self` nor a type or constructor (`UUID`, `Date`).
    static func isValueName(_ name: String) -> Bool {
        name != "self" && name.first.map { $0.isLowercase || $0 == "_" } == true
    }

    /// The first awaited server call after the mutation that sends what it added or changed.
    static func send(after mutation: Mutation, in body: CodeBlockSyntax, file: SwiftFile) -> FunctionCallExprSyntax? {
        for awaited in file.index.awaits where body.encloses(awaited) && awaited.position > mutation.node.endPosition {
            guard let call = awaited.expression.as(FunctionCallExprSyntax.self), let name = call.calleeName,
                  NameWords.split(name).contains(where: { sendWords.contains($0.lowercased()) }) else { continue }
            var receiverWords: [String] = []
            var first = true
            call.forEachCalleeName { component in
                if first { first = false; return }
                receiverWords += NameWords.split(component).map { $0.lowercased() }
            }
            guard receiverWords.contains(where: serverWords.contains) else { continue }
            let sent = file.index.names(within: call.arguments)
            guard !sent.isDisjoint(with: mutation.names) else { continue }
            return call
        }
        return nil
    }

    /// A plain `try` not caught in the function, in a function that throws: the caller decides.
    static func propagates(_ call: FunctionCallExprSyntax, of function: FunctionDeclSyntax) -> Bool {
        var current = call.parent
        while let node = current, node.id != function.id {
            if let tryExpression = node.as(TryExprSyntax.self), tryExpression.questionOrExclamationMark != nil { return false }
            if node.is(DoStmtSyntax.self) || node.is(ClosureExprSyntax.self) { return false }
            current = node.parent
        }
        return function.signature.effectSpecifiers?.throwsClause != nil
    }

    /// True when a catch, an `else` or a `.failure` case after the send names the collection or the item.
    static func failureTouches(_ mutation: Mutation, after send: FunctionCallExprSyntax, in body: CodeBlockSyntax, file: SwiftFile) -> Bool {
        var watched = mutation.names
        watched.insert(mutation.collection)
        var branches: [Syntax] = []
        if let doStatement = send.ancestor(where: { $0.is(DoStmtSyntax.self) })?.as(DoStmtSyntax.self), body.encloses(doStatement) {
            branches += doStatement.catchClauses.map(Syntax.init)
        }
        for token in body.tokens(viewMode: .sourceAccurate) where token.position > send.endPosition {
            if token.tokenKind == .keyword(.else), let parent = token.parent {
                if let ifExpression = parent.as(IfExprSyntax.self), let elseBody = ifExpression.elseBody { branches.append(Syntax(elseBody)) }
                if let guardStatement = parent.as(GuardStmtSyntax.self) { branches.append(Syntax(guardStatement.body)) }
            }
            if token.text == "failure" || token.text == "isFailure",
               let switchCase = token.ancestor(where: { $0.is(SwitchCaseSyntax.self) }) {
                branches.append(switchCase)
            }
        }
        return branches.contains { branch in
            let named = file.index.names(within: branch)
            if !named.isDisjoint(with: watched) { return true }
            // A reload of the same file that sets the collection again (`await loadFeed()`).
            return file.index.functions.contains { function in
                named.contains(function.name.text) && function.body.map { file.index.names(within: $0).contains(mutation.collection) } == true
            }
        }
    }
}
