import StoreKit
import SwiftUI

/// The kitchen window: every tool of the app in one list.
struct KitchenHub: View {
    private let tonight = Recipe(id: 1, title: "Tomato soup", minutes: 25)
    private let session = SessionRefresher()
    private let account = AccountStore()
    private let reminders = CookingReminders()
    @State private var yearly: Product?
    @State private var notesSavedAt: Date?

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Welcome tour") { WelcomeTour() }
                NavigationLink("Sign in") { SignInView(session: session) }
                NavigationLink("Tonight's recipe") { RecipeDetailView(recipe: tonight) }
                NavigationLink("Cook along") { CookModeView(recipe: tonight) }
                NavigationLink("Step by step") { CookingModeView(steps: ["Chop the onion", "Simmer for 20 minutes"]) }
                NavigationLink("Timer") { TimerControls(minutes: tonight.minutes) }
                NavigationLink("Rate it") { RatingForm(recipe: tonight) }
                NavigationLink("Shopping list") { ShoppingListView() }
                NavigationLink("Pantry") { PantryScanner() }
                NavigationLink("Notes") { RecipeNoteEditor(recipe: tonight) }
                if let yearly {
                    NavigationLink("Premium") { PremiumPlansView(yearly: yearly) }
                    NavigationLink("Showcase Pro") { ProUpgradeView(yearly: yearly) }
                }
                Button("Remind me when the soup is done") { reminders.remind(about: tonight, after: tonight.minutes) }
                Button("Remind me to cook this week") { reminders.remindToComeBack() }
                Button("Keep the pantry in sync") { PantrySync.shared.start() }
                Button("Save tonight's notes") { try? account.saveDraft(tonight.title) }
            }
            .navigationTitle("Kitchen")
            .task {
                await InterstitialAds.shared.load()
                notesSavedAt = try? account.savedAt(URL(filePath: "recipe-draft.txt"))
            }
        }
    }
}
