import ThumbruleCore

enum NotificationsChecks {
    package static let all: [any Check.Type] = [
        ForegroundPresentation.self,
        NotificationTitle.self,
        TimeSensitiveAuthorization.self,
        CriticalAlertEntitlement.self,
        UnstatedInterruptionLevel.self,
        NotificationSettingsLink.self,
        ActionsPerCategory.self,
        DestructiveFirstAction.self,
        UngroupedNotifications.self,
        BadgeNeverCleared.self,
        PromotionalWithoutOptIn.self,
    ]
}
