extension StoreRequirements {
    /// The lowest Play Billing Library major version still accepted on `checked`: every
    /// version whose extension ended before that date is past support, and so is any version
    /// older than the first row.
    public static var billingLibraryMinimumMajor: Int {
        let supported = billingLibrarySupport.filter { $0.extensionEnds >= checked }
        return supported.map(\.major).min() ?? (billingLibrarySupport.last.map { $0.major + 1 } ?? 0)
    }

    /// The support window of a major version, when the table lists it.
    public static func billingWindow(major: Int) -> (lastRelease: String, extensionEnds: String)? {
        billingLibrarySupport.first { $0.major == major }.map { ($0.lastRelease, $0.extensionEnds) }
    }
}

extension SDKTestKeys {
    /// The table entry a whole string value is a test key of: the value starts with the
    /// entry's prefix and the rest, at least `minimumTail` long, holds only letters, digits
    /// and `_ ~ / -`, so prose that mentions a key and placeholders such as `"pk_test_"` do not count.
    public static func match(_ value: String) -> Entry? {
        entries.first { entry in
            guard value.hasPrefix(entry.prefix) else { return false }
            let tail = value.utf8.dropFirst(entry.prefix.utf8.count)
            return tail.count >= entry.minimumTail && tail.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-")
            }
        }
    }
}
