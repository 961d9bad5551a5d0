import Foundation
import ThumbruleFrontEnds

/// `gradle/libs.versions.toml` (and `gradle.properties`, the other non-script input), with an app
/// module that reads the catalog so its aliases are resolved.
@Sendable func fuzzVersionCatalog(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    _ = GradleProject.load(root: URL(fileURLWithPath: "/fuzz"), files: .memory([
        "settings.gradle.kts": "include(\":app\")\n",
        "gradle/libs.versions.toml": text,
        "gradle.properties": text,
        "app/build.gradle.kts": "plugins { alias(libs.plugins.android.application) }\nandroid { compileSdk = libs.versions.sdk.get().toInt() }\ndependencies { implementation(libs.ads) }\n",
    ]))
}
