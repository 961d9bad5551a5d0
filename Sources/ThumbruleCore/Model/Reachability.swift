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
    /// Each file's uses as worked out once (`FileUses`), in the order of the outlines, for `droppingUses`.
    private let files: [FileUses]
    /// The uses of each name decided here (one per declaration), and the names shipping code reaches first.
    private let usesByName: [String: [Uses]]
    private let shippingRoots: Set<String>
    private let context: Context

    /// Names used by one kind of code, each already the top-level declaration it may reach (`topLevel`).
    private struct Uses {
        var shipping = Set<String>(), debug = Set<String>(), otherPlatform = Set<String>()

        init(_ references: NameReferences, declared: Set<String>) {
            shipping = Set(Reachability.topLevel(references.shipping, declared: declared))
            debug = Set(Reachability.topLevel(references.debug, declared: declared))
            otherPlatform = Set(Reachability.topLevel(references.otherPlatform, declared: declared))
        }

        init() {}

        mutating func formUnion(_ other: Uses) {
            shipping.formUnion(other.shipping)
            debug.formUnion(other.debug)
            otherPlatform.formUnion(other.otherPlatform)
        }
    }

    /// What the whole project decides once, whatever uses are later dropped.
    private struct Context {
        let declared: Set<String>
        let entryScopes: Set<CodeScope>
        let lookupScopes: Set<CodeScope>
        let entryPoints: EntryPoints
        let namesInUnreadFiles: Set<String>?
    }

    /// One file's uses: those of code that counts as used (loose code, a kind of target with
    /// no entry point, an extension of a type from elsewhere) and those of each declaration decided here.
    private struct FileUses {
        let path: String
        var roots = Uses()
        var declarations: [(name: String, uses: Uses)] = []
        var entryNames = Set<String>()

        init(_ outline: FileOutline, _ context: Context) {
            path = outline.path
            guard outline.scope != .test else { return }
            roots = Uses(outline.looseReferences, declared: context.declared)
            for declaration in outline.declarations {
                // Code in a kind of target with no entry point ships, and so does an extension
                // of a type from elsewhere (`extension View`): what they use is used.
                guard context.entryScopes.contains(outline.scope), context.declared.contains(declaration.name) else {
                    roots.formUnion(Uses(declaration.references, declared: context.declared))
                    continue
                }
                declarations.append((declaration.name, Uses(declaration.references, declared: context.declared)))
                if context.entryPoints.contains(declaration, in: outline) || context.lookupScopes.contains(outline.scope) && declaration.isClass {
                    entryNames.insert(declaration.name)
                }
            }
        }
    }

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
        // A class is found by name only from code of its own kind of target (a fastlane runner's
        // `NSClassFromString(className())` looks up nothing in the app).
        let context = Context(declared: Set(outlines.flatMap { $0.declarations.filter { $0.kind != .extension }.map(\.name) }),
                              entryScopes: Reachability.decidedScopes(outlines: outlines, entryPoints: entryPoints, everyFileRead: namesInUnreadFiles != nil),
                              lookupScopes: Set(outlines.filter(\.looksUpClassesDynamically).map(\.scope)),
                              entryPoints: entryPoints, namesInUnreadFiles: namesInUnreadFiles)
        self.init(files: context.entryScopes.isEmpty ? [] : outlines.map { FileUses($0, context) }, context: context)
    }

    /// The same project once the files at `changed` lost some uses (`FileOutline.droppingUses`,
    /// `outlines` in the order first given): only those files are read again, since the names
    /// declared, the entry points and so the scopes decided stay as they were.
    func droppingUses(_ outlines: [FileOutline], changed: Set<String>) -> Reachability {
        guard !decidedScopes.isEmpty, !changed.isEmpty else { return self }
        guard outlines.count == files.count else {
            return Reachability(outlines: outlines, entryPoints: context.entryPoints, namesInUnreadFiles: context.namesInUnreadFiles)
        }
        return Reachability(files: zip(outlines, files).map { outline, kept in
            kept.path == outline.path && !changed.contains(outline.path) ? kept : FileUses(outline, context)
        }, context: context)
    }

    private init(files: [FileUses], context: Context) {
        self.files = files
        self.context = context
        guard !context.entryScopes.isEmpty else {
            notShipping = [:]
            decidedScopes = []
            usesByName = [:]
            shippingRoots = []
            return
        }
        var byName: [String: [Uses]] = [:]
        var roots = Uses()
        roots.shipping = context.namesInUnreadFiles ?? []
        for file in files {
            roots.formUnion(file.roots)
            roots.shipping.formUnion(file.entryNames)
            for declaration in file.declarations { byName[declaration.name, default: []].append(declaration.uses) }
        }
        /// Every name reached from `start`, following shipping uses and the other kinds asked for.
        func closure(from start: Set<String>, following kinds: [KeyPath<Uses, Set<String>>]) -> Set<String> {
            var reached = Set<String>(), pending = Array(start)
            while let name = pending.popLast() {
                guard reached.insert(name).inserted else { continue }
                for uses in byName[name] ?? [] {
                    for kind in [\Uses.shipping] + kinds {
                        pending += uses[keyPath: kind].filter { !reached.contains($0) }
                    }
                }
            }
            return reached
        }
        let shipping = closure(from: roots.shipping, following: [])
        let withDebug = closure(from: shipping.union(roots.debug), following: [\.debug])
        let withOtherPlatforms = closure(from: withDebug.union(roots.otherPlatform), following: [\.debug, \.otherPlatform])
        var notShipping: [String: Status] = [:]
        for name in byName.keys where !shipping.contains(name) {
            notShipping[name] = withDebug.contains(name) ? .debugOnly : withOtherPlatforms.contains(name) ? .otherPlatform : .unreachable
        }
        self.notShipping = notShipping
        decidedScopes = context.entryScopes
        usesByName = byName
        shippingRoots = roots.shipping
    }

    /// The declarations within `hops` shipping uses of the roots (the entry points and the
    /// names loose code uses): the roots at 0, what they name at 1, and so on. Nil where
    /// reachability was not decided.
    func within(hops: Int) -> Set<String>? {
        guard !decidedScopes.isEmpty else { return nil }
        var reached = shippingRoots, frontier = shippingRoots
        for _ in 0..<max(hops, 0) {
            var next = Set<String>()
            for name in frontier { for uses in usesByName[name] ?? [] { next.formUnion(uses.shipping) } }
            frontier = next.subtracting(reached)
            reached.formUnion(frontier)
        }
        return reached
    }

    /// The declarations decided here whose shipping code names `name`.
    func users(of name: String) -> Set<String> {
        Set(usesByName.filter { $0.value.contains { $0.shipping.contains(name) } }.keys)
    }

    /// The shipping declarations that every shipping path reaches through one of `gates`
    /// (the gates included): names the entry points no longer reach once the gates' own
    /// uses are not followed. Empty where reachability was not decided.
    func reachedOnlyThrough(_ gates: Set<String>) -> Set<String> {
        guard !decidedScopes.isEmpty else { return [] }
        var reached = Set<String>(), pending = Array(shippingRoots.subtracting(gates))
        while let name = pending.popLast() {
            guard reached.insert(name).inserted else { continue }
            for uses in usesByName[name] ?? [] {
                pending += uses.shipping.filter { !reached.contains($0) && !gates.contains($0) }
            }
        }
        return Set(usesByName.keys.filter { notShipping[$0] == nil && !reached.contains($0) })
    }
}
