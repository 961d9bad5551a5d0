/// Lookups over the privacy tables, kept out of `Tables/`, which holds data only.
extension ThirdPartySDKs {
    /// The entry a dependency name stands for, if it is on Apple's list (names compared lowercased).
    public static func sdk(named name: String) -> SDK? {
        byName[name.lowercased()]
    }

    private static let byName: [String: SDK] = {
        var table: [String: SDK] = [:]
        for sdk in all { for name in sdk.names where table[name] == nil { table[name] = sdk } }
        return table
    }()
}

extension RequiredReasonAPIs {
    /// The category an `NSPrivacyAccessedAPIType` value names, if it is one of Apple's.
    public static func category(_ key: String) -> Category? {
        categories.first { $0.key == key }
    }
}
