/// What one build script (`build.gradle` or `build.gradle.kts`) says about its module: plugins,
/// the `android { }` SDK levels and ids, dependencies, and the values it defines for others
/// (`ext { }`, `extra[…]`, top-level `val`/`def`). Values are as written; `GradleProject`
/// resolves them.
public struct GradleScript: Sendable {
    public let file: KotlinFile
    public let plugins: [GradlePluginRequest]
    /// Scripts applied with `apply from:` / `apply(from = …)`, as written.
    public let appliedScripts: [String]
    public let namespace: GradleSetting?
    public let applicationId: GradleSetting?
    public let compileSdk: GradleSetting?
    public let minSdk: GradleSetting?
    public let targetSdk: GradleSetting?
    public let dependencies: [GradleDeclaredDependency]
    /// Names defined for this project and its children: `ext.x`, `ext { x = … }`,
    /// `extra["x"]`, `val x by extra(…)`, and top-level `val x = …` / `def x = …`.
    public let definitions: [String: GradleValue]
    /// The names of the product flavors and build types the `android { }` block declares
    /// (`create("fdroid")`, `register("nightly")`, Groovy's `fdroid { }`), as written.
    public let variantNames: [String]
    /// The main source set's manifest when the script moves it
    /// (`sourceSets { getByName("main") { manifest.srcFile("AndroidManifest.xml") } }`), relative
    /// to the module's folder.
    public let mainManifestFile: String?
    /// The build types' blocks and code shrinking settings.
    public let buildTypes: GradleBuildTypes

    public var isKotlinDSL: Bool { file.source.dialect == .kotlin }

    public init(text: String, kotlinDSL: Bool) {
        self.init(file: KotlinFile(text, dialect: kotlinDSL ? .kotlin : .groovy))
    }

    public init(file: KotlinFile) {
        self.file = file
        let reader = GradleValueReader(file: file)
        let paths = Self.blockPaths(file)

        var plugins: [GradlePluginRequest] = []
        var appliedScripts: [String] = []
        var dependencies: [GradleDeclaredDependency] = []
        var settings: [String: GradleSetting] = [:]
        var definitions: [String: GradleValue] = [:]
        var variantNames: [String] = []
        var mainManifestFile: String?

        func setting(_ key: String, _ value: GradleValue, _ position: TextPosition) {
            // The last assignment wins, as in Gradle.
            settings[key] = GradleSetting(value: value, position: position)
        }

        for (index, call) in file.calls.enumerated() {
            guard let path = paths[index] else { continue }
            let block = Array(path.dropLast())
            let receiver = call.receiverNames(in: file).last
            if call.name == "apply" || (call.name == "plugin" && block.last == "apply") {
                // `apply plugin: 'x'`, `apply(plugin = "x")`, `apply { plugin("x") }`, `pluginManager.apply("x")`.
                let positional = call.name == "plugin" || receiver == "plugins" || receiver == "pluginManager" ? call.arguments.first : nil
                if let plugin = call.argument("plugin") ?? positional, let id = reader.stringValue(plugin) {
                    plugins.append(GradlePluginRequest(id: id, catalog: nil, alias: nil, version: nil, isApplied: true, position: call.position))
                }
                if let from = call.argument("from"), let script = reader.stringValue(from) { appliedScripts.append(script) }
                continue
            }
            if call.name == "set", block.last == "ext" || block.last == "extra" || receiver == "ext" || receiver == "extra" {
                if call.arguments.count == 2, let name = reader.stringValue(call.arguments[0]) {
                    definitions[name] = reader.value(call.arguments[1].expression)
                }
                continue
            }
            if call.name == "srcFile", block.last == "manifest", block.contains("sourceSets"),
               Self.sourceSetName(around: index, in: file, reader: reader) == "main",
               let argument = call.arguments.first, let value = reader.stringValue(argument) {
                mainManifestFile = value
                continue
            }
            if block.isEmpty, call.name == "plugins", let lambda = call.trailingLambda {
                plugins += Self.barePluginNames(in: lambda, file: file)
            }
            switch (block, call.name) {
            case (["plugins"], "id"), (["plugins"], "alias"), (["plugins"], "kotlin"):
                if let request = Self.pluginRequest(call, index: index, file: file, reader: reader) { plugins.append(request) }
            case (["android"], "compileSdk"), (["android"], "compileSdkVersion"), (["android"], "namespace"),
                 (["android", "defaultConfig"], "minSdk"), (["android", "defaultConfig"], "minSdkVersion"),
                 (["android", "defaultConfig"], "targetSdk"), (["android", "defaultConfig"], "targetSdkVersion"),
                 (["android", "defaultConfig"], "applicationId"):
                if let argument = call.arguments.first {
                    setting(Self.settingKey(call.name), reader.value(argument.expression), call.position)
                } else if call.trailingLambda != nil, call.name == "compileSdk" {
                    // AGP's newer `compileSdk { version = release(36) }`.
                    for release in file.calls(inLambdaOf: index).map({ file.calls[$0] }) where release.name == "version" || release.name == "release" {
                        if let argument = release.arguments.first { setting("compileSdk", reader.value(argument.expression), call.position) }
                    }
                    for assignment in file.assignments(inLambdaOf: index) where assignment.target == ["version"] {
                        if case .call(let inner) = assignment.value.value, let argument = file.calls[inner].arguments.first {
                            setting("compileSdk", reader.value(argument.expression), assignment.position)
                        }
                    }
                }
            case (["dependencies"], _):
                if let dependency = Self.dependency(call, file: file, reader: reader) { dependencies.append(dependency) }
            case (["android", "productFlavors"], _), (["android", "buildTypes"], _):
                if ["create", "register", "maybeCreate", "getByName"].contains(call.name) {
                    if let argument = call.arguments.first, let name = reader.stringValue(argument) { variantNames.append(name) }
                } else if call.trailingLambda != nil, !call.hasParentheses {
                    variantNames.append(call.name)
                }
            default:
                break
            }
        }

        for assignment in file.assignments {
            guard let block = Self.blockPath(of: assignment.container, paths: paths) else { continue }
            let path = block + assignment.target
            guard let name = path.last else { continue }
            let owner = Array(path.dropLast())
            if (owner == ["android"] && ["compileSdk", "compileSdkVersion", "namespace"].contains(name))
                || (owner == ["android", "defaultConfig"] && ["minSdk", "minSdkVersion", "targetSdk", "targetSdkVersion", "applicationId"].contains(name)) {
                setting(Self.settingKey(name), reader.value(assignment.value), assignment.position)
            } else if path.contains("ext") || path.contains("extra") || (block.isEmpty && path.count == 1) {
                definitions[name] = reader.value(assignment.value)
            }
        }

        for property in file.properties where property.enclosingFunction == nil && property.enclosingType == nil {
            if let initializer = property.initializer {
                definitions[property.name] = reader.value(initializer)
            } else if let delegate = property.delegate, case .call(let index) = delegate.value,
                      file.calls[index].name == "extra", let argument = file.calls[index].arguments.first {
                definitions[property.name] = reader.value(argument.expression)
            }
        }

        self.plugins = plugins
        self.appliedScripts = appliedScripts
        self.dependencies = dependencies
        self.definitions = definitions
        self.variantNames = variantNames
        self.mainManifestFile = mainManifestFile
        buildTypes = GradleBuildTypes(file: file, paths: paths, reader: reader)
        namespace = settings["namespace"]
        applicationId = settings["applicationId"]
        compileSdk = settings["compileSdk"]
        minSdk = settings["minSdk"]
        targetSdk = settings["targetSdk"]
    }

    /// The source set whose block holds a call: `main { … }`, `getByName("main") { … }`, `named("main") { … }`.
    static func sourceSetName(around index: Int, in file: KotlinFile, reader: GradleValueReader) -> String? {
        var container = file.calls[index].container
        while case .lambda(let owner)? = container {
            let call = file.calls[owner]
            if ["getByName", "named", "maybeCreate", "create"].contains(call.name) {
                return call.arguments.first.flatMap { reader.stringValue($0) }
            }
            if call.name == "sourceSets" || call.name == "android" { return nil }
            if call.trailingLambda != nil && !call.hasParentheses { return call.name }
            container = call.container
        }
        return nil
    }

    static func settingKey(_ name: String) -> String {
        name.hasSuffix("Version") && name.hasSuffix("SdkVersion") ? String(name.dropLast("Version".count)) : name
    }

    /// For each call in a configuration block, the names of the blocks around it and its own
    /// receiver and name: `android { defaultConfig { minSdk(21) } }` gives
    /// `["android", "defaultConfig", "minSdk"]`. Calls inside arguments have none.
    static func blockPaths(_ file: KotlinFile) -> [Int: [String]] {
        var paths: [Int: [String]] = [:]
        for (index, call) in file.calls.enumerated() {
            var outer: [String]?
            switch call.container {
            case nil: outer = []
            case .lambda(let parent)?: outer = paths[parent]
            case .argument?: outer = nil
            }
            guard let outer else { continue }
            // `project.ext { }` / `rootProject.extra.apply { }` name the same blocks.
            let receiver = call.receiverNames(in: file).filter { !["project", "rootProject", "it", "this", "allprojects"].contains($0) }
            paths[index] = outer + receiver + [call.name]
        }
        return paths
    }

    static func blockPath(of container: KotlinCallContainer?, paths: [Int: [String]]) -> [String]? {
        switch container {
        case nil: return []
        case .lambda(let call)?: return paths[call]
        case .argument?: return nil
        }
    }

    /// Plugins named by a bare accessor on a line of their own in `plugins { }`: Gradle's
    /// Kotlin accessors for core and legacy ids (`android`, `` `android-library` ``, `` `java-library` ``).
    static func barePluginNames(in lambda: KotlinLambda, file: KotlinFile) -> [GradlePluginRequest] {
        let source = file.source
        let tokens = source.tokens
        let body = (lambda.tokenRange.lowerBound + 1)..<max(lambda.tokenRange.lowerBound + 1, lambda.tokenRange.upperBound - 1)
        var found: [GradlePluginRequest] = []
        for k in body where tokens[k].kind == .identifier || tokens[k].kind == .backtickIdentifier {
            let startsStatement = k == body.lowerBound || tokens[k].followsNewline || tokens[k - 1].kind == .semicolon
            let next = k + 1
            let endsStatement = next >= body.upperBound || tokens[next].followsNewline || tokens[next].kind == .semicolon
            guard startsStatement, endsStatement else { continue }
            found.append(GradlePluginRequest(id: source.name(at: k), catalog: nil, alias: nil, version: nil,
                                             isApplied: true, position: tokens[k].position))
        }
        return found
    }

    static func pluginRequest(_ call: KotlinCall, index: Int, file: KotlinFile, reader: GradleValueReader) -> GradlePluginRequest? {
        guard let argument = call.arguments.first else { return nil }
        var id: String?
        var catalog: String?
        var alias: String?
        switch call.name {
        case "id":
            id = reader.stringValue(argument)
            // `id(libs.plugins.android.application.get().pluginId)`: a catalog alias's id.
            if id == nil {
                let range = argument.expression.tokenRange
                let (lo, hi) = reader.peel(range.lowerBound, range.upperBound)
                // `peel` drops the `.get().pluginId` that follows the alias.
                if hi < range.upperBound, let path = reader.dottedPath(lo, hi), path.count >= 3, path[1] == "plugins" {
                    catalog = path[0]
                    alias = path[2...].joined(separator: ".")
                }
            }
        case "kotlin":
            id = reader.stringValue(argument).map { "org.jetbrains.kotlin." + $0 }
        default:
            let range = argument.expression.tokenRange
            let (lo, hi) = reader.peel(range.lowerBound, range.upperBound)
            if let path = reader.dottedPath(lo, hi), path.count >= 3, path[1] == "plugins" {
                catalog = path[0]
                alias = path[2...].joined(separator: ".")
            }
        }
        guard id != nil || alias != nil else { return nil }
        // `version "x"` / `apply false`: Groovy chains them as commands, Kotlin as infix words.
        var version: String?
        var applied = true
        var next = call.nextInChain
        while let link = next {
            let linked = file.calls[link]
            if linked.name == "version", let argument = linked.arguments.first { version = reader.stringValue(argument) }
            if linked.name == "apply", linked.arguments.first?.value == .boolean(false) { applied = false }
            next = linked.nextInChain
        }
        let tokens = file.source.tokens
        var k = call.tokenRange.upperBound
        while k < tokens.count, !tokens[k].followsNewline, tokens[k].kind != .semicolon, tokens[k].kind != .rightBrace {
            if file.source.tokenIs(k, "version"), k + 1 < tokens.count, tokens[k + 1].kind == .stringOpen {
                version = file.source.stringLiteral(at: k + 1)
            }
            if file.source.tokenIs(k, "apply"), file.source.tokenIs(k + 1, "false") { applied = false }
            k += 1
        }
        return GradlePluginRequest(id: id, catalog: catalog, alias: alias, version: version, isApplied: applied, position: call.position)
    }

    static func dependency(_ call: KotlinCall, file: KotlinFile, reader: GradleValueReader) -> GradleDeclaredDependency? {
        guard call.receiver.isEmpty, let first = call.arguments.first else { return nil }
        if call.name == "add", call.arguments.count >= 2, let configuration = reader.stringValue(first) {
            let (notation, isPlatform) = reader.notation(call.arguments[1].expression.tokenRange, value: call.arguments[1].value)
            return GradleDeclaredDependency(configuration: configuration, notation: notation, isPlatform: isPlatform, position: call.position)
        }
        let (notation, isPlatform) = reader.notation(first.expression, call: call)
        return GradleDeclaredDependency(configuration: call.name, notation: notation, isPlatform: isPlatform, position: call.position)
    }
}
