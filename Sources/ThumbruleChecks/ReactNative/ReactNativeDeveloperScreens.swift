import ThumbruleCore
import ThumbruleFrontEnds

extension ModuleReferences {
    /// Whether what the file at `path` draws shows only on developer pages
    /// (`LiteralText.isDeveloperPage`). Every app file importing it must be a developer page
    /// (`ErrorAlertTest.tsx`, which only `Developer.tsx` imports), take only its types
    /// (`import { ENDiagnosisKey }` of an `export type`, as the model's import graph reads
    /// them: `JSImport.Binding.loadsCode`), draw it only behind a flag developer pages alone
    /// turn on (mittatb's `{!!showShmoTesting && <ShmoTesting />}`, switched from
    /// `Profile_DebugInfoScreen.tsx`), or register it as a navigator screen
    /// whose route only developer pages and debug code open: gaen-mobile's
    /// `ENLocalDiagnosisKeyScreen`, a `Stack.Screen` only `ENDebugMenu.tsx` navigates to.
    /// Tests importing it are no use; false when no app file imports it or some file refers to
    /// it other than by an import. Developer pages and their flags ship in release builds (a
    /// hidden menu, a settings switch), so this says who sees a file, for text and colour, and
    /// stays out of the model's `debugOnly` scope, which says what release builds leave out;
    /// routes are read as the model reads them (`ReactNativeRoutes`).
    func shownOnlyOnDeveloperPages(_ path: String, in model: ReactNativeModel) -> Bool {
        guard let importers = importers(of: path, in: model)?.filter({ $0.file.scope == .app }), !importers.isEmpty,
              let target = model.file(at: path) else { return false }
        var registrations: [ReactNativeRoutes.Registration] = []
        var toggles: [String: Bool] = [:]
        for importer in importers where !LiteralText.isDeveloperPage(importer.file.path) {
            let bindings = importer.imports.flatMap(\.bindings)
            // A side-effect import runs the file.
            guard importer.imports.allSatisfy({ !$0.bindings.isEmpty }) else { return false }
            let code = Set(bindings.filter { $0.loadsCode(from: target.typeExports) }.map(\.local))
            guard !code.isEmpty, !Self.usedOnlyBehindDeveloperToggle(code, in: importer.file, model: model, toggles: &toggles) else { continue }
            guard let registered = Self.screenRegistrations(of: code, in: importer.file) else { return false }
            registrations += registered
        }
        let routes = Set(registrations.map(\.route))
        return routes.isEmpty || routes.isSubset(of: Self.routesOpenedOnlyFromDeveloperCode(routes, in: model))
    }

    /// The screens registering these imported names, when every use of each name outside import
    /// statements is a navigator screen's `component={Name}` with a route written as a string or
    /// a member (`name={SettingsStackScreens.ENLocalDiagnosisKey}`); nil for any other use, a tag
    /// included, or for none.
    static func screenRegistrations(of locals: Set<String>, in file: ReactNativeFile) -> [ReactNativeRoutes.Registration]? {
        let source = file.file.source
        let screens = ReactNativeRoutes.registrations(in: file)
        var registrations: [ReactNativeRoutes.Registration] = []
        for index in uses(of: locals, in: source) {
            // `<DebugScreen />` draws it wherever this file shows.
            guard source.kind(at: index) == .identifier,
                  let screen = screens.first(where: { $0.component == index..<(index + 1) }) else { return nil }
            registrations.append(screen)
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

    /// The routes among these that developer pages or debug code alone open, at least once
    /// (`navigation.navigate(SettingsStackScreens.ENLocalDiagnosisKey)` in `ENDebugMenu.tsx`), read
    /// as the model reads routes only debug lines open (`ReactNativeRoutes.openedOnlyFrom`).
    static func routesOpenedOnlyFromDeveloperCode(_ routes: Set<String>, in model: ReactNativeModel) -> Set<String> {
        let files = model.files.filter { $0.scope == .app || $0.scope == .debugOnly }
        let registrations = files.flatMap(ReactNativeRoutes.registrations).filter { routes.contains($0.route) }
        return ReactNativeRoutes.openedOnlyFrom({ file, line in isDeveloperCode(file) || file.debugLines.contains { $0.contains(line) } },
                                                registrations: registrations, files: files)
    }
}
