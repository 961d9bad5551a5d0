/// What Thumbrule reads from an Expo configuration, `app.json` or `app.config.js/ts`: the
/// Android permissions, the iOS Info.plist keys and the config plugins, where they are
/// literal. Both are read with the JavaScript lexer (JSON is a JavaScript expression), so
/// every value keeps its position; a value computed in code is not read.
public struct ExpoConfig: Sendable {
    public struct Entry: Sendable, Hashable {
        public let value: String
        public let position: TextPosition
    }

    /// `expo.android.permissions`.
    public let androidPermissions: [Entry]
    /// `expo.android.blockedPermissions`.
    public let blockedAndroidPermissions: [Entry]
    /// The keys of `expo.ios.infoPlist`.
    public let infoPlistKeys: [Entry]
    /// The names of `expo.plugins` (a string, or the first element of a `[name, options]` pair).
    public let plugins: [Entry]
    /// `expo.entryPoint`: the file the bundle starts from, in place of `package.json`'s `main`.
    public let entryPoint: String?
    /// The launch screen's background colours, lowercased: every literal `backgroundColor` under
    /// `splash` (its `dark`, `ios` and `android` variants too) or in the options of the
    /// `expo-splash-screen` plugin.
    public let splashColors: Set<String>

    public init(file: JSFile) {
        var android: [Entry] = [], blocked: [Entry] = [], infoPlist: [Entry] = [], plugins: [Entry] = []
        var entryPoint: String?
        var splash = Set<String>()
        let source = file.source
        // `splash.dark`, `android.dark`: a few levels, no deeper.
        func backgrounds(ofObjectAt brace: Int, depth: Int = 0) {
            for property in file.properties(ofObjectAt: brace) {
                switch file.value(of: property.value) {
                case .string(let value) where property.key == "backgroundColor": splash.insert(value.lowercased())
                case .object(let inner) where depth < 3: backgrounds(ofObjectAt: inner, depth: depth + 1)
                default: continue
                }
            }
        }
        func strings(_ range: Range<Int>) -> [Entry] {
            guard case .array(let bracket) = file.value(of: range) else { return [] }
            return file.elements(ofArrayAt: bracket).compactMap { element in
                if case .string(let value) = file.value(of: element) { return Entry(value: value, position: source.tokens[element.lowerBound].position) }
                if case .array(let pair) = file.value(of: element), let first = file.elements(ofArrayAt: pair).first,
                   case .string(let value) = file.value(of: first) {
                    return Entry(value: value, position: source.tokens[first.lowerBound].position)
                }
                return nil
            }
        }
        // Every object literal that holds the keys counts: `expo: {…}` in app.json, the object a
        // config function returns, or one spread into it.
        for index in source.tokens.indices where source.tokens[index].kind == .leftBrace {
            for property in file.properties(ofObjectAt: index) {
                switch property.key {
                case "android":
                    guard case .object(let object) = file.value(of: property.value) else { continue }
                    if let permissions = file.property("permissions", ofObjectAt: object) { android += strings(permissions.value) }
                    if let permissions = file.property("blockedPermissions", ofObjectAt: object) { blocked += strings(permissions.value) }
                case "ios":
                    guard case .object(let object) = file.value(of: property.value),
                          let plist = file.property("infoPlist", ofObjectAt: object),
                          case .object(let keys) = file.value(of: plist.value) else { continue }
                    infoPlist += file.properties(ofObjectAt: keys).compactMap { key in
                        key.key.map { Entry(value: $0, position: source.tokens[key.keyToken].position) }
                    }
                case "splash":
                    if case .object(let object) = file.value(of: property.value) { backgrounds(ofObjectAt: object) }
                case "plugins":
                    plugins += strings(property.value)
                    guard case .array(let bracket) = file.value(of: property.value) else { continue }
                    for element in file.elements(ofArrayAt: bracket) {
                        guard case .array(let pair) = file.value(of: element) else { continue }
                        let parts = file.elements(ofArrayAt: pair)
                        guard parts.count == 2, case .string("expo-splash-screen") = file.value(of: parts[0]),
                              case .object(let options) = file.value(of: parts[1]) else { continue }
                        backgrounds(ofObjectAt: options)
                    }
                case "entryPoint":
                    if case .string(let value) = file.value(of: property.value) { entryPoint = value }
                default:
                    continue
                }
            }
        }
        androidPermissions = android
        blockedAndroidPermissions = blocked
        infoPlistKeys = infoPlist
        self.plugins = plugins
        self.entryPoint = entryPoint
        splashColors = splash
    }

    public init(_ text: String, path: String = "app.json") {
        self.init(file: JSFile(bytes: Array(text.utf8), path: path.hasSuffix(".json") ? "app.js" : path))
    }
}
