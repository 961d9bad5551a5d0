import SwiftSyntax

/// What the model needs from one Swift file, recorded by the engine in the file pass
/// (`CoreFacts`) from the index lists, so the model is built without the syntax trees:
/// the file's scope, its preview and `#if DEBUG` lines, and its top-level declarations
/// with the names each one uses.
public struct FileOutline: Sendable, Codable {
    package static let facts = FactKey<FileOutline>("core.file-outline")

    public let path: String
    /// The scope of the file as a whole, from its target.
    public let scope: CodeScope
    /// True for a Swift package or framework, whose public API has clients outside the project.
    let isLibrary: Bool
    let previewLines: [ClosedRange<Int>]
    /// `#if DEBUG` clauses, and (once the model settles flag gates) code gated by a flag the
    /// release build leaves off.
    var debugLines: [ClosedRange<Int>]
    /// By flag name, the lines that run only while the flag holds (`ConditionGates.byFlag`).
    let flagGatedLines: [String: [ClosedRange<Int>]]
    /// `Bool` properties that read one Info.plist key, by property name: `var isQaBuild: Bool
    /// { bool(forKey: "IS_QA_BUILD") }` (`infoPlistFlags`).
    let infoPlistFlags: [String: String]
    /// What decides the switches an App Store build leaves off (`StoreBuildFlags`).
    let storeBuildFlags: StoreBuildFlags
    /// By argument label, what the calls outside previews and `#if DEBUG` passing it build
    /// (`UnpassedProperties.builtType`): a property's label no shipping call that may build its
    /// type passes leaves it `nil` (`UnpassedProperties`).
    let calleesByLabel: [String: Set<String>]
    /// What the shipping calls with a trailing closure build (`UnpassedProperties.trailingClosureCallee`):
    /// such a call may pass an optional closure property with no label.
    let trailingClosureCallees: Set<String>
    /// The names the file writes only as `.x` case patterns, which make no case
    /// (`UnconstructedCases`).
    let casePatternOnlyNames: Set<String>
    /// `Type.member` of the static members that hold only when the app is launched with an
    /// argument (`LaunchArgumentGates.accessors`).
    let launchArgumentAccessors: Set<String>
    /// The day its header says the file was created on (`SourceDate`), against which the model
    /// settles the code that runs only before a literal day (`ExpiredDateGates`).
    let createdDay: Int?
    /// The `else` of `if #available(iOS X, *)` checks where `X` is no newer than the oldest iOS
    /// the file's targets support: code no supported device runs. Empty when that is unknown.
    let olderIOSLines: [ClosedRange<Int>]
    /// `#if os(macOS)`-style clauses: code for a platform that is not a phone.
    let otherPlatformLines: [ClosedRange<Int>]
    /// A `var` so the model can drop the uses of members nothing names (`UnnamedMembers`).
    var declarations: [TopLevelDeclaration]
    /// Names used outside the recorded declarations: top-level code, global variables and
    /// type aliases. They are used whenever the file is built, so they count as roots.
    var looseReferences: NameReferences
    /// Classes looked up by name at run time: `NSClassFromString("X")`, `Bundle.classNamed("X")`.
    let classNameLookups: [String]
    /// The literal endings of class names built at run time and then looked up
    /// (`NSClassFromString(runtimeName.appending("_IgnoreSafeArea"))`): only a class whose
    /// name ends so can be found (`lookedUpSuffix`).
    let classNameSuffixLookups: [String]
    /// True when a class is looked up by a name built at run time, which may be any class.
    let looksUpClassesDynamically: Bool
    /// Private declarations nothing in the file uses (`UnusedPrivateCode`).
    let unusedPrivateLines: [ClosedRange<Int>]
    /// `false`-initialised states and what the file sets them to (`UnsetStates`).
    let unsetStates: UnsetStates
    /// Methods of top-level extensions that only Swift can call by name (`ExtensionMethod`).
    let extensionMethods: [ExtensionMethod]
    /// The members of its types that only a use of their name runs, and what could call them by other means.
    var memberOutline: MemberOutline

    /// The scope a file of this target has as a whole.
    package static func scope(of target: BuildTarget) -> CodeScope {
        if target.isDeveloperApp { return .developerApp }
        switch target.kind {
        case .tests: return .test
        case .notBuilt: return .unreachable
        case .appExtension: return .appExtension
        case .watchApp: return .watchApp
        case .otherPlatformApp: return .otherPlatform
        case .app, .appClip, .framework, .swiftPackage: return .app
        }
    }
}

/// A method written in a top-level extension, recorded so the model can tell a protocol
/// extension's helper that nothing names (`func presentAlertWithAction` in
/// `extension AlertPresenting`) from code that runs. Only methods the system cannot call by
/// name are recorded: not `override`, `dynamic` or with any attribute (`@objc`, `@IBAction`…),
/// not in an extension with an attribute, and not named like a system requirement (`body`,
/// `makeBody`: `UnusedPrivateCode.systemRequirementNames`).
struct ExtensionMethod: Sendable, Codable {
    let name: String
    /// The extended type's first name (`AlertPresenting`).
    let extendedName: String
    let lines: ClosedRange<Int>
    /// `public`/`open`, on the method or its extension.
    let isPublic: Bool
}

/// The names a piece of code uses, split by whether the code ships, exists only in debug
/// builds, or is compiled only for a platform that is not a phone (`#if os(macOS)`). Names
/// used by previews are left out: a preview is not a use. A name written after a capitalised
/// one is kept with it (`Strings.FacetView`, `written`): `topLevelName` is the declaration it
/// may reach, `memberName` the member it names.
struct NameReferences: Sendable, Codable {
    var shipping: Set<String> = []
    var debug: Set<String> = []
    var otherPlatform: Set<String> = []
    /// Names used only where a flag holds, by flag name (`a && b` under several), until the model knows which flags the
    /// release build leaves off and moves them to `debug` or `shipping` (`settlingFlagGates`).
    var gated: [String: Set<String>] = [:]
    /// Every use, in any build, as a member could be named: `Type.name` when the code names
    /// the type (`Theme.UIFonts.titleMedium()`, `Self.x`, `self.x`, a bare `x` inside the
    /// type), else the bare name (`UnnamedMembers`). Filled in declarations and loose code only.
    var memberKeys: Set<String> = []

    enum Bucket { case shipping, debug, otherPlatform, gated(String) }

    /// How a use is kept: `Strings.FacetView` when the code writes the name after a capitalised
    /// name that is not a module the file imports (a type, or a type's member), else the bare
    /// name. Written after a type of the project's own, it names that type's member, never the
    /// top-level declaration of the same name (`topLevelName`).
    static func written(_ name: String, after base: String?, modules: Set<String>) -> String {
        guard let base, base.first?.isUppercase == true, base != "Self", !modules.contains(base) else { return name }
        return base + "." + name
    }

    /// The member a use names: `FacetView` for `Strings.FacetView`.
    static func memberName(_ name: String) -> Substring {
        name.firstIndex(of: ".").map { name[name.index(after: $0)...] } ?? Substring(name)
    }

    /// The top-level declaration a use may reach: the bare name, nil for a member of a type the
    /// project declares (`Strings.FacetView` reaches no top-level `FacetView`). After another
    /// name (a system type, a module the file does not import) the member may still be the
    /// top-level declaration, so it reaches it.
    static func topLevelName(_ name: String, declaredTypes: Set<String>) -> String? {
        guard let dot = name.firstIndex(of: ".") else { return name }
        return declaredTypes.contains(String(name[..<dot])) ? nil : String(name[name.index(after: dot)...])
    }

    /// Every name, whatever builds the code is in.
    var all: Set<String> { shipping.union(debug).union(otherPlatform).union(gated.values.joined()) }

    /// The key of code gated by every one of `flags`.
    static func allOf(_ flags: [String]) -> String { Set(flags).sorted().joined(separator: " && ") }

    /// These references with the gated names moved to `debug` when one of their flags is off in
    /// the release build, and to `shipping` otherwise.
    func settlingFlagGates(_ offFlags: Set<String>) -> NameReferences {
        guard !gated.isEmpty else { return self }
        var settled = self
        for (flag, names) in gated {
            if flag.split(separator: " && ").contains(where: { offFlags.contains(String($0)) }) { settled.debug.formUnion(names) } else { settled.shipping.formUnion(names) }
        }
        settled.gated = [:]
        return settled
    }
}

/// A type, protocol, extension, global function or global constant declared at the top level of a file.
struct TopLevelDeclaration: Sendable, Codable {
    enum Kind: Sendable, Codable { case type, `protocol`, `extension`, function, constant }

    /// The type or function name; for an extension, the extended type's first name
    /// (`Foo` for `extension Foo.Bar`), since extensions belong to their type.
    let name: String
    let kind: Kind
    let lines: ClosedRange<Int>
    let inheritedNames: [String]
    /// A class: the only kind of declaration a lookup by a name built at run time can reach.
    let isClass: Bool
    /// `@main`, `@UIApplicationMain`, `@objc`…: the system or Objective-C reaches it.
    let isMarkedEntryPoint: Bool
    let isPublic: Bool
    var references: NameReferences
    /// The names it uses outside its `MemberOutline` members.
    var outsideMembers: NameReferences
}

extension FileOutline {
    /// Attributes that make a declaration reachable whatever names it.
    static let entryPointAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain", "objc", "objcMembers"]

    package init(_ file: SwiftFile) {
        path = file.path
        scope = FileOutline.scope(of: file.target)
        isLibrary = [.swiftPackage, .framework].contains(file.target.kind)
        let index = file.index
        func lines(_ range: Range<AbsolutePosition>) -> ClosedRange<Int> {
            file.position(at: range.lowerBound).line...file.position(at: range.upperBound).line
        }
        previewLines = index.previewRanges.map(lines)
        debugLines = index.debugRanges.map(lines)
        // The fallback of an `#available` check runs on no iOS the file's targets support; the
        // lowest version a current Xcode builds for counts as supported whatever the project says.
        olderIOSLines = file.target.iOSDeploymentTarget.flatMap(OSVersion.init).map { declared in
            let oldest = max(declared, OSVersion.oldestBuildableIOS)
            return index.olderIOSFallbacks.filter { $0.version <= oldest }.map { lines($0.range) }
        } ?? []
        // What follows an `#if os(iOS)` clause, and what a widget draws for a watch-only family,
        // is the watch's code in a watch app's file.
        let otherPlatformRanges = index.otherPlatformRanges
            + (scope == .watchApp ? [] : index.afterPhoneClauseRanges + index.watchOnlyWidgetCaseRanges)
        otherPlatformLines = otherPlatformRanges.map(lines)
        // `#if canImport(X)` clauses are gated by the flag `canImport(X)`, which the model turns
        // off when the project never links `X` (`UnlinkedModules`), `#if QA` clauses by one the
        // model turns off when the store build does not define `QA` (`CompilationConditions`); code a state that is never
        // true gates, by a flag the model always turns off (`keyingStatesNeverSet`).
        // Code that runs only before a literal day is gated by a flag naming the day, code that
        // runs only once an optional property holds a value by one naming the property, which the
        // model turns off when no call passes it (`UnpassedProperties`), as it does the branches
        // of an enum's `switch self` for a case nothing makes (`UnconstructedCases`), code that runs
        // only outside production by a flag the model always turns off (`ProductionGates`), and the
        // body of `if false` by a flag that is never set.
        let flagRegions = scope == .test ? [:] : ConditionGates.keyingStatesNeverSet(ConditionGates.byFlag(in: file), in: file).merging(
            index.canImportRanges.map { (UnlinkedModules.flag(for: $0.key), $0.value) }, uniquingKeysWith: +)
            .merging(index.compilationConditionRanges, uniquingKeysWith: +)
            .merging(ExpiredDateGates.byFlag(in: file), uniquingKeysWith: +)
            .merging(UnpassedProperties.byFlag(in: file), uniquingKeysWith: +)
            .merging(UnconstructedCases.byFlag(in: file), uniquingKeysWith: +)
            .merging(ProductionGates.byFlag(in: file), uniquingKeysWith: +)
            .merging(LaunchArgumentGates.byFlag(in: file), uniquingKeysWith: +)
            .merging(UnsetStates.presentedByState(in: file), uniquingKeysWith: +)
            .merging(index.literalFalseBodies.isEmpty ? [:] : [ConditionGates.neverSetFlag(for: "false"): index.literalFalseBodies],
                     uniquingKeysWith: +)
        flagGatedLines = flagRegions.mapValues { $0.map(lines) }
        infoPlistFlags = scope == .test ? [:] : FileOutline.infoPlistFlags(in: file)
        storeBuildFlags = scope == .test ? StoreBuildFlags() : StoreBuildFlags(file)
        createdDay = SourceDate.createdDay(of: file)
        launchArgumentAccessors = scope == .test ? [] : LaunchArgumentGates.accessors(in: file)
        let unshipped = index.previewRanges + index.debugRanges
        let shippingCalls = scope == .test ? [] : index.callsInOrder.filter { call in !unshipped.contains { $0.contains(call.position) } }
        calleesByLabel = shippingCalls.reduce(into: [:]) { callees, call in
            let built = UnpassedProperties.builtType(by: call)
            for label in call.arguments.compactMap({ $0.label?.text }) + call.additionalTrailingClosures.map(\.label.text) {
                callees[label, default: []].insert(built)
            }
        }
        trailingClosureCallees = Set(shippingCalls.compactMap(UnpassedProperties.trailingClosureCallee))
        casePatternOnlyNames = scope == .test ? [] : UnconstructedCases.patternOnlyNames(in: file)
        // Flattened once, for the bucket of each use below.
        let flagSpans = flagRegions.flatMap { flag, ranges in ranges.map { (flag, $0) } }
        guard scope != .test else {
            declarations = []
            looseReferences = NameReferences()
            classNameLookups = []
            classNameSuffixLookups = []
            looksUpClassesDynamically = false
            unusedPrivateLines = []
            unsetStates = UnsetStates()
            extensionMethods = []
            memberOutline = MemberOutline()
            return
        }
        let items = FileOutline.topLevelItems(file.tree.statements)
        // `main.swift` runs its top-level code in order, global initialisers included.
        let isMainFile = file.path == "main.swift" || file.path.hasSuffix("/main.swift")
        let named = items.map { FileOutline.declarationName($0, globalsRunAtOnce: isMainFile) }
        let spans = items.map { $0.position..<$0.endPosition }
        // Every name's uses, attributed to the top-level declarations around them. The index's
        // lists are in source order, so the declarations holding a name come in order too, and
        // each name is added once per declaration.
        var used = Array(repeating: NameReferences(), count: items.count)
        var outside = used
        var loose = NameReferences()
        // What only an unused private declaration uses is used by nothing that runs: a private
        // `giveawayCell` whose only caller is commented out reaches its `GiveawayModal` for no one.
        let unusedPrivate = UnusedPrivateCode.ranges(in: file)
        var memberRanges: [Range<AbsolutePosition>] = []
        var members = MemberOutline(file, items: items, spans: spans, named: named.map { $0 != nil }, ranges: &memberRanges)
        // A switch rather than a writable key path: a generic key-path write per reference.
        func insert(_ name: String, _ bucket: NameReferences.Bucket, into references: inout NameReferences) {
            switch bucket {
            case .shipping: references.shipping.insert(name)
            case .debug: references.debug.insert(name)
            case .otherPlatform: references.otherPlatform.insert(name)
            case .gated(let flag): references.gated[flag, default: []].insert(name)
            }
        }
        func record(_ name: String, at positions: [AbsolutePosition], keys: [String]? = nil, written: [String]? = nil) {
            for (offset, position) in positions.enumerated() {
                let key = keys?[offset] ?? name
                let name = written?[offset] ?? name
                if !index.previewRanges.isEmpty, index.previewRanges.contains(where: { $0.contains(position) }) { continue }
                if !unusedPrivate.isEmpty, unusedPrivate.contains(where: { $0.contains(position) }) { continue }
                let bucket: NameReferences.Bucket
                if !index.debugRanges.isEmpty, index.debugRanges.contains(where: { $0.contains(position) }) {
                    bucket = .debug
                } else if !otherPlatformRanges.isEmpty, otherPlatformRanges.contains(where: { $0.contains(position) }) {
                    bucket = .otherPlatform
                } else if !flagSpans.isEmpty, case let flags = flagSpans.filter({ $0.1.contains(position) }).map(\.0), !flags.isEmpty {
                    // Code under several flags (`FeatureFlags.x` is also recorded as `x`) runs only while all hold.
                    bucket = .gated(NameReferences.allOf(flags))
                } else {
                    bucket = .shipping
                }
                if let item = FileOutline.item(at: position, in: spans), named[item] != nil {
                    insert(name, bucket, into: &used[item])
                    if let member = FileOutline.item(at: position, in: memberRanges) {
                        insert(name, bucket, into: &members.members[member].references)
                        members.members[member].references.memberKeys.insert(key)
                    } else {
                        insert(name, bucket, into: &outside[item])
                        outside[item].memberKeys.insert(key)
                    }
                } else {
                    insert(name, bucket, into: &loose)
                    loose.memberKeys.insert(key)
                }
            }
        }
        let typeNames = MemberOutline.TypeNames()
        let modules = Set(index.importedModules)
        for (name, references) in index.referencesByName {
            record(name, at: references.map { $0.position }, keys: references.map { MemberOutline.memberKey($0, typeNames) },
                   written: references.map { reference in
                       let access = reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == reference.id ? $0 : nil }
                       return NameReferences.written(name, after: access?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, modules: modules)
                   })
        }
        var typePositions: [String: [AbsolutePosition]] = [:]
        for type in index.typeNamesInOrder {
            if let identifier = type.as(IdentifierTypeSyntax.self) {
                typePositions[identifier.name.text, default: []].append(type.position)
            } else if let member = type.as(MemberTypeSyntax.self) {
                let written = NameReferences.written(member.name.text, after: member.baseType.as(IdentifierTypeSyntax.self)?.name.text, modules: modules)
                typePositions[written, default: []].append(type.position)
            }
        }
        for (name, positions) in typePositions {
            record(name, at: positions, keys: Array(repeating: String(NameReferences.memberName(name)), count: positions.count))
        }
        var declarations: [TopLevelDeclaration] = []
        for (offset, node) in items.enumerated() {
            guard let (name, kind) = named[offset], let decl = node.asProtocol(WithAttributesSyntax.self) else { continue }
            let modifiers = node.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
            let attributes = decl.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText }
            let inherited = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.map { $0.type.trimmedSourceText } ?? []
            declarations.append(TopLevelDeclaration(
                name: name, kind: kind,
                lines: file.position(at: node.positionAfterSkippingLeadingTrivia).line...file.position(at: node.endPositionBeforeTrailingTrivia).line,
                inheritedNames: inherited,
                isClass: node.is(ClassDeclSyntax.self),
                isMarkedEntryPoint: attributes.contains(where: FileOutline.entryPointAttributes.contains),
                isPublic: modifiers.contains { ["public", "open"].contains($0.name.text) },
                references: used[offset], outsideMembers: outside[offset]))
        }
        self.declarations = declarations
        memberOutline = members
        looseReferences = loose
        let lookups = index.calls("NSClassFromString", "classNamed").filter { !FileOutline.onlyTestsKind($0, index) }.map { call -> (name: String?, suffix: String?) in
            guard let argument = call.arguments.first?.expression else { return (nil, nil) }
            if let literal = argument.as(StringLiteralExprSyntax.self), !literal.hasInterpolation { return (literal.plainText, nil) }
            return (nil, FileOutline.lookedUpSuffix(argument, index))
        }
        classNameLookups = lookups.compactMap(\.name)
        classNameSuffixLookups = lookups.compactMap(\.suffix)
        looksUpClassesDynamically = lookups.contains { $0.name == nil && $0.suffix == nil }
        unusedPrivateLines = unusedPrivate.map(lines)
        unsetStates = UnsetStates(file, unshipped: unshipped + unusedPrivate)
        extensionMethods = items.compactMap { $0.as(ExtensionDeclSyntax.self) }.flatMap { FileOutline.methods(of: $0, in: file) }
    }

    /// True when a class looked up by name is only tested against (`isKind(of: NSClassFromString(name)!)`,
    /// or `if let type: AnyClass = NSClassFromString(name), isKind(of: type)` with no other use of
    /// `type`): a kind test finds no object of a class nothing makes, so it reaches no class.
    static func onlyTestsKind(_ lookup: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        func isKindTest(_ expression: Syntax) -> Bool {
            var node = expression
            while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) { node = parent }
            guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "of",
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return ["isKind", "isMember", "isSubclass"].contains(call.calleeName)
        }
        if isKindTest(Syntax(lookup)) { return true }
        guard let binding = lookup.parent?.as(InitializerClauseSyntax.self)?.parent?.as(OptionalBindingConditionSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let statement = binding.parent?.parent?.parent, statement.is(IfExprSyntax.self) || statement.is(GuardStmtSyntax.self) else { return false }
        // A `guard`'s binding is used after it, in the block holding it.
        let scope = statement.is(GuardStmtSyntax.self) ? statement.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self).map(Syntax.init) }) : statement
        guard let scope else { return false }
        let uses = index.references(name).filter { scope.range.contains($0.position) && !lookup.range.contains($0.position) }
        return !uses.isEmpty && uses.allSatisfy { isKindTest(Syntax($0)) }
    }

    /// The literal text a class name built at run time ends with: `base.appending("_Suffix")`,
    /// `base + "_Suffix"`, `"\\(base)_Suffix"`, or a constant of the same function holding one of
    /// those (`let name = …; NSClassFromString(name)`). A lookup by such a name finds only a class
    /// whose name ends so: the swizzled subclass a safe-area hack registers under the system
    /// view's name. Nil when the name may end any way.
    static func lookedUpSuffix(_ expression: ExprSyntax, _ index: SwiftFileIndex, depth: Int = 0) -> String? {
        let suffix: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard depth == 0, let value = index.constantValue(of: reference) else { return nil }
            return lookedUpSuffix(value, index, depth: depth + 1)
        } else if let literal = expression.as(StringLiteralExprSyntax.self) {
            suffix = literal.segments.last?.as(StringSegmentSyntax.self)?.content.text
        } else if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "appending", call.arguments.count == 1 {
            suffix = call.arguments.first?.expression.as(StringLiteralExprSyntax.self).flatMap { $0.hasInterpolation ? nil : $0.plainText }
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
                  sequence.elements.dropLast().last?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
            suffix = sequence.elements.last?.as(StringLiteralExprSyntax.self).flatMap { $0.hasInterpolation ? nil : $0.plainText }
        } else {
            suffix = nil
        }
        // A suffix with a dot holds the end of a module name; the class is then named after it.
        guard let suffix, !suffix.isEmpty, !suffix.contains(".") else { return nil }
        return suffix
    }

    /// Every name the file uses, in any build.
    var namesUsed: Set<String> {
        declarations.reduce(looseReferences.all) { $0.union($1.references.all) }
    }

    /// This outline with its flag-gated uses and lines settled: those of a flag in `offFlags`
    /// (one the release build leaves off) are debug-only, the others ship.
    func settlingFlagGates(_ offFlags: Set<String>) -> FileOutline {
        var copy = self
        copy.debugLines += flagGatedLines.filter { offFlags.contains($0.key) }.flatMap(\.value)
        copy.looseReferences = looseReferences.settlingFlagGates(offFlags)
        for index in copy.declarations.indices {
            copy.declarations[index].references = declarations[index].references.settlingFlagGates(offFlags)
            copy.declarations[index].outsideMembers = declarations[index].outsideMembers.settlingFlagGates(offFlags)
        }
        for index in copy.memberOutline.members.indices {
            copy.memberOutline.members[index].references = memberOutline.members[index].references.settlingFlagGates(offFlags)
        }
        return copy
    }

    /// `Bool` properties whose value is read from one Info.plist key named by a literal, by
    /// property name: `var isQaBuild: Bool { bool(forKey: "IS_QA_BUILD") }`, `static let isBeta:
    /// Bool = Bundle.main.object(forInfoDictionaryKey: "IS_BETA") as? String == "YES"`: the one
    /// literal passed as an argument names the key. A
    /// negated read (`!`, `!=`) is left out, since its property is on when the key is off.
    static func infoPlistFlags(in file: SwiftFile) -> [String: String] {
        var flags: [String: String] = [:]
        for variable in file.index.variables {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      binding.typeAnnotation?.type.trimmedSourceText == "Bool",
                      let value = binding.initializer?.value ?? binding.accessorBlock?.getterExpression,
                      !value.tokens(viewMode: .sourceAccurate).contains(where: { ["!", "!="].contains($0.text) && $0.tokenKind != .exclamationMark }) else { continue }
                // The key is an argument (`bool(forKey: "K")`, `info["K"]`); a compared value (`== "YES"`) is not.
                let literals = file.index.stringLiterals.filter { value.range.contains($0.position) && $0.parent?.is(LabeledExprSyntax.self) == true }
                guard literals.count == 1, let literal = literals.first, !literal.hasInterpolation else { continue }
                flags[name] = literal.plainText
            }
        }
        return flags
    }

    /// The methods of an extension the system cannot call by name (`ExtensionMethod`).
    static func methods(of extensionDecl: ExtensionDeclSyntax, in file: SwiftFile) -> [ExtensionMethod] {
        guard extensionDecl.attributes.isEmpty,
              let extended = extensionDecl.extendedType.trimmedSourceText.split(separator: ".").first.map(String.init) else { return [] }
        let extensionIsPublic = extensionDecl.modifiers.contains { ["public", "open"].contains($0.name.text) }
        return extensionDecl.memberBlock.members.compactMap { member -> ExtensionMethod? in
            guard let function = member.decl.as(FunctionDeclSyntax.self), case .identifier(let name) = function.name.tokenKind,
                  function.attributes.isEmpty, !UnusedPrivateCode.systemRequirementNames.contains(name),
                  !function.modifiers.contains(where: { ["override", "dynamic"].contains($0.name.text) }) else { return nil }
            let lines = file.position(at: function.positionAfterSkippingLeadingTrivia).line...file.position(at: function.endPositionBeforeTrailingTrivia).line
            return ExtensionMethod(name: name, extendedName: extended, lines: lines,
                                   isPublic: extensionIsPublic || function.modifiers.contains { ["public", "open"].contains($0.name.text) })
        }
    }

    /// The index of the span holding `position`, by a binary search over sorted, disjoint
    /// spans worked out once per file: the top-level items, or the members recorded in them.
    static func item(at position: AbsolutePosition, in spans: [Range<AbsolutePosition>]) -> Int? {
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].upperBound <= position { low = middle + 1 } else { high = middle }
        }
        return low < spans.count && spans[low].lowerBound <= position ? low : nil
    }

    /// The declarations and statements at the top level, looking into `#if` blocks.
    static func topLevelItems(_ statements: CodeBlockItemListSyntax) -> [Syntax] {
        statements.flatMap { item -> [Syntax] in
            guard let conditional = item.item.as(IfConfigDeclSyntax.self) else { return [Syntax(item.item)] }
            return conditional.clauses.flatMap { clause -> [Syntax] in
                if case .statements(let inner)? = clause.elements { return topLevelItems(inner) }
                return [Syntax(clause)]
            }
        }
    }

    /// The name and kind under which the model tracks a top-level item, or nil for code whose
    /// uses count as roots (statements, operator functions, macros, global `var`s, and global
    /// constants of `main.swift` or with several bindings or attributes). A global constant
    /// elsewhere is made the first time it is read, so one nothing names never runs its
    /// initialiser (lockdown-ios's `let fontBold28 = UIFont(…)`, declared in Shared.swift and used
    /// nowhere). Global `var`s stay roots: the narrower step, which keeps in view code a judge
    /// counted as shipping in the binary (damus's unused `var` holding a private selector).
    static func declarationName(_ node: Syntax, globalsRunAtOnce: Bool) -> (String, TopLevelDeclaration.Kind)? {
        if !globalsRunAtOnce, let variable = node.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
           variable.attributes.isEmpty, variable.bindings.count == 1,
           let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return (name, .constant)
        }
        if let type = node.asProtocol(NamedDeclSyntax.self), node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self)
            || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self) {
            return (type.name.text, .type)
        }
        if let proto = node.as(ProtocolDeclSyntax.self) { return (proto.name.text, .protocol) }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            let root = extensionDecl.extendedType.trimmedSourceText.split(separator: ".").first.map(String.init)
            return root.map { ($0, .extension) }
        }
        if let function = node.as(FunctionDeclSyntax.self), case .identifier(let name) = function.name.tokenKind {
            return (name, .function)
        }
        return nil
    }
}
