import ThumbruleCore
import ThumbruleFrontEnds

/// A shipping dependency on a Play Billing Library major version past its support window
/// (`StoreRequirements.billingLibrarySupport`): Play rejects new apps and updates built with
/// it. Only a version the build settles (written, in the catalog or in `ext`) is judged.
struct AndroidBillingLibraryPastSupport: AndroidCheck {
    package static let description = CheckDescription(
        id: "store-play-target.billing-library",
        ruleId: "store-play-target",
        summary: "A Play Billing Library version past Play's support window",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.app"
                    defaultConfig { minSdk = 26; targetSdk = 36 }
                }
                dependencies {
                    ↓implementation("com.android.billingclient:billing-ktx:6.2.1")
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(targetSdk: 36, dependencies: ["com.android.billingclient:billing:8.0.0"]),
                AndroidExample.manifest("<application />"),
            ]),
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.app"
                    defaultConfig { minSdk = 26; targetSdk = 36 }
                }
                dependencies {
                    testImplementation("com.android.billingclient:billing:5.0.0")
                }
                """),
                AndroidExample.manifest("<application />"),
            ]),
        ]
    )

    static let artifacts: Set<String> = ["com.android.billingclient:billing", "com.android.billingclient:billing-ktx"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let minimum = StoreRequirements.billingLibraryMinimumMajor
        var reported = Set<SourcePosition>()
        for build in android.builds {
            for app in build.apps {
                for module in [app.module] + build.gradle.moduleClosure(of: app.module) {
                    guard let buildFile = module.buildFile else { continue }
                    for dependency in module.dependencies where dependency.scope == .shipping && Self.artifacts.contains(dependency.module) {
                        guard let version = dependency.version, let major = Int(version.prefix { $0.isNumber }), major < minimum else { continue }
                        let position = SourcePosition(path: build.projectPath(buildFile), line: dependency.position.line, column: dependency.position.column)
                        guard reported.insert(position).inserted else { continue }
                        let window = StoreRequirements.billingWindow(major: major).map { ", whose window for new apps and updates closed on \($0.lastRelease) (extensions to \($0.extensionEnds))" } ?? ""
                        output.report(
                            "\(dependency.module):\(version) is Play Billing Library \(major)\(window), so Play rejects new apps and updates built with it; move to version \(minimum) or later and follow its migration guide.",
                            at: position, confidence: .high)
                    }
                }
            }
        }
    }
}
