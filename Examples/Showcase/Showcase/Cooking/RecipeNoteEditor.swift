import Network
import SwiftUI

/// Watches the network so the note editor can say when it is offline.
@MainActor final class NetworkStatus: ObservableObject {
    @Published private(set) var isOnline = true
    private let monitor = NWPathMonitor()

    init() {
        monitor.pathUpdateHandler = { [weak self] path in
            Task { @MainActor in self?.isOnline = path.status == .satisfied }
        }
        monitor.start(queue: .main)
    }
}

/// A private note on a recipe, saved to the cook's account.
struct RecipeNoteEditor: View {
    let recipe: Recipe
    @StateObject private var network = NetworkStatus()
    @State private var note = ""

    var body: some View {
        Form {
            TextEditor(text: $note)
            Button("Save note") { Task { try? await NotesAPI.save(note, for: recipe.id) } }
                .disabled(note.isEmpty || !network.isOnline)
        }
        .navigationTitle(recipe.title)
    }
}

enum NotesAPI {
    static func save(_ note: String, for recipeId: Int) async throws {
        var request = URLRequest(url: URL(string: "https://api.example.com/recipes/\(recipeId)/notes")!)
        request.httpMethod = "POST"
        request.httpBody = Data(note.utf8)
        _ = try await URLSession.shared.data(for: request)
    }
}
