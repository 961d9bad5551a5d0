/// Layout resources nothing uses: no Kotlin, Java or XML file of the project writes the
/// layout's name (`R.layout.activity_login`, `@layout/activity_login`) or its view-binding
/// class (`ActivityLoginBinding`). Apps that moved a screen to Compose often keep the old
/// layout; what it draws never reaches anyone, so findings in it are not findings.
///
/// Conservative, as reachability is: a name written anywhere (code, string, comment) counts as
/// a use; only layouts named the way apps name their own screens and rows (`activity_`,
/// `fragment_`, `item_`…) are decided, because a layout named like a library's
/// (`exo_player_control_view`) may override one that library code inflates, or whose root is a
/// view class a file of the project declares (`<com.example.ui.AttachmentView>`), which no
/// library's code inflates; and nothing is
/// decided in a project that looks resources up by names built at run time (`getIdentifier`)
/// or whose code names none of its layouts.
enum UnusedLayouts {
    static let appPrefixes = ["activity_", "fragment_", "item_", "dialog_", "view_", "layout_", "row_", "list_item_", "cell_", "screen_",
                              "content_", "bottom_sheet_", "widget_", "card_", "header_", "page_"]

    /// The paths of unused layout files, given every layout file, the texts of the project's
    /// Java and XML files (a text nil when a file could not be read), the bytes of its lexed
    /// Kotlin files (nil when one could not be read) and the layouts' own texts, by path.
    static func paths(layouts: [String], texts: [String?], kotlin: [[UInt8]]?, layoutTexts: [String: String] = [:]) -> Set<String> {
        guard let kotlin, !texts.contains(where: { $0 == nil }) else { return [] }
        let texts = texts.compactMap { $0 }
        guard !texts.contains(where: { $0.contains("getIdentifier") }),
              !kotlin.contains(where: { $0.contains(utf8: "getIdentifier") }) else { return [] }
        var byName: [String: [String]] = [:]
        for path in layouts {
            let name = String((path.split(separator: "/").last ?? "").dropLast(".xml".count))
            guard appPrefixes.contains(where: name.hasPrefix)
                    || layoutTexts[path].flatMap(rootClass(of:)).map({ declares($0, kotlin: kotlin, texts: texts) }) == true else { continue }
            byName[name, default: []].append(path)
        }
        guard !byName.isEmpty else { return [] }
        var wanted = Set(byName.keys)
        var bindingOf: [String: String] = [:]
        for name in byName.keys {
            let binding = ViewBindingNames.className(ofLayout: name)
            bindingOf[binding] = name
            wanted.insert(binding)
        }
        var used = Set<String>()
        for word in texts.flatMap({ WrittenNames.words(in: $0, among: wanted) }) + kotlin.flatMap({ WrittenNames.words(in: $0, among: wanted) }) {
            used.insert(bindingOf[word] ?? word)
        }
        // Only where the code is seen to name some of its layouts: a project of layouts alone
        // (an excerpt, a resource module read without its code) decides nothing.
        guard !used.isEmpty else { return [] }
        return Set(byName.filter { !used.contains($0.key) }.flatMap(\.value))
    }

    /// The qualified class of a layout's root element (`com.example.ui.AttachmentView`); nil for a
    /// framework view (`LinearLayout`), `merge` or anything else without a package.
    static func rootClass(of text: String) -> (package: String, name: String)? {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first, first != "?", first != "!" else { continue }
            let element = rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            guard let dot = element.lastIndex(of: "."), element.first?.isLowercase == true else { return nil }
            return (String(element[..<dot]), String(element[element.index(after: dot)...]))
        }
        return nil
    }

    /// Whether one Kotlin or Java file of the project is in the class's package and declares it.
    static func declares(_ root: (package: String, name: String), kotlin: [[UInt8]], texts: [String]) -> Bool {
        let package = "package " + root.package, declaration = "class " + root.name
        return kotlin.contains { $0.contains(utf8: package) && $0.contains(utf8: declaration) }
            || texts.contains { $0.contains(package) && $0.contains(declaration) }
    }
}
