import GoogleMobileAds
import SwiftUI

/// Showcase: a small recipe app with deliberate rule violations, for `thumbrule check`.
@main
struct ShowcaseApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeListView()
        }
    }
}
