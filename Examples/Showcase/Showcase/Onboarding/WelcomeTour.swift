import StoreKit
import SwiftUI

/// First-run tour: four panels, no way to skip, progress kept only in memory, and a
/// review prompt before the user has cooked anything.
struct WelcomeTour: View {
    @AppStorage("tourFinished") private var tourFinished = false
    @Environment(\.requestReview) private var requestReview
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            TourPanel(symbol: "book", text: "Save the recipes you love").tag(0)
            TourPanel(symbol: "cart", text: "Build a shopping list in one tap").tag(1)
            TourPanel(symbol: "timer", text: "Cook with step-by-step timers").tag(2)
            VStack {
                TourPanel(symbol: "star", text: "Enjoying Showcase already?")
                Button("Start cooking") {
                    requestReview()
                    tourFinished = true
                }
            }
            .tag(3)
        }
        .tabViewStyle(.page)
    }
}

struct TourPanel: View {
    let symbol: String
    let text: String

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: symbol).font(.largeTitle)
            Text(text).font(.title2)
        }
    }
}
