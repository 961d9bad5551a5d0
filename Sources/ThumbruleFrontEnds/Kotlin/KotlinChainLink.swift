/// One link of a receiver chain. `Modifier.size(48.dp).clickable { }` gives `clickable` the
/// receiver `[.name("Modifier"), .call(<size>)]`.
public enum KotlinChainLink: Sendable, Hashable {
    /// A name read without a call: `Modifier`, `this`, `ext`.
    case name(String)
    /// A call, by index into `KotlinFile.calls`.
    case call(Int)
    /// `[key]`; the key when it is a string literal (`extra["targetSdk"]`).
    case `subscript`(String?)
    /// A literal or parenthesized expression starting the chain (`48` in `48.dp`), as text.
    case expression(String)
}
