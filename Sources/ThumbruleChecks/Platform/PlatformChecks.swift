import ThumbruleCore

enum PlatformChecks {
    package static let all: [any Check.Type] = [
        IconOnlyControlName.self,
        FieldKeyboardType.self,
        UIKitImageOnlyButtonName.self,
        UIKitImageOnlyBarItem.self,
        UnnamedImage.self,
        UIKitUnnamedImageView.self,
        DecorativeImage.self,
        TapGestureTrait.self,
        UIKitTapGestureTrait.self,
        CombinedRowImage.self,
        SwiftUIFixedFontSize.self,
        UIKitFixedFontSize.self,
        CustomFontRelativeStyle.self,
        UIKitAdjustsFontForContentSize.self,
        LiteralColor.self,
        BlackTextOnSystemBackground.self,
        ColorSetWithoutDark.self,
        TextContrast.self,
        HandFormattedValue.self,
        SafeAreaIgnoredByControls.self,
        HardCodedSafeAreaInset.self,
        UnguardedMotion.self,
        NavigationBarTrailingItems.self,
        SegmentedControlSegments.self,
        SegmentedControlNavigates.self,
        ContextMenuDestructiveFirst.self,
        LeadingSwipeDestructive.self,
        HandBuiltPullToRefresh.self,
    ]
}
