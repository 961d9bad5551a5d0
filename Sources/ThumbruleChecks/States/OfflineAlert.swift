import SwiftSyntax
import ThumbruleCore

/// An alert raised because the network went away: a SwiftUI `.alert` presented by a
/// connectivity flag (`isPresented: $network.isOffline`, `.constant(!monitor.isConnected)`), or
/// an alert built or shown inside a network monitor's update handler (`NWPathMonitor`'s
/// `pathUpdateHandler`, Reachability.swift's `whenUnreachable`, Alamofire's `startListening`).
/// The rulebook (`state-offline`) treats no connection as a condition to work in: the screen
/// keeps what it holds with one quiet marker, and nothing waits to be dismissed.
///
/// Flags are read as `off-write-mode.connectivity-gate` reads them, so a peripheral, the watch
/// or an offline mode the person chose is not the network. Left alone: an alert shown after a
/// request failed (that is an error state, which `state-error` covers), a handler that only
/// dismisses or hides an alert when the path comes back, and full-screen "no connection"
/// screens, which are right when nothing is stored. Medium confidence: the code cannot show
/// whether the screen behind the alert had content to show.
struct OfflineAlert: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "state-offline.connectivity-alert",
        ruleId: "state-offline",
        summary: "An alert presented when the network monitor reports that the device went offline",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct FeedView: View {
                @EnvironmentObject var network: NetworkMonitor
                var body: some View {
                    List(posts) { PostRow(post: $0) }
                        .↓alert("No Internet Connection", isPresented: .constant(!network.isConnected)) {
                            Button("OK") {}
                        }
                }
            }
            """),
            CheckExample("""
            import Network

            final class NetworkModel: ObservableObject {
                @Published var showOfflineAlert = false
                private let monitor = NWPathMonitor()

                init() {
                    monitor.pathUpdateHandler = { [weak self] path in
                        DispatchQueue.main.async { self?.↓showOfflineAlert = path.status != .satisfied }
                    }
                    monitor.start(queue: .global())
                }
            }
            """),
            CheckExample("""
            import UIKit
            import Network

            final class InboxViewController: UIViewController {
                let monitor = NWPathMonitor()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    monitor.pathUpdateHandler = { [weak self] path in
                        guard path.status != .satisfied else { return }
                        DispatchQueue.main.async {
                            let alert = ↓UIAlertController(title: "No connection", message: "Check your network.", preferredStyle: .alert)
                            alert.addAction(UIAlertAction(title: "OK", style: .default))
                            self?.present(alert, animated: true)
                        }
                    }
                    monitor.start(queue: .global())
                }
            }
            """),
            CheckExample("""
            final class AppCoordinator {
                let reachability = try! Reachability()

                func start() {
                    reachability.whenUnreachable = { [weak self] _ in
                        self?.↓showAlert(title: "Offline", message: "Connect to the internet to continue.")
                    }
                    try? reachability.startNotifier()
                }
            }
            """),
        ],
        nonTriggering: [
            // mixin-ios: the app's own transfer server fails to start listening; the alert is about that, not the network.
            CheckExample("""
            import UIKit
            final class PairingViewController: UIViewController {
                let host = PairingHost()
                func start() {
                    host.startListening { [weak self] error in
                        self?.present(UIAlertController(title: "Could not start", message: error.localizedDescription, preferredStyle: .alert), animated: true)
                    }
                }
            }
            """),
            // A quiet banner that follows the path, and an alert that confirms a delete.
            CheckExample("""
            import UIKit
            import Network

            final class InboxViewController: UIViewController {
                let monitor = NWPathMonitor()
                let offlineBanner = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    monitor.pathUpdateHandler = { [weak self] path in
                        DispatchQueue.main.async { self?.offlineBanner.isHidden = path.status == .satisfied }
                    }
                }

                func confirmDelete() {
                    let alert = UIAlertController(title: "Delete message?", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """),
            // A handler that dismisses the alert once the network is back; a peripheral's connection.
            CheckExample("""
            import SwiftUI

            final class Coordinator {
                func start() {
                    reachability.whenReachable = { [weak self] _ in self?.dismissAlert() }
                }
            }

            struct ScaleView: View {
                @ObservedObject var peripheral: ScalePeripheral
                @State private var showDeleteConfirmation = false
                var body: some View {
                    ReadingView()
                        .alert("Scale disconnected", isPresented: $peripheral.isDisconnected) { Button("OK") {} }
                        .alert("Delete reading?", isPresented: $showDeleteConfirmation) { Button("Delete", role: .destructive) {} }
                }
            }
            """),
            // Alerts that answer something the person did (a send that failed, a download the
            // Wi-Fi-only setting holds back) are error states, not the monitor's.
            CheckExample("""
            import SwiftUI

            struct ComposeView: View {
                @State private var sendFailed = false
                @State private var showConnectionAlert = false
                var body: some View {
                    Button("Send") { Task { sendFailed = !(await send()) } }
                        .alert("Could not send", isPresented: $sendFailed) { Button("OK") {} }
                    Button("Download") {
                        if Reachability.getConnectionType() == .wifi { download() } else { showConnectionAlert = true }
                    }
                    .alert("Wi-Fi only", isPresented: $showConnectionAlert) { Button("OK") {} }
                }
            }
            """),
        ]
    )

    /// Handlers a network monitor calls when the path changes, by the member they are set on
    /// or the call they are passed to.
    static let handlerMembers: Set<String> = ["pathUpdateHandler", "whenUnreachable"]
    static let handlerCalls: Set<String> = ["startListening"]
    /// Words of a presentation flag (`showConnectionAlert`): the state a screen sets when it
    /// decides to show something, often after a request or a tap, rather than the monitor's own flag.
    static let presentationWords: Set<String> = ["show", "showing", "alert", "present", "presented", "presenting"]
    static let monitorText = TextSearch(anyOf: Connectivity.monitorNames + ["pathUpdateHandler", "whenUnreachable", "startListening"], ignoringCase: false)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let usesMonitor = Self.monitorText.mayMatch(in: file)
        for modifier in file.index.calls("alert") where modifier.modifiedExpression != nil {
            guard let presented = modifier.argument("isPresented")?.expression,
                  Set(NameWords.split(presented.trimmedSourceText)).isDisjoint(with: Self.presentationWords),
                  let flag = ConnectivityBlocksWrite.connectivityFlag(in: [presented], usesMonitor: usesMonitor),
                  let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName else { continue }
            output.report(
                OfflineAlerts.message("This alert is presented by a connectivity flag (\(flag))"),
                at: file.position(of: name), confidence: .medium)
        }
        guard usesMonitor else { return }
        for handler in Self.handlers(in: file) {
            guard let raised = Self.raisedAlert(in: handler.closure, file) else { continue }
            output.report(
                OfflineAlerts.message("An alert is raised inside the network monitor's \(handler.name)"),
                at: file.position(of: raised), confidence: .medium)
        }
    }

    /// The first place a handler raises an alert: a call that does (`OfflineAlerts.raisesAlert`), or
    /// a presentation flag named for an alert set to anything but `false` (`showOfflineAlert = true`).
    static func raisedAlert(in closure: ClosureExprSyntax, _ file: SwiftFile) -> Syntax? {
        let call = file.index.calls(within: closure).first { $0.calleeName.map { OfflineAlerts.raisesAlert(callee: $0, receiver: nil) } ?? false }
            .map { $0.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax($0.calledExpression) }
        let targets = file.index.memberAccesses(within: closure).map { (name: $0.declName, expression: ExprSyntax($0)) }
            + file.index.references(within: closure).map { (name: $0, expression: ExprSyntax($0)) }
        let flag = targets.first { target in
            guard OfflineAlerts.namesAlertFlag(target.name.baseName.text), let (op, value, _) = target.expression.assignment, op == "=" else { return false }
            return value.trimmedSourceText != "false"
        }.map { Syntax($0.name) }
        return [call, flag].compactMap { $0 }.min { $0.position < $1.position }
    }

    /// Receiver words of a `startListening` call that name a network monitor.
    static let monitorWords: Set<String> = ["reachability", "network", "connectivity", "connection", "monitor"]

    /// True when `startListening` is Alamofire's reachability monitor: the file imports Alamofire,
    /// or the receiver is named for a monitor. The app's own server or socket that starts
    /// listening (mixin's `server.startListening { error in … }`) reports a failure of its own, not the network.
    static func isReachabilityListener(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        if file.index.importedModules.contains("Alamofire") { return true }
        guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedSourceText else { return false }
        return !monitorWords.isDisjoint(with: NameWords.split(receiver).map { $0.lowercased() })
    }

    /// The closures a network monitor calls: assigned to `pathUpdateHandler` / `whenUnreachable`,
    /// or passed to `startListening`.
    static func handlers(in file: SwiftFile) -> [(name: String, closure: ClosureExprSyntax)] {
        var result: [(String, ClosureExprSyntax)] = []
        for member in file.index.memberAccesses(Array(handlerMembers)) {
            guard let (op, value, _) = ExprSyntax(member).assignment, op == "=", let closure = value.as(ClosureExprSyntax.self) else { continue }
            result.append((member.declName.baseName.text, closure))
        }
        for call in file.index.calls(Array(handlerCalls)) where isReachabilityListener(call, file) {
            guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { continue }
            result.append((call.calleeName ?? "handler", closure))
        }
        return result
    }
}
