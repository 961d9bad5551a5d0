import Foundation

/// Whether an iOS app's release builds go somewhere other than the App Store: an enterprise or
/// ad-hoc export pushed to a beta service, or an unsigned IPA published for AltStore-style
/// sideloading. Checks whose harm is App Store Connect refusing an upload or App Review rejecting
/// the app (`CheckDescription.appStoreOnly`) say nothing true about such an app.
///
/// Decided only from positive evidence in the project's build and release configuration, never
/// from the absence of an upload step (most App Store apps are uploaded by hand from Xcode):
/// - a fastlane `Fastfile` lane that builds with `gym`/`build_app`/`build_ios_app` and an
///   `export_method` of `enterprise`, `ad-hoc` or `development`;
/// - an export options property list (`ExportOptions.plist`) whose `method` is one of those or
///   `release-testing`;
/// - a CI workflow that archives a release IPA with signing switched off (`CODE_SIGNING_ALLOWED=NO`,
///   `flutter build ios --no-codesign`) and publishes it as a GitHub release, for people to sign
///   and install themselves (AltStore, Sideloadly), or hands `--no-codesign` to the project's own
///   build script for an `ipa` target of such a release;
/// - a CI recipe or a shell script (`ipabuild.sh`, which a CI step runs) that removes the built
///   app's signature (`codesign --remove-signature`) and zips its `Payload` folder into an `.ipa`,
///   outside a Debug build and without signing it again: an IPA made for people to sign and
///   install themselves, which App Store Connect would not take, wherever it is then kept;
/// - an AltStore source: a JSON list of `apps` with a `bundleIdentifier` and a `downloadURL` or
///   `versions`.
///
/// Any sign of an App Store upload anywhere in those files (`deliver`, `pilot`, TestFlight,
/// App Store Connect, an `app-store` export, `altool --upload-app`, `flutter build ipa` for the
/// store, Xcode Cloud scripts, a CI step that runs fastlane lanes the checkout does not hold)
/// makes the answer no: the same project may ship an enterprise build and a store build.
/// Fastlane's Ruby and CI YAML are read as tokens, not parsed; a word the reader cannot place
/// errs towards the App Store.
package enum OutsideAppStore {
    /// What shows that the app ships outside the App Store, and where.
    public struct Evidence: Sendable, Hashable {
        public var position: SourcePosition
        public var reason: String
    }

    /// Export methods that produce a build the App Store never sees.
    static let outsideMethods: Set<String> = ["enterprise", "ad-hoc", "adhoc", "development", "release-testing", "debugging"]
    /// Export methods, `match` types and words that name the App Store as the destination.
    static let storeMethods: Set<String> = ["app-store", "app-store-connect", "appstore", "app_store", "app_store_connect"]
    /// Fastlane actions that upload to, or read from, App Store Connect, and
    /// `import_from_git`/`import`, which bring lanes the checkout does not show.
    static let storeActions: Set<String> = [
        "deliver", "upload_to_app_store", "appstore", "pilot", "upload_to_testflight", "testflight",
        "app_store_connect_api_key", "precheck", "check_app_store_metadata", "latest_testflight_build_number",
        "app_store_build_number", "upload_app_privacy_details_to_app_store", "download_dsyms", "produce",
        "create_app_online", "set_changelog", "import_from_git", "import",
    ]
    /// Words of a command line that upload to App Store Connect: fastlane's upload actions run
    /// directly, Apple's command-line uploaders.
    static let storeCommands: Set<String> = [
        "deliver", "upload_to_app_store", "pilot", "upload_to_testflight", "--upload-app", "--upload-package",
        "itmstransporter", "transporter",
    ]
    /// Fastlane actions that build and export an iOS app.
    static let buildActions: Set<String> = ["gym", "build_app", "build_ios_app"]

    /// The evidence that the project's iOS release builds never reach the App Store, or nil when
    /// there is none or any file shows an App Store upload.
    package static func evidence(in files: [WorkspaceFile]) -> Evidence? {
        let reading = read(files)
        return reading.uploadsToStore ? nil : reading.outside.first
    }

    /// Whether any build, release or export file shows an App Store upload (or cannot be read).
    package static func showsStoreUpload(in files: [WorkspaceFile]) -> Bool {
        read(files).uploadsToStore
    }

    /// The App Store uploads and the other channels the project's build and release files show.
    private static func read(_ files: [WorkspaceFile]) -> Reading {
        let upload = Reading(uploadsToStore: true)
        var found: [Evidence] = []
        let hasFastfile = files.contains { $0.kind == .buildPipeline && FileKind.fileName(of: $0.path) == "Fastfile" }
        for file in files {
            switch file.kind {
            case .buildPipeline:
                guard let text = text(of: file) else { return upload }
                let name = FileKind.fileName(of: file.path)
                if name == "Fastfile" {
                    let reading = readFastfile(text, path: file.path)
                    if reading.uploadsToStore { return upload }
                    found += reading.outside
                } else if name == "Deliverfile" || file.path.contains("ci_scripts/") {
                    // deliver's settings, or Xcode Cloud, which builds for App Store Connect.
                    return upload
                } else {
                    let reading = readRecipe(text, path: file.path, fastlaneLanesKnown: hasFastfile)
                    if reading.uploadsToStore { return upload }
                    found += reading.outside
                }
            case .buildScript:
                // A shell script is read like a CI recipe's commands: its uploads to App Store
                // Connect cancel the answer, its unsigned IPAs are evidence.
                guard let text = text(of: file) else { continue }
                let reading = readRecipe(text, path: file.path, fastlaneLanesKnown: hasFastfile)
                if reading.uploadsToStore { return upload }
                found += reading.outside
            case .exportOptions:
                guard let data = try? file.readData(), let plist = try? PropertyList(path: file.path, data: data),
                      let method = plist.string("method")?.lowercased() else { continue }
                if storeMethods.contains(method) { return upload }
                if outsideMethods.contains(method) {
                    found.append(Evidence(position: SourcePosition(path: file.path, line: plist.line(of: "method"), column: 1),
                                          reason: "exports with method \(method)"))
                }
            case .sideloadingSource:
                if let evidence = altStoreSource(file) { found.append(evidence) }
            default:
                continue
            }
        }
        return Reading(outside: found)
    }

    // MARK: fastlane

    struct Reading {
        var uploadsToStore = false
        var outside: [Evidence] = []
    }

    /// A `Fastfile`'s App Store actions and its exports of another method.
    static func readFastfile(_ text: String, path: String) -> Reading {
        let tokens = RubyTokens.read(text)
        var reading = Reading()
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .identifier, .symbol:
                if storeActions.contains(token.text) || token.text.contains("testflight") { reading.uploadsToStore = true }
                if token.kind == .identifier, buildActions.contains(token.text),
                   let method = exportMethod(inArgumentsAfter: index, tokens), outsideMethods.contains(method) {
                    reading.outside.append(Evidence(position: SourcePosition(path: path, line: token.line, column: 1),
                                                    reason: "\(token.text) exports with method \(method)"))
                }
            case .string:
                // `match(type: "appstore")`, `export_method: "app-store"`, `sh "fastlane deliver"`.
                if words(token.text).contains(where: isStoreWord) { reading.uploadsToStore = true }
            case .label, .punctuation:
                continue
            }
        }
        return reading
    }

    /// The `export_method:` (or `export_options: { method: … }`) value among a call's arguments:
    /// those in its parentheses, or, without them, the rest of the line and the lines a trailing
    /// comma continues onto.
    static func exportMethod(inArgumentsAfter index: Int, _ tokens: [RubyTokens.Token]) -> String? {
        var end = index + 1
        if end < tokens.count, tokens[end].text == "(", tokens[end].kind == .punctuation {
            var depth = 0
            while end < tokens.count {
                if tokens[end].kind == .punctuation, tokens[end].text == "(" { depth += 1 }
                if tokens[end].kind == .punctuation, tokens[end].text == ")" { depth -= 1; if depth == 0 { break } }
                end += 1
            }
        } else {
            while end < tokens.count, tokens[end].line == tokens[end - 1].line || tokens[end - 1].text == "," { end += 1 }
        }
        var position = index + 1
        while position < min(end, tokens.count) {
            let token = tokens[position]
            let isKey = (token.kind == .label || token.kind == .symbol) && (token.text == "export_method" || token.text == "method")
            if isKey {
                // `export_method: "x"`, or `:export_method => "x"`.
                var value = position + 1
                while value < tokens.count, tokens[value].kind == .punctuation, tokens[value].text == "=" || tokens[value].text == ">" { value += 1 }
                if value < tokens.count, tokens[value].kind == .string || tokens[value].kind == .symbol { return tokens[value].text.lowercased() }
            }
            position += 1
        }
        return nil
    }

    // MARK: CI recipes

    /// A CI recipe's App Store upload steps and its unsigned IPA builds.
    static func readRecipe(_ text: String, path: String, fastlaneLanesKnown: Bool) -> Reading {
        var reading = Reading()
        let lines = YAMLWords.lines(text)
        let all = lines.flatMap { $0.words }
        // An IPA published as a release, for people to install themselves; one kept only as a
        // CI artifact, or built in the Debug configuration, is a developer's check, not a release.
        let publishesRelease = all.contains { $0.contains("action-gh-release") || $0.contains("release-action") }
            || zip(all, all.dropFirst()).contains { $0 == "gh" && $1 == "release" }
        let releasesIPA = all.contains { $0.hasSuffix(".ipa") || $0.contains(".ipa/") } && publishesRelease
        // A build matrix's `target: ipa`, or a script's `build ipa`: an IPA named as what a step builds, not in a title.
        let buildsIPATarget = publishesRelease && lines.contains { line in
            line.words.first(where: { $0 != "-" }) != "name:" && line.words.contains("ipa")
        }
        let debugBuild = zip(all, all.dropFirst()).contains { $0 == "-configuration" && $1 == "debug" }
        let archives = all.contains("archive") && !debugBuild
        if !debugBuild, let stripped = unsignedPayload(lines) {
            reading.outside.append(Evidence(position: SourcePosition(path: path, line: stripped, column: 1),
                                            reason: "removes the app's signature and packs it into an IPA to sign and install by hand"))
        }
        for line in lines {
            let words = line.words
            if words.contains(where: isStoreWord) { reading.uploadsToStore = true }
            // A step's `name:` is its title, not a command: `- name: flutter build ipa` above
            // `run: flutter build ios --no-codesign` builds no App Store IPA, and a workflow named
            // `Validate Fastlane metadata` runs no lane.
            let isTitle = words.first(where: { $0 != "-" }) == "name:"
            // Lanes the checkout does not hold may upload anywhere: a `fastlane` command, or an
            // action that runs lanes (`maierj/fastlane-action`).
            let runsLanes = !isTitle && words.contains { $0 == "fastlane" || $0.contains("fastlane-action") }
            if runsLanes, !fastlaneLanesKnown { reading.uploadsToStore = true }
            if !isTitle, let build = words.firstIndex(of: "build"), build > 0, words[build - 1] == "flutter", build + 1 < words.count, words[build + 1] == "ipa" {
                // `flutter build ipa` exports for the App Store unless told otherwise.
                let method = words.firstIndex(where: { $0.hasPrefix("--export-method") }).flatMap { index -> String? in
                    let word = words[index]
                    if let equals = word.firstIndex(of: "=") { return String(word[word.index(after: equals)...]) }
                    return index + 1 < words.count ? words[index + 1] : nil
                }
                if let method, outsideMethods.contains(method) {
                    reading.outside.append(Evidence(position: SourcePosition(path: path, line: line.number, column: 1),
                                                    reason: "flutter build ipa exports with method \(method)"))
                } else if !words.contains("--export-options-plist") && !words.contains(where: { $0.hasPrefix("--export-options-plist=") }) {
                    reading.uploadsToStore = true
                }
            }
            // Flutter's `--no-codesign` handed to the project's own build script rather than to
            // `flutter build ios` on the same line (`args+=(--no-codesign)`, then `./build.sh
            // "${args[@]}"`), in a release workflow whose target is an IPA.
            if buildsIPATarget, !isTitle, words.contains(where: { $0.hasSuffix("--no-codesign") }), !words.contains("flutter"),
               !words.contains(where: { ["--debug", "--profile", "--simulator"].contains($0) }) {
                reading.outside.append(Evidence(position: SourcePosition(path: path, line: line.number, column: 1),
                                                reason: "passes --no-codesign to the build of a released IPA"))
            }
            guard releasesIPA else { continue }
            if archives, words.contains("code_signing_allowed=no")
                || words.firstIndex(of: "code_signing_allowed:").map({ $0 + 1 < words.count && words[$0 + 1] == "no" }) == true {
                reading.outside.append(Evidence(position: SourcePosition(path: path, line: line.number, column: 1),
                                                reason: "archives an unsigned IPA (CODE_SIGNING_ALLOWED=NO)"))
            }
            if let build = words.firstIndex(of: "build"), build > 0, words[build - 1] == "flutter", build + 1 < words.count, words[build + 1] == "ios",
               words.contains("--no-codesign"), !words.contains(where: { ["--debug", "--profile", "--simulator"].contains($0) }) {
                reading.outside.append(Evidence(position: SourcePosition(path: path, line: line.number, column: 1),
                                                reason: "builds an unsigned release IPA (flutter build ios --no-codesign)"))
            }
        }
        return reading
    }

    /// The line that removes a built app's signature (`codesign --remove-signature`, or its
    /// abbreviation `--remove`) in commands that also zip a `Payload` folder into an `.ipa` and
    /// never sign with `codesign -s`/`--sign`: a re-signed IPA (signature replaced before
    /// zipping) is a signed build, and an IPA zipped from a signed app can still go to the store.
    static func unsignedPayload(_ lines: [YAMLWords.Line]) -> Int? {
        let packs = lines.contains { line in
            line.words.contains("zip") && line.words.contains { $0.hasSuffix(".ipa") }
                && line.words.contains { $0 == "payload" || $0 == "payload/" || $0.hasSuffix("/payload") || $0.hasSuffix("/payload/") }
        }
        let signs = lines.contains { line in
            line.words.contains("codesign") && line.words.contains { $0 == "-s" || $0 == "--sign" || $0.hasPrefix("--sign=") }
        }
        guard packs, !signs else { return nil }
        return lines.first { line in
            line.words.contains("codesign") && line.words.contains { $0 == "--remove-signature" || $0 == "--remove" }
        }?.number
    }

    /// A word that names an App Store upload or the App Store as an export's destination.
    static func isStoreWord(_ word: String) -> Bool {
        storeCommands.contains(word) || storeMethods.contains(word) || word.contains("testflight")
            || word.contains("app-store-connect") || word.contains("app_store_connect") || word.contains("appstoreconnect")
            || word.hasPrefix("--upload-app") || word.hasPrefix("--upload-package")
    }

    /// Lowercased words of a command line or string, split at white space, with quotes and
    /// brackets around them dropped.
    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: YAMLWords.wrapping) }.filter { !$0.isEmpty }
    }

    // MARK: READMEs

    /// Installers that put an IPA on a device without the App Store.
    static let sideloadingInstallers: Set<String> = ["altstore", "sidestore", "sideloadly"]
    /// Words of a README that name the App Store or TestFlight as a way to get the app.
    static let storeMentions = ["app store", "appstore", "apps.apple.com", "itunes.apple.com", "testflight"]

    /// A README at the checked root that tells people to install the app's IPA with a
    /// sideloading installer (AltStore, SideStore, Sideloadly): its first line naming one, in a
    /// README that also names an IPA. None when any README at the root names the App Store or
    /// TestFlight (a README that offers both ships through the store too) or any build or
    /// release file shows an App Store upload. Weaker than the build files' evidence, which
    /// drops every `appStoreOnly` check: read only by checks whose sole harm is App Store
    /// Connect refusing an upload or App Review rejecting the app (`Project.sideloadedIOSRelease`),
    /// since a sideloaded build's plain-HTTP loads still reach the people who install it.
    package static func readmeEvidence(in files: [WorkspaceFile]) -> Evidence? {
        let readmes = files.filter { $0.kind == .documentation && !$0.path.contains("/") && $0.path.lowercased().hasPrefix("readme") }
        var found: Evidence?
        for readme in readmes.sorted(by: { $0.path < $1.path }) {
            guard let text = text(of: readme)?.lowercased() else { continue }
            if storeMentions.contains(where: text.contains) { return nil }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let words = { (line: Substring) in line.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) }
            guard found == nil, lines.contains(where: { words($0).contains("ipa") }),
                  let index = lines.firstIndex(where: { !sideloadingInstallers.isDisjoint(with: words($0)) }) else { continue }
            found = Evidence(position: SourcePosition(path: readme.path, line: index + 1, column: 1),
                             reason: "tells people to install the IPA with a sideloading installer")
        }
        guard let found, !showsStoreUpload(in: files) else { return nil }
        return found
    }

    // MARK: AltStore sources

    /// An AltStore source: a JSON object whose `apps` hold an app with a bundle identifier and a
    /// download (`downloadURL`, or `versions` in the newer format).
    static func altStoreSource(_ file: WorkspaceFile) -> Evidence? {
        guard let data = try? file.readData(), data.count < 4_000_000,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let apps = object["apps"] as? [[String: Any]] else { return nil }
        let lists = apps.contains { app in
            app["bundleIdentifier"] is String && (app["downloadURL"] is String || app["versions"] is [Any])
        }
        guard lists else { return nil }
        return Evidence(position: SourcePosition(path: file.path, line: 1, column: 1), reason: "is an AltStore source listing the app's IPA")
    }

    private static func text(of file: WorkspaceFile) -> String? {
        (try? file.readData()).flatMap { String(data: $0, encoding: .utf8) }
    }
}

/// The tokens of fastlane's Ruby that tell actions and their arguments apart: identifiers,
/// `label:` keys, `:symbols`, string contents and single punctuation marks, each with its line.
/// Comments are skipped; heredocs are read as code, which can only add App Store words.
enum RubyTokens {
    struct Token {
        enum Kind { case identifier, label, symbol, string, punctuation }
        var kind: Kind
        var text: String
        var line: Int
    }

    static func read(_ text: String) -> [Token] {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var line = 1
        var index = 0
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
        }
        func word(from start: Int) -> Int {
            var end = start
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "?") || bytes[end] == UInt8(ascii: "!") { end += 1 }
            return end
        }
        func string(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "#"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let startLine = line
                var end = index + 1
                var depth = 0
                while end < bytes.count {
                    let current = bytes[end]
                    if current == UInt8(ascii: "\\") { end += 2; continue }
                    if current == UInt8(ascii: "\n") { line += 1 }
                    if byte == UInt8(ascii: "\""), current == UInt8(ascii: "#"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "{") {
                        depth += 1
                        end += 2
                        continue
                    }
                    if depth > 0, current == UInt8(ascii: "}") { depth -= 1 } else if depth == 0, current == byte { break }
                    end += 1
                }
                tokens.append(Token(kind: .string, text: string(index + 1, min(end, bytes.count)), line: startLine))
                index = end + 1
            case UInt8(ascii: ":") where index + 1 < bytes.count && isWordByte(bytes[index + 1]) && !(index > 0 && bytes[index - 1] == UInt8(ascii: ":")):
                let end = word(from: index + 1)
                tokens.append(Token(kind: .symbol, text: string(index + 1, end), line: line))
                index = end
            default:
                guard isWordByte(byte) else {
                    tokens.append(Token(kind: .punctuation, text: string(index, index + 1), line: line))
                    index += 1
                    continue
                }
                let end = word(from: index)
                let isLabel = end < bytes.count && bytes[end] == UInt8(ascii: ":") && !(end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: ":"))
                tokens.append(Token(kind: isLabel ? .label : .identifier, text: string(index, end), line: line))
                index = isLabel ? end + 1 : end
            }
        }
        return tokens
    }
}

/// A CI recipe's words, line by line: YAML keys, values and the shell commands in them, split at
/// white space, lowercased, without quotes and brackets, and without comments.
enum YAMLWords {
    struct Line {
        var number: Int
        var words: [String]
    }

    static let wrapping = CharacterSet(charactersIn: "\"'`,;()[]{}")

    static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var words: [String] = []
            for piece in raw.split(whereSeparator: \.isWhitespace) {
                // A `#` that starts a word starts a comment; `${{ … }}` and `a#b` do not.
                if piece.hasPrefix("#") { break }
                let word = piece.lowercased().trimmingCharacters(in: wrapping)
                if !word.isEmpty { words.append(word.replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "'", with: "")) }
            }
            result.append(Line(number: offset + 1, words: words))
        }
        return result
    }
}
