import ThumbruleFrontEnds

/// `pubspec.yaml`: the YAML subset reader and the dependency table on it.
@Sendable func fuzzPubspec(_ bytes: [UInt8]) {
    let pubspec = Pubspec(text: String(decoding: bytes, as: UTF8.self))
    _ = pubspec.dependsOn("flutter")
}
