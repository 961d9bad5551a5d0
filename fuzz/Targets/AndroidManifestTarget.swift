import ThumbruleFrontEnds

/// An `AndroidManifest.xml`: the XML tree and the manifest model built from it.
@Sendable func fuzzAndroidManifest(_ bytes: [UInt8]) {
    _ = try? AndroidManifest(bytes: bytes)
}
