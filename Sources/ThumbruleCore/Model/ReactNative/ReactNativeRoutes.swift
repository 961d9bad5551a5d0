import ThumbruleFrontEnds

/// React Navigation's screens and the code that opens them: the one reader of route names that
/// both the model's development-only files (`UnimportedReactNativeFiles.developmentRouteLines`,
/// code only debug lines open) and the checks' developer screens (routes only developer pages
/// open) use, each with its own notion of development code.
public enum ReactNativeRoutes {
    /// A navigator screen (`<Stack.Screen name={Screens.Debug} component={DebugScreen} />`).
    public struct Registration: Sendable {
        public let path: String
        public let route: String
        /// The tokens of its opening tag.
        public let tag: ClosedRange<Int>
        /// Its lines, through the closing tag's `</` or a self-closing tag's `/>`.
        public let lines: ClosedRange<Int>
        /// The tokens of its `component={…}` expression.
        public let component: Range<Int>
    }

    /// The screens an app file registers with a component and a route it can read.
    public static func registrations(in file: ReactNativeFile) -> [Registration] {
        let source = file.file.source
        return file.file.elements.compactMap { element in
            guard element.simpleName == "Screen", let component = element.attribute("component")?.expression,
                  let route = route(of: element, in: source), !route.isEmpty else { return nil }
            let last = element.content.isEmpty ? element.tagEnd : element.content.upperBound
            return Registration(path: file.path, route: route, tag: element.openToken...element.tagEnd,
                                lines: source.tokens[element.openToken].line...source.tokens[min(last, source.tokens.count - 1)].line,
                                component: component)
        }
    }

    /// A screen's route: `name="Debug"`, `name={'Debug'}` or the member `name={Screens.Debug}`.
    static func route(of element: JSXElement, in source: JSSource) -> String? {
        switch element.attribute("name")?.value {
        case .string(let route)?:
            return route
        case .expression(let range)?:
            guard let last = range.last else { return nil }
            if range.count == 1 { return source.stringValue(at: last) }
            guard source.kind(at: last) == .identifier, source.kind(at: last - 1) == .dot else { return nil }
            return source.text(at: last)
        default:
            return nil
        }
    }

    /// The routes of `registrations` that `files` name at least once outside the registrations, and
    /// only in development code (`isDevelopment(file, line)`): `navigation.navigate('DesignSystem')`
    /// in a `{__DEV__ && …}` menu, `navigate(SettingsStackScreens.ENLocalDiagnosisKey)` in
    /// `ENDebugMenu.tsx`. What names a route for the compiler or the code alone does not open it:
    /// a type argument (`ScreenProps<'DesignSystem'>`), a union of route names (`| 'DesignSystem'`),
    /// a parameter list's `DesignSystem: undefined` and a constant (`DesignSystem: 'DesignSystem'`).
    /// Any other mention may: the name in a string or template, as a member (`Screens.Debug`), or
    /// as an object key with another value (a deep-link `linking` table).
    public static func openedOnlyFrom(_ isDevelopment: (ReactNativeFile, Int) -> Bool, registrations: [Registration],
                                      files: [ReactNativeFile]) -> Set<String> {
        let routes = Set(registrations.map(\.route))
        guard !routes.isEmpty else { return [] }
        var inDevelopment = Set<String>()
        var elsewhere = Set<String>()
        for file in files {
            let source = file.file.source
            guard routes.contains(where: { source.bytes.contains(utf8: $0) }) else { continue }
            let tags = registrations.filter { $0.path == file.path }.map(\.tag)
            for index in source.tokens.indices where !tags.contains(where: { $0.contains(index) }) {
                let named = mentioned(routes, at: index, in: source)
                guard !named.isEmpty else { continue }
                if isDevelopment(file, source.tokens[index].line) { inDevelopment.formUnion(named) } else { elsewhere.formUnion(named) }
            }
        }
        return inDevelopment.subtracting(elsewhere)
    }

    /// Factories of stack navigators, whose screens open only when code names their route (a tab
    /// or drawer navigator draws a button for each of its screens).
    static let stackFactories: Set<String> = ["createNativeStackNavigator", "createStackNavigator"]

    /// The routes of stack screens nothing opens: registered as `<RootStack.Screen name="Register" …>`
    /// on a navigator the same file makes with a stack factory, not the first screen of that
    /// navigator (where it starts when no `initialRouteName` is given), and named nowhere else in
    /// the app's code: no `navigate('Register')`, link table, `initialRouteName`, route constant's
    /// member or any other mention `openedOnlyFrom` counts, nor a template's text or a string
    /// joined with `+` that begins or ends the name (`navigate(`${kind}SummaryReport`)`). edairy-rn's stub register
    /// screen and its transporter report, registered but never navigated to.
    public static func neverOpened(registrations: [Registration], files: [ReactNativeFile]) -> Set<String> {
        guard !registrations.isEmpty else { return [] }
        var candidates: [String: Bool] = [:]
        for file in files {
            let own = registrations.filter { $0.path == file.path }
            guard !own.isEmpty else { continue }
            let source = file.file.source
            var stacks = Set<String>()
            for index in source.tokens.indices where source.kind(at: index) == .identifier && stackFactories.contains(source.text(at: index)) {
                guard source.text(at: index - 1) == "=", source.kind(at: index - 2) == .identifier else { continue }
                stacks.insert(source.text(at: index - 2))
            }
            var seen = Set<String>()
            for element in file.file.elements where element.simpleName == "Screen" {
                let navigator = String(element.name.dropLast(".Screen".count))
                let first = seen.insert(navigator).inserted
                guard let registration = own.first(where: { $0.tag.lowerBound == element.openToken }) else { continue }
                let opensByName = element.name.hasSuffix(".Screen") && stacks.contains(navigator) && !first
                candidates[registration.route] = (candidates[registration.route] ?? true) && opensByName
            }
        }
        var routes = Set(candidates.filter(\.value).keys)
        guard !routes.isEmpty else { return [] }
        for file in files {
            let source = file.file.source
            // A screen's own tag names its route; another screen's tag may open it (a header button's `navigate`).
            let own = registrations.filter { $0.path == file.path }
            for index in source.tokens.indices {
                let registering = Set(own.filter { $0.tag.contains(index) }.map(\.route))
                routes.subtract(mentioned(routes, at: index, in: source).filter { !registering.contains($0) })
                // Part of a name built at run time: a template's text, or a string joined with `+`.
                let part: String?
                switch source.kind(at: index) {
                case .templateText?: part = source.text(at: index)
                case .string?: part = source.text(at: index - 1) == "+" || source.text(at: index + 1) == "+" ? source.stringValue(at: index) : nil
                default: part = nil
                }
                if let part, part.count >= 3 { routes = routes.filter { !$0.hasPrefix(part) && !$0.hasSuffix(part) } }
            }
            for element in file.file.elements {
                if case .string(let start)? = element.attribute("initialRouteName")?.value { routes.remove(start) }
            }
            if routes.isEmpty { break }
        }
        return routes
    }

    /// The routes the token may open (see `openedOnlyFrom`).
    private static func mentioned(_ routes: Set<String>, at index: Int, in source: JSSource) -> [String] {
        switch source.kind(at: index) {
        case .string?:
            guard let value = source.stringValue(at: index), routes.contains(value) else { return [] }
            let isTypeArgument = source.kind(at: index + 1) == .greater && (source.kind(at: index - 1) == .less || source.kind(at: index - 1) == .comma)
            let isUnionMember = source.text(at: index - 1) == "|" || source.text(at: index + 1) == "|"
            let isConstant = source.kind(at: index - 1) == .colon && source.isWord(value, at: index - 2)
            return isTypeArgument || isUnionMember || isConstant ? [] : [value]
        case .templateText?:
            let text = source.text(at: index)
            return routes.filter { text.contains($0) }
        case .identifier?:
            let name = source.text(at: index)
            guard routes.contains(name) else { return [] }
            if source.kind(at: index - 1) == .dot || source.kind(at: index - 1) == .optionalDot { return [name] }
            guard source.kind(at: index + 1) == .colon else { return [] }
            return source.isWord("undefined", at: index + 2) || source.stringValue(at: index + 2) == name ? [] : [name]
        default:
            return []
        }
    }
}
