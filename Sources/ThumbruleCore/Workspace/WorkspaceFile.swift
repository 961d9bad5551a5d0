import Foundation

/// What a file is to Thumbrule, decided from its name and place.
public enum FileKind: String, Sendable, Codable, CaseIterable {
    case swift
    case packageManifest
    case infoPlist
    case entitlements
    case privacyManifest
    case xcodeProject
    /// An Xcode workspace's `contents.xcworkspacedata`: the projects it opens together.
    case xcodeWorkspace
    /// An `.xcconfig` file: build settings a project's configurations are based on.
    case buildSettings
    case androidManifest
    /// A Gradle build script: `build.gradle(.kts)` and other `*.gradle(.kts)` scripts a build applies.
    case gradle
    /// `settings.gradle(.kts)`: where a Gradle build starts and which modules it includes.
    case gradleSettings
    /// `libs.versions.toml`: a Gradle version catalog.
    case versionCatalog
    /// `gradle.properties`
    case gradleProperties
    /// Kotlin source (`.kt`, and `.kts` scripts that are not Gradle's).
    case kotlin
    /// Java source (`.java`): read by the Android model for names alone (`AndroidJavaFile`).
    case java
    /// An Android layout resource: `res/layout*/*.xml`.
    case androidLayout
    /// An Android string resource file, `res/values*/strings*.xml`: its folder says which
    /// language it holds, so the set of them says whether the app is translated at all.
    case androidStrings
    /// Another Android XML resource the checks read: `res/values*/*.xml` (styles a layout view
    /// names) and `res/xml/*.xml` (the network security configuration).
    case androidResource
    case strings
    case stringCatalog
    case colorSet
    case brief
    /// Another Markdown document of the project (`technotes/Refresh.md`, `docs/…`, a README):
    /// what its developers wrote down about how the app works.
    case documentation
    /// `.storyboard` and `.xib`: the classes they name are used, and a storyboard's initial
    /// view controller can be the first screen.
    case interfaceBuilder
    /// `.m` and `.mm`: Objective-C can use Swift classes that no Swift code names.
    case objectiveC
    /// `.h`: an Objective-C class's interface, which names its superclass
    /// (`@interface AuthenticationViewController : MXKAuthenticationViewController`).
    case objectiveCHeader
    /// A StoreKit configuration file (`.storekit`, JSON): the products the app sells and their types.
    case storeKitConfiguration
    /// A dependency lock file (`Package.resolved`, `Podfile.lock`, `Cartfile.resolved`,
    /// `pubspec.lock`, `package-lock.json`, `yarn.lock`): what the app links, at which version.
    case dependencyLock
    /// `Podfile`: a CocoaPods recipe; beside a Flutter app, the trace of an iOS build.
    case podfile
    /// A CI or release recipe (`.github/workflows/*.yml`, `codemagic.yaml`, `.gitlab-ci.yml`,
    /// `bitrise.yml`, `.circleci/config.yml`, a fastlane `Fastfile` or `Deliverfile`, Xcode Cloud's
    /// `ci_scripts`): which platforms are built, and where the builds go.
    case buildPipeline
    /// An export options property list (`ExportOptions.plist`, `adhocExportOptions.plist`), which
    /// `xcodebuild -exportArchive` reads: its `method` says where the exported build goes.
    case exportOptions
    /// A shell script (`.sh`) that is not Xcode Cloud's: read only for how it builds and ships
    /// the iOS app (`OutsideAppStore`), as a release script a CI step runs (`./ipabuild.sh`).
    case buildScript
    /// A JSON file at the checked root or one folder below it that no other kind claims
    /// (`AltStore.json`, `repo/source.json`): read only as a possible AltStore source, the list of
    /// IPAs a sideloading store installs (`OutsideAppStore`).
    case sideloadingSource
    /// `_CodeSignature/CodeResources` inside a vendored `.xcframework`: the framework is signed.
    case codeSignature
    /// Dart source, read by the Flutter model (`Project.flutter`).
    case dart
    /// `pubspec.yaml`: a Dart or Flutter package and its dependencies.
    case pubspec
    /// JavaScript or TypeScript source (`.js .jsx .ts .tsx .mjs .cjs`), not type declarations
    /// (`.d.ts`) or minified bundles (`.min.js`). Read by the React Native model.
    case javaScript
    /// `package.json`: a JavaScript package's dependencies.
    case packageJSON
    /// An Expo configuration: `app.json`, `app.config.js`, `app.config.ts`.
    case expoConfig
    /// `tsconfig.json` or `jsconfig.json`: the path aliases (`"~/*": ["src/*"]`) a React Native
    /// app's imports are written with.
    case jsConfig
    /// A text file of a fastlane store listing, outside its changelogs: Google Play's under
    /// `fastlane/metadata/android/`, the App Store's under `fastlane/metadata/<locale>/`. Read for
    /// its path alone: which stores the app is listed in (`UnbuiltFlutterIOS`).
    case storeListing
    /// An image the app can load by name: an asset catalog's `.imageset` or `.symbolset`
    /// `Contents.json`, or an image file outside a catalog (`.png .jpg .jpeg .pdf .heic .svg
    /// .gif .webp`), outside Android resource folders. Read for its path alone: which image
    /// names exist (`FileKind.imageName(of:)`).
    case imageAsset

    /// Kinds whose path is the whole fact (a store listing, an image asset): never read,
    /// hashed or counted among the files checked.
    public var isPathOnly: Bool { self == .storeListing || self == .imageAsset }

    /// Classifies a path relative to the checked root, or returns nil for files Thumbrule ignores.
    public static func classify(_ relativePath: String) -> FileKind? {
        let name = String(fileName(of: relativePath))
        let lower = name.lowercased()
        switch true {
        case name == "Package.swift": return .packageManifest
        case lower.hasSuffix(".swift"): return .swift
        // `GoogleService-Info.plist` is Firebase's configuration, not a bundle's Info.plist.
        case name == "Info.plist" || lower.hasSuffix("-info.plist") && lower != "googleservice-info.plist": return .infoPlist
        case lower.hasSuffix(".entitlements"): return .entitlements
        case lower.hasSuffix("exportoptions.plist"): return .exportOptions
        case lower.hasSuffix(".xcprivacy"): return .privacyManifest
        case name == "project.pbxproj": return .xcodeProject
        case name == "contents.xcworkspacedata": return .xcodeWorkspace
        case lower.hasSuffix(".xcconfig"): return .buildSettings
        case name == "AndroidManifest.xml": return .androidManifest
        case lower == "settings.gradle" || lower == "settings.gradle.kts": return .gradleSettings
        case lower.hasSuffix(".gradle") || lower.hasSuffix(".gradle.kts"): return .gradle
        case lower.hasSuffix(".versions.toml"): return .versionCatalog
        case name == "gradle.properties": return .gradleProperties
        case lower.hasSuffix(".kt") || lower.hasSuffix(".kts"): return .kotlin
        case lower.hasSuffix(".java"): return .java
        case lower.hasSuffix(".xml") && FileKind.isLayout(relativePath): return .androidLayout
        case lower.hasPrefix("strings") && lower.hasSuffix(".xml") && FileKind.isValues(relativePath): return .androidStrings
        case lower.hasSuffix(".xml") && (FileKind.isValues(relativePath) || FileKind.isXMLResource(relativePath)): return .androidResource
        case lower.hasSuffix(".strings"): return .strings
        case lower.hasSuffix(".xcstrings"): return .stringCatalog
        case name == "Contents.json" && relativePath.contains(".colorset/"): return .colorSet
        case lower.hasSuffix(".md") && FileKind.isBrief(relativePath): return .brief
        // MDX is Markdown a docs site (Docusaurus) renders: `documentation/docs/features/backups.mdx`.
        case lower.hasSuffix(".md") || lower.hasSuffix(".mdx"): return .documentation
        case lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib"): return .interfaceBuilder
        case lower.hasSuffix(".m") || lower.hasSuffix(".mm"): return .objectiveC
        case lower.hasSuffix(".h"): return .objectiveCHeader
        case lower.hasSuffix(".storekit"): return .storeKitConfiguration
        case ["Package.resolved", "Podfile.lock", "Cartfile.resolved", "pubspec.lock", "package-lock.json", "yarn.lock"].contains(name):
            return .dependencyLock
        case name == "Podfile": return .podfile
        case FileKind.isBuildPipeline(relativePath, name: name): return .buildPipeline
        case lower.hasSuffix(".sh"): return .buildScript
        case lower.hasSuffix(".dart"): return .dart
        case name == "pubspec.yaml": return .pubspec
        case name == "package.json": return .packageJSON
        case name == "app.json" || lower == "app.config.js" || lower == "app.config.ts": return .expoConfig
        case name == "tsconfig.json" || name == "jsconfig.json": return .jsConfig
        case FileKind.isJavaScript(lower): return .javaScript
        case lower.hasSuffix(".txt") && FileKind.isStoreListing(relativePath): return .storeListing
        case FileKind.isImageAsset(relativePath, name: name): return .imageAsset
        case lower.hasSuffix(".json") && !name.hasPrefix(".") && name != "Contents.json" && relativePath.split(separator: "/").count <= 2:
            return .sideloadingSource
        case name == "CodeResources" && relativePath.contains(".xcframework/") && relativePath.hasSuffix("_CodeSignature/CodeResources"):
            return .codeSignature
        default: return nil
        }
    }

    /// Extensions of image files a bundle can hold loose, outside an asset catalog.
    static let looseImageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "heic", "svg", "gif", "webp"]

    /// An asset catalog's image set (its `Contents.json`), or a loose image file that is not
    /// an Android resource (`res/drawable…`) or inside a catalog (its set names it).
    static func isImageAsset(_ relativePath: String, name: String) -> Bool {
        if name == "Contents.json" { return relativePath.contains(".imageset/") || relativePath.contains(".symbolset/") }
        guard let dot = name.lastIndex(of: "."), looseImageExtensions.contains(name[name.index(after: dot)...].lowercased()) else { return false }
        let folders = relativePath.split(separator: "/").dropLast()
        return !folders.contains { $0 == "res" || $0.hasSuffix(".xcassets") || $0.hasSuffix(".imageset") }
    }

    /// The name code loads an image asset by: the image set's folder name without
    /// `.imageset`, or a loose file's name without scale suffix and extension (`logo@2x.png`
    /// is `logo`). Nil for a path of another kind.
    public static func imageName(of relativePath: String) -> String? {
        let parts = relativePath.split(separator: "/")
        guard let last = parts.last else { return nil }
        if last == "Contents.json" {
            guard let folder = parts.dropLast().last, let dot = folder.lastIndex(of: ".") else { return nil }
            return String(folder[..<dot])
        }
        var name = last.lastIndex(of: ".").map { String(last[..<$0]) } ?? String(last)
        for suffix in ["@2x", "@3x", "@1x"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        if let tilde = name.firstIndex(of: "~") { name = String(name[..<tilde]) }
        return name
    }

    /// A CI or release recipe: a GitHub workflow, Codemagic, GitLab, Bitrise, CircleCI or Travis
    /// configuration, an Azure pipeline, a fastlane `Fastfile` or `Deliverfile`, or an Xcode Cloud
    /// script (`ci_scripts/ci_post_clone.sh`).
    private static func isBuildPipeline(_ relativePath: String, name: String) -> Bool {
        let yaml = name.hasSuffix(".yml") || name.hasSuffix(".yaml")
        let xcodeCloud = name.hasPrefix("ci_") && name.hasSuffix(".sh") && (relativePath.hasPrefix("ci_scripts/") || relativePath.contains("/ci_scripts/"))
        return yaml && (relativePath.contains(".github/workflows/") || relativePath.hasPrefix(".circleci/") || relativePath.contains("/.circleci/"))
            || ["codemagic.yaml", "codemagic.yml", ".gitlab-ci.yml", "bitrise.yml", ".travis.yml", "azure-pipelines.yml", "Fastfile", "Deliverfile"].contains(name)
            || xcodeCloud
    }

    /// `fastlane/metadata/…/x.txt`, not in a `changelogs` folder (one file per release).
    private static func isStoreListing(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/")
        guard !parts.contains("changelogs"), let fastlane = parts.firstIndex(of: "fastlane") else { return false }
        return fastlane + 1 < parts.count && parts[fastlane + 1] == "metadata"
    }

    /// `…/res/layout/x.xml`, `…/res/layout-land/x.xml`: the folder above the file is a layout folder of `res`.
    private static func isLayout(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/")
        guard parts.count >= 3 else { return false }
        let folder = parts[parts.count - 2]
        return parts[parts.count - 3] == "res" && (folder == "layout" || folder.hasPrefix("layout-"))
    }

    /// `…/res/values/x.xml`, `…/res/values-de/x.xml`.
    private static func isValues(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/")
        guard parts.count >= 3 else { return false }
        let folder = parts[parts.count - 2]
        return parts[parts.count - 3] == "res" && (folder == "values" || folder.hasPrefix("values-"))
    }

    /// `…/res/xml/x.xml`.
    private static func isXMLResource(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/")
        return parts.count >= 3 && parts[parts.count - 3] == "res" && parts[parts.count - 2] == "xml"
    }

    private static func isJavaScript(_ lowerName: String) -> Bool {
        guard [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"].contains(where: lowerName.hasSuffix) else { return false }
        return !lowerName.hasSuffix(".d.ts") && !lowerName.hasSuffix(".min.js")
    }

    /// Program source in one of the languages read (Swift, Kotlin, Java, Dart, JavaScript and
    /// TypeScript), as against the project files that configure it.
    public var isSource: Bool {
        switch self {
        case .swift, .kotlin, .java, .dart, .javaScript: return true
        default: return false
        }
    }

    /// Kinds read by the Android model (`Project.android`), not by the Swift pass.
    public var isAndroid: Bool {
        switch self {
        case .androidManifest, .gradle, .gradleSettings, .versionCatalog, .gradleProperties, .kotlin, .java, .androidLayout, .androidStrings, .androidResource: return true
        default: return false
        }
    }

    private static func isBrief(_ relativePath: String) -> Bool {
        let name = fileName(of: relativePath)
        if relativePath.hasPrefix(".thumbrule/") { return true }
        return ["PRODUCT.md", "DESIGN.md", "STACK.md"].contains(name)
    }

    /// What follows the last slash, as `NSString.lastPathComponent` gives it for the paths
    /// discovery builds. Every file of the tree is classified, and the trip through
    /// NSString cost half of discovery.
    static func fileName(of path: String) -> Substring {
        var trimmed = path[...]
        while trimmed.utf8.count > 1, trimmed.utf8.last == UInt8(ascii: "/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        return trimmed[trimmed.utf8.index(after: slash)...]
    }
}

/// One input file: its path relative to the checked root and a way to read its bytes.
public struct WorkspaceFile: Sendable, Hashable {
    public var path: String
    public var kind: FileKind
    /// Where the bytes are: a file on disk, or text held in memory (tests, examples, editors).
    public var storage: Storage

    public enum Storage: Sendable, Hashable {
        case disk(String)
        case memory(String)
    }

    public init(path: String, kind: FileKind, storage: Storage) {
        self.path = path
        self.kind = kind
        self.storage = storage
    }

    /// An in-memory file, classified from its path. Nil when Thumbrule would ignore the path.
    public static func inMemory(_ path: String, _ text: String) -> WorkspaceFile? {
        FileKind.classify(path).map { WorkspaceFile(path: path, kind: $0, storage: .memory(text)) }
    }

    public func readData() throws -> Data {
        switch storage {
        case .disk(let absolute):
            guard let data = FileManager.default.contents(atPath: absolute) else {
                throw InputError.unreadable(path)
            }
            return data
        case .memory(let text):
            return Data(text.utf8)
        }
    }
}

/// Why an input file could not be used.
public enum InputError: Error, CustomStringConvertible, Equatable {
    case unreadable(String)
    case notUTF8(String)
    case binary(String)
    /// git-crypt ciphertext (`\0GITCRYPT\0`): encrypted on purpose, skipped without a notice.
    case encrypted(String)
    case tooLarge(String, Int)
    /// A shape the Swift parser takes seconds or minutes over (`SwiftFile.parserTrap`), and why.
    case parserTrap(String, String)

    public var description: String {
        switch self {
        case .unreadable: return "the file could not be read"
        case .notUTF8: return "the file is not valid UTF-8 text"
        case .binary: return "the file holds binary data (NUL bytes), not Swift source"
        case .encrypted: return "the file is encrypted by git-crypt"
        case .tooLarge(_, let bytes): return "the file is \(bytes / 1_048_576) MB, over the per-file limit; generated code is best excluded in .thumbrule.json"
        case .parserTrap(_, let reason): return reason
        }
    }
}
