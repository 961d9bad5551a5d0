import SwiftSyntax
import ThumbruleCore

/// A SwiftUI screen that shows a failed load with nothing to try again: a
/// `ContentUnavailableView` whose symbol marks a failure (`exclamationmark.triangle`,
/// `wifi.slash`) and whose title or description says a load or a connection failed, given no
/// `actions:`, in a view that offers no other way to rerun the request. A network failure is
/// usually transient, and the rulebook (`state-retry`) puts the retry where the failure shows.
///
/// Left alone: a view with pull to refresh (`.refreshable`), a control or text anywhere in the
/// same type that says Retry, Try again, Reload or Refresh, or any mention of a connectivity
/// monitor (the screen may reload on its own when the network returns); a failure about a
/// missing item ("Shortcut not found") or an empty result ("No streams"), which retrying cannot
/// fix; developer screens. Known false negative: a
/// hand-built error view, whose shape varies too much to read safely.
struct FailureWithoutRetry: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "state-retry.failure-without-retry",
        ruleId: "state-retry",
        summary: "A failed-load screen with no retry beside it",
        triggering: [
            CheckExample("""
            struct TimelineView: View {
                @State private var model = TimelineModel()
                var body: some View {
                    if model.failed {
                        ↓ContentUnavailableView("Couldn't load the timeline", systemImage: "exclamationmark.triangle")
                    } else {
                        List(model.posts) { PostRow(post: $0) }
                    }
                }
            }
            """),
            CheckExample("""
            struct ForecastView: View {
                let failure: Error?
                var body: some View {
                    if let failure {
                        ↓ContentUnavailableView {
                            Label("No connection", systemImage: "wifi.slash")
                        } description: {
                            Text(failure.localizedDescription)
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct TimelineView: View {
                @State private var model = TimelineModel()
                var body: some View {
                    ContentUnavailableView {
                        Label("Couldn't load the timeline", systemImage: "exclamationmark.triangle")
                    } actions: {
                        Button("Try again") { Task { await model.reload() } }
                    }
                }
            }
            """),
            // Pull to refresh reruns the request from the same screen.
            CheckExample("""
            struct TimelineView: View {
                @State private var model = TimelineModel()
                var body: some View {
                    List {
                        if model.failed {
                            ContentUnavailableView("Couldn't load the timeline", systemImage: "exclamationmark.triangle")
                        }
                    }
                    .refreshable { await model.reload() }
                }
            }
            """),
            // A missing item: trying again cannot bring it back.
            CheckExample("""
            struct ShortcutEditor: View {
                var body: some View {
                    ContentUnavailableView("Shortcut not found", systemImage: "exclamationmark.triangle")
                }
            }
            """),
            // The screen watches the connection and reloads when it returns.
            CheckExample("""
            struct ForecastView: View {
                @Environment(NetworkMonitor.self) private var monitor
                var body: some View {
                    if !monitor.isConnected {
                        ContentUnavailableView("No connection", systemImage: "wifi.slash")
                    }
                }
            }
            """),
        ]
    )

    /// Words of a title or description that say a load or a connection failed.
    static let failedLoadWords: Set<String> = [
        "load", "loading", "connect", "connection", "network", "offline", "internet", "fetch", "server",
    ]

    /// Words of a string or name in the view that offer another way to rerun the request.
    static let rerunWords: Set<String> = ["retry", "reload", "refresh", "refreshable", "again", "reachability", "monitor", "pathmonitor"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("ContentUnavailableView") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard !BareEmptyState.givenParts(call).contains("actions"), BareEmptyState.showsFailure(call, file: file) else { continue }
            let texts = file.index.stringLiterals(within: call).map(\.plainText)
            guard texts.contains(where: { !Self.failedLoadWords.isDisjoint(with: NameWords.split($0)) }),
                  let screen = call.ancestor(where: { $0.is(StructDeclSyntax.self) || $0.is(ClassDeclSyntax.self) }),
                  !offersRerun(in: screen, file: file), !DeveloperCode.contains(call, in: file) else { continue }
            output.report(
                "This screen shows a failed load with nothing to try again: no action on the view, no pull to refresh and no Retry control on the screen. A network failure usually passes; add a Try again action that reruns the same request (ContentUnavailableView's actions:), or .refreshable.",
                at: file.position(of: call.calledExpression), confidence: .medium)
        }
    }

    /// True when the view's type names a retry, a reload or a connectivity monitor anywhere.
    private func offersRerun(in screen: Syntax, file: SwiftFile) -> Bool {
        let words = file.index.names(within: screen).flatMap(NameWords.split)
            + file.index.stringLiterals(within: screen).flatMap { NameWords.split($0.plainText) }
        return !Self.rerunWords.isDisjoint(with: words)
    }
}
