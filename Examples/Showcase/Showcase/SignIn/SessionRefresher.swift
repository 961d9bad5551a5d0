import FirebaseAuth
import Foundation

/// Keeps the Firebase ID token fresh while the app is open.
final class SessionRefresher {
    static let sessionTimeout: TimeInterval = 60 * 60
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 15 * 60, repeats: true) { [weak self] _ in
            Task { await self?.refresh() }
        }
    }

    func refresh() async {
        do {
            _ = try await Auth.auth().currentUser?.getIDTokenResult(forcingRefresh: true)
            try await refreshSession()
        } catch {
            try? Auth.auth().signOut()
        }
    }

    private func refreshSession() async throws {
        let expiry = Date().addingTimeInterval(3600)
        UserDefaults.standard.set(expiry, forKey: "sessionExpiry")
        try await RecipeAPI.shared.renewToken(sessionTimeout: 3600)
    }
}
