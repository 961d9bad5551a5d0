import Foundation
import SwiftSyntax
import ThumbruleChecks
import ThumbruleCore
import ThumbruleFrontEnds

/// One thing in the project that shows an area applies: `import GoogleMobileAds` at a line.
public struct AreaSighting: Sendable, Codable, Equatable, CustomStringConvertible {
    /// What was seen, as a reader would search for it: `import StoreKit`, `UNUserNotificationCenter`,
    /// `Info.plist key UIBackgroundModes`, `Gradle dependency androidx.work:work-runtime`.
    public var what: String
    public var path: String
    /// 0 when the whole file is the evidence (a StoreKit configuration, a build setting).
    public var line: Int

    public init(what: String, path: String, line: Int) {
        self.what = what
        self.path = path
        self.line = line
    }

    public var description: String { "\(what) (\(place))" }
    /// `path:line`, or the path when the whole file is the evidence.
    public var place: String { line > 0 ? "\(path):\(line)" : path }
}

/// The contextual areas a project's shipping code uses, each with what showed it, read with
/// `AreaEvidence`: Swift imports, names and type names; Info.plist keys, entitlements and
/// project files; and the Gradle dependencies and manifest permissions the Android model
/// reads. Swift files are parsed only when their text holds a name the table lists.
public struct AreaSurvey: Sendable {
    /// Evidence by area, each thing once at its first sighting, in path and line order.
    public let evidence: [String: [AreaSighting]]

    public var areas: Set<String> { Set(evidence.keys) }

    /// Surveys the project. With `screenPaths`, only those Swift files count: a screen uses
    /// what its own code and the views it composes use, not what the app declares elsewhere.
    public init(_ sources: ProjectSources, screenPaths: Set<String>? = nil, table: [AreaEvidence.Signals] = AreaEvidence.areas) {
        var found: [String: [AreaSighting]] = [:]
        func add(_ areas: [String], _ sighting: AreaSighting) {
            for area in areas { found[area, default: []].append(sighting) }
        }
        var byModule: [String: [String]] = [:], byName: [String: [String]] = [:]
        var typeWords: [(area: String, words: [String])] = []
        var labelled: [(area: String, name: String, labels: Set<String>)] = []
        for signals in table {
            labelled += signals.labelledCalls.map { (signals.area, $0.key, $0.value) }
            for module in signals.modules { byModule[module, default: []].append(signals.area) }
            for name in signals.names { byName[name, default: []].append(signals.area) }
            typeWords += signals.typeNameWords.map { (signals.area, $0) }
        }
        let requestAreas = table.filter(\.permissionRequests).map(\.area)
        let requestNames: [String] = requestAreas.isEmpty ? [] : PermissionAPIs.all.compactMap { api in
            guard api.prompts, case .call(let name, _, _) = api.trigger else { return nil }
            return name
        }
        let words = Set(byModule.keys).union(byName.keys).union(requestNames).union(labelled.map(\.name))
            .union(typeWords.map { $0.words.map(\.capitalized).joined() })

        for path in sources.swiftPaths where screenPaths?.contains(path) ?? true {
            guard sources.project.resolver.target(for: path).kind != .tests, let text = sources.text(path),
                  words.contains(where: text.contains), let file = sources.swiftFile(path) else { continue }
            let index = file.index
            func ships(_ node: some SyntaxProtocol) -> Bool {
                !index.isInPreview(node) && !index.debugRanges.contains { $0.contains(node.position) }
            }
            func sighting(_ what: String, _ node: some SyntaxProtocol) -> AreaSighting {
                AreaSighting(what: what, path: path, line: file.position(of: node).line)
            }
            for node in index.imports where ships(node) {
                guard let module = node.path.first?.name.text, let areas = byModule[module] else { continue }
                add(areas, sighting("import \(module)", node))
            }
            for (name, areas) in byName {
                let nodes: [Syntax] = index.calls(name).map(Syntax.init) + index.memberAccesses(name).map(Syntax.init) + index.references(name).map(Syntax.init)
                if let node = nodes.filter(ships).min(by: { $0.position < $1.position }) { add(areas, sighting(name, node)) }
            }
            for call in labelled {
                let found = index.calls(call.name).first { ships($0) && $0.argumentLabels.contains(where: call.labels.contains) }
                if let found { add([call.area], sighting("\(call.name)(\(found.argumentLabels.map { $0 + ":" }.joined()))", found)) }
            }
            for type in index.typeNamesInOrder where ships(type) {
                let name = Symbols.bareName(type.trimmedDescription)
                if let areas = byName[name] { add(areas, sighting(name, type)) }
            }
            for declaration in index.typeDeclarations where ships(declaration.node) {
                for inherited in declaration.inheritedNames {
                    if let areas = byName[Symbols.bareName(inherited)] { add(areas, sighting(Symbols.bareName(inherited), declaration.node)) }
                }
                guard !declaration.isExtension else { continue }
                let nameWords = NameWords.split(declaration.name)
                for rule in typeWords where AreaSurvey.holds(nameWords, rule.words) {
                    add([rule.area], sighting("type \(declaration.name)", declaration.node))
                }
            }
            // The permission checks' own reading of a request, so `review` and `check` agree.
            if !requestAreas.isEmpty {
                for match in PermissionUses.matches(in: file, where: \.prompts) where ships(match.node) {
                    add(requestAreas, sighting(match.api.name, match.node))
                }
            }
        }
        if screenPaths == nil { AreaSurvey.surveyProjectFiles(sources.project, table: table, add: add) }
        evidence = found.mapValues(AreaSurvey.firstOfEach)
    }

    /// Info.plists, entitlements, generated Info.plist keys, project files, and Android builds.
    private static func surveyProjectFiles(_ project: Project, table: [AreaEvidence.Signals], add: ([String], AreaSighting) -> Void) {
        func areas(_ test: (AreaEvidence.Signals) -> Bool) -> [String] { table.filter(test).map(\.area) }
        func keyAreas(_ key: String) -> [String] {
            areas { $0.plistKeys.contains(key) || $0.plistKeySuffixes.contains(where: key.hasSuffix) }
        }
        func shipping(_ path: String) -> Bool { project.resolver.target(for: path).kind != .tests }
        for (path, plist) in project.infoPlists.sorted(by: { $0.key < $1.key }) where shipping(path) {
            for key in plist.root.keys.sorted() {
                add(keyAreas(key), AreaSighting(what: "Info.plist key \(key)", path: path, line: plist.line(of: key)))
            }
        }
        for xcodeProject in project.xcodeProjects {
            for target in xcodeProject.targets where target.kind != .tests {
                for key in target.generatedInfoPlistKeys.keys.sorted() {
                    add(keyAreas(key), AreaSighting(what: "build setting INFOPLIST_KEY_\(key)", path: xcodeProject.path, line: 0))
                }
                // A package product linked by the target counts as its module would, imported or not.
                for product in target.packageProducts.sorted() {
                    add(areas { $0.modules.contains(product) }, AreaSighting(what: "Swift package product \(product)", path: xcodeProject.path, line: 0))
                }
            }
        }
        for (path, entitlements) in project.entitlements.sorted(by: { $0.key < $1.key }) where shipping(path) {
            for key in entitlements.root.keys.sorted() {
                add(areas { $0.entitlements.contains(key) }, AreaSighting(what: "entitlement \(key)", path: path, line: entitlements.line(of: key)))
            }
        }
        for signals in table {
            for kind in signals.fileKinds {
                for file in project.files(of: kind) where shipping(file.path) {
                    add([signals.area], AreaSighting(what: "file \((file.path as NSString).lastPathComponent)", path: file.path, line: 0))
                }
            }
        }
        guard project.hasAndroidFiles else { return }
        let android = project.android
        for build in android.builds {
            for app in build.apps {
                for module in [app.module] + build.gradle.moduleClosure(of: app.module) {
                    guard let buildFile = module.buildFile.map(build.projectPath) else { continue }
                    for dependency in module.dependencies where dependency.scope == .shipping {
                        let matching = areas { signals in
                            signals.gradle.contains { $0.hasSuffix(":") ? dependency.group + ":" == $0 : dependency.module == $0 }
                        }
                        add(matching, AreaSighting(what: "Gradle dependency \(dependency.module)", path: buildFile, line: dependency.position.line))
                    }
                }
                for permission in app.manifest.permissions {
                    guard let position = app.position(permission.permission.position, in: permission.origin) else { continue }
                    let short = permission.name.hasPrefix("android.permission.") ? String(permission.name.dropFirst("android.permission.".count)) : permission.name
                    add(areas { $0.permissions.contains(short) }, AreaSighting(what: "permission \(short)", path: position.path, line: position.line))
                }
            }
        }
    }

    /// True when `words` holds `run` as consecutive words.
    static func holds(_ words: [String], _ run: [String]) -> Bool {
        guard !run.isEmpty, words.count >= run.count else { return false }
        return (0...(words.count - run.count)).contains { Array(words[$0..<($0 + run.count)]) == run }
    }

    /// Each thing once, at its first sighting, in path and line order.
    static func firstOfEach(_ sightings: [AreaSighting]) -> [AreaSighting] {
        var seen = Set<String>()
        return sightings.sorted { ($0.path, $0.line, $0.what) < ($1.path, $1.line, $1.what) }.filter { seen.insert($0.what).inserted }
    }
}
