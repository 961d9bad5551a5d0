/// Whether code ships to users. Checks skip test and debug-only code by default, as they
/// skip iOS test targets and `#if DEBUG` code.
public enum SourceScope: String, Sendable, Hashable {
    /// `main`, `release`, product flavors: in the app users install.
    case shipping
    /// `test`, `androidTest`, `testFixtures`, `screenshotTest`.
    case test
    /// `debug` and `<flavor>Debug`: only in debug builds.
    case debugOnly = "debug-only"
    /// A Kotlin Multiplatform source set of a target that is not Android (`jvmMain` of a
    /// desktop app, `iosMain`, `jsMain`): it never runs on a phone under Android's rules.
    case otherPlatform = "other-platform"
}
