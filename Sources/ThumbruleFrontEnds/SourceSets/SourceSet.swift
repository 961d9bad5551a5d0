/// An Android Gradle source set (`src/<name>/…`) and its scope. Variant names combine a
/// flavor and a build type (`freeDebug`), so the build type is read from the name's end.
public struct SourceSet: Sendable, Hashable {
    public let name: String
    public let scope: SourceScope

    public init(name: String) {
        self.name = name
        scope = Self.scope(ofVariant: name)
    }

    /// Directories that sit directly inside a source set folder, used to find the `src/<name>`
    /// pair in a path that also has a package named `src`.
    static let contentFolders: Set<String> = [
        "java", "kotlin", "res", "assets", "resources", "aidl", "jni", "jniLibs", "cpp", "rs", "shaders",
        "AndroidManifest.xml", "baselineProfiles", "ml", "proto",
    ]

    /// The source set a path (relative or absolute, `/`-separated) lies in, if any.
    public static func containing(path: String) -> SourceSet? {
        let components = path.split(separator: "/").map(String.init)
        var fallback: SourceSet?
        for index in components.indices where components[index] == "src" && index + 2 < components.count {
            let set = SourceSet(name: components[index + 1])
            if contentFolders.contains(components[index + 2]) { return set }
            if fallback == nil { fallback = set }
        }
        return fallback
    }

    /// The scope of a path: its source set's, or shipping when it is in none.
    public static func scope(ofPath path: String) -> SourceScope {
        containing(path: path)?.scope ?? .shipping
    }

    /// Kotlin Multiplatform targets that are not Android. Their source sets are named
    /// `<target>Main` and `<target>Test`; `commonMain`, `androidMain` and intermediate sets
    /// a project names itself (`jvmAndroid`) reach the Android app.
    static let otherPlatformTargets: Set<String> = appleTargets.union([
        "jvm", "desktop", "linux", "linuxx64", "linuxarm64", "mingw", "mingwx64", "js", "wasm", "wasmjs", "wasmwasi", "web",
    ])

    /// Kotlin Multiplatform targets that compile for Apple platforms, with the intermediate
    /// sets shared among them (`appleMain`, `nativeMain`): their code can call Apple's
    /// frameworks (`import platform.AVFAudio.AVAudioSession`) and ships in the iOS app.
    static let appleTargets: Set<String> = [
        "ios", "iosarm64", "iosx64", "iossimulatorarm64", "apple", "macos", "macosx64", "macosarm64", "tvos", "tvosarm64",
        "tvosx64", "tvossimulatorarm64", "watchos", "watchosarm64", "watchosarm32", "watchosx64", "watchossimulatorarm64",
        "watchosdevicearm64", "native",
    ]

    /// Whether this is the main (not test) source set of a Kotlin Multiplatform Apple target.
    public var isAppleMain: Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("main") && Self.appleTargets.contains(String(lower.dropLast(4)))
    }

    /// Every Kotlin Multiplatform target, Android's and the shared one included, for telling
    /// a multiplatform test set (`commonTest`, `androidUnitTest`) from a product flavor.
    static let multiplatformTargets = otherPlatformTargets.union(["common", "android", "androidunit", "androidinstrumented", "androidhost", "androiddevice"])

    /// The scope of a variant or source set name.
    public static func scope(ofVariant name: String) -> SourceScope {
        let lower = name.lowercased()
        for prefix in ["test", "androidtest", "screenshottest", "testfixtures", "sharedtest", "unittest", "integrationtest"]
        where lower.hasPrefix(prefix) {
            return .test
        }
        if lower.hasSuffix("test"), multiplatformTargets.contains(String(lower.dropLast(4))) { return .test }
        if lower.hasSuffix("main"), otherPlatformTargets.contains(String(lower.dropLast(4))) { return .otherPlatform }
        if lower == "debug" || name.hasSuffix("Debug") { return .debugOnly }
        return .shipping
    }

    /// The scope of a dependency configuration: `debugImplementation` is debug-only,
    /// `testImplementation` and `kaptAndroidTest` are test, `implementation` ships.
    public static func scope(ofConfiguration configuration: String) -> SourceScope {
        var variant = configuration
        for processor in ["kapt", "ksp"] where variant.hasPrefix(processor) {
            variant = String(variant.dropFirst(processor.count))
            return variant.isEmpty ? .shipping : scope(ofVariant: variant)
        }
        for suffix in ["Implementation", "Api", "CompileOnly", "RuntimeOnly", "AnnotationProcessor", "CompileOnlyApi"]
        where variant.hasSuffix(suffix) {
            variant = String(variant.dropLast(suffix.count))
            break
        }
        let known: Set<String> = ["implementation", "api", "compileOnly", "runtimeOnly", "annotationProcessor", "coreLibraryDesugaring", "lintChecks", "lintPublish"]
        if known.contains(variant) { return .shipping }
        return scope(ofVariant: variant)
    }
}
