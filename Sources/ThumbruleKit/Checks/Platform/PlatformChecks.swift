enum PlatformChecks {
    static let all: [any Check.Type] = [
        IconOnlyControlName.self,
        SwiftUIFixedFontSize.self,
        UIKitFixedFontSize.self,
    ]
}
