import ThumbruleCore

/// Checks that read the views of iOS storyboards and xibs (`Project.interfaceBuilder`).
enum InterfaceBuilderChecks {
    package static let all: [any Check.Type] = [
        InterfaceBuilderFixedFontSize.self,
        InterfaceBuilderAdjustsFont.self,
        InterfaceBuilderSmallButton.self,
        InterfaceBuilderImageOnlyButtonName.self,
        InterfaceBuilderLiteralColor.self,
        InterfaceBuilderKeyboardType.self,
        InterfaceBuilderCredentialField.self,
    ]
}
