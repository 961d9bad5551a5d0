import ThumbruleCore
import ThumbruleFrontEnds

/// Android Lint's own suppressions, which Thumbrule honours where it checks the same thing.
enum AndroidLint {
    /// Whether a `tools:ignore` value (`"ContentDescription,SpUsage"`, `"all"`) silences `id`.
    static func isIgnored(_ id: String, by toolsIgnore: String?) -> Bool {
        toolsIgnore?.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == id || $0.trimmingCharacters(in: .whitespaces) == "all" } ?? false
    }
}

/// Queries over the Android model that several Android checks share.
extension AndroidModel {
    /// Every name in the shipping Kotlin and Java files that mention `word` and set a view
    /// property in code (`setContentDescription(…)`, `view.autofillHints = …`): a view named
    /// there may get in code what its layout lacks.
    func namesInFiles(mentioning word: String, _ project: Project, setters: Set<String>, properties: Set<String>) -> Set<String> {
        let sources = kotlinFiles.filter { $0.scope == .app }.map(\.file.source)
            + project.androidJavaFiles(mentioning: word).filter { $0.scope == .app }.map(\.source)
        var names = Set<String>()
        for source in sources where source.bytes.contains(utf8: word) && source.setsViewProperty(setters: setters, properties: properties) {
            for index in source.tokens.indices where source.tokens[index].kind == .identifier {
                names.insert(source.name(at: index))
            }
        }
        return names
    }

    /// The foreground service types the merged manifests declare for a service class, by its
    /// simple name (`SyncService` for `.sync.SyncService`).
    func declaredServiceTypes(ofClass name: String) -> Set<String> {
        Set(apps.flatMap { app in
            app.manifest.components(.service).filter { $0.name.split(separator: ".").last.map(String.init) == name }.flatMap(\.foregroundServiceTypes)
        })
    }

    /// `values-de`, `values-zh-rTW`, `values-b+es+419`; not `values-night`, `values-v31`,
    /// `values-sw600dp` or the `car` UI mode.
    static func isLanguageFolder(_ name: Substring) -> Bool {
        guard name.hasPrefix("values-") else { return false }
        let qualifier = name.dropFirst("values-".count)
        if qualifier.hasPrefix("b+") { return true }
        let first = qualifier.split(separator: "-").first ?? ""
        return (2...3).contains(first.count) && first.allSatisfy { $0.isASCII && $0.isLowercase } && first != "car"
    }

    /// Whether any string resource sits in a language's folder (`res/values-de/strings.xml`,
    /// `res/values-pt-rBR/…`, `res/values-b+sr+Latn/…`): the app is translated.
    static func hasTranslatedStrings(_ project: Project) -> Bool {
        project.files(of: .androidStrings).contains { file in
            let parts = file.path.split(separator: "/")
            return parts.count >= 2 && isLanguageFolder(parts[parts.count - 2])
        }
    }

    /// Kotlin files that ship: the app's source sets, not tests or debug code.
    var shippingKotlin: [AndroidKotlinFile] { kotlinFiles.filter { $0.scope == .app } }

    /// Classes, objects and interfaces of shipping code with this simple name.
    func shippingTypes(named name: String) -> [(file: AndroidKotlinFile, type: Int)] {
        shippingKotlin.flatMap { file in file.file.types.indices.filter { file.file.types[$0].name == name }.map { (file, $0) } }
    }

    /// Whether a call with no receiver builds one of the project's own classes rather than the
    /// framework's of the same name: `MessagingStyle(user, title, messages)` where the project
    /// declares a `data class MessagingStyle` (a Pigeon message mirroring Android's for Dart).
    func constructsProjectType(_ file: AndroidKotlinFile, call index: Int) -> Bool {
        file.receiverType(ofCall: index) == nil && !shippingTypes(named: file.file.calls[index].name).isEmpty
    }

    /// Whether any shipping Kotlin names this identifier (outside comments and strings).
    func shippingCodeNames(_ names: Set<String>) -> Bool {
        shippingKotlin.contains { file in !file.identifierTokens(names).isEmpty }
    }

    /// The build an app belongs to.
    func build(of app: AndroidApp) -> AndroidBuild? {
        builds.first { $0.root == app.buildRoot }
    }

    /// For each app whose code includes this path (the path lies in the app module or a library
    /// module it depends on), a test for whether another path is code of that app too. Empty
    /// when no module of a build holds the path.
    func appCode(including path: String) -> [(String) -> Bool] {
        var result: [(String) -> Bool] = []
        for build in builds {
            let folders = build.gradle.modules.map { module in (module, build.projectPath(module.directory)) }
            func holds(_ folder: String, _ path: String) -> Bool { folder.isEmpty || path.hasPrefix(folder + "/") }
            // The module holding a path is the one with the deepest folder around it.
            func module(of path: String) -> String? {
                folders.filter { holds($0.1, path) }.max { $0.1.count < $1.1.count }?.0.path
            }
            guard let owner = module(of: path) else { continue }
            for app in build.gradle.applicationModules {
                let members = Set(([app] + build.gradle.moduleClosure(of: app)).map(\.path))
                guard members.contains(owner) else { continue }
                result.append { other in module(of: other).map(members.contains) ?? false }
            }
        }
        return result
    }
}

extension AndroidKotlinFile {
    /// Indices of identifier tokens spelled as one of `names` in code (never comments, string
    /// text or import lines). The file's bytes are searched for each name first: most files
    /// name none of them.
    func identifierTokens(_ names: Set<String>) -> [Int] {
        let source = file.source
        let present = names.filter { source.bytes.contains(utf8: $0) }
        guard !present.isEmpty else { return [] }
        let lengths = Set(present.map(\.utf8.count))
        let importLines = Set(file.imports.map(\.position.line))
        return source.tokens.indices.filter { index in
            let token = source.tokens[index]
            return token.kind == .identifier && lengths.contains(token.length) && present.contains(source.text(of: token))
                && !importLines.contains(token.line)
        }
    }

    /// Whether a call sits in the type (directly or in a nested type, function or lambda).
    func call(_ index: Int, isInType type: Int) -> Bool {
        var current = file.calls[index].enclosingType
        var steps = 0
        while let candidate = current, steps <= file.types.count {
            if candidate == type { return true }
            current = file.types[candidate].enclosingType
            steps += 1
        }
        return false
    }

    /// Whether a call sits in the function, directly or through local functions and lambdas.
    func call(_ index: Int, isInFunction function: Int) -> Bool {
        file.enclosingFunctions(startingAt: file.calls[index].enclosingFunction).contains(function)
    }

    /// Whether a token lies in a call's arguments or trailing lambda.
    func token(_ token: Int, isInCall index: Int) -> Bool {
        file.calls[index].tokenRange.contains(token)
    }

    /// Whether the call's arguments or lambda name the identifier.
    func call(_ index: Int, names identifier: String) -> Bool {
        identifierTokens([identifier]).contains { token($0, isInCall: index) }
    }

    /// The shipping position of a token.
    func position(ofToken index: Int) -> SourcePosition {
        position(file.source.tokens[index].position)
    }
}

/// Manifest helpers.
extension AndroidApp {
    /// The position of a permission request in a manifest of the project, if it came from one.
    func position(of permission: MergedManifest.Permission) -> SourcePosition? {
        position(permission.permission.position, in: permission.origin)
    }

    /// The position of a component's declaration in a manifest of the project.
    func position(of component: MergedManifest.Component) -> SourcePosition? {
        position(component.component.position, in: component.origin)
    }

    /// Whether the manifest entry comes from the app's own files (not a library's manifest).
    func declaresInProject(_ origin: ManifestOrigin) -> Bool {
        if case .file = origin { return true }
        return false
    }

    /// The simple class name of the launcher activity, if the manifest names one.
    var launcherActivityName: String? {
        manifest.components(.activity).first { $0.component.isLauncher }.map { String($0.name.split(separator: ".").last ?? "") }
    }
}

/// Android example files: a Gradle build with one app module.
enum AndroidExample {
    /// `app/build.gradle.kts` for an app at `targetSdk` with these dependencies.
    static func build(targetSdk: Int = 34, dependencies: [String] = []) -> (String, String) {
        ("app/build.gradle.kts", """
        plugins { id("com.android.application") }
        android {
            namespace = "com.example.app"
            defaultConfig { minSdk = 26; targetSdk = \(targetSdk) }
        }
        dependencies {
        \(dependencies.map { "    implementation(\"\($0)\")" }.joined(separator: "\n"))
        }
        """)
    }

    /// `app/src/main/AndroidManifest.xml` with this content inside `<manifest>`.
    static func manifest(_ body: String) -> (String, String) {
        ("app/src/main/AndroidManifest.xml", """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:tools="http://schemas.android.com/tools">
        \(body)
        </manifest>
        """)
    }

    static let settings = ("settings.gradle.kts", "include(\":app\")")

    /// An application module named for a build utility (quranacademy-android's database
    /// generator, a developer's tool the shipped app never depends on): `settings.gradle`
    /// including it, beside `:app` unless `alone`, and its Groovy build and manifest. Its
    /// release build is not shrunk and its launcher activity has no `android:exported`.
    static func buildToolModule(targetSdk: Int, alone: Bool = false, marked: Bool = false) -> [(String, String)] {
        [
            ("settings.gradle", alone ? "include ':dbgenerator'" : "include ':app', ':dbgenerator'"),
            ("dbgenerator/build.gradle", """
            apply plugin: 'com.android.application'
            android {
                namespace 'org.acme.dbgenerator'
                defaultConfig {
                    applicationId "org.acme.dbgenerator"
                    minSdkVersion 21
                    \(marked ? "↓" : "")targetSdkVersion \(targetSdk)
                }
                buildTypes {
                    release { minifyEnabled false }
                }
            }
            """),
            ("dbgenerator/src/main/AndroidManifest.xml", """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application>
                    <activity android:name=".ConvertActivity">
                        <intent-filter>
                            <action android:name="android.intent.action.MAIN" />
                            <category android:name="android.intent.category.LAUNCHER" />
                        </intent-filter>
                    </activity>
                </application>
            </manifest>
            """),
        ]
    }

    /// An app whose screens live in `:app` and whose design-system composables live in its own
    /// unpublished library module `:core:ui` (uwang-android's shape): the settings, both builds,
    /// a launcher activity whose content is `content` (its file followed by `screens`), and the
    /// component files given.
    static func componentModuleApp(content: String, screens: String = "", components: [(String, String)]) -> [(String, String)] {
        [
            ("settings.gradle.kts", "include(\":app\", \":core:ui\")"),
            ("app/build.gradle.kts", """
            plugins { id("com.android.application") }
            android {
                namespace = "com.example.app"
                defaultConfig { minSdk = 26; targetSdk = 34 }
            }
            dependencies { implementation(project(":core:ui")) }
            """),
            manifest("<application><activity android:name=\".MainActivity\" android:exported=\"true\" /></application>"),
            kotlin("MainActivity", """
            class MainActivity : ComponentActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContent { \(content) }
                }
            }
            \(screens)
            """),
            ("core/ui/build.gradle.kts", "plugins { id(\"com.android.library\") }"),
        ] + components.map { ("core/ui/src/main/java/com/example/ui/\($0.0).kt", $0.1) }
    }

    /// A Kotlin file in the app's main source set.
    static func kotlin(_ name: String, _ text: String) -> (String, String) {
        ("app/src/main/java/com/example/app/\(name).kt", text)
    }
}

/// Call and name queries the flow checks (billing, work, notifications, sign-in) share.
extension AndroidModel {
    /// The lowest minSdk any application module states; levels that are not known are not guessed.
    var lowestKnownMinSdk: Int? {
        builds.flatMap(\.gradle.applicationModules).compactMap { module -> Int? in
            if case .known(let level) = module.minSdk { return level } else { return nil }
        }.min()
    }

    /// Calls in shipping Kotlin with one of these names; files whose bytes hold none of them are
    /// skipped before their calls are read.
    func shippingCalls(named names: Set<String>) -> [(file: AndroidKotlinFile, call: Int)] {
        shippingKotlin.flatMap { file -> [(file: AndroidKotlinFile, call: Int)] in
            guard names.contains(where: { file.file.source.bytes.contains(utf8: $0) }) else { return [] }
            return file.file.calls.indices.filter { names.contains(file.file.calls[$0].name) }.map { (file, $0) }
        }
    }

    /// Whether any shipping string literal holds this text (a URL, a key).
    func shippingStringsContain(_ text: String) -> Bool {
        shippingKotlin.contains { file in
            let source = file.file.source
            return source.bytes.contains(utf8: text) && source.tokens.contains { $0.kind == .stringText && source.text(of: $0).contains(text) }
        }
    }
}

extension AndroidKotlinFile {
    /// The last name of a call's receiver: `MobileAds` in `MobileAds.initialize(…)`.
    func receiverType(ofCall index: Int) -> String? {
        file.calls[index].receiverNames(in: file).last
    }

    /// Whether the tokens of the innermost function holding a call name one of these identifiers.
    func enclosingFunction(ofCall index: Int, names identifiers: Set<String>) -> Bool {
        guard let function = file.calls[index].enclosingFunction, let body = file.functions[function].bodyRange else { return false }
        return identifierTokens(identifiers).contains { body.contains($0) }
    }

    /// Every call of the call's chain, and when the chain starts inside an `apply`/`also` lambda
    /// of a builder, that builder's chain too: `Builder(…).apply { setGroup(…) }`.
    func builderChain(of index: Int) -> [Int] {
        var chain = file.chain(of: index)
        if let scope = file.ancestors(of: index).first, ["apply", "also", "run", "with"].contains(file.calls[scope].name) {
            chain += file.chain(of: scope)
            chain += file.calls.indices.filter { file.calls[$0].container == .lambda(call: scope) }
        }
        return chain
    }
}

extension KotlinSource {
    /// True when the file calls one of `setters` (`setContentDescription(`) or assigns one of
    /// `properties` on a receiver (`view.contentDescription = …`), or as a statement of a block
    /// whose receiver is the view (`binding.toggle.apply { contentDescription = label }`); a
    /// named argument (`Icon(contentDescription = null)`) or a declaration is neither.
    func setsViewProperty(setters: Set<String>, properties: Set<String>) -> Bool {
        for index in tokens.indices.dropLast() where tokens[index].kind == .identifier {
            let next = tokens[index + 1].kind
            let name = name(at: index)
            if setters.contains(name), next == .leftParen { return true }
            guard properties.contains(name), next == .assign, index > 0 else { continue }
            if [.dot, .safeDot].contains(tokens[index - 1].kind) { return true }
            if !tokenIs(index - 1, "val"), !tokenIs(index - 1, "var"), enclosingOpener(of: index).map({ tokens[$0].kind == .leftBrace }) ?? false { return true }
        }
        return false
    }

}
