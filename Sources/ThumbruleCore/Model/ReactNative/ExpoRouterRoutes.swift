import ThumbruleFrontEnds

/// Routes of an `expo-router` app that nothing can navigate to (weaup-rn's old `setup/start`
/// onboarding, replaced by another screen but left in the route folder): the router bundles every
/// file of `app/`, but a screen no link, push or redirect names is never shown.
///
/// It errs towards showing. A route is reached when it is an `index`, a `_layout`, a `+` file
/// (`+not-found`, `+html`), a dynamic segment (`[id]`), the first `Screen` of a reached layout, or
/// when a reached file (a reached route or what it imports) names it in any string or template:
/// its path (`/setup/start`, `setup/start`) or its last segment alone (`"start"`, as a `pathname`
/// or a relative push). A template with a computed part reaches every route under its fixed start.
/// Nothing is decided for the app when a reached file navigates to a value it cannot read
/// (`router.push(target)`, `href={link}`, a template that starts computed) or handles incoming
/// links (`Linking.addEventListener`, `getInitialURL`, `useURL`, a `+native-intent` file).
enum ExpoRouterRoutes {
    /// A route file's path below the route folder: no extension, platform, group or `index`.
    static func url(of path: String, folder: String) -> String {
        var name = String(path.dropFirst(folder.count))
        for ext in UnimportedReactNativeFiles.extensions where name.hasSuffix(ext) { name = String(name.dropLast(ext.count)); break }
        for platform in UnimportedReactNativeFiles.platforms.dropFirst() where name.hasSuffix(platform) { name = String(name.dropLast(platform.count)); break }
        var segments = name.split(separator: "/").filter { !($0.hasPrefix("(") && $0.hasSuffix(")")) }
        if segments.last == "index" { segments.removeLast() }
        return segments.joined(separator: "/")
    }

    /// Whether the router shows the file without a link: an `index`, a layout, a `+` file, a dynamic segment.
    static func alwaysReached(_ path: String, folder: String) -> Bool {
        let rel = String(path.dropFirst(folder.count))
        let last = rel.split(separator: "/").last.map(String.init) ?? rel
        if last.hasPrefix("_") || last.hasPrefix("+") || last.hasPrefix("index.") { return true }
        return rel.contains("[")
    }

    /// Route files a tab or drawer layout shows as its own items (forkfit-rn's `(tabs)/profile`):
    /// every route whose nearest `_layout` renders `<Tabs>`, `<Drawer>` or a navigator named
    /// like them (`NativeTabs`, `MaterialTopTabs`) gets a tab of its own, linked or not.
    static func shownByNavigatorLayouts(_ routeFiles: Set<String>, files: [ReactNativeFile], folder: String) -> Set<String> {
        let navigatorLayouts = Set(files.filter { file in
            file.path.hasPrefix(folder) && (file.path.split(separator: "/").last ?? "").hasPrefix("_layout.")
                && file.file.elements.contains { !$0.name.contains(".") && ($0.name.hasSuffix("Tabs") || $0.name.hasSuffix("Drawer")) }
        }.map { ProjectPath.folder(of: $0.path) })
        guard !navigatorLayouts.isEmpty else { return [] }
        let layoutFolders = Set(routeFiles.filter { ($0.split(separator: "/").last ?? "").hasPrefix("_layout.") }.map(ProjectPath.folder(of:)))
        return routeFiles.filter { path in
            var current = ProjectPath.folder(of: path)
            while current.count >= folder.count - 1 {
                if layoutFolders.contains(current) { return navigatorLayouts.contains(current) }
                let parent = ProjectPath.folder(of: current)
                if parent == current { break }
                current = parent
            }
            return false
        }
    }

    /// What reached files name: fixed strings, fixed starts of computed templates, and whether
    /// some navigation or incoming link cannot be read (nil).
    static func mentions(in files: [ReactNativeFile]) -> (strings: Set<String>, targets: Set<String>, prefixes: Set<String>)? {
        var strings = Set<String>()
        var targets = Set<String>()
        var prefixes = Set<String>()
        let navigators = ["push", "replace", "navigate", "dismissTo"]
        for file in files {
            if (file.path.split(separator: "/").last ?? "").hasPrefix("+native-intent") { return nil }
            let source = file.file.source
            let screens = file.file.elements.filter { $0.simpleName == "Screen" }
            // A `<Stack.Screen name="…">` registers a route without opening it; the first one is shown first.
            var screenNames = Set<Int>()
            for screen in screens {
                for index in screen.openToken...screen.tagEnd where source.kind(at: index) == .string {
                    if source.text(at: index - 2) == "name" || source.text(at: index - 3) == "name" && source.kind(at: index - 1) == .leftBrace {
                        screenNames.insert(index)
                    }
                }
            }
            if let first = screens.first, let route = ReactNativeRoutes.route(of: first, in: source) { targets.insert(route) }
            /// A navigation target at `index`: readable strings pass, computed values do not.
            func readable(_ index: Int) -> Bool {
                switch source.kind(at: index) {
                case .string?:
                    if let value = source.stringValue(at: index) { targets.insert(value) }
                    return true
                case .rightParen?:
                    return true
                case .templateOpen?:
                    if source.kind(at: index + 1) == .templateText {
                        if source.kind(at: index + 2) == .templateClose { targets.insert(source.text(at: index + 1)); return true }
                        let start = source.text(at: index + 1).trimmingCharacters(in: ["/"])
                        prefixes.insert(start)
                        return !start.isEmpty
                    }
                    return source.kind(at: index + 1) == .templateClose
                case .leftBrace?:
                    guard let close = source.partner(of: index) else { return false }
                    guard let key = (index..<close).first(where: { source.isWord("pathname", at: $0) && source.kind(at: $0 + 1) == .colon }) else { return false }
                    return readable(key + 2)
                default:
                    return false
                }
            }
            for index in source.tokens.indices {
                switch source.tokens[index].kind {
                case .string:
                    if !screenNames.contains(index), let value = source.stringValue(at: index) { strings.insert(value) }
                case .templateText:
                    strings.insert(source.text(at: index))
                case .identifier:
                    let word = source.text(at: index)
                    if ["useURL", "useLinkingURL", "getInitialURL"].contains(word) { return nil }
                    if word == "addEventListener", source.isWord("Linking", at: index - 2) { return nil }
                    guard navigators.contains(word), source.kind(at: index + 1) == .leftParen else { continue }
                    let receiver = source.kind(at: index - 1) == .dot || source.kind(at: index - 1) == .optionalDot
                        ? source.text(at: index - 2).lowercased() : "router"
                    guard receiver.contains("router") || receiver.contains("navigation") || receiver.contains("navigator") else { continue }
                    if !readable(index + 2) { return nil }
                default:
                    continue
                }
            }
            for element in file.file.elements {
                guard let href = element.attribute("href")?.value else { continue }
                if case .string(let value) = href { targets.insert(value) }
                guard case .expression(let range) = href, let first = range.first else { continue }
                if !readable(first) { return nil }
            }
        }
        return (strings, targets, prefixes)
    }

    /// Whether the mentions name the route at `url`: any string its path (`/setup/start`, `setup/start`,
    /// or `streak` for a route at the top), a navigation target (a push's argument, a `pathname`, an
    /// `href`, a layout's first screen) its path or last segment (`"start"`, relative to the current route).
    static func named(_ url: String, strings: Set<String>, targets: Set<String>, prefixes: Set<String>) -> Bool {
        guard !url.isEmpty else { return true }
        let last = url.split(separator: "/").last.map(String.init) ?? url
        if prefixes.contains(where: { url.hasPrefix($0) }) { return true }
        if targets.contains(where: { $0.trimmingCharacters(in: ["/", "."]) == last || ends($0, with: "/" + last) || contains($0, url) }) { return true }
        return strings.contains { $0.trimmingCharacters(in: ["/"]) == url || contains($0, "/" + url) || url.contains("/") && contains($0, url) }
    }

    /// Whether `text` holds `path` as whole segments: `/setup/set-up-goal-profile` holds
    /// `setup/set-up-goal-profile`, not `setup/set-up-goal`.
    static func contains(_ text: String, _ path: String) -> Bool {
        var rest = Substring(text)
        while let found = rest.range(of: path) {
            let after = rest[found.upperBound...].first
            if after == nil || after == "/" || after == "?" || after == "#" { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    static func ends(_ text: String, with suffix: String) -> Bool {
        text.hasSuffix(suffix) || text.hasSuffix(suffix + "/") || contains(text, suffix) && text.range(of: suffix).map { text[$0.upperBound...].first == "?" } == true
    }
}
