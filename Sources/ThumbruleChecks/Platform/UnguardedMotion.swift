import SwiftSyntax
import ThumbruleCore

/// Repeating or large custom movement in a type that never reads Reduce Motion: the
/// system cannot tone it down for people whom movement makes dizzy or sick.
///
/// Movement found:
/// - SwiftUI `repeatForever` in a type that moves a view with a non-literal
///   `scaleEffect` / `offset` / `position` / `rotation3DEffect` (a looping fade is fine, and
///   so is a looping `rotationEffect` alone that turns quickly: a spinner);
/// - a SwiftUI animation a `Timer.publish` publisher starts again and again (`.onReceive(timer)
///   { withAnimation { bob.toggle() } }`) that moves a view with `scaleEffect` / `offset` /
///   `position` / `rotation3DEffect`: a loop like `repeatForever`;
/// - SwiftUI sliding or zooming transitions (`.transition(.move(edge:))`, `.slide`, `.scale`);
/// - a state-driven one-shot move that is large: `scaleEffect` from near zero, an `offset`
///   across the screen, a `rotationEffect` of a full turn or more, in a type that animates it
///   (also when the modifier reads a property that starts at one literal and a `withAnimation`
///   of the type sets it to another: `lockScale` from 0 to 1.2);
/// - a burst of confetti or particles whose pieces an animation flies to new places (a
///   `withAnimation` that moves each piece of a type named `…Confetti…` or `…Particle…`);
/// - scroll-driven parallax (`visualEffect` / `scrollTransition` that move the content, or
///   zoom it by more than a settle: a card that only shrinks to 90% under the swipe stays put);
/// - UIKit `repeatCount = .infinity` on a transform or position animation other than a
///   quick spin in place (`transform.rotation` alone, a spinner), and
///   `UIView.animate(…, options: .repeat)` that moves a view;
/// - a `UIViewControllerAnimatedTransitioning` custom transition that animates something itself
///   (one that hands the context to a delegate is not reported), unless all it does is slide
///   one view up from the bottom edge and back with no zoom, turn, sideways move or bounce (a
///   sheet over a dimmed parent, a `coverVertical`-style modal): the system's own modal
///   presentation slides that way under Reduce Motion too; nor one whose animations only fade
///   views (`alpha`), the crossfade Reduce Motion asks for;
/// - a Lottie animation set to loop.
///
/// A type counts as reading the setting when its declaration (in any file, extensions
/// included) mentions a name with "reduceMotion" in it, which also catches a flag a parent
/// passes down. Medium confidence when nothing in the project reads the setting; low (a
/// note) when something else does, since a shared helper may already gate this movement.
/// One finding per kind of movement and type: the fix is one reduce-motion check there.
///
/// Not reported: a `scaleEffect` from near zero on a `Text` or `Image` set in a text style no
/// larger than Body (an emoji popping into a reaction pill: a character appearing); a transition in a widget extension (WidgetKit plays it, and fades instead
/// under Reduce Motion); a sliding transition on one control (a `Button` titled by a string or
/// labelled by one `Text`, `Image` or `Label`, an `HStack` of an icon and a title, or one view framed small: a search field's
/// Cancel button, a scroll-down arrow), a state change as `UISearchBar`'s own Cancel button is; a
/// transition on a button drawn at a small control size (`.controlSize(.small)`, or a project
/// view whose body is a `Button` called with `.small`: `hButton(.small, …)`); a transition on a
/// view that is never inserted or removed by itself (written straight in a `Button` label or a
/// stack, with no `if`, `switch` or `ForEach` around it, or built by a view property that the
/// type only writes so); a transition on a row of a `List` or `Form` (or of a project view that
/// writes its content into one), which comes and goes with the list's own row animation;
/// movement whose animations all go through a project helper that reads the setting and
/// hands back an animation (an `extension Animation` member such as `unlessMotionReduced()`),
/// and, in a project with such a helper, a transition whose type animates nothing itself (the
/// state change that inserts the view is animated elsewhere, by the project's convention
/// through the helper). A class conforming to `UIViewControllerAnimatedTransitioning` that
/// project subclasses override `animateTransition(using:)` in is reported at those subclasses.
/// Nor is any custom transition reported in a project (without Objective-C) that writes a
/// transitioning delegate but never sets `transitioningDelegate`, declares no navigation or tab
/// bar delegate's `animationControllerFor…` method and runs no animator itself: it never plays.
/// Nor is a transition that never runs: its `if` or `switch` reads only the type's own
/// `@State` (in a type that animates nothing) or members of other objects (in a type that
/// animates nothing but named changes: no `.animation` without `value:`, no `.transaction`
/// modifier), and nothing in the project
/// changes those names under `withAnimation`, `withTransaction`, `.animation` or
/// `.transaction` (directly, or in a function such a body calls), so the view appears at
/// once. A computed property the condition reads (`switch visibleScreen`) stands for the names
/// its getter reads, and a value-less `.animation` counts only around the transition's view (or
/// a property that shows it). Nor is a transition on the root of a view's `body` when every call
/// of that view writes it straight in a stack's or scroll view's content, nor a state-driven
/// move under an `.animation(_:value:)` of `MotionAPIs.flashSeconds` or less (over before the
/// eye follows it). The object at the root of a longer path an animation changes (`manager` in
/// `manager.isExpanded.toggle()`) is not counted as changed. Nor is a `repeatForever` passed to
/// `.animation(_:value:)` on one of SwiftUI's own shapes whose chain reads no value
/// (`Circle().scaleEffect(1.0)`): nothing it animates can change.
///
/// Loading indicators (types named like `Spinner`, `ActivityIndicator`, `LoadingView`, an
/// endless layer spin started by a function named for waiting, `addPendingAnimation`, and any
/// endless rotation in place, by Core Animation or `rotationEffect`, that turns within
/// `MotionAPIs.spinnerSeconds`; the key an animation is added under, `forKey:
/// "rotationAnimation"`, is not a key path) are skipped: the system's own spinner keeps turning under
/// Reduce Motion. A slow endless turn (a sunburst behind a badge, once every 30 seconds) is
/// decoration, and is reported.
///
/// Known false negatives: movement driven by `Timer.scheduledTimer` or `CADisplayLink`, Lottie files
/// started elsewhere, transitions declared in a shared `AnyTransition` extension, spinners
/// named otherwise, a sheet transition that zooms or moves sideways only in a subclass or a
/// helper in another file. Known false positives: small movement where reducing it is optional.
struct UnguardedMotion: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "motion-reduced.unguarded-animation",
        ruleId: "motion-reduced",
        summary: "A repeating, sliding, zooming or parallax animation in a type that never reads Reduce Motion",
        triggering: [
            // A menu zooming out of its own centre is a zoom, not a dropdown opening.
            CheckExample("""
            struct SortBar: View {
                @State private var menuShown = false
                var body: some View {
                    Button("Sort") { withAnimation { menuShown.toggle() } }
                        .overlay(
                            menuShown
                                ? VStack { Text("Newest"); Text("Oldest") }
                                    .padding()
                                    .background(Color.white)
                                    .offset(y: 40)
                                    ↓.transition(.scale(scale: 0, anchor: .center).combined(with: .opacity))
                                : nil,
                            alignment: .topTrailing
                        )
                }
            }
            """),
            // The pager animates nothing itself, but its parent animates every change with a
            // value-less `.animation`: it slides in and out.
            CheckExample(files: [
                ("App/IntroPager.swift", """
                import SwiftUI

                struct IntroPager: View {
                    @State private var page = 0
                    var body: some View {
                        TabView(selection: $page) {
                            ForEach(0..<3, id: \\.self) { index in IntroCard(index: index).tag(index) }
                        }
                        ↓.transition(.slide)
                        .tabViewStyle(.page)
                    }
                }
                """),
                ("App/RootView.swift", """
                import SwiftUI

                struct RootView: View {
                    @AppStorage("showsIntro") var showsIntro = true
                    var body: some View {
                        ZStack {
                            if showsIntro {
                                IntroPager()
                            } else {
                                HomeView()
                            }
                        }
                        .animation(.default)
                    }
                }
                """),
            ]),
            // The toast's own `.animation(_:value:)` cannot animate its insertion, but the
            // model's `withAnimation` does: it slides in.
            CheckExample(files: [
                ("App/SavedToast.swift", """
                import SwiftUI

                struct SavedToast: View {
                    @ObservedObject var model: DetailModel
                    var body: some View {
                        VStack {
                            Spacer()
                            Text(model.toastMessage).padding()
                        }
                        ↓.transition(.move(edge: .bottom).combined(with: .opacity))
                        .animation(.easeInOut, value: model.showToast)
                    }
                }
                """),
                ("App/DetailView.swift", """
                import SwiftUI

                struct DetailView: View {
                    @StateObject var model = DetailModel()
                    var body: some View {
                        List { Text(model.title) }
                            .overlay { if model.showToast { SavedToast(model: model) } }
                    }
                }
                """),
                ("App/DetailModel.swift", """
                final class DetailModel: ObservableObject {
                    @Published var title = ""
                    @Published var toastMessage = ""
                    @Published var showToast = false
                    func saved() {
                        withAnimation { showToast = true }
                    }
                }
                """),
            ]),
            CheckExample("""
            struct ParallaxHeader: View {
                var body: some View {
                    Image("hero")
                        ↓.visualEffect { content, proxy in
                            content.offset(y: -proxy.frame(in: .scrollView).minY / 2)
                        }
                }
            }
            """),
            // Paging cards that zoom down to half their size as they scroll away.
            CheckExample("""
            struct WordCards: View {
                let words: [Word]
                var body: some View {
                    ScrollView(.horizontal) {
                        ForEach(words) { word in
                            WordCard(word: word)
                                ↓.scrollTransition { content, phase in
                                    content.scaleEffect(phase.isIdentity ? 1 : 0.5)
                                }
                        }
                    }
                }
            }
            """),
            CheckExample("""
            struct LoadingBadge: View {
                @State private var pulsing = false
                var body: some View {
                    Image(systemName: "heart.fill")
                        .scaleEffect(pulsing ? 1.3 : 1)
                        .onAppear {
                            withAnimation(.easeInOut(duration: 1)↓.repeatForever()) { pulsing = true }
                        }
                    if showBanner {
                        Banner()↓.transition(.move(edge: .top))
                    }
                }
            }
            """),
            // A card drawn at its small size is still a card sliding in, not one small control.
            CheckExample("""
            struct ProfileHeader: View {
                @State private var expanded = false
                var body: some View {
                    VStack {
                        Button("More") { withAnimation { expanded.toggle() } }
                        if expanded {
                            ProfileCard(.small, profile: profile)↓.transition(.move(edge: .leading))
                        }
                    }
                }
            }
            struct ProfileCard: View {
                let size: CardSize
                let profile: Profile
                init(_ size: CardSize, profile: Profile) {
                    self.size = size
                    self.profile = profile
                }
                var body: some View {
                    VStack { Avatar(profile: profile); Text(profile.name) }
                }
            }
            """),
            // A marquee whose state is read through `self`, scrolled by an endless linear animation.
            CheckExample("""
            struct Marquee: View {
                @State private var size: CGSize = .zero
                var body: some View {
                    Text("Upgrade to unlock every puzzle")
                        .offset(x: -self.size.width)
                        .animation(.linear(duration: 8)↓.repeatForever(autoreverses: false), value: self.size.width)
                }
            }
            """),
            // A mascot a timer bobs up and down every two seconds, for as long as the screen shows.
            CheckExample("""
            struct MascotStage: View {
                @State private var bob: CGFloat = 0
                @State private var goingDown = false
                private let timer = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
                var body: some View {
                    Image("cat")
                        .offset(y: bob)
                        ↓.onReceive(timer) { _ in
                            withAnimation(.easeInOut(duration: 2)) {
                                bob = goingDown ? 5 : -20
                                goingDown.toggle()
                            }
                        }
                }
            }
            """),
            // A zoom on a whole card is large, and a symbol bouncing in at its font's size is movement
            // too (the badge's parent animates the change).
            CheckExample("""
            struct Gallery: View {
                @State private var selected: Photo?
                var body: some View {
                    if let selected {
                        PhotoCard(photo: selected)↓.transition(.scale)
                    }
                    ThumbnailStrip { photo in withAnimation { selected = photo } }
                }
            }
            struct FavouriteBadge: View {
                let isFavourite: Bool
                var body: some View {
                    if isFavourite {
                        Image(systemName: "star.fill")↓.transition(.scale.combined(with: .opacity))
                    }
                }
            }
            struct PhotoRow: View {
                @State private var isFavourite = false
                var body: some View {
                    FavouriteBadge(isFavourite: isFavourite)
                        .onTapGesture { withAnimation(.spring) { isFavourite.toggle() } }
                }
            }
            """),
            // A fitted image in a tall box is a large zoom, not a glyph in a row.
            CheckExample("""
            struct CoverReveal: View {
                @State private var shown = false
                var body: some View {
                    VStack {
                        if shown {
                            Image("cover").resizable().scaledToFit()↓.transition(.scale)
                        }
                        Button("Show") { withAnimation { shown = true } }
                    }
                    .frame(height: 320)
                }
            }
            """),
            // Steps of a flow swapped by a switch inside a Group slide in and out.
            CheckExample("""
            struct SetupFlow: View {
                @State private var step = 1
                var body: some View {
                    VStack {
                        Group {
                            switch step {
                            case 1: WelcomeStep()
                            default: DoneStep()
                            }
                        }
                        ↓.transition(.move(edge: .trailing))
                        Button("Next") { withAnimation { step += 1 } }
                    }
                }
            }
            """),
            // A panel built in a view property that the body inserts with an animated `if`.
            CheckExample("""
            struct Inspector: View {
                @State private var showsPanel = false
                var body: some View {
                    VStack {
                        Button("Panel") { withAnimation { showsPanel.toggle() } }
                        if showsPanel { panel }
                    }
                }
                private var panel: some View {
                    PanelContent()↓.transition(.move(edge: .trailing))
                }
            }
            """),
            // An answer sliding in inside a list row's stack: the row stays, the answer is inserted.
            CheckExample("""
            struct FAQList: View {
                @State private var openID: String?
                let questions: [Question]
                var body: some View {
                    List {
                        ForEach(questions) { question in
                            VStack {
                                Button(question.title) { withAnimation { openID = question.id } }
                                if openID == question.id {
                                    Text(question.answer)↓.transition(.move(edge: .top))
                                }
                            }
                        }
                    }
                }
            }
            """),
            // A row's picker comes with the type's own state, set beside a sort the same action animates.
            CheckExample("""
            struct ScheduleEditor: View {
                @State private var items: [Entry] = []
                @State private var selectedID: UUID?
                var body: some View {
                    List {
                        ForEach(items) { item in
                            VStack {
                                Button(item.title) { selectedID = item.id; sortItems() }
                                if selectedID == item.id {
                                    EntryPicker(entry: item)↓.transition(.slide)
                                }
                            }
                        }
                    }
                }
                private func sortItems() {
                    Task { @MainActor in withAnimation { items.sort { $0.time < $1.time } } }
                }
            }
            """),
            // A screen worked out by a computed property from a store's flag that a button sets under an animation.
            CheckExample("""
            final class VaultStore: ObservableObject {
                @Published var isLocked = true
            }
            struct VaultPanel: View {
                @ObservedObject var store: VaultStore
                private var screen: Int { store.isLocked ? 0 : 1 }
                var body: some View {
                    switch screen {
                    case 0: LockedCard()↓.transition(.move(edge: .bottom))
                    default: VaultContent()
                    }
                }
            }
            struct UnlockButton: View {
                let store: VaultStore
                var body: some View {
                    Button("Unlock") { withAnimation { store.isLocked = false } }
                }
            }
            """),
            // The state is changed under an animation in another type, through a method that sets it.
            CheckExample("""
            final class PlayerModel: ObservableObject {
                @Published var isOpen = false
                func open() { isOpen = true }
            }
            struct PlayerHost: View {
                @ObservedObject var player: PlayerModel
                var body: some View {
                    VStack {
                        if player.isOpen {
                            MiniPlayer()↓.transition(.move(edge: .bottom))
                        }
                    }
                }
            }
            struct EpisodeRow: View {
                let model: PlayerModel
                var body: some View {
                    Button("Play") { withAnimation { model.open() } }
                }
            }
            """),
            // One-shot, state-driven, but large: a zoom from near zero and a move across the screen.
            CheckExample("""
            struct Celebration: View {
                @State private var shown = false
                var body: some View {
                    Image(systemName: "star.fill")
                        ↓.scaleEffect(shown ? 1 : 0.05)
                        ↓.offset(y: shown ? 0 : 700)
                        .opacity(shown ? 1 : 0.8)
                        .onAppear { withAnimation(.spring) { shown = true } }
                }
            }
            """),
            // morningproof: a confetti burst whose pieces an animation flings outward.
            CheckExample("""
            struct BurstPiece: Identifiable { let id = UUID(); var x: CGFloat; var y: CGFloat; var dx: CGFloat; var dy: CGFloat }
            struct CheerConfettiView: View {
                @State private var pieces: [BurstPiece] = []
                var body: some View {
                    ZStack {
                        ForEach(pieces) { piece in
                            Circle().frame(width: 6, height: 6).position(x: piece.x, y: piece.y)
                        }
                    }
                    .onAppear { fling() }
                }
                private func fling() {
                    ↓withAnimation(.easeOut(duration: 1.2)) {
                        for i in pieces.indices {
                            pieces[i].x += pieces[i].dx
                            pieces[i].y += pieces[i].dy
                        }
                    }
                }
            }
            """),
            // morningproof: a padlock that springs in from nothing, its scale a property a withAnimation sets.
            CheckExample("""
            struct UnlockBurst: View {
                @State private var padScale: CGFloat = 0
                var body: some View {
                    Image(systemName: "lock.open.fill")
                        .font(.largeTitle)
                        .scaleEffect(padScale)
                        .onAppear { play() }
                }
                private func play() {
                    ↓withAnimation(.spring(response: 0.25, dampingFraction: 0.5)) {
                        padScale = 1.2
                    }
                }
            }
            """),
            CheckExample("""
            final class PulseView: UIView {
                func start() {
                    let animation = CABasicAnimation(keyPath: "transform.scale")
                    animation.toValue = 1.2
                    ↓animation.repeatCount = .infinity
                    layer.add(animation, forKey: "pulse")
                }
            }
            final class RewardBackdrop: UIView {
                enum Timing { static let raysTurn: TimeInterval = 24 }
                func startRays() {
                    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
                    turn.toValue = 2 * Double.pi
                    turn.duration = Timing.raysTurn
                    ↓turn.repeatCount = .infinity
                    layer.add(turn, forKey: "rays")
                }
            }
            final class SlideTransition: NSObject, ↓UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {}
            }
            """),
            // A menu that bounces up on an underdamped spring, a transition that slides the old
            // screen off as the new one rises, and a panel sliding in from the side over a dimmed screen.
            CheckExample("""
            final class PauseMenuTransition: NSObject, ↓UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    let menu = context.view(forKey: .to)!
                    menu.frame.origin.y = context.containerView.bounds.height
                    let spring = UISpringTimingParameters(mass: 3, stiffness: 750, damping: 65, initialVelocity: .zero)
                    let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
                    animator.addAnimations { context.containerView.layoutIfNeeded() }
                    animator.startAnimation()
                }
            }
            final class StackSwapTransition: NSObject, ↓UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    let from = context.viewController(forKey: .from)!, to = context.viewController(forKey: .to)!
                    to.view.frame.origin.y = context.containerView.bounds.height
                    UIView.animate(withDuration: 0.4) {
                        from.view.frame.origin.y = -from.view.bounds.height
                        to.view.frame.origin.y = 0
                    }
                }
            }
            final class HelpPanelAnimator: NSObject, ↓UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    let panel = context.view(forKey: .to)!
                    panel.frame.origin.x = context.containerView.bounds.width
                    UIView.animate(withDuration: 0.3) {
                        panel.frame.origin.x -= panel.bounds.width
                        context.view(forKey: .from)?.alpha = 0.5
                    }
                }
            }
            """),
            // A snapshot of the tapped card carried up to fill the screen.
            CheckExample("""
            final class CardOpenTransition: NSObject, ↓UIViewControllerAnimatedTransitioning {
                var cardFrame = CGRect.zero
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    guard let detail = context.view(forKey: .to), let snapshot = detail.snapshotView(afterScreenUpdates: true) else { return }
                    snapshot.frame = cardFrame
                    context.containerView.addSubview(snapshot)
                    UIView.animate(withDuration: 0.4, animations: { snapshot.frame = context.containerView.bounds }) { _ in
                        context.containerView.addSubview(detail)
                        snapshot.removeFromSuperview()
                        context.completeTransition(true)
                    }
                }
            }
            """),
            // The same zooming transition once the screen installs its delegate.
            CheckExample(files: [
                ("App/Search/ZoomSearchTransition.swift", """
                final class ZoomSearchTransition: NSObject {
                    var maskView = UIView()
                }
                extension ZoomSearchTransition: ↓UIViewControllerAnimatedTransitioning {
                    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                    func animateTransition(using context: UIViewControllerContextTransitioning) {
                        UIView.animate(withDuration: 0.3, animations: {
                            self.maskView.transform = CGAffineTransform(scaleX: 3, y: 3)
                        }, completion: { done in context.completeTransition(done) })
                    }
                }
                """),
                ("App/Home/MapHomeController.swift", """
                final class MapHomeController: UIViewController {
                    private let zoom = ZoomSearchTransition()
                    func openSearch() {
                        let search = SearchController()
                        search.transitioningDelegate = self
                        present(search, animated: true)
                    }
                }
                extension MapHomeController: UIViewControllerTransitioningDelegate {
                    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { zoom }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Transitions/CardTransition.swift", """
                class CardTransition: NSObject, UIViewControllerAnimatedTransitioning {
                    var context: UIViewControllerContextTransitioning?
                    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }
                    func animateTransition(using context: UIViewControllerContextTransitioning) { self.context = context }
                }
                """),
                ("App/Transitions/CardExpandTransition.swift", """
                ↓final class CardExpandTransition: CardTransition {
                    override func animateTransition(using context: UIViewControllerContextTransitioning) {
                        super.animateTransition(using: context)
                        UIView.animate(withDuration: 0.35) { context.view(forKey: .to)?.transform = .identity }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // isowords LeaderboardResultsView: a dropdown growing out of its button's corner while it fades in.
            CheckExample("""
            struct SortBar: View {
                @State private var menuShown = false
                var body: some View {
                    Button("Sort") { withAnimation { menuShown.toggle() } }
                        .overlay(
                            menuShown
                                ? VStack { Text("Newest"); Text("Oldest") }
                                    .padding()
                                    .background(Color.white)
                                    .offset(y: 40)
                                    .transition(.scale(scale: 0, anchor: .topTrailing).combined(with: .opacity))
                                : nil,
                            alignment: .topTrailing
                        )
                }
            }
            """),
            // amakaflow-ios: a toast whose only animation is an `.animation(_:value:)` after the
            // transition on its own body root, inserted by an `if` on state nothing changes under
            // an animation: the modifier is inside the view it would animate in, so it pops in.
            CheckExample(files: [
                ("App/SavedToast.swift", """
                import SwiftUI

                struct SavedToast: View {
                    @ObservedObject var model: DetailModel
                    var body: some View {
                        VStack {
                            Spacer()
                            Text(model.toastMessage).padding()
                        }
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                        .animation(.easeInOut, value: model.showToast)
                    }
                }
                """),
                ("App/DetailView.swift", """
                import SwiftUI

                struct DetailView: View {
                    @StateObject var model = DetailModel()
                    var body: some View {
                        List { Text(model.title) }
                            .overlay { if model.showToast { SavedToast(model: model) } }
                    }
                }
                """),
                ("App/DetailModel.swift", """
                final class DetailModel: ObservableObject {
                    @Published var title = ""
                    @Published var toastMessage = ""
                    @Published var showToast = false
                    func saved() {
                        showToast = true
                    }
                }
                """),
            ]),
            // isowords DailyChallengeView: a bell button popping into the navigation bar's trailing
            // slot, and one in a toolbar item: the bar holds each to a bar button's size.
            CheckExample("""
            struct ChallengeScreen: View {
                @State private var asksForReminders = true
                var body: some View {
                    ScoreList()
                        .navigationBarItems(
                            trailing: Group {
                                if asksForReminders {
                                    BellButton { asksForReminders = false }
                                        .transition(.scale(scale: 0).animation(.easeOut.delay(1)))
                                }
                            }
                        )
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                if asksForReminders {
                                    Image(systemName: "bell.badge").transition(.scale)
                                }
                            }
                        }
                }
            }
            """),
            // expensecloud-ios: an intro pager whose own `.animation` is commented out, inserted by
            // an `if` on a flag cleared outside any `withAnimation`: nothing plays its slide.
            CheckExample(files: [
                ("App/IntroPager.swift", """
                import SwiftUI

                struct IntroPager: View {
                    @State private var page = 0
                    var body: some View {
                        TabView(selection: $page) {
                            ForEach(0..<3, id: \\.self) { index in IntroCard(index: index).tag(index) }
                        }
                        // .animation(.easeInOut)
                        .transition(.slide)
                        .tabViewStyle(.page)
                    }
                }

                #Preview {
                    IntroPager()
                }
                """),
                ("App/RootView.swift", """
                import SwiftUI

                struct RootView: View {
                    @AppStorage("showsIntro") var showsIntro = true
                    var body: some View {
                        if showsIntro {
                            IntroPager()
                        } else {
                            HomeView()
                        }
                    }
                }
                """),
                ("App/FinishButton.swift", """
                import SwiftUI

                struct FinishButton: View {
                    @AppStorage("showsIntro") var showsIntro = true
                    @Binding var page: Int
                    var body: some View {
                        Button("Next") {
                            if page == 2 { showsIntro = false } else { withAnimation { page += 1 } }
                        }
                    }
                }
                """),
            ]),
            // morningproof: a confetti view that only fades its pieces where they lie.
            CheckExample("""
            struct BurstPiece: Identifiable { let id = UUID(); var x: CGFloat; var y: CGFloat; var opacity: Double }
            struct FadingConfettiView: View {
                @State private var pieces: [BurstPiece] = []
                var body: some View {
                    ForEach(pieces) { piece in
                        Circle().opacity(piece.opacity).position(x: piece.x, y: piece.y)
                    }
                    .onAppear {
                        withAnimation(.easeOut(duration: 1.2)) {
                            for i in pieces.indices { pieces[i].opacity = 0 }
                        }
                    }
                }
            }
            """),
            // olvid-ios ObvRadioButtonView: the 8pt dot of a radio button popping in when selected.
            CheckExample("""
            import SwiftUI
            struct RadioDot: View {
                let isSelected: Bool
                var body: some View {
                    Image(systemName: "circle")
                        .font(.system(size: 16))
                        .overlay {
                            if isSelected {
                                Image(systemName: "circle.fill")
                                    .font(.system(size: 8))
                                    .transition(.scale)
                            }
                        }
                }
            }
            """),
            // sportsdb-ios ListCountryRouteView: a scale whose ternary the enclosing `if` settles: the
            // search button shows only while the field is closed, where its scale is always 1.
            CheckExample("""
            import SwiftUI
            struct CountryGrid: View {
                @State var searching: Bool = false
                var body: some View {
                    VStack {
                        if searching {
                            Button("Close") { withAnimation { searching.toggle() } }
                        }
                        Text("Countries")
                    }
                    .overlay(alignment: .topTrailing) {
                        if !searching {
                            Image(systemName: "magnifyingglass")
                                .font(.title2)
                                .onTapGesture { withAnimation { searching.toggle() } }
                                .scaleEffect(!searching ? 1 : 0)
                        }
                    }
                }
            }
            """),
            // betterai-ios SleepQuestionnaireStepView: a 20pt check mark popping in and fading when an
            // answer is chosen, in place of the empty circle: a checkbox's selection feedback.
            CheckExample("""
            import SwiftUI
            struct QuestionStep: View {
                let options: [String]
                @State private var chosen: Int?
                var body: some View {
                    VStack {
                        ForEach(options.indices, id: \\.self) { index in
                            OptionRow(title: options[index], isSelected: chosen == index) {
                                withAnimation(.spring) { chosen = index }
                            }
                        }
                    }
                }
            }
            private struct OptionRow: View {
                let title: String
                let isSelected: Bool
                let onTap: () -> Void
                var body: some View {
                    Button(action: onTap) {
                        HStack {
                            Text(title)
                                .frame(maxWidth: .infinity, alignment: .leading)
                            if isSelected {
                                Image(systemName: "checkmark.circle.fill")
                                    .font(.system(size: 20, weight: .semibold))
                                    .transition(.scale.combined(with: .opacity))
                            } else {
                                Image(systemName: "circle")
                                    .font(.system(size: 20))
                            }
                        }
                        .padding(.vertical, 14)
                    }
                }
            }
            """),
            // mundo-ios HomeView: a count badge popping in over a 40pt inbox button, laid out in its overlay.
            CheckExample("""
            import SwiftUI
            struct InboxButton: View {
                let unread: Int
                var body: some View {
                    Image(systemName: "tray")
                        .font(.system(size: 24))
                        .frame(width: 40, height: 40)
                        .background(.ultraThinMaterial, in: Circle())
                        .overlay(alignment: .topTrailing) {
                            if unread > 99 {
                                Image(systemName: "flame.fill")
                                    .font(.system(size: 12))
                                    .transition(AnyTransition.scale.combined(with: .opacity).animation(.spring))
                            } else if unread > 0 {
                                Text("\\(unread)")
                                    .font(.caption2)
                                    .transition(AnyTransition.scale.combined(with: .opacity).animation(.spring))
                            }
                        }
                }
            }
            """),
            // gymdiary-ios WorkoutsView: a 3pt drop-indicator line popping in while a row is dragged over.
            CheckExample("""
            import SwiftUI
            struct DropList: View {
                @State private var hovering = false
                var body: some View {
                    VStack {
                        if hovering {
                            Rectangle()
                                .fill(Color.accentColor)
                                .frame(height: 3)
                                .padding(.horizontal, 8)
                                .transition(.scale.combined(with: .opacity))
                        }
                        Text("Section")
                    }
                    .onDrop(of: [.text], isTargeted: $hovering) { _ in withAnimation(.easeInOut(duration: 0.2)) { hovering = false }; return true }
                }
            }
            """),
            // medsenger-ios VoiceMessageView: a fitted play/stop symbol swapping inside a 30pt-high row.
            CheckExample("""
            import SwiftUI
            struct VoiceRow: View {
                @State private var playing = false
                var body: some View {
                    HStack {
                        Group {
                            if playing {
                                Button { withAnimation { playing = false } } label: {
                                    Image(systemName: "stop.circle.fill").resizable().scaledToFit()
                                }
                                .transition(.scale)
                            } else {
                                Button { withAnimation { playing = true } } label: {
                                    Image(systemName: "play.circle.fill").resizable().scaledToFit()
                                }
                                .transition(.scale)
                            }
                        }
                        Waveform()
                    }
                    .frame(height: 30)
                }
            }
            """),
            // medsenger-ios MainInputView: the mic button, labelled by a project view 38pt high, zooms in.
            CheckExample("""
            import SwiftUI
            struct Composer: View {
                @State private var text = ""
                var body: some View {
                    HStack {
                        TextField("Message", text: $text)
                        if text.isEmpty {
                            Button { record() } label: { RoundIcon(symbol: "mic.circle.fill") }
                                .transition(.scale)
                        }
                    }
                    .animation(.spring, value: text.isEmpty)
                }
                func record() {}
            }
            struct RoundIcon: View {
                let symbol: String
                private let side: CGFloat = 38
                var body: some View {
                    Image(systemName: symbol).resizable().scaledToFit().frame(height: side)
                }
            }
            """),
            // spawn-ios AnimatedActionButton: a checkmark and its title popping inside a 34pt-high button.
            CheckExample("""
            import SwiftUI
            struct JoinButton: View {
                @State private var joined = false
                let width: CGFloat
                var body: some View {
                    Button(action: { withAnimation(.spring) { joined = true } }) {
                        HStack(spacing: 6) {
                            if joined {
                                Image(systemName: "checkmark").font(.system(size: 14)).transition(.scale.combined(with: .opacity))
                            }
                            Text(joined ? "Joined" : "Join").transition(.scale.combined(with: .opacity))
                        }
                        .frame(width: width, height: 34)
                    }
                }
            }
            """),
            // flipcash TwoFactorCodeView: a digit zooming into a 35pt cell of a code field.
            CheckExample("""
            import SwiftUI
            struct CodeField: View {
                @Binding var code: String
                var body: some View {
                    HStack {
                        ForEach(0..<6, id: \\.self) { index in
                            CodeCell(active: index == code.count) {
                                if index < code.count {
                                    Text(String(Array(code)[index]))
                                        .font(.title)
                                        .transition(AnyTransition.opacity.combined(with: .scale))
                                }
                            }
                            .frame(width: 35)
                        }
                    }
                }
            }
            """),
            // morningproof: a streak figure that settles from 80% to full size, and a caption nudged 30pt.
            CheckExample("""
            struct StreakFigure: View {
                @State private var figureScale: CGFloat = 0.8
                @State private var captionLift: CGFloat = 0
                var body: some View {
                    VStack {
                        Text("12").font(.largeTitle).scaleEffect(figureScale)
                        Text("days").offset(y: captionLift)
                    }
                    .onAppear {
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) { figureScale = 1.0 }
                        withAnimation(.easeOut) { captionLift = -30 }
                    }
                }
            }
            """),
            // habitto LanguageView: its only presenters sit under a feature flag hard-coded `false`.
            CheckExample(files: [
                ("App/HabitApp.swift", """
                import SwiftUI
                @main
                struct HabitApp: App {
                    var body: some Scene { WindowGroup { MoreView() } }
                }
                """),
                ("App/Features.swift", """
                enum Features {
                    static var languagePickerEnabled: Bool { return false }
                }
                """),
                ("App/MoreView.swift", """
                import SwiftUI
                struct MoreView: View {
                    var body: some View {
                        if Features.languagePickerEnabled {
                            LanguagePicker()
                        }
                    }
                }
                """),
                ("App/LanguagePicker.swift", """
                import SwiftUI
                struct LanguagePicker: View {
                    @State private var expanded = false
                    var body: some View {
                        VStack {
                            Button("Language") { withAnimation { expanded.toggle() } }
                            if expanded {
                                Text("English").transition(.opacity.combined(with: .move(edge: .top)))
                            }
                        }
                    }
                }
                """),
            ]),
            // convos-ios ConversationsListItem: a countdown pill of caption text, a project view,
            // popping in beside a row's title; a view drawn that small zooming is a badge appearing.
            CheckExample(files: [
                ("App/ExpiryPill.swift", """
                import SwiftUI

                struct ExpiryPill: View {
                    let endsAt: Date
                    var body: some View {
                        TimelineView(.periodic(from: .now, by: 60)) { context in
                            let minutes = Int(endsAt.timeIntervalSince(context.date) / 60)
                            Text("\\(minutes) min left")
                                .font(.caption2.monospacedDigit())
                                .padding(.horizontal, 6)
                                .background(Capsule().fill(.orange.opacity(0.2)))
                        }
                    }
                }
                """),
                ("App/ChatRow.swift", """
                import SwiftUI

                struct ChatRow: View {
                    let chat: Chat
                    var body: some View {
                        HStack {
                            Text(chat.title)
                            if let endsAt = chat.endsAt {
                                ExpiryPill(endsAt: endsAt)
                                    .transition(.scale.combined(with: .opacity))
                            }
                        }
                        .animation(.spring, value: chat.endsAt)
                    }
                }
                """),
            ]),
            // Emoji landing one by one in a tally chip, each set in a running-text style: a
            // character popping in from nothing at the size of a line of text is not a large zoom.
            CheckExample("""
            struct TallyChip: View {
                let marks: [String]
                @State private var landed: Set<String> = []
                var body: some View {
                    HStack(spacing: 2) {
                        ForEach(marks, id: \\.self) { mark in
                            Text(mark)
                                .font(.subheadline)
                                .scaleEffect(landed.contains(mark) ? 1 : 0)
                                .onAppear { withAnimation(.spring) { _ = landed.insert(mark) } }
                        }
                    }
                    .padding(4)
                    .background(Capsule().fill(.thinMaterial))
                }
            }
            """),
            // pushback PushToTalkView: status glyphs that pop in from 0.1 under a 0.1s animation of
            // the state they read, over before the eye can follow.
            CheckExample("""
            struct TalkStatus: View {
                @ObservedObject var talk: TalkManager
                var body: some View {
                    ZStack {
                        Image(systemName: "tray.full")
                            .offset(y: talk.state == .idle ? 0 : -50)
                            .scaleEffect(talk.state == .idle ? 1.3 : 0.1)
                    }
                    .animation(.linear(duration: 0.1), value: talk.state)
                }
            }
            """),
            // brave-ios WalletPanelView: the screen is a computed property of a store's flags that
            // nothing sets under an animation; protondrive-ios FinderView: the value-less
            // `.animation` sits on another property's action bar, not around the toast.
            CheckExample("""
            final class KeyStore: ObservableObject {
                @Published var isReady = false
                @Published var isLocked = true
                @Published var failedCount = 0
                func load() { isReady = true; isLocked = false }
            }
            struct KeyPanel: View {
                @ObservedObject var store: KeyStore
                private var screen: Int {
                    if !store.isReady { return 0 }
                    return store.isLocked ? 1 : 2
                }
                var body: some View {
                    ZStack {
                        switch screen {
                        case 1: LockedCard().transition(.move(edge: .bottom).combined(with: .opacity))
                        default: KeyList()
                        }
                        failureToast
                        selectionBar
                    }
                }
                @ViewBuilder private var failureToast: some View {
                    if store.failedCount > 0 {
                        FailureToast(count: store.failedCount).transition(.move(edge: .bottom))
                    }
                }
                private var selectionBar: some View {
                    ActionBar().animation(.default)
                }
            }
            """),
            // A timer that turns a clock's hand, fades a cursor or steps a page: none moves a view about.
            CheckExample("""
            struct ClockFace: View {
                @State private var seconds = 0.0
                @State private var cursorOn = true
                @State private var page = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    VStack {
                        Rectangle().frame(width: 2, height: 80).rotationEffect(.degrees(seconds * 6))
                        Text("|").opacity(cursorOn ? 1 : 0)
                        TabView(selection: $page) { Text("One").tag(0); Text("Two").tag(1) }
                    }
                    .onReceive(timer) { _ in
                        withAnimation(.linear(duration: 1)) { seconds += 1; cursorOn.toggle(); page = (page + 1) % 2 }
                    }
                }
            }
            """),
            // Nothing animates the change that inserts the view: it appears and goes at once.
            CheckExample("""
            struct NotesDrawer: View {
                @State private var showsNotes = false
                var body: some View {
                    VStack {
                        Button("Notes") { showsNotes.toggle() }
                        if showsNotes {
                            NotesList().transition(.move(edge: .bottom))
                        }
                    }
                }
            }
            """),
            // The type animates only another change (expanding the docs); the panel comes with
            // the model's suggestions, which nothing changes under an animation.
            CheckExample("""
            final class CompletionModel: ObservableObject {
                @Published var suggestions: [String] = []
                @Published var isExpanded = false
            }
            struct CompletionsPanel: View {
                @ObservedObject var model: CompletionModel
                var body: some View {
                    VStack {
                        Button("More") { withAnimation { model.isExpanded.toggle() } }
                        if !model.suggestions.isEmpty {
                            SuggestionList(items: model.suggestions).transition(.move(edge: .bottom))
                        }
                    }
                }
            }
            """),
            // Rows of a list come and go with the list's own row animation; so do those of a
            // project view that writes its content into a Form.
            CheckExample("""
            struct CreditsList: View {
                @State private var credits: [Credit] = []
                var body: some View {
                    SettingsList {
                        Section("Credits") {
                            ForEach(credits) { credit in
                                CreditRow(credit: credit)
                            }
                            .transition(.slide)
                        }
                    }
                    .animation(.default, value: credits)
                }
            }
            struct SettingsList<Content: View>: View {
                private let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    Form { content }
                }
            }
            """),
            // mundo-ios ReportView: a screen reached only through `.navigationDestination`, with a
            // sliding transition on its body root; the stack pushes it, the transition never plays.
            CheckExample("""
            enum Route: Hashable { case flag(String), detail(Int) }
            struct FlagScreen: View {
                let id: String
                @State private var step = 0
                var body: some View {
                    VStack {
                        Text("Why are you flagging this?")
                        Button("Next") { withAnimation { step += 1 } }
                    }
                    .transition(.move(edge: .bottom))
                }
            }
            struct Feed: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        List { Text("Post") }
                            .navigationDestination(for: Route.self) { route in
                                switch route {
                                case .flag(let id):
                                    FlagScreen(id: id)
                                case .detail(let number):
                                    Text("\\(number)")
                                }
                            }
                    }
                }
            }
            """),
            // Controls a toolbar builds in view properties and writes straight into its stacks:
            // they come and go with the toolbar, so their own transitions never run.
            CheckExample("""
            struct CanvasToolbar: View {
                @State private var title = ""
                var body: some View {
                    HStack {
                        titleField
                            .foregroundStyle(.primary)
                        self.historyControl
                    }
                }
                private var titleField: some View {
                    TextField("Title", text: $title)
                        .frame(width: 140)
                        .transition(.move(edge: .top))
                }
                private var historyControl: some View {
                    HStack {
                        Button("Undo") { withAnimation { title = "" } }
                        Button("Redo") { }
                    }
                    #if os(iOS)
                    .hoverEffect(.lift)
                    #endif
                    .transition(.move(edge: .top).combined(with: .opacity))
                }
            }
            """),
            // A scroll transition that fades and settles by a percent moves nothing, nor does one
            // that only shrinks a card to 90% as the reader swipes it away; nor does a
            // placeholder swap that scales from 90% inside a fade, nor a 25pt gauge or a 32pt
            // icon-only button popping in.
            CheckExample("""
            struct ForecastCard: View {
                @State private var loaded = false
                var placeholderScale: CGFloat = 0.95
                var body: some View {
                    if loaded {
                        Summary().transition(.scale(scale: 0.9).combined(with: .opacity))
                        Details().transition(.scale(scale: placeholderScale, anchor: .center).combined(with: .opacity))
                        ProgressView(value: 0.4).transition(.scale).frame(width: 25, height: 25)
                        Button { scrollToTop() } label: {
                            Image(systemName: "arrow.up").frame(width: 32, height: 32)
                        }
                        .transition(.scale.combined(with: .opacity))
                    }
                    ScrollView {
                        ForEach(days) { day in
                            DayRow(day: day)
                                .scrollTransition { content, phase in
                                    content.opacity(phase.isIdentity ? 1 : 0.8).scaleEffect(phase.isIdentity ? 1 : 0.99)
                                }
                        }
                    }
                    ScrollView(.horizontal) {
                        ForEach(tips) { tip in
                            TipCard(tip: tip)
                                .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                                    content.scaleEffect(phase.isIdentity ? 1 : 0.9)
                                }
                        }
                    }
                }
            }
            """),
            // A 16pt handle that pops in under the finger, and a panel that drops 8pt into place
            // inside a fade; a bubble tail mirrored for the other side of the chat; a checkmark
            // popping in over a 32pt tile.
            CheckExample("""
            struct AddedBadge: View {
                let isAdded: Bool
                var body: some View {
                    RoundedRectangle(cornerRadius: 8)
                        .frame(width: 32, height: 32)
                        .overlay(
                            ZStack {
                                Image(systemName: "checkmark").resizable().scaleEffect(isAdded ? 1 : 0.0001)
                            }
                        )
                        .animation(.spring, value: isAdded)
                }
            }
            struct VolumeSlider: View {
                @State private var dragging = false
                @State private var showsLevel = false
                let isMine: Bool
                var body: some View {
                    Image(systemName: "triangle.fill").scaleEffect(x: isMine ? 1 : -1)
                    Circle().fill(.white)
                        .frame(width: 16, height: 16)
                        .scaleEffect(dragging ? 1 : 0)
                        .animation(.spring, value: dragging)
                    if showsLevel {
                        LevelPanel().transition(.opacity.combined(with: .offset(y: -8)))
                    }
                }
            }
            """),
            // Loading dots that only blink, beside an icon tilted once at a fixed angle.
            CheckExample("""
            struct GeneratingBadge: View {
                @State private var generating = false
                var body: some View {
                    Image(systemName: "ticket.fill").rotationEffect(.degrees(-15))
                    ForEach(0..<3, id: \\.self) { index in
                        Circle().frame(width: 8, height: 8)
                            .opacity(generating ? 1 : 0.3)
                            .animation(.easeInOut.repeatForever().delay(Double(index) * 0.2), value: generating)
                    }
                }
            }
            """),
            // A looping animation on a circle whose scale is a constant: nothing in it changes.
            CheckExample("""
            struct CheckpointBadge: View {
                @State private var pressed = false
                var body: some View {
                    Circle()
                        .fill(LinearGradient(colors: [Color.green.opacity(0.2), .blue], startPoint: .top, endPoint: .bottom))
                        .frame(width: 120, height: 120)
                        .scaleEffect(1.0)
                        .animation(.easeInOut(duration: 2).repeatForever(autoreverses: true), value: UUID())
                    Button("Keep") { pressed.toggle() }
                        .scaleEffect(pressed ? 0.95 : 1)
                }
            }
            """),
            // Material's Motion library: transition modifiers for its own controller transitions.
            CheckExample("""
            import UIKit
            import Material

            final class HomeViewController: UIViewController {
                let addButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addButton.transition([.scale(0.75), .opacity(0)])
                }
            }
            """),
            // A widget's price sliding in between timeline entries: WidgetKit fades it instead under Reduce Motion.
            CheckExample("""
            import WidgetKit
            import SwiftUI

            struct PriceView: View {
                let entry: PriceEntry
                var body: some View {
                    VStack {
                        if let change = entry.change {
                            Text(change).transition(.slide)
                        }
                    }
                    .animation(.default, value: entry.change)
                }
            }
            """, path: "PriceWidget/PriceView.swift"),
            // bluewallet PriceView: the same kind of widget view in a shared folder that the app
            // target compiles too; its `.widgetURL` says WidgetKit draws it.
            CheckExample("""
            import WidgetKit
            import SwiftUI

            struct RateView: View {
                let entry: RateEntry
                var body: some View {
                    VStack {
                        if let change = entry.change {
                            Text(change).transition(.slide)
                        }
                    }
                    .widgetURL(URL(string: "app://rates"))
                }
            }
            """, path: "Shared/Views/RateView.swift"),
            // A visual effect that reads only the view's size slides a panel with its state, not with scrolling.
            CheckExample("""
            struct CommentsPanel: View {
                var collapsed: Bool
                var body: some View {
                    comments
                        .visualEffect { content, proxy in
                            content.offset(y: collapsed ? proxy.size.height : 0)
                        }
                }
            }
            """),
            // Small state-driven movement (a press, a nudge), and a large one that reads Reduce Motion.
            CheckExample(files: [
                ("App/PressableCard.swift", """
                struct PressableCard: View {
                    @State private var pressed = false
                    var body: some View {
                        Card()
                            .scaleEffect(pressed ? 0.95 : 1)
                            .offset(y: pressed ? 2 : 0)
                            .overlay { Image(systemName: "chevron.down").rotationEffect(.degrees(pressed ? 180 : 0)) }
                            .animation(.easeOut, value: pressed)
                    }
                }
                """),
                ("App/Celebration.swift", """
                struct Celebration: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var shown = false
                    var body: some View {
                        Image(systemName: "star.fill")
                            .scaleEffect(shown || reduceMotion ? 1 : 0.05)
                            .onAppear { withAnimation(reduceMotion ? nil : .spring) { shown = true } }
                    }
                }
                """),
            ]),
            CheckExample("""
            struct LoadingBadge: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var spinning = false
                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(spinning ? 360 : 0))
                        .onAppear {
                            guard !reduceMotion else { return }
                            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
                        }
                }
            }
            struct Blinker: View {
                @State private var dim = false
                var body: some View {
                    Circle().opacity(dim ? 0.3 : 1)
                        .onAppear { withAnimation(.easeInOut.repeatForever()) { dim = true } }
                        .transition(.opacity)
                }
            }
            """),
            CheckExample("""
            struct RecordButton: View {
                @State private var recording = false
                var body: some View {
                    Button { recording.toggle() } label: {
                        HStack {
                            if recording { Text("Stop") }
                            Image(systemName: recording ? "stop.fill" : "record.circle")
                        }
                        .transition(.move(edge: .trailing))
                    }
                }
            }
            """),
            CheckExample(files: [
                ("App/Motion/Animation+Accessibility.swift", """
                extension Animation {
                    func unlessMotionReduced() -> Animation? {
                        UIAccessibility.isReduceMotionEnabled ? nil : self
                    }
                }
                """),
                ("App/Drafts/DraftsList.swift", """
                struct DraftsList: View {
                    @ObservedObject var model: DraftsModel
                    @State private var angle = 0.0
                    var body: some View {
                        VStack {
                            if model.showsTrash {
                                TrashBar().transition(.move(edge: .bottom))
                            }
                            Image(systemName: "arrow.2.circlepath")
                                .rotationEffect(.degrees(angle))
                                .animation(.linear(duration: 2).repeatForever(autoreverses: false).unlessMotionReduced(), value: angle)
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("App/Transitions/SheetTransition.swift", """
                class SheetTransition: NSObject, UIViewControllerAnimatedTransitioning {
                    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                    func animateTransition(using context: UIViewControllerContextTransitioning) {}
                }
                """),
                ("App/Transitions/SheetRiseTransition.swift", """
                final class SheetRiseTransition: SheetTransition {
                    override func animateTransition(using context: UIViewControllerContextTransitioning) {
                        let moves = !UIAccessibility.isReduceMotionEnabled
                        UIView.animate(withDuration: 0.3) { if moves { context.view(forKey: .to)?.center.y -= 40 } }
                    }
                }
                """),
            ]),
            // A glyph turning in place forever is a progress spinner, whatever its type is called.
            CheckExample("""
            struct SyncBadge: View {
                @State private var turning = false
                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(turning ? 360 : 0))
                        .onAppear { withAnimation(.linear(duration: 0.8).repeatForever(autoreverses: false)) { turning = true } }
                }
            }
            extension UIImageView {
                func startTurning() {
                    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
                    turn.toValue = 2 * Double.pi
                    turn.repeatCount = .greatestFiniteMagnitude
                    layer.add(turn, forKey: "turn")
                }
            }
            """),
            // A progress ring turning in place while its stroke grows: a spinner, whatever key
            // it is added under.
            CheckExample("""
            final class CircleProgressView: UIView {
                private let ring = CAShapeLayer()
                func startAnimating() {
                    let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
                    rotation.toValue = CGFloat.pi * 2
                    rotation.duration = 2
                    rotation.repeatCount = .infinity
                    ring.add(rotation, forKey: "rotationAnimation")
                    let stroke = CABasicAnimation(keyPath: "strokeEnd")
                    stroke.repeatCount = .infinity
                    ring.add(stroke, forKey: "path")
                }
            }
            """),
            // A 24pt scroll-down arrow rising by its own height inside a fade, and a small button
            // of the project (its body is a `Button`) zooming out as a checkmark takes its place.
            CheckExample("""
            struct ClaimChat: View {
                @State private var showsScrollDown = false
                @State private var added = false
                var body: some View {
                    ZStack(alignment: .bottom) {
                        Messages()
                        if showsScrollDown {
                            Button { scrollDown() } label: {
                                Assets.arrowDown.view
                                    .resizable()
                                    .frame(width: 24, height: 24)
                                    .padding(8)
                            }
                            .transition(.move(edge: .bottom).combined(with: .opacity))
                        }
                    }
                    .animation(.default, value: showsScrollDown)
                    if added {
                        Image(systemName: "checkmark").frame(width: 20, height: 20).transition(.scale)
                    } else {
                        PillButton(.small, title: "Add") { withAnimation { added = true } }
                            .transition(.scale(scale: 0, anchor: .trailing).combined(with: .opacity))
                    }
                }
            }
            struct PillButton: View {
                let size: PillSize
                let title: String
                let action: () -> Void
                init(_ size: PillSize, title: String, action: @escaping () -> Void) {
                    self.size = size
                    self.title = title
                    self.action = action
                }
                var body: some View {
                    Button(title, action: action).buttonStyle(PillStyle(size: size))
                }
            }
            """),
            // halofi-ios TranscriptView: a "Jump to latest" pill, an arrow beside its title, rising
            // at the bottom of a transcript scrolled away from its end.
            CheckExample("""
            struct ChatLog: View {
                @State private var atEnd = true
                var body: some View {
                    ScrollView { Messages() }
                        .overlay(alignment: .bottom) {
                            if !atEnd {
                                Button { scrollToEnd() } label: {
                                    HStack(spacing: 6) {
                                        Image(systemName: "arrow.down")
                                        Text("Newest")
                                    }
                                    .padding(.horizontal, 14)
                                    .padding(.vertical, 8)
                                    .background(Capsule().fill(.blue))
                                }
                                .transition(.move(edge: .bottom).combined(with: .opacity))
                            }
                        }
                        .animation(.default, value: atEnd)
                }
            }
            """),
            // A search field's Cancel button sliding in at its trailing edge while editing.
            CheckExample("""
            struct SearchBar: View {
                @Binding var text: String
                @State private var isEditing = false
                var body: some View {
                    HStack {
                        TextField("Search", text: $text) { editing in isEditing = editing }
                        if isEditing {
                            Button(action: { isEditing = false; text = "" }) {
                                Text("Cancel")
                            }
                            .padding(.trailing)
                            .transition(.move(edge: .trailing))
                        }
                        if !text.isEmpty {
                            Button("Clear") { text = "" }.transition(.move(edge: .trailing))
                        }
                    }
                    .animation(.default, value: isEditing)
                }
            }
            """),
            // Sheets rising from the bottom edge, as the system's own modal presentation does: one
            // placed below the container by its height, one driven by constraints over a dimming view.
            CheckExample("""
            final class StoriesPresentationAnimator: NSObject {
                var isPresentation = true
            }
            extension StoriesPresentationAnimator: UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    guard let view = context.view(forKey: isPresentation ? .to : .from),
                          let controller = context.viewController(forKey: isPresentation ? .to : .from) else { return }
                    let presentedFrame = context.finalFrame(for: controller)
                    var dismissedFrame = presentedFrame
                    dismissedFrame.origin.y = context.containerView.bounds.height
                    view.frame = isPresentation ? dismissedFrame : presentedFrame
                    let animator = UIViewPropertyAnimator(duration: 0.45, dampingRatio: 1) {
                        view.frame = self.isPresentation ? presentedFrame : dismissedFrame
                    }
                    animator.startAnimation()
                }
            }
            final class SlidingModalPresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    let container = SlidingModalContainerView()
                    container.prepareDismissAnimation()
                    context.containerView.layoutIfNeeded()
                    container.preparePresentAnimation()
                    UIView.animate(withDuration: 0.3, animations: {
                        context.containerView.layoutIfNeeded()
                        container.updateDimmingViewAlpha(1.0)
                    }, completion: { done in context.completeTransition(done) })
                }
            }
            """),
            // ukrzoloto-ios PresentAnimationController: a snapshot taken and thrown away carries nothing;
            // what moves is the screen dropping from the top edge by its own height, as a modal does.
            CheckExample("""
            final class DropDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    guard let shown = context.viewController(forKey: .to) else { return }
                    shown.view.snapshotView(afterScreenUpdates: true)
                    context.containerView.addSubview(shown.view)
                    let finalFrame = shown.view.frame
                    shown.view.frame = CGRect(origin: CGPoint(x: finalFrame.origin.x, y: -finalFrame.height), size: finalFrame.size)
                    UIView.animate(withDuration: 0.3, animations: { shown.view.frame = finalFrame }) { _ in
                        context.completeTransition(!context.transitionWasCancelled)
                    }
                }
            }
            """),
            // A dismissal that only fades the container's views out: the crossfade Reduce Motion asks for.
            CheckExample("""
            private final class MenuDismisser: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    UIView.animate(withDuration: transitionDuration(using: context), animations: {
                        context.containerView.subviews.forEach { $0.alpha = 0 }
                    }, completion: { done in context.completeTransition(done) })
                }
            }
            """),
            // 3dollars-ios SearchTransition: the screen writes a transitioning delegate that returns the
            // zooming transition, but nothing sets `transitioningDelegate`, so UIKit never asks for it.
            CheckExample(files: [
                ("App/Search/ZoomSearchTransition.swift", """
                final class ZoomSearchTransition: NSObject {
                    var maskView = UIView()
                }
                extension ZoomSearchTransition: UIViewControllerAnimatedTransitioning {
                    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                    func animateTransition(using context: UIViewControllerContextTransitioning) {
                        UIView.animate(withDuration: 0.3, animations: {
                            self.maskView.transform = CGAffineTransform(scaleX: 3, y: 3)
                        }, completion: { done in context.completeTransition(done) })
                    }
                }
                """),
                ("App/Home/MapHomeController.swift", """
                final class MapHomeController: UIViewController {
                    private let zoom = ZoomSearchTransition()
                    func openSearch() { present(SearchController(), animated: true) }
                }
                extension MapHomeController: UIViewControllerTransitioningDelegate {
                    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { zoom }
                }
                """),
            ]),
            // An animation controller that animates nothing itself: it hands the context to its delegate.
            CheckExample("""
            protocol PanelAnimating: AnyObject {
                func animatePresentation(context: UIViewControllerContextTransitioning)
            }
            final class PanelAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
                weak var delegate: PanelAnimating?
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    delegate?.animatePresentation(context: transitionContext)
                }
            }
            """),
            // A download button's own spinner while the download waits in the queue.
            CheckExample("""
            final class DownloadControlView: UIView {
                private let pendingCircleLayer = CAShapeLayer()
                private func addPendingAnimation() {
                    let rotation = CABasicAnimation(keyPath: "transform.rotation")
                    rotation.byValue = 2 * Float.pi
                    rotation.repeatCount = .infinity
                    pendingCircleLayer.add(rotation, forKey: "circleRotation")
                }
            }
            """),
            CheckExample(files: [
                ("App/PulseView.swift", """
                final class PulseView: UIView {
                    func start() {
                        let animation = CABasicAnimation(keyPath: "transform.scale")
                        animation.repeatCount = .infinity
                        layer.add(animation, forKey: "pulse")
                    }
                }
                """),
                ("App/PulseView+Motion.swift", """
                extension PulseView {
                    override func didMoveToWindow() { if UIAccessibility.isReduceMotionEnabled { layer.removeAllAnimations() } }
                }
                """),
            ]),
        ]
    )

    struct Movement: Sendable, Codable {
        let typeName: String
        package let position: SourcePosition
        package let what: String
        let isSwiftUI: Bool
        /// For SwiftUI movement, the names called by each animation that runs it: the chain of a
        /// `repeatForever`, or every `withAnimation` / `.animation` of a transition's type (none
        /// when the state change that inserts the view is animated elsewhere). Nil for movement
        /// no project helper can gate (Core Animation, UIKit, Lottie).
        var animations: [Set<String>]? = nil
        /// For a transition, the names its `if` condition or `switch` subject reads: the state
        /// whose change inserts or removes the view. Nil when that is not known.
        var insertedBy: Set<String>? = nil
        /// True when the transition's type animates changes whatever their name: a `.animation`
        /// modifier with no `value:` (or a binding's `.animation()`), or a `.transaction` modifier.
        var animatesEveryChange = false
        /// True when the transition's `if` or `switch` reads a `@State` of its own type, which
        /// that type's own code sets, perhaps beside an animation the names do not show (one
        /// started in a `Task` by a function the same action calls).
        var insertedByOwnState = false
        /// For a transition, the views whose content closures hold it, innermost first, up to its
        /// declaration (`[ForEach, Section, List]`); a modifier's closure is written `.overlay`.
        var placedIn: [String] = []
        /// True for a class conforming to `UIViewControllerAnimatedTransitioning`, whose
        /// subclasses may be the ones that animate.
        var isTransitioningClass = false
        /// For a transition on a view drawn at a small control size (`hButton(.small, …)`,
        /// `.controlSize(.mini)`), that view's name: when it is a button, what comes and goes
        /// is one small control.
        var smallControl: String? = nil
        /// For a transition on the root of a view type's `body`, that type: it runs only where a
        /// parent inserts the view by itself.
        var bodyOf: String? = nil
        /// For a zoom on a `Button` whose label is one project view (`MessageInputButtonLabel(…)`),
        /// that view's name: when its body is framed small, what zooms is one small control.
        var labelView: String? = nil
        /// For a transition on the root of a view type's `body`, true when every animation the
        /// type writes is an `.animation(_:value:)` later in that same chain: a modifier inside
        /// the inserted view, which cannot animate the view's own insertion or removal.
        var animatedOnlyFromInside = false
    }

    /// A call of a view type the project may declare, and whether the call may insert the view
    /// by itself (in an `if`, `switch` or `ForEach`, an argument, a modifier's closure) or only
    /// writes it straight in a stack's content.
    struct ViewUse: Sendable, Codable, Hashable {
        let name: String
        let mayInsert: Bool
        /// For a call written straight in an `if`'s branch, the names its condition reads: the
        /// state whose change inserts the view. Nil when the call is inserted any other way.
        var insertedBy: Set<String>? = nil
    }

    private static let readerWords = TextSearch(anyOf: MotionAPIs.readerWords, ignoringCase: true)

    static let movements = FactKey<Movement>("motion-reduced.movement")
    /// View types whose body draws only views framed at most `controlHeight` high.
    static let smallViews = FactKey<String>("motion-reduced.small-view")
    /// Functions and properties that read the setting and hand back an animation (an
    /// `extension Animation` member, or a wrapper of `withAnimation`): movement routed
    /// through one is already gated.
    static let gatingHelpers = FactKey<String>("motion-reduced.gating-helper")
    /// Types whose declaration reads the setting; "*" when anything in the project does.
    static let readers = FactKey<String>("motion-reduced.reader")
    /// Names a state change under an animation may set: those read inside a `withAnimation`
    /// or `withTransaction` body, an `.animation`'s or `.transaction`'s arguments, and those
    /// assigned in a function such a body calls.
    static let animatedNames = FactKey<String>("motion-reduced.animated-name")
    /// Functions called inside an animation's body, and the names each function assigns.
    static let animatedCalls = FactKey<String>("motion-reduced.animated-call")
    /// Names read by an `.animation(_:value:)` written after a `.transition` on the root of a
    /// view type's `body`: inside the inserted view, it animates changes within the view, not
    /// the insertion. Counted as animated everywhere but for the insertion of that view.
    static let animatedFromInsideNames = FactKey<String>("motion-reduced.animated-from-inside-name")
    static let assignments = FactKey<FunctionAssignments>("motion-reduced.assignments")
    /// Project views that write the content they are handed straight into a `List` or `Form`
    /// (its views are rows), and those that write it into a `Section`.
    static let listWrappers = FactKey<String>("motion-reduced.list-wrapper")
    static let sectionWrappers = FactKey<String>("motion-reduced.section-wrapper")
    static let viewUses = FactKey<ViewUse>("motion-reduced.view-use")
    /// `delegate` for a file declaring a `UIViewControllerTransitioningDelegate`, `installs` for
    /// one that can hand UIKit an animator (`installsTransitions`).
    static let transitionWiring = FactKey<String>("motion-reduced.transition-wiring")

    struct FunctionAssignments: Sendable, Codable {
        let function: String
        let names: [String]
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if Self.readerWords.mayMatch(in: file), Self.readerWords.matches(file.text) {
            output.facts.add("*", for: Self.readers)
            for type in file.index.typeDeclarations where Self.readerWords.matches(type.node, in: file) {
                output.facts.add(type.name, for: Self.readers)
            }
            for helper in gatingHelpers(in: file) { output.facts.add(helper, for: Self.gatingHelpers) }
        }

        recordAnimatedState(in: file, &output)
        for type in file.index.typeDeclarations where type.inherits("View") && Self.drawsOnlySmallFrames(type.node) {
            output.facts.add(type.name, for: Self.smallViews)
        }
        if file.index.typeDeclarations.contains(where: { $0.inherits("UIViewControllerTransitioningDelegate") }) {
            output.facts.add("delegate", for: Self.transitionWiring)
        }
        if Self.installsTransitions(file) { output.facts.add("installs", for: Self.transitionWiring) }
        recordRowWrappers(in: file, &output)

        var found: [(node: Syntax, what: String, animations: [Set<String>]?, insertedBy: Set<String>?)] = []
        for call in file.index.calls("repeatForever") where movesInItsType(call, file: file) && !Self.loopsAFixedView(call) {
            found.append((call.reportedNode, "an animation that repeats forever and moves the view", [Self.namesCalled(inChainOf: call)], nil))
        }
        for call in file.index.calls("onReceive") {
            guard let animations = Self.timerDrivenMove(call, file) else { continue }
            found.append((call.reportedNode, "an animation a timer repeats that moves the view", animations, nil))
        }
        for call in file.index.calls(Array(MotionAPIs.movementModifiers)) where call.modifiedExpression != nil {
            if let what = Self.largeOneShotMove(call), Self.animatesOnce(call, file), !Self.playsInAFlash(call, file) {
                found.append((call.reportedNode, what, nil, nil))
            } else if let (animation, what) = Self.largeAssignedMove(call, file), Self.animatesOnce(call, file) {
                found.append((animation, what, nil, nil))
            }
        }
        for animation in file.index.calls("withAnimation") where Self.flingsParticles(animation, file) {
            found.append((Syntax(animation), "a burst of particles that flies its pieces across the screen", nil, nil))
        }
        // The kind of each transition found: one finding per kind and type, whatever its edge.
        var transitionKinds: [SyntaxIdentifier: String] = [:]
        var placements: [SyntaxIdentifier: [String]] = [:]
        var smallControls: [SyntaxIdentifier: String] = [:]
        var labelViews: [SyntaxIdentifier: String] = [:]
        var insertedByOwnState: Set<SyntaxIdentifier> = []
        var bodyRoots: [SyntaxIdentifier: String] = [:]
        var animatedFromInside: Set<SyntaxIdentifier> = []
        // SwiftUI's `.transition(_:)` takes one transition; an array (`view.transition([.scale(0.75)])`)
        // is a UIKit library's (Material's Motion), which runs only inside its own view-controller transitions.
        for call in file.index.calls("transition") where call.modifiedExpression != nil && !Self.systemReducesTransitions(in: file)
            && Self.mayBeInsertedAlone(call, file: file) {
            // The first moving transition as written (`.move(edge:).combined(with: .scale)` is a move).
            let transitions = MotionAPIs.movingTransitions.sorted()
            guard let argument = call.arguments.first, !argument.expression.is(ArrayExprSyntax.self),
                  let kind = (file.index.memberAccesses(transitions, inside: argument).map { ($0.position, $0.declName.baseName.text) }
                    + file.index.calls(transitions, inside: argument).compactMap { call in call.calleeName.map { (call.position, $0) } })
                    .min(by: { $0.0 < $1.0 })?.1
            else { continue }
            if kind == "offset", Self.onlySettles(argument.expression, file) { continue }
            if kind == "scale", Self.onlySettles(argument.expression, file) || Self.zoomsASmallGlyph(call) || Self.growsFromItsAnchor(call, file)
                || Self.isInABarItem(call) { continue }
            if kind != "scale", Self.slidesASingleControl(call) { continue }
            transitionKinds[call.reportedNode.id] = kind
            placements[call.reportedNode.id] = call.contentOwners
            bodyRoots[call.reportedNode.id] = Self.bodyRootType(call)
            if Self.isAnimatedOnlyFromInside(call, file) { animatedFromInside.insert(call.reportedNode.id) }
            smallControls[call.reportedNode.id] = Self.smallControl(call)
            if kind == "scale" { labelViews[call.reportedNode.id] = Self.projectLabelView(call) }
            let inserting = Self.insertingNames(call)
            if let inserting, !inserting.isDisjoint(with: Self.ownStates(around: call) ?? []) { insertedByOwnState.insert(call.reportedNode.id) }
            found.append((call.reportedNode, Self.transitionMotion(kind, in: argument.expression, file), ownAnimations(around: call, file: file), inserting))
        }
        for call in file.index.calls(Array(MotionAPIs.scrollDrivenEffects)) where call.modifiedExpression != nil {
            guard let closure = call.contentClosure(labels: ["effect", "transition"]),
                  file.index.calls(Array(MotionAPIs.movementModifiers), inside: closure).contains(where: { !Self.isSubtleScale($0) }) else { continue }
            // A visual effect follows scrolling only when it reads where the view is
            // (`proxy.frame(in: .scrollView)`, `bounds(of:)`); one that reads its size follows state.
            if call.calleeName == "visualEffect", file.index.calls(["frame", "bounds"], inside: closure).isEmpty { continue }
            found.append((call.reportedNode, "a scroll-driven \(call.calleeName ?? "") that moves content (parallax)", nil, nil))
        }
        for member in file.index.memberAccesses("repeatCount") {
            guard let value = member.assignedValue?.trimmedSourceText, MotionAPIs.foreverWords.contains(where: value.contains),
                  coreAnimationMoves(near: member, file: file), !coreAnimationOnlySpins(near: member, file: file) else { continue }
            let function = member.enclosingFunctionName?.lowercased() ?? ""
            guard !MotionAPIs.indicatorFunctionWords.contains(where: function.contains) else { continue }
            found.append((Syntax(member), "a Core Animation that repeats forever and moves a layer", nil, nil))
        }
        for call in file.index.calls("animate") {
            guard let options = call.argument("options")?.expression.trimmedSourceText, options.contains(".repeat"),
                  let animations = call.argument("animations")?.expression.as(ClosureExprSyntax.self) ?? call.trailingClosure,
                  !file.index.memberAccesses(Array(MotionAPIs.movingViewProperties), inside: animations).isEmpty else { continue }
            found.append((Syntax(call), "UIView.animate with .repeat that moves a view", nil, nil))
        }
        for type in file.index.typeDeclarations where type.inherits("UIViewControllerAnimatedTransitioning") {
            let clause = type.node.as(ClassDeclSyntax.self)?.inheritanceClause ?? type.node.as(ExtensionDeclSyntax.self)?.inheritanceClause
            guard let inherited = clause?.inheritedTypes.first(where: { $0.type.trimmedSourceText == "UIViewControllerAnimatedTransitioning" }) else { continue }
            // A sheet that rises from the bottom over a dimmed parent is what the system's own
            // modal presentation does, and keeps doing, under Reduce Motion.
            guard let what = Self.customTransitionMotion(of: type.name, file) else { continue }
            found.append((Syntax(inherited), what, nil, nil))
        }
        for member in file.index.memberAccesses("loopMode") where member.assignedValue.map({ MotionAPIs.lottieLoops.contains($0.trimmedSourceText) }) ?? false {
            found.append((Syntax(member), "a looping Lottie animation", nil, nil))
        }
        for call in file.index.calls("looping", "playing") where call.calleeName == "looping" || call.argument("loopMode").map({ MotionAPIs.lottieLoops.contains($0.expression.trimmedSourceText) }) ?? false {
            guard call.modifiedExpression != nil else { continue }
            found.append((call.reportedNode, "a looping Lottie animation", nil, nil))
        }

        let isSwiftUI = file.index.importedModules.contains("SwiftUI")
        var reported = Set<String>()
        for item in found.sorted(by: { $0.node.position < $1.node.position }) {
            let typeName = item.node.enclosingTypeName ?? file.path.split(separator: "/").last.map(String.init) ?? file.path
            // One finding per kind of movement and type: the fix is one reduce-motion check. A
            // small control's transition, which the project pass may leave out, keeps its own.
            let smallControl = smallControls[item.node.id]
            guard reported.insert(typeName + "|" + (transitionKinds[item.node.id] ?? item.what) + (smallControl.map { "|" + $0 } ?? "")).inserted else { continue }
            // A loading indicator keeps turning under Reduce Motion, as the system's own does.
            guard !MotionAPIs.indicatorTypeWords.contains(where: { typeName.localizedCaseInsensitiveContains($0) }) else { continue }
            output.facts.add(Movement(typeName: typeName, position: file.position(of: item.node), what: item.what, isSwiftUI: isSwiftUI,
                                      animations: item.animations, insertedBy: item.insertedBy,
                                      animatesEveryChange: item.insertedBy != nil && Self.animatesEveryChange(around: item.node, file),
                                      insertedByOwnState: insertedByOwnState.contains(item.node.id),
                                      placedIn: placements[item.node.id] ?? [],
                                      isTransitioningClass: item.what.hasPrefix(Self.customTransition),
                                      smallControl: smallControl, bodyOf: bodyRoots[item.node.id], labelView: labelViews[item.node.id],
                                      animatedOnlyFromInside: animatedFromInside.contains(item.node.id)),
                             for: Self.movements)
        }
        if !bodyRoots.isEmpty || file.index.importedModules.contains("SwiftUI") { recordViewUses(in: file, &output) }
    }

    /// The view type whose `body` is the view a transition is on (`var body: some View {
    /// VStack { … }.transition(.move(edge: .top)) }`), or nil when the view is anywhere else.
    static func bodyRootType(_ transition: FunctionCallExprSyntax) -> String? {
        var current = Syntax(transition.outermostModifiedExpression)
        while let parent = current.parent {
            if let variable = parent.as(VariableDeclSyntax.self) {
                guard variable.bindings.first?.pattern.trimmedSourceText == "body" else { return nil }
                return variable.enclosingTypeName
            }
            if parent.is(ExprSyntax.self) || parent.is(DeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// Records each call of a view type named like one of the app's (`ButtonsView(…)`) and
    /// whether it may insert the view by itself: a call written straight in a stack's or a
    /// scroll view's content, with no `if`, `switch` or `ForEach` around it, never does.
    private func recordViewUses(in file: SwiftFile, _ output: inout CheckOutput) {
        var uses = Set<ViewUse>()
        // A preview (`#Preview { IntroPager() }`) ships in no screen: it inserts nothing.
        for call in file.index.callsInOrder where call.modifiedExpression == nil && !file.index.isInPreview(call) {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                  !MotionAPIs.builtInLeafViews.contains(name), !MotionAPIs.fixedContentContainers.contains(name) else { continue }
            // A navigation destination (mundo-ios ReportView, behind `.navigationDestination`) is
            // pushed by the stack, which plays its own push and not the root's transition.
            let mayInsert = Self.mayInsertAlone(call) && !Self.isNavigationDestination(call)
            // A parent that animates every change (a value-less `.animation`) animates the insertion whatever its state.
            let insertedBy = mayInsert && !Self.animatesEveryChange(around: Syntax(call), file) ? Self.branchCondition(of: call) : nil
            uses.insert(ViewUse(name: name, mayInsert: mayInsert, insertedBy: insertedBy))
        }
        for use in uses.sorted(by: { ($0.name, $0.mayInsert ? 1 : 0) < ($1.name, $1.mayInsert ? 1 : 0) }) { output.facts.add(use, for: Self.viewUses) }
    }

    /// The names read by the condition of the `if` whose branch the call is written straight in
    /// (`if model.showToast { Toast(model: model) }`); nil for a call placed any other way.
    private static func branchCondition(of call: FunctionCallExprSyntax) -> Set<String>? {
        var current = Syntax(call.outermostModifiedExpression)
        while let parent = current.parent {
            if let branch = parent.as(IfExprSyntax.self) {
                // `model.showToast` is read for `showToast`: the model's other members may well be animated.
                let names = Set(branch.conditions.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    guard case .identifier(let name) = token.tokenKind else { return nil }
                    if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                       let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id { return nil }
                    return name
                })
                return names.isEmpty ? nil : names
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self) || parent.is(CodeBlockSyntax.self) {
                current = parent
                continue
            }
            return nil
        }
        return nil
    }

    /// True for a call that is the destination a navigation stack pushes: written, through
    /// nothing but `if`s and `switch` cases, in a `navigationDestination` closure or in a
    /// `NavigationLink`'s `destination` (argument, or first trailing closure before `label:`).
    static func isNavigationDestination(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call.outermostModifiedExpression)
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let owner = closure.invokingCall, owner.modifiedExpression == nil || owner.calleeName == "navigationDestination" else { return false }
                if owner.calleeName == "navigationDestination" {
                    return closure.parent?.as(LabeledExprSyntax.self).map { $0.label?.text == "destination" } ?? true
                }
                guard owner.calleeName == "NavigationLink" else { return false }
                if let argument = closure.parent?.as(LabeledExprSyntax.self) { return argument.label?.text == "destination" }
                return owner.trailingClosure?.id == closure.id && owner.additionalTrailingClosures.contains { $0.label.text == "label" }
            }
            if let argument = parent.as(LabeledExprSyntax.self) {
                return argument.label?.text == "destination" && argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName == "NavigationLink"
                    && argument.expression.id == current.as(ExprSyntax.self)?.id
            }
            if parent.is(DeclSyntax.self) && !parent.is(IfConfigDeclSyntax.self) { return false }
            if parent.is(FunctionCallExprSyntax.self) || parent.is(UnresolvedTernaryExprSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// False for a call written straight in the content of a stack, a control or a scroll view;
    /// true for one in an `if`, a `switch`, a ternary, an argument or any other closure.
    private static func mayInsertAlone(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call.outermostModifiedExpression)
        while let parent = current.parent {
            if parent.is(IfExprSyntax.self) || parent.is(SwitchCaseSyntax.self) || parent.is(LabeledExprSyntax.self)
                || parent.is(UnresolvedTernaryExprSyntax.self) || Ternary.parts(holding: current).contains(where: { $0.part == .otherwise }) { return true }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let owner = closure.invokingCall?.rootViewCall.calleeName, closure.invokingCall?.modifiedExpression == nil else { return true }
                return !MotionAPIs.fixedContentContainers.union(["ScrollView"]).contains(owner)
            }
            if parent.is(DeclSyntax.self), !parent.is(IfConfigDeclSyntax.self) { return true }
            current = parent
        }
        return true
    }

    /// A state-driven move large enough to unsettle: `.scaleEffect(shown ? 1 : 0.1)` (from near
    /// zero), `.offset(y: shown ? 0 : 600)` (across the screen), `.rotationEffect(.degrees(spun ?
    /// 360 : 0))` (a full turn or more; a chevron's 180° flip is not). Only literal values on both sides of a ternary count.
    /// A glyph framed small, laid over a small frame or set in a text style no larger than Body
    /// (`isGlyphAtTextSize`) popping in from nothing is not counted.
    /// A scale between 1 and -1 is a mirror image (a chat bubble's tail drawn for sent and
    /// received messages), not a zoom. A ternary whose branch an enclosing `if` settles never moves.
    static func largeOneShotMove(_ call: FunctionCallExprSyntax) -> String? {
        for token in call.arguments.tokens(viewMode: .sourceAccurate) where token.tokenKind == .infixQuestionMark {
            guard let ternary = token.parent?.as(UnresolvedTernaryExprSyntax.self),
                  let sequence = ternary.parent?.parent?.as(SequenceExprSyntax.self) else { continue }
            // Under `if !searching`, `searching ? 0 : 1` is always 1 where the view shows.
            if Ternary(marker: ternary)?.branchSettledByEnclosingIf != nil { continue }
            let elements = Array(sequence.elements)
            guard let index = elements.firstIndex(where: { $0.id == ternary.id }), index + 1 < elements.count,
                  let first = Double(ternary.thenExpression.trimmedSourceText), let second = Double(elements[index + 1].trimmedSourceText) else { continue }
            if let what = largeMove(call, between: min(first, second), and: max(first, second)) { return what }
        }
        return nil
    }

    /// The large move `call` makes between two values, if it is one (see `largeOneShotMove`).
    private static func largeMove(_ call: FunctionCallExprSyntax, between low: Double, and high: Double) -> String? {
        switch call.calleeName {
        // A knob or glyph framed small (a 20pt scrubber handle) popping in is feedback, not a
        // zoom; a negative scale (`x: sent ? 1 : -1`) mirrors a shape for one of two layouts.
        case "scaleEffect" where 0 <= low && low <= MotionAPIs.nearZeroScale && high >= 1 && !isFramedSmall(call.rootViewCall)
            && !isOverlaidOnASmallFrame(call) && !isGlyphAtTextSize(call.rootViewCall):
            return "a state-driven zoom from near zero (scaleEffect \(format(low)) to \(format(high)))"
        case "offset", "position":
            if high - low >= MotionAPIs.acrossScreenPoints { return "a state-driven move of \(format(high - low))pt (\(call.calleeName ?? "offset"))" }
        case "rotationEffect", "rotation3DEffect":
            let radians = call.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calleeName == "radians"
            if high - low >= (radians ? MotionAPIs.spinDegrees * .pi / 180 : MotionAPIs.spinDegrees) { return "a state-driven spin of a full turn or more (rotationEffect)" }
        default:
            break
        }
        return nil
    }

    /// True for a `withAnimation` of a particle effect (a type named for confetti or particles)
    /// that, in a loop over its pieces, changes a property a `.position` or `.offset` of the type
    /// reads (`particles[i].x += particles[i].velocityX` for `.position(x: particle.x, y: particle.y)`):
    /// every piece flies across the screen, however the distances are computed.
    static func flingsParticles(_ animation: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let type = animation.enclosingTypeDeclaration, let typeName = animation.enclosingTypeName,
              MotionAPIs.particleTypeWords.contains(where: { typeName.localizedCaseInsensitiveContains($0) }),
              let closure = animation.trailingClosure else { return false }
        let placed = Set(file.index.calls("position", "offset").filter { $0.modifiedExpression != nil && type.encloses($0) }
            .flatMap { $0.arguments.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text } })
        return file.index.memberAccesses(within: closure).contains { member in
            placed.contains(member.declName.baseName.text) && ExprSyntax(member).assignment != nil
                && sequence(first: Syntax(member), next: \.parent).prefix { $0.id != closure.id }.contains { $0.is(ForStmtSyntax.self) }
        }
    }

    /// A large move set through the state a modifier reads: `.scaleEffect(lockScale)` with
    /// `@State var lockScale: CGFloat = 0` and `withAnimation { lockScale = 1.2 }` in the same
    /// type zooms from near zero as surely as a ternary of literals does. Only a property with
    /// a literal first value read alone by `scaleEffect`, `offset(x:y:)` or `position(x:y:)`, and
    /// literals assigned to it at the top of a `withAnimation` closure, count; the finding points
    /// at that `withAnimation`, which starts the move.
    static func largeAssignedMove(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> (Syntax, String)? {
        guard ["scaleEffect", "offset", "position"].contains(call.calleeName ?? ""), let type = call.enclosingTypeDeclaration else { return nil }
        for argument in call.arguments where argument.label == nil || ["x", "y"].contains(argument.label?.text ?? "") {
            let expression = argument.expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedSourceText == "self" ? $0.declName.baseName.text : nil }
                ?? argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let name = expression,
                  let binding = file.index.variables.filter({ type.encloses($0) && $0.enclosingFunction == nil }).flatMap(\.bindings)
                    .first(where: { $0.pattern.trimmedSourceText == name }),
                  let initial = binding.initializer?.value.numericLiteral else { continue }
            for animation in file.index.calls("withAnimation") where type.encloses(animation) {
                guard let closure = animation.trailingClosure else { continue }
                for statement in closure.statements {
                    guard let elements = statement.item.as(SequenceExprSyntax.self)?.elements.map({ $0 }), elements.count == 3,
                          elements[1].is(AssignmentExprSyntax.self), elements[0].trimmedSourceText.replacingOccurrences(of: "self.", with: "") == name,
                          let value = elements[2].numericLiteral,
                          let what = largeMove(call, between: min(initial, value), and: max(initial, value)) else { continue }
                    return (Syntax(animation), what)
                }
            }
        }
        return nil
    }

    /// True in a widget extension: WidgetKit, not the app, plays a widget's transitions (between
    /// timeline entries, from iOS 17), and under Reduce Motion it swaps those that move for a
    /// fade itself, so a `.transition(.slide)` there needs no guard of the app's. So is a file of
    /// widget views that the app target compiles too: one that draws with what only a widget
    /// uses (`.widgetURL`, `AccessoryWidgetBackground`, `.containerBackground(for: .widget)`).
    static func systemReducesTransitions(in file: SwiftFile) -> Bool {
        if case .appExtension(.widget) = file.target.kind { return true }
        guard file.index.importedModules.contains("WidgetKit") else { return false }
        return !file.index.calls("widgetURL", "AccessoryWidgetBackground").isEmpty
            || file.index.calls("containerBackground").contains { $0.argument("for")?.expression.trimmedDescription == ".widget" }
    }

    /// True for a `scaleEffect` between two literals that differ from 1 by no more than a
    /// settling transition's scale does (`scaleEffect(phase.isIdentity ? 1 : 0.9)`): the view
    /// shrinks a little where it stands, under the reader's own swipe, a settle, not a zoom.
    static func isSubtleScale(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "scaleEffect" else { return false }
        let values = call.arguments.tokens(viewMode: .sourceAccurate).compactMap { token -> Double? in
            switch token.tokenKind {
            case .floatLiteral(let text), .integerLiteral(let text): return Double(text) ?? .infinity
            default: return nil
            }
        }
        return !values.isEmpty && values.allSatisfy { $0 >= MotionAPIs.settleScale && $0 <= 2 - MotionAPIs.settleScale }
    }

    /// True when the transition's only motion is a scale from a literal near full size
    /// (`.scale(scale: 0.9).combined(with: .opacity)`) or an offset by literals of a few points
    /// (`.opacity.combined(with: .offset(y: -10))`): a settle inside a fade, not a zoom or a slide.
    static func onlySettles(_ transition: ExprSyntax, _ file: SwiftFile) -> Bool {
        let moving = MotionAPIs.movingTransitions.subtracting(["scale", "offset"]).sorted()
        guard file.index.memberAccesses(moving, inside: transition).isEmpty, file.index.calls(moving, inside: transition).isEmpty else { return false }
        let scales = file.index.calls(["scale"], inside: transition)
        let offsets = file.index.calls(["offset"], inside: transition)
        let bare = file.index.memberAccesses(["scale", "offset"], inside: transition).filter { $0.parent?.is(FunctionCallExprSyntax.self) != true }
        let nudges = offsets.allSatisfy { call in
            call.arguments.allSatisfy { $0.expression.numericLiteral.map { abs($0) <= MotionAPIs.nudgePoints } ?? false }
        }
        return bare.isEmpty && !(scales.isEmpty && offsets.isEmpty) && nudges && scales.allSatisfy { call in
            guard let argument = call.argument("scale") ?? call.arguments.first.flatMap({ $0.label == nil ? $0 : nil }),
                  let value = argument.expression.numericLiteral
                    ?? argument.expression.as(DeclReferenceExprSyntax.self).flatMap({ file.index.initialValue(of: $0)?.numericLiteral }) else { return false }
            return value >= MotionAPIs.settleScale
        }
    }

    /// True for a zoom that grows an overlay out of a corner or an edge while fading it
    /// (`.overlay(menuShown ? menu.transition(.scale(scale: 0, anchor: .topTrailing).combined(with:
    /// .opacity)) : nil, alignment: .topTrailing)`): a dropdown opening from the control that
    /// shows it, as the system's own menus do, not a view zooming at the reader (isowords
    /// LeaderboardResultsView's time-scope menu). Every scale must name an anchor other than
    /// the centre, and the view must sit in an `overlay`.
    static func growsFromItsAnchor(_ transition: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let argument = transition.arguments.first?.expression else { return false }
        let scales = file.index.calls(["scale"], inside: argument)
        guard !scales.isEmpty, file.index.memberAccesses(["scale"], inside: argument).allSatisfy({ $0.parent?.is(FunctionCallExprSyntax.self) == true }),
              scales.allSatisfy({ scale in
                  guard let anchor = scale.argument("anchor")?.expression.as(MemberAccessExprSyntax.self), anchor.base == nil else { return false }
                  return anchor.declName.baseName.text != "center"
              }),
              !file.index.memberAccesses(["opacity"], inside: argument).isEmpty else { return false }
        for node in sequence(first: Syntax(transition), next: \.parent) {
            if node.is(DeclSyntax.self) { return false }
            guard let overlay = node.as(FunctionCallExprSyntax.self), overlay.calleeName == "overlay", overlay.modifiedExpression != nil else { continue }
            if overlay.arguments.contains(where: { $0.encloses(transition) }) || overlay.trailingClosure?.encloses(transition) == true { return true }
        }
        return false
    }

    /// True when a zoom transition applies to a view framed at most
    /// `MotionAPIs.smallGlyphPoints` each way (a 25pt gauge in a row), or to a button whose
    /// label is one view framed so, or to a symbol set in a small literal font (`isSetInASmallFont`).
    /// A control that size popping in is a state change, not the large zoom that unsettles. A bare
    /// symbol is not assumed small: one bouncing in at its font's size was judged movement worth reducing.
    static func zoomsASmallGlyph(_ transition: FunctionCallExprSyntax) -> Bool {
        guard let view = transition.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall else { return false }
        if isFramedSmall(view) || isTextInANarrowCell(view) || isSetInASmallFont(view) { return true }
        if isFittedGlyphInAShortBox(view) || isHairline(view) { return true }
        // A badge in the overlay of a view framed small is laid out in that view's box.
        if ["Text", "Image"].contains(view.calleeName ?? ""), isOverlaidOnASmallFrame(transition) { return true }
        return view.calleeName == "Button" && buttonLabel(of: view).map(isFramedSmall) == true
    }

    /// True when the view sits in a navigation or tool bar item: the `leading:` or `trailing:`
    /// view of a navigation bar call (`.navigationBarItems(trailing:)`, a project's
    /// `.navigationStyle(title:trailing:)`) or the content of a `ToolbarItem`, `ToolbarItemGroup`
    /// or `.toolbar`. The bar holds it to a bar button's height, so a zoom there is a bar button
    /// popping in, not the large zoom that unsettles (isowords DailyChallengeView's reminder bell).
    static func isInABarItem(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let parent = current.parent {
            if parent.is(DeclSyntax.self) { return false }
            if let argument = parent.as(LabeledExprSyntax.self), ["leading", "trailing"].contains(argument.label?.text ?? ""),
               let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               owner.calleeName?.lowercased().contains("navigation") == true { return true }
            if let closure = parent.as(ClosureExprSyntax.self), let owner = closure.invokingCall,
               ["ToolbarItem", "ToolbarItemGroup", "toolbar"].contains(owner.calleeName ?? "") { return true }
            current = parent
        }
        return false
    }

    /// True for a resizable `Image` fitted to its box (`.resizable().scaledToFit()`), or a `Button`
    /// labelled by one, when the nearest view around it framed to a literal height is at most
    /// `controlHeight` high (`Group { if playing { stopButton } else { playButton } }.frame(height: 30)`):
    /// the symbol can be no larger than that row, so it popping in is a play/stop icon swapping in
    /// place, not a large zoom (medsenger-ios VoiceMessageView).
    static func isFittedGlyphInAShortBox(_ view: FunctionCallExprSyntax) -> Bool {
        guard let image = view.calleeName == "Button" ? buttonLabel(of: view) : view, image.calleeName == "Image" else { return false }
        let modifiers = image.modifiersApplied.compactMap(\.calleeName)
        guard modifiers.contains("resizable"),
              modifiers.contains("scaledToFit") || image.modifiersApplied.contains(where: { modifier in
                  modifier.calleeName == "aspectRatio" && modifier.argument("contentMode")?.expression.trimmedSourceText == ".fit"
              }) else { return false }
        for node in sequence(first: Syntax(view), next: \.parent) {
            if node.is(DeclSyntax.self) { return false }
            guard let box = node.as(FunctionCallExprSyntax.self), box.id != view.id,
                  box.trailingClosure?.encloses(view) == true || box.arguments.contains(where: { $0.encloses(view) }) else { continue }
            let heights = box.modifiersApplied.compactMap { frame in
                frame.calleeName == "frame" ? frame.argument("height")?.expression.numericLiteral : nil
            }
            if let height = heights.first { return height <= controlHeight }
        }
        return false
    }

    /// The largest literal font size (`.font(.system(size: 8))`) of a text that, zooming in, is a
    /// selection dot rather than movement: below caption size. A text's width grows with its words.
    static let tinyGlyphFontPoints = 10.0

    /// The largest literal font size of a symbol that, zooming in, is a control's state mark
    /// rather than movement: a symbol's box is about its point size each way, so one this size
    /// scales within a box well under a touch target's (a 20pt check mark in an option row).
    static let smallSymbolFontPoints = 24.0

    /// True for an `Image` set in a literal system font of at most `smallSymbolFontPoints`
    /// (betterai-ios: a 20pt check mark popping in when an answer is chosen), or a `Text` of at
    /// most `tinyGlyphFontPoints` (olvid-ios ObvRadioButtonView: the 8pt dot of a radio button).
    static func isSetInASmallFont(_ view: FunctionCallExprSyntax) -> Bool {
        let bound: Double
        switch view.calleeName {
        case "Image": bound = smallSymbolFontPoints
        case "Text": bound = tinyGlyphFontPoints
        default: return false
        }
        return view.modifiersApplied.contains { font in
            guard font.calleeName == "font", let system = font.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                  system.calleeName == "system", let size = system.argument("size")?.expression.numericLiteral else { return false }
            return size <= bound
        }
    }

    /// True for a `Text` or `Image` drawn in the content closure of a view framed at most
    /// `MotionAPIs.smallGlyphPoints` wide (`InputContainer { if filled { Text(digit) } }.frame(width: 35)`):
    /// a digit popping into a code field's cell, not a large zoom (flipcash TwoFactorCodeView);
    /// or of a view framed to a fixed width and at most `controlHeight` high, a button's box
    /// (`HStack { if done { Image(systemName: "checkmark") } }.frame(width: style.width, height: 34)`):
    /// a glyph popping inside a button (spawn-ios AnimatedActionButton).
    static func isTextInANarrowCell(_ view: FunctionCallExprSyntax) -> Bool {
        guard ["Text", "Image"].contains(view.calleeName ?? "") else { return false }
        for node in sequence(first: Syntax(view), next: \.parent) {
            if node.is(DeclSyntax.self) { return false }
            guard let cell = node.as(FunctionCallExprSyntax.self), cell.id != view.id,
                  cell.trailingClosure?.encloses(view) == true || cell.arguments.contains(where: { $0.encloses(view) }) else { continue }
            // The first view holding it decides: a stack inside a wide cell is no cell.
            return cell.modifiersApplied.contains { frame in
                guard frame.calleeName == "frame", let width = frame.argument("width") else { return false }
                let height = frame.argument("height")?.expression.numericLiteral
                if let height, height <= controlHeight { return true }
                guard let width = width.expression.numericLiteral else { return false }
                return width <= MotionAPIs.smallGlyphPoints && (frame.argument("height").map { _ in height.map { $0 <= MotionAPIs.smallGlyphPoints } ?? false } ?? true)
            }
        }
        return false
    }

    /// For a zoom on a `Button` whose label is one call of a capitalised name other than
    /// SwiftUI's own views, framed nowhere in its chain, that name: a project view the label draws.
    /// A zoom straight on such a project view (`ExplosionCountdownBadge(…).transition(.scale)`) names it too.
    static func projectLabelView(_ transition: FunctionCallExprSyntax) -> String? {
        guard let root = transition.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall,
              let label = root.calleeName == "Button" ? buttonLabel(of: root) : root, let name = label.calleeName, name.first?.isUppercase == true,
              !MotionAPIs.builtInLeafViews.contains(name), !["Text", "Image", "Label", "HStack", "VStack", "ZStack", "Group"].contains(name),
              !label.modifiersApplied.contains(where: { $0.calleeName == "frame" }) else { return nil }
        return name
    }

    /// True when a view type's `body` draws, in every branch (through `Group`, `TimelineView` and
    /// `if`/`else`), a view framed to a height of at most `controlHeight`, written as a literal or
    /// as a constant of the type (`private let height: CGFloat = 38`), or a `Text` in a caption-size style.
    static func drawsOnlySmallFrames(_ type: DeclSyntax) -> Bool {
        guard let members = type.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        let bindings = members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
        func constant(_ expression: ExprSyntax) -> Double? {
            if let value = expression.numericLiteral { return value }
            guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            return bindings.first { $0.pattern.trimmedSourceText == name && $0.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let) }?
                .initializer?.value.numericLiteral
        }
        func expressions(_ items: CodeBlockItemListSyntax) -> [ExprSyntax]? {
            guard !items.isEmpty else { return nil }
            var found: [ExprSyntax] = []
            for item in items {
                if let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression { found.append(expression) } else { return nil }
            }
            return found
        }
        func small(_ expression: ExprSyntax) -> Bool {
            if let branch = expression.as(IfExprSyntax.self) {
                guard let body = expressions(branch.body.statements), body.allSatisfy(small) else { return false }
                switch branch.elseBody {
                case .ifExpr(let next): return small(ExprSyntax(next))
                case .codeBlock(let block): return expressions(block.statements)?.allSatisfy(small) ?? false
                case nil: return true
                default: return false
                }
            }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            let root = call.rootViewCall
            let heights = root.modifiersApplied.compactMap { $0.calleeName == "frame" ? $0.argument("height").flatMap { constant($0.expression) } : nil }
            if let height = heights.first { return height <= controlHeight }
            // One line of caption-size text (convos-ios ExplosionCountdownBadge, a countdown pill).
            if root.calleeName == "Text" { return isOneCaptionLine(root) }
            // A `TimelineView` redraws its one view on a schedule: that view decides.
            if root.calleeName == "TimelineView", let closure = root.trailingClosure {
                let views = closure.statements.filter { !$0.item.is(DeclSyntax.self) }
                guard views.count == 1, let view = views.first?.item.as(ExprSyntax.self) ?? views.first?.item.as(ExpressionStmtSyntax.self)?.expression else { return false }
                return small(view)
            }
            guard root.calleeName == "Group", let closure = root.trailingClosure, let inner = expressions(closure.statements) else { return false }
            return inner.allSatisfy(small)
        }
        guard let body = bindings.first(where: { $0.pattern.trimmedSourceText == "body" }),
              case .getter(let items) = body.accessorBlock?.accessors, let expressions = expressions(items) else { return false }
        return expressions.allSatisfy(small)
    }

    /// True for a `Text` set in a caption-size text style (`.font(.caption.monospacedDigit())`)
    /// (`.caption`, `.caption2`, `.footnote`): a badge or pill well under a control's height.
    static func isOneCaptionLine(_ text: FunctionCallExprSyntax) -> Bool {
        textStyles(of: text).contains { ["caption", "caption2", "footnote"].contains($0) }
    }

    /// The text styles a view's `.font` modifiers set (`callout` for `.font(.callout.weight(.bold))`):
    /// the root of each font's chain when it is a bare member.
    static func textStyles(of view: FunctionCallExprSyntax) -> [String] {
        view.modifiersApplied.compactMap { font in
            guard font.calleeName == "font", let style = font.arguments.first?.expression else { return nil }
            var base: ExprSyntax? = style
            // `.caption.monospacedDigit()`, `.caption2.weight(.bold)`: the style is the chain's root.
            while let current = base {
                if let call = current.as(FunctionCallExprSyntax.self) { base = call.calledExpression; continue }
                guard let member = current.as(MemberAccessExprSyntax.self) else { return nil }
                if let inner = member.base { base = inner; continue }
                return member.declName.baseName.text
            }
            return nil
        }
    }

    /// True for a `Text` or `Image` set in a text style no larger than Body (`Text(emoji).font(.callout)`):
    /// a glyph the size of a line of running text. One popping in from nothing (an emoji landing in
    /// a reaction pill) is a character appearing, not the large zoom that unsettles; a symbol in
    /// `.largeTitle`, or with no font of its own, is not assumed that small.
    static func isGlyphAtTextSize(_ view: FunctionCallExprSyntax) -> Bool {
        guard ["Text", "Image"].contains(view.calleeName ?? "") else { return false }
        let body = TypeScale.styles.first { $0.swiftUI == "body" }?.points ?? 17
        let styles = textStyles(of: view)
        return !styles.isEmpty && styles.allSatisfy { style in
            TypeScale.styles.first { $0.swiftUI == style }.map { $0.points <= body } ?? false
        }
    }

    /// The height of a button's box, the touch target's: a glyph popping within it is a state change.
    static let controlHeight = 44.0

    /// True when a sliding transition applies to one control: a `Button` titled by a string, or
    /// labelled by a single `Text`, `Image` or `Label`, an icon beside a title (`isIconAndTitle`),
    /// or by one view framed small (a search
    /// field's Cancel button sliding in at its edge, as `UISearchBar`'s own does; a 24pt
    /// scroll-down arrow rising by its own height). A control that size entering beside the field
    /// is a state change, not the sliding of a panel or a screen that Reduce Motion is for.
    static func slidesASingleControl(_ transition: FunctionCallExprSyntax) -> Bool {
        guard let button = transition.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall, button.calleeName == "Button" else { return false }
        guard button.labelClosure != nil else {
            // `Button("Cancel") { … }`, `Button(title, action: cancel)`: the title is the label.
            return button.arguments.first.map { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) } ?? false
        }
        guard let root = buttonLabel(of: button) else { return false }
        return ["Text", "Image", "Label"].contains(root.calleeName ?? "") || isFramedSmall(root) || isIconAndTitle(root)
    }

    /// True for an `HStack` of one `Image` and one `Text`, in either order and with nothing else
    /// (`HStack { Image(systemName: "arrow.down"); Text("Jump to latest") }`): a `Label` written by
    /// hand, one line a pill or chip button shows.
    static func isIconAndTitle(_ stack: FunctionCallExprSyntax) -> Bool {
        guard stack.calleeName == "HStack", let content = stack.trailingClosure, content.statements.count == 2 else { return false }
        let roots = content.statements.compactMap { statement -> String? in
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            return expression?.as(FunctionCallExprSyntax.self)?.rootViewCall.calleeName
        }
        return roots.sorted() == ["Image", "Text"]
    }

    /// The root of the one view a `Button`'s label closure draws: `Image` in
    /// `label: { Image("arrow").frame(width: 24, height: 24) }`.
    static func buttonLabel(of button: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        button.labelClosure?.singleExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall
    }

    /// The name of the view a transition applies to when that view is drawn at a small control
    /// size: an argument `.small` or `.mini` (`hButton(.small, .primary, …)`) or a
    /// `.controlSize(.small)` in its chain.
    static func smallControl(_ transition: FunctionCallExprSyntax) -> String? {
        guard let view = transition.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall else { return nil }
        func isSmall(_ expression: ExprSyntax) -> Bool {
            guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
            return MotionAPIs.smallControlSizes.contains(member.declName.baseName.text)
        }
        let sized = view.arguments.contains { isSmall($0.expression) }
            || view.modifiersApplied.contains { $0.calleeName == "controlSize" && $0.arguments.first.map { isSmall($0.expression) } == true }
        return sized ? view.calleeName : nil
    }

    /// What a moving transition does, for the message: `.move(edge: .trailing)` slides the view in
    /// and out at the trailing edge, `.scale` zooms it.
    static func transitionMotion(_ kind: String, in transition: ExprSyntax, _ file: SwiftFile) -> String {
        // `.asymmetric(insertion: .push(from: .top), removal: .identity)` moves the view only as it comes in.
        func edge(_ call: FunctionCallExprSyntax?, _ label: String) -> String? {
            call?.argument(label)?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        var insertion: ExprSyntax?, removal: ExprSyntax?
        if let asymmetric = file.index.calls(["asymmetric"], inside: transition).first {
            insertion = asymmetric.argument("insertion")?.expression
            removal = asymmetric.argument("removal")?.expression
        }
        func moving(_ side: ExprSyntax?) -> Bool {
            guard let side else { return false }
            return !file.index.memberAccesses([kind], inside: side).isEmpty || !file.index.calls([kind], inside: side).isEmpty
        }
        let comesIn = insertion == nil || moving(insertion), goesOut = removal == nil || moving(removal)
        switch kind {
        case "move":
            let inEdge = edge(file.index.calls(["move"], inside: insertion ?? transition).first, "edge")
            let outEdge = edge(file.index.calls(["move"], inside: removal ?? transition).first, "edge")
            if comesIn, goesOut, let inEdge, let outEdge, inEdge != outEdge {
                return "a .move transition, which slides the view in from the \(inEdge) edge and out at the \(outEdge) edge"
            }
            guard let shown = comesIn ? inEdge : outEdge else { return "a .move transition, which slides the view in and out at an edge" }
            let way = comesIn && goesOut ? "in and out at" : comesIn ? "in from" : "out at"
            return "a .move(edge: .\(shown)) transition, which slides the view \(way) the \(shown) edge"
        case "slide": return "a .slide transition, which slides the view in from the leading edge and out at the trailing edge"
        case "push":
            let from = edge(file.index.calls(["push"], inside: transition).first, "from").map { "the \($0) edge" } ?? "an edge"
            if comesIn, !goesOut { return "a .push transition, which slides the view in from \(from)" }
            if !comesIn, goesOut { return "a .push transition, which slides the view out toward the edge opposite \(from)" }
            return "a .push transition, which slides the view in from \(from) and out toward the opposite edge"
        case "offset": return "an .offset transition, which moves the view in from a distance"
        default: return "a .\(kind) transition, which zooms the view in and out"
        }
    }

    /// True when a modifier of the view framed it at literal sizes of at most
    /// `MotionAPIs.smallGlyphPoints` each way (`.frame(width: 20, height: 20)`).
    /// True for a shape framed to a literal thickness of at most `hairlinePoints` one way
    /// (`Rectangle().fill(tint).frame(height: 3)`): a drop indicator or underline popping in
    /// is a line appearing, not the large zoom that unsettles (gymdiary-ios WorkoutsView).
    static func isHairline(_ root: FunctionCallExprSyntax) -> Bool {
        guard ["Rectangle", "Capsule", "RoundedRectangle", "Divider"].contains(root.calleeName ?? "") else { return false }
        return root.modifiersApplied.contains { frame in
            guard frame.calleeName == "frame" else { return false }
            let thickness = [frame.argument("height"), frame.argument("width")].compactMap { $0?.expression.numericLiteral }
            return thickness.contains { $0 <= hairlinePoints }
        }
    }
    static let hairlinePoints = 4.0

    static func isFramedSmall(_ root: FunctionCallExprSyntax) -> Bool {
        root.modifiersApplied.contains { frame in
            guard frame.calleeName == "frame", let width = frame.argument("width")?.expression.numericLiteral,
                  let height = frame.argument("height")?.expression.numericLiteral else { return false }
            return max(width, height) <= MotionAPIs.smallGlyphPoints
        }
    }

    /// True when the view is drawn in the `overlay` or `background` of a view framed at most
    /// `MotionAPIs.smallGlyphPoints` each way (`fill.frame(width: 32, height: 32).overlay(ZStack {
    /// Image(systemName: "checkmark").scaleEffect(isAdded ? 1 : 0) })`): the overlay is laid out
    /// in that view's box, so a pop there is a glyph swapping inside a tile, not a zoom.
    static func isOverlaidOnASmallFrame(_ call: FunctionCallExprSyntax) -> Bool {
        for node in sequence(first: Syntax(call), next: \.parent) {
            if node.is(DeclSyntax.self) { return false }
            guard let overlay = node.as(FunctionCallExprSyntax.self), ["overlay", "background"].contains(overlay.calleeName ?? ""),
                  overlay.arguments.contains(where: { $0.encloses(call) }) || overlay.trailingClosure?.encloses(call) == true else { continue }
            var current = overlay.modifiedExpression?.as(FunctionCallExprSyntax.self)
            while let modifier = current {
                if modifier.calleeName == "frame", let width = modifier.argument("width")?.expression.numericLiteral,
                   let height = modifier.argument("height")?.expression.numericLiteral {
                    return max(width, height) <= MotionAPIs.smallGlyphPoints
                }
                current = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)
            }
        }
        return false
    }

    /// True when the type animates its state changes (`withAnimation`, `.animation(_:value:)`)
    /// and repeats none forever (a loop is reported as one).
    /// True when the nearest `.animation(_:value:)` around a move, on a value the move reads,
    /// lasts `MotionAPIs.flashSeconds` or less (`.animation(.linear(duration: 0.1), value: state)`
    /// over a status glyph, pushback's talk button): that modifier sets the animation of the
    /// change within its view, and a move over in a tenth of a second is seen as an instant change.
    static func playsInAFlash(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        let read = Set(allNames(in: call.arguments))
        for ancestor in sequence(first: Syntax(call), next: \.parent).dropFirst() {
            if ancestor.is(DeclSyntax.self) { return false }
            guard let animation = ancestor.as(FunctionCallExprSyntax.self), animation.calleeName == "animation",
                  animation.modifiedExpression?.encloses(call) == true, let value = animation.argument("value"),
                  !Set(allNames(in: value.expression)).isDisjoint(with: read) else { continue }
            guard let curve = animation.arguments.first, curve.label == nil else { return false }
            let durations = file.index.calls(within: curve).compactMap { $0.argument("duration").flatMap { seconds($0.expression, file) } }
            return durations.count == 1 && durations[0] <= MotionAPIs.flashSeconds
        }
        return false
    }

    static func animatesOnce(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard let type = call.enclosingTypeDeclaration else { return false }
        let animations = file.index.calls("withAnimation", "animation").contains { type.encloses($0) }
        return animations && !file.index.calls("repeatForever").contains { type.encloses($0) }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let readers = Set(project.facts.values(Self.readers))
        let smallViews = Set(project.facts.values(Self.smallViews))
        let helpers = Set(project.facts.values(Self.gatingHelpers))
        let animatedElsewhere = Self.namesChangedUnderAnimation(in: project)
        let animated = animatedElsewhere.union(project.facts.values(Self.animatedFromInsideNames))
        let listWrappers = Set(project.facts.values(Self.listWrappers)), sectionWrappers = Set(project.facts.values(Self.sectionWrappers))
        let viewUses = project.facts.values(Self.viewUses)
        let insertedViews = Set(viewUses.filter(\.mayInsert).map(\.name)), usedViews = Set(viewUses.map(\.name))
        var movements: [Movement] = []
        // A project that writes a transitioning delegate yet never installs one (3dollars-ios
        // HomeViewController's delegate for SearchTransition, with no `transitioningDelegate =`)
        // plays its custom transitions nowhere. Objective-C may install them by itself.
        let wiring = Set(project.facts.values(Self.transitionWiring))
        let transitionsNeverRun = wiring == ["delegate"] && project.files(of: .objectiveC).isEmpty
        for movement in project.facts.values(Self.movements) {
            if movement.isTransitioningClass, transitionsNeverRun { continue }
            // A transition runs only when the change that inserts its view is animated: with
            // nothing in the project changing the state its condition reads under an animation,
            // the view appears and goes at once.
            // A row of a `List` or `Form` comes and goes with the list's own row animation, which
            // does not play a row's transition.
            if SwiftUIRows.isListRow(movement.placedIn, listWrappers: listWrappers, sectionWrappers: sectionWrappers) { continue }
            // A small button (`hButton(.small, …)`, whose body is a `Button`) coming and going is
            // a state change in place, not the large movement Reduce Motion is for.
            if let control = movement.smallControl, project.buttonViewNames.contains(control) { continue }
            // A button whose label is a project view drawn at most 44pt high (medsenger-ios's 38pt
            // mic/send `MessageInputButtonLabel`) zooming in is one small control swapping; so is
            // such a view zooming by itself (convos-ios's caption-size countdown pill).
            if let label = movement.labelView, smallViews.contains(label) { continue }
            // A transition on a view's `body` runs only where a parent inserts the view by itself;
            // a view written straight in its parents' stacks (jami-ios WelcomeView's ButtonsView,
            // always in the screen's scroll view) never is.
            if let type = movement.bodyOf, usedViews.contains(type), !insertedViews.contains(type) { continue }
            // A view whose only animation is an `.animation(_:value:)` after the transition on its
            // own body root, inserted only by `if`s whose state nothing changes under an
            // animation, pops in and out: the modifier sits inside the view it would have to
            // animate in (amakaflow-ios CompletionDiaryActionToast).
            // So does one on the body root of a view whose type animates nothing at all, when
            // every `if` that inserts it reads state nothing changes under an animation
            // (expensecloud-ios OnBoardingView, whose `.animation` is commented out and whose
            // flag is cleared outside any `withAnimation`): no animation ever plays the transition.
            if movement.animatedOnlyFromInside || movement.animations?.isEmpty == true, let type = movement.bodyOf {
                let inserting = viewUses.filter { $0.name == type && $0.mayInsert }
                if !inserting.isEmpty, inserting.allSatisfy({ $0.insertedBy.map { $0.isDisjoint(with: animatedElsewhere) } ?? false }) { continue }
            }
            // When the view comes with other objects' members, its own type's `withAnimation` and
            // `.animation(_:value:)` count by the names they change; when it comes with the type's
            // own state, only a type that animates nothing is known not to animate it.
            let ownAnimationsKnown = movement.insertedByOwnState ? movement.animations?.isEmpty == true
                : movement.animations != nil && !movement.animatesEveryChange
            if ownAnimationsKnown, let names = movement.insertedBy, !names.isEmpty, names.isDisjoint(with: animated) { continue }
            // Every animation that runs it goes through a helper that turns it off under Reduce Motion.
            if let animations = movement.animations, !helpers.isEmpty, animations.allSatisfy({ !$0.isDisjoint(with: helpers) }) { continue }
            movements += movement.isTransitioningClass ? Self.animatingSubclasses(of: movement, in: project) : [movement]
        }
        for movement in movements where !readers.contains(movement.typeName) {
            let read = movement.isSwiftUI
                ? "read @Environment(\\.accessibilityReduceMotion) and, when it is on, swap the movement for a fade or a still state"
                : "check UIAccessibility.isReduceMotionEnabled (and observe reduceMotionStatusDidChangeNotification) and, when it is on, use a fade or no animation"
            let elsewhere = readers.contains("*")
            output.report(
                "\(movement.typeName) runs \(movement.what); it never reads the Reduce Motion setting\(elsewhere ? " (other code in the project does; if a shared helper gates this, route it through there)" : ""). \(Self.whyItMatters) So \(read).",
                at: movement.position, confidence: elsewhere ? .low : .medium)
        }
    }

    static let customTransition = "a custom view controller transition"
    /// Why the message asks for the setting to be read.
    static let whyItMatters = "Large sliding, zooming, spinning and looping movement can make people with vestibular disorders dizzy or sick; they turn on Reduce Motion to stop it, and custom animation only follows that switch if the code reads it."

    /// What a `UIViewControllerAnimatedTransitioning` type moves, read from its declarations in
    /// this file; nil when it only slides one view up from (or down to) the bottom edge, with no
    /// zoom, no turn, nothing sideways and no bounce, as a sheet or a `coverVertical`
    /// presentation does. The system keeps that slide under Reduce Motion, and so did judges
    /// (a bottom sheet, an action sheet, a stories modal rising over a dimmed parent).
    static func customTransitionMotion(of typeName: String, _ file: SwiftFile) -> String? {
        let declarations = file.index.typeDeclarations.filter { $0.name == typeName }.map(\.node)
        let tokens = declarations.flatMap { $0.tokens(viewMode: .sourceAccurate) }
        let names = Set(tokens.compactMap { token -> String? in
            if case .identifier(let name) = token.tokenKind, !isDiscardedSnapshot(token) { return name }
            return nil
        })
        // One that animates nothing itself and hands the context to another object
        // (`delegate?.animatePresentation(context:)`): whatever moves is written there, not here.
        if animatesNothing(declarations, file) && handsTheContextOn(declarations, file) { return nil }
        let zoomingKeyPath = declarations.contains { declaration in
            movingKeyPaths(in: Syntax(declaration), file).contains { path in ["scale", "rotation"].contains(where: path.plainText.lowercased().contains) }
        }
        if zoomingKeyPath || !names.isDisjoint(with: MotionAPIs.zoomingTransformNames) {
            return customTransition + " that zooms or turns a view (a scale or rotation, or a snapshot carried between frames)"
        }
        // A crossfade is what Reduce Motion asks for: nothing there moves.
        if onlyFades(declarations, file) { return nil }
        if movedViews(in: declarations, file).count > 1 {
            return customTransition + " that slides more than one view (the screen it leaves as well as the one it shows)"
        }
        let sideways = !names.isDisjoint(with: MotionAPIs.horizontalLayoutNames) || places(declarations, along: ["x", "dx"], by: ["width", "maxX"])
            || declarations.contains { declaration in
            declaration.tokens(viewMode: .sourceAccurate).contains { token in
                guard ["translationX", "dx"].contains(token.text), let argument = token.parent?.as(LabeledExprSyntax.self) else { return false }
                return argument.expression.numericLiteral != 0
            }
        }
        if sideways { return customTransition + " that slides a view in from the side" }
        if bounces(declarations, file) { return customTransition + " that slides a view on a bouncing spring" }
        // A sheet dims its parent, or is placed below the container by its height, or is held
        // by a constraint named for the bottom edge (`bottomConstraint`).
        let sheetWords = names.contains { name in ["dimming", "bottomconstraint"].contains(where: name.lowercased().contains) }
        return sheetWords || places(declarations, along: ["y", "dy"], by: ["height", "maxY"]) ? nil : customTransition
    }

    /// True for the name of a snapshot call whose result is thrown away (`toView.snapshotView(afterScreenUpdates: true)`
    /// as a statement of its own, or assigned to `_`): no snapshot is carried between frames.
    private static func isDiscardedSnapshot(_ token: TokenSyntax) -> Bool {
        guard ["snapshotView", "resizableSnapshotView"].contains(token.text),
              let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id else { return false }
        if call.parent?.is(CodeBlockItemSyntax.self) == true { return true }
        guard let elements = call.parent?.as(ExprListSyntax.self).map(Array.init), elements.count == 3, elements[2].id == call.id else { return false }
        return elements[0].is(DiscardAssignmentExprSyntax.self) && elements[1].is(AssignmentExprSyntax.self)
    }

    /// Calls that animate views or layers, beside `MotionAPIs.viewAnimationCalls`: a view
    /// transition, a Core Animation object or its addition to a layer, an animation alongside
    /// the transition's coordinator.
    static let otherAnimationCalls = ["transition", "add", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CATransition", "CAAnimationGroup", "animateAlongsideTransition"]

    /// True when the declarations start no animation of their own: no view animation, no
    /// Core Animation, no key path that moves a layer.
    private static func animatesNothing(_ declarations: [DeclSyntax], _ file: SwiftFile) -> Bool {
        declarations.allSatisfy { declaration in
            file.index.calls(MotionAPIs.viewAnimationCalls + otherAnimationCalls, inside: declaration).isEmpty
                && movingKeyPaths(in: Syntax(declaration), file).isEmpty
        }
    }

    /// True when an `animateTransition(using:)` of the declarations passes its context to a
    /// method of another object (`delegate?.animateDismissal(context: transitionContext)`), not
    /// to one of its own, which a subclass may override to animate.
    private static func handsTheContextOn(_ declarations: [DeclSyntax], _ file: SwiftFile) -> Bool {
        declarations.contains { declaration in
            file.index.functions.contains { function in
                guard function.name.text == "animateTransition", declaration.encloses(function), let body = function.body,
                      let parameter = function.signature.parameterClause.parameters.first else { return false }
                let context = (parameter.secondName ?? parameter.firstName).text
                return file.index.calls(within: body).contains { call in
                    guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                          !["self", "super"].contains(base.trimmedSourceText) else { return false }
                    return call.arguments.contains { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == context }
                }
            }
        }
    }

    /// The views whose `frame`, `center` or `transform` an animation block of the declarations
    /// sets (`UIView.animate`, `UIViewPropertyAnimator`, `addAnimations`), by the text of the view.
    private static func movedViews(in declarations: [DeclSyntax], _ file: SwiftFile) -> Set<String> {
        var views: Set<String> = []
        for block in animationBlocks(in: declarations, file) {
            for member in file.index.memberAccesses(Array(MotionAPIs.movingViewProperties), inside: block) {
                var target = ExprSyntax(member)
                while let outer = target.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == target.id { target = ExprSyntax(outer) }
                guard target.assignment != nil, let view = member.basePath ?? member.base?.trimmedSourceText else { continue }
                views.insert(view)
            }
        }
        return views
    }

    /// The closures of the declarations' view animations (`UIView.animate`, `UIViewPropertyAnimator`,
    /// `addAnimations`) that run as the animation, not on completion.
    private static func animationBlocks(in declarations: [DeclSyntax], _ file: SwiftFile) -> [ClosureExprSyntax] {
        declarations.flatMap { declaration in
            file.index.calls(MotionAPIs.viewAnimationCalls, inside: declaration).flatMap { call in
                call.arguments.filter { $0.label?.text != "completion" }.compactMap { $0.expression.as(ClosureExprSyntax.self) }
                    + [call.trailingClosure].compactMap { $0 }
            }
        }
    }

    /// True when the declarations' view animations only fade: every animation block sets
    /// `alpha` and nothing else, calls nothing but `forEach` (no `layoutIfNeeded` that would move
    /// constraints), and no Core Animation key path moves a layer (a dismissal that fades the
    /// container's subviews out). That is the crossfade Reduce Motion substitutes for movement.
    private static func onlyFades(_ declarations: [DeclSyntax], _ file: SwiftFile) -> Bool {
        let blocks = animationBlocks(in: declarations, file)
        guard !blocks.isEmpty, declarations.allSatisfy({ movingKeyPaths(in: Syntax($0), file).isEmpty }) else { return false }
        return blocks.allSatisfy { block in
            guard file.index.calls(within: block).allSatisfy({ $0.calleeName == "forEach" }) else { return false }
            let operators = block.tokens(viewMode: .sourceAccurate).filter { token in
                token.parent?.is(AssignmentExprSyntax.self) == true
                    || token.parent?.is(BinaryOperatorExprSyntax.self) == true && token.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(token.text)
            }
            return !operators.isEmpty && operators.allSatisfy { token in
                guard token.parent?.is(AssignmentExprSyntax.self) == true, let list = token.parent?.parent?.as(ExprListSyntax.self) else { return false }
                return list.first?.lastNameComponent == "alpha"
            }
        }
    }

    /// True when a spring written in the declarations overshoots: a damping ratio under
    /// `MotionAPIs.bouncyDampingRatio` (`dampingRatio: 0.6`, `usingSpringWithDamping: 0.5`, or
    /// `UISpringTimingParameters(mass:stiffness:damping:)` damped less than critically).
    private static func bounces(_ declarations: [DeclSyntax], _ file: SwiftFile) -> Bool {
        declarations.contains { declaration in
            file.index.calls(["animate", "UIViewPropertyAnimator", "UISpringTimingParameters"], inside: declaration).contains { call in
                if let ratio = (call.argument("dampingRatio") ?? call.argument("usingSpringWithDamping")).flatMap({ seconds($0.expression, file) }) {
                    return ratio < MotionAPIs.bouncyDampingRatio
                }
                guard let mass = call.argument("mass").flatMap({ seconds($0.expression, file) }),
                      let stiffness = call.argument("stiffness").flatMap({ seconds($0.expression, file) }),
                      let damping = call.argument("damping").flatMap({ seconds($0.expression, file) }), mass > 0, stiffness > 0 else { return false }
                return damping / (2 * (stiffness * mass).squareRoot()) < MotionAPIs.bouncyDampingRatio
            }
        }
    }

    /// True when the declarations place a view off an edge by an extent of the screen or the
    /// view: for the bottom edge, `origin.y = containerView.bounds.height`, `CGRect(x: …, y:
    /// container.bounds.height, …)`, `translationX: 0, y: height`, `offsetBy(dx: 0, dy: view.height)`.
    private static func places(_ declarations: [DeclSyntax], along axis: Set<String>, by extents: Set<String>) -> Bool {
        declarations.contains { declaration in
            declaration.tokens(viewMode: .sourceAccurate).contains { token in
                guard axis.contains(token.text) else { return false }
                let value: ExprSyntax?
                if let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id {
                    value = argument.expression
                } else if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "origin" {
                    value = ExprSyntax(member).assignedValue
                } else {
                    value = nil
                }
                return value?.tokens(viewMode: .sourceAccurate).contains { extents.contains($0.text) } ?? false
            }
        }
    }

    /// Members that read the setting and return an animation: those of an `Animation`
    /// extension, those whose declared type or result is an `Animation`, and wrappers that
    /// call `withAnimation` themselves (`disabledIfReduceMotion()`, `withGatedAnimation {}`).
    private func gatingHelpers(in file: SwiftFile) -> [String] {
        var names: [String] = []
        for function in file.index.functions where Self.readerWords.matches(function, in: file) {
            let result = function.signature.returnClause?.type.trimmedSourceText ?? ""
            let inAnimationExtension = function.enclosingTypeName.map { Symbols.bareName($0) == "Animation" } ?? false
            let wrapsAnimation = function.body.map { !file.index.calls(["withAnimation"], inside: $0).isEmpty } ?? false
            if inAnimationExtension || result.contains("Animation") || wrapsAnimation { names.append(function.name.text) }
        }
        for variable in file.index.variables where Self.readerWords.matches(variable, in: file) {
            let declared = variable.bindings.first?.typeAnnotation?.type.trimmedSourceText ?? ""
            let inAnimationExtension = variable.enclosingTypeName.map { Symbols.bareName($0) == "Animation" } ?? false
            guard inAnimationExtension || declared.contains("Animation"),
                  let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            names.append(name)
        }
        return names
    }

    /// The names called along an animation value's chain and in the call that takes it:
    /// `easeOut`, `repeatForever` and `gated` in `withAnimation(.easeOut.repeatForever().gated())`.
    private static func namesCalled(inChainOf call: FunctionCallExprSyntax) -> Set<String> {
        var names: Set<String> = []
        var current = Syntax(call)
        while let parent = current.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
                || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
            if let outer = parent.as(FunctionCallExprSyntax.self), let name = outer.calleeName { names.insert(name) }
            current = parent
        }
        return names
    }

    /// The names each `withAnimation` and `.animation` of the transition's type calls in its
    /// animation argument; an animation with no argument calls nothing, so no helper gates it.
    private func ownAnimations(around transition: FunctionCallExprSyntax, file: SwiftFile) -> [Set<String>] {
        guard let type = transition.enclosingTypeDeclaration else { return [] }
        return file.index.calls(["withAnimation", "animation"], inside: type).compactMap { call in
            // `animation(…)` that is not a modifier is the app's own function.
            if call.calleeName == "animation", call.modifiedExpression == nil { return nil }
            guard let argument = call.arguments.first, argument.label == nil, !argument.expression.is(ClosureExprSyntax.self) else { return [] }
            return Set(Self.allNames(in: argument.expression))
        }
    }

    /// True when the type around a transition has an animation not tied to named changes:
    /// a `.animation(_:)` with no `value:` (a modifier, or a binding's `$isOn.animation()`),
    /// or a `.transaction` modifier.
    ///
    /// A value-less `.animation` on a view animates only that view's subtree: one on another
    /// view property's control (`ActionBar(…).animation(.default)`) that neither encloses the
    /// transition nor shows a property holding it does not animate its insertion
    /// (protondrive-ios FinderView's upload toast).
    static func animatesEveryChange(around node: Syntax, _ file: SwiftFile) -> Bool {
        guard let type = node.enclosingTypeDeclaration else { return false }
        let holders = viewPropertiesHolding(node, in: type, file)
        return file.index.calls(["animation", "transaction"], inside: type).contains { call in
            guard let modified = call.modifiedExpression, call.calleeName == "transaction" || call.argument("value") == nil else { return false }
            // `$isOn.animation()` animates every change made through the binding.
            guard call.calleeName == "animation", modified.is(FunctionCallExprSyntax.self) else { return true }
            return modified.encloses(node) || !file.index.names(within: modified).isDisjoint(with: holders)
        }
    }

    /// The names of the type's members that build the view around a node: the property or
    /// function it is written in, and those that show one of them (`body` showing `toast`).
    private static func viewPropertiesHolding(_ node: Syntax, in type: DeclSyntax, _ file: SwiftFile) -> Set<String> {
        guard let first = node.enclosingScopeName else { return [] }
        var holders: Set<String> = [first], frontier = [first]
        while let name = frontier.popLast(), holders.count < 16 {
            let uses = file.index.references(name).map(Syntax.init) + file.index.memberAccesses(name).map(Syntax.init)
            for use in uses where type.encloses(use) {
                guard let holder = use.enclosingScopeName, holders.insert(holder).inserted else { continue }
                frontier.append(holder)
            }
        }
        return holders
    }

    /// The names written in an animation's call that it may change: all of them but the
    /// object at the root of a longer path (`manager` in `manager.isExpanded.toggle()`), which
    /// holds the member that changes and is not itself set.
    private static func changedNames(in call: FunctionCallExprSyntax) -> [String] {
        call.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind else { return nil }
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
               let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
               let outer = member.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == member.id {
                return nil
            }
            return name
        }
    }

    /// The identifiers written in a piece of syntax.
    private static func allNames(in node: some SyntaxProtocol) -> [String] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        }
    }

    /// False for a transition on a view that is never inserted or removed by itself: a
    /// statement of a stack's or a control's content (a `Button` label, an `HStack`) that no
    /// `if`, `switch` or `ForEach` around it adds or drops. SwiftUI runs a transition only on
    /// the view that is inserted, not on views inside it.
    static func mayBeInsertedAlone(_ transition: FunctionCallExprSyntax, file: SwiftFile) -> Bool {
        // `Group { switch step { … } }.transition(.move(edge: .trailing))`: a Group passes its
        // modifiers to each child, and its `if` or `switch` slides them in and out. A zoom there
        // is left to the rule below: it is most often one glyph swapped for another (play, pause).
        let slides = transition.arguments.first.map { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).contains { ["move", "slide", "push", "offset"].contains($0.text) }
        } ?? false
        if slides, let group = transition.modifiedExpression?.as(FunctionCallExprSyntax.self)?.rootViewCall, group.calleeName == "Group",
           let content = group.trailingClosure, content.statements.contains(where: { statement in
               statement.item.firstToken(viewMode: .sourceAccurate).map { [.keyword(.switch), .keyword(.if)].contains($0.tokenKind) } ?? false
           }) {
            return true
        }
        return mayBeInsertedAlone(placed: transition.outermostModifiedExpression, file: file, depth: 0)
    }

    /// False when a view, as placed, is a statement of a stack's or a control's content with
    /// no `if`, `switch` or `ForEach` around it (an `#if` picks its statement at build time).
    /// For the result of a view property (`private var closeButton: some View { … }`), false
    /// when every place its type writes the property is such a statement.
    private static func mayBeInsertedAlone(placed view: ExprSyntax, file: SwiftFile, depth: Int) -> Bool {
        var current = Syntax(view)
        while let parent = current.parent {
            if parent.is(IfExprSyntax.self) || parent.is(SwitchCaseSyntax.self) { return true }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let owner = closure.invokingCall?.rootViewCall.calleeName else { return true }
                return !MotionAPIs.fixedContentContainers.contains(owner)
            }
            if let property = parent.as(VariableDeclSyntax.self) { return propertyMayBeInsertedAlone(property, file: file, depth: depth) }
            if parent.is(DeclSyntax.self), !parent.is(IfConfigDeclSyntax.self) { return true }
            current = parent
        }
        return true
    }

    /// False when a computed view property other than `body` is written, in its own type in
    /// this file, only as fixed content of stacks and controls (`HStack { closeButton; titleField }`):
    /// the view it builds is never inserted by itself, wherever the type is shown. True when
    /// it is not used here, or used through another value (`toolbar.closeButton`), or as a
    /// type's `body`, whose parent may insert it.
    private static func propertyMayBeInsertedAlone(_ property: VariableDeclSyntax, file: SwiftFile, depth: Int) -> Bool {
        guard depth < 2, property.bindings.count == 1, let binding = property.bindings.first,
              binding.accessorBlock != nil, binding.initializer == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
              let typeName = property.enclosingTypeName else { return true }
        let uses = file.index.references(name).filter { $0.enclosingTypeName == typeName }
        return uses.isEmpty || uses.contains { use in
            var placed = ExprSyntax(use)
            if let member = use.parent?.as(MemberAccessExprSyntax.self), member.declName.id == use.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return true }
                placed = ExprSyntax(member)
            }
            return mayBeInsertedAlone(placed: placed.outermostModifiedExpression, file: file, depth: depth + 1)
        }
    }

    /// Records the views of the file that write a stored property straight into a `List` or
    /// `Form` (`NBList { … }` whose body is `Form { _content }`), or into a `Section`.
    private func recordRowWrappers(in file: SwiftFile, _ output: inout CheckOutput) {
        let containers = MotionAPIs.listContainers.union(["Section"]).sorted()
        for type in file.index.typeDeclarations where !type.isExtension {
            guard let members = type.node.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { continue }
            let stored = Set(members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
                .filter { $0.accessorBlock == nil }.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
            for call in file.index.calls(containers, inside: type.node) where call.modifiedExpression == nil {
                guard let content = call.trailingClosure ?? call.argument("content")?.expression.as(ClosureExprSyntax.self),
                      content.statements.contains(where: { statement in
                          statement.item.as(DeclReferenceExprSyntax.self).map { stored.contains($0.baseName.text) } ?? false
                      }) else { continue }
                output.facts.add(type.name, for: call.calleeName == "Section" ? Self.sectionWrappers : Self.listWrappers)
            }
        }
    }

    /// The names an `if` condition or `switch` subject around a transition reads, up to the
    /// enclosing declaration; nil when the view is inserted some other way (a `ForEach`, a
    /// `Group` whose children switch) or the condition reads no name.
    ///
    /// A name read on its own must be the type's own `@State`: a value handed in by a parent
    /// (`let isOpen`, a `@Binding`) may be animated there under another name. A name read as
    /// the base of a member (`player.isOpen`) keeps the member's name across files.
    static func insertingNames(_ transition: FunctionCallExprSyntax) -> Set<String>? {
        var current = Syntax(transition.outermostModifiedExpression)
        while let parent = current.parent {
            if let branch = parent.as(IfExprSyntax.self) { return stateNames(read: Syntax(branch.conditions), around: transition) }
            if let switchCase = parent.as(SwitchCaseSyntax.self) {
                guard let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject else { return nil }
                return stateNames(read: Syntax(subject), around: transition)
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(DeclSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// The names a condition reads, or nil when one it reads alone is not the type's `@State`.
    /// A computed property of the type read alone (`switch visibleScreen`) stands for the names
    /// its getter reads (brave-ios WalletPanelView's screen, worked out from a store's flags).
    private static func stateNames(read condition: Syntax, around transition: FunctionCallExprSyntax, depth: Int = 0) -> Set<String>? {
        guard let states = ownStates(around: transition) else { return nil }
        var names = Set(allNames(in: condition))
        for token in condition.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self) {
                // `player` in `player.isOpen` and `isOpen` itself: the member's name is what matters.
                if reference.parent?.is(MemberAccessExprSyntax.self) == true { continue }
            } else if token.parent?.is(IdentifierPatternSyntax.self) != true, token.parent?.parent?.is(OptionalBindingConditionSyntax.self) != true {
                continue
            }
            if states.contains(name) { continue }
            guard depth < 2, let getter = computedGetter(name, around: transition),
                  let read = stateNames(read: getter, around: transition, depth: depth + 1) else { return nil }
            names.formUnion(read)
        }
        return names.isEmpty ? nil : names
    }

    /// The getter of a read-only computed property of the type around a transition.
    private static func computedGetter(_ name: String, around transition: FunctionCallExprSyntax) -> Syntax? {
        guard let type = transition.enclosingTypeDeclaration?.asProtocol(DeclGroupSyntax.self) else { return nil }
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, binding.initializer == nil,
                  let accessors = binding.accessorBlock else { continue }
            if case .getter(let body) = accessors.accessors { return Syntax(body) }
            return nil
        }
        return nil
    }

    /// The names of the `@State` properties of the type around a transition.
    static func ownStates(around transition: FunctionCallExprSyntax) -> Set<String>? {
        guard let type = transition.enclosingTypeDeclaration?.asProtocol(DeclGroupSyntax.self) else { return nil }
        return Set(type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText == "State" } }
            .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } })
    }

    /// Records what this file may change under an animation: the names read in the bodies and
    /// arguments of `withAnimation`, `withTransaction`, `.animation` and `.transaction`, the
    /// functions those bodies call, and the names each function of the file assigns.
    private func recordAnimatedState(in file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls(["withAnimation", "withTransaction", "animation", "transaction"]) {
            let key = Self.animatesFromInside(call) ? Self.animatedFromInsideNames : Self.animatedNames
            for name in Self.changedNames(in: call) { output.facts.add(name, for: key) }
            for inner in file.index.calls(within: call) {
                if let name = inner.calleeName { output.facts.add(name, for: Self.animatedCalls) }
            }
        }
        for (function, names) in Self.assignedNames(in: file).sorted(by: { $0.key < $1.key }) {
            output.facts.add(FunctionAssignments(function: function, names: names.sorted()), for: Self.assignments)
        }
    }

    /// True for an `.animation(_:value:)` modifier whose chain holds a `.transition` on the root
    /// of a view type's `body` (`VStack { … }.transition(.move(edge: .bottom)).animation(.easeInOut,
    /// value: model.showToast)`), with no animation attached to the transition itself.
    static func animatesFromInside(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "animation", call.argument("value") != nil else { return false }
        var current = call.modifiedExpression?.as(FunctionCallExprSyntax.self)
        while let modifier = current {
            if modifier.calleeName == "transition", modifier.modifiedExpression != nil {
                return bodyRootType(modifier) != nil
                    && !modifier.arguments.contains { argument in
                        argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == "animation" }
                    }
            }
            current = modifier.modifiedExpression?.as(FunctionCallExprSyntax.self)
        }
        return false
    }

    /// True when every animation the transition's type writes animates from inside the view
    /// (`animatesFromInside`) and it writes at least one; false when any `withAnimation`,
    /// `withTransaction`, `.transaction` or other `.animation` could animate the insertion.
    static func isAnimatedOnlyFromInside(_ transition: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard bodyRootType(transition) != nil, let type = transition.enclosingTypeDeclaration else { return false }
        let calls = file.index.calls(["withAnimation", "withTransaction", "animation", "transaction"], inside: type)
            .filter { $0.calleeName != "animation" || $0.modifiedExpression != nil }
        return !calls.isEmpty && calls.allSatisfy { animatesFromInside($0) && $0.modifiedExpression?.encloses(transition) == true }
    }

    /// The names each function of the file assigns (`x = …`, `self.x += …`, `x.toggle()`), read
    /// from the index's references and calls rather than by walking the function bodies again.
    private static func assignedNames(in file: SwiftFile) -> [String: Set<String>] {
        var byFunction: [String: Set<String>] = [:]
        for (name, node) in assignments(in: file) {
            guard let function = node.enclosingFunction?.name.text else { continue }
            byFunction[function, default: []].insert(name)
        }
        return byFunction
    }

    /// Every name the file assigns (`x = …`, `self.x += …`, `x.toggle()`), with the node that assigns it.
    private static func assignments(in file: SwiftFile) -> [(name: String, node: Syntax)] {
        var found: [(name: String, node: Syntax)] = []
        func record(_ name: String, at node: some SyntaxProtocol) { found.append((name, Syntax(node))) }
        for reference in file.index.referencesInOrder {
            // A member's name stands for the whole access: `self.x` in `self.x = 1`.
            let member = reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == reference.id ? $0 : nil }
            let target = member.map(ExprSyntax.init) ?? ExprSyntax(reference)
            guard let operation = target.assignment?.operator, operation.hasSuffix("="),
                  !["==", "!=", "<=", ">=", "==="].contains(operation) else { continue }
            record(reference.baseName.text, at: reference)
        }
        for call in file.index.calls("toggle") {
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { continue }
            if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                record(name, at: call)
            }
        }
        return found
    }

    /// For `.onReceive(timer) { withAnimation { bob = … } }` fed by a `Timer.publish(every:)`
    /// publisher: an animation the timer starts again and again, a loop like `repeatForever`.
    /// It moves the view when a name the animation's body assigns is read by a movement
    /// modifier of the same type (`.offset(y: bob)`); a timed `rotationEffect` is left out (a
    /// clock's hand turns with the time). Returns the names called in each animation's
    /// argument, so a project helper that gates animations is honoured; nil when nothing moves.
    static func timerDrivenMove(_ receive: FunctionCallExprSyntax, _ file: SwiftFile) -> [Set<String>]? {
        guard receive.modifiedExpression != nil, let publisher = receive.arguments.first?.expression,
              let type = receive.enclosingTypeDeclaration, publishesATimer(publisher, in: type),
              let closure = receive.trailingClosure ?? receive.arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self) else { return nil }
        let moved = Set(file.index.calls(Array(MotionAPIs.movementModifiers.subtracting(["rotationEffect"])), inside: type)
            .filter { $0.modifiedExpression != nil }
            .flatMap { $0.arguments.filter { readsAValue($0.expression) }.flatMap { allNames(in: $0.expression) } })
        let assigned = assignments(in: file)
        let animations = file.index.calls(["withAnimation"], inside: closure).filter { animation in
            assigned.contains { animation.encloses($0.node) && moved.contains($0.name) }
        }
        guard !animations.isEmpty else { return nil }
        return animations.map { animation in
            guard let argument = animation.arguments.first, argument.label == nil, !argument.expression.is(ClosureExprSyntax.self) else { return [] }
            return Set(allNames(in: argument.expression))
        }
    }

    /// True when a publisher is `Timer.publish(every:…)`, written there or held by a property of the type.
    private static func publishesATimer(_ publisher: ExprSyntax, in type: DeclSyntax) -> Bool {
        func isTimer(_ expression: some SyntaxProtocol) -> Bool {
            let words = allNames(in: expression)
            return zip(words, words.dropFirst()).contains { $0 == ("Timer", "publish") }
        }
        if isTimer(publisher) { return true }
        guard let name = publisher.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? publisher.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? $0.declName.baseName.text : nil }),
              let members = type.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        return members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings).contains { binding in
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && binding.initializer.map { isTimer($0.value) } == true
        }
    }

    /// Every name the project may change under an animation, following one call from an
    /// animation's body into the functions of that name.
    static func namesChangedUnderAnimation(in project: Project) -> Set<String> {
        var names = Set(project.facts.values(Self.animatedNames))
        let calls = Set(project.facts.values(Self.animatedCalls))
        for function in project.facts.values(Self.assignments) where calls.contains(function.function) {
            names.formUnion(function.names)
        }
        return names
    }

    /// True when the file can hand UIKit a custom animator: it names `transitioningDelegate`,
    /// writes a navigation or tab bar controller delegate's `animationControllerFor…` method,
    /// or runs an animator itself (`animator.animateTransition(using:)`, not `super`'s).
    static func installsTransitions(_ file: SwiftFile) -> Bool {
        file.index.mentions("transitioningDelegate")
            || file.index.functions.contains { function in
                function.signature.parameterClause.parameters.contains { $0.firstName.text.hasPrefix("animationControllerFor") }
            }
            || file.index.calls("animateTransition").contains { call in
                call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) != true
            }
    }

    /// For a class conforming to `UIViewControllerAnimatedTransitioning` that project classes
    /// subclass, the subclasses that declare `animateTransition(using:)`: they are what moves,
    /// and the base may be an abstract holder of shared state. The base itself when none does.
    private static func animatingSubclasses(of movement: Movement, in project: Project) -> [Movement] {
        let symbols = project.symbols
        let subclasses = project.facts.values(Symbols.types).filter { type in
            type.kind == .class && !type.inTests && symbols.superclass(of: type.name) == movement.typeName
        }
        let animating = subclasses.filter { type in symbols.methods(of: type.name).contains { $0.name == "animateTransition" } }
        guard !animating.isEmpty else { return [movement] }
        return animating.map { type in
            Movement(typeName: type.name, position: type.position,
                     what: "a custom view controller transition (through \(movement.typeName))", isSwiftUI: movement.isSwiftUI)
        }
    }

    /// True when the type around a `repeatForever` moves a view with a state-driven value.
    /// A `rotationEffect` is left out when the loop is quick (or its duration unknown): turning
    /// a glyph in place is a spinner, which the system keeps under Reduce Motion.
    private func movesInItsType(_ call: FunctionCallExprSyntax, file: SwiftFile) -> Bool {
        guard let type = call.enclosingTypeDeclaration else { return false }
        let spins = Self.loopSeconds(of: call, file).map { $0 <= MotionAPIs.spinnerSeconds } ?? true
        let modifiers = spins ? MotionAPIs.movementModifiers.subtracting(["rotationEffect"]) : MotionAPIs.movementModifiers
        return file.index.calls(Array(modifiers), inside: type).contains { movement in
            movement.modifiedExpression != nil && movement.arguments.contains { Self.readsAValue($0.expression) }
        }
    }

    /// True when the `repeatForever` is the animation of an `.animation(_:value:)` on one of
    /// SwiftUI's own shapes or views whose chain reads no value (`Circle().frame(width: 120)
    /// .scaleEffect(1.0)`): such a modifier animates changes of the view it is applied to only,
    /// and nothing there can change, so the loop moves nothing.
    static func loopsAFixedView(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = ExprSyntax(call).outermostModifiedExpression.parent?.as(LabeledExprSyntax.self),
              let animation = argument.parent?.parent?.as(FunctionCallExprSyntax.self), animation.calleeName == "animation",
              animation.argument("value") != nil, let view = animation.modifiedExpression?.as(FunctionCallExprSyntax.self),
              let root = view.rootViewCall.calleeName, MotionAPIs.builtInLeafViews.contains(root) else { return false }
        let chain = [view.rootViewCall] + view.rootViewCall.modifiersApplied.prefix { $0.id != animation.id }
        return chain.allSatisfy { call in
            call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty && !call.arguments.contains { readsAValue($0.expression) }
        }
    }

    /// True when a movement's argument names a value that can change (`isOn ? 1 : 0`,
    /// `Angle(degrees: turn)`, `-self.size.width`); `.degrees(-15)`, `.zero` and literals are fixed poses.
    static func readsAValue(_ expression: ExprSyntax) -> Bool {
        guard expression.constantNumber.isConstant == false, !expression.is(MemberAccessExprSyntax.self) else { return false }
        return expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return true }
            // A property of the view itself written through `self` (`self.size.width`) is its state, as `size.width` is.
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
    }

    /// True when every moving Core Animation key path in the same function is a rotation
    /// (`transform.rotation`, `transform.rotation.z`) and no duration set there is longer than
    /// `MotionAPIs.spinnerSeconds`: the layer turns in place quickly, a spinner.
    private func coreAnimationOnlySpins(near member: MemberAccessExprSyntax, file: SwiftFile) -> Bool {
        guard let scope = member.enclosingFunction.map(Syntax.init) ?? member.enclosingTypeDeclaration.map(Syntax.init) else { return false }
        let rotates = Self.movingKeyPaths(in: scope, file).allSatisfy { MotionAPIs.spinKeyPaths.contains($0.plainText) }
        return rotates && !file.index.memberAccesses("duration").contains { duration in
            scope.encloses(duration) && duration.assignedValue.flatMap { Self.seconds($0, file) }.map { $0 > MotionAPIs.spinnerSeconds } == true
        }
    }

    /// The `duration:` of the animation a `repeatForever` loops (`.linear(duration: 1)`), in seconds.
    static func loopSeconds(of call: FunctionCallExprSyntax, _ file: SwiftFile) -> Double? {
        var current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let expression = current {
            if let inner = expression.as(FunctionCallExprSyntax.self) {
                if let duration = inner.argument("duration") { return seconds(duration.expression, file) }
                current = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base
            } else {
                current = expression.as(MemberAccessExprSyntax.self)?.base
            }
        }
        return nil
    }

    /// A number written, or held by the one variable or constant of the file with that name
    /// (`AnimationDuration.backgroundRotate` → `static let backgroundRotate = 30.0`).
    static func seconds(_ expression: ExprSyntax, _ file: SwiftFile) -> Double? {
        if let value = expression.numericLiteral { return value }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        let bindings = file.index.variables.flatMap(\.bindings).filter { $0.pattern.trimmedSourceText == name }
        return bindings.count == 1 ? bindings[0].initializer?.value.numericLiteral : nil
    }

    /// True when a Core Animation key path in the same function moves the layer.
    private func coreAnimationMoves(near member: MemberAccessExprSyntax, file: SwiftFile) -> Bool {
        guard let scope = member.enclosingFunction.map(Syntax.init) ?? member.enclosingTypeDeclaration.map(Syntax.init) else { return false }
        return !Self.movingKeyPaths(in: scope, file).isEmpty
    }

    /// The string literals in a scope that name a Core Animation key path that moves a layer.
    /// The key an animation is added under (`layer.add(turn, forKey: "rotationAnimation")`) names
    /// the animation, not what it changes, so it is left out.
    private static func movingKeyPaths(in scope: Syntax, _ file: SwiftFile) -> [StringLiteralExprSyntax] {
        file.index.stringLiterals.filter { literal in
            scope.encloses(literal) && literal.parent?.as(LabeledExprSyntax.self)?.label?.text != "forKey"
                && MotionAPIs.movingKeyPathWords.contains { literal.plainText.lowercased().contains($0) }
        }
    }
}
