import ThumbruleCore
import ThumbruleFrontEnds

extension ModuleReferences {
    /// Whether what the file at `path` draws shows only on developer pages
    /// (`LiteralText.isDeveloperPage`). Every app file importing it must be a developer page
    /// (`ErrorAlertTest.tsx`, which only `Developer.tsx` imports), take only its types
    /// (`import { ENDiagnosisKey }` of an `export type`), draw it only behind a flag developer
    /// pages alone turn on (mittatb's `{!!showShmoTesting && <ShmoTesting />}`, switched from
    /// `Profile_DebugInfoScreen.tsx`), or register it as a navigator screen
    /// whose route only developer pages and debug code open: gaen-mobile's
    /// `ENLocalDiagnosisKeyScreen`, a `Stack.Screen` only `ENDebugMenu.tsx` navigates to.
    /// Tests importing it are no use; false when no app file imports it or some file refers to
    /// it other than by an import.
    func shownOnlyOnDeveloperPages(_ path: String, in model: ReactNativeModel) -> Bool {
        guard let importers = importers(of: path, in: model)?.filter({ $0.file.scope == .app }), !importers.isEmpty,
              let target = model.file(at: path) else { return false }
        let types = Self.exportedTypes(of: target.file)
        var registrations: [ScreenRegistration] = []
        var toggles: [String: Bool] = [:]
        for importer in importers where !LiteralText.isDeveloperPage(importer.file.path) {
            let bindings = importer.imports.flatMap(\.bindings)
            // A side-effect import runs the file.
            guard importer.imports.allSatisfy({ !$0.bindings.isEmpty }) else { return false }
            let code = Set(bindings.filter { !types.contains($0.imported) }.map(\.local))
            guard !code.isEmpty, !Self.usedOnlyBehindDeveloperToggle(code, in: importer.file, model: model, toggles: &toggles) else { continue }
            guard let registered = Self.screenRegistrations(of: code, in: importer.file) else { return false }
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
        for index in uses(of: locals, in: source) {
            // `<DebugScreen />` draws it wherever this file shows.
            guard source.kind(at: index) == .identifier, let element = file.file.elements.first(where: { element in
                element.simpleName == "Screen" && element.attribute("component")?.expression == index..<(index + 1)
            }), let route = route(of: element, in: source) else { return nil }
            registrations.append(ScreenRegistration(path: file.path, route: route, tag: element.openToken...element.tagEnd))
        }
        return registrations.isEmpty ? nil : registrations
    }

    /// The tokens where a file uses these imported names outside its import statements: as a
    /// name (not a member of something else) or as a tag (`<DebugScreen />`).
    static func uses(of locals: Set<String>, in source: JSSource) -> [Int] {
        var found: [Int] = []
        var inImport = false
        for index in source.tokens.indices {
            let kind = source.kind(at: index)
            if inImport { inImport = kind != .string; continue }
            if kind == .jsxName, locals.contains(String(source.text(at: index).prefix { $0 != "." })) { found.append(index); continue }
            guard kind == .identifier, source.kind(at: index - 1) != .dot, source.kind(at: index - 1) != .optionalDot else { continue }
            if source.isWord("import", at: index), source.kind(at: index + 1) != .leftParen { inImport = true; continue }
            if locals.contains(source.text(at: index)) { found.append(index) }
        }
        return found
    }

    /// Whether the file uses these imported names at least once, and only inside code a
    /// developer toggle gates: a `{flag && …}` or `{!!flag && …}` child or an `if (flag) { … }`
    /// body, where only developer pages turn the flag on (`isDeveloperToggle`).
    static func usedOnlyBehindDeveloperToggle(_ locals: Set<String>, in file: ReactNativeFile, model: ReactNativeModel,
                                              toggles: inout [String: Bool]) -> Bool {
        let source = file.file.source
        let found = uses(of: locals, in: source)
        guard !found.isEmpty else { return false }
        for index in found {
            var gated = false
            var cursor = source.enclosingOpener(of: index)
            while let opener = cursor, !gated {
                if let flag = gatingFlag(of: opener, in: source) {
                    if toggles[flag] == nil { toggles[flag] = isDeveloperToggle(flag, in: model) }
                    gated = toggles[flag] == true
                }
                cursor = source.enclosingOpener(of: opener)
            }
            guard gated else { return false }
        }
        return true
    }

    /// The flag a brace's contents run behind: `{flag && …}`, `{!!flag && …}` or `if (flag) {`.
    private static func gatingFlag(of brace: Int, in source: JSSource) -> String? {
        guard source.kind(at: brace) == .leftBrace else { return nil }
        var first = brace + 1
        while source.kind(at: first) == .operator, source.text(at: first).allSatisfy({ $0 == "!" }) { first += 1 }
        if source.kind(at: first) == .identifier, source.text(at: first + 1) == "&&" { return source.text(at: first) }
        if source.kind(at: brace - 1) == .rightParen, source.kind(at: brace - 3) == .leftParen, source.isWord("if", at: brace - 4),
           source.kind(at: brace - 2) == .identifier {
            return source.text(at: brace - 2)
        }
        return nil
    }

    /// Whether only developer pages turn the flag on: some developer page names it (the switch,
    /// `setPreference({showShmoTesting: value})` in `Profile_DebugInfoScreen.tsx`), and every
    /// other app file only reads it: as a boolean member of a type, destructured
    /// (`const { preferences: { showShmoTesting } } = …`), or in an expression. An assignment, an
    /// object's key with a value, a shorthand object (`{ showShmoTesting }`) or a parameter may
    /// set it anywhere else.
    static func isDeveloperToggle(_ flag: String, in model: ReactNativeModel) -> Bool {
        var switchedOnDeveloperPage = false
        for file in model.files where file.scope == .app || file.scope == .debugOnly {
            let source = file.file.source
            guard source.bytes.contains(utf8: flag) else { continue }
            let developerPage = isDeveloperCode(file)
            for index in source.tokens.indices where source.isWord(flag, at: index) {
                if developerPage { switchedOnDeveloperPage = true; continue }
                guard onlyReads(at: index, in: source) else { return false }
            }
        }
        return switchedOnDeveloperPage
    }

    /// A developer page, or a file only development builds load (a screen a `__DEV__` menu opens).
    private static func isDeveloperCode(_ file: ReactNativeFile) -> Bool {
        file.scope == .debugOnly || LiteralText.isDeveloperPage(file.path)
    }

    private static func onlyReads(at index: Int, in source: JSSource) -> Bool {
        let next = source.kind(at: index + 1)
        if next == .assign { return false }
        if next == .colon || (next == .question && source.kind(at: index + 2) == .colon) {
            return source.isWord("boolean", at: next == .colon ? index + 2 : index + 3)
        }
        if let opener = source.enclosingOpener(of: index), source.kind(at: opener) == .leftBrace,
           source.kind(at: index - 1) == .leftBrace || source.kind(at: index - 1) == .comma,
           next == .rightBrace || next == .comma {
            // A shorthand: a destructuring pattern reads it, an object literal sets it.
            var pattern = opener
            while source.kind(at: pattern - 1) == .colon, let outer = source.enclosingOpener(of: pattern), source.kind(at: outer) == .leftBrace {
                pattern = outer
            }
            return ["const", "let", "var"].contains { source.isWord($0, at: pattern - 1) }
        }
        return true
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
        for file in model.files where file.scope == .app || file.scope == .debugOnly {
            let source = file.file.source
            guard source.bytes.contains(utf8: route) else { continue }
            let tags = registrations.filter { $0.path == file.path }.map(\.tag)
            let developerPage = isDeveloperCode(file)
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
