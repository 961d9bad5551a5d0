/// One module of a Gradle build, with its script's settings resolved.
public struct GradleModule: Sendable {
    /// `:app`, `:core:data`; `:` for the root project.
    public let path: String
    /// Folder relative to the build's root (`""` for the root project).
    public let directory: String
    /// Build script relative to the root, if there is one.
    public let buildFile: String?
    public let script: GradleScript?
    public let kind: GradleModuleKind
    /// Plugin ids applied, catalog aliases and convention plugins resolved where possible.
    public let pluginIds: [String]
    public let namespace: String?
    public let applicationId: String?
    public let compileSdk: SdkLevel
    public let minSdk: SdkLevel
    /// When no script sets it, Android uses the minimum SDK as the target
    /// (developer.android.com, `<uses-sdk>`: targetSdkVersion "defaults to minSdkVersion").
    public let targetSdk: SdkLevel
    public let dependencies: [GradleDependency]
    public let moduleDependencies: [GradleModuleDependency]
    /// `src/<set>/AndroidManifest.xml` files relative to the root, main first.
    public let manifests: [String]
    /// Whether the `release` build type shrinks code with R8, as far as the scripts settle it.
    public let releaseMinify: GradleReleaseMinify

    /// The main source set's manifest: `src/main/AndroidManifest.xml`, or the file the script
    /// names instead (in no source set folder).
    public var mainManifest: String? {
        manifests.first { path in SourceSet.containing(path: path).map { $0.name == "main" } ?? true }
    }

    /// Whether the module builds an installable app.
    public var isApplication: Bool { kind == .application }

    /// Whether a resolved dependency has this `group:artifact`.
    public func dependsOn(_ module: String) -> Bool {
        dependencies.contains { $0.module == module }
    }
}

extension GradleModule {
    func with(moduleDependencies: [GradleModuleDependency]) -> GradleModule {
        GradleModule(path: path, directory: directory, buildFile: buildFile, script: script, kind: kind, pluginIds: pluginIds,
                     namespace: namespace, applicationId: applicationId, compileSdk: compileSdk, minSdk: minSdk,
                     targetSdk: targetSdk, dependencies: dependencies, moduleDependencies: moduleDependencies, manifests: manifests,
                     releaseMinify: releaseMinify)
    }
}

/// Whether an application module's `release` build type runs R8 code shrinking.
public enum GradleReleaseMinify: Sendable, Hashable {
    /// Set to true, or turned on by a plugin that shrinks release builds by default (Flutter's).
    case enabled
    /// Set to false at this position of the module's script.
    case disabled(TextPosition)
    /// Set nowhere, and the Android Gradle plugin leaves it off: at the `release { }` block, or
    /// the `buildTypes { }` or `android { }` block when the script declares none.
    case unset(TextPosition)
    /// Not settled by reading: a computed value, a block for every build type, an `initWith`, a
    /// setting in build logic, the root script or an applied script, or no `android { }` block.
    case unknown
}
