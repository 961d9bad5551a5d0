import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let title: String
    let minutes: Int
}

struct RecipeListView: View {
    @State private var recipes: [Recipe] = []
    @State private var showingPaywall = false

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                VStack(alignment: .leading) {
                    Text(recipe.title)
                        .font(.system(size: 17, weight: .semibold))
                    Text("\(recipe.minutes) min")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Recipes")
            .safeAreaInset(edge: .top) { CategoryChips() }
            .toolbar {
                Button {
                    showingPaywall = true
                } label: {
                    Image(systemName: "crown")
                }
            }
            .sheet(isPresented: $showingPaywall) {
                PaywallView()
            }
        }
    }
}
