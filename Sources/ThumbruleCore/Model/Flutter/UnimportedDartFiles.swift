import Foundation
import ThumbruleFrontEnds

/// Dart files of a Flutter app that no other file imports, exports or includes as a part: a
/// screen left behind by a redesign, a demo widget. Dart reaches code only through those
/// directives, so such a file never runs; it takes the unreachable scope.
///
/// Judged in an app's own `lib/` (a package with `lib/main*.dart`), never for the `main*.dart`
/// entry points, and in the `lib/` of a library package of the repository that other packages
/// of it import (a shared UI package): such a package ships only what its users reach, so a
/// file nothing imports (a demo left beside the theme) is not in any app. A library package
/// nothing in the repository imports is published for others, and its files are its API. With every Dart file's
/// directives counted, generated ones (a router's `*.gr.dart`) and tests included, and each
/// URI of a conditional import (`if (dart.library.io) 'io.dart'`) that a phone build can pick.
/// A clause only web builds pick (`if (dart.library.js_interop) 'web.dart'`: the web libraries
/// are absent on iOS and Android) leads nowhere in the app. A file loaded by a tool is
/// dropped: a false negative.
///
/// A library package of the repository that an app's code reaches (a vendored `path:`
/// dependency) ships only the files reached from the apps' `lib/` through a chain of imports,
/// exports and parts: a solver for a desktop runtime that only a library file the app never
/// imports exports (`package:youtube_explode_dart/solvers.dart`) is in no app. A plugin's
/// files that the generated registrant imports (`Pubspec.pluginLibraries`; no file of the
/// repository shows that import) count as imported, and the chain starts from them too.
enum UnimportedDartFiles {
    /// Paths of the unimported files. `directives` holds every Dart file's path with its directives.
    static func paths(_ directives: [(path: String, imports: [DartImport])], pubspecs: [(path: String, pubspec: Pubspec)]) -> Set<String> {
        let apps = apps(directives, pubspecs: pubspecs)
        guard !apps.isEmpty else { return [] }
        let packages = packages(pubspecs), registered = registeredLibraries(pubspecs)
        var imported = registered, usedLibraries = Set<String>()
        for (path, imports) in directives {
            for directive in imports {
                imported.formUnion(targets(of: directive, from: path, apps: packages))
                if let package = directive.package, let library = packages.first(where: { $0.package == package }),
                   !path.hasPrefix(library.lib.dropLast("lib/".count)), !apps.contains(where: { $0.package == package }) {
                    usedLibraries.insert(library.lib)
                }
            }
        }
        var result = Set<String>()
        for (path, _) in directives where !imported.contains(path) {
            if let app = apps.first(where: { path.hasPrefix($0.lib) }) {
                if !isEntry(path, lib: app.lib) { result.insert(path) }
            } else if usedLibraries.contains(where: { path.hasPrefix($0) }) {
                result.insert(path)
            }
        }
        return result.union(unreachedLibraryFiles(directives, registered: registered, packages: packages, apps: apps))
    }

    /// Files of the library packages the apps reach that no chain of directives from the apps'
    /// `lib/` or from a plugin registrant's imports (`registered`) reaches.
    static func unreachedLibraryFiles(_ directives: [(path: String, imports: [DartImport])], registered: Set<String>,
                                      packages: [(lib: String, package: String)], apps: [(lib: String, package: String)]) -> Set<String> {
        let libraries = packages.filter { package in !apps.contains { $0.lib == package.lib } }
        guard !libraries.isEmpty else { return [] }
        // Judged: the packages the apps' own code reaches, not every plugin of the repository.
        let fromApps = reached(from: directives.map(\.path).filter { path in apps.contains { path.hasPrefix($0.lib) } },
                               directives, packages: packages)
        let judged = libraries.filter { library in fromApps.contains { $0.hasPrefix(library.lib) } }
        let reached = fromApps.union(Self.reached(from: Array(registered), directives, packages: packages))
        return Set(directives.map(\.path).filter { path in !reached.contains(path) && judged.contains { path.hasPrefix($0.lib) } })
    }

    /// Files of the repository only apps without a phone build reach: a Flutter web site or an
    /// admin console beside the phone app in a monorepo (`website/` with `lib/main.dart` but no
    /// `android/` or `ios/` folder), and the files of local packages only such apps import
    /// (a package copy the phone app does not use), or only through a barrel's export the phone
    /// apps never use (`UnusedLibraryExports`). `phoneApps` holds the `lib/` folders of the
    /// apps that have a platform folder. Judged only when some app has one and the app without
    /// sits in a folder of its own: an app repository with no platform folder at all keeps
    /// every file, since its phone folders may simply be left out of the source.
    static func offPhoneFiles(_ directives: [(path: String, imports: [DartImport])], pubspecs: [(path: String, pubspec: Pubspec)],
                              phoneApps: Set<String>, files: [String: DartFile]) -> Set<String> {
        let apps = apps(directives, pubspecs: pubspecs)
        // An app inside another package's folder (a plugin's `example/`) shows off that package, published for others.
        let folders = pubspecs.map { ($0.path as NSString).deletingLastPathComponent }.filter { !$0.isEmpty }
        let offPhone = apps.filter { app in
            !phoneApps.contains(app.lib) && app.lib != "lib/"
                && !folders.contains { app.lib.hasPrefix($0 + "/") && app.lib != $0 + "/lib/" }
        }
        guard !offPhone.isEmpty, apps.contains(where: { phoneApps.contains($0.lib) }) else { return [] }
        let packages = packages(pubspecs)
        let paths = directives.map(\.path)
        let phoneRoots = paths.filter { path in apps.contains { phoneApps.contains($0.lib) && path.hasPrefix($0.lib) } } + registeredLibraries(pubspecs)
        let everything = reached(from: phoneRoots, directives, packages: packages)
        // A barrel's export the phone apps never use (`UnusedLibraryExports`) leads nowhere in them.
        let libraries = packages.filter { package in !apps.contains { $0.lib == package.lib } }.map(\.lib)
        let unused = UnusedLibraryExports.edges(reached: everything, directives: directives, files: files, libraries: libraries, packages: packages)
        let fromPhone = unused.isEmpty ? everything : reached(from: phoneRoots, directives, packages: packages, skipping: unused)
        let offPhoneFolders = offPhone.map { $0.lib.dropLast("lib/".count) }
        let fromOffPhone = reached(from: paths.filter { path in offPhone.contains { path.hasPrefix($0.lib) } }, directives, packages: packages)
        let phoneFolders = apps.filter { phoneApps.contains($0.lib) }.map { $0.lib.dropLast("lib/".count) }
        return Set(paths.filter { path in offPhoneFolders.contains { path.hasPrefix($0) } && !phoneFolders.contains { path.hasPrefix($0) } })
            .union(fromOffPhone).subtracting(fromPhone)
    }

    /// The files a chain of imports, exports and parts reaches from `roots`, the roots included.
    private static func reached(from roots: [String], _ directives: [(path: String, imports: [DartImport])],
                                packages: [(lib: String, package: String)], skipping: Set<ExportEdge> = []) -> Set<String> {
        let importsOf = Dictionary(directives.map { ($0.path, $0.imports) }, uniquingKeysWith: { first, _ in first })
        var reached = Set<String>()
        var queue = roots.filter { reached.insert($0).inserted }
        while let path = queue.popLast() {
            for directive in importsOf[path] ?? [] {
                for target in targets(of: directive, from: path, apps: packages)
                where !(directive.kind == .export && skipping.contains(ExportEdge(barrel: path, target: target))) && reached.insert(target).inserted {
                    queue.append(target)
                }
            }
        }
        return reached
    }

    /// The `lib/` folder and name of every named package of the repository.
    static func packages(_ pubspecs: [(path: String, pubspec: Pubspec)]) -> [(lib: String, package: String)] {
        pubspecs.compactMap { path, pubspec -> (lib: String, package: String)? in
            let folder = (path as NSString).deletingLastPathComponent
            return pubspec.name.map { (folder.isEmpty ? "lib/" : folder + "/lib/", $0) }
        }
    }

    /// The files of the repository's plugins that a generated registrant imports.
    private static func registeredLibraries(_ pubspecs: [(path: String, pubspec: Pubspec)]) -> Set<String> {
        Set(pubspecs.flatMap { path, pubspec -> [String] in
            let folder = (path as NSString).deletingLastPathComponent
            return pubspec.pluginLibraries.map { ProjectPath.join(folder.isEmpty ? "lib" : folder + "/lib", $0) }
        })
    }

    /// The `lib/` folders and package names of the app packages: those with a `lib/main*.dart`.
    /// The pubspec of an app whose `pubspec.yaml` a script writes before building from a template
    /// (a `pubspec.lock` beside a `lib/main.dart`, no `pubspec.yaml`): named by the `package:` URIs
    /// its own `lib/` spells that lead back into that `lib/` (`package:wallet/utilities/util.dart`),
    /// or, when it imports its own files only by relative paths, by a name no directive spells.
    static func writtenPubspecs(_ directives: [(path: String, imports: [DartImport])], locks: [String],
                                pubspecs: [String]) -> [(String, Pubspec)] {
        var result: [(String, Pubspec)] = []
        let paths = Set(directives.map(\.path))
        for lock in locks {
            let folder = (lock as NSString).deletingLastPathComponent
            let prefix = folder.isEmpty ? "" : folder + "/"
            let lib = prefix + "lib/"
            guard !pubspecs.contains(prefix + "pubspec.yaml"), paths.contains(lib + "main.dart") else { continue }
            var votes: [String: Int] = [:]
            for (path, imports) in directives where path.hasPrefix(lib) {
                for directive in imports {
                    guard let package = directive.package else { continue }
                    let rest = directive.uri.dropFirst("package:".count + package.count + 1)
                    if paths.contains(lib + rest) { votes[package, default: 0] += 1 }
                }
            }
            var name = votes.max(by: { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key })?.key ?? "app"
            while votes.isEmpty && directives.contains(where: { $0.imports.contains { $0.package == name } }) { name += "_" }
            result.append((prefix + "pubspec.yaml", Pubspec(text: "name: \(name)\n")))
        }
        return result
    }

    static func apps(_ directives: [(path: String, imports: [DartImport])], pubspecs: [(path: String, pubspec: Pubspec)]) -> [(lib: String, package: String)] {
        var apps: [(lib: String, package: String)] = []
        for (path, pubspec) in pubspecs {
            guard let name = pubspec.name else { continue }
            let folder = (path as NSString).deletingLastPathComponent
            let lib = folder.isEmpty ? "lib/" : folder + "/lib/"
            let hasEntry = directives.contains { $0.path.hasPrefix(lib) && isEntry($0.path, lib: lib) }
            if hasEntry { apps.append((lib, name)) }
        }
        return apps
    }

    /// The project path a directive names: a relative URI, or a `package:` URI of an app
    /// package; nil for other packages and `dart:` libraries.
    static func target(of directive: DartImport, from path: String, apps: [(lib: String, package: String)]) -> String? {
        target(of: directive.uri, from: path, apps: apps)
    }

    /// The project paths a directive names: its URI's and those of the conditional clauses a
    /// phone build can pick.
    static func targets(of directive: DartImport, from path: String, apps: [(lib: String, package: String)]) -> [String] {
        let phoneURIs = directive.alternatives.filter { !webOnlyConditions.contains($0.condition) }.map(\.uri)
        return ([directive.uri] + phoneURIs).compactMap { target(of: $0, from: path, apps: apps) }
    }

    /// Conditions true only in web builds: Dart's web libraries, which iOS and Android lack.
    static let webOnlyConditions: Set<String> = [
        "dart.library.html", "dart.library.js", "dart.library.js_interop", "dart.library.js_util",
        "dart.library.ui_web", "dart.library.indexed_db", "dart.library.web_audio", "dart.library.web_gl", "dart.library.svg",
    ]

    private static func target(of uri: String, from path: String, apps: [(lib: String, package: String)]) -> String? {
        if uri.hasPrefix("package:"), let package = uri.dropFirst("package:".count).split(separator: "/").first {
            guard let app = apps.first(where: { $0.package == package }) else { return nil }
            return ProjectPath.join(app.lib, String(uri.dropFirst("package:\(package)/".count)))
        }
        guard !uri.contains(":") else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        return ProjectPath.join(folder, uri)
    }

    /// `lib/main.dart`, `lib/main_dev.dart`: where `flutter run -t` starts.
    private static func isEntry(_ path: String, lib: String) -> Bool {
        let name = String(path.dropFirst(lib.count))
        return name.hasPrefix("main") && !name.contains("/")
    }
}
