import ThumbruleCore

/// Store preflight for privacy: manifests, required-reason APIs, the SDK inventory, and
/// declarations the code does not back.
enum PrivacyChecks {
    package static let all: [any Check.Type] = [
        RequiredReasonUndeclared.self,
        PrivacyManifestMissing.self,
        PrivacyManifestInvalidDeclaration.self,
        PrivacyManifestMalformed.self,
        SDKWithoutPrivacyManifest.self,
        PurposeStringUnused.self,
        TrackingSDKWithoutRequest.self,
    ]
}
