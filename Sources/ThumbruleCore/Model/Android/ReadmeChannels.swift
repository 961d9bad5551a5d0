import Foundation

/// Where a project's README says its app is downloaded from. An open-source app published
/// only on F-Droid or through GitHub releases lists those channels in its README and never
/// names Google Play; an app on Play links its Play listing or badge there. Only the text's
/// words are read (case-insensitively), never code.
enum ReadmeChannels {
    /// README file names, in the order they are looked for.
    static let names = ["README.md", "Readme.md", "readme.md", "README"]
    /// Words that name Google Play.
    static let playMarkers = ["play.google.com", "google play", "play store", "playstore", "googleplay"]
    /// Words that name another channel: F-Droid, GitHub releases (a link or a badge), IzzyOnDroid,
    /// Accrescent, Obtainium.
    static let otherChannelMarkers = ["f-droid.org", "/releases", "github/release", "github/v/release", "izzysoft", "accrescent.app", "obtainium"]

    /// True when the README names another channel and never names Google Play.
    static func namesOnlyOtherChannels(_ readme: String) -> Bool {
        let text = readme.lowercased()
        return !playMarkers.contains { text.contains($0) } && otherChannelMarkers.contains { text.contains($0) }
    }
}
