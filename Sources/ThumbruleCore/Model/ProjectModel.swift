/// What the whole project is, built once after every file has been read and frozen before
/// any project check runs: scopes, symbols, entry points and reachability. Checks read it
/// through `Project.model`; the engine reads it to drop findings outside a check's scopes.
public final class ProjectModel: Sendable {
    /// Each Swift file's scope and the lines whose scope differs from it, by path.
    private let scopesByFile: [String: FileScopes]
    /// The classes of the initial view controllers of the storyboards the app launches with.
    public let storyboardRootNames: Set<String>
    /// The names shipping Swift code uses (references, members, types), gathered from the
    /// top-level declarations that ship and the files' loose code: a property or function no
    /// name here mentions is not used by shipping code. Previews and `#if DEBUG` code are left out.
    public let shippingNames: Set<String>
    /// Asset-catalog colours named outside Swift: storyboards, xibs, a launch screen's `UIColorName`.
    public let colorNamesOutsideSwift: Set<String>
    /// Classes named outside Swift (`EntryPoints.namedClasses`): by storyboards and xibs (not as a
    /// File's Owner), Info.plists, Objective-C and `NSClassFromString`.
    public let classesNamedOutsideSwift: Set<String>
    /// The folders of local packages no build links (`Project.unlinkedLocalPackageFolders`):
    /// their code and documents ship in no app.
    package let unlinkedPackageFolders: Set<String>
    private let reachability: Reachability

    /// The flags of code that runs only before a day (`ExpiredDateGates`) earlier than the
    /// newest day a file's header says it was created on: no build of this source runs it.
    /// Strictly earlier, as the header writes the day in its author's time zone.
    static func expiredDayFlags(_ outlines: [FileOutline]) -> Set<String> {
        guard let newest = outlines.compactMap(\.createdDay).max() else { return [] }
        return Set(outlines.flatMap { $0.flagGatedLines.keys.filter { ExpiredDateGates.day(ofFlag: $0).map { $0 < newest } ?? false } })
    }

    public init(project: Project) {
        // Code gated by a flag the release build leaves off ships to testers only (`ReleaseSwitches`,
        // `StoreBuildFlags`),
        // code under `#if canImport` of an SDK the project never links is never built, and code
        // under a state nothing sets true never runs (`ConditionGates.keyingStatesNeverSet` in a file,
        // `UnsetStates` across files for a `@Published` or `@State` flag), nor
        // under an optional property no caller passes (`UnpassedProperties`) or an enum case
        // nothing makes (`UnconstructedCases`), nor code that runs only outside the production
        // environment an App Store build runs in (`ProductionGates`) or only when the app is
        // launched with a command-line argument (`LaunchArgumentGates`), nor
        // does code that runs only before a day the project's own files were written after.
        let outlinesAsRecorded = project.facts.values(FileOutline.facts)
        let offKeys = project.releaseSwitches.offInfoPlistKeys
        let offFlags = (offKeys.isEmpty ? [] : Set(outlinesAsRecorded.flatMap { $0.infoPlistFlags.filter { offKeys.contains($0.value) }.keys }))
            .union(UnlinkedModules.offFlags(in: project))
            .union(StoreBuildFlags.offFlags(outlinesAsRecorded.map(\.storeBuildFlags)))
            .union(outlinesAsRecorded.flatMap { $0.flagGatedLines.keys.filter(ConditionGates.isNeverSetFlag) })
            .union(UnpassedProperties.offFlags(outlinesAsRecorded))
            .union(UnconstructedCases.offFlags(outlinesAsRecorded))
            .union(UnsetStates.offFlags(outlinesAsRecorded.map(\.unsetStates),
                                        everyFileRead: outlinesAsRecorded.count == project.files(of: .swift).count,
                                        writtenOutsideSwift: { names in
                                            // Objective-C may call the setter (`[label setUppercased:YES]`).
                                            let setters = Dictionary(names.map { ("set" + $0.prefix(1).uppercased() + $0.dropFirst(), $0) },
                                                                     uniquingKeysWith: { first, _ in first })
                                            return WrittenNames.names(among: names.union(setters.keys), in: [FileKind.interfaceBuilder, .objectiveC, .objectiveCHeader]
                                                .flatMap(project.files(of:)), project: project)
                                                .map { Set($0.map { setters[$0] ?? $0 }) }
                                        }))
            .union(ProjectModel.expiredDayFlags(outlinesAsRecorded))
            .union([ProductionGates.flag])
            .union(LaunchArgumentGates.offFlags(outlinesAsRecorded))
        // `#if QA` clauses are decided per file, by the targets that compile it (`CompilationConditions`).
        let conditions = project.compilationConditions(named: Set(outlinesAsRecorded.flatMap {
            $0.flagGatedLines.keys.compactMap(CompilationConditions.alternatives(ofFlag:)).joined().joined()
        }))
        let settled = outlinesAsRecorded.map { $0.settlingFlagGates(offFlags.union(conditions.offFlags(among: $0.flagGatedLines.keys, inFile: $0.path))) }
        // A Swift file that was skipped (too large, not UTF-8) may be the one that uses a type.
        let everyFileRead = settled.count == project.files(of: .swift).count
        // Without Xcode targets, a stray copy of a type declared in an app's or extension's folder
        // (a root-level `AppDelegate` beside the app's, a second widget folder) ships nowhere: its
        // entry points start nothing and its uses reach nothing (`StrayTypeCopies`).
        let strayCopies = StrayTypeCopies.paths(settled, in: project)
        let recorded = strayCopies.isEmpty ? settled : settled.filter { !strayCopies.contains($0.path) }
        let entryPoints = EntryPoints(project: project, outlines: recorded)
        // Members nothing names run nothing: what only they use is reached through them by no one.
        // A class looked up by a name built at run time (`NSClassFromString(name)`) is reached, but
        // the members it runs are still named in Swift (a cast type's requirement or method) or
        // called by the system (`override`, `@objc`), which `MemberOutline` keeps.
        // In a project with Objective-C, which calls members by selectors Swift spells otherwise,
        // only the members of structs and enums, which Objective-C cannot see, and of extensions
        // of types the project's Swift does not declare
        // (`extension UIBarButtonItem { static func composeItem() … }`) are decided: Objective-C
        // sees no Swift member without `@objc`, which `MemberOutline` keeps anyway, unless the
        // build infers `@objc` for every member of an `NSObject` subclass (Swift 3 inference):
        // then only the members of structs and enums are.
        // A file too large to parse is still read for the names it writes.
        let read = Set(settled.map(\.path))
        let namesInUnreadFiles = everyFileRead ? [] : WrittenNames.names(
            among: Set(recorded.flatMap { $0.declarations.map(\.name) }), in: project.files(of: .swift).filter { !read.contains($0.path) }, project: project)
        // What nothing reaches with every member's uses counted is unreachable whatever members
        // run, so its uses name no member (spawn-ios: the welcome notification only a view its
        // `#Preview` alone builds schedules). Dropping the unnamed members' uses can only leave
        // more unreached, so reachability is worked out twice, the second time reading again
        // only the files that lost uses.
        let memberScopes = Reachability.decidedScopes(outlines: recorded, entryPoints: entryPoints, everyFileRead: everyFileRead)
        let withEveryMember = Reachability(outlines: recorded, entryPoints: entryPoints, namesInUnreadFiles: namesInUnreadFiles)
        let unreachableAtMost = memberScopes.isEmpty ? [] : Set(withEveryMember.notShipping.filter { $0.value == .unreachable }.keys)
        let unnamedMembers = UnnamedMembers.members(recorded, decidedScopes: memberScopes, namedClasses: entryPoints.namedClasses,
                                                    libraryClientsInProject: !project.appTargets.isEmpty,
                                                    onlyForeignTypeExtensions: entryPoints.hasObjectiveC,
                                                    onlyValueTypes: entryPoints.hasObjectiveC && ProjectModel.mayInferObjC(project),
                                                    unreachable: unreachableAtMost)
        let outlines = unnamedMembers.isEmpty ? recorded : recorded.map { $0.droppingUses(ofMembers: unnamedMembers[$0.path] ?? []) }
        let reachability = withEveryMember.droppingUses(outlines, changed: Set(unnamedMembers.filter { !$0.value.isEmpty }.keys))
        let unnamedMethods = everyFileRead ? ProjectModel.unnamedProtocolExtensionMethods(outlines, libraryClientsInProject: !project.appTargets.isEmpty) : [:]
        let unlinked = project.unlinkedLocalPackageFolders()
        // A file an Xcode target compiles itself is that target's, whatever package folder holds it.
        let unlinkedFiles = unlinked.isEmpty ? [] : Set(project.swiftFiles.filter { file in
            file.target.kind == .swiftPackage && unlinked.contains { file.path.hasPrefix($0 + "/") }
        }.map(\.path))
        var scopesByFile: [String: FileScopes] = [:]
        for outline in outlines {
            let members = outline.memberOutline.members
            scopesByFile[outline.path] = FileScopes(outline, reachability: reachability,
                                                    unnamedMethods: (unnamedMethods[outline.path] ?? []) + (unnamedMembers[outline.path] ?? []).sorted().map { members[$0].lines }
                                                        + (unlinkedFiles.contains(outline.path) ? [1...Int.max] : []))
        }
        for outline in settled where strayCopies.contains(outline.path) {
            scopesByFile[outline.path] = FileScopes(outline, reachability: reachability, unnamedMethods: [1...Int.max])
        }
        unlinkedPackageFolders = unlinked
        self.scopesByFile = scopesByFile
        var names = Set<String>()
        for outline in outlines {
            guard let scopes = scopesByFile[outline.path], CodeScope.shipping.contains(scopes.scope) else { continue }
            names.formUnion(outline.looseReferences.shipping.map(NameReferences.memberName).map(String.init))
            for declaration in outline.declarations {
                let scope = scopes.regions.first { $0.lines.contains(declaration.lines.lowerBound) }?.scope ?? scopes.scope
                if CodeScope.shipping.contains(scope) { names.formUnion(declaration.references.shipping.map(NameReferences.memberName).map(String.init)) }
            }
        }
        shippingNames = names
        colorNamesOutsideSwift = entryPoints.colorNames
        classesNamedOutsideSwift = entryPoints.namedClasses
        storyboardRootNames = entryPoints.storyboardRoots
        self.reachability = reachability
    }

    /// Protocols that inherit nothing but these may be extended with helpers only Swift calls.
    static let markerProtocols: Set<String> = ["AnyObject", "class", "Sendable"]

    /// Whether the build may infer `@objc` for members that do not say it: true unless Xcode
    /// project files are there to read and none of them, nor any `.xcconfig`, turns on Swift 3
    /// `@objc` inference (`SWIFT_SWIFT3_OBJC_INFERENCE = On`, `-enable-swift3-objc-inference`)
    /// or builds in Swift 3 mode, which inferred it. A vendored library's example project
    /// (`FloatLabelExample/`, a folder `DeveloperApps` names) builds none of the app's code and is
    /// not read, unless every project lies in such folders.
    static func mayInferObjC(_ project: Project) -> Bool {
        guard !project.xcodeProjects.isEmpty else { return true }
        let files = project.files(of: .xcodeProject) + project.files(of: .buildSettings)
        let outsideExamples = files.filter { !DeveloperApps.liesInDeveloperFolder($0.path) }
        for file in outsideExamples.contains(where: { $0.kind == .xcodeProject }) ? outsideExamples : files {
            guard let text = project.text(of: file) else { return true }
            if text.contains("swift3-objc-inference") { return true }
            for line in text.split(whereSeparator: \.isNewline) {
                let setting = line.filter { !$0.isWhitespace }
                if setting.hasPrefix("SWIFT_SWIFT3_OBJC_INFERENCE="), !setting.hasPrefix("SWIFT_SWIFT3_OBJC_INFERENCE=Off"),
                   !setting.hasPrefix("SWIFT_SWIFT3_OBJC_INFERENCE=Default") { return true }
                if setting.hasPrefix("SWIFT_VERSION=3") || setting.hasPrefix("SWIFT_VERSION=\"3") { return true }
            }
        }
        return false
    }

    /// By path, the lines of the methods of extensions of the project's own protocols that no
    /// code outside tests names: helpers nothing calls, such as a protocol's
    /// `presentAlertWithAction` default that no screen uses. Conservative: the protocol must be
    /// declared in the project and inherit only such protocols (so no system protocol's
    /// requirement is being implemented), the method carries no attribute or `override`
    /// (`ExtensionMethod`), a name used anywhere (even in debug code, or in its own body) counts
    /// as used, and a library's public method counts as used unless the project has an app
    /// target (then the library's clients are in the project).
    static func unnamedProtocolExtensionMethods(_ outlines: [FileOutline], libraryClientsInProject: Bool) -> [String: [ClosedRange<Int>]] {
        var protocols: [String: [String]] = [:]
        var otherTypes = Set<String>()
        for declaration in outlines.flatMap(\.declarations) {
            switch declaration.kind {
            // An `@objc` protocol's adopters may be reached from Objective-C.
            case .protocol: if declaration.isMarkedEntryPoint { otherTypes.insert(declaration.name) } else { protocols[declaration.name] = declaration.inheritedNames }
            case .type, .function, .constant: otherTypes.insert(declaration.name)
            case .extension: break
            }
        }
        var own = Set<String>(), changed = true
        while changed {
            changed = false
            for (name, inherited) in protocols where !own.contains(name) && !otherTypes.contains(name)
                && inherited.allSatisfy({ markerProtocols.contains($0) || own.contains($0) }) {
                own.insert(name)
                changed = true
            }
        }
        guard !own.isEmpty else { return [:] }
        var named = Set<String>()
        for outline in outlines where outline.scope != .test {
            named.formUnion(outline.looseReferences.all.map(NameReferences.memberName).map(String.init))
            for declaration in outline.declarations { named.formUnion(declaration.references.all.map(NameReferences.memberName).map(String.init)) }
        }
        var result: [String: [ClosedRange<Int>]] = [:]
        for outline in outlines where outline.scope != .test {
            for method in outline.extensionMethods where own.contains(method.extendedName) && !named.contains(method.name) {
                guard !(method.isPublic && outline.isLibrary && !libraryClientsInProject) else { continue }
                result[outline.path, default: []].append(method.lines)
            }
        }
        return result
    }

    /// The top-level declarations (types, extensions' types, global functions) that shipping
    /// code reaches only through one of `gates`, the gates among them: what a screen that locks
    /// its appearance shows and nothing else shows. Empty when reachability was not decided
    /// (Objective-C, classes looked up at run time, a file not read).
    public func declarations(reachedOnlyThrough gates: Set<String>) -> Set<String> {
        reachability.reachedOnlyThrough(gates)
    }

    /// The top-level declarations within `hops` shipping uses of what the app starts from (its
    /// entry points and the names loose code uses are 0 hops away; what an `App` struct's body
    /// writes, 1): how near the launch a screen is. Names are matched as reachability matches
    /// them, without types. Nil where reachability was not decided.
    public func declarations(withinHops hops: Int) -> Set<String>? {
        reachability.within(hops: hops)
    }

    /// The top-level declarations whose shipping code names `name` (a view model's views).
    public func declarations(naming name: String) -> Set<String> {
        reachability.users(of: name)
    }

    /// The scope of the code at a position. Files that are not Swift (plists, projects) are
    /// the app's; unknown paths too, since when unsure, code ships.
    public func scope(at position: SourcePosition) -> CodeScope {
        guard let file = scopesByFile[position.path] else { return .app }
        return file.regions.first { $0.lines.contains(position.line) }?.scope ?? file.scope
    }

    /// A Swift file's scope, and its regions of other scopes (nil for a file the model has not seen).
    public func scopes(ofFile path: String) -> FileScopes? {
        scopesByFile[path]
    }
}

/// One file's scopes: the file's own, from its target, and the lines that differ from it.
public struct FileScopes: Sendable {
    public struct Region: Sendable {
        public let lines: ClosedRange<Int>
        public let scope: CodeScope
    }

    public let scope: CodeScope
    /// Previews first, then `#if DEBUG` clauses, then `#if os(macOS)`-style clauses, then
    /// private code nothing uses, then `#available` fallbacks for iOS versions no target supports, then protocol-extension methods and members nothing names, then
    /// declarations that do not ship: the first region holding a line decides its scope.
    public let regions: [Region]

    init(_ outline: FileOutline, reachability: Reachability, unnamedMethods: [ClosedRange<Int>] = []) {
        scope = outline.scope
        guard scope != .test else {
            regions = []
            return
        }
        var regions = outline.previewLines.map { Region(lines: $0, scope: .preview) }
            + outline.debugLines.map { Region(lines: $0, scope: .debugOnly) }
            + outline.otherPlatformLines.map { Region(lines: $0, scope: .otherPlatform) }
            + outline.unusedPrivateLines.map { Region(lines: $0, scope: .unreachable) }
            + outline.olderIOSLines.map { Region(lines: $0, scope: .unreachable) }
            + unnamedMethods.map { Region(lines: $0, scope: .unreachable) }
        if reachability.decidedScopes.contains(scope) {
            for declaration in outline.declarations {
                switch reachability.notShipping[declaration.name] {
                case .debugOnly?: regions.append(Region(lines: declaration.lines, scope: .debugOnly))
                case .otherPlatform?: regions.append(Region(lines: declaration.lines, scope: .otherPlatform))
                case .unreachable?: regions.append(Region(lines: declaration.lines, scope: .unreachable))
                case .shipping?, nil: break
                }
            }
        }
        self.regions = regions
    }
}

extension Project {
    /// The scope of the code at a position, for project checks weighing facts: evidence from
    /// tests, previews and debug-only code is not evidence of what ships.
    public func scope(at position: SourcePosition) -> CodeScope {
        if FileKind.classify(position.path)?.isAndroid == true { return android.scope(at: position) }
        if FileKind.classify(position.path) == .dart { return hasFlutterFiles ? flutter.scope(at: position) : FlutterModel.scope(ofPath: position.path) }
        if FileKind.classify(position.path) == .javaScript { return hasReactNative ? reactNative.scope(at: position) : ReactNativeModel.scope(ofPath: position.path) }
        if liesInUnopenedScene(position) { return .unreachable }
        return model?.scope(at: position) ?? .app
    }

    /// True when the code at a position ships to users (app, extension or watch app).
    public func ships(_ position: SourcePosition) -> Bool {
        CodeScope.shipping.contains(scope(at: position))
    }
}

extension Project {
    /// The facts recorded under `key` at positions that ship: evidence from previews, `#if DEBUG`
    /// code and code nothing ships is not evidence of what users get (a "delete account" path
    /// only a debug menu reaches is no deletion path).
    public func shippingFacts<Value>(_ key: FactKey<Value>, at position: (Value) -> SourcePosition) -> [Value] {
        facts.values(key).filter { ships(position($0)) }
    }
}
