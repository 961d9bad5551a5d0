import ThumbruleCore

enum PermissionsChecks {
    package static let all: [any Check.Type] = [
        PurposeStringMissing.self,
        PurposeStringPlaceholder.self,
        PurposeStringVague.self,
        NotificationAskAtLaunch.self,
        NotificationAskFromBackgroundPush.self,
        NotificationAskInOnboarding.self,
        TrackingAskAtLaunch.self,
        LibraryAccessBeforePicker.self,
        PermissionAnswerStored.self,
        RestrictedStatusSentToSettings.self,
        ExplainerSkipsSystemDialog.self,
    ]
}
