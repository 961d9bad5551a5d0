import Foundation

/// Where a project's README says its app is downloaded from. An open-source app published
/// only on F-Droid or another store for open-source apps lists that store in its README and
/// never names Google Play; an app on Play links its Play listing or badge there. GitHub
/// releases are no sign either way: apps on Play publish them too (tooot, a release badge),
/// and a README links other projects' release pages (Edge, bundletool's). A link to an APK
/// file attached to a release (`…/releases/download/v1/app.apk`) is one: the README hands the
/// app out as a file to install, which a README that never names Play offers as the way to get
/// it. Only the text's words are read (case-insensitively), never code.
enum ReadmeChannels {
    /// README file names, in the order they are looked for.
    static let names = ["README.md", "Readme.md", "readme.md", "README"]
    /// Words that name Google Play.
    static let playMarkers = ["google play", "play store", "playstore", "googleplay"]
    /// Google Play's host; a link to it names Play unless it is another app's listing.
    static let playHost = "play.google.com"
    /// The start of a Play listing's address, before the listed app's id.
    static let listingPath = "play.google.com/store/apps/details?id="
    /// Words that name a store for open-source apps: F-Droid, IzzyOnDroid, Accrescent, Obtainium.
    static let otherChannelMarkers = ["f-droid.org", "izzysoft", "accrescent.app", "obtainium"]

    /// The path of a file attached to a GitHub release, as a download link gives it.
    static let releaseDownloadPaths = ["/releases/download/", "/releases/latest/download/"]

    /// True when the text links an APK attached to a release (`…/releases/download/v0.3/app.apk`).
    static func linksReleaseAPK(_ text: String) -> Bool {
        releaseDownloadPaths.contains { path in
            var rest = text[...]
            while let start = rest.range(of: path) {
                let link = rest[start.upperBound...].prefix { !$0.isWhitespace && !")]\"'<>".contains($0) }
                if link.hasSuffix(".apk") { return true }
                rest = rest[start.upperBound...]
            }
            return false
        }
    }

    /// True when the README names another channel, or links an APK attached to a release
    /// (`linksReleaseAPK`), and never names Google Play. A link to the
    /// Play listing of another app (a README recommending a companion app, `details?id=` with an
    /// id that is not `applicationId` nor one of its suffixed variants) does not name Play for
    /// this app; with no application id known, every Play link counts.
    static func namesOnlyOtherChannels(_ readme: String, applicationId: String? = nil) -> Bool {
        let text = readme.lowercased()
        guard !playMarkers.contains(where: { text.contains($0) }),
              otherChannelMarkers.contains(where: { text.contains($0) }) || linksReleaseAPK(text) else { return false }
        let ownId = applicationId?.lowercased()
        var rest = text[...]
        while let host = rest.range(of: playHost) {
            let link = rest[host.lowerBound...]
            guard let ownId, link.hasPrefix(listingPath) else { return false }
            let id = link.dropFirst(listingPath.count).prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
            if id.isEmpty || id == ownId || id.hasPrefix(ownId + ".") { return false }
            rest = rest[host.upperBound...]
        }
        return true
    }
}
