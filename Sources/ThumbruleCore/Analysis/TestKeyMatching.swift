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
