import Foundation
import ThumbruleFrontEnds

/// How a React Native app's imports name its own files besides relative paths: the path
/// aliases of `tsconfig.json`/`jsconfig.json` (`"~/*": ["src/*"]`, `baseUrl`) and of Babel's
/// `module-resolver` plugin in `babel.config.js` (`alias: { "~": "./src" }`, `root`), and the
/// name a folder's own name-only `package.json` gives it (`{ "name": "@covid" }` in `src/`). Only
/// literal values are read; an alias computed in code is missed, and `UnimportedReactNativeFiles`
/// then keeps whatever file the import might name.
struct ModuleAliases: Sendable {
    /// A pattern with at most one `*` (`~/*`, `@rainbow-me/routes`) and the project paths it
    /// stands for, with the same `*`.
    struct Alias: Sendable {
        let prefix: String
        let suffix: String
        let wildcard: Bool
        let targets: [String]
    }

    var aliases: [Alias] = []
    /// Folders bare module names are looked up in (`baseUrl`, Babel's `root`).
    var roots: [String] = []

    /// Reads `tsconfig.json`/`jsconfig.json` files (as project path and text), the Babel
    /// configurations among the lexed files and the `package.json` files by path.
    init(configs: [(path: String, bytes: [UInt8])], babel: [ReactNativeFile], packages: [String: PackageJSON] = [:]) {
        for (path, package) in packages.sorted(by: { $0.key < $1.key }) where package.onlyNamesFolder {
            guard let name = package.name else { continue }
            let folder = ProjectPath.folder(of: path)
            aliases.append(Alias(prefix: name, suffix: "", wildcard: false, targets: [folder]))
            aliases.append(Alias(prefix: name + "/", suffix: "", wildcard: true, targets: [ProjectPath.join(folder, "*")]))
        }
        for (path, bytes) in configs {
            let folder = ProjectPath.folder(of: path)
            let file = JSFile(bytes: bytes, path: "tsconfig.js")
            guard let top = file.source.tokens.indices.first(where: { file.source.tokens[$0].kind == .leftBrace }),
                  let options = file.property("compilerOptions", ofObjectAt: top),
                  case .object(let compiler) = file.value(of: options.value) else { continue }
            var base = folder
            if let baseURL = file.property("baseUrl", ofObjectAt: compiler), case .string(let value) = file.value(of: baseURL.value) {
                base = ProjectPath.join(folder, ModuleAliases.expand(value, folder: folder))
                roots.append(base)
            }
            guard let paths = file.property("paths", ofObjectAt: compiler), case .object(let table) = file.value(of: paths.value) else { continue }
            for entry in file.properties(ofObjectAt: table) {
                guard let key = entry.key, case .array(let bracket) = file.value(of: entry.value) else { continue }
                let targets = file.elements(ofArrayAt: bracket).compactMap { element -> String? in
                    guard case .string(let value) = file.value(of: element) else { return nil }
                    return ProjectPath.join(base, ModuleAliases.expand(value, folder: folder))
                }
                aliases.append(ModuleAliases.alias(key, targets: targets))
            }
        }
        for config in babel {
            let file = config.file
            let folder = ProjectPath.folder(of: config.path)
            for index in file.source.tokens.indices where file.source.stringValue(at: index) == "module-resolver" {
                guard file.source.kind(at: index + 1) == .comma, file.source.kind(at: index + 2) == .leftBrace else { continue }
                let options = index + 2
                if let root = file.property("root", ofObjectAt: options) {
                    switch file.value(of: root.value) {
                    case .string(let value): roots.append(ProjectPath.join(folder, value))
                    case .array(let bracket):
                        for element in file.elements(ofArrayAt: bracket) {
                            if case .string(let value) = file.value(of: element) { roots.append(ProjectPath.join(folder, value)) }
                        }
                    default: break
                    }
                }
                if let alias = file.property("alias", ofObjectAt: options), case .object(let table) = file.value(of: alias.value) {
                    for entry in file.properties(ofObjectAt: table) {
                        guard let key = entry.key, case .string(let value) = file.value(of: entry.value) else { continue }
                        let target = ProjectPath.join(folder, value)
                        // Babel's alias covers the name and every path under it.
                        aliases.append(Alias(prefix: key, suffix: "", wildcard: false, targets: [target]))
                        aliases.append(Alias(prefix: key + "/", suffix: "", wildcard: true, targets: [target + "/*"]))
                    }
                }
            }
        }
    }

    /// The project paths (without extension) a module name may stand for through an alias or a root.
    func candidates(for module: String) -> [String] {
        var result: [String] = []
        for alias in aliases {
            if alias.wildcard {
                guard module.count >= alias.prefix.count + alias.suffix.count, module.hasPrefix(alias.prefix), module.hasSuffix(alias.suffix) else { continue }
                let middle = String(module.dropFirst(alias.prefix.count).dropLast(alias.suffix.count))
                result += alias.targets.map { $0.replacingOccurrences(of: "*", with: middle) }
            } else if module == alias.prefix {
                result += alias.targets
            }
        }
        result += roots.map { ProjectPath.join($0, module) }
        return result.map { ProjectPath.join("", $0) }
    }

    static func alias(_ key: String, targets: [String]) -> Alias {
        guard let star = key.firstIndex(of: "*") else { return Alias(prefix: key, suffix: "", wildcard: false, targets: targets) }
        return Alias(prefix: String(key[..<star]), suffix: String(key[key.index(after: star)...]), wildcard: true, targets: targets)
    }

    /// `${configDir}` is the folder of the configuration that names it.
    static func expand(_ value: String, folder: String) -> String {
        value.replacingOccurrences(of: "${configDir}/", with: "./").replacingOccurrences(of: "${configDir}", with: ".")
    }

}

/// JavaScript and TypeScript files of a React Native app that nothing loads: no file imports,
/// re-exports or `require`s them, or only such files do (a wallet screen nobody navigates to,
/// and the header only it draws). Metro bundles what the entry file reaches through those
/// statements, so such a file ships nothing; it takes the unreachable scope. An import whose
/// names the file never uses again (`import MiddleView2 from './MiddleView2'` with no
/// `<MiddleView2`) loads nothing that shows when its module only declares (`declaresOnly`), so
/// it does not count either.
///
/// Judged only in an app's own package (a file whose nearest `package.json` is the app's, name-only
/// ones that alias a folder aside), never
/// for the entry points: the root `index` and `App` files (not when `main` is `expo-router/entry`
/// and the route folder is found: the router never loads them), `package.json`'s `main`, Expo's
/// `entryPoint`, and with `expo-router` every file of `app/` or `src/app/`. Every lexed file's
/// imports count, tests and tools included. It errs towards shipping: a module name that no
/// relative path, alias or root resolves and no dependency explains keeps every file whose path
/// ends like it (`@ui/FAB` keeps `src/components/ui/FAB.tsx`), and an app is left undecided
/// when its code loads a module by a computed name (`require(name)`, `import(path)`,
/// `require.context`, except Storybook's of story files alone), when no entry file is found,
/// or when `expo-router` runs (`main`, `entryPoint` or an import names it) and its route folder is not.
enum UnimportedReactNativeFiles {
    /// One module a file loads. `request` holds the names it takes from it (nil: all of them, for a
    /// default or namespace import, a bare `require` or a side effect); `condition` the names a
    /// barrel file passes on from it (nil: loaded whatever is asked of the file).
    struct Link {
        let module: String
        let request: Set<String>?
        var condition: Set<String>?
        /// `export * from`: passes on whatever the file does not export by name.
        var star = false
        /// An import whose names the file uses only in development code (`{__DEV__ && <Stack.Screen
        /// component={DeveloperScreen} />}`): what it loads runs in no release build.
        var debugOnly = false
        /// An import none of whose names the file uses (`import MiddleView2 from './MiddleView2'`
        /// with no `<MiddleView2` or other mention): it loads the module, but what the module
        /// declares is never drawn or called from here.
        var unused = false
    }

    /// What a file loads, and whether it loads a module by a computed name. A barrel (a file whose
    /// imported names are used only in its `export { … }` lists, as an `index.ts` that gathers a
    /// folder's components) passes each module on only for the names asked of it: a screen that
    /// imports `{ Header }` from the barrel uses the header's file, not every file it gathers.
    ///
    /// A name imported or passed on as a type (`import type { Props }`, `import { type Props }`,
    /// or a name `typeNames` says the module exports only as a type) loads nothing once the
    /// compiler drops it: a link of types alone is left out, so a shipping file that takes a
    /// debug screen's props type does not make the screen ship.
    static func links(in file: JSFile, debugLines: [ClosedRange<Int>] = [], unopenedLines: [ClosedRange<Int>] = [],
                      typeNames: (String) -> Set<String> = { _ in [] }) -> (links: [Link], computed: Bool, exported: Set<String>) {
        let source = file.source
        var links: [Link] = []
        var computed = false
        var exportList: [String: Set<String>] = [:]
        var exported = Set<String>()
        var outside = Set<String>()
        /// Lines where each imported name is used, outside import and export statements.
        var useLines: [String: [Int]] = [:]
        let locals = Set(file.imports.flatMap { $0.bindings.map(\.local) })
        func literal(at index: Int) -> String? {
            if let value = source.stringValue(at: index) { return value }
            if source.kind(at: index) == .templateOpen, source.kind(at: index + 1) == .templateText, source.kind(at: index + 2) == .templateClose {
                return source.text(at: index + 1)
            }
            return nil
        }
        /// `require.context('../stories', true, /\.stories\.tsx?$/)`, as Storybook's generated
        /// `storybook.requires.ts` writes it: its pattern matches story files only, which are test
        /// code (`ReactNativeModel.scope(ofPath:)`), so it loads none of the app's own files.
        func loadsOnlyStories(context open: Int) -> Bool {
            guard source.kind(at: open) == .leftParen, let close = source.partner(of: open) else { return false }
            return (open..<close).contains { source.kind(at: $0) == .regex && source.text(at: $0).contains("stories\\.") }
        }
        /// `async import(identifier: string) { … }`: a class's method named `import`, no loading
        /// of a module; a call is never followed by a body.
        func declaresMethod(at index: Int) -> Bool {
            guard let close = source.partner(of: index + 1) else { return false }
            return source.kind(at: close + 1) == .leftBrace
                || ["async", "public", "private", "protected", "static"].contains { source.isWord($0, at: index - 1) }
        }
        var index = 0
        let count = source.tokens.count
        while index < count {
            defer { index += 1 }
            guard source.tokens[index].kind == .identifier, source.kind(at: index - 1) != .dot, source.kind(at: index - 1) != .optionalDot else { continue }
            if source.isWord("import", at: index) {
                if source.kind(at: index + 1) == .leftParen {
                    if let module = literal(at: index + 2) {
                        links.append(Link(module: module, request: nil, condition: nil))
                    } else if !declaresMethod(at: index) {
                        computed = true
                    }
                    continue
                }
                // An import statement: its bindings run to the module's string.
                var cursor = index + 1
                while cursor < count, cursor < index + 2000, source.tokens[cursor].kind != .string { cursor += 1 }
                index = cursor
            } else if source.isWord("require", at: index) {
                if source.kind(at: index + 1) == .leftParen, literal(at: index + 2) == nil { computed = true }
                if source.kind(at: index + 1) == .dot, source.isWord("context", at: index + 2), !loadsOnlyStories(context: index + 3) { computed = true }
            } else if source.isWord("export", at: index) {
                // `export type { … }`: a list of types.
                let typeList = source.isWord("type", at: index + 1) && source.kind(at: index + 2) == .leftBrace
                if typeList { index += 1 }
                if source.kind(at: index + 1) == .leftBrace, let close = source.partner(of: index + 1) {
                    let entries = JSFile.specifiers(index + 1, close, in: source)
                    exported.formUnion(entries.map(\.alias))
                    if source.isWord("from", at: close + 1), let module = source.stringValue(at: close + 2) {
                        let types = typeNames(module)
                        let values = entries.filter { JSImport.Binding(imported: $0.name, local: $0.alias, isType: typeList || $0.isType).loadsCode(from: types) }
                        let request = Set(values.map(\.name))
                        if !values.isEmpty {
                            links.append(Link(module: module, request: request.contains("default") ? nil : request, condition: Set(values.map(\.alias))))
                        }
                        index = close + 2
                    } else {
                        for entry in entries { exportList[entry.name, default: []].insert(entry.alias) }
                        index = close
                    }
                } else if let name = Self.declaredExport(after: index, in: source) {
                    exported.insert(name)
                } else if source.kind(at: index + 1) == .operator, source.text(at: index + 1) == "*" {
                    var cursor = index + 2
                    var namespace: String?
                    if source.isWord("as", at: cursor) { namespace = source.text(at: cursor + 1); cursor += 2 }
                    guard source.isWord("from", at: cursor), let module = source.stringValue(at: cursor + 1) else { continue }
                    if let namespace {
                        links.append(Link(module: module, request: nil, condition: [namespace]))
                        exported.insert(namespace)
                    } else {
                        links.append(Link(module: module, request: nil, condition: [], star: true))
                    }
                    index = cursor + 1
                }
            } else if locals.contains(source.text(at: index)) {
                outside.insert(source.text(at: index))
                useLines[source.text(at: index), default: []].append(source.tokens[index].line)
            }
        }
        // `<DeveloperScreen />`: a tag's name is a use too, so a file that only draws what it
        // imports is no barrel.
        for index in source.tokens.indices where source.tokens[index].kind == .jsxName {
            let name = String(source.text(at: index).prefix { $0 != "." })
            guard locals.contains(name) else { continue }
            outside.insert(name)
            useLines[name, default: []].append(source.tokens[index].line)
        }
        // A file of `export … from` lines alone (`export * from './CardsWidget'`) is one too.
        let isBarrel = outside.isEmpty && (!locals.isEmpty || !links.isEmpty && links.allSatisfy { $0.condition != nil })
        for statement in file.imports {
            // A side-effect import (no bindings) loads the module.
            let types = typeNames(statement.module)
            let values = statement.bindings.filter { $0.loadsCode(from: types) }
            if !statement.bindings.isEmpty, values.isEmpty { continue }
            // Names used only to register screens nothing opens load nothing a user reaches.
            let reached = values.filter { binding in
                let lines = useLines[binding.local] ?? []
                return exportList[binding.local] != nil || lines.isEmpty
                    || !lines.allSatisfy { line in unopenedLines.contains { $0.contains(line) } }
            }
            if !values.isEmpty, reached.isEmpty { continue }
            let imported = Set(reached.map(\.imported))
            let request: Set<String>? = imported.isEmpty || imported.contains("default") || imported.contains("*") ? nil : imported
            var link = Link(module: statement.module, request: request, condition: nil)
            // A name the file passes on (`export { DeveloperScreen }`) may be used anywhere.
            link.debugOnly = !values.isEmpty && values.allSatisfy { binding in
                let lines = useLines[binding.local] ?? []
                guard exportList[binding.local] == nil else { return false }
                return !lines.isEmpty && lines.allSatisfy { line in debugLines.contains { $0.contains(line) } }
            }
            // Never named again: not in code, JSX, an `export` or a re-export list.
            link.unused = !isBarrel && !values.isEmpty && values.allSatisfy { useLines[$0.local] == nil && exportList[$0.local] == nil }
            if isBarrel, !statement.bindings.isEmpty {
                link.condition = Set(statement.bindings.flatMap { exportList[$0.local] ?? [] })
            }
            links.append(link)
        }
        if !isBarrel {
            // Only a barrel passes modules on by name.
            links = links.map { link in var link = link; link.condition = nil; link.star = false; return link }
        }
        return (links, computed, exported)
    }

    /// The name an `export` keyword at `index` declares: `Card` for `export const Card = …`,
    /// `export function Card`, `export class Card`, `default` for `export default`.
    static func declaredExport(after index: Int, in source: JSSource) -> String? {
        var cursor = index + 1
        if source.isWord("default", at: cursor) { return "default" }
        for word in ["declare", "async", "abstract"] where source.isWord(word, at: cursor) { cursor += 1 }
        guard ["const", "let", "var", "function", "class", "enum"].contains(where: { source.isWord($0, at: cursor) }) else { return nil }
        if source.isWord("const", at: cursor), source.isWord("enum", at: cursor + 1) { cursor += 1 }
        if source.kind(at: cursor + 1) == .operator, source.text(at: cursor + 1) == "*" { cursor += 1 }
        return source.kind(at: cursor + 1) == .identifier ? source.text(at: cursor + 1) : nil
    }

    /// Whether every name the file exports is read (`links(in:)`'s `exported`): no CommonJS
    /// `module.exports` or `exports.x`, and every `export` a list, a star, a type or a declaration
    /// of one name (not `export const { a, b } = …`).
    static func exportsAreRead(_ file: JSFile) -> Bool {
        let source = file.source
        for index in source.tokens.indices where source.kind(at: index) == .identifier {
            if source.isWord("exports", at: index), source.kind(at: index - 1) == .dot || source.kind(at: index + 1) == .dot { return false }
            guard source.isWord("export", at: index), source.kind(at: index - 1) != .dot else { continue }
            let next = index + 1
            let readable = source.kind(at: next) == .leftBrace || source.kind(at: next) == .operator && source.text(at: next) == "*"
                || ["type", "interface"].contains(where: { source.isWord($0, at: next) }) || declaredExport(after: index, in: source) != nil
                || source.isWord("declare", at: next) && ["type", "interface"].contains(where: { source.isWord($0, at: next + 1) })
            if !readable { return false }
        }
        return true
    }

    /// Whether every statement at a file's top level only declares: imports, exports,
    /// `const`/`let`/`var`, functions, classes, types, and `Card.propTypes = …` on a name of its
    /// own. Loading such a module defines things and runs nothing else (no `AppRegistry`
    /// registration, no SDK set-up, no `if`), so an import whose names go unused gets nothing
    /// from it. A statement is read as starting after a `;`, or on a new line after a token that
    /// can end one; anything else at the top level that starts with a name counts as running code.
    static func declaresOnly(_ file: JSFile) -> Bool {
        let source = file.source
        let count = source.tokens.count
        let imported = Set(file.imports.flatMap { $0.bindings.map(\.local) })
        let enders: Set<JSTokenKind> = [.identifier, .string, .number, .rightParen, .rightBracket, .rightBrace, .templateClose, .jsxTagEnd, .jsxSelfClose, .greater]
        var index = 0
        var previous: Int?
        while index < count {
            let kind = source.tokens[index].kind
            let starts: Bool
            if let previous {
                let before = source.tokens[previous].kind
                starts = before == .semicolon || source.tokens[index].line > source.tokens[previous].line && enders.contains(before)
                    && !(before == .identifier && declarationWords.contains(source.text(at: previous)))
            } else {
                starts = true
            }
            if starts {
                if kind == .identifier {
                    let word = source.text(at: index)
                    if !declarationWords.contains(word) {
                        // `Card.propTypes = { … }`: a property of one of the file's own names.
                        let ownProperty = !imported.contains(word) && source.kind(at: index + 1) == .dot
                            && source.kind(at: index + 2) == .identifier && source.kind(at: index + 3) == .assign
                        if !ownProperty { return false }
                    }
                } else if kind != .string && kind != .semicolon && kind != .at {
                    return false
                }
            }
            previous = index
            if let close = source.partner(of: index), close > index { index = close + 1; previous = close } else { index += 1 }
        }
        return true
    }

    /// Words that begin a statement that only declares.
    static let declarationWords: Set<String> = [
        "import", "export", "const", "let", "var", "function", "class", "type", "interface", "async", "enum", "declare", "abstract",
    ]

    /// Lines, by path, of navigator screens (`<Stack.Screen name="DesignSystem" component={…} />`,
    /// or `name={Screens.DesignSystem}`) whose route only development code opens: the route is
    /// named in the app's code only in debug lines, at least once (`navigation.navigate('DesignSystem')`
    /// in a `{__DEV__ && …}` developer menu; `ReactNativeRoutes.openedOnlyFrom` says which
    /// mentions count). A component registered only there is then loaded for development code alone.
    static func developmentRouteLines(_ files: [ReactNativeFile]) -> [String: [ClosedRange<Int>]] {
        let app = files.filter { $0.scope == .app }
        let registrations = app.flatMap(ReactNativeRoutes.registrations)
        let developmentOnly = ReactNativeRoutes.openedOnlyFrom({ file, line in file.debugLines.contains { $0.contains(line) } },
                                                               registrations: registrations, files: app)
        var lines: [String: [ClosedRange<Int>]] = [:]
        for registration in registrations where developmentOnly.contains(registration.route) {
            lines[registration.path, default: []].append(registration.lines)
        }
        return lines
    }

    /// Lines, by path, of stack screens nothing opens (`ReactNativeRoutes.neverOpened`): a
    /// component registered only there is loaded for a screen no user reaches.
    static func unopenedRouteLines(_ files: [ReactNativeFile]) -> [String: [ClosedRange<Int>]] {
        let app = files.filter { $0.scope == .app }
        let registrations = app.flatMap(ReactNativeRoutes.registrations)
        let unopened = ReactNativeRoutes.neverOpened(registrations: registrations, files: app)
        var lines: [String: [ClosedRange<Int>]] = [:]
        for registration in registrations where unopened.contains(registration.route) {
            lines[registration.path, default: []].append(registration.lines)
        }
        return lines
    }

    /// `expo-router` or one of its modules (`expo-router/entry`).
    static func isExpoRouter(_ module: String) -> Bool {
        module == "expo-router" || module.hasPrefix("expo-router/")
    }

    /// Node's own modules: an import of one names no file of the app.
    static let nodeModules: Set<String> = [
        "assert", "buffer", "child_process", "crypto", "events", "fs", "http", "https", "net", "os", "path", "process",
        "querystring", "stream", "string_decoder", "timers", "tls", "url", "util", "zlib",
    ]

    static let extensions = [".tsx", ".ts", ".jsx", ".js", ".mjs", ".cjs"]
    static let platforms = ["", ".ios", ".android", ".native"]

    /// Paths of the unimported files of the apps rooted at `appRoots`, and of the files only
    /// development code loads (`debugOnly`: imported for a `{__DEV__ && …}` screen, and what
    /// only that screen imports).
    static func paths(files: [ReactNativeFile], appRoots: [String], packages: [String: PackageJSON],
                      expoConfigs: [String: ExpoConfig], aliases: ModuleAliases) -> (unimported: Set<String>, debugOnly: Set<String>) {
        let paths = Set(files.map(\.path))
        // A folder's name-only `package.json` leaves its files in the app around it.
        let packageFolders = Set(packages.filter { !$0.value.onlyNamesFolder }.keys.map(ProjectPath.folder))
        let dependencies = Set(packages.values.flatMap { Array($0.dependencies.keys) + Array($0.devDependencies.keys) })

        /// The files a path without extension stands for: every platform's variant, or its folder's `index`.
        func filesAt(_ base: String) -> [String] {
            if paths.contains(base) { return [base] }
            var found: [String] = []
            for stem in [base, base + "/index"] {
                for platform in platforms {
                    for ext in extensions where paths.contains(stem + platform + ext) { found.append(stem + platform + ext) }
                }
                if !found.isEmpty { return found }
            }
            return found
        }
        /// The app root a file is judged in: its nearest package folder, when that is an app's.
        func judgingRoot(of path: String) -> String? {
            var folder = ProjectPath.folder(of: path)
            while true {
                if packageFolders.contains(folder) { return appRoots.contains(folder) ? folder : nil }
                if folder.isEmpty { return nil }
                folder = ProjectPath.folder(of: folder)
            }
        }
        /// A path's stem for matching an unresolved name: no extension, no platform, no `/index`.
        func stem(of path: String) -> String {
            var name = path
            for ext in extensions where name.hasSuffix(ext) { name = String(name.dropLast(ext.count)); break }
            for platform in platforms.dropFirst() where name.hasSuffix(platform) { name = String(name.dropLast(platform.count)); break }
            if name.hasSuffix("/index") { name = String(name.dropLast("/index".count)) }
            return name
        }

        var judged: [String: String] = [:]
        for file in files where file.scope == .app {
            if let root = judgingRoot(of: file.path) { judged[file.path] = root }
        }
        guard !judged.isEmpty else { return ([], []) }
        var byLastName: [String: [String]] = [:]
        for path in judged.keys {
            let name = stem(of: path).split(separator: "/").last.map(String.init) ?? path
            byLastName[name, default: []].append(path)
        }

        var undecided = Set<String>()
        /// Files with a relative import of code that is not in the project (not yet generated, or excluded).
        var missing = Set<String>()
        /// Each file's links, resolved to the files they name.
        var resolved: [String: [(link: Link, targets: [String])]] = [:]
        let byPath = Dictionary(files.map { ($0.path, $0.file) }, uniquingKeysWith: { first, _ in first })
        var declaring: [String: Bool] = [:]
        /// Whether a file's top level only declares (`declaresOnly`), remembered by path.
        func onlyDeclares(_ path: String) -> Bool {
            if let known = declaring[path] { return known }
            let result = byPath[path].map(declaresOnly) ?? false
            declaring[path] = result
            return result
        }
        var exports: [String: Set<String>] = [:]
        let routeLines = developmentRouteLines(files)
        let unopenedLines = unopenedRouteLines(files)
        let typeExports = Dictionary(files.map { ($0.path, $0.typeExports) }, uniquingKeysWith: { first, _ in first })
        /// The files a module name loads from a file, and whether it is a relative path to code the project lacks.
        func moduleTargets(_ module: String, from path: String) -> (targets: [String], missing: Bool) {
            var targets: [String] = []
            if module.hasPrefix(".") {
                targets = filesAt(ProjectPath.join(ProjectPath.folder(of: path), module))
                let name = module.split(separator: "/").last ?? ""
                if targets.isEmpty, !name.contains(".") || extensions.contains(where: name.hasSuffix) { return ([], true) }
            } else {
                targets = aliases.candidates(for: module).flatMap(filesAt)
                if targets.isEmpty {
                    let parts = module.split(separator: "/").map(String.init)
                    let package = module.hasPrefix("@") && parts.count > 1 ? parts[0] + "/" + parts[1] : parts.first ?? module
                    if dependencies.contains(package) || nodeModules.contains(package) || module.hasPrefix("node:") { return ([], false) }
                    // A name nothing resolves: it may be an alias the tool cannot read, so
                    // every file whose path ends like it counts as imported.
                    let tails = parts.count > 1 ? [module, parts.dropFirst().joined(separator: "/")] : [module]
                    for tail in tails {
                        let last = tail.split(separator: "/").last.map(String.init) ?? tail
                        for path in byLastName[last] ?? [] {
                            let name = stem(of: path)
                            if name == tail || name.hasSuffix("/" + tail) { targets.append(path) }
                        }
                    }
                }
            }
            targets.removeAll { $0 == path }
            return (targets, false)
        }
        for file in files {
            /// Names every file the module may stand for exports only as types.
            func typeNames(_ module: String) -> Set<String> {
                let found = moduleTargets(module, from: file.path).targets
                guard let first = found.first else { return [] }
                return found.dropFirst().reduce(typeExports[first] ?? []) { $0.intersection(typeExports[$1] ?? []) }
            }
            let found = links(in: file.file, debugLines: file.debugLines + (routeLines[file.path] ?? []),
                              unopenedLines: unopenedLines[file.path] ?? [], typeNames: typeNames)
            if found.computed, let root = judged[file.path] { undecided.insert(root) }
            // What a file exports is known only when all of it is read: a star of a package's
            // module may pass on anything.
            var exportsRead = exportsAreRead(file.file)
            for link in found.links where !link.module.isEmpty {
                let (targets, lacking) = moduleTargets(link.module, from: file.path)
                if lacking { missing.insert(file.path) }
                // An import whose names are never used loads modules that only declare things:
                // nothing of theirs runs or is drawn through it.
                if link.unused, !targets.isEmpty, targets.allSatisfy(onlyDeclares) { continue }
                if !targets.isEmpty { resolved[file.path, default: []].append((link, targets)) } else if link.star { exportsRead = false }
            }
            if exportsRead { exports[file.path] = found.exported }
        }

        // Entry points, per app root.
        var entries = Set<String>()
        /// Roots without a route folder whose files import `expo-router`, its entry naming it nowhere.
        var importsRouter: [String] = []
        /// Route folders of apps the router starts from, by root.
        var routerFolders: [String: String] = [:]
        for root in Set(judged.values) {
            let prefix = root.isEmpty ? "" : root + "/"
            let ownPackage = packages[prefix + "package.json"]
            let routes = judged.keys.filter { $0.hasPrefix(prefix + "app/") || $0.hasPrefix(prefix + "src/app/") }
            // `"main": "expo-router/entry"`: the router starts from the route folder, so a root
            // `index`/`App` (a template's leftover, a test harness) loads only if something imports it.
            let routerIsMain = ownPackage?.main.map(Self.isExpoRouter) == true && !routes.isEmpty
                && ownPackage?.dependsOn("expo-router") == true
                && !expoConfigs.contains { ProjectPath.folder(of: $0.key) == root && $0.value.entryPoint != nil }
            if !routerIsMain { entries.formUnion(filesAt(prefix + "index") + filesAt(prefix + "App")) }
            if routerIsMain { routerFolders[root] = routes.contains { $0.hasPrefix(prefix + "app/") } ? prefix + "app/" : prefix + "src/app/" }
            if let main = ownPackage?.main {
                entries.formUnion(filesAt(ProjectPath.join(root, main)))
                let stripped = extensions.first(where: main.hasSuffix).map { String(main.dropLast($0.count)) } ?? main
                entries.formUnion(filesAt(ProjectPath.join(root, stripped)))
            }
            for (path, config) in expoConfigs where ProjectPath.folder(of: path) == root {
                guard let entry = config.entryPoint else { continue }
                let stripped = extensions.first(where: entry.hasSuffix).map { String(entry.dropLast($0.count)) } ?? entry
                entries.formUnion(filesAt(ProjectPath.join(root, stripped)))
            }
            if ownPackage?.dependsOn("expo-router") == true {
                // A route folder not found matters only when the router runs: an app that keeps
                // the package (and its config plugin) but starts from its own `App` names it nowhere.
                let named = [ownPackage?.main] + expoConfigs.filter { ProjectPath.folder(of: $0.key) == root }.map(\.value.entryPoint)
                if routes.isEmpty {
                    if named.contains(where: { $0.map(Self.isExpoRouter) == true }) {
                        undecided.insert(root)
                    } else if files.contains(where: { $0.path.hasPrefix(prefix) && $0.file.imports.contains { Self.isExpoRouter($0.module) } }) {
                        // Named only by imports: it runs when a file the app loads imports it, not
                        // when a template's leftover `external-link.tsx` nothing loads does.
                        importsRouter.append(root)
                    }
                }
                entries.formUnion(routes)
            }
            let rootEntries = judged.filter { $0.value == root && entries.contains($0.key) }
            // No entry, or an entry that imports code the project lacks: the graph is not all there.
            if rootEntries.isEmpty || rootEntries.contains(where: { missing.contains($0.key) }) { undecided.insert(root) }
        }

        // The router runs without its route folder found when a file the entries load imports it.
        if !importsRouter.isEmpty {
            let gone = unimported(judged: judged, entries: entries, undecided: undecided, links: resolved, exports: exports)
            for root in importsRouter where !undecided.contains(root) {
                let prefix = root.isEmpty ? "" : root + "/"
                let loaded = files.contains {
                    $0.path.hasPrefix(prefix) && !gone.contains($0.path) && $0.file.imports.contains { Self.isExpoRouter($0.module) }
                }
                if loaded { undecided.insert(root) }
            }
        }

        // Routes nothing navigates to (`ExpoRouterRoutes`): grown from the routes the router shows
        // by itself, through what their files and imports name, until nothing more is named.
        for (root, folder) in routerFolders.sorted(by: { $0.key < $1.key }) where !undecided.contains(root) {
            let routeFiles = Set(judged.keys.filter { $0.hasPrefix(folder) })
            var reached = Set(routeFiles.filter { ExpoRouterRoutes.alwaysReached($0, folder: folder) })
                .union(ExpoRouterRoutes.shownByNavigatorLayouts(routeFiles, files: files, folder: folder))
            while true {
                let tried = entries.subtracting(routeFiles).union(reached)
                let gone = unimported(judged: judged, entries: tried, undecided: undecided, links: resolved, exports: exports)
                let alive = files.filter { judged[$0.path] == root && !gone.contains($0.path) }
                guard let named = ExpoRouterRoutes.mentions(in: alive) else { break }
                let more = reached.union(routeFiles.filter {
                    ExpoRouterRoutes.named(ExpoRouterRoutes.url(of: $0, folder: folder), strings: named.strings, targets: named.targets, prefixes: named.prefixes)
                })
                if more == reached { entries = tried; break }
                reached = more
            }
        }

        var dead: Set<String>
        while true {
            dead = unimported(judged: judged, entries: entries, undecided: undecided, links: resolved, exports: exports)
            // Most of an app unused says the tool missed how it is loaded, not that it is dead.
            var counts: [String: (dead: Int, all: Int)] = [:]
            for (path, root) in judged { counts[root, default: (0, 0)].all += 1; if dead.contains(path) { counts[root, default: (0, 0)].dead += 1 } }
            let implausible = counts.filter { $0.value.dead * 2 > $0.value.all }.map(\.key)
            if implausible.isEmpty { break }
            undecided.formUnion(implausible)
        }
        // The same closure without development code's imports: what only it loads.
        let releaseLinks = resolved.mapValues { $0.filter { !$0.link.debugOnly } }
        let notInRelease = unimported(judged: judged, entries: entries, undecided: undecided, links: releaseLinks, exports: exports)
        return (dead, notInRelease.subtracting(dead))
    }

    /// What is asked of a file: nothing yet, some names, or everything.
    enum Asked: Equatable {
        case names(Set<String>)
        case all

        mutating func add(_ request: Set<String>?) {
            guard case .names(let known) = self else { return }
            self = request.map { .names(known.union($0)) } ?? .all
        }
    }

    /// Files nothing loads, then files only those load, until nothing changes. A file is loaded
    /// by a link of a file that is not dead, when the link is unconditional or its file is asked
    /// for a name the link passes on.
    static func unimported(judged: [String: String], entries: Set<String>, undecided: Set<String>,
                           links: [String: [(link: Link, targets: [String])]], exports: [String: Set<String>]) -> Set<String> {
        // The names each file offers, its own and those its `export *` lines pass on; nil where
        // they are not all read (`exports` lacks the file, or a star's module does).
        var offers = exports
        var growing = true
        while growing {
            growing = false
            for (path, fileLinks) in links where offers[path] != nil {
                for (link, targets) in fileLinks where link.star {
                    for target in targets {
                        guard let offered = offers[target] else {
                            offers[path] = nil
                            growing = true
                            break
                        }
                        let merged = offers[path]?.union(offered.subtracting(["default"]))
                        if let merged, merged != offers[path] { offers[path] = merged; growing = true }
                    }
                    if offers[path] == nil { break }
                }
            }
        }
        var dead = Set<String>()
        while true {
            // What is asked of each file by the files still alive, passed on through barrels.
            var asked: [String: Asked] = [:]
            func askedOf(_ path: String) -> Asked {
                if judged[path] == nil || entries.contains(path) { return .all }
                return asked[path] ?? .names([])
            }
            var changed = true
            while changed {
                changed = false
                for (path, fileLinks) in links where !dead.contains(path) {
                    let own = askedOf(path)
                    for (link, targets) in fileLinks {
                        // `export * from`: the names asked of the barrel that it does not export itself.
                        var passed: Set<String>?
                        let active: Bool
                        if let condition = link.condition {
                            switch own {
                            case .all: active = true
                            case .names(let names):
                                if !names.isDisjoint(with: condition) {
                                    active = true
                                } else if link.star {
                                    passed = names.subtracting(exports[path] ?? [])
                                    active = !passed!.isEmpty
                                } else {
                                    active = false
                                }
                            }
                        } else {
                            active = true
                        }
                        guard active else { continue }
                        for target in targets {
                            var request = link.request
                            if let passed {
                                // Only to a module that may hold one of them.
                                if let offered = offers[target] {
                                    guard !passed.isDisjoint(with: offered) else { continue }
                                    request = passed.intersection(offered)
                                } else {
                                    request = passed
                                }
                            }
                            var state = asked[target] ?? .names([])
                            let before = asked[target]
                            state.add(request ?? nil)
                            if request == nil { state = .all }
                            if before != state { asked[target] = state; changed = true }
                        }
                    }
                }
            }
            let newlyDead = judged.filter { path, root in
                !dead.contains(path) && !entries.contains(path) && !undecided.contains(root) && asked[path] == nil
            }.map(\.key)
            if newlyDead.isEmpty { return dead }
            dead.formUnion(newlyDead)
        }
    }
}

extension JSImport.Binding {
    /// Whether importing this name runs the module's code: not when it is written as a type
    /// (`import type { Props }`, `import { type Props }`) or names one of the module's type
    /// exports (`ReactNativeFile.typeExports`), since the compiler drops such an import.
    public func loadsCode(from typeExports: Set<String>) -> Bool {
        !isType && !typeExports.contains(imported)
    }
}

extension ReactNativeFile {
    /// Names a file exports only as TypeScript or Flow types: `export type Props = {…}`,
    /// `export interface Props {…}`, `export type { Props } (from …)`, `export { type Props }`, and
    /// a local `type`/`interface` named in an `export { … }` list. A name the file also declares
    /// as a value (`export const Theme` beside `export type Theme`, an `enum`) is left out.
    static func typeExports(of file: JSFile) -> Set<String> {
        let source = file.source
        var types = Set<String>()
        var localTypes = Set<String>()
        var values = Set<String>()
        var listed: [(name: String, alias: String)] = []
        for index in source.tokens.indices where source.kind(at: index) == .identifier {
            guard source.kind(at: index - 1) != .dot, source.kind(at: index - 1) != .optionalDot else { continue }
            let next = index + 1
            if source.isWord("export", at: index) {
                var cursor = next
                if source.isWord("declare", at: cursor) { cursor += 1 }
                if source.isWord("type", at: cursor) || source.isWord("interface", at: cursor), source.kind(at: cursor + 1) == .identifier {
                    types.insert(source.text(at: cursor + 1))
                }
                let typeList = source.isWord("type", at: cursor) && source.kind(at: cursor + 1) == .leftBrace
                let open = typeList ? cursor + 1 : cursor
                guard source.kind(at: open) == .leftBrace, let close = source.partner(of: open) else { continue }
                let reexport = source.isWord("from", at: close + 1)
                for entry in JSFile.specifiers(open, close, in: source) {
                    if typeList || entry.isType { types.insert(entry.alias) } else if !reexport { listed.append((entry.name, entry.alias)) }
                }
            } else if source.kind(at: next) == .identifier,
                      source.isWord("interface", at: index) || source.isWord("type", at: index) && [.assign, .less].contains(source.kind(at: next + 1)) {
                localTypes.insert(source.text(at: next))
            } else if source.kind(at: next) == .identifier, ["const", "let", "var", "function", "class", "enum"].contains(where: { source.isWord($0, at: index) }) {
                values.insert(source.text(at: next))
            }
        }
        for entry in listed where localTypes.contains(entry.name) { types.insert(entry.alias) }
        return types.subtracting(values)
    }
}
