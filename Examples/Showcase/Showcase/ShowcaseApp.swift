import GoogleMobileAds
import SwiftUI

/// Showcase: a small recipe app with deliberate rule violations, for `thumbrule check`.
@main
struct ShowcaseApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeListView()
        }
        // A second window on iPad with the kitchen tools, for cooks who keep it open beside the recipe.
        WindowGroup("Kitchen", id: "kitchen") {
            KitchenHub()
        }
    }
}
