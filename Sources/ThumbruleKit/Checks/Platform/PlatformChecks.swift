enum PlatformChecks {
    static let all: [any Check.Type] = [
        IconOnlyControlName.self,
        UIKitImageOnlyButtonName.self,
        SwiftUIFixedFontSize.self,
        UIKitFixedFontSize.self,
        CustomFontRelativeStyle.self,
        UIKitAdjustsFontForContentSize.self,
        LiteralColor.self,
        ColorSetWithoutDark.self,
        SafeAreaIgnoredByControls.self,
        HardCodedSafeAreaInset.self,
        UnguardedMotion.self,
    ]
}
