/// What a Gradle module builds, from the Android Gradle plugin it applies.
public enum GradleModuleKind: String, Sendable, Hashable {
    /// `com.android.application` (phone, Wear, TV and Automotive apps alike).
    case application
    /// `com.android.library` (and the Kotlin Multiplatform Android library plugin).
    case library
    /// `com.android.test`: a separate test module.
    case test
    /// `com.android.dynamic-feature`
    case dynamicFeature = "dynamic-feature"
    /// No Android plugin found (a JVM library, a convention plugin not read, the root project).
    case unknown

    /// The kind an Android Gradle plugin id gives, if it is one.
    static func from(pluginId: String) -> GradleModuleKind? {
        switch pluginId {
        case "com.android.application", "android": return .application
        case "com.android.library", "android-library", "com.android.kotlin.multiplatform.library": return .library
        case "com.android.test": return .test
        case "com.android.dynamic-feature": return .dynamicFeature
        default: return nil
        }
    }
}
