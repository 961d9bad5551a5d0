import Testing
@testable import ThumbruleFrontEnds

/// The TOML subset and version catalogs.
@Suite struct VersionCatalogTests {
    static let catalog = """
        # Versions used across the app.
        [versions]
        agp = "8.5.0"
        targetSdk = "34"   # trailing comment
        compile-sdk = "35"
        playServicesAds = "23.1.0"
        work = { strictly = "2.9.0" }

        [libraries]
        play-services-ads = { module = "com.google.android.gms:play-services-ads", version.ref = "playServicesAds" }
        firebase-bom = { group = "com.google.firebase", name = "firebase-bom", version = "33.1.0" }
        firebase_analytics = { group = "com.google.firebase", name = "firebase-analytics" }
        androidx-work = { module = "androidx.work:work-runtime-ktx", version.ref = "work" }
        junit = "junit:junit:4.13.2"

        [bundles]
        ads = [
            "play-services-ads",   # the SDK
            "firebase-analytics",
        ]

        [plugins]
        android-application = { id = "com.android.application", version.ref = "agp" }
        kotlin-android = "org.jetbrains.kotlin.android:2.0.0"
        """

    @Test func readsVersionsLibrariesBundlesAndPlugins() {
        let catalog = VersionCatalog(toml: Self.catalog)
        #expect(catalog.issues.isEmpty)
        #expect(catalog.version("targetSdk") == "34")
        #expect(catalog.version("compile.sdk") == "35")
        #expect(catalog.version("compile_sdk") == "35")
        #expect(catalog.library("play.services.ads") == .init(group: "com.google.android.gms", artifact: "play-services-ads", version: "23.1.0"))
        #expect(catalog.library("firebase-bom")?.version == "33.1.0")
        #expect(catalog.library("firebase.analytics")?.version == nil)
        #expect(catalog.library("androidx.work")?.version == "2.9.0")
        #expect(catalog.library("junit") == .init(group: "junit", artifact: "junit", version: "4.13.2"))
        #expect(catalog.bundle("ads").map(\.artifact) == ["play-services-ads", "firebase-analytics"])
        #expect(catalog.plugin("android.application") == .init(id: "com.android.application", version: "8.5.0"))
        #expect(catalog.plugin("kotlin-android")?.version == "2.0.0")
    }

    @Test func tomlValuesAndIssues() {
        let document = TOMLDocument("""
            title = 'literal \\n kept'
            "quoted key" = "tab\\tand \\"quote\\""
            numbers = [1, 2_000, 3.5, true]
            nested = { a.b = "c", d = { e = 1 } }
            multi = \"\"\"
            line one
            line two\"\"\"
            broken = = 3
            [table.sub]
            x = 1
            after = oops
            y = 2
            """)
        #expect(document.root["title"] == .string("literal \\n kept"))
        #expect(document.root["quoted key"] == .string("tab\tand \"quote\""))
        #expect(document.root["numbers"] == .array([.integer(1), .integer(2000), .double(3.5), .boolean(true)]))
        #expect(document.root["nested"]?["a"]?["b"] == .string("c"))
        #expect(document.root["nested"]?["d"]?["e"] == .integer(1))
        #expect(document.root["multi"] == .string("line one\nline two"))
        #expect(document.root["table"]?["sub"]?["x"] == .integer(1))
        #expect(document.root["table"]?["sub"]?["y"] == .integer(2))
        #expect(document.issues.map(\.line) == [8, 11])
    }

    @Test func truncatedTomlNeverStops() {
        let text = Self.catalog
        for cut in stride(from: 0, to: text.utf8.count, by: 7) {
            let prefix = String(decoding: Array(text.utf8)[..<cut], as: UTF8.self)
            _ = VersionCatalog(toml: prefix)
        }
        let broken = VersionCatalog(toml: "[libraries]\nads = { module = \"a:b\", version.ref = \n[plugins]\nx = { id = \"y\" }")
        #expect(!broken.issues.isEmpty)
        #expect(broken.plugin("x")?.id == "y")
    }
}
