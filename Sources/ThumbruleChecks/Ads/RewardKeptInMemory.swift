import SwiftSyntax
import ThumbruleCore

/// A reward granted only to memory: the reward handler (the SDK's, or a closure handed to
/// the app's own rewarded-ad call such as `showRewarded(onReward:)`), or a same-file function
/// it calls (`addCoins(_:)`), changes a `@State` property, or a plain or `@Published` one in a
/// file that persists nothing. When the process ends, the coins the user watched an ad for are gone.
///
/// Medium confidence. Properties wrapped in `@AppStorage` / `@SceneStorage`, with a
/// `didSet`, or changed next to a save call are taken as persisted. Known false negatives:
/// rewards written to another object (`wallet.coins += 10`), which may or may not persist.
struct RewardKeptInMemory: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "ads-rewarded.kept-in-memory",
        ruleId: "ads-rewarded",
        summary: "A rewarded ad's reward written only to in-memory state",
        triggering: [
            CheckExample("""
            import SwiftUI

            struct ShopView: View {
                @State private var coins = 0
                let ads: RewardedAds
                var body: some View {
                    Button("Watch an ad for 10 coins") {
                        ads.showRewarded(onReward: { ↓coins += 10 })
                    }
                }
            }
            """),
            CheckExample("""
            import GoogleMobileAds

            final class HintStore: ObservableObject {
                @Published var hints = 0
                @Published var coins = 0
                var rewardedAd: GADRewardedAd?
                func watch(from root: UIViewController) {
                    rewardedAd?.present(fromRootViewController: root) {
                        ↓self.hints += 1
                        self.addCoins(10)
                    }
                }
                func addCoins(_ amount: Int) { ↓coins += amount }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import SwiftUI

            struct ShopView: View {
                @AppStorage("coins") private var coins = 0
                @State private var showingThanks = false
                let ads: RewardedAds
                var body: some View {
                    Button("Watch an ad for 10 coins") {
                        ads.showRewarded(onReward: { coins += 10; showingThanks = true })
                    }
                }
            }
            """),
            CheckExample("""
            import GoogleMobileAds

            final class HintStore: ObservableObject {
                @Published var hints = UserDefaults.standard.integer(forKey: "hints")
                var rewardedAd: GADRewardedAd?
                func watch(from root: UIViewController) {
                    rewardedAd?.present(fromRootViewController: root) {
                        self.hints += 1
                        UserDefaults.standard.set(self.hints, forKey: "hints")
                    }
                }
            }
            """),
        ]
    )

    /// Names whose mention in a file means it writes state somewhere lasting.
    static let persistenceNames: Set<String> = [
        "UserDefaults", "AppStorage", "SceneStorage", "NSUbiquitousKeyValueStore", "Keychain", "KeychainWrapper", "modelContext",
        "managedObjectContext", "FileManager", "save", "persist", "write", "setValue", "insert", "CKRecord", "Firestore", "Database",
    ]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        // Only a `+=` or `-=` is reported: a file without one is done.
        guard !file.index.binaryOperators("+=", "-=").isEmpty else { return }
        let code = AdCode.shared(file)
        let direct = (code.usesAds ? code.rewardHandlers : []) + Self.closuresHandedToRewardCalls(file).map(Syntax.init)
        guard !direct.isEmpty else { return }
        // One hop: `self.addCoins(amount)` in the handler counts what `addCoins` does.
        let called = Set(direct.flatMap { file.index.calls(within: $0).compactMap(\.calleeName) })
        let handlers = direct + file.index.functions.filter { called.contains($0.name.text) }.map(Syntax.init)
        let filePersists = file.index.importedModules.contains { ["CoreData", "SwiftData", "FirebaseFirestore", "RealmSwift"].contains($0) }
            || Self.persistenceNames.contains { file.index.mentions($0) }
        var reported = Set<SourcePosition>()
        for handler in handlers where !Self.persistenceNames.contains(where: { file.index.names(within: handler).contains($0) }) {
            for change in file.index.binaryOperators("+=", "-=") where handler.encloses(change) {
                guard let target = change.assignedName, let declaration = Self.memberVariable(named: target, in: file),
                      Self.isInMemory(declaration, filePersists: filePersists) else { continue }
                let position = file.position(of: change.leftOperand ?? ExprSyntax(change))
                guard reported.insert(position).inserted else { continue }
                output.report(
                    "The reward changes \(target), which lives only in memory; if the app is closed or killed, the user loses what they watched the ad for. Save the grant in the reward handler itself (for example @AppStorage, UserDefaults or your store), then update the UI from it.",
                    at: position, confidence: .medium)
            }
        }
    }

    /// Closures passed to the app's own rewarded-ad calls: an argument whose label speaks of
    /// rewards (`onReward:`, `rewardFunction:`), or the trailing closure of a call whose
    /// name does (`showRewardedAd { … }`).
    private static let rewardLetters = TextSearch(anyOf: ["reward", "earn"], ignoringCase: true)

    static func closuresHandedToRewardCalls(_ file: SwiftFile) -> [ClosureExprSyntax] {
        func speaksOfReward(_ name: String?) -> Bool {
            guard let name, rewardLetters.matches(name) else { return false }
            let words = NameWords.split(name)
            return words.contains("reward") || words.contains("rewarded") || words.contains("earn")
        }
        return file.index.callsByName.values.joined().flatMap { call -> [ClosureExprSyntax] in
            var closures = call.arguments.compactMap { speaksOfReward($0.label?.text) ? $0.expression.as(ClosureExprSyntax.self) : nil }
            if speaksOfReward(call.calleeName), let trailing = call.trailingClosure { closures.append(trailing) }
            return closures
        }
    }

    static func memberVariable(named name: String, in file: SwiftFile) -> VariableDeclSyntax? {
        file.index.variables.first { variable in
            variable.parent?.is(MemberBlockItemSyntax.self) == true
                && variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    /// `@State`, or a plain / `@Published` stored property with no observer, in a file that persists nothing.
    static func isInMemory(_ variable: VariableDeclSyntax, filePersists: Bool) -> Bool {
        let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText }
        if wrappers.contains("State") { return true }
        guard wrappers.allSatisfy({ $0 == "Published" }), !filePersists else { return false }
        return variable.bindings.allSatisfy { $0.accessorBlock == nil }
    }
}
