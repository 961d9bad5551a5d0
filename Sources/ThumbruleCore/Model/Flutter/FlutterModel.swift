import Dispatch
import Foundation
import ThumbruleFrontEnds

/// The Flutter side of a project: every Dart file lexed and structured once, in parallel, and
/// every `pubspec.yaml`. Built on first use (`Project.flutter`) and shared by every Flutter
/// check, so no check reads or lexes a file again.
///
/// Generated code (`*.g.dart`, `*.freezed.dart`, `*.mocks.dart`, files headed `// GENERATED
/// CODE`) is not the app's own writing and is left out, as a build folder is; tests and test
/// drivers are kept with the `.test` scope, so checks that ask for it can read them.
public final class FlutterModel: Sendable {
    /// Dart files that are not generated, in path order, with their scope.
    public let dartFiles: [FlutterDartFile]
    /// Every `pubspec.yaml`, by path.
    public let pubspecs: [(path: String, pubspec: Pubspec)]
    /// Generated Dart files left out of `dartFiles`.
    public let generatedFiles: [String]
    /// Files that could not be read, with the reason (reported as tool notices).
    public let unreadable: [(path: String, reason: String)]
    /// `thumbrule:` comments of the Dart files, by path.
    let suppressions: [String: Suppressions]

    /// Each Dart file's scope, by path.
    private let scopes: [String: CodeScope]
    /// Lines only desktop or web runs (`DesktopOnlyDartCode`), by path.
    private let otherPlatformLines: [String: [ClosedRange<Int>]]
    /// Lines of functions nothing names (`UnreachableDartCode`), by path.
    private let unreachableLines: [String: [ClosedRange<Int>]]
    /// Callback parameters that do nothing in a release build (`UnpassedWidgetParameters.releaseInertCallbacks`).
    private let releaseInertCallbacks: [String: Set<String>]

    /// A file read for its code, or a generated one read for its directives alone.
    private enum Lexed {
        case source(FlutterDartFile)
        case generated([DartImport], bytes: [UInt8])
    }

    /// The scope of a Dart file: its path's, unreachable when nothing imports it, other-platform
    /// when only desktop or web code imports it.
    public func scope(of path: String) -> CodeScope {
        scopes[path] ?? FlutterModel.scope(ofPath: path)
    }

    /// The scope at a position: the file's, other-platform inside code only a desktop or web
    /// platform test runs, or unreachable inside a function nothing names.
    public func scope(at position: SourcePosition) -> CodeScope {
        let scope = scope(of: position.path)
        guard scope == .app else { return scope }
        func holds(_ lines: [String: [ClosedRange<Int>]]) -> Bool { lines[position.path]?.contains { $0.contains(position.line) } ?? false }
        if holds(otherPlatformLines) { return .otherPlatform }
        return holds(unreachableLines) ? .unreachable : .app
    }

    /// Whether a widget's callback parameter does nothing in a release build: every construction
    /// of the class in the file at `path` leaves it out or passes `null` or a debug-only closure.
    public func isReleaseInertCallback(path: String, className: String, parameter: String) -> Bool {
        releaseInertCallbacks[path]?.contains("\(className).\(parameter)") ?? false
    }

    /// File name endings of code generators (build_runner builders and their kin).
    static let generatedSuffixes = [".g.dart", ".freezed.dart", ".mocks.dart", ".gr.dart", ".config.dart", ".pb.dart", ".pbenum.dart", ".pbjson.dart", ".pbserver.dart", ".gen.dart"]

    init(project: Project) {
        // Generated files are read too, for their directives alone: a generated router imports screens.
        let inputs = project.files.filter { $0.kind == .dart }
        let lexed = ResultSlots<Result<Lexed, InputError>>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let input = inputs[index]
            do {
                let bytes = [UInt8](try input.readData())
                let file = DartFile(bytes: bytes)
                if FlutterModel.isGeneratedPath(input.path) || FlutterModel.hasGeneratedHeader(bytes) {
                    lexed.store(index, .success(.generated(file.imports, bytes: bytes)))
                } else {
                    lexed.store(index, .success(.source(FlutterDartFile(path: input.path, file: file))))
                }
            } catch let error as InputError {
                lexed.store(index, .failure(error))
            } catch {
                lexed.store(index, .failure(.unreadable(input.path)))
            }
        }
        var dartFiles: [FlutterDartFile] = []
        var generated: [String] = []
        var directives: [(path: String, imports: [DartImport])] = []
        var generatedSources: [(path: String, imports: [DartImport], bytes: [UInt8])] = []
        var unreadable: [(String, String)] = []
        var suppressions: [String: Suppressions] = [:]
        for (input, result) in zip(inputs, lexed.values) {
            switch result {
            case .success(.source(let file)):
                dartFiles.append(file)
                directives.append((file.path, file.file.imports))
                let comments = file.comments(containing: Suppressions.marker)
                if !comments.isEmpty { suppressions[file.path] = Suppressions(comments: comments, lineCount: file.lineCount) }
            case .success(.generated(let imports, let bytes)):
                generated.append(input.path)
                directives.append((input.path, imports))
                generatedSources.append((input.path, imports, bytes))
            case .failure(let error):
                unreadable.append((input.path, "\(error)"))
            }
        }
        var pubspecs: [(String, Pubspec)] = []
        for file in project.files where file.kind == .pubspec {
            guard let text = project.text(of: file) else {
                unreadable.append((file.path, "the file could not be read"))
                continue
            }
            pubspecs.append((file.path, Pubspec(text: text)))
        }
        pubspecs += UnimportedDartFiles.writtenPubspecs(directives, locks: project.files.map(\.path).filter { $0.hasSuffix("pubspec.lock") },
                                                        pubspecs: pubspecs.map(\.0))
        let developerScripts = FlutterModel.developerScripts(dartFiles.map(\.path), pubspecs: pubspecs.map(\.0))
        for index in dartFiles.indices where dartFiles[index].scope == .app && developerScripts.contains(dartFiles[index].path) {
            dartFiles[index].scope = .test
        }
        let unimported = UnimportedDartFiles.paths(directives, pubspecs: pubspecs)
        // Flutter compiles a package from its `lib/`: Dart beside an app outside every package's
        // `lib/` (a `samples/` or `tool/` folder with its own `main()`) never ships in it.
        let libs = pubspecs.map { path, _ -> String in
            let folder = (path as NSString).deletingLastPathComponent
            return folder.isEmpty ? "lib/" : folder + "/lib/"
        }
        let apps = UnimportedDartFiles.apps(directives, pubspecs: pubspecs)
        let hasApp = !apps.isEmpty
        for index in dartFiles.indices where dartFiles[index].scope == .app {
            let path = dartFiles[index].path
            if unimported.contains(path) || (hasApp && !libs.contains(where: { path.hasPrefix($0) })) {
                dartFiles[index].scope = .unreachable
            }
        }
        // An app package with no `android/` or `ios/` folder beside a phone app (a Flutter web
        // site, an admin console) is built for the web or the desktop alone.
        let phoneApps = Set(apps.map(\.lib).filter { lib in
            let folder = lib.dropLast("lib/".count)
            return project.files.contains { $0.path.hasPrefix(folder + "android/") || $0.path.hasPrefix(folder + "ios/") }
        })
        let offPhone = UnimportedDartFiles.offPhoneFiles(directives, pubspecs: pubspecs, phoneApps: phoneApps,
                                                         files: Dictionary(dartFiles.map { ($0.path, $0.file) }, uniquingKeysWith: { first, _ in first }))
        for index in dartFiles.indices where dartFiles[index].scope == .app && offPhone.contains(dartFiles[index].path) {
            dartFiles[index].scope = .otherPlatform
        }
        let desktop = DesktopOnlyDartCode.find(files: dartFiles, generated: generatedSources,
                                               apps: apps)
        for index in dartFiles.indices where dartFiles[index].scope == .app {
            if desktop.files.contains(dartFiles[index].path) {
                dartFiles[index].scope = .otherPlatform
            } else if desktop.unreachable.contains(dartFiles[index].path) {
                dartFiles[index].scope = .unreachable
            } else if let lines = desktop.lines[dartFiles[index].path] {
                dartFiles[index].otherPlatformLines = lines
            }
        }
        // An unpublished library package an app takes by `path:` has no clients outside the
        // repository: its functions are judged like the app's.
        let appPackages = Set(apps.map(\.package))
        let privateLibs = pubspecs.compactMap { path, pubspec -> String? in
            guard pubspec.isUnpublished, let name = pubspec.name, !appPackages.contains(name),
                  pubspecs.contains(where: { other in
                      other.1.name.map(appPackages.contains) == true && other.1.dependencies.contains { $0.name == name && $0.source == .path }
                  }) else { return nil }
            let folder = (path as NSString).deletingLastPathComponent
            return folder.isEmpty ? "lib/" : folder + "/lib/"
        }
        var unreachable = UnreachableDartCode.lines(files: dartFiles, generated: generatedSources.map(\.bytes),
                                                    appLibs: apps.map(\.lib) + privateLibs,
                                                    takesLinks: UnnavigatedDartRoutes.takesLinks(project))
        // Parts of widgets built only for a parameter value no construction gives.
        for (path, lines) in UnpassedWidgetParameters.lines(files: dartFiles, generated: generatedSources.map(\.bytes)) {
            unreachable[path, default: []] += lines
        }
        // Blocks under contradictory conditions (`if (x == true) { if (!x) { … } }`).
        for (path, lines) in ContradictoryDartBranches.lines(files: dartFiles) {
            unreachable[path, default: []] += lines
        }
        // Children a literal flag hides (`Visibility(visible: false, child: …)`).
        for (path, lines) in HiddenDartWidgets.lines(files: dartFiles) {
            unreachable[path, default: []] += lines
        }
        unreachableLines = unreachable
        releaseInertCallbacks = UnpassedWidgetParameters.releaseInertCallbacks(files: dartFiles, generated: generatedSources.map(\.bytes))
        self.dartFiles = dartFiles.sorted { $0.path < $1.path }
        scopes = Dictionary(dartFiles.map { ($0.path, $0.scope) }, uniquingKeysWith: { first, _ in first })
        otherPlatformLines = Dictionary(dartFiles.filter { !$0.otherPlatformLines.isEmpty }.map { ($0.path, $0.otherPlatformLines) },
                                        uniquingKeysWith: { first, _ in first })
        self.pubspecs = pubspecs.sorted { $0.0 < $1.0 }
        generatedFiles = generated.sorted()
        self.unreadable = unreadable
        self.suppressions = suppressions
    }

    /// A Dart path's scope: tests (`test/`, `integration_test/`, `test_driver/`, `*_test.dart`)
    /// are `.test`; everything else is the app's.
    public static func scope(ofPath path: String) -> CodeScope {
        if path.hasSuffix("_test.dart") { return .test }
        let folders = path.split(separator: "/").dropLast()
        return folders.contains { $0 == "test" || $0 == "integration_test" || $0 == "test_driver" } ? .test : .app
    }

    /// Dart files in a package's own `tool/` folder: the layout Dart packages follow keeps the
    /// developers' scripts there (generators, translation and API checks run from a terminal),
    /// beside `lib/`, and no build compiles them into the app. A package's folder is one with a
    /// `pubspec.yaml` or with Dart files in its `lib/` (an app whose pubspec a script writes from
    /// a template has only the latter); a package named `tool` is no such folder.
    static func developerScripts(_ paths: [String], pubspecs: [String]) -> Set<String> {
        var packages = Set(pubspecs.map { ($0 as NSString).deletingLastPathComponent })
        for path in paths {
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            if let lib = folders.firstIndex(of: "lib") { packages.insert(folders[..<lib].joined(separator: "/")) }
        }
        return Set(paths.filter { path in
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            return folders.indices.contains { index in
                folders[index] == "tool" && packages.contains(folders[..<index].joined(separator: "/"))
                    && !packages.contains(folders[...index].joined(separator: "/"))
            }
        })
    }

    static func isGeneratedPath(_ path: String) -> Bool {
        generatedSuffixes.contains { path.hasSuffix($0) }
    }

    /// Whether the file's first lines say a generator wrote it (`// GENERATED CODE - DO NOT MODIFY BY HAND`).
    static func hasGeneratedHeader(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(400), as: UTF8.self)
        return head.split(separator: "\n").prefix(5).contains { line in
            line.hasPrefix("//") && (line.contains("GENERATED CODE") || line.contains("Generated code") || line.contains("DO NOT EDIT"))
        }
    }

    /// Dart files that ship: not tests.
    public var shippingFiles: [FlutterDartFile] { dartFiles.filter(\.ships) }

    /// Whether any pubspec depends on the package (`dependencies:`, not `dev_dependencies:`).
    public func dependsOn(_ package: String) -> Bool {
        pubspecs.contains { $0.pubspec.dependsOn(package) }
    }
}
