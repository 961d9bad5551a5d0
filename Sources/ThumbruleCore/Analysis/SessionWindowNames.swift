/// What a session setting's name says it holds, read from the `SessionWindows` words: the
/// one reading the auth checks and `thumbrule doctor` share.
public enum SessionWindowKind: String, Sendable, Codable {
    case lifetime, reauth
}

public enum SessionWindowNames {
    /// The kind of window a name holds: both a subject and a duration word in the name
    /// (`sessionTimeout`, `reauthWindow`), or, for a declaration, a subject word in its type
    /// and a name that starts with a duration word (`SessionPolicy.lifetime`). Nil when the
    /// name or the type holds a word of something else (`requestTimeout`, `URLSession.timeout`).
    public static func kind(of name: String, inType type: String? = nil) -> SessionWindowKind? {
        if name == SessionWindows.biometricReuseProperty { return .reauth }
        // A name holds a subject word only if it holds its letters: most names are settled here.
        guard subjectLetters.matches(name) || type.map({ subjectLetters.matches($0) }) == true else { return nil }
        let words = NameWords.split(name)
        let nameWords = joinedWords(words)
        if !nameWords.isEmpty {
            guard !nameWords.contains(where: SessionWindows.unrelatedWords.contains) else { return nil }
            if let kind = kind(subjects: nameWords, durations: nameWords) { return kind }
        }
        guard let type, let first = words.first else { return nil }
        let typeWords = joinedWords(NameWords.split(type))
        guard !typeWords.contains(where: SessionWindows.unrelatedWords.contains) else { return nil }
        return kind(subjects: typeWords, durations: [first] + (words.count > 1 ? [first + words[1]] : []))
    }

    /// Reauth first: `autoLockTimeout` holds a lifetime duration word too.
    private static func kind(subjects: [String], durations: [String]) -> SessionWindowKind? {
        if subjects.contains(where: SessionWindows.reauthSubjects.contains), durations.contains(where: SessionWindows.reauthDurations.contains) { return .reauth }
        if subjects.contains(where: SessionWindows.lifetimeSubjects.contains), durations.contains(where: SessionWindows.lifetimeDurations.contains) { return .lifetime }
        return nil
    }

    /// True when text may hold a window's name: the letters of a subject and of a duration
    /// word, or the biometric reuse property. The cheap test before a file is read further.
    public static func mayHoldWindow(_ text: String) -> Bool {
        subjectLetters.matches(text) && durationLetters.matches(text) || reuseProperty.matches(text)
    }

    /// The same test on a file's text, from its letter grams where they are known.
    public static func mayHoldWindow(in file: SwiftFile) -> Bool {
        subjectLetters.mayMatch(in: file) && durationLetters.mayMatch(in: file) || reuseProperty.mayMatch(in: file)
    }

    /// The words of a name and each two adjacent words run together.
    private static func joinedWords(_ words: [String]) -> [String] {
        words + zip(words, words.dropFirst()).map { $0 + $1 }
    }

    private static let subjectLetters = TextSearch(anyOf: SessionWindows.lifetimeSubjects.union(SessionWindows.reauthSubjects), ignoringCase: true)
    private static let durationLetters = TextSearch(anyOf: SessionWindows.lifetimeDurations.union(SessionWindows.reauthDurations), ignoringCase: true)
    private static let reuseProperty = TextSearch(anyOf: [SessionWindows.biometricReuseProperty], ignoringCase: false)
}
