import Foundation

/// Keeps the signed-in account and the recipe the user is still writing.
final class AccountStore {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func signedIn(token: String) {
        defaults.set(token, forKey: "authToken")
    }

    func saveDraft(_ text: String) throws {
        let folder = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        try text.write(to: folder.appendingPathComponent("recipe-draft.txt"), atomically: true, encoding: .utf8)
    }
}

extension AccountStore {
    /// When a saved draft was last written, for the "Save tonight's notes" row.
    func savedAt(_ draft: URL) throws -> Date? {
        let attributes = try FileManager.default.attributesOfItem(atPath: draft.path)
        return attributes[.modificationDate] as? Date
    }
}
