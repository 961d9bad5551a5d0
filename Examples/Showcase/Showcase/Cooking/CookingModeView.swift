import SwiftUI

/// Full-screen cooking mode: one step at a time, with a timer.
struct CookingModeView: View {
    let steps: [String]
    @State private var step = 0
    @State private var timerRunning = false
    @State private var showingIngredients = false

    var body: some View {
        ZStack {
            Color(red: 0.98, green: 0.95, blue: 0.89)
            VStack(spacing: 24) {
                Text("Step \(step + 1)")
                    .font(.custom("Lora-Bold", size: 34))
                Text(steps[step])
                    .font(.title3)
                Image(systemName: "timer")
                    .scaleEffect(timerRunning ? 1.2 : 1)
                    .onAppear {
                        withAnimation(.easeInOut(duration: 0.8).repeatForever()) { timerRunning = true }
                    }
                Spacer()
                Button("Next step") { step = min(step + 1, steps.count - 1) }
                    .buttonStyle(.borderedProminent)
            }
        }
        .ignoresSafeArea()
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Ingredients", systemImage: "list.bullet") { showingIngredients = true } }
            ToolbarItem(placement: .topBarTrailing) { Button("Timer", systemImage: "timer") { timerRunning.toggle() } }
            ToolbarItem(placement: .topBarTrailing) { ShareLink(item: steps.joined(separator: "\n")) }
        }
    }
}
