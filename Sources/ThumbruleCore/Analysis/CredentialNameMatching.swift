/// What a name or a literal says about holding a credential, read from `CredentialNames`.
extension CredentialNames {
    public enum Match: Equatable, Sendable {
        /// The name says credential; the payload is the word or words that say so.
        case credential(String)
        /// The name mentions a credential word but is something else: a push token, a flag.
        case lookAlike
        case unrelated
    }

    /// True when the names (identifiers, class and resource names, placeholders), split into
    /// words, hold every word of one of `otherSecretWordGroups`.
    public static func nameOtherSecret(_ names: [String]) -> Bool {
        let words = Set(names.flatMap(NameWords.split))
        return otherSecretWordGroups.contains { $0.isSubset(of: words) }
    }

    /// What a name (an identifier, a defaults key, a file name) says about its value.
    public static func match(_ name: String) -> Match {
        // An ASCII name's words are pieces of its bytes, so a name holding none of the words
        // below in any case is unrelated: one byte search instead of a split, for the
        // thousands of stored properties and keys a project passes through here.
        if name.utf8.allSatisfy({ $0 < 0x80 }), !credentialLetters.matches(name) { return .unrelated }
        var words = NameWords.split(name)
        while let last = words.last, last.allSatisfy(\.isNumber) { words.removeLast() }
        guard !words.isEmpty else { return .unrelated }
        // A key written as one lowercase word (`notificationstoken`, `devicetoken`) still says
        // which token it is: a look-alike qualifier glued to a credential word.
        if let last = words.last, !heads.contains(last),
           let head = heads.first(where: { last.count > $0.count && last.hasSuffix($0) }),
           lookAlikeQualifiers.contains(String(last.dropLast(head.count))) {
            return .lookAlike
        }
        let mentionsCredential = words.contains(where: heads.contains)
            || compoundHeads.contains { words.ends(with: $0) || words.contains(sequence: $0) }
        if words.count > 1, let first = words.first, flagPrefixes.contains(first) {
            return mentionsCredential ? .lookAlike : .unrelated
        }
        while !words.isEmpty {
            if let compound = compoundHeads.first(where: { words.ends(with: $0) }) {
                return words.dropLast(compound.count).contains(where: lookAlikeQualifiers.contains) ? .lookAlike : .credential(compound.joined(separator: " "))
            }
            if let last = words.last, heads.contains(last) {
                let singular = last.hasSuffix("s") ? String(last.dropLast()) : last
                let qualifiers = Array(words.dropLast())
                let lookAlike = qualifiers.contains(where: lookAlikeQualifiers.contains) || lookAlikeQualifierRuns.contains { qualifiers.contains(sequence: $0) }
                    || qualifiers.contains(where: pushProductQualifiers.contains) && !qualifiers.contains(where: signInQualifiers.contains)
                return lookAlike ? .lookAlike : .credential(singular)
            }
            guard words.count > 1, let last = words.last, containerWords.contains(last) else { break }
            words.removeLast()
        }
        return mentionsCredential ? .lookAlike : .unrelated
    }

    /// True when a store key's name is a look-alike's and says nothing of signing in (`fcm_token`,
    /// `FIREBASE_TOKEN_PREFERENCES`): a value written under it is that look-alike, even one
    /// called only `token`.
    public static func keyNamesLookAlike(_ key: String) -> Bool {
        match(key) == .lookAlike && !namesSignIn(key)
    }

    /// True when a name has a word of signing in (`accessToken`, `session_token`).
    public static func namesSignIn(_ name: String) -> Bool {
        NameWords.split(name).contains(where: signInQualifiers.contains)
    }

    /// Every word `match` looks for, as bytes.
    private static let credentialLetters = TextSearch(anyOf: heads.union(compoundHeads.joined()), ignoringCase: true)

    /// True for a literal that is a secret by its shape: `eyJhbGciOi…`, `sk_live_…`.
    public static func isSecretValue(_ text: String) -> Bool {
        guard text.count >= 16 else { return false }
        return secretValuePrefixes.contains { text.hasPrefix($0) && (!text.contains(" ") || $0.hasSuffix(" ")) }
    }
}

extension Array where Element == String {
    fileprivate func ends(with suffix: [String]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }

    fileprivate func contains(sequence: [String]) -> Bool {
        guard !sequence.isEmpty, count >= sequence.count else { return false }
        return (0...(count - sequence.count)).contains { Array(self[$0..<($0 + sequence.count)]) == sequence }
    }
}
