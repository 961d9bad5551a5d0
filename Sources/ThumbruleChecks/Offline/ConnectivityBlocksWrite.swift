import SwiftSyntax
import ThumbruleCore

/// A connectivity flag that stops a write before it is tried: a save, send or post control
/// disabled by it (`.disabled(!isConnected)`, `sendButton.isEnabled = reachable`), or a
/// send, save or post function that returns at its top when the flag says offline. A
/// reachability answer is a guess: the person cannot even try, and an online-only action
/// should be attempted and fail plainly with the input kept, while anything the person
/// wrote should be stored and queued.
///
/// Flags are names whose words say online, offline, connected, reachable or internet, or a
/// path monitor's `.satisfied`, but not a peripheral, the watch, a socket or an "offline
/// mode" or service the person chose (`isOfflineServiceEnabled`, `Connectivity`). Writes are controls and functions whose title
/// or name starts with a verb of `Connectivity.writeVerbs`; refresh, load and download
/// actions may rightly wait, and so may telemetry (`sendAnalytics`, `postMetrics`); a function
/// named for redrawing (`updateProgress`, `updateLayout`) writes nothing, nor does one named for
/// telling the person something went wrong (`postRefreshFailureNotice`, `showErrorBanner`:
/// reservation-ios picks the offline notice over the generic one), nor one whose every request is
/// sent as a GET (`updateContacts` loading with `method: .get`). An offline branch that queues, stores or drafts the input, or
/// that throws, is not reported. Medium confidence: the code cannot show whether the action
/// could work offline at all. Known false negatives: a button disabled through a computed
/// property (`canSend`) that reads the flag, and a guard placed after other statements.
struct ConnectivityBlocksWrite: SwiftFileCheck {
    /// Words in a function's name that say it tells the person about a failure, whatever its
    /// verb (`postFailureNotice`, `postErrorBanner`): it posts to the screen, not to a server.
    static let feedbackWords: Set<String> = ["notice", "notices", "banner", "toast", "snackbar", "failure", "error", "errors"]
    package static let description = CheckDescription(
        id: "off-write-mode.connectivity-gate",
        ruleId: "off-write-mode",
        summary: "A save, send or post control disabled by a connectivity flag, or its action returning early when offline",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct ComposeView: View {
                @State private var text = ""
                @EnvironmentObject var network: NetworkMonitor

                var body: some View {
                    VStack {
                        TextEditor(text: $text)
                        Button("Post") { Task { await model.post(text) } }
                            .buttonStyle(.borderedProminent)
                            .↓disabled(text.isEmpty || !network.isConnected)
                    }
                }
            }
            """),
            CheckExample("""
            import UIKit
            import Network

            final class ChatViewController: UIViewController {
                let sendButton = UIButton(type: .system)
                let monitor = NWPathMonitor()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    monitor.pathUpdateHandler = { [weak self] path in
                        DispatchQueue.main.async { self?.sendButton.↓isEnabled = path.status == .satisfied }
                    }
                }

                func sendMessage(_ text: String) {
                    ↓guard Reachability.shared.isReachable else {
                        showAlert("You are offline")
                        return
                    }
                    api.send(text)
                }
            }
            """),
        ],
        nonTriggering: [
            // A read may wait for the network; a write that is queued offline keeps the input.
            CheckExample("""
            import SwiftUI

            struct FeedView: View {
                @EnvironmentObject var network: NetworkMonitor
                var body: some View {
                    List(items) { Text($0.title) }
                        .toolbar {
                            Button("Refresh") { Task { await reload() } }
                                .disabled(!network.isConnected)
                        }
                }

                func saveNote(_ note: Note) {
                    guard network.isConnected else {
                        outbox.enqueue(note)
                        return
                    }
                    api.upload(note)
                }
            }
            """),
            // The paired watch and a Bluetooth peripheral are not the internet.
            CheckExample("""
            import SwiftUI
            import WatchConnectivity

            struct SendToWatchView: View {
                @ObservedObject var peripheral: PeripheralModel
                var body: some View {
                    Button("Send to Watch") { sendToWatch() }
                        .disabled(!WCSession.default.isReachable)
                    Button("Send") { peripheral.send() }
                        .disabled(!peripheral.isConnected)
                    Button("Save") { save() }
                        .disabled(isSaving)
                }
            }
            """),
            // A stream's own connection is not the network, and telemetry may be dropped offline.
            CheckExample("""
            final class FrameSender {
                var connected = false
                func sendFrame(_ frame: Frame) {
                    guard connected else { return }
                    socket.write(frame.encoded())
                }
            }
            """),
            // A video cell's progress dot, not drawn in the offline reading mode: no write at all.
            CheckExample("""
            final class ClipCell: UITableViewCell {
                var isOffline = false
                func updateProgress(_ fraction: CGFloat) {
                    if isOffline { return }
                    progressDot.frame.origin.x = bounds.width * fraction
                }
            }
            """),
            // covpass-ios: the flag is the offline service the person turned on, not the network.
            CheckExample("""
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                private func updateRevocationListIfNeeded() {
                    guard settings.isRevocationOfflineServiceEnabled else {
                        return
                    }
                    RevocationListService.shared.updateIfNeeded()
                }
            }
            """),
            // reservation-ios: after a refresh failed, the offline notice is posted in place of the generic one.
            CheckExample("""
            final class ReservationsStore {
                private func postRefreshFailureNotice(error: Error) {
                    if error.isOfflineLike {
                        postOfflineNotice(error)
                        return
                    }
                    postNotice(title: "Could not refresh", message: error.localizedDescription)
                }
            }
            """),
            // A function named `update…` whose only request is a GET: it reads, and a read may wait.
            CheckExample("""
            final class ProfileAPI {
                func updateContacts(completion: @escaping (Result<Contacts, Error>) -> Void) {
                    if !ReachabilityService.shared.isInternetAvailable {
                        completion(.failure(APIError.offline))
                        return
                    }
                    request(endpoint: Endpoint.contacts, method: .get) { completion($0) }
                }
            }
            """),
            CheckExample("""
            import Network
            final class Telemetry {
                func postAnalytics(_ event: Event) {
                    guard NetworkMonitor.shared.isConnected else { return }
                    api.post(event)
                }
            }
            """),
        ]
    )

    static let monitorText = TextSearch(anyOf: Connectivity.monitorNames, ignoringCase: false)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let usesMonitor = Self.monitorText.mayMatch(in: file)
        for modifier in file.index.calls("disabled") {
            guard let condition = modifier.arguments.first?.expression, let flag = Self.connectivityFlag(in: [condition], usesMonitor: usesMonitor),
                  let base = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self) else { continue }
            let control = base.rootViewCall
            guard let name = control.calleeName, name.hasSuffix("Button"), let verb = Self.writeVerb(ofControl: control) else { continue }
            let at = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName
            output.report(
                "This \(verb.capitalized) button is disabled by a connectivity flag (\(flag)), so the person cannot even try and a wrong reachability answer blocks the write; keep it enabled, try the request and on failure keep the input and say it did not go, or store it and queue it.",
                at: at.map { file.position(of: $0) } ?? file.position(of: modifier), confidence: .medium)
        }
        for member in file.index.memberAccesses("isEnabled") {
            guard let base = member.base, let (op, value, following) = ExprSyntax(member).assignment, op == "=" else { continue }
            let words = NameWords.split(base.trimmedSourceText)
            guard words.contains(where: { $0 == "button" || $0 == "item" }), let verb = words.first(where: Connectivity.writeVerbs.contains),
                  let flag = Self.connectivityFlag(in: [value] + following, usesMonitor: usesMonitor) else { continue }
            output.report(
                "This \(verb) button is enabled only while a connectivity flag (\(flag)) says online, so the person cannot even try and a wrong reachability answer blocks the write; keep it enabled, try the request and on failure keep the input and say it did not go, or store it and queue it.",
                at: file.position(of: member.declName), confidence: .medium)
        }
        for function in file.index.functions {
            let words = NameWords.split(function.name.text)
            guard let verb = words.first, Connectivity.writeVerbs.contains(verb), Set(words).isDisjoint(with: Connectivity.droppableWords),
                  Set(words).isDisjoint(with: Connectivity.drawingWords), Set(words).isDisjoint(with: Self.feedbackWords),
                  let body = function.body, let first = body.statements.first?.item,
                  let (node, flag) = Self.offlineReturn(first, usesMonitor: usesMonitor), !Self.onlyReads(body, in: file.index) else { continue }
            output.report(
                "\(function.name.text)() returns at its top when a connectivity flag (\(flag)) says offline, without trying the write; try the request and on failure keep the input and say it did not go, or store it locally and queue it.",
                at: file.position(of: node), confidence: .medium)
        }
    }

    /// The connectivity flag the expressions read, as its name, unless they name another
    /// kind of connection. "Connected" alone counts beside a network word or in a file that
    /// uses a network monitor.
    static func connectivityFlag(in expressions: [ExprSyntax], usesMonitor: Bool) -> String? {
        let text = expressions.map(\.trimmedSourceText).joined(separator: " ")
        let words = Set(NameWords.split(text))
        guard words.isDisjoint(with: Connectivity.otherConnectionWords) else { return nil }
        let connectionCounts = usesMonitor || !words.isDisjoint(with: Connectivity.networkWords)
        func isFlag(_ words: Set<String>) -> Bool {
            !words.isDisjoint(with: Connectivity.flagWords) || !words.isDisjoint(with: Connectivity.pathStatusWords)
                || (connectionCounts && !words.isDisjoint(with: Connectivity.connectionWords))
        }
        guard isFlag(words) else { return nil }
        for expression in expressions {
            for token in expression.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
                let tokenWords = Set(NameWords.split(token.text))
                guard tokenWords.isDisjoint(with: Connectivity.settingWords) else { continue }
                if isFlag(tokenWords) { return tokenWords.isDisjoint(with: Connectivity.pathStatusWords) ? token.text : "." + token.text }
            }
        }
        return nil
    }

    /// The write verb a button's title or action starts with: `Button("Post")`,
    /// `Button(action: sendMessage)`, `Button { save() } label: { … }`.
    static func writeVerb(ofControl control: FunctionCallExprSyntax) -> String? {
        var names: [String] = []
        if let title = ButtonLabel.titleLiteral(of: control) { names.append(title.plainText) }
        for argument in control.arguments where argument.label?.text == "title" || argument.label?.text == "action" {
            if let literal = ButtonLabel.literalText(argument.expression) { names.append(literal.plainText) }
            if let name = argument.expression.lastNameComponent { names.append(name) }
        }
        let action = control.argument("action")?.expression.as(ClosureExprSyntax.self)
            ?? (control.labelClosure == nil || control.trailingClosure?.id != control.labelClosure?.id ? control.trailingClosure : nil)
        if let action, let call = Self.firstCall(in: action) { names.append(call) }
        for name in names {
            if let verb = NameWords.split(name).first, Connectivity.writeVerbs.contains(verb) { return verb }
        }
        return nil
    }

    /// The name of the first call in an action closure, looking through `Task { await … }`.
    private static func firstCall(in closure: ClosureExprSyntax) -> String? {
        guard let item = closure.statements.first?.item else { return nil }
        var expression = item.as(ExprSyntax.self)
        while let current = expression {
            if let awaited = current.as(AwaitExprSyntax.self) { expression = awaited.expression; continue }
            if let tried = current.as(TryExprSyntax.self) { expression = tried.expression; continue }
            guard let call = current.as(FunctionCallExprSyntax.self) else { return nil }
            if call.calleeName == "Task", let body = call.trailingClosure { return firstCall(in: body) }
            return call.calleeName
        }
        return nil
    }

    /// Whether every request the body sends names its method and each is a GET
    /// (`request(endpoint: e, method: .get)`): whatever the function is called, it loads.
    static func onlyReads(_ body: CodeBlockSyntax, in index: SwiftFileIndex) -> Bool {
        let methods = index.calls(within: body).compactMap(\.httpMethodArgument)
        return !methods.isEmpty && methods.allSatisfy { $0 == "GET" }
    }

    /// A first statement that returns when offline: `guard isConnected else { …; return }` or
    /// `if !isConnected { …; return }`, whose offline branch keeps nothing for later.
    static func offlineReturn(_ statement: CodeBlockItemSyntax.Item, usesMonitor: Bool) -> (Syntax, String)? {
        let conditions: ConditionElementListSyntax
        let branch: CodeBlockSyntax
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            (conditions, branch) = (guardStatement.conditions, guardStatement.body)
        } else if let ifExpression = Self.ifExpression(statement), ifExpression.elseBody == nil, Self.saysOffline(ifExpression.conditions) {
            (conditions, branch) = (ifExpression.conditions, ifExpression.body)
        } else {
            return nil
        }
        let expressions = conditions.compactMap { $0.condition.as(ExprSyntax.self) }
        guard expressions.count == conditions.count, let flag = connectivityFlag(in: expressions, usesMonitor: usesMonitor),
              let last = branch.statements.last?.item.as(ReturnStmtSyntax.self), last.expression == nil else { return nil }
        let keeps = branch.statements.contains { item in
            item.tokens(viewMode: .sourceAccurate).contains { token in
                token.tokenKind.isIdentifier && !Set(NameWords.split(token.text)).isDisjoint(with: Connectivity.keepWords)
            }
        }
        return keeps ? nil : (Syntax(statement), flag)
    }

    private static func ifExpression(_ statement: CodeBlockItemSyntax.Item) -> IfExprSyntax? {
        statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? statement.as(IfExprSyntax.self)
    }

    /// True when an `if` condition holds when offline: `!isConnected`, `isOffline`,
    /// `path.status != .satisfied`, `reachable == false`.
    private static func saysOffline(_ conditions: ConditionElementListSyntax) -> Bool {
        let text = conditions.trimmedSourceText
        let words = Set(NameWords.split(text))
        return text.hasPrefix("!") || text.contains("!=") || text.contains("== false")
            || !words.isDisjoint(with: ["offline", "disconnected", "unreachable", "unsatisfied"])
    }
}

extension TokenKind {
    fileprivate var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
