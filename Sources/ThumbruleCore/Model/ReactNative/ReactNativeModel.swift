import Dispatch
import Foundation
import ThumbruleFrontEnds

/// The React Native side of a project: the apps (folders whose `package.json` names
/// `react-native` or `expo`), their dependencies and Expo configuration, and every JavaScript
/// and TypeScript file under them lexed and structured once, in parallel. Built on first use
/// (`Project.reactNative`); a plain web project gets an empty model, since it is no app.
public final class ReactNativeModel: Sendable {
    /// Folders of the React Native apps' `package.json`s ("" for the checked root), shortest first.
    public let appRoots: [String]
    /// Every `package.json` under the app roots, by path (workspace packages included).
    public let packages: [String: PackageJSON]
    /// Expo configurations under the app roots, by path.
    public let expoConfigs: [String: ExpoConfig]
    /// JavaScript and TypeScript files under the app roots, in path order, with their scopes.
    public let files: [ReactNativeFile]
    /// Files that could not be read, with the reason (reported as tool notices).
    public let unreadable: [(path: String, reason: String)]
    /// `thumbrule:` comments, by path.
    let suppressions: [String: Suppressions]
    private let fileIndex: [String: Int]
    /// Path aliases of `tsconfig.json` and Babel's `module-resolver`, for `resolveModule`.
    let aliases: ModuleAliases

    init(project: Project) {
        let roots = ReactNativeModel.appRoots(in: project)
        appRoots = roots
        func underRoot(_ path: String) -> Bool {
            roots.contains { $0.isEmpty || path.hasPrefix($0 + "/") }
        }
        var packages: [String: PackageJSON] = [:]
        var expoConfigs: [String: ExpoConfig] = [:]
        var jsConfigs: [(path: String, bytes: [UInt8])] = []
        var unreadable: [(String, String)] = []
        for file in project.files where underRoot(file.path) && (file.kind == .packageJSON || file.kind == .expoConfig || file.kind == .jsConfig) {
            guard let data = try? file.readData() else {
                unreadable.append((file.path, "the file could not be read"))
                continue
            }
            if file.kind == .jsConfig {
                jsConfigs.append((file.path, [UInt8](data)))
            } else if file.kind == .packageJSON {
                if let package = PackageJSON(data: data) { packages[file.path] = package }
            } else {
                expoConfigs[file.path] = ExpoConfig(file: JSFile(bytes: [UInt8](data), path: file.path.hasSuffix(".json") ? "app.js" : file.path))
            }
        }
        self.packages = packages
        self.expoConfigs = expoConfigs

        let inputs = project.files.filter { $0.kind == .javaScript && underRoot($0.path) }
        let lexed = ResultSlots<Result<ReactNativeFile, InputError>>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let input = inputs[index]
            do {
                let bytes = [UInt8](try input.readData())
                if bytes.contains(0) { throw InputError.binary(input.path) }
                let scope = ReactNativeModel.isGenerated(bytes) ? .test : ReactNativeModel.scope(ofPath: input.path)
                lexed.store(index, .success(ReactNativeFile(path: input.path, file: JSFile(bytes: bytes, path: input.path), scope: scope)))
            } catch let error as InputError {
                lexed.store(index, .failure(error))
            } catch {
                lexed.store(index, .failure(.unreadable(input.path)))
            }
        }
        var files: [ReactNativeFile] = []
        var suppressions: [String: Suppressions] = [:]
        for (input, result) in zip(inputs, lexed.values) {
            switch result {
            case .success(let file):
                files.append(file)
                let comments = file.comments(containing: Suppressions.marker)
                if !comments.isEmpty { suppressions[file.path] = Suppressions(comments: comments, lineCount: file.lineCount) }
            case .failure(let error):
                unreadable.append((input.path, "\(error)"))
            }
        }
        files.sort { $0.path < $1.path }
        let webOnly = ReactNativeModel.webAliasTargets(of: files)
        if !webOnly.isEmpty {
            files = files.map { file in
                webOnly.contains(file.path) && file.scope == .app ? ReactNativeFile(path: file.path, file: file.file, scope: .otherPlatform) : file
            }
        }
        let aliases = ModuleAliases(configs: jsConfigs.sorted { $0.path < $1.path },
                                    babel: files.filter { ($0.path.split(separator: "/").last ?? "").hasPrefix("babel.config.") },
                                    packages: packages)
        let (unimported, debugOnly) = UnimportedReactNativeFiles.paths(files: files, appRoots: roots, packages: packages, expoConfigs: expoConfigs, aliases: aliases)
        if !unimported.isEmpty || !debugOnly.isEmpty {
            files = files.map { file in
                if unimported.contains(file.path) { return ReactNativeFile(path: file.path, file: file.file, scope: .unreachable) }
                if debugOnly.contains(file.path) { return ReactNativeFile(path: file.path, file: file.file, scope: .debugOnly) }
                return file
            }
        }
        let unpassed = UnpassedReactNativeProps.props(files: files)
        for index in files.indices {
            let props = unpassed[files[index].path] ?? []
            files[index].unpassedLines = props.flatMap(\.lines)
            files[index].unpassedProps = Set(props.map(\.name))
        }
        self.aliases = aliases
        self.files = files
        fileIndex = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.suppressions = suppressions
        self.unreadable = unreadable
    }

    /// Folders whose `package.json` names `react-native` or `expo`, shortest first.
    public static func appRoots(in project: Project) -> [String] {
        project.files.filter { $0.kind == .packageJSON }.compactMap { file -> String? in
            guard let data = try? file.readData(), PackageJSON(data: data)?.isReactNative == true else { return nil }
            return file.path.split(separator: "/").dropLast().joined(separator: "/")
        }.sorted { ($0.count, $0) < ($1.count, $1) }
    }

    /// The file at a path, if the model lexed it.
    public func file(at path: String) -> ReactNativeFile? {
        fileIndex[path].map { files[$0] }
    }

    /// The scope of code at a position in a JavaScript file.
    public func scope(at position: SourcePosition) -> CodeScope {
        if let file = file(at: position.path) { return file.scope(atLine: position.line) }
        return ReactNativeModel.scope(ofPath: position.path)
    }

    /// Whether any app's `package.json` lists the package among its dependencies.
    public func dependsOn(_ name: String) -> Bool {
        packages.values.contains { $0.dependencies[name] != nil }
    }

    /// How NativeWind reads a `className` in this app; nil when no `package.json` names
    /// `nativewind`. NativeWind 4 sets a rem of 14 points on native, earlier versions 16; an
    /// unreadable version takes the smaller.
    public var nativeWind: NativeWindClasses? {
        let versions = packages.values.compactMap { $0.dependencies["nativewind"] }
        guard !versions.isEmpty else { return nil }
        let majors = versions.map { version in Int(version.drop { !$0.isNumber }.prefix { $0.isNumber }) }
        return NativeWindClasses(rem: majors.allSatisfy { $0.map { $0 < 4 } == true } ? 16 : 14)
    }

    /// The styles of a file, reading `className` as NativeWind does when the app uses it: the
    /// one way checks read an element's sizes.
    public func styles(of file: JSFile) -> JSStyles {
        JSStyles(file: file, nativeWind: nativeWind)
    }

    /// Folder names that hold tests, mocks, end-to-end suites, stories, developer scripts,
    /// generated or built code, and a vendored library's example app.
    static let developerFolders: Set<String> = [
        "__tests__", "__mocks__", "__fixtures__", "test", "tests", "e2e", "detox", "storybook", ".storybook", "stories",
        "scripts", "fixtures", "mocks", "testing", "test-utils", "dist", "coverage", "__generated__", "generated",
        "example", "examples",
    ]

    /// Configuration files of the tools that build and test the app (`babel.config.js`, `jest.setup.ts`).
    static let toolPrefixes = ["babel.config", "metro.config", "jest.", "jest-", "webpack.", ".eslintrc", "eslint.config", "prettier", "react-native.config", "detox.", "wdio.", "playwright."]

    /// A path's scope from its name: tests, mocks, stories and tool configuration do not ship.
    public static func scope(ofPath path: String) -> CodeScope {
        let parts = path.split(separator: "/")
        if parts.dropLast().contains(where: { developerFolders.contains($0.lowercased()) }) { return .test }
        let name = (parts.last.map(String.init) ?? path).lowercased()
        let pieces = name.split(separator: ".")
        if pieces.dropFirst().dropLast().contains(where: { ["test", "spec", "stories", "story", "mock", "e2e"].contains($0) }) { return .test }
        if toolPrefixes.contains(where: name.hasPrefix) || name.hasSuffix(".config.js") || name.hasSuffix(".config.ts") { return .test }
        // `Map.web.tsx`: the bundler picks it only for a web build.
        if pieces.count > 2, pieces[pieces.count - 2] == "web" { return .otherPlatform }
        return .app
    }

    /// Files a web bundler's configuration (`vite.config.ts`, `webpack.config.js`) puts in place
    /// of a native module for the web build only: the paths written in its `alias` entries
    /// (`{ find: "react-native-maps", replacement: resolve("web/shims/maps.jsx") }`), taken from
    /// the configuration's folder, kept in a folder named for the web (`web/`, `web-shims/`) so a
    /// shortcut alias to shared code (`"@ui": "src/ui/index.ts"`) is not taken for one. The
    /// phone apps never load them.
    static func webAliasTargets(of files: [ReactNativeFile]) -> Set<String> {
        let paths = Set(files.map(\.path))
        var targets = Set<String>()
        for config in files where ["vite.config.", "webpack.config."].contains(where: (config.path.split(separator: "/").last ?? "").lowercased().hasPrefix) {
            let source = config.file.source
            let folder = config.path.split(separator: "/").dropLast().map(String.init)
            for index in source.tokens.indices where source.isWord("alias", at: index) && source.kind(at: index + 1) == .colon {
                let open = index + 2
                guard source.kind(at: open) == .leftBrace || source.kind(at: open) == .leftBracket, let close = source.partner(of: open) else { continue }
                for token in open..<close where source.kind(at: token) == .string {
                    guard let value = source.stringValue(at: token), !value.hasPrefix("/") else { continue }
                    var parts = folder
                    for piece in value.split(separator: "/") {
                        if piece == ".." { _ = parts.popLast() } else if piece != "." { parts.append(String(piece)) }
                    }
                    let path = parts.joined(separator: "/")
                    if paths.contains(path), parts.dropLast().contains(where: { NameWords.split($0).contains("web") }) { targets.insert(path) }
                }
            }
        }
        return targets
    }

    /// A generated or minified file: marked `@generated` near its start, or with lines far longer
    /// than anyone writes.
    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        if Array(bytes.prefix(600)).contains(utf8: "@generated") { return true }
        guard bytes.count > 20_000 else { return false }
        let lines = bytes.reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } }
        return bytes.count / lines > 400
    }

    /// The project path of an import of one of the app's files: a relative path (`resolve`) or
    /// a name a path alias or root of `tsconfig.json` or Babel's `module-resolver` resolves
    /// (`~/components/Icon`); nil for a package or a name none of them resolves.
    public func resolveModule(_ module: String, from path: String) -> String? {
        if module.hasPrefix(".") { return resolve(module, from: path) }
        for candidate in aliases.candidates(for: module) {
            if let found = resolve("./" + candidate, from: "") { return found }
        }
        return nil
    }

    /// The project path of a relative import from a file (`./src/App` from `index.js`), trying
    /// the extensions and `index` files a bundler tries; nil for a package import.
    public func resolve(_ module: String, from path: String) -> String? {
        guard module.hasPrefix(".") else { return nil }
        var parts = path.split(separator: "/").dropLast().map(String.init)
        for piece in module.split(separator: "/") {
            if piece == ".." { _ = parts.popLast() } else if piece != "." { parts.append(String(piece)) }
        }
        let base = parts.joined(separator: "/")
        let extensions = [".tsx", ".ts", ".js", ".jsx", ".ios.tsx", ".android.tsx", ".ios.js", ".android.js"]
        for candidate in [base] + extensions.map({ base + $0 }) + extensions.map({ base + "/index" + $0 }) where fileIndex[candidate] != nil {
            return candidate
        }
        return nil
    }
}
