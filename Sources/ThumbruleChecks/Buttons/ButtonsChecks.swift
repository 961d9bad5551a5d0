import ThumbruleCore

enum ButtonsChecks {
    package static let all: [any Check.Type] = [
        ButtonOnePrimary.self,
        CallSiteButtonStyle.self,
        MixedHandStyles.self,
        SmallTapTarget.self,
        UIKitSmallTapTarget.self,
        TightTargetSpacing.self,
        VagueButtonLabel.self,
        ButtonLabelPeriod.self,
        ButtonWithoutBusyState.self,
        StoreButtonWithoutBusyState.self,
        UIKitButtonWithoutBusyState.self,
        FloatingActionButton.self,
        TabCount.self,
        UnlabelledTab.self,
        HiddenTabBar.self,
        ChipSelectedByColourOnly.self,
        ChipRowWithoutScroll.self,
        DestructiveWithoutGuard.self,
    ]
}
