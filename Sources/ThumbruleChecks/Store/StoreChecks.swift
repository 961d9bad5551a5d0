import ThumbruleCore

/// Checks of what the stores read from the build before review: export compliance, transport
/// security, entitlements, deprecated and private API, and SDK test keys.
enum StoreChecks {
    package static let all: [any Check.Type] = [
        ExportComplianceMissing.self,
        ExportComplianceEncryption.self,
        ArbitraryLoadsAllowed.self,
        CapabilityWithoutEntitlement.self,
        UnusedEntitlement.self,
        UIWebViewUse.self,
        PrivateAPIByName.self,
        DownloadedScriptEvaluated.self,
        SDKTestKeyInRelease.self,
    ]
}

extension Project {
    /// True when this Info.plist belongs to a Mac build, outside what the phone checks judge:
    /// every Xcode target that names it is a Mac app, or (for a plist named from an xcconfig
    /// the reader does not follow) it sets macOS-only keys such as `LSMinimumSystemVersion`.
    func isMacOnlyInfoPlist(_ path: String) -> Bool {
        let owners = xcodeProjects.flatMap(\.targets).filter { $0.infoPlistPath == path }
        if !owners.isEmpty { return owners.allSatisfy { $0.kind == .otherPlatformApp } }
        guard let plist = infoPlists[path], plist.root["LSRequiresIPhoneOS"] == nil else { return false }
        return plist.root["LSMinimumSystemVersion"] != nil || plist.string("NSPrincipalClass") == "NSApplication"
    }
}
