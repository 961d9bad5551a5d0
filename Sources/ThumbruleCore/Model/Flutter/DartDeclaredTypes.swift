import ThumbruleFrontEnds

/// What a Dart file declares a name's type to be, read from tokens: enough to tell which class a
/// call like `_service.save()` reaches when the file says `final StationService _service;`.
extension DartFile {
    /// The one type a name is declared with in the file: `Type name`, `Type? name`, `Type get
    /// name`, or `name = Type(…)`; nil when the file gives none or several.
    func declaredType(of name: String) -> String? {
        var types: Set<String> = []
        for token in identifierTokens([name]) {
            var before = token - 1
            if source.kind(at: before) == .question { before -= 1 }
            if source.tokenIs(before, "get") { before -= 1 }
            if source.kind(at: before) == .identifier, source.kind(at: before - 1) != .dot, source.kind(at: before - 1) != .nullAwareDot {
                let type = source.text(at: before)
                if Self.isTypeName(type) { types.insert(type) }
            }
            if source.kind(at: token + 1) == .assign, source.kind(at: token + 2) == .identifier, source.kind(at: token + 3) == .leftParen {
                let type = source.text(at: token + 2)
                if Self.isTypeName(type) { types.insert(type) }
            }
        }
        return types.count == 1 ? types.first : nil
    }

    /// Whether a name is spelled like a type: capitalised after any leading underscores.
    static func isTypeName(_ name: String) -> Bool {
        name.drop(while: { $0 == "_" }).first?.isUppercase == true
    }
}
