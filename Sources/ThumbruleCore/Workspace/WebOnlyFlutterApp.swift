import Foundation
import ThumbruleFrontEnds

/// A Flutter app that can be built for the web alone: every entry point (`lib/main*.dart`)
/// reaches, through plain imports, exports and parts, a file that imports one of Dart's web
/// libraries (`dart:html`, `dart:ui_web`, `dart:js_interop`…) with no conditional clause. Those
/// libraries are absent on iOS and Android, so `flutter build ios` or `apk` stops at compile
/// time and the app's `ios/` and `android/` folders (`flutter create`'s scaffolds) ship nothing:
/// they are left out of the run as a build folder is, beside `UnbuiltFlutterIOS`. The web
/// libraries are those of the web-only conditions `UnimportedDartFiles` reads.
///
/// Only certain chains count: a conditional directive (`import 'stub.dart' if
/// (dart.library.html) 'web.dart'`) is not followed, as a phone build may pick another file,
/// and a web import that is itself conditional is no sign. An app with an entry point that
/// reaches no web library (a phone `main_mobile.dart` beside the web one), or whose CI or
/// release recipes build a phone app (`build apk`, `build ipa`), keeps its folders.
package enum WebOnlyFlutterApp {
    /// `dart:html`, `dart:js_interop`…: the library of each web-only condition.
    static let webLibraries: Set<String> = Set(UnimportedDartFiles.webOnlyConditions.map { "dart:" + $0.dropFirst("dart.library.".count) })
    private static let webSearch = TextSearch(anyOf: webLibraries.map { "'\($0)" } + webLibraries.map { "\"\($0)" }, ignoringCase: false)
    /// Words of a recipe that build a phone app.
    static let phoneBuildWords = ["build apk", "build appbundle", "build ios", "build ipa", "assemblerelease", "bundlerelease", "xcodebuild"]

    /// The `ios/` and `android/` folders (with their trailing slash) of the web-only apps.
    package static func folders(in files: [WorkspaceFile]) -> [String] {
        let pubspecs = files.filter { $0.kind == .pubspec }
        guard !pubspecs.isEmpty else { return [] }
        let packages = UnimportedDartFiles.packages(pubspecs.compactMap { file in text(of: file).map { (file.path, Pubspec(text: $0)) } })
        let dart = files.filter { file in file.kind == .dart && packages.contains { file.path.hasPrefix($0.lib) } }
        // Apps with a phone folder beside their pubspec, and their entry points.
        let apps = packages.compactMap { package -> (folder: String, entries: [String])? in
            let folder = String(package.lib.dropLast("lib/".count))
            let entries = dart.map(\.path).filter { path in
                guard path.hasPrefix(package.lib) else { return false }
                let name = path.dropFirst(package.lib.count)
                return name.hasPrefix("main") && !name.contains("/")
            }
            guard !entries.isEmpty, files.contains(where: { $0.path.hasPrefix(folder + "ios/") || $0.path.hasPrefix(folder + "android/") }) else { return nil }
            return (folder, entries)
        }
        guard !apps.isEmpty else { return [] }
        // Most projects never spell a web library: read the bytes before lexing anything.
        let bytes = dart.map { file in (try? file.readData()) ?? Data() }
        guard bytes.contains(where: { data in data.withUnsafeBytes { webSearch.matches($0.bindMemory(to: UInt8.self)) } }) else { return [] }
        let pipelines = UnbuiltFlutterIOS.pipelineTexts(in: files)
        guard !pipelines.contains(where: { text in phoneBuildWords.contains { text.contains($0) } }) else { return [] }
        var directives: [String: [DartImport]] = [:]
        for (file, data) in zip(dart, bytes) { directives[file.path] = DartFile(bytes: header([UInt8](data))).imports }
        let webImporters = Set(directives.compactMap { path, imports in
            imports.contains { $0.kind != .part && $0.alternatives.isEmpty && webLibraries.contains($0.uri) } ? path : nil
        })
        guard !webImporters.isEmpty else { return [] }
        func reachesWeb(from entry: String) -> Bool {
            var reached: Set<String> = [entry]
            var queue = [entry]
            while let path = queue.popLast() {
                if webImporters.contains(path) { return true }
                for directive in directives[path] ?? [] where directive.alternatives.isEmpty {
                    guard let target = UnimportedDartFiles.target(of: directive, from: path, apps: packages),
                          reached.insert(target).inserted else { continue }
                    queue.append(target)
                }
            }
            return false
        }
        return apps.filter { $0.entries.allSatisfy(reachesWeb(from:)) }.flatMap { app in
            ["ios/", "android/"].map { app.folder + $0 }.filter { folder in files.contains { $0.path.hasPrefix(folder) } }
        }
    }

    /// The start of a Dart file through its last directive: directives come before every
    /// declaration, so lexing the rest would find none. A line that starts `import `, `export `
    /// or `part ` marks one; the cut falls after the `;` that ends the last.
    static func header(_ bytes: [UInt8]) -> [UInt8] {
        var last: Int?
        var lineStart = 0
        while lineStart < bytes.count {
            for word in directiveWords where bytes.count - lineStart >= word.count && bytes[lineStart..<lineStart + word.count].elementsEqual(word) {
                last = lineStart
            }
            guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            lineStart = newline + 1
        }
        guard let last, let semicolon = bytes[last...].firstIndex(of: UInt8(ascii: ";")) else { return [] }
        return Array(bytes[...semicolon])
    }

    private static let directiveWords = ["import ", "export ", "part "].map { Array($0.utf8) }

    private static func text(of file: WorkspaceFile) -> String? {
        (try? file.readData()).flatMap { String(data: $0, encoding: .utf8) }
    }
}
