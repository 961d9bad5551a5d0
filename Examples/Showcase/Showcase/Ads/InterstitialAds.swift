import GoogleMobileAds

/// Loads and shows the interstitial between recipes.
final class InterstitialAds: NSObject {
    static let shared = InterstitialAds()
    private var interstitial: InterstitialAd?

    func load() async {
        interstitial = try? await InterstitialAd.load(with: "ca-app-pub-3940256099942544/4411468910", request: Request())
    }

    func showInterstitial() {
        interstitial?.present(from: nil)
    }
}
