import ThumbruleFrontEnds

/// A Dart source file: the lexer, the bracket matching, the call tree and the widget-tree walks
/// the Flutter checks make over it.
@Sendable func fuzzDart(_ bytes: [UInt8]) {
    let file = DartFile(bytes: bytes)
    for index in file.calls.indices.prefix(20) {
        _ = file.ancestors(of: index)
        _ = file.descendants(of: index)
        _ = file.chain(of: index)
        _ = file.receiverNames(of: index)
        _ = file.namedFunction(around: index)
    }
}
