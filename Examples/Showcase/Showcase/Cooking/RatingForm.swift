import SwiftUI

/// Rates a recipe after cooking it; the rating is sent to the server.
struct RatingForm: View {
    let recipe: Recipe
    @State private var stars = 4

    var body: some View {
        Form {
            Stepper("\(stars) stars", value: $stars, in: 1...5)
            Button("Submit") {
                Task { await RatingService.submit(stars, for: recipe.id) }
            }
        }
    }
}

enum RatingService {
    static func submit(_ stars: Int, for recipeID: Int) async {
        var request = URLRequest(url: URL(string: "https://api.example.com/recipes/\(recipeID)/ratings")!)
        request.httpMethod = "POST"
        request.httpBody = Data("{\"stars\":\(stars)}".utf8)
        _ = try? await URLSession.shared.data(for: request)
    }
}
