/// Xcode product types (`productType` of a target in `project.pbxproj`) and the kind of
/// product each builds: the one place the project, shipping-target and target-kind code
/// read them. One line per product type or family.
public enum XcodeProductTypes {
    public static let prefix = "com.apple.product-type."
    /// The plain iOS app.
    public static let application = prefix + "application"

    /// Product types, without the prefix, and the kind they build.
    public static let kinds: [String: TargetKind] = [
        "application": .app,
        "application.messages": .app,
        "application.on-demand-install-capable": .appClip,
        "bundle.unit-test": .tests,
        "bundle.ui-testing": .tests,
        "framework": .framework,
        "framework.static": .framework,
        "library.static": .framework,
        "library.dynamic": .framework,
    ]

    /// Families of product types, by how the name (without the prefix) starts, for the
    /// variants Xcode adds over the years (`application.watchapp2`, `watchkit2-extension`).
    public static let familyPrefixes: [(prefix: String, kind: TargetKind)] = [
        ("application.watchapp", .watchApp),
        ("watchkit", .watchApp),
    ]

    /// Any other product type naming an extension builds an app extension; its kind comes
    /// from its Info.plist later.
    public static let extensionWord = "extension"
}
