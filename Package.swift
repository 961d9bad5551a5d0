// swift-tools-version:6.0
//
// Thumbrule takes SwiftSyntax one of two ways, and no source file knows which:
//
//   toolchain  the host libraries the Swift toolchain ships in `usr/lib/swift/host`
//              (needs no network; about 14x slower to parse, see README);
//   package    the swift-syntax package, from its Git URL or from a local checkout.
//
// THUMBRULE_SWIFT_SYNTAX=toolchain | package | <path to a swift-syntax checkout>
// forces a mode. Without it, toolchain mode is used wherever the host libraries
// exist, and package mode elsewhere. THUMBRULE_SWIFT_HOST_LIBS overrides the
// host library folder in toolchain mode.
import Foundation
import PackageDescription

let environment = ProcessInfo.processInfo.environment

/// The toolchain's host library folder, found from the `swiftc` on PATH.
func toolchainHostLibraries() -> String? {
    let fileManager = FileManager.default
    if let override = environment["THUMBRULE_SWIFT_HOST_LIBS"], !override.isEmpty {
        return override
    }
    let searchPath = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for folder in searchPath {
        let candidate = URL(fileURLWithPath: folder).appendingPathComponent("swiftc")
        guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
        let toolchainBin = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
        let host = toolchainBin.deletingLastPathComponent().appendingPathComponent("lib/swift/host")
        let interface = host.appendingPathComponent("SwiftParser.swiftmodule")
        if fileManager.fileExists(atPath: interface.path) { return host.path }
    }
    return nil
}

enum SyntaxSource {
    case toolchain(hostLibraries: String)
    case remotePackage
    case localCheckout(path: String)
}

func chooseSyntaxSource() -> SyntaxSource {
    switch environment["THUMBRULE_SWIFT_SYNTAX"] ?? "" {
    case "", "auto":
        if let host = toolchainHostLibraries() { return .toolchain(hostLibraries: host) }
        return .remotePackage
    case "toolchain":
        guard let host = toolchainHostLibraries() else {
            fatalError("THUMBRULE_SWIFT_SYNTAX=toolchain, but no SwiftParser.swiftmodule was found in the toolchain's lib/swift/host. Set THUMBRULE_SWIFT_HOST_LIBS.")
        }
        return .toolchain(hostLibraries: host)
    case "package":
        return .remotePackage
    case let path:
        return .localCheckout(path: path)
    }
}

let syntaxSource = chooseSyntaxSource()

var packageDependencies: [Package.Dependency] = []
var syntaxDependencies: [Target.Dependency] = []
var syntaxSwiftSettings: [SwiftSetting] = []
var syntaxLinkerSettings: [LinkerSetting] = []

switch syntaxSource {
case .toolchain(let host):
    syntaxSwiftSettings = [.unsafeFlags(["-I", host])]
    syntaxLinkerSettings = [
        .unsafeFlags(["-L", host, "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath", "-Xlinker", host]),
    ]
case .remotePackage:
    packageDependencies = [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0")]
case .localCheckout(let path):
    packageDependencies = [.package(path: path)]
}
/// SwiftPM names a dependency by the last component of its URL or path, so a checkout
/// in `/work/swift-syntax-603` is the package `swift-syntax-603`.
func packageIdentity(_ source: SyntaxSource) -> String? {
    switch source {
    case .toolchain: return nil
    case .remotePackage: return "swift-syntax"
    case .localCheckout(let path): return URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
    }
}
if let identity = packageIdentity(syntaxSource) {
    syntaxDependencies = [
        .product(name: "SwiftSyntax", package: identity),
        .product(name: "SwiftParser", package: identity),
    ]
}

/// The layers, lowest first. Each imports only the ones above it in this list, so the
/// compiler keeps the data flowing one way (docs/ARCHITECTURE.md).
@MainActor func layer(_ name: String, _ dependencies: [Target.Dependency], exclude: [String] = [], plugins: [Target.PluginUsage]? = nil) -> Target {
    .target(
        name: name,
        dependencies: dependencies,
        exclude: exclude,
        swiftSettings: syntaxSwiftSettings,
        linkerSettings: syntaxLinkerSettings,
        plugins: plugins
    )
}

let package = Package(
    name: "Thumbrule",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ThumbruleCore", targets: ["ThumbruleCore"]),
        .library(name: "ThumbruleChecks", targets: ["ThumbruleChecks"]),
        .executable(name: "thumbrule", targets: ["thumbrule"]),
        // `swift package thumbrule` and a build-tool plugin; both run the thumbrule executable above.
        .plugin(name: "ThumbruleCommand", targets: ["ThumbruleCommand"]),
        .plugin(name: "ThumbruleBuildTool", targets: ["ThumbruleBuildTool"]),
    ],
    dependencies: packageDependencies,
    targets: [
        // The rulebook: rules, parser, lint and graph. Knows nothing of code. Its Resources/
        // (the rulebook, citations.json) are compiled in, so the binary runs wherever it is copied.
        layer("ThumbruleRules", [], exclude: ["Resources"], plugins: ["EmbedResources"]),
        .executableTarget(name: "embed-resources"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resources"]),
        // Workspace, syntax index, project model, findings, engine, configuration.
        layer("ThumbruleCore", ["ThumbruleRules", "ThumbruleFrontEnds"] + syntaxDependencies),
        // One folder per rule area, one file per check; Support/ holds what checks share.
        layer("ThumbruleChecks", ["ThumbruleCore", "ThumbruleRules", "ThumbruleFrontEnds"] + syntaxDependencies),
        // One reporter per output format.
        layer("ThumbruleReport", ["ThumbruleCore", "ThumbruleRules"]),
        // Briefs, doctor, spec, review, rubric, install and the MCP server.
        layer("ThumbruleReview", ["ThumbruleChecks", "ThumbruleReport", "ThumbruleCore", "ThumbruleRules"] + syntaxDependencies),
        .executableTarget(
            name: "thumbrule",
            dependencies: ["ThumbruleReview", "ThumbruleReport", "ThumbruleChecks", "ThumbruleCore", "ThumbruleRules"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .plugin(
            name: "ThumbruleCommand",
            capability: .command(intent: .custom(verb: "thumbrule", description: "Check the package's targets against the Thumbrule rulebook")),
            dependencies: ["thumbrule"]
        ),
        .plugin(name: "ThumbruleBuildTool", capability: .buildTool(), dependencies: ["thumbrule"]),
        // Front ends for Android sources (Kotlin, Gradle, manifests, layouts): Foundation only,
        // so they build and test without SwiftSyntax and without ThumbruleKit.
        .target(name: "ThumbruleFrontEnds"),
        .testTarget(name: "ThumbruleFrontEndsTests", dependencies: ["ThumbruleFrontEnds"]),
        .testTarget(
            name: "ThumbruleTests",
            dependencies: ["ThumbruleReview", "ThumbruleReport", "ThumbruleChecks", "ThumbruleCore", "ThumbruleRules", "ThumbruleFrontEnds"] + syntaxDependencies,
            resources: [.copy("Fixtures")],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// fuzz/run.sh builds the libFuzzer targets (fuzz/README.md) with THUMBRULE_FUZZ=1; inside the
// package, so they reach the readers' `package` members. The libraries are compiled with
// `-sanitize=fuzzer` (coverage counters) and only ThumbruleFuzz links libFuzzer, which brings
// its own `main`: SwiftPM's `--sanitize fuzzer` would link it into the build tool
// `embed-resources` too, and that tool has a `main` of its own.
if environment["THUMBRULE_FUZZ"] == "1" {
    let instrumented: Set<String> = ["ThumbruleRules", "ThumbruleFrontEnds", "ThumbruleCore", "ThumbruleChecks", "ThumbruleReport", "ThumbruleReview"]
    for target in package.targets where instrumented.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer"])]
    }
    package.targets.append(.executableTarget(
        name: "ThumbruleFuzz",
        dependencies: ["ThumbruleReview", "ThumbruleChecks", "ThumbruleCore", "ThumbruleRules", "ThumbruleFrontEnds"],
        path: "fuzz/Targets",
        swiftSettings: syntaxSwiftSettings + [.unsafeFlags(["-parse-as-library", "-sanitize=fuzzer"])],
        linkerSettings: syntaxLinkerSettings + [.unsafeFlags(["-sanitize=fuzzer"])]
    ))
}
