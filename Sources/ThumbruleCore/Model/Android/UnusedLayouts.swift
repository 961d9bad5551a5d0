import Foundation

/// Layout resources nothing uses: no Kotlin, Java or XML file of the project writes the
/// layout's name (`R.layout.activity_login`, `@layout/activity_login`) or its view-binding
/// class (`ActivityLoginBinding`); a menu's `app:actionLayout` counts (`AndroidModel.menuTexts`). Apps that moved a screen to Compose often keep the old
/// layout; what it draws never reaches anyone, so findings in it are not findings.
///
/// Conservative, as reachability is: a name written anywhere (code, string, comment) counts as
/// a use; only layouts named the way apps name their own screens and rows (`activity_`,
/// `fragment_`, `item_`…) are decided, because a layout named like a library's
/// (`exo_player_control_view`) may override one that library code inflates, or whose root is a
/// view class a file of the project declares (`<com.example.ui.AttachmentView>`), which no
/// library's code inflates. A layout of any other name is decided too when it lies in a library
/// module of the project (`com.android.library`, a vendored library such as ics-openvpn) some
/// other layout of which is used, unless its name is one a library inflates from the app's
/// resources (`preference_…`, `exo_…`, `launch_screen`): a module whose own code is read
/// inflates its layouts by name, and it overrides no other library's. Nothing is decided in a
/// project that may look layouts up by names built at run time (`getIdentifier` with a type that
/// is not another resource type's literal: `"drawable"` and `"string"` lookups name no layout)
/// or whose code names none of its layouts.
enum UnusedLayouts {
    static let appPrefixes = ["activity_", "fragment_", "item_", "dialog_", "view_", "layout_", "row_", "list_item_", "cell_", "screen_",
                              "content_", "bottom_sheet_", "widget_", "card_", "header_", "page_"]

    /// Names, or the starts of names, of layouts that libraries inflate from the app's resources,
    /// so that a module defining one overrides it: androidx.preference's `preference_recyclerview`,
    /// ExoPlayer's `exo_player_control_view`, a splash library's `launch_screen`.
    static let libraryLayoutPrefixes = ["preference", "exo_", "abc_", "mtrl_", "m3_", "design_", "material_", "notification_",
                                        "launch_screen", "splash", "lb_", "mr_", "com_facebook_", "zxing_", "ucrop_", "select_dialog_",
                                        "support_simple_", "browser_actions_", "custom_dialog", "car_ui_", "fui_", "stripe_"]

    /// The paths of unused layout files, given every layout file, the texts of the project's
    /// Java and XML files (a text nil when a file could not be read), the bytes of its lexed
    /// Kotlin files (nil when one could not be read), the layouts' own texts, by path, and the
    /// folders of the project's library modules, with a trailing slash.
    static func paths(layouts: [String], texts: [String?], kotlin: [[UInt8]]?, layoutTexts: [String: String] = [:],
                      libraryFolders: [String] = []) -> Set<String> {
        guard let kotlin, !texts.contains(where: { $0 == nil }) else { return [] }
        let texts = texts.compactMap { $0 }
        guard !texts.contains(where: mayLookUpLayouts),
              !kotlin.contains(where: { $0.contains(utf8: "getIdentifier") && mayLookUpLayouts(String(decoding: $0, as: UTF8.self)) }) else { return [] }
        var byName: [String: [String]] = [:]
        // Layouts decided only for lying in a library module, by that module's folder.
        var libraryLayouts: [String: String] = [:]
        var layoutsOfLibrary: [String: [String]] = [:]
        for path in layouts {
            let name = String((path.split(separator: "/").last ?? "").dropLast(".xml".count))
            let library = libraryFolders.filter(path.hasPrefix).max { $0.count < $1.count }
            if let library { layoutsOfLibrary[library, default: []].append(name) }
            if appPrefixes.contains(where: name.hasPrefix)
                || layoutTexts[path].flatMap(rootClass(of:)).map({ declares($0, kotlin: kotlin, texts: texts) }) == true {
                byName[name, default: []].append(path)
            } else if let library, !libraryLayoutPrefixes.contains(where: name.hasPrefix) {
                byName[name, default: []].append(path)
                libraryLayouts[path] = library
            }
        }
        guard !byName.isEmpty else { return [] }
        for names in layoutsOfLibrary.values { for name in names where byName[name] == nil { byName[name] = [] } }
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
        return Set(byName.filter { !used.contains($0.key) }.flatMap(\.value).filter { path in
            // A library module none of whose layouts is used may be one whose code is not read.
            guard let library = libraryLayouts[path] else { return true }
            return layoutsOfLibrary[library, default: []].contains(where: used.contains)
        })
    }

    /// Layouts the project names only from code no user reaches: every Kotlin use of the layout's
    /// name or binding class lies in unreachable lines (a fragment nothing that runs names,
    /// `UnreachableKotlinCode`), in test code or an import, and every layout that names it
    /// (`<include layout="@layout/…">`) is itself unused, `unused` or decided here (a dev
    /// showcase's `test_screen` and the buttons it includes). Only layouts some such dead code
    /// or layout does name are decided, of any name but those libraries inflate; a name any Java,
    /// other resource, menu or Kotlin string writes counts as a use, as does any Kotlin
    /// identifier outside those lines. `otherTexts` are the Java, manifest, other resource and
    /// menu texts (a nil text, one that could not be read, decides nothing).
    static func onlyNamedByDeadCode(layouts: [String], otherTexts: [String?], layoutTexts: [String: String],
                                    kotlin: [AndroidKotlinFile]?, unused: Set<String>) -> Set<String> {
        guard let kotlin, !otherTexts.contains(where: { $0 == nil }), layouts.allSatisfy({ layoutTexts[$0] != nil }) else { return [] }
        let otherTexts = otherTexts.compactMap { $0 }
        guard !otherTexts.contains(where: mayLookUpLayouts), !layoutTexts.values.contains(where: mayLookUpLayouts),
              !kotlin.contains(where: { $0.file.source.bytes.contains(utf8: "getIdentifier") && mayLookUpLayouts(String(decoding: $0.file.source.bytes, as: UTF8.self)) })
        else { return [] }
        var paths: [String: [String]] = [:]
        for path in layouts {
            let name = String((path.split(separator: "/").last ?? "").dropLast(".xml".count))
            guard !libraryLayoutPrefixes.contains(where: name.hasPrefix) else { continue }
            paths[name, default: []].append(path)
        }
        var nameOf: [String: String] = [:]
        for name in paths.keys { nameOf[name] = name; nameOf[ViewBindingNames.className(ofLayout: name)] = name }
        let wanted = Set(nameOf.keys)
        var live = Set<String>(), deadNamed = Set<String>()
        for text in otherTexts { for word in WrittenNames.words(in: text, among: wanted) { live.insert(nameOf[word]!) } }
        for file in kotlin {
            let source = file.file.source, imports = Set(file.file.imports.map(\.position.line))
            for token in source.tokens {
                if token.kind == .stringText {
                    for word in WrittenNames.words(in: source.text(of: token), among: wanted) { live.insert(nameOf[word]!) }
                    continue
                }
                guard token.kind == .identifier, let name = nameOf[source.text(of: token)] else { continue }
                if file.scope == .test || imports.contains(token.line) { continue }
                if file.unreachableLines.contains(where: { $0.contains(token.line) }) { deadNamed.insert(name) } else { live.insert(name) }
            }
        }
        // The layouts naming each layout, by name.
        var namers: [String: Set<String>] = [:]
        for (path, text) in layoutTexts where layouts.contains(path) {
            for word in WrittenNames.words(in: text, among: wanted) { namers[nameOf[word]!, default: []].insert(path) }
        }
        var decided = Set<String>(), result = Set<String>()
        var changed = true
        while changed {
            changed = false
            for (name, own) in paths where !decided.contains(name) && !live.contains(name) {
                let others = (namers[name] ?? []).subtracting(own)
                guard deadNamed.contains(name) || others.contains(where: result.contains),
                      others.allSatisfy({ unused.contains($0) || result.contains($0) }) else { continue }
                // Named only by unused layouts: decided only when one of them is decided here or
                // the layout is also named from dead code, so the old rule's reach stays its own.
                decided.insert(name)
                result.formUnion(own)
                changed = true
            }
        }
        return result
    }

    /// Whether a text may look a layout up by a name built at run time: it calls `getIdentifier`
    /// with arguments, and the second (the resource type) is not a string literal of another
    /// type (`getIdentifier(name, "drawable", packageName)` names no layout; a `getIdentifier()`
    /// of no arguments is some other class's method).
    static func mayLookUpLayouts(_ text: String) -> Bool {
        var rest = Substring(text)
        while let found = rest.range(of: "getIdentifier") {
            rest = rest[found.upperBound...]
            let afterName = rest.drop { $0 == " " }
            guard afterName.first == "(" else { continue }
            var depth = 0, arguments: [String] = [""], inString = false
            var index = afterName.startIndex
            scan: while index < afterName.endIndex {
                let character = afterName[index]
                if inString {
                    if character == "\"" { inString = false }
                    arguments[arguments.count - 1].append(character)
                } else {
                    switch character {
                    case "(", "[", "{":
                        depth += 1
                        if depth > 1 { arguments[arguments.count - 1].append(character) }
                    case ")", "]", "}":
                        depth -= 1
                        if depth == 0 { break scan }
                        arguments[arguments.count - 1].append(character)
                    case "," where depth == 1: arguments.append("")
                    case "\"":
                        inString = true
                        arguments[arguments.count - 1].append(character)
                    default: arguments[arguments.count - 1].append(character)
                    }
                }
                index = afterName.index(after: index)
            }
            let trimmed = arguments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            if trimmed.count == 1 && trimmed[0].isEmpty { continue }
            guard trimmed.count >= 2 else { return true }
            let type = trimmed[1]
            guard type.count >= 2, type.hasPrefix("\""), type.hasSuffix("\""),
                  !type.dropFirst().dropLast().contains("\""), !type.contains("$") else { return true }
            if type.dropFirst().dropLast() == "layout" { return true }
        }
        return false
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
