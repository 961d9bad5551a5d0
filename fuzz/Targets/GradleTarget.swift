import Foundation
import ThumbruleFrontEnds

/// A Gradle script, read as a whole build would read it: as an app module's
/// `build.gradle.kts` and, in Groovy, as `build.gradle` and `settings.gradle`.
@Sendable func fuzzGradle(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    _ = GradleProject.load(root: URL(fileURLWithPath: "/fuzz"), files: .memory([
        "settings.gradle.kts": "include(\":app\")\n",
        "app/build.gradle.kts": text,
    ]))
    _ = GradleProject.load(root: URL(fileURLWithPath: "/fuzz"), files: .memory([
        "settings.gradle": text,
        "app/build.gradle": text,
    ]))
}
