import ThumbruleFrontEnds

/// A Kotlin source file: the lexer, the bracket matching and the call tree.
@Sendable func fuzzKotlin(_ bytes: [UInt8]) {
    let file = KotlinFile(bytes: bytes)
    for call in file.calls.prefix(20) { _ = file.calls(named: call.name) }
}
