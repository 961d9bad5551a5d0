import ThumbruleCore
import ThumbruleFrontEnds

extension ModuleReferences {
    /// Whether what the file at `path` draws shows only on developer pages
    /// (`LiteralText.isDeveloperPage`). Every app file importing it must be a developer page
    /// (`ErrorAlertTest.tsx`, which only `Developer.tsx` imports), take only its types
    /// (`import { ENDiagnosisKey }` of an `export type`), or register it as a navigator screen
    /// whose route only developer pages and debug code open: gaen-mobile's
    /// `ENLocalDiagnosisKeyScreen`, a `Stack.Screen` only `ENDebugMenu.tsx` navigates to.
    /// Tests importing it are no use; false when no app file imports it or some file refers to
    /// it other than by an import.
    func shownOnlyOnDeveloperPages(_ path: String, in model: ReactNativeModel) -> Bool {
        guard let importers = importers(of: path, in: model)?.filter({ $0.file.scope == .app }), !importers.isEmpty,
              let target = model.file(at: path) else { return false }
        let types = Self.exportedTypes(of: target.file)
        var registrations: [ScreenRegistration] = []
        for importer in importers where !LiteralText.isDeveloperPage(importer.file.path) {
            let bindings = importer.imports.flatMap(\.bindings)
            // A side-effect import runs the file.
            guard importer.imports.allSatisfy({ !$0.bindings.isEmpty }) else { return false }
            let code = bindings.filter { !types.contains($0.imported) }
            guard !code.isEmpty else { continue }
            guard let registered = Self.screenRegistrations(of: Set(code.map(\.local)), in: importer.file) else { return false }
            registrations += registered
        }
        return Set(registrations.map(\.route)).allSatisfy { route in
            Self.opensOnlyFromDeveloperCode(route, registrations: registrations.filter { $0.route == route }, in: model)
        }
    }

    /// A navigator screen (`<Stack.Screen name={Screens.Debug} component={DebugScreen} />`):
    /// its route and the tokens of its tag.
    struct ScreenRegistration {
        let path: String
        let route: String
        let tag: ClosedRange<Int>
    }

    /// Names a file declares as TypeScript types for others (`export type Key = {…}`,
    /// `export interface Key {…}`): importing them loads no code.
    static func exportedTypes(of file: JSFile) -> Set<String> {
        let source = file.source
        return Set(source.tokens.indices.compactMap { index in
            guard source.isWord("export", at: index), source.isWord("type", at: index + 1) || source.isWord("interface", at: index + 1),
                  source.kind(at: index + 2) == .identifier else { return nil }
            return source.text(at: index + 2)
        })
    }

    /// The screens registering these imported names, when every use of each name outside import
    /// statements is a navigator screen's `component={Name}` with a route written as a string or
    /// a member (`name={SettingsStackScreens.ENLocalDiagnosisKey}`); nil for any other use, a tag
    /// included, or for none.
    static func screenRegistrations(of locals: Set<String>, in file: ReactNativeFile) -> [ScreenRegistration]? {
        let source = file.file.source
        var registrations: [ScreenRegistration] = []
        var inImport = false
        for index in source.tokens.indices {
            let kind = source.kind(at: index)
            if inImport { inImport = kind != .string; continue }
            // `<DebugScreen />` draws it wherever this file shows.
            if kind == .jsxName, locals.contains(String(source.text(at: index).prefix { $0 != "." })) { return nil }
            guard kind == .identifier, source.kind(at: index - 1) != .dot, source.kind(at: index - 1) != .optionalDot else { continue }
            if source.isWord("import", at: index), source.kind(at: index + 1) != .leftParen { inImport = true; continue }
            guard locals.contains(source.text(at: index)) else { continue }
            guard let element = file.file.elements.first(where: { element in
                element.simpleName == "Screen" && element.attribute("component")?.expression == index..<(index + 1)
            }), let route = route(of: element, in: source) else { return nil }
            registrations.append(ScreenRegistration(path: file.path, route: route, tag: element.openToken...element.tagEnd))
        }
        return registrations.isEmpty ? nil : registrations
    }

    /// A screen's route: `name="Debug"`, `name={'Debug'}` or the member `name={Screens.Debug}`.
    private static func route(of element: JSXElement, in source: JSSource) -> String? {
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

    /// Whether the route is named at least once, and only, on developer pages or in debug code
    /// (`navigation.navigate(SettingsStackScreens.ENLocalDiagnosisKey)` in `ENDebugMenu.tsx`).
    /// Its registrations, its constant (`ENLocalDiagnosisKey: "ENLocalDiagnosisKey"`), a union
    /// type of route names (`| "ENLocalDiagnosisKey"`) and a parameter list's `Route: undefined`
    /// name it for the code alone; any other mention elsewhere may open it.
    static func opensOnlyFromDeveloperCode(_ route: String, registrations: [ScreenRegistration], in model: ReactNativeModel) -> Bool {
        var fromDeveloperCode = false
        for file in model.files where file.scope == .app {
            let source = file.file.source
            guard source.bytes.contains(utf8: route) else { continue }
            let tags = registrations.filter { $0.path == file.path }.map(\.tag)
            let developerPage = LiteralText.isDeveloperPage(file.path)
            for index in source.tokens.indices where mentions(route, at: index, in: source) && !tags.contains(where: { $0.contains(index) }) {
                guard developerPage || file.debugLines.contains(where: { $0.contains(source.tokens[index].line) }) else { return false }
                fromDeveloperCode = true
            }
        }
        return fromDeveloperCode
    }

    private static func mentions(_ route: String, at index: Int, in source: JSSource) -> Bool {
        switch source.kind(at: index) {
        case .string?:
            guard source.stringValue(at: index) == route else { return false }
            let isUnionMember = source.text(at: index - 1) == "|" || source.text(at: index + 1) == "|"
            let isConstant = source.kind(at: index - 1) == .colon && source.isWord(route, at: index - 2)
            return !isUnionMember && !isConstant
        case .identifier?:
            guard source.text(at: index) == route else { return false }
            if source.kind(at: index - 1) == .dot || source.kind(at: index - 1) == .optionalDot { return true }
            guard source.kind(at: index + 1) == .colon else { return false }
            return !source.isWord("undefined", at: index + 2) && source.stringValue(at: index + 2) != route
        default:
            return false
        }
    }
}
