extension SessionAPIs {
    /// The letters of a sign-in name, `signIn` or `login`, in any case: the cheap test
    /// before a name is split into words.
    public static let signInLetters = TextSearch(anyOf: ["signin", "login"], ignoringCase: true)
}
