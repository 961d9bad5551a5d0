import Foundation

/// What `buildSrc` and included plugin builds (`build-logic`) add to a build: constants
/// (`object Versions { const val targetSdk = 34 }`) and convention plugins, so a module that
/// applies `alias(libs.plugins.nowinandroid.android.application)` is known to be an
/// application and gets the SDK levels its convention plugin sets.
struct GradleBuildLogic: Sendable {
    /// Constants by simple name and by qualified name (`Versions.targetSdk`).
    var constants: [String: GradleValue] = [:]
    /// Simple names defined more than once (with different values): not used unqualified.
    var ambiguousNames: Set<String> = []
    /// Convention plugin id → what it applies.
    var conventions: [String: Convention] = [:]
    /// SDK settings (`compileSdk`, `minSdk`, `targetSdk`) with exactly one distinct value across
    /// all build logic: shared helpers such as `configureKotlinAndroid` set them once for all.
    var sharedSettings: [String: GradleValue] = [:]
    /// Whether any build logic sets code shrinking (`isMinifyEnabled`): a convention plugin may
    /// set it for every app module, so a module's own script does not settle it.
    var setsMinify = false

    struct Convention: Sendable {
        var pluginIds: [String] = []
        /// Catalog plugin aliases (`libs.findPlugin("x")`, `alias(libs.plugins.x)`).
        var pluginAliases: [(catalog: String, alias: String)] = []
        var settings: [String: GradleValue] = [:]
    }

    static let sdkSettings = ["compileSdk", "minSdk", "targetSdk"]

    init() {}

    init(files: GradleFiles, folders: [String]) {
        var classes: [String: Convention] = [:]
        var registrations: [(id: String, className: String)] = []
        var settingValues: [String: Set<GradleValue>] = [:]
        for folder in folders {
            var seen = 0
            for path in files.files(folder).sorted() {
                let name = String(path.split(separator: "/").last ?? "")
                let isKotlin = name.hasSuffix(".kt") || name.hasSuffix(".kts")
                let isGroovy = name.hasSuffix(".gradle")
                guard isKotlin || isGroovy, seen < 2000,
                      let data = files.read(path), data.count < 2_000_000 else { continue }
                seen += 1
                let file = KotlinFile(bytes: [UInt8](data), dialect: isKotlin ? .kotlin : .groovy)
                let reader = GradleValueReader(file: file)
                readConstants(file, reader)
                if !setsMinify { setsMinify = GradleBuildTypes.mentionsMinify(file) }
                for assignment in file.assignments {
                    guard let key = Self.sdkSetting(assignment, in: file) else { continue }
                    settingValues[key, default: []].insert(reader.value(assignment.value))
                }
                // A precompiled script plugin: `src/main/kotlin/<id>.gradle.kts`.
                if name.hasSuffix(".gradle.kts") || isGroovy {
                    registrations += Self.registrations(file, reader)
                    if path.contains("/src/main/") {
                        let id = name.hasSuffix(".gradle.kts") ? String(name.dropLast(".gradle.kts".count)) : String(name.dropLast(".gradle".count))
                        conventions[id] = Self.convention(from: GradleScript(file: file))
                    }
                }
                for (typeIndex, type) in file.types.enumerated() where type.inherits("Plugin") {
                    guard let className = type.name else { continue }
                    classes[className] = Self.convention(ofClass: typeIndex, in: file, reader)
                }
            }
        }
        for registration in registrations {
            let simple = registration.className.split(separator: ".").last.map(String.init) ?? registration.className
            if let convention = classes[simple] { conventions[registration.id] = convention }
        }
        for (key, values) in settingValues where values.count == 1 {
            sharedSettings[key] = values.first
        }
    }

    private mutating func readConstants(_ file: KotlinFile, _ reader: GradleValueReader) {
        for property in file.properties where property.enclosingFunction == nil {
            guard let initializer = property.initializer else { continue }
            let value = reader.value(initializer)
            if case .unknown = value { continue }
            var owners: [String] = []
            var type = property.enclosingType
            while let index = type, owners.count < 16 {
                if let name = file.types[index].name { owners.insert(name, at: 0) }
                type = file.types[index].enclosingType
            }
            for start in owners.indices {
                constants[(owners[start...] + [property.name]).joined(separator: ".")] = value
            }
            if let existing = constants[property.name], existing != value { ambiguousNames.insert(property.name) }
            constants[property.name] = value
        }
    }

    static func convention(from script: GradleScript) -> Convention {
        var convention = Convention()
        for plugin in script.plugins where plugin.isApplied {
            if let id = plugin.id { convention.pluginIds.append(id) }
            if let catalog = plugin.catalog, let alias = plugin.alias { convention.pluginAliases.append((catalog, alias)) }
        }
        for (key, setting) in [("compileSdk", script.compileSdk), ("minSdk", script.minSdk), ("targetSdk", script.targetSdk)] {
            if let setting { convention.settings[key] = setting.value }
        }
        return convention
    }

    /// Plugins a `Plugin<Project>` class applies (`pluginManager.apply("…")`,
    /// `apply(plugin = "…")`, `libs.findPlugin("…")`) and SDK levels it assigns.
    static func convention(ofClass typeIndex: Int, in file: KotlinFile, _ reader: GradleValueReader) -> Convention {
        var convention = Convention()
        func isInside(_ type: Int?) -> Bool {
            var current = type
            var steps = 0
            while let index = current, steps < 32 {
                if index == typeIndex { return true }
                current = file.types[index].enclosingType
                steps += 1
            }
            return false
        }
        for call in file.calls where isInside(call.enclosingType) {
            if call.name == "apply", let argument = call.argument("plugin") ?? call.positionalArguments.first,
               let id = reader.stringValue(argument) {
                convention.pluginIds.append(id)
            }
            if call.name == "findPlugin", let argument = call.arguments.first, let alias = reader.stringValue(argument) {
                convention.pluginAliases.append((call.receiverNames(in: file).first ?? "libs", VersionCatalog.normalized(alias)))
            }
            if call.name == "alias", let argument = call.arguments.first,
               case .reference(let path) = reader.value(argument.expression), path.count >= 3, path[1] == "plugins" {
                convention.pluginAliases.append((path[0], path[2...].joined(separator: ".")))
            }
        }
        for assignment in file.assignments where isInside(assignment.enclosingType) {
            guard let key = sdkSetting(assignment, in: file) else { continue }
            convention.settings[key] = reader.value(assignment.value)
        }
        return convention
    }

    /// The SDK setting an assignment in build logic sets for the module (`compileSdk = 35`,
    /// `defaultConfig.minSdk = 21`, `defaultConfig { targetSdk = 35 }`), or nil; levels for
    /// `testOptions`, `lint` and product flavors are not the module's.
    static func sdkSetting(_ assignment: KotlinAssignment, in file: KotlinFile) -> String? {
        guard let last = assignment.target.last else { return nil }
        let key = GradleScript.settingKey(last)
        guard sdkSettings.contains(key) else { return nil }
        let owner = assignment.target.dropLast()
        // The block the assignment is in; scope functions (`defaultConfig.apply { }`,
        // `with(defaultConfig) { }`) stand for their receiver.
        let enclosing = assignment.container.flatMap { container -> String? in
            guard case .lambda(let index) = container else { return nil }
            let call = file.calls[index]
            if ["apply", "run", "also", "let"].contains(call.name) { return call.receiverNames(in: file).last ?? call.name }
            if call.name == "with", case .reference(let path)? = call.arguments.first?.value { return path.last }
            return call.name
        }
        let isDefaultConfig = owner.last == "defaultConfig" || (owner.isEmpty && enclosing == "defaultConfig")
        let isModuleLevel = owner.isEmpty && !["testOptions", "lint", "lintOptions", "defaultConfig"].contains(enclosing ?? "")
            && !(enclosing.map { ["create", "register", "getByName", "maybeCreate"].contains($0) } ?? false)
        switch key {
        case "compileSdk": return isModuleLevel || owner.last == "android" ? key : nil
        default: return isDefaultConfig ? key : nil
        }
    }

    /// `gradlePlugin { plugins { register("x") { id = "…"; implementationClass = "…" } } }`
    static func registrations(_ file: KotlinFile, _ reader: GradleValueReader) -> [(id: String, className: String)] {
        var result: [(id: String, className: String)] = []
        for (index, call) in file.calls.enumerated() where call.name == "register" || call.name == "create" {
            var id: String?
            var className: String?
            for assignment in file.assignments(inLambdaOf: index) {
                let value = reader.value(assignment.value)
                if assignment.target == ["id"] {
                    switch value {
                    case .string(let text): id = text
                    case .reference(let path) where path.count >= 3 && path[1] == "plugins":
                        id = "alias:" + path[0] + ":" + path[2...].joined(separator: ".")
                    default: break
                    }
                }
                if assignment.target == ["implementationClass"], case .string(let text) = value { className = text }
            }
            // Groovy: `id = '…'` is an assignment too; `id '…'` a command.
            for inner in file.calls(inLambdaOf: index) {
                let innerCall = file.calls[inner]
                guard let argument = innerCall.arguments.first, let text = reader.stringValue(argument) else { continue }
                if innerCall.name == "id" { id = text }
                if innerCall.name == "implementationClass" { className = text }
            }
            if let id, let className { result.append((id, className)) }
        }
        return result
    }
}
