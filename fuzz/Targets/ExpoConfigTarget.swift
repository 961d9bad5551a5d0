import Foundation
import ThumbruleFrontEnds

/// `app.json` / `app.config.js` (read with the JavaScript lexer) and `package.json`
/// (JSONSerialization): the two package files of a React Native app.
@Sendable func fuzzExpoConfig(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    _ = ExpoConfig(text, path: "app.json")
    _ = ExpoConfig(text, path: "app.config.ts")
    _ = PackageJSON(data: Data(bytes))
}
