import Foundation

/// Whether the project's own build settings leave its iOS app unsigned in the build that would
/// go to the store: every iOS app target's store configurations
/// (`CompilationConditions.storeConfigurations`) set the device's code signing identity to none
/// (`""`, Xcode's "Don't Code Sign") or ad hoc (`"-"`, "Sign to Run Locally") and the development
/// team to empty. Such an archive carries no team's distribution signature, so App Store Connect
/// never sees it: the IPA is signed by whoever installs it (AltStore, Sideloadly). Checks whose
/// only harm is App Store Connect refusing an upload or App Review rejecting the app read it;
/// those whose harm also reaches the people running a sideloaded build (plain-HTTP loads) do not.
///
/// An empty team alone proves nothing (open-source App Store apps often clear it before
/// publishing and keep Xcode's default identity); the unsigned identity written for the device
/// is what counts, and both must be written. Undecided, so no evidence, when a store
/// configuration reads an `.xcconfig` (whose conditional assignments are not read), when any
/// value names another setting (`$(inherited)`), and when any build or release file shows an
/// App Store upload (`OutsideAppStore.showsStoreUpload`): a TestFlight upload reaches App Store
/// Connect too.
package enum UnsignedRelease {
    /// The signing settings whose device values decide.
    static let identity = "CODE_SIGN_IDENTITY"
    static let team = "DEVELOPMENT_TEAM"

    static func evidence(projects: [XcodeProject], files: [WorkspaceFile]) -> OutsideAppStore.Evidence? {
        let apps = projects.flatMap { project in project.targets.filter { $0.kind == .app }.map { (project: project, target: $0) } }
        guard let first = apps.first, apps.allSatisfy({ isUnsigned($0.target) }), !OutsideAppStore.showsStoreUpload(in: files) else { return nil }
        return OutsideAppStore.Evidence(position: SourcePosition(path: first.project.path, line: 1, column: 1),
                                        reason: "signs \(first.target.name) for release with no identity and no team")
    }

    /// Whether every store configuration of the target writes only empty or ad hoc identities
    /// and only empty teams for the device, at least one of each.
    static func isUnsigned(_ target: XcodeProject.Target) -> Bool {
        let configurations = CompilationConditions.storeConfigurations(of: target)
        return !configurations.isEmpty && configurations.allSatisfy { configuration in
            var identities: [String] = [], teams: [String] = []
            for layer in target.settingsLayers[configuration] ?? [] {
                guard case .settings(let settings) = layer else { return false }
                for (key, value) in settings where appliesToDevice(key) {
                    let name = key.prefix { $0 != "[" }
                    if name == identity { identities.append(value.trimmingCharacters(in: .whitespaces)) }
                    if name == team { teams.append(value.trimmingCharacters(in: .whitespaces)) }
                }
            }
            return !identities.isEmpty && identities.allSatisfy { $0.isEmpty || $0 == "-" }
                && !teams.isEmpty && teams.allSatisfy(\.isEmpty)
        }
    }

    /// Whether a setting's conditions (`NAME[sdk=iphoneos*][arch=*]`) can hold for an iOS device
    /// build: no `sdk=` condition, or one whose pattern matches `iphoneos` (`iphone*`, `*`).
    static func appliesToDevice(_ key: String) -> Bool {
        key.split(separator: "[").dropFirst().allSatisfy { condition in
            guard condition.hasPrefix("sdk=") else { return true }
            let pattern = condition.dropFirst(4).prefix { $0 != "]" }
            let stem = pattern.hasSuffix("*") ? pattern.dropLast() : pattern
            return pattern.hasSuffix("*") ? "iphoneos".hasPrefix(stem) : stem == "iphoneos"
        }
    }
}

extension Project {
    /// What shows in the Xcode project that the iOS app is never signed for the App Store
    /// (`UnsignedRelease`), or nil.
    package var unsignedIOSRelease: OutsideAppStore.Evidence? {
        memo("unsigned-ios-release") { UnsignedRelease.evidence(projects: xcodeProjects, files: files) }
    }

    /// What shows that the iOS app is only ever sideloaded: unsigned for the store
    /// (`unsignedIOSRelease`), or a README that has people install its IPA with AltStore-style
    /// installers and never names the App Store (`OutsideAppStore.readmeEvidence`), or nil.
    package var sideloadedIOSRelease: OutsideAppStore.Evidence? {
        memo("sideloaded-ios-release") { unsignedIOSRelease ?? OutsideAppStore.readmeEvidence(in: files) }
    }
}
