import SwiftSyntax
import ThumbruleCore

/// A pull-to-refresh built by hand where the platform control applies: SwiftUI
/// `.refreshable` on a `List` or `ScrollView`, UIKit `UIRefreshControl` on a scroll view.
/// A hand-made pull gets the threshold and feel slightly wrong, is missing for VoiceOver,
/// and often forgets to stop its spinner.
///
/// Found three ways: a type named for it (`PullToRefreshView`, `RefreshableScrollView`)
/// that neither wraps nor uses the platform control; a UIKit scroll-view delegate method
/// that compares `contentOffset.y` with a negative threshold and then reloads; a SwiftUI
/// offset callback (`onPreferenceChange`, `onChange`, `onScrollGeometryChange`) that
/// compares an offset with a threshold of 40pt or more and then refreshes. Medium
/// confidence: an app may need a custom look on a surface the platform control cannot serve.
///
/// One finding per pull: a type named for pull-to-refresh that holds no pull logic (no
/// offset, gesture or scroll callback: the indicator a hand-built pull draws) is folded
/// into the finding of the project's pull logic as a related location, and reported on
/// its own only when the project has no such logic.
///
/// An enum named for it (`PullToRefreshState { case idle, beginLoading, endLoading }`) is
/// left alone: a list of states draws and tracks nothing, and usually drives a real
/// `UIRefreshControl` (alphawallet-ios TokensViewModel).
///
/// Known false negatives: gestures with other names, thresholds held in constants.
/// Known false positives: a "pull down to dismiss" written with the same offset test
/// that happens to call something named reload.
struct HandBuiltPullToRefresh: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "list-refresh.hand-built",
        ruleId: "list-refresh",
        summary: "A hand-built pull-to-refresh instead of .refreshable or UIRefreshControl",
        triggering: [
            CheckExample("""
            ↓struct PullToRefreshScrollView<Content: View>: View {
                let onRefresh: () async -> Void
                let content: Content
                var body: some View {
                    ScrollView {
                        content.background(GeometryReader { proxy in Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY) })
                    }
                    .onPreferenceChange(OffsetKey.self) { offset in
                        if offset > 80 { Task { await onRefresh() } }
                    }
                }
            }
            """),
            CheckExample("""
            struct Feed: View {
                var body: some View {
                    ScrollView { rows }
                        .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, newOffset in
                            if ↓newOffset < -80 { reload() }
                        }
                }
            }
            """),
            CheckExample("""
            final class FeedViewController: UITableViewController {
                override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                    if ↓scrollView.contentOffset.y < -80 {
                        reloadFeed()
                    }
                }
            }
            """),
            CheckExample(files: [
                ("App/Web/WebPullToRefreshObserver.swift", """
                ↓final class WebPullToRefreshObserver: NSObject {
                    func attach(to scrollView: UIScrollView) {
                        observation = scrollView.observe(\\.contentOffset) { [weak self] view, _ in
                            self?.progress = min(1, -view.contentOffset.y / 90)
                        }
                    }
                }
                """),
                ("App/Web/WebPullToRefreshView.swift", """
                struct WebPullToRefreshView: View {
                    let progress: CGFloat
                    var body: some View {
                        Circle().trim(from: 0, to: progress).stroke(Color.accentColor, lineWidth: 3)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample("""
            struct Feed: View {
                var body: some View {
                    List(items) { Row($0) }
                        .refreshable { await reload() }
                        .onChange(of: scenePhase) { _, _ in if elapsed > 60 { refresh() } }
                }
            }
            final class PullToRefreshControl: UIRefreshControl {}
            """),
            // A state enum the view model hands to a real UIRefreshControl (alphawallet-ios TokensViewModel).
            CheckExample("""
            final class TokensViewModel {
                enum PullToRefreshState {
                    case idle
                    case beginLoading
                    case endLoading
                }
                @Published var pullToRefreshState: PullToRefreshState = .idle
            }
            """),
            CheckExample("""
            final class FeedViewController: UITableViewController {
                override func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    header.alpha = scrollView.contentOffset.y < -80 ? 0 : 1
                }
            }
            """),
        ]
    )

    static let uiKitDelegateMethods: Set<String> = ["scrollViewDidEndDragging", "scrollViewWillEndDragging", "scrollViewDidScroll"]
    static let swiftUIOffsetCallbacks = ["onPreferenceChange", "onChange", "onScrollGeometryChange", "onGeometryChange"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var reportedTypes = Set<SyntaxIdentifier>()
        for type in file.index.typeDeclarations where !type.isExtension && !type.node.is(EnumDeclSyntax.self) {
            guard Self.pullToRefreshTypeWords.matches(type.name),
                  !usesPlatformRefresh(type.node, file: file) else { continue }
            reportedTypes.insert(type.node.id)
            let pulls = !file.index.names(within: type.node).isDisjoint(with: Self.pullLogicNames)
            output.facts.add(NamedType(position: file.position(of: type.node), name: type.name, pulls: pulls), for: Self.namedTypes)
        }
        for function in file.index.functions where Self.uiKitDelegateMethods.contains(function.name.text) {
            guard let body = function.body, !usesPlatformRefresh(function, file: file), reloads(in: body, file: file),
                  let offset = file.index.memberAccesses(["y"], inside: body).first(where: {
                      $0.receiverKey.hasSuffix("contentOffset") && Self.comparedWithThreshold(ExprSyntax($0), pulling: .down)
                  }) else { continue }
            report(offset, file: file, &output)
        }
        let callbacks = file.index.calls(Self.swiftUIOffsetCallbacks)
        guard !callbacks.isEmpty else { return }
        let offsetNames: [ExprSyntax] = file.index.referencesByName.filter { Self.isOffsetName($0.key) }.values.joined().map(ExprSyntax.init)
            + file.index.memberAccessesByName.filter { Self.isOffsetName($0.key) }.values.joined().map(ExprSyntax.init)
        for callback in callbacks {
            guard let closure = callback.contentClosure(labels: ["perform", "action"]), reloads(in: closure, file: file),
                  let type = callback.enclosingTypeDeclaration, !reportedTypes.contains(type.id), !usesPlatformRefresh(type, file: file),
                  let offset = offsetNames.filter({ closure.encloses($0) }).sorted(by: { $0.position < $1.position })
                    .first(where: { Self.comparedWithThreshold($0, pulling: .down) || Self.comparedWithThreshold($0, pulling: .up) })
            else { continue }
            report(offset, file: file, &output)
        }
    }

    /// A type named for pull-to-refresh; `pulls` when it holds pull logic, not only drawing.
    package struct NamedType: Sendable, Codable {
        let position: SourcePosition
        let name: String
        let pulls: Bool
    }

    static let namedTypes = FactKey<NamedType>("list-refresh.named-type")

    /// Names that show a type tracks the pull itself: the offset, a drag, a scroll callback.
    static let pullLogicNames: Set<String> = [
        "contentOffset", "DragGesture", "UIPanGestureRecognizer", "panGestureRecognizer", "onPreferenceChange",
        "onScrollGeometryChange", "onGeometryChange", "scrollViewDidScroll", "scrollViewDidEndDragging", "scrollViewWillEndDragging",
    ]

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let types = project.shippingFacts(Self.namedTypes, at: \.position).sorted { $0.position < $1.position }
        let pulling = types.filter(\.pulls)
        let indicators = types.filter { !$0.pulls }
        for type in pulling {
            let related = indicators.map { RelatedLocation($0.position, "\($0.name) draws this pull's indicator") }
            output.report(
                "\(type.name) builds pull-to-refresh by hand; use .refreshable { await … } on a List or ScrollView (or a UIRefreshControl assigned to scrollView.refreshControl), which gets the platform threshold, spinner and VoiceOver action, and ends when the work ends.",
                at: type.position, confidence: .medium, related: related)
        }
        guard pulling.isEmpty else { return }
        for type in indicators {
            output.report(
                "\(type.name) is named for a hand-built pull-to-refresh; use .refreshable { await … } on a List or ScrollView (or a UIRefreshControl assigned to scrollView.refreshControl), which gets the platform threshold, spinner and VoiceOver action, and ends when the work ends.",
                at: type.position, confidence: .medium)
        }
    }

    private func report(_ node: some SyntaxProtocol, file: SwiftFile, _ output: inout CheckOutput) {
        output.report(
            "This compares a scroll offset with a pull threshold to refresh by hand; use .refreshable { await … } on the List or ScrollView (or a UIRefreshControl on scrollView.refreshControl), which brings the platform threshold, spinner and VoiceOver action.",
            at: file.position(of: node), confidence: .medium)
    }

    private func usesPlatformRefresh(_ node: some SyntaxProtocol, file: SwiftFile) -> Bool {
        Self.platformRefreshWords.matches(file.source(of: node))
    }

    private func reloads(in scope: some SyntaxProtocol, file: SwiftFile) -> Bool {
        file.index.callsByName.contains { name, calls in
            Self.reloadWords.matches(name) && calls.contains { scope.encloses($0) }
        }
    }

    private static let offsetWord = TextSearch(anyOf: ["offset"], ignoringCase: true)
    // On bytes rather than Foundation's `contains` (with a lowercased copy of every call name): 1.4% of a full check.
    private static let platformRefreshWords = TextSearch(anyOf: NavigationAPIs.platformRefresh, ignoringCase: false)
    private static let reloadWords = TextSearch(anyOf: NavigationAPIs.reloadWords, ignoringCase: true)
    private static let pullToRefreshTypeWords = TextSearch(anyOf: NavigationAPIs.pullToRefreshTypeWords, ignoringCase: true)

    static func isOffsetName(_ name: String) -> Bool {
        offsetWord.matches(name) || name.lowercased() == "miny"
    }

    enum Pull { case down, up }

    /// `contentOffset.y < -80` (a pull makes the content offset negative) or `offset > 80`
    /// (a GeometryReader's minY grows as the content is pulled): a literal threshold of 40pt or more.
    static func comparedWithThreshold(_ node: ExprSyntax, pulling: Pull) -> Bool {
        guard let sequence = node.parent?.as(ExprListSyntax.self), let index = sequence.firstIndex(where: { $0.id == node.id }) else { return false }
        let elements = Array(sequence)
        let position = sequence.distance(from: sequence.startIndex, to: index)
        guard position + 2 < elements.count, let op = elements[position + 1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              let threshold = elements[position + 2].numericLiteral else { return false }
        switch pulling {
        case .down: return ["<", "<="].contains(op) && threshold <= -40
        case .up: return [">", ">="].contains(op) && threshold >= 40
        }
    }
}
