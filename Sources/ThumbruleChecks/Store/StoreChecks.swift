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
