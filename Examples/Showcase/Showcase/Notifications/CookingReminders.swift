import UserNotifications

/// Reminds the cook when a recipe's timer ends, and shows reminders that arrive in the app.
final class CookingReminders: NSObject, UNUserNotificationCenterDelegate {
    func remind(about recipe: Recipe, after minutes: Int) {
        let content = UNMutableNotificationContent()
        content.title = "Showcase: your timer is done"
        content.body = "\(recipe.title) is ready to come out of the oven."
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: TimeInterval(minutes * 60), repeats: false)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "timer-\(recipe.id)", content: content, trigger: trigger))
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        [.banner, .sound]
    }

    /// A nudge for cooks who have not opened the app in a week.
    func remindToComeBack() {
        let content = UNMutableNotificationContent()
        content.title = "We miss you in the kitchen"
        content.body = "New recipes are waiting for you."
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 7 * 86_400, repeats: false)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "come-back", content: content, trigger: trigger))
    }
}
