import Testing
@testable import ThumbruleCore

/// What an app links from local Swift packages: products to targets, then each target's
/// dependencies within its package, to the folders that hold their code.
@Suite struct LocalPackageGraphTests {
    static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    var package = Package(
        name: "Kit",
        products: [.library(name: "AppFeature", targets: ["AppFeature"])],
        dependencies: [.package(url: "https://example.com/tca.git", from: "1.0.0")],
        targets: [
            .target(name: "AppFeature", dependencies: [.target(name: "Storage"), .product(name: "ComposableArchitecture", package: "tca")]),
        ]
    )
    package.targets.append(contentsOf: [
        .target(name: "Storage", dependencies: [.byName(name: "Clock")], path: "Code/Storage/"),
        .target(name: "Clock"),
        .target(name: "Server"),
        .testTarget(name: "AppFeatureTests", dependencies: ["AppFeature"]),
    ])
    """

    @Test func productsFollowTargetDependenciesWithinThePackage() {
        let graph = LocalPackageGraph(manifests: [("Packages/Kit/Package.swift", Self.manifest)])
        #expect(graph.folders(linkedBy: ["AppFeature"]) == ["Packages/Kit/Code/Storage", "Packages/Kit/Sources/AppFeature", "Packages/Kit/Sources/Clock"])
        // A product no local package declares (a remote package's) links nothing here.
        #expect(graph.folders(linkedBy: ["ComposableArchitecture"]).isEmpty)
    }

    @Test func aPackageAtTheRootHasFoldersFromTheRoot() {
        let graph = LocalPackageGraph(manifests: [("Package.swift", Self.manifest)])
        #expect(graph.folders(linkedBy: ["AppFeature"]).first == "Code/Storage")
    }
}
