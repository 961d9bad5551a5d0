import ThumbruleReview
import ThumbruleRules

/// A screen brief: its YAML front matter and every field the brief reader checks.
@Sendable func fuzzScreenBrief(_ bytes: [UInt8]) {
    _ = ScreenBrief.parse(String(decoding: bytes, as: UTF8.self), path: "docs/screens/Fuzz.md", root: emptyFolder, areas: briefAreas)
}

let briefAreas = Set(Rulebook.bundled.areas.map(\.prefix))
