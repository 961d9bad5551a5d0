import Foundation

/// Where a project's README says its app is downloaded from. An open-source app published
/// only on F-Droid or another store for open-source apps lists that store in its README and
/// never names Google Play; an app on Play links its Play listing or badge there. GitHub
/// releases are no sign either way: apps on Play publish them too (tooot, a release badge),
/// and a README links other projects' release pages (Edge, bundletool's). Only the text's
/// words are read (case-insensitively), never code.
enum ReadmeChannels {
    /// README file names, in the order they are looked for.
    static let names = ["README.md", "Readme.md", "readme.md", "README"]
    /// Words that name Google Play.
    static let playMarkers = ["play.google.com", "google play", "play store", "playstore", "googleplay"]
    /// Words that name a store for open-source apps: F-Droid, IzzyOnDroid, Accrescent, Obtainium.
    static let otherChannelMarkers = ["f-droid.org", "izzysoft", "accrescent.app", "obtainium"]

    /// True when the README names another channel and never names Google Play.
    static func namesOnlyOtherChannels(_ readme: String) -> Bool {
        let text = readme.lowercased()
        return !playMarkers.contains { text.contains($0) } && otherChannelMarkers.contains { text.contains($0) }
    }
}
