import SwiftSyntax
import ThumbruleCore

/// A local notification whose copy sells or asks the person to come back ("We miss you",
/// "50% off Premium", "New features are waiting") scheduled with no in-app opt-in that
/// starts off. App Review Guideline 4.5.4 allows promotions in notifications only after
/// consent shown in the app's own interface; the system permission is not that consent,
/// and re-engagement nudges spend the goodwill the app's real alerts need.
///
/// Copy is the literal assigned to a notification content's `title`, `subtitle` or `body`
/// (also through `String(localized:)` / `NSLocalizedString`), matched against
/// `NotificationCopy.comeBackPhrases` and `promotionalPhrases`. The opt-in is a setting in
/// the same file whose name says offers, marketing, promo or opt-in, or a
/// `UserDefaults.bool(forKey:)` / `@AppStorage` read in the scheduling function; one that
/// defaults to `true` is reported as an opt-out. Medium confidence. Known false negatives:
/// copy from constants, string tables or a server; a gate in another file.
struct PromotionalWithoutOptIn: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "notify-earns-it.promotion-without-opt-in",
        ruleId: "notify-earns-it",
        summary: "A promotional or come-back notification scheduled without an in-app opt-in that starts off",
        triggering: [
            CheckExample("""
            import UserNotifications

            enum Nudges {
                static func scheduleComeBack() {
                    let content = UNMutableNotificationContent()
                    content.title = ↓"We miss you!"
                    content.body = "Your plants need attention. Come back and water them."
                    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3 * 86_400, repeats: false)
                    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "comeback", content: content, trigger: trigger))
                }
            }
            """),
            CheckExample("""
            import SwiftUI
            import UserNotifications

            final class Offers {
                @AppStorage("promoNotificationsEnabled") var promoNotificationsEnabled = true

                func scheduleSale() {
                    guard promoNotificationsEnabled else { return }
                    let content = UNMutableNotificationContent()
                    content.title = ↓String(localized: "Premium is 50% off this weekend")
                    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "sale", content: content, trigger: nil))
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import SwiftUI
            import UserNotifications

            final class Offers {
                @AppStorage("promoNotificationsEnabled") var promoNotificationsEnabled = false

                func scheduleSale() {
                    guard promoNotificationsEnabled else { return }
                    let content = UNMutableNotificationContent()
                    content.title = "Premium is 50% off this weekend"
                    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "sale", content: content, trigger: nil))
                }

                func scheduleDose(at date: DateComponents) {
                    let content = UNMutableNotificationContent()
                    content.title = "Time for your 8 pm dose"
                    content.body = "Open the pillbox: two tablets of Lisinopril."
                    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "dose", content: content,
                        trigger: UNCalendarNotificationTrigger(dateMatching: date, repeats: true)))
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.importedModules.contains("UserNotifications") else { return }
        var copies: [(ExprSyntax, String, String)] = []
        for member in file.index.memberAccesses("title", "subtitle", "body") {
            guard NotificationQueries.isContentReceiver(member), let (op, value, _) = ExprSyntax(member).assignment, op == "=",
                  let text = NotificationTitle.text(of: value).0, let kind = Self.kind(of: text) else { continue }
            copies.append((value, text.count > 60 ? String(text.prefix(57)) + "…" : text, kind))
        }
        guard !copies.isEmpty else { return }
        copies.sort { $0.0.position < $1.0.position }
        let settings = Self.appStorageBools(in: file)
        let optIns = settings.filter { !Set(NameWords.split($0.name)).isDisjoint(with: NotificationCopy.optInWords) }
        let fileNamesOptIn = file.index.referencesInOrder.contains { !Set(NameWords.split($0.baseName.text)).isDisjoint(with: NotificationCopy.optInWords) }
            || file.index.memberAccessesInOrder.contains { !Set(NameWords.split($0.declName.baseName.text)).isDisjoint(with: NotificationCopy.optInWords) }
        var reported: Set<String> = []
        for (value, text, kind) in copies {
            guard let function = value.enclosingFunction, reported.insert(function.name.text + "\(function.position)").inserted else { continue }
            if let onByDefault = optIns.first(where: \.defaultsOn) {
                output.report(
                    "This notification (\"\(text)\") \(kind) and is gated by \(onByDefault.name), which starts on, so everyone receives it without having agreed; make the in-app opt-in start off and ask for it in the app's own interface (Guideline 4.5.4).",
                    at: file.position(of: value), confidence: .medium,
                    related: [RelatedLocation(file.position(of: onByDefault.node), "the setting starts on here")])
                continue
            }
            let names = file.index.names(within: function)
            let readsSetting = names.contains("bool") || !names.isDisjoint(with: settings.map(\.name))
            guard !readsSetting, !fileNamesOptIn else { continue }
            output.report(
                "This notification (\"\(text)\") \(kind) with no in-app opt-in; the notification permission is not consent to promotions (Guideline 4.5.4), so send it only to people who turned on an in-app setting that starts off, or make it report an event they asked for.",
                at: file.position(of: value), confidence: .medium)
        }
    }

    /// What the copy does, when it matches a come-back or promotional phrase.
    static func kind(of text: String) -> String? {
        let padded = " " + String(text.lowercased().map { $0.isLetter || $0.isNumber || $0 == "'" || $0 == "%" || $0 == "-" ? $0 : " " })
            .replacingOccurrences(of: "’", with: "'") + " "
        func contains(_ phrase: String) -> Bool {
            padded.contains((phrase.hasPrefix("%") ? "" : " ") + phrase + " ")
        }
        if NotificationCopy.comeBackPhrases.contains(where: contains) { return "asks the person to come back" }
        if NotificationCopy.promotionalPhrases.contains(where: contains) { return "sells" }
        return nil
    }

    struct Setting {
        let name: String
        let defaultsOn: Bool
        let node: VariableDeclSyntax
    }

    /// The file's `@AppStorage` Booleans, with whether each starts on.
    static func appStorageBools(in file: SwiftFile) -> [Setting] {
        file.index.variables.compactMap { variable in
            guard variable.attributes.contains(where: { $0.trimmedSourceText.hasPrefix("@AppStorage") }),
                  let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let initial = binding.initializer?.value.trimmedSourceText, initial == "true" || initial == "false" else { return nil }
            return Setting(name: name, defaultsOn: initial == "true", node: variable)
        }
    }
}
