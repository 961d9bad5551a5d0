/// Trimming spaces and tabs only, the separators of the small formats read here.
extension String {
    var trimmed: String {
        var text = Substring(self)
        while let c = text.first, c == " " || c == "\t" { text = text.dropFirst() }
        while let c = text.last, c == " " || c == "\t" { text = text.dropLast() }
        return String(text)
    }
}
