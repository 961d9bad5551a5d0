import Foundation

/// Where the system, not the project's Swift code, starts using the project's declarations:
/// `@main` types, app and scene delegates, classes named in Info.plists, storyboards, xibs and
/// `NSClassFromString` strings, Core Data entities, `@objc` types, and the public API of a
/// library that no app of the project uses. Reachability starts here.
struct EntryPoints {
    /// Protocols and classes whose adopters the system finds and runs without the project naming them.
    static let systemAdopted: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate",
        "WKApplicationDelegate", "WKExtensionDelegate", "NSManagedObject",
        // App Intents are found by the build's metadata extraction, not by a reference.
        "AppIntent", "AppShortcutsProvider", "AppEntity", "AppEnum", "EntityQuery", "WidgetConfigurationIntent",
    ]

    /// The delegates a SwiftUI app runs only when its code installs them
    /// (`@UIApplicationDelegateAdaptor(AppDelegate.self)`, a scene configuration's `delegateClass`).
    static let adaptedDelegates: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "WKApplicationDelegate", "WKExtensionDelegate"]

    /// Info.plist keys naming a storyboard whose initial view controller is a first screen.
    static let storyboardKeys: Set<String> = ["UIMainStoryboardFile", "UISceneStoryboardFile", "NSExtensionMainStoryboard"]

    /// The storyboards the Info.plists (and targets' generated Info.plists) launch whole, by
    /// name: main, scene and extension storyboards, also per device (`UIMainStoryboardFile~ipad`).
    static func launchedStoryboards(in project: Project) -> Set<String> {
        var names = Set<String>()
        forEachInfoPlistString(in: project) { text, key in
            if let key, storyboardKeys.contains(String(key.prefix { $0 != "~" })) { names.insert(text) }
        }
        return names
    }

    /// Calls `body` with every string of the Info.plists and of the targets' generated Info.plist
    /// keys, and the key of the dictionary entry it sits under (an array's items share its key).
    static func forEachInfoPlistString(in project: Project, _ body: (_ text: String, _ key: String?) -> Void) {
        func visit(_ value: PlistValue, key: String?) {
            switch value {
            case .string(let text): body(text, key)
            case .array(let values): values.forEach { visit($0, key: key) }
            case .dictionary(let entries): entries.forEach { visit($0.value, key: $0.key) }
            case .number, .bool, .other: break
            }
        }
        for plist in project.infoPlists.values { visit(.dictionary(plist.root), key: nil) }
        for target in project.xcodeProjects.flatMap(\.targets) {
            visit(.dictionary(target.generatedInfoPlistKeys.mapValues(PlistValue.string)), key: nil)
        }
    }

    /// Class names used outside Swift: Info.plist values (`$(PRODUCT_MODULE_NAME).` stripped),
    /// `customClass` in storyboards and in xibs that may be loaded, `NSClassFromString` strings.
    let namedClasses: Set<String>
    /// The classes of the initial view controllers of the storyboards the Info.plists launch.
    let storyboardRoots: Set<String>
    /// Asset-catalog colours named outside Swift: by storyboards and xibs, and by an
    /// Info.plist's launch screen (`UIColorName`).
    let colorNames: Set<String>
    /// Whether the project has Objective-C files (`.m`, `.mm`).
    let hasObjectiveC: Bool
    /// The declared Swift names the Objective-C files write (they count as named outside
    /// Swift), or nil when one of those files cannot be read: then nothing is called unreachable.
    let namesInObjectiveC: Set<String>?
    /// The scopes (app, watch app) whose entry point is a SwiftUI `@main` App: there a
    /// delegate runs only if the code installs it, so it is not an entry point of its own.
    let swiftUIAppScopes: Set<CodeScope>
    /// Whether the project builds an app, the client of its libraries: then a library's public
    /// type that no code names ships in no app (as `UnnamedMembers` decides for members).
    let libraryClientsInProject: Bool

    init(project: Project, outlines: [FileOutline]) {
        // `NSClassFromString("Module.Class")` names the class with its module.
        var named = Set(outlines.flatMap(\.classNameLookups).compactMap { $0.split(separator: ".").last.map(String.init) })
        // A class whose name ends as a name built at run time and looked up does (`FileOutline.lookedUpSuffix`).
        let suffixes = Set(outlines.flatMap(\.classNameSuffixLookups))
        if !suffixes.isEmpty {
            named.formUnion(outlines.flatMap(\.declarations).filter { $0.isClass && suffixes.contains(where: $0.name.hasSuffix) }.map(\.name))
        }
        let storyboardNames = Self.launchedStoryboards(in: project)
        var colors = Set<String>()
        Self.forEachInfoPlistString(in: project) { text, key in
            if key == "UIColorName" { colors.insert(text) }
            if let last = text.split(separator: ".").last { named.insert(String(last)) }
        }
        var roots = Set<String>()
        // A xib makes its classes only when it is loaded by name: a cell nib nothing registers
        // makes no cell. A class another document makes may load the nib of its name itself.
        let documents = project.files(of: .interfaceBuilder).compactMap { file in
            (try? file.readData()).flatMap(InterfaceBuilderDocument.init(data:)).map { (file, $0) }
        }
        let xibNames = Set(documents.filter { $0.0.path.hasSuffix(".xib") }.map { Self.documentName($0.0) })
        let loadedXibs = UnreachableOwnerNibs.loadedByName(xibNames, outlines: outlines, in: project)
        for (file, document) in documents {
            let name = Self.documentName(file)
            if !file.path.hasSuffix(".xib") || loadedXibs.contains(name)
                || documents.contains(where: { $0.0.path != file.path && !$0.1.customClasses.isDisjoint(with: UnreachableOwnerNibs.spellings(ofNib: name)) }) {
                named.formUnion(document.customClasses)
            }
            colors.formUnion(document.colorNames)
            if file.path.hasSuffix(".storyboard"), storyboardNames.contains(name) { roots.formUnion(document.initialClasses) }
        }
        let objectiveC = project.files(of: .objectiveC)
        hasObjectiveC = !objectiveC.isEmpty
        namesInObjectiveC = objectiveC.isEmpty ? [] : WrittenNames.names(
            among: Set(outlines.flatMap { $0.declarations.map(\.name) }), in: objectiveC, project: project)
        namedClasses = named.union(namesInObjectiveC ?? [])
        storyboardRoots = roots
        colorNames = colors
        libraryClientsInProject = !project.appTargets.isEmpty
        swiftUIAppScopes = Set(outlines.filter { outline in
            outline.declarations.contains { $0.isMarkedEntryPoint && $0.inheritedNames.contains("App") }
        }.map(\.scope))
    }

    private static func documentName(_ file: WorkspaceFile) -> String {
        ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// True when something outside the project's Swift code reaches the declaration.
    func contains(_ declaration: TopLevelDeclaration, in file: FileOutline) -> Bool {
        declaration.isMarkedEntryPoint
            || declaration.inheritedNames.contains { name in
                EntryPoints.systemAdopted.contains(name)
                    && !(EntryPoints.adaptedDelegates.contains(name) && swiftUIAppScopes.contains(file.scope))
            }
            // Only a class is made from its name: an Info.plist's `UILaunchStoryboardName`
            // naming `LaunchScreen` makes no `struct LaunchScreen: View` (brrow-ios).
            || namedClasses.contains(declaration.name) && !(declaration.kind == .type && !declaration.isClass)
            || file.isLibrary && declaration.isPublic && !libraryClientsInProject
    }
}

extension Project {
    /// The storyboards the Info.plists launch whole, by name (`EntryPoints.launchedStoryboards`).
    package var launchedStoryboards: Set<String> { EntryPoints.launchedStoryboards(in: self) }
}
