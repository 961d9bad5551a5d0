import SwiftSyntax
import ThumbruleCore

/// A failed load that empties what the screen shows: the `catch` of a `do` that awaits a load
/// (or the `.failure` case of a result `switch` whose `.success` case fills the same property)
/// sets the collection the success path fills to `[]` or calls `removeAll()` on it. On a
/// refresh, the list the person was reading vanishes because a request failed, and what
/// remains looks like "nothing here"; the rulebook (`state-stale`, `list-refresh`) keeps the
/// old content and says it could not update. Android Lint has no check for this.
///
/// Left alone: a clearing under a further condition inside the failure branch (`if page == 1`),
/// a typed `catch` (`catch APIError.notFound`, where empty may be the answer), a `do` that awaits
/// nothing (decoding stored data at start-up), a failure branch that also signs out, functions
/// named for signing out, resetting, clearing, deleting or searching (a new query's results
/// replace the old query's, not a refresh of them), a property the function already emptied
/// before the request, a function that takes what to load (`load(for postID:)`, whose last items
/// belong to another post), and local variables. Known false negative: a clearing reached through a
/// helper (`handleError(error)` that resets the lists).
struct FailedLoadClearsContent: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "state-stale.failure-clears-content",
        ruleId: "state-stale",
        summary: "A failed load empties the collection its success path fills, wiping what is on screen",
        triggering: [
            CheckExample("""
            @Observable final class ListsModel {
                private(set) var lists: [TodoList] = []
                private(set) var tags: [Tag] = []

                func fetchLists() async {
                    do {
                        lists = try await client.get(.lists)
                    } catch {
                        ↓lists = []
                    }
                }

                func fetchTags() async {
                    do {
                        let fetched = try await client.get(.tags)
                        self.tags = fetched
                    } catch {
                        logger.error("tags: \\(error)")
                        ↓self.tags.removeAll()
                    }
                }
            }
            """),
            CheckExample("""
            final class InboxViewController: UITableViewController {
                var messages: [Message] = []

                func reload() {
                    api.messages { result in
                        switch result {
                        case .success(let page):
                            self.messages = page.items
                            self.tableView.reloadData()
                        case .failure(let error):
                            DispatchQueue.main.async {
                                ↓self.messages = []
                                self.tableView.reloadData()
                                self.show(error)
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The failure keeps the old items and says the update failed.
            CheckExample("""
            @Observable final class ListsModel {
                private(set) var lists: [TodoList] = []
                var updateFailed = false

                func fetchLists() async {
                    do {
                        lists = try await client.get(.lists)
                        updateFailed = false
                    } catch {
                        updateFailed = true
                    }
                }
            }
            """),
            // A not-found answer means there is nothing; only the first page empties the list.
            CheckExample("""
            final class FeedModel: ObservableObject {
                @Published var posts: [Post] = []

                func load(page: Int) async {
                    do {
                        posts += try await api.posts(page: page)
                    } catch APIError.notFound {
                        posts = []
                    } catch {
                        if page == 1 { posts = [] }
                    }
                }
            }
            """),
            // Signing out, searching, and decoding stored data are not refreshes of what is shown.
            CheckExample("""
            final class AccountModel: ObservableObject {
                @Published var lists: [TodoList] = []
                @Published var results: [Item] = []
                @Published var favourites: [Item] = []

                func signOutEverywhere() async {
                    do { lists = try await api.revokeAll() } catch { lists = [] }
                }

                func refreshSession() async {
                    do { lists = try await api.lists() } catch { logout(); lists = [] }
                }

                func search(_ query: String) async {
                    do { results = try await api.search(query) } catch { results = [] }
                }

                init(data: Data) {
                    do { favourites = try JSONDecoder().decode([Item].self, from: data) } catch { favourites = [] }
                }
            }
            """),
            // The items of another post, which the failed load rightly does not show.
            CheckExample("""
            final class CommentsModel: ObservableObject {
                @Published var comments: [Comment] = []

                func loadComments(for postID: String, force: Bool = false) async {
                    do { comments = try await api.comments(postID) } catch { comments = [] }
                }
            }
            """),
            // A local collection (also one a completion closure fills), and a list the function
            // empties before it asks anyway.
            CheckExample("""
            final class SectionsModel: ObservableObject {
                @Published var sections: [Section] = []

                func count() async -> Int {
                    var found: [Section] = []
                    do { found = try await api.sections() } catch { found = [] }
                    return found.count
                }

                func chart(_ done: @escaping ([Sample]) -> Void) {
                    var samples: [Sample] = []
                    store.samples { result in
                        switch result {
                        case .success(let values): samples = values
                        case .failure: samples = []
                        }
                        done(samples)
                    }
                }

                func reload() async {
                    sections = []
                    do { sections = try await api.sections() } catch { sections = [] }
                }
            }
            """),
        ]
    )

    /// Words of a function name that make emptying a collection its purpose, or make the
    /// collection the answer to a new question rather than a refresh of the old one.
    static let resettingWords: Set<String> = [
        "sign", "signout", "logout", "logoff", "reset", "clear", "remove", "delete", "wipe", "purge",
        "search", "query", "filter", "suggest", "suggestions", "autocomplete", "lookup",
    ]

    /// Words of parameters that say how to load, not what: `load(page:)`, `refresh(force:)`.
    static let howWords: Set<String> = [
        "page", "cursor", "offset", "limit", "force", "forced", "refresh", "refreshing", "reload", "pull", "pulled",
        "animated", "silent", "silently", "initial", "first", "more", "cache", "cached", "completion", "handler",
    ]

    /// Calls whose closure runs the failure branch's code, as if written in place.
    static let hopCalls: Set<String> = ["async", "run", "withAnimation", "Task", "asyncAfter", "perform"]

    static let gate = TextSearch(anyOf: ["catch", "failure"], ignoringCase: false)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard Self.gate.mayMatch(in: file) else { return }
        for (target, name) in Self.clearings(in: file) {
            guard let branch = Self.failureBranch(of: target), Self.fillsOnSuccess(name, branch: branch),
                  let body = target.enclosingCodeBodyOutsideHops, !Self.isLocal(name, in: body, file: file),
                  !Self.resets(target), !Self.takesSubject(target), !Self.signsOut(branch.failure, file: file),
                  !Self.clearedBefore(name, branch: branch, in: body) else { continue }
            output.report(
                "A failed load empties \(name), which the success path fills with what was fetched: when a refresh fails, what the person was reading vanishes and the screen looks as if there were nothing. Keep the items already shown, mark that they could not be updated (with their age and a way to try again), and replace them only with fetched data.",
                at: file.position(of: target), confidence: .medium)
        }
    }

    /// `x = []`, `self.x = []`, `x.removeAll()` and `self.x.removeAll()`, with the property's name.
    static func clearings(in file: SwiftFile) -> [(ExprSyntax, String)] {
        var found: [(ExprSyntax, String)] = []
        for call in file.index.calls("removeAll") where call.arguments.allSatisfy({ $0.label?.text == "keepingCapacity" }) && call.trailingClosure == nil {
            guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, let name = propertyName(receiver) else { continue }
            found.append((ExprSyntax(call), name))
        }
        for reference in file.index.referencesInOrder where isEmptied(ExprSyntax(reference)) {
            found.append((ExprSyntax(reference), reference.baseName.text))
        }
        for access in file.index.memberAccessesInOrder where access.base?.trimmedSourceText == "self" && isEmptied(ExprSyntax(access)) {
            found.append((ExprSyntax(access), access.declName.baseName.text))
        }
        return found
    }

    /// `items` or `self.items`.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base?.trimmedSourceText == "self" { return access.declName.baseName.text }
        return nil
    }

    static func isEmptied(_ target: ExprSyntax) -> Bool {
        guard let value = target.assignment, value.operator == "=", value.following.isEmpty,
              let array = value.value.as(ArrayExprSyntax.self) else { return false }
        return array.elements.isEmpty
    }

    static func isEmptying(_ expression: ExprSyntax, of name: String) -> Bool {
        if propertyName(expression) == name, isEmptied(expression) { return true }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "removeAll", call.trailingClosure == nil,
              call.arguments.allSatisfy({ $0.label?.text == "keepingCapacity" }),
              let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        return propertyName(receiver) == name
    }

    /// A failure branch and the success path beside it.
    struct Branch {
        let failure: Syntax
        let success: [Syntax]
        /// The `do` statement or the `switch` both belong to.
        let owner: Syntax
    }

    /// The catch-all `catch` or `.failure` case whose own statements hold the clearing,
    /// looking through closures that only hop threads (`DispatchQueue.main.async { … }`).
    static func failureBranch(of target: ExprSyntax) -> Branch? {
        var node = Syntax(target)
        while let parent = node.parent {
            defer { node = parent }
            if let clause = parent.as(CatchClauseSyntax.self) {
                guard let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self), catchesAll(clause),
                      doStatement.body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.await) })
                else { return nil }
                return Branch(failure: parent, success: [Syntax(doStatement.body)], owner: Syntax(doStatement))
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self) {
                guard isCase(switchCase, "failure"), let cases = switchCase.parent?.as(SwitchCaseListSyntax.self),
                      let owner = cases.parent else { return nil }
                let success = cases.compactMap { $0.as(SwitchCaseSyntax.self) }.filter { isCase($0, "success") }.map(Syntax.init)
                return Branch(failure: parent, success: success, owner: owner)
            }
            if parent.is(DoStmtSyntax.self) { return nil }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let name = closure.invokingCall?.calleeName, hopCalls.contains(name) else { return nil }
                continue
            }
            // A further condition, loop or body between the clearing and the branch.
            if parent.is(IfExprSyntax.self) || parent.is(GuardStmtSyntax.self) || parent.is(TernaryExprSyntax.self)
                || parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self) || parent.isCodeBody { return nil }
        }
        return nil
    }

    /// `catch` or `catch let error`, with no pattern or condition.
    static func catchesAll(_ clause: CatchClauseSyntax) -> Bool {
        clause.catchItems.isEmpty || clause.catchItems.allSatisfy { item in
            item.whereClause == nil && item.pattern?.as(ValueBindingPatternSyntax.self)?.pattern.is(IdentifierPatternSyntax.self) == true
        }
    }

    /// `case .failure:`, `case .failure(let error):`, `case let .success(value):`, without a `where`.
    static func isCase(_ switchCase: SwitchCaseSyntax, _ name: String) -> Bool {
        guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { return false }
        return label.caseItems.contains { item in
            guard item.whereClause == nil else { return false }
            let tokens = Array(item.pattern.tokens(viewMode: .sourceAccurate))
            return tokens.indices.contains { $0 > 0 && tokens[$0].text == name && tokens[$0 - 1].tokenKind == .period }
        }
    }

    /// True when the success path assigns the property something other than `[]`, or appends to it.
    static func fillsOnSuccess(_ name: String, branch: Branch) -> Bool {
        branch.success.contains { path in
            path.tokens(viewMode: .sourceAccurate).contains { token in
                guard let target = property(named: name, at: token) else { return false }
                if let assignment = target.assignment, ["=", "+="].contains(assignment.operator) {
                    return !(assignment.operator == "=" && isEmptied(target))
                }
                // `items.append(contentsOf: fetched)`
                guard let access = target.parent?.as(MemberAccessExprSyntax.self), access.base?.id == target.id else { return false }
                return ["append", "insert"].contains(access.declName.baseName.text)
            }
        }
    }

    /// The expression a token of this name stands for as a property: `items` or `self.items`.
    static func property(named name: String, at token: TokenSyntax) -> ExprSyntax? {
        guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
            return access.base?.trimmedSourceText == "self" ? ExprSyntax(access) : nil
        }
        return ExprSyntax(reference)
    }

    /// True when the function or closure, or a function or closure around it, declares a
    /// variable or parameter with this name: a local, even one a completion closure captures
    /// from the function that made it (`var glucose: [Sample] = []` filled by a store's callback).
    static func isLocal(_ name: String, in body: Syntax, file: SwiftFile) -> Bool {
        var scope: Syntax? = body
        while let current = scope {
            if let function = current.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            if file.index.variables.contains(where: { variable in
                current.encloses(variable) && variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
            }) { return true }
            scope = current.enclosingCodeBody
        }
        return false
    }

    /// True for a function named for emptying things or answering a new query.
    static func resets(_ target: ExprSyntax) -> Bool {
        guard let function = target.enclosingFunction else { return false }
        return !resettingWords.isDisjoint(with: NameWords.split(function.name.text))
    }

    /// True when the function is told what to load (`for postID: String`): the items shown may be
    /// another subject's, which a failure rightly stops showing.
    static func takesSubject(_ target: ExprSyntax) -> Bool {
        guard let function = target.enclosingFunction else { return false }
        return function.signature.parameterClause.parameters.contains { parameter in
            howWords.isDisjoint(with: NameWords.split((parameter.secondName ?? parameter.firstName).text))
        }
    }

    static func signsOut(_ failure: Syntax, file: SwiftFile) -> Bool {
        file.index.calls(within: failure).contains { call in
            call.calleeName.map { SessionAPIs.signOutCalls.contains($0.lowercased()) } ?? false
        }
    }

    /// True when the function empties the property before the request, outside any failure branch.
    static func clearedBefore(_ name: String, branch: Branch, in body: Syntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.position < branch.owner.position, let expression = property(named: name, at: token) else { return false }
            if isEmptying(expression, of: name) { return true }
            guard let call = expression.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return isEmptying(ExprSyntax(call), of: name)
        }
    }
}

extension SyntaxProtocol {
    /// The function, initializer or closure the node is written in, looking through closures
    /// that only hop threads.
    fileprivate var enclosingCodeBodyOutsideHops: Syntax? {
        var current = parent
        while let node = current {
            if node.isCodeBody {
                guard let closure = node.as(ClosureExprSyntax.self), let name = closure.invokingCall?.calleeName,
                      FailedLoadClearsContent.hopCalls.contains(name) else { return node }
            }
            current = node.parent
        }
        return nil
    }
}
