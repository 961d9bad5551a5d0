/// Whether code ships to users. Checks skip test and debug-only code by default, as they
/// skip iOS test targets and `#if DEBUG` code.
public enum SourceScope: String, Sendable, Hashable {
    /// `main`, `release`, product flavors: in the app users install.
    case shipping
    /// `test`, `androidTest`, `testFixtures`, `screenshotTest`.
    case test
    /// `debug` and `<flavor>Debug`: only in debug builds.
    case debugOnly = "debug-only"
}
