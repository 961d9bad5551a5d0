/// Which top-level declarations ship: the closure of the name references from the entry
/// points. A declaration reached only through uses inside `#if DEBUG` is debug-only; one
/// reached only through uses inside `#if os(macOS)`-style clauses (a Mac toolbar's menu in a
/// multiplatform target) is for other platforms; one reached not at all is unreachable. Uses
/// from tests and previews do not count.
///
/// It is conservative, because a wrongly silenced finding is as bad as a false one: names
/// are matched without types (any use of a name reaches every declaration of it), code
/// outside declarations (globals, `main.swift`, extensions of types the project does not
/// declare) counts as used, and nothing is debug-only or unreachable in a kind of target
/// (app, extension, watch app) that has no entry point, or when a Swift or Objective-C file
/// could be neither parsed nor read as text. The names a file that was not parsed (too large)
/// or an Objective-C file writes count as shipping uses (`WrittenNames`). In a project that looks classes up by names built at run
/// time (`NSClassFromString(name)`), every class counts as reached; structs and enums, which
/// such a lookup cannot find, are still decided.
struct Reachability {
    enum Status { case shipping, debugOnly, otherPlatform, unreachable }

    /// Declaration names that do not ship; every other name ships.
    let notShipping: [String: Status]
    /// The file scopes in which reachability was decided (those with an entry point).
    let decidedScopes: Set<CodeScope>
    /// The declarations of each name decided here, and the names shipping code reaches first.
    private let declarationsByName: [String: [TopLevelDeclaration]]
    private let shippingRoots: Set<String>
    /// The names of the project's top-level types and functions, whose members uses may name (`NameReferences.topLevelName`).
    private let declaredTypes: Set<String>

    /// The top-level declarations `names` may reach: those written after a type of the project's
    /// own (`Strings.FacetView`) name its members and reach none.
    static func topLevel(_ names: Set<String>, declared: Set<String>) -> [String] {
        names.compactMap { NameReferences.topLevelName($0, declaredTypes: declared) }
    }

    /// The file scopes in which reachability is decided: those with an entry point, unless the
    /// project has Objective-C or a file was not read.
    static func decidedScopes(outlines: [FileOutline], entryPoints: EntryPoints, everyFileRead: Bool) -> Set<CodeScope> {
        guard everyFileRead, entryPoints.namesInObjectiveC != nil else { return [] }
        var entryScopes = Set<CodeScope>()
        for outline in outlines where outline.scope != .test {
            if outline.path == "main.swift" || outline.path.hasSuffix("/main.swift") { entryScopes.insert(outline.scope) }
            if outline.declarations.contains(where: { entryPoints.contains($0, in: outline) }) { entryScopes.insert(outline.scope) }
        }
        return entryScopes
    }

    /// `namesInUnreadFiles`: the declared names the Swift files that were not parsed write, or
    /// nil when one of those files could not be read at all.
    init(outlines: [FileOutline], entryPoints: EntryPoints, namesInUnreadFiles: Set<String>?) {
        let declared = Set(outlines.flatMap { $0.declarations.filter { $0.kind != .extension }.map(\.name) })
        func topLevel(_ names: Set<String>) -> [String] { Reachability.topLevel(names, declared: declared) }
        let shippingOutlines = outlines.filter { $0.scope != .test }
        let entryScopes = Reachability.decidedScopes(outlines: outlines, entryPoints: entryPoints, everyFileRead: namesInUnreadFiles != nil)
        // A class is found by name only from code of its own kind of target (a fastlane runner's
        // `NSClassFromString(className())` looks up nothing in the app).
        let lookupScopes = Set(outlines.filter(\.looksUpClassesDynamically).map(\.scope))
        guard !entryScopes.isEmpty else {
            notShipping = [:]
            decidedScopes = []
            declarationsByName = [:]
            shippingRoots = []
            declaredTypes = []
            return
        }
        var byName: [String: [TopLevelDeclaration]] = [:]
        var shippingRoots = namesInUnreadFiles ?? [], debugRoots = Set<String>(), otherPlatformRoots = Set<String>()
        for outline in shippingOutlines {
            shippingRoots.formUnion(topLevel(outline.looseReferences.shipping))
            debugRoots.formUnion(topLevel(outline.looseReferences.debug))
            otherPlatformRoots.formUnion(topLevel(outline.looseReferences.otherPlatform))
            for declaration in outline.declarations {
                // Code in a kind of target with no entry point ships, and so does an extension
                // of a type from elsewhere (`extension View`): what they use is used.
                guard entryScopes.contains(outline.scope), declared.contains(declaration.name) else {
                    shippingRoots.formUnion(topLevel(declaration.references.shipping))
                    debugRoots.formUnion(topLevel(declaration.references.debug))
                    otherPlatformRoots.formUnion(topLevel(declaration.references.otherPlatform))
                    continue
                }
                byName[declaration.name, default: []].append(declaration)
                if entryPoints.contains(declaration, in: outline) || lookupScopes.contains(outline.scope) && declaration.isClass {
                    shippingRoots.insert(declaration.name)
                }
            }
        }
        /// Every name reached from `start`, following shipping uses and the other kinds asked for.
        func closure(from start: Set<String>, following kinds: [KeyPath<NameReferences, Set<String>>]) -> Set<String> {
            var reached = Set<String>(), pending = Array(start)
            while let name = pending.popLast() {
                guard reached.insert(name).inserted else { continue }
                for declaration in byName[name] ?? [] {
                    for kind in [\NameReferences.shipping] + kinds {
                        pending += topLevel(declaration.references[keyPath: kind]).filter { !reached.contains($0) }
                    }
                }
            }
            return reached
        }
        let shipping = closure(from: shippingRoots, following: [])
        let withDebug = closure(from: shipping.union(debugRoots), following: [\.debug])
        let withOtherPlatforms = closure(from: withDebug.union(otherPlatformRoots), following: [\.debug, \.otherPlatform])
        var notShipping: [String: Status] = [:]
        for name in byName.keys where !shipping.contains(name) {
            notShipping[name] = withDebug.contains(name) ? .debugOnly : withOtherPlatforms.contains(name) ? .otherPlatform : .unreachable
        }
        self.notShipping = notShipping
        decidedScopes = entryScopes
        declarationsByName = byName
        self.shippingRoots = shippingRoots
        declaredTypes = declared
    }

    /// The shipping declarations that every shipping path reaches through one of `gates`
    /// (the gates included): names the entry points no longer reach once the gates' own
    /// uses are not followed. Empty where reachability was not decided.
    func reachedOnlyThrough(_ gates: Set<String>) -> Set<String> {
        guard !decidedScopes.isEmpty else { return [] }
        var reached = Set<String>(), pending = Array(shippingRoots.subtracting(gates))
        while let name = pending.popLast() {
            guard reached.insert(name).inserted else { continue }
            for declaration in declarationsByName[name] ?? [] {
                pending += Reachability.topLevel(declaration.references.shipping, declared: declaredTypes).filter { !reached.contains($0) && !gates.contains($0) }
            }
        }
        return Set(declarationsByName.keys.filter { notShipping[$0] == nil && !reached.contains($0) })
    }
}
