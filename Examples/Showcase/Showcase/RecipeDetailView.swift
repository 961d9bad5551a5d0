import SwiftUI

struct RecipeDetailView: View {
    let recipe: Recipe

    var body: some View {
        ScrollView {
            Text(recipe.title)
                .font(.title)
            Text("Ready in \(recipe.minutes) minutes")
        }
        .onDisappear {
            InterstitialAds.shared.showInterstitial()
        }
    }
}
