import Foundation
import ThumbruleCore

/// `thumbrule:` comments in Swift source: the text the engine accepts (UTF-8, no NUL byte, no
/// run of `[` the parser takes exponential time over),
/// parsed, its comments found through the token trivia and read as directives.
@Sendable func fuzzSuppressions(_ bytes: [UInt8]) {
    guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self), SwiftFile.parserTrap(in: text) == nil else { return }
    let file = SwiftFile(path: "App/View.swift", text: text, target: appTarget)
    let comments = file.comments(containing: Suppressions.marker)
    _ = Suppressions(comments: comments, lineCount: file.lineCount)
}

/// The product a file with no project around it belongs to, as the resolver decides it.
let appTarget = TargetResolver(projects: [], infoPlists: [:], packageManifests: []).target(for: "App/View.swift")
