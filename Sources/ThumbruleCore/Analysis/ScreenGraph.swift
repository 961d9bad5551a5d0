import Foundation

/// Which views compose which across the whole project, and which of them are screens.
///
/// Units are SwiftUI views, view modifiers, UIKit views and controllers, view-building
/// members of a type (`var header: some View`), plus inline regions that are screens of their own (a sheet's closure, a tab child, a navigation
/// destination, a scene's or hosting controller's root). A use of a view inside a unit
/// composes it onto the same glass; a region, or a controller created by another unit,
/// starts a new screen. Built in the project pass from `ScreenFacts` the file pass records.
///
/// Known limits: views built through non-view helper types (a router enum returning
/// views) are not linked to where they are shown and stand as `unreached` screens;
/// environment values are followed only for `ScreenFacts.environmentModifiers`.
public final class ScreenGraph: Sendable {
    public enum UnitKind: Sendable, Hashable {
        case view, viewModifier, app, viewController, containerController, uiView
        /// A view-building member of a type (`var header: some View`), drawn where the type names it.
        case helper
        case region(ScreenKind)
    }

    public struct Unit: Sendable, Hashable {
        public let id: String
        public let kind: UnitKind
        public let position: SourcePosition
    }

    public struct Screen: Sendable, Hashable {
        /// The unit that is the screen: a type name or a region id.
        public let id: String
        public let kind: ScreenKind
        public let position: SourcePosition
        /// How to name the screen in a message: `PaywallView`, `the sheet in RecipeListView`.
        public let title: String
    }

    /// One use of a unit inside another.
    public struct Edge: Sendable, Hashable {
        public let from: String
        public let to: String
        /// Where inside `from` the use sits, with the decisions around it.
        public let placement: ViewPlacement
        public let position: SourcePosition
        public let environment: [String: String]
    }

    /// One occurrence of a unit drawn on a screen, with what holds on the way to it. A
    /// view used twice on a screen occurs twice.
    public struct Reach: Sendable, Hashable {
        public let unit: String
        public let arms: [DecisionArm]
        public let repeated: Bool
        /// Environment values set above the unit on the way; the nearest setting wins.
        public let environment: [String: String]
        /// The uses leading from the screen to this occurrence, outermost first; empty for the screen itself.
        public let path: [SourcePosition]
        /// The units on the way from the screen to this one, the screen first; empty for the screen itself.
        public let via: [String]
    }

    /// Occurrences followed per screen before giving up on deeper paths, so a pathological
    /// composition cannot stall the run.
    public static let maximumReach = 5_000

    public let units: [String: Unit]
    public let screens: [Screen]
    /// Composition: the units each unit draws inside itself, in source order.
    public let composed: [String: [Edge]]
    private let composedBy: [String: [Edge]]
    /// Screens each unit opens (presents, pushes, shows as a tab or a controller).
    public let opens: [String: [Edge]]
    private let screensById: [String: Screen]
    private let reachMemo = ReachMemo()

    public init(facts: FactStore) {
        let typeFacts = facts.values(ScreenFacts.types)
        let regionFacts = facts.values(ScreenFacts.regions)
        let useFacts = facts.values(ScreenFacts.uses)

        var units: [String: Unit] = [:]
        let kinds = ScreenGraph.typeKinds(typeFacts)
        // A type's position is its declaration's; an extension stands in only when the declaration is elsewhere.
        for fact in typeFacts.filter({ !$0.isExtension }) + typeFacts.filter(\.isExtension) where units[fact.name] == nil {
            if let kind = kinds[fact.name] { units[fact.name] = Unit(id: fact.name, kind: kind, position: fact.position) }
        }
        for region in regionFacts { units[region.id] = Unit(id: region.id, kind: .region(region.kind), position: region.position) }
        for helper in facts.values(ScreenFacts.helpers) { units[helper.id] = Unit(id: helper.id, kind: .helper, position: helper.position) }
        // The app's own presentation modifiers (`.card(isPresented:) { … }` over `.sheet`): their closures are regions too.
        let candidates = facts.values(PresentationWrappers.candidates)
        let wrapped = PresentationWrappers.resolve(wrappers: facts.values(PresentationWrappers.wrappers), candidates: candidates)
        var wrappedRegions: [String: String] = [:]
        var wrapperOpens: [(presenter: ViewPlacement, id: String, position: SourcePosition)] = []
        for candidate in candidates {
            guard let kind = wrapped[candidate.key] else { continue }
            let id = PresentationWrappers.regionId(candidate, kind: kind)
            wrappedRegions[candidate.key] = id
            guard units[id] == nil else { continue }
            units[id] = Unit(id: id, kind: .region(kind), position: candidate.position)
            if let presenter = candidate.presenter { wrapperOpens.append((presenter, id, candidate.position)) }
        }

        var composed: [String: [Edge]] = [:]
        var composedBy: [String: [Edge]] = [:]
        var opens: [String: [Edge]] = [:]
        var navigationRoots = Set<String>()
        for use in useFacts {
            var placement = use.placement
            if let wrapper = use.wrappers.first(where: { wrappedRegions[$0.key] != nil }), let region = wrappedRegions[wrapper.key] {
                placement = ViewPlacement(unit: region, arms: wrapper.arms, repeated: wrapper.repeated)
            }
            guard let from = units[placement.unit], let to = units[use.name], from.id != to.id else { continue }
            let edge = Edge(from: from.id, to: to.id, placement: placement, position: use.position, environment: use.environment)
            switch to.kind {
            case .view, .viewModifier, .uiView, .helper:
                composed[from.id, default: []].append(edge)
                composedBy[to.id, default: []].append(edge)
                if use.isNavigationRoot, to.kind == .view { navigationRoots.insert(to.id) }
            case .viewController, .containerController:
                opens[from.id, default: []].append(edge)
            case .app, .region:
                continue
            }
        }
        for region in regionFacts {
            guard let presenter = region.presenter, units[presenter.unit] != nil else { continue }
            opens[presenter.unit, default: []].append(Edge(
                from: presenter.unit, to: region.id, placement: presenter, position: region.position, environment: [:]))
        }
        for open in wrapperOpens where units[open.presenter.unit] != nil {
            opens[open.presenter.unit, default: []].append(Edge(
                from: open.presenter.unit, to: open.id, placement: open.presenter, position: open.position, environment: [:]))
        }
        let ordered = { (edges: [Edge]) in edges.sorted { $0.position < $1.position } }
        self.composed = composed.mapValues(ordered)
        self.composedBy = composedBy.mapValues(ordered)
        self.opens = opens.mapValues(ordered)
        self.units = units

        var screens: [Screen] = []
        for unit in units.values.sorted(by: { $0.position < $1.position }) {
            let kind: ScreenKind
            switch unit.kind {
            case .region(let regionKind): kind = regionKind
            case .viewController: kind = .viewController
            case .view where navigationRoots.contains(unit.id): kind = .navigationRoot
            case .view where composedBy[unit.id] == nil: kind = .unreached
            default: continue
            }
            screens.append(Screen(id: unit.id, kind: kind, position: unit.position,
                                  title: ScreenGraph.title(of: unit, kind: kind, composing: composed[unit.id] ?? [])))
        }
        self.screens = screens
        self.screensById = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func screen(_ id: String) -> Screen? { screensById[id] }

    /// Screens that are not drawn inside another unit: each is one glass to reason about.
    public var standaloneScreens: [Screen] {
        screens.filter { composedBy[$0.id] == nil }
    }

    /// True for a view drawn once per element somewhere (`ForEach { Row() }`): a row or
    /// cell component, whose controls act on one item rather than on the screen.
    public func isRepeated(_ unit: String) -> Bool {
        (composedBy[unit] ?? []).contains { $0.placement.repeated }
    }

    /// The type a unit belongs to: `Header` for the helper `Header.title`, the unit itself otherwise.
    public func owningType(of unit: String) -> String {
        guard units[unit]?.kind == .helper, let dot = unit.firstIndex(of: ".") else { return unit }
        return String(unit[..<dot])
    }

    /// Every screen the unit is drawn on, directly or through the views composing it.
    public func screens(containing unit: String) -> [Screen] {
        var found: [Screen] = []
        var seen = Set<String>()
        var queue = [unit]
        while let current = queue.popLast() {
            guard seen.insert(current).inserted else { continue }
            if let screen = screensById[current] { found.append(screen) }
            queue += (composedBy[current] ?? []).map(\.from)
        }
        return found.sorted { $0.position < $1.position }
    }

    /// The views and regions drawn on a screen, the screen first, each once, in composition
    /// order (helpers such as `Type.header` are looked through).
    public func viewsOnScreen(_ screen: String) -> [String] {
        var seen = Set<String>()
        return reach(from: screen).map(\.unit).filter { units[$0]?.kind != .helper && seen.insert($0).inserted }
    }

    /// Every occurrence of a unit drawn on a screen, depth first in source order, with the
    /// conditions on the way to it. A recursive view stops at its first repetition.
    /// Kept per screen: several project checks walk the same screens, some once per finding candidate.
    public func reach(from screen: String) -> [Reach] {
        if let known = reachMemo.value(screen) { return known }
        let computed = walk(from: screen)
        reachMemo.store(screen, computed)
        return computed
    }

    private func walk(from screen: String) -> [Reach] {
        guard units[screen] != nil else { return [] }
        var result: [Reach] = []
        var onPath = Set<String>()
        func visit(_ reach: Reach) {
            guard result.count < ScreenGraph.maximumReach, onPath.insert(reach.unit).inserted else { return }
            defer { onPath.remove(reach.unit) }
            result.append(reach)
            for edge in composed[reach.unit] ?? [] {
                visit(Reach(
                    unit: edge.to, arms: reach.arms + edge.placement.arms, repeated: reach.repeated || edge.placement.repeated,
                    environment: reach.environment.merging(edge.environment) { _, nearer in nearer },
                    path: reach.path + [edge.position], via: reach.via + [reach.unit]))
            }
        }
        visit(Reach(unit: screen, arms: [], repeated: false, environment: [:], path: [], via: []))
        return result
    }

    /// What each declared type is, following inheritance through project types.
    static func typeKinds(_ facts: [ScreenFacts.TypeFact]) -> [String: UnitKind] {
        var inherited: [String: [String]] = [:]
        var structs = Set<String>()
        for fact in facts {
            inherited[fact.name, default: []] += fact.inherited
            if fact.isStruct { structs.insert(fact.name) }
        }
        var kinds: [String: UnitKind] = [:]
        var resolving = Set<String>()
        func kind(_ name: String) -> UnitKind? {
            if let known = kinds[name] { return known }
            guard let parents = inherited[name], resolving.insert(name).inserted else { return nil }
            defer { resolving.remove(name) }
            let found: UnitKind?
            if parents.contains(where: ViewTypes.apps.contains), structs.contains(name) {
                found = .app
            } else if parents.contains(where: ViewTypes.swiftUIViews.contains) {
                found = .view
            } else if parents.contains(where: ViewTypes.viewModifiers.contains) {
                found = .viewModifier
            } else if parents.contains(where: ViewTypes.containerControllers.contains) {
                found = .containerController
            } else if parents.contains(where: ViewTypes.screenControllers.contains) {
                found = .viewController
            } else if parents.contains(where: ViewTypes.uiViews.contains) {
                found = .uiView
            } else {
                found = parents.lazy.compactMap { parent -> UnitKind? in
                    guard let parentKind = kind(parent) else { return nil }
                    return [.viewController, .containerController, .uiView].contains(parentKind) ? parentKind : nil
                }.first
            }
            if let found { kinds[name] = found }
            return found
        }
        for name in inherited.keys { _ = kind(name) }
        return kinds
    }

    private static func title(of unit: Unit, kind: ScreenKind, composing: [Edge]) -> String {
        guard case .region = unit.kind else { return unit.id }
        let owner = unit.id.split(separator: "/").first.map(String.init) ?? "file"
        let shown = composing.first.map { " (\($0.to))" } ?? ""
        return "the \(kind.displayName) in \(owner)\(shown)"
    }
}

/// `ScreenGraph.reach(from:)` answers already worked out, shared by the project checks running side by side.
private final class ReachMemo: @unchecked Sendable {
    private var known: [String: [ScreenGraph.Reach]] = [:]
    private let lock = NSLock()

    func value(_ screen: String) -> [ScreenGraph.Reach]? {
        lock.lock()
        defer { lock.unlock() }
        return known[screen]
    }

    func store(_ screen: String, _ reach: [ScreenGraph.Reach]) {
        lock.lock()
        known[screen] = reach
        lock.unlock()
    }
}

extension Project {
    /// The project's screen graph, built once from the facts every file recorded.
    public var screenGraph: ScreenGraph {
        memo("core.screen-graph") { ScreenGraph(facts: facts) }
    }
}
