import SwiftUI

/// Cooking mode: one step of a recipe at a time, with a timer.
struct CookModeView: View {
    let recipe: Recipe
    @State private var step = 0

    var body: some View {
        VStack(spacing: 24) {
            Text(recipe.title)
                .font(.headline)
            Text("Step \(step + 1)")
                .font(.title2.bold())
            TimerControls(minutes: recipe.minutes)
            Button("Next step") { step += 1 }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
