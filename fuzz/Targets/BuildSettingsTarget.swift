import ThumbruleCore

/// An `.xcconfig` file: its settings and `#include`s, read as `ReleaseSwitches` reads them. The
/// input is also every file it may include, so include chains and loops are exercised.
@Sendable func fuzzBuildSettings(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let files = ["Config/App.xcconfig": text, "Config/Shared.xcconfig": text, "Shared.xcconfig": text]
    _ = ReleaseSwitches.fileSettings("Config/App.xcconfig", files: files)
}
