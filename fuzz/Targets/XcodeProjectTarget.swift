import Foundation
import ThumbruleCore

/// A `project.pbxproj` (old-style plist): targets, groups, build phases and settings, then the
/// target resolver that places files with it.
@Sendable func fuzzXcodeProject(_ bytes: [UInt8]) {
    guard let project = try? XcodeProject(path: "App.xcodeproj/project.pbxproj", data: Data(bytes)) else { return }
    let resolver = TargetResolver(projects: [project], infoPlists: [:], packageManifests: [])
    for target in project.targets {
        for file in target.sourceFiles.sorted().prefix(50) { _ = resolver.target(for: file) }
    }
}
