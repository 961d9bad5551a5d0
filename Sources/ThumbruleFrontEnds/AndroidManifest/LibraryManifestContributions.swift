/// What common libraries add to an app's merged manifest, from their own manifests. One
/// table, each fact with its source, so a check can say why a permission appears.
public enum LibraryManifestContributions {
    public struct Contribution: Sendable, Hashable {
        /// `group:artifact` modules that bring it (any version this table covers).
        public let modules: Set<String>
        public let permissions: [String]
        /// Components as (kind, qualified class name, attributes).
        public let components: [ComponentFact]
        /// Where the fact is documented.
        public let source: String
    }

    public struct ComponentFact: Sendable, Hashable {
        public let kind: ManifestComponent.Kind
        public let name: String
        public let attributes: [XMLAttribute]
    }

    public static let adIdPermission = "com.google.android.gms.permission.AD_ID"

    public static let table: [Contribution] = [
        Contribution(
            modules: ["com.google.android.gms:play-services-ads", "com.google.android.gms:play-services-ads-lite",
                      "com.google.android.gms:play-services-ads-identifier"],
            permissions: [adIdPermission],
            components: [],
            source: "Google Analytics Help, \"Prepare your app for Android changes\" (support.google.com/analytics/answer/11934540): "
                + "Google Mobile Ads SDK 20.4.0 and later declare the AD_ID permission."),
        Contribution(
            modules: ["com.google.firebase:firebase-analytics", "com.google.firebase:firebase-analytics-ktx",
                      "com.google.android.gms:play-services-measurement-api"],
            permissions: [adIdPermission],
            components: [],
            source: "Firebase documentation, \"Configure Analytics data collection and usage\" (firebase.google.com/docs/analytics/"
                + "configure-data-collection?platform=android): the Analytics SDK declares AD_ID; apps remove it with tools:node=\"remove\"."),
        Contribution(
            modules: ["androidx.work:work-runtime", "androidx.work:work-runtime-ktx"],
            permissions: ["android.permission.WAKE_LOCK", "android.permission.ACCESS_NETWORK_STATE",
                          "android.permission.RECEIVE_BOOT_COMPLETED", "android.permission.FOREGROUND_SERVICE"],
            components: [ComponentFact(kind: .service, name: "androidx.work.impl.foreground.SystemForegroundService",
                                       attributes: [XMLAttribute(name: "android:exported", value: "false")])],
            source: "androidx/androidx, work/work-runtime/src/main/AndroidManifest.xml (WorkManager 2.3 and later)."),
    ]

    /// The contributions of the given `group:artifact` modules.
    public static func contributions(for modules: [String]) -> [Contribution] {
        let set = Set(modules)
        return table.filter { !$0.modules.isDisjoint(with: set) }
    }
}
