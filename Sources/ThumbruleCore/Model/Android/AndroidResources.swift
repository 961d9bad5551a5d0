import ThumbruleFrontEnds

extension Project {
    /// The styles the project's `res/values*/*.xml` files define, by name (every definition:
    /// `values` and `values-night` may both define one), read on first use. Files that do not
    /// parse are skipped.
    public var androidStyles: [String: [ResourceStyles.Style]] {
        memo("android-styles") {
            var styles: [String: [ResourceStyles.Style]] = [:]
            for file in files(of: .androidResource) where Self.resourceFolder(of: file.path).hasPrefix("values") {
                guard let data = try? file.readData(), let parsed = try? ResourceStyles(bytes: [UInt8](data)) else { continue }
                for style in parsed.styles { styles[style.name, default: []].append(style) }
            }
            return styles
        }
    }

    /// The string resources of the project's default `res/values/` folders (the text shown
    /// when no translation applies), by name; where two modules define a name, the first file
    /// in path order wins. Read on first use; files that do not parse are skipped.
    public var androidDefaultStrings: [String: String] {
        memo("android-default-strings") {
            var strings: [String: String] = [:]
            for file in files(of: .androidStrings).sorted(by: { $0.path < $1.path }) where Self.resourceFolder(of: file.path) == "values" {
                guard let data = try? file.readData(), let parsed = try? ResourceStrings(bytes: [UInt8](data)) else { continue }
                strings.merge(parsed.strings) { first, _ in first }
            }
            return strings
        }
    }

    /// The texts the project's translated `res/values-*/` folders give a string resource (one
    /// per folder that defines it), in path order; files that do not parse are skipped.
    public func androidTranslations(of name: String) -> [String] {
        memo("android-translations-" + name) {
            files(of: .androidStrings).sorted(by: { $0.path < $1.path }).compactMap { file -> String? in
                guard Self.resourceFolder(of: file.path).hasPrefix("values-"), let data = try? file.readData(),
                      let parsed = try? ResourceStrings(bytes: [UInt8](data)) else { return nil }
                return parsed.strings[name]
            }
        }
    }

    /// The `res/xml/<name>.xml` files of the project that parse (every one without a name), with
    /// their paths, in path order.
    public func androidXMLResources(named name: String? = nil) -> [(path: String, tree: XMLTree)] {
        files(of: .androidResource).filter { file in
            Self.resourceFolder(of: file.path) == "xml" && name.map { file.path.hasSuffix("/" + $0 + ".xml") } ?? true
        }.sorted { $0.path < $1.path }.compactMap { file in
            guard let data = try? file.readData(), let tree = try? XMLTree(bytes: [UInt8](data)) else { return nil }
            return (file.path, tree)
        }
    }

    /// The layouts app widget providers name only as the picker's preview
    /// (`<appwidget-provider android:previewLayout="@layout/widget_preview">`): a fixed-size
    /// thumbnail of the widget, drawn in the widget picker, never on a widget or a screen.
    public var androidWidgetPreviewLayouts: Set<String> {
        memo("android-widget-preview-layouts") {
            var previews = Set<String>(), drawn = Set<String>()
            for file in files(of: .androidResource) where Self.resourceFolder(of: file.path).hasPrefix("xml") {
                guard let data = try? file.readData(), let tree = try? XMLTree(bytes: [UInt8](data)) else { continue }
                for element in tree.elements where element.name == "appwidget-provider" {
                    func layout(_ key: String) -> String? {
                        element.attribute(key).flatMap { $0.hasPrefix("@layout/") ? String($0.dropFirst("@layout/".count)) : nil }
                    }
                    if let preview = layout("android:previewLayout") { previews.insert(preview) }
                    // A layout a provider also uses as its real layout is drawn on the widget.
                    for key in ["android:initialLayout", "android:initialKeyguardLayout"] { if let real = layout(key) { drawn.insert(real) } }
                }
            }
            return previews.subtracting(drawn)
        }
    }

    /// The resource folder a file sits in: `values-night` for `…/res/values-night/styles.xml`.
    static func resourceFolder(of path: String) -> Substring {
        let parts = path.split(separator: "/")
        return parts.count >= 2 ? parts[parts.count - 2] : ""
    }

    /// Whether a view's `style` may set this attribute: a style of the app's (followed through
    /// its parents) sets it, or the chain leaves the app for a library style other than the
    /// platform's and the support libraries' widget families (`Widget.AppCompat…`,
    /// `Widget.MaterialComponents…`, `@android:style/…`), which are not read. A player library's
    /// control style may well set it; those widget families set no such attribute on a view.
    public func androidStyle(_ reference: String, maySet attribute: String) -> Bool {
        var current = ResourceStyles.styleName(reference)
        var seen = Set<String>()
        while let name = current, seen.insert(name).inserted {
            guard let definitions = androidStyles[name] else {
                let family = name.split(separator: ".").first.map(String.init) ?? name
                return !Self.plainStyleFamilies.contains(family)
            }
            if definitions.contains(where: { $0.items.contains(attribute) }) { return true }
            let parents = Set(definitions.map { definition -> String? in
                guard let parent = definition.parent else {
                    // No parent attribute: the dotted prefix is the parent when the app defines it.
                    guard let dot = name.lastIndex(of: ".") else { return nil }
                    let prefix = String(name[..<dot])
                    return androidStyles[prefix] == nil ? nil : prefix
                }
                return ResourceStyles.styleName(parent)
            })
            // Definitions that disagree on the parent: follow none, and say the style may set it.
            guard parents.count <= 1 else { return true }
            current = parents.first ?? nil
        }
        return false
    }

    /// First name parts of the platform's, AppCompat's and Material's styles: they style a
    /// widget's look and never give a view a description, text or hint.
    static let plainStyleFamilies: Set<String> = [
        "Widget", "Base", "Platform", "Theme", "ThemeOverlay", "TextAppearance", "ShapeAppearance", "RtlOverlay", "RtlUnderlay",
    ]
}
