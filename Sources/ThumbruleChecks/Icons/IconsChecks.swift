import ThumbruleCore

enum IconsChecks {
    package static let all: [any Check.Type] = [
        MixedTabIcons.self,
        UnreservedRemoteImage.self,
    ]
}
